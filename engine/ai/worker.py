"""Searching in another process, so that the caller (the app's GUI thread) stays free.

``BackgroundSearch(job)`` starts a spawned process that runs the job and sends every
iteration's report back through a queue; ``poll()`` collects them without blocking, ``stop()``
asks for the move now (the search ends cooperatively with its last completed iteration) and
``result()`` waits for the answer: a Move for ``choose``, an Analysis for ``analyse``, the
last Report for ``search``.
"""

from __future__ import annotations

import multiprocessing
import queue
from dataclasses import dataclass
from multiprocessing.synchronize import Event
from typing import Any, Literal

from engine.ai.api import Analysis, Engine, Limits, Report
from engine.moves import Move
from engine.position import Position


@dataclass(frozen=True, slots=True)
class Job:
    kind: Literal["choose", "analyse", "search"]
    position: Position
    level: int = 10
    seed: int = 0
    time_left: float | None = None
    seconds: float = 1.0  # analyse
    limits: Limits | None = None  # search


def run_job(job: Job, stop: Event, out: Any) -> None:
    """The worker process: run ``job`` and put ("report", r)… then ("done", result)."""
    engine = Engine()
    result: Move | Analysis | Report | None = None
    try:
        if job.kind == "choose":
            result = engine.choose_move(
                job.position, job.level, job.seed, job.time_left, stop.is_set
            )
        elif job.kind == "analyse":
            result = engine.analyse(job.position, job.seconds, stop.is_set)
        else:
            for report in engine.search(job.position, job.limits, job.seed, stop.is_set):
                out.put(("report", report))
                result = report
    except Exception as error:  # the caller gets the message instead of a silent hang
        out.put(("error", f"{type(error).__name__}: {error}"))
        return
    out.put(("done", result))


class BackgroundSearch:
    def __init__(self, job: Job) -> None:
        context = multiprocessing.get_context("spawn")
        self._stop = context.Event()
        self._queue: Any = context.Queue()
        self._process = context.Process(
            target=run_job, args=(job, self._stop, self._queue), daemon=True
        )
        self._process.start()
        self.reports: list[Report] = []
        self._done = False
        self._result: Move | Analysis | Report | None = None

    def _take(self, block: bool, timeout: float | None) -> bool:
        try:
            kind, payload = self._queue.get(block, timeout)
        except queue.Empty:
            return False
        if kind == "report":
            self.reports.append(payload)
        elif kind == "error":
            self._done = True
            raise RuntimeError(f"background search failed: {payload}")
        else:
            self._done = True
            self._result = payload
        return True

    def poll(self) -> list[Report]:
        """Reports that arrived since the last call (never blocks)."""
        before = len(self.reports)
        while not self._done and self._take(False, None):
            pass
        return self.reports[before:]

    @property
    def done(self) -> bool:
        self.poll()
        return self._done

    def stop(self) -> None:
        """Ask for the answer now: the search ends at its next check."""
        self._stop.set()

    def result(self, timeout: float | None = None) -> Move | Analysis | Report | None:
        """Wait for the answer (None when ``timeout`` passes first)."""
        while not self._done:
            if not self._take(True, timeout):
                return None
        self._process.join(timeout=5)
        return self._result

    def cancel(self) -> None:
        """Stop and forget the search, ending the process."""
        self._stop.set()
        self._process.join(timeout=1)
        if self._process.is_alive():
            self._process.terminate()
            self._process.join()
