"""Placements judged (issue 47, point 2): every placement gets a before/after chance from the
boards the placements make, read on the fitted curves; the best placement loses nothing, a much
worse one is flagged like any move, and the chances move through the placement phase instead
of jumping at its end."""

from __future__ import annotations

import itertools

from engine.moves import Move
from engine.position import Color, Position
from engine.records import GameRecord
from engine.review.analysis import GameLine, MoveVerdicts, judge_line, run_passes, schedule
from engine.review.chances import Situation, chance_model
from engine.review.judgement import MoveClass, judge
from engine.review.placements import placement_verdicts
from engine.rules import apply, legal_moves
from tests.engine.test_records_model import random_game_where, white_wins

GAME = random_game_where(white_wins)


def position_after(placements: int) -> Position:
    position = Position.initial()
    for move in GAME[:placements]:
        position = apply(position, move).after
    return position


def placer_chance(position: Position, move: Move) -> float:
    """The placer's chance of the board ``move`` makes, straight from the model."""
    board = apply(position, move).after
    white = chance_model().white_chance(Situation.of_board(board), 0.0)
    return white if position.turn is Color.WHITE else 1.0 - white


def test_every_placement_loses_what_its_board_is_worse_than_the_best() -> None:
    flagged = 0
    for placements in range(3, 49, 5):
        position = position_after(placements)
        chances = {move: placer_chance(position, move) for move in legal_moves(position)}
        best = max(chances.values())
        for move, chance in chances.items():
            review = judge(placements + 1, move, *placement_verdicts(position, move), False)
            assert review.chance_lost == (0.0 if review.move_class is MoveClass.BEST else
                                          abs(review.chance_lost))  # fmt: skip
            if review.move_class is not MoveClass.BEST:
                assert abs(review.chance_lost - max(0.0, best - chance)) < 1e-9
            flagged += review.move_class.flagged
    assert flagged > 0  # the worst cells lose 0.1 of a chance or more


def test_the_best_placement_is_the_best_board() -> None:
    position = position_after(20)
    before, _ = placement_verdicts(position, GAME[20])
    assert before.best is not None
    chances = {move: placer_chance(position, move) for move in legal_moves(position)}
    assert chances[before.best] == max(chances.values())
    review = judge(21, before.best, *placement_verdicts(position, before.best), False)
    assert review.move_class is MoveClass.BEST and review.chance_lost == 0.0


def test_the_chances_move_through_the_placement_phase() -> None:
    """The old review's graph stayed flat near one value for 49 placements, then jumped."""
    line = GameLine.of_record(GameRecord(tuple(GAME)))
    found: list[MoveVerdicts | None] = [None] * len(line.moves)
    for _, verdicts in run_passes(line, schedule(0.05)):
        found[verdicts.index] = verdicts
    judged = [p for p in judge_line(line, found) if p is not None]
    chances = [p.before.white_chance() for p in judged[3:50]]  # up to the first stack move
    assert len({round(c, 2) for c in chances}) >= 10
    assert all(0.0 < c < 1.0 for c in chances)
    steps = [abs(b - a) for a, b in itertools.pairwise(chances)]
    assert steps[-1] <= max(steps[:-1])  # the phase change is no jump beside the placement's


def test_the_dvonn_pieces_are_not_judged() -> None:
    for placements in range(3):
        position = position_after(placements)
        move = GAME[placements]
        review = judge(placements + 1, move, *placement_verdicts(position, move), False)
        assert review.loss == 0 and review.chance_lost == 0
