"""A search result in the player's terms: ``assess`` turns the side to move's estimate and
proven bounds (the core's score scale, ``engine.ai.scores``) into an ``Assessment``.

Every place that shows what the search found goes through here (``SearchInfo.assessment``, the
shell's ``analyze``, the app's analysis and review), so an internal score — a proof's
``WIN + 100·margin`` — never reaches a player.
"""

from __future__ import annotations

from engine.ai.scores import INFINITE_SCORE, WIN, margin_of
from engine.assessment import Assessment, Standing
from engine.position import Color


def assess(
    turn: Color, score: int, lower: int = -INFINITE_SCORE, upper: int = INFINITE_SCORE
) -> Assessment:
    """The assessment of a search for ``turn``: ``score`` its estimate (hundredths of a piece,
    or a finished game's score), ``lower``/``upper`` the proven bounds on the final result.

    A proven result wins over the estimate: an exact margin ("White wins by 3"), a least one
    ("wins by at least 3"), only the result ("White wins", "Draw"), or only that a side
    cannot lose.  Otherwise the estimate, in tenths of a piece ("White +1.3", "Even"); an
    estimate that is a finished game's score without a proof (a line to the end that the
    search found but did not prove) counts as a lead of its margin.
    """
    if lower >= WIN or upper <= -WIN:
        winner = turn if lower >= WIN else turn.other
        if lower == upper:
            return Assessment(Standing.WINS, winner, abs(margin_of(lower)))
        least = margin_of(lower) if lower >= WIN else -margin_of(upper)
        if least >= 2:
            return Assessment(Standing.WINS_BY_AT_LEAST, winner, least)
        return Assessment(Standing.WINS, winner)
    if lower >= 0 and upper <= 0:
        return Assessment(Standing.DRAW)
    if lower >= 0:
        return Assessment(Standing.CANNOT_LOSE, turn)
    if upper <= 0:
        return Assessment(Standing.CANNOT_LOSE, turn.other)
    return estimate(turn, score)


def estimate(turn: Color, score: int) -> Assessment:
    """An unproven score for ``turn`` (hundredths of a piece) as a lead in tenths."""
    tenths = 10 * margin_of(score) if abs(score) >= WIN else _tenths(score)
    if tenths == 0:
        return Assessment(Standing.EVEN)
    leader = turn if tenths > 0 else turn.other
    return Assessment(Standing.LEADS, leader, abs(tenths))


def estimate_pieces(turn: Color, pieces: float) -> Assessment:
    """An unproven score for ``turn`` in pieces (a review's verdict) as a lead in tenths."""
    return estimate(turn, round(pieces * 100))


def _tenths(hundredths: int) -> int:
    """Hundredths rounded to tenths, halves away from zero (so -0.05 and +0.05 are alike)."""
    sign = -1 if hundredths < 0 else 1
    return sign * ((abs(hundredths) + 5) // 10)
