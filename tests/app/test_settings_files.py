"""Game files and the library of games: round trips, atomic writes, clear messages for bad
files."""

from __future__ import annotations

import os
import random
import re
from pathlib import Path

import pytest

from app import records_io
from app.library import Library
from app.records_io import RecordError, game_record
from engine.game import Game, Termination
from engine.position import Color, Position
from engine.rules import legal_moves
from tests.app.game_records import save_game, write_game


def random_game(
    seed: int, plies: int, start: Position | None = None, clock: float | None = None
) -> Game:
    rng = random.Random(seed)
    game = Game(start, clock)
    while len(game) < plies and game.legal_moves():
        game.play(rng.choice(legal_moves(game.position)), rng.uniform(0.5, 3.0))
    return game


def write(game: Game, headers: dict[str, str] | None = None) -> str:
    return write_game(game, records_io.FILE_TYPES[0], headers)


def test_own_format_round_trip_with_clocks_and_random_setup() -> None:
    game = random_game(1, 20, Position.random_setup(8), clock=5)
    text = write(game, {"White": 'Ann "the bold"', "Black": "Bob"})
    loaded = records_io.read_game(text)
    assert loaded.game.moves == game.moves
    assert loaded.game.start == game.start
    assert loaded.headers["White"] == 'Ann "the bold"'
    again = loaded.game.clocks()
    expected = game.clocks()
    assert again is not None and expected is not None
    assert again == pytest.approx(expected, abs=0.02)


def test_a_finished_and_a_resigned_game_keep_their_result() -> None:
    game = random_game(3, 500)
    assert game.is_over
    loaded = records_io.read_game(write(game))
    assert loaded.game.result == game.result
    resigned = random_game(4, 10)
    resigned.resign(Color.BLACK)
    back = records_io.read_game(write(resigned)).game
    assert back.result is not None and back.result.termination is Termination.RESIGNATION
    assert back.result.winner is Color.WHITE


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('[Format "dvonn3d-app"]\n1. E3 E3\n', "E3 is already occupied"),
        ('[Format "dvonn3d-app"]\n\n1. E3 Q7\n', "Q7"),
        ('[Event "x"]\n[Position "nonsense"]\n', "position"),
    ],
)
def test_unreadable_records_say_why(text: str, message: str) -> None:
    with pytest.raises(RecordError, match=re.escape(message)):
        records_io.read_game(text)


def test_load_game_names_the_file(tmp_path: Path) -> None:
    binary = tmp_path / "picture.dvn"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    with pytest.raises(RecordError, match=r"picture\.dvn: this is not a text file"):
        records_io.load_game(binary)
    with pytest.raises(RecordError, match="cannot read"):
        records_io.load_game(tmp_path / "missing.dvn")


def test_save_is_atomic_and_leaves_no_temporary_files(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "game.dvn"
    save_game(random_game(5, 8), path)
    save_game(random_game(6, 9), path)
    assert [p.name for p in path.parent.iterdir()] == ["game.dvn"]
    assert len(records_io.load_game(path).game) == 9


def test_the_library_resumes_a_game_and_keeps_it_when_finished(tmp_path: Path) -> None:
    library = Library(tmp_path)
    assert library.entries() == []
    game = random_game(7, 6)
    assert library.save(game_record(game, {"White": "Ann", "WhiteType": "human"})) is None
    [entry] = library.entries()
    assert entry.resumable and entry.record is not None and entry.record.moves == tuple(game.moves)
    assert entry.record.white == "Ann"
    finished = random_game(3, 500)
    assert finished.is_over
    assert library.save(game_record(finished)) is None  # the same game, played to its end
    [kept] = library.entries()
    assert kept.name == entry.name and kept.finished and not kept.resumable  # nothing to continue
    assert kept.record is not None and kept.record.moves == tuple(finished.moves)
    library.close()
    assert [e.finished for e in Library(tmp_path).entries()] == [True]  # closing deletes nothing


def test_an_old_autosave_is_taken_into_the_library(tmp_path: Path) -> None:
    game = random_game(8, 7)
    old = tmp_path / "autosave.dvn"
    save_game(game, old)
    day_ago = old.stat().st_mtime - 86_400
    os.utime(old, (day_ago, day_ago))
    library = Library(tmp_path)
    assert library.migration_problem is None and not old.exists()
    [entry] = library.entries()
    assert entry.name == library.migrated and entry.resumable
    assert entry.record is not None and entry.record.moves == tuple(game.moves)
    assert entry.modified == pytest.approx(day_ago)  # it keeps the date it was last played
    assert [e.name for e in Library(tmp_path).entries()] == [entry.name]  # taken in once


def test_a_corrupt_old_autosave_is_moved_aside_not_deleted(tmp_path: Path) -> None:
    old = tmp_path / "autosave.dvn"
    old.write_text("garbage", encoding="utf-8")
    library = Library(tmp_path)
    assert library.migration_problem is not None
    assert "nothing was deleted" in library.migration_problem
    assert not old.exists() and library.entries() == []
    kept = list(tmp_path.glob("autosave-unreadable-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "garbage"
    assert str(kept[0]) in library.migration_problem


def test_the_library_reports_an_unwritable_folder(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    library = Library(blocker / "inside")
    message = library.save(game_record(random_game(1, 2)))
    assert message is not None and message.startswith("The game is not being saved: ")
    assert message == library.problem and str(blocker) in message


PLAYERS = {"White": "Ann", "Black": "Bob", "WhiteType": "human", "BlackType": "computer"}


@pytest.mark.parametrize("key", ["dvn", "littlegolem", "sgf"])
def test_every_format_round_trips(key: str, tmp_path: Path) -> None:
    game = random_game(2, 80)
    fmt = next(f for f in records_io.FILE_TYPES if f.format.value == key)
    path = tmp_path / f"game{fmt.suffix}"
    save_game(game, path, fmt, {**PLAYERS, "Level": "4"})
    loaded = records_io.load_game(path)
    assert loaded.game.moves == game.moves
    assert loaded.headers["White"] == "Ann" and loaded.headers["Black"] == "Bob"


def test_engine_format_keeps_clocks_and_computer_levels(tmp_path: Path) -> None:
    game = random_game(5, 30, Position.random_setup(3), clock=5)
    path = tmp_path / "game.dvn"
    save_game(game, path, None, {**PLAYERS, "Level": "7"})
    loaded = records_io.load_game(path)
    assert "%clk" in path.read_text(encoding="utf-8")
    assert loaded.game.clocks() == pytest.approx(game.clocks(), abs=0.02)
    assert loaded.headers["BlackType"] == "computer" and loaded.headers["Level"] == "7"
    assert loaded.headers["WhiteType"] == "human"
