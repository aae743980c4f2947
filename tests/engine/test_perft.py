"""Perft (move-path counts) against the reference counts in data/perft.txt and RULES.md."""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import NamedTuple

import pytest

from engine.notation import parse_position
from engine.position import Position
from engine.rules import perft
from tests.engine.positions import pos

DATA = Path(__file__).with_name("data") / "perft.txt"
LIMIT = 1_000_000


class Line(NamedTuple):
    number: int
    position: str
    depth: int
    expected: int


def read_lines(path: Path = DATA) -> list[Line]:
    lines = []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        text = raw.split("#", 1)[0].strip()
        if not text:
            continue
        position, depth, count = text.rsplit(maxsplit=2)
        lines.append(Line(number, position, int(depth), int(count)))
    return lines


LINES = read_lines()


def line_id(line: Line) -> str:
    return f"line{line.number}-{line.position[:8]}-depth{line.depth}"


@pytest.mark.parametrize("line", LINES, ids=line_id)
def test_perft_matches_the_data_file(line: Line) -> None:
    position = parse_position(line.position)
    memoised = perft(position, line.depth)
    plain = perft(position, line.depth, memoise=False)
    where = f"perft.txt line {line.number}, {line.position} depth {line.depth}"
    assert (memoised, plain) == (line.expected, line.expected), (
        f"{where}: expected {line.expected}, got {memoised} memoised and {plain} plain"
    )


def test_the_data_file_is_well_formed() -> None:
    by_position: dict[str, list[Line]] = {}
    for line in LINES:
        by_position.setdefault(line.position, []).append(line)
    assert len(by_position) >= 2
    for position, lines in by_position.items():
        assert [line.depth for line in lines] == list(range(1, len(lines) + 1)), position
        assert all(0 < line.expected <= LIMIT for line in lines), position


def rules_table(rules: Path) -> dict[str, list[int]]:
    """The reference counts of RULES.md: CodeCup string -> [perft 1, perft 2, …]."""
    table = {}
    for match in re.finditer(r"^\| `([A-Za-z0-9]{50})`[^|]*\| ([\d, ]+) \|$",
                             rules.read_text(encoding="utf-8"), re.MULTILINE):  # fmt: skip
        table[match.group(1)] = [int(n) for n in match.group(2).split(",")]
    return table


def test_the_data_file_holds_every_small_count_of_rules_md(shared_dir: Path) -> None:
    table = rules_table(shared_dir / "rules" / "RULES.md")
    assert len(table) == 2
    expected = {
        (text, depth, count)
        for text, counts in table.items()
        for depth, count in enumerate(counts, start=1)
        if count <= LIMIT
    }
    assert {(line.position, line.depth, line.expected) for line in LINES} == expected


@pytest.mark.parametrize("depth", [0, 1, 2, 3])
def test_perft_from_the_empty_board_counts_placements(depth: int) -> None:
    expected = math.perm(49, depth)  # 1, 49, 49·48, 49·48·47
    got = perft(Position.initial(), depth, memoise=depth % 2 == 0)
    assert got == expected, f"depth {depth}: expected {expected}, got {got}"


def test_perft_counts_a_forced_pass_as_one_move() -> None:
    # White's only stack is surrounded; Black has nine moves (see test_rules).
    blocked = pos({"E3": "W", "F3": "D", "D3": "D", "E4": "D", "E2": "B", "F4": "B", "D2": "B"})
    assert [perft(blocked, d) for d in (0, 1, 2)] == [1, 1, 9]
    assert [perft(blocked, d, memoise=False) for d in (0, 1, 2)] == [1, 1, 9]


def test_perft_of_a_finished_game_is_zero() -> None:
    frozen = pos({"E3": "DWWWW", "F3": "D", "D3": "D", "E2": "BBBBB"})
    assert [perft(frozen, d) for d in (0, 1, 2, 3)] == [1, 0, 0, 0]
    assert [perft(frozen, d, memoise=False) for d in (0, 1, 2, 3)] == [1, 0, 0, 0]


PHASE_TWO_START = "CDDDCCDCDDDCCDCDBDCCDCDCBCCCCCCDCCDDBCDCDCDDDCCDDD"


@pytest.mark.slow
def test_perft_4_of_the_phase_two_start_from_rules_md() -> None:
    """The first RULES.md count above the data file's limit (some seconds each way: the
    readable rules walk the tree; RULES.md's depth 5, 145,633,846, is the search core's to
    count, in test_core_perft)."""
    position = parse_position(PHASE_TWO_START)
    assert perft(position, 4) == 3_667_665
    assert perft(position, 4, memoise=False) == 3_667_665
