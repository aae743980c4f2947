"""The animation model: what moves where, for how long, and where it ends (pure python)."""

from __future__ import annotations

import math

import pytest

from app.view import animation
from app.view.animation import plan, scene_sprites
from app.view.layout import PIECE_THICKNESS, cell_centre, stack_height, tower_place
from app.view.scene import Scene, SceneChange
from engine.board import Cell
from engine.position import Color

BEFORE = Scene(stacks={Cell.C3: ("W", "B"), Cell.E3: ("B",), Cell.F3: ("D",), Cell.K5: ("W",)})


def _key(sprites: list[animation.Sprite]) -> list[tuple[str, float, float, float]]:
    return sorted((s.piece, round(s.x, 6), round(s.y, 6), round(s.z, 6)) for s in sprites)


def test_resting_layout_stacks_bottom_to_top() -> None:
    sprites = [s for s in scene_sprites(BEFORE) if s.cell == Cell.C3]
    assert [s.piece for s in sprites] == ["W", "B"]
    assert [s.y for s in sprites] == [0.0, PIECE_THICKNESS]
    assert [s.shadow > 0 for s in sprites] == [True, False]


def test_move_arcs_over_and_lands_on_the_target() -> None:
    after = Scene(stacks={Cell.E3: ("B", "W", "B"), Cell.F3: ("D",), Cell.K5: ("W",)})
    anim = plan(
        BEFORE, after, SceneChange(moved=(Cell.C3, Cell.E3)), animation.AnimationSpeed.NORMAL.factor
    )
    assert anim is not None and anim.busy_cells == {Cell.C3, Cell.E3}
    mid = [s for s in anim.sprites(anim.duration / 2) if s.animated]
    assert len(mid) == 2
    assert min(s.y for s in mid) > 3 * PIECE_THICKNESS  # lifted clear of both stacks
    cx = cell_centre(Cell.C3)[0]
    ex = cell_centre(Cell.E3)[0]
    assert all(min(cx, ex) < s.x < max(cx, ex) for s in mid)
    assert anim.done(anim.duration)
    assert _key(anim.sprites(anim.duration)) == _key(scene_sprites(after))


def test_cut_off_stacks_fade_after_the_move() -> None:
    after = Scene(stacks={Cell.E3: ("B", "W", "B"), Cell.F3: ("D",)})
    tr = SceneChange(moved=(Cell.C3, Cell.E3), removed={Cell.K5: ("W",)})
    anim = plan(BEFORE, after, tr, animation.AnimationSpeed.NORMAL.factor)
    assert anim is not None
    k5 = cell_centre(Cell.K5)

    def k5_alpha(t: float) -> float:
        found = [s for s in anim.sprites(t) if abs(s.x - k5[0]) < 1e-9 and abs(s.z - k5[2]) < 1e-9]
        return found[0].alpha if found else 0.0

    assert k5_alpha(0.0) == 1.0  # waits while the move happens
    assert 0.0 < k5_alpha(anim.duration - 0.2) < 1.0
    assert k5_alpha(anim.duration) == 0.0
    assert _key(anim.sprites(anim.duration)) == _key(scene_sprites(after))


def test_a_moved_stack_that_is_cut_off_arrives_then_fades() -> None:
    before = Scene(stacks={Cell.A1: ("W",), Cell.B1: ("B",), Cell.F3: ("D",)})
    after = Scene(stacks={Cell.F3: ("D",)})
    tr = SceneChange(moved=(Cell.A1, Cell.B1), removed={Cell.B1: ("B", "W")})
    anim = plan(before, after, tr, animation.AnimationSpeed.NORMAL.factor)
    assert anim is not None
    at_end = [s for s in anim.sprites(anim.duration) if s.animated]
    assert at_end == []
    half = [s for s in anim.sprites(0.2) if s.animated]
    assert {s.piece for s in half} == {"W", "B"}


def test_placement_drops_in() -> None:
    before = Scene(stacks={Cell.F3: ("D",)})
    after = Scene(stacks={Cell.F3: ("D",), Cell.A1: ("W",)})
    anim = plan(before, after, SceneChange(placed=Cell.A1), animation.AnimationSpeed.SLOW.factor)
    assert anim is not None
    start = next(s for s in anim.sprites(0.0) if s.animated)
    assert start.y > 1.0
    slow = anim.duration
    fast = plan(before, after, SceneChange(placed=Cell.A1), animation.AnimationSpeed.FAST.factor)
    assert fast is not None and fast.duration < slow


def test_gather_builds_one_tower_per_side_and_back() -> None:
    after = BEFORE.with_(gathered=True)
    anim = plan(BEFORE, after, SceneChange(gather=True), animation.AnimationSpeed.NORMAL.factor)
    assert anim is not None
    final = scene_sprites(after)
    white_x, _, white_z = tower_place(Color.WHITE, 0)
    black_x, _, black_z = tower_place(Color.BLACK, 0)
    white_tower = [s for s in final if (s.x, s.z) == (white_x, white_z)]
    black_tower = [s for s in final if (s.x, s.z) == (black_x, black_z)]
    # C3 is topped by black: Black owns C3 (2) and E3 (1); White owns K5 (1).
    assert len(white_tower) == 1 and len(black_tower) == 3
    lone_dvonn = [s for s in final if s.cell == Cell.F3]
    assert [s.piece for s in lone_dvonn] == ["D"]
    assert _key(anim.sprites(anim.duration)) == _key(final)
    # Back to the board: every piece lands where it stood.
    back = plan(after, BEFORE, SceneChange(gather=True), animation.AnimationSpeed.NORMAL.factor)
    assert back is not None and back.duration < anim.duration
    assert _key(back.sprites(0.0)) == _key(final)
    assert _key(back.sprites(back.duration)) == _key(scene_sprites(BEFORE))


def test_counted_pieces_stand_in_columns_of_ten() -> None:
    places = [tower_place(Color.BLACK, i) for i in range(23)]
    assert len({(x, z) for x, _, z in places}) == 3  # 10, 10 and 3
    assert max(y for _, y, _ in places) == 9 * PIECE_THICKNESS
    assert all(x > 0 for x, _, _ in places)
    assert all(x < 0 for x, _, _ in (tower_place(Color.WHITE, i) for i in range(23)))


def test_a_tall_stack_is_drawn_pressed_together_and_arrives_so() -> None:
    tall = Scene(stacks={Cell.E3: ("W",) * 9 + ("B",), Cell.C3: ("B", "W")})
    sprites = [s for s in scene_sprites(tall) if s.cell == Cell.E3]
    top = max(s.y + PIECE_THICKNESS * s.squash for s in sprites)
    assert len({s.squash for s in sprites}) == 1 and sprites[0].squash < 1.0
    assert math.isclose(top, stack_height(10))  # as picking and labels see it
    after = Scene(stacks={Cell.E3: ("W",) * 9 + ("B", "B", "W")})
    anim = plan(tall, after, SceneChange(moved=(Cell.C3, Cell.E3)), 1.0)
    assert anim is not None
    assert _key(anim.sprites(anim.duration)) == _key(scene_sprites(after))


@pytest.mark.parametrize("speed", [0.0, -1.0])
def test_speed_zero_turns_animation_off(speed: float) -> None:
    after = Scene(stacks={Cell.E3: ("B", "W", "B"), Cell.F3: ("D",), Cell.K5: ("W",)})
    assert plan(BEFORE, after, SceneChange(moved=(Cell.C3, Cell.E3)), speed) is None


def test_inconsistent_transition_just_cuts() -> None:
    after = Scene(stacks={Cell.E3: ("W",)})
    assert plan(BEFORE, after, SceneChange(moved=(Cell.C3, Cell.E3)), 1.0) is None
    assert plan(BEFORE, BEFORE, None, 1.0) is None


def test_every_counted_column_is_topped_by_its_owners_colour() -> None:
    """Counting: a side's columns show its colour on top (the pieces it took, and DVONN
    pieces, lower down), so a column reads as whose it is."""
    stacks = {Cell.C3: ("W",) * 11 + ("B",), Cell.E3: ("D", "B", "W", "B"), Cell.G3: ("W", "W")}
    counted = scene_sprites(Scene(stacks=stacks, gathered=True))
    for side in (Color.WHITE, Color.BLACK):
        columns: dict[float, list[object]] = {}
        for s in counted:
            if s.cell is None and (s.x > 0) == (side is Color.BLACK):
                columns.setdefault(s.x, []).append(s)
        assert columns
        for column in columns.values():
            top = max(column, key=lambda s: s.y)  # type: ignore[attr-defined]
            assert top.piece == side.piece  # type: ignore[attr-defined]
