"""The computer player's side of the worker process: levels, search calls, the request loop.

This module never imports Qt, so the worker process (multiprocessing "spawn") starts with the
engine only.  ``engine.ai`` does the searching; this module adapts its answers to what the
window shows.  ``app.ai_worker`` is the Qt side that talks to this loop.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from multiprocessing.queues import Queue
from multiprocessing.sharedctypes import Synchronized
from typing import Any

from engine import ai
from engine.moves import Move
from engine.position import Color, Position
from engine.rules import legal_moves, score

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


@cache
def levels() -> tuple[Level, ...]:
    """The difficulty levels, weakest first."""
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
    return ai.choose_move(position, level_number, seed, time_left, stop)


def best_move(position: Position, seconds: float, seed: int, stop: StopCheck) -> Move:
    """A hint: the best move found in ``seconds`` at full strength."""
    best = ai.analyse(position, seconds, stop).best
    if best is None:
        raise ValueError("no legal move: the game is over")
    return best


def analyse(position: Position, seconds: float, stop: StopCheck) -> Iterator[AnalysisReport]:
    """One report per completed search depth, the deepest last."""
    if not legal_moves(position):
        white, black = score(position)
        yield AnalysisReport(0, float(white - black), (), "Game over")
        return
    sign = 1 if position.turn is Color.WHITE else -1
    limits = ai.Limits(seconds=seconds, soft_seconds=seconds * 0.6)
    for report in ai.search(position, limits, 0, stop):
        line = tuple(str(move) for move in report.pv)
        yield AnalysisReport(report.depth, sign * report.score / 100.0, line, report.score_text())


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
