"""The GUI side of the computer's worker process: requests out, replies in, as signals.

``AiClient`` starts one long-lived process (multiprocessing "spawn" context) running the
engine's loop, ``engine.service.worker.serve``, and talks to it through two one-way pipes.  The
computer player, the running analysis, the game review and the blunder warning each hold one
(``app.computer``, ``app.review_ui``, ``app.blunder_warning``).  Every request carries a
token.  The GUI thread never waits: a QTimer polls the reply pipe without blocking while a
request is out.  Replies whose token is no longer the one wanted (undo, new game, a newer
request) are dropped; the shared ``current`` value tells the worker to abandon such a search
at once.  If the process dies the ``failed`` signal says so and the next request starts a new
process.

The worker is given only the read end of its request pipe, and this side closes its copies of
the worker's ends, so that the worker sees the end of its requests when the app dies (even by
``kill -9``) and exits instead of lingering.
"""

from __future__ import annotations

import contextlib
import itertools
import multiprocessing
import os
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from multiprocessing.context import SpawnProcess

from PyQt6.QtCore import QObject, QTimer, pyqtSignal

from app.i18n import fill
from engine.moves import Move
from engine.position import Position
from engine.review.judgement import PlyReview
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
    shared_int,
)

_tokens = itertools.count(1)
POLL_MS = 20
# An abandoned search that has not stopped this long after a newer request arrived (a search
# that does not look at its stop flag) gets its process restarted.
RESTART_AFTER_S = 1.0


class AiClient(QObject):
    """Asks the worker process for moves, analyses or reviews; one request at a time."""

    move_ready = pyqtSignal(int, object)  # token, Move
    hint_ready = pyqtSignal(int, object, object)  # token, Move, its Assessment
    analysis_ready = pyqtSignal(int, object)  # token, AnalysisReport
    analysis_finished = pyqtSignal(int)
    review_progress = pyqtSignal(int, object)  # token, ReviewProgress
    review_finished = pyqtSignal(int)  # every pass of the review is done
    judged = pyqtSignal(int, object)  # token, PlyReview
    failed = pyqtSignal(int, str)  # token, message for the player
    busy_changed = pyqtSignal(bool)

    def __init__(
        self,
        parent: QObject | None = None,
        name: str = "dvonn-ai",
        target: Callable[..., None] = serve,
    ) -> None:
        super().__init__(parent)
        self._target = target
        self._context = multiprocessing.get_context("spawn")
        self._name = name
        self._process: SpawnProcess | None = None
        self._requests: Connection | None = None  # our end: we write
        self._replies: Connection | None = None  # our end: we read
        self._current = shared_int(self._context)  # a file when /dev/shm cannot be used
        self._hurry = shared_int(self._context)
        self._pending: int | None = None
        self._request: Request | None = None  # the pending one
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
        self._close_pipes()
        their_requests, our_requests = self._context.Pipe(duplex=False)
        our_replies, their_replies = self._context.Pipe(duplex=False)
        process = self._context.Process(
            target=self._target,
            args=(their_requests, their_replies, self._current, self._hurry, os.getpid()),
            name=self._name,
            daemon=True,
        )
        try:
            process.start()
        finally:
            # The worker's ends live in the worker only: when it dies we read the end of
            # its replies, and when we die it reads the end of its requests.
            their_requests.close()
            their_replies.close()
        self._process = process
        self._requests, self._replies = our_requests, our_replies

    def shutdown(self) -> None:
        """Stop at once: abandon any search and end the process (used on quit)."""
        self.cancel()
        self._unfinished.clear()
        self._request = None
        process, self._process = self._process, None
        if process is None:
            return
        if self._requests is not None:
            with contextlib.suppress(OSError):
                self._requests.send(None)
        process.join(0.3)
        if process.is_alive():
            process.terminate()
            process.join(1.0)
        self._close_pipes()

    def _close_pipes(self) -> None:
        for end in (self._requests, self._replies):
            if end is not None:
                end.close()
        self._requests = self._replies = None

    # --- requests ---------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self._pending is not None

    def request_move(
        self, position: Position, level: int, seed: int, time_left: float | None = None
    ) -> int:
        return self._send(lambda token: MoveRequest(token, position, level, seed, time_left))

    def request_hint(self, position: Position, seconds: float, seed: int) -> int:
        return self._send(lambda token: HintRequest(token, position, seconds, seed))

    def request_analysis(self, position: Position, seconds: float) -> int:
        return self._send(lambda token: AnalysisRequest(token, position, seconds))

    def request_review(
        self, start: Position, moves: tuple[Move, ...], seconds: tuple[float, ...]
    ) -> int:
        """Search every move: the quick pass, then a pass at each of ``seconds`` per move."""
        return self._send(lambda token: ReviewRequest(token, start, moves, seconds))

    def request_judgement(self, position: Position, move: Move, seconds: float) -> int:
        return self._send(lambda token: JudgeRequest(token, position, move, seconds))

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

    def _send(self, make: Callable[[int], Request]) -> int:
        self.start()
        self._abandon_unfinished()
        token = next(_tokens)
        self._current.value = token
        self._request = make(token)
        self._post(self._request)
        self._set_pending(token)
        return token

    def _post(self, request: Request) -> None:
        """Send ``request``; if the worker is gone already, ``_poll`` reports it."""
        assert self._requests is not None
        with contextlib.suppress(OSError):
            self._requests.send(request)
        self._unfinished[request.token] = None

    def _restart(self) -> None:
        """End a worker stuck in an abandoned search and send it the pending request again."""
        process, self._process = self._process, None
        if process is not None:
            process.kill()
            process.join(1.0)
        self._unfinished.clear()
        self.start()
        if self._request is not None:
            self._post(self._request)

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

    def _receive(self) -> Reply | None:
        """The next reply if one has arrived (never blocks), else None."""
        try:
            if self._replies is None or not self._replies.poll():
                return None
            reply: Reply = self._replies.recv()
        except (OSError, EOFError):  # the worker is gone: _poll reports it
            return None
        return reply

    def _poll(self) -> None:
        while (reply := self._receive()) is not None:
            if reply.kind in FINAL_REPLIES:
                self._unfinished.pop(reply.token, None)
            if reply.token != self._pending:
                continue  # a stale reply: undo, new game or a newer request
            self._deliver(reply)
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
            self._close_pipes()
            self._unfinished.clear()
            self._set_pending(None)
            text = self.tr("The computer player stopped unexpectedly (exit code %1).")
            self.failed.emit(token, fill(text, code))

    def _deliver(self, reply: Reply) -> None:
        token, payload = reply.token, reply.payload
        if reply.kind == "move":
            self._set_pending(None)
            self.move_ready.emit(token, Move.parse(str(payload)))
        elif reply.kind == "hint":
            assert isinstance(payload, Hint)
            self._set_pending(None)
            self.hint_ready.emit(token, Move.parse(payload.move), payload.assessment)
        elif reply.kind == "analysis":
            assert isinstance(payload, AnalysisReport)
            self.analysis_ready.emit(token, payload)
        elif reply.kind == "analysis_done":
            self._set_pending(None)
            self.analysis_finished.emit(token)
        elif reply.kind == "review":
            assert isinstance(payload, ReviewProgress)
            self.review_progress.emit(token, payload)
        elif reply.kind == "review_done":
            self._set_pending(None)
            self.review_finished.emit(token)
        elif reply.kind == "judged":
            assert isinstance(payload, PlyReview)
            self._set_pending(None)
            self.judged.emit(token, payload)
        elif reply.kind == "error":
            self._set_pending(None)
            last = str(payload).strip().splitlines()[-1:] or ["unknown error"]
            self.failed.emit(token, fill(self.tr("The computer player failed: %1"), last[0]))
