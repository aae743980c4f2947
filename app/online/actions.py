"""Game → Play a friend online… in the main window: the dialog, then the game and its bar.

``OnlineActions`` belongs to the window: it opens the dialog (``OnlineDialog``), plays each
session's game on the window's controller (``OnlineGame``) from its start, shows the bar
under the board while it is played, says on the status line whose turn it is and where the
connection stands, shows why a connection ended (the game stays in My games as it stood),
and ends the connection when the window closes.

An unfinished online game opened from My games (``reopen``: a window closed, killed or
crashed during it) is played on as an online game: the other side's moves come only from it,
and the bar offers Continue online, a new connection at the game's resume code.  A record
whose saved online details cannot be used opens as an ordinary game, and says so.
"""

from __future__ import annotations

from functools import partial

from PyQt6.QtCore import QObject, QSettings, Qt, QTimer, pyqtSignal
from PyQt6.QtWidgets import QDockWidget, QMainWindow, QMessageBox, QWidget

from app import TITLE
from app.controller import GameController
from app.online.bar import OnlineBar
from app.online.dialog import OnlineDialog
from app.online.play import OnlineGame, online_options
from app.online.session import Failure, Link, OnlineSession
from app.online.texts import (
    broken_text,
    chat_line,
    failure_text,
    left_text,
    link_text,
    terms_text,
)
from app.settings import GameOptions
from engine.errors import DvonnError
from engine.game import Game, Result
from engine.online.match import Broken, Role, Stage
from engine.online.messages import Propose
from engine.online.saved import SavedError, charged_moves, check_record, read_saved
from engine.online.terms import app_version, rematch_terms
from engine.pieces import Color
from engine.records import GameRecord, RecordResult


class OnlineActions(QObject):
    sound = pyqtSignal(str)  # a sound to play: "arrive" when the other side's move came in
    message = pyqtSignal(str)  # a line for the status bar

    def __init__(
        self,
        window: QWidget,
        board_area: QMainWindow,
        controller: GameController,
        store: QSettings,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.store = store
        self.peer_options: tuple[str, ...] = ()  # the tests' faster pings
        self.session: OnlineSession | None = None
        self.game: OnlineGame | None = None
        self.dialog: OnlineDialog | None = None
        self.bar = OnlineBar()
        self.dock = QDockWidget(self.tr("Online game"))
        self.dock.setObjectName("OnlineDock")
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.dock.setWidget(self.bar)
        board_area.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.dock)
        self.dock.hide()
        self.bar.reconnect_clicked.connect(self._reconnect)
        self.bar.resume_clicked.connect(self._reconnect)
        self.bar.stop_clicked.connect(self._stop)
        self.bar.takeback_clicked.connect(self._offer_takeback)
        self.bar.resign_clicked.connect(self.resign)
        self.bar.answered.connect(self._answer)
        self.bar.rematch_clicked.connect(self.rematch)
        self._rematch_offered = False  # the offer shown is a rematch (else a takeback)
        self.bar.said.connect(self._say)
        controller.history_changed.connect(self._board_changed)

    @property
    def active(self) -> bool:
        """An online game is on the board and not over."""
        return self.game is not None and self.game.active and not self.controller.game.is_over

    @property
    def on_board(self) -> bool:
        """The window's game is an online game (being played or over)."""
        return self.game is not None and self.controller.remote is self.game

    def show(self) -> None:
        """Game → Play a friend online…"""
        if self.dialog is not None:
            self.dialog.raise_()
            return
        dialog = self.dialog = OnlineDialog(self.store, self._made, self.window, self.peer_options)
        dialog.finished.connect(self._dialog_closed)
        dialog.open()

    def _dialog_closed(self) -> None:
        if self.dialog is not None:
            self.dialog.deleteLater()
            self.dialog = None

    def resign(self) -> None:
        if self.session is not None and self.active:
            self.session.resign()

    def shutdown(self) -> None:
        """The window closes: the connection ends (the other side is told)."""
        if self.dialog is not None:
            self.dialog.done(0)
        if self.session is not None:
            self.session.shutdown()

    def reopen(
        self, game: Game, options: GameOptions, record: GameRecord | None, entry: str | None
    ) -> bool:
        """Load ``game`` (opened from ``record``, library entry ``entry``) on the controller
        as an online game to continue when the record is an unfinished online game; False
        when it is none (the caller loads it as any other), with a message when its saved
        online details cannot be used."""
        if record is None or record.result is not RecordResult.UNFINISHED or game.is_over:
            return False
        try:
            saved = read_saved(record.extra_tags)
            if saved is None:
                return False
            check_record(saved, record)
            names = {Color.WHITE: record.white, Color.BLACK: record.black}
            ours, theirs = names[saved.color], names[saved.color.other]
            session = OnlineSession(
                saved.role, ours, saved.server or None, app_version(), self.peer_options, self
            )
            session.restore(saved.terms, theirs, charged_moves(game), saved.resumes)
        except (SavedError, DvonnError, ValueError):
            self._warn(
                self.tr(
                    "This game was played online, but what continuing it online needs could "
                    "not be read from its record: it opens as an ordinary game."
                )
            )
            return False
        online = self._made(session)
        online.restore(saved, theirs)
        self._take(session, online)
        options = online_options(saved.terms, record.white, record.black)
        self.controller.load(game, options, record, entry, remote=online)
        self.bar.state.setText(self.tr("This online game was interrupted."))
        self.bar.resume.show()
        return True

    # --- a session -----------------------------------------------------------------------------

    def _made(self, session: OnlineSession) -> OnlineGame:
        game = OnlineGame(session, self.controller, session.match.name)
        game.arrived.connect(lambda: self.sound.emit("arrive"))
        session.started.connect(lambda terms, color: self._started(session, game))
        session.link_changed.connect(lambda link: self._link(session, link))
        session.chatted.connect(lambda text, ours: self._chatted(session, game, text, ours))
        session.takeback_offered.connect(lambda: self._offered(session))
        session.takeback_declined.connect(
            lambda: self._message(session, self.tr("Your friend declined the takeback."))
        )
        session.finished.connect(lambda result: self._finished(session, result))
        session.proposed.connect(lambda terms: self._proposed(session, terms))
        session.declined.connect(
            lambda: self._message(session, self.tr("Your friend declined the rematch."))
        )
        session.broken.connect(lambda broken: self._broken(session, broken))
        session.failed.connect(lambda failure, words: self._failed(session, failure))
        return game

    def _started(self, session: OnlineSession, game: OnlineGame) -> None:
        self._take(session, game)
        self.bar.state.setText(link_text(Link.CONNECTED))

    def _take(self, session: OnlineSession, game: OnlineGame) -> None:
        """``session`` plays the game on the board from now on, its bar shown."""
        old = self.session
        if old is not None and old is not session:
            old.close()
        self.session, self.game = session, game
        self.bar.log.clear()
        self.bar.show_offer(False)
        self._rematch_offered = False
        self.bar.reconnect.hide()
        self.bar.stop.hide()
        self.bar.rematch.hide()
        self.bar.resume.hide()
        self._playing(True)
        self.dock.show()

    def _playing(self, on: bool) -> None:
        for button in (self.bar.takeback, self.bar.resign, self.bar.chat):
            button.setEnabled(on)

    def _link(self, session: OnlineSession, link: Link) -> None:
        if session is not self.session:
            return
        playing = session.match.stage is not Stage.OVER
        if link is Link.LEFT:
            self.bar.state.setText(left_text(session.match.their_name or ""))
        else:
            self.bar.state.setText(link_text(link))
        self.bar.reconnect.setVisible(link in (Link.LOST, Link.RECONNECTING, Link.LEFT) and playing)
        self.bar.stop.setVisible(link is Link.LEFT and playing)
        in_game = session.match.stage in (Stage.PLAYING, Stage.RESUMING)
        self.bar.resume.setVisible(link is Link.CLOSED and in_game)

    def _stop(self) -> None:
        """The other side left and we stop waiting: the game stays in My games as it stood,
        to be continued online (here, or once opened from My games)."""
        if self.session is not None:
            self.session.close()
            self._playing(False)
            self.bar.state.setText(
                self.tr(
                    "You stopped waiting. The game is kept in My games: Continue online "
                    "when your friend is back."
                )
            )

    def _board_changed(self) -> None:
        """Another game was put on the board (new, opened, set up): as when the window
        closes, the online game's connection ends (the other side is told) and its bar goes;
        the game stays in My games, where it can be continued online."""
        session = self.session
        if session is None or self.on_board or self.controller.remote is not None:
            return
        interrupted = (
            self.game is not None
            and self.game.color is not None
            and (session.match.stage in (Stage.PLAYING, Stage.RESUMING))
        )
        self.session = self.game = None
        session.close()
        self.dock.hide()
        self.bar.show_offer(False)
        if interrupted:  # said once the new game has said whose turn it is
            text = self.tr(
                "You left the online game. It is kept in My games, where you can "
                "continue it online."
            )
            QTimer.singleShot(0, partial(self.message.emit, text))

    def _reconnect(self) -> None:
        if self.session is not None:
            self.session.reconnect()

    def _offer_takeback(self) -> None:
        if self.session is not None and self.active:
            if self.session.offer_takeback():
                self._message(self.session, self.tr("Takeback offered: waiting for the answer."))
            else:
                self._message(self.session, self.tr("You have no move to take back now."))

    def _offered(self, session: OnlineSession) -> None:
        if session is self.session:
            self.bar.show_offer(True)

    def _answer(self, accepted: bool) -> None:
        session = self.session
        if session is None:
            return
        if not self._rematch_offered:
            session.answer_takeback(accepted)
        elif accepted:
            session.accept()
        else:
            session.decline()
        self._rematch_offered = False

    def rematch(self) -> None:
        """The inviter proposes the same game again, the colours swapped."""
        session = self.session
        terms = session.match.terms if session is not None else None
        if session is None or terms is None or session.match.role is not Role.INVITER:
            return
        session.propose(rematch_terms(terms))
        self.bar.rematch.setEnabled(False)
        self._message(session, self.tr("Rematch proposed: waiting for the answer."))

    def _proposed(self, session: OnlineSession, terms: Propose) -> None:
        if session is self.session:  # a rematch (the first game's terms are the dialog's)
            self._rematch_offered = True
            their = session.match.their_name or ""
            self.bar.show_offer(True, terms_text(terms, their, terms.inviter_color.other))

    def _say(self, text: str) -> None:
        if self.session is not None:
            self.session.say(text)

    def _chatted(self, session: OnlineSession, game: OnlineGame, text: str, ours: bool) -> None:
        if session is self.session:
            name = game.our_name if ours else game.their_name
            self.bar.add_line(
                chat_line(name or (self.tr("You") if ours else self.tr("Friend")), text)
            )

    def _finished(self, session: OnlineSession, result: Result) -> None:
        if session is self.session:
            self._playing(False)
            self.bar.chat.setEnabled(True)
            self.bar.reconnect.hide()
            self.bar.stop.hide()
            self.bar.resume.hide()
            inviter = session.match.role is Role.INVITER
            self.bar.rematch.setVisible(inviter)
            self.bar.rematch.setEnabled(inviter)

    def _broken(self, session: OnlineSession, broken: Broken) -> None:
        if session is not self.session:
            return
        self._playing(False)
        text = broken_text(broken)
        self.bar.state.setText(text)
        self._warn(text + "\n\n" + self.tr("The game is kept in My games as it stood."))

    def _warn(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, TITLE, text, parent=self.window)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def _failed(self, session: OnlineSession, failure: Failure) -> None:
        if session is self.session:
            self.bar.state.setText(failure_text(failure))
            self.bar.reconnect.hide()

    def _message(self, session: OnlineSession, text: str) -> None:
        if session is self.session:
            self.bar.state.setText(text)
