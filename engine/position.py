"""Immutable DVONN positions: every stack bottom to top, the side to move and the phase;
and the texts a position is read from.  The sides, phases and pieces a position is made of
live in `engine.pieces` and are re-exported here, their usual address."""

from __future__ import annotations

import random
from collections.abc import Iterator

from engine.board import CELLS, Cell
from engine.errors import NotationError
from engine.limits import shown
from engine.pieces import BLACK as BLACK
from engine.pieces import BLACK_PIECES as BLACK_PIECES
from engine.pieces import DVONN as DVONN
from engine.pieces import DVONN_PIECES as DVONN_PIECES
from engine.pieces import PIECES as PIECES
from engine.pieces import PLACEMENTS as PLACEMENTS
from engine.pieces import WHITE as WHITE
from engine.pieces import WHITE_PIECES as WHITE_PIECES
from engine.pieces import Color as Color
from engine.pieces import Phase as Phase
from engine.pieces import placement_piece as placement_piece
from engine.pieces import stack_code as stack_code
from engine.pieces import stack_owner as stack_owner
from engine.setup_check import why_unreachable


class Position:
    """A DVONN position.  Immutable; equal positions compare and hash equal.

    ``stacks[i]`` is the stack on ``CELLS[i]`` as a string of pieces bottom to top ("" when
    empty).  ``Position(stacks, turn, phase)`` takes them as they are: the rules build each
    next position so, from one that play reached.  A position from outside (a file, a
    player, a test) comes from ``Position.from_stacks(...)`` or ``Position.parse(text)``,
    which check that play can reach it; ``Position.initial()`` and
    ``Position.random_setup(seed)`` give the two usual starts.
    """

    __slots__ = ("_codes", "_hash", "_phase", "_stacks", "_turn")

    def __init__(self, stacks: tuple[str, ...], turn: Color, phase: Phase) -> None:
        self._stacks = stacks
        self._turn = turn
        self._phase = phase
        self._codes: bytes | None = None
        self._hash: int | None = None

    @classmethod
    def initial(cls) -> Position:
        """The empty board before the first placement."""
        return cls(("",) * len(CELLS), Color.WHITE, Phase.PLACEMENT)

    @classmethod
    def from_stacks(
        cls, stacks: dict[Cell, str] | tuple[str, ...], turn: Color, phase: Phase
    ) -> Position:
        """A position from its stacks, checked to be one that play can reach.

        Raises NotationError describing the first inconsistency found.
        """
        if isinstance(stacks, dict):
            cells = [""] * len(CELLS)
            for cell, stack in stacks.items():
                cells[cell] = stack
            stacks = tuple(cells)
        if len(stacks) != len(CELLS):
            raise NotationError(f"a position has {len(CELLS)} cells, not {len(stacks)}")
        position = cls(tuple(stacks), Color(turn), phase)
        position._check()
        return position

    @classmethod
    def random_setup(cls, seed: int | str | None = None) -> Position:
        """The board filled at random with all 49 pieces, White to move (placement skipped)."""
        pieces = [DVONN] * DVONN_PIECES + [WHITE] * WHITE_PIECES + [BLACK] * BLACK_PIECES
        random.Random(seed).shuffle(pieces)
        return cls(tuple(pieces), Color.WHITE, Phase.MOVEMENT)

    # --- queries -----------------------------------------------------------------------

    @property
    def stacks(self) -> tuple[str, ...]:
        return self._stacks

    @property
    def turn(self) -> Color:
        return self._turn

    @property
    def phase(self) -> Phase:
        return self._phase

    def stack(self, cell: Cell) -> str:
        """The pieces on ``cell``, bottom to top, as letters W, B, D ("" when empty)."""
        return self._stacks[cell]

    def owner(self, cell: Cell) -> Color | None:
        return stack_owner(self._stacks[cell])

    def occupied(self) -> Iterator[tuple[Cell, str]]:
        """(cell, stack) for every non-empty cell, in cell order."""
        for cell, stack in zip(CELLS, self._stacks, strict=True):
            if stack:
                yield cell, stack

    def empty_cells(self) -> list[Cell]:
        return [cell for cell, stack in zip(CELLS, self._stacks, strict=True) if not stack]

    @property
    def placements_made(self) -> int:
        return sum(1 for stack in self._stacks if stack)

    def pieces_to_place(self, color: Color) -> tuple[int, int]:
        """(DVONN pieces, own pieces) ``color`` still has to place."""
        if self._phase is Phase.MOVEMENT:
            return 0, 0
        remaining = range(self.placements_made, PLACEMENTS)
        placed = [placement_piece(n) for n in remaining]
        dvonn = sum(1 for who, piece in placed if who is color and piece == DVONN)
        own = sum(1 for who, piece in placed if who is color and piece != DVONN)
        return dvonn, own

    def controlled_pieces(self) -> tuple[int, int]:
        """Pieces in the stacks each side controls: (white, black) — the score."""
        white = black = 0
        for stack in self._stacks:
            if stack:
                top = stack[-1]
                if top == WHITE:
                    white += len(stack)
                elif top == BLACK:
                    black += len(stack)
        return white, black

    @property
    def codes(self) -> bytes:
        """``stack_code`` of every cell, in cell order: the search core's form of the board."""
        if self._codes is None:
            self._codes = bytes(stack_code(s) for s in self._stacks)
        return self._codes

    # --- values ------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return (self._stacks, self._turn, self._phase) == (
            other._stacks,
            other._turn,
            other._phase,
        )

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash((self._stacks, self._turn, self._phase))
        return self._hash

    def __repr__(self) -> str:
        return f"Position.parse({_to_text(self)!r})"

    def __str__(self) -> str:
        """Our own text of the position, which ``Position.parse`` reads back."""
        return _to_text(self)

    @classmethod
    def parse(cls, text: str) -> Position:
        """Read our own text of a position (``str(position)``), checked as ``from_stacks``
        checks; NotationError says what is wrong.  ``engine.notation.parse_position`` also
        reads CodeCup strings."""
        return _from_text(text.strip())

    # --- validation --------------------------------------------------------------------

    def _check(self) -> None:
        """Raise NotationError with the first reason play cannot reach this position (the
        board editor's own check, ``engine.setup_check.why_unreachable``)."""
        reason = why_unreachable(self._stacks, self._turn, self._phase)
        if reason is not None:
            raise NotationError(str(reason))


# --- our own text (printed by ``str`` and read back by ``Position.parse``) -------------------
#
# Every stack bottom to top, row by row (row 1 first, cells in column order), rows separated
# by ``/`` and cells by ``,``; ``-`` is an empty cell.  Then the side to move (``w``/``b``) and
# the phase::
#
#     D,W,B,-,WB,…/…/…/…/… w movement
#
# The other texts of a position (the CodeCup 2011 string, the ASCII diagram, a text in either
# format) are engine.notation's, each in both directions.

ROWS: tuple[tuple[Cell, ...], ...] = tuple(
    tuple(cell for cell in CELLS if cell.y == row) for row in range(5)
)


def _to_text(position: Position) -> str:
    rows = "/".join(",".join(position.stack(cell) or "-" for cell in row) for row in ROWS)
    return f"{rows} {'w' if position.turn is Color.WHITE else 'b'} {position.phase}"


def _from_text(text: str) -> Position:
    parts = text.split()
    if len(parts) != 3:
        raise NotationError("a position is '<rows> <w|b> <placement|movement>'")
    rows_text, turn_text, phase_text = parts
    rows = rows_text.split("/")
    if len(rows) != len(ROWS):
        raise NotationError(f"a position has 5 rows separated by '/', not {len(rows)}")
    stacks: list[str] = []
    for number, (row_text, row) in enumerate(zip(rows, ROWS, strict=True), start=1):
        fields = row_text.split(",")
        if len(fields) != len(row):
            raise NotationError(f"row {number} has {len(row)} cells, not {len(fields)}")
        for cell, field in zip(row, fields, strict=True):
            stack = "" if field == "-" else field.upper()
            if field != "-" and (not stack or any(piece not in PIECES for piece in stack)):
                raise NotationError(f"{cell}: {shown(field)} is not a stack (letters W, B, D or -)")
            stacks.append(stack)
    turns = {"w": Color.WHITE, "white": Color.WHITE, "b": Color.BLACK, "black": Color.BLACK}
    if turn_text.lower() not in turns:
        raise NotationError(f"{shown(turn_text)} is not a side to move (w or b)")
    try:
        phase = Phase(phase_text.lower())
    except ValueError:
        raise NotationError(f"{shown(phase_text)} is not a phase (placement or movement)") from None
    # Stacks were collected row by row, which is exactly the cell order.
    return Position.from_stacks(tuple(stacks), turns[turn_text.lower()], phase)
