"""The GUI side of the engine's two worker processes: requests out, replies in, as signals.

``PlayerClient`` asks the player's process (``engine.service.worker.serve_player``) for the
computer's moves, one at a time, so that a move never waits for anything else.
``AnalysisClient`` asks the one analysis process (``serve_analysis``) for everything else:
the analysis of the position shown, hints, the blunder check, tries at an exercise, the game
review and solving every move, each request with its priority there; the computer
(``app.computer``), the review (``app.game_review``), the blunder warning and "Learn from your
mistakes" share it, each following its own tokens.

The GUI thread never waits: a QTimer polls the reply pipe without blocking while a request
is out.  A request no longer wanted is cancelled at once (the player's process through the
shared ``current`` value, the analysis process by a ``Cancel``), and its late replies are
dropped.  A worker that does not end an abandoned search within ``RESTART_AFTER_S`` while
another request waits is restarted, and the waiting requests are sent again.  If a process
dies, ``failed`` says so for each request it had, and the next request starts a new one.
"""

from __future__ import annotations

import itertools
import multiprocessing
import time
from collections.abc import Callable
from multiprocessing.context import SpawnProcess
from typing import assert_never

from PyQt6.QtCore import QCoreApplication, QObject, QTimer, pyqtSignal

from app.i18n import fill
from app.worker_process import WorkerProcess
from engine.moves import Move
from engine.position import Position
from engine.service.messages import (
    AnalysisJob,
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
    Priority,
    Reply,
    Reviewed,
    ReviewRequest,
    Searched,
    Skipped,
    Solved,
    SolveRequest,
    Tried,
    TryRequest,
    is_final,
)
from engine.service.worker import SharedInt, serve_analysis, serve_player, shared_int
from engine.training import Exercise
from engine.training_tries import TRY_SECONDS

_tokens = itertools.count(1)
POLL_MS = 20
# An abandoned search that has not stopped this long after a newer request arrived (a search
# that does not look at its stop flag) gets its process restarted.
RESTART_AFTER_S = 1.0


class _Client(QObject):
    """The polling, the abandoned requests and the process's death, for both clients."""

    failed = pyqtSignal(int, str)  # token, message for the player

    def __init__(self, parent: QObject | None, worker: WorkerProcess) -> None:
        super().__init__(parent)
        self.worker = worker
        self._wanted: dict[int, object] = {}  # token -> the request still wanted
        self._abandoned: dict[int, float] = {}  # token -> when it was given up
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    @property
    def process(self) -> SpawnProcess | None:
        return self.worker.process

    @property
    def busy(self) -> bool:
        return bool(self._wanted)

    def start(self) -> None:
        """Start the worker process now (otherwise the first request starts it)."""
        self.worker.start()

    def shutdown(self) -> None:
        """Stop at once: abandon every search and end the process (used on quit)."""
        self._give_up_all()
        self._abandoned.clear()
        self._timer.stop()
        self.worker.shutdown()

    def _give_up_all(self) -> None:
        for token in list(self._wanted):
            self._give_up(token)

    def _give_up(self, token: int) -> None:
        if self._wanted.pop(token, None) is not None:
            self._abandoned[token] = time.monotonic()

    def _post(self, token: int, request: object) -> None:
        self.worker.start()
        self._wanted[token] = request
        self.worker.send(request)
        self._timer.start()

    def _poll(self) -> None:
        while (reply := self.worker.receive()) is not None:
            if is_final(reply):
                self._abandoned.pop(reply.token, None)
            if reply.token in self._wanted:
                if is_final(reply):
                    del self._wanted[reply.token]
                self._deliver(reply)
        now = time.monotonic()
        stuck = any(now - since > RESTART_AFTER_S for since in self._abandoned.values())
        if self._wanted and stuck:
            self._restart()
        elif self._wanted and not self.worker.alive():
            code = self.worker.exit_code()
            self.worker.forget()
            self._abandoned.clear()
            wanted, self._wanted = self._wanted, {}
            text = fill(
                QCoreApplication.translate(
                    "AiClient", "The computer player stopped unexpectedly (exit code %1)."
                ),
                code,
            )
            for token in wanted:
                self.failed.emit(token, text)
        if not self._wanted and not self._abandoned:
            self._timer.stop()

    def _restart(self) -> None:
        """End a worker stuck in an abandoned search and send it the wanted requests again."""
        self.worker.kill()
        self._abandoned.clear()
        self.worker.start()
        for request in self._wanted.values():
            self.worker.send(request)

    def _failure(self, reply: Failed) -> None:
        last = reply.error.strip().splitlines()[-1:] or ["unknown error"]
        self.failed.emit(
            reply.token,
            fill(QCoreApplication.translate("AiClient", "The computer player failed: %1"), last[0]),
        )

    def _deliver(self, reply: Reply) -> None:
        raise NotImplementedError


class PlayerClient(_Client):
    """The computer player's process: one move at a time; a newer request abandons the last."""

    move_ready = pyqtSignal(int, object)  # token, Move

    def __init__(
        self,
        parent: QObject | None = None,
        name: str = "dvonn-player",
        target: Callable[..., None] = serve_player,
    ) -> None:
        context = multiprocessing.get_context("spawn")
        current, hurry = shared_int(context), shared_int(context)  # files without /dev/shm
        super().__init__(parent, WorkerProcess(name, target, current, hurry))
        self._current: SharedInt = current
        self._hurry: SharedInt = hurry

    def request_move(
        self, position: Position, level: int, seed: int, time_left: float | None = None
    ) -> int:
        self._give_up_all()
        token = next(_tokens)
        self._current.value = token
        self._post(token, MoveRequest(token, position, level, seed, time_left))
        return token

    def cancel(self) -> None:
        """Drop the move in flight: the worker abandons it, any late reply is ignored."""
        self._current.value = 0
        self._give_up_all()

    def move_now(self) -> None:
        """Ask the search in flight to stop and answer with its best move so far."""
        for token in self._wanted:
            self._hurry.value = token

    def _deliver(self, reply: Reply) -> None:
        match reply:
            case Moved():
                self.move_ready.emit(reply.token, reply.move)
            case Failed():
                self._failure(reply)
            case (
                Skipped()
                | Searched()
                | Hinted()
                | Reviewed()
                | Judged()
                | Tried()
                | Solved()
                | Done()
            ):
                pass  # not asked of the player's process
            case _:
                assert_never(reply)


class AnalysisClient(_Client):
    """The analysis process: any number of requests at once, each followed by its token; the
    process serves them by priority."""

    searched = pyqtSignal(int, object)  # token, SearchInfo: one depth of an analysis
    hinted = pyqtSignal(int, object)  # token, SearchInfo: the hint's search
    reviewed = pyqtSignal(int, object)  # token, Reviewed: a move of a review searched
    judged = pyqtSignal(int, object)  # token, PlyReview
    tried = pyqtSignal(int, object)  # token, TryJudgement: a try at an exercise judged
    solved = pyqtSignal(int, object)  # token, tuple[MoveSolution, ...]
    finished = pyqtSignal(int)  # token: an analysis, a review or a solve is done (or skipped)

    def __init__(
        self,
        parent: QObject | None = None,
        name: str = "dvonn-analysis",
        target: Callable[..., None] = serve_analysis,
    ) -> None:
        super().__init__(parent, WorkerProcess(name, target))

    def wants(self, token: int | None) -> bool:
        """Whether ``token``'s request is still out."""
        return token in self._wanted

    def request_analysis(
        self,
        position: Position,
        seconds: float | None,
        lines: int = 1,
        priority: Priority = Priority.LOOK,
    ) -> int:
        """The position analysed for people: ``searched`` per depth, then ``finished``;
        ``seconds`` None: until cancelled (in the background after its first seconds)."""
        return self._ask(lambda token: AnalysisRequest(token, position, seconds, lines, priority))

    def request_hint(self, position: Position, seconds: float, seed: int) -> int:
        return self._ask(lambda token: HintRequest(token, position, seconds, seed))

    def request_judgement(self, position: Position, move: Move, seconds: float) -> int:
        """``judged``, or ``finished`` when there was nothing to judge."""
        return self._ask(lambda token: JudgeRequest(token, position, move, seconds))

    def request_try(self, exercise: Exercise, move: Move, seconds: float = TRY_SECONDS) -> int:
        """``move`` tried at ``exercise``: ``tried``, or ``finished`` when it was stopped."""
        return self._ask(lambda token: TryRequest(token, exercise, move, seconds))

    def request_review(
        self,
        start: Position,
        moves: tuple[Move, ...],
        seconds: tuple[float, ...],
        priority: Priority = Priority.REVIEW,
    ) -> int:
        """Search every move: the quick pass, then a pass at each of ``seconds`` per move
        (``Priority.BACKGROUND``: a finished game reviewed for the training set)."""
        return self._ask(lambda token: ReviewRequest(token, start, moves, seconds, priority))

    def request_solve(self, position: Position, seconds: float) -> int:
        """Every legal move's result: ``solved``, then ``finished``."""
        return self._ask(lambda token: SolveRequest(token, position, seconds))

    def cancel(self, token: int | None) -> None:
        """Drop the request ``token`` (None: nothing): the process ends it at once, and any
        late reply is ignored."""
        if token is not None and token in self._wanted:
            self.worker.send(Cancel(token))
            self._give_up(token)

    def _ask(self, make: Callable[[int], AnalysisJob]) -> int:
        token = next(_tokens)
        self._post(token, make(token))
        return token

    def _deliver(self, reply: Reply) -> None:
        token = reply.token
        match reply:
            case Searched():
                self.searched.emit(token, reply.info)
            case Hinted():
                self.hinted.emit(token, reply.info)
            case Reviewed():
                self.reviewed.emit(token, reply)
            case Judged():
                self.judged.emit(token, reply.review)
            case Tried():
                self.tried.emit(token, reply.judgement)
            case Solved():
                self.solved.emit(token, reply.solutions)
            case Done() | Skipped():
                self.finished.emit(token)
            case Failed():
                self._failure(reply)
            case Moved():
                pass  # not asked of the analysis process
            case _:
                assert_never(reply)
