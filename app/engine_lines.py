"""The engine on whatever the analysis board shows: its best lines and every move solved.

``EngineLines`` follows one position at a time through the window's one analysis process
(``app.ai_client.AnalysisClient``): the position is analysed continuously with ``LINES``
lines (deeper and deeper, no time limit: in the background after its first seconds, until
the position changes or the analysis is turned off), and once its first lines are in, every
legal move is solved (``engine.review.solve``), first within ``SOLVE_SECONDS``, then once
more within ``DEEPER_SOLVE_SECONDS`` while a move of the movement phase is left unproven
(a placement is never proven: its chance is all there is).  A new position cancels
everything asked for the old one at once; replies for it that still come are dropped.
"""

from __future__ import annotations

from PyQt6.QtCore import QObject, pyqtSignal

from app.ai_client import AnalysisClient
from engine.ai.search_info import SearchInfo
from engine.position import Phase, Position
from engine.review.solve import MoveSolution
from engine.rules import is_game_over

LINES = 3
SOLVE_SECONDS = 1.0
DEEPER_SOLVE_SECONDS = 4.0


class EngineLines(QObject):
    lines_changed = pyqtSignal(object)  # SearchInfo of the position shown, None: starting
    solved = pyqtSignal(object, object)  # Position, tuple[MoveSolution, ...]
    failed = pyqtSignal(str)  # the analysis process stopped: a message for the player

    def __init__(self, analyser: AnalysisClient, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.analyser = analyser
        self.position: Position | None = None
        self.enabled = True
        self._analysis: int | None = None
        self._solve: int | None = None
        self._solve_seconds = SOLVE_SECONDS
        analyser.searched.connect(self._on_searched)
        analyser.solved.connect(self._on_solved)
        analyser.failed.connect(self._on_failed)

    def show(self, position: Position) -> None:
        """Follow ``position`` from now on (nothing new when it is the one followed)."""
        if position == self.position and self._analysis is not None:
            return
        self.position = position
        self._restart()

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        self._restart()

    def stop(self) -> None:
        """Ask nothing more (the window closes)."""
        self.enabled = False
        self._cancel()

    def _cancel(self) -> None:
        self.analyser.cancel(self._analysis)
        self.analyser.cancel(self._solve)
        self._analysis = self._solve = None

    def _restart(self) -> None:
        self._cancel()
        self.lines_changed.emit(None)
        if not self.enabled or self.position is None:
            return
        self._solve_seconds = SOLVE_SECONDS
        if is_game_over(self.position):
            self.solved.emit(self.position, ())
        self._analysis = self.analyser.request_analysis(self.position, None, lines=LINES)

    def _on_searched(self, token: int, info: SearchInfo) -> None:
        if token != self._analysis:
            return
        self.lines_changed.emit(info)
        wanted = self._solve is None and self._solve_seconds > 0 and bool(info.lines)
        if wanted and self.position is not None:  # info.lines: the game is not over
            self._solve = self.analyser.request_solve(self.position, self._solve_seconds)

    def _on_solved(self, token: int, solutions: tuple[MoveSolution, ...]) -> None:
        if token != self._solve or self.position is None:
            return
        self.solved.emit(self.position, solutions)
        unproven = self.position.phase is Phase.MOVEMENT and any(
            s.result is None for s in solutions
        )
        deeper = unproven and self._solve_seconds < DEEPER_SOLVE_SECONDS
        self._solve_seconds = DEEPER_SOLVE_SECONDS if deeper else 0.0
        self._solve = None
        if deeper:
            self._solve = self.analyser.request_solve(self.position, self._solve_seconds)

    def _on_failed(self, token: int, text: str) -> None:
        if token in (self._analysis, self._solve):
            self._cancel()
            self.failed.emit(text)
