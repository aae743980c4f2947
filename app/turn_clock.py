"""Times the turn in progress: the seconds a move took, and both clocks ticking down live."""

from __future__ import annotations

import time

from PyQt6.QtCore import QObject, QTimer, pyqtSignal

from engine.game import Game

TICK_MS = 100


class TurnClock(QObject):
    changed = pyqtSignal(object)  # (white seconds, black seconds) left, or None without clocks
    ran_out = pyqtSignal(object)  # the Color whose time is up

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        self._started = time.monotonic()
        self._running = False
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    def start_turn(self, game: Game, running: bool = True) -> None:
        """A new turn begins; ``running`` False keeps the clocks still (a forced pass)."""
        self._game = game
        self._started = time.monotonic()
        self._running = running and game.has_clocks and not game.is_over
        if self._running:
            self._timer.start()
        else:
            self._timer.stop()
        self.changed.emit(self.left())

    def stop(self) -> None:
        self._running = False
        self._timer.stop()
        self.changed.emit(self.left())

    def used(self) -> float:
        """Seconds since the turn began."""
        return time.monotonic() - self._started

    def left(self) -> tuple[float, float] | None:
        if self._game is None:
            return None
        clocks = self._game.clocks()
        if clocks is None or not self._running:
            return clocks
        remaining = list(clocks)
        remaining[self._game.position.turn] -= self.used()
        return remaining[0], remaining[1]

    def _tick(self) -> None:
        left = self.left()
        self.changed.emit(left)
        if left is not None and self._game is not None:
            turn = self._game.position.turn
            if left[turn] <= 0:
                self.stop()
                self.ran_out.emit(turn)
