"""The analysis process's requests in order of priority, one search at a time.

Every request (a ``Job``) runs in a thread of its own once its turn comes; only the job at the
front searches (``Priority`` first, then the newest), and every other job that has started
waits inside its search's stop callable (``Scheduler.stop``), which the search core polls
every few thousand nodes: a job of higher priority takes over within milliseconds, and the
one it interrupted goes on from where it was, node for node the same (a review stays
reproducible).  Two jobs that need the same engine cannot both be half-way through a search:
the newer one's turn ends the older one's search instead, and the older one starts again
from the beginning when its turn comes back (its table is kept).

A cancelled job stops at once: its stop callable answers True at the next poll, what it
would still say is dropped, and its final reply is ``Skipped`` unless it had one ready.  A
continuous analysis (``AnalysisRequest`` without ``seconds``) searches at its priority for
``LOOK_SECONDS`` of its own time and then in the background, so that a review goes on while
the position shown is analysed further.
"""

from __future__ import annotations

import itertools
import threading
import time
import traceback
from collections.abc import Callable, Generator

from engine.service.messages import (
    AnalysisJob,
    AnalysisRequest,
    Failed,
    Priority,
    Reply,
    ReviewRequest,
    Skipped,
    TryRequest,
    is_final,
)

LOOK_SECONDS = 3.0
# The engine each kind of request searches with (the analyst's by default).
_ENGINES: dict[type, str] = {ReviewRequest: "reviewer", TryRequest: "trainer"}
# A paused job looks again this often whether the app is still there.
PAUSE_CHECK_S = 0.5

Answer = Callable[[AnalysisJob, Callable[[], bool]], Generator[Reply, None, None]]


class Job:
    """One request and where it stands."""

    def __init__(self, request: AnalysisJob, order: int) -> None:
        self.request = request
        self.priority = request.priority
        self.order = order  # arrival: the newest goes first among equals
        self.engine = _ENGINES.get(type(request), "analyst")
        self.thread: threading.Thread | None = None
        self.cancelled = False
        self.preempted = False  # its engine is wanted by the job at the front: start again
        self.searched = 0.0  # seconds spent searching at the front
        self.since: float | None = None  # when it last went on searching

    @property
    def continuous(self) -> bool:
        return isinstance(self.request, AnalysisRequest) and self.request.seconds is None

    def rank(self) -> tuple[int, int]:
        return self.priority, -self.order


class Scheduler:
    """Runs the jobs that ``submit`` hands it with ``answer`` (the replies to one request),
    sending each reply with ``send`` (from the jobs' threads, one at a time)."""

    def __init__(
        self, answer: Answer, send: Callable[[Reply], None], gone: Callable[[], bool]
    ) -> None:
        self._answer = answer
        self._send = send
        self._gone = gone
        self._turns = threading.Condition()
        self._jobs: dict[int, Job] = {}
        self._holders: dict[str, Job] = {}  # engine -> the job whose thread holds it
        self._orders = itertools.count()
        self._sending = threading.Lock()

    # --- from the request loop ------------------------------------------------------------

    def submit(self, request: AnalysisJob) -> None:
        with self._turns:
            self._jobs[request.token] = Job(request, next(self._orders))
            self._schedule()

    def cancel(self, token: int) -> None:
        with self._turns:
            job = self._jobs.get(token)
            if job is None:
                return
            job.cancelled = True
            if job.thread is None:  # it never started
                del self._jobs[token]
                self._reply(Skipped(token))
            self._schedule()

    def close(self, timeout: float = 5.0) -> None:
        """Cancel everything and wait for the jobs' threads to end."""
        with self._turns:
            threads = [job.thread for job in self._jobs.values() if job.thread is not None]
            for token in list(self._jobs):
                self.cancel(token)
        for thread in threads:
            thread.join(timeout)

    def idle(self) -> bool:
        with self._turns:
            return not self._jobs

    # --- from the jobs' threads --------------------------------------------------------------

    def stop(self, job: Job) -> bool:
        """The job's stop callable: True when it must end now (cancelled, its engine wanted,
        the app gone); while another job goes first, it waits here."""
        with self._turns:
            while True:
                now = time.monotonic()
                if job.cancelled or job.preempted or self._gone():
                    return True
                if self._front() is job:
                    if threading.current_thread() is job.thread:  # not its race's prover
                        if job.since is not None:
                            job.searched += now - job.since
                        job.since = now
                    self._lower(job)
                    if self._front() is job:
                        return False
                job.since = None
                self._turns.wait(PAUSE_CHECK_S)

    def _lower(self, job: Job) -> None:
        """A continuous analysis goes on in the background after its first LOOK_SECONDS."""
        if job.continuous and job.searched >= LOOK_SECONDS and job.priority < Priority.BACKGROUND:
            job.priority = Priority.BACKGROUND
            self._schedule()

    def _run(self, job: Job) -> None:
        """The job's thread: its replies sent as they come (after a cancel only the final
        one; after its engine was wanted, none: it starts again later)."""
        final = False
        replies = self._answer(job.request, lambda: self.stop(job))
        try:
            for reply in replies:
                if job.preempted and not job.cancelled:
                    break
                if is_final(reply) or not job.cancelled:
                    final = final or is_final(reply)
                    self._reply(reply)
        except Exception:
            final = True
            self._reply(Failed(job.request.token, traceback.format_exc(limit=8)))
        finally:
            replies.close()
            self._finish(job, final)

    def _finish(self, job: Job, final: bool) -> None:
        with self._turns:
            del self._holders[job.engine]
            job.thread, job.since = None, None
            if not final and job.preempted and not job.cancelled:
                job.preempted = False  # its turn comes again: it starts afresh
            else:
                del self._jobs[job.request.token]
                if not final:
                    self._reply(Skipped(job.request.token))
            self._schedule()

    # --- the order ------------------------------------------------------------------------

    def _front(self) -> Job | None:
        waiting = [job for job in self._jobs.values() if not job.cancelled]
        return min(waiting, key=Job.rank, default=None)

    def _schedule(self) -> None:
        """Start the job at the front if its engine is free, else end the search that holds
        it; wake the paused jobs to look again.  With ``_turns`` held."""
        front = self._front()
        if front is not None and front.thread is None:
            holder = self._holders.get(front.engine)
            if holder is None:
                self._holders[front.engine] = front
                front.thread = threading.Thread(
                    target=self._run, args=(front,), name=f"job {front.request.token}"
                )
                front.thread.daemon = True
                front.thread.start()
            elif not holder.cancelled:
                holder.preempted = True
        self._turns.notify_all()

    def _reply(self, reply: Reply) -> None:
        with self._sending:
            self._send(reply)
