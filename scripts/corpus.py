"""Minimal reader of the Boardspace SGF corpus for tuning and measurements.

Only what the AI's scripts need: each game's move list, replayed through the rules (games
that do not replay cleanly are skipped).  The full records reader lives in engine/records.

A turn's move is the last ``pickb`` source and the last ``dropb`` target before ``done``
(dropping back on the source cancels the pick); ``move X n Y m`` is a whole move; placements
are a ``dropb`` alone; a ``done`` with nothing before it is a pass; forced passes that the
server left out are put back by following the P0/P1 tags.
"""

from __future__ import annotations

import re
import sys
import tarfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.board import Cell  # noqa: E402
from engine.errors import DvonnError  # noqa: E402
from engine.moves import PASS, Move  # noqa: E402
from engine.position import Color, Phase, Position  # noqa: E402
from engine.rules import apply, legal_moves  # noqa: E402

DEFAULT_ARCHIVE = ROOT.parent / "shared/data/boardspace-dvonn-sgf.tar.gz"
_NODE = re.compile(r";\s*P([01])\[(\d+)\s+([^\]]*)\]")


@dataclass(frozen=True, slots=True)
class Record:
    name: str
    positions: tuple[Position, ...]  # before each move, then the final position
    moves: tuple[Move, ...]
    finished: bool  # the game reached its natural end (no resignation)


def _cell(column: str, row: str) -> Cell:
    return Cell.parse(f"{column}{row}")


def _turns(text: str) -> Iterator[tuple[int, Move | None]]:
    """(player, move) per completed turn; None for a resignation."""
    source: Cell | None = None
    target: Cell | None = None
    for match in _NODE.finditer(text):
        player = int(match.group(1))
        words = match.group(3).split()
        if not words:
            continue
        op = words[0].lower()
        if op == "pickb" and len(words) >= 3:
            source = _cell(words[1], words[2])
        elif op == "dropb" and len(words) >= 3:
            target = _cell(words[1], words[2])
            if target == source:
                source = target = None
        elif op == "move" and len(words) >= 5:
            source, target = _cell(words[1], words[2]), _cell(words[3], words[4])
        elif op == "done":
            if target is None:
                yield player, PASS
            elif source is None:
                yield player, Move.place(target)
            else:
                yield player, Move.jump(source, target)
            source = target = None
        elif op == "resign":
            yield player, None
            return
        elif op == "edit":
            raise DvonnError("edited game")


def read_game(name: str, text: str) -> Record | None:
    position = Position.initial()
    positions = [position]
    moves: list[Move] = []
    finished = True
    try:
        for player, move in _turns(text):
            if move is None:
                finished = False
                break
            if player != position.turn and legal_moves(position) == [PASS]:
                moves.append(PASS)
                position = apply(position, PASS).after
                positions.append(position)
            if player != position.turn:
                return None
            if move.is_pass and legal_moves(position) != [PASS]:
                return None
            if position.phase is Phase.PLACEMENT and move.source is not None:
                move = Move.place(move.target)  # a placed piece picked up and put elsewhere
            position = apply(position, move).after
            moves.append(move)
            positions.append(position)
    except DvonnError:
        return None
    if len(moves) < 49:
        return None
    if finished and legal_moves(position):
        finished = False  # the record stops before the end
    return Record(name, tuple(positions), tuple(moves), finished)


CACHE = Path.home() / ".cache/dvonn3d/corpus-moves.txt"


def _cached_games(archive: Path) -> list[tuple[str, bool, list[str]]]:
    """(name, finished, moves) of every game that replays, cached after the first reading."""
    if CACHE.exists() and CACHE.stat().st_mtime >= archive.stat().st_mtime:
        games = []
        for line in CACHE.read_text().splitlines():
            name, finished, *moves = line.split()
            games.append((name, finished == "1", moves))
        return games
    games = []
    with tarfile.open(archive) as tar:
        members = sorted((m for m in tar.getmembers() if m.isfile()), key=lambda m: m.name)
        for member in members:
            handle = tar.extractfile(member)
            if handle is None:
                continue
            record = read_game(member.name, handle.read().decode("utf-8", "replace"))
            if record is not None:
                moves = [str(move) for move in record.moves]
                games.append((member.name.replace(" ", "_"), record.finished, moves))
    CACHE.parent.mkdir(parents=True, exist_ok=True)
    lines = (f"{name} {int(finished)} {' '.join(moves)}" for name, finished, moves in games)
    CACHE.write_text("\n".join(lines) + "\n")
    return games


def read_corpus(
    archive: Path = DEFAULT_ARCHIVE, limit: int | None = None, finished_only: bool = False
) -> Iterator[Record]:
    """Games in archive order (sorted by name, so runs are reproducible)."""
    count = 0
    for name, finished, texts in _cached_games(archive):
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
