"""One engine worker process and its two one-way pipes, for the clients of ``app.ai_client``.

The process is started with the "spawn" context (a fresh interpreter with the engine only) and
given only the read end of its request pipe, and this side closes its copies of the worker's
ends, so that the worker sees the end of its requests when the app dies (even by ``kill
-9``) and exits instead of lingering, and the app reads the end of the replies when the
worker dies.  Nothing here blocks: replies are read only when one has arrived.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
from collections.abc import Callable
from multiprocessing.connection import Connection
from multiprocessing.context import SpawnProcess

from engine.service.messages import Reply


class WorkerProcess:
    """``target(requests, replies, *arguments, parent pid)`` in a process named ``name``."""

    def __init__(self, name: str, target: Callable[..., None], *arguments: object) -> None:
        self.context = multiprocessing.get_context("spawn")
        self._name = name
        self._target = target
        self._arguments = arguments
        self.process: SpawnProcess | None = None
        self._requests: Connection | None = None  # our end: we write
        self._replies: Connection | None = None  # our end: we read

    def alive(self) -> bool:
        return self.process is not None and self.process.is_alive()

    def exit_code(self) -> int | None:
        return self.process.exitcode if self.process is not None else None

    def start(self) -> None:
        """Start the process now, unless it runs."""
        if self.alive():
            return
        self._close_pipes()
        their_requests, our_requests = self.context.Pipe(duplex=False)
        our_replies, their_replies = self.context.Pipe(duplex=False)
        process = self.context.Process(
            target=self._target,
            args=(their_requests, their_replies, *self._arguments, os.getpid()),
            name=self._name,
            daemon=True,
        )
        try:
            process.start()
        finally:
            # The worker's ends live in the worker only: when it dies we read the end of
            # its replies, and when we die it reads the end of its requests.
            their_requests.close()
            their_replies.close()
        self.process = process
        self._requests, self._replies = our_requests, our_replies

    def send(self, message: object) -> None:
        """Send ``message``; if the worker is gone already, the client's poll finds out."""
        if self._requests is not None:
            with contextlib.suppress(OSError):
                self._requests.send(message)

    def receive(self) -> Reply | None:
        """The next reply if one has arrived (never blocks), else None."""
        try:
            if self._replies is None or not self._replies.poll():
                return None
            reply: Reply = self._replies.recv()
        except (OSError, EOFError):  # the worker is gone: the client's poll reports it
            return None
        return reply

    def kill(self) -> None:
        """End the process at once (a worker stuck in a search that does not stop)."""
        process, self.process = self.process, None
        if process is not None:
            process.kill()
            process.join(1.0)
        self._close_pipes()

    def forget(self) -> None:
        """The process died: let go of it and its pipes."""
        self.process = None
        self._close_pipes()

    def shutdown(self) -> None:
        """Ask the worker to end (``None``), then make sure it does."""
        process, self.process = self.process, None
        if process is None:
            return
        self.send(None)
        process.join(0.3)
        if process.is_alive():
            process.terminate()
            process.join(1.0)
        self._close_pipes()

    def _close_pipes(self) -> None:
        for end in (self._requests, self._replies):
            if end is not None:
                end.close()
        self._requests = self._replies = None
