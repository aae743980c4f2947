"""Replay every game of the team's Boardspace corpus (9,596 + 111 real games) in-process.

Every legal game must replay; the rejects must be exactly those listed, with their reasons, in
``data/corpus_rejects.txt``; every result a record carries (a resignation, an ``RE`` sentence
naming the winner, or the final position) must be the engine's.  Skips cleanly without
``../shared``.
"""

from __future__ import annotations

import difflib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from engine.errors import RecordParseError
from engine.position import Color
from engine.records import GameRecord, RecordFormat, read_record, write_record
from engine.records.corpus import iter_archive
from engine.records.files import decode
from engine.records.replay import summarize
from engine.records.sgf import parse_main_line
from engine.records.sgftext import result_from_text

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
ARCHIVE = SHARED / "data" / "boardspace-dvonn-sgf.tar.gz"
REJECTS = Path(__file__).resolve().parent / "data" / "corpus_rejects.txt"

pytestmark = pytest.mark.slow


@dataclass
class Replayed:
    files: int = 0
    rejects: dict[str, str] = field(default_factory=dict)
    verdicts: Counter[str] = field(default_factory=Counter)
    by_folder: Counter[str] = field(default_factory=Counter)
    re_checked: int = 0  # games whose RE sentence names the winner (or a draw)
    resignations_checked: int = 0  # resignations whose RE names the other player
    mismatches: list[str] = field(default_factory=list)
    sample: list[GameRecord] = field(default_factory=list)  # every 50th game that replays


def _raw_re(text: str) -> str:
    return (parse_main_line(text)[0].get("RE") or "").strip()


@pytest.fixture(scope="module")
def corpus() -> Replayed:
    if not ARCHIVE.is_file():
        pytest.skip(f"the Boardspace corpus is not at {ARCHIVE}")
    seen = Replayed()
    for name, data in iter_archive(ARCHIVE):
        seen.files += 1
        seen.by_folder[name.split("/")[0]] += 1
        text = decode(data)
        try:
            record = read_record(text, name)  # the SGF reader replays as it reads
        except RecordParseError as error:
            seen.rejects[name] = str(error)
            continue
        line = summarize(name, record)  # verify(): replay, and the result where the RE names it
        if not line["ok"]:
            seen.rejects[name] = str(line["error"])
            continue
        if seen.files % 50 == 0:
            seen.sample.append(record)
        verdict = str(line["result"])
        seen.verdicts[verdict] += 1
        stated = result_from_text(_raw_re(text), record.white, record.black)
        if record.resigned is not None:
            if stated is not None:
                seen.resignations_checked += 1
                winner = "white" if record.resigned is Color.BLACK else "black"
                if stated.value != winner:
                    seen.mismatches.append(f"{name}: {record.resigned} resigned, RE: {stated}")
        elif stated is not None:
            seen.re_checked += 1
            if stated.value != verdict:
                seen.mismatches.append(f"{name}: RE says {stated}, the replay {verdict}")
    return seen


def _expected_rejects() -> dict[str, str]:
    expected = {}
    for line in REJECTS.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, reason = line.split("\t", 1)
            expected[name] = reason
    return expected


def test_every_file_is_read(corpus: Replayed) -> None:
    assert corpus.files == 9707
    assert corpus.by_folder == {"sgf": 9596, "sgf-games-with-resignations": 111}


def test_rejects_are_exactly_the_listed_broken_games(corpus: Replayed) -> None:
    expected = _expected_rejects()
    assert len(expected) == 14
    found = [f"{name}\t{reason}" for name, reason in sorted(corpus.rejects.items())]
    wanted = [f"{name}\t{reason}" for name, reason in sorted(expected.items())]
    diff = "\n".join(difflib.unified_diff(wanted, found, REJECTS.name, "replay", lineterm=""))
    assert found == wanted, f"rejected corpus files differ from {REJECTS.name}:\n{diff}"


def test_every_other_game_replays_to_its_recorded_end(corpus: Replayed) -> None:
    # No game stops early: each ends with a resignation or with neither side able to move.
    assert corpus.verdicts == {"white": 4676, "black": 4807, "draw": 99, "resigned": 111}
    assert sum(corpus.verdicts.values()) == corpus.files - len(corpus.rejects)


def test_recorded_results_match_the_engine(corpus: Replayed) -> None:
    assert corpus.mismatches == []
    assert corpus.re_checked == 956  # RE names the winner or says draw; the rest name a guest
    assert corpus.resignations_checked == 30


@pytest.mark.parametrize("fmt", list(RecordFormat))
def test_real_games_survive_conversion(corpus: Replayed, fmt: RecordFormat) -> None:
    assert len(corpus.sample) >= 190
    for record in corpus.sample:
        again = read_record(write_record(record, fmt))
        assert again.moves == record.moves, record.extra_tags
        assert (again.white, again.black, again.resigned) == (
            record.white,
            record.black,
            record.resigned,
        )
        if fmt is RecordFormat.DVN:
            assert again == record
