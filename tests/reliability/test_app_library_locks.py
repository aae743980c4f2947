"""Issue 51 ("Wrong words"): only a lock that another window holds makes a game "open in
another window".  A lock file that cannot be used (a folder in its place, root's file left by
``sudo dvonn``, no inode left to make one) never makes a game unreachable, and any other
failure is said as what it is.  A folder the player made read-only stays so, and the banner
says that games cannot be saved.  The real window under Xvfb, as root and as the user nobody."""

from __future__ import annotations

import errno
import fcntl
import os
import stat
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from app.library import Library
from app.main_window import MainWindow
from app.records_io import game_record
from app.settings import Settings
from engine.board import Cell
from engine.game import Game
from tests.app.games_window_helpers import choose, open_window
from tests.app.games_window_helpers import click as click_button
from tests.app.test_window import HUMANS, click
from tests.reliability.conftest import NOBODY, give_to_nobody, run_as_nobody

pytestmark = pytest.mark.gui

UNFINISHED = ("E3", "F3", "G3")
NOT_SAVED = "The game is not being saved: "


def window_on(qtbot: QtBot, tmp_path: Path, data: Path) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    window = MainWindow(settings, Library(data))
    window.controller.store_retry_ms = 60_000
    qtbot.addWidget(window)
    window.resize(1100, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


def one_unfinished_game(data: Path) -> str:
    """A library in ``data`` holding the unfinished game E3 F3 G3, owned by no window; its
    entry's name."""
    game = Game()
    for move in UNFINISHED:
        game.push(move)
    library = Library(data)
    assert library.save(game_record(game)) is None
    name = library.current
    assert name is not None
    library.close()
    return name


def moves(window: MainWindow) -> list[str]:
    return [str(move) for move in window.controller.game.moves]


def saved_moves(data: Path, name: str) -> list[str]:
    entry = Library(data).entry(name)
    assert entry is not None and entry.record is not None, entry
    return [str(move) for move in entry.record.moves]


# --- unusable lock files ------------------------------------------------------------------------


def test_a_folder_in_place_of_the_lock_does_not_make_the_game_busy(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    data = tmp_path / "data"
    name = one_unfinished_game(data)
    lock = data / "games" / f"{name}.lock"
    lock.unlink()
    lock.mkdir()
    (lock / "note.txt").write_text("kept", encoding="utf-8")
    window = window_on(qtbot, tmp_path, data)
    window.start()
    assert dialogs == ["Continue your last game?"]  # offered: no window holds it
    assert moves(window) == list(UNFINISHED)
    click(qtbot, window, Cell.A1)
    assert not window.banner.isVisible()
    assert saved_moves(data, name) == [*UNFINISHED, "A1"]
    assert stat.S_ISREG(lock.lstat().st_mode)  # a real lock now, held by this window
    [aside] = (data / "games").glob(f"{name}.lock-unusable-*")
    assert (aside / "note.txt").read_text(encoding="utf-8") == "kept"  # moved, not deleted
    other = Library(data)
    assert other.entry(name) is not None and other.entry(name).busy  # type: ignore[union-attr]
    other.close()
    window.close()


def test_a_game_with_an_unusable_lock_can_be_deleted_and_restored(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    data = tmp_path / "data"
    name = one_unfinished_game(data)
    lock = data / "games" / f"{name}.lock"
    lock.unlink()
    lock.symlink_to(tmp_path / "elsewhere.lock")  # a link: never opened, never followed
    library = Library(data)
    games = open_window(qtbot, library)
    choose(games, name)
    assert games.delete_button.isEnabled() and games.delete_button.toolTip() == ""
    click_button(qtbot, games.delete_button)
    assert dialogs == [] and library.entry(name) is None
    assert not (tmp_path / "elsewhere.lock").exists()
    click_button(qtbot, games.undelete_button)
    assert dialogs == [] and saved_moves(data, name) == list(UNFINISHED)
    library.close()


def test_a_lock_left_by_root_does_not_make_the_game_busy(world: Path) -> None:
    data = world / "data"
    name = one_unfinished_game(data)
    give_to_nobody(data)
    lock = data / "games" / f"{name}.lock"
    os.chown(lock, 0, 0)  # left by one `sudo dvonn`: root's, 0600
    lock.chmod(0o600)
    report = run_as_nobody(data, world, "A1")
    assert report["dialogs"] == ["Continue your last game?"]
    assert report["resumed"] == list(UNFINISHED)
    assert report["moves"] == [*UNFINISHED, "A1"] and report["banner"] is None
    assert lock.lstat().st_uid == NOBODY  # replaced by the player's own lock
    assert saved_moves(data, name) == [*UNFINISHED, "A1"]


def test_a_lock_that_root_holds_keeps_the_game_busy(world: Path) -> None:
    data = world / "data"
    name = one_unfinished_game(data)
    give_to_nobody(data)
    lock = data / "games" / f"{name}.lock"
    os.chown(lock, 0, 0)
    lock.chmod(0o600)
    descriptor = os.open(lock, os.O_RDONLY)
    fcntl.flock(descriptor, fcntl.LOCK_EX)  # a `sudo dvonn` window still playing the game
    try:
        report = run_as_nobody(data, world, "A1")
    finally:
        os.close(descriptor)
    assert report["dialogs"] == []  # not offered: another window plays it
    assert report["moves"] == ["A1"]  # a new game instead
    assert lock.lstat().st_uid == 0  # its lock left alone
    assert saved_moves(data, name) == list(UNFINISHED)


@pytest.fixture
def few_inodes(tmp_path: Path) -> Iterator[Path]:
    """A real file system (a tmpfs) with room for 64 files and folders."""
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root")
    mount = tmp_path / "disk"
    mount.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=4m,nr_inodes=64", "tmpfs", str(mount)],
        capture_output=True, text=True, timeout=20, check=False,
    )  # fmt: skip
    if done.returncode != 0:
        pytest.skip(f"mount failed: {done.stderr.strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False, timeout=20)


def fill_inodes(folder: Path) -> list[Path]:
    folder.mkdir()
    made: list[Path] = []
    while True:
        path = folder / str(len(made))
        try:
            path.touch()
        except OSError as error:
            assert error.errno == errno.ENOSPC
            return made
        made.append(path)


def test_out_of_inodes_a_game_without_a_lock_file_is_continued(
    qtbot: QtBot, tmp_path: Path, few_inodes: Path, dialogs: list[str]
) -> None:
    data = few_inodes / "data"
    name = one_unfinished_game(data)
    (data / "games" / f"{name}.lock").unlink()
    fillers = fill_inodes(few_inodes / "fillers")
    window = window_on(qtbot, tmp_path, data)
    window.start()
    assert dialogs == ["Continue your last game?"]
    assert moves(window) == list(UNFINISHED)
    click(qtbot, window, Cell.A1)
    text = window.banner.text.text()  # the problem stated as what it is
    assert window.banner.isVisible() and "No space left on device" in text
    assert "another window" not in text
    for filler in fillers[:8]:
        filler.unlink()
    click(qtbot, window, Cell.B1)
    assert not window.banner.isVisible()
    assert saved_moves(data, name) == [*UNFINISHED, "A1", "B1"]
    assert (data / "games" / f"{name}.lock").is_file()
    window.close()


def test_a_lock_that_fails_otherwise_is_said_as_what_it_is(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dialogs: list[str]
) -> None:
    data = tmp_path / "data"
    name = one_unfinished_game(data)
    real_flock = fcntl.flock

    def no_locks(descriptor: int, operation: int) -> None:
        if operation & fcntl.LOCK_EX:  # as on a file system without locks
            raise OSError(errno.ENOLCK, os.strerror(errno.ENOLCK))
        real_flock(descriptor, operation)

    monkeypatch.setattr(fcntl, "flock", no_locks)
    window = window_on(qtbot, tmp_path, data)
    window.controller.new_game(HUMANS)
    assert window.library is not None and window.games is not None
    entry = window.library.entry(name)
    assert entry is not None and not entry.busy
    assert not window.games.open_entry(name)
    assert "No locks available" in dialogs[-1] and "another window" not in dialogs[-1]
    games = open_window(qtbot, window.library)
    choose(games, name)
    click_button(qtbot, games.delete_button)
    assert "No locks available" in dialogs[-1] and "another window" not in dialogs[-1]
    assert window.library.entry(name) is not None  # nothing was deleted
    window.close()


# --- a folder the player made read-only -----------------------------------------------------------


def test_a_read_only_games_folder_stays_read_only_and_the_banner_says_so(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    data = tmp_path / "data"
    name = one_unfinished_game(data)
    games = data / "games"
    games.chmod(0o555)  # the player's choice; group and others lose their bits, nothing more
    window = window_on(qtbot, tmp_path, data)
    window.controller.new_game(HUMANS)
    assert stat.S_IMODE(games.stat().st_mode) == 0o500
    assert window.banner.isVisible()
    text = window.banner.text.text()
    assert text.startswith(NOT_SAVED) and str(games) in text and "read-only" in text
    click(qtbot, window, Cell.E3)
    assert window.banner.isVisible() and stat.S_IMODE(games.stat().st_mode) == 0o500
    assert [p.name for p in games.glob("*.dvn")] == [f"{name}.dvn"]
    window.close()
