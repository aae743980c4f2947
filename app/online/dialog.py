"""Game → Play a friend online…: invite or join, then agree on the game.

One dialog, four pages: the start (your name; Invite, or Join with the code your friend
read out; the rendezvous server, empty for the public one), the invitation (the code to read
out, a Copy button, waiting), the terms (the inviter chooses colours, start and clock and
proposes them) and the terms shown to the joiner (Accept or Decline).  The dialog drives an
``OnlineSession`` and closes when the game starts (``started``); the window plays it.
"""

from __future__ import annotations

from collections.abc import Callable

from PyQt6.QtCore import QObject, QSettings
from PyQt6.QtGui import QGuiApplication
from PyQt6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.online.session import Failure, OnlineSession
from app.online.texts import failure_text, terms_text
from engine.online.match import Role
from engine.online.messages import MAX_NAME_CHARS, Propose, Setup
from engine.online.terms import app_version, make_terms
from engine.pieces import Color

SERVER_KEY = "online/server"
NAME_KEY = "online/name"
MAX_SERVER = 200


def stored_server(store: QSettings) -> str:
    """The rendezvous server the player chose ("" for the public one); anything else that
    is not a ws:// or wss:// address reads as ""."""
    value = store.value(SERVER_KEY, "")
    if (
        isinstance(value, str)
        and len(value) <= MAX_SERVER
        and value.startswith(("ws://", "wss://"))
    ):
        return value
    return ""


def stored_name(store: QSettings) -> str:
    value = store.value(NAME_KEY, "")
    return value[:MAX_NAME_CHARS] if isinstance(value, str) else ""


class OnlineDialog(QDialog):
    """Invite or join.  ``made`` is given each session as it is made (the window plays its
    game from its start on); the dialog closes once the game starts, and a session whose game
    did not start ends with the dialog."""

    def __init__(
        self,
        store: QSettings,
        made: Callable[[OnlineSession], object],
        parent: QWidget | None = None,
        peer_options: tuple[str, ...] = (),
    ) -> None:
        super().__init__(parent)
        self.made = made
        self.setWindowTitle(self.tr("Play a friend online"))
        self.store = store
        self.peer_options = peer_options
        self.session: OnlineSession | None = None
        self.pages = QStackedWidget()
        self.pages.addWidget(self._start_page())
        self.pages.addWidget(self._invite_page())
        self.pages.addWidget(self._terms_page())
        self.pages.addWidget(self._answer_page())
        self.status = QLabel()
        self.status.setWordWrap(True)
        cancel = QPushButton(self.tr("Close"))
        cancel.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)
        layout.addWidget(self.status)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(cancel)
        layout.addLayout(row)

    # --- pages ---------------------------------------------------------------------------------

    def _start_page(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.name = QLineEdit(stored_name(self.store))
        self.name.setMaxLength(MAX_NAME_CHARS)
        form.addRow(self.tr("Your name:"), self.name)
        self.invite_button = QPushButton(self.tr("&Invite a friend"))
        self.invite_button.clicked.connect(self.invite)
        form.addRow(self.invite_button)
        self.code = QLineEdit()
        self.code.setPlaceholderText(
            self.tr("the code your friend reads out, e.g. 7-crossover-clockwork")
        )
        self.code.returnPressed.connect(self.join)
        self.join_button = QPushButton(self.tr("&Join"))
        self.join_button.clicked.connect(self.join)
        row = QHBoxLayout()
        row.addWidget(self.code, 1)
        row.addWidget(self.join_button)
        form.addRow(self.tr("Code:"), row)
        self.server = QLineEdit(stored_server(self.store))
        self.server.setPlaceholderText(self.tr("the public server"))
        form.addRow(self.tr("Server:"), self.server)
        return page

    def _invite_page(self) -> QWidget:
        page = QWidget()
        column = QVBoxLayout(page)
        column.addWidget(QLabel(self.tr("Read this code out to your friend:")))
        row = QHBoxLayout()
        self.invitation = QLineEdit()
        self.invitation.setReadOnly(True)
        row.addWidget(self.invitation, 1)
        copy = QPushButton(self.tr("&Copy"))
        copy.clicked.connect(self._copy)
        row.addWidget(copy)
        column.addLayout(row)
        column.addStretch(1)
        return page

    def _terms_page(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.colour = QComboBox()
        self.colour.addItems([self.tr("White"), self.tr("Black"), self.tr("Drawn at random")])
        form.addRow(self.tr("You play:"), self.colour)
        self.setup = QComboBox()
        self.setup.addItems([self.tr("Standard placement"), self.tr("Random setup")])
        form.addRow(self.tr("Start:"), self.setup)
        self.minutes = QSpinBox()
        self.minutes.setRange(0, 180)
        self.minutes.setSpecialValueText(self.tr("No clock"))
        self.minutes.setSuffix(self.tr(" min"))
        self.increment = QSpinBox()
        self.increment.setRange(0, 60)
        self.increment.setSuffix(self.tr(" s a move"))
        self.increment.setEnabled(False)  # an increment needs a clock
        self.minutes.valueChanged.connect(lambda minutes: self.increment.setEnabled(minutes > 0))
        row = QHBoxLayout()
        row.addWidget(self.minutes)
        row.addWidget(self.increment)
        form.addRow(self.tr("Clock:"), row)
        self.propose_button = QPushButton(self.tr("&Propose"))
        self.propose_button.clicked.connect(self.propose)
        form.addRow(self.propose_button)
        return page

    def _answer_page(self) -> QWidget:
        page = QWidget()
        column = QVBoxLayout(page)
        self.terms = QLabel()
        self.terms.setWordWrap(True)
        column.addWidget(self.terms)
        row = QHBoxLayout()
        self.accept_button = QPushButton(self.tr("&Accept"))
        self.accept_button.clicked.connect(self._accept_terms)
        self.decline_button = QPushButton(self.tr("&Decline"))
        self.decline_button.clicked.connect(self._decline_terms)
        row.addWidget(self.accept_button)
        row.addWidget(self.decline_button)
        column.addLayout(row)
        column.addStretch(1)
        return page

    # --- what the player does -------------------------------------------------------------------

    def invite(self) -> None:
        session = self._session(Role.INVITER)
        session.invite()
        self.pages.setCurrentIndex(1)
        self.status.setText(self.tr("Getting a code…"))

    def join(self) -> None:
        code = "".join(self.code.text().split()).lower()
        nameplate, _, words = code.partition("-")
        if not (nameplate.isdigit() and words and code.isascii()):
            self.status.setText(
                self.tr("A code is a number and words, e.g. 7-crossover-clockwork.")
            )
            return
        session = self._session(Role.JOINER)
        session.join(code)
        self.status.setText(self.tr("Connecting…"))
        self.invite_button.setEnabled(False)
        self.join_button.setEnabled(False)

    def propose(self) -> None:
        if self.session is None:
            return
        choice = self.colour.currentIndex()
        terms = make_terms(
            None if choice == 2 else Color(choice),
            Setup.RANDOM if self.setup.currentIndex() == 1 else Setup.STANDARD,
            self.minutes.value(),
            self.increment.value(),
        )
        self.session.propose(terms)
        self.propose_button.setEnabled(False)
        self.status.setText(self.tr("Waiting for your friend to accept…"))

    def _accept_terms(self) -> None:
        if self.session is not None:
            self.session.accept()

    def _decline_terms(self) -> None:
        if self.session is not None:
            self.session.decline()
        self.status.setText(self.tr("Declined: waiting for other terms…"))
        self.accept_button.setEnabled(False)
        self.decline_button.setEnabled(False)

    def _copy(self) -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(self.invitation.text())

    # --- the session -----------------------------------------------------------------------------

    def _session(self, role: Role) -> OnlineSession:
        name = self.name.text().strip()
        server = self.server.text().strip()
        self.store.setValue(NAME_KEY, name)
        self.store.setValue(SERVER_KEY, server)
        if self.session is not None:
            self.session.retire()
            self.session.deleteLater()
        owner: QObject = self.parent() or self
        session = OnlineSession(role, name, server or None, app_version(), self.peer_options, owner)
        session.code_ready.connect(self._code_ready)
        session.wrong_code_tried.connect(self._wrong_code_tried)
        session.greeted.connect(self._greeted)
        session.proposed.connect(self._proposed)
        session.declined.connect(self._declined)
        session.started.connect(self._started)
        session.failed.connect(self._failed)
        session.broken.connect(self._broken)  # a method: let go with the dialog
        self.session = session
        self.made(session)
        return session

    def _code_ready(self, code: str) -> None:
        self.invitation.setText(code)
        self.status.setText(self.tr("Waiting for your friend…"))

    def _wrong_code_tried(self) -> None:
        self.status.setText(
            self.tr("Someone tried a wrong code. The invitation stays open for the right one.")
        )

    def _greeted(self, name: str) -> None:
        if self.session is not None and self.session.match.role is Role.INVITER:
            self.pages.setCurrentIndex(2)
            self.status.setText(self.tr("Your friend is here: choose the game."))
        else:
            self.status.setText(self.tr("Connected: waiting for your friend's terms…"))

    def _proposed(self, terms: Propose) -> None:
        session = self.session
        inviter = session.match.their_name or "" if session is not None else ""
        self.terms.setText(terms_text(terms, inviter, terms.inviter_color.other))
        self.accept_button.setEnabled(True)
        self.decline_button.setEnabled(True)
        self.pages.setCurrentIndex(3)
        self.status.setText("")

    def _declined(self) -> None:
        self.propose_button.setEnabled(True)
        self.status.setText(self.tr("Your friend declined: change the terms and propose again."))

    def _started(self, terms: Propose, color: Color) -> None:
        self.session = None  # the window's now
        self.accept()

    def _failed(self, failure: Failure, words: str) -> None:
        self.status.setText(failure_text(failure))
        self.pages.setCurrentIndex(0)
        self.invite_button.setEnabled(True)
        self.join_button.setEnabled(True)

    def _broken(self, broken: object) -> None:
        self._failed(Failure.LEFT, "")

    def done(self, result: int) -> None:
        if self.session is not None:  # closed before a game started
            self.session.retire()
            self.session = None
        super().done(result)
