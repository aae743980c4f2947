"""Judging the moves of a game from the searched positions: scores, winning chances, classes.

Everything here is pure: a ``Verdict`` per position (what the search said about it) goes in,
a ``PlyReview`` per move and a ``SideSummary`` per player come out.  The search itself lives
in ``engine.review.analysis``; the same functions judge a review loaded from a record.

Winning chance: the expected points (1 win, ½ draw) for the side to move, from the score by
the curves fitted to real results stage by stage (``engine.review.chances``, docs/review.md).
A proven result is exact: 1, ½ or 0.  A move is judged like for like: the chances before and
after it come from the curve of the position it was played in.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from engine.ai.verdicts import estimate_pieces
from engine.assessment import Assessment, MoverResult, Standing
from engine.moves import Move
from engine.position import Color
from engine.review.chances import Situation, chance_model

# A drop in winning chance of at least this much is an inaccuracy, a mistake, a blunder.
INACCURACY, MISTAKE, BLUNDER = 0.1, 0.2, 0.3
# A move that keeps a proven win but by this many pieces fewer is an inaccuracy at least.
MARGIN_GIVEN = 10


class MoveClass(Enum):
    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"
    FORCED = "forced"

    def __str__(self) -> str:
        return self.value

    @property
    def flagged(self) -> bool:
        """An inaccuracy, a mistake or a blunder: the moves "next mistake" visits."""
        return self in (MoveClass.INACCURACY, MoveClass.MISTAKE, MoveClass.BLUNDER)

    @property
    def symbol(self) -> str:
        """The annotation symbol of chess notation: ?!, ? and ??; empty for the others."""
        return _SYMBOLS.get(self, "")


_SYMBOLS = {MoveClass.INACCURACY: "?!", MoveClass.MISTAKE: "?", MoveClass.BLUNDER: "??"}


@dataclass(frozen=True, slots=True)
class Proven:
    """A proven final result: ``winner`` None is a draw; ``margin`` None when not exact."""

    winner: Color | None
    margin: int | None = None

    def __str__(self) -> str:
        if self.winner is None:
            return "Draw"
        name = self.winner.name.capitalize()
        return f"{name} wins by {self.margin}" if self.margin else f"{name} wins"


@dataclass(frozen=True, slots=True)
class Verdict:
    """What a search said about one position, from the side to move's point of view.

    ``score`` is the expected final margin in pieces (for a proven result, its margin, or the
    least margin proven).  ``best`` is None where nobody can move (the game is over).
    ``situation`` is what its winning chance depends on besides the score (how far the game
    is, who moves, the board's static features: ``engine.review.chances``).
    """

    turn: Color
    situation: Situation
    score: float
    result: MoverResult | None = None
    margin: int | None = None
    best: Move | None = None
    line: tuple[Move, ...] = ()
    depth: int = 0

    @property
    def chance(self) -> float:
        """The side to move's winning chance (expected points)."""
        return self.chance_at(self)

    def chance_at(self, other: Verdict) -> float:
        """The side to move's winning chance from ``other`` (a move's "after"), weighed like
        this verdict: a proven result is exact; a board of the placement is judged on its own
        situation, as every candidate board was; a searched position's score is read on this
        position's curve (the search's horizon and mover are this position's)."""
        if other.result is not None:
            points = _POINTS[other.result]
            return points if other.turn is self.turn else 1.0 - points
        white_score = other.score if other.turn is Color.WHITE else -other.score
        situation = other.situation if other.situation.placing else self.situation
        chance = chance_model().white_chance(situation, white_score)
        return chance if self.turn is Color.WHITE else 1.0 - chance

    def white_score(self) -> float:
        return self.score if self.turn is Color.WHITE else -self.score

    def white_chance(self) -> float:
        return self.chance if self.turn is Color.WHITE else 1.0 - self.chance

    def assessment(self) -> Assessment:
        """The verdict as people read it (``engine.assessment``): the proven result, else the
        estimate in tenths of a piece (a board of the placement, judged without a count of
        pieces: the side favoured and its winning chance)."""
        if self.result is None:
            if self.situation.placing:
                return favoured(self.white_chance())
            return estimate_pieces(self.turn, self.score)
        if self.result is MoverResult.DRAW:
            return Assessment(Standing.DRAW)
        winner = self.turn if self.result is MoverResult.WIN else self.turn.other
        return Assessment(Standing.WINS, winner, abs(self.margin or 0))

    def proven(self) -> Proven | None:
        if self.result is None:
            return None
        if self.result is MoverResult.DRAW:
            return Proven(None)
        winner = self.turn if self.result is MoverResult.WIN else self.turn.other
        return Proven(winner, abs(self.margin) if self.margin is not None else None)

    def seen_by(self, color: Color) -> tuple[float, float, MoverResult | None]:
        """(score, chance, result) from ``color``'s point of view."""
        if color is self.turn:
            return self.score, self.chance, self.result
        flipped = {
            MoverResult.WIN: MoverResult.LOSS,
            MoverResult.LOSS: MoverResult.WIN,
            MoverResult.DRAW: MoverResult.DRAW,
        }
        other = flipped[self.result] if self.result is not None else None
        return -self.score, 1.0 - self.chance, other


_POINTS = {MoverResult.WIN: 1.0, MoverResult.DRAW: 0.5, MoverResult.LOSS: 0.0}


def favoured(white_chance: float) -> Assessment:
    """The side a winning chance favours, with its chance in whole percent (even at 50 %)."""
    percent = round(100 * max(white_chance, 1.0 - white_chance))
    if percent <= 50:
        return Assessment(Standing.EVEN)
    side = Color.WHITE if white_chance > 0.5 else Color.BLACK
    return Assessment(Standing.FAVOURED, side, min(99, percent))


@dataclass(frozen=True, slots=True)
class PlyReview:
    """One move judged.  Scores in pieces from the mover's view; loss and chance_lost ≥ 0."""

    ply: int  # 1 for the first move of the record
    side: Color
    move: Move
    before: Verdict  # the position the move was played in
    after: Verdict  # the position it led to
    score_before: float
    score_after: float
    loss: float
    chance_lost: float
    move_class: MoveClass

    @property
    def best(self) -> Move | None:
        return self.before.best

    @property
    def best_line(self) -> tuple[Move, ...]:
        return self.before.line

    @property
    def wins_by_fewer(self) -> int | None:
        """The pieces of a proven win's margin this move gave away, when it kept the win
        (None when it did not keep a proven win, or the margins are not both exact)."""
        before = self.before.seen_by(self.side)[2]
        after = self.after.seen_by(self.side)[2]
        if before is not after or after is not MoverResult.WIN:
            return None
        if self.before.margin is None or self.after.margin is None:
            return None
        return round(self.loss)


def judge(ply: int, move: Move, before: Verdict, after: Verdict, forced: bool) -> PlyReview:
    """The review of ``move`` played in a position judged ``before``, leading to ``after``."""
    side = before.turn
    score_before, chance_before, result_before = before.seen_by(side)
    score_after, _, result_after = after.seen_by(side)
    chance_after = before.chance_at(after)  # on the curve of the position it was played in
    if forced or move == before.best:
        loss, lost = 0.0, 0.0
    else:
        loss = max(0.0, score_before - score_after)
        lost = max(0.0, chance_before - chance_after)
    if forced:
        move_class = MoveClass.FORCED
    elif move == before.best:
        move_class = MoveClass.BEST
    elif _throws_away(result_before, result_after) or lost >= BLUNDER:
        move_class = MoveClass.BLUNDER
    elif lost >= MISTAKE:
        move_class = MoveClass.MISTAKE
    elif lost >= INACCURACY or _gives_away_margin(result_before, result_after, loss):
        move_class = MoveClass.INACCURACY
    else:
        move_class = MoveClass.GOOD
    return PlyReview(
        ply, side, move, before, after, score_before, score_after, loss, lost, move_class
    )


def _gives_away_margin(before: MoverResult | None, after: MoverResult | None, loss: float) -> bool:
    """A proven win kept, by ``MARGIN_GIVEN`` pieces or more fewer: an inaccuracy at least."""
    return before is after is MoverResult.WIN and loss >= MARGIN_GIVEN


def _throws_away(before: MoverResult | None, after: MoverResult | None) -> bool:
    """A proven win turned into a proven draw or loss, or a proven draw into a loss."""
    if before is MoverResult.WIN:
        return after in (MoverResult.DRAW, MoverResult.LOSS)
    return before is MoverResult.DRAW and after is MoverResult.LOSS


@dataclass(frozen=True, slots=True)
class SideSummary:
    """Accuracy: 100 × the mean winning chance kept per unforced move (100 with none).
    ``lost_unexplained``: the side lost a game played to its end, and the review found no
    mistake or blunder of its own: it cannot say where the game was lost (lost gradually, or
    beyond what it searched), and says so instead of praising an accuracy."""

    accuracy: float
    inaccuracies: int
    mistakes: int
    blunders: int
    lost_unexplained: bool = False


def summarise(plies: list[PlyReview], side: Color, loser: Color | None = None) -> SideSummary:
    """``side``'s summary; ``loser`` is the side that lost the game, if it was decided."""
    own = [p for p in plies if p.side is side and p.move_class is not MoveClass.FORCED]
    kept = [1.0 - p.chance_lost for p in own]
    accuracy = 100.0 * sum(kept) / len(kept) if kept else 100.0

    def count(move_class: MoveClass) -> int:
        return sum(1 for p in own if p.move_class is move_class)

    mistakes, blunders = count(MoveClass.MISTAKE), count(MoveClass.BLUNDER)
    return SideSummary(
        accuracy,
        count(MoveClass.INACCURACY),
        mistakes,
        blunders,
        side is loser and mistakes + blunders == 0,
    )
