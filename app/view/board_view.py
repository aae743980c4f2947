"""BoardView: the 3D board widget.  Input becomes camera motion (`camera_input`) or a cell;
it draws a Scene.

The widget itself paints nothing: a native OpenGL window (`gl_surface.BoardSurface`, in a
window container filling the widget) shows the frames, and hands its mouse, wheel and
gesture events back to this widget's handlers.  Pictures of the board (`grabFramebuffer`,
`grab_png`) are rendered offscreen and read back, since a widget grab cannot see a native
window.

Rendering is on demand: a frame is painted when the scene, the camera or the size
changes, and repeatedly only while an animation or a camera transition runs; an idle
board costs no frames.  All GL goes through `Renderer`, imported only once a context
exists so that importing this module never binds PyOpenGL to a platform too early.
"""

from __future__ import annotations

import copy
import time
from typing import TYPE_CHECKING, Any

import numpy as np
from PyQt6.QtCore import QEvent, QPointF, QSize, Qt, QTimer, pyqtSignal
from PyQt6.QtGui import (
    QCursor,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QNativeGestureEvent,
    QWheelEvent,
)
from PyQt6.QtWidgets import QVBoxLayout, QWidget

from app.view import animation, camera_input
from app.view import palette as pal
from app.view.animation import Animation, Sprite, scene_sprites
from app.view.camera import Camera
from app.view.desktop_look import FollowsDesktopLook
from app.view.gl_surface import BoardSurface
from app.view.instances import build_frame
from app.view.layout import cell_centre, stack_height
from app.view.picking import device_size, pick, project
from app.view.scene import Scene, SceneChange
from engine.board import Cell

if TYPE_CHECKING:
    from app.view.renderer import Renderer

MAX_FRAME_DT = 0.1
SETTLE_MS = 200  # after the last frame of a change, the view counts as still


class BoardView(FollowsDesktopLook, QWidget):
    """A BoardWidget (app.view.board_widget) drawn with OpenGL 3.3; gl_failed(message) when
    no usable context could be had.  Also exposes its camera, and frame_swapped() after
    each frame that reached the screen."""

    # Cells travel as engine.board.Cell (see board_widget.BoardWidget for each signal's types).
    cell_clicked = pyqtSignal(object)
    cell_right_clicked = pyqtSignal(object)
    cell_hovered = pyqtSignal(object)
    cell_dragged = pyqtSignal(object, object)
    animation_finished = pyqtSignal()
    gl_failed = pyqtSignal(str)
    frame_swapped = pyqtSignal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(200, 150)
        self._surface = BoardSurface(self)
        self._surface.painting.connect(self._paint_gl)  # same thread: called at once
        self._surface.failed.connect(self._fail)
        self._surface.frameSwapped.connect(self.frame_swapped)
        container = QWidget.createWindowContainer(self._surface, self)
        container.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the focus stays on this widget
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(container)
        self._scene = Scene()
        self._camera = Camera()
        self._gl_error: str | None = None
        self._speed = animation.AnimationSpeed.NORMAL.factor
        self._animation: Animation | None = None
        self._anim_start: float | None = None
        self._last_tick: float | None = None
        self._auto_hover = True
        self._hover: Cell | None = None
        self._press: tuple[QPointF, Qt.MouseButton, Cell | None] | None = None
        self._drag_mode: str | None = None  # 'orbit', 'pan', 'piece'
        self._last_pos = QPointF()
        # Every change is drawn at once, fast; SETTLE_MS after the last such frame one
        # still frame follows (edges smoothed on software GL), then nothing.
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self.paint_still)
        self._still_due = False
        self.paint_count = 0  # frames painted: lets tests check that idle means no frames
        self._last_view_proj = np.zeros((4, 4))  # the camera of the last frame painted
        self.clock = time.monotonic  # seconds; animations follow it (a benchmark steps it)

    # --- public API ---------------------------------------------------------------------
    def scene(self) -> Scene:
        return self._scene

    def set_scene(self, scene: Scene, change: SceneChange | None = None) -> None:
        """Show `scene`; with a change, animate from the current scene to it."""
        old = self._scene
        self._scene = scene
        if self._animation is not None:
            self._finish_animation()  # a new change cuts the running one short
        if self.isVisible():
            self._animation = animation.plan(old, scene, change, self._speed)
            self._anim_start = None
        self.update()

    def set_animation_speed(self, speed: float) -> None:
        """Duration multiplier: 0 = off, else an ``animation.AnimationSpeed``'s ``factor``."""
        self._speed = max(0.0, float(speed))

    def animation_speed(self) -> float:
        return self._speed

    def is_animating(self) -> bool:
        return self._animation is not None

    def set_auto_hover(self, on: bool) -> None:
        """On (default): the view rings the cell under the mouse itself, without a round
        trip through the controller; off: it draws Scene.hover instead."""
        self._auto_hover = on
        self.update()

    def as_widget(self) -> QWidget:
        return self

    @property
    def camera(self) -> Camera:
        return self._camera

    def reset_view(self) -> None:
        self._camera.reset_view()
        self.update()

    def toggle_top_down(self) -> None:
        self._camera.toggle_top_down()
        self.update()

    def gl_error(self) -> str | None:
        """Why OpenGL could not be used, or None if it works (or is not initialised yet)."""
        return self._gl_error

    def renderer_info(self) -> str:
        r = self._renderer
        return f"{r.gl_renderer} / OpenGL {r.gl_version}" if r else ""

    def cell_at(self, pos: QPointF) -> Cell | None:
        """The cell under a logical widget position (stacks occlude what is behind)."""
        self._camera.set_aspect(self.width(), self.height())
        heights = {} if self._scene.gathered else {c: len(p) for c, p in self._scene.stacks.items()}
        return pick(
            self._camera.view_projection(), pos.x(), pos.y(), self.width(), self.height(), heights
        )

    def cell_position(self, cell: Cell, on_top: bool = True) -> QPointF:
        """Logical widget position of a cell's centre (on top of its stack by default)."""
        self._camera.set_aspect(self.width(), self.height())
        h = stack_height(self._scene.height(cell)) if on_top else 0.0
        point = cell_centre(cell) + np.array([0.0, h, 0.0])
        win, _ = project(self._camera.view_projection(), [point], self.width(), self.height())
        return QPointF(float(win[0, 0]), float(win[0, 1]))

    def board_image(self, size: QSize | tuple[int, int] | None = None) -> QImage:
        """The board as a picture, the widget's size by default; with a size, rendered at that
        size (labels included).  A null image if GL does not work (yet)."""
        if size is None:
            return self.grabFramebuffer()
        w, h = (size.width(), size.height()) if isinstance(size, QSize) else size
        return self._render_image((w, h), (w, h), still=True)

    def grabFramebuffer(self, still: bool = True) -> QImage:
        """The board as it stands, drawn offscreen with every pixel at the widget's device
        size (its device pixel ratio set), read back: the still frame the screen shows once
        nothing moves (`still=False`: without its edge smoothing, as frames are drawn until
        then).  A null image while GL does not work (yet)."""
        dpr = self.devicePixelRatioF()
        logical = (self.width(), self.height())
        image = self._render_image(logical, device_size(*logical, dpr), still)
        image.setDevicePixelRatio(dpr)
        return image

    def _render_image(
        self, logical: tuple[int, int], device: tuple[int, int], still: bool
    ) -> QImage:
        shot = copy.deepcopy(self._camera)
        shot.set_aspect(*logical)
        sprites, busy = self._sprites(self.clock())
        frame = build_frame(self._effective_scene(), sprites, shot, logical, busy)
        if self._renderer is not None:
            self._renderer.look = pal.LOOKS[self.look()]
        return self._surface.read_back(frame, shot.view_projection(), shot.eye(), device, still)

    def makeCurrent(self) -> None:
        """Make the board's GL context current (for a grab, a test or a benchmark)."""
        self._surface.makeCurrent()

    def doneCurrent(self) -> None:
        self._surface.doneCurrent()

    @property
    def surface(self) -> BoardSurface:
        """The native GL window the board is drawn in (its input reaches this widget)."""
        return self._surface

    def update(self, *args: Any) -> None:
        """Ask for a frame (the widget paints nothing itself: its GL window does)."""
        self._surface.update()

    # --- GL -----------------------------------------------------------------------------
    @property
    def _renderer(self) -> Renderer | None:
        return self._surface.renderer

    def _fail(self, message: str) -> None:
        self._gl_error = message
        # Queued: the receiver may replace this widget, which must not happen mid-init.
        QTimer.singleShot(0, lambda: self.gl_failed.emit(message))

    def _paint_gl(self) -> None:
        renderer = self._renderer
        assert renderer is not None  # the surface paints only with one
        now = self.clock()
        dt = min(now - self._last_tick, MAX_FRAME_DT) if self._last_tick is not None else 0.0
        surface = self._surface
        size = (surface.width(), surface.height())  # the widget's, once laid out
        cam = self._camera
        cam.set_aspect(*size)
        moving = cam.advance(dt)
        sprites, busy = self._sprites(now)
        scene = self._effective_scene()
        frame = build_frame(scene, sprites, cam, size, busy)
        viewport = device_size(*size, surface.devicePixelRatio())
        renderer.look = pal.LOOKS[self.look()]
        acting = self._animation is not None or self._drag_mode is not None
        still = self._still_due and not (moving or acting)
        self._still_due = False
        view_proj = cam.view_projection()
        # In motion: the pieces or the camera move (dragged, zoomed, turned by keys).
        motion = acting or moving or not np.array_equal(view_proj, self._last_view_proj)
        self._last_view_proj = view_proj
        fbo = surface.defaultFramebufferObject()
        renderer.render(frame, view_proj, cam.eye(), viewport, fbo, still, motion)
        self.paint_count += 1
        if not still and not renderer.multisample:  # multisampled: every frame is final
            self._settle.start()
        anim, start = self._animation, self._anim_start
        if anim is not None and start is not None and anim.done(now - start):
            self._finish_animation()
            moving = True  # one more frame shows the final resting state
        if moving or self._animation is not None:
            self._last_tick = now
            self.update()
        else:
            self._last_tick = None

    def _finish_animation(self) -> None:
        self._animation = None
        self._anim_start = None
        QTimer.singleShot(0, self.animation_finished.emit)

    def _sprites(self, now: float) -> tuple[list[Sprite], frozenset[Cell]]:
        anim = self._animation
        if anim is None:
            return scene_sprites(self._scene), frozenset()
        if self._anim_start is None:
            self._anim_start = now
        return anim.sprites(now - self._anim_start), anim.busy_cells

    def _effective_scene(self) -> Scene:
        if self._auto_hover and self._scene.hover != self._hover:
            return self._scene.with_(hover=self._hover)
        return self._scene

    # --- input: the widget's own events, and those its GL window hands on -------------
    def _show_cursor(self, shape: Qt.CursorShape) -> None:
        cursor = QCursor(shape)
        self.setCursor(cursor)
        self._surface.setCursor(cursor)  # the native window shows its own

    def _set_hover(self, cell: Cell | None) -> None:
        if cell != self._hover:
            self._hover = cell
            self._show_cursor(
                Qt.CursorShape.PointingHandCursor
                if cell is not None
                else Qt.CursorShape.ArrowCursor
            )
            self.cell_hovered.emit(cell)
            if self._auto_hover:
                self.update()

    def mousePressEvent(self, event: QMouseEvent | None) -> None:
        if event is None:
            return
        pos = event.position()
        self._press = (pos, event.button(), self.cell_at(pos))
        self._drag_mode = None
        self._last_pos = pos
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent | None) -> None:
        if event is None:
            return
        pos = event.position()
        if self._press is None:
            self._set_hover(self.cell_at(pos))
            return
        start, button, cell = self._press
        if self._drag_mode is None:
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            on_stack = cell is not None and self._scene.height(cell) > 0
            self._drag_mode = camera_input.drag_mode(pos - start, button, shift, on_stack)
            if self._drag_mode is None:
                return
            shape = {"pan": Qt.CursorShape.SizeAllCursor, "orbit": Qt.CursorShape.ClosedHandCursor}
            self._show_cursor(shape.get(self._drag_mode, Qt.CursorShape.DragMoveCursor))
        delta = pos - self._last_pos
        self._last_pos = pos
        if self._drag_mode == "orbit":
            self._camera.orbit_pixels(delta.x(), delta.y())
            self.update()
        elif self._drag_mode == "pan":
            self._camera.pan_pixels(delta.x(), delta.y(), self.height())
            self.update()
        else:
            self._set_hover(self.cell_at(pos))

    def mouseReleaseEvent(self, event: QMouseEvent | None) -> None:
        if event is None or self._press is None:
            return
        _, button, start_cell = self._press
        mode = self._drag_mode
        self._press, self._drag_mode = None, None
        cell = self.cell_at(event.position())
        hand = cell is not None
        self._show_cursor(Qt.CursorShape.PointingHandCursor if hand else Qt.CursorShape.ArrowCursor)
        if mode is None and button == Qt.MouseButton.LeftButton and cell is not None:
            self.cell_clicked.emit(cell)
        elif mode is None and button == Qt.MouseButton.RightButton and cell is not None:
            self.cell_right_clicked.emit(cell)  # a right-drag orbits; a right click is this
        elif mode == "piece" and start_cell is not None and cell not in (None, start_cell):
            self.cell_dragged.emit(start_cell, cell)
        self._set_hover(cell)

    def leaveEvent(self, event: QEvent | None) -> None:
        if self._press is None:
            self._set_hover(None)
        super().leaveEvent(event)

    def wheelEvent(self, event: QWheelEvent | None) -> None:
        if event is None:
            return
        if camera_input.wheel_zoom(self._camera, event.angleDelta().y(), event.pixelDelta().y()):
            self.update()
        event.accept()

    def event(self, e: QEvent | None) -> bool:
        if isinstance(e, QNativeGestureEvent) and camera_input.gesture(
            self._camera, e.gestureType(), e.value()
        ):
            self.update()
            e.accept()
            return True
        return super().event(e)

    def keyPressEvent(self, event: QKeyEvent | None) -> None:
        """Camera keys only; arrows, Enter, Space etc. go on to the app (ignored here)."""
        if event is None:
            return
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if camera_input.camera_key(self._camera, Qt.Key(event.key()), ctrl):
            self.update()
            event.accept()
        else:
            event.ignore()

    def paint_still(self) -> None:
        """Draw the still frame now (the settle timer does this after every change)."""
        self._settle.stop()
        self._still_due = True
        self.update()

    def is_settling(self) -> bool:
        """A still frame is still to come: until then the view is not idle."""
        return self._settle.isActive() or self._still_due
