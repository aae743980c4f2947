"""The 3D view really draws: piece colours read right, and idle means no frames."""

from __future__ import annotations

import pytest
from PyQt6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from app.view.layout import cell_centre
from app.view.palette import LookName
from app.view.scene import Scene, SceneChange
from engine.board import Cell
from tests.app.gl_helpers import (
    device_pixel,
    luma,
    needs_display,
    on_screen,
    sample,
    settle,
    show_view,
    top_centre,
)

pytestmark = [needs_display, pytest.mark.gui]

SCENE = Scene(
    stacks={
        Cell.C2: ("W",),
        Cell.E3: ("B",),
        Cell.G4: ("D",),
        Cell.D4: ("B", "W"),
        Cell.H2: ("W", "B"),
    },
    show_coordinates=False,
    show_height_labels=False,
)


def _is_red(c: QColor) -> bool:
    r, g, b = c.red(), c.green(), c.blue()
    return bool(r > 1.8 * g and r > 1.8 * b and r > 120)


@pytest.mark.parametrize("palette", ["classic", "high_contrast"])
def test_piece_colours_read_from_the_framebuffer(qtbot: QtBot, palette: str) -> None:
    scene = SCENE.with_(palette=palette)
    view = show_view(qtbot, scene)
    image = view.grabFramebuffer()

    def at(cell: Cell) -> QColor:
        return sample(image, *device_pixel(view, image, top_centre(scene, cell)))

    white, black, red = at(Cell.C2), at(Cell.E3), at(Cell.G4)
    assert luma(white) > 170, white.getRgb()
    assert luma(black) < 70, black.getRgb()
    assert _is_red(red), red.getRgb()
    # Stacks show their top piece.
    assert luma(at(Cell.D4)) > 170 and luma(at(Cell.H2)) < 70
    # An empty space of the board is none of those: it is wood.
    board = at(Cell.F1)
    assert 70 < luma(board) < 170 and not _is_red(board)
    # Off the board: the surroundings (grey, whatever the look), not the board.
    corner = sample(image, 5, 5)
    assert max(corner.getRgb()[:3]) - min(corner.getRgb()[:3]) < 20, corner.getRgb()


def test_selection_keeps_the_top_colour_and_ghosts_turn_red(qtbot: QtBot) -> None:
    scene = SCENE.with_(selected=Cell.E3, cutoff_preview=frozenset({Cell.C2}))
    view = show_view(qtbot, scene)
    image = view.grabFramebuffer()
    selected = sample(image, *device_pixel(view, image, top_centre(scene, Cell.E3)))
    assert luma(selected) < 70  # still reads as a black stack
    ghost = sample(image, *device_pixel(view, image, top_centre(scene, Cell.C2)))
    assert ghost.red() > ghost.green() + 40  # the white piece is tinted red, see-through


def test_paints_only_on_demand(qtbot: QtBot) -> None:
    view = show_view(qtbot, SCENE)
    count = view.paint_count
    qtbot.wait(300)
    assert view.paint_count == count, "an idle board must not repaint"
    # A scene change paints (once or a few times), then stops again.
    view.set_scene(SCENE.with_(selected=Cell.E3))
    qtbot.waitUntil(lambda: view.paint_count > count, timeout=3000)
    settle(qtbot, view)
    count = view.paint_count
    qtbot.wait(300)
    assert view.paint_count == count


def test_a_change_gets_a_fast_frame_then_one_still_frame_then_none(qtbot: QtBot) -> None:
    view = show_view(qtbot, SCENE)
    count = view.paint_count
    view.set_scene(SCENE.with_(hint=(Cell.E3,)))  # no transition: drawn at once
    qtbot.waitUntil(lambda: view.paint_count > count, timeout=3000)
    assert view.is_settling()  # the still frame is still to come
    qtbot.waitUntil(lambda: not view.is_settling(), timeout=3000)
    qtbot.wait(50)
    assert view.paint_count == count + 2
    qtbot.wait(300)
    assert view.paint_count == count + 2


def test_animation_runs_frames_then_stops(qtbot: QtBot) -> None:
    view = show_view(qtbot, SCENE)
    before = view.paint_count
    moved = dict(SCENE.stacks)
    moved[Cell.E3] = moved[Cell.E3] + moved.pop(Cell.C2)  # not a legal move; the view does not care
    new = SCENE.with_(stacks=moved, last_move=(Cell.C2, Cell.E3))
    with qtbot.waitSignal(view.animation_finished, timeout=5000):
        view.set_scene(new, SceneChange(moved=(Cell.C2, Cell.E3)))
        assert view.is_animating()
    frames = view.paint_count - before
    assert frames >= 3, f"an animation should take several frames, got {frames}"
    settle(qtbot, view)
    count = view.paint_count
    qtbot.wait(300)
    assert view.paint_count == count
    # The moved piece now tops E3: white.
    image = view.grabFramebuffer()
    top = sample(image, *device_pixel(view, image, top_centre(new, Cell.E3)))
    assert luma(top) > 170


def test_board_is_where_the_layout_says(qtbot: QtBot) -> None:
    """The far side of the board is further up the screen than the near side."""
    view = show_view(qtbot, SCENE)
    image = view.grabFramebuffer()
    near = device_pixel(view, image, cell_centre(Cell.E1))
    far = device_pixel(view, image, cell_centre(Cell.G5))
    assert far[1] < near[1]


@pytest.mark.parametrize("yaw_degrees", [90, 180, 270])
@pytest.mark.parametrize("top_down", [False, True])
def test_colours_hold_from_every_side(qtbot: QtBot, yaw_degrees: int, top_down: bool) -> None:
    """Gloss must not turn black pieces grey when the lamp is behind them."""
    import math

    from app.view.camera import PITCH_MAX, CameraPose

    view = show_view(qtbot, SCENE)
    pitch = PITCH_MAX if top_down else math.radians(40)
    view.camera.set_pose(CameraPose(math.radians(yaw_degrees), pitch, 13.0))
    image = view.grabFramebuffer()

    def at(cell: Cell) -> QColor:
        return sample(image, *device_pixel(view, image, top_centre(SCENE, cell)))

    assert luma(at(Cell.C2)) > 170
    assert luma(at(Cell.E3)) < 70
    assert _is_red(at(Cell.G4))


@pytest.mark.parametrize("look", ["light", "dark"])
def test_the_look_sets_the_surroundings_not_the_board(qtbot: QtBot, look: LookName) -> None:
    view = show_view(qtbot, SCENE)
    view.set_look(look)
    qtbot.waitUntil(lambda: view.look() == look)
    image = view.grabFramebuffer()
    corner, middle = luma(sample(image, 5, 5)), luma(sample(image, image.width() // 2, 8))
    board = luma(sample(image, *device_pixel(view, image, top_centre(SCENE, Cell.F1))))
    if look == "dark":
        assert corner < 40 and middle < 70
    else:
        assert corner > 120 and middle > 150
    assert middle > corner + 8  # a vignette: the corners are darker than behind the board
    assert 70 < board < 170  # the board's wood is the same in both


def test_still_frames_smooth_the_edges_on_software_gl(qtbot: QtBot) -> None:
    import numpy as np

    from app.view.animation import scene_sprites
    from app.view.instances import build_frame

    scene = Scene(stacks={Cell.E3: ("B",), Cell.F3: ("W",)}, show_coordinates=False)
    view = show_view(qtbot, scene)
    renderer = view._renderer
    assert renderer is not None
    size = (400, 300)
    cam = view.camera
    cam.set_aspect(*size)
    frame = build_frame(scene, scene_sprites(scene), cam, size, frozenset())
    view.makeCurrent()
    try:
        moving, still = (
            renderer.render_offscreen(frame, cam.view_projection(), cam.eye(), size, 0, s)
            for s in (False, True)
        )
    finally:
        view.doneCurrent()
    luma_moving, luma_still = (
        img[..., :3].astype(float) @ [0.3, 0.59, 0.11] for img in (moving, still)
    )
    changed = np.abs(luma_still - luma_moving)
    if renderer.multisample:  # a real GPU multisamples both alike
        assert changed.max() < 1.0
        return
    # Only edge pixels change, and there are some: the flat areas stay exact.
    assert 0.002 < np.mean(changed > 4) < 0.1
    # Softer steps: fewer big jumps between neighbours along the silhouettes.
    jumps_still, jumps_moving = (
        np.sum(np.abs(np.diff(img, axis=1)) > 60) for img in (luma_still, luma_moving)
    )
    assert jumps_still < 0.8 * jumps_moving


def test_frames_in_motion_are_drawn_smaller_and_grabs_get_every_pixel(qtbot: QtBot) -> None:
    import numpy as np

    from app.view.renderer import MOTION_SCALE

    scene = Scene(
        stacks={Cell.E3: ("B",), Cell.F3: ("W",), Cell.D2: ("D",)}, show_coordinates=False
    )
    view = show_view(qtbot, scene)
    renderer = view._renderer
    assert renderer is not None

    def pixels(image: QImage) -> np.ndarray:
        image = image.convertToFormat(QImage.Format.Format_RGB888)
        raw = np.frombuffer(image.constBits().asstring(image.sizeInBytes()), np.uint8)
        rows = raw.reshape(image.height(), image.bytesPerLine())[:, : 3 * image.width()]
        return rows.reshape(image.height(), image.width(), 3).astype(float) @ [0.3, 0.59, 0.11]

    count = view.paint_count
    view.camera.orbit(0.05, 0.0)  # as a drag does: the camera moved since the last frame
    view.update()
    qtbot.waitUntil(lambda: view.paint_count > count, timeout=3000)
    moving = pixels(on_screen(view))  # the frame as painted (before the still one, 200 ms on)
    full = pixels(view.grabFramebuffer(still=False))  # same camera: a grab draws every pixel
    if renderer.multisample:  # a real GPU draws every frame in full
        assert np.abs(moving - full).max() < 1.0
        return
    h, w = full.shape
    assert renderer._motion.size == (round(w * MOTION_SCALE), round(h * MOTION_SCALE))
    # The same picture, only softer: small differences, and fewer sharp steps.
    assert np.mean(np.abs(moving - full)) < 4
    jumps_moving, jumps_full = (np.sum(np.abs(np.diff(img, axis=1)) > 40) for img in (moving, full))
    assert jumps_moving < 0.7 * jumps_full


def test_the_read_back_is_what_the_screen_shows(qtbot: QtBot) -> None:
    """grabFramebuffer() renders offscreen: at rest it must give the screen's pixels."""
    import numpy as np

    view = show_view(qtbot, SCENE)
    grabbed, shown = view.grabFramebuffer(), on_screen(view)
    assert (grabbed.width(), grabbed.height()) == (shown.width(), shown.height())

    def rgb(image: QImage) -> np.ndarray:
        image = image.convertToFormat(QImage.Format.Format_RGB888)
        raw = np.frombuffer(image.constBits().asstring(image.sizeInBytes()), np.uint8)
        rows = raw.reshape(image.height(), image.bytesPerLine())[:, : 3 * image.width()]
        return rows.reshape(image.height(), image.width(), 3).astype(int)

    assert np.abs(rgb(grabbed) - rgb(shown)).max() <= 2
    for image in (grabbed, shown):  # and it is the board: a known stack where it stands
        assert luma(sample(image, *device_pixel(view, image, top_centre(SCENE, Cell.C2)))) > 170
        assert _is_red(sample(image, *device_pixel(view, image, top_centre(SCENE, Cell.G4))))


@pytest.mark.parametrize("palette", ["classic", "high_contrast"])
def test_a_dvonn_piece_inside_a_stack_shows_from_above(qtbot: QtBot, palette: str) -> None:
    """Seen top-down (T) only the top pieces show: a stack holding a DVONN piece under
    others carries a ring of the DVONN colour on its top; one without does not."""
    import math

    import numpy as np

    from app.view.camera import PITCH_MAX, CameraPose
    from app.view.instances import DVONN_MARK_INNER, DVONN_MARK_RADIUS

    scene = Scene(
        stacks={
            Cell.E3: ("D", "W"),
            Cell.G3: ("W", "D", "B"),
            Cell.C3: ("B", "W"),
            Cell.F2: ("W", "B"),
        },
        show_coordinates=False,
        show_height_labels=False,
        palette=palette,  # type: ignore[arg-type]
    )
    view = show_view(qtbot, scene)
    view.camera.set_pose(CameraPose(0.0, PITCH_MAX, 13.0))
    image = view.grabFramebuffer()
    on_ring = np.array([DVONN_MARK_RADIUS * (1 + DVONN_MARK_INNER) / 2, 0.0, 0.0])

    def at(cell: Cell, offset: np.ndarray) -> QColor:
        return sample(image, *device_pixel(view, image, top_centre(scene, cell) + offset))

    for cell in (Cell.E3, Cell.G3):  # a DVONN piece inside: red on the ring, the top at the centre
        for angle in (0.0, math.pi / 2, math.pi):
            turn = np.array([math.cos(angle), 0.0, math.sin(angle)])
            colour = at(cell, turn * on_ring[0])
            assert _is_red(colour), (cell, colour.getRgb())
    assert luma(at(Cell.E3, np.zeros(3))) > 170 and luma(at(Cell.G3, np.zeros(3))) < 70
    for cell in (Cell.C3, Cell.F2):  # none inside: no red anywhere on the top
        assert not _is_red(at(cell, on_ring)) and not _is_red(at(cell, np.zeros(3)))


def test_a_two_high_stack_carries_its_height_badge(qtbot: QtBot) -> None:
    """The badge (dark pill) sits on a 2-high stack; with badges off it is not there."""
    from app.view.labels import label_rects

    scene = Scene(stacks={Cell.E3: ("B", "W")}, show_coordinates=False, show_height_labels=True)
    view = show_view(qtbot, scene)
    view.camera.set_aspect(view.width(), view.height())
    placed = label_rects(scene, view.camera, view.width(), view.height())
    assert [k for k, _ in placed] == [("badge", "2")]
    x0, y0, _, y1 = placed[0][1]
    dpr = view.devicePixelRatioF()
    # Inside the pill, left of its digit.
    spot = (round((x0 + 0.22 * (y1 - y0)) * dpr), round((y0 + y1) / 2 * dpr))
    assert luma(sample(view.grabFramebuffer(), *spot)) < 60
    view.set_scene(scene.with_(show_height_labels=False))
    settle(qtbot, view)
    assert luma(sample(view.grabFramebuffer(), *spot)) > 70


def test_a_refutation_is_drawn_as_a_red_arrow(qtbot: QtBot) -> None:
    """Midway between the cells of `refutation` the board turns the arrow's red."""

    scene = Scene(stacks={Cell.E3: ("B",), Cell.G3: ("W",)}, show_coordinates=False)
    view = show_view(qtbot, scene)
    middle = (cell_centre(Cell.E3) + cell_centre(Cell.G3)) / 2  # flat on the board, between

    def mid() -> QColor:
        image = view.grabFramebuffer()
        return sample(image, *device_pixel(view, image, middle))

    assert not _is_red(mid())
    view.set_scene(scene.with_(refutation=(Cell.E3, Cell.G3)))
    settle(qtbot, view)
    assert _is_red(mid()), mid().getRgb()
