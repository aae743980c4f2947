"""``dvonn-engine play``: the CodeCup 2011 engine protocol on stdin and stdout.

The first line is ``Start`` when we play White, otherwise White's first move.  We print each
of our moves on its own line (upper case, flushed) and read the opponent's; ``Quit`` or the
end of input ends the program.  Nothing but moves goes to stdout; diagnostics go to stderr.
A line that is not a legal move, or longer than ``MAX_LINE_CHARS``, ends the program with an
error and exit status 2.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from typing import TextIO

from engine.ai.players import Player
from engine.errors import DvonnError
from engine.limits import InputError, read_line, shown, tolerant_input
from engine.moves import Move
from engine.position import Color, Position
from engine.rules import apply, legal_moves

EXIT_BAD_INPUT = 2


class ProtocolError(Exception):
    """The other side broke the protocol; the message says how."""


def run_protocol(
    player: Player,
    stdin: TextIO,
    stdout: TextIO,
    stderr: TextIO,
    time_per_game: float | None = None,
    seed: int = 0,
) -> int:
    """Play one game; the exit status (0, or EXIT_BAD_INPUT after a protocol error)."""
    try:
        _play(player, stdin, stdout, stderr, time_per_game, seed)
    except ProtocolError as error:
        print(f"dvonn-engine play: {error}", file=stderr, flush=True)
        return EXIT_BAD_INPUT
    finally:
        player.close()
    return 0


def _play(
    player: Player,
    stdin: TextIO,
    stdout: TextIO,
    stderr: TextIO,
    time_per_game: float | None,
    seed: int,
) -> None:
    lines = _lines(stdin)
    first = next(lines, None)
    if first is None or first.lower() == "quit":
        return
    position = Position.initial()
    ours = Color.WHITE if first.lower() == "start" else Color.BLACK
    player.new_game(ours, seed)
    time_left = time_per_game
    pending: str | None = None if ours is Color.WHITE else first
    number = 1
    while legal_moves(position):
        if position.turn is ours:
            began = time.monotonic()
            move = player.choose(position, time_left)
            position = apply(position, move).after  # our own moves are legal by construction
            stdout.write(f"{str(move).upper()}\n")
            stdout.flush()
            if time_left is not None:
                time_left -= time.monotonic() - began
            continue
        text = pending if pending is not None else next(lines, None)
        pending = None
        if text is None or text.lower() == "quit":
            return
        try:
            move = Move.parse(text)
            position = apply(position, move).after
        except DvonnError as error:
            raise ProtocolError(f"opponent's move {number}: {shown(text)}: {error}") from None
        number += 1
        player.observe(move)
    print(f"dvonn-engine play: game over {position.controlled_pieces()}", file=stderr)
    for text in lines:  # wait for Quit so that the referee sees us leave cleanly
        if text.lower() == "quit":
            return


def _lines(stdin: TextIO) -> Iterator[str]:
    """The input's non-empty lines, each read with a length bound."""
    while True:
        try:
            raw = read_line(stdin)
        except InputError as error:
            raise ProtocolError(str(error)) from None
        if raw is None:
            return
        text = raw.strip()
        if text:
            yield text


def main(level_number: int | None, time_per_game: float | None, seed: int = 0) -> int:
    from engine.ai.levels import top_level
    from engine.ai.players import LevelPlayer

    player = LevelPlayer(level_number if level_number is not None else top_level())
    return run_protocol(
        player, tolerant_input(sys.stdin), sys.stdout, sys.stderr, time_per_game, seed
    )
