"""The side panel's player boxes: stack image, lost heap and who is to move."""

from __future__ import annotations

import random

import pytest
from pytestqt.qtbot import QtBot

from app.widgets.side_panel import SidePanel
from engine.position import BLACK_PIECES, WHITE_PIECES, Color, Phase, Position
from engine.rules import apply, is_game_over, legal_moves

pytestmark = pytest.mark.gui


def _played(moves: int, seed: int = 3) -> Position:
    rng = random.Random(seed)
    position = Position.initial()
    for _ in range(moves):
        if is_game_over(position):
            break
        position = apply(position, rng.choice(legal_moves(position))).after
    return position


def test_stack_and_heap_follow_the_position(qtbot: QtBot) -> None:
    panel = SidePanel()
    qtbot.addWidget(panel)
    white, black = panel.boxes[Color.WHITE], panel.boxes[Color.BLACK]

    start = Position.initial()
    white.show_state(start, to_move=True, over=False)
    black.show_state(start, to_move=False, over=False)
    assert white.stack.count == start.pieces_to_place(Color.WHITE)[1]  # still in hand
    assert white.stack.discs() == white.stack.MAX_DISCS and white.lost.discs() == 0
    assert white.property("active") and not black.property("active")

    position = _played(49 + 30)
    assert position.phase is Phase.MOVEMENT
    for box, total in ((white, WHITE_PIECES), (black, BLACK_PIECES)):
        box.show_state(position, to_move=False, over=True)
        color = box.color
        on_board = sum(s.count(color.piece) for s in position.stacks)
        assert box.stack.count == position.controlled_pieces()[int(color)]
        assert box.lost.count == total - on_board
        assert 0 <= box.stack.discs() <= box.stack.MAX_DISCS
        assert box.stack.discs() > 0 or box.stack.count == 0
        assert box.lost.discs() == min(box.lost.count, len(box.lost.SPOTS))
        assert not box.property("active")  # the game is over: nobody is to move


def test_the_panel_fits_a_small_window(qtbot: QtBot) -> None:
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.resize(300, 640 - 40)  # beside the board in a 1024x640 window, less the menu bar
    panel.show()
    qtbot.waitExposed(panel)
    position = _played(49 + 10)
    for box in panel.boxes.values():
        box.show_state(position, to_move=box.color is Color.WHITE, over=False)
    assert panel.minimumSizeHint().height() <= 600
    for box in panel.boxes.values():
        assert box.stack.isVisible() and box.lost.isVisible()
        assert box.geometry().bottom() < panel.moves.geometry().top()
