"""``dvonn-engine shell``: a GTP-style line protocol for scripts and analysis programs.

Every command answers ``= payload`` or ``? message``, then one empty line (a payload of
several lines, ``board`` and ``solve``, starts on the line after ``=``).  A failed command
leaves the state unchanged.  Lines are read with a bound (``MAX_LINE_CHARS``): a longer line is
skipped and answered with an error.  Ctrl+C stops the command being carried out (a long
``perft``) with ``? interrupted``; while the shell waits for a line, it ends the shell.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TextIO

from engine.ai.api import Engine
from engine.ai.shell_commands import AI_COMMANDS, key_values
from engine.core import perft
from engine.errors import DvonnError, ShellError
from engine.game import Game
from engine.limits import (
    MAX_MOVE_SECONDS,
    MAX_PERFT_DEPTH,
    MAX_SEED,
    InputError,
    cut,
    read_line,
    seconds,
    shown,
    tolerant_input,
    whole_number,
)
from engine.moves import Move
from engine.notation import ascii_board, parse_position, to_codecup
from engine.position import Position
from engine.review.solve import solve
from engine.rules import apply, legal_moves

Handler = Callable[["Shell", list[str]], str]
MAX_MESSAGE_CHARS = 300  # an error answer is cut after this many characters
COMMANDS: dict[str, Handler] = {}


class QuitShell(Exception):
    pass


def command(name: str) -> Callable[[Handler], Handler]:
    def register(handler: Handler) -> Handler:
        COMMANDS[name] = handler
        return handler

    return register


class Shell:
    def __init__(self) -> None:
        self.game = Game()
        self._solver: Engine | None = None

    @property
    def solver(self) -> Engine:
        """The engine of ``solve``: its own, made on first use (it empties its table)."""
        if self._solver is None:
            self._solver = Engine()
        return self._solver

    def handle(self, line: str) -> str:
        """The full answer to one input line (without the trailing empty line)."""
        words = line.split()
        if not words:
            return "? empty command"
        name, args = words[0].lower(), words[1:]
        handler = COMMANDS.get(name)
        if handler is None:
            return f"? unknown command {shown(words[0])} (known: {', '.join(sorted(COMMANDS))})"
        try:
            payload = handler(self, args)
        except QuitShell:
            raise
        except (ShellError, DvonnError) as error:
            return f"? {cut(str(error), MAX_MESSAGE_CHARS)}"
        except KeyboardInterrupt:
            return "? interrupted"
        if not payload:
            return "="
        # A multi-line payload starts on the line after "=" so that diagrams stay aligned.
        return "=" + payload if payload.startswith("\n") else f"= {payload}"

    def run(self, stdin: TextIO, stdout: TextIO) -> int:
        while True:
            try:
                line = read_line(stdin)
            except InputError as error:
                stdout.write(f"? {error}\n\n")
                stdout.flush()
                continue
            if line is None:
                return 0
            if not line.strip():
                continue
            try:
                answer = self.handle(line)
            except QuitShell:
                stdout.write("=\n\n")
                stdout.flush()
                return 0
            stdout.write(answer + "\n\n")
            stdout.flush()


def _no_args(args: list[str]) -> None:
    if args:
        raise ShellError(f"unexpected arguments: {shown(' '.join(args))}")


@command("new")
def _new(shell: Shell, args: list[str]) -> str:
    if not args:
        shell.game = Game()
    elif args[0].lower() == "random" and len(args) == 2:
        seed = whole_number(args[1], "SEED", 0, MAX_SEED)
        shell.game = Game(Position.random_setup(seed))
    else:
        raise ShellError("usage: new | new random SEED")
    return ""


@command("setstate")
def _setstate(shell: Shell, args: list[str]) -> str:
    if not args:
        raise ShellError("usage: setstate STATE (CodeCup string or position text)")
    shell.game = Game(parse_position(" ".join(args)))
    return ""


@command("state")
def _state(shell: Shell, args: list[str]) -> str:
    _no_args(args)
    return to_codecup(shell.game.position)


@command("position")
def _position(shell: Shell, args: list[str]) -> str:
    _no_args(args)
    return str(shell.game.position)


@command("play")
def _play(shell: Shell, args: list[str]) -> str:
    if not args:
        raise ShellError("usage: play MOVE [MOVE ...]")
    # Check the whole sequence on immutable positions before touching the game.
    position = shell.game.position
    moves = []
    for number, text in enumerate(args, start=1):
        move = Move.parse(text)
        try:
            position = apply(position, move).after
        except DvonnError as error:
            raise ShellError(f"move {number} ({move}): {error}") from None
        moves.append(move)
    removed: list[str] = []
    for move in moves:
        removed.extend(str(cell) for cell, _ in shell.game.play(move).removed)
    return " ".join(removed)


@command("moves")
def _moves(shell: Shell, args: list[str]) -> str:
    _no_args(args)
    return " ".join(sorted(str(move) for move in legal_moves(shell.game.position)))


@command("status")
def _status(shell: Shell, args: list[str]) -> str:
    _no_args(args)
    position = shell.game.position
    white, black = position.controlled_pieces()
    over = "yes" if shell.game.is_over else "no"
    text = f"phase={position.phase} turn={position.turn} white={white} black={black} over={over}"
    result = shell.game.result
    if result is not None:
        text += f" result={result.outcome}"
    return text


@command("perft")
def _perft(shell: Shell, args: list[str]) -> str:
    if len(args) != 1:
        raise ShellError(f"usage: perft DEPTH (0…{MAX_PERFT_DEPTH})")
    depth = whole_number(args[0], "DEPTH", 0, MAX_PERFT_DEPTH)
    return str(perft(shell.game.position, depth))


@command("undo")
def _undo(shell: Shell, args: list[str]) -> str:
    _no_args(args)
    if not shell.game.can_undo():
        raise ShellError("nothing to undo")
    shell.game.undo()
    shell.game.truncate()
    return ""


@command("solve")
def _solve(shell: Shell, args: list[str]) -> str:
    """``solve [time=S]``: every legal move and what is known of it, best first, one per line
    (``engine.review.solve``): ``MOVE win N``, ``MOVE draw``, ``MOVE loss N`` (N: the final
    margin in pieces, with best play by both; left out when only the result is proven) or
    ``MOVE unknown P`` (P: the winning chance in per cent of the side to move), within S
    seconds in all (default 1).  No line when the game is over; ``PASS …`` for a forced
    pass."""
    limit = seconds(key_values(args, ("time",)).get("time", "1"), "time", MAX_MOVE_SECONDS)
    if shell.game.is_over:
        return ""
    lines = solve(shell.game.position, limit, shell.solver)
    return "".join(f"\n{line}" for line in lines)


@command("board")
def _board(shell: Shell, args: list[str]) -> str:
    _no_args(args)
    return "\n" + ascii_board(shell.game.position)


@command("quit")
def _quit(shell: Shell, args: list[str]) -> str:
    raise QuitShell


def main() -> int:
    return Shell().run(tolerant_input(sys.stdin), sys.stdout)


COMMANDS.update(AI_COMMANDS)  # genmove, analyze, levels
