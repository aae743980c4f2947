"""The library of the player's games: every game played, opened or pasted is kept as an entry.

An entry is one file in our own format (``games/NAME.dvn`` in the data folder), written after
every move: the game in progress is simply the newest unfinished entry.  Nothing ordinary
deletes an entry (a new game, opening a file, finishing, resigning, quitting); deleting is an
explicit action, and a deleted entry waits in ``games/.deleted/`` until the window that
deleted it closes, so that it can be restored.

Safety, whatever the umask or the folder's history: the folders are made 0700 (again, when
they were removed while the app runs), lose any bits for the group and others (a folder the
player made read-only stays so: nothing is saved there) and must belong to the player and not
be links; entries are created 0600 with ``O_EXCL`` and ``O_NOFOLLOW``, written to a temporary
file, read back and checked, then renamed into place (a rename replaces a link, never writes
through it); entries are read with ``O_NOFOLLOW``.

Two windows share the library: a window *owns* the entry it plays by holding an exclusive lock
on ``NAME.lock`` (``app.entry_lock``).  An entry locked by another window is never written,
claimed or deleted here; a lock file that cannot be used makes no entry busy.

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
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

from PyQt6.QtCore import QCoreApplication

from app.data_folder import DataFolder, describe, has_home
from app.entry_lock import EntryLock
from app.i18n import fill
from app.library_deleted import DELETED, DeletedGames
from app.library_entry import Entry, same_game
from app.library_files import (
    LibraryError,
    ReadOnlyFolder,
    can_write_in,
    entry_text,
    private_folder,
    read_entry,
    remove_strays,
    unreadable_name,
    writable_if_ours,
    write_entry,
)
from engine.errors import DvonnError
from engine.records import GameRecord

__all__ = ["RETRY_SECONDS", "Entry", "Library", "same_game"]

FOLDER = "games"
SUFFIX = ".dvn"
LOCK_SUFFIX = ".lock"
LEGACY_AUTOSAVE = "autosave.dvn"  # where the game in progress was kept before the library
RETRY_SECONDS = 30  # a failed save is tried again after every move and this often
# Errors that keep a usable lock file from being made: when nobody holds the lock, the entry is
# owned without one (taken as soon as it can be made; saving there fails meanwhile anyway).
_NO_ROOM = (errno.ENOSPC, errno.EDQUOT, errno.EROFS)

translate = QCoreApplication.translate


def _failing(reason: str) -> str:
    text = translate(
        "Library",
        "The game is not being saved: %1. It is tried again after every move and every %2 "
        "seconds; save the game elsewhere to keep it.",
    )
    return fill(text, reason, RETRY_SECONDS)


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
        self._lock: EntryLock | None = None  # None while owned without a lock (see _NO_ROOM)
        self._deleted = DeletedGames(self.folder, SUFFIX)  # deleted this session
        self._cache: dict[str, tuple[tuple[int, int], Entry]] = {}
        self._folder_ready = False
        self.migrated: str | None = None  # the old autosave's entry, when one was taken in
        self.migration_problem: str | None = None  # why the old autosave was not taken in
        self.problem = self._prepare()
        if self.problem is None:
            self._remove_strays()
            self._migrate()

    def _prepare(self) -> str | None:
        """Make the folders ready (again, when they were removed); the problem for the player
        when they cannot be used."""
        self._folder_ready = False
        if self._homeless:  # never folders at the root of the file system
            return _failing(translate("Library", "there is no home folder to keep games in"))
        try:
            private_folder(self.data.path)
            private_folder(self.folder)
            writable_if_ours(self.folder)
            private_folder(self.folder / DELETED)
            can_write_in(self.folder)
        except ReadOnlyFolder as error:  # the player's choice, left as it is
            text = translate("Library", "the folder of your games %1 is read-only")
            return _failing(fill(text, self._named(error)))
        except OSError as error:
            text = translate("Library", "the folder of your games %1 cannot be used (%2)")
            return _failing(fill(text, self._named(error), error.strerror or str(error)))
        self._folder_ready = True
        return None

    def _named(self, error: OSError) -> Path:
        """What an error is about, for the player: the file or folder it names, but never
        one of the library's hidden temporary files (a write, a probe): its folder then."""
        filename = getattr(error, "filename", None)
        if not filename:
            return self.folder
        path = Path(os.fsdecode(filename))
        return path.parent if path.name.startswith(".") and path.name != DELETED else path

    def path_of(self, name: str) -> Path:
        return self.folder / f"{name}{SUFFIX}"

    def _lock_path(self, name: str) -> Path:
        return self.folder / f"{name}{LOCK_SUFFIX}"

    # --- the entry this window owns ----------------------------------------------------------

    def save(self, record: GameRecord) -> str | None:
        """Write ``record`` as this window's entry (a new one if it owns none); the problem for
        the player instead of raising, None when saved.  Folders removed meanwhile are made
        again first, as at the start."""
        try:
            data = entry_text(record)
        except OSError as error:
            return self._failed(error)
        for first in (True, False):
            if not self._folder_ready or self._folders_gone():
                if self._lock is not None:  # the lock file went with the folder
                    self._lock.release()
                    self._lock = None
                self.problem = self._prepare()
                if self.problem is not None:
                    return self.problem
            try:
                self._save(data, record)
            except OSError as error:
                if first and self._folders_gone():
                    continue  # removed meanwhile: made again, and the game saved there
                return self._failed(error)
            self.problem = None
            return None
        return self.problem

    def _folders_gone(self) -> bool:
        return not all(
            os.path.isdir(folder) and not os.path.islink(folder)
            for folder in (self.data.path, self.folder, self.folder / DELETED)
        )

    def _failed(self, error: OSError) -> str:
        self.problem = _failing(f"{error.strerror or error}: {self._named(error)}")
        return self.problem

    def _save(self, data: bytes, record: GameRecord) -> None:
        if self.current is not None and self._lock is None:
            self._relock()
        new = self.current is None
        if new:
            self._own(self._new_name())
        assert self.current is not None
        try:
            self._write(self.current, data, record)
        except OSError:
            if new:  # no entry, no lock: the next save makes both again
                self.start_new()
            raise

    def _relock(self) -> None:
        """Take the lock of the entry owned without one; when another window took it
        meanwhile, the game becomes a new entry (the other window's stays as it is)."""
        assert self.current is not None
        with contextlib.suppress(OSError):  # still none: owned as before
            lock = EntryLock.take(self._lock_path(self.current))
            if lock is None:
                self.current = None
            self._lock = lock

    def claim(self, name: str) -> bool:
        """Own entry ``name`` (to play or review it), letting the current one go; False when
        another window owns it (nothing changes then); OSError, said as what it is, when its
        lock cannot be taken for any other reason."""
        if name == self.current:
            return True
        lock = self._take_lock(name)
        if lock is False:
            return False
        self.start_new()
        self.current, self._lock = name, lock if isinstance(lock, EntryLock) else None
        return True

    def _take_lock(self, name: str) -> EntryLock | bool:
        """The lock of entry ``name``; False when another window holds it; True when nobody
        does and no usable lock file can be made (see ``_NO_ROOM``)."""
        path = self._lock_path(name)
        try:
            lock = EntryLock.take(path)
        except OSError as error:
            if error.errno in _NO_ROOM and not EntryLock.held_elsewhere(path):
                return True
            raise
        return False if lock is None else lock

    def start_new(self) -> None:
        """Let the current entry go (it stays in the library); the next save makes a new one.
        A lock without its entry (the entry's first write failed) is removed."""
        if self._lock is not None:
            if self.current is not None and not os.path.lexists(self.path_of(self.current)):
                with contextlib.suppress(OSError):
                    self._lock_path(self.current).unlink()
            self._lock.release()
        self.current = self._lock = None

    def close(self) -> None:
        """The window closes: its entry stays; what it deleted is gone for good."""
        self.start_new()
        self._deleted.remove_all()

    def _own(self, name: str) -> None:
        lock = EntryLock.take(self._lock_path(name))
        if lock is None:  # a fresh random name: nobody else can hold it
            raise LibraryError(errno.EBUSY, "the new game's entry is in use", name)
        self.start_new()
        self.current, self._lock = name, lock

    @staticmethod
    def _new_name() -> str:
        return f"{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(3)}"

    def _write(self, name: str, data: bytes, record: GameRecord) -> None:
        write_entry(self.path_of(name), data, record)

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
        return EntryLock.held_elsewhere(self._lock_path(name))

    def find_same(self, record: GameRecord) -> Entry | None:
        """The entry holding the same game as ``record`` (opening a file twice keeps one)."""
        for entry in self.entries():
            if entry.record is not None and not entry.busy and same_game(entry.record, record):
                return entry
        return None

    # --- deleting, explicitly ------------------------------------------------------------------

    def delete(self, name: str) -> bool:
        """Move entry ``name`` to the deleted games, restorable until this window closes;
        False when it is the game this window plays or another window's; OSError, said as
        what it is, when it cannot be done."""
        if name == self.current:
            return False
        lock = self._take_lock(name)
        if lock is False:
            return False
        try:
            self._deleted.move_in(name)
            with contextlib.suppress(OSError):
                self._lock_path(name).unlink()
        finally:
            if isinstance(lock, EntryLock):
                lock.release()
        self._cache.pop(name, None)
        return True

    def rewrite(self, name: str, change: Callable[[GameRecord], GameRecord]) -> bool:
        """Write entry ``name`` again as ``change`` makes its record (a review done in the
        background added), keeping the time it was last saved; False when it is this window's
        game, another window's, or unreadable; OSError when it cannot be written."""
        if name == self.current:
            return False
        lock = self._take_lock(name)
        if lock is False:
            return False
        path = self.path_of(name)
        try:
            info = os.lstat(path)
            record = change(read_entry(path))
            self._write(name, entry_text(record), record)
            os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))
        except DvonnError:
            return False
        finally:
            if isinstance(lock, EntryLock):
                lock.release()
        self._cache.pop(name, None)
        return True

    def can_undelete(self) -> bool:
        return bool(self._deleted)

    def undelete(self) -> str | None:
        """Bring back the entry deleted last this session (with the time it was last saved);
        its name, or None."""
        return self._deleted.bring_back()

    # --- start-up ------------------------------------------------------------------------------

    def _remove_strays(self) -> None:
        """What interrupted writes and windows that did not close cleanly left: temporary
        files, locks without their entry, deleted entries; young ones (and any that a window
        holds) may belong to another window still running."""
        remove_strays(self.folder, SUFFIX, LOCK_SUFFIX)
        self._deleted.remove_strays()
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
