"""The window's layout holds still, with real widgets under Xvfb (geometry, not pixels): the
player panel never clips (every level, each language, 1024×640), the move list keeps the move on
show in view and shows at least six rows at 1024×640, the board does not move when the
analysis or review text changes its number of lines, and the review dock is as high as its
content."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PyQt6.QtCore import QPoint, QRect
from PyQt6.QtGui import QTextDocument
from PyQt6.QtWidgets import QApplication, QLabel, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from app import game_review
from app.i18n import LANGUAGES
from app.main_window import MainWindow
from app.settings import GameOptions, PlayerKind
from app.widgets.review_pane import GRAPH_HEIGHT
from app.widgets.side_panel import ElidedLabel
from engine.ai import levels
from engine.position import Color
from engine.records import RecordResult
from tests.app.game_records import played_to_the_end, unfinished_game
from tests.app.test_window import make_window
from tests.app.texts_helpers import language
from tests.engine.test_review import blunder_game

pytestmark = pytest.mark.gui

HUMANS = GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.HUMAN)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path)
    win.resize(1024, 640)
    yield win
    win.controller.shutdown()
    win.review.shutdown()


def settle(qtbot: QtBot) -> None:
    QApplication.processEvents()
    qtbot.wait(30)
    QApplication.processEvents()


def place(widget: QWidget, window: QWidget) -> QRect:
    """``widget``'s rectangle in ``window``'s coordinates."""
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def shows_whole(label: QLabel) -> bool:
    """The label's whole text fits its width, or it is shortened with the whole in the tooltip."""
    full = label.full_text() if isinstance(label, ElidedLabel) else label.text()
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setDocumentMargin(0)
    document.setHtml(full)  # rich text ("Controls <b>13</b>") measured as it is drawn
    if document.idealWidth() <= label.contentsRect().width():
        return label.text() == full
    return label.text().endswith("…") and label.toolTip() == full


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_player_panel_never_clips(qtbot: QtBot, window: MainWindow, code: str) -> None:
    game = played_to_the_end(RecordResult.WHITE)  # over: nobody plays
    with language(code):
        for level in range(1, len(levels()) + 1):
            options = replace(HUMANS, black=PlayerKind.COMPUTER, level=level, white_name="Ann")
            window.controller.load(game, options)
            settle(qtbot)
            for box in window.panel.boxes.values():
                for label in (box.name, box.kind, box.counts):
                    assert shows_whole(label), (code, level, label.text())
            kind = window.panel.boxes[Color.BLACK].kind
            assert kind.text() == kind.full_text()  # at the default size: whole, not shortened
            assert str(level) in kind.text()  # the level's number is never dropped
            assert box.geometry().right() <= window.panel.width()


def test_a_narrowed_panel_shortens_the_player_line_with_a_tooltip(
    qtbot: QtBot, window: MainWindow
) -> None:
    options = replace(HUMANS, black=PlayerKind.COMPUTER, level=7)
    window.controller.load(played_to_the_end(RecordResult.WHITE), options)
    window.splitter.setSizes([1024 - 260, 260])  # the narrowest the panel goes
    settle(qtbot)
    kind = window.panel.boxes[Color.BLACK].kind
    assert kind.text() != kind.full_text() and shows_whole(kind)
    assert kind.toolTip() == "Computer · level 7, Seasoned"


def test_the_move_list_keeps_the_move_on_show_in_view(qtbot: QtBot, window: MainWindow) -> None:
    window.load_game(unfinished_game(80, seed=0), HUMANS)
    settle(qtbot)
    moves = window.panel.moves
    viewport = moves.viewport()
    assert viewport is not None

    def shown_cell_visible(ply: int) -> bool:
        items = [i for i in moves.selectedItems() if i.data(256) == ply]
        assert len(items) == 1, ply
        return viewport.rect().contains(moves.visualItemRect(items[0]))

    assert shown_cell_visible(80)  # the live position: the last move
    for ply in (3, 41, 79, 80, 1):
        window.controller.look_back(ply)
        settle(qtbot)
        assert shown_cell_visible(ply), ply
    window.controller.look_back(None)
    settle(qtbot)
    assert shown_cell_visible(80)


@pytest.mark.parametrize("code", LANGUAGES)
def test_six_move_rows_at_1024x640(qtbot: QtBot, window: MainWindow, code: str) -> None:
    with language(code):
        window.load_game(unfinished_game(60), HUMANS)
        window.panel.evaluation.setChecked(True)
        settle(qtbot)
        assert window.width() == 1024 and window.height() == 640
        assert window.panel.moves.visible_rows() >= 6
        window.panel.evaluation.setChecked(False)


def test_the_board_holds_still_when_texts_change_length(qtbot: QtBot, window: MainWindow) -> None:
    window.load_game(unfinished_game(60), HUMANS)
    window.panel.evaluation.setChecked(True)
    window.review.dock.show()
    window.review.pane.set_compact(False)
    window.review.fit_dock()
    board, moves = window.board.as_widget(), window.panel.moves
    best, move_text = window.panel.best_line, window.review.pane.move_text
    best.setText("Depth 12 · White +1.5 · D3E4")
    move_text.setText("Move 14: White J3K4")
    window.panel.status.setText("Move 61 · White to move a stack")
    settle(qtbot)
    before = (place(board, window), place(moves, window))
    long_line = " ".join(["C3D4 E5F5 G1H2 J3K4"] * 12)
    best.setText(f"Depth 12 · White +1.5 · {long_line}")
    move_text.setText("Move 14: White J3K4?? — blunder<br>Better: G4G5 · line " + long_line)
    window.panel.status.setText("Looking back: after move 20 of 33 (End returns) " * 2)
    settle(qtbot)
    assert best.heightForWidth(best.width()) >= 3 * best.fontMetrics().lineSpacing()
    assert (place(board, window), place(moves, window)) == before


def test_the_review_dock_is_as_high_as_its_content(qtbot: QtBot, window: MainWindow) -> None:
    window.resize(1920, 1080)
    window.load_game(unfinished_game(30), HUMANS)
    dock, pane = window.review.dock, window.review.pane
    dock.show()
    settle(qtbot)
    window.review.fit_dock()
    settle(qtbot)
    assert abs(pane.height() - pane.content_height(window.height())) <= 6 and pane.height() < 80
    pane.set_compact(False)  # a review to show: the graph, summary and move
    window.review.fit_dock()
    settle(qtbot)
    assert abs(pane.height() - pane.content_height(window.height())) <= 6
    assert pane.graph.height() >= 90 and pane.height() < window.height() / 3
    pane.set_compact(True)
    window.review.fit_dock()
    settle(qtbot)
    assert pane.height() < 80  # no empty area left when the review goes


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_review_fits_a_1024x640_window_under_the_board_only(
    qtbot: QtBot, window: MainWindow, code: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(game_review, "PASS_SECONDS", ())  # the quick pass is enough here
    with language(code):
        record = blunder_game()
        window.load_game(record.to_game(), HUMANS)
        window.panel.evaluation.setChecked(True)
        window.review.start()  # a real review: its graph, summary and move
        review = window.review.game_review
        qtbot.waitUntil(lambda: review.active and not review.running, timeout=60_000)
        settle(qtbot)
        assert window.minimumSizeHint().height() <= 640
        assert window.minimumSizeHint().width() <= 1024
        assert window.width() == 1024 and window.height() == 640
        board, panel, pane = window.board.as_widget(), window.panel, window.review.pane
        under = place(window.review.dock, window)
        # The pane lies under the board, as wide as it, and leaves the panel its full height.
        assert pane.graph.isVisible() and pane.graph.height() >= GRAPH_HEIGHT[0]
        assert under.top() > place(board, window).bottom()
        assert (under.left(), under.right()) == (0, place(board, window).right())
        assert under.right() < place(panel, window).left()
        assert place(panel, window).bottom() >= under.bottom()
        assert panel.moves.visible_rows() >= 6
        # The board holds still while the review's texts change their length.
        dock = window.review.dock
        before = place(board, window), place(panel.moves, window), under
        texts = set()
        for ply in (1, 2, len(record.moves), 1):  # the blunder with its better line, and not
            window.review.go_to(ply)
            window.review.step_line(1)
            settle(qtbot)
            texts.add(pane.move_text.text())
            assert (place(board, window), place(panel.moves, window), place(dock, window)) == before
        assert len(texts) >= 3 and any("<br>" in text for text in texts)
        long_line = " ".join(["C3D4 E5F5 G1H2 J3K4"] * 12)
        pane.move_text.setText("Move 14: J3K4?? — blunder<br>Better: G4G5 · line " + long_line)
        pane.summary.setText("")
        settle(qtbot)
        assert (place(board, window), place(panel.moves, window)) == before[:2]
        window.panel.evaluation.setChecked(False)


def test_the_review_pane_stays_under_the_flat_board_after_a_gl_failure(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.load_game(unfinished_game(20), HUMANS)
    window.review.dock.show()
    settle(qtbot)
    window.board.gl_failed.emit("no OpenGL 3.3")
    settle(qtbot)
    board = window.board.as_widget()
    assert type(window.board).__name__ == "Board2DView" and board.isVisible()
    assert place(window.review.dock, window).top() >= place(board, window).bottom()
    assert window.review.dock.isVisible()
    assert window.panel.moves.visible_rows() >= 6
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMessageBox):  # the note about the flat board
            widget.close()
