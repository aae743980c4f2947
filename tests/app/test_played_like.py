"""'You played like a ~R player': a person's rating from one game's review."""

from __future__ import annotations

from app.played_like import played_like, played_like_text
from engine.ai.human_scale import ENOUGH_MOVES, human_scale
from engine.board import Cell
from engine.moves import Move
from engine.position import Color
from engine.review.judgement import PlyReview, Verdict, judge


def reviewed(loss: float, move: Move, forced: bool = False, side: Color = Color.WHITE) -> PlyReview:
    """A move of ``side`` that loses ``loss`` pieces (the best move was another one)."""
    before = Verdict(side, 0.0, best=Move.parse("A1B1") if move != Move.parse("A1B1") else None)
    after = Verdict(side.other, loss)  # the opponent's view: it gained what the mover lost
    return judge(60, move, before, after, forced)


def test_enough_unforced_movement_moves_give_a_rating_with_a_range() -> None:
    jump = Move.parse("C3D3")
    plies = [reviewed(1.0 + (i % 3) * 0.5, jump) for i in range(ENOUGH_MOVES)]
    rating = played_like(plies, Color.WHITE)
    assert rating is not None and rating.moves == ENOUGH_MOVES
    assert rating.low <= rating.rating <= rating.high and rating.low < rating.high
    expected = human_scale().rating_of(1.5)
    assert abs(rating.rating - expected) <= 25  # rounded to 50 points
    worse = played_like([reviewed(3.0, jump) for _ in range(ENOUGH_MOVES)], Color.WHITE)
    assert worse is not None and worse.rating < rating.rating


def test_too_few_moves_placements_forced_moves_and_the_other_side_do_not_count() -> None:
    jump = Move.parse("C3D3")
    plies = [reviewed(1.0, jump) for _ in range(ENOUGH_MOVES - 1)]
    plies += [reviewed(1.0, Move.place(Cell.parse("E3")))]  # a placement
    plies += [reviewed(1.0, jump, forced=True)]
    plies += [reviewed(1.0, jump, side=Color.BLACK) for _ in range(ENOUGH_MOVES)]
    assert played_like(plies, Color.WHITE) is None
    assert played_like(plies, Color.BLACK) is not None


def test_the_sentence_gives_the_rating_and_its_range() -> None:
    jump = Move.parse("C3D3")
    rating = played_like([reviewed(1.0 + i % 2, jump) for i in range(20)], Color.WHITE)
    assert rating is not None
    text = played_like_text(rating)
    assert text.startswith("played like a player rated about ")
    assert f"{rating.rating} ({rating.low}–{rating.high}" in text and "Dumbot is 1500" in text
