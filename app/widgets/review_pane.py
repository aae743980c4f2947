"""The game review's pane under the board: progress, the evaluation graph, the summary per
player, the move on show with its better move, and under it the buttons to move between
mistakes and along the better line.  Until there is a review to show, only the prompt and its button
(``set_compact``).  It only displays and emits intent; ``app.review_ui`` decides.

Its texts take fixed room (the summary two lines, the move on show three), so a text that
grows or shrinks never moves the board above; the pane asks for the height of its content
(``content_height``) and the window gives it that."""

from __future__ import annotations

from PyQt6.QtCore import QEvent, Qt, pyqtSignal
from PyQt6.QtGui import QKeySequence
from PyQt6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from app.widgets.eval_graph import EvalGraph
from app.widgets.side_panel import lines_high

GRAPH_HEIGHT = (64, 110)  # the graph's height, least and most, unless the player resizes


def key_name(keys: str) -> str:
    """A shortcut as the player's keyboard names it ("Alt+Hoch" in German): Qt's words."""
    return QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)


class ReviewPane(QWidget):
    start_clicked = pyqtSignal()
    previous_clicked = pyqtSignal()
    next_clicked = pyqtSignal()
    line_back_clicked = pyqtSignal()
    line_forward_clicked = pyqtSignal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        top = QHBoxLayout()
        self.progress = QLabel()
        self.progress.setStyleSheet("color: #707070;")
        self.start = QPushButton()
        self.start.clicked.connect(self.start_clicked)
        top.addWidget(self.progress, 1)
        top.addWidget(self.start)
        layout.addLayout(top)
        self.details = QWidget()  # everything below the prompt: shown once a review exists
        details = QVBoxLayout(self.details)
        details.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.details, 1)
        self.graph = EvalGraph()
        self.graph.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.graph.setMinimumHeight(60)
        details.addWidget(self.graph, 1)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        lines_high(self.summary, 2)  # one line per player
        details.addWidget(self.summary)
        self.move_text = QLabel()
        self.move_text.setTextFormat(Qt.TextFormat.RichText)
        self.move_text.setWordWrap(True)
        self.move_text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        lines_high(self.move_text, 3)  # the move, the better one, the line on the board
        details.addWidget(self.move_text)
        # The buttons on a row of their own: the pane is only as wide as the board, and the
        # move's three lines get the whole width.
        row = QHBoxLayout()
        row.addStretch(1)
        self.previous = QPushButton()
        self.previous.clicked.connect(self.previous_clicked)
        self.next = QPushButton()
        self.next.clicked.connect(self.next_clicked)
        self.line_back = QPushButton()
        self.line_back.clicked.connect(self.line_back_clicked)
        self.line_forward = QPushButton()
        self.line_forward.clicked.connect(self.line_forward_clicked)
        for button in (self.line_back, self.line_forward, self.previous, self.next):
            row.addWidget(button)
        details.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        """The buttons' texts in the current language (``app.review_ui`` sets the others)."""
        self.start.setText(self.tr("Review this game"))
        self.previous.setText(self.tr("◀ Previous mistake"))
        self.previous.setToolTip(key_name("Alt+Up"))
        self.next.setText(self.tr("Next mistake ▶"))
        self.next.setToolTip(key_name("Alt+Down"))
        self.line_back.setText(self.tr("◀ Line"))
        self.line_back.setToolTip(self.tr("Step back along the better line ([ or Alt+Shift+Left)"))
        self.line_forward.setText(self.tr("Line ▶"))
        self.line_forward.setToolTip(
            self.tr("Play the better line on the board (] or Alt+Shift+Right)")
        )

    def changeEvent(self, event: QEvent | None) -> None:
        if event is not None and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def content_height(self, window_height: int = 1080) -> int:
        """The height the pane's content asks for: the prompt alone, or everything with the
        graph an eighth of ``window_height`` (within ``GRAPH_HEIGHT``)."""
        layout = self.layout()
        assert layout is not None
        layout.activate()
        hint = self.sizeHint().height()
        if self.details.isHidden():
            return hint
        graph = max(self.graph.sizeHint().height(), self.graph.minimumHeight())
        least, most = GRAPH_HEIGHT
        return hint - graph + max(least, min(most, window_height // 8))

    def set_compact(self, compact: bool) -> None:
        """Only the prompt and its button (nothing to show yet), or everything."""
        self.details.setHidden(compact)
