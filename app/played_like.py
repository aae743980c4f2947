""" "You played like a ~1450 player this game": a person's rating on the human scale from a
game's review against the computer, or a plain "not enough to go on".

The review's losses per unforced movement move go through ``engine.ai.game_rating`` (a
per-move model fitted on real players, with a real 95 % interval); the rating is shown only
when the interval reaches at most ±250, which one game seldom gives (docs/review.md, "A rating
that means something").  A game won against a computer level without a flagged move is never
rated below that level's rating: "at least about R".  The review's passes search deeper than
the model's fixed budget, so the figure is approximate.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PyQt6.QtCore import QCoreApplication

from app.i18n import fill
from engine.ai.game_rating import Floor, PlayedLike, Shown, game_model, shown_rating
from engine.ai.levels import levels
from engine.moves import Move
from engine.position import Color
from engine.review.judgement import MoveClass


class Judged(Protocol):
    """What the rating reads of a judged move (``engine.review.judgement.PlyReview``)."""

    @property
    def side(self) -> Color: ...
    @property
    def move(self) -> Move: ...
    @property
    def loss(self) -> float: ...
    @property
    def move_class(self) -> MoveClass: ...


def floor_of(plies: Sequence[Judged], color: Color, level: int, won: bool) -> Floor | None:
    """The floor a game gives ``color``: level ``level``'s rating when ``color`` beat it without
    a flagged move (an inaccuracy, a mistake or a blunder, placements included); else None."""
    if not won or any(p.side is color and p.move_class.flagged for p in plies):
        return None
    rated = next((lv for lv in levels() if lv.number == level), None)
    if rated is None or rated.rating is None:
        return None
    return Floor(level, rated.rating)


def played_like(
    plies: Sequence[Judged], color: Color, level: int | None = None, won: bool = False
) -> PlayedLike:
    """What ``color``'s unforced movement moves in ``plies`` say of their rating, in a game
    against computer level ``level`` (None: not against the computer) that they ``won`` or
    not."""
    losses = [
        p.loss
        for p in plies
        if p.side is color and p.move_class is not MoveClass.FORCED and p.move.source is not None
    ]
    floor = None if level is None else floor_of(plies, color, level, won)
    return shown_rating(game_model().estimate(losses), floor)


def played_like_text(shown: PlayedLike) -> str:
    """The sentence for a person: "played like a player rated about 1450 (1300–1600, …)", "played
    at least like a player rated about 1315 (level 1's rating…)" or "not enough to go on…"."""
    translate = QCoreApplication.translate
    if shown.shown is Shown.RATED:
        return fill(
            translate(
                "PlayedLike",
                "played like a player rated about %1 (%2–%3, where Boardspace's Dumbot is 1500)",
            ),
            shown.rating,
            shown.low,
            shown.high,
        )
    if shown.shown is Shown.AT_LEAST:
        return fill(
            translate(
                "PlayedLike",
                "played at least like a player rated about %1 (level %2's rating: beaten "
                "without an inaccuracy, a mistake or a blunder)",
            ),
            shown.rating,
            shown.level,
        )
    return translate("PlayedLike", "not enough to go on for a rating from this game alone")
