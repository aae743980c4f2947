"""Shadows: the key light's projection (numpy) and the stacks' shadows on the framebuffer."""

from __future__ import annotations

import re

import numpy as np
import pytest
from pytestqt.qtbot import QtBot

from app.resources import asset_path
from app.view.camera import PITCH_MAX, CameraPose
from app.view.layout import board_extent_points, cell_centre
from app.view.light import KEY_DIR, light_view_projection
from app.view.scene import Scene
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
    qtbot: QtBot, stacks: dict[str, tuple[str, ...]], points: list[np.ndarray]
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
    centre = cell_centre("E3")
    # Beyond the contact occlusion (radius 0.56), within the shadow (about 1.3 long).
    points = [centre + 0.85 * np.array([d[0], 0.0, d[1]]) for d in (away, -away)]
    empty = _board_luma(qtbot, {}, points)
    tall = _board_luma(qtbot, {"E3": ("W",) * 9 + ("B",)}, points)
    shadow_side, light_side = (t / e for t, e in zip(tall, empty, strict=True))
    assert shadow_side < 0.75, (tall, empty)
    assert light_side > 0.95, (tall, empty)
    # A single piece throws a short shadow that does not reach so far.
    low = _board_luma(qtbot, {"E3": ("W",)}, points)
    assert low[0] / empty[0] > 0.95, (low, empty)
