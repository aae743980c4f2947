"""Whether play can reach a set-up position, and if not, the first reason why, as data.

``why_unreachable(stacks, turn, phase)`` answers ``None`` for a position that play can reach
and otherwise a ``SetupReason``: a ``SetupReasonKind`` with the cell or the numbers it needs.
``Position.from_stacks`` (and so every position read from a file or the clipboard) raises
``NotationError(str(reason))`` on the same answer, so the board editor and the readers refuse
exactly the same positions, for the same reason.  As with a move's reasons
(``engine.reasons``), the words are in one table here, an English template for each kind
(``%1``, ``%2`` for its values) marked for the app's catalogue: ``str(reason)`` fills the
English, the app translates the template and fills it with the same values.

What is checked, in this order (the first that fails is the answer):

1. every piece is W, B or D, and a DVONN piece tops a stack only when it stands alone (it
   never moves by itself), cell by cell;
2. no more than 23 white, 23 black and 3 DVONN pieces;
3. in the placement phase: the board is not full (then placement is over), no stack is
   higher than one piece, the three DVONN pieces came first, Black placed the first white
   or black piece and the players took turns, and the side to move is the one whose
   placement is next;
4. in the movement phase: all three DVONN pieces are on the board, and every stack is linked
   to one of them through a chain of neighbouring stacks.  Empty spaces are fine: moving
   stacks leave them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from engine.board import CELLS, Cell, linked
from engine.pieces import (
    BLACK,
    BLACK_PIECES,
    DVONN,
    DVONN_PIECES,
    PIECES,
    PLACEMENTS,
    WHITE,
    WHITE_PIECES,
    Color,
    Phase,
    placement_piece,
)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for the app's translation catalogue (pylupdate6 finds the calls by this
    name); it is ``text`` unchanged."""
    return text


LIMITS = {WHITE: WHITE_PIECES, BLACK: BLACK_PIECES, DVONN: DVONN_PIECES}


class SetupReasonKind(Enum):
    """The ways a set-up position cannot arise in play (the values each reason fills in)."""

    UNKNOWN_PIECE = "unknown_piece"  # cell, piece
    DVONN_ON_TOP = "dvonn_on_top"  # cell
    TOO_MANY = "too_many"  # piece, count (more than the box holds)
    BOARD_FULL = "board_full"  # placement phase with all 49 spaces taken
    STACK_IN_PLACEMENT = "stack_in_placement"  # cell
    DVONN_FIRST = "dvonn_first"  # a white or black piece before the third DVONN piece
    PLACEMENT_TURNS = "placement_turns"  # white, black: the counts do not alternate
    PLACEMENT_TURN = "placement_turn"  # count (the placement's number), side: to make it
    DVONN_MISSING = "dvonn_missing"  # count: fewer than 3 DVONN pieces in the movement phase
    CUT_OFF = "cut_off"  # cell

    def __str__(self) -> str:
        return self.value


Wording = tuple[str, tuple[object, ...]]  # an English template, the values of its %1, %2


@dataclass(frozen=True, slots=True)
class SetupReason:
    """Why a set-up position cannot arise, with its values (those a kind does not use stay
    unset)."""

    kind: SetupReasonKind
    cell: Cell | None = None
    piece: str = ""
    count: int = 0
    white: int = 0
    black: int = 0
    side: Color | None = None

    def __str__(self) -> str:
        template, values = self.wording()
        for number in range(len(values), 0, -1):
            template = template.replace(f"%{number}", str(values[number - 1]))
        return template

    def wording(self) -> Wording:
        """The English template of this reason, ``%1``, ``%2``… standing for the values that
        follow it: the source text the app's catalogue translates (context "engine")."""
        return _WORDING[self.kind](self)


def _too_many(r: SetupReason) -> Wording:
    if r.piece == WHITE:
        return QT_TRANSLATE_NOOP("engine", "%1 white pieces: there are only 23"), (r.count,)
    if r.piece == BLACK:
        return QT_TRANSLATE_NOOP("engine", "%1 black pieces: there are only 23"), (r.count,)
    return QT_TRANSLATE_NOOP("engine", "%1 DVONN pieces: there are only 3"), (r.count,)


# Each kind's words, the one table: in English for the readers' errors, translated by the app.
_WORDING: dict[SetupReasonKind, Callable[[SetupReason], Wording]] = {
    SetupReasonKind.UNKNOWN_PIECE: lambda r: (
        QT_TRANSLATE_NOOP("engine", "%1: unknown piece %2 (use W, B or D)"),
        (r.cell, repr(r.piece)),
    ),
    SetupReasonKind.DVONN_ON_TOP: lambda r: (
        QT_TRANSLATE_NOOP(
            "engine",
            "%1: a DVONN piece never moves by itself, so it is on top of a stack only when "
            "it stands alone",
        ),
        (r.cell,),
    ),
    SetupReasonKind.TOO_MANY: _too_many,
    SetupReasonKind.BOARD_FULL: lambda r: (
        QT_TRANSLATE_NOOP("engine", "the board is full: placement is over"),
        (),
    ),
    SetupReasonKind.STACK_IN_PLACEMENT: lambda r: (
        QT_TRANSLATE_NOOP("engine", "%1: no stacks are built during placement"),
        (r.cell,),
    ),
    SetupReasonKind.DVONN_FIRST: lambda r: (
        QT_TRANSLATE_NOOP(
            "engine",
            "the three DVONN pieces are placed first: no white or black piece before them",
        ),
        (),
    ),
    SetupReasonKind.PLACEMENT_TURNS: lambda r: (
        QT_TRANSLATE_NOOP(
            "engine",
            "Black places the first white or black piece, then the players take turns: "
            "Black has as many pieces on the board as White or one more, not %2 against %1",
        ),
        (r.white, r.black),
    ),
    SetupReasonKind.PLACEMENT_TURN: lambda r: (
        (
            QT_TRANSLATE_NOOP("engine", "placement %1 is white's to make")
            if r.side is Color.WHITE
            else QT_TRANSLATE_NOOP("engine", "placement %1 is black's to make")
        ),
        (r.count,),
    ),
    SetupReasonKind.DVONN_MISSING: lambda r: (
        QT_TRANSLATE_NOOP(
            "engine", "all three DVONN pieces stay on the board in the movement phase"
        ),
        (),
    ),
    SetupReasonKind.CUT_OFF: lambda r: (
        QT_TRANSLATE_NOOP("engine", "the stack on %1 is cut off from every DVONN piece"),
        (r.cell,),
    ),
}


def why_unreachable(stacks: tuple[str, ...], turn: Color, phase: Phase) -> SetupReason | None:
    """None when play can reach the position of ``stacks`` (one per cell, in cell order,
    bottom to top), ``turn`` to move in ``phase``; else the first reason it cannot."""
    if len(stacks) != len(CELLS):
        raise ValueError(f"a position has {len(CELLS)} cells, not {len(stacks)}")
    counts = {piece: 0 for piece in PIECES}
    for cell, stack in zip(CELLS, stacks, strict=True):
        for piece in stack:
            if piece not in counts:
                return SetupReason(SetupReasonKind.UNKNOWN_PIECE, cell, piece=piece)
            counts[piece] += 1
        if len(stack) > 1 and stack[-1] == DVONN:
            return SetupReason(SetupReasonKind.DVONN_ON_TOP, cell)
    for piece, limit in LIMITS.items():
        if counts[piece] > limit:
            return SetupReason(SetupReasonKind.TOO_MANY, piece=piece, count=counts[piece])
    if phase is Phase.PLACEMENT:
        return _placement(stacks, turn, counts)
    return _movement(stacks, counts[DVONN])


def _placement(stacks: tuple[str, ...], turn: Color, counts: dict[str, int]) -> SetupReason | None:
    made = sum(1 for stack in stacks if stack)
    if made == PLACEMENTS:
        return SetupReason(SetupReasonKind.BOARD_FULL)
    for cell, stack in zip(CELLS, stacks, strict=True):
        if len(stack) > 1:
            return SetupReason(SetupReasonKind.STACK_IN_PLACEMENT, cell)
    white, black, dvonn = counts[WHITE], counts[BLACK], counts[DVONN]
    if dvonn < DVONN_PIECES and white + black:
        return SetupReason(SetupReasonKind.DVONN_FIRST)
    if black - white not in (0, 1):
        return SetupReason(SetupReasonKind.PLACEMENT_TURNS, white=white, black=black)
    to_move = placement_piece(made)[0]
    if turn is not to_move:
        return SetupReason(SetupReasonKind.PLACEMENT_TURN, count=made + 1, side=to_move)
    return None


def _movement(stacks: tuple[str, ...], dvonn_pieces: int) -> SetupReason | None:
    if dvonn_pieces != DVONN_PIECES:
        return SetupReason(SetupReasonKind.DVONN_MISSING, count=dvonn_pieces)
    occupied = {cell for cell, stack in zip(CELLS, stacks, strict=True) if stack}
    kept = linked((cell for cell in occupied if DVONN in stacks[cell]), occupied)
    for cell in CELLS:
        if cell in occupied and cell not in kept:
            return SetupReason(SetupReasonKind.CUT_OFF, cell)
    return None


def placement_turn(stacks: tuple[str, ...]) -> Color:
    """Whose placement is next on a board of single pieces: it follows from how many there
    are (White, Black, White place the DVONN pieces; then Black, White… in turn)."""
    return placement_piece(min(sum(1 for stack in stacks if stack), PLACEMENTS - 1))[0]


def left_to_place(stacks: tuple[str, ...]) -> dict[str, int]:
    """The pieces still to place after those on the board, by letter: each piece's count in
    the box less those placed (never below zero)."""
    return {piece: max(0, limit - "".join(stacks).count(piece)) for piece, limit in LIMITS.items()}
