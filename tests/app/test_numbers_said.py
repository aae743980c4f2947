"""Numbers next to the board are said with their side and unit (issue 52 point 7): the hint
and the evaluation box word how the game stands as the review does
(``engine_text.standing_sentence``), never "+9.8" or "Depth 0".  The real window and its
computer under Xvfb."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app import computer
from app.main_window import MainWindow
from app.settings import GameOptions, PlayerKind
from engine.position import Position
from tests.app.test_controller import VERDICT
from tests.app.test_window import close_window, make_window, status

pytestmark = pytest.mark.gui

HUMANS = GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.HUMAN)
BARE = re.compile(r"[-+]\d|\d\.\d|[Dd]epth")  # a score without its unit, a search's depth


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path)
    yield win
    close_window(win)


def test_the_hint_and_the_analysis_say_a_side_and_a_unit(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(computer, "HINT_SECONDS", 0.3)
    window.controller.new_game(HUMANS, start=Position.random_setup(6))
    window.panel.hint.click()
    qtbot.waitUntil(lambda: status(window).startswith("Hint:"), timeout=60_000)
    said = status(window)
    assert re.fullmatch(rf"Hint: [A-K][1-5][A-K][1-5] · ({VERDICT})", said), said
    assert not BARE.search(said), said
    window.panel.evaluation.setChecked(True)
    box = window.panel.best_line
    qtbot.waitUntil(lambda: re.match(VERDICT, box.text()) is not None, timeout=60_000)
    assert not BARE.search(box.text()), box.text()
    assert "moves ahead" in box.text() or "move ahead" in box.text()
