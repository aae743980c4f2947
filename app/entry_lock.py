"""The lock by which one window owns an entry of the library (see ``app.library``).

A window owns an entry while it holds an exclusive lock on ``NAME.lock`` (``flock``; released
by the system when the process ends, even on a crash).  Only a lock that someone holds makes
an entry busy: ``flock`` answering "would block" (``EWOULDBLOCK``/``EAGAIN``).  Every other
failure is an OSError that says what it is (no room to make the lock file, a file system
without locks…), never "open in another window".

A lock file that cannot be used as one (a folder, a link, a special file, or a file the
player may not open, such as root's left by one ``sudo dvonn``) would make its game
unreachable for ever: it is replaced by a new lock file, unless a process holds a lock on
it (``/proc/locks`` tells, on Linux).  A folder is removed when empty and moved aside
(``NAME.lock-unusable-DATE``) otherwise: nothing is deleted but an empty folder.  One window
at a time replaces a lock file in a folder (a lock on the folder itself).
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # a FIFO swapped in is never waited for
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)
PROC_LOCKS = Path("/proc/locks")


class EntryLock:
    """An exclusive lock on a lock file, held while this window owns an entry."""

    def __init__(self, descriptor: int) -> None:
        self._descriptor: int | None = descriptor

    @classmethod
    def take(cls, path: Path) -> EntryLock | None:
        """The lock on ``path`` (the file made 0600 when missing), or None when another window
        (or program) holds it; OSError for any other failure.  A lock file that cannot be
        used is replaced (see the module's notes)."""
        descriptor = _open(path)
        if descriptor is None:  # not usable as a lock file: replaced unless someone holds it
            return None if (fresh := _replace(path)) is None else cls(fresh)
        for attempt in range(3):  # another window may be looking at it this very moment
            if _locked(descriptor, path, keep_open=True):
                return cls(descriptor)
            time.sleep(0.01 * (attempt + 1))
        os.close(descriptor)
        return None

    @staticmethod
    def held_elsewhere(path: Path) -> bool:
        """Whether another window (or program) holds the lock on ``path``; False when nobody
        does or it cannot be told (taking the lock then says why).  Looking takes the lock
        a moment."""
        try:
            info = os.lstat(path)
        except OSError:
            return False
        descriptor = None
        if stat.S_ISREG(info.st_mode):
            with contextlib.suppress(OSError):  # read-only is enough, even on a read-only disk
                descriptor = os.open(path, os.O_RDONLY | _NOFOLLOW | _CLOEXEC | _NONBLOCK)
        if descriptor is None:
            return held_by_a_process(path)
        try:
            return not try_lock(descriptor, path)
        except OSError:
            return False
        finally:
            os.close(descriptor)  # a lock taken just to look is released with it

    def release(self) -> None:
        if self._descriptor is not None:
            os.close(self._descriptor)  # closing releases the lock
            self._descriptor = None


def _open(path: Path) -> int | None:
    """A descriptor of the lock file ``path`` (made 0600 when missing); None when what is there
    cannot be used as a lock file; OSError when it cannot be made or opened otherwise."""
    try:
        info: os.stat_result | None = os.lstat(path)
    except FileNotFoundError:
        info = None
    if info is not None and not stat.S_ISREG(info.st_mode):
        return None
    flags = _NOFOLLOW | _CLOEXEC | _NONBLOCK
    not_a_file = (errno.ELOOP, errno.EISDIR, errno.ENXIO)  # a link or a folder swapped in
    try:
        descriptor = os.open(path, os.O_RDWR | os.O_CREAT | flags, 0o600)
    except OSError as error:
        if error.errno in not_a_file:
            return None
        if info is None:
            raise  # it cannot be made: no room, a read-only file system…
        try:  # a lock needs no writing: someone else's file, a read-only file system
            descriptor = os.open(path, os.O_RDONLY | flags)
        except OSError as again:
            if again.errno in (errno.EACCES, errno.EPERM, *not_a_file):
                return None
            raise
    if not stat.S_ISREG(os.fstat(descriptor).st_mode):
        os.close(descriptor)
        return None
    return descriptor


def _locked(descriptor: int, path: Path, keep_open: bool = False) -> bool:
    """Lock ``descriptor``: True when locked; else False (someone holds it), the descriptor
    closed unless ``keep_open``; OSError (the descriptor closed) for any other failure."""
    try:
        if try_lock(descriptor, path):
            return True
    except OSError:
        os.close(descriptor)
        raise
    if not keep_open:
        os.close(descriptor)
    return False


def _replace(path: Path) -> int | None:
    """A new lock file in place of the unusable one at ``path``, locked: its descriptor; None
    when a process holds a lock on the old one."""
    with _folder_locked(path.parent):
        descriptor = _open(path)  # another window may have replaced it meanwhile
        if descriptor is not None:
            return descriptor if _locked(descriptor, path) else None
        if held_by_a_process(path):
            return None
        fresh, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        try:
            try_lock(fresh, path)  # a new file: nobody else has it
            if stat.S_ISDIR(os.lstat(path).st_mode):
                try:
                    os.rmdir(path)
                except OSError:  # not empty: kept, under another name
                    os.rename(path, _aside(path))
            os.replace(temporary, path)
        except BaseException:
            os.close(fresh)
            with contextlib.suppress(OSError):
                os.unlink(temporary)
            raise
        return fresh


def _aside(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}-unusable-{stamp}")
    number = 1
    while os.path.lexists(aside):
        number += 1
        aside = path.with_name(f"{path.name}-unusable-{stamp}-{number}")
    return aside


def held_by_a_process(path: Path) -> bool:
    """Whether the system lists a lock on the file at ``path`` (``/proc/locks``, Linux): for a
    file that cannot be opened to ask ``flock``; False where that cannot be told."""
    try:
        inode = os.lstat(path).st_ino
        with PROC_LOCKS.open(encoding="ascii", errors="replace") as handle:
            listed = handle.read(1 << 22)
    except OSError:
        return False
    for line in listed.splitlines():  # "1: FLOCK  ADVISORY  WRITE 8018 fe:00:2146322 0 EOF"
        for field in line.split():
            parts = field.split(":")
            if len(parts) == 3 and parts[2].isdigit() and int(parts[2]) == inode:
                return True
    return False


if sys.platform == "win32":
    import msvcrt

    def try_lock(descriptor: int, path: Path) -> bool:
        """Lock ``descriptor`` without waiting: False when another holds the lock."""
        try:
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        except OSError as error:
            if error.errno in (errno.EACCES, errno.EDEADLOCK):  # Windows' "would block"
                return False
            raise OSError(error.errno, error.strerror, str(path)) from None
        return True

    @contextlib.contextmanager
    def _folder_locked(folder: Path) -> Iterator[None]:
        yield  # a folder cannot be locked there: replacing a lock file is not guarded

else:
    import fcntl

    def try_lock(descriptor: int, path: Path) -> bool:
        """Lock ``descriptor`` without waiting: False when another holds the lock (and only
        then); OSError naming ``path`` for any other failure."""
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as error:
            if error.errno in (errno.EAGAIN, errno.EWOULDBLOCK):
                return False
            raise OSError(error.errno, error.strerror, str(path)) from None
        return True

    @contextlib.contextmanager
    def _folder_locked(folder: Path) -> Iterator[None]:
        """One window at a time in ``folder`` (held briefly, while a lock file is replaced)."""
        descriptor = os.open(folder, os.O_RDONLY | _DIRECTORY | _NOFOLLOW | _CLOEXEC)
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX)
            yield
        finally:
            os.close(descriptor)
