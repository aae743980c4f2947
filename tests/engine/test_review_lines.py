"""The analysis board's words for lines and solved moves: the review's voice."""

from __future__ import annotations

from engine.ai import Engine, Goal, Limits
from engine.ai.scores import WIN
from engine.ai.search_info import Line, Outcome
from engine.assessment import MoverResult, Standing
from engine.moves import Move
from engine.notation import parse_position
from engine.position import Color, Position
from engine.review.chances import Situation
from engine.review.judgement import Verdict
from engine.review.lines import line_assessment, solution_assessment
from engine.review.placements import board_verdict
from engine.review.solve import MoveSolution
from engine.rules import apply, legal_moves
from tests.engine.test_review import BLUNDER_START


def test_a_proven_line_says_its_winner_and_margin() -> None:
    position = parse_position(BLUNDER_START)
    move = legal_moves(position)[0]
    won = Outcome(WIN + 300, WIN + 300, WIN + 300)  # the side to move (White) wins by 3
    said = line_assessment(position, Line(move, won, (move,)))
    assert (said.standing, said.side, said.amount) == (Standing.WINS, Color.WHITE, 3)
    lost = Outcome(-WIN - 200, -WIN - 200, -WIN - 200)
    said = line_assessment(position, Line(move, lost, (move,)))
    assert (said.standing, said.side, said.amount) == (Standing.WINS, Color.BLACK, 2)


def test_an_unproven_line_of_the_movement_phase_says_the_review_s_chance() -> None:
    position = parse_position(BLUNDER_START)
    move = legal_moves(position)[0]
    said = line_assessment(position, Line(move, Outcome(-340), (move,)))
    white = Verdict(position.turn, Situation.of(position), -3.4).chance  # White moves
    assert (said.standing, said.side) == (Standing.FAVOURED, Color.BLACK)
    assert said.amount == round(100 * (1 - white)) and said.amount > 50
    better = line_assessment(position, Line(move, Outcome(-100), (move,)))
    assert better.amount is not None and better.amount < said.amount  # the chance follows the score


def test_a_placement_line_says_the_chance_of_the_board_it_makes() -> None:
    position = Position.initial()
    for move in legal_moves(position)[:20]:  # 20 placements: 3 DVONN pieces, then 17 more
        position = apply(position, move).after
    move = legal_moves(position)[5]
    said = line_assessment(position, Line(move, Outcome(50), (move,)))
    white = board_verdict(apply(position, move).after).white_chance()
    percent = round(100 * max(white, 1 - white))
    if percent <= 50:
        assert said.standing is Standing.EVEN
    else:
        side = Color.WHITE if white > 0.5 else Color.BLACK
        assert (said.standing, said.side, said.amount) == (Standing.FAVOURED, side, percent)


def test_the_lines_of_a_real_analysis_are_said_as_their_outcomes() -> None:
    position = parse_position(BLUNDER_START)
    last = None
    for info in Engine().run(position, Goal.ANALYSE, Limits(nodes=40_000), lines=3):
        last = info
    assert last is not None and len(last.lines) == 3
    for line in last.lines:
        said = line_assessment(position, line)
        if line.outcome.result is MoverResult.WIN:
            assert said.standing in (Standing.WINS, Standing.WINS_BY_AT_LEAST)
            assert said.side is position.turn


def test_each_kind_of_solution_is_said_for_its_side() -> None:
    move = Move.parse("E3F4")
    cases = [
        (MoveSolution(move, MoverResult.WIN, 4), Color.BLACK, (Standing.WINS, Color.BLACK, 4)),
        (MoveSolution(move, MoverResult.LOSS, -2), Color.WHITE, (Standing.WINS, Color.BLACK, 2)),
        (MoveSolution(move, MoverResult.LOSS), Color.WHITE, (Standing.WINS, Color.BLACK, 0)),
        (MoveSolution(move, MoverResult.DRAW, 0), Color.WHITE, (Standing.DRAW, None, 0)),
        (MoveSolution(move, None, percent=30), Color.WHITE, (Standing.FAVOURED, Color.BLACK, 70)),
        (MoveSolution(move, None, percent=81), Color.BLACK, (Standing.FAVOURED, Color.BLACK, 81)),
        (MoveSolution(move, None, percent=50), Color.BLACK, (Standing.EVEN, None, 0)),
    ]
    for solution, turn, expected in cases:
        said = solution_assessment(turn, solution)
        assert (said.standing, said.side, said.amount) == expected, solution


# A real endgame (Boardspace, BestBot–Eucalyx 2008, 14 plies before the end) whose root is
# proven at the first depth: its exactly searched second and third moves were shown in the
# root's order, a proven win below a move still estimated.
PROVEN_EARLY = (
    "-,B,-,-,-,B,B,DB,B/WBW,BWB,B,-,WBWBW,-,BW,-,-,-/-,W,B,B,-,W,-,W,W,BWBW,B/"
    "BBWBW,B,B,-,-,W,W,W,W,-/D,D,B,-,-,W,W,W,W b movement"
)


def test_the_lines_after_the_best_are_ranked_by_what_they_show() -> None:
    engine = Engine()
    engine.new_game()
    infos = list(
        engine.run(Position.parse(PROVEN_EARLY), Goal.ANALYSE, Limits(nodes=300_000), lines=3)
    )
    assert any(info.outcome.result is MoverResult.WIN for info in infos)
    for info in infos:
        assert len(info.lines) == 3
        scores = [line.outcome.score for line in info.lines]
        assert scores[1] >= scores[2], (info.depth, info.lines)
