"""'Played like' in the real window under Xvfb: a reviewed record of Ann against computer level
5, won by Ann, opened from a file: the review's summary says there is not enough to go on
when Ann made flagged moves, and 'at least' level 5's rating when she made none (the level
from the record's headers, the result from the game, the classes from the review: her
flagged moves taken as good ones there)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.main_window import MainWindow
from engine.ai.levels import levels
from engine.position import Color
from engine.review.judgement import MoveClass, PlyReview
from tests.app.review_helpers import quick_review, reviewed_game, write_game
from tests.app.test_window import dialogs, make_window  # noqa: F401 (a fixture)

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("dialogs")]


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path)
    yield win
    win.controller.shutdown()
    win.review.shutdown()


def cleaned(ply: PlyReview) -> PlyReview:
    """White's flagged move taken as a good one (its verdicts as they were)."""
    if ply.side is Color.WHITE and ply.move_class.flagged:
        return replace(ply, move_class=MoveClass.GOOD)
    return ply


def summary_lines(window: MainWindow, path: Path) -> list[str]:
    assert window.files.open_path(str(path))
    assert window.review.game_review.complete
    return window.review.pane.summary.text().split("<br>")


def test_flagged_moves_leave_one_game_with_not_enough_to_go_on(
    window: MainWindow, tmp_path: Path
) -> None:
    record = reviewed_game()
    assert any(p.side is Color.WHITE and p.move_class.flagged for p in quick_review())
    ann, computer = summary_lines(window, write_game(tmp_path / "flagged.dvn", record))
    assert ann.endswith("· not enough to go on for a rating from this game alone"), ann
    assert "played like" not in computer and "not enough" not in computer


def test_a_clean_win_is_rated_at_least_the_level_beaten(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    summary_lines(window, write_game(tmp_path / "game.dvn", reviewed_game()))
    review = window.review.game_review
    plies = [cleaned(p) for p in review.judged()]
    monkeypatch.setattr(review, "judged", lambda: plies)  # Ann's moves, none flagged
    ann, computer = window.review._summary_text(review.summaries()).split("<br>")
    assert window.controller.options.level == 5
    rating = levels()[4].rating
    assert ann.endswith(
        f"· played at least like a player rated about {rating} (level 5's rating: beaten "
        "without an inaccuracy, a mistake or a blunder)"
    ), ann
    assert "played" not in computer
