"""One online game as the window runs it: the match (``engine.online.match``) fed by the peer
process (``client.PeerClient``), its events as Qt signals.

The session starts the peer (``invite`` or ``join``), greets the other side once connected,
and passes every text both ways through the match, which checks it; what the match decides
comes out as signals for the dialog and the window.  The clocks' flag falls are looked at
four times a second while a game is played (a timer, as the window's own clock).  When the
peer says the other side is silent (``lost``) the clocks stop; when it ended or the other
side left during a game (``Link.LEFT``), a new peer waits for the other at the game's resume
code when the player asks (``reconnect``), and the match goes on from the last move both
sides have.  A game kept in My games by a window that is gone is made again by ``restore``
(nothing connected until ``reconnect``); ``resumes_changed`` says each new connection at the
resume code, which the record keeps.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from enum import Enum

from PyQt6.QtCore import QObject, QTimer, pyqtSignal

from app.online.client import PeerClient
from engine.moves import Move
from engine.online.match import (
    BreakKind,
    Broken,
    Chatted,
    Declined,
    Ended,
    Event,
    Exchange,
    Finished,
    Greeted,
    Match,
    Moved,
    NotNow,
    Proposed,
    Resumed,
    Role,
    Stage,
    Started,
    TakebackDeclined,
    TakebackOffered,
    TakenBack,
)
from engine.online.messages import Propose
from engine.online.wire import MAX_WRONG_CODES, Command, EventKind, Line
from engine.pieces import Color

TICK_MS = 250


class Link(Enum):
    """Where the connection stands."""

    OPENING = "opening"  # the peer is making the connection (or waits for the other side)
    CONNECTED = "connected"
    LOST = "lost"  # nothing heard from the other side for a while: the clocks stop
    RECONNECTING = "reconnecting"  # a new connection at the resume code
    LEFT = "left"  # the other side closed its game (its goodbye): the clocks stop
    CLOSED = "closed"  # ended (by us, by the other side, or by a violation)


class Failure(Enum):
    """Why a connection could not be made."""

    WRONG_CODE = "wrong_code"
    GUESSED = "guessed"  # MAX_WRONG_CODES wrong codes tried: the invitation was ended
    NO_ANSWER = "no_answer"
    SERVER = "server"  # the rendezvous server could not be used
    LEFT = "left"  # the other side closed the connection


class Refusal(Enum):
    """Why our move may not be sent now."""

    NOT_CONNECTED = "not_connected"  # a game reopened, or waiting stopped: Continue online
    RESUMING = "resuming"  # connected again: the other side's moves are awaited
    OFFER_WAITS = "offer_waits"  # our takeback offer waits for its answer
    TIME_UP = "time_up"
    THEIR_TURN = "their_turn"
    OVER = "over"


class OnlineSession(QObject):
    code_ready = pyqtSignal(str)  # the invitation's code
    wrong_code_tried = pyqtSignal()  # someone tried a wrong code: the invitation stays open
    greeted = pyqtSignal(str)  # the other player's name (as sent: isolate it to show it)
    proposed = pyqtSignal(object)  # Propose: the joiner is asked
    declined = pyqtSignal()
    started = pyqtSignal(object, object)  # Propose, our Color
    moved = pyqtSignal(object, float)  # the other side's Move, seconds off its clock
    taken_back = pyqtSignal(int)  # both sides went back to this many moves
    takeback_offered = pyqtSignal()
    takeback_declined = pyqtSignal()
    chatted = pyqtSignal(str, bool)  # a chat line (as sent), whether it is ours
    finished = pyqtSignal(object)  # engine.game.Result: the match's game ended
    broken = pyqtSignal(object)  # Broken: the connection ended, the game as it stood
    failed = pyqtSignal(object, str)  # Failure, the library's words for a log
    link_changed = pyqtSignal(object)  # Link
    resumes_changed = pyqtSignal(int)  # connections made at the resume code so far

    def __init__(
        self,
        role: Role,
        name: str,
        server: str | None,
        app_version: str = "0",
        peer_options: tuple[str, ...] = (),
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.match = Match(role, name[:40], app_version)
        self.server = server
        self.peer_options = peer_options
        self.link = Link.OPENING
        self.code: str | None = None
        self._client: PeerClient | None = None
        self._resumes = 0  # connections made at the resume code so far
        self._wrong_codes = 0  # wrong codes tried on our invitation
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    # --- the connection ----------------------------------------------------------------------

    def invite(self) -> None:
        self._open(Command.INVITE)

    def join(self, code: str) -> None:
        self.code = code
        self._open(Command.JOIN, code)

    def reconnect(self) -> None:
        """A new connection at the game's resume code (the other side comes there too)."""
        terms = self.match.terms
        if terms is None or self.match.stage not in (Stage.PLAYING, Stage.RESUMING):
            return
        self.match.pause(time.monotonic())
        self._set_link(Link.RECONNECTING)
        self._open(Command.RESUME, f"{terms.resume_code}-{self._resumes + 1}")

    def restore(
        self,
        terms: Propose,
        their_name: str,
        moves: Sequence[tuple[Move, float]],
        resumes: int,
    ) -> None:
        """The game of a record, kept by a window that is gone (``engine.online.saved``):
        nothing is connected until ``reconnect`` opens the resume code both sides count
        from ``resumes``.  ValueError, NotNow or DvonnError when the game cannot be made."""
        self.match.restore(terms, their_name, moves, time.monotonic())
        self._resumes = resumes
        self.link = Link.CLOSED
        self._timer.start()

    def close(self) -> None:
        """End the connection (the other side is told)."""
        self._timer.stop()
        if self._client is not None:
            self._client.close()
        self._set_link(Link.CLOSED)

    def retire(self) -> None:
        """Given up (an invitation cancelled or replaced): the connection ends after its
        goodbye, without the window waiting for it."""
        self._timer.stop()
        self._let_go(goodbye=True)
        self.link = Link.CLOSED

    def shutdown(self) -> None:
        """The window closes: the connection ends now."""
        self._timer.stop()
        if self._client is not None:
            self._client.shutdown()
            self._client = None
        self.link = Link.CLOSED

    def _open(self, command: Command, code: str = "") -> None:
        # at the resume code, no goodbye: the other side is not told that we left
        self._let_go(goodbye=command is not Command.RESUME)
        client = self._client = PeerClient(self.server, self.peer_options, self)
        client.line.connect(self._on_event)
        client.gone.connect(self._on_gone)
        client.start(command, code)
        if command is not Command.RESUME:
            self._set_link(Link.OPENING)

    def _let_go(self, goodbye: bool) -> None:
        """Our peer, if any, ends on its own (``PeerClient.retire``): nothing more from it."""
        old, self._client = self._client, None
        if old is not None:
            old.line.disconnect(self._on_event)
            old.gone.disconnect(self._on_gone)
            old.retire(goodbye)

    def _on_event(self, line: Line) -> None:
        now = time.monotonic()
        match line.kind:
            case EventKind.CODE:
                self.code = line.value
                self.code_ready.emit(line.value)
            case EventKind.CONNECTED:
                self._connected(now)
            case EventKind.WRONG_CODE:
                if self.match.role is Role.INVITER and self.link is Link.OPENING:
                    self._wrong_codes += 1
                    if self._wrong_codes >= MAX_WRONG_CODES:  # someone guessing: ended
                        self.close()
                        self._fail(Failure.GUESSED, "")
                    else:
                        self.wrong_code_tried.emit()
                else:
                    self._fail(Failure.WRONG_CODE, "")
            case EventKind.NO_ANSWER:
                if self.link is Link.RECONNECTING and self._in_game():
                    self._set_link(Link.LOST)  # nobody came back yet: Reconnect again
                else:
                    self._fail(Failure.NO_ANSWER, "")
            case EventKind.RECEIVED:
                self._apply(self.match.receive(line.value, now))
            case EventKind.LOST:
                self.match.pause(now)
                self._set_link(Link.LOST)
            case EventKind.BACK:
                self.match.unpause(now)
                self._set_link(Link.CONNECTED)
            case EventKind.LEFT:
                self._other_left()
            case EventKind.REFUSED:
                self._apply(self.match.refuse(BreakKind(line.value)))
            case EventKind.FAILED:
                if self.link in (Link.OPENING, Link.RECONNECTING):
                    self._fail(Failure.SERVER, line.value)
            case EventKind.CLOSED:
                pass

    def _connected(self, now: float) -> None:
        if self.link is Link.RECONNECTING:
            self._resumes += 1
            self.match.unpause(now)
            self._set_link(Link.CONNECTED)
            self._send(self.match.resume(now))
            self.resumes_changed.emit(self._resumes)
            return
        self._set_link(Link.CONNECTED)
        self._send(self.match.hello())

    def _other_left(self) -> None:
        """The other side said goodbye: during a game the clocks stop and the player chooses
        to wait for it at the resume code (``reconnect``) or to stop (``close``)."""
        if self.match.stage in (Stage.PLAYING, Stage.RESUMING) and self.link is not Link.CLOSED:
            self.match.pause(time.monotonic())
            self._set_link(Link.LEFT)
        else:
            self._fail(Failure.LEFT, "")

    def _in_game(self) -> bool:
        return self.match.stage in (Stage.PLAYING, Stage.RESUMING)

    def _on_gone(self, why: str) -> None:
        if self.match.stage in (Stage.PLAYING, Stage.RESUMING) and self.link is not Link.CLOSED:
            self.match.pause(time.monotonic())
            self._set_link(Link.LOST)  # the player may reconnect
        elif self.link is not Link.CLOSED:
            self._fail(Failure.SERVER, why)

    def _fail(self, failure: Failure, words: str) -> None:
        self._timer.stop()
        self._set_link(Link.CLOSED)
        self.failed.emit(failure, words)

    def _set_link(self, link: Link) -> None:
        if link is not self.link:
            self.link = link
            self.link_changed.emit(link)

    # --- the game ------------------------------------------------------------------------

    def propose(self, terms: Propose) -> None:
        self._send(self.match.propose(terms))

    def accept(self) -> None:
        self._apply(self.match.accept(time.monotonic()))

    def decline(self) -> None:
        self._send(self.match.decline())

    def play(self, move: Move) -> float | None:
        """Our move sent: the seconds it takes off our clock; None when it may not be played
        now (not our turn, a takeback offer of ours waits, our time is up, the connection
        was stopped)."""
        if self.link is Link.CLOSED:
            return None
        try:
            exchange = self.match.play(move, time.monotonic())
        except (NotNow, ValueError):
            return None
        self._apply(exchange)
        game = self.match.game
        return self._charged(exchange) if game is not None else None

    def refusal(self) -> Refusal:
        """Why ``play`` answers None now."""
        match, game = self.match, self.match.game
        if match.stage is Stage.OVER:
            return Refusal.OVER
        if game is None or game.position.turn is not match.color:
            return Refusal.THEIR_TURN  # the other side's moves come from it only
        if self.link is Link.CLOSED:
            return Refusal.NOT_CONNECTED
        if match.stage is Stage.RESUMING:
            return Refusal.RESUMING
        if match.offer_waits:
            return Refusal.OFFER_WAITS
        left = match.clock_left(time.monotonic())
        if left is not None and left[game.position.turn] <= 0:
            return Refusal.TIME_UP
        return Refusal.THEIR_TURN

    def resign(self) -> None:
        self._apply(self.match.resign())

    def offer_takeback(self) -> bool:
        try:
            self._apply(self.match.offer_takeback())
        except NotNow:
            return False
        return True

    def answer_takeback(self, accepted: bool) -> None:
        self._apply(self.match.answer_takeback(accepted, time.monotonic()))

    def say(self, text: str) -> None:
        exchange = self.match.say(text)
        self._send(exchange)
        for message in exchange.send:
            self.chatted.emit(getattr(message, "text", ""), True)

    def clock_left(self) -> tuple[float, float] | None:
        return self.match.clock_left(time.monotonic())

    def our_color(self) -> Color:
        return self.match.color

    def _charged(self, exchange: Exchange) -> float:
        terms = self.match.terms
        used = float(getattr(exchange.send[0], "used", 0.0)) if exchange.send else 0.0
        return used - (terms.increment if terms is not None else 0)

    def _tick(self) -> None:
        self._apply(self.match.tick(time.monotonic()))

    def _send(self, exchange: Exchange) -> None:
        from engine.online.messages import write_message

        if self._client is not None:
            for message in exchange.send:
                self._client.send(Command.SEND, write_message(message))

    def _apply(self, exchange: Exchange) -> None:
        self._send(exchange)
        for event in exchange.events:
            self._show(event)

    def _show(self, event: Event) -> None:
        match event:
            case Greeted():
                self.greeted.emit(event.name)
            case Proposed():
                self.proposed.emit(event.terms)
            case Declined():
                self.declined.emit()
            case Started():
                self._resumes = 0  # a rematch has a resume code of its own
                self._timer.start()
                self.started.emit(event.terms, event.color)
            case Moved():
                terms = self.match.terms
                charged = event.used - (terms.increment if terms is not None else 0)
                self.moved.emit(event.transition.move, charged)
            case TakebackOffered():
                self.takeback_offered.emit()
            case TakenBack():
                self.taken_back.emit(event.to)
            case TakebackDeclined():
                self.takeback_declined.emit()
            case Chatted():
                self.chatted.emit(event.text, False)
            case Finished():
                self._timer.stop()
                self.finished.emit(event.result)
            case Resumed():
                self.taken_back.emit(event.ply)
            case Ended():
                self._ended(event.broken)

    def _ended(self, broken: Broken) -> None:
        self._timer.stop()
        if self._client is not None:
            self._client.close()
        self._set_link(Link.CLOSED)
        self.broken.emit(broken)
