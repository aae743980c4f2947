"""The game review in the main window: the pane under the board, its wiring to the controller,
and the hooks the window's file actions use (a review saved with the game, and shown at once
when a record that carries one is opened).

The window creates one ``ReviewUi``; everything review-specific in the window goes through it.
A review is done once: Review game on a game whose review is on show (searched here, or
saved with the game) shows it, and only "Review again" searches again, deeper.  The pane
goes when another game is loaded that has nothing to review yet (a new game).

Under a finished review, "Learn from your mistakes" asks (``learn_requested``) for the
window that plays the mistakes and blunders of the game again (``app.learn.
mistakes_window``): against the computer the person's, else both sides' (two people at one
board both learn from the game, and an opened record does not say which player is the one
looking at it; each position says whose move it is).
"""

from __future__ import annotations

import html

from PyQt6.QtCore import QObject, Qt, pyqtSignal
from PyQt6.QtWidgets import QDockWidget, QMainWindow

from app.controller import GameController
from app.game_review import GameReview, again_seconds
from app.i18n import fill
from app.played_like import played_like, played_like_text
from app.records_io import Annotate
from app.review_text import move_text, point_text, progress_text, summary_line
from app.settings import PlayerKind
from app.widgets.eval_graph import GraphPoint
from app.widgets.move_list import MoveList
from app.widgets.review_pane import ReviewPane
from engine.ai.game_rating import PlayedLike
from engine.errors import DvonnError
from engine.game import Game
from engine.position import Color
from engine.records import GameRecord
from engine.review.analysis import GameLine
from engine.review.annotations import annotate, read_annotations
from engine.review.judgement import SideSummary
from engine.training import Exercise
from engine.training_tries import game_exercises


class ReviewUi(QObject):
    learn_requested = pyqtSignal(object, str)  # the exercises (oldest first), the title

    def __init__(
        self,
        window: QMainWindow,
        controller: GameController,
        moves: MoveList,
        area: QMainWindow | None = None,
    ) -> None:
        """The pane docks at the bottom of ``area`` (the window's board area, so that it lies
        under the board only; by default the window itself)."""
        super().__init__(window)
        self.window = window
        self.area = area if area is not None else window
        self.controller = controller
        self.moves = moves  # the window's move list, where judged moves are marked
        self.client = controller.computer.analyser  # the analysis process, shared
        self.game_review = GameReview(self.client, self)
        self.pane = ReviewPane()
        self.dock = QDockWidget(self.tr("Game review"), window)
        self.dock.setObjectName("GameReview")
        self.dock.setWidget(self.pane)
        self.dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.area.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.dock)
        self.dock.hide()
        self.dock.visibilityChanged.connect(self._on_visibility)
        self.game_review.changed.connect(self._update)
        self.game_review.completed.connect(controller.store)  # the library keeps the review
        self.game_review.failed.connect(self._status)
        p = self.pane
        p.start_clicked.connect(self.start)
        p.again_clicked.connect(self.again)
        p.learn_clicked.connect(self.learn)
        p.summary_resized.connect(self.fit_dock)
        p.graph.ply_chosen.connect(self.go_to)
        p.previous_clicked.connect(self.previous_mistake)
        p.next_clicked.connect(self.next_mistake)
        p.line_back_clicked.connect(lambda: self.step_line(-1))
        p.line_forward_clicked.connect(lambda: self.step_line(1))
        self._game: Game = controller.game  # the game the pane belongs to
        self.controller.history_changed.connect(self._on_history)
        self.controller.game_over.connect(self._offer)
        self._update()

    # --- actions --------------------------------------------------------------------------

    def start(self) -> None:
        """Game → Review game: the review of the moves played so far; the one on show when
        it is complete (searched here or saved with the game), else searched from scratch."""
        game = self.controller.game
        moves = tuple(game.moves)
        if self.controller.playing_online:
            self._status(self.tr("The review is there once the online game is over"), 5000)
            return
        if not moves:
            self._status(self.tr("There is no move to review yet"), 5000)
            return
        if not (self.game_review.complete and self.game_review.matches(game.start, moves)):
            self.game_review.start(game.start, moves)
        self.dock.show()

    def again(self) -> None:
        """Review again: search the review on show again, deeper than it was."""
        game = self.controller.game
        moves = tuple(game.moves)
        if moves and self.game_review.matches(game.start, moves):
            self.game_review.start(game.start, moves, again_seconds(self.game_review.seconds))
            self.dock.show()

    def learn(self) -> None:
        """Learn from your mistakes: the flagged moves to find again, in a window."""
        exercises = self.exercises()
        if exercises:
            self.learn_requested.emit(exercises, self.tr("Learn from your mistakes"))

    def exercises(self) -> list[Exercise]:
        """The mistakes and blunders of the finished review on show to find again: the
        person's against the computer, else both sides' (the module's docstring)."""
        review, c = self.game_review, self.controller
        line = review.line
        if line is None or not review.complete:
            return []
        people = [color for color in Color if c.kind(color) is PlayerKind.HUMAN]
        library = c.library
        name = library.current if library is not None and library.current else "board"
        return game_exercises(name, line.positions, review.judged(), people or list(Color))

    def go_to(self, ply: int) -> None:
        self.game_review.reset_step()
        self.controller.look_back(ply)

    def next_mistake(self) -> None:
        ply = self.game_review.next_flagged(self.controller.shown_ply)
        if ply is not None:
            self.go_to(ply)

    def previous_mistake(self) -> None:
        ply = self.game_review.previous_flagged(self.controller.shown_ply)
        if ply is not None:
            self.go_to(ply)

    def step_line(self, delta: int) -> None:
        """Step the board into the better line of the flagged move on show, or back."""
        if self._looking() and self.game_review.step_line(self.controller.shown_ply, delta):
            self._show_board()

    def _looking(self) -> bool:
        """Whether the board may show the review's pictures: the game is over or the player
        is looking back (never while a move is to be made on it)."""
        return self.controller.looking_back_at is not None or self.controller.game.is_over

    def shutdown(self) -> None:
        self.game_review.stop()

    def retranslate(self) -> None:
        """After a language change: the dock's title and every text of the pane."""
        self.dock.setWindowTitle(self.tr("Game review"))
        self._update()

    def fit_dock(self) -> None:
        """The dock as high as its content asks (the prompt alone is a line; the review, its
        graph, summary and move), no empty area under it."""
        if self.dock.isVisible() and not self.dock.isFloating():
            title = self.dock.height() - self.pane.height()
            height = self.pane.content_height(self.window.height()) + max(title, 0)
            self.area.resizeDocks([self.dock], [height], Qt.Orientation.Vertical)

    def _status(self, text: str, ms: int = 0) -> None:
        bar = self.window.statusBar()
        if bar is not None:
            bar.showMessage(text, ms)

    def _on_visibility(self, visible: bool) -> None:
        if not visible and self.dock.isHidden():  # closed, not just the window minimised
            self.game_review.stop()  # cancel the searches; Review game starts again

    # --- records --------------------------------------------------------------------------

    def annotator(self) -> Annotate | None:
        """What saving adds to the record: this game's review, if there is one."""
        game = self.controller.game
        plies = self.game_review.judged()
        if not plies or not self.game_review.matches(game.start, tuple(game.moves)):
            return None
        return lambda record: annotate(record, plies)

    def show_record(self, record: GameRecord | None) -> None:
        """An opened record: show the review it carries at once (nothing is searched)."""
        self.game_review.clear()
        if record is None:
            return
        try:
            found = read_annotations(record, GameLine.of_record(record).positions)
        except DvonnError as error:
            self._status(str(error), 8000)
            return
        if any(v is not None for v in found):
            self.game_review.show_saved(record.start, record.moves, found)
            self.dock.show()
            self._on_history()

    def report_dropped(self, problem: str) -> None:
        """The review an opened record carried was malformed and left out: say why."""
        self._status(fill(self.tr("The review kept in this game was left out: %1"), problem), 8000)

    # --- keeping in step with the game ----------------------------------------------------

    def _offer(self, result: object) -> None:
        game = self.controller.game
        if game.moves and not self.game_review.matches(game.start, tuple(game.moves)):
            self.game_review.clear()
            self.dock.show()
            self._update()

    def _on_history(self) -> None:
        game = self.controller.game
        if self.game_review.active and not self.game_review.matches(game.start, tuple(game.moves)):
            self.game_review.clear()  # another game, or moves taken back or played since
        if game is not self._game:  # another game: the pane goes until there is a review
            self._game = game
            if not self.game_review.active and not game.is_over:
                self.dock.hide()
        self.game_review.reset_step()
        self._update()

    def _update(self) -> None:
        review, pane = self.game_review, self.pane
        verdicts = review.position_verdicts() if review.active else []
        start = pane.graph.start = self.controller.game.start  # moves numbered from it
        pane.graph.set_data(
            [
                None
                if v is None
                else GraphPoint(v.white_chance(), v.result is not None, point_text(ply, v, start))
                for ply, v in enumerate(verdicts)
            ],
            {p.ply: p.move_class for p in review.judged() if p.move_class.flagged},
        )
        pane.graph.set_current(self.controller.shown_ply)
        pane.start.setVisible(not review.active or review.failure is not None)
        pane.again.setVisible(review.complete)
        pane.learn.setVisible(bool(self.exercises()))
        if pane.details.isHidden() == review.active:  # a review appeared or went
            pane.set_compact(not review.active)
            self.fit_dock()  # room for the graph, or none left empty
        pane.progress.setText(progress_text(review))
        summaries = review.summaries() if review.active and review.judged() else None
        pane.summary.setText(self._summary_text(summaries))
        if pane.fit_summary():
            self.fit_dock()
        flagged = bool(review.flagged())
        pane.previous.setEnabled(flagged)
        pane.next.setEnabled(flagged)
        marks = {p.ply: p.move_class for p in review.judged()}
        headers = None
        if summaries is not None:
            headers = (
                fill(self.tr("White · %1 %"), f"{summaries[Color.WHITE].accuracy:.0f}"),
                fill(self.tr("Black · %1 %"), f"{summaries[Color.BLACK].accuracy:.0f}"),
            )
        self.moves.set_marks(marks, headers)
        self._show_board()

    def _show_board(self) -> None:
        c = self.controller
        looking = self._looking()
        board = self.game_review.board_for(c.shown_ply) if looking else None
        c.show_review_board(board)
        self.pane.move_text.setText(self._move_text(c.shown_ply))
        steps = self.game_review.steps(c.shown_ply) if looking else 0
        self.pane.line_back.setEnabled(self.game_review.step > 0)
        self.pane.line_forward.setEnabled(self.game_review.step < steps)

    # --- texts (worded in app.review_text) ------------------------------------------------

    def _names(self) -> dict[Color, str]:
        """The players' names for the pane's rich text: a "<" or "&" in a name is shown."""
        return {color: html.escape(self.controller.name(color)) for color in Color}

    def _move_text(self, ply: int) -> str:
        return move_text(self.game_review, ply, self._names())

    def _summary_text(self, summaries: dict[Color, SideSummary] | None) -> str:
        if summaries is None:
            return ""
        parts = []
        for color in Color:
            rating = self._played_like(color)
            liked = played_like_text(rating) if rating is not None else None
            parts.append(summary_line(self._names()[color], summaries[color], liked))
        return "<br>".join(parts)

    def _played_like(self, color: Color) -> PlayedLike | None:
        """A person's rating this game against the computer, once the review is done (never
        below the level's rating when they beat it without a flagged move)."""
        c = self.controller
        if self.game_review.running or c.kind(color) is not PlayerKind.HUMAN:
            return None
        if c.kind(color.other) is not PlayerKind.COMPUTER:
            return None
        result = c.game.result
        won = result is not None and result.winner is color
        return played_like(self.game_review.judged(), color, c.options.level, won)
