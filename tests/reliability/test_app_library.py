"""Issue 35: every game is kept in the library and nothing ordinary deletes one; two windows
share it safely; its files are private and never written through a link; an old autosave is
taken in; what the app writes it reads back.  Real windows under Xvfb, real processes."""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.library import Library
from app.library_files import MAX_ENTRY_BYTES
from engine import records
from engine.board import Cell
from engine.game import Game
from engine.records import GameRecord
from tests.app.test_window import HUMANS, click, make_window
from tests.conftest import REPO_ROOT

pytestmark = pytest.mark.gui


def played(plies: int | None = None, seed: int = 3) -> Game:
    """A game of random legal moves: ``plies`` of them, or to the end."""
    rng = random.Random(seed)
    game = Game()
    while not game.is_over and (plies is None or game.ply < plies):
        game.play(rng.choice(sorted(game.legal_moves(), key=str)))
    return game


def record_file(folder: Path, name: str, game: Game) -> Path:
    path = folder / name
    records.save_record(GameRecord.from_game(game, white="Ann", black="Bob"), path)
    return path


def moves_of(entry_record: GameRecord | None) -> list[str]:
    assert entry_record is not None
    return [str(move) for move in entry_record.moves]


def unfinished(data: Path) -> list[list[str]]:
    """The unfinished games of the library in ``data``, newest first, as move lists."""
    library = Library(data)
    try:
        return [moves_of(e.record) for e in library.entries() if not e.finished]
    finally:
        library.close()


# --- nothing ordinary deletes a game -------------------------------------------------------


def test_opening_a_record_keeps_the_unfinished_game(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    window = make_window(qtbot, tmp_path)
    window.controller.new_game(HUMANS)
    for cell in (Cell.E3, Cell.F3, Cell.G3):
        click(qtbot, window, cell)
    finished = record_file(tmp_path, "finished.dvn", played())
    assert window.files.open_path(str(finished))
    entries = window.library.entries() if window.library else []
    assert [e.finished for e in entries] == [True, False]  # the opened game is an entry too
    assert moves_of(entries[1].record) == ["E3", "F3", "G3"]
    assert not entries[1].busy  # let go: another window (or this one later) may resume it
    window.close()
    assert unfinished(tmp_path / "data") == [["E3", "F3", "G3"]]


def test_new_game_finishing_and_resigning_keep_every_game(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    window = make_window(qtbot, tmp_path)
    window.controller.new_game(HUMANS)
    click(qtbot, window, Cell.E3)
    window.controller.new_game(HUMANS)  # Ctrl+N's path
    click(qtbot, window, Cell.F3)
    window.resign()  # the second game ends by resignation
    window.rematch()
    click(qtbot, window, Cell.G3)
    library = window.library
    assert library is not None
    summary = [(moves_of(e.record), e.finished) for e in library.entries()]
    assert summary == [(["G3"], False), (["F3"], True), (["E3"], False)]
    window.close()  # quitting (Ctrl+Q closes the window) deletes nothing
    assert unfinished(tmp_path / "data") == [["G3"], ["E3"]]


def test_a_pasted_position_becomes_an_entry_once_played(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    from PyQt6.QtGui import QGuiApplication

    window = make_window(qtbot, tmp_path)
    window.controller.new_game(HUMANS)
    clipboard = QGuiApplication.clipboard()
    assert clipboard is not None
    clipboard.setText(str(played(10).position))
    assert window.files.paste_position()
    assert window.library is not None and window.library.entries() == []
    click(qtbot, window, Cell.A1)
    [entry] = window.library.entries()
    assert entry.record is not None and entry.record.start == played(10).position
    window.close()


def test_opening_the_same_file_twice_keeps_one_entry(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    window = make_window(qtbot, tmp_path)
    window.controller.new_game(HUMANS)
    path = record_file(tmp_path, "game.dvn", played(30))
    assert window.files.open_path(str(path))
    window.controller.new_game(HUMANS)
    assert window.files.open_path(str(path))
    assert window.library is not None and len(window.library.entries()) == 1
    window.close()


def test_the_start_offers_the_newest_unfinished_game_and_the_review_is_kept(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    first = make_window(qtbot, tmp_path)
    first.controller.new_game(HUMANS)
    click(qtbot, first, Cell.E3)
    first.controller.new_game(HUMANS)
    for cell in (Cell.A1, Cell.B1):
        click(qtbot, first, cell)
    first.close()
    second = make_window(qtbot, tmp_path)
    second.start()
    assert dialogs == ["Continue your last game?"]
    assert [str(m) for m in second.controller.game.moves] == ["A1", "B1"]
    click(qtbot, second, Cell.C1)  # played on in the same entry, not a new one
    assert second.library is not None and len(second.library.entries()) == 2
    second.close()
    assert unfinished(tmp_path / "data") == [["A1", "B1", "C1"], ["E3"]]


# --- two windows, one library --------------------------------------------------------------


def test_two_windows_never_touch_each_others_game(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    first = make_window(qtbot, tmp_path)
    first.controller.new_game(HUMANS)
    for cell in (Cell.E3, Cell.F3):
        click(qtbot, first, cell)
    second = make_window(qtbot, tmp_path)  # a second window on the same library
    second.start()
    assert dialogs == []  # the first window's game is its own: not offered here
    assert len(second.controller.game) == 0
    second.controller.new_game(HUMANS)
    click(qtbot, second, Cell.A1)
    second.resign()  # finishing a game in the second window
    finished = record_file(tmp_path, "finished.dvn", played())
    assert second.files.open_path(str(finished))  # opening a finished record there
    assert second.library is not None and second.games is not None
    [theirs] = [e for e in second.library.entries() if e.busy]
    assert moves_of(theirs.record) == ["E3", "F3"]
    assert not second.games.open_entry(theirs.name)  # it may not take it over …
    assert "another window" in dialogs[-1]
    assert not second.library.delete(theirs.name)  # … nor delete it
    click(qtbot, first, Cell.G3)  # the first window plays on, untouched
    first.close()  # and closes normally: its game stays, free to resume
    mine = second.library.entry(theirs.name)
    assert mine is not None and not mine.busy and moves_of(mine.record) == ["E3", "F3", "G3"]
    assert second.games.open_entry(theirs.name)
    assert [str(m) for m in second.controller.game.moves] == ["E3", "F3", "G3"]
    second.close()
    assert sorted(len(m) for m in unfinished(tmp_path / "data")) == [3]


def test_deleting_is_explicit_and_can_be_undone(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    window = make_window(qtbot, tmp_path)
    window.controller.new_game(HUMANS)
    click(qtbot, window, Cell.E3)
    window.controller.new_game(HUMANS)
    click(qtbot, window, Cell.F3)
    library = window.library
    assert library is not None
    old, current = library.entries()[1], library.entries()[0]
    assert not library.delete(current.name)  # the game on the board is not deleted
    assert library.delete(old.name)
    assert [e.name for e in library.entries()] == [current.name]
    assert library.undelete() == old.name
    assert {e.name for e in library.entries()} == {old.name, current.name}
    assert library.delete(old.name)
    window.close()  # deleted for good when the window closes
    assert unfinished(tmp_path / "data") == [["F3"]]
    assert not list((tmp_path / "data" / "games" / ".deleted").iterdir())


# --- files: private, never through a link, read back -----------------------------------------


def test_folders_and_entries_are_private_whatever_the_umask(tmp_path: Path) -> None:
    old = os.umask(0)
    try:
        data = tmp_path / "share" / "dvonn"
        library = Library(data)
        assert library.save(GameRecord.from_game(played(5))) is None
    finally:
        os.umask(old)
    for folder in (tmp_path / "share", data, data / "games", data / "games" / ".deleted"):
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700, folder
    for path in (data / "games").iterdir():
        if path.is_file():
            assert stat.S_IMODE(path.stat().st_mode) == 0o600, path
    library.close()


def test_an_open_data_folder_is_closed_again(tmp_path: Path) -> None:
    data = tmp_path / "data"
    (data / "games").mkdir(parents=True)
    for folder in (data, data / "games"):
        folder.chmod(0o777)  # as the app made it under umask 000 before
    Library(data).close()
    assert stat.S_IMODE(data.stat().st_mode) == 0o700
    assert stat.S_IMODE((data / "games").stat().st_mode) == 0o700


def test_a_link_in_place_of_an_entry_is_replaced_not_followed(tmp_path: Path) -> None:
    victim = tmp_path / "bashrc"
    victim.write_text("# mine\n", encoding="utf-8")
    library = Library(tmp_path / "data")
    assert library.save(GameRecord.from_game(played(3))) is None
    assert library.current is not None
    entry = library.path_of(library.current)
    entry.unlink()
    entry.symlink_to(victim)  # swapped for a link between two moves
    assert library.save(GameRecord.from_game(played(4))) is None
    assert victim.read_text(encoding="utf-8") == "# mine\n"
    assert not entry.is_symlink() and moves_of(records.read_file(entry)) == [
        str(m) for m in played(4).moves
    ]
    other = library.folder / "planted.dvn"
    other.symlink_to(victim)
    assert [e.name for e in library.entries()] == [library.current]  # a link is no entry
    library.close()


def test_a_link_in_place_of_the_games_folder_is_refused(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    data = tmp_path / "data"
    data.mkdir()
    (data / "games").symlink_to(elsewhere)
    library = Library(data)
    assert library.problem is not None and "symbolic link" in library.problem
    assert library.save(GameRecord.from_game(played(3))) is not None
    assert list(elsewhere.iterdir()) == []
    library.close()


def test_a_large_latin1_record_is_kept_whole_and_read_back(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    base = GameRecord.from_game(played(20), white="Åsa", black="Bjørn")
    text = records.write_record(base).replace("[Black", '[Event "' + "é" * 700_000 + '"]\n[Black')
    path = tmp_path / "big.dvn"
    path.write_bytes(text.encode("latin-1"))  # 701 KB here, 1.4 MB in UTF-8
    assert 700_000 < path.stat().st_size < records.MAX_RECORD_BYTES
    window = make_window(qtbot, tmp_path)
    window.controller.new_game(HUMANS)
    assert window.files.open_path(str(path))
    cell = sorted(window.controller.game.legal_moves(), key=str)[0].target
    assert cell is not None
    click(qtbot, window, cell)
    window.close()
    again = make_window(qtbot, tmp_path)
    again.start()
    assert dialogs == ["Continue your last game?"]
    assert len(again.controller.game) == 21
    assert again.controller.base is not None and again.controller.base.event == "é" * 700_000
    # Ctrl+S to a file: too large for the app to open again, so it is refused with a reason.
    target = tmp_path / "saved.dvn"
    assert not again.files.save_to(target)
    assert not target.exists() and "too large" in dialogs[-1]
    again.close()


def test_a_game_too_large_to_keep_whole_is_refused_not_half_kept(tmp_path: Path) -> None:
    library = Library(tmp_path / "data")
    huge = GameRecord.from_game(played(3), white="x" * (MAX_ENTRY_BYTES + 1))
    problem = library.save(huge)
    assert problem is not None and "too large" in problem
    assert library.entries() == []
    assert library.save(GameRecord.from_game(played(3))) is None  # and it goes on working
    library.close()


def test_an_old_autosave_is_taken_in_with_its_date(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    old = record_file(data, "autosave.dvn", played(12))
    os.utime(old, (1_700_000_000, 1_700_000_000))
    window = make_window(qtbot, tmp_path)
    window.start()
    assert dialogs == ["Continue your last game?"]
    assert [str(m) for m in window.controller.game.moves] == [str(m) for m in played(12).moves]
    assert not old.exists()
    assert window.library is not None
    [entry] = window.library.entries()
    assert entry.modified == 1_700_000_000
    window.close()


# --- real processes: SIGTERM, the command line, another user ---------------------------------


def run_window(data: Path, tmp_path: Path, *args: str, wait: bool = False) -> subprocess.Popen[str]:
    command = [sys.executable, "-m", "tests.reliability.library_window", str(data)]
    command += [str(tmp_path / "settings.ini"), *args] + (["--wait"] if wait else [])
    return subprocess.Popen(command, cwd=REPO_ROOT, stdout=subprocess.PIPE, text=True)


def report_of(process: subprocess.Popen[str]) -> dict[str, object]:
    assert process.stdout is not None
    line = process.stdout.readline()
    report: dict[str, object] = json.loads(line)
    assert report["errors"] == [], report["errors"]
    return report


def test_sigterm_then_a_record_from_the_command_line_then_a_new_start_lose_nothing(
    tmp_path: Path,
) -> None:
    data = tmp_path / "share" / "dvonn" / "dvonn"
    playing = run_window(data, tmp_path, "E3", "F3", "G3", wait=True)
    assert report_of(playing)["moves"] == ["E3", "F3", "G3"]
    playing.send_signal(signal.SIGTERM)
    playing.wait(timeout=30)
    assert unfinished(data) == [["E3", "F3", "G3"]]
    # `dvonn RECORD` from a file manager: the real command line, the data folder from XDG.
    env = {**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "share")}
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    record = record_file(tmp_path, "record.dvn", played())
    app = subprocess.Popen([sys.executable, "-m", "app", str(record)], cwd=REPO_ROOT, env=env)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and len(list((data / "games").glob("*.dvn"))) < 2:
        time.sleep(0.2)
    app.send_signal(signal.SIGTERM)
    app.wait(timeout=30)
    assert unfinished(data) == [["E3", "F3", "G3"]]
    again = run_window(data, tmp_path, "--start", "A1")
    report = report_of(again)
    again.wait(timeout=60)
    assert report["dialogs"] == ["Continue your last game?"]
    assert report["moves"] == ["E3", "F3", "G3", "A1"]
    assert unfinished(data) == [["E3", "F3", "G3", "A1"]]


@pytest.fixture
def open_world() -> Iterator[Path]:
    """A folder that the user nobody may write (pytest's tmp_path is root's alone)."""
    if os.geteuid() != 0:
        pytest.skip("dropping to the user nobody needs root")
    world = Path(tempfile.mkdtemp(prefix="dvonn-library-"))
    world.chmod(0o777)
    yield world
    shutil.rmtree(world)


def test_as_another_user_under_umask_000_a_planted_link_is_never_followed(
    open_world: Path,
) -> None:
    data = open_world / "data"
    first = run_window(data, open_world, "--nobody", "--umask", "000", "E3")
    report = report_of(first)
    assert report["uid"] == 65534 and report["banner"] is None and report["moves"] == ["E3"]
    first.wait(timeout=60)
    games = data / "games"
    assert stat.S_IMODE(data.stat().st_mode) == stat.S_IMODE(games.stat().st_mode) == 0o700
    [entry] = games.glob("*.dvn")
    assert stat.S_IMODE(entry.stat().st_mode) == 0o600 and entry.stat().st_uid == 65534
    victim = open_world / "bashrc"  # a file of the player's, whom the link would harm
    victim.write_text("# mine\n", encoding="utf-8")
    os.chown(victim, 65534, 65534)
    entry.unlink()
    entry.symlink_to(victim)
    os.lchown(entry, 65534, 65534)
    again = run_window(data, open_world, "--nobody", "--umask", "000", "--start", "F3")
    report = report_of(again)
    again.wait(timeout=60)
    assert report["dialogs"] == [] and report["moves"] == ["F3"]  # the link is no game
    assert victim.read_text(encoding="utf-8") == "# mine\n"
    assert entry.is_symlink()  # left alone: not ours


def test_an_entry_the_app_cannot_replay_is_kept_but_not_offered(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    text = records.write_record(GameRecord.from_game(played(6)))
    (data / "autosave.dvn").write_text(text.replace("[Setup", '[TimeControl "inf"]\n[Setup'))
    window = make_window(qtbot, tmp_path)
    window.start()
    assert dialogs == [] and len(window.controller.game) == 0  # not offered at every start
    assert window.library is not None
    [kept] = window.library.entries()  # yet kept, with its moves, for My games to show
    assert moves_of(kept.record) == [str(m) for m in played(6).moves]
    window.close()


def test_without_a_home_folder_nothing_is_written_at_the_root(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import pwd

    class Account:
        pw_dir = "/"  # an account whose home is the root folder

    monkeypatch.setenv("HOME", "")
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setattr(pwd, "getpwuid", lambda uid: Account())
    before = set(os.listdir("/"))
    library = Library()
    assert library.problem is not None and "no home folder" in library.problem
    assert library.save(GameRecord.from_game(played(2))) == library.problem
    assert library.entries() == []
    library.close()
    assert set(os.listdir("/")) == before


def test_without_a_home_folder_the_preferences_stay_in_memory(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import pwd

    from app.settings import Settings

    class Account:
        pw_dir = "/"

    monkeypatch.setenv("HOME", "")
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.setattr(pwd, "getpwuid", lambda uid: Account())
    before = set(os.listdir("/"))
    settings = Settings()
    settings.palette = "high_contrast"
    settings.sync()
    assert settings.palette == "high_contrast" and settings.store.fileName() == ""
    assert set(os.listdir("/")) == before
