"""The computer player in a separate process, seen from the GUI thread.

One long-lived worker process (multiprocessing "spawn" context) serves requests from a queue;
every request carries a token.  The GUI thread never waits: a QTimer polls the reply queue
without blocking while a request is out.  Replies whose token is no longer the one wanted
(undo, new game, a newer request) are dropped; the shared ``current`` value tells the worker to
abandon such a search at once.  If the process dies the ``failed`` signal says so and the next
request starts a new process.
"""

from __future__ import annotations

import contextlib
import itertools
import multiprocessing
import queue
import time
from collections.abc import Callable
from multiprocessing.context import SpawnProcess
from typing import Any

from PyQt6.QtCore import QObject, QTimer, pyqtSignal

from app.ai_search import AnalysisReport, worker_main
from app.i18n import fill
from engine.moves import Move
from engine.position import Position

_tokens = itertools.count(1)
POLL_MS = 20
# An abandoned search that has not stopped this long after a newer request arrived (a search
# that does not look at its stop flag) gets its process restarted.
RESTART_AFTER_S = 1.0
FINAL_REPLIES = ("move", "analysis_done", "error", "skipped")


class AiWorker(QObject):
    """Asks the worker process for moves or analyses; one request at a time."""

    move_ready = pyqtSignal(int, object)  # token, Move
    analysis_ready = pyqtSignal(int, object)  # token, AnalysisReport
    analysis_finished = pyqtSignal(int)
    failed = pyqtSignal(int, str)  # token, message for the player
    busy_changed = pyqtSignal(bool)

    def __init__(
        self,
        parent: QObject | None = None,
        name: str = "dvonn-ai",
        target: Callable[..., None] = worker_main,
    ) -> None:
        super().__init__(parent)
        self._target = target
        self._context = multiprocessing.get_context("spawn")
        self._name = name
        self._process: SpawnProcess | None = None
        self._requests: Any = None
        self._replies: Any = None
        self._current = self._context.Value("q", 0, lock=False)
        self._hurry = self._context.Value("q", 0, lock=False)
        self._pending: int | None = None
        self._request: tuple[int, str, Position, object] | None = None  # the pending one
        self._unfinished: dict[int, float | None] = {}  # sent token -> when it was abandoned
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    # --- lifecycle --------------------------------------------------------------------

    @property
    def process(self) -> SpawnProcess | None:
        return self._process

    def start(self) -> None:
        """Start the worker process now (otherwise the first request starts it)."""
        if self._process is not None and self._process.is_alive():
            return
        self._requests = self._context.Queue()
        self._replies = self._context.Queue()
        process = self._context.Process(
            target=self._target,
            args=(self._requests, self._replies, self._current, self._hurry),
            name=self._name,
            daemon=True,
        )
        process.start()
        self._process = process

    def shutdown(self) -> None:
        """Stop at once: abandon any search and end the process (used on quit)."""
        self.cancel()
        self._unfinished.clear()
        self._request = None
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

    # --- requests ---------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self._pending is not None

    @property
    def pending_token(self) -> int | None:
        return self._pending

    def request_move(
        self, position: Position, level: int, seed: int, time_left: float | None = None
    ) -> int:
        return self._send("move", position, (level, seed, time_left))

    def request_hint(self, position: Position, seconds: float, seed: int) -> int:
        return self._send("hint", position, (seconds, seed))

    def request_analysis(self, position: Position, seconds: float) -> int:
        return self._send("analyse", position, seconds)

    def cancel(self) -> None:
        """Drop the request in flight: the worker abandons it, any late reply is ignored."""
        self._current.value = 0
        self._abandon_unfinished()
        self._set_pending(None)

    def _abandon_unfinished(self) -> None:
        now = time.monotonic()
        for token, since in self._unfinished.items():
            if since is None:
                self._unfinished[token] = now

    def move_now(self) -> None:
        """Ask the search in flight to stop and answer with its best move so far."""
        if self._pending is not None:
            self._hurry.value = self._pending

    def _send(self, kind: str, position: Position, argument: object) -> int:
        self.start()
        self._abandon_unfinished()
        token = next(_tokens)
        self._current.value = token
        self._request = (token, kind, position, argument)
        self._requests.put(self._request)
        self._unfinished[token] = None
        self._set_pending(token)
        return token

    def _restart(self) -> None:
        """End a worker stuck in an abandoned search and send it the pending request again."""
        process, self._process = self._process, None
        if process is not None:
            process.kill()
            process.join(1.0)
        for q in (self._requests, self._replies):
            if q is not None:
                q.close()
                q.cancel_join_thread()
        self._unfinished.clear()
        self.start()
        if self._request is not None:
            self._requests.put(self._request)
            self._unfinished[self._request[0]] = None

    def _set_pending(self, token: int | None) -> None:
        was_busy = self.busy
        self._pending = token
        if token is None:
            self._timer.stop()
        else:
            self._timer.start()
        if was_busy != self.busy:
            self.busy_changed.emit(self.busy)

    # --- replies ----------------------------------------------------------------------

    def _poll(self) -> None:
        while self._replies is not None:
            try:
                kind, token, payload = self._replies.get_nowait()
            except queue.Empty:
                break
            except (OSError, ValueError, EOFError):
                break
            if kind in FINAL_REPLIES:
                self._unfinished.pop(token, None)
            if token != self._pending:
                continue  # a stale reply: undo, new game or a newer request
            self._deliver(kind, token, payload)
        now = time.monotonic()
        if self._pending is not None and any(
            since is not None and now - since > RESTART_AFTER_S
            for since in self._unfinished.values()
        ):
            self._restart()
            return
        if self._pending is not None and (self._process is None or not self._process.is_alive()):
            token = self._pending
            code = self._process.exitcode if self._process is not None else None
            self._process = None
            self._unfinished.clear()
            self._set_pending(None)
            text = self.tr("The computer player stopped unexpectedly (exit code %1).")
            self.failed.emit(token, fill(text, code))

    def _deliver(self, kind: str, token: int, payload: Any) -> None:
        if kind == "move":
            self._set_pending(None)
            self.move_ready.emit(token, Move.parse(payload))
        elif kind == "analysis":
            assert isinstance(payload, AnalysisReport)
            self.analysis_ready.emit(token, payload)
        elif kind == "analysis_done":
            self._set_pending(None)
            self.analysis_finished.emit(token)
        elif kind == "error":
            self._set_pending(None)
            last = str(payload).strip().splitlines()[-1:] or ["unknown error"]
            self.failed.emit(token, fill(self.tr("The computer player failed: %1"), last[0]))
