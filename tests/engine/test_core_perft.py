"""Perft by the search core (``engine.core.perft``) against the counts of data/perft.txt.

The core counts the movement phase only: from a placement position, ``core.perft`` plays every
placement sequence with the Python rules and lets the core count the rest of each line.
"""

from __future__ import annotations

import pytest

from engine import core
from engine.notation import parse_position
from engine.position import Phase, Position
from engine.rules import perft as python_perft
from tests.engine.positions import pos
from tests.engine.test_perft import LINES, PHASE_TWO_START, Line, line_id


@pytest.mark.parametrize("line", LINES, ids=line_id)
def test_core_perft_matches_the_data_file(line: Line) -> None:
    position = parse_position(line.position)
    got = core.perft(position, line.depth)
    assert got == line.expected, (
        f"perft.txt line {line.number}, {line.position} depth {line.depth}: "
        f"expected {line.expected}, the core counted {got}"
    )


def test_the_data_file_has_movement_lines_the_core_counts_directly() -> None:
    phases = {parse_position(line.position).phase for line in LINES}
    assert phases == {Phase.PLACEMENT, Phase.MOVEMENT}


def test_core_perft_of_the_phase_two_start_to_depth_5() -> None:
    """RULES.md's deeper counts, beyond the data file's limit (about half a second)."""
    start = parse_position(PHASE_TWO_START)
    assert [core.perft(start, depth) for depth in (4, 5)] == [3_667_665, 145_633_846]


def test_core_perft_counts_a_forced_pass_and_a_finished_game_as_the_rules_do() -> None:
    blocked = pos({"E3": "W", "F3": "D", "D3": "D", "E4": "D", "E2": "B", "F4": "B", "D2": "B"})
    frozen = pos({"E3": "DWWWW", "F3": "D", "D3": "D", "E2": "BBBBB"})
    for position, expected in ((blocked, [1, 1, 9]), (frozen, [1, 0, 0])):
        counts = [core.perft(position, depth) for depth in (0, 1, 2)]
        assert counts == expected == [python_perft(position, d) for d in (0, 1, 2)]


@pytest.mark.parametrize("seed", range(8))
def test_core_perft_equals_the_python_perft_on_random_setups(seed: int) -> None:
    position = Position.random_setup(seed)
    for depth in (1, 2, 3):
        assert core.perft(position, depth) == python_perft(position, depth), depth
