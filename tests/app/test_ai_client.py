"""The GUI's clients of the engine's two worker processes: replies by token, stale replies
dropped, crashes reported, a review's progress and end and a move's judgement as signals; the
computer's move never waits for the analysis process, however busy."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.ai_client import AnalysisClient, PlayerClient
from engine.ai import SearchInfo, level, levels
from engine.assessment import Assessment
from engine.moves import Move
from engine.notation import parse_position
from engine.position import Position
from engine.review.judgement import MoveClass, PlyReview
from engine.rules import legal_moves
from engine.service.messages import Moved, MoveRequest, Reviewed
from tests.engine.test_ai_worker import middle_game
from tests.engine.test_review import BLUNDER_START, blunder_game


def stubborn_worker(requests: Any, replies: Any, current: Any, hurry: Any, parent: int) -> None:
    """A worker whose search never looks at the stop flag (runs in the worker process)."""
    while (request := requests.recv()) is not None:
        assert isinstance(request, MoveRequest)
        time.sleep(30 if request.level == 9 else 0.05)
        replies.send(Moved(request.token, legal_moves(request.position)[0]))


@pytest.fixture
def client(qtbot: QtBot) -> Iterator[PlayerClient]:
    w = PlayerClient()
    yield w
    w.shutdown()


@pytest.fixture
def analyser(qtbot: QtBot) -> Iterator[AnalysisClient]:
    w = AnalysisClient()
    yield w
    w.shutdown()


def test_a_move_comes_back_with_its_token(qtbot: QtBot, client: PlayerClient) -> None:
    position = Position.random_setup(2)
    with qtbot.waitSignal(client.move_ready, timeout=10000) as blocker:
        token = client.request_move(position, 1, 5)
    assert blocker.args is not None
    got_token, move = blocker.args
    assert got_token == token
    assert isinstance(move, Move) and move in legal_moves(position)
    assert not client.busy


def test_the_same_seed_gives_the_same_move(qtbot: QtBot, client: PlayerClient) -> None:
    position = Position.random_setup(2)
    moves = []
    for _ in range(2):
        with qtbot.waitSignal(client.move_ready, timeout=10000) as blocker:
            client.request_move(position, 1, 42)
        assert blocker.args is not None
        moves.append(blocker.args[1])
    assert moves[0] == moves[1]


def test_a_newer_request_drops_the_older_reply(qtbot: QtBot, client: PlayerClient) -> None:
    replies: list[int] = []
    client.move_ready.connect(lambda token, move: replies.append(token))
    client.request_move(Position.random_setup(1), 1, 1)
    second = client.request_move(Position.random_setup(2), 1, 1)
    qtbot.waitUntil(lambda: bool(replies), timeout=10000)
    qtbot.wait(400)
    assert replies == [second]


def test_cancel_drops_the_reply(qtbot: QtBot, client: PlayerClient) -> None:
    replies: list[int] = []
    client.move_ready.connect(lambda token, move: replies.append(token))
    client.request_move(Position.random_setup(1), 1, 1)
    client.cancel()
    assert not client.busy
    qtbot.wait(700)
    assert replies == []


def test_move_now_cuts_the_search_short(qtbot: QtBot, client: PlayerClient) -> None:
    client.start()
    position = Position.random_setup(3)
    with qtbot.waitSignal(client.move_ready, timeout=10000):
        client.request_move(position, 1, 1)  # warm the process up (level 1 answers at once)
    started = time.monotonic()
    with qtbot.waitSignal(client.move_ready, timeout=10000):
        client.request_move(position, 10, 2)
        client.move_now()
    assert time.monotonic() - started < 0.2


def test_a_crashed_process_is_reported_and_the_next_request_works(
    qtbot: QtBot, client: PlayerClient
) -> None:
    client.start()
    assert client.process is not None
    with qtbot.waitSignal(client.failed, timeout=5000) as blocker:
        client.request_move(Position.random_setup(1), 10, 1)
        client.process.kill()
    assert blocker.args is not None and "stopped unexpectedly" in blocker.args[1]
    assert not client.busy
    with qtbot.waitSignal(client.move_ready, timeout=10000):
        client.request_move(Position.random_setup(1), 1, 1)


def test_analysis_reports_a_line(qtbot: QtBot, analyser: AnalysisClient) -> None:
    reports: list[SearchInfo] = []
    analyser.searched.connect(lambda token, report: reports.append(report))
    with qtbot.waitSignal(analyser.finished, timeout=10000):
        analyser.request_analysis(Position.random_setup(4), 1.0)
    assert reports and reports[-1].pv


def test_levels_are_named_and_capped() -> None:
    table = levels()  # the app shows the engine's table, as it is
    assert [lv.number for lv in table] == list(range(1, len(table) + 1))
    assert len(table) == 20
    assert all(lv.name and lv.cap > 0 for lv in table)
    for outside in (0, 99):  # the app asks only for 1-20 (settings and records check it)
        with pytest.raises(ValueError):
            level(outside)


def test_a_search_that_ignores_stop_is_restarted(qtbot: QtBot) -> None:
    client = PlayerClient(target=stubborn_worker)
    try:
        client.request_move(Position.random_setup(1), 9, 1)  # would take 30 s
        qtbot.wait(200)
        assert client.process is not None
        first_pid = client.process.pid
        with qtbot.waitSignal(client.move_ready, timeout=5000) as blocker:
            token = client.request_move(Position.random_setup(2), 1, 1)
        assert blocker.args is not None and blocker.args[0] == token
        assert client.process is not None and client.process.pid != first_pid
    finally:
        client.shutdown()


def test_a_hint_is_a_legal_move_with_its_assessment(qtbot: QtBot, analyser: AnalysisClient) -> None:
    position = Position.random_setup(6)
    with qtbot.waitSignal(analyser.hinted, timeout=10000) as blocker:
        token = analyser.request_hint(position, 0.5, 3)
    assert blocker.args is not None
    got_token, info = blocker.args
    assert got_token == token and info.best in legal_moves(position) and not analyser.busy
    assert isinstance(info.assessment, Assessment)


def test_a_review_and_a_judgement_come_back_as_signals(
    qtbot: QtBot, analyser: AnalysisClient
) -> None:
    client = analyser
    record = blunder_game()
    found: list[Reviewed] = []
    client.reviewed.connect(lambda token, progress: found.append(progress))
    with qtbot.waitSignal(client.finished, timeout=30000) as blocker:
        token = client.request_review(record.start, record.moves, (0.1,))
    assert blocker.args == [token] and not client.busy
    assert sorted((p.pass_number, p.verdicts.index) for p in found) == [
        (number, index) for number in (1, 2) for index in range(len(record.moves))
    ]
    with qtbot.waitSignal(client.judged, timeout=30000) as judged:
        token = client.request_judgement(parse_position(BLUNDER_START), Move.parse("C3E5"), 0.3)
    assert judged.args is not None and judged.args[0] == token
    review = judged.args[1]
    assert isinstance(review, PlyReview) and review.move_class is MoveClass.BLUNDER


def test_the_computers_move_never_waits_for_the_analysis_process(
    qtbot: QtBot, client: PlayerClient, analyser: AnalysisClient
) -> None:
    """A review, an analysis left on and a hint keep the analysis process busy; the move
    comes from the player's process as soon as when it is alone."""
    position = Position.random_setup(2)
    with qtbot.waitSignal(client.move_ready, timeout=10000):
        client.request_move(position, 1, 5)  # the player's process is up
    start, moves = middle_game()
    analyser.request_review(start, moves, (30.0,))
    analyser.request_analysis(Position.random_setup(7), None)
    analyser.request_hint(Position.random_setup(8), 30.0, 1)
    qtbot.waitUntil(lambda: analyser.process is not None and analyser.process.is_alive())
    for seed in (6, 7, 8):
        started = time.monotonic()
        with qtbot.waitSignal(client.move_ready, timeout=5000):
            client.request_move(position, 1, seed)
        assert time.monotonic() - started < 1.0
    assert client.process is not None and analyser.process is not None
    assert client.process.pid != analyser.process.pid and analyser.busy


def test_a_cancelled_analysis_request_gives_way_at_once(
    qtbot: QtBot, analyser: AnalysisClient
) -> None:
    """The position shown changes: the analysis of the last one is cancelled, and the new
    one reports at once, while its late reports are dropped."""
    tokens: list[int] = []
    analyser.searched.connect(lambda token, report: tokens.append(token))
    first = analyser.request_analysis(Position.random_setup(3), None)
    qtbot.waitUntil(lambda: first in tokens, timeout=10000)
    analyser.cancel(first)
    assert not analyser.wants(first)
    started = time.monotonic()
    second = analyser.request_analysis(Position.random_setup(4), None)
    qtbot.waitUntil(lambda: second in tokens, timeout=5000)
    assert time.monotonic() - started < 1.0
    assert first not in tokens[tokens.index(second) :]
    analyser.cancel(second)
    qtbot.waitUntil(lambda: not analyser.busy)
