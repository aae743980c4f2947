"""The online peer: a process without a window that holds one magic-wormhole connection.

The window (``app.online.client``) starts it and drives it over its standard input and
output, one JSON line a command or an event (``engine.online.wire``), as it drives the engine's
workers; Twisted's reactor runs here only, never in Qt's loop.  ``python -m app.online.peer
[--server URL]`` starts it (the frozen app: ``dvonn --online-peer``).

A connection is made by ``invite`` (the library allocates a code, which the ``code`` event
says) or ``join``/``resume`` with a code.  The code authenticates both sides (a
password-authenticated key exchange) and every message is end-to-end encrypted; the
messages go through the rendezvous server's mailbox, which keeps them while one side's
connection to it is down.  A wrong code fails the joiner at its first try (``wrong_code``);
the inviter is told that a try failed and claims the same code again a moment later, so the
invitation stays open for the right one.  A code nobody answers within ``--answer-wait``
seconds fails (``no_answer``).

Between the peers a frame is one byte of kind and its body: ``m`` a game message (UTF-8, at
most ``MAX_FRAME`` bytes), ``p`` a ping every ``--ping`` seconds, ``b`` goodbye.  Nothing
heard for ``--lost`` seconds is ``lost``; anything heard after it, ``back``.  A frame of
another kind or not UTF-8 (``malformed``), or too long (``oversized``), is refused: the window
is told why (``refused``), and the connection ends with our goodbye.
The process ends after ``close``, at the end of its standard input (the window is gone, even
killed), or after a line that is not a command.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import threading
from collections.abc import Callable, Coroutine
from typing import Any

from twisted.internet import defer, task
from twisted.python.failure import Failure

from engine.online.wire import (
    MAX_LINE,
    MAX_TEXT,
    Command,
    EventKind,
    Line,
    PipeError,
    read_line,
    write_line,
)

APPID = "dvonn3d.game/online/v1"  # the library's application id: our codes only meet ours
PING_S = 5.0
LOST_AFTER_S = 15.0
ANSWER_WAIT_S = 60.0
RETRY_AFTER_S = 1.0  # before the inviter claims its code again after a wrong try
RETRIES = 5  # claims of the same code in a row that may fail (the server still holds it)
MAX_FRAME = MAX_TEXT  # bytes of a game message's UTF-8


def default_server() -> str:
    """The library's public rendezvous server."""
    from wormhole.cli.public_relay import RENDEZVOUS_RELAY

    server: str = RENDEZVOUS_RELAY
    return server


class Peer:
    """One connection's life; ``emit`` writes an event to the window."""

    def __init__(
        self,
        reactor: Any,
        server: str,
        emit: Callable[[Line], None],
        ping_s: float = PING_S,
        lost_after_s: float = LOST_AFTER_S,
        answer_wait_s: float = ANSWER_WAIT_S,
    ) -> None:
        self.reactor = reactor
        self.server = server
        self.emit = emit
        self.ping_s = ping_s
        self.lost_after_s = lost_after_s
        self.answer_wait_s = answer_wait_s
        self.done: defer.Deferred[None] = defer.Deferred()
        self._wormhole: Any = None
        self._started = False
        self._connected = False
        self._closing = False
        self._lost = False
        self._heard = 0.0
        self._pinger: task.LoopingCall | None = None

    # --- the window's commands --------------------------------------------------------------

    def command(self, line: Line) -> None:
        match line.kind:
            case Command.INVITE | Command.JOIN | Command.RESUME if not self._started:
                self._started = True
                if line.kind is Command.INVITE:
                    self._run(self._invite())
                else:
                    self._run(self._join(line.value))
            case Command.SEND if self._connected:
                self._wormhole.send_message(b"m" + line.value.encode("utf-8"))
            case Command.CLOSE:
                self.close()
            case _:
                self.fail(f"{line.kind.value} is not a command now")

    def fail(self, words: str) -> None:
        """End with a ``failed`` event (the window's words are its own)."""
        if not self._closing:
            self.emit(Line(EventKind.FAILED, words[:300]))
        self.close()

    def close(self, goodbye: bool = True) -> None:
        """Say goodbye, close the connection, say ``closed`` and end."""
        if self._closing:
            return
        self._closing = True
        self._run(self._close(goodbye))

    # --- the connection ----------------------------------------------------------------------

    def _create(self) -> Any:
        import wormhole

        return wormhole.create(APPID, self.server, self.reactor)

    async def _invite(self) -> None:
        code: str | None = None
        failures = 0
        while not self._closing:
            hole = self._wormhole = self._create()
            if code is None:
                hole.allocate_code(2)
                code = str(await hole.get_code())
                self.emit(Line(EventKind.CODE, code))
            else:
                hole.set_code(code)
            outcome = await self._key_exchange(hole, wait=None)
            if outcome is None:
                return
            if outcome == "wrong":
                failures = 0
                self.emit(Line(EventKind.WRONG_CODE))
            else:  # the server still held the code from the failed try
                failures += 1
                if failures > RETRIES:
                    self.fail(outcome)
                    return
            await self._let_go(hole)
            await task.deferLater(self.reactor, RETRY_AFTER_S, lambda: None)

    async def _join(self, code: str) -> None:
        hole = self._wormhole = self._create()
        try:
            hole.set_code(code)
        except Exception as error:  # KeyFormatError: the window checks codes first
            self.fail(str(error))
            return
        outcome = await self._key_exchange(hole, wait=self.answer_wait_s)
        if outcome == "wrong":
            self.emit(Line(EventKind.WRONG_CODE))
            self.close(goodbye=False)
        elif outcome == "timeout":
            self.emit(Line(EventKind.NO_ANSWER))
            self.close(goodbye=False)
        elif outcome is not None:
            self.fail(outcome)

    async def _key_exchange(self, hole: Any, wait: float | None) -> str | None:
        """None once connected, else "wrong", "timeout" or the library's words."""
        from wormhole.errors import WrongPasswordError

        versions: defer.Deferred[object] = hole.get_versions()
        if wait is not None:
            versions.addTimeout(wait, self.reactor)
        try:
            await versions
        except WrongPasswordError:
            return "wrong"
        except defer.TimeoutError:
            return "timeout"
        except Exception as error:  # the server refused or could not be reached
            return f"{type(error).__name__}: {error}"
        if self._closing:
            return None
        self._connected = True
        self._heard = self._now()
        self.emit(Line(EventKind.CONNECTED))
        self._pinger = task.LoopingCall(self._ping)
        self._pinger.clock = self.reactor
        self._pinger.start(self.ping_s, now=False).addErrback(lambda _: None)
        self._run(self._receive(hole))
        return None

    async def _receive(self, hole: Any) -> None:
        while not self._closing:
            try:
                frame = await hole.get_message()
            except Exception:  # closed, or the library gave up on the connection
                if not self._closing:
                    self.emit(Line(EventKind.LEFT))
                    self.close(goodbye=False)
                return
            self._heard = self._now()
            if self._lost:
                self._lost = False
                self.emit(Line(EventKind.BACK))
            kind, body = frame[:1], frame[1:]
            if kind == b"p":
                continue
            if kind == b"b":
                self.emit(Line(EventKind.LEFT))
                self.close(goodbye=False)
                return
            reason = self._refusal(kind, body)
            if reason is not None:  # refused with its reason; we say goodbye
                self.emit(Line(EventKind.REFUSED, reason))
                self.close()
                return
            self.emit(Line(EventKind.RECEIVED, body.decode("utf-8")))

    @staticmethod
    def _refusal(kind: bytes, body: bytes) -> str | None:
        """Why a frame is not passed on (``engine.online.wire.REFUSALS``), None if it is."""
        if kind != b"m":
            return "malformed"
        if len(body) > MAX_FRAME:
            return "oversized"
        try:
            Line(EventKind.RECEIVED, body.decode("utf-8"))
        except (UnicodeDecodeError, PipeError):
            return "malformed"
        return None

    def _ping(self) -> None:
        if not self._connected or self._closing:
            return
        self._wormhole.send_message(b"p")
        if not self._lost and self._now() - self._heard > self.lost_after_s:
            self._lost = True
            self.emit(Line(EventKind.LOST))

    async def _close(self, goodbye: bool) -> None:
        if self._pinger is not None and self._pinger.running:
            self._pinger.stop()
        hole = self._wormhole
        if hole is not None:
            if goodbye and self._connected:
                hole.send_message(b"b")
            await self._let_go(hole)
        self.emit(Line(EventKind.CLOSED))
        if not self.done.called:
            self.done.callback(None)

    async def _let_go(self, hole: Any) -> None:
        """Close ``hole`` (its failure, if it failed, was reported already)."""
        with contextlib.suppress(Exception):
            await hole.close()

    def _now(self) -> float:
        seconds: float = self.reactor.seconds()
        return seconds

    def _run(self, work: Coroutine[Any, Any, None]) -> None:
        def unexpected(failure: Failure) -> None:
            self.fail(f"{type(failure.value).__name__}: {failure.value}")

        defer.ensureDeferred(work).addErrback(unexpected)


class _Commands:
    """The window's lines on standard input, read by a thread of their own (the same on every
    platform: Twisted's standard I/O needs pywin32 on Windows) and handed to the reactor's
    thread one by one; events out on standard output."""

    def __init__(self, reactor: Any, make_peer: Callable[[Callable[[Line], None]], Peer]) -> None:
        self.reactor = reactor
        self.peer = make_peer(self.write)

    def start(self) -> None:
        threading.Thread(target=self._read, name="commands", daemon=True).start()

    def _read(self) -> None:
        """Lines from file descriptor 0, read without Python's buffered reader (whose lock a
        thread still blocked in it at the end would hold while the interpreter shuts down)."""
        pending = b""
        while True:
            try:
                chunk = os.read(0, 65536)
            except OSError:
                chunk = b""
            if not chunk:  # the window closed our input, or died
                self.reactor.callFromThread(self.peer.close)
                return
            pending += chunk
            *lines, pending = pending.split(b"\n")
            for line in lines:
                self.reactor.callFromThread(self.take, line)
            if len(pending) > MAX_LINE or any(len(line) > MAX_LINE for line in lines):
                why = "a line longer than the protocol allows"
                self.reactor.callFromThread(self.peer.fail, why)
                return

    def write(self, line: Line) -> None:
        """One event, written through at once (a line is short, and the window reads as
        they come), so that none is left in a buffer when the reactor stops."""
        try:
            sys.stdout.buffer.write(write_line(line))
            sys.stdout.buffer.flush()
        except (BrokenPipeError, ValueError):  # the window is gone: it hears nothing more
            pass

    def take(self, data: bytes) -> None:
        if len(data) > MAX_LINE:
            return  # _read says so
        try:
            command = read_line(data.rstrip(b"\r"), Command)
        except PipeError as error:
            self.peer.fail(f"a line that is not a command ({error})")
            return
        self.peer.command(command)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="dvonn-online-peer", description=__doc__.split("\n")[0])
    parser.add_argument("--server", default=None, help="the rendezvous server's URL")
    parser.add_argument("--ping", type=float, default=PING_S, help="seconds between pings")
    parser.add_argument("--lost", type=float, default=LOST_AFTER_S, help="silence that is lost")
    parser.add_argument("--answer-wait", type=float, default=ANSWER_WAIT_S)
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    server = args.server or default_server()

    async def run(reactor: Any) -> None:
        def make_peer(emit: Callable[[Line], None]) -> Peer:
            return Peer(reactor, server, emit, args.ping, args.lost, args.answer_wait)

        commands = _Commands(reactor, make_peer)
        commands.start()
        await commands.peer.done
        # let the last event reach the pipe before the reactor stops
        await task.deferLater(reactor, 0.0, lambda: None)

    task.react(lambda reactor: defer.ensureDeferred(run(reactor)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
