"""The game review's pane under the board: progress, the evaluation graph with its legend,
the summary per player, the move on show with its better move, and under it the buttons to
move between mistakes and along the better line.  Until there is a review to show, only the
prompt and its button (``set_compact``); a finished review offers "Review again" there, and
"Learn from your mistakes" when the player has some to find again.  It only displays and
emits intent; ``app.review_ui`` decides.

Its texts take fixed room (the summary a line or two per player, the move on show three),
so a text that grows or shrinks never moves the board above, and every text wraps or is
shortened, so none widens the window; the pane asks for the height of its content
(``content_height``) and the window gives it that."""

from __future__ import annotations

from PyQt6.QtCore import QEvent, Qt, pyqtSignal
from PyQt6.QtGui import QKeySequence, QResizeEvent
from PyQt6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from app.widgets.eval_graph import EvalGraph, legend
from app.widgets.side_panel import ElidedLabel, lines_high

GRAPH_HEIGHT = (64, 110)  # the graph's height, least and most, unless the player resizes
SUMMARY_LINES = 6  # the most lines the summary takes (three a player)


def key_name(keys: str) -> str:
    """A shortcut as the player's keyboard names it ("Alt+Hoch" in German): Qt's words."""
    return QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)


class ReviewPane(QWidget):
    start_clicked = pyqtSignal()
    again_clicked = pyqtSignal()
    learn_clicked = pyqtSignal()  # Learn from your mistakes
    summary_resized = pyqtSignal()  # the summary wraps to more or fewer lines
    previous_clicked = pyqtSignal()
    next_clicked = pyqtSignal()
    line_back_clicked = pyqtSignal()
    line_forward_clicked = pyqtSignal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        top = QHBoxLayout()
        self.progress = ElidedLabel()  # a long one shortened, whole in its tooltip
        self.progress.setStyleSheet("color: #707070;")
        self.start = QPushButton()
        self.start.clicked.connect(self.start_clicked)
        self.again = QPushButton()  # a finished review: search it again, deeper
        self.again.clicked.connect(self.again_clicked)
        self.again.hide()
        self.learn = QPushButton()  # find the better moves yourself, in a window of their own
        self.learn.clicked.connect(self.learn_clicked)
        self.learn.hide()
        top.addWidget(self.progress, 1)
        top.addWidget(self.start)
        top.addWidget(self.learn)
        top.addWidget(self.again)
        # The row as high with a button as without: the graph keeps its height when the
        # review's buttons come and go.
        self.progress.setMinimumHeight(self.start.sizeHint().height())
        layout.addLayout(top)
        self.details = QWidget()  # everything below the prompt: shown once a review exists
        details = QVBoxLayout(self.details)
        details.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.details, 1)
        self.graph = EvalGraph()
        self.graph.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.graph.setMinimumHeight(60)
        details.addWidget(self.graph, 1)
        self.legend = QLabel()  # what the graph's colours mean
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.legend.setStyleSheet("color: #707070;")
        details.addWidget(self.legend)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setWordWrap(True)  # never wider than the board
        self.summary.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.summary.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.set_summary_lines(2)
        details.addWidget(self.summary)
        self.move_text = QLabel()
        self.move_text.setTextFormat(Qt.TextFormat.RichText)
        self.move_text.setWordWrap(True)
        self.move_text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
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
        self.again.setText(self.tr("Review again, more deeply"))
        self.again.setToolTip(
            self.tr("Search every move again, longer than before: a verdict may change")
        )
        self.learn.setText(self.tr("Learn from your mistakes"))
        self.learn.setToolTip(self.tr("Find the better move yourself, mistake after mistake"))
        self.legend.setText(legend())
        self.previous.setText(self.tr("◀ Previous mistake"))
        self.previous.setToolTip(key_name("Alt+Up"))
        self.next.setText(self.tr("Next mistake ▶"))
        self.next.setToolTip(key_name("Alt+Down"))
        self.line_back.setText(self.tr("◀ Line"))
        self.line_back.setToolTip(
            self.tr("Step back along the better line to the game ([ or Alt+Shift+Left)")
        )
        self.line_forward.setText(self.tr("Line ▶"))
        self.line_forward.setToolTip(
            self.tr("Show the better move on the board, then play its line (] or Alt+Shift+Right)")
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

    def set_summary_lines(self, lines: int) -> None:
        """Room for ``lines`` lines of summary (fixed: the board stays where it is)."""
        lines_high(self.summary, lines)

    def summary_fits(self) -> bool:
        """Whether the summary's whole text fits its room at its width."""
        return self.summary.heightForWidth(self.summary.width()) <= self.summary.height()

    def fit_summary(self) -> bool:
        """Room for the whole summary as it wraps at the pane's width (two lines at least,
        ``SUMMARY_LINES`` at most); True when its height changed (the window then fits the
        dock again: the graph keeps its height, the board moves once)."""
        height = self.summary.height()
        width = max(1, self.summary.width() if self.summary.isVisible() else self.width() - 12)
        needed = self.summary.heightForWidth(width)
        for lines in range(2, SUMMARY_LINES + 1):
            self.set_summary_lines(lines)
            if self.summary.height() >= needed:
                break
        return self.summary.height() != height

    def resizeEvent(self, event: QResizeEvent | None) -> None:
        super().resizeEvent(event)
        if self.fit_summary():
            self.summary_resized.emit()

    def set_compact(self, compact: bool) -> None:
        """Only the prompt and its button (nothing to show yet), or everything."""
        self.details.setHidden(compact)
