"""Label placement: no two labels overlap, rim labels clear the stacks, at many camera
angles (numpy; the atlas needs a QGuiApplication, which the qapp fixture provides)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from pytestqt.qtbot import QtBot

from app.view import camera as cam
from app.view.camera import Camera, CameraPose
from app.view.label_layout import any_overlap, overlaps, place_labels, stack_boxes
from app.view.labels import label_rects
from app.view.scene import Scene
from benchmarks.board_scenes import mid_stacks, sample_scene
from engine.board import Cell

SIZE = (1280.0, 800.0)
POSES = [
    None,  # home
    CameraPose(yaw=math.radians(35), pitch=math.radians(40), distance=16.0),
    CameraPose(yaw=math.radians(90), pitch=math.radians(30), distance=15.0),
    CameraPose(yaw=math.pi, pitch=math.radians(52), distance=15.0),  # from Black's side
    CameraPose(yaw=math.radians(-120), pitch=math.radians(65), distance=13.0),
    CameraPose(yaw=0.2, pitch=cam.PITCH_MIN, distance=17.0),  # as low as it goes
    CameraPose(yaw=0.0, pitch=cam.PITCH_MAX, distance=14.0),  # top-down
]
TALL = {**mid_stacks(), Cell.E3: ("W",) * 9 + ("B",), Cell.F3: ("B",) * 7, Cell.E2: ("W",) * 6}


def _camera(pose: CameraPose | None) -> Camera:
    c = Camera()
    c.set_aspect(*SIZE)
    c.set_pose(c.home_pose() if pose is None else pose)
    return c


def test_place_labels_pushes_along_its_direction_then_gives_up() -> None:
    obstacle = np.array([[0.0, 0.0, 10.0, 10.0]])
    rects = place_labels(
        np.array([[5.0, 5.0], [5.0, 5.0], [50.0, 5.0]]),
        np.array([[4.0, 4.0], [4.0, 4.0], [4.0, 4.0]]),
        np.array([[1.0, 0.0], [1.0, 0.0], [0.0, 1.0]]),
        obstacle,
        step=3.0,
        tries=5,
    )
    first, second, third = rects
    assert first is not None and np.allclose(first, [12.0, 3.0, 16.0, 7.0])  # 3 steps right
    assert second is not None and np.allclose(second, [18.0, 3.0, 22.0, 7.0])  # past the first
    assert third is not None and np.allclose(third, [48.0, 3.0, 52.0, 7.0])  # free at once
    crowded = place_labels(
        np.array([[5.0, 5.0]]), np.array([[4.0, 4.0]]), np.array([[1.0, 0.0]]), obstacle, 1.0, 2
    )
    assert crowded == [None]


def test_overlap_needs_shared_area() -> None:
    r = np.array([0.0, 0.0, 10.0, 10.0])
    others = np.array([[10.0, 0.0, 20.0, 10.0], [9.0, 9.0, 12.0, 12.0], [-5, 11, 5, 20]])
    assert overlaps(r, others).tolist() == [False, True, False]
    assert not any_overlap(np.array([r, others[0]]))
    assert any_overlap(np.array([r, others[0], others[1]]))


def test_stack_boxes_cover_the_stack_and_grow_with_height() -> None:
    c = _camera(None)
    vp = c.view_projection()
    low, high = stack_boxes(vp, {Cell.E3: 1}, *SIZE), stack_boxes(vp, {Cell.E3: 8}, *SIZE)
    assert low.shape == (1, 4) and high.shape == (1, 4)
    assert high[0, 1] < low[0, 1] - 30  # taller reaches higher up the screen
    assert high[0, 3] == pytest.approx(low[0, 3])  # same foot


@pytest.mark.parametrize("pose", range(len(POSES)))
@pytest.mark.parametrize("stacks", ["start", "tall"])
def test_labels_never_overlap(qtbot: QtBot, pose: int, stacks: str) -> None:
    scene = sample_scene("start") if stacks == "start" else Scene(stacks=TALL)
    camera = _camera(POSES[pose])
    placed = label_rects(scene, camera, *SIZE)
    rects = np.array([r for _, r in placed])
    assert not any_overlap(rects)
    coords = [(k[1], r) for k, r in placed if k[0] == "coord"]
    texts = [t for t, _ in coords]
    assert len(texts) == len(set(texts))  # one label per column and row
    heights = {c: len(p) for c, p in scene.stacks.items()}
    boxes = stack_boxes(camera.view_projection(), heights, *SIZE)
    for _, r in coords:
        assert not np.any(overlaps(r, boxes))  # no rim label over a piece
    if stacks == "start" and pose in (0, 3, 6):
        assert sorted(texts) == sorted("ABCDEFGHIJK12345")  # room for all at these angles
    badges = [k[1] for k, _ in placed if k[0] == "badge"]
    if stacks == "tall" and pose in (0, 6):
        assert {"10", "7", "6"} <= set(badges)


def test_every_stack_of_two_or_more_gets_its_height_badge(qtbot: QtBot) -> None:
    stacks = {Cell.C3: ("W",), Cell.E3: ("B", "W"), Cell.G3: ("W", "D", "B"), Cell.C1: ("D",)}
    camera = _camera(POSES[6])  # top-down: nothing hides behind anything
    badges = {k[1] for k, _ in label_rects(Scene(stacks=stacks), camera, *SIZE) if k[0] == "badge"}
    assert badges == {"2", "3"}  # single pieces need none
    off = Scene(stacks=stacks, show_height_labels=False)
    assert not [k for k, _ in label_rects(off, camera, *SIZE) if k[0] == "badge"]
