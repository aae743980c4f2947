"""One review, whatever the door: ``dvonn-engine review`` gives the same output run after run
(budgets in nodes, an empty table at the start), the app's worker gives the same classes at
the same schedule, and the table is laid out from its content and says why a move's "after"
need not be the next move's "before"."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.cli import main
from engine.records import read_file
from engine.review.analysis import GameLine, MoveVerdicts, judge_line, review_passes, schedule
from engine.service.answers import Engines, answer
from engine.service.messages import Reviewed, ReviewRequest

RECORD = Path(__file__).parent / "data" / "records" / "standard.sgf"
PASSES = ("0.06", "0.1")


def _review(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(["review", str(RECORD), "--passes", ",".join(PASSES), *args]) == 0
    return capsys.readouterr().out


def test_review_json_twice_gives_identical_output(capsys: pytest.CaptureFixture[str]) -> None:
    first = _review(capsys, "--json")
    assert _review(capsys, "--json") == first
    plies = [json.loads(line) for line in first.splitlines()][:-1]
    assert {p["pass"] for p in plies} <= {1, 2, 3} and max(p["pass"] for p in plies) == 3


def test_every_pass_is_bounded_by_nodes_not_by_the_clock() -> None:
    for one in schedule(0.5, 2.0):
        assert one.limits.nodes is not None and one.limits.seconds is None
    assert [p.limits.nodes for p in schedule(0.5, 2.0)][1:] == [1_000_000, 4_000_000]


def test_the_app_worker_and_the_cli_give_the_same_classes_at_the_same_schedule(
    capsys: pytest.CaptureFixture[str],
) -> None:
    record = read_file(str(RECORD))
    seconds = tuple(float(s) for s in PASSES)
    cli = [json.loads(line) for line in _review(capsys, "--json").splitlines()][:-1]
    # The app's path: a ReviewRequest answered by the worker loop's engines, after the
    # engine searched something else (the worker's table is emptied as a review starts).
    engines = Engines()
    line = GameLine.of_record(record)
    list(answer(engines, ReviewRequest(0, record.start, record.moves[:9], (0.1,)), _never))
    request = ReviewRequest(1, record.start, record.moves, seconds)
    found: list[MoveVerdicts | None] = [None] * len(record.moves)
    for reply in answer(engines, request, _never):
        if isinstance(reply, Reviewed):
            found[reply.verdicts.index] = reply.verdicts
    app = [p for p in judge_line(line, found) if p is not None]
    assert [str(p.move_class) for p in app] == [p["class"] for p in cli]
    plies, _ = review_passes(record, seconds)
    assert [p.move_class for p in plies] == [p.move_class for p in app]


def _never() -> bool:
    return False


def test_the_table_lines_up_and_says_why_after_and_before_differ(
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = _review(capsys)
    rows = out.split("\n\n")[0].splitlines()
    header, body = rows[0], rows[1:]
    after_end = header.index("after") + len("after")
    assert all(row[after_end - 1] == ")" for row in body)  # "… (d5)": right-aligned
    assert any("inaccuracy?!" in row for row in body) or any("blunder??" in row for row in body)
    assert "-0.00" not in out and "-0.0 " not in out
    assert "need not equal the next move's before" in out
