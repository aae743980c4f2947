"""Immutable DVONN positions: every stack bottom to top, the side to move and the phase."""

from __future__ import annotations

import random
from collections.abc import Iterator
from enum import Enum, IntEnum

from engine import bitboard
from engine.board import CELLS, Cell
from engine.errors import NotationError

WHITE_PIECES = 23
BLACK_PIECES = 23
DVONN_PIECES = 3
PLACEMENTS = len(CELLS)


class Color(IntEnum):
    WHITE = 0
    BLACK = 1

    def __str__(self) -> str:
        return self.name.lower()

    @property
    def other(self) -> Color:
        return Color(1 - self)

    @property
    def piece(self) -> str:
        return "W" if self is Color.WHITE else "B"


class Phase(Enum):
    PLACEMENT = "placement"
    MOVEMENT = "movement"

    def __str__(self) -> str:
        return self.value


# Pieces are letters: a stack is a string of them, bottom first ("WDB": a white piece, then
# a DVONN piece, then a black piece on top — a black stack of height 3).
WHITE = "W"
BLACK = "B"
DVONN = "D"
PIECES = (WHITE, BLACK, DVONN)


def placement_piece(number: int) -> tuple[Color, str]:
    """Who places, and what, at placement ``number`` (0-based, 0…48).

    White, Black, White place the three DVONN pieces; then Black places the first coloured
    piece and the players alternate, so White places the 49th and last piece.
    """
    color = Color.WHITE if number % 2 == 0 else Color.BLACK
    return color, DVONN if number < DVONN_PIECES else color.piece


def stack_owner(stack: str) -> Color | None:
    """The colour on top, or None for an empty cell or a lone DVONN piece."""
    top = stack[-1:] or DVONN
    return None if top == DVONN else Color.WHITE if top == WHITE else Color.BLACK


def stack_code(stack: str) -> int:
    """``4·height + 2·has_dvonn + owner``, the facts about a stack that matter for play."""
    if not stack:
        return 0
    owner = 1 if stack[-1] == BLACK else 0
    return 4 * len(stack) + (2 if DVONN in stack else 0) + owner


class Position:
    """A DVONN position.  Immutable; equal positions compare and hash equal.

    ``stacks[i]`` is the stack on ``CELLS[i]`` as a string of pieces bottom to top ("" when
    empty).  Build positions with ``Position.initial()``, ``Position.random_setup(seed)``,
    ``Position.from_stacks(...)`` or the parsers in ``engine.notation``.
    """

    __slots__ = ("_board", "_codes", "_hash", "_phase", "_stacks", "_turn")

    _stacks: tuple[str, ...]
    _turn: Color
    _phase: Phase
    _board: bitboard.Board | None
    _codes: bytes | None
    _hash: int | None

    def __init__(self) -> None:
        raise TypeError("use Position.initial(), Position.from_stacks() or engine.notation")

    @classmethod
    def _make(
        cls,
        stacks: tuple[str, ...],
        turn: Color,
        phase: Phase,
        board: bitboard.Board | None = None,
    ) -> Position:
        position = object.__new__(cls)
        position._stacks = stacks
        position._turn = turn
        position._phase = phase
        position._board = board
        position._codes = None
        position._hash = None
        return position

    @classmethod
    def initial(cls) -> Position:
        """The empty board before the first placement."""
        return cls._make(("",) * len(CELLS), Color.WHITE, Phase.PLACEMENT)

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
        position = cls._make(tuple(stacks), Color(turn), phase)
        position._check()
        return position

    @classmethod
    def random_setup(cls, seed: int | str | None = None) -> Position:
        """The board filled at random with all 49 pieces, White to move (placement skipped)."""
        pieces = [DVONN] * DVONN_PIECES + [WHITE] * WHITE_PIECES + [BLACK] * BLACK_PIECES
        random.Random(seed).shuffle(pieces)
        return cls._make(tuple(pieces), Color.WHITE, Phase.MOVEMENT)

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

    def pieces_on_board(self) -> int:
        return sum(len(stack) for stack in self._stacks)

    @property
    def board(self) -> bitboard.Board:
        """The bitboard form used by move generation and search (movement phase)."""
        if self._board is None:
            self._board = bitboard.make_board([stack_code(s) for s in self._stacks])
        return self._board

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
        from engine.notation import position_to_text

        return f"Position.parse({position_to_text(self)!r})"

    def __str__(self) -> str:
        from engine.notation import position_to_text

        return position_to_text(self)

    @classmethod
    def parse(cls, text: str) -> Position:
        """Read our own position text or a CodeCup string (see engine.notation)."""
        from engine.notation import parse_position

        return parse_position(text)

    # --- validation --------------------------------------------------------------------

    def _check(self) -> None:
        counts = {piece: 0 for piece in PIECES}
        for cell, stack in self.occupied():
            for piece in stack:
                if piece not in counts:
                    raise NotationError(f"{cell}: unknown piece {piece!r} (use W, B or D)")
                counts[piece] += 1
            if len(stack) > 1 and stack[-1] == DVONN:
                raise NotationError(
                    f"{cell}: a DVONN piece never moves by itself, so it is on top of a "
                    "stack only when it stands alone"
                )
        limits = {WHITE: WHITE_PIECES, BLACK: BLACK_PIECES, DVONN: DVONN_PIECES}
        for piece, limit in limits.items():
            if counts[piece] > limit:
                raise NotationError(f"{counts[piece]} pieces {piece}: there are only {limit}")
        if self._phase is Phase.PLACEMENT:
            self._check_placement()
        else:
            self._check_movement(counts[DVONN])

    def _check_placement(self) -> None:
        made = self.placements_made
        if made == PLACEMENTS:
            raise NotationError("the board is full: placement is over")
        expected: dict[str, int] = {WHITE: 0, BLACK: 0, DVONN: 0}
        for number in range(made):
            expected[placement_piece(number)[1]] += 1
        for cell, stack in self.occupied():
            if len(stack) != 1:
                raise NotationError(f"{cell}: no stacks are built during placement")
        found = {piece: sum(1 for s in self._stacks if s == piece) for piece in PIECES}
        if found != expected:
            raise NotationError(
                f"after {made} placements the board holds {expected[DVONN]} DVONN, "
                f"{expected[WHITE]} white and {expected[BLACK]} black pieces"
            )
        to_move = placement_piece(made)[0]
        if self._turn is not to_move:
            raise NotationError(f"placement {made + 1} is {to_move}'s to make")

    def _check_movement(self, dvonn_pieces: int) -> None:
        if dvonn_pieces != DVONN_PIECES:
            raise NotationError("all three DVONN pieces stay on the board in the movement phase")
        board = self.board
        cut_off = board[0] & ~bitboard.connected_to_dvonn(board[3], board[0])
        if cut_off:
            low = (cut_off & -cut_off).bit_length() - 1
            cell = CELLS[bitboard.CELL_OF_BIT[low]]
            raise NotationError(f"the stack on {cell} is cut off from every DVONN piece")
