"""The player's training set: the mistakes and blunders of their reviewed games, each due again
at spaced intervals (``app.learn.training_schedule``), kept in ``training.json`` in the data
folder.

What joins it: the player's own flagged moves (``engine.training.Exercise``) of a game of
My games whose review is finished — the side a person played in a game against the computer
(the side without a computer level, as the record against each level counts it).  A game of
two people adds nothing, nor does a record opened from elsewhere between two people (a
tournament game, say): nothing says which side is the player's, and the set is the player's
own mistakes (``player_side``).  A position already there keeps its schedule (a
review again only updates the better move); one that left the set, found often enough
(``learnt``), does not come back.  The answers are kept too, for the progress chart.

The file is kept as the library keeps games: the folder is private (0700, never a link,
the player's own), the file is written whole to a new 0600 temporary file opened with
``O_EXCL | O_NOFOLLOW`` and renamed over the old one (a link there is replaced, never written
through), and read without following a link, bounded in size, depth and count.  A file that
cannot be read is moved aside (``training-unreadable-DATE.json``) with a message, never
deleted, and the set starts empty; when even that fails, nothing is written over it.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import secrets
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path

from PyQt6.QtCore import QCoreApplication

from app.data_folder import DataFolder, describe
from app.i18n import fill
from app.learn.training_schedule import Schedule, read_time
from app.library_files import private_folder, unreadable_name, write_new
from engine.errors import DvonnError, NotationError
from engine.json_input import parse_json
from engine.position import Color
from engine.records import GameRecord
from engine.records.files import read_bytes
from engine.training import Exercise, Outcome

FILE = "training.json"
FORMAT = "dvonn-training"
VERSION = 1
MAX_BYTES = 16 << 20
MAX_DEPTH = 6  # the file, its lists, an entry, its exercise, the exercise's line
MAX_POSITIONS = 5_000
MAX_ANSWERS = 20_000  # the oldest answers are dropped past this (the chart shows weeks)
MAX_LEARNT = 20_000

Clock = Callable[[], datetime]
translate = QCoreApplication.translate


def utc_now() -> datetime:
    return datetime.now(UTC)


def player_side(record: GameRecord) -> Color | None:
    """The side a person played against the computer in ``record``: the side without a
    level, as for the record against each level (``app.level_record``); None for a game of
    two people or of two computers."""
    white, black = record.white_level, record.black_level
    if (white is None) == (black is None):
        return None
    return Color.WHITE if white is None else Color.BLACK


@dataclass(frozen=True, slots=True)
class Scheduled:
    """A position of the set, scheduled: the exercise, its schedule, when it joined."""

    exercise: Exercise
    schedule: Schedule
    added: datetime

    def to_json(self) -> dict[str, object]:
        return {
            "exercise": self.exercise.to_json(),
            "schedule": self.schedule.to_json(),
            "added": self.added.isoformat(),
        }

    @classmethod
    def from_json(cls, data: object) -> Scheduled:
        if not isinstance(data, Mapping):
            raise NotationError("a position of the set is not an object")
        return cls(
            Exercise.from_json(data.get("exercise")),
            Schedule.from_json(data.get("schedule")),
            read_time(data.get("added"), "added"),
        )


@dataclass(frozen=True, slots=True)
class Answer:
    """One answer: when, to which position, how."""

    at: datetime
    key: str
    outcome: Outcome

    def to_json(self) -> dict[str, object]:
        return {"at": self.at.isoformat(), "key": self.key, "outcome": self.outcome.value}

    @classmethod
    def from_json(cls, data: object) -> Answer:
        if not isinstance(data, Mapping):
            raise NotationError("an answer is not an object")
        key, outcome = data.get("key"), data.get("outcome")
        if not isinstance(key, str) or not 1 <= len(key) <= 220:
            raise NotationError("an answer's position is not named")
        outcomes = {item.value: item for item in Outcome}
        if not isinstance(outcome, str) or outcome not in outcomes:
            raise NotationError("an answer's outcome is not found, found after a try or shown")
        return cls(read_time(data.get("at"), "answer"), key, outcomes[outcome])


class TrainingSet:
    """The training set in ``DataFolder(directory)``; ``clock`` says what time it is (the
    tests give their own).  ``problem`` is what the player must know (a file set aside, or
    one that cannot be written), None when all is well."""

    def __init__(self, directory: Path | None = None, clock: Clock = utc_now) -> None:
        self.data = DataFolder(directory)
        self.path = self.data.path / FILE
        self.clock = clock
        self.positions: dict[str, Scheduled] = {}
        self.answers: list[Answer] = []
        self.learnt: set[str] = set()  # the keys of positions that left the set
        self._writable = True  # False while an unreadable file could not be moved aside
        self.problem: str | None = None
        self.load()

    # --- reading --------------------------------------------------------------------------

    def load(self) -> None:
        """Read the file again (none yet: an empty set)."""
        self.positions, self.answers, self.learnt = {}, [], set()
        self._writable, self.problem = True, None
        if not os.path.lexists(self.path):
            return
        try:
            self._read(read_bytes(self.path, MAX_BYTES, follow_links=False))
        except (DvonnError, UnicodeDecodeError) as error:
            self.positions, self.answers, self.learnt = {}, [], set()
            self._set_aside(str(error))

    def _read(self, raw: bytes) -> None:
        data = parse_json(raw.decode("utf-8"), MAX_DEPTH)
        if not isinstance(data, Mapping) or data.get("format") != FORMAT:
            raise NotationError("it is not a training set of DVONN 3D")
        if data.get("version") != VERSION:
            raise NotationError(f"it is not of version {VERSION}")
        positions = _list(data.get("positions"), "positions", MAX_POSITIONS)
        answers = _list(data.get("answers"), "answers", MAX_ANSWERS)
        learnt = _list(data.get("learnt"), "learnt", MAX_LEARNT)
        for item in positions:
            position = Scheduled.from_json(item)
            self.positions[position.exercise.key] = position
        self.answers = sorted((Answer.from_json(item) for item in answers), key=lambda a: a.at)
        if not all(isinstance(key, str) and len(key) <= 220 for key in learnt):
            raise NotationError("a learnt position is not named")
        self.learnt = {str(key) for key in learnt}

    def _set_aside(self, reason: str) -> None:
        """Keep the unreadable file under another name, never deleted; say so."""
        kept = unreadable_name(self.path)
        try:
            os.replace(self.path, kept)
        except OSError as error:
            self._writable = False
            text = translate(
                "Training",
                "Your training set could not be read (%1). It was left as it is at %2 and "
                "nothing is written over it (%3).",
            )
            self.problem = fill(text, reason, self.path, describe(error))
            return
        text = translate(
            "Training",
            "Your training set could not be read (%1). The file was kept as %2 and the "
            "training starts again from an empty set.",
        )
        self.problem = fill(text, reason, kept)

    # --- writing --------------------------------------------------------------------------

    def save(self) -> bool:
        """Write the set whole (see the module's docstring); False with ``problem`` set when
        it could not be."""
        if not self._writable:
            return False
        body = {
            "format": FORMAT,
            "version": VERSION,
            "positions": [position.to_json() for position in self.positions.values()],
            "answers": [answer.to_json() for answer in self.answers[-MAX_ANSWERS:]],
            "learnt": sorted(self.learnt)[-MAX_LEARNT:],
        }
        data = json.dumps(body, ensure_ascii=False, indent=1).encode("utf-8")
        temporary = self.path.with_name(f".{self.path.stem}.{secrets.token_hex(4)}.tmp")
        try:
            if len(data) > MAX_BYTES:
                raise OSError(errno.EFBIG, "the training set is too large to keep")
            private_folder(self.data.path)
            write_new(temporary, data)
            os.replace(temporary, self.path)
        except OSError as error:
            text = translate("Training", "Your training set could not be saved: %1")
            self.problem = fill(text, describe(error, self.path))
            return False
        finally:
            with contextlib.suppress(OSError):
                temporary.unlink()
        return True

    # --- what is in it --------------------------------------------------------------------

    def add(self, exercises: Iterable[Exercise]) -> int:
        """Add the positions not there yet (one there gets the newer exercise, its schedule
        kept; a learnt one stays out); how many joined.  Saved when any changed."""
        now, joined, changed = self.clock(), 0, False
        for given in exercises:
            exercise = Exercise.from_json(given.to_json())  # as the file will give it back
            key = exercise.key
            if key in self.learnt:
                continue
            old = self.positions.get(key)
            if old is None:
                if len(self.positions) >= MAX_POSITIONS:
                    break
                self.positions[key] = Scheduled(exercise, Schedule.joined(now), now)
                joined += 1
                changed = True
            elif old.exercise != exercise:
                self.positions[key] = replace(old, exercise=exercise)
                changed = True
        if changed:
            self.save()
        return joined

    def due(self) -> list[Exercise]:
        """The positions due now, the longest due first (then by game and move)."""
        now = self.clock()
        due = [p for p in self.positions.values() if p.schedule.is_due(now)]
        due.sort(key=lambda p: (p.schedule.due, p.exercise.game, p.exercise.ply))
        return [p.exercise for p in due]

    def next_due(self) -> datetime | None:
        """When the next position is due (None: the set is empty)."""
        return min((p.schedule.due for p in self.positions.values()), default=None)

    def answer(self, key: str, outcome: Outcome) -> bool:
        """Grade position ``key`` by ``outcome`` and save; True when it left the set (found
        often enough).  An unknown key (removed meanwhile) changes nothing."""
        position = self.positions.get(key)
        if position is None:
            return False
        now = self.clock()
        schedule = position.schedule.answered(outcome, now)
        self.answers.append(Answer(now, key, outcome))
        del self.answers[:-MAX_ANSWERS]
        left = schedule.learnt
        if left:
            del self.positions[key]
            self.learnt.add(key)
        else:
            self.positions[key] = replace(position, schedule=schedule)
        self.save()
        return left

    def of_game(self, game: str) -> list[str]:
        """The keys of the positions from game ``game``."""
        return [key for key, p in self.positions.items() if p.exercise.game == game]

    def remove_game(self, game: str) -> int:
        """Take game ``game``'s positions out of the set (its answers stay in the history);
        how many went."""
        keys = self.of_game(game)
        for key in keys:
            del self.positions[key]
        if keys:
            self.save()
        return len(keys)

    def exercises(self, keys: Sequence[str]) -> list[Exercise]:
        return [self.positions[key].exercise for key in keys if key in self.positions]


def _list(value: object, what: str, limit: int) -> list[object]:
    if not isinstance(value, list) or len(value) > limit:
        raise NotationError(f"its {what} are not a list of at most {limit}")
    return value
