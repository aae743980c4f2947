"""Judging a try at an exercise ("Learn from your mistakes"): is the player's move as good as
the best, better than the move played in the game, or no better?

One voice with the review.  The position before the move and the positions after the move
played and after the try are searched as the review searches a move (``engine.review.
analysis``: the position, then each move's child one ply shallower, proven margins exact,
from an empty table and within a node budget, so the same try gets the same answer), and
both moves are judged by the review's own ``judge`` against the same ``before``:

* ``AS_GOOD``: the try loses less than ``INACCURACY`` of winning chance against the best (the
  review would call it good), or keeps the position's proven win or draw; the exercise's own
  better move always is;
* ``BETTER``: not that, but it keeps ``INACCURACY`` more chance than the move played, a better
  proven result, or a proven loss by ``MARGIN_GIVEN`` pieces fewer;
* ``NO_BETTER``: otherwise; the move played itself always is.

With the kind come the reply the engine expects to the try, the cells of the mover's stacks
that reply cuts off and their pieces (as ``engine.review.why`` counts them), the reasons the
try loses (``why_flagged``, without the better move it missed, which would give the answer
away) and the line that follows the try (the praise's line).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from engine.ai import Engine, Limits
from engine.ai.timing import nodes_for
from engine.assessment import MoverResult
from engine.board import Cell
from engine.moves import Move
from engine.pieces import stack_owner
from engine.position import Color, Phase, Position
from engine.review.analysis import search_position
from engine.review.judgement import (
    INACCURACY,
    MARGIN_GIVEN,
    MoveClass,
    PlyReview,
    Verdict,
    judge,
)
from engine.review.placements import placement_verdicts
from engine.review.why import Why, WhyKind, why_flagged
from engine.rules import apply, legal_moves
from engine.training import Exercise

# Each of the three searches of a try is worth this many seconds of nodes (``nodes_for``).
TRY_SECONDS = 1.0
_RANK = {MoverResult.LOSS: 0, MoverResult.DRAW: 1, MoverResult.WIN: 2}

Stop = Callable[[], bool]


class TryKind(Enum):
    AS_GOOD = "as good"  # as good as the best: found
    BETTER = "better"  # better than the move played, not good enough
    NO_BETTER = "no better"  # no better than the move played

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class TryJudgement:
    """What the engine says of ``move`` tried at an exercise.

    ``review`` is the try judged as the review judges a move, ``played`` the game's move judged
    by the same searches; ``reply`` the answer the engine expects to the try (None when there
    is none: the try ends the game), ``cut_off`` the cells of the mover's stacks that reply
    cuts off and ``pieces`` their pieces; ``reasons`` why the try loses (empty when it is
    found); ``line`` the try and the moves the engine expects after it.
    """

    kind: TryKind
    move: Move
    review: PlyReview
    played: PlyReview
    reply: Move | None
    cut_off: tuple[Cell, ...]
    pieces: int
    reasons: tuple[Why, ...]
    line: tuple[Move, ...]

    @property
    def found(self) -> bool:
        return self.kind is TryKind.AS_GOOD


def judge_try(
    exercise: Exercise, move: Move, before: Verdict, after_played: Verdict, after_try: Verdict
) -> TryJudgement:
    """The judgement of ``move`` (legal in the exercise's position) from the three verdicts:
    the position before, after the move played, and after ``move``."""
    position = exercise.position
    ply = exercise.ply
    review = judge(ply, move, before, after_try, forced=False)
    played = judge(ply, exercise.played, before, after_played, forced=False)
    kind = _kind(exercise, move, review, played)
    reply, cut_off, pieces = _reply(position, move, after_try, exercise.side)
    reasons: tuple[Why, ...] = ()
    if kind is not TryKind.AS_GOOD:
        found = why_flagged(position, review)
        reasons = tuple(why for why in found if why.kind is not WhyKind.MISSED_CUT)
    line = (move, *after_try.line) if move != before.best or not before.line else before.line
    return TryJudgement(kind, move, review, played, reply, cut_off, pieces, reasons, line)


def _kind(exercise: Exercise, move: Move, review: PlyReview, played: PlyReview) -> TryKind:
    if move == exercise.best:
        return TryKind.AS_GOOD
    if move == exercise.played:
        return TryKind.NO_BETTER
    side = exercise.side
    result_before = review.before.seen_by(side)[2]
    result_try = review.after.seen_by(side)[2]
    result_played = played.after.seen_by(side)[2]
    kept = result_before in (MoverResult.WIN, MoverResult.DRAW) and result_try is result_before
    if review.move_class in (MoveClass.BEST, MoveClass.GOOD) or kept:
        return TryKind.AS_GOOD
    if played.chance_lost - review.chance_lost >= INACCURACY:
        return TryKind.BETTER
    if result_try is not None and result_played is not None:
        if _RANK[result_try] > _RANK[result_played]:
            return TryKind.BETTER
        both_lost = result_try is result_played is MoverResult.LOSS
        if both_lost and review.score_after - played.score_after >= MARGIN_GIVEN:
            return TryKind.BETTER
    return TryKind.NO_BETTER


def _reply(
    position: Position, move: Move, after: Verdict, mover: Color
) -> tuple[Move | None, tuple[Cell, ...], int]:
    """The reply the engine expects after ``move``, the cells of ``mover``'s stacks it cuts
    off and their pieces."""
    child = apply(position, move).after
    reply = after.line[0] if after.line else after.best
    if reply is None or reply not in legal_moves(child):
        return None, (), 0
    removed = [
        (cell, stack) for cell, stack in apply(child, reply).removed if stack_owner(stack) is mover
    ]
    return reply, tuple(cell for cell, _ in removed), sum(len(stack) for _, stack in removed)


def search_try(
    engine: Engine,
    exercise: Exercise,
    move: Move,
    seconds: float = TRY_SECONDS,
    stop: Stop | None = None,
) -> TryJudgement | None:
    """Search the exercise's position, its move played and ``move`` (a legal move there), and
    judge the try; None when ``stop`` turned true.  The engine's table is emptied first, so
    the same try gets the same judgement."""
    position = exercise.position
    if move not in legal_moves(position):
        raise ValueError(f"{move} is not a legal move in the exercise's position")
    if position.phase is Phase.PLACEMENT:
        board_before, board_played = placement_verdicts(position, exercise.played)
        board_tried = placement_verdicts(position, move)[1]
        return judge_try(exercise, move, board_before, board_played, board_tried)
    engine.new_game()
    limits = Limits(nodes=nodes_for(seconds))
    searched = search_position(engine, position, limits, stop)
    if searched is None:
        return None
    before = searched
    after_limits = limits
    if before.depth > 1:  # the review's horizon: each move's child one ply shallower
        after_limits = Limits(depth=before.depth - 1, nodes=limits.nodes)

    def after(played: Move) -> Verdict | None:
        child = apply(position, played).after
        kept = after_limits if child.phase is Phase.MOVEMENT else limits
        return search_position(engine, child, kept, stop)

    after_played = after(exercise.played)
    if after_played is None:
        return None
    after_try = after_played if move == exercise.played else after(move)
    if after_try is None:
        return None
    return judge_try(exercise, move, before, after_played, after_try)


def game_exercises(
    game: str,
    positions: Sequence[Position],
    plies: Iterable[PlyReview],
    sides: Collection[Color] = (Color.WHITE, Color.BLACK),
) -> list[Exercise]:
    """The exercises of a reviewed game named ``game``: each mistake and blunder of ``sides``
    with a better move, oldest first (``positions[i]`` is the position before move i + 1)."""
    found = []
    for ply in sorted(plies, key=lambda p: p.ply):
        if ply.side in sides and 1 <= ply.ply <= len(positions):
            exercise = Exercise.from_review(game, positions[ply.ply - 1], ply)
            if exercise is not None:
                found.append(exercise)
    return found
