""" "Warn me before a blunder": a human's move against the computer is judged before it is
played (a ``JudgeRequest`` to the analysis process, which serves it before the review and
background work, so the window stays live), and a blunder is only played after the player says
so.  Declining shows the better move on the board.

The judgement is the game review's (``engine.review``): a drop of 0.3 or more in winning
chance, or a proven win or draw thrown away.  Forced moves are never checked.  If the check
fails, the move is played: the warning must never stop a game.
"""

from __future__ import annotations

from PyQt6.QtCore import QObject
from PyQt6.QtWidgets import QMessageBox, QWidget

from app.controller import GameController
from app.i18n import fill
from app.settings import PlayerKind
from app.widgets.move_list import written_line
from engine.moves import Move
from engine.position import Position
from engine.review.judgement import MoveClass, PlyReview
from engine.rules import legal_moves

CHECK_SECONDS = 1.0


class BlunderWarning(QObject):
    def __init__(self, window: QWidget, controller: GameController) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.client = controller.computer.analyser  # the analysis process, shared
        self.client.judged.connect(self._on_judged)
        self.client.finished.connect(self._on_nothing)
        self.client.failed.connect(self._on_failed)
        self._move: Move | None = None
        self._token: int | None = None
        self.controller.input.move_guard = self

    def wants(self, position: Position, move: Move) -> bool:
        options = self.controller.options
        return (
            options.warn_blunders
            and options.kind(position.turn.other) is PlayerKind.COMPUTER
            and len(legal_moves(position)) > 1
        )

    def check(self, position: Position, move: Move) -> None:
        self.client.cancel(self._token)
        self._move = move
        self._token = self.client.request_judgement(position, move, CHECK_SECONDS)

    def shutdown(self) -> None:
        self.client.cancel(self._token)
        self._token = self._move = None

    def _on_failed(self, token: int, text: str) -> None:
        self._on_nothing(token)

    def _on_nothing(self, token: int) -> None:
        """No judgement (the check failed or found nothing): the move is played."""
        if token != self._token:
            return
        move, self._move, self._token = self._move, None, None
        if move is not None:
            self.controller.input.finish_check(move, True)

    def _on_judged(self, token: int, review: PlyReview) -> None:
        if token != self._token:
            return
        move, self._move, self._token = self._move, None, None
        if move is None:
            return
        if review.move_class is not MoveClass.BLUNDER:
            self.controller.input.finish_check(move, True)
            return
        answer = QMessageBox.question(
            self.window,
            self.tr("Warn me before a blunder"),
            self.why(review),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        play = answer == QMessageBox.StandardButton.Yes
        self.controller.input.finish_check(move, play, None if play else review.best)

    def why(self, review: PlyReview) -> str:
        """The question, with the reason: the chances before and after, the expected reply."""
        before = review.before.seen_by(review.side)[1]
        after = review.after.seen_by(review.side)[1]
        text = fill(
            self.tr("%1 looks like a blunder: your winning chance drops from %2 % to %3 %."),
            str(review.move),
            f"{100 * before:.0f}",
            f"{100 * after:.0f}",
        )
        reply = written_line(review.after.line[:4])
        if reply:
            text += " " + fill(self.tr("The computer expects: %1."), reply)
        if review.best is not None:
            text += " " + fill(
                self.tr("Better: %1 (shown on the board if you say No)."), review.best
            )
        return text + "\n\n" + self.tr("Play it anyway?")
