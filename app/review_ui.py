"""The game review in the main window: the pane under the board, its wiring to the controller,
and the hooks the window's file actions use (a review saved with the game, and shown at once
when a record that carries one is opened).

The window creates one ``ReviewUi``; everything review-specific in the window goes through it.
"""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication, QObject, Qt
from PyQt6.QtWidgets import QDockWidget, QMainWindow

from app.ai_client import AiClient
from app.controller import GameController
from app.engine_text import assessment_text
from app.game_review import GameReview
from app.i18n import fill
from app.played_like import played_like, played_like_text
from app.records_io import Annotate
from app.settings import PlayerKind
from app.widgets.eval_graph import GraphPoint
from app.widgets.move_list import MoveList
from app.widgets.review_pane import ReviewPane
from engine.ai.human_scale import GameRating
from engine.errors import DvonnError
from engine.position import Color
from engine.records import GameRecord
from engine.review.analysis import GameLine
from engine.review.annotations import annotate, read_annotations
from engine.review.judgement import MoveClass, SideSummary


class ReviewUi(QObject):
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
        self.client = AiClient(self, "dvonn-review")
        self.review = GameReview(self.client, self)
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
        self.review.changed.connect(self._update)
        self.review.completed.connect(controller.store)  # the library keeps the review
        self.review.failed.connect(self._status)
        p = self.pane
        p.start_clicked.connect(self.start)
        p.graph.ply_chosen.connect(self.go_to)
        p.previous_clicked.connect(self.previous_mistake)
        p.next_clicked.connect(self.next_mistake)
        p.line_back_clicked.connect(lambda: self.step_line(-1))
        p.line_forward_clicked.connect(lambda: self.step_line(1))
        self.controller.history_changed.connect(self._on_history)
        self.controller.game_over.connect(self._offer)
        self._update()

    # --- actions --------------------------------------------------------------------------

    def start(self) -> None:
        """Game → Review game: review the moves played so far, from scratch."""
        game = self.controller.game
        moves = tuple(game.moves)
        if not moves:
            self._status(self.tr("There is no move to review yet"), 5000)
            return
        self.review.start(game.start, moves)
        self.dock.show()

    def go_to(self, ply: int) -> None:
        self.review.reset_step()
        self.controller.review_to(ply)

    def next_mistake(self) -> None:
        ply = self.review.next_flagged(self.controller.shown_ply)
        if ply is not None:
            self.go_to(ply)

    def previous_mistake(self) -> None:
        ply = self.review.previous_flagged(self.controller.shown_ply)
        if ply is not None:
            self.go_to(ply)

    def step_line(self, delta: int) -> None:
        if self.review.step_line(self.controller.shown_ply, delta):
            self._show_board()

    def shutdown(self) -> None:
        self.client.shutdown()

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
            self.review.stop()  # cancel the searches; Review game starts again

    # --- records --------------------------------------------------------------------------

    def annotator(self) -> Annotate | None:
        """What saving adds to the record: this game's review, if there is one."""
        game = self.controller.game
        plies = self.review.judged()
        if not plies or not self.review.matches(game.start, tuple(game.moves)):
            return None
        return lambda record: annotate(record, plies)

    def show_record(self, record: GameRecord | None) -> None:
        """An opened record: show the review it carries at once (nothing is searched)."""
        self.review.clear()
        if record is None:
            return
        try:
            found = read_annotations(record, GameLine.of_record(record).positions)
        except DvonnError as error:
            self._status(str(error), 8000)
            return
        if any(v is not None for v in found):
            self.review.show_saved(record.start, record.moves, found)
            self.dock.show()
            self._on_history()

    def report_dropped(self, problem: str) -> None:
        """The review an opened record carried was malformed and left out: say why."""
        self._status(fill(self.tr("The review kept in this game was left out: %1"), problem), 8000)

    # --- keeping in step with the game ----------------------------------------------------

    def _offer(self, result: object) -> None:
        game = self.controller.game
        if game.moves and not self.review.matches(game.start, tuple(game.moves)):
            self.review.clear()
            self.dock.show()
            self._update()

    def _on_history(self) -> None:
        game = self.controller.game
        if self.review.active and not self.review.matches(game.start, tuple(game.moves)):
            self.review.clear()  # another game, or moves taken back or played since
        self.review.reset_step()
        self._update()

    def _update(self) -> None:
        review, pane = self.review, self.pane
        verdicts = review.position_verdicts() if review.active else []
        pane.graph.set_data(
            [
                None
                if v is None
                else GraphPoint(
                    v.white_chance(), v.result is not None, assessment_text(v.assessment())
                )
                for v in verdicts
            ],
            {p.ply: p.move_class for p in review.judged() if p.move_class.flagged},
        )
        pane.graph.set_current(self.controller.shown_ply)
        pane.start.setVisible(not review.active or review.failure is not None)
        if pane.details.isHidden() == review.active:  # a review appeared or went
            pane.set_compact(not review.active)
            self.fit_dock()  # room for the graph, or none left empty
        pane.progress.setText(self._progress_text())
        summaries = review.summaries() if review.active and review.judged() else None
        pane.summary.setText(self._summary_text(summaries))
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
        looking = c.review_ply is not None or c.game.is_over
        board = self.review.board_for(c.shown_ply) if looking else None
        c.show_review_board(board)
        review = self.review.review_of(c.shown_ply)
        self.pane.move_text.setText(self._move_text(c.shown_ply))
        line = review.best_line if review is not None and review.move_class.flagged else ()
        self.pane.line_back.setEnabled(board is not None and self.review.step > 0)
        self.pane.line_forward.setEnabled(board is not None and self.review.step < len(line))

    # --- texts ----------------------------------------------------------------------------

    def _progress_text(self) -> str:
        review = self.review
        if not review.active:
            return self.tr("See where the game was won and lost: every move judged by the computer")
        if review.failure is not None:
            return review.failure
        done = len(review.judged())
        total = len(review.plies)
        translate = QCoreApplication.translate
        if review.running:
            return fill(
                translate(
                    "ReviewUi", "Reviewing… pass %1 of %2 · %3 of %n move(s) judged", "", total
                ),
                max(1, review.passes_done + 1),
                review.passes_total,
                done,
            )
        return translate("ReviewUi", "Review of %n move(s)", "", total)

    def _summary_text(self, summaries: dict[Color, SideSummary] | None) -> str:
        if summaries is None:
            return ""
        parts = []
        translate = QCoreApplication.translate
        for color in Color:
            s = summaries[color]
            counts = " · ".join(
                (
                    translate("ReviewUi", "%n inaccuracy(-ies) ?!", "", s.inaccuracies),
                    translate("ReviewUi", "%n mistake(s) ?", "", s.mistakes),
                    translate("ReviewUi", "%n blunder(s) ??", "", s.blunders),
                )
            )
            if (rating := self._played_like(color)) is not None:
                counts += " · " + played_like_text(rating)
            parts.append(
                fill(
                    self.tr("<b>%1</b>: accuracy %2 % · %3"),
                    self.controller.name(color),
                    f"{s.accuracy:.1f}",
                    counts,
                )
            )
        return "<br>".join(parts)

    def _played_like(self, color: Color) -> GameRating | None:
        """A person's rating this game against the computer, once the review is done."""
        c = self.controller
        if self.review.running or c.kind(color) is not PlayerKind.HUMAN:
            return None
        if c.kind(color.other) is not PlayerKind.COMPUTER:
            return None
        return played_like(self.review.judged(), color)

    def _class_text(self, move_class: MoveClass) -> str:
        names = {
            MoveClass.BEST: self.tr("best"),
            MoveClass.GOOD: self.tr("good"),
            MoveClass.INACCURACY: self.tr("inaccuracy"),
            MoveClass.MISTAKE: self.tr("mistake"),
            MoveClass.BLUNDER: self.tr("blunder"),
            MoveClass.FORCED: self.tr("forced"),
        }
        return names[move_class]

    def _move_text(self, ply: int) -> str:
        review = self.review.review_of(ply)
        if review is None:
            return ""
        text = fill(
            self.tr("Move %1: %2 %3 — <b>%4</b> · after it: %5"),
            ply,
            self.controller.name(review.side),
            str(review.move) + review.move_class.symbol,
            self._class_text(review.move_class),
            assessment_text(review.after.assessment()),
        )
        number = self.review.pass_of(ply)
        if number is not None and self.review.passes_total > 1:
            text += " · " + fill(self.tr("pass %1 of %2"), number, self.review.passes_total)
        if review.move_class.flagged and review.best is not None:
            line = " ".join(str(m) for m in review.best_line)
            text += "<br>" + fill(
                self.tr("Better: <b>%1</b> (arrow; the move played is dashed) · line %2"),
                str(review.best),
                line,
            )
            if review.before.result is not None:
                text += " · " + assessment_text(review.before.assessment())
            step = min(self.review.step, len(review.best_line))
            if step:
                text += "<br>" + fill(
                    QCoreApplication.translate(
                        "ReviewUi",
                        "On the board: the better line, %1 of %n move(s) played",
                        "",
                        len(review.best_line),
                    ),
                    step,
                )
        return text
