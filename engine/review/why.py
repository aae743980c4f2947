"""Why a flagged move was a mistake, in words a player reads: reasons as data.

``why_flagged(position, ply)`` looks at a judged move (``PlyReview``) in the position it was
played in and gives the reasons it lost, most telling first, each a ``Why``: a ``WhyKind``
and its values (sides, cells, moves, counts of pieces), read from the rules and the review's
own lines, never from a search of its own:

* ``REPLY_CUTS``: the opponent's best reply (the first move of the review's line after the
  move) cuts off ``pieces`` of the mover's, in ``stacks`` stacks;
* ``SELF_CUT``: the move itself cuts off ``pieces`` of the mover's own;
* ``DVONN_TAKEN``: a stack of the mover's holding a DVONN piece (followed as the move carries
  it) is the opponent's once the reply (``move``, by ``side``) has jumped onto it, at its
  ``cell`` then (a move never hands one over itself: its own piece ends on top);
* ``STRANDED``: a stack of the mover's that could move before is left with no move once the
  reply is played (its ``cell`` and height, ``pieces``);
* ``MISSED_CUT``: the better move would have cut off ``pieces`` of the opponent's, more than
  the move played did;
* ``PROVEN_LOSS``: after the move the mover loses with best play, by ``pieces`` (0 where
  only the result is proven).

Their words are in one table here, as ``engine.reasons`` words why a move is illegal: an
English template per kind (one for a single piece, one for more: ``%1``… for the values),
marked for the app's catalogue (context "engine"); ``str(why)`` fills the English and the app
translates the same template (``Why.wording``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from engine.assessment import MoverResult
from engine.board import Cell
from engine.moves import Move
from engine.pieces import DVONN, stack_owner
from engine.position import Color, Phase, Position
from engine.reasons import QT_TRANSLATE_NOOP, Wording
from engine.review.judgement import PlyReview
from engine.rules import Transition, apply, legal_moves


class WhyKind(Enum):
    PROVEN_LOSS = "proven_loss"  # pieces: the margin of the loss
    REPLY_CUTS = "reply_cuts"  # side (the opponent), move (its reply), pieces, stacks
    SELF_CUT = "self_cut"  # pieces (the mover's own)
    DVONN_TAKEN = "dvonn_taken"  # side (the opponent), move (its reply), cell (where it lands)
    STRANDED = "stranded"  # cell, pieces (the stack's height)
    MISSED_CUT = "missed_cut"  # move (the better one), side (the opponent), pieces

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Why:
    """One reason a move lost, with its values (those its kind does not use stay unset)."""

    kind: WhyKind
    pieces: int = 0
    side: Color | None = None
    move: Move | None = None
    cell: Cell | None = None
    stacks: int = 0  # how many stacks the pieces are in, where it matters (REPLY_CUTS)

    def __str__(self) -> str:
        template, values = self.wording()
        for number in range(len(values), 0, -1):
            template = template.replace(f"%{number}", str(values[number - 1]))
        return template

    def wording(self) -> Wording:
        """The English template of this reason and its values (``%1``…): the source text
        the app's catalogue translates (context "engine")."""
        return _WORDING[self.kind](self)


def _by_count(one: str, more: str) -> Callable[[Why], str]:
    return lambda why: one if why.pieces == 1 else more


# Each kind's words, the one table (one template for a single piece, one for more).
_PROVEN_BY = _by_count(
    QT_TRANSLATE_NOOP("engine", "A proven loss by 1 piece: every reply loses."),
    QT_TRANSLATE_NOOP("engine", "A proven loss by %1 pieces: every reply loses."),
)


def _proven(why: Why) -> str:
    if why.pieces:
        return _PROVEN_BY(why)
    return QT_TRANSLATE_NOOP("engine", "A proven loss: every reply loses.")  # margin not known


_REPLY_WHITE = _by_count(
    QT_TRANSLATE_NOOP("engine", "After this, White plays %1 and cuts off 1 of your pieces."),
    QT_TRANSLATE_NOOP("engine", "After this, White plays %1 and cuts off %2 of your pieces."),
)
_REPLY_BLACK = _by_count(
    QT_TRANSLATE_NOOP("engine", "After this, Black plays %1 and cuts off 1 of your pieces."),
    QT_TRANSLATE_NOOP("engine", "After this, Black plays %1 and cuts off %2 of your pieces."),
)
_REPLY_STACKS_WHITE = QT_TRANSLATE_NOOP(
    "engine", "After this, White plays %1 and cuts off %3 of your stacks (%2 pieces)."
)
_REPLY_STACKS_BLACK = QT_TRANSLATE_NOOP(
    "engine", "After this, Black plays %1 and cuts off %3 of your stacks (%2 pieces)."
)


def _reply_cuts(why: Why) -> Wording:
    """The reply and what it cuts off: the pieces, and the stacks when there are several."""
    white = why.side is Color.WHITE
    if why.stacks > 1:
        template = _REPLY_STACKS_WHITE if white else _REPLY_STACKS_BLACK
        return template, (why.move, why.pieces, why.stacks)
    return (_REPLY_WHITE if white else _REPLY_BLACK)(why), (why.move, why.pieces)


_SELF = _by_count(
    QT_TRANSLATE_NOOP("engine", "This cuts off 1 of your own pieces."),
    QT_TRANSLATE_NOOP("engine", "This cuts off %1 of your own pieces."),
)
_TAKEN_WHITE = QT_TRANSLATE_NOOP(
    "engine", "After this, White plays %1 and takes your stack with a DVONN piece on %2."
)
_TAKEN_BLACK = QT_TRANSLATE_NOOP(
    "engine", "After this, Black plays %1 and takes your stack with a DVONN piece on %2."
)
_STRANDED = _by_count(
    QT_TRANSLATE_NOOP("engine", "This leaves your piece on %1 with no move."),
    QT_TRANSLATE_NOOP("engine", "This leaves your stack of %2 on %1 with no move."),
)
_MISSED_WHITE = _by_count(
    QT_TRANSLATE_NOOP("engine", "%1 would have cut off 1 of White's pieces."),
    QT_TRANSLATE_NOOP("engine", "%1 would have cut off %2 of White's pieces."),
)
_MISSED_BLACK = _by_count(
    QT_TRANSLATE_NOOP("engine", "%1 would have cut off 1 of Black's pieces."),
    QT_TRANSLATE_NOOP("engine", "%1 would have cut off %2 of Black's pieces."),
)

_WORDING: dict[WhyKind, Callable[[Why], Wording]] = {
    WhyKind.PROVEN_LOSS: lambda w: (_proven(w), (w.pieces,) if w.pieces else ()),
    WhyKind.REPLY_CUTS: _reply_cuts,
    WhyKind.SELF_CUT: lambda w: (_SELF(w), (w.pieces,)),
    WhyKind.DVONN_TAKEN: lambda w: (
        _TAKEN_WHITE if w.side is Color.WHITE else _TAKEN_BLACK,
        (w.move, w.cell),
    ),
    WhyKind.STRANDED: lambda w: (_STRANDED(w), (w.cell, w.pieces)),
    WhyKind.MISSED_CUT: lambda w: (
        (_MISSED_WHITE if w.side is Color.WHITE else _MISSED_BLACK)(w),
        (w.move, w.pieces),
    ),
}


def _cut_from(transition: Transition, color: Color) -> int:
    """The pieces of the stacks ``color`` controlled that ``transition`` cut off."""
    return sum(len(stack) for _, stack in transition.removed if stack_owner(stack) is color)


def _stacks_cut(transition: Transition, color: Color) -> int:
    """How many of the stacks ``color`` controlled ``transition`` cut off."""
    return sum(1 for _, stack in transition.removed if stack_owner(stack) is color)


def _carried(cell: Cell, move: Move) -> Cell:
    """Where the stack on ``cell`` stands after ``move`` (a stack that moves takes all its
    pieces, a DVONN piece among them, from the move's source to its target)."""
    return move.target if move.source == cell and move.target is not None else cell


def _movable(position: Position, color: Color) -> set[Cell]:
    """The cells of ``color``'s stacks that have a move (its turn or not)."""
    if position.turn is not color:
        position = Position(position.stacks, color, position.phase)
    return {m.source for m in legal_moves(position) if m.source is not None}


def why_flagged(position: Position, ply: PlyReview) -> tuple[Why, ...]:
    """Why ``ply`` (a judged move, played in ``position``) lost, most telling first (what
    happens on the board, then the proven result, which the review says anyway); none for a
    placement (its loss is the board it makes, said by its chance)."""
    if position.phase is Phase.PLACEMENT or ply.move.is_pass:
        return ()
    mover = ply.side
    found: list[Why] = []
    played = apply(position, ply.move)
    reply = ply.after.line[0] if ply.after.line else None
    answered = played.after
    if reply is not None and reply in legal_moves(played.after):
        answer = apply(played.after, reply)
        answered = answer.after
        cut = _cut_from(answer, mover)
        if cut:
            stacks = _stacks_cut(answer, mover)
            found.append(Why(WhyKind.REPLY_CUTS, cut, mover.other, reply, stacks=stacks))
    else:
        reply = None
    own = _cut_from(played, mover)
    if own:
        found.append(Why(WhyKind.SELF_CUT, pieces=own))
    if reply is not None:  # a stack holding a DVONN piece, the mover's before, the opponent's now
        for cell, stack in position.occupied():
            if DVONN in stack and stack_owner(stack) is mover:
                now = _carried(_carried(cell, ply.move), reply)
                if stack_owner(answered.stack(now)) is mover.other:
                    found.append(Why(WhyKind.DVONN_TAKEN, side=mover.other, move=reply, cell=now))
                    break  # one reply takes one stack
    stuck = (_movable(position, mover) - {ply.move.source}) - _movable(answered, mover)
    stuck = {cell for cell in stuck if stack_owner(answered.stack(cell)) is mover}
    if stuck:
        cell = max(stuck, key=lambda c: (len(answered.stack(c)), -int(c)))
        found.append(Why(WhyKind.STRANDED, pieces=len(answered.stack(cell)), cell=cell))
    better = ply.best
    if better is not None and better != ply.move and better in legal_moves(position):
        missed = _cut_from(apply(position, better), mover.other)
        if missed > _cut_from(played, mover.other):
            found.append(Why(WhyKind.MISSED_CUT, pieces=missed, side=mover.other, move=better))
    if ply.after.seen_by(mover)[2] is MoverResult.LOSS:  # the margin where known (else 0)
        found.append(Why(WhyKind.PROVEN_LOSS, pieces=abs(ply.after.margin or 0)))
    return tuple(found)
