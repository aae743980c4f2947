"""Issue 15, items 4, 7 and 12 (engine side): one reader for record files, used by the engine,
the CLI and the app.  Special files are refused before they are opened, at most the limit is
read, and an empty file is not a game."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest

from engine.errors import RecordParseError
from engine.records import MAX_RECORD_BYTES, read_file

T = TypeVar("T")
GAME = '[White "a"]\n[Black "b"]\n\n1. E3 C3 2. D4 *\n'


def within(seconds: float, work: Callable[[], T]) -> T:
    """``work()``'s result, failing the test (not hanging it) when it takes longer."""
    outcome: list[T] = []
    failure: list[BaseException] = []

    def run() -> None:
        try:
            outcome.append(work())
        except BaseException as error:  # handed to the test below
            failure.append(error)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still busy after {seconds} s (blocked on the file?)"
    if failure:
        raise failure[0]
    return outcome[0]


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    if not hasattr(os, "mkfifo"):
        pytest.skip("this system has no named pipes (os.mkfifo)")
    path = tmp_path / "fifo.dvn"
    os.mkfifo(path)
    return path


@pytest.fixture
def zero_link(tmp_path: Path) -> Path:
    if not Path("/dev/zero").exists():
        pytest.skip("this system has no /dev/zero")
    path = tmp_path / "zero.dvn"
    path.symlink_to("/dev/zero")
    return path


def refused(path: Path) -> str:
    with pytest.raises(RecordParseError) as caught:
        within(10, lambda: read_file(path))
    return str(caught.value)


def test_a_fifo_is_refused_without_waiting_for_a_writer(fifo: Path) -> None:
    assert "not a regular file but a named pipe (FIFO)" in refused(fifo)


def test_a_symlink_to_dev_zero_is_refused_as_a_device(zero_link: Path) -> None:
    assert "not a regular file but a device" in refused(zero_link)


def test_a_folder_is_refused(tmp_path: Path) -> None:
    assert "not a regular file but a folder" in refused(tmp_path)


def test_a_symlink_to_a_record_is_followed(tmp_path: Path) -> None:
    target = tmp_path / "game.dvn"
    target.write_text(GAME, encoding="utf-8")
    link = tmp_path / "link.dvn"
    link.symlink_to(target)
    assert [str(move) for move in read_file(link).moves] == ["E3", "C3", "D4"]


def test_a_huge_sparse_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "huge.dvn"
    with path.open("wb") as handle:
        handle.truncate(3 * 1024**3)  # 3 GiB of holes (sparse): a whole read would take seconds
    assert f"over {MAX_RECORD_BYTES} bytes" in refused(path)


def test_one_byte_over_the_limit_is_refused_and_the_limit_itself_is_read(tmp_path: Path) -> None:
    padded = GAME + " " * (MAX_RECORD_BYTES - len(GAME))
    path = tmp_path / "full.dvn"
    path.write_text(padded, encoding="ascii")
    assert len(read_file(path).moves) == 3
    path.write_text(padded + " ", encoding="ascii")
    assert "too large" in refused(path)


@pytest.mark.parametrize("content", [b"", b"\n\n  \t\n"])
def test_an_empty_file_is_not_a_game(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "empty.dvn"
    path.write_bytes(content)
    assert "empty" in refused(path)


def replay_json(*paths: Path) -> tuple[int, list[dict[str, object]], str]:
    process = subprocess.run(
        [sys.executable, "-m", "engine", "replay", "--json", *map(str, paths)],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    return (
        process.returncode,
        [json.loads(line) for line in process.stdout.splitlines()],
        (process.stderr),
    )


def test_replay_goes_past_special_and_empty_files(
    tmp_path: Path, fifo: Path, zero_link: Path
) -> None:
    good = tmp_path / "good.dvn"
    good.write_text(GAME, encoding="utf-8")
    empty = tmp_path / "empty.dvn"
    empty.write_bytes(b"")
    code, lines, errors = replay_json(fifo, zero_link, empty, tmp_path, good)
    assert code == 1 and "Traceback" not in errors
    assert [line["ok"] for line in lines] == [False, False, False, False, True]
    assert "named pipe" in str(lines[0]["error"]) and "device" in str(lines[1]["error"])
    assert "empty" in str(lines[2]["error"]) and "folder" in str(lines[3]["error"])
    assert lines[4]["plies"] == 3


def test_the_app_reads_files_through_the_same_reader(
    tmp_path: Path, fifo: Path, zero_link: Path
) -> None:
    from app.records_io import RecordError, load_game

    for path, reason in ((fifo, "named pipe"), (zero_link, "device"), (tmp_path, "folder")):
        with pytest.raises(RecordError, match=reason):
            within(10, lambda path=path: load_game(path))  # type: ignore[misc]


def test_the_library_follows_the_same_rules_as_opening_a_file(tmp_path: Path) -> None:
    """A NUL byte makes a file unreadable when opened, so it cannot be resumed either: not
    as an old autosave (moved aside, not deleted) nor as an entry of the library (listed as
    unreadable, left as it is)."""
    from app.library import Library
    from app.records_io import RecordError, load_game

    content = GAME.replace("D4", "D4 {a\x00b}").encode()  # the NUL in a comment
    old = tmp_path / "autosave.dvn"
    old.write_bytes(content)
    with pytest.raises(RecordError, match="not a text file"):
        load_game(old)
    library = Library(tmp_path)
    assert library.migration_problem is not None and "not a text file" in library.migration_problem
    assert not old.exists() and library.entries() == []  # moved aside, not deleted
    assert [p.read_bytes() for p in tmp_path.iterdir() if p.is_file()] == [content]
    entry_path = library.path_of("20250101-120000-abcdef")
    entry_path.write_bytes(content)
    [entry] = library.entries()
    assert entry.record is None and entry.problem is not None and "not a text file" in entry.problem
    assert not entry.resumable and entry_path.read_bytes() == content


def test_bench_refuses_a_fifo_as_its_corpus_at_once(fifo: Path) -> None:
    process = subprocess.run(
        [sys.executable, "-m", "engine", "bench", "--corpus", str(fifo)],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert process.returncode == 2 and "not a regular file" in process.stderr
