""" "Learn from your mistakes" under Xvfb, driven by real clicks and keys, each try judged by a
real analysis process: a wrong try refuted with the answer's arrow and the stacks it cuts
off, the better move found after it, another found at the first try from the keyboard, Show
me, the summary and the outcomes emitted; opened from a finished review with a mistake, and
from My games."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PyQt6.QtCore import QSettings, Qt
from PyQt6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app import game_review
from app.ai_client import AnalysisClient
from app.interaction import step_cursor
from app.learn.mistakes_window import FOUND, MISSED, SHOWN, SUMMARY, MistakesWindow
from app.library import Library
from app.main_window import MainWindow
from app.settings import Settings
from app.widgets.games_window import GamesWindow
from engine.board import Cell
from engine.moves import Move
from engine.position import Color, Position
from engine.records import write_record
from engine.rules import apply
from engine.training import Exercise, Outcome
from tests.app.games_window_helpers import add_record
from tests.app.review_helpers import reviewed_game
from tests.app.test_learn_window import click, open_page, press
from tests.engine.test_review import BLUNDER_START, blunder_game
from tests.engine.test_training_tries import CUT_OFF, DRAWN, exercise

pytestmark = pytest.mark.gui
WAIT_MS = 60_000  # a judgement: three searches of a second's nodes at most, on a busy machine


@pytest.fixture
def client(qtbot: QtBot) -> Iterator[AnalysisClient]:
    made = AnalysisClient()
    yield made
    made.shutdown()


def exercises() -> list[Exercise]:
    """Three flagged moves of real play, numbered as in their games."""
    return [
        replace(exercise(CUT_OFF, "J3I3"), game="PhiUlbrich", ply=67),
        replace(exercise(DRAWN, "I5H4"), game="SmartBot", ply=76),
        replace(exercise(Position.parse(BLUNDER_START), "C3E5"), game="blunder", ply=1),
    ]


def names(cells: object) -> set[str]:
    return {str(cell) for cell in cells}  # type: ignore[attr-defined]


def keyboard_move(qtbot: QtBot, page: MistakesWindow, move: Move) -> None:
    """Play ``move`` with the arrows and Enter, as a player without a mouse does."""
    board = page.board.as_widget()
    board.setFocus()
    for cell in (move.source, move.target):
        assert cell is not None
        while page.marks.cursor != cell:
            here = page.marks.cursor
            step = min(
                ("left", "right", "up", "down"),
                key=lambda way: _distance(step_cursor(here, way), cell),
            )
            key = {"left": Qt.Key.Key_Left, "right": Qt.Key.Key_Right}.get(step)
            key = key or (Qt.Key.Key_Up if step == "up" else Qt.Key.Key_Down)
            qtbot.keyClick(board, key)
        qtbot.keyClick(board, Qt.Key.Key_Return)


def _distance(one: Cell | None, other: Cell) -> int:
    if one is None:
        return 99
    return abs(one.x - other.x) + abs(one.y - other.y)


def test_a_whole_session_wrong_found_keyboard_shown_summary(
    qtbot: QtBot, client: AnalysisClient
) -> None:
    tasks = exercises()
    page = open_page(qtbot, MistakesWindow(tasks, "Learn from your mistakes", client=client))
    outcomes: list[tuple[str, Outcome]] = []
    page.answered.connect(lambda key, outcome: outcomes.append((key, outcome)))
    assert page.windowTitle() == "Learn from your mistakes – DVONN 3D"
    assert page.count.text() == "Position 1 of 3"
    assert page.heading.text() == "Move 34…: Black to move a stack"
    assert page.goal.text() == (
        "In the game, Black played J3I3 here: a blunder that cost Black 100 % of winning "
        "chance. Find a better move."
    )
    assert page.board.as_widget().accessibleName() == page.heading.text()

    # A try no better than the move of the game: the answer as a red arrow, its cut red.
    click(qtbot, page, Cell.J3)
    click(qtbot, page, Cell.K3)
    qtbot.waitUntil(lambda: page.state == MISSED, timeout=WAIT_MS)
    said = page.feedback.text()
    assert said.startswith("J3K3 is no better than J3I3, the move of the game.")
    assert "After this, White plays H2H4 and cuts off 6 of your stacks (13 pieces)." in said
    assert "The red arrow is White's answer; the stacks it cuts off are red." in said
    assert said.endswith("Try again, or press Show me.")
    assert "H4G3" not in said  # the answer is not given away
    scene = page.board.scene()
    assert tuple(str(c) for c in scene.refutation) == ("H2", "H4")
    after = apply(CUT_OFF, Move.parse("J3K3")).after
    cut = apply(after, Move.parse("H2H4")).removed
    assert names(scene.cutoff_preview) == {str(c) for c, s in cut if s[-1] == "B"}
    assert page.board.as_widget().accessibleName() == said  # told to a screen reader
    assert outcomes == []

    # A click on the board starts again; the better move is found after the try.
    click(qtbot, page, Cell.H4)
    assert page.position == CUT_OFF and not page.board.scene().refutation
    click(qtbot, page, Cell.G3)
    qtbot.waitUntil(lambda: page.state == FOUND, timeout=WAIT_MS)
    said = page.feedback.text()
    assert said.startswith("Well found! H4G3 is the best move. Black wins by 12 pieces")
    assert "The line: H4G3 I3I1" in said
    assert outcomes == [("PhiUlbrich#67", Outcome.FOUND_AFTER_TRY)]
    assert tuple(str(c) for c in page.board.scene().hint) == ("I3", "I1")  # the line goes on
    press(qtbot, page.line_button)
    assert (
        page.position == apply(apply(CUT_OFF, Move.parse("H4G3")).after, Move.parse("I3I1")).after
    )
    assert page.feedback.text().startswith("Line: move 2 of ")

    # The next one, found at the first try from the keyboard: a win by 1 is as good.
    press(qtbot, page.next)
    assert page.count.text() == "Position 2 of 3" and page.position == DRAWN
    assert page.heading.text() == "Move 39: White to move a stack"
    keyboard_move(qtbot, page, Move.parse("H2I2"))
    qtbot.waitUntil(lambda: page.state == FOUND, timeout=WAIT_MS)
    assert page.feedback.text().startswith("Well found! H2I2 is as good as the best move, J2J4.")
    assert outcomes[-1] == ("SmartBot#76", Outcome.FOUND)

    # Show me on the last one, from its key.
    page.activateWindow()  # the window's keys go to the active window
    qtbot.waitUntil(page.isActiveWindow)
    page.board.as_widget().setFocus()
    qtbot.keyClick(page.board.as_widget(), Qt.Key.Key_PageDown)
    assert page.next.text() == "Finish ▶"
    qtbot.keyClick(page.board.as_widget(), Qt.Key.Key_H)
    assert page.state == SHOWN
    assert page.position == apply(Position.parse(BLUNDER_START), Move.parse("G4G5")).after
    assert page.feedback.text().startswith("The better move is G4G5.")
    assert outcomes[-1] == ("blunder#1", Outcome.SHOWN)

    press(qtbot, page.next)
    assert page.state == SUMMARY
    assert page.heading.text() == "The end"
    assert page.goal.text() == "You found 2 of 3 positions. 1 at the first try. 1 shown."
    assert [o for _, o in outcomes] == [Outcome.FOUND_AFTER_TRY, Outcome.FOUND, Outcome.SHOWN]
    press(qtbot, page.previous)  # back to the last one: answered once, never again
    assert page.count.text() == "Position 3 of 3"
    press(qtbot, page.show_me)
    assert len(outcomes) == 3


def test_a_refused_move_is_said_and_nothing_is_asked(qtbot: QtBot, client: AnalysisClient) -> None:
    page = open_page(qtbot, MistakesWindow(exercises()[:1], "Training", client=client))
    page.try_move(Move.parse("J3J5"))  # two spaces for a stack of one
    assert page.feedback.text().startswith("That stack is 1 high")
    assert page.position == CUT_OFF and page.state == "trying" and page._token is None


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setattr(game_review, "PASS_SECONDS", (0.1,))
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(Settings(store), Library(tmp_path / "data"), prefer_3d=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    for widget in win.learning.windows.values():
        widget.close()
    win.controller.shutdown()
    win.review.shutdown()


def mistakes_window(window: MainWindow) -> MistakesWindow:
    found = window.learning.windows.get("mistakes")
    assert isinstance(found, MistakesWindow)
    return found


def test_offered_under_a_finished_review_with_a_mistake(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "blunder.dvn"
    path.write_text(write_record(blunder_game(), "dvn"))
    assert window.files.open_path(str(path))
    pane = window.review.pane
    assert not pane.learn.isVisible()
    window.review.start()
    review = window.review.game_review
    qtbot.waitUntil(lambda: review.complete, timeout=120_000)
    qtbot.waitUntil(pane.learn.isVisible)
    assert pane.learn.text() == "Learn from your mistakes"
    qtbot.mouseClick(pane.learn, Qt.MouseButton.LeftButton)
    page = mistakes_window(window)
    qtbot.waitExposed(page)
    # Two people's record: both sides' mistakes, oldest first; here White's blunder.
    assert [(e.ply, e.side, str(e.played)) for e in page.exercises][:1] == [
        (1, Color.WHITE, "C3E5")
    ]
    assert page.position == Position.parse(BLUNDER_START)
    page.board.set_animation_speed(0.0)
    page.reply_ms = 20
    page.try_move(Move.parse("C3E5"))  # the move of the game again
    qtbot.waitUntil(lambda: page.state == MISSED, timeout=WAIT_MS)
    assert "no better than C3E5" in page.feedback.text()
    page.try_again()
    page.try_move(Move.parse("G4G5"))
    qtbot.waitUntil(lambda: page.state == FOUND, timeout=WAIT_MS)
    assert list(page.outcomes.values()) == [Outcome.FOUND_AFTER_TRY]
    assert next(iter(page.outcomes)).endswith("#1")


def test_offered_in_my_games_for_a_reviewed_game(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    library = window.library
    assert library is not None and window.games is not None
    name = add_record(library, reviewed_game())  # Ann (White) against level 5, reviewed
    dialogs: list[GamesWindow] = []

    def shown(self: GamesWindow) -> None:  # not window-modal: the test goes on
        dialogs.append(self)
        self.show()

    monkeypatch.setattr(GamesWindow, "open", shown)
    window.games.show_games()
    games = dialogs[0]
    qtbot.waitExposed(games)
    assert games.select(name) and games.learn_button.isEnabled()
    qtbot.mouseClick(games.learn_button, Qt.MouseButton.LeftButton)
    page = mistakes_window(window)
    qtbot.waitExposed(page)
    assert page.exercises and all(e.side is Color.WHITE for e in page.exercises)  # Ann's
    assert [e.ply for e in page.exercises] == sorted(e.ply for e in page.exercises)
    assert all(e.key.startswith(f"{name}#") for e in page.exercises)  # the set's keys
    assert page.count.text() == f"Position 1 of {len(page.exercises)}"
    QApplication.processEvents()
