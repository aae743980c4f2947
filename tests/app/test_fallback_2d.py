"""The QPainter fallback view draws the scene and maps clicks to the same cells."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PyQt6.QtCore import Qt
from PyQt6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from app.save_paths import write_png
from app.view.fallback_2d import Board2DView
from app.view.label_layout import any_overlap
from app.view.layout import PIECE_RADIUS
from app.view.scene import Scene
from engine.board import CELLS, Cell


def _luma(c: QColor) -> float:
    return 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue()


def _view(qtbot: QtBot, scene: Scene) -> Board2DView:
    view = Board2DView()
    qtbot.addWidget(view)
    view.resize(900, 500)
    view.set_scene(scene)
    return view


def test_renders_pieces_in_their_colours(qtbot: QtBot) -> None:
    scene = Scene(
        stacks={Cell.C2: ("W",), Cell.F3: ("B",), Cell.H4: ("D",)}, show_height_labels=False
    )
    view = _view(qtbot, scene)
    image = view.grab().toImage()
    dpr = image.devicePixelRatio()

    def colour(cell: Cell) -> QColor:
        p = view.cell_position(cell)
        return image.pixelColor(round(p.x() * dpr), round(p.y() * dpr))

    assert _luma(colour(Cell.C2)) > 170
    assert _luma(colour(Cell.F3)) < 70
    red = colour(Cell.H4)
    assert red.red() > 1.8 * red.green() and red.red() > 1.8 * red.blue()
    board = colour(Cell.A1)  # an empty space
    assert 70 < _luma(board) < 170


def test_every_cell_picks_back_and_clicks_emit(qtbot: QtBot) -> None:
    view = _view(qtbot, Scene(stacks={Cell.E3: ("W", "B")}))
    for cell in CELLS:
        assert view.cell_at(view.cell_position(cell)) == cell
    with qtbot.waitSignal(view.cell_clicked) as blocker:
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.cell_position(Cell.E3).toPoint())
    assert blocker.args == [Cell.E3]
    corner = view.rect().topLeft()
    assert view.cell_at(corner.toPointF()) is None


def test_grab_png_at_a_size(qtbot: QtBot, tmp_path: Path) -> None:
    view = _view(qtbot, Scene(stacks={Cell.E3: ("W",)}, selected=Cell.E3, hint=(Cell.E3, Cell.F3)))
    out = tmp_path / "board.png"
    write_png(view.board_image((640, 360)), out)
    image = QImage(str(out))
    assert (image.width(), image.height()) == (640, 360)


def test_coordinates_follow_the_3d_rules(qtbot: QtBot) -> None:
    view = _view(qtbot, Scene(stacks={c: ("W",) for c in CELLS}))
    for w, h in ((900, 500), (420, 260), (1280, 800)):
        view.resize(w, h)
        placed = view.coordinate_rects((w, h))
        assert sorted(t for t, _ in placed) == sorted("ABCDEFGHIJK12345")  # one each, all
        rects = np.array([[r.left(), r.top(), r.right(), r.bottom()] for _, r in placed])
        assert not any_overlap(rects)
        a1, b1 = view.cell_position(Cell.A1), view.cell_position(Cell.B1)
        radius = PIECE_RADIUS * (b1.x() - a1.x())
        for cell in CELLS:  # no label box reaches over a piece
            c = view.cell_position(cell)
            nearest = np.clip([c.x(), c.y()], rects[:, :2], rects[:, 2:])
            assert np.all(np.hypot(*(nearest - [c.x(), c.y()]).T) >= radius - 1e-6), cell


@pytest.mark.parametrize("palette", ["classic", "high_contrast"])
def test_heights_from_two_and_dvonn_pieces_inside_stacks_show(qtbot: QtBot, palette: str) -> None:
    """From above only the top piece shows: a 2-high stack carries its number, and a stack
    holding a DVONN piece under others a pip of the DVONN colour, in both palettes."""
    from app.view.palette import PIECE_STYLES

    stacks = {Cell.E3: ("D", "W"), Cell.C3: ("B", "W"), Cell.G3: ("W",)}
    base = Scene(stacks=stacks, palette=palette, show_coordinates=False)  # type: ignore[arg-type]
    view = _view(qtbot, base)
    on = view.grab().toImage()
    view.set_scene(base.with_(show_height_labels=False))
    off = view.grab().toImage()
    dpr = on.devicePixelRatio()
    a1, b1 = view.cell_position(Cell.A1), view.cell_position(Cell.B1)
    r = PIECE_RADIUS * (b1.x() - a1.x())

    def pixel(im: QImage, cell: Cell, dx: float, dy: float) -> QColor:
        c = view.cell_position(cell)
        return im.pixelColor(round((c.x() + dx) * dpr), round((c.y() + dy) * dpr))

    def dark(im: QImage, cell: Cell) -> int:
        span = np.linspace(-0.3 * r, 0.3 * r, 9)
        return sum(_luma(pixel(im, cell, dx, dy)) < 100 for dx in span for dy in span)

    red = PIECE_STYLES[palette]["D"].colour
    pip = pixel(on, Cell.E3, 0.55 * r, -0.55 * r)
    assert abs(pip.red() - red[0]) + abs(pip.green() - red[1]) + abs(pip.blue() - red[2]) < 40
    assert pixel(on, Cell.C3, 0.55 * r, -0.55 * r).blue() > 200  # a plain white top there
    # The height "2" darkens the middle of the white top only when labels are on.
    assert dark(on, Cell.C3) > 3 and dark(off, Cell.C3) == 0
    assert dark(on, Cell.G3) == 0  # a single piece: no number


def test_a_refutation_is_drawn_as_a_red_arrow(qtbot: QtBot) -> None:
    scene = Scene(stacks={Cell.E3: ("B",), Cell.G3: ("W",)}, show_coordinates=False)
    view = _view(qtbot, scene)
    a, b = view.cell_position(Cell.E3), view.cell_position(Cell.G3)

    def mid() -> QColor:
        image = view.grab().toImage()
        m = (a + b) / 2 * image.devicePixelRatio()
        return image.pixelColor(round(m.x()), round(m.y()))

    assert not mid().red() > 2 * mid().green()
    view.set_scene(scene.with_(refutation=(Cell.E3, Cell.G3)))
    assert mid().red() > 200 and mid().red() > 2 * mid().green(), mid().getRgb()


def test_counting_shows_each_side_in_columns(qtbot: QtBot) -> None:
    """The flat board counts as the 3D one: each side's pieces in its columns of ten, the
    lone DVONN piece where it stands, the emptied spaces bare."""
    from app.view.layout import tower_place
    from engine.position import Color

    stacks = {Cell.C3: ("W",) * 12, Cell.E3: ("D", "B"), Cell.G3: ("D",)}
    view = _view(qtbot, Scene(stacks=stacks, gathered=True, show_height_labels=False))
    image = view.grab().toImage()
    dpr = image.devicePixelRatio()

    def colour(x: float, z: float) -> QColor:
        p = view._to_widget(x, z)
        return image.pixelColor(round(p.x() * dpr), round(p.y() * dpr))

    for first in (0, 10):  # White's 12: a column of ten and one of two
        x, _, z = tower_place(Color.WHITE, first)
        assert _luma(colour(x, z)) > 170
    x, _, z = tower_place(Color.BLACK, 0)
    assert _luma(colour(x, z)) < 70
    lone = view.cell_position(Cell.G3)
    red = image.pixelColor(round(lone.x() * dpr), round(lone.y() * dpr))
    assert red.red() > 1.8 * red.green()
    bare = view.cell_position(Cell.C3)  # gathered away: the board shows through
    assert 70 < _luma(image.pixelColor(round(bare.x() * dpr), round(bare.y() * dpr))) < 170
