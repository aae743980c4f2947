"""DVONN Game Notation (.dvn): golden file, round trips, tolerance and strictness."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.errors import RecordParseError
from engine.moves import Move
from engine.position import Color, Position
from engine.records import GameRecord, RecordResult, Setup, read_record, write_record
from engine.records.dvn import read_dvn, write_dvn
from engine.rules import apply
from tests.engine.test_records_model import random_moves

DATA = Path(__file__).resolve().parent / "data" / "records"


def test_golden_file_reads_and_writes_back_identically() -> None:
    text = (DATA / "standard.dvn").read_text(encoding="utf-8")
    record = read_dvn(text)
    # a file without [Ladder] numbers levels as ladder 1 did: its level 7 is today's 15
    assert (record.white, record.black, record.black_level) == ("Ann", "DVONN 3D", 15)
    assert (record.event, record.site, record.date) == ("Club evening", "Utrecht", "2026.11.21")
    assert record.time_control == "15 min"
    assert (record.result, record.score) == (RecordResult.WHITE, (20, 7))
    assert record.comment(0) == "A random game." and record.comment(50) == "White plays twice."
    assert len(record.moves) == 82 and record.moves.count(Move(None, None)) == 3
    assert record.verify().is_over
    # written back with today's number and the ladder that numbers it
    assert write_dvn(record) == text.replace('[BlackLevel "7"]', '[BlackLevel "15"]\n[Ladder "3"]')


def test_levels_are_read_in_the_ladder_a_file_names() -> None:
    text = (DATA / "standard.dvn").read_text(encoding="utf-8")
    assert read_dvn(text.replace('"7"]', '"7"]\n[Ladder "3"]')).black_level == 7
    assert read_dvn(text.replace('"7"]', '"7"]\n[Ladder "2"]')).black_level == 11
    assert read_dvn(text.replace('"7"]', '"12"]\n[Ladder "2"]')).black_level == 20
    assert read_dvn(text.replace('"7"]', '"10"]\n[Ladder "1"]')).black_level == 20
    assert read_dvn(text.replace('"7"]', '"1"]')).black_level == 3
    assert read_dvn(text.replace('"7"]', '"40"]')).black_level == 40  # unknown: kept as it is
    with pytest.raises(RecordParseError, match="Ladder"):
        read_dvn(text.replace('"7"]', '"7"]\n[Ladder "two"]'))


def test_move_lines_point_at_the_source() -> None:
    record = read_dvn((DATA / "standard.dvn").read_text(encoding="utf-8"))
    assert record.move_lines[0] == 12 and record.move_lines[-1] == 19


def roundtrip(record: GameRecord) -> None:
    text = write_dvn(record)
    again = read_dvn(text)
    assert again == record
    assert write_dvn(again) == text


@pytest.mark.parametrize("seed", [0, 3, 12, 27])
def test_roundtrip_of_whole_random_games(seed: int) -> None:
    roundtrip(GameRecord(tuple(random_moves(seed)), white="W", black="B"))


def test_roundtrip_of_a_random_setup_with_resignation() -> None:
    start = Position.random_setup(7)
    moves = tuple(random_moves(5, start)[:9])
    record = GameRecord(moves, start, result=RecordResult.RESIGNED, resigned=Color.WHITE)
    assert record.setup is Setup.RANDOM
    text = write_dvn(record)
    assert '[Setup "random"]' in text and '[Result "white resigned"]' in text
    assert text.rstrip().endswith("0-1")
    roundtrip(record)


def test_roundtrip_from_a_custom_start_with_black_to_move() -> None:
    start = apply(Position.initial(), Move.parse("E3")).after
    record = GameRecord((Move.parse("C3"), Move.parse("D4")), start, comments=((1, "x"),))
    text = write_dvn(record)
    assert "1... C3 {x} 2. D4 *" in text
    roundtrip(record)


def test_roundtrip_of_awkward_text() -> None:
    record = GameRecord(
        (Move.parse("E3"),),
        white='Ann "the wall" \\ O\'Brien',
        black="Zoë 🎲",
        result_text="Black lost on time",
        comments=((0, "braces {like} these \\ and }"), (1, "line\nbreak")),
        extra_tags=(("Round", "3"), ("Annotator", "me")),
        result=RecordResult.BLACK,
    )
    roundtrip(record)


def test_reading_is_tolerant_of_case_white_space_and_missing_numbers() -> None:
    text = '  [white   "A"]\r\n[BLACK "B"]   [result "Draw"]\r\n\r\n'
    text += " e3   c3\n\n2.d4 {c}  2...  f5 e4 1/2-1/2 "
    record = read_dvn(text)
    assert (record.white, record.black, record.result) == ("A", "B", RecordResult.DRAW)
    assert [str(m) for m in record.moves] == ["E3", "C3", "D4", "F5", "E4"]
    assert record.comment(3) == "c"


def test_pass_and_result_token_alone() -> None:
    record = read_dvn("1. e3 pass 0-1")
    assert record.moves[1].is_pass and record.result is RecordResult.BLACK


def test_empty_text_is_an_empty_unfinished_record() -> None:
    assert read_dvn("") == GameRecord()
    assert read_dvn('[Result "unfinished"] *') == GameRecord()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1. E3 C3 3. D4", "3. should be 2.: this is White's move of turn 2"),
        ("1. E3 1. C3", "1. should be 1...: this is Black's move of turn 1"),
        ("1... E3", "1... should be 1.: this is White's move of turn 1"),
        ("1. E3 2.", "move number 2 has no move"),
        ("1. E3 2. 3. C3", "move number 2 has no move"),
        ("1. Z9", "is not a move"),
        ('1. E3 C3 [White "x"]', "tags come before the moves"),
        ('[White "a"] [white "b"]', "the tag [White] appears twice"),
        ('[White "a"', "unexpected '['"),
        ("1. E3 {open comment", "a comment never closed"),
        ('[Result "won"]', "expected white, black, draw, unfinished, white resigned"),
        ('[Result "white"] 1. E3 0-1', 'the result token 0-1 contradicts [Result "white"]'),
        ("1. E3 1-0 C3", "nothing may follow the result token"),
        ('[Score "20:5"]', 'must read like "20-5"'),
        ('[WhiteLevel "high"]', "must be a whole number"),
        ('[Setup "random"]', "[Setup random] needs a [Position] tag"),
        ('[Setup "sideways"]', "expected standard, random or custom"),
        ('[Position "nonsense"]', "[Position]: not a position"),
        ('[Setup "random"] [Position "' + str(Position.initial()) + '"]', "does not match"),
        ("1. E3 % C3", "unexpected '%'"),
    ],
)
def test_strict_about_content(text: str, message: str) -> None:
    with pytest.raises(RecordParseError) as caught:
        read_dvn(text)
    assert message in str(caught.value)


def test_errors_carry_the_line() -> None:
    with pytest.raises(RecordParseError) as caught:
        read_dvn('[White "a"]\n\n1. E3 C3\n2. D4 X0')
    assert caught.value.line == 4


def test_dvn_is_the_default_format_and_detected() -> None:
    record = GameRecord((Move.parse("E3"),), white="A")
    text = write_record(record)
    assert text.startswith('[White "A"]')
    assert read_record(text) == record


def test_lines_after_multi_line_comments_and_tags() -> None:
    record = read_dvn('[Event "two\nlines"]\n{a\nlong\ncomment} 1. E3\nC3')
    assert record.move_lines == (5, 6)
