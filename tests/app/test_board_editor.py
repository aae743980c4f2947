"""The board editor (issue 48 point 4), the real window under Xvfb driven by real clicks and
keys: stacks built bottom to top with the palette, a right click or Backspace taking the top
piece off, each refusal said in words on the live line (and Play from here refusing it), the
keyboard and the board's accessible texts, Play from here starting a game in the main window
from the edited position while the earlier game stays in My games, and the window fitting a
1024x640 screen in every language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtCore import QSize, Qt, QTimer
from PyQt6.QtWidgets import QApplication, QPushButton, QRadioButton, QWidget
from pytestqt.qtbot import QtBot

from app import window_fit
from app.editor.window import EditorWindow
from app.i18n import LANGUAGES
from app.learn.board_page import TONES
from app.main_window import MainWindow
from app.settings import GameOptions, PlayerKind
from app.widgets.new_game_dialog import NewGameDialog
from engine.board import CELLS, Cell
from engine.position import Color, Phase, Position
from tests.app.test_learn_window import click, open_page
from tests.app.test_window import click as game_click
from tests.app.test_window import close_window, make_window
from tests.app.test_windows_fit import check
from tests.app.texts_helpers import language

pytestmark = pytest.mark.gui

RED, GREEN = TONES["wrong"], TONES["right"]
HUMANS = GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.HUMAN)


@pytest.fixture
def editor(qtbot: QtBot) -> EditorWindow:
    return open_page(qtbot, EditorWindow(Position.initial()))


def right_click(qtbot: QtBot, page: EditorWindow, cell: Cell) -> None:
    point = page.board.cell_position(cell).toPoint()
    qtbot.mouseMove(page.board.as_widget(), point)
    qtbot.mouseClick(page.board.as_widget(), Qt.MouseButton.RightButton, pos=point)


def key(qtbot: QtBot, widget: QWidget, name: Qt.Key, times: int = 1) -> None:
    for _ in range(times):
        qtbot.keyClick(widget, name)


def put(qtbot: QtBot, page: EditorWindow, cell: Cell, pieces: str) -> None:
    """``pieces`` added on ``cell`` by clicks, each chosen with its palette key first."""
    board = page.board.as_widget()
    for piece in pieces:
        key(qtbot, board, {"W": Qt.Key.Key_W, "B": Qt.Key.Key_B, "D": Qt.Key.Key_D}[piece])
        click(qtbot, page, cell)


def stack(page: EditorWindow, cell: Cell) -> str:
    return page.setup.stacks[cell]


def line(page: EditorWindow) -> tuple[str, bool]:
    """The live line and whether it is red."""
    return page.feedback.text(), RED in page.feedback.styleSheet()


def press(qtbot: QtBot, button: QPushButton | QRadioButton) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_clicks_build_stacks_bottom_to_top_and_a_right_click_takes_the_top_off(
    qtbot: QtBot, editor: EditorWindow
) -> None:
    put(qtbot, editor, Cell.E3, "WBD")
    assert stack(editor, Cell.E3) == "WBD"
    assert editor.piece_buttons["D"].isChecked()  # the key chose the palette's piece
    assert editor.board.scene().stacks[Cell.E3] == ("W", "B", "D")  # drawn as it stands
    right_click(qtbot, editor, Cell.E3)
    assert stack(editor, Cell.E3) == "WB"
    press(qtbot, editor.piece_buttons["W"])
    click(qtbot, editor, Cell.A1)
    assert stack(editor, Cell.A1) == "W"
    right_click(qtbot, editor, Cell.A1)
    right_click(qtbot, editor, Cell.A1)  # nothing left to take
    assert stack(editor, Cell.A1) == ""
    press(qtbot, editor.clear_button)
    assert editor.setup.stacks == [""] * len(CELLS)
    assert line(editor) == ("Ready: play can reach this position.", False)
    assert GREEN in editor.feedback.styleSheet()


def refused(qtbot: QtBot, page: EditorWindow, words: str) -> None:
    """The live line says ``words`` in red, and neither button hands the position on."""
    assert line(page) == (words, True)
    assert not page.play_button.isEnabled() and not page.analyse_button.isEnabled()
    handed: list[object] = []
    page.play_requested.connect(handed.append)
    page.analyse_requested.connect(handed.append)
    page.play_from_here()  # even when asked, never with a position play cannot reach
    page.analyse()
    assert handed == [] and line(page) == (words, True)
    page.play_requested.disconnect(handed.append)
    page.analyse_requested.disconnect(handed.append)


def test_each_refusal_is_said_in_words_before_leaving(qtbot: QtBot, editor: EditorWindow) -> None:
    # the placement phase (the editor opened on the empty board)
    assert editor.phase_buttons[Phase.PLACEMENT].isChecked()
    put(qtbot, editor, Cell.E3, "W")
    refused(
        qtbot,
        editor,
        "The three DVONN pieces are placed first: no white or black piece before them.",
    )
    right_click(qtbot, editor, Cell.E3)
    put(qtbot, editor, Cell.C3, "D")
    put(qtbot, editor, Cell.D3, "D")
    put(qtbot, editor, Cell.F3, "D")
    put(qtbot, editor, Cell.A1, "W")
    refused(
        qtbot,
        editor,
        "Black places the first white or black piece, then the players take turns: Black has "
        "as many pieces on the board as White or one more, not 0 against 1.",
    )
    put(qtbot, editor, Cell.A1, "B")
    refused(qtbot, editor, "A1: no stacks are built during placement.")
    put(qtbot, editor, Cell.G3, "D")
    refused(qtbot, editor, "4 DVONN pieces: there are only 3.")
    right_click(qtbot, editor, Cell.G3)
    put(qtbot, editor, Cell.A1, "D")
    refused(
        qtbot,
        editor,
        "A1: a DVONN piece never moves by itself, so it is on top of a stack only when it "
        "stands alone.",
    )
    press(qtbot, editor.fill_button)  # a full board: the movement phase, ready
    assert line(editor) == ("Ready: play can reach this position.", False)
    assert editor.phase_buttons[Phase.MOVEMENT].isChecked()
    press(qtbot, editor.phase_buttons[Phase.PLACEMENT])
    refused(qtbot, editor, "The board is full: placement is over.")

    # the movement phase
    press(qtbot, editor.phase_buttons[Phase.MOVEMENT])
    press(qtbot, editor.clear_button)
    refused(qtbot, editor, "All three DVONN pieces stay on the board in the movement phase.")
    for cell in (Cell.E3, Cell.F3, Cell.G3):
        put(qtbot, editor, cell, "D")
    assert line(editor) == ("Ready: play can reach this position.", False)  # spaces are fine
    put(qtbot, editor, Cell.A1, "BW")
    refused(qtbot, editor, "The stack on A1 is cut off from every DVONN piece.")
    assert editor.board.scene().cutoff_preview == {Cell.A1}  # ghosted red on the board
    put(qtbot, editor, Cell.D3, "W" * 24)  # the counts come first: 25 with A1's
    refused(qtbot, editor, "25 white pieces: there are only 23.")
    right_click(qtbot, editor, Cell.A1)
    right_click(qtbot, editor, Cell.A1)
    refused(qtbot, editor, "24 white pieces: there are only 23.")
    right_click(qtbot, editor, Cell.D3)
    put(qtbot, editor, Cell.D3, "B")
    assert line(editor) == ("Ready: play can reach this position.", False)
    assert editor.play_button.isEnabled() and editor.analyse_button.isEnabled()


def test_the_side_to_move_is_chosen_in_movement_and_follows_the_board_in_placement(
    qtbot: QtBot, editor: EditorWindow
) -> None:
    for cell in (Cell.E3, Cell.F3, Cell.G3):
        put(qtbot, editor, cell, "D")
    assert editor.setup.turn is Color.BLACK and editor.turn_buttons[Color.BLACK].isChecked()
    assert not editor.turn_buttons[Color.WHITE].isEnabled()
    assert editor.counts.text() == (
        "Black places next. Still to place: 23 white pieces and 23 black pieces."
    )
    put(qtbot, editor, Cell.D3, "B")
    assert editor.turn_buttons[Color.WHITE].isChecked()
    press(qtbot, editor.phase_buttons[Phase.MOVEMENT])
    assert editor.turn_buttons[Color.WHITE].isEnabled()
    press(qtbot, editor.turn_buttons[Color.BLACK])
    put(qtbot, editor, Cell.E3, "W")
    played: list[Position] = []
    editor.play_requested.connect(played.append)
    press(qtbot, editor.play_button)
    assert editor.counts.text() == "On the board: 1 white piece, 1 black piece and 3 DVONN pieces."
    stacks = {"E3": "DW", "F3": "D", "G3": "D", "D3": "B"}
    expected = tuple(stacks.get(str(cell), "") for cell in CELLS)
    assert played == [Position(expected, Color.BLACK, Phase.MOVEMENT)]


def test_the_keyboard_alone_sets_up_a_position_and_the_board_says_it(
    qtbot: QtBot, editor: EditorWindow
) -> None:
    board = editor.board.as_widget()
    board.setFocus()
    assert board.accessibleName() == "Board editor"
    assert "Enter adds the chosen piece" in board.accessibleDescription()
    key(qtbot, board, Qt.Key.Key_Return)  # the cursor appears on F3
    assert editor.key_cursor == Cell.F3 and editor.board.scene().cursor == Cell.F3
    assert board.accessibleName() == "F3: empty."
    key(qtbot, board, Qt.Key.Key_D)
    assert board.accessibleDescription() == "Enter adds a DVONN piece on top."
    key(qtbot, board, Qt.Key.Key_Return)
    key(qtbot, board, Qt.Key.Key_Left)
    key(qtbot, board, Qt.Key.Key_Space)
    key(qtbot, board, Qt.Key.Key_Left)
    key(qtbot, board, Qt.Key.Key_Return)
    assert [stack(editor, c) for c in (Cell.F3, Cell.E3, Cell.D3)] == ["D", "D", "D"]
    key(qtbot, board, Qt.Key.Key_B)
    key(qtbot, board, Qt.Key.Key_Down)
    key(qtbot, board, Qt.Key.Key_Return)
    cell = editor.key_cursor
    assert cell is not None and stack(editor, cell) == "B"
    assert board.accessibleName() == f"{cell}: 1 black piece. Ready: play can reach this position."
    key(qtbot, board, Qt.Key.Key_W)
    key(qtbot, board, Qt.Key.Key_Return)
    assert board.accessibleName() == (  # the stack, then the reason
        f"{cell}: a white stack of 2 pieces. {cell}: no stacks are built during placement."
    )
    assert board.accessibleDescription() == (
        "Enter adds a white piece on top. Backspace takes the top piece off."
    )
    key(qtbot, board, Qt.Key.Key_Backspace)
    assert stack(editor, cell) == "B"
    key(qtbot, board, Qt.Key.Key_Delete)
    assert stack(editor, cell) == ""
    assert editor.play_button.isEnabled()


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path / "game")
    yield win
    for board in list(win.analysis_boards.windows):
        board.session.changed = False
        board.close()
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, EditorWindow):
            widget.close()
    close_window(win)


def test_play_from_here_starts_a_game_from_the_edited_position_keeping_the_earlier_one(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.controller.new_game(HUMANS)
    for cell in (Cell.E3, Cell.F3, Cell.G3, Cell.A1):  # three DVONN pieces and a black piece
        game_click(qtbot, window, cell)
    earlier = tuple(window.controller.game.moves)
    assert len(earlier) == 4
    window.actions_.setup.trigger()  # Game → Set up a position
    editor = window.board_editor.editor
    assert editor is not None and editor.isVisible()
    editor.board.set_animation_speed(0.0)
    qtbot.waitExposed(editor)
    assert editor.setup.shown() == window.controller.game.position  # the game's position
    assert editor.counts.text().startswith("White places next.")
    press(qtbot, editor.phase_buttons[Phase.MOVEMENT])
    refused(qtbot, editor, "The stack on A1 is cut off from every DVONN piece.")
    put(qtbot, editor, Cell.A1, "W")
    put(qtbot, editor, Cell.B1, "B")
    put(qtbot, editor, Cell.C1, "W")
    put(qtbot, editor, Cell.D2, "BB")
    put(qtbot, editor, Cell.E2, "W")
    assert line(editor) == ("Ready: play can reach this position.", False)
    press(qtbot, editor.turn_buttons[Color.BLACK])
    edited = editor.setup.position()
    seen: list[str] = []

    def choose_players() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        seen.append(dialog.windowTitle())
        assert not dialog.setup.isVisible()  # the setup is the editor's
        humans = dialog.mode_group.button(0)  # Human vs Human
        assert humans is not None
        humans.setChecked(True)
        dialog.accept()

    QTimer.singleShot(300, choose_players)
    press(qtbot, editor.play_button)
    assert seen == ["New game from this position"]
    c = window.controller
    assert c.game.start == edited and c.game.ply == 0 and c.game.position.turn is Color.BLACK
    assert not editor.isVisible()
    assert window.board.scene().stacks[Cell.D2] == ("B", "B")
    # the earlier game is in My games, its moves kept
    library = window.library
    assert library is not None
    kept = [e.record for e in library.entries() if e.record is not None]
    assert [r.moves for r in kept] == [earlier]
    # a move in the new game, then the library holds both
    game_click(qtbot, window, Cell.B1)  # Black's piece onto White's
    game_click(qtbot, window, Cell.A1)
    assert c.game.ply == 1
    records = [e.record for e in library.entries() if e.record is not None]
    assert sorted(len(r.moves) for r in records) == [1, 4]
    # opened again: the position the game shows now, not the old edits
    window.show_editor()
    assert window.board_editor.editor is editor and editor.isVisible()
    assert editor.setup.shown() == c.game.position


def test_a_cancelled_new_game_leaves_the_game_and_the_editor(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.controller.new_game(HUMANS)
    game = window.controller.game
    editor = window.board_editor.show()
    press(qtbot, editor.fill_button)

    def cancel() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.reject()

    QTimer.singleShot(300, cancel)
    press(qtbot, editor.play_button)
    assert window.controller.game is game and editor.isVisible()


def test_analyse_opens_the_edited_position_on_an_analysis_board(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.controller.new_game(HUMANS)
    game = window.controller.game
    editor = window.board_editor.show()
    assert editor.analyse_button.isVisible()
    press(qtbot, editor.fill_button)
    press(qtbot, editor.turn_buttons[Color.BLACK])
    edited = editor.setup.position()
    press(qtbot, editor.analyse_button)
    qtbot.waitUntil(lambda: bool(window.analysis_boards.windows))
    board = window.analysis_boards.windows[-1]
    assert board.position == edited and edited.turn is Color.BLACK
    assert window.controller.game is game and game.start == Position.initial()  # untouched


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_editor_fits_1024x640_in_every_language(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, code: str
) -> None:
    room = QSize(1024, 640)
    monkeypatch.setattr(window_fit, "available", lambda widget: room)
    with language(code):
        page = EditorWindow(Position.initial())
        qtbot.addWidget(page)
        page.board.set_animation_speed(0.0)
        for cell in ("E3", "F3", "G3"):  # the longest reason on the live line
            page.setup.add(Cell.parse(cell), "D")
        page.setup.add(Cell.A1, "W")
        page.load(page.setup.shown())
        if code != "en":
            assert page.feedback.text() != (
                "Black places the first white or black piece, then the players take turns: "
                "Black has as many pieces on the board as White or one more, not 0 against 1."
            )
        check(qtbot, page, room)
        assert page.board.as_widget().width() >= 0.5 * page.width()


def test_the_editor_in_french(qtbot: QtBot, french: object) -> None:
    page = open_page(qtbot, EditorWindow(Position.initial()))
    assert page.play_button.text() == "Jouer à partir d'ici"
    put(qtbot, page, Cell.E3, "D")
    put(qtbot, page, Cell.A1, "W")
    assert line(page) == (
        "Les trois pions DVONN sont posés en premier : aucun pion blanc ou noir avant eux.",
        True,
    )
    assert page.counts.text() == (
        "Blanc pose ensuite. Reste à poser : 22 pions blancs, 23 pions noirs et 2 pions DVONN."
    )
    put(qtbot, page, Cell.A1, "B")
    assert line(page) == ("A1 : on ne construit pas de pile pendant le placement.", True)
