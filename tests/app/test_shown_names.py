"""Issue 51, point 2: names that turn text around.

A player name of right-to-left overrides ("A\\u202e" × 500) mirrored the date, the moves and
the level of "Continue your last game?" and ran the dialog past the screen.  Every name is
now shown through ``app.shown_names.shown_name``: cut to 40 characters, its bidirectional
controls balanced, isolated (FSI … PDI).
"""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

import pytest
from PyQt6.QtCore import QRect, QTimer
from PyQt6.QtGui import QFont, QGuiApplication, QTextLayout
from PyQt6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from app.library import Entry, Library
from app.main_window import MainWindow
from app.shown_names import FSI, PDI, balanced_bidi, shown_name
from app.widgets import continue_offer
from app.widgets.games_table import row_texts
from app.widgets.new_game_dialog import NewGameDialog
from app.window_texts import status_text
from engine.position import Color
from engine.records import GameRecord
from tests.app.game_records import unfinished_game
from tests.app.test_window import HUMANS

pytestmark = pytest.mark.gui

RLO, PDF, RLI = "\u202e", "\u202c", "\u2067"
HOSTILE = "A\u202e" * 500
BIDI = set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


# --- the function ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("Ann", f"{FSI}Ann{PDI}"),
        ("", ""),
        (HOSTILE, f"{FSI}{'A' * 20}…{PDI}"),  # cut to 40, the overrides left open dropped
        ("x" * 40, f"{FSI}{'x' * 40}{PDI}"),
        ("x" * 41, f"{FSI}{'x' * 39}…{PDI}"),
        (f"a{RLO}b{PDF}c", f"{FSI}a{RLO}b{PDF}c{PDI}"),  # a pair is kept
        (f"a{PDI}b{PDF}c", f"{FSI}abc{PDI}"),  # closers of nothing: they would end our isolate
        (f"a{RLI}b{RLO}c{PDI}d", f"{FSI}a{RLI}b{RLO}c{PDI}d{PDI}"),  # PDI ends what it holds
        (f"{RLI}b{PDF}c", f"{FSI}bc{PDI}"),  # a PDF never reaches out of an isolate
        ("Ann\nLee\u2028", f"{FSI}Ann Lee {PDI}"),
    ],
)
def test_shown_name(name: str, shown: str) -> None:
    assert shown_name(name) == shown


def isolated(text: str) -> bool:
    """Whether every bidirectional control of ``text`` lies inside an FSI … PDI pair, with
    each PDI closing an isolate (what the Unicode Bidirectional Algorithm needs to keep the
    rest of the text in its own direction)."""
    depth = 0
    for char in text:
        if char in (FSI, RLI, "\u2066"):
            depth += 1
        elif char == PDI:
            if depth == 0:
                return False
            depth -= 1
        elif char in BIDI and depth == 0:
            return False
    return depth == 0


@pytest.mark.parametrize("name", [HOSTILE, f"{PDI}{RLO}x", f"{PDI * 3}{PDF * 3}{RLO}", "ok"])
def test_a_shown_name_never_reaches_past_itself(name: str) -> None:
    shown = shown_name(name)
    assert isolated(f"before {shown} after") and len(shown) <= 42
    assert len(balanced_bidi(name)) <= len(name)


# --- where names are shown ---------------------------------------------------------------


def entry_of(white: str, tmp_path: Path) -> Entry:
    record = GameRecord.from_game(unfinished_game(6), white=white, black_level=3)
    return Entry("hostile", time.time(), record)


def visual_xs(text: str, font: QFont) -> list[float]:
    """Where each character of ``text`` is drawn on one line, left to right."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(1_000_000)
    layout.endLayout()
    return [line.cursorToX(index)[0] for index in range(len(text))]


def test_the_continue_question_is_not_turned_around(qtbot: QtBot, tmp_path: Path) -> None:
    entry = entry_of(HOSTILE, tmp_path)
    parent = QWidget()
    qtbot.addWidget(parent)
    seen: dict[str, object] = {}

    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or not box.isVisible():
            QTimer.singleShot(20, look)
            return
        seen["text"] = box.informativeText()
        seen["frame"] = box.frameGeometry()
        seen["font"] = box.font()
        box.reject()

    QTimer.singleShot(0, look)
    assert continue_offer.offer_to_continue(parent, entry, []) == "new"
    text = seen["text"]
    assert isinstance(text, str)
    date = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.modified))
    assert text == f"{shown_name(HOSTILE)} – Computer · level 3 · 6 moves · {date}"
    assert isolated(text)
    screen = QGuiApplication.primaryScreen()
    assert screen is not None
    frame = seen["frame"]
    assert isinstance(frame, QRect)
    assert screen.availableGeometry().contains(frame), (frame, screen.availableGeometry())
    font = seen["font"]
    assert isinstance(font, QFont)
    xs = visual_xs(text, font)
    after = text.index(PDI) + 1  # " – Computer · level 3 · 6 moves · date", left to right
    assert xs[after:] == sorted(xs[after:]) and min(xs[after:]) >= max(xs[:after])


def test_names_in_the_window_my_games_and_new_game(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(library=Library(tmp_path / "data"), prefer_3d=False)
    qtbot.addWidget(window)
    window.controller.new_game(replace(HUMANS, white_name=HOSTILE, black_name="Bob"))
    shown = shown_name(HOSTILE)
    assert window.panel.boxes[Color.WHITE].name.full_text() == shown
    assert window.panel.boxes[Color.BLACK].name.full_text() == f"{FSI}Bob{PDI}"
    assert status_text(window.controller) == f"Move 1 · {shown} (White) to place a DVONN piece"
    assert isolated(status_text(window.controller))
    row = row_texts(entry_of(HOSTILE, tmp_path))
    assert row[1] == shown and isolated(" ".join(row))
    dialog = NewGameDialog(replace(HUMANS, white_name=HOSTILE[:40]), window)
    qtbot.addWidget(dialog)
    assert dialog.white_name.text() == "A" * 20  # a field of its own: balanced, not isolated
    window.controller.shutdown()


def test_a_file_name_in_the_title_and_a_name_in_the_review_pane(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A file name with a right-to-left override does not turn " – DVONN 3D" around, and a
    name with "<" or "&" is shown as written in the review pane's rich text, not as markup."""
    from engine.game import Game

    window = MainWindow(library=Library(tmp_path / "data"), prefer_3d=False)
    qtbot.addWidget(window)
    window.files.opened(Game(), tmp_path / f"x{RLO}nvd.evil.dvn", None)
    assert window.windowTitle() == f"{shown_name(f'x{RLO}nvd.evil.dvn')} – DVONN 3D"
    assert isolated(window.windowTitle())
    window.controller.new_game(replace(HUMANS, white_name="<b>Ann & Bob</b>"))
    names = window.review._names()
    assert names[Color.WHITE] == shown_name("&lt;b&gt;Ann &amp; Bob&lt;/b&gt;")
    window.controller.shutdown()
