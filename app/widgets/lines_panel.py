"""The analysis board's engine panel: the three best lines and every move solved.

What ``app.engine_lines.EngineLines`` finds for the position shown, in the player's words (the
review's voice: ``engine.review.lines`` and ``app.engine_text.standing_sentence``).  A line is
a button: clicking it plays its moves into the tree (``line_chosen``); a move of the list
plays that move when activated (a double click or Enter).  Every text is a sentence with its
side and its unit, and every row is read by the screen reader as it is shown.
"""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication, Qt, pyqtSignal
from PyQt6.QtWidgets import (
    QCheckBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.engine_lines import LINES
from app.engine_text import standing_sentence
from app.i18n import fill
from engine.ai.search_info import SearchInfo
from engine.moves import Move
from engine.position import Position
from engine.review.lines import line_assessment, solution_assessment
from engine.review.solve import MoveSolution

SHOWN_PLIES = 8  # the moves of a line written on its button (the rest in its tooltip)


def move_text(move: Move) -> str:
    """A move as the panel writes it: its cells, or "pass" in the player's language."""
    return QCoreApplication.translate("LinesPanel", "pass") if move.is_pass else str(move)


class LinesPanel(QWidget):
    line_chosen = pyqtSignal(object)  # tuple[Move, ...], from the position shown
    analysis_toggled = pyqtSignal(bool)
    results_toggled = pyqtSignal(bool)  # every movable stack marked by its best result

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.position: Position | None = None
        self.lines_shown: list[tuple[Move, ...]] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.analysis = QCheckBox(self.tr("Analyse the position shown"))
        self.analysis.setChecked(True)
        self.analysis.toggled.connect(self._analysis_toggled)
        layout.addWidget(self.analysis)
        self.progress = QLabel()
        self.progress.setWordWrap(True)
        layout.addWidget(self.progress)
        self.buttons: list[QPushButton] = []
        for number in range(LINES):
            button = QPushButton()
            button.setStyleSheet("text-align: left; padding: 4px;")
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            button.clicked.connect(lambda _=False, n=number: self._choose(n))
            button.hide()
            layout.addWidget(button)
            self.buttons.append(button)
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
        if not on:
            for button in self.buttons:
                button.hide()
        self.analysis_toggled.emit(on)

    def show_lines(self, position: Position | None, info: SearchInfo | None) -> None:
        """The lines of ``info`` (a search of ``position``); None: analysing afresh."""
        if position != self.position:
            self.position = position
            self.moves.clear()
            self.solved_note.setText(self.tr("Solving every move…"))
        self.lines_shown = []
        if info is None or position is None:
            self.progress.setText(self.tr("Analysing…"))
            for button in self.buttons:
                button.hide()
            return
        if not info.lines:  # the game is over: nothing to search
            self.progress.setText(standing_sentence(info.assessment))
            for button in self.buttons:
                button.hide()
            return
        template = QCoreApplication.translate(
            "LinesPanel", "Looking %n move(s) ahead; the best moves:", "", info.depth
        )
        self.progress.setText(template)
        for number, button in enumerate(self.buttons):
            if number >= len(info.lines):
                button.hide()
                continue
            line = info.lines[number]
            moves = line.pv or (line.move,)
            self.lines_shown.append(moves)
            words = standing_sentence(line_assessment(position, line))
            shown = " ".join(move_text(m) for m in moves[:SHOWN_PLIES])
            if len(moves) > SHOWN_PLIES:
                shown += " …"
            first = move_text(line.move)
            button.setText(fill(self.tr("%1. %2: %3\n%4"), number + 1, first, words, shown))
            button.setToolTip(" ".join(move_text(m) for m in moves))
            button.setAccessibleName(
                fill(self.tr("Line %1: %2, %3. Plays %4"), number + 1, first, words, shown)
            )
            button.show()

    def show_solutions(self, position: Position, solutions: tuple[MoveSolution, ...]) -> None:
        """Every move of ``position`` and what is known of it, best first."""
        if position != self.position:
            return
        self.moves.clear()
        for solution in solutions:
            words = standing_sentence(solution_assessment(position.turn, solution))
            item = QListWidgetItem(fill(self.tr("%1: %2"), move_text(solution.move), words))
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

    def _choose(self, number: int) -> None:
        if number < len(self.lines_shown):
            self.line_chosen.emit(self.lines_shown[number])

    def _activated(self, item: QListWidgetItem) -> None:
        move = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(move, Move):
            self.line_chosen.emit((move,))
