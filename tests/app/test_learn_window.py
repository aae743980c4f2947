"""The lesson window under Xvfb, driven by real clicks on its 3D board."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtCore import QSettings, Qt
from PyQt6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from app.learn.board_page import BoardPage
from app.learn.lesson_window import LessonWindow
from app.learn.progress import Progress
from app.main_window import MainWindow
from app.settings import Settings
from engine.board import Cell

pytestmark = pytest.mark.gui


def store_in(folder: Path) -> QSettings:
    return QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)


def open_page(qtbot: QtBot, page: BoardPage) -> BoardPage:
    page.board.set_animation_speed(0.0)  # type: ignore[attr-defined]
    page.reply_ms = 20
    qtbot.addWidget(page)
    page.resize(1100, 700)
    page.show()
    qtbot.waitExposed(page)
    return page


@pytest.fixture
def lessons(qtbot: QtBot, tmp_path: Path) -> Iterator[LessonWindow]:
    page = LessonWindow(Progress(store_in(tmp_path)))
    open_page(qtbot, page)
    yield page


def click(qtbot: QtBot, page: BoardPage, cell: str) -> None:
    """A real mouse click where the page's board draws ``cell``."""
    point = page.board.cell_position(cell).toPoint()  # type: ignore[attr-defined]
    qtbot.mouseMove(page.board, point)
    qtbot.mouseClick(page.board, Qt.MouseButton.LeftButton, pos=point)


def press(qtbot: QtBot, button: QWidget) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_two_lessons_wrong_tries_explained_right_ones_advance(
    qtbot: QtBot, lessons: LessonWindow
) -> None:
    lessons.menu.setCurrentRow(1)  # "A stack moves its height"
    start = lessons.position
    assert "2-high stack on D3" in lessons.goal.text()
    click(qtbot, lessons, "D3")
    click(qtbot, lessons, "E3")
    assert lessons.feedback.text() == (
        "That stack is 2 high: it must move exactly 2 spaces, not 1."
    )
    assert lessons.position == start and not lessons.next.isEnabled()
    click(qtbot, lessons, "D3")
    click(qtbot, lessons, "F3")
    assert lessons.feedback.text().startswith("Right: 2 high, 2 spaces.")
    assert lessons.position.stack(Cell.F3) == "DBW" and not lessons.position.stack(Cell.D3)
    assert "height" in lessons.progress.lessons_done
    press(qtbot, lessons.next)
    assert lessons.lesson.id == "jump" and lessons.menu.currentRow() == 2
    click(qtbot, lessons, "E2")
    click(qtbot, lessons, "E5")
    assert lessons.feedback.text() == "E5 is empty: a stack must land on another stack."
    click(qtbot, lessons, "E2")
    click(qtbot, lessons, "H2")
    assert lessons.feedback.text().startswith("Yes: over two empty spaces")
    assert lessons.progress.lessons_done == {"height", "jump"}
    assert lessons.menu.item(1).text().startswith("✓")  # type: ignore[union-attr]


def test_placement_lesson_and_show_me(qtbot: QtBot, lessons: LessonWindow) -> None:
    assert lessons.lesson.id == "placement"  # the first lesson not done yet
    click(qtbot, lessons, "E3")
    assert lessons.position.stack(Cell.E3) == "D"
    press(qtbot, lessons.next)
    click(qtbot, lessons, "C2")  # taken by a DVONN piece
    assert lessons.feedback.text() == "C2 is taken: place your piece on an empty space."
    click(qtbot, lessons, "A1")  # legal, but far from every DVONN piece
    assert lessons.feedback.text().startswith("That is allowed, but far from the red pieces")
    press(qtbot, lessons.show_me)
    assert lessons.board.scene().hint == ("E3",)  # type: ignore[attr-defined]
    assert lessons.feedback.text() == "For example: place the piece on E3."
    click(qtbot, lessons, "E3")
    assert lessons.feedback.text().startswith("Good: a piece touching a DVONN piece")
    assert lessons.progress.lessons_done == {"placement"}


def test_the_pass_lesson_has_a_pass_button(qtbot: QtBot, lessons: LessonWindow) -> None:
    assert not lessons.pass_button.isVisible()
    lessons.menu.setCurrentRow(6)
    assert lessons.pass_button.isVisible()
    click(qtbot, lessons, "E3")
    assert "finds no stack 2 spaces away" in lessons.feedback.text()
    press(qtbot, lessons.pass_button)
    assert lessons.feedback.text().startswith("Right. In a game, DVONN 3D passes")


def test_progress_persists_across_a_restart(qtbot: QtBot, tmp_path: Path) -> None:
    first = open_page(qtbot, LessonWindow(Progress(store_in(tmp_path))))
    assert isinstance(first, LessonWindow)
    first.open_lesson(1)
    click(qtbot, first, "D3")
    click(qtbot, first, "F3")
    first.close()
    again = LessonWindow(Progress(store_in(tmp_path)))
    assert again.progress.lessons_done == {"height"}
    assert again.lesson.id == "placement"
    assert again.menu.item(1).text().startswith("✓")  # type: ignore[union-attr]
    assert not again.menu.item(0).text().startswith("✓")  # type: ignore[union-attr]


def test_help_menu_and_first_start_offer(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.No)
    window = MainWindow(Settings(store_in(tmp_path)), autosave=None)
    qtbot.addWidget(window)
    window.show()
    window.start()
    box = window.lessons_offer
    assert box.isVisible() and "lessons" in box.text()
    learn = next(b for b in box.buttons() if b.text() == "Learn to play")
    press(qtbot, learn)
    qtbot.waitUntil(
        lambda: "lessons" in window._learning and window._learning["lessons"].isVisible()
    )
    window._learning["lessons"].close()
    window.start()  # offered once only
    assert not window.lessons_offer.isVisible()
    window.actions_.lessons.trigger()
    assert window._learning["lessons"].isVisible()
    window.controller.shutdown()
