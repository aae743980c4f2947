""" "You played like a ~1450 player this game": a person's rating on the human scale from a
game's review against the computer.

The review's losses per unforced movement move go through ``HumanScale.game_rating``, the
fit of move quality to rating over real players (``scripts/human_scale.py``); a game with
too few such moves gets no estimate.  The review's passes search deeper than the scale's
fixed budget, so the figure is approximate (docs/human-scale.md).
"""

from __future__ import annotations

from collections.abc import Sequence

from PyQt6.QtCore import QCoreApplication

from app.i18n import fill
from engine.ai.human_scale import GameRating, human_scale
from engine.position import Color
from engine.review.judgement import MoveClass, PlyReview


def played_like(plies: Sequence[PlyReview], color: Color) -> GameRating | None:
    """The rating ``color``'s unforced movement moves in ``plies`` suggest, or None."""
    losses = [
        p.loss
        for p in plies
        if p.side is color and p.move_class is not MoveClass.FORCED and p.move.source is not None
    ]
    return human_scale().game_rating(losses)


def played_like_text(rating: GameRating) -> str:
    """The sentence for a person: "played like a player rated about 1450 (1300–1600)"."""
    return fill(
        QCoreApplication.translate(
            "PlayedLike",
            "played like a player rated about %1 (%2–%3, where Boardspace's Dumbot is 1500)",
        ),
        rating.rating,
        rating.low,
        rating.high,
    )
