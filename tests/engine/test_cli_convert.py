"""``dvonn-engine convert`` and the side lines ``replay --json`` counts: the command-line
contract for records with an analysis."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.cli import main
from engine.position import Position
from engine.records import GameRecord, GameTree, read_record, write_record
from tests.engine.test_records_variations import analysed_tree

ANALYSED = """[Event "Club evening"]
[White "Ann"]
[Black "Bob"]
[Setup "standard"]
[Result "unfinished"]

{a game} 1. E3 C3 (1... D4 {why} 2. F4 (2. G4 {g} 2... H4) 2... H4) (1... D3)
2. F3 {x} 2... D5 *
"""


@pytest.fixture
def analysed(tmp_path: Path) -> Path:
    path = tmp_path / "analysed.dvn"
    path.write_text(ANALYSED, encoding="utf-8")
    return path


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_dvn_to_sgf_to_dvn_is_unchanged(
    analysed: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sgf = tmp_path / "analysed.sgf"
    assert run(capsys, "convert", str(analysed), "--to", "sgf", "-o", str(sgf)) == (0, "", "")
    assert sgf.read_text(encoding="utf-8").count("(") == 6  # the game, 3 side lines, 2 mains
    code, out, err = run(capsys, "convert", str(sgf), "--to", "dvn")
    assert (code, out, err) == (0, ANALYSED, "")


def test_a_real_game_with_nested_side_lines_converts_both_ways(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tree = analysed_tree(7)
    record = tree.to_record(GameRecord(white="Ann", black="Bob", date="2026.01.02"))
    path = tmp_path / "game.dvn"
    path.write_text(write_record(record), encoding="utf-8")
    code, sgf, _ = run(capsys, "convert", str(path), "--to", "sgf")
    assert code == 0 and GameTree.from_record(read_record(sgf)) == tree
    (tmp_path / "game.sgf").write_text(sgf, encoding="utf-8")
    code, dvn, _ = run(capsys, "convert", str(tmp_path / "game.sgf"), "--to", "dvn")
    assert code == 0 and dvn == path.read_text(encoding="utf-8")


def test_to_littlegolem_the_game_alone_and_what_it_left_out(
    analysed: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "convert", str(analysed), "--to", "lg")
    assert code == 0 and out.endswith("\n1. e3 c3 2. f3 d5\n")
    assert err == (
        f"dvonn-engine convert: {analysed}: left out 3 side lines and 4 comments: "
        "a LittleGolem transcript holds the game's moves only\n"
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1. E3 C3\n(1... E3)", "line 2: move 1 (Black, E3) in a side line is illegal"),
        ("1. E3 (1. D4", "a side line '(' is never closed by ')'"),
        ("", "the record is empty"),
    ],
)
def test_an_unreadable_file_is_status_2_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, message: str
) -> None:
    path, out = tmp_path / "bad.dvn", tmp_path / "out.sgf"
    path.write_text(text, encoding="utf-8")
    code, printed, err = run(capsys, "convert", str(path), "--to", "sgf", "-o", str(out))
    assert (code, printed) == (2, "") and message in err and str(path) in err
    assert not out.exists()


def test_a_game_the_format_cannot_hold_is_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "puzzle.dvn"
    path.write_text(write_record(GameRecord(start=Position.random_setup(5))), encoding="utf-8")
    code, out, err = run(capsys, "convert", str(path), "--to", "lg")
    assert (code, out) == (2, "") and "LittleGolem transcripts start from the empty board" in err


def test_replay_counts_the_side_lines(
    analysed: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plain = tmp_path / "plain.dvn"
    plain.write_text("1. E3 C3 *", encoding="utf-8")
    illegal = tmp_path / "illegal.dvn"
    illegal.write_text("1. E3 C3 (1... E3) *", encoding="utf-8")
    code, out, _ = run(capsys, "replay", "--json", str(analysed), str(plain), str(illegal))
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 1
    assert [line.get("variations") for line in lines] == [3, 0, None]
    assert lines[0]["plies"] == 4 and not lines[2]["ok"]
    assert "in a side line is illegal" in lines[2]["error"]
