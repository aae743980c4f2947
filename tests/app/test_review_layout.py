"""A finished review never widens the window past the screen (issue 47 point 7), in every
language at 1024×640 and 1280×800, in the real window under Xvfb: a long game between a
person and the computer, its review saved with it (the summary at its longest, with the
"played like" rating), opened from its file.  The window keeps its size, asks for no more,
and every text of the pane is whole in the room it has: the summary wraps, the legend and
the heading of every flagged move at every step fit, as do the status line's words for the
review's pictures."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtCore import QPoint, QRect
from PyQt6.QtGui import QTextDocument
from PyQt6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from app.i18n import LANGUAGES
from app.main_window import MainWindow
from app.widgets.review_pane import GRAPH_HEIGHT
from tests.app.review_helpers import review_requests, reviewed_game, write_game
from tests.app.test_window import make_window
from tests.app.texts_helpers import language

pytestmark = pytest.mark.gui

SIZES = [(1024, 640), (1280, 800)]


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path)
    yield win
    win.controller.shutdown()
    win.review.shutdown()


def settle(qtbot: QtBot) -> None:
    QApplication.processEvents()
    qtbot.wait(30)
    QApplication.processEvents()


def place(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def whole(label: QLabel) -> bool:
    """A wrapping label's text fits its height at its width; another's fits its width."""
    if label.wordWrap():
        return label.heightForWidth(label.width()) <= label.height()
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setDocumentMargin(0)
    document.setHtml(label.text())
    return document.idealWidth() <= label.contentsRect().width()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("code", LANGUAGES)
def test_a_finished_review_fits_the_window_in_every_language(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, code: str, size: tuple[int, int]
) -> None:
    width, height = size
    window.resize(width, height)
    settle(qtbot)
    sent = review_requests(window.review.client)
    record = reviewed_game()
    with language(code):
        assert window.files.open_path(str(write_game(tmp_path / "reviewed.dvn", record)))
        review, pane = window.review.game_review, window.review.pane
        assert review.complete and sent == []  # the saved review, shown without a search
        settle(qtbot)
        screen = window.screen()
        assert screen is not None
        assert (window.width(), window.height()) == size
        hint = window.minimumSizeHint()
        assert hint.width() <= width and hint.height() <= height
        assert window.frameGeometry().width() <= screen.availableGeometry().width()
        # The summary, with the "played like" rating, wraps in the room it has.
        assert "<br>" in pane.summary.text() and whole(pane.summary), pane.summary.text()
        assert pane.summary.width() <= place(window.board.as_widget(), window).width()
        assert whole(pane.legend), pane.legend.text()
        assert pane.graph.height() >= GRAPH_HEIGHT[0] - 1
        for button in (pane.again, pane.previous, pane.next, pane.line_back, pane.line_forward):
            assert button.isVisible() and button.width() >= button.sizeHint().width()
        # Every flagged move's heading at each kind of step (after the move, before it with
        # the better move, down the better line), and the status line's words for what the
        # board shows.
        flagged = review.flagged()
        assert len(flagged) >= 10
        for ply in [*flagged, 0, 1, len(record.moves)]:
            window.review.go_to(ply)
            for _ in range(min(3, review.steps(ply) + 1)):
                QApplication.processEvents()
                assert pane.move_text.text() and whole(pane.move_text), pane.move_text.text()
                assert whole(window.panel.status), window.panel.status.text()
                window.review.step_line(1)
        assert (window.width(), window.height()) == size
        assert window.minimumSizeHint().width() <= width
