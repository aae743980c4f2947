"""'You played like a ~R player': what the review pane says of a person's play in one game
against the computer, in English and in French."""

from __future__ import annotations

import math
from dataclasses import dataclass

from app.played_like import floor_of, played_like, played_like_text
from engine.ai.game_rating import Shown, game_model
from engine.ai.levels import levels
from engine.board import Cell
from engine.moves import Move
from engine.position import Color
from engine.review.judgement import MoveClass

JUMP, PLACE = Move.parse("C3D3"), Move.place(Cell.parse("E3"))
TYPICAL = (0.0, 0.5, 1.5, 3.0, 5.5, 9.0)  # a loss in each of the model's bins


@dataclass(frozen=True)
class Judged:
    """A move as the review judged it (the fields the rating reads of a PlyReview)."""

    side: Color
    move: Move
    loss: float
    move_class: MoveClass


def moves_like(rating: float, count: int, side: Color = Color.WHITE) -> list[Judged]:
    """``count`` unforced movement moves in the proportions the model gives ``rating``, none
    flagged (the class does not enter the estimate, only the floor)."""
    chances = [math.exp(c) for c in game_model().log_chances(rating)]
    counts = [round(c * count) for c in chances]
    return [
        Judged(side, JUMP, TYPICAL[k], MoveClass.BEST if k == 0 else MoveClass.GOOD)
        for k, n in enumerate(counts)
        for _ in range(n)
    ]


def level_rating(number: int) -> int:
    rating = levels()[number - 1].rating
    assert rating is not None
    return rating


def test_only_unforced_movement_moves_of_the_player_count() -> None:
    plies = moves_like(2000, 400)
    alone = played_like(plies, Color.WHITE)
    assert alone.shown is Shown.RATED and alone.estimate is not None
    noise = [Judged(Color.WHITE, PLACE, 9.0, MoveClass.GOOD) for _ in range(50)]
    noise += [Judged(Color.WHITE, JUMP, 9.0, MoveClass.FORCED) for _ in range(50)]
    noise += [Judged(Color.BLACK, JUMP, 9.0, MoveClass.GOOD) for _ in range(50)]
    mixed = played_like(plies + noise, Color.WHITE)
    assert mixed == alone
    black = played_like(plies + noise, Color.BLACK)
    assert black.estimate is not None and black.estimate.moves == 50
    assert black.shown is Shown.NOT_ENOUGH


def test_the_floor_needs_a_win_without_a_flagged_move() -> None:
    clean = moves_like(1500, 16)
    floor = floor_of(clean, Color.WHITE, 3, won=True)
    assert floor is not None and (floor.level, floor.rating) == (3, level_rating(3))
    assert floor_of(clean, Color.WHITE, 3, won=False) is None
    for flag in (MoveClass.INACCURACY, MoveClass.MISTAKE, MoveClass.BLUNDER):
        flagged = [*clean, Judged(Color.WHITE, PLACE, 0.2, flag)]  # a placement counts too
        assert floor_of(flagged, Color.WHITE, 3, won=True) is None
    # The opponent's flagged moves are theirs.
    theirs = [*clean, Judged(Color.BLACK, JUMP, 8.0, MoveClass.BLUNDER)]
    assert floor_of(theirs, Color.WHITE, 3, won=True) is not None
    assert floor_of(clean, Color.WHITE, 99, won=True) is None  # no such level


def test_beating_level_1_cleanly_is_never_rated_below_it() -> None:
    # The report: level 1 beaten 23-3 without a flagged move, told "about 950 (600-1500)".
    # Sixteen moves whose losses alone point low: a rating below level 1 would be wrong.
    plies = moves_like(900, 16)
    shown = played_like(plies, Color.WHITE, level=1, won=True)
    assert shown.shown is Shown.AT_LEAST and shown.rating == level_rating(1)
    assert played_like(plies, Color.WHITE, level=1, won=False).shown is Shown.NOT_ENOUGH
    assert played_like(plies, Color.WHITE).shown is Shown.NOT_ENOUGH


def test_the_sentences_in_english() -> None:
    rated = played_like(moves_like(1500, 400), Color.WHITE)
    assert rated.shown is Shown.RATED
    assert played_like_text(rated) == (
        f"played like a player rated about {rated.rating} ({rated.low}–{rated.high}, "
        "where Boardspace's Dumbot is 1500)"
    )
    floor = played_like(moves_like(1500, 16), Color.WHITE, level=5, won=True)
    assert played_like_text(floor) == (
        f"played at least like a player rated about {level_rating(5)} (level 5's rating: "
        "beaten without an inaccuracy, a mistake or a blunder)"
    )
    little = played_like(moves_like(1500, 16), Color.WHITE, level=5, won=False)
    assert played_like_text(little) == "not enough to go on for a rating from this game alone"


def test_the_sentences_in_french(french: object) -> None:
    rated = played_like(moves_like(1500, 400), Color.WHITE)
    assert played_like_text(rated) == (
        f"a joué comme un joueur classé environ {rated.rating} ({rated.low}–{rated.high}, "
        "où Dumbot de Boardspace vaut 1500)"
    )
    floor = played_like(moves_like(1500, 16), Color.WHITE, level=5, won=True)
    assert played_like_text(floor) == (
        f"a joué au moins comme un joueur classé environ {level_rating(5)} (le classement du "
        "niveau 5 : battu sans imprécision, erreur ni gaffe)"
    )
    little = played_like(moves_like(1500, 16), Color.WHITE)
    assert played_like_text(little) == (
        "pas assez d'indices dans cette seule partie pour un classement"
    )
