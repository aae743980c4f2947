"""Hostile input: whatever the text, reading a record succeeds or raises RecordParseError —
never another exception, never a hang.  A record that does read replays, converts and reads
back the same.

Hypothesis explores random and format-shaped text with a modest example count; a seeded loop
mutates real records (delete, duplicate and swap lines, flip characters, truncate, splice).
"""

from __future__ import annotations

import contextlib
import random
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.errors import RecordParseError
from engine.records import (
    MAX_RECORD_BYTES,
    GameRecord,
    RecordFormat,
    RecordWriteError,
    decode,
    read_record,
    write_record,
)
from engine.records.corpus import iter_archive
from engine.records.tree import GameTree

DATA = Path(__file__).resolve().parent / "data" / "records"
ARCHIVE = Path(__file__).resolve().parents[2].parent / "shared/data/boardspace-dvonn-sgf.tar.gz"
SECONDS = 2.0  # per input, generous for a busy machine; real records read in milliseconds

FUZZ = settings(
    max_examples=150,
    deadline=None,  # timed by hand below, with a clearer message
    suppress_health_check=[HealthCheck.too_slow],
)


def timed(action: Callable[[], object], limit: float = SECONDS) -> None:
    started = time.perf_counter()
    action()
    elapsed = time.perf_counter() - started
    assert elapsed < limit, f"took {elapsed:.2f} s"


def check(text: str) -> None:
    """Read ``text``; if it is a record, replay it and convert it through every format."""
    try:
        record = read_record(text)
    except RecordParseError:
        return
    try:
        record.to_game()
        GameTree.from_record(record)  # the side lines too
        legal = True
    except RecordParseError:
        legal = False
    with contextlib.suppress(RecordParseError):
        record.verify()
    for fmt in RecordFormat:
        try:
            written = write_record(record, fmt)
        except RecordWriteError:
            continue
        if len(written) > MAX_RECORD_BYTES:
            continue  # move numbers can make the text outgrow the reading limit
        if fmt is RecordFormat.DVN:
            assert read_record(written) == record
            assert write_record(read_record(written), fmt) == written
            continue
        try:
            again = read_record(written)
        except RecordParseError:
            # SGF and LittleGolem readers follow the game as they read: an illegal game may
            # not come back, but a legal one must.
            assert not legal
            continue
        # A legal game comes back move for move.  An illegal one is written as the format
        # lays moves out (a LittleGolem transcript gives White the 25th placement and the
        # first stack move in one turn), so its moves may come back shifted.
        assert again.moves == record.moves or not legal


# --- hypothesis -----------------------------------------------------------------------------

TOKENS = [
    "(", ")", ";", "[", "]", "{", "}", "\\", '"', " ", "\n", "\r\n", "\t", ".", "...", "-",
    "1.", "2.", "25.", "1...", "1-0", "0-1", "1/2-1/2", "*", "E3", "e3", "C3D4", "K5", "PASS",
    "pass", "resign", "Z9", "GM[Dvonn]", "GM[37]", "P0", "P1", "P-1", "[0 Start P0]",
    "[1 dropb C 3]", "[2 done]", "[3 pickb C 3]", "[4 move C 3 D 4]", "[5 pick wr 2]",
    "[6 resign]", "[7 edit]", "[8 reset]", '[id "x"]', "XS[49]", "RE[Game won by x]", "C[c]",
    "(1... C3)", "(2. D4 {x} F5)", "(;P1[3 dropb C 3];P1[4 done])",
    "Event [e]", "White [w]", '[White "w"]', '[Result "white"]', '[Setup "random"]',
    '[Position "-"]', '[Score "1-2"]', "{c}",
]  # fmt: skip


@FUZZ
@given(st.text(max_size=3000))
def test_random_text(text: str) -> None:
    timed(lambda: check(text))


@FUZZ
@given(st.binary(max_size=3000))
def test_random_bytes(data: bytes) -> None:
    def run() -> None:
        try:
            text = decode(data)
        except RecordParseError:
            return
        check(text)

    timed(run)


@FUZZ
@given(st.lists(st.sampled_from(TOKENS), max_size=300).map("".join))
def test_format_shaped_text(text: str) -> None:
    timed(lambda: check(text))


# --- mutations of real records --------------------------------------------------------------


def seeds() -> list[str]:
    """The sample records, and a few real Boardspace files when the corpus is there: old rack
    placement, a file with Boardspace's debugging second game tree, resignations."""
    texts = [path.read_text(encoding="utf-8") for path in sorted(DATA.iterdir())]
    if ARCHIVE.is_file():
        wanted = {
            "sgf/DV-Dumbot-nounouille-2008-06-05-1645.sgf",
            "sgf/DV-guest-WeakBot-2017-04-06-1802.sgf",
        }
        for name, data in iter_archive(ARCHIVE):
            if name in wanted or (name.endswith(".resign.sgf") and len(texts) < 6):
                texts.append(decode(data))
    return texts


def mutate(text: str, rng: random.Random) -> str:
    for _ in range(rng.randint(1, 3)):
        lines = text.splitlines(keepends=True) or [""]
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        kind = rng.randrange(7)
        if kind == 0:
            del lines[i]
        elif kind == 1:
            lines.insert(i, lines[j])
        elif kind == 2:
            lines[i], lines[j] = lines[j], lines[i]
        text = "".join(lines)
        if not text:
            return text
        k = rng.randrange(len(text))
        if kind == 3:
            text = text[:k] + rng.choice('()[];{}\\"\n .-0123456789ABCDEKabcdek') + text[k + 1 :]
        elif kind == 4:
            text = text[:k]
        elif kind == 5:
            text = text[:k] + rng.choice(TOKENS) + text[k:]
        elif kind == 6:
            text = text[:k] + text[k + rng.randint(1, 40) :]
    return text


def test_mutated_real_records() -> None:
    rng = random.Random(20261121)
    texts = seeds()
    assert len(texts) >= 3
    for _ in range(600):
        text = mutate(rng.choice(texts), rng)
        timed(lambda text=text: check(text))  # type: ignore[misc]


# --- sizes and nesting ----------------------------------------------------------------------

MIB = 1 << 20


@pytest.mark.parametrize(
    "text",
    [
        "(" * (MIB - 1),
        "(;" + "(;A[1]" * 150_000,
        "[" * (MIB - 1),
        "{" * (MIB // 2) + "}" * (MIB // 2 - 1),
        "{" * (MIB - 1),
        '[A "' + "x" * (MIB - 10),
        "(;A[" + "\\" * (MIB - 10),
        "(;GM[Dvonn]" + "; P0[1 dropb C 3]" * 50_000 + ")",
        "1. " + "E3 " * 300_000,
        "Event [" + "a" * (MIB - 10),
        "a" * (MIB - 1),
        "1" * (MIB - 1),
        "{x}" * 300_000,
        "(;GM[Dvonn]" + "C[x]" * 200_000 + ")",
    ],
    ids=lambda text: f"{text[:12]!r}x{len(text)}",
)
def test_large_and_deeply_nested_inputs(text: str) -> None:
    timed(lambda: check(text), limit=10.0)


def test_over_the_size_limit_is_refused_at_once() -> None:
    text = "(" * (2 * MIB)
    with pytest.raises(RecordParseError, match="too large"):
        read_record(text)


def test_many_comments_on_one_ply_are_joined() -> None:
    record = read_record("{a}" * 1000)
    assert record == GameRecord(comments=((0, " ".join("a" * 1000)),))
