"""Helpers for the My games window's tests: a library holding one game of each kind, the
window shown and active, and what its table shows."""

from __future__ import annotations

import os
from dataclasses import replace

import pytest
from PyQt6.QtCore import Qt
from PyQt6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from app.library import Library
from app.widgets.games_table import Column, EntryItem, Kind, Won
from app.widgets.games_window import GamesWindow
from engine.game import Game
from engine.position import Color
from engine.records import GameRecord, RecordResult
from tests.app.game_records import played_to_the_end, resigned_game, unfinished_game

BASE_TIME = 1_700_000_000  # the first entry's last save; each next one a minute later


def record_warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Warnings answer at once and are recorded (the list) instead of blocking the test."""
    shown: list[str] = []

    def box(parent: object, title: str, text: str, *args: object) -> object:
        shown.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", box)
    return shown


def add(library: Library, game: Game, **players: object) -> str:
    """Save ``game`` as a new entry of ``library``, a minute after the last one; its name."""
    library.start_new()
    record = GameRecord.from_game(game, **players)  # type: ignore[arg-type]
    return add_record(library, record)


def add_record(library: Library, record: GameRecord) -> str:
    library.start_new()
    assert library.save(record) is None
    name = library.current
    assert name is not None
    stamp = BASE_TIME + 60 * len(library.entries())
    os.utime(library.path_of(name), (stamp, stamp))
    return name


def reviewed(game: Game, **players: object) -> GameRecord:
    record = GameRecord.from_game(game, **players)  # type: ignore[arg-type]
    return replace(record, comments=((1, "[%review best E3]"),))


class Games:
    """A library with one game of each kind, oldest first; the names by role."""

    def __init__(self, library: Library) -> None:
        self.library = library
        self.lost = add(library, played_to_the_end(RecordResult.BLACK), white="Ann", black_level=3)
        self.people = add_record(
            library, reviewed(played_to_the_end(RecordResult.WHITE), white="Ann", black="Bob")
        )
        self.going_on = add(library, unfinished_game(30), black="Ann", white_level=7)
        self.drawn = add(library, played_to_the_end(RecordResult.DRAW))
        self.resigned = add(library, resigned_game(Color.WHITE), white="Ann", black_level=10)
        self.computers = add(
            library, played_to_the_end(RecordResult.WHITE), white_level=2, black_level=9
        )
        library.start_new()  # no entry is this window's


def open_window(qtbot: QtBot, library: Library) -> GamesWindow:
    window = GamesWindow(library)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()  # keys and shortcuts go to the active window
    qtbot.waitUntil(window.isActiveWindow)
    return window


def rows(window: GamesWindow) -> list[list[str]]:
    """The texts of the rows shown, top to bottom."""
    shown = []
    for row in range(window.table.topLevelItemCount()):
        item = window.table.topLevelItem(row)
        assert item is not None
        if not item.isHidden():
            shown.append([item.text(column) for column in Column])
    return shown


def names(window: GamesWindow) -> list[str]:
    found = []
    for row in range(window.table.topLevelItemCount()):
        item = window.table.topLevelItem(row)
        assert isinstance(item, EntryItem)
        if not item.isHidden():
            found.append(item.entry.name)
    return found


def selected_name(window: GamesWindow) -> str | None:
    entry = window.selected()
    return entry.name if entry is not None else None


def choose(window: GamesWindow, name: str) -> None:
    assert window.select(name), f"{name} is not shown"


def click(qtbot: QtBot, button: QPushButton) -> None:
    assert button.isEnabled(), f"{button.text()} is disabled"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def set_filter(window: GamesWindow, kind: Kind, level: int | None, won: Won) -> None:
    window.kind.setCurrentIndex(window.kind.findData(kind))
    window.level.setCurrentIndex(window.level.findData(level))
    window.won.setCurrentIndex(window.won.findData(won))
