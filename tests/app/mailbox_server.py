"""A magic-wormhole mailbox server on the loopback address for the online tests, and the
headless peers they drive (``app.online.peer``) with their lines read without blocking."""

from __future__ import annotations

import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

from engine.online.wire import Command, EventKind, Line, read_line, write_line

REPO = Path(__file__).resolve().parents[2]
STARTED = re.compile(rb"Site starting on (\d+)")
WAIT_S = 30.0


class Lines:
    """The lines a process writes, read by a thread into a queue."""

    def __init__(self, stream: IO[bytes]) -> None:
        self.queue: queue.Queue[bytes | None] = queue.Queue()
        self.seen: list[bytes] = []
        threading.Thread(target=self._read, args=(stream,), daemon=True).start()

    def _read(self, stream: IO[bytes]) -> None:
        for line in iter(stream.readline, b""):
            self.queue.put(line)
        self.queue.put(None)

    def next(self, timeout: float = WAIT_S) -> bytes | None:
        """The next line (None at the end); AssertionError when none comes in time."""
        try:
            line = self.queue.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError(f"no line in {timeout} s after {self.seen[-5:]}") from None
        if line is not None:
            self.seen.append(line)
        return line


@contextmanager
def mailbox_server(folder: Path) -> Iterator[str]:
    """A mailbox server listening on a free loopback port; its URL, once it listens."""
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "twisted",
            "wormhole-mailbox",
            "--port",
            "tcp:0:interface=127.0.0.1",
            "--channel-db",
            str(folder / "mailbox.sqlite"),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        stdin=subprocess.DEVNULL,
        cwd=folder,
    )
    assert server.stdout is not None
    lines = Lines(server.stdout)
    try:
        deadline = time.monotonic() + WAIT_S
        while True:
            line = lines.next(max(0.1, deadline - time.monotonic()))
            assert line is not None, b"".join(lines.seen).decode(errors="replace")
            if found := STARTED.search(line):
                break
        yield f"ws://127.0.0.1:{int(found.group(1))}/v1"
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


class PeerProcess:
    """``python -m app.online.peer`` against ``server``, lines in and events out."""

    def __init__(self, server: str, *options: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "app.online.peer", "--server", server, *options],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=REPO,
            env={**os.environ, "PYTHONPATH": str(REPO)},
        )
        assert self.process.stdout is not None and self.process.stderr is not None
        self.events = Lines(self.process.stdout)
        self.errors = Lines(self.process.stderr)

    def send(self, kind: Command, value: str = "") -> None:
        self.write(write_line(Line(kind, value)))

    def write(self, data: bytes) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def event(self, timeout: float = WAIT_S) -> Line:
        line = self.events.next(timeout)
        assert line is not None, "the peer ended: " + repr(self.errors.seen[-10:])
        return read_line(line, EventKind)

    def expect(self, *kinds: EventKind, timeout: float = WAIT_S) -> list[Line]:
        """The next events, which must be of ``kinds`` in this order."""
        events = [self.event(timeout) for _ in kinds]
        assert [event.kind for event in events] == list(kinds), events
        return events

    def ends(self, timeout: float = WAIT_S) -> int:
        """The exit status once the process has ended (it must end by itself)."""
        code = self.process.wait(timeout)
        return code

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()
