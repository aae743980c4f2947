"""Issue 51 ("Games lost"): what an entry of the library holds is never lost to an ordinary
action.  Opening a poorer copy of a game keeps the entry's review, comments, clocks and
headers; Undo delete works after another window started; a data folder removed while the app
runs is made again; an entry as large as the app allows is read back; a game resigned before
its first move is kept.  The real window under Xvfb."""

from __future__ import annotations

import os
import shutil
import stat
import time
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app import game_review
from app.library import Library
from app.library_files import MAX_ENTRY_BYTES
from app.main_window import MainWindow
from engine import records
from engine.board import Cell
from engine.position import Color
from engine.records import GameRecord, RecordResult
from tests.app.games_window_helpers import choose, open_window
from tests.app.games_window_helpers import click as click_button
from tests.app.test_window import HUMANS, click, make_window
from tests.engine.test_review import blunder_game
from tests.reliability.test_app_library import moves_of, played

pytestmark = pytest.mark.gui

CLOCK = "[%clk "
DAY = 86_400


def library_of(window: MainWindow) -> Library:
    assert window.library is not None
    return window.library


def comments_of(library: Library) -> dict[int, str]:
    [entry] = library.entries()
    assert entry.record is not None, entry.problem
    return dict(entry.record.comments)


def wait_for_review(qtbot: QtBot, window: MainWindow) -> None:
    review = window.review.game_review
    qtbot.waitUntil(lambda: review.active and not review.running, timeout=120_000)


def legal_target(window: MainWindow) -> Cell:
    target = sorted(window.controller.game.legal_moves(), key=str)[0].target
    assert target is not None
    return target


# --- 4: opening a poorer copy ----------------------------------------------------------------


def test_opening_a_copy_without_the_review_keeps_the_entrys_review(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dialogs: list[str]
) -> None:
    monkeypatch.setattr(game_review, "PASS_SECONDS", (0.1,))  # quick, then one short pass
    record = replace(blunder_game(), event="Club evening", comments=((2, "a bold reply"),))
    path = tmp_path / "blunder.dvn"
    path.write_text(records.write_record(record, "dvn"), encoding="utf-8")
    window = make_window(qtbot, tmp_path)
    window.controller.new_game(HUMANS)
    assert window.files.open_path(str(path))
    window.review.start()
    wait_for_review(qtbot, window)
    library = library_of(window)
    qtbot.waitUntil(lambda: library.entries()[0].reviewed, timeout=5000)
    reviewed = comments_of(library)
    window.controller.new_game(HUMANS)
    # The same game again, from the file without the review, with a header added since.
    copy = tmp_path / "copy.dvn"
    copy.write_text(records.write_record(replace(record, site="Home"), "dvn"), encoding="utf-8")
    assert window.files.open_path(str(copy))
    [entry] = library.entries()
    assert entry.reviewed and entry.record is not None
    assert dict(entry.record.comments) == reviewed  # the review and the comment, untouched
    assert (entry.record.comment(2) or "").startswith("a bold reply [%review ")
    assert (entry.record.event, entry.record.site) == ("Club evening", "Home")
    assert window.review.game_review.active  # the entry's review is shown at once
    window.close()
    [kept] = Library(tmp_path / "data").entries()
    assert kept.reviewed


def test_a_clocked_entry_keeps_its_clocks_when_a_copy_without_them_is_opened(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    window = make_window(qtbot, tmp_path)
    window.controller.new_game(replace(HUMANS, clock_minutes=15))
    for cell in (Cell.E3, Cell.F3, Cell.G3):
        click(qtbot, window, cell)
    library = library_of(window)
    [entry] = library.entries()
    assert entry.record is not None and entry.record.time_control == "15"
    clocks = comments_of(library)
    assert sorted(clocks) == [1, 2, 3] and all(CLOCK in text for text in clocks.values())
    bare = replace(entry.record, time_control="", comments=())
    path = tmp_path / "bare.dvn"
    path.write_text(records.write_record(bare, "dvn"), encoding="utf-8")
    window.controller.new_game(HUMANS)
    assert window.files.open_path(str(path))
    [again] = library.entries()
    assert again.record is not None and again.record.time_control == "15"
    assert comments_of(library) == clocks
    assert window.controller.game.clocks() is not None  # the game on the board has them too
    click(qtbot, window, Cell.A1)
    played_on = comments_of(library)
    assert {ply: played_on[ply] for ply in clocks} == clocks and CLOCK in played_on[4]
    window.close()


def test_no_clock_value_is_made_up_for_moves_the_file_had_without_one(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    record = replace(GameRecord.from_game(played(10), white="Ann"), time_control="15")
    path = tmp_path / "clock.dvn"
    path.write_text(records.write_record(record, "dvn"), encoding="utf-8")
    window = make_window(qtbot, tmp_path)
    window.controller.new_game(HUMANS)
    assert window.files.open_path(str(path))
    library = library_of(window)
    assert not any(CLOCK in text for text in comments_of(library).values())
    click(qtbot, window, legal_target(window))  # a move played here has its clock value
    assert [ply for ply, text in comments_of(library).items() if CLOCK in text] == [11]
    window.close()


# --- 5: undo delete after another window started ----------------------------------------------


def test_undo_delete_works_after_a_second_window_started(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    window = make_window(qtbot, tmp_path)
    window.controller.new_game(HUMANS)
    click(qtbot, window, Cell.E3)
    window.controller.new_game(HUMANS)
    click(qtbot, window, Cell.F3)
    library = library_of(window)
    old = library.entries()[1].name
    saved = time.time() - 3 * DAY  # last played three days ago
    os.utime(library.path_of(old), (saved, saved))
    games = open_window(qtbot, library)
    choose(games, old)
    click_button(qtbot, games.delete_button)
    assert old not in [entry.name for entry in library.entries()]
    second = make_window(qtbot, tmp_path)  # another window starts: it sweeps old leftovers
    click_button(qtbot, games.undelete_button)
    assert dialogs == []
    back = library.entry(old)
    assert back is not None and moves_of(back.record) == ["E3"]
    assert back.modified == pytest.approx(saved)  # listed with the date it was last played
    second.close()
    window.close()


# --- 7: the data folder removed while the app runs ----------------------------------------------


def test_a_data_folder_removed_during_a_game_is_made_again(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    data = tmp_path / "data"
    window = make_window(qtbot, tmp_path)
    window.controller.new_game(HUMANS)
    for cell in (Cell.E3, Cell.F3):
        click(qtbot, window, cell)
    shutil.rmtree(data)  # rm -rf of the data folder during the game
    click(qtbot, window, Cell.G3)
    assert not window.banner.isVisible()
    for folder in (data, data / "games", data / "games" / ".deleted"):
        assert stat.S_IMODE(folder.lstat().st_mode) == 0o700 and not folder.is_symlink()
    other = Library(data)  # the game is still this window's own
    [entry] = other.entries()
    assert entry.busy and moves_of(entry.record) == ["E3", "F3", "G3"]
    other.close()
    # When the folder cannot be made again, the banner names it, never a temporary file.
    shutil.rmtree(data)
    data.write_text("in the way", encoding="utf-8")
    click(qtbot, window, Cell.A1)
    assert window.banner.isVisible()
    text = window.banner.text.text()
    assert str(data) in text and ".tmp" not in text and ".probe" not in text
    data.unlink()
    click(qtbot, window, Cell.B1)
    assert not window.banner.isVisible()
    [entry] = Library(data).entries()
    assert moves_of(entry.record) == ["E3", "F3", "G3", "A1", "B1"]
    window.close()


# --- 8: one size limit for entries --------------------------------------------------------------


def test_a_record_just_under_the_read_limit_is_kept_and_read_back(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    # An SGF file needs no escape for "}", our format does: its entry is twice its size.
    base = GameRecord.from_game(played(20), white="Ann", black="Bob")
    small = records.write_record(replace(base, comments=((0, "x"),)), "sgf")
    filler = "}" * (records.MAX_RECORD_BYTES - len(small.encode("utf-8")) - 1)
    path = tmp_path / "big.sgf"
    path.write_text(records.write_record(replace(base, comments=((0, filler),)), "sgf"))
    assert records.MAX_RECORD_BYTES - 100 < path.stat().st_size <= records.MAX_RECORD_BYTES
    window = make_window(qtbot, tmp_path)
    window.controller.new_game(HUMANS)
    assert window.files.open_path(str(path))
    click(qtbot, window, legal_target(window))
    assert not window.banner.isVisible()
    window.close()
    games = tmp_path / "data" / "games"
    [entry] = Library(tmp_path / "data").entries()
    assert entry.record is not None and len(entry.record.moves) == 21
    assert entry.record.comment(0) == filler
    size = (games / f"{entry.name}.dvn").stat().st_size
    assert 1.99 * records.MAX_RECORD_BYTES < size <= MAX_ENTRY_BYTES  # twice the file
    assert sorted(p.stem for p in games.glob("*.lock")) == [entry.name]


def test_a_reviewed_entry_of_the_largest_record_fits(tmp_path: Path) -> None:
    """The most an opened record can grow to: every character written twice (escaped, or
    two bytes in UTF-8), a review annotation and a clock value after every move."""
    game = played()
    note = (
        "[%clk 86400.00] [%review class=blunder before=+98.000000 after=-98.000000 best=A1B2 "
        "line=" + ",".join(["A1B2"] * 40) + " depth=200,200 proven=W49,B49]"
    )
    base = GameRecord.from_game(game, white="Ann")
    filler = "é" * (records.MAX_RECORD_BYTES - len(records.write_record(base).encode()))
    record = replace(
        base,
        event=filler.replace("é", '"'),  # written \" : twice as long
        comments=tuple((ply, note) for ply in range(1, len(game.moves) + 1)),
    )
    library = Library(tmp_path / "data")
    assert library.save(record) is None
    [entry] = library.entries()
    assert entry.record == record
    library.close()


def test_a_write_that_fails_leaves_no_lock_behind(full_disk: Path) -> None:
    data = full_disk / "data"
    library = Library(data)
    assert library.save(GameRecord.from_game(played(5))) is not None  # the disk is full
    assert list((data / "games").iterdir()) == [data / "games" / ".deleted"]
    (full_disk / "filler").unlink()
    assert library.save(GameRecord.from_game(played(6))) is None
    [entry] = library.entries()
    assert sorted(p.name for p in (data / "games").glob("*.lock")) == [f"{entry.name}.lock"]
    library.close()


def test_a_game_too_large_to_keep_leaves_no_lock_behind(tmp_path: Path) -> None:
    library = Library(tmp_path / "data")
    huge = GameRecord.from_game(played(3), event="x" * MAX_ENTRY_BYTES)
    assert library.save(huge) is not None
    assert list(library.folder.glob("*.lock")) == []
    library.close()


# --- a game resigned before its first move -------------------------------------------------------


def test_a_game_resigned_before_its_first_move_is_kept(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    window = make_window(qtbot, tmp_path)
    window.controller.new_game(HUMANS)
    window.resign()
    [entry] = library_of(window).entries()
    assert entry.finished and entry.record is not None and entry.plies == 0
    assert entry.record.result is RecordResult.RESIGNED and entry.record.resigned is Color.WHITE
    window.close()
