"""The real main window in French under Xvfb: the engine's reasons and results, worded from
their kinds, reach the status bar and the side panel in the player's language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.main_window import MainWindow
from engine.game import Game
from engine.position import Position
from tests.app.test_window import HUMANS, click, make_window, status

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, french: object) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path)
    win.load_game(Game(Position.random_setup(3)), HUMANS)
    yield win
    win.controller.shutdown()


def test_an_illegal_click_is_refused_in_french(qtbot: QtBot, window: MainWindow) -> None:
    position = window.controller.game.position
    black = next(cell for cell, stack in position.occupied() if stack[-1] == "B")
    click(qtbot, window, black)
    assert status(window) == f"{black} n'est pas à vous : elle appartient à Noir"
    dvonn = next(cell for cell, stack in position.occupied() if stack == "D")
    click(qtbot, window, dvonn)
    assert status(window) == f"Le pion DVONN en {dvonn} ne se déplace jamais seul"
    assert len(window.controller.game) == 0


def test_the_result_is_french_in_the_status_bar_and_the_panel(window: MainWindow) -> None:
    window.resign()
    assert status(window) == "Blanc abandonne : Noir gagne"
    assert window.panel.status.text() == "Blanc abandonne : Noir gagne"
