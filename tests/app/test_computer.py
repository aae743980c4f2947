"""The computer's two processes seen from the real window: a crash of the analysis process is
told to the player, and the next position shown starts a new one."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine.game import Game
from engine.position import Position
from engine.rules import legal_moves
from tests.app.test_window import HUMANS, click, make_window

pytestmark = pytest.mark.gui


def test_a_killed_analysis_process_is_told_to_the_player(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    try:
        position = Position.random_setup(4)
        window.load_game(Game(position), HUMANS)
        analyser = window.controller.computer.analyser
        window.panel.evaluation.setChecked(True)  # as the player ticks "Evaluation"
        assert analyser.busy and analyser.process is not None
        first = analyser.process
        first.kill()
        line = window.panel.best_line
        qtbot.waitUntil(lambda: "The evaluation stopped" in line.text(), timeout=5000)
        assert "exit code -9" in line.text() and line.isVisible()
        assert not analyser.busy

        move = legal_moves(position)[0]
        click(qtbot, window, move.source)  # the next move starts a new analysis
        click(qtbot, window, move.target)
        assert window.controller.game.moves == [move]
        qtbot.waitUntil(lambda: " ahead: " in line.text(), timeout=15000)  # looking N moves
        assert analyser.process is not None and analyser.process.pid != first.pid
    finally:
        window.controller.shutdown()


def test_an_analysis_failure_is_not_told_once_analysis_is_off(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    try:
        window.load_game(Game(Position.random_setup(5)), HUMANS)
        computer = window.controller.computer
        told: list[str] = []
        computer.evaluation_failed.connect(told.append)
        window.panel.evaluation.setChecked(True)
        window.panel.evaluation.setChecked(False)
        assert computer.analyser.process is not None
        computer.analyser.process.kill()
        qtbot.wait(300)
        assert told == [] and not window.panel.best_line.isVisible()
    finally:
        window.controller.shutdown()
