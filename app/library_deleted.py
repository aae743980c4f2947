"""The library's deleted games: ``games/.deleted/``, where an entry deleted in My games waits
until the window that deleted it closes, so that Undo delete can bring it back.

A deleted entry is aged from the moment it was deleted: its modification time becomes that
moment (the time it was last saved is kept here and given back when it is restored), and the
window that deleted it holds a lock on it while it runs.  The start of any window removes
only what a window that did not close cleanly (a crash) left: deleted entries that nobody
holds, deleted more than a day ago.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import time
from dataclasses import dataclass
from pathlib import Path

from app.entry_lock import EntryLock, try_lock

DELETED = ".deleted"
DELETED_AGE_SECONDS = 86_400  # deleted entries left by a window that did not close cleanly
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


@dataclass(frozen=True, slots=True)
class _Deleted:
    name: str
    times: tuple[int, int]  # (access, modification) in ns before it was deleted
    lock: EntryLock | None  # held while this window runs: nobody else removes it


class DeletedGames:
    """The entries this window deleted, newest last, in ``games/.deleted``."""

    def __init__(self, games: Path, suffix: str) -> None:
        self.games = games
        self.folder = games / DELETED
        self.suffix = suffix
        self._deleted: list[_Deleted] = []

    def __bool__(self) -> bool:
        return bool(self._deleted)

    def _kept(self, name: str) -> Path:
        return self.folder / f"{name}{self.suffix}"

    def _entry(self, name: str) -> Path:
        return self.games / f"{name}{self.suffix}"

    def move_in(self, name: str) -> None:
        """Move entry ``name`` here, aged from now; OSError when it cannot be (nothing changes
        then).  The caller owns the entry (its lock) meanwhile."""
        entry, kept = self._entry(name), self._kept(name)
        info = os.lstat(entry)
        if not stat.S_ISREG(info.st_mode):
            raise FileNotFoundError(errno.ENOENT, "the game is not in the library", str(entry))
        now = time.time_ns()
        os.utime(entry, ns=(now, now))
        try:
            os.replace(entry, kept)
        except OSError:
            with contextlib.suppress(OSError):
                os.utime(entry, ns=(info.st_atime_ns, info.st_mtime_ns))
            raise
        self._deleted.append(_Deleted(name, (info.st_atime_ns, info.st_mtime_ns), _hold(kept)))

    def bring_back(self) -> str | None:
        """Restore the entry deleted last, with the time it was last saved; its name, or None
        when an entry of that name is in the library again."""
        if not self._deleted:
            return None
        deleted = self._deleted.pop()
        if deleted.lock is not None:
            deleted.lock.release()
        entry = self._entry(deleted.name)
        if os.path.lexists(entry):
            return None
        os.replace(self._kept(deleted.name), entry)
        with contextlib.suppress(OSError):
            os.utime(entry, ns=deleted.times)
        return deleted.name

    def remove_all(self) -> None:
        """The window closes: what it deleted is gone for good."""
        for deleted in self._deleted:
            if deleted.lock is not None:
                deleted.lock.release()
            with contextlib.suppress(OSError):
                self._kept(deleted.name).unlink()
        self._deleted.clear()

    def remove_strays(self) -> None:
        """Remove what windows that did not close cleanly left: entries deleted more than a day
        ago that no running window holds."""
        now = time.time()
        with contextlib.suppress(OSError):
            for stray in self.folder.glob(f"*{self.suffix}"):
                with contextlib.suppress(OSError):
                    info = os.lstat(stray)
                    if now - info.st_mtime <= DELETED_AGE_SECONDS:
                        continue
                    if not stat.S_ISREG(info.st_mode) or not EntryLock.held_elsewhere(stray):
                        stray.unlink()


def _hold(path: Path) -> EntryLock | None:
    """A lock on the deleted entry at ``path``, None when none can be taken (it is then only
    kept for a day after a crash)."""
    try:
        descriptor = os.open(path, os.O_RDONLY | _NOFOLLOW | _CLOEXEC)
    except OSError:
        return None
    try:
        if try_lock(descriptor, path):
            return EntryLock(descriptor)
    except OSError:
        pass
    os.close(descriptor)
    return None
