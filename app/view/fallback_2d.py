"""Board2DView: the same Scene drawn top-down with QPainter, for machines without GL 3.3.

It is a BoardWidget like BoardView (camera calls do nothing), so the main window can swap
one for the other when BoardView emits gl_failed.  Geometry comes
from layout.py, so a click lands on the same cell as in 3D.
"""

from __future__ import annotations

import math

import numpy as np
from PyQt6.QtCore import QPointF, QRectF, QSize, Qt, pyqtSignal
from PyQt6.QtGui import (
    QColor,
    QFont,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
    QRadialGradient,
)
from PyQt6.QtWidgets import QWidget

from app.view import palette as pal
from app.view.animation import tower_order
from app.view.desktop_look import FollowsDesktopLook
from app.view.label_layout import outward, place_labels
from app.view.labels import COORD_OFFSET
from app.view.layout import (
    PIECE_RADIUS,
    TOWER_COLUMN,
    board_outline,
    cell_centre,
    coordinate_labels,
    grid_edges,
    nearest_cell,
    tower_place,
)
from app.view.scene import Scene, SceneChange
from app.view.textures import MARKER_RADIUS
from engine.board import CELLS, Cell
from engine.position import stack_owner

MARGIN = 1.3  # world units of room around the board for the coordinates


def _qcolor(c: tuple[int, ...]) -> QColor:
    return QColor(*c)


class Board2DView(FollowsDesktopLook, QWidget):
    """A BoardWidget (app.view.board_widget) painted top-down with QPainter; gl_failed is
    never emitted (present so both boards wire up the same way)."""

    # Cells travel as engine.board.Cell (see board_widget.BoardWidget for each signal's types).
    cell_clicked = pyqtSignal(object)
    cell_right_clicked = pyqtSignal(object)
    cell_hovered = pyqtSignal(object)
    cell_dragged = pyqtSignal(object, object)
    animation_finished = pyqtSignal()
    gl_failed = pyqtSignal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(200, 120)
        self._scene = Scene()
        self._hover: Cell | None = None
        self._press: tuple[QPointF, Cell | None] | None = None
        self._auto_hover = True
        outline = board_outline()
        self._x0, self._x1 = outline[:, 0].min() - MARGIN, outline[:, 0].max() + MARGIN
        self._z0, self._z1 = outline[:, 1].min() - MARGIN, outline[:, 1].max() + MARGIN

    # --- BoardWidget -------------------------------------------------------------------
    def as_widget(self) -> QWidget:
        return self

    def scene(self) -> Scene:
        return self._scene

    def set_scene(self, scene: Scene, change: SceneChange | None = None) -> None:
        """Show `scene`.  Nothing animates here; listeners still hear animation_finished."""
        self._scene = scene
        self.update()
        if change is not None:
            self.animation_finished.emit()

    def set_animation_speed(self, speed: float) -> None:
        pass

    def is_animating(self) -> bool:
        return False

    def set_auto_hover(self, on: bool) -> None:
        self._auto_hover = on
        self.update()

    def reset_view(self) -> None:
        pass

    def toggle_top_down(self) -> None:
        pass

    def gl_error(self) -> str | None:
        return None

    def renderer_info(self) -> str:
        return "QPainter (2D fallback)"

    def cell_at(self, pos: QPointF) -> Cell | None:
        x, z = self._to_world(pos)
        return nearest_cell(x, z)

    def cell_position(self, cell: Cell, on_top: bool = True) -> QPointF:
        c = cell_centre(cell)
        return self._to_widget(float(c[0]), float(c[2]))

    def board_image(self, size: QSize | tuple[int, int] | None = None) -> QImage:
        if size is None:
            return self.grab().toImage()
        w, h = (size.width(), size.height()) if isinstance(size, QSize) else size
        image = QImage(w, h, QImage.Format.Format_RGB32)
        painter = QPainter(image)
        self._paint(painter, w, h)
        painter.end()
        return image

    # --- geometry ----------------------------------------------------------------------
    def _transform(self, width: float, height: float) -> tuple[float, float, float]:
        """Scale and offsets mapping world (x, z) to widget pixels, board centred."""
        scale = min(width / (self._x1 - self._x0), height / (self._z1 - self._z0))
        ox = (width - scale * (self._x1 - self._x0)) / 2 - scale * self._x0
        oy = (height - scale * (self._z1 - self._z0)) / 2 - scale * self._z0
        return scale, ox, oy

    def _to_widget(self, x: float, z: float, size: tuple[float, float] | None = None) -> QPointF:
        scale, ox, oy = self._transform(*(size or (self.width(), self.height())))
        return QPointF(ox + x * scale, oy + z * scale)

    def _to_world(self, pos: QPointF) -> tuple[float, float]:
        scale, ox, oy = self._transform(self.width(), self.height())
        return (pos.x() - ox) / scale, (pos.y() - oy) / scale

    # --- painting ----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent | None) -> None:
        painter = QPainter(self)
        self._paint(painter, self.width(), self.height())
        painter.end()

    def _paint(self, p: QPainter, width: int, height: int) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        look = pal.LOOKS[self.look()]
        vignette = QRadialGradient(QPointF(width / 2, height * 0.45), max(width, height) * 0.7)
        vignette.setColorAt(0.0, _qcolor(look.table))
        vignette.setColorAt(0.45, _qcolor(look.centre))
        vignette.setColorAt(1.0, _qcolor(look.edge))
        p.fillRect(QRectF(0, 0, width, height), vignette)
        scale, _, _ = self._transform(width, height)
        size = (float(width), float(height))

        def at(cell: Cell) -> QPointF:
            c = cell_centre(cell)
            return self._to_widget(float(c[0]), float(c[2]), size)

        scene = self._scene
        outline = QPolygonF([self._to_widget(float(x), float(z), size) for x, z in board_outline()])
        p.setPen(QPen(_qcolor(pal.BOARD_EDGE), max(2.0, scale * 0.06)))
        p.setBrush(_qcolor(pal.WOOD_LIGHT))
        p.drawPolygon(outline)
        p.setPen(QPen(_qcolor(pal.LINE), max(1.0, scale * 0.04)))
        for a, b in grid_edges():
            p.drawLine(at(a), at(b))
        p.setPen(QPen(_qcolor(pal.MARKER_RING), max(1.0, scale * 0.045)))
        p.setBrush(_qcolor(pal.WOOD_DARK))
        for cell in CELLS:
            p.drawEllipse(at(cell), MARKER_RADIUS * scale, MARKER_RADIUS * scale)
        if scene.show_coordinates:
            self._paint_coordinates(p, scale, size)
        for cell in sorted(scene.placeable):
            if not scene.height(cell):
                self._disc(p, at(cell), 0.11 * scale, pal.PLACEABLE)
        for cell in scene.last_move:
            pen = QPen(_qcolor(pal.LAST_MOVE), max(2.0, scale * 0.05), Qt.PenStyle.DashLine)
            self._ring(p, at(cell), 0.46 * scale, pen)
        if scene.selected is not None:
            self._ring(
                p,
                at(scene.selected),
                0.52 * scale,
                QPen(_qcolor(pal.SELECTED), max(3.0, scale * 0.09)),
            )
        if scene.gathered:
            self._paint_count(p, scale, size)
        for cell, pieces in scene.stacks.items():
            if not scene.gathered or stack_owner("".join(pieces)) is None:
                self._paint_stack(p, at(cell), pieces, scale, ghost=cell in scene.cutoff_preview)
        for cell in sorted(scene.destinations):
            self._ring(
                p, at(cell), 0.3 * scale, QPen(_qcolor(pal.DESTINATION), max(2.0, scale * 0.07))
            )
            self._disc(p, at(cell), 0.1 * scale, pal.DESTINATION)
        for cell, result in scene.results:
            self._paint_result(p, at(cell), result, scale)
        self._paint_hint(p, [at(c) for c in scene.hint], scale)
        if scene.refutation:
            start, end = scene.refutation
            self._arrow(p, at(start), at(end), scale, pal.REFUTATION)
        hover = self._hover if self._auto_hover else scene.hover
        if hover is not None:
            self._ring(p, at(hover), 0.47 * scale, QPen(_qcolor(pal.HOVER), max(2.0, scale * 0.04)))
        if scene.cursor is not None:
            self._paint_cursor(p, at(scene.cursor), scale)

    def _paint_count(self, p: QPainter, scale: float, size: tuple[float, float]) -> None:
        """Counting: each side's pieces in its columns of ten, seen from above, each with
        how many it holds (as the 3D board stands them)."""
        for side, keys in tower_order(self._scene).items():
            pieces = [self._scene.stacks[cell][level] for cell, level in keys]
            for first in range(0, len(pieces), TOWER_COLUMN):
                x, _, z = tower_place(side, first)
                column = tuple(pieces[first : first + TOWER_COLUMN])
                self._paint_stack(p, self._to_widget(x, z, size), column, scale, ghost=False)

    @staticmethod
    def _disc(p: QPainter, c: QPointF, r: float, rgba: tuple[int, ...]) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(_qcolor(rgba))
        p.drawEllipse(c, r, r)

    def _paint_result(self, p: QPainter, c: QPointF, result: str, scale: float) -> None:
        """A proven result: a win a disc, a draw a ring, a loss a cross (as in 3D)."""
        colour = pal.RESULT_MARKS[result]
        if result == "win":
            self._disc(p, c, 0.2 * scale, colour)
        elif result == "draw":
            self._ring(p, c, 0.2 * scale, QPen(_qcolor(colour), max(2.0, scale * 0.08)))
        else:
            p.setPen(QPen(_qcolor(colour), max(2.0, scale * 0.08)))
            d = 0.17 * scale
            p.drawLine(QPointF(c.x() - d, c.y() - d), QPointF(c.x() + d, c.y() + d))
            p.drawLine(QPointF(c.x() - d, c.y() + d), QPointF(c.x() + d, c.y() - d))

    @staticmethod
    def _ring(p: QPainter, c: QPointF, r: float, pen: QPen) -> None:
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, r, r)

    def _paint_stack(
        self, p: QPainter, c: QPointF, pieces: tuple[str, ...], scale: float, ghost: bool
    ) -> None:
        styles = pal.PIECE_STYLES[self._scene.palette]
        r = PIECE_RADIUS * scale
        top = styles[pieces[-1]].colour
        p.setOpacity(0.45 if ghost else 1.0)
        # Lower pieces peek out as offset rims, so a stack reads as a stack from above.
        for i, piece in enumerate(pieces[-3:-1]):
            offset = (len(pieces[-3:-1]) - i) * 0.04 * scale
            p.setPen(QPen(QColor(0, 0, 0, 120), 1.0))
            p.setBrush(_qcolor(styles[piece].colour))
            p.drawEllipse(c + QPointF(offset, offset), r, r)
        p.setPen(QPen(QColor(0, 0, 0, 160) if top[0] > 128 else QColor(150, 150, 150), 1.5))
        p.setBrush(_qcolor(pal.GHOST) if ghost else _qcolor(top))
        p.drawEllipse(c, r, r)
        if styles[pieces[-1]].pattern == 2 or ("D" in pieces and pieces[-1] != "D"):
            # A DVONN piece in (or on top of) the stack: a red-and-white ring marker.
            self._ring(p, c, r * 0.55, QPen(QColor(255, 255, 255), max(1.5, scale * 0.05)))
            if pieces[-1] != "D":
                self._disc(p, c + QPointF(r * 0.55, -r * 0.55), r * 0.2, styles["D"].colour)
        if len(pieces) > 1 and self._scene.show_height_labels:
            font = QFont()
            font.setBold(True)
            font.setPixelSize(max(9, round(r * 0.9)))
            p.setFont(font)
            p.setPen(QColor(20, 20, 20) if top[0] > 128 else QColor(245, 245, 245))
            p.drawText(
                QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r),
                Qt.AlignmentFlag.AlignCenter,
                str(len(pieces)),
            )
        p.setOpacity(1.0)

    def _paint_hint(self, p: QPainter, pts: list[QPointF], scale: float) -> None:
        pen = QPen(_qcolor(pal.HINT), max(2.0, scale * 0.07))
        for pt in pts:
            self._ring(p, pt, 0.37 * scale, pen)
        if len(pts) == 2:
            self._arrow(p, pts[0], pts[1], scale, pal.HINT)

    @staticmethod
    def _arrow(p: QPainter, a: QPointF, b: QPointF, scale: float, rgba: tuple[int, ...]) -> None:
        d = b - a
        length = math.hypot(d.x(), d.y())
        if length > 1e-6:
            u = QPointF(d.x() / length, d.y() / length)
            start, end = a + u * 0.4 * scale, b - u * 0.4 * scale
            p.setPen(QPen(_qcolor(rgba), max(2.0, scale * 0.07)))
            p.drawLine(start, end)
            n = QPointF(-u.y(), u.x())
            head = QPolygonF(
                [
                    end,
                    end - u * 0.25 * scale + n * 0.13 * scale,
                    end - u * 0.25 * scale - n * 0.13 * scale,
                ]
            )
            p.setBrush(_qcolor(rgba))
            p.drawPolygon(head)

    def _paint_cursor(self, p: QPainter, c: QPointF, scale: float) -> None:
        r = 0.57 * scale
        p.setPen(QPen(_qcolor(pal.CURSOR), max(2.5, scale * 0.07)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        rect = QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)
        for k in range(4):  # four arcs on the diagonals: the 3D view's brackets
            p.drawArc(rect, (45 + 90 * k - 20) * 16, 40 * 16)

    def coordinate_rects(self, size: tuple[float, float]) -> list[tuple[str, QRectF]]:
        """Each rim label and its text box, placed by the 3D view's rules: pushed outwards
        until clear of the pieces and of each other (left out if there is no room)."""
        scale, ox, oy = self._transform(*size)
        labels = coordinate_labels(COORD_OFFSET)
        spots = np.array([[ox + x * scale, oy + z * scale] for _, x, z in labels])
        r = PIECE_RADIUS * scale
        feet = [cell_centre(c) for c in self._scene.stacks]
        stacks = [(ox + f[0] * scale, oy + f[2] * scale) for f in feet]
        boxes = np.array([[x - r, y - r, x + r, y + r] for x, y in stacks])
        side = scale * 0.34
        rects = place_labels(
            spots,
            np.full((len(labels), 2), side),
            outward(spots, np.array([ox, oy])),
            boxes.reshape(-1, 4),
            step=side * 0.3,
        )
        return [
            (text, QRectF(rect[0], rect[1], rect[2] - rect[0], rect[3] - rect[1]))
            for (text, _, _), rect in zip(labels, rects, strict=True)
            if rect is not None
        ]

    def _paint_coordinates(self, p: QPainter, scale: float, size: tuple[float, float]) -> None:
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(9, round(scale * 0.3)))
        p.setFont(font)
        p.setPen(_qcolor(pal.COORD_TEXT))
        for text, rect in self.coordinate_rects(size):
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    # --- input -------------------------------------------------------------------------
    def _set_hover(self, cell: Cell | None) -> None:
        if cell != self._hover:
            self._hover = cell
            self.cell_hovered.emit(cell)
            self.update()

    def mousePressEvent(self, event: QMouseEvent | None) -> None:
        if event is not None and event.button() == Qt.MouseButton.LeftButton:
            self._press = (event.position(), self.cell_at(event.position()))

    def mouseMoveEvent(self, event: QMouseEvent | None) -> None:
        if event is not None:
            self._set_hover(self.cell_at(event.position()))

    def mouseReleaseEvent(self, event: QMouseEvent | None) -> None:
        if event is not None and event.button() == Qt.MouseButton.RightButton:
            cell = self.cell_at(event.position())
            if cell is not None:
                self.cell_right_clicked.emit(cell)
            return
        if event is None or self._press is None or event.button() != Qt.MouseButton.LeftButton:
            return
        start, start_cell = self._press
        self._press = None
        cell = self.cell_at(event.position())
        moved = event.position() - start
        if abs(moved.x()) + abs(moved.y()) < 5.0:
            if cell is not None:
                self.cell_clicked.emit(cell)
        elif (
            start_cell is not None
            and cell not in (None, start_cell)
            and self._scene.height(start_cell)
        ):
            self.cell_dragged.emit(start_cell, cell)

    def leaveEvent(self, event: object) -> None:
        self._set_hover(None)

    def keyPressEvent(self, event: QKeyEvent | None) -> None:
        if event is not None:
            event.ignore()  # no camera here: every key belongs to the app
