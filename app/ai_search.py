"""The computer player's side of the worker process: levels, search calls, the request loop.

This module never imports Qt, so the worker process (multiprocessing "spawn") starts with the
engine only.  ``engine.ai`` (branch ``ai``: ``levels()``, ``choose_move(position, level, seed,
time_left, stop)``, ``search(position, limits, seed, stop)`` yielding one report per depth,
``analyse(position, seconds, stop)``) provides the real search; until it is on main the
clearly named ``fallback_*`` functions stand in: a random legal move after a short pause, and a
one-move greedy "analysis".  ``app.ai_worker`` is the Qt side that talks to this loop.
"""

from __future__ import annotations

import importlib
import random
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
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
    text: str = ""  # the engine's own summary: "White +1.25", "Black wins by 3", "Draw"


# Stand-in table until engine.ai is on main: the same names and caps as engine/data/ai_levels.json.
FALLBACK_LEVELS: tuple[Level, ...] = (
    Level(1, "Beginner", 0.2),
    Level(2, "Novice", 0.3),
    Level(3, "Casual", 0.5),
    Level(4, "Apprentice", 0.7),
    Level(5, "Club player", 1.0),
    Level(6, "Advanced", 1.5),
    Level(7, "Expert", 2.0),
    Level(8, "Master", 3.0),
    Level(9, "Grandmaster", 5.0),
    Level(10, "Champion", 10.0),
)


def _engine_ai() -> Any | None:
    try:
        return importlib.import_module("engine.ai")
    except ImportError:  # until branch ai is on main
        return None


@cache
def levels() -> tuple[Level, ...]:
    """The difficulty levels, weakest first (the engine's table once it is available)."""
    ai = _engine_ai()
    if ai is None:
        return FALLBACK_LEVELS
    return tuple(Level(entry.number, entry.name, float(entry.cap)) for entry in ai.levels())


def level(number: int) -> Level:
    table = levels()
    return table[max(1, min(number, len(table))) - 1]


# --- the search calls ------------------------------------------------------------------


def choose_move(
    position: Position,
    level_number: int,
    seed: int,
    stop: StopCheck,
    time_left: float | None = None,
) -> Move:
    ai = _engine_ai()
    if ai is None:
        return fallback_choose_move(position, level_number, seed, stop)
    move: Move = ai.choose_move(position, level_number, seed, time_left, stop)
    return move


def best_move(position: Position, seconds: float, seed: int, stop: StopCheck) -> Move:
    """A hint: the best move found in ``seconds`` at full strength."""
    ai = _engine_ai()
    if ai is None:
        return fallback_choose_move(position, 10, seed, stop)
    best: Move | None = ai.analyse(position, seconds, stop).best
    if best is None:
        raise ValueError("no legal move: the game is over")
    return best


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
    """One report per completed search depth, the deepest last."""
    ai = _engine_ai()
    if ai is None:
        yield from fallback_analyse(position)
        return
    if not legal_moves(position):
        white, black = score(position)
        yield AnalysisReport(0, float(white - black), (), "Game over")
        return
    sign = 1 if position.turn is Color.WHITE else -1
    limits = ai.Limits(seconds=seconds, soft_seconds=seconds * 0.6)
    for report in ai.search(position, limits, 0, stop):
        line = tuple(str(move) for move in report.pv)
        yield AnalysisReport(report.depth, sign * report.score / 100.0, line, report.score_text())


def fallback_analyse(position: Position) -> Iterator[AnalysisReport]:
    """TEMPORARY stand-in for engine.ai: the best move by pieces controlled after it."""
    white, black = score(position)
    moves = legal_moves(position)
    if not moves:
        yield AnalysisReport(0, float(white - black), ())
        return
    sign = 1 if position.turn is Color.WHITE else -1

    def value(move: Move) -> int:
        after = apply(position, move).after
        w, b = score(after)
        return sign * (w - b)

    best = max(moves, key=value)
    yield AnalysisReport(1, float(sign * value(best)), (str(best),))


# --- the worker process's loop ----------------------------------------------------------


def worker_main(
    requests: Queue[Any], replies: Queue[Any], current: Synchronized[int], hurry: Synchronized[int]
) -> None:
    """Serve requests until ``None`` arrives.  ``current`` holds the token the app still
    wants (anything else is abandoned at once); ``hurry`` equal to the token means "move now".

    A request is ``(token, kind, position, argument)``: kind "move" (argument: (level, seed,
    seconds left on the clock or None)), "hint" ((seconds, seed)) or "analyse" (seconds).
    Replies are ``(kind, token, payload)``; each request ends with exactly one of "move",
    "analysis_done", "error" or "skipped".
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
                level_number, seed, time_left = argument
                move = choose_move(position, level_number, seed, stop, time_left)
                replies.put(("move", token, str(move)))
            elif kind == "hint":
                seconds, seed = argument
                replies.put(("move", token, str(best_move(position, seconds, seed, stop))))
            elif kind == "analyse":
                for report in analyse(position, float(argument), abandoned):
                    if abandoned():
                        break
                    replies.put(("analysis", token, report))
                replies.put(("analysis_done", token, None))
        except Exception:
            replies.put(("error", token, traceback.format_exc(limit=8)))
