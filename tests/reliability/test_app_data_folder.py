"""Issue 15, item 3: a read-only or missing data folder turns the autosave off with a notice;
the app starts and finishing a game never raises.  The window runs as the user nobody (see
nobody_window.py), so the permission bits are honoured although the tests run as root."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from app import records_io
from app.autosave import Autosave
from engine.game import Game
from tests.reliability.conftest import run_as_nobody

pytestmark = pytest.mark.gui

UNFINISHED = ("E3", "F3", "G3")


def unfinished_autosave(folder: Path) -> Path:
    game = Game()
    for move in UNFINISHED:
        game.push(move)
    path = folder / "autosave.dvn"
    records_io.save_game(game, path)
    return path


def test_a_read_only_folder_turns_autosave_off_and_a_game_still_finishes(world: Path) -> None:
    data = world / "data"
    data.mkdir()
    data.chmod(0o555)
    report = run_as_nobody(data, world, "E3", "F3")
    assert report["banner_at_start"] is not None  # the notice is there before the first move
    assert "not being autosaved" in report["banner_at_start"]
    assert report["moves"] == ["E3", "F3"] and report["over"]
    assert report["banner"] is not None and "not being autosaved" in report["banner"]
    assert str(data) in report["banner"] and "Permission denied" in report["banner"]


def test_a_missing_folder_that_cannot_be_created(world: Path) -> None:
    parent = world / "locked"
    parent.mkdir()
    parent.chmod(0o555)
    report = run_as_nobody(parent / "dvonn" / "data", world, "E3")
    assert report["over"] and report["banner"] is not None and report["banner_at_start"]
    assert "cannot be written" in report["banner"]


def test_a_missing_folder_is_created(world: Path) -> None:
    (world / "home").mkdir()
    (world / "home").chmod(0o777)
    data = world / "home" / "new" / "dvonn"
    report = run_as_nobody(data, world, "E3")
    assert report["banner_at_start"] is None and report["banner"] is None and report["over"]
    assert data.is_dir() and not (data / "autosave.dvn").exists()  # finished: removed


def test_an_unfinished_autosave_in_a_read_only_folder_is_resumed(world: Path) -> None:
    data = world / "data"
    data.mkdir()
    path = unfinished_autosave(data)
    before = path.read_bytes()
    data.chmod(0o555)
    report = run_as_nobody(data, world, "A1")
    assert report["dialogs"] == ["Continue last game?"]
    assert report["resumed"] == list(UNFINISHED)
    assert report["moves"] == [*UNFINISHED, "A1"] and report["over"]
    assert report["banner"] is not None  # neither the move nor the removal could be written
    assert path.read_bytes() == before


def test_an_unreadable_autosave_that_cannot_be_moved_aside_is_left_alone(world: Path) -> None:
    data = world / "data"
    data.mkdir()
    path = unfinished_autosave(data)
    path.chmod(0o000)
    before = path.read_bytes()
    data.chmod(0o555)
    report = run_as_nobody(data, world, "E3", "F3")
    assert len(report["dialogs"]) == 1 and "could not be read" in report["dialogs"][0]
    assert "left as it is" in report["dialogs"][0]
    assert report["moves"] == ["E3", "F3"] and report["over"]
    assert report["banner"] is not None and "Autosave is off" in report["banner"]
    assert path.read_bytes() == before and list(data.iterdir()) == [path]


def test_an_unreadable_autosave_in_a_writable_folder_is_moved_aside(world: Path) -> None:
    data = world / "data"
    data.mkdir()
    data.chmod(0o777)
    path = unfinished_autosave(data)
    path.chmod(0o000)
    report = run_as_nobody(data, world, "E3")
    assert len(report["dialogs"]) == 1 and "was kept as" in report["dialogs"][0]
    assert report["banner"] is None
    kept = list(data.glob("autosave-unreadable-*.dvn"))
    assert len(kept) == 1 and "E3" in kept[0].read_text(encoding="utf-8")


def test_a_data_folder_that_is_a_file_turns_autosave_off(tmp_path: Path) -> None:
    blocker = tmp_path / "dvonn"
    blocker.write_text("not a folder", encoding="utf-8")
    autosave = Autosave(blocker)
    assert autosave.problem is not None and "cannot be written" in autosave.problem
    game = Game()
    game.push("E3")
    assert autosave.save(game, {}) is not None
    assert autosave.clear() is not None  # no exception either way
    assert autosave.load_unfinished() is None
    assert blocker.read_text(encoding="utf-8") == "not a folder"


def test_an_autosave_that_is_a_folder_is_reported_not_replaced(tmp_path: Path) -> None:
    (tmp_path / "autosave.dvn").mkdir()
    (tmp_path / "autosave.dvn" / "inside").write_text("kept", encoding="utf-8")
    autosave = Autosave(tmp_path)
    assert autosave.load_unfinished() is None
    game = Game()
    game.push("E3")
    problem = autosave.save(game, {})
    assert problem is not None and "autosave.dvn" in problem
    assert (tmp_path / "autosave.dvn" / "inside").read_text(encoding="utf-8") == "kept"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.dvn"]  # no temporary


def test_an_autosave_linked_to_a_special_file_is_neither_read_nor_replaced(
    tmp_path: Path,
) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    (tmp_path / "autosave.dvn").symlink_to(fifo)
    autosave = Autosave(tmp_path)
    assert autosave.load_unfinished() is None  # not a regular file: no autosave (no hang)
    game = Game()
    game.push("E3")
    problem = autosave.save(game, {})
    assert problem is not None and "not a regular file" in problem
    assert stat.S_ISFIFO(fifo.stat().st_mode) and (tmp_path / "autosave.dvn").is_symlink()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.dvn", "fifo"]
