"""The DVONN board: 49 cells named A1…K5, their neighbours and straight-line jumps.

Columns A–K give x = 0…10 and rows 1–5 give y = 0…4.  A cell is on the board when
0 ≤ y ≤ 4 and max(|x−5|, |y−2|, |(y−2)−(x−5)|) ≤ 5.  The six neighbours of (x, y) are
(x±1, y), (x, y±1), (x+1, y+1) and (x−1, y−1).  Cells are numbered in the CodeCup order:
row 1 A–I, row 2 A–J, row 3 A–K, row 4 B–K, row 5 C–K.
"""

from __future__ import annotations

from collections.abc import Container, Iterable
from enum import IntEnum

from engine.errors import NotationError
from engine.limits import shown

COLUMNS = "ABCDEFGHIJK"

# The six directions in the order they go round a cell, so that consecutive directions
# point at neighbours that touch each other (the cut-vertex test relies on it).
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1))


def on_board(x: int, y: int) -> bool:
    # The hexagon test alone also admits rows 0 and 6-8 (e.g. (5, 5)): the board has 5 rows.
    return 0 <= y <= 4 and max(abs(x - 5), abs(y - 2), abs((y - 2) - (x - 5))) <= 5


class Cell(IntEnum):
    """A space of the board; its integer value is its CodeCup index (0…48)."""

    A1 = 0
    B1 = 1
    C1 = 2
    D1 = 3
    E1 = 4
    F1 = 5
    G1 = 6
    H1 = 7
    I1 = 8
    A2 = 9
    B2 = 10
    C2 = 11
    D2 = 12
    E2 = 13
    F2 = 14
    G2 = 15
    H2 = 16
    I2 = 17
    J2 = 18
    A3 = 19
    B3 = 20
    C3 = 21
    D3 = 22
    E3 = 23
    F3 = 24
    G3 = 25
    H3 = 26
    I3 = 27
    J3 = 28
    K3 = 29
    B4 = 30
    C4 = 31
    D4 = 32
    E4 = 33
    F4 = 34
    G4 = 35
    H4 = 36
    I4 = 37
    J4 = 38
    K4 = 39
    C5 = 40
    D5 = 41
    E5 = 42
    F5 = 43
    G5 = 44
    H5 = 45
    I5 = 46
    J5 = 47
    K5 = 48

    def __str__(self) -> str:
        return self.name

    @property
    def x(self) -> int:
        """Column index: A = 0 … K = 10."""
        return _XY[self][0]

    @property
    def y(self) -> int:
        """Row index: row 1 = 0 … row 5 = 4."""
        return _XY[self][1]

    @classmethod
    def parse(cls, text: str) -> Cell:
        """Read a cell name such as ``E3`` or ``e3``."""
        name = text.strip().upper()
        try:
            return cls[name]
        except KeyError:
            raise NotationError(
                f"{shown(text.strip())} is not a space of the board (A1…K5)"
            ) from None

    @classmethod
    def at(cls, x: int, y: int) -> Cell | None:
        """The cell at column x, row y, or None off the board."""
        return _BY_XY.get((x, y))


def _coordinates(cell: Cell) -> tuple[int, int]:
    return COLUMNS.index(cell.name[0]), int(cell.name[1]) - 1


CELLS: tuple[Cell, ...] = tuple(Cell)
_XY: dict[Cell, tuple[int, int]] = {cell: _coordinates(cell) for cell in CELLS}
_BY_XY: dict[tuple[int, int], Cell] = {xy: cell for cell, xy in _XY.items()}

assert len(CELLS) == 49 and all(on_board(x, y) for x, y in _XY.values())


def neighbours(cell: Cell) -> tuple[Cell, ...]:
    """The cells touching ``cell`` (2 to 6 of them)."""
    return NEIGHBOURS[cell]


def jump_target(cell: Cell, direction: tuple[int, int], distance: int) -> Cell | None:
    """The cell ``distance`` spaces from ``cell`` in ``direction``, or None off the board."""
    return Cell.at(cell.x + direction[0] * distance, cell.y + direction[1] * distance)


def distance(a: Cell, b: Cell) -> int:
    """The number of steps between two cells on the hex grid."""
    dx, dy = b.x - a.x, b.y - a.y
    return max(abs(dx), abs(dy), abs(dx - dy))


def direction_between(a: Cell, b: Cell) -> tuple[tuple[int, int], int] | None:
    """(direction, distance) when b lies on a straight line from a, else None."""
    dx, dy = b.x - a.x, b.y - a.y
    steps = distance(a, b)
    if steps == 0 or dx not in (0, steps, -steps) or dy not in (0, steps, -steps):
        return None
    direction = (dx // steps, dy // steps)
    return (direction, steps) if direction in DIRECTIONS else None


NEIGHBOURS: dict[Cell, tuple[Cell, ...]] = {
    cell: tuple(n for d in DIRECTIONS if (n := jump_target(cell, d, 1)) is not None)
    for cell in CELLS
}

# The longest straight line on the board joins the two ends of row 3: 10 steps.
LONGEST_LINE = 10

# _LINE_ENDS[cell][n]: the cells exactly n steps from cell in a straight line, by direction.
_LINE_ENDS: dict[Cell, tuple[tuple[Cell, ...], ...]] = {
    cell: tuple(
        tuple(t for d in DIRECTIONS if (t := jump_target(cell, d, n)) is not None)
        for n in range(LONGEST_LINE + 1)
    )
    for cell in CELLS
}


def cells_in_line(cell: Cell, steps: int) -> tuple[Cell, ...]:
    """The cells exactly ``steps`` spaces from ``cell`` in a straight line (in DIRECTIONS
    order; none beyond LONGEST_LINE): where a stack of that height on ``cell`` may land."""
    return _LINE_ENDS[cell][steps] if 0 < steps <= LONGEST_LINE else ()


def linked(start: Iterable[Cell], through: Container[Cell]) -> set[Cell]:
    """The cells of ``through`` reached from ``start`` by steps from a cell to a neighbour,
    every step onto a cell of ``through`` (``start`` included, whichever cells it holds)."""
    reached = set(start)
    todo = list(reached)
    while todo:
        for neighbour in NEIGHBOURS[todo.pop()]:
            if neighbour not in reached and neighbour in through:
                reached.add(neighbour)
                todo.append(neighbour)
    return reached
