"""The game review's pane under the board: progress, the evaluation graph, the summary per
player, the move on show with its better move, and the buttons to move between mistakes and
along the better line.  Until there is a review to show, only the prompt and its button
(``set_compact``).  It only displays and emits intent; ``app.review_ui`` decides."""

from __future__ import annotations

from PyQt6.QtCore import Qt, pyqtSignal
from PyQt6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.widgets.eval_graph import EvalGraph


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
        self.start = QPushButton(self.tr("Review this game"))
        self.start.clicked.connect(self.start_clicked)
        top.addWidget(self.progress, 1)
        top.addWidget(self.start)
        layout.addLayout(top)
        self.details = QWidget()  # everything below the prompt: shown once a review exists
        details = QVBoxLayout(self.details)
        details.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.details, 1)
        self.graph = EvalGraph()
        details.addWidget(self.graph, 1)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        details.addWidget(self.summary)
        row = QHBoxLayout()
        self.move_text = QLabel()
        self.move_text.setTextFormat(Qt.TextFormat.RichText)
        self.move_text.setWordWrap(True)
        self.previous = QPushButton(self.tr("◀ Previous mistake"))
        self.previous.setToolTip("Alt+Up")
        self.previous.clicked.connect(self.previous_clicked)
        self.next = QPushButton(self.tr("Next mistake ▶"))
        self.next.setToolTip("Alt+Down")
        self.next.clicked.connect(self.next_clicked)
        self.line_back = QPushButton(self.tr("◀ Line"))
        self.line_back.setToolTip(self.tr("Step back along the better line (Alt+Shift+Left)"))
        self.line_back.clicked.connect(self.line_back_clicked)
        self.line_forward = QPushButton(self.tr("Line ▶"))
        self.line_forward.setToolTip(self.tr("Play the better line on the board (Alt+Shift+Right)"))
        self.line_forward.clicked.connect(self.line_forward_clicked)
        row.addWidget(self.move_text, 1)
        for button in (self.line_back, self.line_forward, self.previous, self.next):
            row.addWidget(button)
        details.addLayout(row)

    def set_compact(self, compact: bool) -> None:
        """Only the prompt and its button (nothing to show yet), or everything."""
        self.details.setHidden(compact)
