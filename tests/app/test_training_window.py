"""Help → Training in the real window under Xvfb (issue 50 points 3 and 4): a reviewed game of
My games fills the training set, the window says what is due and plays it (the answers grade
the positions), the charts give their figures as text; a finished game against the computer
is reviewed in the background and saved with its review; deleting a game asks about its
positions; one whole session, from Train now to the summary, answered on the board."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from PyQt6.QtCore import pyqtSignal
from PyQt6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from app.learn.board_page import BoardPage
from app.learn.training_actions import TrainingActions
from app.library import Library
from app.main_window import MainWindow
from app.widgets.games_window import GamesWindow
from engine.moves import Move
from engine.position import Color
from engine.records import GameRecord
from engine.service.messages import Priority
from engine.training import Exercise, Outcome
from tests.app.games_window_helpers import add_record
from tests.app.review_helpers import plain_game, review_requests, reviewed_game
from tests.app.test_learn_window import click, open_page, press
from tests.app.test_mistakes_window import WAIT_MS
from tests.app.test_window import dialogs, make_window  # noqa: F401 (a fixture)

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("dialogs")]


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path)
    yield win
    if win.training is not None:
        win.training.shutdown()
    win.controller.shutdown()
    win.review.shutdown()


def parts(window: MainWindow) -> tuple[Library, TrainingActions]:
    assert window.library is not None and window.training is not None
    return window.library, window.training


class FakePlayer(QWidget):
    """Stands for the window of "Learn from your mistakes": what it was given, and its
    signal."""

    answered = pyqtSignal(str, object)

    def __init__(self, exercises: Sequence[Exercise], title: str, parent: QWidget) -> None:
        super().__init__()
        self.exercises = list(exercises)
        self.title = title


def test_training_takes_in_reviewed_games_and_grades_the_answers(
    qtbot: QtBot, window: MainWindow
) -> None:
    library, training = parts(window)
    name = add_record(library, reviewed_game())  # Ann (White) against level 5
    library.start_new()
    players: list[FakePlayer] = []

    def player(exercises: Sequence[Exercise], title: str, parent: QWidget) -> QWidget:
        players.append(FakePlayer(exercises, title, parent))
        return players[-1]

    training.make_player = player
    window.actions_.training.trigger()  # Help → Training
    shown = training.window
    assert shown is not None
    qtbot.waitUntil(shown.isVisible)
    held = training.training.positions
    assert held and all(p.exercise.game == name for p in held.values())
    assert all(p.exercise.side is Color.WHITE for p in held.values())  # Ann's own
    assert shown.status.text().startswith(f"{len(held)} positions to train now.")
    assert shown.accuracy_chart.points and "accuracy" in shown.accuracy_chart.figures()[0]
    assert shown.week_chart.accessibleDescription().count("Week of") == len(shown.week_chart.weeks)
    shown.can_train = True
    shown.train_button.setEnabled(True)
    shown.train_button.click()
    assert len(players) == 1 and len(players[0].exercises) == len(held)
    first = players[0].exercises[0].key
    players[0].answered.emit(first, Outcome.FOUND)
    assert training.training.positions[first].schedule.answers == 1
    assert shown.status.text().startswith(f"{len(held) - 1} position")
    assert "1 found at the first try" in shown.week_chart.accessibleDescription()
    shown.as_text.setChecked(True)  # the figures as text
    assert shown.figures.isVisible() and not shown.week_chart.isVisible()
    assert "1 found at the first try" in shown.figures.toPlainText()
    shown.close()


def test_a_finished_game_is_reviewed_in_the_background_and_fills_the_set(
    qtbot: QtBot, window: MainWindow
) -> None:
    library, training = parts(window)
    name = add_record(library, plain_game())  # finished, not reviewed
    library.start_new()
    sent = review_requests(window.review.client)
    training.background.seconds = ()  # the quick pass only
    training.background.add(name)
    qtbot.waitUntil(lambda: bool(training.training.positions), timeout=60_000)
    assert sent and sent[0].priority is Priority.BACKGROUND
    entry = library.entry(name)
    assert entry is not None and entry.reviewed  # saved with the game: done once
    assert all(p.exercise.game == name for p in training.training.positions.values())


def test_the_game_on_the_board_shows_its_background_review(
    qtbot: QtBot, window: MainWindow
) -> None:
    library, training = parts(window)
    name = add_record(library, plain_game())
    library.start_new()
    assert window.games is not None and window.games.open_entry(name)
    assert library.current == name
    training.background.seconds = ()
    training._on_game_over(None)  # as when the game just ended: Ann against the computer
    qtbot.waitUntil(lambda: window.review.game_review.complete, timeout=60_000)
    assert window.review.game_review.saved
    qtbot.waitUntil(lambda: bool(training.training.positions), timeout=10_000)
    entry = library.entry(name)
    assert entry is not None and entry.reviewed


def test_background_reviews_can_be_turned_off(qtbot: QtBot, window: MainWindow) -> None:
    library, training = parts(window)
    action = window.actions_.background_reviews
    assert action.isChecked()
    action.trigger()
    assert not window.settings.background_reviews and not training.background.enabled
    name = add_record(library, plain_game())
    library.start_new()
    sent = review_requests(window.review.client)
    training.background.add(name)
    assert sent == [] and training.background.running is None


def answer_box(monkeypatch: pytest.MonkeyPatch, button: str) -> list[str]:
    """The training's question clicks ``button`` at once; its texts are recorded."""
    asked: list[str] = []

    def run(box: QMessageBox) -> int:
        asked.append(box.text())
        for choice in box.buttons():
            if choice.text() == button:
                choice.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", run)
    return asked


@pytest.mark.parametrize("button", ["Keep them", "Take them out", "Cancel"])
def test_deleting_a_game_asks_whether_to_keep_its_positions(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, button: str
) -> None:
    library, training = parts(window)
    name = add_record(library, reviewed_game())
    other = add_record(library, GameRecord(moves=plain_game().moves[:3]))
    library.start_new()
    training.show()
    count = len(training.training.of_game(name))
    assert count
    dialog = GamesWindow(library)
    dialog.training = training
    qtbot.addWidget(dialog)
    dialog.show()
    asked = answer_box(monkeypatch, button)
    assert dialog.select(other)
    dialog.delete_button.click()  # a game without positions: no question
    assert asked == []
    assert dialog.select(name)
    dialog.delete_button.click()
    assert asked == [f"This game has {count} positions in your training set. Keep them there?"]
    gone = library.entry(name) is None
    assert gone == (button != "Cancel")
    kept = len(training.training.of_game(name))
    assert kept == (0 if button == "Take them out" else count)


def test_train_now_plays_the_due_positions_in_learn_from_your_mistakes(
    qtbot: QtBot, window: MainWindow
) -> None:
    from app.learn.mistakes_window import MistakesWindow

    library, training = parts(window)
    add_record(library, reviewed_game())
    library.start_new()
    training.show()
    shown = training.window
    assert shown is not None and shown.train_button.isEnabled()
    due = training.training.due()
    shown.train_button.click()
    player = training.player
    assert isinstance(player, MistakesWindow)
    qtbot.addWidget(player)
    assert player.exercises == tuple(due)
    assert player.client is window.review.client  # the analysis process, shared
    first = player.exercises[0].key
    player.show_answer()  # Show me: the position comes back the next day
    qtbot.waitUntil(lambda: training.training.positions[first].schedule.answers == 1)
    assert training.training.answers[-1].outcome is Outcome.SHOWN
    assert first not in {e.key for e in training.training.due()}
    player.close()


def play_on_board(qtbot: QtBot, page: BoardPage, move: Move) -> None:
    """``move`` played with the mouse on ``page``'s board (a placement: its cell)."""
    for cell in (move.source, move.target):
        if cell is not None:
            click(qtbot, page, cell)


def test_a_whole_training_session_grades_every_due_position(
    qtbot: QtBot, window: MainWindow
) -> None:
    from app.learn.mistakes_window import FOUND, MISSED, SHOWN, SUMMARY, MistakesWindow

    library, training = parts(window)
    add_record(library, reviewed_game())
    library.start_new()
    window.actions_.training.trigger()  # Help → Training
    shown = training.window
    assert shown is not None
    qtbot.waitUntil(shown.isVisible)
    due = training.training.due()
    assert len(due) >= 2  # found after a try, shown (any between: found at the first try)
    press(qtbot, shown.train_button)  # Train now
    page = training.player
    assert isinstance(page, MistakesWindow)
    qtbot.addWidget(page)
    open_page(qtbot, page)
    assert len(page.exercises) == len(due)
    expected: dict[str, Outcome] = {}
    for index, exercise in enumerate(page.exercises):
        assert page.count.text() == f"Position {index + 1} of {len(page.exercises)}"
        assert page.position == exercise.position
        if index == 0:  # the move of the game again, then the better one
            play_on_board(qtbot, page, exercise.played)
            qtbot.waitUntil(lambda: page.state == MISSED, timeout=WAIT_MS)
            page.try_again()
            play_on_board(qtbot, page, exercise.best)
            qtbot.waitUntil(lambda: page.state == FOUND, timeout=WAIT_MS)
            expected[exercise.key] = Outcome.FOUND_AFTER_TRY
        elif index == len(due) - 1:  # Show me
            press(qtbot, page.show_me)
            assert page.state == SHOWN
            expected[exercise.key] = Outcome.SHOWN
        else:  # the better move at the first try
            play_on_board(qtbot, page, exercise.best)
            qtbot.waitUntil(lambda: page.state == FOUND, timeout=WAIT_MS)
            expected[exercise.key] = Outcome.FOUND
        press(qtbot, page.next)
    assert page.state == SUMMARY
    count = len(page.exercises)
    assert page.goal.text().startswith(f"You found {count - 1} of {count} positions.")
    held = training.training.positions
    assert {key: held[key].schedule.answers for key in expected} == dict.fromkeys(expected, 1)
    answers = training.training.answers[-count:]
    assert {a.key: a.outcome for a in answers} == expected
    assert not set(expected) & {e.key for e in training.training.due()}  # all due later
    assert shown.status.text().startswith("Nothing to train now")
    described = shown.week_chart.accessibleDescription()
    assert "1 found after a try" in described and "1 shown" in described
    page.close()
