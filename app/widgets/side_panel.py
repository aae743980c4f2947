"""The panel beside the board: whose turn, both players' counts (a small stack image of
the pieces each controls, a heap of those lost) and clocks, the computer's state, hint
and evaluation (who is ahead, the best line), and the move list."""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, pyqtSignal
from PyQt6.QtGui import QColor, QPainter, QPaintEvent, QPen, QResizeEvent
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

from app.engine_text import standing_sentence
from app.i18n import fill
from app.view.palette import PIECE_STYLES
from app.widgets.move_list import MoveList, written_line
from engine.ai.search_info import SearchInfo
from engine.assessment import Standing
from engine.game import Result, Termination
from engine.position import BLACK_PIECES, WHITE_PIECES, Color, Phase, Position


def lines_high(label: QLabel, lines: int, padding: int = 0) -> None:
    """Give ``label`` the height of ``lines`` lines of its font (its style sheet's, with
    ``padding`` pixels above and below), whatever it shows, so that a text changing its
    length never moves what is below it."""
    label.ensurePolished()  # the style sheet's font, not the default one
    margins = label.contentsMargins()
    extra = margins.top() + margins.bottom() + 2 * label.margin() + 2 * padding
    label.setFixedHeight(label.fontMetrics().lineSpacing() * lines + extra + 2)


class ElidedLabel(QLabel):
    """A one-line label that never asks for more width than it gets: a text too long for it
    is shortened with "…" and the whole text goes to the tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def setText(self, text: str | None) -> None:
        self._full = text or ""
        self._elide()

    def full_text(self) -> str:
        return self._full

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent | None) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        metrics = self.fontMetrics()
        shown = metrics.elidedText(self._full, Qt.TextElideMode.ElideRight, self.width())
        super().setText(shown)
        self.setToolTip(self._full if shown != self._full else "")


def format_clock(seconds: float) -> str:
    seconds = max(0.0, seconds)
    if seconds < 10:
        return f"0:{seconds:04.1f}"
    whole = int(seconds + 0.999)
    return f"{whole // 60}:{whole % 60:02d}"


def _piece_colours(color: Color) -> tuple[QColor, QColor]:
    """Face and rim of a piece of `color`, as the board shows it."""
    style = PIECE_STYLES["classic"]["W" if color is Color.WHITE else "B"]
    face = QColor(*style.colour)
    return face, face.darker(170) if color is Color.WHITE else face.lighter(260)


def _disc(p: QPainter, face: QColor, rim: QColor, x: float, y: float, w: float) -> None:
    """One piece seen from a little above: a side band under an elliptic top."""
    h = w * 0.36
    side = w * 0.16
    p.setPen(QPen(rim, 1.0))
    p.setBrush(face.darker(125))
    p.drawRoundedRect(QRectF(x, y + h / 2, w, side), 2, 2)
    p.drawEllipse(QRectF(x, y + side, w, h))
    p.setBrush(face)
    p.drawEllipse(QRectF(x, y, w, h))


class StackTally(QWidget):
    """A player's pieces as a small stack, as tall as their share, with the count."""

    MAX_DISCS = 9

    def __init__(self, color: Color, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.color = color
        self.count = 0
        self.total = WHITE_PIECES if color is Color.WHITE else BLACK_PIECES
        self.setFixedSize(62, 40)

    def set_count(self, count: int, total: int) -> None:
        self.count, self.total = count, max(total, 1)
        self.update()

    def discs(self) -> int:
        """Discs drawn: at least one while the player has a piece, more as the count grows."""
        if self.count <= 0:
            return 0
        return max(1, min(self.MAX_DISCS, round(self.MAX_DISCS * self.count / self.total)))

    def paintEvent(self, event: QPaintEvent | None) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        face, rim = _piece_colours(self.color)
        w = 30.0
        for i in range(self.discs()):
            _disc(p, face, rim, 1.0, self.height() - 17.0 - 2.8 * i, w)
        if self.count <= 0:  # an empty space where the stack would stand
            p.setPen(QPen(self.palette().mid().color(), 1.0, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QRectF(1.0, self.height() - 17.0, w, w * 0.36))
        font = p.font()
        font.setBold(True)
        font.setPixelSize(18)
        p.setFont(font)
        p.setPen(self.palette().windowText().color())
        text_rect = QRectF(w + 6, 0, self.width() - w - 6, self.height())
        p.drawText(
            text_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, str(self.count)
        )


class LostPile(QWidget):
    """Pieces a player has lost, as a small heap beside the count."""

    SPOTS = ((0, 8), (13, 8), (26, 8), (6.5, 3), (19.5, 3), (13, -2))  # bottom row first

    def __init__(self, color: Color, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.color = color
        self.count = 0
        self.setFixedSize(72, 24)

    def set_count(self, count: int) -> None:
        self.count = count
        self.update()

    def discs(self) -> int:
        return min(self.count, len(self.SPOTS))

    def paintEvent(self, event: QPaintEvent | None) -> None:
        if self.count <= 0:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        face, rim = _piece_colours(self.color)
        face.setAlpha(170)  # out of the game: a little faded
        for x, y in self.SPOTS[: self.discs()]:
            _disc(p, face, rim, x + 1.0, y + 6.0, 14.0)
        p.setPen(self.palette().windowText().color())
        text_rect = QRectF(44, 0, self.width() - 44, self.height())
        p.drawText(
            text_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, f"−{self.count}"
        )


FULL_BAR = 15.0  # pieces of margin that fill the evaluation bar


class EvalBar(QWidget):
    """White's share of the advantage: a bar filled from the left in white, in the middle
    when even, full for a margin of 15 pieces or more; a finished game shows its result."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._score = 0.0
        self.setFixedHeight(14)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_score(self, score: float) -> None:
        """White's expected margin in pieces (negative: Black's)."""
        self._score = score
        self.update()

    def set_result(self, result: Result) -> None:
        """A finished game: its final margin, the whole bar the winner's when the game ended
        by resignation or time (the pieces on the board then say nothing of it)."""
        winner = result.winner
        if result.termination is not Termination.NORMAL and winner is not None:
            self.set_score(FULL_BAR if winner is Color.WHITE else -FULL_BAR)
        else:
            white, black = result.score
            self.set_score(float(white - black))

    def white_share(self) -> float:
        """How much of the bar is White's (0…1)."""
        return 0.5 + max(-0.5, min(0.5, self._score / (2 * FULL_BAR)))

    def paintEvent(self, event: QPaintEvent | None) -> None:
        share = self.white_share()
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
        grid.setContentsMargins(8, 4, 8, 4)
        grid.setVerticalSpacing(0)
        self.stack = StackTally(color)
        self.lost = LostPile(color)
        grid.addWidget(self.stack, 0, 0, 2, 1)
        self.name = ElidedLabel()
        self.name.setStyleSheet("font-weight: bold; font-size: 14px;")
        self.kind = ElidedLabel()  # "Computer · level 20, Champion": shortened, never clipped
        self.kind.setStyleSheet("color: #707070;")
        self.clock = QLabel()
        self.clock.setStyleSheet("font-family: monospace; font-size: 18px; font-weight: bold;")
        self.counts = QLabel()
        self.counts.setTextFormat(Qt.TextFormat.RichText)
        grid.addWidget(self.name, 0, 1)
        grid.addWidget(self.clock, 0, 2, Qt.AlignmentFlag.AlignRight)
        grid.addWidget(self.kind, 1, 1, 1, 2)  # under the clock too: the whole width
        grid.addWidget(self.counts, 2, 0, 1, 2)
        grid.addWidget(self.lost, 2, 2, Qt.AlignmentFlag.AlignRight)
        grid.setColumnStretch(1, 1)
        self.retranslate()

    def retranslate(self) -> None:
        """What a screen reader calls the box and its clock, in the current language."""
        white = self.color is Color.WHITE
        self.setAccessibleName(self.tr("White player") if white else self.tr("Black player"))
        self.clock.setAccessibleDescription(
            self.tr("White's clock") if white else self.tr("Black's clock")
        )

    def show_state(self, position: Position, to_move: bool, over: bool) -> None:
        index = int(self.color)
        controlled = position.controlled_pieces()[index]
        piece = self.color.piece
        own_total = WHITE_PIECES if self.color is Color.WHITE else BLACK_PIECES
        on_board = sum(stack.count(piece) for stack in position.stacks)
        if position.phase is Phase.PLACEMENT:
            dvonn, own = position.pieces_to_place(self.color)
            text = QCoreApplication.translate("PlayerBox", "To place: %n piece(s)", "", own)
            if dvonn:
                text += fill(self.tr(" + %1 DVONN"), dvonn)
            self.stack.set_count(own, own_total)  # the pieces still in hand
            self.lost.set_count(0)
        else:
            lost = own_total - on_board
            text = fill(self.tr("Controls %1 · lost %2"), f"<b>{controlled}</b>", lost)
            self.stack.set_count(controlled, own_total)  # pieces under their stacks
            self.lost.set_count(lost)
        self.counts.setText(text)
        active = to_move and not over
        self.setProperty("active", active)
        self.setAccessibleDescription(self.tr("To move") if active else "")
        # The player to move: a bold amber frame on a tinted box; the other box plain.
        self.setStyleSheet(
            "#PlayerBox { border: 3px solid #f0a020; border-radius: 6px;"
            " background: rgba(240, 160, 32, 40); }"
            if active
            else "#PlayerBox { border: 3px solid transparent; }"
        )


class SidePanel(QWidget):
    hint_clicked = pyqtSignal()
    rematch_clicked = pyqtSignal()
    count_clicked = pyqtSignal()  # count the pieces of a finished game, or stop counting
    move_now_clicked = pyqtSignal()
    evaluation_toggled = pyqtSignal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(4)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setStyleSheet("font-size: 15px; font-weight: bold; padding: 4px;")
        self.status.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        lines_high(self.status, 2, padding=4)  # one or two lines, the same room
        layout.addWidget(self.status)
        self.boxes = {color: PlayerBox(color) for color in Color}
        layout.addWidget(self.boxes[Color.WHITE])
        layout.addWidget(self.boxes[Color.BLACK])

        # One row of buttons: Hint on a human's turn, Move now while the computer thinks,
        # Rematch once the game is over; what the computer is doing beside them.
        tools = QHBoxLayout()
        self.thinking = QLabel()
        self.thinking.setStyleSheet("color: #c07000; font-style: italic;")
        self.move_now = QPushButton()
        self.move_now.clicked.connect(self.move_now_clicked)
        self.hint = QPushButton()
        self.hint.clicked.connect(self.hint_clicked)
        self.evaluation = QCheckBox()
        self.evaluation.toggled.connect(self._on_evaluation_toggled)
        self.rematch = QPushButton()
        self.rematch.clicked.connect(self.rematch_clicked)
        self.count = QPushButton()
        self.count.clicked.connect(self.count_clicked)
        self.count.hide()
        self._counting = False
        self.eval_bar = EvalBar()
        self.retranslate()
        self.rematch.hide()
        tools.addWidget(self.hint)
        tools.addWidget(self.move_now)
        tools.addWidget(self.rematch)
        tools.addWidget(self.count)
        tools.addWidget(self.thinking, 1)
        tools.addWidget(self.evaluation)
        layout.addLayout(tools)
        self._over = False
        self.best_line = QLabel()
        self.best_line.setWordWrap(True)
        self.best_line.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        lines_high(self.best_line, 3)  # one line or three: the move list below stays put
        layout.addWidget(self.eval_bar)
        layout.addWidget(self.best_line)

        self.moves = MoveList()
        layout.addWidget(self.moves, 1)
        self.set_thinking("")
        self._on_evaluation_toggled(False)
        # Tab goes through the buttons as they stand, then the move list (the screen
        # reader's order is the layout's: status, players, buttons, evaluation, moves).
        for before, after in (
            (self.hint, self.move_now),
            (self.move_now, self.rematch),
            (self.rematch, self.count),
            (self.count, self.evaluation),
            (self.evaluation, self.moves),
        ):
            QWidget.setTabOrder(before, after)

    def retranslate(self) -> None:
        """The buttons' texts in the current language (the window sets the other texts)."""
        self.move_now.setText(self.tr("Move now"))
        self.move_now.setToolTip(self.tr("Ask the computer to play its best move so far"))
        self.hint.setText(self.tr("Hint"))
        self.hint.setToolTip(self.tr("Show the computer's suggestion on the board (H)"))
        self.evaluation.setText(self.tr("Evaluation"))
        self.evaluation.setToolTip(
            self.tr("Show who is ahead and the computer's best line for the position on the board")
        )
        self.eval_bar.setToolTip(
            self.tr("Who is ahead: the light part is White's, the dark Black's")
        )
        self.rematch.setText(self.tr("Rematch"))
        self.rematch.setToolTip(self.tr("Play again with the same players, changing sides"))
        self.set_counting(self._counting)
        self.status.setAccessibleDescription(self.tr("Game status"))
        for box in self.boxes.values():
            box.retranslate()

    def changeEvent(self, event: QEvent | None) -> None:
        if event is not None and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

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

    def set_counting(self, counting: bool) -> None:
        """The count button's words: count the pieces, or back to the final position."""
        self._counting = counting
        if counting:
            self.count.setText(self.tr("Final position"))
            self.count.setToolTip(self.tr("Show the final position again (Esc)"))
        else:
            self.count.setText(self.tr("Count the pieces"))
            self.count.setToolTip(
                self.tr("Gather each player's pieces into columns of ten to count them")
            )

    def _update_buttons(self) -> None:
        thinking = bool(self.thinking.text())
        self.hint.setVisible(not self._over and not thinking)
        self.move_now.setVisible(thinking)
        self.rematch.setVisible(self._over)
        self.count.setVisible(self._over)

    def _on_evaluation_toggled(self, enabled: bool) -> None:
        self.eval_bar.setVisible(enabled)
        self.best_line.setVisible(enabled)
        if not enabled:
            self.best_line.setText("")
        self.evaluation_toggled.emit(enabled)

    def set_evaluation(self, report: SearchInfo | None) -> None:
        if report is None:
            self.best_line.setText(self.tr("Evaluating…"))
            self.eval_bar.set_score(0.0)
            return
        assessment = report.assessment
        self.eval_bar.set_score(assessment.pieces)
        summary = standing_sentence(assessment)
        if assessment.standing is Standing.OVER:  # nothing was searched: no depth, no line
            self.best_line.setText(summary)
            return
        line = written_line(report.pv) or "–"
        template = QCoreApplication.translate(
            "SidePanel", "%1 · looking %n move(s) ahead: %2", "", report.depth
        )
        self.best_line.setText(fill(template, summary, line))
