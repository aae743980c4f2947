"""The My games window over a real library in a temporary folder, under Xvfb: the rows and
columns, the filters and the count line, and the buttons that choose a game to play."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from PyQt6.QtCore import Qt
from PyQt6.QtWidgets import QDialog, QPushButton
from pytestqt.qtbot import QtBot

from app.library import Library
from app.widgets.games_table import Column, Kind, Won
from app.widgets.games_window import GamesWindow, count_text
from engine.game import Game
from engine.records import RecordResult
from tests.app.game_records import played_to_the_end, unfinished_game
from tests.app.games_window_helpers import (
    BASE_TIME,
    Games,
    add,
    choose,
    click,
    names,
    open_window,
    record_warnings,
    rows,
    selected_name,
    set_filter,
)

pytestmark = pytest.mark.gui


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    return record_warnings(monkeypatch)


@pytest.fixture
def library(tmp_path: Path) -> Library:
    return Library(tmp_path / "data")


@pytest.fixture
def games(library: Library) -> Games:
    return Games(library)


# --- what is shown ---------------------------------------------------------------------


ANN = "\u2068Ann\u2069"  # a name is isolated from the text around it (app.shown_names)


def test_one_row_per_entry_newest_first(qtbot: QtBot, games: Games) -> None:
    window = open_window(qtbot, games.library)
    header = window.table.headerItem()
    assert header is not None
    assert [header.text(column) for column in Column] == [
        "Date",
        "White",
        "Black",
        "Result",
        "Moves",
        "Reviewed",
        "Last opened",
    ]
    shown = rows(window)
    plies = [len(e.record.moves) for e in games.library.entries() if e.record is not None]
    assert [row[1 : Column.OPENED] for row in shown] == [
        ["Computer · level 2", "Computer · level 9", shown[0][3], str(plies[0]), ""],
        [ANN, "Computer · level 10", "White resigned", "10", ""],
        ["White", "Black", shown[2][3], str(plies[2]), ""],
        ["Computer · level 7", ANN, "Unfinished", "30", ""],
        [ANN, "\u2068Bob\u2069", shown[4][3], str(plies[4]), "✓"],
        [ANN, "Computer · level 3", shown[5][3], str(plies[5]), ""],
    ]
    white, black = played_to_the_end(RecordResult.WHITE).position.controlled_pieces()
    assert shown[0][3] == shown[4][3] == f"White won {white}–{black}"
    white, black = played_to_the_end(RecordResult.DRAW).position.controlled_pieces()
    assert shown[2][3] == f"Draw {white}–{black}"
    white, black = played_to_the_end(RecordResult.BLACK).position.controlled_pieces()
    assert shown[5][3] == f"Black won {black}–{white}"
    assert shown[5][Column.OPENED] == _local(BASE_TIME + 60)
    assert window.count.text() == "6 games"
    assert selected_name(window) == games.computers


def _local(stamp: int) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(stamp))


def test_sorting_by_a_column(qtbot: QtBot, games: Games) -> None:
    window = open_window(qtbot, games.library)
    window.table.sortByColumn(Column.MOVES, Qt.SortOrder.AscendingOrder)
    moves = [int(row[Column.MOVES]) for row in rows(window)]
    assert moves == sorted(moves)
    window.table.sortByColumn(Column.DATE, Qt.SortOrder.AscendingOrder)
    assert names(window)[0] == games.lost


def test_unreadable_and_busy_entries(qtbot: QtBot, games: Games, tmp_path: Path) -> None:
    broken = games.library.folder / "broken.dvn"
    broken.write_text("1. ZZ9\n", encoding="utf-8")
    os.utime(broken, (BASE_TIME, BASE_TIME))  # the oldest
    other = Library(tmp_path / "data")
    assert other.claim(games.going_on)
    window = open_window(qtbot, games.library)
    by_name = dict(zip(names(window), rows(window), strict=True))
    assert by_name["broken"][Column.RESULT].startswith("Cannot be read: line 1")
    assert by_name["broken"][Column.WHITE] == by_name["broken"][Column.MOVES] == ""
    assert by_name[games.going_on][Column.RESULT] == "Unfinished (open in another window)"
    choose(window, "broken")
    enabled = [b.isEnabled() for b in _actions(window)]
    assert enabled == [False, False, False, False, True]  # only Delete
    choose(window, games.going_on)
    enabled = [b.isEnabled() for b in _actions(window)]
    assert enabled == [False, False, False, True, False]  # only Export
    other.start_new()
    window.refresh()
    assert selected_name(window) == games.going_on
    assert window.continue_button.isEnabled() and window.delete_button.isEnabled()


def _actions(window: GamesWindow) -> list[QPushButton]:
    return [
        window.continue_button,
        window.open_button,
        window.review_button,
        window.export_button,
        window.delete_button,
    ]


# --- filters ---------------------------------------------------------------------------


def test_every_filter(qtbot: QtBot, games: Games) -> None:
    window = open_window(qtbot, games.library)
    g = games
    cases: list[tuple[Kind, int | None, Won, list[str]]] = [
        (Kind.ALL, None, Won.ANY, [g.computers, g.resigned, g.drawn, g.going_on, g.people, g.lost]),
        (Kind.UNFINISHED, None, Won.ANY, [g.going_on]),
        (Kind.FINISHED, None, Won.ANY, [g.computers, g.resigned, g.drawn, g.people, g.lost]),
        (Kind.COMPUTER, None, Won.ANY, [g.resigned, g.going_on, g.lost]),
        (Kind.PEOPLE, None, Won.ANY, [g.drawn, g.people]),
        # a level leaves games between people alone
        (Kind.ALL, 3, Won.ANY, [g.drawn, g.people, g.lost]),
        (Kind.ALL, 9, Won.ANY, [g.computers, g.drawn, g.people]),
        (Kind.COMPUTER, 10, Won.ANY, [g.resigned]),
        (Kind.COMPUTER, 5, Won.ANY, []),
        (Kind.ALL, None, Won.WHITE, [g.computers, g.people]),
        (Kind.ALL, None, Won.BLACK, [g.resigned, g.lost]),  # White resigned: Black won
        (Kind.ALL, None, Won.DRAW, [g.drawn]),
        (Kind.COMPUTER, None, Won.BLACK, [g.resigned, g.lost]),
        (Kind.PEOPLE, None, Won.BLACK, []),
    ]
    for kind, level, won, expected in cases:
        set_filter(window, kind, level, won)
        assert names(window) == expected, (kind, level, won)
        if expected:
            assert window.selected() is not None
        else:
            assert window.selected() is None
            assert not window.open_button.isEnabled()
        total = "6 games" if len(expected) == 6 else count_text(len(expected), 6)
        assert window.count.text() == total


def test_the_selection_stays_when_still_shown(qtbot: QtBot, games: Games) -> None:
    window = open_window(qtbot, games.library)
    choose(window, games.resigned)
    set_filter(window, Kind.COMPUTER, None, Won.ANY)
    assert selected_name(window) == games.resigned
    set_filter(window, Kind.PEOPLE, None, Won.ANY)
    assert selected_name(window) == games.drawn


@pytest.mark.parametrize(
    ("shown", "total", "text"),
    [
        (0, 0, "0 games"),
        (1, 1, "1 game"),
        (2, 2, "2 games"),
        (0, 40, "0 games shown of 40"),
        (1, 40, "1 game shown of 40"),
        (12, 40, "12 games shown of 40"),
    ],
)
def test_the_count_line(shown: int, total: int, text: str) -> None:
    assert count_text(shown, total) == text


def test_the_count_line_of_a_real_window(qtbot: QtBot, library: Library) -> None:
    window = open_window(qtbot, library)
    assert window.count.text() == "0 games"
    add(library, unfinished_game())
    window.refresh()
    assert window.count.text() == "1 game"
    add(library, played_to_the_end(RecordResult.WHITE))
    window.refresh()
    assert window.count.text() == "2 games"
    set_filter(window, Kind.UNFINISHED, None, Won.ANY)
    assert window.count.text() == "1 game shown of 2"
    set_filter(window, Kind.ALL, None, Won.DRAW)
    assert window.count.text() == "0 games shown of 2"


# --- continue, open, review ------------------------------------------------------------


def _chosen(window: GamesWindow) -> list[tuple[str, str]]:
    seen: list[tuple[str, str]] = []
    window.chosen.connect(lambda name, action: seen.append((name, action)))
    return seen


@pytest.mark.parametrize(
    ("role", "button", "action"),
    [
        ("going_on", "continue_button", "continue"),
        ("going_on", "open_button", "open"),
        ("people", "open_button", "open"),
        ("people", "review_button", "review"),
        ("resigned", "review_button", "review"),
    ],
)
def test_the_buttons_choose_an_entry(
    qtbot: QtBot, games: Games, role: str, button: str, action: str
) -> None:
    window = open_window(qtbot, games.library)
    seen = _chosen(window)
    name = getattr(games, role)
    choose(window, name)
    click(qtbot, getattr(window, button))
    assert seen == [(name, action)]
    assert window.result() == QDialog.DialogCode.Accepted and not window.isVisible()


def test_which_buttons_each_entry_allows(qtbot: QtBot, games: Games) -> None:
    window = open_window(qtbot, games.library)
    expected = {  # continue, open, review, export, delete
        games.going_on: [True, True, False, True, True],
        games.people: [False, True, True, True, True],
        games.lost: [False, True, True, True, True],
    }
    for name, enabled in expected.items():
        choose(window, name)
        assert [b.isEnabled() for b in _actions(window)] == enabled, name
    assert not window.undelete_button.isEnabled()


def test_an_unfinished_game_without_moves_cannot_be_continued(
    qtbot: QtBot, library: Library
) -> None:
    name = add(library, Game())
    library.start_new()
    window = open_window(qtbot, library)
    choose(window, name)
    assert not window.continue_button.isEnabled() and window.open_button.isEnabled()


@pytest.mark.parametrize(("role", "action"), [("going_on", "continue"), ("drawn", "open")])
def test_a_double_click(qtbot: QtBot, games: Games, role: str, action: str) -> None:
    window = open_window(qtbot, games.library)
    seen = _chosen(window)
    name = getattr(games, role)
    choose(window, name)
    item = window.table.currentItem()
    assert item is not None
    viewport = window.table.viewport()
    assert viewport is not None
    where = window.table.visualItemRect(item).center()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=where)  # a double click's press
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=where)
    assert seen == [(name, action)]
    assert not window.isVisible()


def test_enter_on_the_table(qtbot: QtBot, games: Games) -> None:
    window = open_window(qtbot, games.library)
    seen = _chosen(window)
    choose(window, games.going_on)
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert seen == [(games.going_on, "continue")]


def test_close_chooses_nothing(qtbot: QtBot, games: Games) -> None:
    window = open_window(qtbot, games.library)
    seen = _chosen(window)
    close = next(b for b in window.findChildren(QPushButton) if b.text() == "Close")
    click(qtbot, close)
    assert seen == [] and window.result() == QDialog.DialogCode.Rejected
