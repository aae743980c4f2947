"""``solve``: every legal move's proven result or winning chance.  A result shown as proven
must be right: each one is checked against an exhaustive solver on the reference rules
(``tests/engine/exhaustive.py``), on endgames of real games."""

from __future__ import annotations

import io
import threading

import pytest

from engine.ai import Engine
from engine.assessment import MoverResult
from engine.errors import NotationError
from engine.moves import PASS, Move
from engine.notation import parse_position
from engine.position import Color, Position
from engine.review.solve import MoveSolution, solve
from engine.rules import apply, legal_moves
from engine.shell import Shell
from tests.engine.exhaustive import Exhaustive
from tests.engine.positions import stacks_dict

# Real games of the Boardspace corpus (its held-out part, scripts.split), 6 plies before the
# end, and a random game's forced pass.
ENDGAMES = [
    "-,-,-,W,-,BBW,-,-,-/-,-,-,WW,WWBB,W,-,-,-,-/B,B,D,-,W,WBWBBW,W,WW,DWBW,-,-/"
    "-,B,-,WBBBW,-,-,-,-,-,-/WB,-,-,BBWBWBBW,-,-,DBBW,-,- w movement",  # wins and draws
    "-,-,-,-,-,-,WWB,-,-/-,-,-,-,-,-,-,DBWBBW,BW,W/-,-,-,-,-,-,-,-,-,WDBWWBWB,B/"
    "-,-,-,-,-,-,-,B,BW,WDWB/-,-,-,-,-,W,W,W,- w movement",  # wins, draws and losses
    "B,B,B,W,-,-,DWB,-,-/-,-,W,-,-,-,-,-,-,-/-,BBWBWBWWB,D,-,B,-,-,-,-,-,-/"
    "-,BW,DWBBWBWWB,WWB,-,-,-,-,-,-/-,W,BBWBW,W,-,-,-,-,- w movement",  # wins and losses
    "D,-,-,-,-,-,-,-,-/-,WWBWBW,W,-,-,-,BWWDWBW,-,-,-/-,W,-,DW,-,-,-,B,-,-,-/"
    "-,-,-,WWBWB,WB,-,WBBWWBWB,-,-,-/-,B,B,B,-,-,-,-,- b movement",  # a lost position
]
FORCED_PASS = (
    "-,-,-,-,-,-,-,-,D/-,-,-,-,-,-,-,WBBWWB,WW,DW/-,-,-,-,-,-,BBW,WW,DBWBW,-,-/"
    "-,-,-,-,-,-,-,-,-,-/-,-,-,-,-,-,-,-,- b movement"
)


@pytest.fixture(scope="module")
def engine() -> Engine:
    return Engine()


def colour(position: Position) -> str:
    return "W" if position.turn is Color.WHITE else "B"


def exact_margins(position: Position) -> dict[str, int]:
    return Exhaustive(200_000).moves(stacks_dict(position), colour(position))


def agrees(solution: MoveSolution, margin: int) -> bool:
    """Whether a proven solution is what the exhaustive solver found (an unproven one is
    not checked)."""
    if solution.result is None:
        return True
    if solution.margin is not None:
        return solution.margin == margin
    sign = {MoverResult.WIN: 1, MoverResult.DRAW: 0, MoverResult.LOSS: -1}[solution.result]
    return sign == (margin > 0) - (margin < 0)


@pytest.mark.parametrize("text", ENDGAMES)
def test_every_proven_result_is_the_exhaustive_solvers(engine: Engine, text: str) -> None:
    position = parse_position(text)
    solutions = solve(position, 1.0, engine)
    margins = exact_margins(position)
    assert sorted(str(s.move) for s in solutions) == sorted(margins)
    assert all(agrees(s, margins[str(s.move)]) for s in solutions), solutions
    assert sum(s.result is not None for s in solutions) >= len(solutions) // 2
    assert solutions[0].result is None or margins[str(solutions[0].move)] == max(
        margins.values()
    )  # the best first


def test_the_kinds_of_result_all_come_up(engine: Engine) -> None:
    results = {s.result for text in ENDGAMES[:3] for s in solve(parse_position(text), 1.0, engine)}
    assert {MoverResult.WIN, MoverResult.DRAW, MoverResult.LOSS} <= results


def test_best_first_and_margins_of_the_side_to_move(engine: Engine) -> None:
    position = parse_position(ENDGAMES[1])
    solutions = solve(position, 1.0, engine)
    margins = exact_margins(position)
    proven = [s for s in solutions if s.margin is not None]
    assert [s.margin for s in proven] == sorted((s.margin or 0 for s in proven), reverse=True)
    for solution in proven:
        assert solution.margin == margins[str(solution.move)]
        line = str(solution)
        assert line.split()[1] == str(solution.result)
        if solution.result is not MoverResult.DRAW:
            assert line.split()[2] == str(abs(solution.margin or 0))  # loss 3: loses by 3


def test_one_search_in_one_thread(engine: Engine) -> None:
    """The bar's "one search": no prover races in a second thread."""
    solve(parse_position(ENDGAMES[0]), 0.2, engine)
    assert engine.race is None and threading.active_count() == 1


def test_counted_in_nodes_the_answer_is_the_same_each_time(engine: Engine) -> None:
    """With a rate, the time is the nodes searched: the same answer at any load, right, and
    within the nodes the seconds are worth."""
    position = parse_position(ENDGAMES[0])
    first = solve(position, 0.5, engine, rate=2_000_000)
    assert solve(position, 0.5, engine, rate=2_000_000) == first
    margins = exact_margins(position)
    assert all(agrees(s, margins[str(s.move)]) for s in first)
    assert sum(s.result is not None for s in first) >= len(first) // 2
    short = solve(position, 1.0, engine, rate=1_000)  # a second is 1,000 nodes
    assert engine.searcher.nodes <= 1_000
    assert any(s.result is None for s in short)
    assert all(agrees(s, margins[str(s.move)]) for s in short)


def test_a_forced_pass(engine: Engine) -> None:
    position = parse_position(FORCED_PASS)
    assert legal_moves(position) == [PASS]
    (solution,) = solve(position, 0.5, engine)
    assert str(solution) == "PASS loss 20" and exact_margins(position) == {"PASS": -20}


def test_no_move_when_the_game_is_over(engine: Engine) -> None:
    position = parse_position(FORCED_PASS)
    while legal_moves(position):
        position = apply(position, legal_moves(position)[0]).after
    assert solve(position, 0.5, engine) == ()


def test_without_time_moves_are_unknown_with_a_chance(engine: Engine) -> None:
    position = parse_position(ENDGAMES[0])
    solutions = solve(position, 0.0001, engine)
    unknown = [s for s in solutions if s.result is None]
    assert unknown and all(1 <= (s.percent or 0) <= 99 for s in unknown)
    assert all(str(s) == f"{s.move} unknown {s.percent}" for s in unknown)


def test_placements_are_never_proven(engine: Engine) -> None:
    position = Position.initial()
    for move in ("E3", "C3", "G3", "D4"):
        position = apply(position, Move.parse(move)).after
    solutions = solve(position, 0.3, engine)
    assert len(solutions) == 45 and all(s.result is None for s in solutions)
    percents = [s.percent or 0 for s in solutions]
    assert percents == sorted(percents, reverse=True) and all(1 <= p <= 99 for p in percents)


@pytest.mark.parametrize(
    "line", ["E3F4 win 3", "E3F4 win", "A1B2 draw", "PASS loss 20", "E3F4 loss", "K5 unknown 62"]
)
def test_a_line_parses_back(line: str) -> None:
    assert str(MoveSolution.parse(line)) == line


@pytest.mark.parametrize("line", ["E3F4", "E3F4 win -3", "E3F4 draw 2", "E3F4 unknown", "x win"])
def test_other_lines_are_refused(line: str) -> None:
    with pytest.raises(NotationError):
        MoveSolution.parse(line)


def test_a_solution_is_consistent() -> None:
    with pytest.raises(ValueError, match="no solution"):
        MoveSolution(Move.parse("E3F4"), MoverResult.WIN, -2)
    with pytest.raises(ValueError, match="no solution"):
        MoveSolution(Move.parse("E3F4"), None)


def shell_session(*commands: str) -> str:
    out = io.StringIO()
    Shell().run(io.StringIO("".join(f"{c}\n" for c in commands)), out)
    return out.getvalue()


def test_the_shell_answers_one_line_a_move_then_a_blank_line() -> None:
    text = shell_session(f"setstate {ENDGAMES[3]}", "solve time=1", "solve time=0", "quit")
    answers = text.split("\n\n")
    assert answers[0] == "="
    lines = answers[1].splitlines()
    assert lines[0] == "=" and len(lines) == 1 + len(legal_moves(parse_position(ENDGAMES[3])))
    assert all(MoveSolution.parse(line).result is MoverResult.LOSS for line in lines[1:])
    assert answers[2].startswith("? time must be a number of seconds more than 0")


def test_the_shell_answers_a_finished_game_with_no_line() -> None:
    position = parse_position(FORCED_PASS)
    moves = []
    while legal_moves(position):
        moves.append(legal_moves(position)[0])
        position = apply(position, moves[-1]).after
    play = "play " + " ".join(str(move) for move in moves)
    text = shell_session(f"setstate {FORCED_PASS}", play, "solve", "solve time=x y=1", "quit")
    answers = text.split("\n\n")
    assert answers[2] == "="
    assert answers[3].startswith("? unexpected argument")
