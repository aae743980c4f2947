"""A finished game shows its final position, the last move marked; the pieces are counted
only when the player asks ("Count the pieces"), and a key or a click brings the final
position back (issue 52 point 1).  The real window under Xvfb, a finished Boardspace
record opened from its file."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtCore import Qt
from PyQt6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.main_window import MainWindow
from app.view.animation import AnimationSpeed
from engine.board import Cell
from engine.position import Color
from tests.app.test_window import click, make_window, status

pytestmark = pytest.mark.gui

RECORD = Path(__file__).resolve().parents[1] / "engine" / "data" / "records" / "standard.sgf"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path)
    assert win.files.open_path(str(RECORD))
    yield win
    win.controller.shutdown()
    win.review.shutdown()


def final_stacks(window: MainWindow) -> dict[Cell, tuple[str, ...]]:
    position = window.controller.game.position
    return {cell: tuple(stack) for cell, stack in position.occupied()}


def test_an_opened_finished_record_shows_its_final_position(
    qtbot: QtBot, window: MainWindow
) -> None:
    c = window.controller
    assert c.game.is_over
    QApplication.processEvents()
    scene = window.board.scene()
    assert not scene.gathered and not c.counting
    assert dict(scene.stacks) == final_stacks(window)
    source, target = scene.last_move  # the last move: from an emptied space onto a stack
    last = c.game.moves[-1]
    assert (source, target) == (last.source, last.target)
    assert target in scene.stacks
    button = window.panel.count
    assert button.isVisible() and button.text() == "Count the pieces"
    assert not window.panel.hint.isVisible()


def test_counting_gathers_the_pieces_and_a_key_or_a_click_brings_them_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    c, board = window.controller, window.board
    board.set_animation_speed(AnimationSpeed.FAST.factor)
    window.panel.count.click()
    assert c.counting and board.scene().gathered
    assert board.is_animating()  # a short animation: the stacks fly into their columns
    qtbot.waitUntil(lambda: not board.is_animating(), timeout=5000)
    white, black = c.game.position.controlled_pieces()
    words = status(window)
    assert "Counting the pieces" in words and f"{c.who(Color.WHITE)} {white}" in words
    assert f"{c.who(Color.BLACK)} {black}" in words
    assert window.panel.count.text() == "Final position"
    assert window.focusWidget() is board.as_widget()  # Esc works at once
    qtbot.keyClick(board.as_widget(), Qt.Key.Key_Escape)
    assert not c.counting and not board.scene().gathered
    assert dict(board.scene().stacks) == final_stacks(window)
    assert window.panel.count.text() == "Count the pieces"
    qtbot.waitUntil(lambda: not board.is_animating(), timeout=5000)

    c.count_pieces()
    qtbot.waitUntil(lambda: not board.is_animating(), timeout=5000)
    cell = next(iter(final_stacks(window)))
    click(qtbot, window, cell)  # a click only ends the count: nothing is picked up
    assert not c.counting and not board.scene().gathered
    assert c.marks.selected is None


def test_nothing_is_counted_while_looking_back(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    c.look_back(10)
    c.count_pieces()
    assert not c.counting and not window.board.scene().gathered
    c.look_back(None)
    c.count_pieces()
    assert c.counting
    c.look_back(12)  # looking back ends the count
    assert not c.counting and window.panel.count.text() == "Count the pieces"
