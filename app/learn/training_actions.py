"""The training set in the main window (issue 50 points 3 and 4): Help → Training, the
background reviews of finished games, and the training set My games asks about when a game
is deleted.

``show`` first takes in every reviewed game of My games against the computer (the
positions not in the set yet join it: a review done in the window, saved with the game,
counts as much as one done in the background), then shows the Training window.  "Train now"
plays the due positions in the window of "Learn from your mistakes"
(``app.learn.mistakes_window``, made by ``make_player``), and each answer grades its
position.  A game against the computer that ends joins the background reviews unless the
player turned them off (Game → Review finished games in the background).
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Sequence
from typing import Any

from PyQt6.QtCore import QCoreApplication, QObject, QTimer
from PyQt6.QtWidgets import QMessageBox, QWidget

from app import TITLE
from app.ai_client import AnalysisClient
from app.controller import GameController
from app.learn.background_reviews import BackgroundReviews
from app.learn.training_progress import reviewed_games, weeks
from app.learn.training_set import TrainingSet, player_side
from app.learn.training_window import TrainingWindow
from app.library import Library
from app.review_ui import ReviewUi
from app.settings import PlayerKind, Settings
from engine.position import Color
from engine.review.analysis import GameLine, MoveVerdicts
from engine.training import Exercise, Outcome
from engine.training_tries import game_exercises

translate = QCoreApplication.translate
Player = Callable[[Sequence[Exercise], str, QWidget], QWidget | None]


def mistakes_player(
    exercises: Sequence[Exercise], title: str, parent: QWidget, client: AnalysisClient
) -> QWidget | None:
    """The window of "Learn from your mistakes" playing ``exercises`` and judging the moves
    tried with ``client`` (the analysis process the main window shares; None while this
    version has no such window): it emits ``answered(key, Outcome)`` for each."""
    try:
        module: Any = importlib.import_module("app.learn.mistakes_window")
    except ImportError:
        return None
    window: QWidget = module.MistakesWindow(exercises, title, parent, client=client)
    return window


class TrainingActions(QObject):
    def __init__(
        self,
        parent: QWidget,
        library: Library,
        settings: Settings,
        controller: GameController,
        review: ReviewUi,
        training: TrainingSet | None = None,
    ) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.library = library
        self.settings = settings
        self.controller = controller
        self.review = review
        self.training = training if training is not None else TrainingSet(library.data.path)
        self.background = BackgroundReviews(controller.computer.analyser, library, self)
        self.background.enabled = settings.background_reviews
        self.background.reviewed.connect(self._take_in)
        self.background.finished_current.connect(self._show_in_window)
        controller.game_over.connect(self._on_game_over)
        review.game_review.completed.connect(self._on_window_review)
        client = controller.computer.analyser
        self.make_player: Player = lambda exercises, title, parent: mistakes_player(
            exercises, title, parent, client
        )
        self.window: TrainingWindow | None = None
        self.player: QWidget | None = None

    # --- Help → Training ---------------------------------------------------------------------

    def show(self) -> None:
        games = reviewed_games(self.library.entries())
        for game in games:
            self.training.add(game_exercises(game.name, game.positions, game.plies, (game.side,)))
        if self.window is None:
            self.window = TrainingWindow(self.parent_widget)
            self.window.train.connect(self.train)
            self.window.can_train = mistakes_available()
            self.window.retranslate()
        self.refresh(games)
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()

    def refresh(self, games: list[Any] | None = None) -> None:
        window = self.window
        if window is None:
            return
        t = self.training
        found = reviewed_games(self.library.entries()) if games is None else games
        window.show_state(
            len(t.due()),
            len(t.positions),
            t.next_due(),
            weeks(t.answers, t.positions.values(), t.clock()),
            found,
            t.problem,
        )

    def train(self) -> None:
        """Play the due positions; each answer grades its position."""
        due = self.training.due()
        if not due:
            return
        title = translate("Training", "Training")
        player = self.make_player(due, title, self.window or self.parent_widget)
        if player is None:
            return
        player.answered.connect(self._answered)  # type: ignore[attr-defined]
        self.player = player
        player.show()
        player.raise_()

    def _answered(self, key: str, outcome: Outcome) -> None:
        self.training.answer(key, Outcome(outcome))
        self.refresh()

    # --- the background reviews ------------------------------------------------------------

    def _on_game_over(self, _result: object) -> None:
        name = self.library.current
        c = self.controller
        kinds = {c.kind(color) for color in Color}
        if name is not None and kinds == {PlayerKind.HUMAN, PlayerKind.COMPUTER}:
            QTimer.singleShot(0, lambda: self.background.add(name))  # once it is saved

    def _on_window_review(self) -> None:
        """The player reviewed the game on the board: no need to do it in the background."""
        if self.library.current is not None:
            self.background.drop(self.library.current)

    def _show_in_window(self, name: str, line: GameLine, found: list[MoveVerdicts | None]) -> None:
        """The game on the board was reviewed in the background: shown as a saved review,
        and saved with the game, unless the board moved on (or the player's own is there)."""
        game, review = self.controller.game, self.review.game_review
        if name != self.library.current or review.active:
            return
        if game.start != line.positions[0] or tuple(game.moves) != line.moves:
            return
        review.show_saved(game.start, line.moves, found)
        self.controller.store()

    def _take_in(self, name: str, positions: Any, plies: Any) -> None:
        entry = self.library.entry(name)
        side = player_side(entry.record) if entry is not None and entry.record else None
        if side is not None:
            self.training.add(game_exercises(name, positions, plies, (side,)))
            self.refresh()

    # --- My games ------------------------------------------------------------------------------

    def ask_keep(self, parent: QWidget, name: str) -> bool | None:
        """Before game ``name`` is deleted: keep its positions in the training set (True),
        take them out (False), or do not delete it (None); True without asking when it has
        none."""
        count = len(self.training.of_game(name))
        if not count:
            return True
        box = QMessageBox(
            QMessageBox.Icon.Question,
            TITLE,
            translate(
                "Training",
                "This game has %n position(s) in your training set. Keep them there?",
                "",
                count,
            ),
            parent=parent,
        )
        keep = box.addButton(translate("Training", "Keep them"), QMessageBox.ButtonRole.YesRole)
        remove = box.addButton(
            translate("Training", "Take them out"), QMessageBox.ButtonRole.NoRole
        )
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(keep)
        box.exec()
        clicked = box.clickedButton()
        return True if clicked is keep else False if clicked is remove else None

    def forget_game(self, name: str) -> None:
        """Game ``name`` was deleted and the player took its positions out."""
        self.training.remove_game(name)
        self.refresh()

    def shutdown(self) -> None:
        self.background.shutdown()


def mistakes_available() -> bool:
    return importlib.util.find_spec("app.learn.mistakes_window") is not None
