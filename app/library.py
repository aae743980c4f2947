"""The library of the player's games: every game played, opened or pasted is kept as an entry.

An entry is one file in our own format (``games/NAME.dvn`` in the data folder), written after
every move: the game in progress is simply the newest unfinished entry.  Nothing ordinary
deletes an entry (a new game, opening a file, finishing, resigning, quitting); deleting is an
explicit action, and a deleted entry waits in ``games/.deleted/`` until the window that
deleted it closes, so that it can be restored.

Safety, whatever the umask or the folder's history: the folders are made (or made again) 0700
and must belong to the player and not be links; entries are created 0600 with ``O_EXCL`` and
``O_NOFOLLOW``, written to a temporary file, read back and checked, then renamed into place
(a rename replaces a link, never writes through it); entries are read with ``O_NOFOLLOW``.

Two windows share the library: a window *owns* the entry it plays by holding an exclusive lock
on ``NAME.lock`` (``flock``, released by the system when the process ends, even on a crash).
An entry locked by another window is never written, claimed or deleted here.

``Library.problem`` is what the player must know while games are not being saved (the banner);
nothing here raises on a storage failure during play.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
import time
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from PyQt6.QtCore import QCoreApplication

from app.data_folder import STRAY_AGE_SECONDS, DataFolder, describe, has_home
from app.i18n import fill
from app.library_files import (
    EntryLock,
    LibraryError,
    can_write_in,
    entry_text,
    private_folder,
    read_entry,
    unreadable_name,
    write_new,
)
from engine.errors import DvonnError
from engine.records import GameRecord, RecordResult

FOLDER = "games"
SUFFIX = ".dvn"
LOCK_SUFFIX = ".lock"
DELETED = ".deleted"
LEGACY_AUTOSAVE = "autosave.dvn"  # where the game in progress was kept before the library
RETRY_SECONDS = 30  # a failed save is tried again after every move and this often
DELETED_AGE_SECONDS = 86_400  # deleted entries left by a window that did not close cleanly

translate = QCoreApplication.translate


def _failing(reason: str) -> str:
    text = translate(
        "Library",
        "The game is not being saved: %1. It is tried again after every move and every %2 "
        "seconds; save the game elsewhere to keep it.",
    )
    return fill(text, reason, RETRY_SECONDS)


# --- what an entry holds --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Entry:
    """One game of the library, as listed: its name (the file's, without the suffix), when it
    was last saved, and its record (None with ``problem`` when the file cannot be read)."""

    name: str
    modified: float
    record: GameRecord | None
    problem: str | None = None
    busy: bool = False  # owned by another window

    @property
    def finished(self) -> bool:
        return self.record is not None and self.record.result is not RecordResult.UNFINISHED

    @property
    def resumable(self) -> bool:
        """Unfinished, readable, with moves, and not being played in another window."""
        record = self.record
        return record is not None and not self.finished and bool(record.moves) and not self.busy

    @property
    def plies(self) -> int:
        return len(self.record.moves) if self.record is not None else 0

    @property
    def reviewed(self) -> bool:
        """Whether the record carries a game review (``[%review …]`` comments)."""
        record = self.record
        return record is not None and any("[%review " in text for _, text in record.comments)


def same_game(first: GameRecord, second: GameRecord) -> bool:
    """Whether two records are one game: the same start, moves, players and date."""

    def key(record: GameRecord) -> tuple[object, ...]:
        return (record.start, record.moves, record.white, record.black, record.date)

    return key(first) == key(second)


# --- the library ------------------------------------------------------------------------------


class Library:
    """The games in ``DataFolder(directory)/games``, and the one this window owns.

    ``save`` writes the owned entry, making one the first time; ``claim`` takes over another
    (resuming it), ``start_new`` lets the current one go (the next save makes a new entry).
    """

    def __init__(self, directory: Path | None = None) -> None:
        self._homeless = directory is None and not has_home()
        self.data = DataFolder(directory)
        self.folder = self.data.path / FOLDER
        self.current: str | None = None  # the entry this window owns
        self._lock: EntryLock | None = None
        self._deleted: list[str] = []  # deleted this session, newest last
        self._cache: dict[str, tuple[tuple[int, int], Entry]] = {}
        self._folder_ready = False
        self.migrated: str | None = None  # the old autosave's entry, when one was taken in
        self.migration_problem: str | None = None  # why the old autosave was not taken in
        self.problem = self._prepare()
        if self.problem is None:
            self._remove_strays()
            self._migrate()

    def _prepare(self) -> str | None:
        """Make the folders ready; the problem for the player when they cannot be used."""
        self._folder_ready = False
        if self._homeless:  # never folders at the root of the file system
            return _failing(translate("Library", "there is no home folder to keep games in"))
        try:
            private_folder(self.data.path)
            private_folder(self.folder)
            private_folder(self.folder / DELETED)
            can_write_in(self.folder)
        except OSError as error:
            text = translate("Library", "the folder of your games %1 cannot be used (%2)")
            reason = error.strerror or str(error)
            return _failing(fill(text, getattr(error, "filename", None) or self.folder, reason))
        self._folder_ready = True
        return None

    def path_of(self, name: str) -> Path:
        return self.folder / f"{name}{SUFFIX}"

    # --- the entry this window owns ----------------------------------------------------------

    def save(self, record: GameRecord) -> str | None:
        """Write ``record`` as this window's entry (a new one if it owns none); the problem for
        the player instead of raising, None when saved."""
        if not self._folder_ready:
            self.problem = self._prepare()
            if self.problem is not None:
                return self.problem
        try:
            data = entry_text(record)
            if self.current is None:
                self._own(self._new_name())
            assert self.current is not None
            self._write(self.current, data, record)
        except OSError as error:
            self.problem = _failing(describe(error, self.folder))
        else:
            self.problem = None
        return self.problem

    def claim(self, name: str) -> bool:
        """Own entry ``name`` (to play or review it), letting the current one go; False when
        another window owns it (nothing changes then)."""
        if name == self.current:
            return True
        lock: EntryLock | None = None
        try:
            lock = EntryLock.take(self.folder / f"{name}{LOCK_SUFFIX}")
        except OSError as error:
            if error.errno != errno.EROFS:
                return False
            # Nothing can be written on a read-only file system, by any window: the game may
            # be played (and saved elsewhere) without a lock, unless another window holds one.
            if EntryLock.held_elsewhere(self.folder / f"{name}{LOCK_SUFFIX}"):
                return False
        else:
            if lock is None:
                return False
        self.start_new()
        self.current, self._lock = name, lock
        return True

    def start_new(self) -> None:
        """Let the current entry go (it stays in the library); the next save makes a new one."""
        if self._lock is not None:
            self._lock.release()
        self.current = self._lock = None

    def close(self) -> None:
        """The window closes: its entry stays; what it deleted is gone for good."""
        self.start_new()
        for name in self._deleted:
            with contextlib.suppress(OSError):
                (self.folder / DELETED / f"{name}{SUFFIX}").unlink()
        self._deleted.clear()

    def _own(self, name: str) -> None:
        lock = EntryLock.take(self.folder / f"{name}{LOCK_SUFFIX}")
        if lock is None:  # a fresh random name: nobody else can hold it
            raise LibraryError(errno.EBUSY, "the new game's entry is in use", name)
        self.start_new()
        self.current, self._lock = name, lock

    @staticmethod
    def _new_name() -> str:
        return f"{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(3)}"

    def _write(self, name: str, data: bytes, record: GameRecord) -> None:
        """Write an entry through a temporary file that is read back and checked first."""
        temporary = self.folder / f".{name}.{secrets.token_hex(4)}.tmp"
        try:
            write_new(temporary, data)
            back = read_entry(temporary)
            if back.moves != record.moves or back.start != record.start:
                raise LibraryError(errno.EIO, "the game read back is not the one written")
            os.replace(temporary, self.path_of(name))
        except DvonnError as error:
            raise LibraryError(
                errno.EIO, f"the game written cannot be read back: {error}"
            ) from None
        finally:
            with contextlib.suppress(FileNotFoundError):
                temporary.unlink()

    # --- every entry ----------------------------------------------------------------------------

    def entries(self) -> list[Entry]:
        """Every game in the library, the most recently saved first."""
        found = [entry for entry in self._scan() if entry is not None]
        return sorted(found, key=lambda entry: (entry.modified, entry.name), reverse=True)

    def _scan(self) -> Iterator[Entry | None]:
        try:
            names = sorted(os.listdir(self.folder))
        except OSError:
            return
        for file_name in names:
            if file_name.endswith(SUFFIX) and not file_name.startswith("."):
                yield self.entry(file_name[: -len(SUFFIX)])

    def entry(self, name: str) -> Entry | None:
        """Entry ``name`` as listed (read again only when its file changed); None when there
        is no such regular file."""
        try:
            info = os.lstat(self.path_of(name))
        except OSError:
            return None
        if not stat.S_ISREG(info.st_mode):
            return None  # never ours: nothing to list, nothing to follow
        key = (info.st_mtime_ns, info.st_size)
        cached = self._cache.get(name)
        if cached is not None and cached[0] == key:
            entry = cached[1]
        else:
            try:
                entry = Entry(name, info.st_mtime, read_entry(self.path_of(name)))
            except DvonnError as error:
                entry = Entry(name, info.st_mtime, None, str(error))
            self._cache[name] = (key, entry)
        busy = name != self.current and self._is_busy(name)
        return entry if busy == entry.busy else replace(entry, busy=busy)

    def _is_busy(self, name: str) -> bool:
        return EntryLock.held_elsewhere(self.folder / f"{name}{LOCK_SUFFIX}")

    def find_same(self, record: GameRecord) -> Entry | None:
        """The entry holding the same game as ``record`` (opening a file twice keeps one)."""
        for entry in self.entries():
            if entry.record is not None and not entry.busy and same_game(entry.record, record):
                return entry
        return None

    # --- deleting, explicitly ------------------------------------------------------------------

    def delete(self, name: str) -> bool:
        """Move entry ``name`` to the deleted games, restorable until this window closes;
        False when it is the game this window plays or another window's."""
        if name == self.current or self._is_busy(name):
            return False
        lock = EntryLock.take(self.folder / f"{name}{LOCK_SUFFIX}")
        if lock is None:
            return False
        try:
            os.replace(self.path_of(name), self.folder / DELETED / f"{name}{SUFFIX}")
            with contextlib.suppress(OSError):
                (self.folder / f"{name}{LOCK_SUFFIX}").unlink()
        finally:
            lock.release()
        self._deleted.append(name)
        self._cache.pop(name, None)
        return True

    def can_undelete(self) -> bool:
        return bool(self._deleted)

    def undelete(self) -> str | None:
        """Bring back the entry deleted last this session; its name, or None."""
        if not self._deleted:
            return None
        name = self._deleted.pop()
        kept = self.folder / DELETED / f"{name}{SUFFIX}"
        if os.path.lexists(self.path_of(name)):
            return None
        os.replace(kept, self.path_of(name))
        return name

    # --- start-up ------------------------------------------------------------------------------

    def _remove_strays(self) -> None:
        """Temporary files of interrupted writes, and deleted entries that a window which did
        not close cleanly left; young ones may belong to another window still running."""
        now = time.time()
        for folder, age, pattern in (
            (self.folder, STRAY_AGE_SECONDS, ".*.tmp"),
            (self.folder / DELETED, DELETED_AGE_SECONDS, f"*{SUFFIX}"),
        ):
            with contextlib.suppress(OSError):
                for stray in folder.glob(pattern):
                    with contextlib.suppress(OSError):
                        info = os.lstat(stray)
                        if now - info.st_mtime > age:
                            stray.unlink()
        self.data.remove_temporaries(LEGACY_AUTOSAVE)

    def _migrate(self) -> None:
        """Take an old ``autosave.dvn`` into the library (keeping its date), then remove it;
        one that cannot be read is moved aside, never deleted, and a link is left alone."""
        old = self.data.path / LEGACY_AUTOSAVE
        try:
            info = os.lstat(old)
        except OSError:
            return
        if not stat.S_ISREG(info.st_mode):
            return  # the app never wrote a link or a special file there: not ours to read
        try:
            record = read_entry(old)
        except DvonnError as error:
            self.migration_problem = self._move_aside(old, str(error))
            return
        name = self._new_name()
        try:
            self._write(name, entry_text(record), record)
            os.utime(self.path_of(name), (info.st_atime, info.st_mtime))
            old.unlink()
        except OSError as error:
            self.migration_problem = describe(error, old)
            return
        self.migrated = name

    def _move_aside(self, old: Path, reason: str) -> str:
        """Keep an unreadable old autosave under a new name; the message for the player."""
        kept = unreadable_name(old)
        try:
            os.replace(old, kept)
        except OSError as error:
            text = translate(
                "Library",
                "The autosaved game could not be read (%1). It was left as it is at %2 and "
                "nothing was deleted (%3).",
            )
            return fill(text, reason, old, describe(error))
        text = translate(
            "Library",
            "The autosaved game could not be read (%1). The file was kept as %2 and nothing "
            "was deleted.",
        )
        return fill(text, reason, kept)
