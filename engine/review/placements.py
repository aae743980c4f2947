"""Judging a placement: by the chance of the board it makes.

Every cell the placer could take makes a board; each board's chance is read from its features
on the fitted curve of its stage (``engine.review.chances``: the placement evaluation's
features and their squares, weighed by a fit to the results of real games).  The position
before the placement gets the chance of the best board, the position after it the chance of
the board the placement made: both are boards one placement further, judged alike, so the
best placement loses nothing.  On the games of the Boardspace corpus the boards' features
predict the result better than the placement search's score or than playing the placement out
and searching the board it leads to (docs/review.md), so the review judges placements with
them, not with the search that chooses the computer's placements.

The three DVONN pieces are placed by another rule (the spread) before any feature exists:
every cell is worth the same, nothing is lost.
"""

from __future__ import annotations

from engine.moves import Move
from engine.position import Color, Position
from engine.review.chances import Situation, chance_model
from engine.review.judgement import Verdict
from engine.rules import apply, legal_moves


def board_verdict(board: Position) -> Verdict:
    """The verdict on a board a placement made (its side to move's view; no score: the
    chance is the board's)."""
    return Verdict(board.turn, Situation.of_board(board), 0.0, depth=0)


def placement_verdicts(position: Position, move: Move) -> tuple[Verdict, Verdict]:
    """The verdicts before and after ``move``, a placement in ``position``: the best board's,
    from the placer's point of view, and the board ``move`` made."""
    model = chance_model()
    placer = position.turn
    best: Move | None = None
    best_chance = -1.0
    best_board = position
    for candidate in legal_moves(position):  # cell order: the first best is kept
        board = apply(position, candidate).after
        white = model.white_chance(Situation.of_board(board), 0.0)
        chance = white if placer is Color.WHITE else 1.0 - white
        if chance > best_chance:
            best, best_chance, best_board = candidate, chance, board
    assert best is not None
    before = Verdict(placer, Situation.of_board(best_board), 0.0, best=best, line=(best,), depth=1)
    return before, board_verdict(apply(position, move).after)
