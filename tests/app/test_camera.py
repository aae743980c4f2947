"""Orbit camera: limits, framing, eased transitions, matrices (pure numpy)."""

from __future__ import annotations

import math

import numpy as np

from app.view import camera as cam
from app.view.camera import Camera, CameraPose
from app.view.layout import board_extent_points
from app.view.picking import project


def _eye_height(c: Camera) -> float:
    return float(c.eye()[1])


def test_camera_never_goes_below_the_board() -> None:
    c = Camera()
    for _ in range(50):
        c.orbit_pixels(37.0, -400.0)  # drag far down: tries to look from below
        assert c.pose.pitch >= cam.PITCH_MIN - 1e-12
        assert _eye_height(c) > 0.5
    c.set_pose(CameraPose(pitch=-1.0, distance=0.1))
    assert c.pose.pitch == cam.PITCH_MIN and c.pose.distance == cam.DISTANCE_MIN
    assert _eye_height(c) > 0.0
    c.orbit(0.0, 10.0)
    assert c.pose.pitch <= cam.PITCH_MAX


def test_zoom_and_pan_are_limited() -> None:
    c = Camera()
    for _ in range(100):
        c.zoom(0.5)
    assert c.pose.distance == cam.DISTANCE_MIN
    for _ in range(100):
        c.zoom(2.0)
    assert c.pose.distance == cam.DISTANCE_MAX
    for _ in range(100):
        c.pan_pixels(500.0, 300.0, 600.0)
    tx, ty, tz = c.pose.target
    assert ty == 0.0 and math.hypot(tx, tz) <= cam.TARGET_RADIUS + 1e-9


def test_pan_moves_the_board_with_the_cursor() -> None:
    c = Camera(800 / 600)
    before, _ = project(c.view_projection(), [[0.0, 0.0, 0.0]], 800, 600)
    c.pan_pixels(40.0, 0.0, 600.0)
    after, _ = project(c.view_projection(), [[0.0, 0.0, 0.0]], 800, 600)
    assert after[0, 0] - before[0, 0] > 20.0


def test_home_view_frames_the_whole_board() -> None:
    for aspect in (0.6, 1.0, 4 / 3, 16 / 9, 2.5):
        c = Camera(aspect)
        c.reset_view(animate=False)
        win, w = project(c.view_projection(), board_extent_points(), 1000 * aspect, 1000)
        assert np.all(w > 0)
        assert win[:, 0].min() >= 0 and win[:, 0].max() <= 1000 * aspect
        assert win[:, 1].min() >= 0 and win[:, 1].max() <= 1000
        # ...and uses the space: the board spans most of the limiting dimension.
        span = max(
            (win[:, 0].max() - win[:, 0].min()) / (1000 * aspect),
            (win[:, 1].max() - win[:, 1].min()) / 1000,
        )
        assert span > 0.7


def test_row_one_is_nearest_in_the_default_view() -> None:
    c = Camera()
    win, _ = project(c.view_projection(), [[0, 0, 1.7], [0, 0, -1.7]], 800, 600)
    assert win[0, 1] > win[1, 1]  # row 1 lower on screen than row 5


def test_reset_view_converges_smoothly() -> None:
    c = Camera()
    home = c.pose
    c.set_pose(CameraPose(yaw=2.5, pitch=0.3, distance=30.0, target=(2.0, 0.0, -1.0)))
    c.reset_view()
    assert c.animating
    pitches = []
    for _ in range(200):
        moving = c.advance(1 / 60)
        pitches.append(c.pose.pitch)
        if not moving:
            break
    assert not c.animating
    assert np.all(np.diff(pitches) >= -1e-12)  # monotonic: no overshoot or jitter
    assert math.isclose(c.pose.yaw, home.yaw, abs_tol=1e-9)
    assert math.isclose(c.pose.pitch, home.pitch) and math.isclose(c.pose.distance, home.distance)
    assert np.allclose(c.pose.target, 0.0)
    assert len(pitches) <= int(cam.TWEEN_SECONDS * 60) + 2


def test_yaw_takes_the_short_way_round() -> None:
    c = Camera()
    c.set_pose(CameraPose(yaw=math.radians(170), pitch=0.8, distance=15.0))
    c.transition_to(CameraPose(yaw=math.radians(-170), pitch=0.8, distance=15.0))
    c.advance(cam.TWEEN_SECONDS / 2)
    assert abs(abs(c.pose.yaw) - math.pi) < math.radians(11)


def test_top_down_toggle_and_back() -> None:
    c = Camera()
    c.set_pose(CameraPose(yaw=0.7, pitch=0.6, distance=18.0))
    before = c.pose
    c.toggle_top_down()
    while c.advance(0.05):
        pass
    assert c.is_top_down and c.pose.pitch == cam.PITCH_MAX
    view = c.view_matrix()
    assert np.all(np.isfinite(view))
    c.toggle_top_down()
    while c.advance(0.05):
        pass
    assert not c.is_top_down
    assert math.isclose(c.pose.yaw, before.yaw) and math.isclose(c.pose.pitch, before.pitch)


def test_matrices_are_consistent() -> None:
    c = Camera(1.5)
    vp = c.view_projection()
    eye_clip = vp @ np.append(c.eye(), 1.0)
    assert abs(eye_clip[3]) < 1e-9  # the eye sits on the projection centre
    gl = cam.gl_matrix(vp)
    assert gl.dtype == np.float32 and gl.flags["C_CONTIGUOUS"]
    assert np.allclose(gl.reshape(4, 4).T, vp, atol=1e-4)
    v = c.view_matrix()
    assert np.allclose(v[:3, :3] @ v[:3, :3].T, np.identity(3), atol=1e-9)


def test_resize_reframes_only_an_untouched_view() -> None:
    c = Camera(4 / 3)
    c.set_aspect(1600, 800)
    assert math.isclose(c.pose.distance, c.home_pose().distance)
    c.toggle_top_down(animate=False)
    c.set_aspect(800, 800)
    assert math.isclose(c.pose.distance, c.top_down_pose().distance)
    c.toggle_top_down(animate=False)
    assert math.isclose(c.pose.distance, c.home_pose().distance)
    c.zoom(0.8)
    kept = c.pose
    c.set_aspect(1000, 500)
    assert c.pose == kept
