"""Counted texts of the puzzles in English and French, n = 0, 1, 2: the count line and a
try that cuts off the player's own pieces.  Forms not yet in the catalogues are proposed
here (the catalogue's, once there, win)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PyQt6.QtCore import QCoreApplication, QSettings
from pytestqt.qtbot import QtBot

from app import i18n
from app.learn.progress import Progress
from app.learn.puzzle_window import PuzzleWindow
from app.learn.texts import explanation_text
from app.resources import asset_path
from engine.board import Cell
from engine.position import Color
from engine.puzzles import Explanation, load_puzzles

pytestmark = pytest.mark.gui

COUNT = ("Learn", "Solved %n of %1 · your rating %2")
LOST = ("Learn", "Your move cuts off your own pieces on %1: %n piece(s) lost.")
PROPOSED: dict[str, dict[tuple[str, str], str | tuple[str, ...]]] = {
    "en": {
        COUNT: ("Solved %n of %1 · your rating %2", "Solved %n of %1 · your rating %2"),
        LOST: (
            "Your move cuts off your own pieces on %1: %n piece lost.",
            "Your move cuts off your own pieces on %1: %n pieces lost.",
        ),
    },
    "fr": {
        COUNT: ("%n résolu sur %1 · votre cote %2", "%n résolus sur %1 · votre cote %2"),
        LOST: (
            "Votre coup coupe vos propres pièces en %1 : %n pièce perdue.",
            "Votre coup coupe vos propres pièces en %1 : %n pièces perdues.",
        ),
    },
}
EXPECTED = {
    ("en", 0): ("Solved 0 of 3", "on E3: 0 pieces lost."),
    ("en", 1): ("Solved 1 of 3", "on E3: 1 piece lost."),
    ("en", 2): ("Solved 2 of 3", "on E3: 2 pieces lost."),
    ("fr", 0): ("0 résolu sur 3", "en E3 : 0 pièce perdue."),
    ("fr", 1): ("1 résolu sur 3", "en E3 : 1 pièce perdue."),
    ("fr", 2): ("2 résolus sur 3", "en E3 : 2 pièces perdues."),
}


@contextmanager
def language(code: str) -> Iterator[None]:
    found = i18n.load_ts(asset_path("translations", f"dvonn_{code}.ts"))
    translator = i18n.TsTranslator({**PROPOSED[code], **found}, code)
    app = QCoreApplication.instance()
    assert app is not None
    app.installTranslator(translator)
    previous, i18n._current = i18n._current, code
    try:
        yield
    finally:
        app.removeTranslator(translator)
        i18n._current = previous


@pytest.mark.parametrize("code", ["en", "fr"])
@pytest.mark.parametrize("n", [0, 1, 2])
def test_counted_puzzle_texts(qtbot: QtBot, tmp_path: Path, code: str, n: int) -> None:
    three = load_puzzles()[:3]
    progress = Progress(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    for puzzle in three[:n]:
        progress.record_puzzle(puzzle.id, puzzle.rating, solved=True)
    count, lost = EXPECTED[(code, n)]
    with language(code):
        page = PuzzleWindow(progress, puzzles=three)
        qtbot.addWidget(page)
        assert page.stats.text().startswith(count + " · "), page.stats.text()
        said = explanation_text(Explanation("self_cut_off", (Cell.parse("E3"),), n), Color.WHITE)
        assert said.endswith(lost), said


@pytest.mark.parametrize(
    ("code", "height", "expected"),
    [
        ("en", 1, "finds no stack 1 space away."),
        ("en", 2, "finds no stack 2 spaces away."),
        ("fr", 1, "ne trouve aucune pile à 1 case."),
        ("fr", 2, "ne trouve aucune pile à 2 cases."),
    ],
)
def test_a_stack_with_no_landing_is_worded_with_its_count(
    qtbot: QtBot, code: str, height: int, expected: str
) -> None:
    from app.learn.texts import refusal_text
    from engine.reasons import Reason, ReasonKind

    with language(code):
        said = refusal_text(Reason(ReasonKind.NO_LANDING, Cell.parse("E3"), height=height))
    assert said.endswith(expected), said
