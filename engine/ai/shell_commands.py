"""The AI's commands of ``dvonn-engine shell``: ``genmove``, ``analyze`` and ``levels``.

They register themselves on import (``engine.shell`` imports this module last).
"""

from __future__ import annotations

import json
import weakref

from engine.ai.api import Engine
from engine.ai.levels import Level, level, levels
from engine.ai.timing import allot
from engine.position import Color
from engine.shell import Shell, ShellError, command

_engines: weakref.WeakKeyDictionary[Shell, Engine] = weakref.WeakKeyDictionary()


def _engine(shell: Shell) -> Engine:
    engine = _engines.get(shell)
    if engine is None:
        engine = _engines[shell] = Engine()
    return engine


def _options(args: list[str], allowed: tuple[str, ...]) -> dict[str, str]:
    options = {}
    for arg in args:
        name, sep, value = arg.partition("=")
        if not sep or name.lower() not in allowed or not value:
            usage = " ".join(f"[{name}=…]" for name in allowed)
            raise ShellError(f"unexpected argument {arg!r} (usage: {usage})")
        options[name.lower()] = value
    return options


def _seconds(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        raise ShellError(f"time={text!r} is not a number of seconds") from None
    if not 0 < seconds <= 3600:
        raise ShellError("time must be more than 0 and at most 3600 seconds")
    return seconds


@command("genmove")
def _genmove(shell: Shell, args: list[str]) -> str:
    """``genmove [level=N] [time=SECONDS] [seed=N]``: choose a move, play it, answer it."""
    options = _options(args, ("level", "time", "seed"))
    try:
        entry = level(int(options.get("level", "10")))
        seed = int(options.get("seed", "0"))
    except ValueError as error:
        raise ShellError(str(error)) from None
    if "time" in options:
        cap = _seconds(options["time"])
        entry = Level(entry.number, entry.name, cap, entry.depth, entry.temperature, entry.margin)
    if shell.game.is_over:
        raise ShellError("the game is over")
    position = shell.game.position
    move = _engine(shell).play(position, entry, allot(position, entry.cap), seed)
    shell.game.play(move)
    return str(move)


@command("analyze")
def _analyze(shell: Shell, args: list[str]) -> str:
    """``analyze [time=SECONDS]``: best move, score (White's view, pieces), depth, nodes, pv."""
    options = _options(args, ("time",))
    seconds = _seconds(options.get("time", "1"))
    if shell.game.is_over:
        raise ShellError("the game is over")
    position = shell.game.position
    analysis = _engine(shell).analyse(position, seconds)
    white_view = analysis.score if position.turn is Color.WHITE else -analysis.score
    pv = " ".join(str(move) for move in analysis.pv)
    return (
        f"best={analysis.best} score={white_view / 100:+.2f} depth={analysis.depth} "
        f"nodes={analysis.nodes} time={analysis.seconds:.2f} result={analysis.score_text!r} "
        f"pv={pv}"
    )


@command("levels")
def _levels(shell: Shell, args: list[str]) -> str:
    """``levels``: one line per level — number, name, cap per move in seconds."""
    if args:
        raise ShellError(f"unexpected arguments: {' '.join(args)}")
    return "\n" + "\n".join(
        f"level={e.number} name={json.dumps(e.name)} cap={e.cap:g}" for e in levels()
    )
