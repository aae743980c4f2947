"""The placement evaluation and search (engine/csrc/placement.c) against a slow, readable
computation, with the reference player's weights and with random ones, and the placement
policy every level uses."""

from __future__ import annotations

import random

import pytest

from engine import core
from engine.ai.placement import PlacementSearch
from engine.ai.weights import REFERENCE_PLACEMENT
from engine.board import CELLS, NEIGHBOURS, distance
from engine.moves import Move
from engine.position import DVONN, Color, Phase, Position, placement_piece
from engine.rules import apply, legal_moves

RIM = {cell for cell in CELLS if len(NEIGHBOURS[cell]) < 6}


def side_value(position: Position, color: Color, weights: tuple[int, ...]) -> int:
    per_step, nearest_1, nearest_2, nearest_3, boxed, rim = weights[:6]
    own = {cell for cell, stack in position.occupied() if stack == color.piece}
    dvonn = [cell for cell, stack in position.occupied() if stack == DVONN]
    value = 0
    for cell in own:
        distances = [distance(cell, d) for d in dvonn]
        value += per_step * sum(distances)
        value += {1: nearest_1, 2: nearest_2, 3: nearest_3}.get(min(distances), 0)
        open_neighbours = sum(1 for n in NEIGHBOURS[cell] if n not in own)
        value += boxed * max(0, 2 - open_neighbours)
        value += rim if cell in RIM else 0
    return value


def slow_placement_value(
    position: Position, color: Color, weights: tuple[int, ...] = REFERENCE_PLACEMENT
) -> int:
    value = side_value(position, color, weights) - side_value(position, color.other, weights)
    slack, shortfall = weights[6:]
    rims = [
        sum(1 for cell, stack in position.occupied() if stack == c.piece and cell in RIM)
        for c in (color, color.other)
    ]
    value += shortfall * max(0, rims[1] - slack - rims[0])
    value -= shortfall * max(0, rims[0] - slack - rims[1])
    return value


def placements(seed: int) -> list[Position]:
    """The positions of a random placement phase from the fourth placement on."""
    rng = random.Random(seed)
    position = Position.initial()
    seen = []
    while position.phase is Phase.PLACEMENT:
        if position.placements_made >= 3:
            seen.append(position)
        position = apply(position, rng.choice(legal_moves(position))).after
    return seen


def test_the_reference_weights_are_the_published_evaluation() -> None:
    # -1 per step to each DVONN piece, +10 / +5 for a nearest one 1 / 2 steps away, -5 per
    # missing non-friendly neighbour below two, the rim shortfall beyond 3 lost
    assert dict(zip(core.PLACEMENT_FEATURES, REFERENCE_PLACEMENT, strict=True)) == {
        "distance": -1,
        "nearest1": 10,
        "nearest2": 5,
        "nearest3": 0,
        "boxed": -5,
        "rim": 0,
        "rim_slack": 3,
        "rim_shortfall": -1,
    }


def random_weights(rng: random.Random) -> tuple[int, ...]:
    return (*(rng.randint(-50, 50) for _ in range(6)), rng.randint(0, 8), rng.randint(-9, 9))


@pytest.mark.parametrize("seed", range(12))
def test_placement_value_matches_the_rules(seed: int) -> None:
    rng = random.Random(seed)
    for position in placements(seed):
        for weights in (REFERENCE_PLACEMENT, random_weights(rng)):
            for color in Color:
                expected = slow_placement_value(position, color, weights)
                value = core.placement_value(position.codes, int(color), weights)
                assert value == expected, (position, weights)


def test_placement_search_places_on_an_empty_cell_within_its_budget() -> None:
    for seed in range(4):
        search = PlacementSearch(evaluations=500)
        for position in placements(seed)[::7]:
            cell, _ = search.choose(position, seed)
            assert not position.stack(cell)
            assert search.searcher.nodes < 5_000  # the budget counts evaluations only


@pytest.mark.parametrize("weights", [REFERENCE_PLACEMENT, (-2, 9, 20, 11, 0, 6, 3, 0)])
def test_one_ply_scores_are_the_evaluation_after_each_placement(weights: tuple[int, ...]) -> None:
    before = placements(5)[-3]  # three empty cells
    color = placement_piece(before.placements_made)[0]
    scored = PlacementSearch(weights=weights).scored(before)
    assert sorted(cell for cell, _ in scored) == sorted(before.empty_cells())
    for cell, score in scored:
        after = apply(before, Move.place(cell)).after
        assert score == slow_placement_value(after, color, weights)
    assert [score for _, score in scored] == sorted((s for _, s in scored), reverse=True)


@pytest.mark.parametrize("seed", [5, 6])
@pytest.mark.parametrize("weights", [REFERENCE_PLACEMENT, (-2, 9, 20, 11, 0, 6, 3, 0)])
def test_two_ply_scores_are_the_evaluation_after_the_best_reply(
    seed: int, weights: tuple[int, ...]
) -> None:
    search = PlacementSearch(weights=weights)
    for before in placements(seed)[:-1][::9]:  # from 46 empty cells down to 2
        color = placement_piece(before.placements_made)[0]
        search.choose(before, seed)  # a deeper search first: its table must not answer
        scored = search.scored(before, evaluations=1)  # one per reply: two plies
        assert sorted(cell for cell, _ in scored) == sorted(before.empty_cells())
        for cell, score in scored[:: max(1, len(scored) // 6)]:
            after = apply(before, Move.place(cell)).after
            replies = [apply(after, Move.place(reply)).after for reply in after.empty_cells()]
            assert score == min(slow_placement_value(r, color, weights) for r in replies)
        assert [score for _, score in scored] == sorted((s for _, s in scored), reverse=True)


def test_the_last_placement_has_no_reply_to_look_at() -> None:
    before = placements(5)[-1]  # one empty cell
    [(cell, score)] = PlacementSearch().scored(before, evaluations=1)
    after = apply(before, Move.place(cell)).after
    assert score == slow_placement_value(after, placement_piece(before.placements_made)[0])


@pytest.mark.parametrize(
    "codes",
    [
        bytes(49),  # no DVONN pieces yet
        bytes([6, 6, 6] + [4] * 46),  # full board
        bytes([6, 6, 6, 4, 4] + [0] * 44),  # white placed twice in a row
        bytes([6, 6, 6, 9] + [0] * 45),  # not a single piece
    ],
)
def test_bad_placement_boards_are_refused(codes: bytes) -> None:
    with pytest.raises(ValueError):
        core.placement_value(codes, 0, REFERENCE_PLACEMENT)
    searcher = core.Searcher((0.0,) * (2 * len(core.FEATURES) + 1) + (1.0,))
    with pytest.raises(ValueError):
        searcher.place(codes, 100, REFERENCE_PLACEMENT)


def test_a_full_board_is_evaluated_but_not_searched() -> None:
    position = Position.initial()
    rng = random.Random(4)
    while position.phase is Phase.PLACEMENT:
        position = apply(position, rng.choice(legal_moves(position))).after
    for color in Color:
        value = core.placement_value(position.codes, int(color), REFERENCE_PLACEMENT)
        assert value == slow_placement_value(position, color)
    searcher = core.Searcher((0.0,) * (2 * len(core.FEATURES) + 1) + (1.0,))
    with pytest.raises(ValueError, match="full"):
        searcher.place(position.codes, 100, REFERENCE_PLACEMENT)


@pytest.mark.parametrize(
    "weights",
    [
        (),
        REFERENCE_PLACEMENT[:-1],
        (*REFERENCE_PLACEMENT, 0),
        (-1, 10, 5, 0, -5, 0, -1, -1),  # a negative rim slack
        (-1, 10, 5, 0, -5, 0, 50, -1),  # a slack beyond the board
        (-1, 10, 5, 0, -5, 10**6, 3, -1),  # beyond the limit
        (-1, 10, 5.5, 0, -5, 0, 3, -1),  # not whole
        (-1, 10, 5, 0, -5, 0, 3, 2**70),
        "abcdefgh",
    ],
)
def test_bad_placement_weights_are_refused(weights: object) -> None:
    codes = placements(1)[0].codes
    with pytest.raises(ValueError):
        core.placement_value(codes, 0, weights)  # type: ignore[arg-type]
    searcher = core.Searcher((0.0,) * (2 * len(core.FEATURES) + 1) + (1.0,))
    with pytest.raises(ValueError):
        searcher.place(codes, 100, weights)  # type: ignore[arg-type]
    assert searcher.place(codes, 100, REFERENCE_PLACEMENT)[0] in range(49)  # still usable
