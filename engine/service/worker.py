"""The computer's worker process: its request loop and the messages it understands.

The app (``app.ai_client``) starts ``serve`` in a process of its own, so that the search never
holds up the window, and talks to it through two one-way pipes.  This module never imports Qt,
so the process starts with the engine only; it calls only the public ``engine.ai`` API and the
game review's searches (``engine.review.analysis``).  One loop serves the computer player's
moves and hints, the running analysis, the game review and the blunder warning's check.

Every request carries a token.  Two shared integers steer the search in flight: ``current`` is
the token the app still wants (the loop abandons any other at once) and ``hurry`` equal to the
token means "move now".  Each request ends with exactly one final reply: "move", "hint",
"analysis_done", "review_done", "judged", "error" or "skipped" ("analysis" and "review"
replies, the progress, may come before it).

The loop ends when the app goes away, however it goes: ``None`` is the polite way; the end of
the request pipe (the worker holds only its read end) is what a killed app leaves, noticed
while waiting; a new parent process id is noticed during a search.
"""

from __future__ import annotations

import ctypes
import mmap
import os
import signal
import tempfile
import threading
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.context import BaseContext
from multiprocessing.heap import Arena
from typing import Literal, Protocol

from engine.ai import Engine, Goal, Limits
from engine.ai.timing import nodes_for
from engine.assessment import Assessment, game_over
from engine.moves import Move
from engine.position import Position
from engine.review.analysis import GameLine, MoveVerdicts, judge_move, run_passes, schedule
from engine.review.judgement import PlyReview
from engine.rules import legal_moves, score

StopCheck = Callable[[], bool]


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


@dataclass(frozen=True, slots=True)
class MoveRequest:
    """The move that level ``level`` plays (``time_left``: seconds on its clock, if any)."""

    token: int
    position: Position
    level: int
    seed: int
    time_left: float | None = None


@dataclass(frozen=True, slots=True)
class HintRequest:
    """The best move found in ``seconds`` at full strength."""

    token: int
    position: Position
    seconds: float
    seed: int


@dataclass(frozen=True, slots=True)
class AnalysisRequest:
    """One ``AnalysisReport`` per completed depth, for at most ``seconds``."""

    token: int
    position: Position
    seconds: float


@dataclass(frozen=True, slots=True)
class ReviewRequest:
    """Every move of the game searched: the quick pass, then a pass at each of ``seconds``
    per move; one "review" reply per move searched, then "review_done"."""

    token: int
    start: Position
    moves: tuple[Move, ...]
    seconds: tuple[float, ...]


@dataclass(frozen=True, slots=True)
class JudgeRequest:
    """``move`` alone judged in ``position`` within ``seconds`` (the blunder warning)."""

    token: int
    position: Position
    move: Move
    seconds: float


Request = MoveRequest | HintRequest | AnalysisRequest | ReviewRequest | JudgeRequest


@dataclass(frozen=True, slots=True)
class AnalysisReport:
    depth: int
    score: float  # from White's point of view, in pieces (positive: White is ahead)
    line: tuple[str, ...]  # the best line, in notation
    assessment: Assessment | None = None  # who leads or wins ("White +1.25", "Draw")


@dataclass(frozen=True, slots=True)
class Hint:
    """A hint: the move in notation and how the position stands if it is played and the game
    goes on at its best (the deciding analysis's assessment: "White wins", "Black +1.3")."""

    move: str
    assessment: Assessment


@dataclass(frozen=True, slots=True)
class ReviewProgress:
    """The searches around one move of a review, in pass ``pass_number`` (1: the quick one)."""

    pass_number: int
    verdicts: MoveVerdicts


ReplyKind = Literal[
    "move",
    "hint",
    "analysis",
    "analysis_done",
    "review",
    "review_done",
    "judged",
    "error",
    "skipped",
]
FINAL_REPLIES: frozenset[ReplyKind] = frozenset(
    {"move", "hint", "analysis_done", "review_done", "judged", "error", "skipped"}
)
Payload = str | Hint | AnalysisReport | ReviewProgress | PlyReview | None


@dataclass(frozen=True, slots=True)
class Reply:
    """``payload``: the move in notation ("move"), a Hint ("hint"), an AnalysisReport
    ("analysis"), a ReviewProgress ("review"), the move's PlyReview ("judged"), the
    traceback ("error") or None."""

    kind: ReplyKind
    token: int
    payload: Payload = None


# --- the answers ---------------------------------------------------------------------------


def analyse(
    engine: Engine, position: Position, seconds: float, stop: StopCheck
) -> Iterator[AnalysisReport]:
    """One report per completed search depth, the deepest last: the deciding analysis
    (``Goal.ANALYSE``: win, draw or loss as soon as it is proven, then the margin), from
    an empty table and within the nodes ``seconds`` are worth (``nodes_for``), so that a
    position gets the same answers whatever was analysed before and however busy the
    machine is."""
    if not legal_moves(position):
        white, black = score(position)
        yield AnalysisReport(0, float(white - black), (), game_over(white, black))
        return
    engine.new_game()
    for report in engine.run(position, Goal.ANALYSE, Limits(nodes=nodes_for(seconds)), stop=stop):
        line = tuple(str(move) for move in report.pv)
        assessment = report.assessment
        yield AnalysisReport(report.depth, assessment.pieces, line, assessment)


def hint(engine: Engine, position: Position, seconds: float, stop: StopCheck) -> Hint:
    """A hint: the best move found in ``seconds``' worth of nodes at full strength (the
    deciding analysis), with the assessment that search reached."""
    engine.new_game()
    found = engine.last(position, Goal.ANALYSE, Limits(nodes=nodes_for(seconds)), stop=stop)
    if found.best is None:
        raise ValueError("no legal move: the game is over")
    return Hint(str(found.best), found.assessment)


class Engines:
    """The loop's engines, each made when first needed: the player's (its table kept from
    move to move, as in play) and the analyst's for hints, analyses and reviews, which
    empty its table as they start — so that neither changes how the computer plays."""

    def __init__(self, player: Engine | None = None) -> None:
        self._player = player
        self._analyst: Engine | None = None

    @property
    def player(self) -> Engine:
        if self._player is None:
            self._player = Engine()
        return self._player

    @property
    def analyst(self) -> Engine:
        if self._analyst is None:
            self._analyst = Engine(threads=2)
        return self._analyst


def answers(
    engines: Engines | Engine, request: Request, stop: StopCheck, abandoned: StopCheck
) -> Iterator[Reply]:
    """The replies to ``request``, the final one last (an "error" one if the search fails)."""
    token = request.token
    if isinstance(engines, Engine):
        engines = Engines(engines)
    try:
        if isinstance(request, MoveRequest):
            move = engines.player.choose_move(
                request.position, request.level, request.seed, request.time_left, stop
            )
            yield Reply("move", token, str(move))
        elif isinstance(request, HintRequest):
            suggested = hint(engines.analyst, request.position, request.seconds, stop)
            yield Reply("hint", token, suggested)
        elif isinstance(request, AnalysisRequest):
            for report in analyse(engines.analyst, request.position, request.seconds, abandoned):
                if abandoned():
                    break
                yield Reply("analysis", token, report)
            yield Reply("analysis_done", token)
        elif isinstance(request, ReviewRequest):
            game = GameLine.of_moves(request.start, request.moves)
            passes = schedule(*request.seconds)
            for number, found in run_passes(game, passes, abandoned, engines.analyst):
                yield Reply("review", token, ReviewProgress(number, found))
            yield Reply("review_done", token)
        else:
            review = judge_move(
                engines.analyst, request.position, request.move, request.seconds, abandoned
            )
            yield Reply("judged", token, review) if review is not None else Reply("skipped", token)
    except Exception:
        yield Reply("error", token, traceback.format_exc(limit=8))


# --- the loop --------------------------------------------------------------------------------


def serve(
    requests: Connection,
    replies: Connection,
    current: SharedInt,
    hurry: SharedInt,
    parent: int,
) -> None:
    """Answer requests until ``None`` arrives or the app (process ``parent``) is gone.

    ``requests`` must be the only end of its pipe that this process holds, so that its end
    of file means that the app has closed the other end or died.
    """
    # Ctrl+C in the app's terminal reaches its whole process group: the app quits and ends
    # this process; a KeyboardInterrupt here would only print a traceback.
    if threading.current_thread() is threading.main_thread():  # the tests run it in a thread
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    engines = Engines()

    def parent_gone() -> bool:
        return os.getppid() != parent

    while not parent_gone():
        try:
            request: Request | None = requests.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        token = request.token

        def abandoned(token: int = token) -> bool:
            return current.value != token or parent_gone()

        def stop(token: int = token) -> bool:
            return abandoned(token) or hurry.value == token

        try:
            if abandoned():
                replies.send(Reply("skipped", token))
                continue
            for reply in answers(engines, request, stop, abandoned):
                replies.send(reply)
        except OSError:  # the app closed its end of the reply pipe: it is gone
            return
