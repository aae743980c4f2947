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
        return f"Position.parse({position_to_text(self)!r})"

    def __str__(self) -> str:
        return position_to_text(self)

    @classmethod
    def parse(cls, text: str) -> Position:
        """Read our own position text or a CodeCup string (see parse_position)."""
        return parse_position(text)

    # --- validation --------------------------------------------------------------------

    def _check(self) -> None:
        """Raise NotationError with the first reason play cannot reach this position (the
        board editor's own check, ``engine.setup_check.why_unreachable``)."""
        reason = why_unreachable(self._stacks, self._turn, self._phase)
        if reason is not None:
            raise NotationError(str(reason))


# --- texts: our own format (printed and parsed back), and CodeCup strings read ------------
#
# Our own format lists every stack bottom to top, row by row (row 1 first, cells in column
# order), rows separated by ``/`` and cells by ``,``; ``-`` is an empty cell.  Then the side to
# move (``w``/``b``) and the phase::
#
#     D,W,B,-,WB,…/…/…/…/… w movement
#
# The CodeCup 2011 string keeps only what matters for play (height, owner, DVONN inside), so
# it cannot hold the colours inside a stack; reading one fills the inner pieces so that the
# piece counts stay valid.  engine.notation writes them, and draws the ASCII diagram.

CODECUP_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
CODECUP_LENGTH = 1 + len(CELLS)
ROWS: tuple[tuple[Cell, ...], ...] = tuple(
    tuple(cell for cell in CELLS if cell.y == row) for row in range(5)
)


def position_to_text(position: Position) -> str:
    rows = "/".join(",".join(position.stack(cell) or "-" for cell in row) for row in ROWS)
    return f"{rows} {'w' if position.turn is Color.WHITE else 'b'} {position.phase}"


def position_from_text(text: str) -> Position:
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


def parse_position(text: str) -> Position:
    """Read either a CodeCup string or our own format, whichever ``text`` is."""
    stripped = text.strip()
    if "/" in stripped:
        return position_from_text(stripped)
    if len(stripped) == CODECUP_LENGTH:
        return from_codecup(stripped)
    raise NotationError(
        "not a position: expected a 50-character CodeCup string or "
        "'<rows> <w|b> <placement|movement>'"
    )


def from_codecup(text: str) -> Position:
    """Read a CodeCup 2011 position string."""
    text = text.strip()
    if len(text) != CODECUP_LENGTH:
        raise NotationError(f"a CodeCup string has {CODECUP_LENGTH} characters, not {len(text)}")
    values = []
    for i, char in enumerate(text):
        value = CODECUP_DIGITS.find(char)
        if value < 0:
            raise NotationError(f"character {i + 1} of the CodeCup string, {char!r}, is not valid")
        values.append(value)
    if values[0] > 3:
        raise NotationError(f"the first character {text[0]!r} must give phase and side (A–D)")
    phase = Phase.MOVEMENT if values[0] >= 2 else Phase.PLACEMENT
    turn = Color(values[0] & 1)
    facts: list[tuple[int, bool, Color | None]] = []  # height, has DVONN, owner
    for value in values[1:]:
        if value == 0:
            facts.append((0, False, None))
        elif value == 1:
            facts.append((1, True, None))
        else:
            code = value + 2
            height, has_dvonn, owner = code >> 2, bool(code & 2), Color(code & 1)
            if has_dvonn and height < 2:
                raise NotationError(f"cell value {CODECUP_DIGITS[value]!r} is impossible")
            facts.append((height, has_dvonn, owner))
    return Position.from_stacks(_fill_stacks(facts), turn, phase)


def _fill_stacks(facts: list[tuple[int, bool, Color | None]]) -> tuple[str, ...]:
    """Stacks matching (height, has DVONN, owner) with inner colours chosen to fit the box."""
    spare = {
        WHITE: WHITE_PIECES - sum(1 for _, _, o in facts if o is Color.WHITE),
        BLACK: BLACK_PIECES - sum(1 for _, _, o in facts if o is Color.BLACK),
    }
    # The string marks a stack holding DVONN pieces, not how many: DVONN pieces missing from
    # the count share a stack with another one (the first with room, in cell order).
    extra_dvonn = DVONN_PIECES - sum(1 for _, has_dvonn, _ in facts if has_dvonn)
    stacks = []
    for height, has_dvonn, owner in facts:
        if owner is None:
            stacks.append(DVONN if has_dvonn else "")
            continue
        slots = height - 1 - (1 if has_dvonn else 0)
        inner: list[str] = []
        if has_dvonn and extra_dvonn > 0:
            shared = min(extra_dvonn, slots)
            inner.extend(DVONN * shared)
            extra_dvonn -= shared
            slots -= shared
        for _ in range(slots):
            piece = WHITE if spare[WHITE] >= spare[BLACK] else BLACK
            spare[piece] -= 1
            inner.append(piece)
        bottom = DVONN if has_dvonn else ""
        stacks.append(bottom + "".join(inner) + owner.piece)
    return tuple(stacks)
