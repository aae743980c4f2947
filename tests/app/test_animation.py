"""The animation model: what moves where, for how long, and where it ends (pure python)."""

from __future__ import annotations

import pytest

from app.view import animation
from app.view.animation import plan, scene_sprites
from app.view.layout import PIECE_THICKNESS, TOWER_POSITIONS, cell_centre
from app.view.scene import Scene, SceneChange
from engine.position import Color

BEFORE = Scene(stacks={"C3": ("W", "B"), "E3": ("B",), "F3": ("D",), "K5": ("W",)})


def _key(sprites: list[animation.Sprite]) -> list[tuple[str, float, float, float]]:
    return sorted((s.piece, round(s.x, 6), round(s.y, 6), round(s.z, 6)) for s in sprites)


def test_resting_layout_stacks_bottom_to_top() -> None:
    sprites = [s for s in scene_sprites(BEFORE) if s.cell == "C3"]
    assert [s.piece for s in sprites] == ["W", "B"]
    assert [s.y for s in sprites] == [0.0, PIECE_THICKNESS]
    assert [s.shadow > 0 for s in sprites] == [True, False]


def test_move_arcs_over_and_lands_on_the_target() -> None:
    after = Scene(stacks={"E3": ("B", "W", "B"), "F3": ("D",), "K5": ("W",)})
    anim = plan(
        BEFORE, after, SceneChange(moved=("C3", "E3")), animation.AnimationSpeed.NORMAL.factor
    )
    assert anim is not None and anim.busy_cells == {"C3", "E3"}
    mid = [s for s in anim.sprites(anim.duration / 2) if s.animated]
    assert len(mid) == 2
    assert min(s.y for s in mid) > 3 * PIECE_THICKNESS  # lifted clear of both stacks
    cx = cell_centre("C3")[0]
    ex = cell_centre("E3")[0]
    assert all(min(cx, ex) < s.x < max(cx, ex) for s in mid)
    assert anim.done(anim.duration)
    assert _key(anim.sprites(anim.duration)) == _key(scene_sprites(after))


def test_cut_off_stacks_fade_after_the_move() -> None:
    after = Scene(stacks={"E3": ("B", "W", "B"), "F3": ("D",)})
    tr = SceneChange(moved=("C3", "E3"), removed={"K5": ("W",)})
    anim = plan(BEFORE, after, tr, animation.AnimationSpeed.NORMAL.factor)
    assert anim is not None
    k5 = cell_centre("K5")

    def k5_alpha(t: float) -> float:
        found = [s for s in anim.sprites(t) if abs(s.x - k5[0]) < 1e-9 and abs(s.z - k5[2]) < 1e-9]
        return found[0].alpha if found else 0.0

    assert k5_alpha(0.0) == 1.0  # waits while the move happens
    assert 0.0 < k5_alpha(anim.duration - 0.2) < 1.0
    assert k5_alpha(anim.duration) == 0.0
    assert _key(anim.sprites(anim.duration)) == _key(scene_sprites(after))


def test_a_moved_stack_that_is_cut_off_arrives_then_fades() -> None:
    before = Scene(stacks={"A1": ("W",), "B1": ("B",), "F3": ("D",)})
    after = Scene(stacks={"F3": ("D",)})
    tr = SceneChange(moved=("A1", "B1"), removed={"B1": ("B", "W")})
    anim = plan(before, after, tr, animation.AnimationSpeed.NORMAL.factor)
    assert anim is not None
    at_end = [s for s in anim.sprites(anim.duration) if s.animated]
    assert at_end == []
    half = [s for s in anim.sprites(0.2) if s.animated]
    assert {s.piece for s in half} == {"W", "B"}


def test_placement_drops_in() -> None:
    before = Scene(stacks={"F3": ("D",)})
    after = Scene(stacks={"F3": ("D",), "A1": ("W",)})
    anim = plan(before, after, SceneChange(placed="A1"), animation.AnimationSpeed.SLOW.factor)
    assert anim is not None
    start = next(s for s in anim.sprites(0.0) if s.animated)
    assert start.y > 1.0
    slow = anim.duration
    fast = plan(before, after, SceneChange(placed="A1"), animation.AnimationSpeed.FAST.factor)
    assert fast is not None and fast.duration < slow


def test_gather_builds_one_tower_per_side() -> None:
    after = BEFORE.with_(gathered=True)
    anim = plan(BEFORE, after, SceneChange(gather=True), animation.AnimationSpeed.NORMAL.factor)
    assert anim is not None
    final = scene_sprites(after)
    white_tower = [s for s in final if (s.x, s.z) == TOWER_POSITIONS[Color.WHITE]]
    black_tower = [s for s in final if (s.x, s.z) == TOWER_POSITIONS[Color.BLACK]]
    # C3 is topped by black: Black owns C3 (2) and E3 (1); White owns K5 (1).
    assert len(white_tower) == 1 and len(black_tower) == 3
    lone_dvonn = [s for s in final if s.cell == "F3"]
    assert [s.piece for s in lone_dvonn] == ["D"]
    assert _key(anim.sprites(anim.duration)) == _key(final)


@pytest.mark.parametrize("speed", [0.0, -1.0])
def test_speed_zero_turns_animation_off(speed: float) -> None:
    after = Scene(stacks={"E3": ("B", "W", "B"), "F3": ("D",), "K5": ("W",)})
    assert plan(BEFORE, after, SceneChange(moved=("C3", "E3")), speed) is None


def test_inconsistent_transition_just_cuts() -> None:
    after = Scene(stacks={"E3": ("W",)})
    assert plan(BEFORE, after, SceneChange(moved=("C3", "E3")), 1.0) is None
    assert plan(BEFORE, BEFORE, None, 1.0) is None
