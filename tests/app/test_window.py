"""The real main window under Xvfb: clicks on the board, menus, files, the library, the computer."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PyQt6.QtCore import QSettings, Qt
from PyQt6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app import file_actions, i18n
from app.library import Library
from app.main_window import MainWindow
from app.settings import GameOptions, PlayerKind, Settings
from app.widgets import continue_offer
from engine import records
from engine.board import Cell
from engine.game import Game
from engine.moves import PASS
from engine.position import Position
from engine.rules import legal_moves
from tests.app.widget_helpers import button, item_text

pytestmark = pytest.mark.gui

HUMANS = GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.HUMAN)


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Message boxes answer at once ("Yes"; the start-up offer: "Continue") and are recorded
    instead of blocking the test."""
    shown: list[str] = []

    def record(answer: QMessageBox.StandardButton) -> Callable[..., object]:
        def box(parent: object, title: str, text: str, *args: object) -> object:
            shown.append(text)
            return answer

        return box

    monkeypatch.setattr(QMessageBox, "warning", record(QMessageBox.StandardButton.Ok))
    monkeypatch.setattr(QMessageBox, "question", record(QMessageBox.StandardButton.Yes))

    def offer(parent: object, newest: object, others: object) -> str:
        shown.append("Continue your last game?")
        return "continue"

    monkeypatch.setattr(continue_offer, "offer_to_continue", offer)
    return shown


class FormatQuestions:
    """Stands in for ``file_actions.ask_about_format``: records each question asked and gives
    ``answer`` ("dvn", "anyway" or "cancel")."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, answer: str = "cancel") -> None:
        self.asked: list[str] = []
        self.answer = answer
        monkeypatch.setattr(file_actions, "ask_about_format", self)

    def __call__(self, window: MainWindow, text: str, can_write: bool) -> str:
        self.asked.append(text)
        return self.answer


def make_window(qtbot: QtBot, folder: Path, prefer_3d: bool = True) -> MainWindow:
    store = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    settings.animation_speed = "off"
    window = MainWindow(settings, Library(folder / "data"), prefer_3d=prefer_3d)
    window.controller.pass_pause_ms = 30
    qtbot.addWidget(window)
    window.resize(1100, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, dialogs: list[str]) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path)
    win.controller.new_game(HUMANS)
    yield win
    win.controller.shutdown()


def close_window(window: MainWindow) -> None:
    """Stop the window's computer and review, and go back to English."""
    window.controller.shutdown()
    window.review.shutdown()
    i18n.install("en")


def click(qtbot: QtBot, window: MainWindow, cell: Cell) -> None:
    """A real mouse click where the board draws ``cell`` (the view's own projection), once
    the window's layout has settled (a button shown or hidden resizes the board)."""
    QApplication.processEvents()
    point = window.board.cell_position(cell).toPoint()
    qtbot.mouseMove(window.board.as_widget(), point)
    qtbot.mouseClick(window.board.as_widget(), Qt.MouseButton.LeftButton, pos=point)


def status(window: MainWindow) -> str:
    bar = window.statusBar()
    assert bar is not None
    return bar.currentMessage()


def test_title_names_the_game(window: MainWindow) -> None:
    assert "DVONN" in window.windowTitle()


def test_a_whole_game_of_clicks(qtbot: QtBot, window: MainWindow) -> None:
    rng = random.Random(4)
    results: list[object] = []
    window.controller.game_over.connect(results.append)
    while not results:
        position = window.controller.game.position
        moves = legal_moves(position)
        if moves == [PASS]:

            def passed(before: Position = position) -> bool:
                return window.controller.game.position != before

            qtbot.waitUntil(passed, timeout=3000)
            continue
        move = rng.choice(moves)
        before = len(window.controller.game)
        assert move.target is not None
        if move.source is None:  # a placement
            click(qtbot, window, move.target)
        else:
            click(qtbot, window, move.source)
            click(qtbot, window, move.target)
        assert len(window.controller.game) == before + 1, status(window)
        assert window.controller.game.moves[-1] == move
    result = window.controller.game.result
    assert result is not None
    assert window.panel.status.text() == result.describe()
    assert window.panel.moves.rowCount() >= 25
    assert window.panel.rematch.isVisible() and not window.panel.hint.isVisible()
    qtbot.mouseClick(window.panel.rematch, Qt.MouseButton.LeftButton)
    assert len(window.controller.game) == 0 and not window.panel.rematch.isVisible()


def test_an_illegal_click_is_refused_with_a_message(qtbot: QtBot, window: MainWindow) -> None:
    click(qtbot, window, Cell.E3)
    click(qtbot, window, Cell.E3)
    assert len(window.controller.game) == 1
    assert "E3 is already occupied" in status(window)


def test_undo_redo_from_the_menu(qtbot: QtBot, window: MainWindow) -> None:
    for cell in (Cell.E3, Cell.F3):
        click(qtbot, window, cell)
    window.actions_.undo.trigger()
    assert window.controller.game.ply == 1
    assert window.actions_.redo.isEnabled()
    window.actions_.redo.trigger()
    assert window.controller.game.ply == 2
    assert item_text(window.panel.moves, 0, 1) == "F3"


def test_a_press_on_the_boards_gl_window_plays(qtbot: QtBot, window: MainWindow) -> None:
    """The board is drawn in a native GL window, which receives the real mouse: its
    presses reach the controller as the widget's do, and give the board the keys."""
    from app.view.board_view import BoardView

    board = window.board
    assert isinstance(board, BoardView)
    for cell in (Cell.E3, Cell.F3):
        point = board.cell_position(cell).toPoint()
        qtbot.mouseMove(board.surface, point)
        qtbot.mouseClick(board.surface, Qt.MouseButton.LeftButton, pos=point)
    assert [str(m) for m in window.controller.game.moves] == ["E3", "F3"]
    assert window.focusWidget() is board


def test_keyboard_places_a_piece(qtbot: QtBot, window: MainWindow) -> None:
    window.board.as_widget().setFocus()
    qtbot.keyClick(window.board.as_widget(), Qt.Key.Key_Right)
    qtbot.keyClick(window.board.as_widget(), Qt.Key.Key_Return)
    assert len(window.controller.game) == 1


def test_save_and_open_round_trip(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, dialogs: list[str]
) -> None:
    for cell in (Cell.E3, Cell.F3, Cell.G3, Cell.A1):
        click(qtbot, window, cell)
    path = tmp_path / "game.dvn"
    assert window.files.save_to(path)
    window.controller.new_game(HUMANS)
    assert window.files.open_path(str(path))
    assert [str(m) for m in window.controller.game.moves] == ["E3", "F3", "G3", "A1"]
    assert "game.dvn" in window.windowTitle()
    assert dialogs == []


def test_a_game_saved_after_an_undo_is_saved_as_it_stands(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """Issue 49 point 5: the game's moves stop at the cursor (an undone move is not part of
    what is saved, said saved, or reviewed)."""
    for cell in (Cell.E3, Cell.F3, Cell.G3):
        click(qtbot, window, cell)
    window.controller.undo()
    path = tmp_path / "game.dvn"
    assert window.files.save_to(path)
    c = window.controller
    assert [str(m) for m in c.game.moves] == ["E3", "F3"] and len(c.game) == 3
    assert window.files.is_saved(tuple(c.game.moves))
    assert [str(m) for m in records.load_record(path).moves] == ["E3", "F3"]


def test_a_corrupt_file_gives_a_message_and_loses_nothing(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, dialogs: list[str]
) -> None:
    for cell in (Cell.E3, Cell.F3):
        click(qtbot, window, cell)
    broken = tmp_path / "broken.dvn"
    broken.write_text('[Format "dvonn3d-app"]\n\n1. E3 E3\n', encoding="utf-8")
    assert not window.files.open_path(str(broken))
    assert len(dialogs) == 1 and "E3 is already occupied" in dialogs[0]
    assert "unchanged" in dialogs[0]
    assert [str(m) for m in window.controller.game.moves] == ["E3", "F3"]


def test_the_unfinished_game_is_offered_on_the_next_start(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    first = make_window(qtbot, tmp_path)
    first.controller.new_game(HUMANS)
    for cell in (Cell.E3, Cell.F3, Cell.G3):
        click(qtbot, first, cell)
    first.close()
    second = make_window(qtbot, tmp_path)
    second.start()  # the patched offer answers Continue
    assert dialogs == ["Continue your last game?"]
    assert [str(m) for m in second.controller.game.moves] == ["E3", "F3", "G3"]
    second.controller.shutdown()


def test_a_corrupt_old_autosave_is_kept_and_reported(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "autosave.dvn").write_text('[Format "dvonn3d-app"]\n\n1. Z9\n', encoding="utf-8")
    window = make_window(qtbot, tmp_path)
    window.start()
    assert len(dialogs) == 1 and "could not be read" in dialogs[0]
    kept = list(folder.glob("autosave-unreadable-*.dvn"))
    assert len(kept) == 1 and "Z9" in kept[0].read_text(encoding="utf-8")
    assert len(window.controller.game) == 0  # a fresh game instead
    window.controller.shutdown()


def test_a_forced_pass_is_shown(qtbot: QtBot, window: MainWindow) -> None:
    from engine.notation import parse_position
    from tests.app.test_controller import BEFORE_PASS

    window.load_game(Game(parse_position(BEFORE_PASS)), HUMANS)
    seen: list[str] = []
    window.controller.message.connect(seen.append)
    click(qtbot, window, Cell.I4)
    click(qtbot, window, Cell.H4)
    assert "White cannot move and passes" in seen
    qtbot.waitUntil(lambda: window.controller.game.moves[-1:] == [PASS], timeout=2000)
    assert item_text(window.panel.moves, window.panel.moves.rowCount() - 1, 0) == "pass"


def test_computer_thinks_while_the_window_stays_live(qtbot: QtBot, window: MainWindow) -> None:
    options = GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.COMPUTER, level=1)
    window.controller.new_game(options)
    click(qtbot, window, Cell.E3)
    assert window.panel.thinking.text().endswith("thinking…")
    assert window.panel.move_now.isVisible()
    click(qtbot, window, Cell.A1)  # the window answers: it is not the human's turn
    assert "Wait" in status(window)
    qtbot.waitUntil(lambda: window.controller.game.ply == 2, timeout=10000)
    assert not window.panel.thinking.text() and not window.panel.move_now.isVisible()


def test_new_game_cancels_a_thinking_computer(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.new_game(GameOptions(white=PlayerKind.COMPUTER, black=PlayerKind.HUMAN))
    assert window.panel.thinking.text().endswith("thinking…")
    window.controller.new_game(HUMANS)
    assert not window.panel.thinking.text() and not window.panel.move_now.isVisible()
    qtbot.wait(600)
    assert len(window.controller.game) == 0


def test_copy_and_paste_a_position(qtbot: QtBot, window: MainWindow) -> None:
    from PyQt6.QtGui import QGuiApplication

    start = Position.random_setup(9)
    window.load_game(Game(start), HUMANS)
    window.actions_.copy_position.trigger()
    window.controller.new_game(HUMANS)
    window.actions_.paste_position.trigger()
    assert window.controller.game.position == start
    clipboard = QGuiApplication.clipboard()
    assert clipboard is not None
    clipboard.setText("not a position")
    window.actions_.paste_position.trigger()
    assert window.controller.game.position == start


def test_export_png(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "board.png"
    assert window.files.export_png_to(str(path))
    assert path.stat().st_size > 1000


def test_screenshot_command_writes_a_png_of_a_record(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    from PyQt6.QtGui import QImage

    from tests.app.game_records import save_game

    game = Game()
    for text in ("E3", "F3", "G3", "A1", "B1"):
        game.push(text)
    record = tmp_path / "short.dvn"
    save_game(game, record)
    shot = tmp_path / "shot.png"
    env = {**os.environ, "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    command = [sys.executable, "-m", "app", "--screenshot", str(shot), "--record", str(record)]
    done = subprocess.run([*command, "--size", "900x600"], env=env, timeout=120, check=False)
    assert done.returncode == 0
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (900, 600)
    # The board (a native GL window, blank in a widget grab) is in the picture: wood
    # round the middle of its side of the window, not black or a flat fill.
    wood = 0
    for x in range(100, 500, 10):
        for y in range(200, 400, 10):
            c = image.pixelColor(x, y)
            wood += c.red() > c.green() > c.blue() and c.red() - c.blue() > 60
    assert wood > 0.3 * 40 * 20, wood
    assert not (tmp_path / ".local" / "share" / "dvonn").exists()  # no game saved
    bad = subprocess.run([*command, "--size", "huge"], env=env, timeout=120, check=False)
    assert bad.returncode == 2


def test_a_picture_of_the_window_holds_the_board(qtbot: QtBot, window: MainWindow) -> None:
    """screenshot.grab_window: the widget grab with the board's read-back in its place."""
    from PyQt6.QtCore import QPoint

    from app.screenshot import grab_window
    from app.view.board_view import BoardView

    board = window.board
    assert isinstance(board, BoardView)
    click(qtbot, window, Cell.E3)
    qtbot.waitUntil(lambda: not (board.is_animating() or board.is_settling()), timeout=5000)
    picture = grab_window(window)
    at = board.mapTo(window, QPoint(0, 0))
    own = board.grabFramebuffer()
    for cell in (Cell.E3, Cell.A1, Cell.K5):
        p = board.cell_position(cell, on_top=False).toPoint()
        assert picture.pixelColor(at + p) == own.pixelColor(p), cell
    plain = window.grab().toImage()  # without the read-back: no board there
    centre = board.cell_position(Cell.E3).toPoint()
    assert plain.pixelColor(at + centre) != own.pixelColor(centre)


def test_an_unexpected_error_shows_a_dialog(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import sys

    from app.__main__ import install_excepthook

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.informativeText()))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    install_excepthook()
    try:
        raise RuntimeError("boom")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())
    assert shown == ["RuntimeError: boom"]
    assert "Traceback" in capsys.readouterr().err


def test_the_flat_board_plays_too(qtbot: QtBot, tmp_path: Path, dialogs: list[str]) -> None:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(Settings(store), None, prefer_3d=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.controller.new_game(HUMANS)
    assert type(window.board).__name__ == "Board2DView"
    click(qtbot, window, Cell.E3)
    click(qtbot, window, Cell.E3)
    assert [str(m) for m in window.controller.game.moves] == ["E3"]
    assert "E3 is already occupied" in status(window)
    window.controller.shutdown()


def test_a_gl_failure_falls_back_to_the_flat_board(qtbot: QtBot, window: MainWindow) -> None:
    click(qtbot, window, Cell.E3)
    window.board.gl_failed.emit("no OpenGL 3.3")
    assert type(window.board).__name__ == "Board2DView"
    assert "no OpenGL 3.3" in status(window)
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox))
    assert "OpenGL 3.3" in dialog.text() and dialog.detailedText() == "no OpenGL 3.3"
    dialog.close()
    click(qtbot, window, Cell.F3)
    assert [str(m) for m in window.controller.game.moves] == ["E3", "F3"]


def test_clicking_a_move_in_the_list_looks_back(qtbot: QtBot, window: MainWindow) -> None:
    for cell in (Cell.E3, Cell.F3, Cell.G3):
        click(qtbot, window, cell)
    moves = window.panel.moves
    item = moves.item(0, 1)  # Black's F3
    assert item is not None and item.text() == "F3"
    qtbot.mouseClick(
        moves.viewport(), Qt.MouseButton.LeftButton, pos=moves.visualItemRect(item).center()
    )
    assert window.controller.looking_back_at == 2
    assert "Looking back" in window.panel.status.text()
    moves.setFocus()
    qtbot.keyClick(moves, Qt.Key.Key_Right)
    assert window.controller.looking_back_at is None  # move 3 is the live position
    qtbot.keyClick(moves, Qt.Key.Key_Home)
    assert window.controller.looking_back_at == 0
    qtbot.keyClick(moves, Qt.Key.Key_End)
    assert window.controller.looking_back_at is None


def test_new_game_dialog_options(qtbot: QtBot) -> None:
    import random as random_module

    from app.widgets.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(GameOptions())
    qtbot.addWidget(dialog)
    assert dialog.mode() == "hvc"
    button(dialog.mode_group, 2).setChecked(True)
    dialog.level.setValue(7)
    dialog.clock.setValue(15)
    dialog.setup.setCurrentIndex(1)
    dialog.white_name.setText("  Ann ")
    options = dialog.options()
    assert (options.white, options.black) == (PlayerKind.COMPUTER, PlayerKind.COMPUTER)
    assert (options.level, options.clock_minutes, options.random_setup) == (7, 15, True)
    assert options.white_name == "Ann" and options.black_name == ""
    assert "7 –" in dialog.level_label.text() and " s a move" in dialog.level_label.text()
    button(dialog.mode_group, 1).setChecked(True)
    dialog.colour.setCurrentIndex(dialog.colour.findData("random"))
    sides = {dialog.options(random_module.Random(seed)).white for seed in range(20)}
    assert sides == {PlayerKind.HUMAN, PlayerKind.COMPUTER}
