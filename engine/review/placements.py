"""Judging a placement: the top level's placement search scores every cell at once.

The review judges a placement like a move: the position before it gets the score of the best
placement, the position after it the score of the placement played, both from one search of
every candidate (``PlacementSearch.scored``: the placement evaluation after the candidate and
a search of the replies, within the evaluations the review's budget is worth), so best and
played are weighed like for like and the best placement loses nothing.  Scores are the
placement search's, in its nominal hundredths of a piece; what they are worth in winning
chance, stage by stage, is fitted to real results (``engine.review.chances``).  On the games
of the Boardspace corpus this predicts the result better than playing the rest of the
placement out and searching the board it leads to (docs/review.md): the placement evaluation
is a better judge of placements than of where to play them.

The three DVONN pieces are placed by another rule (the spread); their placement is not
judged: every cell scores 0.
"""

from __future__ import annotations

from engine.ai import Engine, Limits
from engine.moves import Move
from engine.position import DVONN, Position, placement_piece
from engine.review.chances import Situation
from engine.review.judgement import Verdict
from engine.rules import apply

LEAST_EVALUATIONS = 1000  # per candidate: the top level's own placement search
MOST_EVALUATIONS = 50_000
DEPTH = 2  # a placement and the replies to it: what a verdict's depth says


def evaluations(limits: Limits, candidates: int) -> int:
    """The evaluations each candidate gets from a budget of nodes (a search of the movement
    phase costs about one evaluation a node)."""
    nodes = limits.nodes if limits.nodes is not None else LEAST_EVALUATIONS * candidates
    return max(LEAST_EVALUATIONS, min(MOST_EVALUATIONS, nodes // max(1, candidates)))


def placement_verdicts(
    engine: Engine, position: Position, move: Move, limits: Limits
) -> tuple[Verdict, Verdict]:
    """The verdicts before and after ``move``, a placement in ``position``."""
    after = apply(position, move).after
    empty = sum(1 for stack in position.stacks if not stack)
    if placement_piece(position.placements_made)[1] == DVONN:
        ranked = [(cell, 0) for cell, _ in engine.placement.scored(position)]
    else:
        ranked = engine.placement.scored(position, evaluations(limits, empty))
    scores = {cell: score for cell, score in ranked}
    best_cell, best_score = ranked[0]
    best = Move.place(best_cell)
    assert move.target is not None
    played = scores[move.target]
    before = Verdict(
        position.turn,
        Situation.of(position),
        best_score / 100,
        best=best,
        line=(best,),
        depth=DEPTH,
    )
    # the placer's score of the placement played, from the next mover's point of view
    score = played / 100 if after.turn is position.turn else -played / 100
    return before, Verdict(after.turn, Situation.of(after), score, depth=DEPTH - 1)
