"""One voice for a judgement: every kind of search result becomes an ``Assessment`` whose
text names a side and a unit, and no internal score reaches the command line."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine.ai import Engine, Goal, Limits, Line, Outcome, SearchInfo
from engine.ai.scores import INFINITE_SCORE, WIN
from engine.ai.verdicts import assess
from engine.assessment import Assessment, Standing, game_over
from engine.cli import main
from engine.errors import NotationError
from engine.moves import Move
from engine.position import Color
from engine.records import read_file
from engine.shell import Shell
from tests.engine.test_ai_search import CUT_OFF, near_the_end, pos

W, B = Color.WHITE, Color.BLACK
INF = INFINITE_SCORE
RECORD = Path(__file__).parent / "data" / "records" / "standard.sgf"

# (side to move, estimate in hundredths, proven lower and upper bound) -> what a player reads
SEARCH_RESULTS: list[tuple[tuple[Color, int, int, int], str]] = [
    ((W, WIN + 300, WIN + 300, WIN + 300), "White wins by 3"),  # proven win, exact margin
    ((B, WIN + 300, WIN + 300, WIN + 300), "Black wins by 3"),
    ((W, -WIN - 900, -WIN - 900, -WIN - 900), "Black wins by 9"),  # proven loss, exact
    ((W, WIN + 500, WIN, INF), "White wins"),  # proven win, margin unknown
    ((B, -WIN - 200, -INF, -WIN), "White wins"),  # proven loss for Black, margin unknown
    ((W, WIN + 900, WIN + 400, WIN + 900), "White wins by at least 4"),  # margin bounded
    ((B, -WIN - 700, -WIN - 700, -WIN - 200), "White wins by at least 2"),
    ((W, 0, 0, 0), "Draw"),  # proven draw
    ((W, 310, 0, INF), "White cannot lose"),  # bound: a draw at least
    ((B, -120, -INF, 0), "White cannot lose"),  # bound: Black does not win
    ((W, 125, -INF, INF), "White +1.3"),  # estimates, tenths of a piece
    ((B, 125, -INF, INF), "Black +1.3"),
    ((W, -530, -INF, INF), "Black +5.3"),
    ((W, 4, -INF, INF), "Even"),
    ((B, -4, -INF, INF), "Even"),  # never "-0.0"
    ((W, WIN + 700, -INF, INF), "White +7.0"),  # a line to the end not proven: its margin
    ((B, -WIN - 1100, -INF, INF), "White +11.0"),
]


@pytest.mark.parametrize(("result", "english"), SEARCH_RESULTS, ids=[e for _, e in SEARCH_RESULTS])
def test_every_kind_of_search_result_reads_with_a_side_and_no_internal_number(
    result: tuple[Color, int, int, int], english: str
) -> None:
    turn, score, lower, upper = result
    assessment = assess(turn, score, lower, upper)
    assert str(assessment) == english
    assert Assessment.parse(english) == assessment
    assert abs(assessment.pieces) < 50  # pieces, never a proof score
    outcome = Outcome(score, lower, upper)
    line = Line(Move.parse("E3F3"), outcome, (Move.parse("E3F3"),))
    report = SearchInfo(3, turn, outcome, (line,), 1, 0.1)
    assert report.assessment == assessment
    values = assessment.values()
    assert values["kind"] == assessment.standing.value
    assert all(abs(v) < 50 for v in values.values() if isinstance(v, int | float))


def test_every_standing_is_reached_by_a_search_result_or_a_finished_game() -> None:
    """Every standing but FAVOURED (the review's placement phase, tested there)."""
    kinds = {assess(*result).standing for result, _ in SEARCH_RESULTS}
    assert kinds | {game_over(24, 19).standing} == set(Standing) - {Standing.FAVOURED}


def test_a_finished_game_names_the_winner_and_the_count() -> None:
    assert str(game_over(24, 19)) == "Game over: White wins 24–19"
    assert str(game_over(3, 9)) == "Game over: Black wins 9–3"
    assert str(game_over(20, 20)) == "Game over: Draw 20–20"
    assert game_over(3, 9).values() == {"kind": "over", "side": "black", "white": 3, "black": 9}


def test_a_real_proof_is_announced_as_a_win_with_its_margin() -> None:
    limits = Limits(seconds=5.0, soft_seconds=5.0)
    analysis = Engine(threads=2).last(pos(CUT_OFF), Goal.ANALYSE, limits)
    assert analysis.assessment == Assessment(Standing.WINS, W, 9)


_NUMBER = re.compile(r"[-+]?\d+(?:\.\d+)?")


def _largest_number(text: str) -> float:
    """The largest number in ``text`` apart from ply counts, depths and node counts."""
    kept = re.sub(r"\b(?:nodes|depth|time)=\S+|\(d\d+\)|^\s*\d+ ", "", text, flags=re.M)
    return max(
        (abs(float(n)) for n in _NUMBER.findall(kept) if "." in n or n[0] in "+-"), default=0
    )


def test_analyze_in_the_shell_never_prints_an_internal_score() -> None:
    shell = Shell()
    for seed in (1, 2, 3):
        position = near_the_end(seed, 6)
        shell.game = type(shell.game)(position)
        answer = shell.handle("analyze time=0.3")
        assert answer.startswith("= best=") and "result='" in answer
        assert _largest_number(answer.split(" pv=")[0]) < 50, answer
        assert re.search(r"result='(White|Black|Even|Draw)", answer), answer


def test_review_table_and_json_never_show_an_internal_score(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert len(read_file(str(RECORD)).moves) > 40
    assert main(["review", str(RECORD), "--seconds-per-move", "0.05"]) == 0
    table = capsys.readouterr().out
    assert "-0.00" not in table and "-0.0 " not in table
    assert _largest_number(table.split("\n\n")[0]) < 50
    assert main(["review", str(RECORD), "--seconds-per-move", "0.05", "--json"]) == 0
    for line in capsys.readouterr().out.splitlines():
        value = json.loads(line)
        if "summary" in value:
            continue
        for key in ("score_before", "score_after", "loss"):
            assert abs(value[key]) < 50, value
        for verdict in value["verdict"].values():
            assert all(abs(v) < 50 for v in verdict.values() if isinstance(v, int | float))


def test_a_side_favoured_reads_back_and_stays_within_its_percent() -> None:
    favoured = Assessment(Standing.FAVOURED, B, 62)
    assert str(favoured) == "Black 62 %" and Assessment.parse("Black 62 %") == favoured
    assert favoured.values() == {"kind": "favoured", "side": "black", "chance": 0.62}
    assert not favoured.proven and favoured.pieces == 0.0
    for bad in (50, 100, 0):
        with pytest.raises(ValueError, match="no assessment"):
            Assessment(Standing.FAVOURED, W, bad)
    with pytest.raises(NotationError):
        Assessment.parse("White 50 %")
