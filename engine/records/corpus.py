"""Replaying a whole archive of game records (a ``.tar.gz`` such as the team's Boardspace
corpus) in-process, for tests and benchmarks: nothing is unpacked to disk."""

from __future__ import annotations

import lzma
import tarfile
import zlib
from collections.abc import Iterator
from pathlib import Path

from engine.errors import DvonnError
from engine.records.files import MAX_RECORD_BYTES, decode, read_record
from engine.records.replay import ReplayLine, summarize


class ArchiveError(DvonnError):
    """A file that cannot be read as an archive (not one, truncated, unreadable)."""


def iter_archive(archive: str | Path) -> Iterator[tuple[str, bytes]]:
    """(member name, contents) of every regular file in the archive, in archive order;
    ArchiveError, where it happens, for a file that is no archive or a truncated one."""
    try:
        with tarfile.open(archive, "r:*") as tar:
            for member in tar:
                if not member.isfile():
                    continue
                handle = tar.extractfile(member)
                if handle is not None:  # past the limit, read_record refuses it as too large
                    yield member.name, handle.read(MAX_RECORD_BYTES + 1)
    except (tarfile.TarError, EOFError, OSError, zlib.error, lzma.LZMAError) as error:
        reason = getattr(error, "strerror", None) or error
        raise ArchiveError(f"{archive} cannot be read as a .tar.gz archive ({reason})") from None


def check_archive(archive: str | Path) -> int:
    """Read the whole archive once (not replaying it); the number of files in it, or
    ArchiveError."""
    return sum(1 for _ in iter_archive(archive))


def replay_bytes(name: str, data: bytes) -> ReplayLine:
    """The replay contract's object for one file's contents."""
    try:
        record = read_record(decode(data), name)
    except DvonnError as error:
        return {"file": name, "ok": False, "error": str(error)}
    return summarize(name, record)


def replay_archive_lines(archive: str | Path) -> Iterator[ReplayLine]:
    for name, data in iter_archive(archive):
        yield replay_bytes(name, data)


def replay_archive(archive: str | Path) -> int:
    """Replay every record in the archive; the number that replayed without error."""
    return sum(1 for line in replay_archive_lines(archive) if line["ok"])
