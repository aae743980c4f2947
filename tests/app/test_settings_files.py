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


def test_own_format_round_trip_with_clocks_and_random_setup() -> None:
    game = random_game(1, 20, Position.random_setup(8), clock=5)
    text = records_io.write_own(game, {"White": 'Ann "the bold"', "Black": "Bob"})
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
    loaded = records_io.read_game(records_io.write_own(game))
    assert loaded.game.result == game.result
    resigned = random_game(4, 10)
    resigned.resign(Color.BLACK)
    back = records_io.read_game(records_io.write_own(resigned)).game
    assert back.result is not None and back.result.termination is Termination.RESIGNATION
    assert back.result.winner is Color.WHITE


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("1. E3 F3\n", "not a DVONN 3D game file"),
        ('[Format "dvonn3d-app"]\n\n1. E3 Q7\n', "line 3: move 2 (Q7)"),
        ('[Format "dvonn3d-app"]\n[Broken\n', "line 2"),
        ('[Format "dvonn3d-app"]\n[Position "nonsense"]\n', "start position"),
    ],
)
def test_unreadable_records_say_why(text: str, message: str) -> None:
    with pytest.raises(RecordError, match=re.escape(message)):
        records_io.read_game(text)


def test_load_game_names_the_file(tmp_path: Path) -> None:
    binary = tmp_path / "picture.dvn"
    binary.write_bytes(b"\x89PNG\xff\xfe")
    with pytest.raises(RecordError, match=r"picture\.dvn is not a text file"):
        records_io.load_game(binary)
    with pytest.raises(RecordError, match="cannot read"):
        records_io.load_game(tmp_path / "missing.dvn")


def test_save_is_atomic_and_leaves_no_temporary_files(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "game.dvn"
    records_io.save_game(random_game(5, 8), path)
    records_io.save_game(random_game(6, 9), path)
    assert [p.name for p in path.parent.iterdir()] == ["game.dvn"]
    assert len(records_io.load_game(path).game) == 9


def test_other_formats_are_reported_until_the_engine_supports_them(tmp_path: Path) -> None:
    if records_io._engine_records() is not None:
        pytest.skip("engine.records is available")
    with pytest.raises(RecordError, match="not available"):
        records_io.save_game(random_game(5, 4), tmp_path / "game.sgf")


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
    assert message is not None and "could not be autosaved" in message
