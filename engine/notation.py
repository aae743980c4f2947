"""Position texts: the CodeCup 2011 string, our own complete format, and an ASCII diagram.

Our own format lists every stack bottom to top, row by row (row 1 first, cells in column
order), rows separated by ``/`` and cells by ``,``; ``-`` is an empty cell.  Then the side to
move (``w``/``b``) and the phase::

    D,W,B,-,WB,…/…/…/…/… w movement

The CodeCup string keeps only what matters for play (height, owner, DVONN inside), so it
cannot hold the colours inside a stack; reading one fills the inner pieces so that the piece
counts stay valid.
"""

from __future__ import annotations

from engine.board import CELLS, Cell
from engine.errors import NotationError
from engine.limits import shown
from engine.position import (
    BLACK,
    BLACK_PIECES,
    DVONN,
    DVONN_PIECES,
    PIECES,
    WHITE,
    WHITE_PIECES,
    Color,
    Phase,
    Position,
    stack_code,
    stack_owner,
)

CODECUP_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
CODECUP_LENGTH = 1 + len(CELLS)
ROWS: tuple[tuple[Cell, ...], ...] = tuple(
    tuple(cell for cell in CELLS if cell.y == row) for row in range(5)
)


# --- CodeCup string ----------------------------------------------------------------------


def _codecup_cell(stack: str) -> int:
    if not stack:
        return 0
    if stack == DVONN:
        return 1
    return stack_code(stack) - 2


def to_codecup(position: Position) -> str:
    """The 50-character CodeCup 2011 string; NotationError for a stack taller than 15."""
    phase = 1 if position.phase is Phase.MOVEMENT else 0
    digits = [CODECUP_DIGITS[2 * phase + position.turn]]
    for cell, stack in zip(CELLS, position.stacks, strict=True):
        value = _codecup_cell(stack)
        if value >= len(CODECUP_DIGITS):
            raise NotationError(
                f"the stack of {len(stack)} on {cell} is too tall for a CodeCup string (15 at most)"
            )
        digits.append(CODECUP_DIGITS[value])
    return "".join(digits)


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


# --- our own format ----------------------------------------------------------------------


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


# --- ASCII diagram -----------------------------------------------------------------------


def _cell_label(stack: str) -> str:
    owner = stack_owner(stack)
    if not stack:
        return "."
    if owner is None:
        return "D"
    label = f"{owner.piece}{len(stack)}"
    return label + "*" if DVONN in stack else label


def ascii_board(position: Position) -> str:
    """A diagram with row 5 at the top; each stack shows owner, height and * for DVONN."""
    lines = []
    for row in reversed(ROWS):
        y = row[0].y
        indent = int((row[0].x - y / 2 + 1) * 6)
        cells = "".join(f"{_cell_label(position.stack(cell)):<6}" for cell in row)
        lines.append(f"{y + 1}  {' ' * indent}{cells}".rstrip())
    white, black = position.controlled_pieces()
    lines.append(f"   {position.phase}, {position.turn} to move; white {white}, black {black}")
    return "\n".join(lines)
