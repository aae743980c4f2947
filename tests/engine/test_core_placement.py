"""The reference player's placement evaluation and search (engine/csrc/placement.c) against a
slow, readable computation, and the placement policy every level uses."""

from __future__ import annotations

import random

import pytest

from engine import core
from engine.ai.placement import PlacementSearch
from engine.board import CELLS, NEIGHBOURS, distance
from engine.moves import Move
from engine.position import DVONN, Color, Phase, Position, placement_piece
from engine.rules import apply, legal_moves

RIM = {cell for cell in CELLS if len(NEIGHBOURS[cell]) < 6}


def side_value(position: Position, color: Color) -> int:
    own = {cell for cell, stack in position.occupied() if stack == color.piece}
    dvonn = [cell for cell, stack in position.occupied() if stack == DVONN]
    value = 0
    for cell in own:
        distances = [distance(cell, d) for d in dvonn]
        value -= sum(distances)
        value += {1: 10, 2: 5}.get(min(distances), 0)
        open_neighbours = sum(1 for n in NEIGHBOURS[cell] if n not in own)
        value -= 5 * max(0, 2 - open_neighbours)
    return value


def slow_placement_value(position: Position, color: Color) -> int:
    value = side_value(position, color) - side_value(position, color.other)
    rims = [
        sum(1 for cell, stack in position.occupied() if stack == c.piece and cell in RIM)
        for c in (color, color.other)
    ]
    value -= max(0, rims[1] - 3 - rims[0])
    value += max(0, rims[0] - 3 - rims[1])
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


@pytest.mark.parametrize("seed", range(12))
def test_placement_value_matches_the_rules(seed: int) -> None:
    for position in placements(seed):
        for color in Color:
            expected = slow_placement_value(position, color)
            assert core.placement_value(position.codes, int(color)) == expected, position


def test_placement_search_places_on_an_empty_cell_within_its_budget() -> None:
    for seed in range(4):
        search = PlacementSearch(evaluations=500)
        for position in placements(seed)[::7]:
            cell, _ = search.choose(position, seed)
            assert not position.stack(cell)
            assert search.searcher.nodes < 5_000  # the budget counts evaluations only


def test_one_ply_scores_are_the_evaluation_after_each_placement() -> None:
    before = placements(5)[-3]  # three empty cells
    color = placement_piece(before.placements_made)[0]
    scored = PlacementSearch().scored(before)
    assert sorted(cell for cell, _ in scored) == sorted(before.empty_cells())
    for cell, score in scored:
        assert score == slow_placement_value(apply(before, Move.place(cell)).after, color)
    assert [score for _, score in scored] == sorted((s for _, s in scored), reverse=True)


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
        core.placement_value(codes, 0)
    searcher = core.Searcher((0.0,) * (2 * len(core.FEATURES) + 1) + (1.0,))
    with pytest.raises(ValueError):
        searcher.place(codes, 100)
