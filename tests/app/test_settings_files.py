"""Game files and the autosave: round trips, atomic writes, clear messages for bad files."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from app import records_io
from app.autosave import Autosave, AutosaveError
from app.records_io import RecordError
from engine.game import Game, Termination
from engine.position import Color, Position
from engine.rules import legal_moves


def random_game(
    seed: int, plies: int, start: Position | None = None, clock: float | None = None
) -> Game:
    rng = random.Random(seed)
    game = Game(start, clock)
    while len(game) < plies and game.legal_moves():
        game.play(rng.choice(legal_moves(game.position)), rng.uniform(0.5, 3.0))
    return game


def write(game: Game, headers: dict[str, str] | None = None) -> str:
    return records_io.write_game(game, records_io.FILE_TYPES[0], headers)


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
    records_io.save_game(random_game(5, 8), path)
    records_io.save_game(random_game(6, 9), path)
    assert [p.name for p in path.parent.iterdir()] == ["game.dvn"]
    assert len(records_io.load_game(path).game) == 9


def test_autosave_resume_and_finish(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path)
    assert autosave.load_unfinished() is None
    game = random_game(7, 6)
    assert autosave.save(game, {"WhiteType": "human"}) is None
    loaded = autosave.load_unfinished()
    assert loaded is not None and loaded.game.moves == game.moves
    finished = random_game(3, 500)
    autosave.save(finished, {})
    assert autosave.load_unfinished() is None  # nothing to continue


def test_corrupt_autosave_is_moved_aside_not_deleted(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path)
    autosave.path.write_text("garbage", encoding="utf-8")
    with pytest.raises(AutosaveError, match="nothing was deleted"):
        autosave.load_unfinished()
    assert not autosave.path.exists()
    kept = list(tmp_path.glob("autosave-unreadable-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "garbage"


def test_autosave_reports_an_unwritable_folder(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    message = Autosave(blocker / "inside").save(random_game(1, 2), {})
    assert message is not None and "not being autosaved" in message


PLAYERS = {"White": "Ann", "Black": "Bob", "WhiteType": "human", "BlackType": "computer"}


@pytest.mark.parametrize("key", ["dvn", "littlegolem", "sgf"])
def test_every_format_round_trips(key: str, tmp_path: Path) -> None:
    game = random_game(2, 80)
    fmt = next(f for f in records_io.FILE_TYPES if f.format.value == key)
    path = tmp_path / f"game{fmt.suffix}"
    records_io.save_game(game, path, fmt, {**PLAYERS, "Level": "4"})
    loaded = records_io.load_game(path)
    assert loaded.game.moves == game.moves
    assert loaded.headers["White"] == "Ann" and loaded.headers["Black"] == "Bob"


def test_engine_format_keeps_clocks_and_computer_levels(tmp_path: Path) -> None:
    game = random_game(5, 30, Position.random_setup(3), clock=5)
    path = tmp_path / "game.dvn"
    records_io.save_game(game, path, None, {**PLAYERS, "Level": "7"})
    loaded = records_io.load_game(path)
    assert "%clk" in path.read_text(encoding="utf-8")
    assert loaded.game.clocks() == pytest.approx(game.clocks(), abs=0.02)
    assert loaded.headers["BlackType"] == "computer" and loaded.headers["Level"] == "7"
    assert loaded.headers["WhiteType"] == "human"
