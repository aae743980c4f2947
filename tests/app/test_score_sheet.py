"""The move list reads like a score sheet and hands the keyboard back to the board (issue 52
point 4): numbered as the record numbers moves (White's move and Black's reply share a
number), the phase change said in a row of its own under White's last placement; after a
click in the list the arrows work the board again once the board is clicked, and Esc gives
the board the keys at once.  The real window under Xvfb."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.main_window import MainWindow
from app.settings import GameOptions, PlayerKind
from app.widgets.move_list import MoveList, score_rows
from engine.board import Cell
from engine.game import Game
from engine.position import Color, Position
from engine.records.model import iter_turns
from tests.app.game_records import unfinished_game
from tests.app.test_window import click, close_window, make_window

pytestmark = pytest.mark.gui

HUMANS = GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.HUMAN)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path)
    yield win
    close_window(win)


def movers(game: Game) -> list[tuple[Color, object]]:
    return [(t.before.turn, t.move) for t in game.transitions]


def test_rows_are_numbered_as_the_record_numbers_them() -> None:
    game = unfinished_game(60, seed=0)
    rows = score_rows(movers(game))  # type: ignore[arg-type]
    numbered = [row for row in rows if row.number is not None]
    assert [row.number for row in numbered] == list(range(1, 32))
    note = [i for i, row in enumerate(rows) if row.number is None]
    assert note == [25]  # under number 25: White's last placement, no Black reply
    assert rows[24].white is not None and rows[24].black is None
    assert rows[24].white[0] == 49 and rows[26].white is not None and rows[26].white[0] == 50
    # Each ply sits in the row of its record number, in its mover's column.
    turns = iter_turns(Position.initial())
    for ply in range(1, 61):
        number, color = next(turns)
        [row] = [r for r in rows if r.number == number]
        entry = row.entry(color)
        assert entry is not None and entry[0] == ply


def test_a_random_setup_has_no_placement_and_no_note() -> None:
    game = Game(Position.random_setup(3))
    for _ in range(5):
        game.play(game.legal_moves()[0])
    rows = score_rows(movers(game))  # type: ignore[arg-type]
    assert [row.number for row in rows] == [1, 2, 3]
    assert rows[-1].black is None


def test_the_list_shows_numbers_and_the_phase_change(qtbot: QtBot) -> None:
    moves = MoveList()
    qtbot.addWidget(moves)
    game = unfinished_game(52, seed=0)
    moves.show_moves(movers(game), 52)  # type: ignore[arg-type]
    labels = []
    for row in range(moves.rowCount()):
        item = moves.verticalHeaderItem(row)
        labels.append(item.text() if item is not None else "")
    assert labels[23:28] == ["24", "25", "", "26", "27"]
    note = moves.item(25, 0)
    assert note is not None and note.text() == "White moves first"
    assert moves.columnSpan(25, 0) == 2
    assert not note.flags() & Qt.ItemFlag.ItemIsSelectable
    empty = moves.item(24, 1)  # Black's cell beside White's last placement
    assert empty is not None and empty.text() == ""


def cell_point(moves: MoveList, row: int, column: int) -> object:
    item = moves.item(row, column)
    assert item is not None
    return moves.visualItemRect(item).center()


def test_the_keys_go_back_to_the_board(qtbot: QtBot, window: MainWindow) -> None:
    c, moves = window.controller, window.panel.moves
    window.load_game(unfinished_game(6, seed=0), HUMANS)
    board = window.board.as_widget()
    viewport = moves.viewport()
    assert viewport is not None
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=cell_point(moves, 1, 0))
    assert c.looking_back_at == 3 and window.focusWidget() is moves
    qtbot.keyClick(moves, Qt.Key.Key_Left)  # the list's arrows step through the game
    assert c.looking_back_at == 2
    c.look_back(None)
    click(qtbot, window, Cell.E3)  # a click on the board: the board takes the keys
    assert window.focusWidget() is board
    cursor = c.marks.cursor
    qtbot.keyClick(board, Qt.Key.Key_Left)
    assert c.looking_back_at is None and c.marks.cursor not in (None, cursor)
    # Esc in the list: the keys are the board's again, without a click.
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=cell_point(moves, 0, 1))
    assert window.focusWidget() is moves
    qtbot.keyClick(moves, Qt.Key.Key_Escape)
    assert window.focusWidget() is board
    review = c.looking_back_at
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert c.looking_back_at == review  # the arrow moved the board's cursor, not the list
