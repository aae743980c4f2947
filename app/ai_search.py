"""The computer player's side of the worker process: levels, search calls, the request loop.

This module never imports Qt, so the worker process (multiprocessing "spawn") starts with the
engine only.  ``engine.ai`` (branch ``ai``) provides the real search; until it is on main the
clearly named ``fallback_*`` functions stand in: a random legal move after a short pause, and a
one-move greedy "analysis".  ``app.ai_worker`` is the Qt side that talks to this loop.
"""

from __future__ import annotations

import inspect
import random
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from multiprocessing.queues import Queue
from multiprocessing.sharedctypes import Synchronized
from typing import Any

from engine.moves import Move
from engine.position import Color, Position
from engine.rules import apply, legal_moves, score

StopCheck = Callable[[], bool]


@dataclass(frozen=True, slots=True)
class Level:
    number: int  # 1 (weakest) … 10
    name: str
    seconds: float  # the most the computer thinks per move


@dataclass(frozen=True, slots=True)
class AnalysisReport:
    depth: int
    score: float  # from White's point of view, in pieces (positive: White is ahead)
    line: tuple[str, ...]  # the best line, in notation
    final: bool = False


# Stand-in table until engine.ai.levels is on main: names and per-move caps.
FALLBACK_LEVELS: tuple[Level, ...] = (
    Level(1, "Beginner", 0.2),
    Level(2, "Novice", 0.3),
    Level(3, "Casual", 0.5),
    Level(4, "Club", 0.8),
    Level(5, "Intermediate", 1.0),
    Level(6, "Advanced", 1.5),
    Level(7, "Strong", 2.0),
    Level(8, "Expert", 3.0),
    Level(9, "Master", 5.0),
    Level(10, "Grandmaster", 8.0),
)


def _engine_ai() -> Any | None:
    try:
        import engine.ai as ai  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return None
    return ai


def levels() -> tuple[Level, ...]:
    """The difficulty levels, weakest first (the engine's table once it is available)."""
    ai = _engine_ai()
    table = getattr(ai, "LEVELS", None) if ai is not None else None
    if not table:
        return FALLBACK_LEVELS
    result = []
    for number, entry in enumerate(table, start=1):
        name = getattr(entry, "name", f"Level {number}")
        seconds = float(getattr(entry, "seconds", getattr(entry, "time_cap", 1.0)))
        result.append(Level(number, str(name), seconds))
    return tuple(result)


def level(number: int) -> Level:
    table = levels()
    return table[max(1, min(number, len(table))) - 1]


# --- the search calls ------------------------------------------------------------------


def _call_with_stop(function: Callable[..., Any], stop: StopCheck, *args: Any) -> Any:
    names = inspect.signature(function).parameters
    for keyword in ("stop", "should_stop"):
        if keyword in names:
            return function(*args, **{keyword: stop})
    return function(*args)


def choose_move(position: Position, level_number: int, seed: int, stop: StopCheck) -> Move:
    ai = _engine_ai()
    if ai is not None and hasattr(ai, "choose_move"):
        move: Move = _call_with_stop(ai.choose_move, stop, position, level_number, seed)
        return move
    return fallback_choose_move(position, level_number, seed, stop)


def fallback_choose_move(position: Position, level_number: int, seed: int, stop: StopCheck) -> Move:
    """TEMPORARY stand-in for engine.ai: a random legal move after a short, stoppable pause."""
    moves = legal_moves(position)
    if not moves:
        raise ValueError("no legal move: the game is over")
    pause = min(0.25, level(level_number).seconds)
    deadline = time.monotonic() + pause
    while time.monotonic() < deadline and not stop():
        time.sleep(0.01)
    return random.Random(seed).choice(moves)


def analyse(position: Position, seconds: float, stop: StopCheck) -> Iterator[AnalysisReport]:
    ai = _engine_ai()
    if ai is not None and hasattr(ai, "analyse"):
        for report in _call_with_stop(ai.analyse, stop, position, seconds):
            yield AnalysisReport(
                depth=int(getattr(report, "depth", 0)),
                score=float(getattr(report, "score", 0.0)),
                line=tuple(str(m) for m in getattr(report, "line", getattr(report, "pv", ()))),
            )
        return
    yield from fallback_analyse(position)


def fallback_analyse(position: Position) -> Iterator[AnalysisReport]:
    """TEMPORARY stand-in for engine.ai.analyse: the best move by pieces controlled after it."""
    white, black = score(position)
    moves = legal_moves(position)
    if not moves:
        yield AnalysisReport(0, float(white - black), (), final=True)
        return
    sign = 1 if position.turn is Color.WHITE else -1

    def value(move: Move) -> int:
        after = apply(position, move).after
        w, b = score(after)
        return sign * (w - b)

    best = max(moves, key=value)
    yield AnalysisReport(1, float(sign * value(best)), (str(best),), final=True)


# --- the worker process's loop ----------------------------------------------------------


def worker_main(
    requests: Queue[Any], replies: Queue[Any], current: Synchronized[int], hurry: Synchronized[int]
) -> None:
    """Serve requests until ``None`` arrives.  ``current`` holds the token the app still
    wants (anything else is abandoned at once); ``hurry`` equal to the token means "move now".

    A request is ``(token, kind, position, argument)``: kind "move" (argument: (level, seed))
    or "analyse" (argument: seconds).  Replies are ``(kind, token, payload)``.
    """
    while True:
        request = requests.get()
        if request is None:
            return
        token, kind, position, argument = request

        def abandoned(token: int = token) -> bool:
            return bool(current.value != token)

        def stop(token: int = token) -> bool:
            return bool(current.value != token or hurry.value == token)

        if abandoned():
            replies.put(("skipped", token, None))
            continue
        try:
            if kind == "move":
                level_number, seed = argument
                move = choose_move(position, level_number, seed, stop)
                replies.put(("move", token, str(move)))
            elif kind == "analyse":
                for report in analyse(position, float(argument), abandoned):
                    if abandoned():
                        break
                    replies.put(("analysis", token, report))
                replies.put(("analysis_done", token, None))
        except Exception:
            replies.put(("error", token, traceback.format_exc(limit=8)))
