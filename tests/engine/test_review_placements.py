"""Placements judged (issue 47, point 2): every placement gets a before/after chance from the
placement search's scores of every cell, read on the fitted curves; the best placement loses
nothing, a much worse one is flagged like any move, and the chances move through the placement
phase instead of jumping at its end."""

from __future__ import annotations

from engine.ai import Engine, Limits
from engine.ai.timing import nodes_for
from engine.moves import Move
from engine.position import Position
from engine.records import GameRecord
from engine.review.analysis import GameLine, MoveVerdicts, judge_line, run_passes, schedule
from engine.review.judgement import MoveClass, judge
from engine.review.placements import placement_verdicts
from engine.rules import apply
from tests.engine.test_records_model import random_game_where, white_wins

LIMITS = Limits(nodes=nodes_for(0.2))
GAME = random_game_where(white_wins)


def position_after(placements: int) -> Position:
    position = Position.initial()
    for move in GAME[:placements]:
        position = apply(position, move).after
    return position


def test_the_best_placement_loses_nothing_and_a_bad_one_is_flagged() -> None:
    engine = Engine()
    flagged = 0
    for placements in range(3, 24, 3):
        position = position_after(placements)
        ranked = engine.placement.scored(position, 1000)
        best = Move.place(ranked[0][0])
        before, after = placement_verdicts(engine, position, best, LIMITS)
        review = judge(placements + 1, best, before, after, forced=False)
        assert review.move_class is MoveClass.BEST and review.chance_lost == 0.0
        lost = []
        for cell, _ in ranked[1:]:
            move = Move.place(cell)
            review = judge(
                placements + 1, move, *placement_verdicts(engine, position, move, LIMITS), False
            )
            lost.append((review.loss, review.chance_lost))
            flagged += review.move_class.flagged
        # the more pieces of score a placement gives away, the more chance
        assert [c for _, c in sorted(lost)] == sorted(c for _, c in lost)
    assert flagged > 0  # the worst cells of the early placements lose 0.1 of a chance or more


def test_the_chances_move_through_the_placement_phase() -> None:
    """The old review's graph stayed flat near one value for 49 placements, then jumped."""
    line = GameLine.of_record(GameRecord(tuple(GAME)))
    found: list[MoveVerdicts | None] = [None] * len(line.moves)
    for _, verdicts in run_passes(line, schedule(0.05)):
        found[verdicts.index] = verdicts
    judged = [p for p in judge_line(line, found) if p is not None]
    chances = [p.before.white_chance() for p in judged[3:49]]  # after the DVONN pieces
    assert len({round(c, 2) for c in chances}) >= 10
    assert all(0.0 < c < 1.0 for c in chances)
    placed = [p for p in judged[:49] if p.move_class is not MoveClass.FORCED]
    assert all(p.chance_lost >= 0 for p in placed)


def test_the_dvonn_pieces_are_not_judged() -> None:
    engine = Engine()
    for placements in range(3):
        position = position_after(placements)
        move = GAME[placements]
        before, after = placement_verdicts(engine, position, move, LIMITS)
        review = judge(placements + 1, move, before, after, forced=False)
        assert review.loss == 0 and review.chance_lost == 0
