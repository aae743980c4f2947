"""LittleGolem transcripts: the forced 49th placement, numbering, pass and resign."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.errors import RecordParseError
from engine.moves import Move
from engine.position import Color, Position
from engine.records import GameRecord, RecordResult, RecordWriteError, read_record
from engine.records.dvn import read_dvn
from engine.records.littlegolem import read_littlegolem, write_littlegolem
from tests.engine.test_records_model import random_moves

DATA = Path(__file__).resolve().parent / "data" / "records"


def test_golden_transcript_reads_back_the_same_game_as_the_dvn_file() -> None:
    text = (DATA / "standard.txt").read_text(encoding="utf-8")
    record = read_littlegolem(text)
    dvn = read_dvn((DATA / "standard.dvn").read_text(encoding="utf-8"))
    assert record.moves == dvn.moves  # the 49th placement is put back
    assert (record.white, record.black, record.event, record.site) == (
        "Ann",
        "DVONN 3D",
        "Club evening",
        "Utrecht",
    )
    assert record.result is RecordResult.WHITE  # from the final position
    assert write_littlegolem(record) == text


def test_white_first_move_of_phase_two_is_number_25() -> None:
    moves = tuple(random_moves(3))
    words = " ".join(write_littlegolem(GameRecord(moves)).split())
    placements = " ".join(str(m).lower() for m in moves[46:48])
    first_moves = " ".join(str(m).lower() for m in moves[49:51])
    assert f"24. {placements} 25. {first_moves} 26. " in words


@pytest.mark.parametrize("seed", [0, 3, 12, 27])
def test_roundtrip(seed: int) -> None:
    record = GameRecord(tuple(random_moves(seed)), white="w", black="b", event="e", site="s")
    again = read_littlegolem(write_littlegolem(record))
    assert again.moves == record.moves
    assert (again.white, again.black, again.event, again.site) == ("w", "b", "e", "s")
    assert write_littlegolem(again) == write_littlegolem(record)


def test_resign_in_either_players_slot() -> None:
    moves = tuple(random_moves(3)[:60])
    for resigned in (Color.WHITE, Color.BLACK):
        count = 60 if resigned is Color.BLACK else 59  # ply 60 is Black's, 61 White's
        record = GameRecord(moves[:count], result=RecordResult.RESIGNED, resigned=resigned)
        text = write_littlegolem(record)
        assert text.rstrip().endswith("resign")
        assert read_littlegolem(text) == record


def test_resigning_out_of_turn_cannot_be_written() -> None:
    record = GameRecord((Move.parse("E3"),), result=RecordResult.RESIGNED, resigned=Color.WHITE)
    with pytest.raises(RecordWriteError, match="resigned while black was to move"):
        write_littlegolem(record)


def test_upper_case_pass_and_free_layout() -> None:
    moves = [str(m) for m in random_moves(12)]
    body = []
    skipped = [*moves[:48], *moves[49:]]
    for index in range(0, len(skipped), 2):
        body.append(f"{index // 2 + 1}.  {'  '.join(skipped[index : index + 2])}\n")
    text = "EVENT [x]\nsite[y]\r\nWhite [ A ]\nBlack [B]\nRound [2]\n" + "".join(body)
    record = read_record(text)
    assert [str(m) for m in record.moves] == moves
    assert record.white == "A" and record.extra_tags == (("Round", "2"),)


def test_a_transcript_stopping_before_the_forced_placement_gets_it() -> None:
    moves = random_moves(3)[:49]
    text = write_littlegolem(GameRecord(tuple(moves)))
    assert str(moves[48]).lower() not in text.split("24.")[-1]  # the forced one is left out
    assert read_littlegolem(text).moves == tuple(moves)


def test_a_game_stopped_just_before_the_forced_placement_cannot_be_written() -> None:
    # A reader would put the forced placement back: the game would not read back as it was.
    with pytest.raises(RecordWriteError, match="forced last placement"):
        write_littlegolem(GameRecord(tuple(random_moves(3)[:48])))


def test_random_setup_cannot_be_written() -> None:
    with pytest.raises(RecordWriteError, match="random setup"):
        write_littlegolem(GameRecord(start=Position.random_setup(1)))


def test_header_with_a_bracket_cannot_be_written() -> None:
    with pytest.raises(RecordWriteError, match="cannot hold"):
        write_littlegolem(GameRecord(white="a]b"))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("Event [x]\n2. a3", "turn 2. comes where turn 1. belongs"),
        ("1. a3 2. b3", "turn 1 has no Black move"),
        ("1. a3 b3 c3", "expected a turn number before it (turn 1)"),
        ("a3", "expected a turn number before it (the first turn)"),
        ("1. a3 b3\nEvent [x]", "headers come before the moves"),
        ("White [a]\nwhite [b]", "the header White appears twice"),
        ("1. a3 resign 2. b3", "nothing may follow 'resign'"),
        ("1. z9", "is not a move"),
        ("1. a3 {x}", "unexpected '{'"),
    ],
)
def test_strict_about_content(text: str, message: str) -> None:
    with pytest.raises(RecordParseError) as caught:
        read_littlegolem(text)
    assert message in str(caught.value)


def test_illegal_moves_are_reported_on_replay() -> None:
    record = read_littlegolem("1. a3 a3")
    assert record.result is RecordResult.UNFINISHED
    with pytest.raises(RecordParseError, match=r"line 1: move 1 \(Black, A3\) is illegal"):
        record.to_game()
