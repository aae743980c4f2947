"""Format detection, file reading with its limits, and the replay JSON contract."""

from __future__ import annotations

import codecs
import json
import tarfile
from dataclasses import replace
from pathlib import Path

import pytest

from engine.errors import RecordParseError
from engine.moves import Move
from engine.position import Color
from engine.records import (
    GameRecord,
    RecordFormat,
    RecordResult,
    detect_format,
    load_record,
    read_record,
    save_record,
    write_record,
)
from engine.records.corpus import replay_archive, replay_archive_lines
from engine.records.replay import replay_command, replay_file
from tests.engine.test_records_model import final_score, random_game_where, white_wins

DATA = Path(__file__).resolve().parent / "data" / "records"
GAME = GameRecord(tuple(random_game_where(white_wins)), white="Ann", black="Bob")


@pytest.mark.parametrize("fmt", list(RecordFormat))
def test_each_format_is_detected_and_read_back(fmt: RecordFormat) -> None:
    text = write_record(GAME, fmt)
    assert detect_format(text) is fmt
    again = read_record(text)
    assert again.moves == GAME.moves and (again.white, again.black) == ("Ann", "Bob")


def test_formats_by_name() -> None:
    assert write_record(GAME, "sgf") == write_record(GAME, RecordFormat.SGF)
    assert read_record(write_record(GAME, "LittleGolem"), fmt="littlegolem").moves == GAME.moves
    with pytest.raises(ValueError, match="not a record format"):
        write_record(GAME, "pgn")


def test_bare_move_lists_are_dvn_or_littlegolem() -> None:
    dvn_body = write_record(GAME, "dvn").split("\n\n", 1)[1]
    lg_body = write_record(GAME, "littlegolem").split("\n\n", 1)[1]
    assert detect_format(dvn_body) is None
    assert read_record(dvn_body).moves == GAME.moves
    assert read_record(lg_body).moves == GAME.moves  # DVN fails (no 49th placement): LG
    assert detect_format(lg_body, "game.lg") is RecordFormat.LITTLEGOLEM
    assert detect_format(lg_body, "game.SGF") is RecordFormat.SGF


def test_text_that_is_no_record_reports_the_dvn_reading() -> None:
    with pytest.raises(RecordParseError, match="'hello' is not a move"):
        read_record("hello world")


def test_load_and_save_by_suffix(tmp_path: Path) -> None:
    for suffix, start in ((".dvn", "["), (".sgf", "(;"), (".lg", "Event [")):
        path = tmp_path / f"game{suffix}"
        save_record(GAME, path)
        assert path.read_text(encoding="utf-8").startswith(start)
        assert load_record(path).moves == GAME.moves
    save_record(GAME, tmp_path / "game.txt")
    assert (tmp_path / "game.txt").read_text(encoding="utf-8").startswith("[")  # DVN default
    save_record(GAME, tmp_path / "x.txt", "littlegolem")
    assert load_record(tmp_path / "x.txt").moves == GAME.moves


def test_file_too_large(tmp_path: Path) -> None:
    path = tmp_path / "big.dvn"
    path.write_bytes(b" " * (1 << 20) + b"1. E3")
    with pytest.raises(RecordParseError, match="file too large"):
        load_record(path)
    path.write_bytes(b"1. E3")
    with pytest.raises(RecordParseError, match="file too large"):
        load_record(path, max_bytes=4)
    with pytest.raises(RecordParseError, match="too large"):
        read_record(" " * (1 << 20 + 1))


def test_binary_and_missing_files(tmp_path: Path) -> None:
    path = tmp_path / "image.dvn"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    with pytest.raises(RecordParseError, match=r"image.dvn: this is not a text file"):
        load_record(path)
    with pytest.raises(RecordParseError, match="cannot read the file"):
        load_record(tmp_path / "missing.dvn")
    with pytest.raises(RecordParseError, match="not a regular file but a folder"):
        load_record(tmp_path)


def test_latin1_and_utf8_bom_files(tmp_path: Path) -> None:
    path = tmp_path / "old.sgf"
    text = write_record(GameRecord(white="Zoé", result_text="Partie gagnée par Zoé"), "sgf")
    path.write_bytes(text.encode("latin-1"))
    assert load_record(path).white == "Zoé"
    path = tmp_path / "bom.dvn"
    path.write_bytes(b"\xef\xbb\xbf" + write_record(GAME).encode("utf-8"))
    assert load_record(path).moves == GAME.moves


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
def test_utf16_with_its_byte_order_mark_is_read(tmp_path: Path, encoding: str) -> None:
    """Issue 51, point 16: Notepad's "Unicode" (UTF-16 with a byte-order mark) was "not a text
    file (it contains NUL bytes)"."""
    path = tmp_path / "notepad.dvn"
    text = write_record(replace(GAME, white="Zoé"))
    mark = {"utf-16-le": codecs.BOM_UTF16_LE, "utf-16-be": codecs.BOM_UTF16_BE}
    path.write_bytes(mark.get(encoding, b"") + text.encode(encoding))
    record = load_record(path)
    assert (record.moves, record.white) == (GAME.moves, "Zoé")


def test_utf16_without_a_mark_says_how_to_save_it(tmp_path: Path) -> None:
    path = tmp_path / "unmarked.dvn"
    path.write_bytes(write_record(GAME).encode("utf-16-le"))
    with pytest.raises(RecordParseError, match=r"looks like UTF-16.*save it as UTF-8"):
        load_record(path)
    path.write_bytes(codecs.BOM_UTF16_LE + b"\x00\xd8")  # a lone surrogate: broken text
    with pytest.raises(RecordParseError, match=r"not valid UTF-16.*save it as UTF-8"):
        load_record(path)


def test_load_errors_name_the_file_and_keep_the_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.dvn"
    path.write_text('[White "a"]\n1. E3 E3 1-0\n', encoding="utf-8")
    record = load_record(path)
    with pytest.raises(RecordParseError) as caught:
        record.to_game()
    assert caught.value.line == 2
    path.write_text("1. E3 2. Q1", encoding="utf-8")
    with pytest.raises(RecordParseError) as caught:
        load_record(path)
    assert str(caught.value).startswith(f"{path}: line 1: ")
    assert caught.value.line == 1


# --- the replay contract --------------------------------------------------------------------


def test_replay_ok_line_has_exactly_the_contract_keys() -> None:
    line = replay_file(DATA / "standard.dvn")
    assert line == {
        "file": str(DATA / "standard.dvn"),
        "ok": True,
        "plies": 82,
        "white": 20,
        "black": 7,
        "result": "white",
        "variations": 0,
    }


@pytest.mark.parametrize("name", ["standard.dvn", "standard.txt", "standard.sgf"])
def test_all_three_sample_formats_replay_alike(name: str) -> None:
    line = replay_file(DATA / name)
    assert (line["ok"], line["plies"], line["result"]) == (True, 82, "white")


def is_draw(moves: list[Move]) -> bool:
    white, black = final_score(moves)
    return white == black


def test_replay_results(tmp_path: Path) -> None:
    resigned = GameRecord((Move.parse("E3"),), result=RecordResult.RESIGNED, resigned=Color.BLACK)
    cases = {
        "resigned.dvn": (resigned, "resigned"),
        "short.dvn": (GameRecord(GAME.moves[:60]), "unfinished"),
        "draw.sgf": (GameRecord(tuple(random_game_where(is_draw))), "draw"),
    }
    for name, (record, verdict) in cases.items():
        save_record(record, tmp_path / name)
        line = replay_file(tmp_path / name)
        assert line["ok"] is True and line["result"] == verdict
        assert line["plies"] == len(record.moves)


def test_replay_error_lines(tmp_path: Path) -> None:
    (tmp_path / "illegal.dvn").write_text("1. E3 E3\n", encoding="utf-8")
    (tmp_path / "liar.dvn").write_text(
        write_record(GameRecord(GAME.moves, result=RecordResult.BLACK)), encoding="utf-8"
    )
    illegal = replay_file(tmp_path / "illegal.dvn")
    assert illegal == {
        "file": str(tmp_path / "illegal.dvn"),
        "ok": False,
        "error": "line 1: move 1 (Black, E3) is illegal: E3 is already occupied: "
        "place on an empty space",
    }
    liar = replay_file(tmp_path / "liar.dvn")
    assert liar["ok"] is False and "says a Black win" in str(liar["error"])
    missing = replay_file(tmp_path / "missing.sgf")
    assert set(missing) == {"file", "ok", "error"} and missing["ok"] is False


def test_replay_command_prints_one_json_line_per_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = str(DATA / "standard.sgf")
    assert replay_command([good, good]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and json.loads(lines[0])["ok"] is True
    assert replay_command([good, str(tmp_path / "none.dvn")]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert [json.loads(line)["ok"] for line in lines] == [True, False]


def test_replay_archive_in_process(tmp_path: Path) -> None:
    archive = tmp_path / "records.tar.gz"
    broken = tmp_path / "broken.dvn"
    broken.write_text("1. E3 E3", encoding="utf-8")
    with tarfile.open(archive, "w:gz") as tar:
        for name in ("standard.dvn", "standard.txt", "standard.sgf"):
            tar.add(DATA / name, arcname=f"games/{name}")
        tar.add(broken, arcname="games/broken.dvn")
        tar.add(tmp_path, arcname="games/folder", recursive=False)  # not a file: skipped
    lines = list(replay_archive_lines(archive))
    assert [line["file"] for line in lines] == [
        "games/standard.dvn",
        "games/standard.txt",
        "games/standard.sgf",
        "games/broken.dvn",
    ]
    assert [line["ok"] for line in lines] == [True, True, True, False]
    assert replay_archive(archive) == 3
