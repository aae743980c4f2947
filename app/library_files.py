"""The library's files, done safely: private folders, entries never written or read through a
link, and the lock by which one window owns an entry (see ``app.library``)."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
import tempfile
import time
from pathlib import Path

from engine import records
from engine.errors import DvonnError
from engine.records import GameRecord
from engine.records.files import MAX_RECORD_BYTES

# Our own entries may be larger than an outside record: a 1 MiB Latin-1 record takes up to
# 2 MiB in UTF-8, and a review adds a line per move.
MAX_ENTRY_BYTES = 4 * MAX_RECORD_BYTES
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


class LibraryError(OSError):
    """An entry that cannot be written or read safely; the message is for the player."""


# --- locks ----------------------------------------------------------------------------------


class EntryLock:
    """An exclusive lock on a lock file, held while this window owns an entry."""

    def __init__(self, descriptor: int) -> None:
        self._descriptor: int | None = descriptor

    @classmethod
    def take(cls, path: Path) -> EntryLock | None:
        """The lock on ``path`` (created 0600 if needed), or None when another window has it."""
        descriptor = os.open(path, os.O_RDWR | os.O_CREAT | _NOFOLLOW | _CLOEXEC, 0o600)
        for attempt in range(3):  # another window may be looking at it this very moment
            if try_lock(descriptor):
                return cls(descriptor)
            time.sleep(0.01 * (attempt + 1))
        os.close(descriptor)
        return None

    @staticmethod
    def held_elsewhere(path: Path) -> bool:
        """Whether another window holds the lock on ``path`` (looking takes it a moment)."""
        if not os.path.lexists(path):
            return False
        try:  # read-only is enough to look, even on a read-only file system
            descriptor = os.open(path, os.O_RDONLY | _NOFOLLOW | _CLOEXEC)
        except OSError:
            return True  # a lock file we cannot open: leave its entry alone
        try:
            return not try_lock(descriptor)
        finally:
            os.close(descriptor)  # a lock taken just to look is released with it

    def release(self) -> None:
        if self._descriptor is not None:
            os.close(self._descriptor)  # closing releases the lock
            self._descriptor = None


if sys.platform == "win32":
    import msvcrt

    def try_lock(descriptor: int) -> bool:
        try:
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

else:
    import fcntl

    def try_lock(descriptor: int) -> bool:
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as error:
            if error.errno in (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK):
                return False
            raise
        return True


# --- folders and files ------------------------------------------------------------------------


def unreadable_name(path: Path) -> Path:
    """A free name next to ``path`` for keeping it aside: ``NAME-unreadable-YYYYMMDD-HHMMSS``
    with its suffix, numbered when that name is taken."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.stem}-unreadable-{stamp}{path.suffix}")
    number = 1
    while os.path.lexists(aside):
        number += 1
        aside = path.with_name(f"{path.stem}-unreadable-{stamp}-{number}{path.suffix}")
    return aside


def can_write_in(folder: Path) -> None:
    """Raise the OSError that writing a file in ``folder`` meets (a read-only file system,
    a full disk…); a probe file is created and removed."""
    descriptor, probe = tempfile.mkstemp(prefix=".probe-", dir=folder)
    os.close(descriptor)
    os.unlink(probe)


def private_folder(path: Path) -> None:
    """Make ``path`` (and any missing parent) a folder of ours that only we may use: created
    0700, an existing one set to 0700; LibraryError when it is a link or someone else's."""
    missing: list[Path] = []
    probe = path
    while not os.path.lexists(probe) and probe.parent != probe:
        missing.append(probe)
        probe = probe.parent
    for folder in reversed(missing):
        with contextlib.suppress(FileExistsError):
            os.mkdir(folder, 0o700)
        os.chmod(folder, 0o700)  # just made by us: whatever the umask
    info = os.lstat(path)
    if stat.S_ISLNK(info.st_mode):
        raise LibraryError(errno.ELOOP, "the folder is a symbolic link", str(path))
    if not stat.S_ISDIR(info.st_mode):
        raise LibraryError(errno.ENOTDIR, "not a folder", str(path))
    if hasattr(os, "geteuid") and info.st_uid != os.geteuid():
        raise LibraryError(errno.EPERM, "the folder belongs to another user", str(path))
    if stat.S_IMODE(info.st_mode) != 0o700:
        os.chmod(path, 0o700)


def write_new(path: Path, data: bytes) -> None:
    """Write ``data`` to the new file ``path``, 0600, never through a link, flushed to disk."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC, 0o600)
    with os.fdopen(descriptor, "wb") as handle:
        handle.write(data)
        handle.flush()
        if hasattr(os, "fchmod"):
            os.fchmod(handle.fileno(), 0o600)  # whatever the umask
        os.fsync(handle.fileno())


def read_entry(path: Path) -> GameRecord:
    """An entry's record, read without following a link; RecordParseError when unreadable."""
    data = records.read_bytes(path, MAX_ENTRY_BYTES, follow_links=False)
    return records.read_record(records.decode(data), path.name, records.RecordFormat.DVN)


def entry_text(record: GameRecord) -> bytes:
    """What an entry file holds for ``record``: our own format in UTF-8; LibraryError when it
    cannot be kept whole (a format error, or larger than ``MAX_ENTRY_BYTES``)."""
    try:
        data = records.write_record(record, records.RecordFormat.DVN).encode("utf-8")
    except DvonnError as error:
        raise LibraryError(errno.EINVAL, str(error)) from None
    if len(data) > MAX_ENTRY_BYTES:
        raise LibraryError(
            errno.EFBIG,
            f"the game is too large to keep ({len(data)} bytes, at most {MAX_ENTRY_BYTES})",
        )
    return data
