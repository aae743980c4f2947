"""The worker processes' loops (``engine.service.worker``), run here in threads over real pipes:
the player's moves by token, the analysis process's answers streamed, searches stopped on
request, a review paused (not changed) by what the player looks at, the loops ending with
their app."""

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
from engine.assessment import Standing
from engine.moves import Move
from engine.notation import parse_position
from engine.position import Color, Position
from engine.review.analysis import GameLine, judge_found
from engine.review.judgement import MoveClass
from engine.rules import apply, legal_moves
from engine.service.messages import (
    AnalysisRequest,
    Cancel,
    Done,
    Failed,
    Hinted,
    HintRequest,
    Judged,
    JudgeRequest,
    Moved,
    MoveRequest,
    Reply,
    Reviewed,
    ReviewRequest,
    Searched,
    Skipped,
    Solved,
    SolveRequest,
    is_final,
)
from engine.service.worker import serve_analysis, serve_player
from tests.engine.positions import pos
from tests.engine.test_review import BLUNDER_START, blunder_game

FINISHED = pos({"E3": "DWWWW", "F3": "D", "D3": "D", "E2": "BBBBB"})  # nobody can move


@dataclass
class Shared:
    value: int = 0


class Loop:
    """A loop in a thread: the player's (``serve_player``, steered by ``current`` and
    ``hurry``) or the analysis process's; ``ask`` sends a request, ``reply`` reads."""

    def __init__(self, player: bool = True, parent: int | None = None) -> None:
        theirs, self.requests = multiprocessing.Pipe(duplex=False)
        self.replies, ours = multiprocessing.Pipe(duplex=False)
        self.current, self.hurry = Shared(), Shared()
        parent = os.getppid() if parent is None else parent
        args = (
            (theirs, ours, self.current, self.hurry, parent) if player else (theirs, ours, parent)
        )
        target = serve_player if player else serve_analysis
        self.thread = threading.Thread(target=target, args=args, daemon=True)
        self.thread.start()
        self._ends: tuple[Connection, Connection] = (theirs, ours)

    def ask(self, request: MoveRequest | AnalysisRequest | HintRequest | JudgeRequest) -> None:
        self.current.value = request.token
        self.requests.send(request)

    def send(self, message: object) -> None:
        self.requests.send(message)

    def reply(self, timeout: float = 30.0) -> Reply:
        assert self.replies.poll(timeout), "no reply in time"
        reply: Reply = self.replies.recv()
        return reply

    def until_final(self, token: int) -> tuple[list[Reply], Reply]:
        """The progress replies of ``token``, then its final one (others' are dropped)."""
        progress: list[Reply] = []
        while True:
            reply = self.reply()
            if reply.token != token:
                continue
            if is_final(reply):
                return progress, reply
            progress.append(reply)

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


@pytest.fixture
def analyst() -> Iterator[Loop]:
    running = Loop(player=False)
    yield running
    running.close()


def test_a_move_and_a_hint_come_back_with_their_tokens(loop: Loop, analyst: Loop) -> None:
    position = Position.random_setup(2)
    loop.ask(MoveRequest(1, position, 1, 5))
    move = loop.reply()
    assert isinstance(move, Moved) and move.token == 1
    assert move.move in legal_moves(position)
    analyst.send(HintRequest(2, position, 0.3, 1))
    hint = analyst.reply()
    assert isinstance(hint, Hinted) and hint.token == 2
    assert hint.info.best in legal_moves(position)


def test_a_hint_carries_the_proven_result_as_data(analyst: Loop) -> None:
    """In a small endgame the deciding search proves White's win within the hint's time: the
    hint says so with the kind and its values (no score), as the shell's analyze does."""
    analyst.send(HintRequest(3, parse_position(BLUNDER_START), 1.0, 1))
    reply = analyst.reply()
    assert isinstance(reply, Hinted)
    assessment = reply.info.assessment
    assert assessment.proven and assessment.side is Color.WHITE
    assert assessment.standing in (Standing.WINS, Standing.WINS_BY_AT_LEAST)
    assert reply.info.best == Move.parse("G4G5")  # the move that keeps the win


def test_analysis_streams_reports_and_stops_when_cancelled(analyst: Loop) -> None:
    analyst.send(AnalysisRequest(7, Position.random_setup(3), 30.0))
    first = analyst.reply()
    assert isinstance(first, Searched) and first.token == 7 and first.info.pv
    analyst.send(Cancel(7))  # the app wants something else now
    started = time.monotonic()
    progress, final = analyst.until_final(7)
    assert all(isinstance(reply, Searched) for reply in progress)
    assert final == Done(7)
    assert time.monotonic() - started < 5  # not the 30 s asked for


def test_move_now_answers_at_once_with_a_legal_move(loop: Loop) -> None:
    position = Position.random_setup(4)
    loop.ask(MoveRequest(3, position, levels()[-1].number, 1, time_left=600.0))
    time.sleep(0.3)
    started = time.monotonic()
    loop.hurry.value = 3
    reply = loop.reply()
    assert time.monotonic() - started < 2
    assert isinstance(reply, Moved) and reply.move in legal_moves(position)


def test_a_request_no_longer_wanted_is_skipped(loop: Loop, analyst: Loop) -> None:
    loop.send(MoveRequest(5, Position.random_setup(1), 1, 1))  # current is still 0
    assert loop.reply() == Skipped(5)
    analyst.send(Cancel(99))  # nothing to cancel: nothing happens
    analyst.send(HintRequest(6, Position.random_setup(1), 0.1, 1))
    assert isinstance(analyst.reply(), Hinted)


def test_a_failed_search_replies_with_the_error(analyst: Loop) -> None:
    analyst.send(HintRequest(9, FINISHED, 0.3, 1))
    reply = analyst.reply()
    assert isinstance(reply, Failed) and reply.token == 9
    assert "ValueError: no legal move" in reply.error
    analyst.send(AnalysisRequest(10, FINISHED, 0.3))  # the loop goes on serving
    report = analyst.reply()
    assert isinstance(report, Searched)
    white, black = FINISHED.controlled_pieces()
    assert str(report.info.assessment) == f"Game over: Draw {white}–{black}"
    assert report.info.assessment.pieces == 0.0
    assert analyst.reply() == Done(10)


def test_a_review_streams_every_move_pass_by_pass_and_finds_the_blunder(analyst: Loop) -> None:
    record = blunder_game()
    analyst.send(ReviewRequest(11, record.start, record.moves, (0.1,)))
    progress, final = analyst.until_final(11)
    assert final == Done(11)
    found = [reply for reply in progress if isinstance(reply, Reviewed)]
    assert len(found) == len(progress)
    searched = [(one.pass_number, one.verdicts.index) for one in found]
    last_first = list(range(len(record.moves) - 1, -1, -1))
    assert searched == [(1, i) for i in last_first] + [(2, i) for i in last_first]
    line = GameLine.of_moves(record.start, record.moves)
    first = judge_found(line, found[-1].verdicts)
    assert first.move_class is MoveClass.BLUNDER and first.best == Move.parse("G4G5")
    analyst.send(JudgeRequest(12, parse_position(BLUNDER_START), Move.parse("C3E5"), 0.3))
    judged = analyst.reply()
    assert isinstance(judged, Judged) and judged.token == 12
    assert judged.review.move_class is MoveClass.BLUNDER
    assert judged.review.best == Move.parse("G4G5")


def middle_game(seed: int = 3, plies: int = 4) -> tuple[Position, tuple[Move, ...]]:
    """A start and a few moves of the movement phase: nothing is proven, a long search
    takes its time."""
    position = start = Position.random_setup(seed)
    moves = []
    for _ in range(plies):
        moves.append(legal_moves(position)[0])
        position = apply(position, moves[-1]).after
    return start, tuple(moves)


def test_a_cancelled_review_ends_at_once(analyst: Loop) -> None:
    start, moves = middle_game()
    analyst.send(ReviewRequest(13, start, moves, (30.0,)))
    quick = [analyst.reply() for _ in moves]
    passes = [r.pass_number if isinstance(r, Reviewed) else None for r in quick]
    assert passes == [1] * 4
    time.sleep(0.3)  # the 30 s pass has begun
    analyst.send(Cancel(13))  # the player closed the review
    started = time.monotonic()
    assert analyst.reply(timeout=10) == Done(13)
    assert time.monotonic() - started < 5


def test_every_move_is_solved(analyst: Loop) -> None:
    position = parse_position(BLUNDER_START)
    analyst.send(SolveRequest(14, position, 1.0))
    progress, final = analyst.until_final(14)
    assert final == Done(14) and len(progress) == 1
    solved = progress[0]
    assert isinstance(solved, Solved)
    assert sorted(str(s.move) for s in solved.solutions) == sorted(
        str(m) for m in legal_moves(position)
    )
    assert solved.solutions[0].move == Move.parse("G4G5")  # the winning move, proven
    assert solved.solutions[0].result == "win"


def test_the_loops_end_when_the_app_closes_their_end_or_says_so() -> None:
    for player in (True, False):
        closed = Loop(player)
        closed.requests.close()  # what a killed app leaves: the end of the requests
        closed.thread.join(5)
        assert not closed.thread.is_alive()
        polite = Loop(player)
        polite.requests.send(None)
        polite.thread.join(5)
        assert not polite.thread.is_alive()
        for loop in (closed, polite):
            loop.close()


@pytest.mark.parametrize("player", [True, False])
def test_a_search_ends_soon_after_its_app_has_gone(
    player: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    loop = Loop(player)
    if player:  # it thinks for seconds on a long clock
        loop.ask(MoveRequest(4, Position.random_setup(5), levels()[-1].number, 1, 600.0))
    else:  # until cancelled
        loop.send(AnalysisRequest(4, Position.random_setup(5), None))
    time.sleep(0.3)
    started = time.monotonic()
    adopted = os.getppid() + 1  # what a killed app leaves: a new parent process
    monkeypatch.setattr("engine.service.worker.os.getppid", lambda: adopted)
    loop.thread.join(5)
    assert not loop.thread.is_alive()
    assert time.monotonic() - started < 2
    loop.close()


def test_a_loop_whose_app_has_gone_serves_nothing() -> None:
    for player in (True, False):
        orphan = Loop(player, parent=-1)
        orphan.thread.join(5)
        assert not orphan.thread.is_alive()
        orphan.close()
