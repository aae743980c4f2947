"""Finished games against the computer, reviewed in the background so that the training set
fills itself (issue 50 point 3).

A game of My games joins the queue when it ends (``add``); one game at a time is reviewed by
the analysis process at ``Priority.BACKGROUND``, the lowest: whatever the player asks for
(the position shown, a hint, a review of their own) goes first, and the background review
goes on where it was once nothing else waits.  The review is the app's usual one (the quick
pass, then ``game_review.PASS_SECONDS``), so that it counts as done: it is saved with the
game in My games as a review of the window is, and Review game shows it without searching.

When the review is done: the game this window still plays is handed to the window
(``finished_current``: it shows the review and saves it with the game, as its own review
would be); any other game is written again with its review (``Library.rewrite``), unless
another window has it (then it is tried again at the next game's end).  Either way
``reviewed`` gives the game's name, its positions and judged moves, for the training set.
A game already reviewed, one of two people, or one that cannot be read is skipped.
"""

from __future__ import annotations

from PyQt6.QtCore import QObject, pyqtSignal

from app import game_review
from app.ai_client import AnalysisClient
from app.learn.training_set import player_side
from app.library import Library
from engine.errors import DvonnError
from engine.records import GameRecord
from engine.review.analysis import GameLine, MoveVerdicts, judge_line
from engine.review.annotations import annotate
from engine.review.judgement import PlyReview
from engine.service.messages import Priority, Reviewed


class BackgroundReviews(QObject):
    # name, the game's positions (before each move, then the last), its judged moves
    reviewed = pyqtSignal(str, object, object)
    # name, GameLine, list[MoveVerdicts | None]: the review of the game this window plays
    finished_current = pyqtSignal(str, object, object)

    def __init__(
        self, client: AnalysisClient, library: Library, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.client = client
        self.library = library
        self.enabled = True
        self.seconds: tuple[float, ...] | None = None  # None: the app's PASS_SECONDS
        self.queue: list[str] = []
        self.running: str | None = None  # the game under review
        self._token: int | None = None
        self._line: GameLine | None = None
        self._found: list[MoveVerdicts | None] = []
        client.reviewed.connect(self._on_progress)
        client.finished.connect(self._on_finished)
        client.failed.connect(self._on_failed)

    def add(self, name: str) -> None:
        """Review game ``name`` of My games when its turn comes (nothing while turned off)."""
        if self.enabled and name != self.running and name not in self.queue:
            self.queue.append(name)
            self._next()

    def drop(self, name: str) -> None:
        """Game ``name`` needs no background review (the player reviews it)."""
        if name in self.queue:
            self.queue.remove(name)
        if name == self.running:
            self._stop()
            self._next()

    def set_enabled(self, on: bool) -> None:
        """Turned off: the review under way stops and the queue is emptied."""
        self.enabled = on
        if not on:
            self.queue.clear()
            self._stop()

    def shutdown(self) -> None:
        self.queue.clear()
        self._stop()

    def _stop(self) -> None:
        self.client.cancel(self._token)
        self._token = self._line = self.running = None

    def _next(self) -> None:
        while self.running is None and self.queue:
            name = self.queue.pop(0)
            entry = self.library.entry(name)
            record = entry.record if entry is not None else None
            if entry is None or record is None or entry.reviewed or not record.moves:
                continue
            if player_side(record) is None:
                continue
            try:
                line = GameLine.of_record(record)
            except DvonnError:
                continue
            self._start(name, record, line)

    def _start(self, name: str, record: GameRecord, line: GameLine) -> None:
        seconds = game_review.PASS_SECONDS if self.seconds is None else self.seconds
        self.running, self._line = name, line
        self._found = [None] * len(record.moves)
        self._token = self.client.request_review(
            record.start, record.moves, seconds, Priority.BACKGROUND
        )

    def _on_progress(self, token: int, progress: Reviewed) -> None:
        if token == self._token and 0 <= progress.verdicts.index < len(self._found):
            self._found[progress.verdicts.index] = progress.verdicts

    def _on_failed(self, token: int, _text: str) -> None:
        if token == self._token:  # the game is tried again when it ends again: not now
            self._token = self._line = self.running = None
            self._next()

    def _on_finished(self, token: int) -> None:
        if token != self._token or self._line is None or self.running is None:
            return
        name, line, found = self.running, self._line, self._found
        self._token = self._line = self.running = None
        if all(verdicts is not None for verdicts in found):
            self._keep(name, line, found)
        self._next()

    def _keep(self, name: str, line: GameLine, found: list[MoveVerdicts | None]) -> None:
        plies = [ply for ply in judge_line(line, found) if ply is not None]
        if name == self.library.current:
            self.finished_current.emit(name, line, found)
        else:
            try:
                if not self.library.rewrite(name, lambda record: _reviewed(record, line, plies)):
                    return
            except OSError:
                return  # not saved: the game stays unreviewed, and nothing else changed
        self.reviewed.emit(name, line.positions, plies)


def _reviewed(record: GameRecord, line: GameLine, plies: list[PlyReview]) -> GameRecord:
    """``record`` with its review, when it is still the game that was reviewed."""
    if record.start != line.positions[0] or record.moves != line.moves:
        raise DvonnError("the game changed while it was reviewed")
    return annotate(record, plies)
