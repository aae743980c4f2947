"""Players for matches and the play protocol: levels, sparring partners, outside programs.

Every player answers ``choose(position, time_left)`` and is told the opponent's moves through
``observe`` (only outside programs need them).  ``make_player`` reads the names that
``dvonn-engine match`` accepts: ``1``…``10`` (levels), ``random``, ``greedy``,
``champion2011``, or any other text as a command line speaking the CodeCup protocol.
"""

from __future__ import annotations

import contextlib
import random
import shlex
import subprocess
import time
from typing import Protocol

from engine import core
from engine.ai.api import Engine
from engine.ai.champion import Champion2011
from engine.ai.levels import Level, level
from engine.ai.placement import REFERENCE_EVALUATIONS
from engine.ai.timing import allot
from engine.moves import Move
from engine.position import Color, Phase, Position
from engine.rules import apply, legal_moves


class Player(Protocol):
    name: str

    def new_game(self, color: Color, seed: int) -> None: ...

    def observe(self, move: Move) -> None: ...

    def choose(self, position: Position, time_left: float | None) -> Move: ...

    def close(self) -> None: ...


class _Simple:
    """Shared plumbing of the players that keep no state but a random generator."""

    name = "simple"

    def __init__(self) -> None:
        self.rng = random.Random(0)

    def new_game(self, color: Color, seed: int) -> None:
        self.rng = random.Random(f"{self.name}:{seed}:{color}")

    def observe(self, move: Move) -> None:
        pass

    def close(self) -> None:
        pass


class RandomPlayer(_Simple):
    """Uniformly random legal moves."""

    name = "random"

    def choose(self, position: Position, time_left: float | None) -> Move:
        return self.rng.choice(legal_moves(position))


class GreedyPlayer(_Simple):
    """One ply: the move that maximises own pieces minus the opponent's (placements at random)."""

    name = "greedy"

    def choose(self, position: Position, time_left: float | None) -> Move:
        moves = legal_moves(position)
        if position.phase is Phase.PLACEMENT:
            return self.rng.choice(moves)
        sign = 1 if position.turn is Color.WHITE else -1
        best: list[Move] = []
        best_margin = -(10**9)
        for move in moves:
            white, black = apply(position, move).after.controlled_pieces()
            margin = sign * (white - black)
            if margin > best_margin:
                best, best_margin = [move], margin
            elif margin == best_margin:
                best.append(move)
        return self.rng.choice(best)


class LevelPlayer(_Simple):
    """Our engine at a difficulty level; ``cap`` overrides the level's per-move cap."""

    def __init__(
        self,
        number: int,
        cap: float | None = None,
        weights: str = "default",
        placement_evaluations: int = REFERENCE_EVALUATIONS,
        flags: int = 0,
    ) -> None:
        super().__init__()
        entry = level(number)
        self.level: Level = entry if cap is None else _with_cap(entry, cap)
        self.name = f"level{number}"
        self.engine = Engine(weights, flags=flags, placement_evaluations=placement_evaluations)
        self.seed = 0

    def new_game(self, color: Color, seed: int) -> None:
        self.engine.new_game()
        self.seed = seed

    def choose(self, position: Position, time_left: float | None) -> Move:
        allotment = allot(position, self.level.cap, time_left)
        return self.engine.play(position, self.level, allotment, self.seed)


def _with_cap(entry: Level, cap: float) -> Level:
    return Level(entry.number, entry.name, cap, entry.depth, entry.temperature, entry.margin)


class ExternalPlayer:
    """An outside program speaking the CodeCup 2011 protocol on its stdin and stdout."""

    def __init__(self, command: str) -> None:
        self.command = command
        self.name = command
        self.process: subprocess.Popen[str] | None = None
        self.pending: list[Move] = []
        self.color = Color.WHITE

    def new_game(self, color: Color, seed: int) -> None:
        self.close()
        self.process = subprocess.Popen(
            shlex.split(self.command),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )
        self.color = color
        self.pending = []
        if color is Color.WHITE:
            self._send("Start")

    def observe(self, move: Move) -> None:
        self.pending.append(move)

    def choose(self, position: Position, time_left: float | None) -> Move:
        for move in self.pending:
            self._send(str(move))
        self.pending = []
        assert self.process is not None and self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"{self.command!r} ended without a move")
        return Move.parse(line)

    def _send(self, text: str) -> None:
        assert self.process is not None and self.process.stdin is not None
        self.process.stdin.write(text + "\n")
        self.process.stdin.flush()

    def close(self) -> None:
        if self.process is None:
            return
        with contextlib.suppress(OSError):  # it may have quit already
            self._send("Quit")
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.process = None


SEARCH_OPTIONS = {"qs": core.QUIESCE, "lmr": core.REDUCE_LATE}


def make_player(spec: str, cap: float | None = None, time_scale: float = 1.0) -> Player:
    """The player a ``match`` argument names (see the module docstring).

    ``cap`` replaces the per-move cap of levels and of the reference player; ``time_scale``
    multiplies the levels' own caps instead.
    """
    text = spec.strip()
    # Experiments: "10:hand" is level 10 with another weight set, "10:hand:5000" with 5,000
    # evaluations per placement too, "10::1000:qs+lmr" with search options (SEARCH_OPTIONS).
    number, *options = text.split(":")
    weights = (options[0] if options else "") or "default"
    placement = options[1] if len(options) > 1 else ""
    evaluations = int(placement) if placement.isdigit() else REFERENCE_EVALUATIONS
    flags = 0
    for name in options[2].split("+") if len(options) > 2 and options[2] else ():
        flags |= SEARCH_OPTIONS[name]
    if number.lower().startswith("depth") and number[5:].isdigit():
        # "depth3:hand": a fixed-depth search without proofs or randomness (for tuning)
        fixed = Level(0, number, cap or 60.0, int(number[5:]), 0.0, 0.0)
        player = LevelPlayer(10, None, weights, evaluations, flags)
        player.level = fixed
        player.engine.solve = False
        player.name = text
        return player
    number = number[5:] if number.lower().startswith("level") else number
    if number.isdigit():
        if cap is None and time_scale != 1.0:
            cap = level(int(number)).cap * time_scale
        return LevelPlayer(int(number), cap, weights, evaluations, flags)
    if text.lower() == "random":
        return RandomPlayer()
    if text.lower() == "greedy":
        return GreedyPlayer()
    if text.lower() == "champion2011":
        return Champion2011(cap if cap is not None else 10.0)
    return ExternalPlayer(text)


def timed_choose(player: Player, position: Position, time_left: float | None) -> tuple[Move, float]:
    began = time.monotonic()
    move = player.choose(position, time_left)
    return move, time.monotonic() - began
