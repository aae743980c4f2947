"""Issue 15, item 3: a data folder that cannot be used (another user's, on a read-only file
system, missing and impossible to create, not a folder at all) turns saving off with a
notice; the app starts, finishing a game never raises, and nothing the player had is changed
or deleted.  The window runs as the user nobody (see nobody_window.py), so the permission bits
are honoured although the tests run as root."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

import pytest

from app.library import Entry, Library
from app.records_io import game_record
from engine.game import Game
from tests.app.game_records import save_game
from tests.reliability.conftest import (
    NOBODY,
    give_to_nobody,
    remount_read_only,
    run_as_nobody,
)

pytestmark = pytest.mark.gui

UNFINISHED = ("E3", "F3", "G3")
NOT_SAVED = "The game is not being saved: "


def unfinished_game() -> Game:
    game = Game()
    for move in UNFINISHED:
        game.push(move)
    return game


def old_autosave(folder: Path) -> Path:
    """The file where the app kept the game in progress before the library."""
    path = folder / "autosave.dvn"
    save_game(unfinished_game(), path)
    return path


def games_in(data: Path) -> list[Entry]:
    """The library's entries, newest first, looked at from here (root) without changing
    anything: a folder that is nobody's is not ours, so it is only read."""
    assert (data / "games").stat().st_uid == NOBODY
    return Library(data).entries()


def moves_of(entry: Entry) -> list[str]:
    assert entry.record is not None, entry.problem
    return [str(m) for m in entry.record.moves]


def test_another_users_folder_turns_saving_off_and_a_game_still_finishes(world: Path) -> None:
    data = world / "data"
    data.mkdir()
    data.chmod(0o555)  # root's: nobody may neither write there nor make it theirs
    report = run_as_nobody(data, world, "E3", "F3")
    assert report["banner_at_start"] is not None  # the notice is there before the first move
    assert report["banner_at_start"].startswith(NOT_SAVED)
    assert str(data) in report["banner_at_start"]
    assert "belongs to another user" in report["banner_at_start"]
    assert report["moves"] == ["E3", "F3"] and report["over"]
    assert report["banner"] is not None and report["banner"].startswith(NOT_SAVED)
    assert report["dialogs"] == []
    assert list(data.iterdir()) == [] and stat.S_IMODE(data.stat().st_mode) == 0o555


def test_a_read_only_folder_of_ones_own_stays_read_only(world: Path) -> None:
    data = world / "data"
    data.mkdir()
    path = old_autosave(data)
    before = path.read_bytes()
    give_to_nobody(data)
    data.chmod(0o555)  # nobody's own, read-only on purpose: the app leaves it so (issue 51)
    report = run_as_nobody(data, world, "A1")
    assert report["dialogs"] == []  # nothing can be taken in: the old autosave stays
    banner = report["banner_at_start"]
    assert banner is not None and banner.startswith(NOT_SAVED)
    assert "read-only" in banner and str(data) in banner
    assert report["moves"] == ["A1"] and report["over"]
    assert stat.S_IMODE(data.stat().st_mode) == 0o500  # only the others' bits went
    assert path.read_bytes() == before and list(data.iterdir()) == [path]


def test_a_missing_folder_that_cannot_be_created(world: Path) -> None:
    parent = world / "locked"
    parent.mkdir()
    parent.chmod(0o555)
    report = run_as_nobody(parent / "dvonn" / "data", world, "E3")
    assert report["over"] and report["banner"] is not None and report["banner_at_start"]
    assert report["banner"].startswith(NOT_SAVED) and "cannot be used" in report["banner"]
    assert "Permission denied" in report["banner"] and str(parent / "dvonn") in report["banner"]
    assert list(parent.iterdir()) == []


def test_a_missing_folder_is_created_and_the_finished_game_kept(world: Path) -> None:
    (world / "home").mkdir()
    (world / "home").chmod(0o777)
    data = world / "home" / "new" / "dvonn"
    report = run_as_nobody(data, world, "E3")
    assert report["banner_at_start"] is None and report["banner"] is None and report["over"]
    for folder in (world / "home" / "new", data, data / "games", data / "games" / ".deleted"):
        info = folder.stat()
        assert (info.st_uid, stat.S_IMODE(info.st_mode)) == (NOBODY, 0o700), folder
    [entry] = games_in(data)  # finished (resigned): kept in the library, marked finished
    assert moves_of(entry) == ["E3"] and entry.finished and not entry.resumable
    info = Library(data).path_of(entry.name).stat()
    assert (info.st_uid, stat.S_IMODE(info.st_mode)) == (NOBODY, 0o600)


def an_unfinished_game_on_a_read_only_disk(world: Path, disk: Path) -> tuple[Path, bytes]:
    """A library holding one unfinished game (E3 F3 G3), nobody's, then read-only."""
    data = disk / "data"
    library = Library(data)
    assert library.save(game_record(unfinished_game())) is None
    library.close()
    give_to_nobody(data)
    [entry] = games_in(data)
    path = library.path_of(entry.name)
    remount_read_only(disk)
    return path, path.read_bytes()


def test_a_read_only_file_system_loses_nothing_and_a_game_still_finishes(
    world: Path, read_only_disk: Path
) -> None:
    path, before = an_unfinished_game_on_a_read_only_disk(world, read_only_disk)
    report = run_as_nobody(path.parent.parent, world, "A1")
    assert report["over"] and report["moves"][-1] == "A1"
    assert report["banner"] is not None and report["banner"].startswith(NOT_SAVED)
    assert "Read-only file system" in report["banner"]
    assert path.read_bytes() == before
    [entry] = games_in(path.parent.parent)
    assert moves_of(entry) == list(UNFINISHED) and not entry.finished


def test_an_unfinished_game_on_a_read_only_file_system_is_resumed(
    world: Path, read_only_disk: Path
) -> None:
    path, before = an_unfinished_game_on_a_read_only_disk(world, read_only_disk)
    report = run_as_nobody(path.parent.parent, world, "A1")
    assert report["dialogs"] == ["Continue your last game?"]
    assert report["resumed"] == list(UNFINISHED)
    assert report["banner_at_start"] is not None
    assert report["moves"] == [*UNFINISHED, "A1"] and report["over"]
    assert path.read_bytes() == before


def test_an_old_autosave_in_a_folder_that_cannot_be_used_is_left_alone(world: Path) -> None:
    data = world / "data"
    data.mkdir()
    path = old_autosave(data)
    path.chmod(0o000)
    before = path.read_bytes()
    data.chmod(0o555)
    report = run_as_nobody(data, world, "E3", "F3")
    assert report["dialogs"] == []  # nothing was taken in, nothing moved
    assert report["moves"] == ["E3", "F3"] and report["over"]
    assert report["banner"] is not None and report["banner"].startswith(NOT_SAVED)
    assert path.read_bytes() == before and list(data.iterdir()) == [path]


def test_an_old_autosave_that_cannot_be_moved_aside_is_left_as_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "autosave.dvn"
    path.write_text('[Format "dvonn3d-app"]\n\n1. Z9\n', encoding="utf-8")
    before = path.read_bytes()

    def refuse(source: object, target: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied", str(source))

    monkeypatch.setattr(os, "replace", refuse)
    library = Library(tmp_path)
    monkeypatch.undo()
    problem = library.migration_problem
    assert problem is not None and "could not be read" in problem
    assert "left as it is" in problem and "nothing was deleted" in problem
    assert str(path) in problem and "Permission denied" in problem
    assert path.read_bytes() == before and library.entries() == []
    assert not list(tmp_path.glob("autosave-unreadable-*"))
    assert library.problem is None  # the library itself works: new games are kept


def test_an_unreadable_old_autosave_in_a_folder_of_ones_own_is_moved_aside(world: Path) -> None:
    data = world / "data"
    data.mkdir()
    path = old_autosave(data)
    give_to_nobody(data)
    os.chown(path, 0, 0)
    path.chmod(0o000)  # root's: nobody cannot read it, but may rename it in their folder
    before = path.read_bytes()
    report = run_as_nobody(data, world, "E3")
    assert len(report["dialogs"]) == 1 and "was kept as" in report["dialogs"][0]
    assert "nothing was deleted" in report["dialogs"][0]
    assert report["banner_at_start"] is None and report["banner"] is None
    kept = list(data.glob("autosave-unreadable-*.dvn"))
    assert len(kept) == 1 and kept[0].read_bytes() == before and not path.exists()
    assert str(kept[0]) in report["dialogs"][0]
    [entry] = games_in(data)  # the game played instead is kept
    assert moves_of(entry) == ["E3"]


def test_a_data_folder_that_is_a_file_turns_saving_off(tmp_path: Path) -> None:
    blocker = tmp_path / "dvonn"
    blocker.write_text("not a folder", encoding="utf-8")
    library = Library(blocker)
    assert library.problem is not None and library.problem.startswith(NOT_SAVED)
    assert "cannot be used" in library.problem and "not a folder" in library.problem
    problem = library.save(game_record(unfinished_game()))  # no exception
    assert problem is not None and problem.startswith(NOT_SAVED)
    assert library.entries() == []
    library.close()
    assert blocker.read_text(encoding="utf-8") == "not a folder"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dvonn"]


def test_a_games_folder_that_is_a_file_is_reported_not_replaced(tmp_path: Path) -> None:
    (tmp_path / "games").write_text("kept", encoding="utf-8")
    library = Library(tmp_path)
    problem = library.save(game_record(unfinished_game()))
    assert problem is not None and problem.startswith(NOT_SAVED)
    assert str(tmp_path / "games") in problem
    assert (tmp_path / "games").read_text(encoding="utf-8") == "kept"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games"]  # no temporary


def test_an_old_autosave_that_is_a_folder_is_left_alone(tmp_path: Path) -> None:
    (tmp_path / "autosave.dvn").mkdir()
    (tmp_path / "autosave.dvn" / "inside").write_text("kept", encoding="utf-8")
    library = Library(tmp_path)
    assert library.migrated is None and library.migration_problem is None
    assert library.entries() == []
    assert library.save(game_record(unfinished_game())) is None  # the library works
    assert (tmp_path / "autosave.dvn" / "inside").read_text(encoding="utf-8") == "kept"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.dvn", "games"]


def test_links_to_special_files_are_neither_read_nor_replaced(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    (tmp_path / "autosave.dvn").symlink_to(fifo)
    library = Library(tmp_path)  # the old autosave is a link: not read (no hang), left alone
    assert library.migrated is None and library.migration_problem is None
    linked = library.path_of("20250101-120000-abcdef")
    linked.symlink_to(fifo)
    assert library.entries() == []  # an entry that is a link is not ours: not listed, no hang
    assert library.save(game_record(unfinished_game())) is None
    assert [moves_of(entry) for entry in library.entries()] == [list(UNFINISHED)]
    assert stat.S_ISFIFO(fifo.stat().st_mode) and (tmp_path / "autosave.dvn").is_symlink()
    assert linked.is_symlink() and os.readlink(linked) == str(fifo)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.dvn", "fifo", "games"]


def test_an_entry_is_never_written_through_a_link(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("the player's own file", encoding="utf-8")
    library = Library(tmp_path / "data")
    linked = library.path_of("20250101-120000-abcdef")
    linked.symlink_to(victim)
    assert library.claim(linked.stem)
    assert library.save(game_record(unfinished_game())) is None
    assert victim.read_text(encoding="utf-8") == "the player's own file"
    assert not linked.is_symlink() and stat.S_IMODE(linked.stat().st_mode) == 0o600
    assert [moves_of(entry) for entry in library.entries()] == [list(UNFINISHED)]
    library.close()


def test_a_games_folder_that_is_a_link_is_refused(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "games").symlink_to(elsewhere)
    library = Library(tmp_path / "data")
    assert library.problem is not None and "symbolic link" in library.problem
    assert library.save(game_record(unfinished_game())) is not None
    assert list(elsewhere.iterdir()) == []
