"""The panel beside the board: whose turn, both players' counts and clocks, the computer's
state, hint and analysis, and the move list."""

from __future__ import annotations

from PyQt6.QtCore import Qt, pyqtSignal
from PyQt6.QtGui import QColor, QPainter, QPaintEvent
from PyQt6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.i18n import fill, translate_engine
from app.widgets.move_list import MoveList
from engine.ai.worker import AnalysisReport
from engine.position import BLACK_PIECES, WHITE_PIECES, Color, Phase, Position


def format_clock(seconds: float) -> str:
    seconds = max(0.0, seconds)
    if seconds < 10:
        return f"0:{seconds:04.1f}"
    whole = int(seconds + 0.999)
    return f"{whole // 60}:{whole % 60:02d}"


class Disc(QWidget):
    """A small piece of one colour, to say who is who."""

    def __init__(self, colour: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._colour = QColor(colour)
        self.setFixedSize(22, 22)

    def paintEvent(self, event: QPaintEvent | None) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor("#666"))
        painter.setBrush(self._colour)
        painter.drawEllipse(2, 2, 18, 18)


class EvalBar(QWidget):
    """White's share of the advantage: a bar filled from the left in white."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._score = 0.0
        self.setFixedHeight(14)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_score(self, score: float) -> None:
        self._score = score
        self.update()

    def paintEvent(self, event: QPaintEvent | None) -> None:
        share = 0.5 + max(-0.5, min(0.5, self._score / 30.0))
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#2b2b2e"))
        painter.fillRect(0, 0, round(self.width() * share), self.height(), QColor("#f4efe3"))
        painter.setPen(QColor("#c0262d"))
        painter.drawLine(self.width() // 2, 0, self.width() // 2, self.height())


class PlayerBox(QFrame):
    def __init__(self, color: Color, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.color = color
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("PlayerBox")
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 6, 8, 6)
        grid.setVerticalSpacing(2)
        grid.addWidget(Disc("#f4efe3" if color is Color.WHITE else "#2b2b2e"), 0, 0, 2, 1)
        self.name = QLabel()
        self.name.setStyleSheet("font-weight: bold; font-size: 14px;")
        self.kind = QLabel()
        self.kind.setStyleSheet("color: #707070;")
        self.clock = QLabel()
        self.clock.setStyleSheet("font-family: monospace; font-size: 18px; font-weight: bold;")
        self.counts = QLabel()
        self.counts.setTextFormat(Qt.TextFormat.RichText)
        grid.addWidget(self.name, 0, 1)
        grid.addWidget(self.clock, 0, 2, 2, 1, Qt.AlignmentFlag.AlignRight)
        grid.addWidget(self.kind, 1, 1)
        grid.addWidget(self.counts, 2, 0, 1, 3)
        grid.setColumnStretch(1, 1)

    def show_state(self, position: Position, to_move: bool, over: bool) -> None:
        index = int(self.color)
        controlled = position.controlled_pieces()[index]
        piece = self.color.piece
        own_total = WHITE_PIECES if self.color is Color.WHITE else BLACK_PIECES
        on_board = sum(stack.count(piece) for stack in position.stacks)
        if position.phase is Phase.PLACEMENT:
            dvonn, own = position.pieces_to_place(self.color)
            text = fill(self.tr("To place: %1 pieces"), own)
            if dvonn:
                text += fill(self.tr(" + %1 DVONN"), dvonn)
        else:
            lost = own_total - on_board
            text = fill(self.tr("Controls %1 · lost %2"), f"<b>{controlled}</b>", lost)
        self.counts.setText(text)
        self.setProperty("active", to_move and not over)
        self.setStyleSheet(
            "#PlayerBox { border: 2px solid #f0a020; border-radius: 6px; }"
            if to_move and not over
            else "#PlayerBox { border: 2px solid transparent; }"
        )


class SidePanel(QWidget):
    hint_clicked = pyqtSignal()
    rematch_clicked = pyqtSignal()
    move_now_clicked = pyqtSignal()
    analysis_toggled = pyqtSignal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setStyleSheet("font-size: 15px; font-weight: bold; padding: 4px;")
        layout.addWidget(self.status)
        self.boxes = {color: PlayerBox(color) for color in Color}
        layout.addWidget(self.boxes[Color.WHITE])
        layout.addWidget(self.boxes[Color.BLACK])

        # One row of buttons: Hint on a human's turn, Move now while the computer thinks,
        # Rematch once the game is over; what the computer is doing beside them.
        tools = QHBoxLayout()
        self.thinking = QLabel()
        self.thinking.setStyleSheet("color: #c07000; font-style: italic;")
        self.move_now = QPushButton(self.tr("Move now"))
        self.move_now.setToolTip(self.tr("Ask the computer to play its best move so far"))
        self.move_now.clicked.connect(self.move_now_clicked)
        self.hint = QPushButton(self.tr("Hint"))
        self.hint.setToolTip(self.tr("Show the computer's suggestion on the board (H)"))
        self.hint.clicked.connect(self.hint_clicked)
        self.analysis = QCheckBox(self.tr("Analysis"))
        self.analysis.toggled.connect(self._on_analysis_toggled)
        self.rematch = QPushButton(self.tr("Rematch"))
        self.rematch.setToolTip(self.tr("Play again with the same players, changing sides"))
        self.rematch.clicked.connect(self.rematch_clicked)
        self.rematch.hide()
        tools.addWidget(self.hint)
        tools.addWidget(self.move_now)
        tools.addWidget(self.rematch)
        tools.addWidget(self.thinking, 1)
        tools.addWidget(self.analysis)
        layout.addLayout(tools)
        self._over = False
        self.eval_bar = EvalBar()
        self.best_line = QLabel()
        self.best_line.setWordWrap(True)
        layout.addWidget(self.eval_bar)
        layout.addWidget(self.best_line)

        self.moves = MoveList()
        layout.addWidget(self.moves, 1)
        self.set_thinking("")
        self._on_analysis_toggled(False)

    def set_names(self, names: dict[Color, tuple[str, str]]) -> None:
        for color, (name, kind) in names.items():
            self.boxes[color].name.setText(name)
            self.boxes[color].kind.setText(kind)

    def set_clocks(self, clocks: tuple[float, float] | None) -> None:
        for color, box in self.boxes.items():
            box.clock.setText("" if clocks is None else format_clock(clocks[color]))
            low = clocks is not None and clocks[color] < 10
            box.clock.setStyleSheet(
                "font-family: monospace; font-size: 18px; font-weight: bold;"
                + (" color: #d03020;" if low else "")
            )

    def set_thinking(self, text: str) -> None:
        self.thinking.setText(text)
        self._update_buttons()

    def set_over(self, over: bool) -> None:
        self._over = over
        self._update_buttons()

    def _update_buttons(self) -> None:
        thinking = bool(self.thinking.text())
        self.hint.setVisible(not self._over and not thinking)
        self.move_now.setVisible(thinking)
        self.rematch.setVisible(self._over)

    def _on_analysis_toggled(self, enabled: bool) -> None:
        self.eval_bar.setVisible(enabled)
        self.best_line.setVisible(enabled)
        if not enabled:
            self.best_line.setText("")
        self.analysis_toggled.emit(enabled)

    def set_analysis(self, report: AnalysisReport | None) -> None:
        if report is None:
            self.best_line.setText(self.tr("Analysing…"))
            self.eval_bar.set_score(0.0)
            return
        self.eval_bar.set_score(report.score)
        line = " ".join(report.line) or "–"
        summary = translate_engine(report.text) if report.text else f"{report.score:+.1f}"
        self.best_line.setText(fill(self.tr("Depth %1 · %2 · %3"), report.depth, summary, line))
