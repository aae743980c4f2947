"""Shadows: the key light's projection (numpy) and the stacks' shadows on the framebuffer."""

from __future__ import annotations

import copy
import re

import numpy as np
import pytest
from pytestqt.qtbot import QtBot

from app.resources import asset_path
from app.view import animation
from app.view.animation import Sprite, scene_sprites
from app.view.camera import PITCH_MAX, CameraPose
from app.view.instances import build_frame
from app.view.layout import board_extent_points, cell_centre
from app.view.light import KEY_DIR, light_view_projection
from app.view.picking import project
from app.view.scene import Scene, SceneChange
from engine.board import Cell
from tests.app.gl_helpers import device_pixel, luma, needs_display, sample, show_view

TOP = 1.5  # ten pieces


def test_key_light_matches_the_shader() -> None:
    text = asset_path("shaders", "lighting.glsl").read_text(encoding="utf-8")
    m = re.search(r"KEY_DIR = vec3\(([-\d.]+), ([-\d.]+), ([-\d.]+)\)", text)
    assert m is not None
    assert np.allclose([float(v) for v in m.groups()], KEY_DIR, atol=1e-4)


def test_light_projection_holds_the_board_and_follows_the_light() -> None:
    vp = light_view_projection(TOP)
    pts = board_extent_points(TOP)
    clip = np.column_stack([pts, np.ones(len(pts))]) @ vp.T
    assert np.allclose(clip[:, 3], 1.0)  # orthographic
    assert np.all(np.abs(clip[:, :3]) <= 1.0)  # all inside the map, depth included
    assert np.max(np.abs(clip[:, :2])) > 0.95  # and the map is not wasted
    # Points along one light ray share a texel; the one nearer the light is nearer in depth.
    foot = np.array([0.3, 0.0, -0.2])
    a, b = (np.append(p, 1.0) @ vp.T for p in (foot, foot + KEY_DIR * 1.2))
    assert np.allclose(a[:2], b[:2]) and b[2] < a[2]


def _board_luma(
    qtbot: QtBot, stacks: dict[Cell, tuple[str, ...]], points: list[np.ndarray]
) -> list[float]:
    scene = Scene(stacks=stacks, show_coordinates=False, show_height_labels=False)
    view = show_view(qtbot, scene)
    view.camera.set_pose(CameraPose(0.0, PITCH_MAX, 12.0))  # top-down: the board unhidden
    image = view.grabFramebuffer()
    return [luma(sample(image, *device_pixel(view, image, p))) for p in points]


@needs_display
@pytest.mark.gui
def test_a_tall_stack_darkens_the_board_away_from_the_light(qtbot: QtBot) -> None:
    away = -KEY_DIR[[0, 2]] / np.linalg.norm(KEY_DIR[[0, 2]])
    centre = cell_centre(Cell.E3)
    # Beyond the contact occlusion (radius 0.56), within the shadow (about 1.3 long).
    points = [centre + 0.85 * np.array([d[0], 0.0, d[1]]) for d in (away, -away)]
    empty = _board_luma(qtbot, {}, points)
    tall = _board_luma(qtbot, {Cell.E3: ("W",) * 9 + ("B",)}, points)
    shadow_side, light_side = (t / e for t, e in zip(tall, empty, strict=True))
    assert shadow_side < 0.75, (tall, empty)
    assert light_side > 0.95, (tall, empty)
    # A single piece throws a short shadow that does not reach so far.
    low = _board_luma(qtbot, {Cell.E3: ("W",)}, points)
    assert low[0] / empty[0] > 0.95, (low, empty)


# A move whose stack flies high over the board while another stack is cut off and fades.
BEFORE = {
    Cell.C3: ("W", "B", "W", "B"),
    Cell.G3: ("B", "W"),
    Cell.E2: ("W", "W", "B"),
    Cell.D4: ("B",),
    Cell.I2: ("W",),
}
AFTER = {Cell.G3: ("B", "W", "W", "B", "W", "B"), Cell.E2: ("W", "W", "B"), Cell.D4: ("B",)}
CHANGE = SceneChange(moved=(Cell.C3, Cell.G3), removed={Cell.I2: ("W",)})
SIZE = (320, 240)


def _scene(stacks: dict[Cell, tuple[str, ...]]) -> Scene:
    return Scene(stacks=stacks, show_coordinates=False, show_height_labels=False)


class _Drawing:
    """Frames drawn one after another by one view's renderer, seen from above."""

    def __init__(self, qtbot: QtBot) -> None:
        self.view = show_view(qtbot, _scene(BEFORE))
        self.camera = copy.deepcopy(self.view.camera)
        self.camera.set_pose(CameraPose(0.0, PITCH_MAX, 12.0))
        self.camera.set_aspect(*SIZE)

    def draw(self, sprites: list[Sprite], busy: frozenset[Cell] = frozenset()) -> np.ndarray:
        """The frame's pixels, (height, width, 4) top row first."""
        renderer = self.view._renderer
        assert renderer is not None
        cam = self.camera
        frame = build_frame(_scene(AFTER), sprites, cam, SIZE, busy)
        self.view.makeCurrent()
        try:
            return renderer.render_offscreen(frame, cam.view_projection(), cam.eye(), SIZE)
        finally:
            self.view.doneCurrent()

    def forget_shadows(self) -> None:
        assert self.view._renderer is not None
        self.view._renderer.forget_shadows()

    def luma_at(self, pixels: np.ndarray, point: np.ndarray) -> float:
        win, _ = project(self.camera.view_projection(), [point], *SIZE)
        x, y = int(win[0, 0]), int(win[0, 1])
        patch = pixels[y - 1 : y + 2, x - 1 : x + 2, :3].astype(float)
        return float(np.mean(patch @ [0.299, 0.587, 0.114]))


def _move() -> animation.Animation:
    anim = animation.plan(
        _scene(BEFORE), _scene(AFTER), CHANGE, animation.AnimationSpeed.NORMAL.factor
    )
    assert anim is not None
    return anim


@needs_display
@pytest.mark.gui
def test_shadows_redrawn_in_part_while_pieces_move_match_a_full_redraw(qtbot: QtBot) -> None:
    drawing, anim = _Drawing(qtbot), _move()
    steps = 24
    for i in range(steps + 1):
        sprites = anim.sprites(anim.duration * i / steps)
        in_part = drawing.draw(sprites, anim.busy_cells)  # what moved since the step before
        if i % 4 == 2:
            drawing.forget_shadows()
            assert np.array_equal(in_part, drawing.draw(sprites, anim.busy_cells))
    # Once nothing moves the shadows fit the stacks again: as a view that never moved.
    settled = drawing.draw(scene_sprites(_scene(AFTER)))
    fresh = _Drawing(qtbot)
    fresh.draw(scene_sprites(_scene(BEFORE)))
    assert np.array_equal(settled, fresh.draw(scene_sprites(_scene(AFTER))))


@needs_display
@pytest.mark.gui
def test_a_stack_in_flight_casts_a_shadow_that_moves_with_it(qtbot: QtBot) -> None:
    drawing, anim = _Drawing(qtbot), _move()
    empty = drawing.draw([])
    away = -KEY_DIR / KEY_DIR[1]  # from a point, down along the light onto the board
    shadows = []
    steps = 12
    for i in range(steps + 1):
        sprites = anim.sprites(anim.duration * i / steps)
        pixels = drawing.draw(sprites, anim.busy_cells)
        flying = [s for s in sprites if s.animated and s.cell == Cell.G3 and s.y > 0.8]
        if len(flying) < 4:
            continue  # only while the whole stack is high in the air
        middle = np.mean([[s.x, s.y, s.z] for s in flying], axis=0)
        shadow = middle + away * middle[1]
        shadows.append((drawing.luma_at(pixels, shadow), drawing.luma_at(empty, shadow)))
    assert len(shadows) >= 3, shadows
    for here, bare in shadows:
        assert here < 0.8 * bare, shadows
