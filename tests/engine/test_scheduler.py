"""The analysis process's order (``engine.service.scheduler``) with searches that only count
their steps: one at a time, the front job first; a job of higher priority pauses the others
(which go on where they were); a newer job wanting the same engine restarts the older one; a
cancel ends a job at once with one final reply; a continuous analysis moves to the
background after its first seconds."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Generator, Iterator

import pytest

from engine.ai.search_info import Outcome, SearchInfo
from engine.position import Color, Position
from engine.service import scheduler as scheduling
from engine.service.messages import (
    AnalysisJob,
    AnalysisRequest,
    Done,
    HintRequest,
    Priority,
    Reply,
    ReviewRequest,
    Searched,
    Skipped,
    is_final,
)
from engine.service.scheduler import Scheduler

POSITION = Position.random_setup(1)
INFO = SearchInfo(1, Color.WHITE, Outcome(0), (), 1, 0.0)
STEP_S = 0.002


class Steps:
    """Searches that take ``steps`` steps (forever for a continuous analysis), polling their
    stop callable at each, and log who stepped; a report every ten steps."""

    def __init__(self) -> None:
        self.log: list[tuple[int, int]] = []  # (token, step)
        self.replies: list[Reply] = []
        self.arrived = threading.Condition()

    def answer(self, request: AnalysisJob, stop: Callable[[], bool]) -> Generator[Reply]:
        steps = 10**9
        if isinstance(request, AnalysisRequest) and request.seconds is not None:
            steps = int(request.seconds * 100)
        elif isinstance(request, ReviewRequest):
            steps = 60
        elif isinstance(request, HintRequest):
            steps = 20
        for step in range(steps):
            if stop():
                break
            self.log.append((request.token, step))
            time.sleep(STEP_S)
            if step % 10 == 9:
                yield Searched(request.token, INFO)
        yield Done(request.token)

    def send(self, reply: Reply) -> None:
        with self.arrived:
            self.replies.append(reply)
            self.arrived.notify_all()

    def wait_for(self, condition: Callable[[], bool], timeout: float = 10.0) -> None:
        with self.arrived:
            assert self.arrived.wait_for(condition, timeout), self.replies

    def finals(self, token: int) -> list[Reply]:
        return [r for r in self.replies if r.token == token and is_final(r)]

    def stepped(self, token: int) -> list[int]:
        return [step for who, step in self.log if who == token]


@pytest.fixture
def steps() -> Iterator[tuple[Steps, Scheduler]]:
    fake = Steps()
    running = Scheduler(fake.answer, fake.send, lambda: False)
    yield fake, running
    running.close()


def analysis(token: int, seconds: float | None, priority: Priority = Priority.LOOK) -> AnalysisJob:
    return AnalysisRequest(token, POSITION, seconds, 1, priority)


def review(token: int) -> AnalysisJob:
    return ReviewRequest(token, POSITION, (), (0.1,))


def test_what_the_player_looks_at_pauses_the_review_which_goes_on_where_it_was(
    steps: tuple[Steps, Scheduler],
) -> None:
    fake, running = steps
    running.submit(review(1))
    fake.wait_for(lambda: len(fake.stepped(1)) >= 5)
    running.submit(analysis(2, 0.3))
    fake.wait_for(lambda: bool(fake.finals(1)) and bool(fake.finals(2)))
    order = [who for who, _ in fake.log]
    first_two = order.index(2)
    last_two = len(order) - 1 - order[::-1].index(2)
    assert set(order[first_two : last_two + 1]) == {2}  # the review waited throughout
    assert fake.stepped(1) == list(range(60))  # paused, not restarted: every step once
    assert fake.finals(1) == [Done(1)] and fake.finals(2) == [Done(2)]


def test_a_newer_job_wanting_the_same_engine_restarts_the_older_one_after_it(
    steps: tuple[Steps, Scheduler],
) -> None:
    fake, running = steps
    running.submit(analysis(1, 0.5))
    fake.wait_for(lambda: len(fake.stepped(1)) >= 5)
    running.submit(HintRequest(2, POSITION, 1.0, 0))
    fake.wait_for(lambda: bool(fake.finals(1)) and bool(fake.finals(2)))
    stepped = fake.stepped(1)
    restart = stepped.index(0, 1)  # started again from its first step
    assert stepped[restart:] == list(range(50))
    done_two = max(i for i, (who, _) in enumerate(fake.log) if who == 2)
    assert all(who == 1 for who, _ in fake.log[done_two + 1 :])  # after the hint
    assert fake.finals(1) == [Done(1)] and fake.finals(2) == [Done(2)]


def test_a_cancel_ends_a_job_at_once_with_one_final_reply(
    steps: tuple[Steps, Scheduler],
) -> None:
    fake, running = steps
    running.submit(analysis(1, None))  # until cancelled
    running.submit(review(2))  # waits behind it
    fake.wait_for(lambda: len(fake.stepped(1)) >= 5)
    running.cancel(2)  # never started: skipped at once
    assert fake.finals(2) == [Skipped(2)] and not fake.stepped(2)
    began = time.monotonic()
    running.cancel(1)
    fake.wait_for(lambda: bool(fake.finals(1)))
    assert time.monotonic() - began < 0.5
    cancelled_at = len(fake.replies)
    running.submit(analysis(3, 0.1))
    fake.wait_for(lambda: bool(fake.finals(3)))
    assert fake.finals(1) == [Done(1)]  # its own final, once; nothing of it after
    assert all(r.token != 1 for r in fake.replies[cancelled_at:])
    assert running.idle()


def test_a_stale_job_never_delays_a_fresh_one(steps: tuple[Steps, Scheduler]) -> None:
    """A fresh analysis waits for no older one, whichever engine it holds, whatever its
    priority: it reports after its own first ten steps."""
    fake, running = steps
    running.submit(review(1))
    running.submit(analysis(2, None, Priority.BACKGROUND))
    fake.wait_for(lambda: len(fake.stepped(1)) >= 5)
    for token in (3, 4, 5):
        began = time.monotonic()
        running.submit(analysis(token, None))

        def reported(token: int = token) -> bool:
            return any(r.token == token for r in fake.replies)

        fake.wait_for(reported)
        assert time.monotonic() - began < 10 * STEP_S + 0.3
        running.cancel(token)
    running.cancel(2)
    fake.wait_for(lambda: bool(fake.finals(1)))
    assert fake.stepped(1) == list(range(60))


def test_a_continuous_analysis_goes_to_the_background_after_its_first_seconds(
    steps: tuple[Steps, Scheduler], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(scheduling, "LOOK_SECONDS", 0.1)
    fake, running = steps
    running.submit(analysis(1, None))
    running.submit(review(2))  # waits while the analysis is looked at
    fake.wait_for(lambda: bool(fake.finals(2)))  # then the review goes first
    before_review = [who for who, _ in fake.log][: fake.log.index((2, 0))]
    assert set(before_review) == {1} and len(before_review) > 0.1 / STEP_S / 3
    assert not fake.finals(1)  # the analysis goes on (paused meanwhile)
    count = len(fake.stepped(1))
    fake.wait_for(lambda: len(fake.stepped(1)) > count + 5)  # and resumes after the review
    running.cancel(1)
    fake.wait_for(lambda: bool(fake.finals(1)))


def test_a_background_review_yields_to_everything_the_player_does(
    steps: tuple[Steps, Scheduler],
) -> None:
    """A finished game reviewed in the background (issue 50) waits while the player asks for a
    hint or the review of the game on the board, and goes on after them to its end."""
    fake, running = steps
    running.submit(ReviewRequest(1, POSITION, (), (0.1,), Priority.BACKGROUND))
    fake.wait_for(lambda: len(fake.stepped(1)) >= 5)
    running.submit(HintRequest(2, POSITION, 0.1, 0))
    running.submit(review(3))
    fake.wait_for(lambda: all(fake.finals(token) for token in (1, 2, 3)))
    order = [who for who, _ in fake.log]
    first_asked = min(order.index(2), order.index(3))
    last_asked = max(len(order) - 1 - order[::-1].index(token) for token in (2, 3))
    assert 1 not in order[first_asked : last_asked + 1]  # it waited throughout
    assert order[-1] == 1 and fake.finals(1) == [Done(1)]  # and ended last, once
    assert fake.stepped(2) == list(range(20))
