"""Position texts for other programs and people, each in both directions: the CodeCup 2011
string (``to_codecup``, ``from_codecup``), a text in either that or our own format
(``parse_position``; our own format is ``Position``'s: ``str(position)`` and
``Position.parse``), and an ASCII diagram (``ascii_board``).

The CodeCup 2011 string keeps only what matters for play (height, owner, DVONN inside), so it
cannot hold the colours inside a stack; reading one fills the inner pieces so that the piece
counts stay valid.
"""

from __future__ import annotations

from engine.board import CELLS
from engine.errors import NotationError
from engine.pieces import (
    BLACK,
    BLACK_PIECES,
    DVONN,
    DVONN_PIECES,
    WHITE,
    WHITE_PIECES,
    stack_code,
    stack_owner,
)
from engine.position import ROWS, Color, Phase, Position

CODECUP_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
CODECUP_LENGTH = 1 + len(CELLS)


# --- CodeCup string (read by Position.parse) --------------------------------------------


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


# --- reading: CodeCup strings, and either format ---------------------------------------------


def parse_position(text: str) -> Position:
    """Read either a CodeCup string or our own format, whichever ``text`` is."""
    stripped = text.strip()
    if "/" in stripped:
        return Position.parse(stripped)
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
