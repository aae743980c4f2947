"""A review is done once (issue 47 point 7), in the real window under Xvfb: a record that
carries a review, or Review in My games for a game already reviewed, shows the saved review
at once, and no search request reaches the review's worker (Review game as well); "Review
again, more deeply" searches it deeper; opening a file of a game already in My games keeps
its review and its one entry, whichever of the two holds the review; the review's pane
goes when a new game starts."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app import game_review
from app.library import Entry, Library
from app.main_window import MainWindow
from app.widgets.games_window import GamesWindow
from engine.records import GameRecord
from engine.review.analysis import review_record
from engine.review.annotations import annotate
from tests.app.games_window_helpers import add_record
from tests.app.review_helpers import (
    review_requests,
    reviewed_game,
    without_review,
    write_game,
)
from tests.app.test_window import dialogs, make_window  # noqa: F401 (a fixture)
from tests.engine.test_review import blunder_game

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("dialogs")]  # no dialog waits


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path)
    yield win
    win.controller.shutdown()
    win.review.shutdown()


def library_of(window: MainWindow) -> Library:
    assert window.library is not None
    return window.library


def entries_of(window: MainWindow, record: GameRecord) -> list[Entry]:
    """The library's entries holding ``record``'s game."""
    return [
        entry
        for entry in library_of(window).entries()
        if entry.record is not None and entry.record.moves == record.moves
    ]


def shows_saved_review(window: MainWindow, record: GameRecord) -> bool:
    review, pane = window.review.game_review, window.review.pane
    return (
        window.review.dock.isVisible()
        and review.complete
        and review.saved
        and len(review.judged()) == len(record.moves)
        and all(point is not None for point in pane.graph.points)
        and pane.again.isVisible()
        and not pane.start.isVisible()
        and pane.progress.full_text()
        == f"Review of {len(record.moves)} moves, as saved with the game"
    )


def test_a_reviewed_record_opens_with_its_review_and_no_search(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    sent = review_requests(window.review.client)
    record = reviewed_game()
    assert window.files.open_path(str(write_game(tmp_path / "reviewed.dvn", record)))
    assert shows_saved_review(window, record)
    flagged = {p.ply for p in window.review.game_review.judged() if p.move_class.flagged}
    assert window.review.pane.graph.marks.keys() == flagged and flagged
    window.actions_.review.trigger()  # Game → Review game: the review on show, done once
    assert shows_saved_review(window, record)
    assert sent == [] and window.review.client.process is None  # no worker even started


def test_review_in_my_games_shows_the_saved_review_and_review_again_goes_deeper(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(game_review, "PASS_SECONDS", (0.1,))
    record = GameRecord.from_game(blunder_game().to_game())  # with its result: finished
    plies, _ = review_record(record, game_review.PASS_SECONDS)
    name = add_record(library_of(window), annotate(record, plies))
    library_of(window).start_new()
    window.controller.new_game(window.controller.options)
    sent = review_requests(window.review.client)
    window.actions_.games.trigger()  # Game → My games
    games = window.findChild(GamesWindow)
    assert games is not None
    qtbot.waitUntil(games.isVisible)
    assert games.select(name) and games.review_button.isEnabled()
    qtbot.mouseClick(games.review_button, Qt.MouseButton.LeftButton)
    assert library_of(window).current == name
    assert shows_saved_review(window, record)
    assert [p.move_class for p in window.review.game_review.judged()] == [
        p.move_class for p in plies
    ]
    assert sent == []  # shown at once: nothing searched
    # Review again: one request, the app's passes and one four times as long as the last.
    qtbot.mouseClick(window.review.pane.again, Qt.MouseButton.LeftButton)
    assert [request.seconds for request in sent] == [(0.1, 0.4)]
    review = window.review.game_review
    assert review.running and not window.review.pane.again.isVisible()
    qtbot.waitUntil(lambda: review.complete, timeout=120_000)
    assert review.seconds == (0.1, 0.4) and not review.saved
    assert window.review.pane.progress.full_text() == f"Review of {len(record.moves)} moves"
    # The library holds the review on show; Review again from it goes deeper still.
    deeper = annotate(record, review.judged()).comments

    def kept() -> object:
        [entry] = entries_of(window, record)
        return entry.record.comments if entry.record is not None else None

    qtbot.waitUntil(lambda: kept() == deeper)
    qtbot.mouseClick(window.review.pane.again, Qt.MouseButton.LeftButton)
    assert [request.seconds for request in sent][-1] == (0.1, 0.4, 1.6)
    window.review.dock.close()  # cancels it
    assert not review.running


@pytest.mark.parametrize("reviewed_in", ["entry", "file"])
def test_opening_a_file_of_a_game_in_my_games_keeps_its_review_and_one_entry(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, reviewed_in: str
) -> None:
    record = reviewed_game()
    kept, opened = (
        (record, without_review(record))
        if reviewed_in == "entry"
        else (without_review(record), record)
    )
    add_record(library_of(window), kept)
    library_of(window).start_new()
    window.controller.new_game(window.controller.options)
    sent = review_requests(window.review.client)
    assert window.files.open_path(str(write_game(tmp_path / "game.dvn", opened)))
    assert shows_saved_review(window, record) and sent == []
    # Every save of the opened game (at once, at its end) keeps the review in the one entry.
    [entry] = entries_of(window, record)
    assert entry.reviewed and entry.name == library_of(window).current
    assert entry.record is not None
    assert [entry.record.comment(p) for p in range(1, len(record.moves) + 1)] == [
        record.comment(p) for p in range(1, len(record.moves) + 1)
    ]


def test_the_review_pane_goes_when_a_new_game_starts(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    assert window.files.open_path(str(write_game(tmp_path / "reviewed.dvn", reviewed_game())))
    dock = window.review.dock
    assert dock.isVisible()
    qtbot.waitUntil(window.panel.rematch.isVisible)
    qtbot.mouseClick(window.panel.rematch, Qt.MouseButton.LeftButton)  # a new game
    assert window.controller.game.ply == 0
    assert not dock.isVisible() and not window.review.game_review.active
    # Finished again (opened), with nothing reviewed: the review is offered again.
    assert window.files.open_path(str(write_game(tmp_path / "plain.dvn", blunder_game())))
    assert dock.isVisible() and window.review.pane.start.isVisible()
