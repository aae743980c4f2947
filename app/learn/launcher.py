"""Opening the learning windows from the main window, and the first start's offer.

One lesson window and one puzzle window at most, made on first use and raised afterwards;
they share the main window's preferences store for the player's progress, and show the
board as the main window's View menu says (palette, coordinates, stack heights) each time
they are raised.  "Learn from your mistakes" (under a review, in My games) opens a new
window for its exercises each time, in place of the one before.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PyQt6.QtCore import QCoreApplication
from PyQt6.QtWidgets import QMessageBox, QWidget

from app.ai_client import AnalysisClient
from app.learn.progress import Progress
from engine.moves import Move
from engine.position import Position
from engine.training import Exercise

translate = QCoreApplication.translate


class Launcher:
    def __init__(self, progress: Progress, parent: QWidget) -> None:
        self.progress = progress
        self.parent = parent
        self.windows: dict[str, QWidget] = {}
        self.offer_box: QMessageBox | None = None
        self.analyse: Callable[[Position, tuple[Move, ...]], object] | None = None  # a puzzle

    def show_lessons(self) -> None:
        if "lessons" not in self.windows:
            from app.learn.lesson_window import LessonWindow

            self.windows["lessons"] = LessonWindow(self.progress, self.parent)
        self._raise(self.windows["lessons"])

    def show_puzzles(self) -> None:
        if "puzzles" not in self.windows:
            from app.learn.puzzle_window import PuzzleWindow

            window = PuzzleWindow(self.progress, self.parent)
            window.analyse_requested.connect(self._analyse)
            self.windows["puzzles"] = window
        self._raise(self.windows["puzzles"])

    def show_mistakes(
        self, exercises: Sequence[Exercise], title: str, client: AnalysisClient | None
    ) -> QWidget:
        """A "Learn from your mistakes" window playing ``exercises`` (its tries judged through
        ``client``, the main window's analysis process), in place of the one before."""
        from app.learn.mistakes_window import MistakesWindow

        old = self.windows.pop("mistakes", None)
        if old is not None:
            old.close()
            old.deleteLater()
        window = MistakesWindow(exercises, title, self.parent, client)
        self.windows["mistakes"] = window
        self._raise(window)
        return window

    def _analyse(self, position: Position, moves: tuple[Move, ...]) -> None:
        if self.analyse is not None:
            self.analyse(position, moves)

    def _raise(self, window: QWidget) -> None:
        from app.learn.board_page import BoardPage
        from app.scene_builder import DisplayOptions
        from app.settings import Settings
        from app.view.scene import Palette

        if isinstance(window, BoardPage):
            s = Settings(self.progress.store, read_only=True)
            palette: Palette = "high_contrast" if s.palette == "high_contrast" else "classic"
            window.set_display(DisplayOptions(palette, s.show_coordinates, s.show_height_labels))
        window.show()
        window.raise_()
        window.activateWindow()

    def offer(self, title: str) -> None:
        """On the very first start, offer the lessons (window-modal, not blocking)."""
        if self.progress.offered:
            return
        self.progress.mark_offered()
        box = QMessageBox(
            QMessageBox.Icon.Question,
            title,
            translate(
                "MainWindow", "New to DVONN? Eight short lessons teach the rules on the board."
            ),
            parent=self.parent,
        )
        learn = box.addButton(
            translate("MainWindow", "Learn to play"), QMessageBox.ButtonRole.AcceptRole
        )
        box.addButton(translate("MainWindow", "Not now"), QMessageBox.ButtonRole.RejectRole)
        box.finished.connect(
            lambda _: self.show_lessons() if box.clickedButton() is learn else None
        )
        self.offer_box = box
        box.open()
