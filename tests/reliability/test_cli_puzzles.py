"""Issue 37, items 2 and 5: files given to ``dvonn-engine puzzles`` and ``bench --corpus``.

A puzzle file is read by the record reader's rules (regular files only, a size limit) and
checked for depth and types: a FIFO, a link to /dev/zero, JSON nested 100,000 deep, a
``state`` that is a number and a 5,000-digit margin are each a message and exit status 2.
``bench --corpus`` checks that the archive can be read before any benchmark runs.
"""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.puzzles import DEFAULT_PATH

SHIPPED = json.loads(DEFAULT_PATH.read_text(encoding="utf-8"))


def engine(*args: str, timeout: float = 30) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        capture_output=True, text=True, timeout=timeout, check=False,
    )  # fmt: skip


def refused(done: subprocess.CompletedProcess[str], *words: str) -> None:
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert "Traceback" not in done.stderr and done.stdout == ""
    for word in words:
        assert word in done.stderr, done.stderr


def test_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "puzzles.json"
    os.mkfifo(fifo)
    refused(engine("puzzles", str(fifo)), "named pipe")


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_a_link_to_dev_zero_is_refused(tmp_path: Path) -> None:
    link = tmp_path / "puzzles.json"
    link.symlink_to("/dev/zero")  # only ever read, never written
    refused(engine("puzzles", str(link)), "a device")


def write(tmp_path: Path, text: str) -> str:
    path = tmp_path / "puzzles.json"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_json_nested_too_deep(tmp_path: Path) -> None:
    refused(engine("puzzles", write(tmp_path, "[" * 100_000 + "]" * 100_000)), "nested deeper")


def test_a_file_too_large(tmp_path: Path) -> None:
    refused(engine("puzzles", write(tmp_path, " " * (17 << 20) + "[]")), "too large")


def one_puzzle(**changes: object) -> str:
    entry = copy.deepcopy(SHIPPED[0])
    entry.update(changes)
    return json.dumps([entry])


@pytest.mark.parametrize(
    ("changes", "word"),
    [
        ({"state": 5}, "'state' must be a str"),
        ({"state": ["A"]}, "'state' must be a str"),
        ({"result": "White wins by " + "9" * 5000}, "'result' is longer"),
        ({"rating": int("9" * 4000)}, "'rating' has more than"),
        ({"later": 3}, "'later' must be a list"),
        ({"later": [3]}, "expected an object"),
        ({"solution": [1, 2]}, "puzzle"),
        ({"refutations": {"A1B2": 7}}, "puzzle"),
        ({"rating": float("nan")}, "not a JSON number"),
    ],
)
def test_entries_of_the_wrong_type(tmp_path: Path, changes: dict[str, object], word: str) -> None:
    text = one_puzzle(**changes)
    refused(engine("puzzles", write(tmp_path, text)), word)


def test_a_good_file_still_counts(tmp_path: Path) -> None:
    done = engine("puzzles", write(tmp_path, one_puzzle()))
    assert done.returncode == 0 and done.stdout.startswith("1 puzzles: "), done.stderr


@pytest.mark.parametrize("content", [b"this is not an archive\n" * 100, b"\x1f\x8b\x08\x00trunc"])
def test_bench_refuses_a_corpus_that_is_no_archive(tmp_path: Path, content: bytes) -> None:
    corpus = tmp_path / "corpus.tar.gz"
    corpus.write_bytes(content)
    done = engine("bench", "--corpus", str(corpus), timeout=60)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""  # before any benchmark
    assert "cannot be read as a .tar.gz archive" in done.stderr


def test_bench_refuses_a_truncated_archive(tmp_path: Path) -> None:
    import io
    import tarfile

    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as tar:
        data = os.urandom(200_000)  # random bytes do not compress: the cut falls inside
        info = tarfile.TarInfo("game.sgf")
        info.size = len(data)
        tar.addfile(info, io.BytesIO(data))
    corpus = tmp_path / "corpus.tar.gz"
    corpus.write_bytes(buffer.getvalue()[:100_000])
    done = engine("bench", "--corpus", str(corpus), timeout=60)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""
    assert "cannot be read as a .tar.gz archive" in done.stderr
