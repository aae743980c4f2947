"""The pieces and what is made of them: the two sides (`Color`), the two phases (`Phase`),
the piece letters a stack is written with, how many of each there are, who places what, and
who owns a stack.  `engine.position` builds positions from these and re-exports them."""

from __future__ import annotations

from enum import Enum, IntEnum

from engine.board import CELLS

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
