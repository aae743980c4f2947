"""The core's evaluation features and estimate against a slow Python reading of their
definitions (engine/csrc/eval.c, docs/ai.md), computed here from ``Position`` alone.

* cell value: 64 + Σ over DVONN stacks of 64 / 16 / 4 / 1 at distance 0 / 1 / 2 / 3
  (the "proximity" is that sum without the 64);
* a stack's landing cells: the cells exactly its height away in the six directions that
  hold a stack (so stacks taller than the board is wide have none);
* a stack is mobile unless all six of its neighbours hold stacks (rim cells always are);
* the estimate: the features' own-minus-opponent differences weighed by the early and late
  weights, tapered by the stacks on the board, plus the tempo, over the scale, rounded to
  the nearest integer and kept within ±WIN/2; a finished game gets its final score.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

from engine import core
from engine.ai.scores import WIN, final_score
from engine.ai.weights import SPAN, Weights, load_weights, taper
from engine.board import CELLS, DIRECTIONS, Cell, distance, jump_target, neighbours
from engine.position import DVONN, Color, Position, stack_owner
from tests.engine.core_helpers import line, stacks_on_board
from tests.engine.positions import pos

PROXIMITY_BY_DISTANCE = {0: 64, 1: 16, 2: 4, 3: 1}


def proximity(position: Position, cell: Cell) -> int:
    return sum(
        PROXIMITY_BY_DISTANCE.get(distance(cell, other), 0)
        for other, stack in position.occupied()
        if DVONN in stack
    )


def link_distances(position: Position, emptied: Cell | None = None) -> dict[Cell, int]:
    """Steps from each occupied cell to the nearest DVONN stack through occupied cells (with
    ``emptied`` taken off the board); cells cut off from every DVONN stack are left out."""
    found = {cell: 0 for cell, stack in position.occupied() if DVONN in stack}
    layer = list(found)
    while layer:
        following: list[Cell] = []
        for cell in layer:
            for near in neighbours(cell):
                if position.stack(near) and near != emptied and near not in found:
                    found[near] = found[cell] + 1
                    following.append(near)
        layer = following
    return found


def hanging(position: Position) -> set[Cell]:
    """The occupied cells that emptying one cell without a DVONN piece would cut off."""
    found: set[Cell] = set()
    for cell, stack in position.occupied():
        if DVONN not in stack:
            linked = link_distances(position, emptied=cell)
            found |= {other for other, _ in position.occupied() if other not in linked} - {cell}
    return found


def cell_value(position: Position, cell: Cell) -> int:
    return 64 + proximity(position, cell)


def landings(position: Position, cell: Cell) -> list[Cell]:
    height = len(position.stack(cell))
    targets = (jump_target(cell, direction, height) for direction in DIRECTIONS)
    return [target for target in targets if target is not None and position.stack(target)]


def mobile(position: Position, cell: Cell) -> bool:
    around = neighbours(cell)
    return len(around) < 6 or not all(position.stack(n) for n in around)


def slow_features(position: Position, side: Color) -> dict[str, int]:
    """Every feature of ``side``, by the definitions, in plain loops."""
    f = dict.fromkeys(core.FEATURES, 0)
    link = link_distances(position)
    hanging_cells = hanging(position)
    for cell in CELLS:
        stack = position.stack(cell)
        if not stack or stack_owner(stack) is not side:
            continue
        f["stacks"] += 1
        f["pieces"] += len(stack)
        f["proximity"] += proximity(position, cell)
        f["link"] += link[cell]
        f["link_proximity"] += PROXIMITY_BY_DISTANCE.get(link[cell], 0)
        f["hanging"] += len(stack) if cell in hanging_cells else 0
        if DVONN in stack:
            f["dvonn_pieces"] += len(stack)
        targets = landings(position, cell)
        f["reach"] += len(targets)
        f["reach_proximity"] += sum(proximity(position, target) for target in targets)
        if not mobile(position, cell):
            continue
        for target in targets:
            on_dvonn = DVONN in position.stack(target)
            on_enemy = stack_owner(position.stack(target)) is side.other
            f["mobility"] += 1
            f["on_dvonn"] += on_dvonn
            f["on_enemy"] += on_enemy
            f["on_dvonn_value"] += cell_value(position, target) if on_dvonn else 0
            f["on_enemy_value"] += cell_value(position, target) if on_enemy else 0
    return f


def slow_evaluate(position: Position, side: Color, weights: Weights) -> tuple[int, bool]:
    own, theirs = slow_features(position, side), slow_features(position, side.other)
    if not own["mobility"] and not theirs["mobility"]:
        white, black = position.controlled_pieces()
        return final_score(white - black, side), True
    early = late = 0.0
    for index, name in enumerate(core.FEATURES):
        difference = own[name] - theirs[name]
        early += weights.early[index] * difference
        late += weights.late[index] * difference
    t = taper(stacks_on_board(position))
    value = ((early * t + late * (SPAN - t)) / SPAN + weights.tempo) / weights.scale
    value = max(-WIN / 2, min(WIN / 2, value))
    rounded = int(abs(value) + 0.5)  # to the nearest, halves away from zero
    return (rounded if value >= 0 else -rounded), False


@cache
def sample() -> tuple[Position, ...]:
    """Positions of random games from random setups and random placements, start to end."""
    positions: list[Position] = []
    for seed in range(60):
        positions += line(seed, "placed" if seed % 3 == 0 else "setup")[::2]
    return tuple(positions)


def test_the_feature_names_are_the_documented_ones() -> None:
    assert set(core.FEATURES) == set(slow_features(sample()[0], Color.WHITE))
    assert len(core.FEATURES) == len(set(core.FEATURES))


@pytest.mark.parametrize("chunk", range(4))
def test_every_feature_equals_the_slow_computation(chunk: int) -> None:
    for position in sample()[chunk::4]:
        for side in Color:
            expected = slow_features(position, side)
            got = dict(zip(core.FEATURES, core.features(position.codes, side), strict=True))
            assert got == expected, f"{position!r} {side}"


def test_the_sample_exercises_every_feature() -> None:
    """Each feature is non-zero somewhere and differs between positions: a check that the
    comparison above is not comparing zeros."""
    seen: dict[str, set[int]] = {name: set() for name in core.FEATURES}
    for position in sample()[::3]:
        for name, value in zip(core.FEATURES, core.features(position.codes, 0), strict=True):
            seen[name].add(value)
    assert all(len(values) > 2 for values in seen.values()), seen


def test_features_of_a_hand_made_board() -> None:
    """White: E3 (a DVONN stack of 2 next to the lone DVONN pieces), C3; Black: G3 (3 high).
    E3 lands on C3 and G3 (distance 2); C3 is a lone piece landing on D3; G3 lands on D3."""
    board = pos({"D3": "D", "E3": "DW", "F3": "D", "C3": "W", "G3": "BBB", "E2": "B"})
    white = dict(zip(core.FEATURES, core.features(board.codes, 0), strict=True))
    # proximity of E3: D3 and F3 at 1, E3 itself at 0 -> 64 + 16 + 16; C3: D3 at 1, E3 at 2,
    # F3 at 3 -> 16 + 4 + 1.
    assert white["stacks"] == 2 and white["pieces"] == 3 and white["dvonn_pieces"] == 2
    assert white["proximity"] == (64 + 16 + 16) + (16 + 4 + 1)
    assert white == slow_features(board, Color.WHITE)
    assert white["reach"] == 3 and white["mobility"] == 3  # E3C3, E3G3, C3D3
    assert white["on_enemy"] == 1 and white["on_dvonn"] == 1


def test_link_features_of_a_chain() -> None:
    """Lone DVONN pieces on A3, B3, C3, then D3 (White), E3 (White), F3 (Black, 2 high), G3 (White)
    in a row: link distances 1 to 4; emptying D3 cuts off E3, F3 and G3."""
    board = pos({"A3": "D", "B3": "D", "C3": "D", "D3": "W", "E3": "W", "F3": "BB", "G3": "W"})
    white = dict(zip(core.FEATURES, core.features(board.codes, 0), strict=True))
    black = dict(zip(core.FEATURES, core.features(board.codes, 1), strict=True))
    assert (white["link"], white["link_proximity"], white["hanging"]) == (1 + 2 + 4, 16 + 4, 2)
    assert (black["link"], black["link_proximity"], black["hanging"]) == (3, 1, 2)


def swap_colours(position: Position) -> Position:
    table = str.maketrans("WB", "BW")
    stacks = tuple(stack.translate(table) for stack in position.stacks)
    return Position.from_stacks(stacks, position.turn.other, position.phase)


def test_features_and_estimates_are_colour_symmetric() -> None:
    weights = load_weights().flat()
    for position in sample()[::5]:
        mirrored = swap_colours(position)
        for side in (0, 1):
            assert core.features(mirrored.codes, 1 - side) == core.features(position.codes, side)
            assert core.evaluate(mirrored.codes, 1 - side, weights) == core.evaluate(
                position.codes, side, weights
            )


def random_weights(rng: random.Random) -> Weights:
    count = len(core.FEATURES)
    return Weights(
        "random",
        [rng.uniform(-50, 50) for _ in range(count)],
        [rng.uniform(-50, 50) for _ in range(count)],
        rng.uniform(-100, 100),
        rng.choice([1.0, 0.37, 3.0]),
    )


@pytest.mark.parametrize(
    "name", ["default", "champion2011", "fitted", "hang16", "link10", "random"]
)
def test_evaluate_is_the_tapered_formula(name: str) -> None:
    rng = random.Random(name)
    finals = 0
    for position in sample()[::3]:
        weights = random_weights(rng) if name == "random" else load_weights(name)
        for side in Color:
            expected = slow_evaluate(position, side, weights)
            assert core.evaluate(position.codes, side, weights.flat()) == expected, (
                f"{position!r} {side} {name}"
            )
            finals += expected[1]
    assert finals > 0  # game ends were among the positions


def test_estimates_stay_within_half_a_win() -> None:
    huge = Weights("huge", [1e8] * len(core.FEATURES), [-1e8] * len(core.FEATURES), 0, 1e-3)
    for position in sample()[::7]:
        score, final = core.evaluate(position.codes, 0, huge.flat())
        if not final:
            assert abs(score) <= WIN // 2
            assert score == slow_evaluate(position, Color.WHITE, huge)[0]
