"""The Boardspace SGF corpus for the AI's scripts: each game's moves and positions.

Games are read by ``engine.records`` (the app's and the CLI's reader); a game that does not
read, that starts from a set-up position or stops before placement is over is skipped.  The
move lists are cached after the first reading (``CACHE``), which takes a few minutes.

    python -m scripts.corpus [LIMIT]   # how many games replay, and how many reach the end
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from engine.errors import DvonnError
from engine.moves import Move
from engine.position import Color, Position
from engine.records import decode, read_record
from engine.records.corpus import iter_archive
from engine.rules import apply, legal_moves

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_ARCHIVE = ROOT.parent / "shared/data/boardspace-dvonn-sgf.tar.gz"
CACHE = Path.home() / ".cache/dvonn3d/corpus-games.txt"


@dataclass(frozen=True, slots=True)
class Record:
    name: str
    positions: tuple[Position, ...]  # before each move, then the final position
    moves: tuple[Move, ...]
    finished: bool  # the game reached its natural end (no resignation)


def read_archive_game(name: str, data: bytes) -> Record | None:
    """The game in one file of the archive, or None when it is skipped."""
    try:
        record = read_record(decode(data), name)
    except DvonnError:
        return None
    if record.start != Position.initial() or len(record.moves) < 49:
        return None
    positions = [record.start]
    for move in record.moves:
        positions.append(apply(positions[-1], move).after)
    finished = record.resigned is None and not legal_moves(positions[-1])
    return Record(name, tuple(positions), record.moves, finished)


def cached_games(archive: Path) -> list[tuple[str, bool, list[str]]]:
    """(name, finished, moves) of every game read, in archive order, cached after the first
    reading (the cache is read again while it is newer than the archive)."""
    if CACHE.exists() and CACHE.stat().st_mtime >= archive.stat().st_mtime:
        games = []
        for line in CACHE.read_text().splitlines():
            name, finished, *moves = line.split()
            games.append((name, finished == "1", moves))
        return games
    games = []
    for name, data in sorted(iter_archive(archive)):
        record = read_archive_game(name, data)
        if record is not None:
            moves = [str(move) for move in record.moves]
            games.append((name.replace(" ", "_"), record.finished, moves))
    CACHE.parent.mkdir(parents=True, exist_ok=True)
    lines = (f"{name} {int(finished)} {' '.join(moves)}" for name, finished, moves in games)
    CACHE.write_text("\n".join(lines) + "\n")
    return games


def read_corpus(
    archive: Path = DEFAULT_ARCHIVE, limit: int | None = None, finished_only: bool = False
) -> Iterator[Record]:
    """Games in archive order (sorted by name, so runs are reproducible)."""
    count = 0
    for name, finished, texts in cached_games(archive):
        if finished_only and not finished:
            continue
        position = Position.initial()
        positions = [position]
        moves = []
        for text in texts:
            move = Move.parse(text)
            position = apply(position, move).after
            positions.append(position)
            moves.append(move)
        yield Record(name, tuple(positions), tuple(moves), finished)
        count += 1
        if limit is not None and count >= limit:
            return


def winner(record: Record) -> Color | None:
    white, black = record.positions[-1].controlled_pieces()
    return None if white == black else Color.WHITE if white > black else Color.BLACK


if __name__ == "__main__":
    total = finished = 0
    for record in read_corpus(limit=int(sys.argv[1]) if len(sys.argv) > 1 else None):
        total += 1
        finished += record.finished
    print(f"{total} games replayed, {finished} played to the end")
