"""The computer's jobs for one game: its moves, hints and the running analysis.

Two worker processes, each behind an ``AiClient``: one plays (and finds hints, which are asked
for only on a human's turn), the other analyses the position on show, so that the analysis
never delays a move.  Each job is remembered by its token; a reply for any other token is
dropped.  A failure of either process is told to the player: ``failed`` for a move or hint
(the window offers to retry), ``analysis_failed`` for the analysis (shown where the analysis
was; the next position shown starts a new analysis process).
"""

from __future__ import annotations

from enum import Enum

from PyQt6.QtCore import QObject, pyqtSignal

from app.ai_client import AiClient
from app.i18n import fill
from engine.assessment import Assessment
from engine.moves import Move
from engine.position import Position
from engine.service.worker import AnalysisReport

HINT_SECONDS = 2.0
ANALYSIS_SECONDS = 3.0


class Job(Enum):
    """What the playing process was asked for."""

    MOVE = "move"
    HINT = "hint"


class Computer(QObject):
    move_ready = pyqtSignal(object)  # Move chosen for the side to move
    hint_ready = pyqtSignal(object, object)  # Move suggested to the human, its Assessment
    analysis_changed = pyqtSignal(object)  # AnalysisReport, or None when starting afresh
    thinking_changed = pyqtSignal(str)  # "" when idle
    failed = pyqtSignal(str)  # the move or hint asked for will not come
    analysis_failed = pyqtSignal(str)  # the analysis process stopped

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.player = AiClient(self, "dvonn-ai")
        self.player.move_ready.connect(self._on_move)
        self.player.hint_ready.connect(self._on_hint)
        self.player.failed.connect(self._on_failed)
        self.analyser = AiClient(self, "dvonn-analysis")
        self.analyser.analysis_ready.connect(self._on_analysis)
        self.analyser.failed.connect(self._on_analysis_failed)
        self._jobs: dict[int, Job] = {}  # token -> what it asked for
        self.analysis_on = False

    @property
    def thinking(self) -> bool:
        return bool(self._jobs)

    def play(
        self, position: Position, level: int, seed: int, who: str, time_left: float | None = None
    ) -> None:
        self._jobs = {self.player.request_move(position, level, seed, time_left): Job.MOVE}
        self.thinking_changed.emit(fill(self.tr("%1 is thinking…"), who))

    def hint(self, position: Position, seed: int) -> None:
        self._jobs = {self.player.request_hint(position, HINT_SECONDS, seed): Job.HINT}
        self.thinking_changed.emit(self.tr("Looking for a hint…"))

    def move_now(self) -> None:
        self.player.move_now()

    def cancel(self) -> None:
        """Abandon the move or hint in flight (undo, new game, a clock ran out)."""
        if self._jobs:
            self._jobs.clear()
            self.thinking_changed.emit("")
        self.player.cancel()

    def analyse(self, position: Position) -> None:
        if self.analysis_on:
            self.analysis_changed.emit(None)
            self.analyser.request_analysis(position, ANALYSIS_SECONDS)

    def set_analysis(self, enabled: bool, position: Position) -> None:
        self.analysis_on = enabled
        if enabled:
            self.analyse(position)
        else:
            self.analyser.cancel()
            self.analysis_changed.emit(None)

    def shutdown(self) -> None:
        self._jobs.clear()
        self.player.shutdown()
        self.analyser.shutdown()

    def _on_move(self, token: int, move: Move) -> None:
        if self._jobs.get(token) is Job.MOVE:
            del self._jobs[token]
            self.thinking_changed.emit("")
            self.move_ready.emit(move)

    def _on_hint(self, token: int, move: Move, assessment: Assessment) -> None:
        if self._jobs.get(token) is Job.HINT:
            del self._jobs[token]
            self.thinking_changed.emit("")
            self.hint_ready.emit(move, assessment)

    def _on_failed(self, token: int, text: str) -> None:
        if self._jobs.pop(token, None) is not None:
            self.thinking_changed.emit("")
            self.failed.emit(text)

    def _on_analysis(self, token: int, report: AnalysisReport) -> None:
        self.analysis_changed.emit(report)

    def _on_analysis_failed(self, token: int, text: str) -> None:
        self.analysis_failed.emit(fill(self.tr("The analysis stopped: %1"), text))
