"""Real game records for the library's tests: games played through the engine with random
legal moves, to the end (a given result), resigned, or stopped early; and a game written or
saved as the app writes one (``write_game``, ``save_game``)."""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

from app import records_io
from engine import records
from engine.game import Game
from engine.position import Color
from engine.records import GameRecord, RecordResult


@cache
def played_to_the_end(result: RecordResult) -> Game:
    """A whole game of random legal moves ending in ``result`` (the first seed that does).
    The game is shared between callers: do not change it."""
    for seed in range(500):
        rng = random.Random(seed)
        game = Game()
        while game.result is None:
            game.play(rng.choice(game.legal_moves()))
        if GameRecord.from_game(game).result is result:
            return game
    raise AssertionError(f"no random game ended in {result}")


def resigned_game(side: Color, plies: int = 10) -> Game:
    """``plies`` random legal moves, then ``side`` resigns."""
    game = unfinished_game(plies)
    game.resign(side)
    return game


def unfinished_game(plies: int = 1, seed: int = 7) -> Game:
    """``plies`` random legal moves from the standard start (the game goes on)."""
    rng = random.Random(seed)
    game = Game()
    for _ in range(plies):
        game.play(rng.choice(game.legal_moves()))
    assert game.result is None
    return game


def write_game(
    game: Game, file_type: records_io.FileType, headers: dict[str, str] | None = None
) -> str:
    """The text of the file the app saves for ``game`` with its ``headers``."""
    text: str = records.write_record(records_io.game_record(game, headers), file_type.format)
    return text


def save_game(
    game: Game,
    path: str | Path,
    file_type: records_io.FileType | None = None,
    headers: dict[str, str] | None = None,
) -> None:
    """Save ``game`` as the app does (``records_io.save_record``), in the type ``path``'s
    suffix names unless ``file_type`` is given."""
    record = records_io.game_record(game, headers)
    records_io.save_record(record, path, file_type or records_io.file_type_for_path(path))
