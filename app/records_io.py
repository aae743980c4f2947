"""Reading and writing game files for the app: the one place that knows about record formats.

``engine.records`` reads and writes our own ``.dvn`` format, LittleGolem transcripts and
Boardspace SGF; this module adds what the app keeps beside the moves (player kinds, levels,
clocks) and turns every failure into a RecordError for the player.

The app describes players with a small dict of headers (``White``, ``Black`` names,
``WhiteType``/``BlackType`` "human" or "computer", ``Level``, ``Date``); clocks travel as the
``TimeControl`` (minutes) and a ``[%clk SECONDS]`` comment after each move.
"""

from __future__ import annotations

import os
import re
import tempfile
import time
from dataclasses import dataclass, field, replace
from pathlib import Path

from app.settings import GameOptions
from engine import records
from engine.errors import DvonnError
from engine.game import Game
from engine.records import GameRecord


class RecordError(ValueError):
    """A game file that cannot be read or written; the message is for the player."""


@dataclass(frozen=True, slots=True)
class RecordFormat:
    key: str  # engine.records' format name
    label: str
    suffix: str


FORMATS: tuple[RecordFormat, ...] = (
    RecordFormat("dvn", "DVONN game", ".dvn"),
    RecordFormat("littlegolem", "LittleGolem transcript", ".lg"),
    RecordFormat("sgf", "Boardspace SGF", ".sgf"),
)
OPEN_SUFFIXES = (".dvn", ".lg", ".txt", ".sgf")
_CLOCK = re.compile(r"\[%clk ([0-9]+(?:\.[0-9]+)?)\]")


@dataclass(slots=True)
class LoadedGame:
    game: Game
    headers: dict[str, str] = field(default_factory=dict)


def format_for_path(path: str | Path) -> RecordFormat:
    suffix = Path(path).suffix.lower()
    return next((fmt for fmt in FORMATS if fmt.suffix == suffix), FORMATS[0])


def available_formats() -> tuple[RecordFormat, ...]:
    return FORMATS


def open_suffixes() -> tuple[str, ...]:
    """File name endings the Open dialog offers (LittleGolem transcripts are often .txt)."""
    return OPEN_SUFFIXES


# --- reading ------------------------------------------------------------------------------


def read_game(text: str, name: str = "") -> LoadedGame:
    """A game from a record's text in any supported format; RecordError when unreadable."""
    try:
        record = records.read_record(text, name)
        return LoadedGame(_replay(record), _headers_of(record))
    except DvonnError as error:
        raise RecordError(str(error)) from None


def load_game(path: str | Path) -> LoadedGame:
    """A game from a record file, read like the engine reads files (``records.read_bytes``:
    regular files only, at most ``records.MAX_RECORD_BYTES``); RecordError naming the file."""
    name = Path(path).name
    try:
        text = records.decode(records.read_bytes(path))
        return read_game(text, name)
    except (DvonnError, RecordError) as error:
        raise RecordError(f"{name}: {error}") from None


def _replay(record: GameRecord) -> Game:
    """The record's game, with the clocks when it has them (the engine replays without)."""
    game: Game = record.to_game()  # checks every move, with the engine's messages
    try:
        minutes = float(record.time_control) if record.time_control else 0.0
    except ValueError:
        minutes = 0.0
    if minutes <= 0:
        return game
    left = [minutes * 60.0, minutes * 60.0]
    clocked = Game(record.start, minutes)
    comments = dict(record.comments)
    for ply, transition in enumerate(game.transitions, start=1):
        mover = transition.before.turn
        match = _CLOCK.search(comments.get(ply, ""))
        used = left[mover] - float(match.group(1)) if match else 0.0
        clocked.play(transition.move, used)
        left[mover] -= used
    if record.resigned is not None:
        clocked.resign(record.resigned)
    return clocked


def _headers_of(record: GameRecord) -> dict[str, str]:
    headers = {"White": record.white, "Black": record.black, "Date": record.date}
    for side, level in (("White", record.white_level), ("Black", record.black_level)):
        headers[f"{side}Type"] = "human" if level is None else "computer"
        if level is not None:
            headers["Level"] = str(level)
    return headers


def headers_for(options: GameOptions) -> dict[str, str]:
    """The app's headers for a game played with ``options``."""
    return {
        "White": options.white_name,
        "Black": options.black_name,
        "WhiteType": options.white.value,
        "BlackType": options.black.value,
        "Level": str(options.level),
        "Date": time.strftime("%Y.%m.%d"),
    }


# --- writing ------------------------------------------------------------------------------


def write_game(game: Game, fmt: RecordFormat, headers: dict[str, str] | None = None) -> str:
    headers = headers or {}
    level = int(headers["Level"]) if headers.get("Level", "").isdigit() else None
    history = [game.clocks_at(ply) for ply in range(game.ply + 1)]
    try:
        record = records.GameRecord.from_game(
            game,
            white=headers.get("White", ""),
            black=headers.get("Black", ""),
            date=headers.get("Date", ""),
            white_level=level if headers.get("WhiteType") == "computer" else None,
            black_level=level if headers.get("BlackType") == "computer" else None,
            time_control=f"{history[0][0] / 60.0:g}" if history[0] is not None else "",
        )
        if fmt.key == "dvn" and history[0] is not None:
            record = replace(record, comments=_clock_comments(game, history))
        text: str = records.write_record(record, fmt.key)
    except DvonnError as error:
        raise RecordError(str(error)) from None
    return text


def _clock_comments(
    game: Game, history: list[tuple[float, float] | None]
) -> tuple[tuple[int, str], ...]:
    comments = []
    for ply, transition in enumerate(game.transitions, start=1):
        after = history[ply]
        if after is not None:
            comments.append((ply, f"[%clk {after[transition.before.turn]:.2f}]"))
    return tuple(comments)


def write_atomically(path: str | Path, text: str) -> None:
    """Write through a temporary file in the same folder, then rename over the target."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def save_game(
    game: Game,
    path: str | Path,
    fmt: RecordFormat | None = None,
    headers: dict[str, str] | None = None,
) -> None:
    text = write_game(game, fmt or format_for_path(path), headers)
    try:
        write_atomically(path, text)
    except OSError as error:
        raise RecordError(f"cannot write {path}: {error.strerror or error}") from error
