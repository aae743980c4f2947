"""The My games window's export, delete and undo delete, on a real library's files under
Xvfb."""

from __future__ import annotations

from pathlib import Path

import pytest
from PyQt6.QtCore import Qt
from PyQt6.QtWidgets import QFileDialog, QWidget
from pytestqt.qtbot import QtBot

from app import records_io
from app.library import Library
from app.widgets.games_table import Column, Kind, Won
from engine.records import RecordResult, load_record
from tests.app.game_records import played_to_the_end, unfinished_game
from tests.app.games_window_helpers import (
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


# --- export ----------------------------------------------------------------------------


def _save_as(
    monkeypatch: pytest.MonkeyPatch, path: Path, chosen_filter: str
) -> list[tuple[str, str]]:
    asked: list[tuple[str, str]] = []

    def ask(
        parent: QWidget, title: str, start: str, filters: str, *rest: object
    ) -> tuple[str, str]:
        asked.append((start, filters))
        return str(path), chosen_filter

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    return asked


@pytest.mark.parametrize("file_type", records_io.FILE_TYPES, ids=lambda t: t.suffix)
def test_export_in_each_format(
    qtbot: QtBot,
    games: Games,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    dialogs: list[str],
    file_type: records_io.FileType,
) -> None:
    window = open_window(qtbot, games.library)
    label = f"{file_type.label} (*{file_type.suffix})"
    target = tmp_path / "out" / "exported"  # no suffix: the chosen format's is added
    target.parent.mkdir()
    asked = _save_as(monkeypatch, target, label)
    choose(window, games.people)
    click(qtbot, window.export_button)
    assert dialogs == []
    assert len(asked) == 1 and all(f"(*{t.suffix})" in asked[0][1] for t in records_io.FILE_TYPES)
    written = target.with_suffix(file_type.suffix)
    back = load_record(written)
    assert back.moves == tuple(played_to_the_end(RecordResult.WHITE).moves)
    assert back.white == "Ann" and back.black == "Bob"
    assert window.isVisible()  # exporting chooses nothing
    assert window.export_directory == str(written.parent)


def test_an_export_that_fails_is_explained(
    qtbot: QtBot, games: Games, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dialogs: list[str]
) -> None:
    window = open_window(qtbot, games.library)
    folder = tmp_path / "game.dvn"
    folder.mkdir()  # a folder where the file should go
    _save_as(monkeypatch, folder, "")
    choose(window, games.lost)
    click(qtbot, window.export_button)
    assert len(dialogs) == 1 and dialogs[0].startswith("The game could not be exported:")
    assert list(folder.iterdir()) == []


def test_export_cancelled(
    qtbot: QtBot, games: Games, monkeypatch: pytest.MonkeyPatch, dialogs: list[str]
) -> None:
    window = open_window(qtbot, games.library)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: ("", ""))
    click(qtbot, window.export_button)
    assert dialogs == []


# --- delete and undo -------------------------------------------------------------------


def test_delete_then_undo(qtbot: QtBot, games: Games, dialogs: list[str]) -> None:
    window = open_window(qtbot, games.library)
    path = games.library.path_of(games.drawn)
    choose(window, games.drawn)
    click(qtbot, window.delete_button)
    assert not path.exists() and games.drawn not in names(window)
    assert window.count.text() == "5 games"
    assert selected_name(window) == games.going_on  # the next row
    assert window.undelete_button.isEnabled()
    click(qtbot, window.undelete_button)
    assert path.exists() and games.drawn in names(window)
    assert selected_name(window) == games.drawn
    assert not window.undelete_button.isEnabled() and dialogs == []


def test_undo_shows_a_game_the_filters_hide(qtbot: QtBot, games: Games, dialogs: list[str]) -> None:
    window = open_window(qtbot, games.library)
    choose(window, games.drawn)
    click(qtbot, window.delete_button)
    set_filter(window, Kind.COMPUTER, None, Won.ANY)
    click(qtbot, window.undelete_button)
    assert window.kind.currentData() is Kind.ALL
    assert selected_name(window) == games.drawn


def test_delete_refused_for_a_game_open_elsewhere(
    qtbot: QtBot, games: Games, tmp_path: Path, dialogs: list[str]
) -> None:
    window = open_window(qtbot, games.library)
    choose(window, games.people)
    assert window.delete_button.isEnabled()
    other = Library(tmp_path / "data")  # another window takes the game meanwhile
    assert other.claim(games.people)
    click(qtbot, window.delete_button)
    assert dialogs == ["This game is open in another window: close it there to delete it."]
    assert games.library.path_of(games.people).exists()
    assert not window.undelete_button.isEnabled()
    row = dict(zip(names(window), rows(window), strict=True))[games.people]
    assert row[Column.RESULT].endswith("(open in another window)")  # refreshed
    assert not window.delete_button.isEnabled()
    assert window.delete_button.toolTip() == "This game is open in another window."


def test_deleting_the_last_row_selects_the_one_above(
    qtbot: QtBot, games: Games, dialogs: list[str]
) -> None:
    window = open_window(qtbot, games.library)
    choose(window, games.lost)
    click(qtbot, window.delete_button)
    assert selected_name(window) == games.people


def test_showing_the_window_again_reads_the_library(qtbot: QtBot, games: Games) -> None:
    window = open_window(qtbot, games.library)
    window.hide()
    add(games.library, unfinished_game())
    games.library.start_new()
    window.show()
    assert window.count.text() == "7 games"


def test_the_game_on_the_board_cannot_be_deleted(qtbot: QtBot, games: Games) -> None:
    assert games.library.claim(games.lost)
    window = open_window(qtbot, games.library)
    choose(window, games.lost)
    assert not window.delete_button.isEnabled()
    assert "game on the board" in window.delete_button.toolTip()
    assert window.open_button.isEnabled()  # it is this window's own


def test_delete_and_undo_keys(qtbot: QtBot, games: Games, dialogs: list[str]) -> None:
    window = open_window(qtbot, games.library)
    assert window.table.hasFocus()
    choose(window, games.lost)
    qtbot.keyClick(window.table, Qt.Key.Key_Delete)  # a button's shortcut clicks it soon
    qtbot.waitUntil(lambda: games.lost not in names(window))
    qtbot.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: games.lost in names(window))
