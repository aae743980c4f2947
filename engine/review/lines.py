"""The analysis board's words for the engine's best lines, in the review's voice.

An analysis (``Engine.run`` with ``Goal.ANALYSE`` and several lines) gives each root move an
``Outcome``; a solve (``engine.review.solve``) gives each legal move a ``MoveSolution``.  Both
are said as the review says a position: a proven result with its margin, else the side
favoured and its winning chance, as the review's fitted chances give it (``Verdict.chance``:
in the movement phase from the line's score, on a board of the placement from the board the
move makes, as the review judges a placement, ``engine.review.placements``), so the lines and
the list of every move (a solve's ``unknown P``) say an unproven move in the same unit.
"""

from __future__ import annotations

from engine.ai.search_info import Line
from engine.ai.verdicts import assess
from engine.assessment import Assessment, MoverResult, Standing
from engine.position import Color, Phase, Position
from engine.review.chances import Situation
from engine.review.judgement import Verdict, favoured
from engine.review.placements import board_verdict
from engine.review.solve import MoveSolution
from engine.rules import apply


def line_assessment(position: Position, line: Line) -> Assessment:
    """How ``position`` stands if ``line``'s move is played, as the review would say it."""
    outcome = line.outcome
    if outcome.result is None:
        if position.phase is Phase.PLACEMENT:
            board = board_verdict(apply(position, line.move).after)
            return favoured(board.white_chance())
        mine = Verdict(position.turn, Situation.of(position), outcome.score / 100).chance
        return favoured(mine if position.turn is Color.WHITE else 1.0 - mine)
    return assess(position.turn, outcome.score, outcome.lower, outcome.upper)


def solution_assessment(turn: Color, solution: MoveSolution) -> Assessment:
    """A solved move (from the view of ``turn``, its mover) as a position's assessment."""
    result, margin = solution.result, solution.margin
    if result is None:
        assert solution.percent is not None
        mine = solution.percent / 100
        return favoured(mine if turn is Color.WHITE else 1.0 - mine)
    if result is MoverResult.DRAW:
        return Assessment(Standing.DRAW)
    winner = turn if result is MoverResult.WIN else turn.other
    return Assessment(Standing.WINS, winner, abs(margin or 0))
