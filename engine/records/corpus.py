"""Replaying a whole archive of game records (a ``.tar.gz`` such as the team's Boardspace
corpus) in-process, for tests and benchmarks: nothing is unpacked to disk."""

from __future__ import annotations

import tarfile
from collections.abc import Iterator
from pathlib import Path

from engine.errors import DvonnError
from engine.records.files import MAX_RECORD_BYTES, decode, read_record
from engine.records.replay import ReplayLine, summarize


def iter_archive(archive: str | Path) -> Iterator[tuple[str, bytes]]:
    """(member name, contents) of every regular file in the archive, in archive order."""
    with tarfile.open(archive, "r:*") as tar:
        for member in tar:
            if not member.isfile():
                continue
            handle = tar.extractfile(member)
            if handle is not None:  # past the limit, read_record refuses it as too large
                yield member.name, handle.read(MAX_RECORD_BYTES + 1)


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
