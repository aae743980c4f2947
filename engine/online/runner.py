"""``dvonn-engine online``: one side of an online game from the command line, played by a
computer level or by a person typing moves, through the same peer process as the window.

The peer (``app.online.peer``, started by ``engine.online.wire.peer_command``) holds the
magic-wormhole connection; this side drives it with the lines of ``engine.online.wire`` and
plays the game with a ``Match``, which checks everything the other side sends.  What happens
is printed on standard output, one line each (the contract with outside tools, see
docs/online.md):

    code CODE                      the invitation's code (the inviter)
    wrong-code                     someone tried a wrong code; the invitation stays open
    connected                      the other side has the code
    opponent NAME                  the other player's name (the rest of the line)
    start COLOR SETUP SEED MINUTES INCREMENT
                                   the game starts: our colour, standard or random, ...
    your-turn PLY                  a person's turn to type move number PLY
    move PLY COLOR MOVE            a move of either side, once checked and played
    takeback PLY                   the game went back to PLY moves
    chat TEXT                      the other side's chat line
    lost / back                    the other side is silent (the clocks stop) / heard again
    reconnecting                   a new connection at the game's resume code
    resumed PLY                    both sides go on from PLY moves
    result WINNER TERMINATION W-B  the end: white, black or draw; normal, resignation, time
    declined                       the joiner declined the terms
    ended KIND [VALUES]            the other side broke the protocol (engine.online.match's
                                   BreakKind): the connection ends with the game as it stood
    failed REASON                  no connection: wrong-code, no-answer, server, left

Exit status: 0 when the game was played to its end, 1 when it was not (no connection, the
other side left or broke the protocol, the player stopped), 2 for a bad argument, 130 on
Ctrl+C.  A person types a move (``E3``, ``E3F4``, ``PASS``), ``resign``, ``say TEXT`` or
``quit``; the end of input is ``quit``.  Takeback offers are declined; the joiner accepts
the inviter's terms.
"""

from __future__ import annotations

import contextlib
import queue
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from typing import IO, TextIO

from engine.ai.players import LevelPlayer
from engine.errors import DvonnError
from engine.limits import InputError, read_line
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
    NotNow,
    Proposed,
    Resumed,
    Role,
    Stage,
    Started,
    TakebackOffered,
)
from engine.online.messages import Propose, write_message
from engine.online.wire import (
    MAX_LINE,
    MAX_WRONG_CODES,
    Command,
    EventKind,
    Line,
    PipeError,
    peer_command,
    write_line,
)
from engine.online.wire import (
    read_line as read_pipe_line,
)
from engine.rules import Outcome

TICK_S = 0.25  # how often the clocks are looked at for a flag fall
CLOSE_WAIT_S = 5.0  # for the peer's goodbye before it is ended
RESUME_AFTER_LOST_S = 30.0  # the other side silent this long: wait for it at the resume code
EXIT_PLAYED = 0
EXIT_NOT_PLAYED = 1


@dataclass(frozen=True)
class Options:
    role: Role
    code: str  # the joiner's
    terms: Propose | None  # the inviter's
    level: int | None  # None: a person types the moves
    name: str
    server: str | None
    peer_options: tuple[str, ...] = ()
    resume_after_lost_s: float = RESUME_AFTER_LOST_S


class _Peer:
    """One peer process: its events and end (None) put in ``inbox`` by a thread."""

    def __init__(self, options: Options, inbox: queue.Queue[tuple[object, bytes | None]]):
        self.process = subprocess.Popen(
            peer_command(options.server, options.peer_options),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # Ctrl+C is ours: the peer says goodbye when we close it
        )
        assert self.process.stdout is not None
        threading.Thread(target=self._read, args=(self.process.stdout, inbox), daemon=True).start()

    def _read(self, stream: IO[bytes], inbox: queue.Queue[tuple[object, bytes | None]]) -> None:
        while line := stream.readline(MAX_LINE + 2):
            inbox.put((self, line))
        inbox.put((self, None))

    def send(self, kind: Command, value: str = "") -> None:
        with contextlib.suppress(OSError, ValueError):  # the peer ended: its end is read
            assert self.process.stdin is not None
            self.process.stdin.write(write_line(Line(kind, value)))
            self.process.stdin.flush()

    def close(self) -> None:
        """Goodbye, then the end of its input; ended if it does not end in time."""
        self.send(Command.CLOSE)
        with contextlib.suppress(OSError, ValueError):
            assert self.process.stdin is not None
            self.process.stdin.close()
        try:
            self.process.wait(CLOSE_WAIT_S)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        assert self.process.stdout is not None
        self.process.stdout.close()


class _Typed:
    """The person's lines, read by a thread into the same inbox (None: the end)."""

    def __init__(self, stream: TextIO, inbox: queue.Queue[tuple[object, bytes | None]]):
        threading.Thread(target=self._read, args=(stream, inbox), daemon=True).start()

    def _read(self, stream: TextIO, inbox: queue.Queue[tuple[object, bytes | None]]) -> None:
        while True:
            try:
                line = read_line(stream)
            except InputError as error:
                print(f"dvonn-engine online: {error}", file=sys.stderr, flush=True)
                continue
            inbox.put((self, None if line is None else line.encode()))
            if line is None:
                return


class OnlineRun:
    """One game: the peer's events and the person's lines, one at a time, into the match."""

    def __init__(self, options: Options, out: TextIO, typed: TextIO) -> None:
        from engine.online.terms import app_version

        self.options = options
        self.out = out
        self.match = Match(options.role, options.name, app_version())
        self.inbox: queue.Queue[tuple[object, bytes | None]] = queue.Queue()
        self.player = LevelPlayer(options.level) if options.level is not None else None
        self.typed = _Typed(typed, self.inbox) if options.level is None else None
        self.peer: _Peer | None = None
        self.status: int | None = None  # the exit status, once decided
        self.shown: list[str] = []  # the moves printed, in order
        self.resumes = 0
        self.reconnecting = False
        self.lost_since: float | None = None  # when the other side fell silent
        self.wrong_codes = 0  # wrong codes tried on our invitation
        self.prompted = -1  # the ply the person was last asked to move at

    def run(self) -> int:
        try:
            self._open(Command.INVITE if self.options.role is Role.INVITER else Command.JOIN)
            while self.status is None:
                self._computer_move()
                self._prompt()
                try:
                    source, data = self.inbox.get(timeout=TICK_S)
                except queue.Empty:
                    pass
                else:
                    self._take(source, data)
                self._apply(self.match.tick(time.monotonic()))
                self._still_lost(time.monotonic())
            return self.status
        finally:
            if self.peer is not None:
                self.peer.close()
            if self.player is not None:
                self.player.close()

    # --- printing ------------------------------------------------------------------------------

    def _say(self, *words: object) -> None:
        print(" ".join(str(word) for word in words), file=self.out, flush=True)

    def _sync_moves(self) -> None:
        """Print what changed in the game's moves since the last time."""
        game = self.match.game
        if game is None:
            return
        moves = [str(move) for move in game.moves]
        common = 0
        while common < min(len(moves), len(self.shown)) and moves[common] == self.shown[common]:
            common += 1
        if common < len(self.shown):
            self._say("takeback", common)
        for ply in range(common, len(moves)):
            color = game.position_at(ply).turn
            self._say("move", ply + 1, color, moves[ply])
        self.shown = moves

    # --- the connection ------------------------------------------------------------------------

    def _open(self, command: Command, code: str = "") -> None:
        if self.peer is not None:
            self.peer.close()
        self.peer = _Peer(self.options, self.inbox)
        self.peer.send(command, code or self.options.code)

    def _take(self, source: object, data: bytes | None) -> None:
        if source is self.typed:
            self._typed(data)
        elif source is self.peer:
            if data is None:
                self._peer_gone()
                return
            try:
                line = read_pipe_line(data.rstrip(b"\n"), EventKind)
            except PipeError as error:
                print(f"dvonn-engine online: the peer said {error}", file=sys.stderr)
                self._peer_gone()
                return
            self._event(line)

    def _event(self, line: Line) -> None:
        now = time.monotonic()
        match line.kind:
            case EventKind.CODE:
                self._say("code", line.value)
            case EventKind.CONNECTED:
                self._say("connected")
                if self.reconnecting:
                    self.reconnecting = False
                    self.resumes += 1
                    self.match.unpause(now)
                    self._send(self.match.resume(now))
                else:
                    self._send(self.match.hello())
                    if self.options.terms is not None and self.match.stage is Stage.AGREEING:
                        self._send(self.match.propose(self.options.terms))
            case EventKind.WRONG_CODE:
                if self.match.role is Role.INVITER and self.match.their_name is None:
                    self.wrong_codes += 1
                    if self.wrong_codes >= MAX_WRONG_CODES:  # someone guessing: ended
                        self._fail("wrong-codes")
                    else:
                        self._say("wrong-code")
                else:
                    self._fail("wrong-code")
            case EventKind.NO_ANSWER:
                self._fail("no-answer")
            case EventKind.RECEIVED:
                self._apply(self.match.receive(line.value, now))
            case EventKind.LOST:
                self.match.pause(now)
                self.lost_since = now
                self._say("lost")
            case EventKind.BACK:
                self.match.unpause(now)
                self.lost_since = None
                self._say("back")
            case EventKind.LEFT:
                self._peer_gone()
            case EventKind.REFUSED:
                self._apply(self.match.refuse(BreakKind(line.value)))
            case EventKind.FAILED:
                print(f"dvonn-engine online: {line.value}", file=sys.stderr, flush=True)
            case EventKind.CLOSED:
                pass

    def _still_lost(self, now: float) -> None:
        """The other side silent for ``resume_after_lost_s``: its connection is gone (a crash,
        a dropped link), and it comes back at the resume code, where we wait for it."""
        since = self.lost_since
        if since is not None and now - since >= self.options.resume_after_lost_s:
            self._peer_gone()

    def _peer_gone(self) -> None:
        """The other side left, or our peer ended: a game in play is resumed at its code."""
        self.lost_since = None
        terms = self.match.terms
        if self.match.stage in (Stage.PLAYING, Stage.RESUMING) and terms is not None:
            self.match.pause(time.monotonic())
            self.reconnecting = True
            self._say("reconnecting")
            self._open(Command.RESUME, f"{terms.resume_code}-{self.resumes + 1}")
        elif self.match.stage is Stage.OVER:
            self.status = EXIT_PLAYED
        else:
            self._fail("left" if self.match.their_name is not None else "server")

    def _fail(self, reason: str) -> None:
        self._say("failed", reason)
        self.status = EXIT_NOT_PLAYED

    def _send(self, exchange: Exchange) -> None:
        if self.peer is not None:
            for message in exchange.send:
                self.peer.send(Command.SEND, write_message(message))

    def _apply(self, exchange: Exchange) -> None:
        self._send(exchange)
        for event in exchange.events:
            self._show(event)
        self._sync_moves()
        if self.match.stage is Stage.OVER and self.status is None:
            self.status = EXIT_PLAYED

    def _show(self, event: Event) -> None:
        match event:
            case Greeted():
                self._say("opponent", event.name)
            case Proposed():
                self._apply(self.match.accept(time.monotonic()))
            case Started():
                terms = event.terms
                self._say(
                    "start", event.color, terms.setup.value, terms.seed, terms.minutes,
                    terms.increment,
                )  # fmt: skip
                if self.player is not None:
                    self.player.new_game(event.color, terms.seed)
            case Declined():
                self._say("declined")
                self.status = EXIT_NOT_PLAYED
            case TakebackOffered():
                self._send(self.match.answer_takeback(False, time.monotonic()))
            case Chatted():
                self._say("chat", event.text)
            case Finished():
                self._sync_moves()
                result = event.result
                winner = "draw" if result.outcome is Outcome.DRAW else result.winner
                white, black = result.score
                self._say("result", winner, result.termination, f"{white}-{black}")
            case Resumed():
                self._sync_moves()
                self._say("resumed", event.ply)
            case Ended():
                self._say("ended", *_broken_words(event.broken))
                self.status = EXIT_NOT_PLAYED

    # --- our moves -----------------------------------------------------------------------------

    def _computer_move(self) -> None:
        game = self.match.game
        if self.player is None or game is None or not self.match.our_turn:
            return
        left = self.match.clock_left(time.monotonic())
        move = self.player.choose(game.position, None if left is None else left[self.match.color])
        with contextlib.suppress(NotNow):  # our time ran out while it thought: the tick says
            self._apply(self.match.play(move, time.monotonic()))

    def _prompt(self) -> None:
        game = self.match.game
        if (
            self.player is None
            and game is not None
            and self.match.our_turn
            and (self.prompted != game.ply)
        ):
            self.prompted = game.ply
            self._say("your-turn", game.ply + 1)

    def _typed(self, data: bytes | None) -> None:
        text = "quit" if data is None else data.decode().strip()
        word, _, rest = text.partition(" ")
        try:
            if word.lower() == "quit":
                self.status = EXIT_PLAYED if self.match.stage is Stage.OVER else EXIT_NOT_PLAYED
            elif word.lower() == "resign":
                self._apply(self.match.resign())
            elif word.lower() == "say":
                self._send(self.match.say(rest))
            elif text:
                self._apply(self.match.play(Move.parse(text), time.monotonic()))
        except DvonnError as error:  # NotNow, a move that is not legal or not a move
            print(f"dvonn-engine online: {error}", file=sys.stderr, flush=True)


def _broken_words(broken: Broken) -> tuple[str, ...]:
    """The kind and its values, each one word of plain characters (they come from the other
    side: a space or a line break would change our lines)."""
    kind = broken.kind.value
    if broken.kind is BreakKind.VERSION:
        return (kind, str(broken.theirs), _word(broken.app_version))
    return (kind, _word(broken.move)) if broken.move else (kind,)


def _word(text: str) -> str:
    shown = "".join(c if c.isascii() and (c.isalnum() or c in ".-+") else "?" for c in text)
    return shown or "?"


def run_online(options: Options) -> int:
    return OnlineRun(options, sys.stdout, sys.stdin).run()
