"""The analysis board in the real window under Xvfb: Analyse from here beside a game that goes
on untouched, moves on the board making side lines, the move list's clicks, keys and menu,
undo and redo, the engine's lines played into the tree, saving the tree, and the other ways in
(My games, a puzzle, a position)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtCore import Qt, QUrl
from PyQt6.QtWidgets import QApplication, QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot

from app.analysis import window as analysis_window
from app.analysis.window import AnalysisWindow
from app.game_review import ReviewBoard
from app.learn.puzzle_window import PuzzleWindow
from app.library import Library
from app.main_window import MainWindow
from app.records_io import FILE_TYPES
from engine.board import Cell
from engine.moves import Move
from engine.notation import parse_position
from engine.records import RecordFormat, load_record
from engine.records.tree import ROOT, GameTree
from tests.app.test_accessibility import KEYS, path_keys
from tests.app.test_learn_window import multi_move, solve_by_clicks
from tests.app.test_window import HUMANS, dialogs, make_window  # noqa: F401 (a fixture)
from tests.engine.test_review import BLUNDER_START

pytestmark = pytest.mark.gui

OPENING = ("A1", "B1", "C1", "D1", "E1", "F1")


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, dialogs: list[str]) -> Iterator[MainWindow]:  # noqa: F811
    win = make_window(qtbot, tmp_path)
    win.controller.new_game(HUMANS)
    for text in OPENING:
        win.controller.play(Move.parse(text))
    yield win
    for board in list(win.analysis_boards.windows):
        board.session.changed = False
        board.close()
    win.controller.shutdown()


def opened(qtbot: QtBot, window: MainWindow) -> AnalysisWindow:
    qtbot.waitUntil(lambda: bool(window.analysis_boards.windows))
    board = window.analysis_boards.windows[-1]
    qtbot.waitExposed(board)
    return board


def click_cell(qtbot: QtBot, board: AnalysisWindow, cell: Cell) -> None:
    QApplication.processEvents()
    point = board.board.cell_position(cell).toPoint()
    qtbot.mouseMove(board.board.as_widget(), point)
    qtbot.mouseClick(board.board.as_widget(), Qt.MouseButton.LeftButton, pos=point)


def test_analyse_from_here_leaves_the_game_as_it_was(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    assert not window.analyse_offer.isVisible()  # the live game: nothing to offer
    c.look_back(3)
    assert window.analyse_offer.isVisible()
    qtbot.mouseClick(window.analyse_offer, Qt.MouseButton.LeftButton)
    board = opened(qtbot, window)
    assert board.session.tree.moves_to(board.session.node) == tuple(
        Move.parse(m) for m in OPENING[:3]
    )
    click_cell(qtbot, board, Cell.K3)  # not the game's 4th move: a side line
    tree = board.session.tree
    assert tree.variations == 1 and board.position.stack(Cell.parse("K3")) == "B"
    assert "K3" in board.tree_view.toPlainText()
    # the game: the same moves, still looking back at move 3, its position on its board
    assert [str(m) for m in c.game.moves] == list(OPENING)
    assert c.looking_back_at == 3 and c.game.ply == len(OPENING)
    assert c.shown_position.stack(Cell.parse("K3")) == ""
    c.look_back(None)
    click_cell_main(qtbot, window, Cell.G1)  # and it goes on
    assert [str(m) for m in c.game.moves] == [*OPENING, "G1"]
    assert board.session.tree.variations == 1  # the board is not the game


def click_cell_main(qtbot: QtBot, window: MainWindow, cell: Cell) -> None:
    QApplication.processEvents()
    point = window.board.cell_position(cell).toPoint()
    qtbot.mouseMove(window.board.as_widget(), point)
    qtbot.mouseClick(window.board.as_widget(), Qt.MouseButton.LeftButton, pos=point)


def test_a_click_while_looking_back_says_where_to_try_moves(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.controller.look_back(2)
    click_cell_main(qtbot, window, Cell.K3)
    bar = window.statusBar()
    assert bar is not None and "Analyse from here" in bar.currentMessage()
    assert len(window.controller.game.moves) == len(OPENING)


def test_the_move_list_clicks_keys_and_menu(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.look_back(2)
    window.analyse_here()
    board = opened(qtbot, window)
    session = board.session
    click_cell(qtbot, board, Cell.K3)
    side = session.node
    main = session.tree.main_line()
    view = board.tree_view
    assert view.accessibleDescription().endswith("side line")
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Up)  # the game's move instead
    assert session.node == main[3]
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert session.node == side
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert session.node == main[2]
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert session.node == main[3]
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert session.node == main[-1]
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert session.node == ROOT and board.position.stack(Cell.parse("A1")) == ""
    qtbot.keyClick(board, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)  # anywhere
    assert session.node == main[1]
    view.anchorClicked.emit(QUrl(f"#{side}"))  # a click on the side line's move
    assert session.node == side and board.position.stack(Cell.parse("K3")) == "D"
    # the menu of a move: its entries, then make the side line the main line
    menu = view.edit_menu(side)
    names = [a.text() for a in menu.actions()]
    assert names == ["Make main line", "Promote variation", "Comment…", "Delete from here"]
    assert not view.edit_menu(main[1]).actions()[0].isEnabled()  # the main line already
    view.edit_requested.emit("main_line", side)
    assert session.tree.main_line()[-1] == side and session.node == side
    assert board.undo_button.isEnabled()
    qtbot.mouseClick(board.undo_button, Qt.MouseButton.LeftButton)
    assert session.tree.main_line() == main
    qtbot.keyClick(
        board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert session.tree.main_line()[-1] == side
    view.edit_requested.emit("delete", side)
    assert side not in session.tree and session.node == main[2]


def test_a_comment_is_kept_and_shown(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.analyse_here()
    board = opened(qtbot, window)
    node = board.session.node
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("  a   fine move ", True))
    board.tree_view.edit_requested.emit("comment", node)
    assert board.session.tree.comment(node) == "a fine move"
    assert "a fine move" in board.tree_view.toPlainText()


def test_saving_the_tree_and_asking_before_a_format_drops_side_lines(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.controller.look_back(4)
    window.analyse_here()
    board = opened(qtbot, window)
    click_cell(qtbot, board, Cell.K3)
    path = tmp_path / "analysis.dvn"
    monkeypatch.setattr(analysis_window, "ask_record_path", lambda *a: (path, FILE_TYPES[0]))
    assert board.save_as()
    assert GameTree.from_record(load_record(path)) == board.session.tree
    assert not board.session.changed
    little_golem = next(t for t in FILE_TYPES if t.format is RecordFormat.LITTLEGOLEM)
    asked: list[str] = []
    monkeypatch.setattr(
        analysis_window, "ask_record_path", lambda *a: (tmp_path / "a.txt", little_golem)
    )

    def question(window: object, text: str, can_write: bool) -> str:
        asked.append(text)
        return "cancel"

    monkeypatch.setattr(analysis_window, "ask_about_format", question)
    assert not board.save_as()
    assert asked and "side lines" in asked[0]
    assert not (tmp_path / "a.txt").exists()


def asked_questions(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The questions a message box asks from now on (each answered Cancel)."""
    asked: list[str] = []

    def answer(*args: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", answer)
    return asked


def test_closing_a_position_with_side_lines_asks(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.analyse_position(window.controller.game.position)  # a position: no game keeps it
    board = opened(qtbot, window)
    click_cell(qtbot, board, Cell.K3)
    asked = asked_questions(monkeypatch)
    assert not board.close() and board.isVisible() and asked
    assert not window.close()  # the main window does not close over it either
    board.session.changed = False


def test_side_lines_tried_on_the_game_are_kept_with_it_in_my_games(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    library, controller = window.library, window.controller
    assert library is not None and library.current is not None
    name = library.current
    controller.look_back(4)
    window.analyse_here()
    board = opened(qtbot, window)
    click_cell(qtbot, board, Cell.K3)
    assert board.session.tree.variations == 1
    kept = "Your side lines and comments are kept with the game in My games."
    assert board.feedback.text() == kept
    assert tuple(str(m) for m in controller.game.moves) == OPENING  # the game untouched
    entry = library.entry(name)
    assert entry is not None and entry.record is not None
    assert entry.record.moves == tuple(controller.game.moves)
    tree = GameTree.from_record(entry.record)
    assert tree.find((*controller.game.moves[:4], Move.parse("K3"))) is not None
    asked = asked_questions(monkeypatch)
    assert board.close() and not asked  # kept: nothing to ask
    controller.look_back(None)
    controller.play(Move.parse("G1"))  # the game goes on, its side line with it
    entry = library.entry(name)
    assert entry is not None and entry.record is not None
    assert len(entry.record.moves) == 7 and len(entry.record.variations) == 1
    controller.new_game(HUMANS)  # another game on the board: the entry is written again
    assert window.games is not None and window.games.analyse_entry(name)  # from My games
    again = opened(qtbot, window)
    click_cell(qtbot, again, Cell.K3)  # a placement at the start: a second side line
    entry = library.entry(name)
    assert entry is not None and entry.record is not None and len(entry.record.variations) == 2
    assert again.close() and not asked


def test_a_game_open_in_another_window_is_not_written_and_closing_asks(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    library = window.library
    assert library is not None and library.current is not None
    name = library.current
    window.controller.new_game(HUMANS)
    other = Library(library.data.path)  # another window's, which has the game open
    assert other.claim(name)
    try:
        assert window.games is not None and window.games.analyse_entry(name)
        board = opened(qtbot, window)
        click_cell(qtbot, board, Cell.K3)
        assert "use Save as" in board.feedback.text()
        entry = library.entry(name)
        assert entry is not None and entry.record is not None and not entry.record.variations
        asked = asked_questions(monkeypatch)
        assert not board.close() and asked
        board.session.changed = False
    finally:
        other.close()


def test_the_engines_line_is_played_into_the_tree(qtbot: QtBot, window: MainWindow) -> None:
    window.analyse_position(parse_position(BLUNDER_START))  # the movement phase
    board = opened(qtbot, window)
    first = board.lines.best.item(0)
    assert first is not None
    qtbot.waitUntil(
        lambda: not first.isHidden() and len(board.lines.lines_shown[0]) > 1, timeout=30_000
    )
    assert "White" in first.text() or "Black" in first.text() or "even" in first.text()
    line = board.lines.lines_shown[0]
    where = board.lines.best.visualItemRect(first).center()
    qtbot.mouseClick(board.lines.best.viewport(), Qt.MouseButton.LeftButton, pos=where)
    tree, node = board.session.tree, board.session.node
    assert tree.moves_to(node) == line[:1]  # its first move shown
    assert tuple(tree.move(n) for n in tree.continuation(node)) == line  # the rest follows
    assert board.marks.solved is None  # the start's results went with it
    qtbot.waitUntil(lambda: board.marks.solved is not None, timeout=90_000)  # a loaded machine
    assert board.marks.solved is not None and board.marks.solved[0] == board.position


def test_a_record_of_my_games_and_a_position_open_on_boards(
    qtbot: QtBot, window: MainWindow
) -> None:
    record = window.controller.record()
    window.analyse_record(record)
    board = opened(qtbot, window)
    assert board.session.node == ROOT
    assert tuple(board.session.tree.move(n) for n in board.session.tree.main_line()[1:]) == (
        record.moves
    )
    position = window.controller.game.position
    window.analyse_position(position, (Move.parse("K3"),))
    second = opened(qtbot, window)
    assert second is not board and second.session.tree.start == position
    assert second.session.last_move == Move.parse("K3") and not second.session.changed


def test_a_solved_puzzle_opens_on_an_analysis_board(qtbot: QtBot, window: MainWindow) -> None:
    window.show_puzzles()
    page = window.learning.windows["puzzles"]
    assert isinstance(page, PuzzleWindow)
    page.reply_ms = 0
    puzzle = multi_move(page, winning=1)
    page.open_puzzle(puzzle)
    assert not page.analyse.isVisible()  # not before it is solved: the answer would show
    solve_by_clicks(qtbot, page, puzzle)
    assert page.analyse.isVisible()
    qtbot.mouseClick(page.analyse, Qt.MouseButton.LeftButton)
    board = opened(qtbot, window)
    tree = board.session.tree
    assert tree.start == puzzle.position
    assert tree.moves_to(board.session.node) == puzzle.solution  # the line as played
    assert not board.session.changed
    page.close()


def test_a_flagged_move_of_a_review_opens_with_the_better_move_beside_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    c = window.controller
    chosen_in = c.game.position_at(3)
    better = Move.parse("K3")
    c.look_back(4)
    c.show_review_board(ReviewBoard(chosen_in, Move.parse(OPENING[3]), better, ply=4))
    window.analyse_here()
    board = opened(qtbot, window)
    tree, node = board.session.tree, board.session.node
    assert tree.position(node) == chosen_in  # the position the move was chosen in
    assert [tree.move(n) for n in tree.children(node)] == [Move.parse(OPENING[3]), better]
    assert not board.session.changed
    c.show_review_board(None)


def test_the_keyboard_plays_on_the_board_and_the_screen_reader_follows(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.analyse_position(parse_position(BLUNDER_START))
    board = opened(qtbot, window)
    widget = board.board.as_widget()
    widget.setFocus()

    def go_to(cell: Cell) -> None:
        for direction in path_keys(board.marks.cursor, cell):
            qtbot.keyClick(widget, KEYS[direction])
        assert board.marks.cursor == cell

    move = Move.parse("G4G5")  # White's winning move in this position
    assert move.source is not None and move.target is not None
    go_to(move.source)
    assert widget.accessibleName().startswith("G4: ") and "white" in widget.accessibleName()
    qtbot.keyClick(widget, Qt.Key.Key_Space)  # picks the stack up
    assert board.marks.selected == move.source and move.target in board.marks.destinations
    assert widget.accessibleDescription() == "Picked up: Enter puts it down again."
    qtbot.keyClick(widget, Qt.Key.Key_Escape)  # puts it down
    assert board.marks.selected is None
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    go_to(move.target)
    assert widget.accessibleDescription().startswith("Enter moves the stack on G4 here")
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert board.session.last_move == move
    assert widget.accessibleName().startswith("White moved the stack on G4 to G5")
