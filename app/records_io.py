"""Reading and writing game files for the app: the one place that knows about record formats.

``engine.records`` reads and writes our own ``.dvn`` format, LittleGolem transcripts and
Boardspace SGF; this module adds what the app keeps beside the moves (player kinds, levels,
clocks) and turns every failure into a RecordError for the player.

The app describes players with a small dict of headers (``White``, ``Black`` names,
``WhiteType``/``BlackType`` "human" or "computer", ``Level``, ``Date``); clocks travel as the
``TimeControl`` (minutes) and a ``[%clk SECONDS]`` comment after each move.

A game opened from a file keeps that file's record as its *base*: saving it again writes every
header and comment the file had (Event, Site, Date, TimeControl, other tags, the comments on
the moves still played) and only brings the moves, result and clocks up to date.  A game
review goes into the comments too (``Annotate``), and comes back with ``LoadedGame.record``.
Saving replaces the file by name (``engine.records.write_atomically``): a symbolic link there is
replaced, never written through, and one of another user's is refused.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

from PyQt6.QtCore import QCoreApplication

from app.settings import GameOptions
from engine import records
from engine.clocks import MAX_CLOCK_SECONDS, valid_clock
from engine.errors import DvonnError
from engine.game import Game
from engine.moves import Move
from engine.online.messages import MAX_INCREMENT_SECONDS
from engine.records import GameRecord
from engine.records.model import describe_ply
from engine.records.tree import GameTree
from engine.records.variations import Variation
from engine.review.annotations import read_annotations, without_review


class RecordError(ValueError):
    """A game file that cannot be read or written; the message is for the player."""


@dataclass(frozen=True, slots=True)
class FileType:
    """A kind of game file the app offers: the engine's record format, named for people."""

    format: records.RecordFormat
    label: str
    suffix: str


FILE_TYPES: tuple[FileType, ...] = (
    FileType(records.RecordFormat.DVN, "DVONN game", ".dvn"),
    FileType(records.RecordFormat.LITTLEGOLEM, "LittleGolem transcript", ".lg"),
    FileType(records.RecordFormat.SGF, "Boardspace SGF", ".sgf"),
)
OPEN_SUFFIXES = (".dvn", ".lg", ".txt", ".sgf")
_CLOCK = re.compile(r"\[%clk ([0-9]+(?:\.[0-9]+)?)\]")


@dataclass(slots=True)
class LoadedGame:
    game: Game
    headers: dict[str, str] = field(default_factory=dict)
    record: GameRecord | None = None  # as read: the base for saving it again, with any review
    file_type: FileType | None = None  # the type it was read as
    review_problem: str | None = None  # why the review the record carried was dropped


def file_type_label(file_type: FileType) -> str:
    """The type's name for people in the player's language (file dialogs, format warnings)."""
    translate = QCoreApplication.translate
    labels = {
        records.RecordFormat.DVN: translate("FileType", "DVONN game"),
        records.RecordFormat.LITTLEGOLEM: translate("FileType", "LittleGolem transcript"),
        records.RecordFormat.SGF: translate("FileType", "Boardspace SGF"),
    }
    return labels.get(file_type.format, file_type.label)


def file_type_for_path(path: str | Path) -> FileType:
    suffix = Path(path).suffix.lower()
    return next((t for t in FILE_TYPES if t.suffix == suffix), FILE_TYPES[0])


def available_file_types() -> tuple[FileType, ...]:
    return FILE_TYPES


def open_suffixes() -> tuple[str, ...]:
    """File name endings the Open dialog offers (LittleGolem transcripts are often .txt)."""
    return OPEN_SUFFIXES


# --- reading ------------------------------------------------------------------------------


def read_game(text: str, name: str = "") -> LoadedGame:
    """A game from a record's text in any supported format; RecordError when unreadable."""
    try:
        key = records.detect_format(text, name)
        if key is None:  # a bare move list: DVN if it reads as DVN, else LittleGolem
            try:
                record = records.read_record(text, name, "dvn")
                key = records.RecordFormat.DVN
            except DvonnError as dvn_error:
                try:
                    record = records.read_record(text, name, "littlegolem")
                except DvonnError:
                    raise dvn_error from None  # the engine's choice of message, too
                key = records.RecordFormat.LITTLEGOLEM
        else:
            record = records.read_record(text, name, key)
    except DvonnError as error:
        raise RecordError(str(error)) from None
    return loaded_from(record, next(t for t in FILE_TYPES if t.format is key))


def loaded_from(record: GameRecord, file_type: FileType) -> LoadedGame:
    """The game a record holds, replayed with its clocks; RecordError when it is illegal.

    A review the record carries is checked here too: a malformed one (a value out of bounds, a
    best move or line that is illegal) is taken out of the record, so that it is neither shown
    nor copied into the library, and ``review_problem`` says why."""
    try:
        game = _replay(record)
    except DvonnError as error:
        raise RecordError(str(error)) from None
    problem = None
    try:
        read_annotations(record, tuple(game.position_at(p) for p in range(game.ply + 1)))
    except DvonnError as error:
        record, problem = without_review(record), str(error)
    return LoadedGame(game, _headers_of(record), record, file_type, problem)


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
    """The record's game, with the clocks when it has them (the engine replays without).

    Clock values are checked here, before anything uses them: the TimeControl is minutes
    (0 for none, at most a day) and each ``[%clk]`` a time left that never grows.
    """
    game: Game = record.to_game()  # checks every move, with the engine's messages
    start, increment = _time_control_seconds(record.time_control)
    if not start:
        return game
    left = [start, start]
    clocked = Game(record.start, start / 60.0)
    comments = dict(record.comments)
    for ply, transition in enumerate(game.transitions, start=1):
        mover = transition.before.turn
        match = _CLOCK.search(comments.get(ply, ""))
        used = 0.0
        if match:
            try:
                used = left[mover] - valid_clock(float(match.group(1)))
            except ValueError:
                used = -1.0
            if used < -increment:  # a clock grows by the increment at most
                where = describe_ply(record.start, record.moves, ply - 1)
                raise RecordError(f"{where}: [%clk {match.group(1)[:20]}] is not a clock value")
        clocked.play(transition.move, used)
        left[mover] -= used
    if record.resigned is not None:
        clocked.resign(record.resigned)
    return clocked


_MINUTES = re.compile(r"\s*(?:min|mins|minutes?|m)\s*$", re.IGNORECASE)
_INCREMENT = re.compile(r"^(.*\S)\s*\+\s*([0-9]{1,2})$")  # an online game's "5+3"


def _time_control_seconds(text: str) -> tuple[float, float]:
    """Seconds on each clock at the start (0: no clock) and given back after each move;
    RecordError when not a clock.

    Minutes, with or without a unit: ``15``, ``15 min``, ``15 minutes``, ``15m``, and an
    online game's seconds a move after a ``+`` (``5+3``, at most ``MAX_INCREMENT_SECONDS``)."""
    text = text.strip()
    increment = 0.0
    if (found := _INCREMENT.match(text)) and int(found.group(2)) <= MAX_INCREMENT_SECONDS:
        text, increment = found.group(1), float(found.group(2))
    try:
        return (valid_clock(float(_MINUTES.sub("", text)) * 60.0) if text else 0.0), increment
    except ValueError:
        limit = MAX_CLOCK_SECONDS / 60.0
        raise RecordError(
            f'[TimeControl "{text[:20]}"] is not a time control: expected minutes, '
            f"from 0 (no clock) to {limit:g}"
        ) from None


# Boardspace's robots, by the names they play under there (``Dumbot2``: a second one in a
# robot-against-robot game).  Found in the 9,707 Boardspace records the project holds: Dumbot,
# SmartBot, BestBot and WeakBot; "chasbot" there is a player's account, not a robot.
BOARDSPACE_ROBOTS = ("dumbot", "weakbot", "smartbot", "bestbot", "palabot", "randombot")
_ROBOT_NAME = re.compile(rf"(?:{'|'.join(BOARDSPACE_ROBOTS)})\d?", re.IGNORECASE)


def is_boardspace_robot(name: str) -> bool:
    """Whether ``name`` is one of Boardspace's robots (a computer player, not a person)."""
    return _ROBOT_NAME.fullmatch(name.strip()) is not None


def _headers_of(record: GameRecord) -> dict[str, str]:
    """The app's headers for an opened record: a side is the computer when the record gives
    its level (our files) or names one of Boardspace's robots (no level then: ours is not
    theirs, and the window shows plain "Computer")."""
    headers = {"White": record.white, "Black": record.black, "Date": record.date}
    for side, level, name in (
        ("White", record.white_level, record.white),
        ("Black", record.black_level, record.black),
    ):
        computer = level is not None or is_boardspace_robot(name)
        headers[f"{side}Type"] = "computer" if computer else "human"
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


Annotate = Callable[[GameRecord], GameRecord]  # adds to a record before writing (a review)


def game_record(
    game: Game,
    headers: dict[str, str] | None = None,
    base: GameRecord | None = None,
    annotate: Annotate | None = None,
) -> GameRecord:
    """The record to save for ``game``: the app's ``headers``, or everything ``base`` (the
    record the game was opened from) holds, with the moves, result and clocks of ``game``;
    ``annotate`` adds the rest (a game review, in the comments)."""
    headers = headers or {}
    level = int(headers["Level"]) if headers.get("Level", "").isdigit() else None
    levels = [level if headers.get(f"{side}Type") == "computer" else None for side in _SIDES]
    history = [game.clocks_at(ply) for ply in range(game.ply + 1)]
    record = records.GameRecord.from_game(
        game,
        white=headers.get("White", ""),
        black=headers.get("Black", ""),
        date=headers.get("Date", ""),
        white_level=levels[0],
        black_level=levels[1],
        time_control=f"{history[0][0] / 60.0:g}" if history[0] is not None else "",
    )
    kept: tuple[tuple[int, str], ...] = ()
    if base is not None and base.start == record.start:
        same = _common_prefix(base.moves, record.moves)
        kept = tuple((ply, text) for ply, text in base.comments if ply <= same)
        record = replace(
            record,
            white=base.white,
            black=base.black,
            date=base.date,
            event=base.event,
            site=base.site,
            white_level=base.white_level if levels[0] is not None else None,
            black_level=base.black_level if levels[1] is not None else None,
            time_control=base.time_control or record.time_control,
            result_text=base.result_text if same == len(base.moves) == len(record.moves) else "",
            extra_tags=base.extra_tags,
        )
        if base.variations:
            record = replace(record, variations=_side_lines(base, record.moves, same))
    if history[0] is not None:
        kept = _with_clocks(kept, game, history)
    record = replace(record, comments=kept)
    return annotate(record) if annotate is not None else record


_SIDES = ("White", "Black")


def _side_lines(base: GameRecord, moves: tuple[Move, ...], same: int) -> tuple[Variation, ...]:
    """The side lines of ``base`` (its analysis) that leave its main line within the first
    ``same`` moves, beside the main line ``moves`` (the game as played since it was opened:
    base's main line after ``same`` is gone, a side line the game took is its main line)."""
    try:
        tree = GameTree.from_record(replace(base, comments=()))
    except DvonnError:
        return ()
    node = tree.main_line()[same]
    left = tree.next(node)
    if left is not None:
        tree = tree.delete(left).tree
    for move in moves[same:]:
        tree, node = tree.play(node, move)
    return tree.make_main_line(node).tree.to_record().variations


def _common_prefix(first: tuple[Move, ...], second: tuple[Move, ...]) -> int:
    same = 0
    for a, b in zip(first, second, strict=False):
        if a != b:
            break
        same += 1
    return same


def _with_clocks(
    comments: tuple[tuple[int, str], ...],
    game: Game,
    history: list[tuple[float, float] | None],
) -> tuple[tuple[int, str], ...]:
    """``comments`` with each move's ``[%clk SECONDS]`` brought up to date (the rest of a
    comment's text is kept)."""
    texts = dict(comments)
    for ply, transition in enumerate(game.transitions, start=1):
        after = history[ply]
        if after is not None:
            rest = _CLOCK.sub("", texts.get(ply, "")).strip()
            texts[ply] = f"[%clk {after[transition.before.turn]:.2f}] {rest}".strip()
    return tuple(sorted(texts.items()))


def lost_in(record: GameRecord, file_type: FileType) -> list[str]:
    """What of ``record`` a file of ``file_type`` would not keep (header names, "comments", …),
    found by writing the record and reading it back; RecordError when ``file_type`` cannot hold
    the game at all."""
    try:
        back = records.read_record(
            records.write_record(record, file_type.format), "", file_type.format
        )
    except DvonnError as error:
        raise RecordError(str(error)) from None
    lost = [
        name
        for name, field_name in _KEPT
        if getattr(back, field_name) != getattr(record, field_name)
    ]
    kept_tags = {name for name, _ in back.extra_tags}
    lost += [name for name, value in record.extra_tags if value and name not in kept_tags]
    return lost


_KEPT = (
    ("Event", "event"),
    ("Site", "site"),
    ("Date", "date"),
    ("White", "white"),
    ("Black", "black"),
    ("WhiteLevel", "white_level"),
    ("BlackLevel", "black_level"),
    ("TimeControl", "time_control"),
    ("Result", "result"),
    ("comments", "comments"),
    ("variations", "variations"),
    ("moves", "moves"),
)


def save_record(record: GameRecord, path: str | Path, file_type: FileType) -> None:
    """Write ``record`` to ``path`` (``records.save_record``); RecordError when it cannot, or
    when the file would be larger than the app opens: what it writes it can read."""
    try:
        records.save_record(record, path, file_type.format)
    except DvonnError as error:
        raise RecordError(str(error)) from None
    except OSError as error:
        raise RecordError(f"cannot write {path}: {error.strerror or error}") from error
