"""The AI's commands of ``dvonn-engine shell``: ``genmove``, ``analyze`` and ``levels``.

``engine.shell`` adds them to its own (``AI_COMMANDS``); they use only the shell's game.
"""

from __future__ import annotations

import dataclasses
import weakref
from collections.abc import Callable
from typing import Protocol

from engine.ai.api import Engine
from engine.ai.levels import level, levels, top_level
from engine.ai.search_info import Goal, Limits
from engine.ai.timing import allot
from engine.errors import ShellError
from engine.game import Game
from engine.limits import MAX_MOVE_SECONDS, MAX_SEED, seconds, shown, whole_number


class ShellSession(Protocol):
    """What these commands use of a shell: the game it plays."""

    game: Game


_engines: weakref.WeakKeyDictionary[ShellSession, Engine] = weakref.WeakKeyDictionary()
_analysts: weakref.WeakKeyDictionary[ShellSession, Engine] = weakref.WeakKeyDictionary()


def _engine(shell: ShellSession) -> Engine:
    engine = _engines.get(shell)
    if engine is None:
        engine = _engines[shell] = Engine()
    return engine


def key_values(args: list[str], allowed: tuple[str, ...]) -> dict[str, str]:
    """A command's ``key=value`` arguments by key (in lower case): each key one of
    ``allowed``, given at most once, with a value."""
    options: dict[str, str] = {}
    given: dict[str, str] = {}  # the argument that gave each key
    for arg in args:
        name, sep, value = arg.partition("=")
        key = name.lower()
        if not sep or key not in allowed or not value:
            usage = " ".join(f"[{name}=…]" for name in allowed)
            raise ShellError(f"unexpected argument {shown(arg)} (usage: {usage})")
        if key in options:
            raise ShellError(f"{key}= given twice: {shown(given[key])} and {shown(arg)}")
        options[key], given[key] = value, arg
    return options


def _genmove(shell: ShellSession, args: list[str]) -> str:
    """``genmove [level=N] [time=SECONDS] [seed=N]``: choose a move, play it, answer it."""
    options = key_values(args, ("level", "time", "seed"))
    top = top_level()
    entry = level(whole_number(options.get("level", str(top)), "level", 1, top))
    seed = whole_number(options.get("seed", "0"), "seed", 0, MAX_SEED)
    if "time" in options:
        cap = seconds(options["time"], "time", MAX_MOVE_SECONDS)
        entry = dataclasses.replace(entry, cap=cap)
    if shell.game.is_over:
        raise ShellError("the game is over")
    position = shell.game.position
    move = _engine(shell).play(position, entry, allot(position, entry.cap), seed)
    shell.game.play(move)
    return str(move)


def _analyst(shell: ShellSession) -> Engine:
    """The shell's engine for ``analyze``: its own, so that an analysis (which empties its
    table) leaves the table that ``genmove`` plays with as it was."""
    engine = _analysts.get(shell)
    if engine is None:
        engine = _analysts[shell] = Engine(threads=2)
    return engine


def _analyze(shell: ShellSession, args: list[str]) -> str:
    """``analyze [time=SECONDS]``: best move, score (White's view, pieces), depth, nodes,
    time, the verdict (``result=``, ``engine.assessment``) and the line.

    The analysis for people (``Goal.ANALYSE``), from an empty table; ``score`` is the
    verdict's pieces: the estimate, or the proven margin (the least one proven, 1 for a win
    whose margin is not), never an internal proof score.  A finished game answers its
    result (``best=- ... result='Game over: White wins 24–19'``).
    """
    options = key_values(args, ("time",))
    limit = seconds(options.get("time", "1"), "time", MAX_MOVE_SECONDS)
    engine = _analyst(shell)
    engine.new_game()
    limits = Limits(seconds=limit, soft_seconds=limit)
    analysis = engine.last(shell.game.position, Goal.ANALYSE, limits)
    pv = " ".join(str(move) for move in analysis.pv) or "-"
    best = str(analysis.best) if analysis.best is not None else "-"
    return (
        f"best={best} score={analysis.assessment.pieces + 0.0:+.1f} depth={analysis.depth} "
        f"nodes={analysis.nodes} time={analysis.seconds:.2f} result={analysis.score_text()!r} "
        f"pv={pv}"
    )


def _levels(shell: ShellSession, args: list[str]) -> str:
    """``levels``: one line per level — number, name, cap per move in seconds, rating on the
    human scale (``Level.line``)."""
    if args:
        raise ShellError(f"unexpected arguments: {shown(' '.join(args))}")
    return "\n" + "\n".join(e.line() for e in levels())


AI_COMMANDS: dict[str, Callable[[ShellSession, list[str]], str]] = {
    "genmove": _genmove,
    "analyze": _analyze,
    "levels": _levels,
}
