"""The library's files, done safely: private folders, entries never written or read through a
link (see ``app.library``; the lock by which a window owns an entry is ``app.entry_lock``)."""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
import tempfile
import time
from pathlib import Path

from app.data_folder import STRAY_AGE_SECONDS
from app.entry_lock import EntryLock
from engine import records
from engine.errors import DvonnError, RecordParseError
from engine.records import GameRecord
from engine.records.dvn import read_dvn

# The one limit of an entry, written and read: room for any record the app opens (at most
# MAX_RECORD_BYTES, 1 MiB) written in our format, where every character may take twice its
# room (a Latin-1 letter in UTF-8, a quote or a brace escaped), with a clock value and a
# review annotation after each of its moves (up to a kilobyte each, for at most 1,000 moves).
MAX_ENTRY_BYTES = 4 << 20
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


class LibraryError(OSError):
    """An entry that cannot be written or read safely; the message is for the player."""


class ReadOnlyFolder(LibraryError):
    """A folder the player made read-only (their own bits forbid writing): left so, even for
    root, who could write there anyway; ``filename`` is the folder."""

    def __init__(self, folder: Path) -> None:
        super().__init__(errno.EACCES, "the folder is read-only", str(folder))


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
    0700; an existing one loses any bits for the group and others, while the player's own
    bits stay as they are.  ReadOnlyFolder when the folder of ours it would be made in is
    read-only; LibraryError when it is a link or someone else's."""
    missing: list[Path] = []
    probe = path
    while not os.path.lexists(probe) and probe.parent != probe:
        missing.append(probe)
        probe = probe.parent
    if missing:
        writable_if_ours(probe)
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
    mode = stat.S_IMODE(info.st_mode)
    if mode & 0o077:
        os.chmod(path, mode & 0o700)


def writable_if_ours(folder: Path) -> None:
    """ReadOnlyFolder when ``folder`` is the player's own and their bits forbid making files
    in it (a choice respected even by root, whom the system would let write)."""
    info = os.stat(folder)
    ours = not hasattr(os, "geteuid") or info.st_uid == os.geteuid()
    needed = stat.S_IWUSR | stat.S_IXUSR
    if ours and stat.S_ISDIR(info.st_mode) and info.st_mode & needed != needed:
        raise ReadOnlyFolder(folder)


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
    """An entry's record, read without following a link; RecordParseError when unreadable.
    Our own format, with the entry's limit (``MAX_ENTRY_BYTES``) for its size in bytes and
    no other: what the library writes, it reads back."""
    text = records.decode(records.read_bytes(path, MAX_ENTRY_BYTES, follow_links=False))
    if not text.strip():
        raise RecordParseError("there is no game in it: the record is empty")
    return read_dvn(text)


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


def write_entry(path: Path, data: bytes, record: GameRecord) -> None:
    """Write the entry ``path`` through a new temporary file next to it (``.NAME.XXXX.tmp``)
    that is read back and checked (the same moves from the same start) before it is renamed
    over the old entry; LibraryError or OSError when it cannot be."""
    temporary = path.with_name(f".{path.stem}.{secrets.token_hex(4)}.tmp")
    try:
        write_new(temporary, data)
        back = read_entry(temporary)
        if back.moves != record.moves or back.start != record.start:
            raise LibraryError(errno.EIO, "the game read back is not the one written")
        os.replace(temporary, path)
    except DvonnError as error:
        raise LibraryError(errno.EIO, f"the game written cannot be read back: {error}") from None
    finally:
        with contextlib.suppress(FileNotFoundError):
            temporary.unlink()


def remove_strays(folder: Path, suffix: str, lock_suffix: str) -> None:
    """Remove what interrupted writes left in ``folder``: temporary files, and locks without
    their entry that nobody holds; young ones may belong to another window still running."""
    now = time.time()
    with contextlib.suppress(OSError):
        for stray in folder.glob(".*.tmp"):
            with contextlib.suppress(OSError):
                if now - os.lstat(stray).st_mtime > STRAY_AGE_SECONDS:
                    stray.unlink()
    with contextlib.suppress(OSError):
        for lock in folder.glob(f"*{lock_suffix}"):
            with contextlib.suppress(OSError):
                info = os.lstat(lock)
                entry = folder / f"{lock.name[: -len(lock_suffix)]}{suffix}"
                orphan = stat.S_ISREG(info.st_mode) and not os.path.lexists(entry)
                old = now - info.st_mtime > STRAY_AGE_SECONDS
                if orphan and old and not EntryLock.held_elsewhere(lock):
                    lock.unlink()
