"""Cells, coordinates, neighbours and straight lines (engine.board)."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.board import (
    CELLS,
    DIRECTIONS,
    LONGEST_LINE,
    NEIGHBOURS,
    Cell,
    cells_in_line,
    direction_between,
    distance,
    jump_target,
    linked,
    neighbours,
    on_board,
)
from engine.errors import DvonnError, NotationError
from tests.engine import reference


def test_49_cells_in_codecup_order_with_rows_of_9_10_11_10_9() -> None:
    assert len(CELLS) == 49
    assert [int(cell) for cell in CELLS] == list(range(49))
    assert [str(cell) for cell in CELLS] == reference.ALL_CELLS
    rows = Counter(cell.name[1] for cell in CELLS)
    assert [rows[str(r)] for r in range(1, 6)] == [9, 10, 11, 10, 9]
    assert (CELLS[0], CELLS[8], CELLS[9], CELLS[29], CELLS[30], CELLS[48]) == (
        Cell.A1, Cell.I1, Cell.A2, Cell.K3, Cell.B4, Cell.K5,
    )  # fmt: skip


def test_coordinates_follow_column_and_row() -> None:
    assert (Cell.A1.x, Cell.A1.y) == (0, 0)
    assert (Cell.E3.x, Cell.E3.y) == (4, 2)
    assert (Cell.K5.x, Cell.K5.y) == (10, 4)
    assert (Cell.B4.x, Cell.B4.y) == (1, 3)
    for cell in CELLS:
        assert Cell.at(cell.x, cell.y) is cell
        assert on_board(cell.x, cell.y)
        assert str(cell) == "ABCDEFGHIJK"[cell.x] + str(cell.y + 1)


@pytest.mark.parametrize(
    "xy", [(0, 4), (1, 4), (0, 3), (9, 0), (10, 0), (10, 1), (-1, 2), (11, 2), (5, 5), (5, -1)]
)
def test_cells_off_the_board(xy: tuple[int, int]) -> None:
    assert Cell.at(*xy) is None
    assert not on_board(*xy)


def test_on_board_is_the_rules_md_formula_on_a_wide_grid() -> None:
    inside = {(x, y) for x in range(-3, 14) for y in range(-3, 8) if on_board(x, y)}
    assert inside == {(cell.x, cell.y) for cell in CELLS}


@pytest.mark.parametrize("text", ["E3", "e3", " e3 ", "K5\n", "a1"])
def test_cell_parse_reads_any_case(text: str) -> None:
    assert str(Cell.parse(text)) == text.strip().upper()


@pytest.mark.parametrize(
    "text",
    [
        "",
        "E",
        "3",
        "E0",
        "E6",
        "A4",
        "A5",
        "B5",
        "J1",
        "K1",
        "K2",
        "L3",
        "E33",
        "3E",
        "EE",
        "E-3",
        "pass",
    ],
)
def test_cell_parse_refuses_what_is_not_a_cell(text: str) -> None:
    with pytest.raises(NotationError, match=r"is not a space of the board \(A1…K5\)") as error:
        Cell.parse(text)
    assert isinstance(error.value, DvonnError) and isinstance(error.value, ValueError)


def test_neighbours_example_from_rules_md() -> None:
    assert {str(n) for n in neighbours(Cell.C3)} == {"B2", "B3", "C2", "C4", "D3", "D4"}
    assert {str(n) for n in neighbours(Cell.E3)} == {"F3", "D3", "E4", "E2", "F4", "D2"}


def test_neighbours_agree_with_the_reference_and_are_symmetric() -> None:
    for cell in CELLS:
        assert {str(n) for n in neighbours(cell)} == set(reference.neighbour_cells(str(cell)))
        assert cell not in neighbours(cell)
        assert len(set(neighbours(cell))) == len(neighbours(cell))
        for other in neighbours(cell):
            assert cell in NEIGHBOURS[other]
            assert distance(cell, other) == 1


def test_neighbour_counts_corners_edges_and_inside() -> None:
    counts = {cell: len(neighbours(cell)) for cell in CELLS}
    corners = {str(c) for c, n in counts.items() if n == 3}
    assert corners == {"A1", "I1", "A3", "K3", "C5", "K5"}
    assert Counter(counts.values()) == {3: 6, 4: 18, 6: 25}
    assert min(counts.values()) == 3  # no cell has only two neighbours
    # Every cell of rows 1 and 5, and the ends of rows 2 to 4, are on the edge.
    edge = {str(c) for c, n in counts.items() if n < 6}
    expected = {str(c) for c in CELLS if c.y in (0, 4)} | {
        "A2", "J2", "A3", "K3", "B4", "K4",
    }  # fmt: skip
    assert edge == expected


def test_directions_go_round_a_cell() -> None:
    assert len(set(DIRECTIONS)) == 6
    assert {(-dx, -dy) for dx, dy in DIRECTIONS} == set(DIRECTIONS)
    for i, (dx, dy) in enumerate(DIRECTIONS):
        nx, ny = DIRECTIONS[(i + 1) % 6]
        step = (nx - dx, ny - dy)
        assert step in DIRECTIONS  # consecutive neighbours touch each other


def test_jump_target_and_direction_between() -> None:
    assert jump_target(Cell.A3, (1, 0), 10) is Cell.K3
    assert jump_target(Cell.A3, (1, 0), 11) is None
    assert jump_target(Cell.K3, (1, 0), 1) is None  # no wrapping onto B4
    assert jump_target(Cell.E3, (1, 1), 2) is Cell.G5
    assert jump_target(Cell.E3, (-1, -1), 2) is Cell.C1
    assert direction_between(Cell.A3, Cell.K3) == ((1, 0), 10)
    assert direction_between(Cell.G5, Cell.E3) == ((-1, -1), 2)
    assert direction_between(Cell.E3, Cell.E5) == ((0, 1), 2)
    assert direction_between(Cell.E3, Cell.E3) is None
    assert direction_between(Cell.E3, Cell.H4) is None  # three steps, not straight
    assert direction_between(Cell.E3, Cell.F2) is None  # (1, -1) is not a hex direction
    for a in CELLS:
        for b in CELLS:
            line = direction_between(a, b)
            if line is not None:
                assert jump_target(a, *line) is b and line[1] == distance(a, b)


def test_distance_across_the_board() -> None:
    assert distance(Cell.A3, Cell.K3) == 10
    assert distance(Cell.A1, Cell.K5) == 10
    assert distance(Cell.C5, Cell.I1) == 10
    assert distance(Cell.E3, Cell.H4) == 3
    assert max(distance(a, b) for a in CELLS for b in CELLS) == 10


def test_cells_in_line_are_the_straight_lines_of_each_length() -> None:
    for cell in CELLS:
        for steps in range(LONGEST_LINE + 2):
            expected = {
                b for b in CELLS if (line := direction_between(cell, b)) and line[1] == steps
            }
            assert set(cells_in_line(cell, steps)) == expected, (cell, steps)
    assert cells_in_line(Cell.A3, 10) == (Cell.K3,)
    assert cells_in_line(Cell.E3, 0) == () and cells_in_line(Cell.A3, 11) == ()


def test_linked_follows_chains_of_neighbours_within_the_set() -> None:
    chain = {Cell.A1, Cell.B1, Cell.C1, Cell.D2, Cell.K5}
    assert linked([Cell.A1], chain) == {Cell.A1, Cell.B1, Cell.C1, Cell.D2}
    assert linked([Cell.K5], chain) == {Cell.K5}
    assert linked([], chain) == set()
    assert linked([Cell.E3], set(CELLS)) == set(CELLS)
