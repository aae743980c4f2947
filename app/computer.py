"""The computer's jobs for one game: its moves, hints and the running evaluation.

Two worker processes (``app.ai_client``): the player's, which only plays, so that a move never
waits, and the analysis process, which the review and the blunder warning share
(``analyser``) and which serves what the player looks at first: the evaluation of the position
shown (the side panel's Evaluation: who is ahead and the computer's best line; "analysis" is
the analysis board's) and a hint.  Each job is remembered by its token; a reply for any other
token is dropped, and a job no longer wanted is cancelled at once.  A failure is told to the player:
``failed`` for a move or hint (the window offers to retry), ``evaluation_failed`` for the
evaluation (shown where the evaluation was; the next position shown starts a new process).
"""

from __future__ import annotations

from PyQt6.QtCore import QObject, pyqtSignal

from app.ai_client import AnalysisClient, PlayerClient
from app.i18n import fill
from engine.ai.search_info import SearchInfo
from engine.moves import Move
from engine.position import Position

HINT_SECONDS = 2.0
EVALUATION_SECONDS = 3.0


class Computer(QObject):
    move_ready = pyqtSignal(object)  # Move chosen for the side to move
    hint_ready = pyqtSignal(object, object)  # Move suggested to the human, its Assessment
    evaluation_changed = pyqtSignal(object)  # SearchInfo, or None when starting afresh
    thinking_changed = pyqtSignal(str)  # "" when idle
    failed = pyqtSignal(str)  # the move or hint asked for will not come
    evaluation_failed = pyqtSignal(str)  # the analysis process stopped

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.player = PlayerClient(self)
        self.player.move_ready.connect(self._on_move)
        self.player.failed.connect(self._on_failed)
        self.analyser = AnalysisClient(self)
        self.analyser.hinted.connect(self._on_hint)
        self.analyser.searched.connect(self._on_evaluation)
        self.analyser.failed.connect(self._on_analyser_failed)
        self._move: int | None = None
        self._hint: int | None = None
        self._evaluation: int | None = None
        self.evaluation_on = False

    @property
    def thinking(self) -> bool:
        return self._move is not None or self._hint is not None

    def play(
        self, position: Position, level: int, seed: int, who: str, time_left: float | None = None
    ) -> None:
        self._drop_hint()
        self._move = self.player.request_move(position, level, seed, time_left)
        self.thinking_changed.emit(fill(self.tr("%1 is thinking…"), who))

    def hint(self, position: Position, seed: int) -> None:
        self._drop_hint()
        self._hint = self.analyser.request_hint(position, HINT_SECONDS, seed)
        self.thinking_changed.emit(self.tr("Looking for a hint…"))

    def move_now(self) -> None:
        self.player.move_now()

    def cancel(self) -> None:
        """Abandon the move or hint in flight (undo, new game, a clock ran out)."""
        if self.thinking:
            self.thinking_changed.emit("")
        self._move = None
        self.player.cancel()
        self._drop_hint()

    def _drop_hint(self) -> None:
        self.analyser.cancel(self._hint)
        self._hint = None

    def evaluate(self, position: Position) -> None:
        if self.evaluation_on:
            self.evaluation_changed.emit(None)
            self.analyser.cancel(self._evaluation)
            self._evaluation = self.analyser.request_analysis(position, EVALUATION_SECONDS)

    def set_evaluation(self, enabled: bool, position: Position) -> None:
        self.evaluation_on = enabled
        if enabled:
            self.evaluate(position)
        else:
            self.analyser.cancel(self._evaluation)
            self._evaluation = None
            self.evaluation_changed.emit(None)

    def shutdown(self) -> None:
        self._move = self._hint = self._evaluation = None
        self.player.shutdown()
        self.analyser.shutdown()

    def _on_move(self, token: int, move: Move) -> None:
        if token == self._move:
            self._move = None
            self.thinking_changed.emit("")
            self.move_ready.emit(move)

    def _on_hint(self, token: int, info: SearchInfo) -> None:
        if token == self._hint and info.best is not None:
            self._hint = None
            self.thinking_changed.emit("")
            self.hint_ready.emit(info.best, info.assessment)

    def _on_failed(self, token: int, text: str) -> None:
        if token in (self._move, self._hint):
            self._move = self._hint = None
            self.thinking_changed.emit("")
            self.failed.emit(text)

    def _on_evaluation(self, token: int, info: SearchInfo) -> None:
        if token == self._evaluation:
            self.evaluation_changed.emit(info)

    def _on_analyser_failed(self, token: int, text: str) -> None:
        if token == self._hint:
            self._on_failed(token, text)
        elif token == self._evaluation:
            self._evaluation = None
            self.evaluation_failed.emit(fill(self.tr("The evaluation stopped: %1"), text))
