"""The analysis board's engine panel: the three best lines and every move solved.

What ``app.engine_lines.EngineLines`` finds for the position shown, in the player's words (the
review's voice: ``engine.review.lines`` and ``app.engine_text.standing_sentence``).  The best
lines are rows of a list (``best``), wrapped to the panel's width and updated in place as the
search deepens, each saying what the solve proved of its move once it is in (a search's
bound is not a margin): a click, or Enter or Space on the current row, plays the line into the tree
(``line_chosen``); a move of the list of every move plays that move when activated (a double
click or Enter).  Every text is a sentence with its
side and its unit, and every row is read by the screen reader as it is shown.
"""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication, QEvent, QObject, Qt, pyqtSignal
from PyQt6.QtGui import QKeyEvent
from PyQt6.QtWidgets import (
    QCheckBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.engine_lines import LINES
from app.engine_text import standing_sentence
from app.i18n import fill
from app.widgets.move_list import written_move
from engine.ai.search_info import SearchInfo
from engine.moves import Move
from engine.position import Position
from engine.review.lines import line_assessment, solution_assessment
from engine.review.solve import MoveSolution

SHOWN_PLIES = 8  # the moves of a line written on its button (the rest in its tooltip)


class LinesPanel(QWidget):
    line_chosen = pyqtSignal(object)  # tuple[Move, ...], from the position shown
    analysis_toggled = pyqtSignal(bool)
    results_toggled = pyqtSignal(bool)  # every movable stack marked by its best result

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.position: Position | None = None
        self.lines_shown: list[tuple[Move, ...]] = []
        self.info: SearchInfo | None = None  # the lines shown come from this search
        self.proven: dict[Move, MoveSolution] = {}  # the moves of the position the solve proved
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.analysis = QCheckBox(self.tr("Analyse the position shown"))
        self.analysis.setChecked(True)
        self.analysis.toggled.connect(self._analysis_toggled)
        layout.addWidget(self.analysis)
        self.progress = QLabel()
        self.progress.setWordWrap(True)
        layout.addWidget(self.progress)
        # the best lines: one row each (its move, its verdict, its moves), wrapped to the width;
        # a click or Enter plays the line into the tree
        self.best = QListWidget()
        self.best.setAccessibleName(self.tr("The best lines: Enter plays one"))
        self.best.setWordWrap(True)
        self.best.setAlternatingRowColors(True)  # where one line ends and the next begins
        self.best.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.best.itemClicked.connect(self._line_picked)  # one click (never a double's second)
        self.best.installEventFilter(self)  # Enter or Space on the current row
        for number in range(LINES):  # updated in place: a screen reader's row stays put
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, number)
            self.best.addItem(item)
        layout.addWidget(self.best, 1)
        self.results_heading = QLabel(self.tr("Every move"))
        self.results_heading.setStyleSheet("font-weight: bold;")
        layout.addWidget(self.results_heading)
        self.on_board = QCheckBox(self.tr("Mark each stack by its best result"))
        self.on_board.toggled.connect(self.results_toggled)
        layout.addWidget(self.on_board)
        self.solved_note = QLabel()
        self.solved_note.setWordWrap(True)
        layout.addWidget(self.solved_note)
        self.moves = QListWidget()
        self.moves.setAccessibleName(self.tr("Every move and its result"))
        self.moves.setWordWrap(True)
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.moves.itemActivated.connect(self._activated)
        layout.addWidget(self.moves, 1)
        self.show_lines(None, None)

    def _analysis_toggled(self, on: bool) -> None:
        for widget in (self.progress, self.results_heading, self.on_board, self.solved_note):
            widget.setVisible(on)
        self.moves.setVisible(on)
        self.best.setVisible(on)
        if not on:
            self._hide_lines(0)
        self.analysis_toggled.emit(on)

    def show_lines(self, position: Position | None, info: SearchInfo | None) -> None:
        """The lines of ``info`` (a search of ``position``); None: analysing afresh."""
        if position != self.position:
            self.position = position
            self.proven = {}
            self.moves.clear()
            self.solved_note.setText(self.tr("Solving every move…"))
        self.info = info
        self.lines_shown = []
        if info is None or position is None:
            self.progress.setText(self.tr("Analysing…"))
            self._hide_lines(0)
            return
        if not info.lines:  # the game is over: nothing to search
            self.progress.setText(standing_sentence(info.assessment))
            self._hide_lines(0)
            return
        template = QCoreApplication.translate(
            "LinesPanel", "Looking %n move(s) ahead; the best moves:", "", info.depth
        )
        self.progress.setText(template)
        for number, line in enumerate(info.lines[:LINES]):
            moves = line.pv or (line.move,)
            self.lines_shown.append(moves)
            proven = self.proven.get(line.move)  # the solve's exact word, when it has one
            said = (
                solution_assessment(position.turn, proven)
                if proven is not None
                else line_assessment(position, line)
            )
            words = standing_sentence(said)
            shown = " ".join(written_move(m) for m in moves[:SHOWN_PLIES])
            if len(moves) > SHOWN_PLIES:
                shown += " …"
            first = written_move(line.move)
            item = self.best.item(number)
            assert item is not None
            item.setText(fill(self.tr("%1. %2: %3\n%4"), number + 1, first, words, shown))
            item.setToolTip(" ".join(written_move(m) for m in moves))
            spoken = fill(self.tr("Line %1: %2, %3. Plays %4"), number + 1, first, words, shown)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
            item.setHidden(False)
        self._hide_lines(len(self.lines_shown))

    def _hide_lines(self, shown: int) -> None:
        """Hide the rows of the lines from ``shown`` on."""
        for number in range(shown, LINES):
            item = self.best.item(number)
            assert item is not None
            item.setHidden(True)

    def show_solutions(self, position: Position, solutions: tuple[MoveSolution, ...]) -> None:
        """Every move of ``position`` and what is known of it, best first."""
        if position != self.position:
            return
        self.proven = {s.move: s for s in solutions if s.result is not None}
        self.show_lines(position, self.info)  # the lines say what the solve proved
        self.moves.clear()
        for solution in solutions:
            words = standing_sentence(solution_assessment(position.turn, solution))
            item = QListWidgetItem(fill(self.tr("%1: %2"), written_move(solution.move), words))
            item.setData(Qt.ItemDataRole.UserRole, solution.move)
            self.moves.addItem(item)
        proven = sum(s.result is not None for s in solutions)
        if not solutions:
            self.solved_note.setText(self.tr("The game is over: no move is left."))
            return
        template = QCoreApplication.translate(
            "LinesPanel", "%1 of %n move(s) proven.", "", len(solutions)
        )
        self.solved_note.setText(fill(template, proven))

    def eventFilter(self, watched: QObject | None, event: QEvent | None) -> bool:
        keys = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if watched is self.best and isinstance(event, QKeyEvent) and event.key() in keys:
            item = self.best.currentItem()
            if event.type() == QEvent.Type.KeyPress and item is not None:
                self._line_picked(item)
            return True
        return super().eventFilter(watched, event)

    def _line_picked(self, item: QListWidgetItem) -> None:
        number = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(number, int) and number < len(self.lines_shown) and not item.isHidden():
            self.line_chosen.emit(self.lines_shown[number])

    def _activated(self, item: QListWidgetItem) -> None:
        move = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(move, Move):
            self.line_chosen.emit((move,))
