"""The game review's worker process, seen from the GUI thread.

A spawned process runs ``engine.review.worker.serve``; requests go out through one queue and
replies come back through another, read by a QTimer without ever blocking.  Each request has a
token; a shared integer names the one still wanted, so that the worker abandons anything else
at once and stale replies are dropped here.  If the process dies, ``failed`` says so and the
next request starts a new one.
"""

from __future__ import annotations

import contextlib
import itertools
import multiprocessing
import queue
from multiprocessing.context import SpawnProcess
from typing import Any

from PyQt6.QtCore import QObject, QTimer, pyqtSignal

from engine.moves import Move
from engine.position import Position
from engine.review.worker import serve

POLL_MS = 30
_tokens = itertools.count(1)


class ReviewProcess(QObject):
    verdicts_found = pyqtSignal(object)  # (pass number, MoveVerdicts)
    finished = pyqtSignal()  # every pass of the review is done
    judged = pyqtSignal(object)  # PlyReview of a move the player is about to make
    failed = pyqtSignal(str)  # a message for the player

    def __init__(self, parent: QObject | None = None, name: str = "dvonn-review") -> None:
        super().__init__(parent)
        self._context = multiprocessing.get_context("spawn")
        self._name = name
        self._process: SpawnProcess | None = None
        self._requests: Any = None
        self._replies: Any = None
        self._current = self._context.Value("q", 0, lock=False)
        self._pending: int | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    @property
    def busy(self) -> bool:
        return self._pending is not None

    def review(self, start: Position, moves: tuple[Move, ...], seconds: tuple[float, ...]) -> None:
        """Search every move: the quick pass, then a pass at each of ``seconds`` per move."""
        self._send("review", start, moves, seconds)

    def judge(self, position: Position, move: Move, seconds: float) -> None:
        self._send("judge", position, move, seconds)

    def cancel(self) -> None:
        self._current.value = 0
        self._pending = None
        self._timer.stop()

    def shutdown(self) -> None:
        self.cancel()
        process, self._process = self._process, None
        if process is None:
            return
        with contextlib.suppress(OSError, ValueError):
            self._requests.put_nowait(None)
        process.join(0.3)
        if process.is_alive():
            process.terminate()
            process.join(1.0)
        for q in (self._requests, self._replies):
            q.close()
            q.cancel_join_thread()
        self._requests = self._replies = None

    def _start(self) -> None:
        if self._process is not None and self._process.is_alive():
            return
        self._requests = self._context.Queue()
        self._replies = self._context.Queue()
        self._process = self._context.Process(
            target=serve,
            args=(self._requests, self._replies, self._current),
            name=self._name,
            daemon=True,
        )
        self._process.start()

    def _send(self, kind: str, *arguments: object) -> None:
        self._start()
        token = next(_tokens)
        self._current.value = token
        self._pending = token
        self._requests.put((kind, token, *arguments))
        self._timer.start()

    def _poll(self) -> None:
        while self._replies is not None and self._pending is not None:
            try:
                kind, token, payload = self._replies.get_nowait()
            except (queue.Empty, OSError, ValueError, EOFError):
                break
            if token != self._pending:
                continue
            if kind == "verdicts":
                self.verdicts_found.emit(payload)
            elif kind == "done":
                self.cancel()
                self.finished.emit()
            elif kind == "judged":
                self.cancel()
                self.judged.emit(payload)
            elif kind == "error":
                self.cancel()
                last = str(payload).strip().splitlines()[-1:] or ["unknown error"]
                self.failed.emit(self.tr("The review stopped: %1").replace("%1", last[0]))
        if self._pending is not None and (self._process is None or not self._process.is_alive()):
            self._process = None
            self.cancel()
            self.failed.emit(self.tr("The review process stopped unexpectedly."))
