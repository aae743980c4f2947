"""Players for matches and the play protocol: levels, sparring partners, outside programs.

Every player answers ``choose(position, time_left)`` and is told the opponent's moves through
``observe`` (only outside programs need them).  ``make_player`` reads the names that
``dvonn-engine match`` accepts: ``1``…``12`` (levels), ``random``, ``greedy``,
``champion2011``, or any other text as a command line speaking the CodeCup protocol.  A name
that is neither (``99``, ``²``, a program that does not exist) is an InputError.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import random
import select
import shlex
import shutil
import signal
import subprocess
import time
from typing import Protocol

from engine import core
from engine.ai.api import Engine
from engine.ai.champion import Champion2011
from engine.ai.levels import Level, level, top_level
from engine.ai.placement import REFERENCE_EVALUATIONS
from engine.ai.timing import allot
from engine.ai.weights import load_weights
from engine.errors import DvonnError
from engine.limits import InputError, shown, whole_number
from engine.moves import Move
from engine.position import Color, Phase, Position
from engine.rules import apply, legal_moves

DEFAULT_MOVE_LIMIT = 60.0  # seconds an outside program may think without a clock or --cap
MAX_REPLY_BYTES = 1000  # a move is a few characters
QUIT_GRACE = 2.0  # seconds an outside program has to leave after Quit
MAX_FIXED_DEPTH = 64  # of the depthN players of tuning experiments


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
    return dataclasses.replace(entry, cap=cap)


class Forfeit(Exception):
    """A player that cannot go on and loses the game: ``reason`` is ``time`` (no move in its
    time), ``quit`` (it ended or closed its output) or ``garbage`` (an unreadable answer)."""

    def __init__(self, reason: str, detail: str) -> None:
        self.reason = reason
        super().__init__(detail)


class ExternalPlayer:
    """An outside program speaking the CodeCup 2011 protocol on its stdin and stdout.

    It must answer within its time left on the clock, or without a clock within
    ``move_limit`` seconds; otherwise it forfeits and is killed with every process it
    started (it runs in a session of its own).
    """

    def __init__(self, command: str, move_limit: float = DEFAULT_MOVE_LIMIT) -> None:
        self.argv = _program(command)
        self.command = command
        self.name = command
        self.move_limit = move_limit
        self.process: subprocess.Popen[bytes] | None = None
        self.pending: list[Move] = []
        self.color = Color.WHITE
        self.received = b""  # read from the program, not yet a whole line

    def new_game(self, color: Color, seed: int) -> None:
        self.close()
        try:
            self.process = subprocess.Popen(
                self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, start_new_session=True
            )
        except OSError as error:
            message = f"cannot start {shown(self.command)}: {error.strerror or error}"
            raise InputError(message) from None
        self.color = color
        self.pending = []
        self.received = b""
        if color is Color.WHITE:
            self._send("Start")

    def observe(self, move: Move) -> None:
        self.pending.append(move)

    def choose(self, position: Position, time_left: float | None) -> Move:
        for move in self.pending:
            self._send(str(move))
        self.pending = []
        line = self._read_line(self.move_limit if time_left is None else time_left)
        try:
            return Move.parse(line)
        except DvonnError as error:
            self._kill()
            raise Forfeit("garbage", f"{self.command!r} answered {error}") from None

    def _read_line(self, limit: float) -> str:
        """The program's next non-empty line, waiting at most ``limit`` seconds for it."""
        assert self.process is not None and self.process.stdout is not None
        deadline = time.monotonic() + limit
        descriptor = self.process.stdout.fileno()
        while True:
            line, newline, rest = self.received.partition(b"\n")
            if newline:
                self.received = rest
                if line.strip():
                    return line.decode("utf-8", "replace").strip()
                continue
            if len(self.received) > MAX_REPLY_BYTES:
                self._kill()
                raise Forfeit("garbage", f"{self.command!r} wrote a line too long for a move")
            left = deadline - time.monotonic()
            if left <= 0:
                self._kill()
                raise Forfeit("time", f"{self.command!r} gave no move within {limit:.3g} s")
            if select.select([descriptor], [], [], left)[0]:
                chunk = os.read(descriptor, 4096)
                if not chunk:
                    self._kill()
                    raise Forfeit("quit", f"{self.command!r} ended without a move")
                self.received += chunk

    def _send(self, text: str) -> None:
        assert self.process is not None and self.process.stdin is not None
        try:
            self.process.stdin.write(text.encode() + b"\n")
            self.process.stdin.flush()
        except OSError:  # it quit, or closed its input
            self._kill()
            raise Forfeit("quit", f"{self.command!r} stopped reading its input") from None

    def _kill(self) -> None:
        """End the program and every process it started, at once."""
        if self.process is None:
            return
        kill_session(self.process.pid)
        with contextlib.suppress(OSError):
            self.process.kill()
        self.process.wait()
        for stream in (self.process.stdin, self.process.stdout):
            with contextlib.suppress(OSError):
                if stream is not None:
                    stream.close()
        self.process = None

    def close(self) -> None:
        """Say ``Quit`` and give the program a moment to leave, then kill what is left."""
        if self.process is None:
            return
        with contextlib.suppress(OSError, Forfeit):
            self._send("Quit")
        if self.process is not None:
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=QUIT_GRACE)
        self._kill()


def session_members(session: int) -> list[int]:
    """The processes of ``session`` still running, found in /proc (Linux); [] where there is
    no /proc."""
    members = []
    with contextlib.suppress(OSError):
        for name in os.listdir("/proc"):
            if not name.isdigit():
                continue
            try:
                with open(f"/proc/{name}/stat", "rb") as stat:
                    fields = stat.read().rpartition(b")")[2].split()
            except OSError:
                continue  # it ended meanwhile
            # after the command's name: state, ppid, process group, session
            if len(fields) > 3 and fields[3] == str(session).encode() and fields[0] != b"Z":
                members.append(int(name))
    return members


def kill_session(leader: int) -> None:
    """Kill every process of the session that ``leader`` leads (an outside program started
    with ``start_new_session``): its process group, and on Linux every other process of the
    session found in /proc, such as a child it put in a group of its own (``set -m``) or one
    whose parent has ended.  A process that started a session of its own (``setsid``) has left
    and is not found."""
    with contextlib.suppress(OSError):  # the group may be gone already
        os.killpg(leader, signal.SIGKILL)
    for _ in range(10):  # a member may fork while being killed: look again
        members = [pid for pid in session_members(leader) if pid != os.getpid()]
        if not members:
            return
        for pid in members:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        time.sleep(0.01)


def _program(command: str) -> list[str]:
    """The argument list of an outside program's command line; InputError when it names no
    program that can be run."""
    try:
        argv = shlex.split(command)
    except ValueError as error:
        raise InputError(f"cannot read the command {shown(command)}: {error}") from None
    if not argv or shutil.which(argv[0]) is None:
        raise InputError(
            f"{shown(command)} is not a player (1…{top_level()}, random, greedy, champion2011) "
            "nor a program that can be run"
        )
    return argv


SEARCH_OPTIONS = core.PRUNING


def make_player(spec: str, cap: float | None = None, time_scale: float = 1.0) -> Player:
    """The player a ``match`` argument names (see the module docstring).

    ``cap`` replaces the per-move cap of levels and of the reference player; ``time_scale``
    multiplies the levels' own caps instead.
    """
    text = spec.strip()
    number, *options = text.split(":")
    if number.lower().startswith("depth") and number[5:].isdigit():
        # "depth3:hand": a fixed-depth search without proofs or randomness (for tuning)
        depth = whole_number(number[5:], "the depth of a depthN player", 1, MAX_FIXED_DEPTH)
        fixed = Level(0, number, cap or 60.0, depth, 0.0, 0.0)
        player = LevelPlayer(top_level(), None, *_experiment(options))
        player.level = fixed
        player.engine.solve = False
        player.name = text
        return player
    number = number[5:] if number.lower().startswith("level") else number
    if number.isdigit():
        entry = level(whole_number(number, "a level", 1, top_level()))
        if cap is None and time_scale != 1.0:
            cap = entry.cap * time_scale
        return LevelPlayer(entry.number, cap, *_experiment(options))
    if text.lower() == "random":
        return RandomPlayer()
    if text.lower() == "greedy":
        return GreedyPlayer()
    if text.lower() == "champion2011":
        return Champion2011(cap if cap is not None else 10.0)
    return ExternalPlayer(text, cap if cap is not None else DEFAULT_MOVE_LIMIT)


def _experiment(options: list[str]) -> tuple[str, int, int]:
    """A level's settings for experiments, from the parts of its name after the number:
    "12:hand" plays with another weight set, "12:hand:5000" with 5,000 evaluations per
    placement too, "12::1000:qs+lmr" with search options (SEARCH_OPTIONS)."""
    weights = (options[0] if options else "") or "default"
    try:
        load_weights(weights)
    except KeyError as error:
        raise InputError(str(error.args[0])) from None
    placement = options[1] if len(options) > 1 and options[1] else str(REFERENCE_EVALUATIONS)
    evaluations = whole_number(placement, "evaluations per placement", 1, 10**7)
    flags = 0
    for name in options[2].split("+") if len(options) > 2 and options[2] else ():
        if name not in SEARCH_OPTIONS:
            raise InputError(f"no search option {shown(name)}; known: {', '.join(SEARCH_OPTIONS)}")
        flags |= SEARCH_OPTIONS[name]
    return weights, evaluations, flags


def timed_choose(player: Player, position: Position, time_left: float | None) -> tuple[Move, float]:
    began = time.monotonic()
    move = player.choose(position, time_left)
    return move, time.monotonic() - began
