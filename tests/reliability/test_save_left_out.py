"""Issue 51, point 6: Ctrl+S on an opened SGF never drops, unasked, what the file held beyond
the game the app read: the other games of a collection, variations, properties it does not
keep (``US[]``, ``SO[]``).  The real window under Xvfb."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from app.file_actions import dropped_by_saving
from app.main_window import MainWindow
from engine import records
from engine.board import Cell
from engine.records.model import LeftOut
from tests.app.test_window import FormatQuestions, click, make_window

pytestmark = pytest.mark.gui

COLLECTION = """(;GM[Dvonn]VV[1]US[Ann's club]SO[a book]P0[id "ann"]P1[id "bob"]
;P0[0 Start P0];P0[1 dropb E 3];P0[2 done]
(;P1[3 dropb F 3];P1[4 done])
(;P1[3 dropb G 3];P1[4 done]))
(;GM[Dvonn]VV[1]P0[id "cy"]P1[id "di"];P0[0 Start P0];P0[1 dropb A 1];P0[2 done])
"""


def test_the_reader_counts_what_it_leaves_out() -> None:
    record = records.read_record(COLLECTION)
    assert [str(m) for m in record.moves] == ["E3", "F3"]
    assert [str(m) for v in record.variations for m in v.moves] == ["G3"]  # the side line, kept
    assert record.left_out == LeftOut(more_games=True, properties=("US", "SO"))
    plain = records.read_record(records.write_record(record, "sgf"))
    assert not plain.left_out and plain.variations == record.variations
    # the window keeps side lines (records_io.game_record): saving drops only what was left out
    assert dropped_by_saving(record) == LeftOut(0, True, ("US", "SO"))


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, dialogs: list[str]) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path)
    yield win
    win.controller.shutdown()


def test_ctrl_s_over_a_collection_asks_first(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "club.sgf"
    path.write_text(COLLECTION, encoding="utf-8")
    questions = FormatQuestions(monkeypatch, "cancel")
    assert window.files.open_path(str(path))
    click(qtbot, window, Cell.A1)
    window.actions_.save.trigger()
    assert len(questions.asked) == 1
    asked = questions.asked[0]
    assert "club.sgf" in asked and "variation" not in asked  # the side line is kept
    assert "the other games in the file" in asked and "the properties US, SO" in asked
    assert path.read_text(encoding="utf-8") == COLLECTION  # cancelled: nothing written
    questions.answer = "anyway"
    window.actions_.save.trigger()
    saved = records.read_record(path.read_text(encoding="utf-8"))
    assert [str(m) for m in saved.moves] == ["E3", "F3", "A1"] and not saved.left_out
    assert [str(m) for v in saved.variations for m in v.moves] == ["G3"]
    window.actions_.save.trigger()  # the file holds the game and its side line: nothing to ask
    assert len(questions.asked) == 2


def test_save_as_elsewhere_does_not_ask(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "club.sgf"
    path.write_text(COLLECTION, encoding="utf-8")
    questions = FormatQuestions(monkeypatch, "cancel")
    elsewhere = tmp_path / "mine.sgf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(elsewhere), ""))
    assert window.files.open_path(str(path))
    window.actions_.save_as.trigger()
    assert questions.asked == [] and elsewhere.exists()
    assert path.read_text(encoding="utf-8") == COLLECTION
