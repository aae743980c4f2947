"""The computer's worker process: replies by token, stale replies dropped, crashes reported."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app import ai_search
from app.ai_worker import AiWorker
from engine.moves import Move
from engine.position import Position
from engine.rules import legal_moves


def stubborn_worker(requests: Any, replies: Any, current: Any, hurry: Any) -> None:
    """A worker whose search never looks at the stop flag (runs in the worker process)."""
    while (request := requests.get()) is not None:
        token, _kind, position, (level, *_rest) = request
        time.sleep(30 if level == 9 else 0.05)
        replies.put(("move", token, str(legal_moves(position)[0])))


@pytest.fixture
def worker(qtbot: QtBot) -> Iterator[AiWorker]:
    w = AiWorker()
    yield w
    w.shutdown()


def test_a_move_comes_back_with_its_token(qtbot: QtBot, worker: AiWorker) -> None:
    position = Position.random_setup(2)
    with qtbot.waitSignal(worker.move_ready, timeout=10000) as blocker:
        token = worker.request_move(position, 1, 5)
    assert blocker.args is not None
    got_token, move = blocker.args
    assert got_token == token
    assert isinstance(move, Move) and move in legal_moves(position)
    assert not worker.busy


def test_the_same_seed_gives_the_same_move(qtbot: QtBot, worker: AiWorker) -> None:
    position = Position.random_setup(2)
    moves = []
    for _ in range(2):
        with qtbot.waitSignal(worker.move_ready, timeout=10000) as blocker:
            worker.request_move(position, 1, 42)
        assert blocker.args is not None
        moves.append(blocker.args[1])
    assert moves[0] == moves[1]


def test_a_newer_request_drops_the_older_reply(qtbot: QtBot, worker: AiWorker) -> None:
    replies: list[int] = []
    worker.move_ready.connect(lambda token, move: replies.append(token))
    worker.request_move(Position.random_setup(1), 1, 1)
    second = worker.request_move(Position.random_setup(2), 1, 1)
    qtbot.waitUntil(lambda: bool(replies), timeout=10000)
    qtbot.wait(400)
    assert replies == [second]


def test_cancel_drops_the_reply(qtbot: QtBot, worker: AiWorker) -> None:
    replies: list[int] = []
    worker.move_ready.connect(lambda token, move: replies.append(token))
    worker.request_move(Position.random_setup(1), 1, 1)
    worker.cancel()
    assert not worker.busy
    qtbot.wait(700)
    assert replies == []


def test_move_now_cuts_the_search_short(qtbot: QtBot, worker: AiWorker) -> None:
    worker.start()
    position = Position.random_setup(3)
    with qtbot.waitSignal(worker.move_ready, timeout=10000):
        worker.request_move(position, 1, 1)  # warm the process up (level 1 answers at once)
    started = time.monotonic()
    with qtbot.waitSignal(worker.move_ready, timeout=10000):
        worker.request_move(position, 10, 2)
        worker.move_now()
    assert time.monotonic() - started < 0.2


def test_a_crashed_process_is_reported_and_the_next_request_works(
    qtbot: QtBot, worker: AiWorker
) -> None:
    worker.start()
    assert worker.process is not None
    with qtbot.waitSignal(worker.failed, timeout=5000) as blocker:
        worker.request_move(Position.random_setup(1), 10, 1)
        worker.process.kill()
    assert blocker.args is not None and "stopped unexpectedly" in blocker.args[1]
    assert not worker.busy
    with qtbot.waitSignal(worker.move_ready, timeout=10000):
        worker.request_move(Position.random_setup(1), 1, 1)


def test_analysis_reports_a_line(qtbot: QtBot, worker: AiWorker) -> None:
    reports: list[ai_search.AnalysisReport] = []
    worker.analysis_ready.connect(lambda token, report: reports.append(report))
    with qtbot.waitSignal(worker.analysis_finished, timeout=10000):
        worker.request_analysis(Position.random_setup(4), 1.0)
    assert reports and reports[-1].line


def test_levels_are_named_and_capped() -> None:
    table = ai_search.levels()
    assert [lv.number for lv in table] == list(range(1, len(table) + 1))
    assert len(table) == 10
    assert all(lv.name and lv.seconds > 0 for lv in table)
    assert ai_search.level(99) == table[-1] and ai_search.level(0) == table[0]


def test_a_search_that_ignores_stop_is_restarted(qtbot: QtBot) -> None:
    worker = AiWorker(target=stubborn_worker)
    try:
        worker.request_move(Position.random_setup(1), 9, 1)  # would take 30 s
        qtbot.wait(200)
        assert worker.process is not None
        first_pid = worker.process.pid
        with qtbot.waitSignal(worker.move_ready, timeout=5000) as blocker:
            token = worker.request_move(Position.random_setup(2), 1, 1)
        assert blocker.args is not None and blocker.args[0] == token
        assert worker.process is not None and worker.process.pid != first_pid
    finally:
        worker.shutdown()


def test_a_hint_is_a_legal_move(qtbot: QtBot, worker: AiWorker) -> None:
    position = Position.random_setup(6)
    with qtbot.waitSignal(worker.move_ready, timeout=10000) as blocker:
        worker.request_hint(position, 0.5, 3)
    assert blocker.args is not None and blocker.args[1] in legal_moves(position)
