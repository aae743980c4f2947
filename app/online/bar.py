"""The online game's bar under the board: where the connection stands (with Reconnect, and
Stop when the other side left; Continue online for a game reopened from My games), the
other side's takeback offer (Accept, Decline), our own offer and resignation, and the chat."""

from __future__ import annotations

from PyQt6.QtCore import pyqtSignal
from PyQt6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.online.messages import MAX_CHAT_CHARS

CHAT_LINES = 200  # the log keeps the last ones


class OnlineBar(QWidget):
    reconnect_clicked = pyqtSignal()
    resume_clicked = pyqtSignal()  # Continue online: a game reopened, or not connected
    stop_clicked = pyqtSignal()
    takeback_clicked = pyqtSignal()
    resign_clicked = pyqtSignal()
    answered = pyqtSignal(bool)  # the other side's offer (a takeback, a rematch) accepted
    rematch_clicked = pyqtSignal()
    said = pyqtSignal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("OnlineBar")
        self.state = QLabel()
        self.reconnect = QPushButton(self.tr("Re&connect"))
        self.reconnect.clicked.connect(self.reconnect_clicked)
        self.reconnect.hide()
        self.resume = QPushButton(self.tr("Continue &online"))
        self.resume.clicked.connect(self.resume_clicked)
        self.resume.hide()
        self.stop = QPushButton(self.tr("&Stop"))  # the other side left: we stop waiting
        self.stop.clicked.connect(self.stop_clicked)
        self.stop.hide()
        self.takeback = QPushButton(self.tr("Offer a &takeback"))
        self.takeback.clicked.connect(self.takeback_clicked)
        self.resign = QPushButton(self.tr("Resign"))
        self.resign.clicked.connect(self.resign_clicked)
        self.rematch = QPushButton(self.tr("Re&match"))
        self.rematch.clicked.connect(self.rematch_clicked)
        self.rematch.hide()
        self.offer = QLabel(self.tr("Your friend asks to take back a move."))
        self.offer.setWordWrap(True)
        self.accept_offer = QPushButton(self.tr("Accept"))
        self.accept_offer.clicked.connect(lambda: self._answer(True))
        self.decline_offer = QPushButton(self.tr("Decline"))
        self.decline_offer.clicked.connect(lambda: self._answer(False))
        self.show_offer(False)
        self.log = QPlainTextEdit()
        self.log.setReadOnly(True)
        self.log.setMaximumBlockCount(CHAT_LINES)
        self.log.setFixedHeight(48)
        self.chat = QLineEdit()
        self.chat.setMaxLength(MAX_CHAT_CHARS)
        self.chat.setPlaceholderText(self.tr("Say something to your friend"))
        self.chat.returnPressed.connect(self._say)
        self.state.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.state, 1)
        for widget in (
            self.reconnect,
            self.resume,
            self.stop,
            self.takeback,
            self.resign,
            self.rematch,
        ):
            top.addWidget(widget)
        offer = QHBoxLayout()
        offer.addWidget(self.offer, 1)
        offer.addWidget(self.accept_offer)
        offer.addWidget(self.decline_offer)
        column = QVBoxLayout(self)
        column.setContentsMargins(6, 2, 6, 2)
        column.setSpacing(2)
        column.addLayout(top)
        column.addLayout(offer)
        column.addWidget(self.log)
        column.addWidget(self.chat)

    def show_offer(self, shown: bool, text: str = "") -> None:
        """The other side's offer (a takeback when ``text`` is empty) with Accept, Decline."""
        self.offer.setText(text or self.tr("Your friend asks to take back a move."))
        for widget in (self.offer, self.accept_offer, self.decline_offer):
            widget.setVisible(shown)

    def add_line(self, text: str) -> None:
        self.log.appendPlainText(text)

    def _answer(self, accepted: bool) -> None:
        self.show_offer(False)
        self.answered.emit(accepted)

    def _say(self) -> None:
        text = self.chat.text().strip()
        self.chat.clear()
        if text:
            self.said.emit(text)
