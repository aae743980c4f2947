"""Every window and dialog fits a 1024x640 and a 1280x800 screen in all five languages (issue
52 point 3), opened as the player opens it, under Xvfb: the main window with a finished
record, the lessons at every step, the puzzles, "Learn from your mistakes" with its longest
answers, My games, New game, the rules, the keys, the
analysis board with the engine's lines and the Training window.
Each opens within the screen's room (its frame counted), asks for no more, and shows every
text and button whole; the board takes most of its window."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtCore import QCoreApplication, QSettings, QSize
from PyQt6.QtGui import QTextDocument
from PyQt6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from app import window_fit
from app.ai_client import AnalysisClient
from app.analysis.session import AnalysisSession
from app.analysis.window import AnalysisWindow
from app.i18n import LANGUAGES, current_language
from app.learn.lesson_window import LessonWindow
from app.learn.progress import Progress
from app.learn.puzzle_window import PuzzleWindow
from app.learn.training_set import FILE, TrainingSet
from app.library import Library
from app.main_window import MainWindow
from app.settings import Settings
from app.widgets.games_window import GamesWindow
from app.widgets.new_game_dialog import NewGameDialog
from app.widgets.rules_dialog import RulesDialog
from app.widgets.shortcuts_dialog import ShortcutsDialog
from app.widgets.side_panel import ElidedLabel
from engine.records import load_record
from engine.records.tree import GameTree
from tests.app.games_window_helpers import Games
from tests.app.texts_helpers import language
from tests.app.training_helpers import filled_window, with_problem

pytestmark = pytest.mark.gui

SIZES = [(1024, 640), (1280, 800)]
RECORD = Path(__file__).resolve().parents[1] / "engine" / "data" / "records" / "standard.sgf"


@pytest.fixture(params=SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def screen(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> QSize:
    """The screen's room, as the windows see it."""
    size = QSize(*request.param)
    monkeypatch.setattr(window_fit, "available", lambda widget: size)
    return size


@pytest.fixture
def store(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def whole(label: QLabel) -> bool:
    """A wrapping label's text fits its height at its width; another's fits its width."""
    if label.wordWrap():
        return label.heightForWidth(label.width()) <= label.height() + 1
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setDocumentMargin(0)
    document.setHtml(label.text())
    return document.idealWidth() <= label.contentsRect().width() + 1


def clipped(window: QWidget) -> list[str]:
    """The texts and buttons of ``window`` that are not shown whole."""
    out = []
    for label in window.findChildren(QLabel):
        shown = label.isVisibleTo(window) and label.text() and not isinstance(label, ElidedLabel)
        if shown and not whole(label):
            out.append(label.text())
    for button in window.findChildren(QAbstractButton):
        if button.isVisibleTo(window) and button.width() < button.sizeHint().width() - 1:
            out.append(button.text())
    return out


def check(qtbot: QtBot, window: QWidget, screen: QSize) -> None:
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    room = screen - window_fit.FRAME
    name = type(window).__name__
    assert window.width() <= room.width() and window.height() <= room.height(), name
    hint = window.minimumSizeHint()
    assert hint.width() <= room.width() and hint.height() <= room.height(), (name, hint)
    assert clipped(window) == [], (name, current_language())


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_main_window_with_a_finished_record(
    qtbot: QtBot, screen: QSize, store: QSettings, tmp_path: Path, code: str
) -> None:
    with language(code):
        window = MainWindow(Settings(store), Library(tmp_path / "data"))
        qtbot.addWidget(window)
        try:
            assert window.files.open_path(str(RECORD))
            check(qtbot, window, screen)
            assert window.panel.count.isVisible()
            board = window.board.as_widget()  # the board takes most of the window
            assert board.width() >= 0.6 * window.width()
            assert board.height() >= 0.6 * window.height()
        finally:
            window.controller.shutdown()
            window.review.shutdown()


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_lessons_at_every_step_and_the_puzzles(
    qtbot: QtBot, screen: QSize, store: QSettings, code: str
) -> None:
    with language(code):
        lessons = LessonWindow(Progress(store))
        qtbot.addWidget(lessons)
        lessons.board.set_animation_speed(0.0)
        check(qtbot, lessons, screen)
        for index, lesson in enumerate(lessons.lessons):
            for step in range(len(lesson.steps)):
                lessons.open_lesson(index, step)
                lessons.say(lessons.goal.text(), "wrong")  # a long answer line
                QApplication.processEvents()
                assert clipped(lessons) == [], (lesson.id, step)
        assert lessons.board.as_widget().width() >= 0.6 * lessons.width()
        puzzles = PuzzleWindow(Progress(store))
        qtbot.addWidget(puzzles)
        check(qtbot, puzzles, screen)


@pytest.mark.parametrize("code", LANGUAGES)
def test_learn_from_your_mistakes(qtbot: QtBot, screen: QSize, code: str) -> None:
    from app.learn.mistakes_text import judgement_text
    from app.learn.mistakes_window import MistakesWindow
    from engine.ai import Engine
    from engine.moves import Move
    from engine.training_tries import search_try
    from tests.engine.test_training_tries import CUT_OFF, exercise

    task = exercise(CUT_OFF, "J3I3")
    with language(code):
        page = MistakesWindow([task, task], "Learn from your mistakes")  # no try: no process
        qtbot.addWidget(page)
        page.board.set_animation_speed(0.0)
        check(qtbot, page, screen)
        assert page.board.as_widget().width() >= 0.55 * page.width()
        for move in ("I2J3", "H4G3"):  # four reasons said (two of them), then the praise
            judgement = search_try(Engine(), task, Move.parse(move))
            assert judgement is not None
            page.say(judgement_text(judgement, task), "wrong")
            QApplication.processEvents()
            assert clipped(page) == [], (code, move)
        page.show_answer()
        page.next_exercise()
        page.next_exercise()  # the summary
        QApplication.processEvents()
        assert clipped(page) == [], code


@pytest.mark.parametrize("code", LANGUAGES)
def test_my_games_and_the_dialogs(
    qtbot: QtBot, screen: QSize, store: QSettings, tmp_path: Path, code: str
) -> None:
    library = Library(tmp_path / "data")
    Games(library)
    with language(code):
        games = GamesWindow(library)
        qtbot.addWidget(games)
        check(qtbot, games, screen)
        main = MainWindow(Settings(store), None, prefer_3d=False)
        qtbot.addWidget(main)
        try:
            for dialog in (
                NewGameDialog(Settings(store).game_options, main),
                RulesDialog(code, main),
                ShortcutsDialog(main.menuBar(), main),
            ):
                check(qtbot, dialog, screen)
                dialog.close()
        finally:
            main.controller.shutdown()
            main.review.shutdown()


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_training_window(qtbot: QtBot, screen: QSize, tmp_path: Path, code: str) -> None:
    with language(code):
        window = filled_window(tmp_path)
        qtbot.addWidget(window)
        check(qtbot, window, screen)
        assert window.week_chart.height() >= 120 and window.accuracy_chart.height() >= 100
        broken = tmp_path / "broken"
        broken.mkdir()
        (broken / FILE).write_text("{not json")
        problem = TrainingSet(broken).problem  # a long message with a long file name
        assert problem is not None
        with_problem(window, problem)
        window.as_text.setChecked(True)  # the figures as text instead of the charts
        check(qtbot, window, screen)


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    from app import i18n

    i18n.install("en")


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_analysis_board_with_its_lines(
    qtbot: QtBot, screen: QSize, tmp_path: Path, code: str
) -> None:
    record = load_record(RECORD)
    tree = GameTree.from_record(record)
    analyser = AnalysisClient()
    with language(code):
        board = AnalysisWindow(
            AnalysisSession(tree, tree.main_line()[60], record), analyser, tmp_path
        )
        try:
            check(qtbot, board, screen)
            qtbot.waitUntil(lambda: board.lines.moves.count() > 0, timeout=30_000)
            QApplication.processEvents()
            assert clipped(board) == [], current_language()
            assert board.board.as_widget().width() >= 0.5 * board.width()
        finally:
            board.session.changed = False
            board.close()
            analyser.shutdown()


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_online_dialog_and_bar(
    qtbot: QtBot, screen: QSize, store: QSettings, code: str
) -> None:
    from app.online.dialog import OnlineDialog
    from app.online.session import Failure, Link
    from app.online.texts import failure_text, link_text, terms_text
    from engine.online.messages import Propose, Setup
    from engine.pieces import Color

    terms = Propose(Color.BLACK, True, Setup.RANDOM, 1, 180, 60, "1000000-a-b")
    with language(code):
        main = MainWindow(Settings(store), None, prefer_3d=False)
        qtbot.addWidget(main)
        try:
            dialog = OnlineDialog(store, lambda session: None, main)
            dialog.terms.setText(terms_text(terms, "W" * 40, Color.WHITE))
            dialog.invitation.setText("1234-crossover-clockwork")
            for page in range(dialog.pages.count()):
                dialog.pages.setCurrentIndex(page)
                dialog.status.setText(failure_text(Failure.SERVER))
                check(qtbot, dialog, screen)
            dialog.close()
            bar = main.online.bar
            main.online.dock.show()
            bar.show_offer(True)
            bar.reconnect.show()
            bar.rematch.show()  # never with Reconnect: the widest row there is
            bar.state.setText(link_text(Link.RECONNECTING))
            check(qtbot, main, screen)
            bar.reconnect.hide()  # a game reopened from My games: Continue online
            bar.rematch.hide()
            bar.resume.show()
            interrupted = QCoreApplication.translate(
                "OnlineActions", "This online game was interrupted."
            )
            bar.state.setText(interrupted)
            check(qtbot, main, screen)
        finally:
            main.controller.shutdown()
            main.review.shutdown()
