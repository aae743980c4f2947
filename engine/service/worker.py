"""The engine's worker processes: their request loops (the messages: ``messages``).

The app (``app.ai_client``) starts two processes, so that no search ever holds up the window,
and talks to each through two one-way pipes.  This module never imports Qt, so the processes
start with the engine only.

* ``serve_player``: the computer player's moves, one at a time, so that a move never waits
  for anything else.  Two shared integers steer the search in flight: ``current`` is the
  token the app still wants (the loop abandons any other at once) and ``hurry`` equal to the
  token means "move now".
* ``serve_analysis``: everything else (the analysis of the position shown, hints, the blunder
  check, a try at an exercise, the game review, solving every move), by priority: a thread
  reads the requests and ``Cancel``s while the ``Scheduler`` runs them, one search at a
  time.

Each request ends with exactly one final reply (``messages.is_final``).  A loop ends when the
app goes away, however it goes: ``None`` is the polite way; the end of the request pipe (the
worker holds only its read end) is what a killed app leaves; a new parent process id is
noticed during a search.
"""

from __future__ import annotations

import ctypes
import mmap
import os
import signal
import tempfile
import threading
import traceback
from multiprocessing.connection import Connection
from multiprocessing.context import BaseContext
from multiprocessing.heap import Arena
from typing import Protocol, assert_never

from engine.service.answers import Engines, answer, move
from engine.service.messages import (
    AnalysisRequest,
    Cancel,
    Failed,
    HintRequest,
    JudgeRequest,
    MoveRequest,
    Reply,
    ReviewRequest,
    Skipped,
    SolveRequest,
    TryRequest,
)
from engine.service.scheduler import PAUSE_CHECK_S, Scheduler

AnalysisJobOrCancel = (
    AnalysisRequest
    | HintRequest
    | JudgeRequest
    | TryRequest
    | ReviewRequest
    | SolveRequest
    | Cancel
)


class SharedInt(Protocol):
    """A multiprocessing ``Value("q")`` (or a ``FileInt``) as the loop sees it."""

    value: int


class FileInt:
    """A shared 64-bit integer in a file of its own that both processes map, for where
    multiprocessing's shared memory cannot be made (a read-only or missing ``/dev/shm``, as
    in some sandboxes and containers).  The file is made in the temp folder and removed at
    once: only the open descriptor, passed to the worker when it starts, keeps it."""

    def __init__(self, arena: Arena | None = None) -> None:
        if arena is None:
            descriptor, name = tempfile.mkstemp(prefix="dvonn-shared-")
            os.unlink(name)
            os.ftruncate(descriptor, mmap.PAGESIZE)
            arena = Arena(mmap.PAGESIZE, descriptor)
        self._arena = arena
        self._cell = ctypes.c_int64.from_buffer(arena.buffer)

    @property
    def value(self) -> int:
        return self._cell.value

    @value.setter
    def value(self, number: int) -> None:
        self._cell.value = number

    def __reduce__(self) -> tuple[type[FileInt], tuple[Arena]]:
        return FileInt, (self._arena,)  # the Arena travels as its descriptor


def shared_int(context: BaseContext) -> SharedInt:
    """A shared integer, 0 to start with: a ``Value("q")`` of ``context``, or a ``FileInt``
    when shared memory cannot be made (the player is told nothing: both work the same)."""
    try:
        made: SharedInt = context.Value("q", 0, lock=False)
    except OSError:  # EROFS or ENOENT from /dev/shm
        return FileInt()
    return made


def _ignore_interrupts() -> None:
    """Ctrl+C in the app's terminal reaches its whole process group: the app quits and ends
    this process; a KeyboardInterrupt here would only print a traceback."""
    if threading.current_thread() is threading.main_thread():  # the tests run it in a thread
        signal.signal(signal.SIGINT, signal.SIG_IGN)


def serve_player(
    requests: Connection,
    replies: Connection,
    current: SharedInt,
    hurry: SharedInt,
    parent: int,
    engines: Engines | None = None,
) -> None:
    """Answer ``MoveRequest``s until ``None`` arrives or the app (process ``parent``) is gone.

    ``requests`` must be the only end of its pipe that this process holds, so that its end
    of file means that the app has closed the other end or died.
    """
    _ignore_interrupts()
    engines = engines or Engines()

    def parent_gone() -> bool:
        return os.getppid() != parent

    while not parent_gone():
        try:
            request: MoveRequest | None = requests.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        token = request.token

        def abandoned(token: int = token) -> bool:
            return current.value != token or parent_gone()

        def stop(token: int = token) -> bool:
            return abandoned(token) or hurry.value == token

        reply: Reply
        if abandoned():
            reply = Skipped(token)
        else:
            try:
                reply = move(engines, request, stop)
            except Exception:
                reply = Failed(token, traceback.format_exc(limit=8))
        try:
            replies.send(reply)
        except OSError:  # the app closed its end of the reply pipe: it is gone
            return


def serve_analysis(requests: Connection, replies: Connection, parent: int) -> None:
    """Answer the analysis process's requests by priority until ``None`` arrives or the app
    (process ``parent``) is gone; ``requests`` as for ``serve_player``."""
    _ignore_interrupts()
    engines = Engines()
    gone = threading.Event()

    def parent_gone() -> bool:
        return gone.is_set() or os.getppid() != parent

    def send(reply: Reply) -> None:
        try:
            replies.send(reply)
        except OSError:  # the app closed its end of the reply pipe: it is gone
            gone.set()

    scheduler = Scheduler(lambda request, stop: answer(engines, request, stop), send, parent_gone)
    try:
        while not parent_gone():
            try:
                if not requests.poll(PAUSE_CHECK_S):
                    continue
                message: MoveRequest | AnalysisJobOrCancel | None = requests.recv()
            except (EOFError, OSError):
                return
            match message:
                case None:
                    return
                case Cancel():
                    scheduler.cancel(message.token)
                case (
                    AnalysisRequest()
                    | HintRequest()
                    | JudgeRequest()
                    | TryRequest()
                    | ReviewRequest()
                    | SolveRequest()
                ):
                    scheduler.submit(message)
                case MoveRequest():
                    send(Failed(message.token, "the analysis process plays no moves"))
                case _:
                    assert_never(message)
    finally:
        scheduler.close()
