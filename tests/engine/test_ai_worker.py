"""The worker process's loop (``engine.service.worker.serve``), run here in a thread over real
pipes: answers by token, reports and review progress streamed, searches stopped on request,
the loop ends with its app."""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from multiprocessing.connection import Connection

import pytest

from engine.ai.levels import levels
from engine.assessment import Assessment, Standing
from engine.moves import Move
from engine.notation import parse_position
from engine.position import Color, Position
from engine.review.analysis import GameLine, judge_found
from engine.review.judgement import MoveClass, PlyReview
from engine.rules import apply, legal_moves
from engine.service.worker import (
    FINAL_REPLIES,
    AnalysisReport,
    AnalysisRequest,
    Hint,
    HintRequest,
    JudgeRequest,
    MoveRequest,
    Reply,
    Request,
    ReviewProgress,
    ReviewRequest,
    serve,
)
from tests.engine.positions import pos
from tests.engine.test_review import BLUNDER_START, blunder_game

FINISHED = pos({"E3": "DWWWW", "F3": "D", "D3": "D", "E2": "BBBBB"})  # nobody can move


@dataclass
class Shared:
    value: int = 0


class Loop:
    """``serve`` in a thread; ``ask`` sends a request as the one wanted, ``replies`` reads."""

    def __init__(self, parent: int | None = None) -> None:
        theirs, self.requests = multiprocessing.Pipe(duplex=False)
        self.replies, ours = multiprocessing.Pipe(duplex=False)
        self.current, self.hurry = Shared(), Shared()
        parent = os.getppid() if parent is None else parent
        self.thread = threading.Thread(
            target=serve, args=(theirs, ours, self.current, self.hurry, parent), daemon=True
        )
        self.thread.start()
        self._ends: tuple[Connection, Connection] = (theirs, ours)

    def ask(self, request: Request) -> None:
        self.current.value = request.token
        self.requests.send(request)

    def reply(self, timeout: float = 30.0) -> Reply:
        assert self.replies.poll(timeout), "no reply in time"
        reply = self.replies.recv()
        assert isinstance(reply, Reply)
        return reply

    def until_final(self) -> tuple[list[Reply], Reply]:
        """The progress replies, then the final one."""
        progress = []
        while (reply := self.reply()).kind not in FINAL_REPLIES:
            progress.append(reply)
        return progress, reply

    def close(self) -> None:
        self.requests.close()
        self.thread.join(10)
        for end in (*self._ends, self.replies):
            end.close()


@pytest.fixture
def loop() -> Iterator[Loop]:
    running = Loop()
    yield running
    running.close()


def test_a_move_and_a_hint_come_back_with_their_tokens(loop: Loop) -> None:
    position = Position.random_setup(2)
    loop.ask(MoveRequest(1, position, 1, 5))
    move = loop.reply()
    assert (move.kind, move.token) == ("move", 1)
    assert Move.parse(str(move.payload)) in legal_moves(position)
    loop.ask(HintRequest(2, position, 0.3, 1))
    hint = loop.reply()
    assert (hint.kind, hint.token) == ("hint", 2)
    assert isinstance(hint.payload, Hint) and isinstance(hint.payload.assessment, Assessment)
    assert Move.parse(hint.payload.move) in legal_moves(position)


def test_a_hint_carries_the_proven_result_as_data(loop: Loop) -> None:
    """In a small endgame the deciding search proves White's win within the hint's time: the
    hint says so with the kind and its values (no score), as the shell's analyze does."""
    position = parse_position(BLUNDER_START)
    loop.ask(HintRequest(3, position, 1.0, 1))
    reply = loop.reply()
    assert reply.kind == "hint" and isinstance(reply.payload, Hint)
    assessment = reply.payload.assessment
    assert assessment.proven and assessment.side is Color.WHITE
    assert assessment.standing in (Standing.WINS, Standing.WINS_BY_AT_LEAST)
    assert Move.parse(reply.payload.move) == Move.parse("G4G5")  # the move that keeps the win


def test_analysis_streams_reports_and_stops_when_abandoned(loop: Loop) -> None:
    loop.ask(AnalysisRequest(7, Position.random_setup(3), 30.0))
    first = loop.reply()
    assert first.kind == "analysis" and first.token == 7
    assert isinstance(first.payload, AnalysisReport) and first.payload.line
    loop.current.value = 0  # the app wants something else now
    started = time.monotonic()
    while (reply := loop.reply()).kind == "analysis":
        assert isinstance(reply.payload, AnalysisReport)
    assert (reply.kind, reply.token) == ("analysis_done", 7)
    assert time.monotonic() - started < 5  # not the 30 s asked for


def test_move_now_answers_at_once_with_a_legal_move(loop: Loop) -> None:
    position = Position.random_setup(4)
    loop.ask(MoveRequest(3, position, levels()[-1].number, 1, time_left=600.0))
    time.sleep(0.3)
    started = time.monotonic()
    loop.hurry.value = 3
    reply = loop.reply()
    assert time.monotonic() - started < 2
    assert reply.kind == "move" and Move.parse(str(reply.payload)) in legal_moves(position)


def test_a_request_no_longer_wanted_is_skipped(loop: Loop) -> None:
    loop.requests.send(MoveRequest(5, Position.random_setup(1), 1, 1))  # current is still 0
    assert loop.reply() == Reply("skipped", 5)


def test_a_failed_search_replies_with_the_error(loop: Loop) -> None:
    loop.ask(HintRequest(9, FINISHED, 0.3, 1))
    reply = loop.reply()
    assert (reply.kind, reply.token) == ("error", 9)
    assert "ValueError: no legal move" in str(reply.payload)
    loop.ask(AnalysisRequest(10, FINISHED, 0.3))  # the loop goes on serving
    report = loop.reply()
    assert report.kind == "analysis" and isinstance(report.payload, AnalysisReport)
    white, black = FINISHED.controlled_pieces()
    assert str(report.payload.assessment) == f"Game over: Draw {white}–{black}"
    assert report.payload.score == 0.0
    assert loop.reply() == Reply("analysis_done", 10)


def test_a_review_streams_every_move_pass_by_pass_and_finds_the_blunder(loop: Loop) -> None:
    record = blunder_game()
    loop.ask(ReviewRequest(11, record.start, record.moves, (0.1,)))
    progress, final = loop.until_final()
    assert final == Reply("review_done", 11)
    assert {reply.kind for reply in progress} == {"review"}
    found = [reply.payload for reply in progress if isinstance(reply.payload, ReviewProgress)]
    assert len(found) == len(progress)
    searched = [(one.pass_number, one.verdicts.index) for one in found]
    last_first = list(range(len(record.moves) - 1, -1, -1))
    assert searched == [(1, i) for i in last_first] + [(2, i) for i in last_first]
    line = GameLine.of_moves(record.start, record.moves)
    first = judge_found(line, found[-1].verdicts)
    assert first.move_class is MoveClass.BLUNDER and first.best == Move.parse("G4G5")
    loop.ask(JudgeRequest(12, parse_position(BLUNDER_START), Move.parse("C3E5"), 0.3))
    judged = loop.reply()
    assert (judged.kind, judged.token) == ("judged", 12)
    assert isinstance(judged.payload, PlyReview)
    assert judged.payload.move_class is MoveClass.BLUNDER
    assert judged.payload.best == Move.parse("G4G5")


def test_an_abandoned_review_ends_at_once(loop: Loop) -> None:
    position = start = Position.random_setup(3)
    moves = []
    for _ in range(4):  # a middle game: nothing is proven, a long pass takes its time
        moves.append(legal_moves(position)[0])
        position = apply(position, moves[-1]).after
    loop.ask(ReviewRequest(13, start, tuple(moves), (30.0,)))
    quick = [loop.reply() for _ in moves]
    passes = [
        r.payload.pass_number if isinstance(r.payload, ReviewProgress) else None for r in quick
    ]
    assert [r.kind for r in quick] == ["review"] * 4 and passes == [1] * 4
    time.sleep(0.3)  # the 30 s pass has begun
    loop.current.value = 0  # the player closed the review
    started = time.monotonic()
    assert loop.reply(timeout=10) == Reply("review_done", 13)
    assert time.monotonic() - started < 5


def test_the_loop_ends_when_the_app_closes_its_end_or_says_so() -> None:
    closed = Loop()
    closed.requests.close()  # what a killed app leaves: the end of the requests
    closed.thread.join(5)
    assert not closed.thread.is_alive()
    polite = Loop()
    polite.requests.send(None)
    polite.thread.join(5)
    assert not polite.thread.is_alive()
    for loop in (closed, polite):
        loop.close()


def test_a_search_ends_soon_after_its_app_has_gone(
    loop: Loop, monkeypatch: pytest.MonkeyPatch
) -> None:
    top = levels()[-1].number  # it thinks for seconds on a long clock
    loop.ask(MoveRequest(4, Position.random_setup(5), top, 1, time_left=600.0))
    time.sleep(0.3)
    started = time.monotonic()
    adopted = os.getppid() + 1  # what a killed app leaves: a new parent process
    monkeypatch.setattr("engine.service.worker.os.getppid", lambda: adopted)
    loop.thread.join(5)
    assert not loop.thread.is_alive()
    assert time.monotonic() - started < 2


def test_a_loop_whose_app_has_gone_serves_nothing() -> None:
    orphan = Loop(parent=-1)
    orphan.thread.join(5)
    assert not orphan.thread.is_alive()
    orphan.close()
