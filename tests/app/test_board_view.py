"""BoardView input and API: clicks pick cells, drags move the camera, keys, screenshots;
the same input reaching the native GL window the board is drawn in."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PyQt6.QtCore import QEvent, QPoint, QPointF, Qt
from PyQt6.QtGui import QImage, QKeyEvent, QWheelEvent, QWindow
from PyQt6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.save_paths import write_png
from app.view.board_view import BoardView
from app.view.scene import Scene
from engine.board import CELLS, Cell
from tests.app.gl_helpers import needs_display, settle, show_view

pytestmark = [needs_display, pytest.mark.gui]

SCENE = Scene(stacks={Cell.E3: ("W", "B", "W"), Cell.F3: ("B",), Cell.C1: ("D",)})


class KeyRecorder(QWidget):
    """A parent that records the keys its child passes up."""

    def __init__(self) -> None:
        super().__init__()
        self.keys: list[int] = []

    def keyPressEvent(self, event: QKeyEvent | None) -> None:
        if event is not None:
            self.keys.append(event.key())


def _point(view: BoardView, cell: Cell) -> QPoint:
    return view.cell_position(cell).toPoint()


def test_click_on_a_cell_emits_it(qtbot: QtBot) -> None:
    view = show_view(qtbot, SCENE)
    for cell in (Cell.E3, Cell.F3, Cell.A1, Cell.K5):
        with qtbot.waitSignal(view.cell_clicked, timeout=2000) as blocker:
            qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=_point(view, cell))
        assert blocker.args == [cell]


def test_every_cell_picks_through_the_widget(qtbot: QtBot) -> None:
    view = show_view(qtbot, Scene())
    for cell in CELLS:
        assert view.cell_at(view.cell_position(cell)) == cell
    assert view.cell_at(QPoint(3, 3).toPointF()) is None


def test_drag_orbits_and_does_not_click(qtbot: QtBot) -> None:
    view = show_view(qtbot, SCENE)
    yaw = view.camera.pose.yaw
    clicks: list[Cell] = []
    view.cell_clicked.connect(clicks.append)
    start = QPoint(20, 20)  # off the board: a left drag there orbits
    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        qtbot.mouseMove(view, QPoint(20 + 20 * step, 20))
    qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=QPoint(120, 20))
    assert view.camera.pose.yaw != yaw
    assert clicks == []


def test_drag_from_a_stack_reports_a_drop(qtbot: QtBot) -> None:
    view = show_view(qtbot, SCENE)
    with qtbot.waitSignal(view.cell_dragged, timeout=2000) as blocker:
        qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=_point(view, Cell.F3))
        a, b = _point(view, Cell.F3), _point(view, Cell.H3)
        for k in range(1, 6):
            qtbot.mouseMove(view, a + (b - a) * k / 5)
        qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=b)
    assert blocker.args == [Cell.F3, Cell.H3]


def test_camera_keys_and_reserved_arrows(qtbot: QtBot) -> None:
    parent = KeyRecorder()
    qtbot.addWidget(parent)
    view = show_view(qtbot, SCENE)
    view.setParent(parent)
    parent.show()
    view.show()
    distance = view.camera.pose.distance
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.camera.pose.distance < distance
    qtbot.keyClick(view, Qt.Key.Key_T)
    settle(qtbot, view)
    assert view.camera.is_top_down
    qtbot.keyClick(view, Qt.Key.Key_Home)
    settle(qtbot, view)
    assert not view.camera.is_top_down
    yaw = view.camera.pose.yaw
    qtbot.keyClick(view, Qt.Key.Key_D)
    assert view.camera.pose.yaw != yaw
    # Plain arrows belong to the app's keyboard cursor: the view passes them on.
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert parent.keys == [Qt.Key.Key_Left]


def wheel_forward(pos: QPointF, receiver: QWidget | QWindow) -> QWheelEvent:
    """Two notches of the wheel turned away from the user, at `pos` in `receiver`."""
    return QWheelEvent(
        pos,
        receiver.mapToGlobal(pos),
        QPoint(),
        QPoint(0, 240),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )


def test_wheel_zooms(qtbot: QtBot) -> None:
    view = show_view(qtbot, SCENE)
    distance = view.camera.pose.distance
    view.wheelEvent(wheel_forward(QPoint(view.width() // 2, view.height() // 2).toPointF(), view))
    assert view.camera.pose.distance < distance


def test_grab_png_renders_offscreen_at_any_size(qtbot: QtBot, tmp_path: Path) -> None:
    view = show_view(qtbot, SCENE)
    out = tmp_path / "shot.png"
    write_png(view.board_image((640, 400)), out)
    image = QImage(str(out))
    assert (image.width(), image.height()) == (640, 400)
    centre = image.pixelColor(320, 200)
    assert centre.alpha() == 255
    write_png(view.board_image(), tmp_path / "same.png")


def test_fractional_scaling_picks_and_renders(tmp_path: Path) -> None:
    """At 150 % the framebuffer has 1.5x the pixels; picking must still hit the cell."""
    env = dict(os.environ, QT_SCALE_FACTOR="1.5", PYOPENGL_PLATFORM="glx")
    result = subprocess.run(
        [sys.executable, "-m", "tests.app.dpr_probe"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=Path(__file__).parents[2],
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["dpr"] == 1.5
    assert report["device"] == [900, 600]
    assert report["picked"] == report["cells"]
    assert report["white_luma"] > 170 and report["black_luma"] < 70


def test_gl_failure_is_reported_not_raised(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """A context that cannot run the shaders makes the view ask for the 2D fallback."""
    from app.view import renderer
    from app.view.gl_objects import RendererError

    def broken(self: renderer.Renderer) -> None:
        raise RendererError("shader piece.frag failed to compile")

    monkeypatch.setattr(renderer.Renderer, "initialize", broken)
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(400, 300)
    with qtbot.waitSignal(view.gl_failed, timeout=5000) as blocker:
        view.show()
    assert "piece.frag" in blocker.args[0]
    assert view.gl_error() is not None
    view.set_scene(SCENE)  # still safe to drive
    view.repaint()


# --- input that reaches the native GL window the board is drawn in ---------------------
# QTest's QWindow overloads go through Qt's platform event path (QWindowSystemInterface),
# as the X server's events do: the GL window must hand them on to the widget's handlers.


def test_a_press_on_the_gl_window_picks_like_one_on_the_widget(qtbot: QtBot) -> None:
    from PyQt6.QtWidgets import QLineEdit

    holder = QWidget()
    qtbot.addWidget(holder)
    other = QLineEdit(holder)
    view = BoardView(holder)
    view.set_auto_hover(False)
    view.setGeometry(0, 30, 800, 600)
    view.set_scene(SCENE)
    holder.resize(800, 630)
    holder.show()
    qtbot.waitExposed(holder)
    qtbot.waitUntil(lambda: view.paint_count > 0, timeout=10000)
    other.setFocus()
    for cell in (Cell.E3, Cell.F3, Cell.A1, Cell.K5):
        with qtbot.waitSignal(view.cell_clicked, timeout=2000) as blocker:
            qtbot.mouseClick(view.surface, Qt.MouseButton.LeftButton, pos=_point(view, cell))
        assert blocker.args == [cell]
    assert holder.focusWidget() is view  # a click gives the board the keyboard focus
    assert view.surface.cursor().shape() == Qt.CursorShape.PointingHandCursor


def test_drags_wheel_and_keys_on_the_gl_window(qtbot: QtBot) -> None:
    parent = KeyRecorder()
    qtbot.addWidget(parent)
    view = BoardView(parent)
    view.set_scene(SCENE)
    parent.resize(800, 600)
    view.resize(800, 600)
    parent.show()
    qtbot.waitExposed(parent)
    qtbot.waitUntil(lambda: view.paint_count > 0, timeout=10000)
    surface = view.surface
    # A drag from a stack reports a drop; one from empty space orbits and clicks nothing.
    with qtbot.waitSignal(view.cell_dragged, timeout=2000) as blocker:
        a, b = _point(view, Cell.F3), _point(view, Cell.H3)
        qtbot.mousePress(surface, Qt.MouseButton.LeftButton, pos=a)
        for k in range(1, 6):
            qtbot.mouseMove(surface, a + (b - a) * k / 5)
        qtbot.mouseRelease(surface, Qt.MouseButton.LeftButton, pos=b)
    assert blocker.args == [Cell.F3, Cell.H3]
    yaw = view.camera.pose.yaw
    clicks: list[Cell] = []
    view.cell_clicked.connect(clicks.append)
    qtbot.mousePress(surface, Qt.MouseButton.LeftButton, pos=QPoint(20, 20))
    for step in range(1, 6):
        qtbot.mouseMove(surface, QPoint(20 + 20 * step, 20))
    qtbot.mouseRelease(surface, Qt.MouseButton.LeftButton, pos=QPoint(120, 20))
    assert view.camera.pose.yaw != yaw and clicks == []
    # Hovering rings the cell under the pointer; leaving the window forgets it.
    hovered: list[object] = []
    view.cell_hovered.connect(hovered.append)
    qtbot.mouseMove(surface, _point(view, Cell.E3))
    assert hovered[-1] == Cell.E3
    leave = QEvent(QEvent.Type.Leave)
    QApplication.sendEvent(surface, leave)
    assert hovered[-1] is None
    # The wheel zooms; keys the window might get go to the widget, arrows on to its parent.
    distance = view.camera.pose.distance
    QApplication.sendEvent(surface, wheel_forward(QPoint(400, 300).toPointF(), surface))
    assert view.camera.pose.distance < distance
    distance = view.camera.pose.distance
    QApplication.sendEvent(
        surface, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Plus, Qt.KeyboardModifier.NoModifier)
    )
    assert view.camera.pose.distance < distance
    QApplication.sendEvent(
        surface, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Left, Qt.KeyboardModifier.NoModifier)
    )
    assert parent.keys == [Qt.Key.Key_Left]


def test_the_gl_window_never_takes_the_keyboard_focus(qtbot: QtBot) -> None:
    view = show_view(qtbot, SCENE)
    assert view.surface.flags() & Qt.WindowType.WindowDoesNotAcceptFocus


def test_deleting_the_view_frees_its_gl_objects(qtbot: QtBot) -> None:
    view = show_view(qtbot, SCENE)
    renderer = view._renderer
    assert renderer is not None and renderer._programs
    view.deleteLater()
    qtbot.waitUntil(lambda: not renderer._programs, timeout=3000)
