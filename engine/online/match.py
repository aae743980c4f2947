"""One side of an online game, as a pure state machine: what this side sends and shows.

``Match`` knows nothing of the network: the app (or a test) gives it what the local player
does and each text that arrives, with the local monotonic time, and each call answers a
``Exchange``: the messages to send (``engine.online.messages``) and what happened (``Event``s).
Every incoming text is read with bounds (``read_message``) and every incoming move is checked
by our rules (``Game.play``) before an event shows it.  A text that is not a message, an
illegal move, a message out of place or a flood ends the connection with a ``Broken`` (a
kind and its values, worded by the app); the game stays as it stood.

The clocks: each side's clock runs on its own machine, and each move carries the seconds its
player used (less the increment, they come off that player's clock).  The waiting side claims
a flag fall from its own measure of the other's turn, once it is ``FLAG_GRACE_S`` past zero
(for the network); the side whose own clock runs out says so too.  A claim names the number
of moves played, and a move that crossed it is taken back, so both sides record the same
game.  While the connection is lost the clocks stop (``pause``/``unpause``).  After a new
connection each side sends the moves it has and the seconds it counted on the turn after its
last move (``Resume``); the game goes on from the last move both have, and the turn in
progress goes on from the same counted time on both sides (``_resumed``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum

from engine.clocks import MAX_CLOCK_SECONDS
from engine.errors import DvonnError
from engine.game import Game, Result
from engine.moves import Move
from engine.online.messages import (
    CONTROLS,
    MAX_CHAT_CHARS,
    MAX_NAME_CHARS,
    PROTOCOL_VERSION,
    Accept,
    Chat,
    Decline,
    FlagClaim,
    Hello,
    Message,
    MoveMade,
    Propose,
    Resign,
    Resume,
    Setup,
    TakebackAnswer,
    TakebackOffer,
    VersionMismatch,
    WireError,
    WireErrorKind,
    plain_text,
    read_message,
)
from engine.pieces import Color
from engine.position import Position
from engine.rules import Transition

FLAG_GRACE_S = 2.0  # the network's share of a flag fall
BURST = 30  # chat lines, takeback offers and resumes the other side may send at once
RATE = 5.0  # and then per second, on average


class Role(Enum):
    INVITER = "inviter"  # chooses the terms
    JOINER = "joiner"  # accepts or declines them


class Stage(Enum):
    AGREEING = "agreeing"  # greeting, then the terms
    PLAYING = "playing"
    RESUMING = "resuming"  # our Resume sent, theirs awaited
    OVER = "over"  # the game has a result (a rematch may be proposed)
    BROKEN = "broken"  # the connection is to end: nothing more is read or sent


class BreakKind(Enum):
    """Why the connection ends with the game as it stood."""

    OVERSIZED = "oversized"  # a message longer than the protocol allows
    MALFORMED = "malformed"  # a text that is not a message of the protocol
    VERSION = "version"  # another version of the protocol: theirs, their app's version
    ILLEGAL_MOVE = "illegal_move"  # move: a move our rules refuse
    UNEXPECTED = "unexpected"  # a message out of place (out of turn, a wrong move number)
    FLOOD = "flood"  # more messages than the rate allows
    DIFFERENT_GAMES = "different_games"  # after a reconnection, the moves do not agree


@dataclass(frozen=True, slots=True)
class Broken:
    kind: BreakKind
    move: str = ""
    theirs: int = 0
    app_version: str = ""


# --- events ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Greeted:
    name: str  # the other player's name, as sent (the app isolates it)


@dataclass(frozen=True, slots=True)
class Proposed:
    terms: Propose  # the joiner is asked


@dataclass(frozen=True, slots=True)
class Started:
    terms: Propose
    color: Color  # ours


@dataclass(frozen=True, slots=True)
class Declined:
    pass


@dataclass(frozen=True, slots=True)
class Moved:
    """The other side's move, checked and played."""

    transition: Transition
    used: float


@dataclass(frozen=True, slots=True)
class TakebackOffered:
    to: int


@dataclass(frozen=True, slots=True)
class TakenBack:
    to: int


@dataclass(frozen=True, slots=True)
class TakebackDeclined:
    pass


@dataclass(frozen=True, slots=True)
class Chatted:
    text: str  # as sent (the app isolates it)


@dataclass(frozen=True, slots=True)
class Finished:
    result: Result


@dataclass(frozen=True, slots=True)
class Resumed:
    ply: int  # the moves both sides had: the game goes on from there


@dataclass(frozen=True, slots=True)
class Ended:
    broken: Broken


Event = (
    Greeted
    | Proposed
    | Started
    | Declined
    | Moved
    | TakebackOffered
    | TakenBack
    | TakebackDeclined
    | Chatted
    | Finished
    | Resumed
    | Ended
)


@dataclass(frozen=True, slots=True)
class Exchange:
    send: tuple[Message, ...] = ()
    events: tuple[Event, ...] = ()


class NotNow(DvonnError):
    """A local action that the match does not allow now (not our turn, no game...)."""


def start_position(terms: Propose) -> Position:
    if terms.setup is Setup.RANDOM:
        return Position.random_setup(terms.seed)
    return Position.initial()


@dataclass
class _Turn:
    """The time of the side to move, measured here: paused while the connection is lost."""

    before: float = 0.0  # seconds counted before the last pause
    since: float | None = None  # when it last started counting (None: paused)

    def elapsed(self, now: float) -> float:
        return self.before + (now - self.since if self.since is not None else 0.0)


@dataclass
class _Bucket:
    tokens: float = float(BURST)
    last: float | None = None

    def take(self, now: float) -> bool:
        if self.last is not None:
            self.tokens = min(float(BURST), self.tokens + (now - self.last) * RATE)
        self.last = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


@dataclass
class Match:
    """One side (``role``) of an online game, its player named ``name``."""

    role: Role
    name: str
    app_version: str = "0"
    stage: Stage = Stage.AGREEING
    terms: Propose | None = None
    color: Color = Color.WHITE
    game: Game | None = None
    their_name: str | None = None
    broken: Broken | None = None
    _proposed: Propose | None = None
    _turn: _Turn = field(default_factory=_Turn)
    _paused: bool = False
    _offer_out: int | None = None  # the ply at which we offered a takeback
    _offer_in: TakebackOffer | None = None
    _resume_sent: float | None = None  # the elapsed of the Resume we sent, theirs awaited
    _bucket: _Bucket = field(default_factory=_Bucket)

    def __post_init__(self) -> None:
        self.name = plain_text(self.name, MAX_NAME_CHARS, allow_empty=True)

    # --- local actions -----------------------------------------------------------------

    def hello(self) -> Exchange:
        """The first message, sent as the connection opens."""
        return Exchange((Hello(PROTOCOL_VERSION, self.app_version, self.name),))

    def propose(self, terms: Propose) -> Exchange:
        """The inviter's terms (before the first game, or a rematch after one)."""
        if self.role is not Role.INVITER or self.stage not in (Stage.AGREEING, Stage.OVER):
            raise NotNow("only the inviter proposes, before a game")
        self._proposed = terms
        return Exchange((terms,))

    def accept(self, now: float) -> Exchange:
        if self.role is not Role.JOINER or self._proposed is None:
            raise NotNow("no terms to accept")
        terms, self._proposed = self._proposed, None
        return Exchange((Accept(),), (self._start(terms, now),))

    def decline(self) -> Exchange:
        if self.role is not Role.JOINER or self._proposed is None:
            raise NotNow("no terms to decline")
        self._proposed = None
        return Exchange((Decline(),))

    @property
    def our_turn(self) -> bool:
        return (
            self.stage is Stage.PLAYING
            and self.game is not None
            and self.game.position.turn is self.color
        )

    @property
    def offer_waits(self) -> bool:
        """Our takeback offer waits for the other side's answer (we may not move)."""
        return self._offer_out is not None

    def play(self, move: Move, now: float) -> Exchange:
        """Our move (IllegalMoveError, or NotNow when it is not ours to play)."""
        game = self._game()
        if not self.our_turn or self._offer_out is not None:
            raise NotNow("not our move now")
        used = self._counted(now)
        clocks = game.clocks()
        if clocks is not None and used >= clocks[self.color]:
            raise NotNow("our time is up")
        game.play(move, self._clock_charge(used))
        self._offer_in = None
        self._next_turn(now)
        return Exchange((MoveMade(game.ply, str(move), used),), self._finished())

    def resign(self) -> Exchange:
        game = self._game()
        if self.stage is not Stage.PLAYING:
            raise NotNow("no game to resign")
        game.resign(self.color)
        return Exchange((Resign(game.ply),), self._finished())

    def offer_takeback(self) -> Exchange:
        """Ask to take back our last move (and the other's reply to it, if any)."""
        game = self._game()
        to = self._takeback_target(self.color)
        if self.stage is not Stage.PLAYING or to is None or self._offer_out is not None:
            raise NotNow("no move of ours to take back")
        self._offer_out = game.ply
        return Exchange((TakebackOffer(game.ply, to),))

    def answer_takeback(self, accepted: bool, now: float) -> Exchange:
        offer, self._offer_in = self._offer_in, None
        if offer is None or self.stage is not Stage.PLAYING:
            raise NotNow("no takeback offered")
        events: tuple[Event, ...] = ()
        if accepted:
            self._take_back(offer.to, now)
            events = (TakenBack(offer.to),)
        return Exchange((TakebackAnswer(offer.ply, accepted),), events)

    def say(self, text: str) -> Exchange:
        """A chat line (cut to its longest; control characters become spaces)."""
        cleaned = "".join(" " if unicodedata.category(char) in CONTROLS else char for char in text)
        cleaned = cleaned.strip()[:MAX_CHAT_CHARS]
        if not cleaned:
            return Exchange()
        return Exchange((Chat(cleaned),))

    def clock_left(self, now: float) -> tuple[float, float] | None:
        """Seconds left to White and Black as this side sees them now."""
        if self.game is None or (clocks := self.game.clocks()) is None:
            return None
        left = list(clocks)
        if self.stage in (Stage.PLAYING, Stage.RESUMING):
            left[self.game.position.turn] -= self._turn.elapsed(now)
        return (max(0.0, left[0]), max(0.0, left[1]))

    def tick(self, now: float) -> Exchange:
        """A flag fall, claimed by the waiting side past the grace, said by the side to move
        at zero; nothing else."""
        game = self.game
        if self.stage is not Stage.PLAYING or game is None or self._paused:
            return Exchange()
        clocks = game.clocks()
        if clocks is None:
            return Exchange()
        mover = game.position.turn
        over = self._turn.elapsed(now) - clocks[mover]
        if over < (0.0 if mover is self.color else FLAG_GRACE_S):
            return Exchange()
        game.flag(mover)
        return Exchange((FlagClaim(game.ply),), self._finished())

    def pause(self, now: float) -> None:
        """The connection is lost: the clocks stop."""
        if not self._paused:
            self._paused = True
            self._turn = _Turn(self._turn.elapsed(now), None)

    def unpause(self, now: float) -> None:
        if self._paused:
            self._paused = False
            self._turn = _Turn(self._turn.before, now)

    def resume(self, now: float) -> Exchange:
        """A new connection: our moves, to go on from the last one both sides have, and the
        seconds counted here on the turn in progress (after ``unpause``: it runs again)."""
        game = self._game()
        if self.stage not in (Stage.PLAYING, Stage.RESUMING):
            return Exchange()
        self.stage = Stage.RESUMING
        self._resume_sent = self._counted(now)
        return Exchange((Resume(tuple(str(move) for move in game.moves), self._resume_sent),))

    def restore(
        self, terms: Propose, their_name: str, moves: Sequence[tuple[Move, float]], now: float
    ) -> None:
        """Our game as it was kept (``engine.online.saved``) after our side was gone: its
        terms, the other player's name, each move with the seconds it took off its player's
        clock.  It goes on after a new connection at the resume code (``resume``), paused
        until then.  NotNow when a game was made here already or the moves end it;
        DvonnError when they are not legal; ValueError for a name no message carries."""
        if self.stage is not Stage.AGREEING or self.their_name is not None:
            raise NotNow("a game was made here already")
        their_name = plain_text(their_name, MAX_NAME_CHARS, allow_empty=True)
        game = Game(start_position(terms), clock_minutes=terms.minutes or None)
        for move, charge in moves:
            game.play(move, charge)
        if game.result is not None:
            raise NotNow("the game is over")
        self._start(terms, now)
        self.game, self.their_name = game, their_name
        self.pause(now)

    # --- what arrives --------------------------------------------------------------------

    def receive(self, text: str, now: float) -> Exchange:
        """A text from the other side."""
        if self.stage is Stage.BROKEN:
            return Exchange()
        try:
            message = read_message(text)
        except VersionMismatch as error:
            return self._break(Broken(BreakKind.VERSION, "", error.theirs, error.app_version))
        except WireError as error:
            oversized = error.kind is WireErrorKind.OVERSIZED
            return self._break(Broken(BreakKind.OVERSIZED if oversized else BreakKind.MALFORMED))
        # A move waits for ours, and the terms, the answers and the ends for their stage;
        # what needs no answer is bounded by a rate (a program plays as fast as it likes).
        if isinstance(message, Chat | TakebackOffer | Resume) and not self._bucket.take(now):
            return self._break(Broken(BreakKind.FLOOD))
        return self._handle(message, now)

    def refuse(self, kind: BreakKind) -> Exchange:
        """A frame the peer refused before it became a text (too long, or not one of ours):
        the connection ends as for a message of that kind, the game as it stood."""
        if self.stage is Stage.BROKEN:
            return Exchange()
        return self._break(Broken(kind))

    def _handle(self, message: Message, now: float) -> Exchange:
        if isinstance(message, Hello):
            if self.their_name is not None:
                return self._unexpected()
            self.their_name = message.name
            return Exchange((), (Greeted(message.name),))
        if self.their_name is None:
            return self._unexpected()  # a Hello comes first
        match message:
            case Propose():
                if self.role is not Role.JOINER or self.stage not in (Stage.AGREEING, Stage.OVER):
                    return self._unexpected()
                self._proposed = message
                return Exchange((), (Proposed(message),))
            case Accept():
                terms, self._proposed = self._proposed, None
                if self.role is not Role.INVITER or terms is None:
                    return self._unexpected()
                return Exchange((), (self._start(terms, now),))
            case Decline():
                if self.role is not Role.INVITER or self._proposed is None:
                    return self._unexpected()
                self._proposed = None
                return Exchange((), (Declined(),))
            case Chat():
                return Exchange((), (Chatted(message.text),))
            case Resume():
                return self._resumed(message, now)
        if self.stage is Stage.OVER:
            return Exchange()  # a move, resignation or claim that crossed the end: the end stands
        if self.stage is not Stage.PLAYING:
            return self._unexpected()
        game = self._game()
        match message:
            case MoveMade():
                return self._their_move(message, now)
            case Resign():
                if message.ply == game.ply - 1 and game.position.turn is self.color.other:
                    game.go_to(message.ply)  # our move crossed the resignation: it stands
                elif message.ply != game.ply:
                    return self._unexpected()
                game.resign(self.color.other)
                return Exchange((), self._finished())
            case FlagClaim():
                return self._claimed(message.ply, now)
            case TakebackOffer():
                if message.ply == game.ply - 1 and game.position.turn is self.color.other:
                    return Exchange()  # our move crossed the offer: the move declines it
                if (
                    message.ply != game.ply
                    or message.to != self._takeback_target(self.color.other)
                    or self._offer_out is not None
                ):
                    return self._unexpected()
                self._offer_in = message
                return Exchange((), (TakebackOffered(message.to),))
            case TakebackAnswer():
                offered, self._offer_out = self._offer_out, None
                if offered is None or message.ply != offered:
                    return self._unexpected()
                if not message.accepted:
                    return Exchange((), (TakebackDeclined(),))
                to = self._takeback_target(self.color)
                assert to is not None  # nothing was played while our offer was out
                self._take_back(to, now)
                return Exchange((), (TakenBack(to),))
        return self._unexpected()

    def _their_move(self, message: MoveMade, now: float) -> Exchange:
        game = self._game()
        if self.our_turn or message.ply != game.ply + 1:
            return self._unexpected()
        try:
            move = Move.parse(message.move)
            transition = game.play(move, self._clock_charge(message.used))
        except DvonnError:
            return self._break(Broken(BreakKind.ILLEGAL_MOVE, message.move[:4]))
        self._offer_out = None  # a move answers an offer: it is declined
        self._next_turn(now)
        return Exchange((), (Moved(transition, message.used), *self._finished()))

    def _claimed(self, ply: int, now: float) -> Exchange:
        """The other side says the side to move at ``ply`` moves ran out of time."""
        game = self._game()
        if ply == game.ply - 1 and game.position.turn is self.color.other:
            game.go_to(ply)  # our move crossed the claim: the claim stands
            game.truncate()
        elif ply != game.ply:
            return self._unexpected()
        game.flag(game.position.turn)
        return Exchange((), self._finished())

    def _resumed(self, message: Resume, now: float) -> Exchange:
        game = self.game
        if game is None or self.stage not in (Stage.PLAYING, Stage.RESUMING, Stage.OVER):
            return self._unexpected()
        ours = tuple(str(move) for move in game.moves)
        common = min(len(ours), len(message.moves))
        if ours[:common] != message.moves[:common]:
            return self._break(Broken(BreakKind.DIFFERENT_GAMES))
        if self.stage is Stage.OVER:
            return Exchange()
        # The turn in progress after the resume is the one at ``common`` moves.  A side's
        # elapsed belongs to the turn after its own last move, so it counts only when that
        # side has exactly ``common`` moves (it takes nothing back); the turn goes on from
        # the largest that counts.  Ours is the one we sent, so that both sides take the
        # same two numbers and agree to the thousandth; at least one side has ``common``
        # moves (else the games differ), so a move taken back here restarts its turn from
        # the other side's count, not from 0.
        sent = self._resume_sent if self.stage is Stage.RESUMING else None
        mine = sent if sent is not None else self._counted(now)  # a Resume we did not ask for
        counted = [
            elapsed
            for length, elapsed in ((len(ours), mine), (len(message.moves), message.elapsed))
            if length == common
        ]
        if common < game.ply:
            self._take_back(common, now)
        self._set_turn(max(counted, default=0.0), now)
        self.stage = Stage.PLAYING
        self._resume_sent = None
        self._offer_in = self._offer_out = None
        return Exchange((), (Resumed(common),))

    # --- helpers -------------------------------------------------------------------------

    def _game(self) -> Game:
        if self.game is None:
            raise NotNow("no game yet")
        return self.game

    def _start(self, terms: Propose, now: float) -> Started:
        self.terms = terms
        ours = terms.inviter_color if self.role is Role.INVITER else terms.inviter_color.other
        self.color = ours
        self.game = Game(start_position(terms), clock_minutes=terms.minutes or None)
        self.stage = Stage.PLAYING
        self._offer_in = self._offer_out = None
        self._next_turn(now)
        return Started(terms, ours)

    def _clock_charge(self, used: float) -> float:
        """What a move's ``used`` seconds take off its player's clock."""
        return used - (self.terms.increment if self.terms is not None else 0)

    def _next_turn(self, now: float) -> None:
        self._set_turn(0.0, now)

    def _set_turn(self, counted: float, now: float) -> None:
        """The turn in progress has ``counted`` seconds, and runs on unless paused."""
        self._turn = _Turn(counted, None if self._paused else now)

    def _counted(self, now: float) -> float:
        """The seconds counted on the turn in progress, as a message carries them: to the
        thousandth, from 0 to a day (a turn of a game without a clock may last longer)."""
        return round(min(max(self._turn.elapsed(now), 0.0), MAX_CLOCK_SECONDS), 3)

    def _takeback_target(self, color: Color) -> int | None:
        """The number of moves before ``color``'s last move, if it made one."""
        game = self._game()
        for ply in range(game.ply, 0, -1):
            if game.position_at(ply - 1).turn is color:
                return ply - 1
        return None

    def _take_back(self, to: int, now: float) -> None:
        game = self._game()
        game.go_to(to)
        game.truncate()
        self._next_turn(now)

    def _finished(self) -> tuple[Event, ...]:
        result = self.game.result if self.game is not None else None
        if result is None:
            return ()
        self.stage = Stage.OVER
        self._offer_in = self._offer_out = None
        return (Finished(result),)

    def _unexpected(self) -> Exchange:
        return self._break(Broken(BreakKind.UNEXPECTED))

    def _break(self, broken: Broken) -> Exchange:
        self.stage = Stage.BROKEN
        self.broken = broken
        return Exchange((), (Ended(broken),))
