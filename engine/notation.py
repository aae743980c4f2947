"""Position texts for other programs and people: the CodeCup 2011 string and an ASCII diagram.

The readers (``parse_position``, ``from_codecup``, ``position_from_text``) and our own format
(``position_to_text``, what ``str(position)`` prints) live with ``Position`` in
engine.position, which documents the formats; they are named here too so that this module
offers every position text.
"""

from __future__ import annotations

from engine.board import CELLS
from engine.errors import NotationError
from engine.position import (
    CODECUP_DIGITS,
    DVONN,
    ROWS,
    Phase,
    Position,
    from_codecup,
    parse_position,
    position_from_text,
    position_to_text,
    stack_code,
    stack_owner,
)

__all__ = [
    "CODECUP_DIGITS",
    "ascii_board",
    "from_codecup",
    "parse_position",
    "position_from_text",
    "position_to_text",
    "to_codecup",
]


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
