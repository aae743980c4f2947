"""My games says when each game was played and sorts by it (issue 52 point 5): the record's
Date tag (a 2009 Boardspace game shows 2009, not the day it was opened), else when the game
was started here; reviewing or opening a game again changes only its "Last opened"."""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

import pytest
from PyQt6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.library import Entry, Library
from app.widgets.games_table import Column, played
from engine.records import GameRecord, RecordResult
from tests.app.game_records import played_to_the_end, unfinished_game
from tests.app.games_window_helpers import add_record, names, open_window, rows

pytestmark = pytest.mark.gui


def test_the_date_a_game_was_played() -> None:
    record = GameRecord(date="2009.04.08")
    assert played(Entry("20240501-140500-abcdef", 1e9, record))[1] == "2009-04-08"
    assert played(Entry("x", 1e9, replace(record, date="2015-06-01")))[1] == "2015-06-01"
    # Started here, no Date tag, or the tag of that same day: the time it was started.
    started = time.mktime(time.strptime("20240501-140500", "%Y%m%d-%H%M%S"))
    for date in ("", "2024.05.01"):
        when = played(Entry("20240501-140500-abcdef", 1e9, replace(record, date=date)))
        assert when == (started, "2024-05-01 14:05")
    # Nothing to go by (an unreadable entry of another name): when it was last saved.
    assert played(Entry("broken", 1e9, None, "bad"))[0] == 1e9
    assert played(Entry("old", 1e9, replace(record, date="2009.??.??")))[0] == 1e9


def test_my_games_sorts_by_the_date_played(qtbot: QtBot, tmp_path: Path) -> None:
    library = Library(tmp_path / "data")
    old = add_record(library, replace(_finished(), date="2009.04.08", white="Dumbot"))
    mine = add_record(library, GameRecord.from_game(unfinished_game(12)))
    middle = add_record(library, replace(_finished(), date="2015.06.01"))
    library.start_new()
    window = open_window(qtbot, library)
    assert names(window) == [mine, middle, old]  # newest played first
    by_name = dict(zip(names(window), rows(window), strict=True))
    assert by_name[old][Column.DATE] == "2009-04-08"
    assert by_name[middle][Column.DATE] == "2015-06-01"
    assert by_name[mine][Column.DATE].startswith(time.strftime("%Y-%m-%d"))
    # The 2009 game saved again (reviewed, say): the last one opened, still played in 2009.
    assert library.claim(old)
    entry = library.entry(old)
    assert entry is not None and entry.record is not None
    assert library.save(replace(entry.record, comments=((1, "[%review best E3]"),))) is None
    library.start_new()
    window.refresh()
    assert names(window) == [mine, middle, old]
    window.table.sortByColumn(Column.OPENED, Qt.SortOrder.DescendingOrder)
    assert names(window)[0] == old
    shown = dict(zip(names(window), rows(window), strict=True))
    assert shown[old][Column.DATE] == "2009-04-08"


def _finished() -> GameRecord:
    return GameRecord.from_game(played_to_the_end(RecordResult.WHITE))
