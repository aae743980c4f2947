"""The game review in the real window under Xvfb: open a record, review it with real clicks,
the graph fills and jumps, next mistake, the better move on the board, save and reopen; a
crash of the review's process told and the review started again; and the blunder warning
while playing the computer."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtCore import QEvent, QPoint, QPointF, Qt
from PyQt6.QtGui import QMouseEvent
from PyQt6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app import game_review
from app.main_window import MainWindow
from app.settings import GameOptions, PlayerKind
from app.view.scene import Scene
from app.widgets.new_game_dialog import NewGameDialog
from engine.board import Cell
from engine.moves import Move
from engine.notation import parse_position
from engine.numbering import move_label
from engine.position import Position
from engine.records import GameRecord, read_record, write_record
from engine.review.analysis import review_record
from engine.review.judgement import MoveClass
from engine.rules import apply
from tests.app.test_window import FormatQuestions, click, make_window, status
from tests.app.widget_helpers import button, item_text
from tests.engine.test_records_model import random_game_where, white_wins
from tests.engine.test_review import BLUNDER_START, blunder_game

pytestmark = pytest.mark.gui

# How a position stands, as the pane words it: a side and a unit, or a proven result.
SENTENCE = re.compile(
    r"(White|Black) (is ahead by about \d+ pieces?|is slightly ahead|cannot lose with best play"
    r"|wins( by( at least)? \d+ pieces?)? with best play)|The game is even|A draw with best play"
    r"|Game over: (White|Black) wins \d+–\d+|Game over: Draw \d+–\d+"
)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setattr(game_review, "PASS_SECONDS", (0.1,))  # quick, then one short pass
    win = make_window(qtbot, tmp_path)
    yield win
    win.controller.shutdown()
    win.review.shutdown()


def scenes(window: MainWindow) -> list[Scene]:
    shown: list[Scene] = []
    window.controller.scene_changed.connect(lambda scene, transition: shown.append(scene))
    return shown


def stacks(position: Position) -> dict[Cell, tuple[str, ...]]:
    return {cell: tuple(stack) for cell, stack in position.occupied()}


def wait_for_review(qtbot: QtBot, window: MainWindow) -> None:
    review = window.review.game_review
    qtbot.waitUntil(lambda: review.active and not review.running, timeout=120_000)
    assert len(review.judged()) == len(review.plies)


def click_graph(qtbot: QtBot, window: MainWindow, ply: int) -> None:
    graph = window.review.pane.graph
    point = QPoint(round(graph.x_of(ply)), graph.height() // 2)
    qtbot.mouseClick(graph, Qt.MouseButton.LeftButton, pos=point)


def drag_graph(window: MainWindow, start: int, end: int) -> None:
    """Press on the graph at ``start`` and move, the button held, to ``end`` (real events)."""
    graph = window.review.pane.graph
    y = graph.height() / 2
    for kind, ply, buttons in (
        (QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton),
        (QEvent.Type.MouseMove, end, Qt.MouseButton.LeftButton),
        (QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton),
    ):
        local = QPointF(graph.x_of(ply), y)
        event = QMouseEvent(
            kind,
            local,
            graph.mapToGlobal(local),
            Qt.MouseButton.LeftButton,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(graph, event)


def test_review_an_opened_record(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "blunder.dvn"
    path.write_text(write_record(blunder_game(), "dvn"))
    assert window.files.open_path(str(path))
    pane = window.review.pane
    # The game is over: the review is offered under the board.
    qtbot.waitUntil(lambda: pane.start.isVisible(), timeout=5000)
    # Nothing to show yet: the prompt and its button only, no empty graph taking room.
    assert not pane.graph.isVisible() and not pane.next.isVisible()
    compact = window.review.dock.height()
    assert compact < 100 and compact < window.height() / 8
    points_seen: list[int] = []
    progress_seen: list[str] = []

    def seen() -> None:
        points_seen.append(sum(p is not None for p in pane.graph.points))
        progress_seen.append(pane.progress.full_text())

    window.review.game_review.changed.connect(seen)
    qtbot.mouseClick(pane.start, Qt.MouseButton.LeftButton)
    wait_for_review(qtbot, window)
    qtbot.waitUntil(lambda: pane.graph.height() >= 90)  # the dock made room for it
    assert pane.graph.isVisible() and window.review.dock.height() > compact
    plies = len(window.controller.game.moves)
    assert all(p is not None for p in pane.graph.points) and len(pane.graph.points) == plies + 1
    assert any(0 < n < plies + 1 for n in points_seen)  # it filled in as verdicts came
    assert pane.graph.marks == {1: MoveClass.BLUNDER}
    assert "??" in item_text(window.panel.moves, 0, 0)
    assert "accuracy" in pane.summary.text()
    # The passes in words: a first quick look, then checking more deeply, then the review.
    said = [re.sub(r"\d+ of \d+ moves?", "N of M moves", text) for text in progress_seen]
    assert said[0] == "Reviewing… a first quick look: N of M moves", said
    assert "Reviewing… checking more deeply (1 of 1): N of M moves" in said, said
    assert said[-1] == pane.progress.full_text() == f"Review of {plies} moves"
    assert not any("pass" in text for text in said)
    # Every text of the pane and every tooltip of the graph is a sentence with a side and a
    # unit, never an internal score, and names the moment the board shows.
    start = window.controller.game.start
    for ply in range(1, plies + 1):  # numbered as the move list numbers them: 1, 1…, 2…
        text = window.review._move_text(ply)
        assert text.startswith(f"<b>After move {move_label(ply, start)}</b>: "), text
        assert SENTENCE.search(text.split("). ")[1]), text
        assert not re.search(r"[-+]\d|\d\.\d|pass|depth", text), text
    for ply in range(plies + 1):
        tooltip = pane.graph.tooltip_at(pane.graph.x_of(ply))
        moment = "The start: " if ply == 0 else f"After move {move_label(ply, start)}: "
        assert tooltip.startswith(moment) and SENTENCE.fullmatch(tooltip[len(moment) :]), tooltip
    # The command line at the same schedule (review --passes 0.1) gives the same classes.
    cli, _ = review_record(blunder_game(), game_review.PASS_SECONDS)
    assert [p.move_class for p in window.review.game_review.judged()] == [p.move_class for p in cli]

    shown = scenes(window)
    click_graph(qtbot, window, 3)
    assert window.controller.shown_ply == 3 and pane.graph.current == 3
    drag_graph(window, 0, 2)
    assert window.controller.shown_ply == 2 and pane.graph.current == 2
    qtbot.mouseClick(pane.next, Qt.MouseButton.LeftButton)
    assert window.controller.shown_ply == 1
    # The heading and the board show the same moment: after the blunder, its position.
    start = window.controller.game.position_at(0)
    assert dict(shown[-1].stacks) == stacks(window.controller.game.position_at(1))
    assert shown[-1].last_move == (Cell.C3, Cell.E5) and not shown[-1].hint
    assert pane.move_text.text().startswith("<b>After move 1</b>: ")
    assert "G4G5" in pane.move_text.text()
    # Line ▶: the position the blunder was played in, the move played dashed and the
    # better move arrowed; the heading and the status line say "before move 1".
    qtbot.mouseClick(pane.line_forward, Qt.MouseButton.LeftButton)
    assert dict(shown[-1].stacks) == stacks(start)
    assert shown[-1].last_move == (Cell.C3, Cell.E5) and shown[-1].hint == (Cell.G4, Cell.G5)
    assert pane.move_text.text().startswith("<b>Before move 1</b>: ")
    assert window.panel.status.text().startswith("Looking back: before move 1 of ")
    qtbot.mouseClick(pane.line_forward, Qt.MouseButton.LeftButton)
    assert shown[-1].last_move == (Cell.G4, Cell.G5)
    assert dict(shown[-1].stacks) == stacks(apply(start, Move.parse("G4G5")).after)
    assert pane.move_text.text().startswith("<b>The better line</b> instead of move 1: 1 of ")
    qtbot.mouseClick(pane.line_back, Qt.MouseButton.LeftButton)
    assert shown[-1].hint == (Cell.G4, Cell.G5)
    qtbot.mouseClick(pane.line_back, Qt.MouseButton.LeftButton)
    assert dict(shown[-1].stacks) == stacks(window.controller.game.position_at(1))
    assert not pane.line_back.isEnabled() and pane.line_forward.isEnabled()
    window.actions_.previous_mistake.trigger()  # the key's action: round to the only one
    assert window.controller.shown_ply == 1


def test_save_and_reopen_keeps_the_review(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(game_review, "PASS_SECONDS", ())  # the quick pass is enough here
    questions = FormatQuestions(monkeypatch, "cancel")
    record = GameRecord(
        tuple(random_game_where(white_wins)),
        event="Club evening",
        comments=((2, "a bold reply"),),
    )
    source = tmp_path / "game.sgf"
    source.write_text(write_record(record, "sgf"))
    assert window.files.open_path(str(source))
    window.actions_.review.trigger()
    wait_for_review(qtbot, window)
    before = [(p.move_class, p.best) for p in window.review.game_review.judged()]
    flagged = window.review.game_review.flagged()
    for suffix in (".dvn", ".sgf"):
        saved = tmp_path / f"reviewed{suffix}"
        assert window.files.save_to(saved)
        assert questions.asked == []  # both formats keep the review and the headers
        kept = read_record(saved.read_text(), saved.name)
        assert kept.event == "Club evening"
        assert (kept.comment(2) or "").startswith("a bold reply [%review ")
        window.controller.new_game(window.controller.options)
        assert not window.review.game_review.active
        assert window.files.open_path(str(saved))
        review = window.review.game_review
        assert review.active and not review.running  # shown at once, nothing searched
        assert [(p.move_class, p.best) for p in review.judged()] == before
        assert window.review.pane.graph.marks.keys() == set(flagged)
    # A LittleGolem transcript cannot keep the review: one question says so, before writing.
    littlegolem = tmp_path / "reviewed.lg"
    assert not window.files.save_to(littlegolem)
    assert len(questions.asked) == 1 and "the game review" in questions.asked[0]
    assert not littlegolem.exists()
    questions.answer = "anyway"
    assert window.files.save_to(littlegolem)
    assert len(questions.asked) == 2 and "cannot hold the review" in status(window)
    assert len(read_record(littlegolem.read_text(), littlegolem.name).moves) == len(record.moves)


def test_warn_me_before_a_blunder(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def answer_no(parent: object, title: str, text: str, *args: object) -> object:
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer_no)
    shown = scenes(window)
    options = GameOptions(black=PlayerKind.COMPUTER, level=1, warn_blunders=True)
    window.controller.new_game(options, start=parse_position(BLUNDER_START))
    click(qtbot, window, Cell.C3)
    click(qtbot, window, Cell.E5)
    qtbot.waitUntil(lambda: bool(asked), timeout=60_000)
    assert "C3E5" in asked[0] and "G4G5" in asked[0]
    assert window.controller.game.ply == 0  # not played
    assert shown[-1].hint == (Cell.G4, Cell.G5)  # the better move, shown instead
    click(qtbot, window, Cell.G4)
    click(qtbot, window, Cell.G5)
    qtbot.waitUntil(lambda: window.controller.game.ply >= 1, timeout=60_000)
    assert window.controller.game.moves[0] == Move.parse("G4G5") and len(asked) == 1


def test_closing_the_pane_cancels_the_review(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.load(blunder_game().to_game(), window.controller.options)
    window.actions_.review.trigger()
    review = window.review.game_review
    assert review.running and window.review.dock.isVisible()
    window.review.dock.close()
    assert not review.running and not window.review.client.busy


def test_a_crash_during_the_review_is_told_and_the_review_starts_again(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(game_review, "PASS_SECONDS", (30.0,))  # still running when killed
    record = GameRecord(tuple(random_game_where(white_wins)))
    window.controller.load(record.to_game(), window.controller.options)
    window.actions_.review.trigger()
    review, pane, client = window.review.game_review, window.review.pane, window.review.client
    qtbot.waitUntil(lambda: len(review.judged()) > 0, timeout=60_000)
    assert review.running and not pane.start.isVisible()
    process = client.process
    assert process is not None and process.is_alive()
    process.kill()
    qtbot.waitUntil(lambda: not review.running, timeout=10_000)
    assert "The review stopped" in status(window) and "stopped unexpectedly" in status(window)
    assert "stopped unexpectedly" in pane.progress.full_text() and not client.busy
    assert pane.start.isVisible()  # the player can start it again
    monkeypatch.setattr(game_review, "PASS_SECONDS", ())
    qtbot.mouseClick(pane.start, Qt.MouseButton.LeftButton)
    assert review.running and not pane.start.isVisible()
    wait_for_review(qtbot, window)
    assert client.process is not None and client.process.pid != process.pid
    assert "Review of" in pane.progress.full_text()


def test_the_new_game_dialog_offers_the_warning_against_the_computer(qtbot: QtBot) -> None:
    dialog = NewGameDialog(GameOptions())
    qtbot.addWidget(dialog)
    assert dialog.mode() == "hvc" and dialog.warn.isEnabled() and not dialog.warn.isChecked()
    qtbot.mouseClick(
        dialog.warn, Qt.MouseButton.LeftButton, pos=QPoint(8, dialog.warn.height() // 2)
    )
    assert dialog.options().warn_blunders
    button(dialog.mode_group, 0).setChecked(True)
    assert not dialog.warn.isEnabled()
    assert GameOptions.from_json(GameOptions(warn_blunders=True).to_json()).warn_blunders


def test_a_finished_review_is_kept_with_the_game_in_the_library(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "blunder.dvn"
    path.write_text(write_record(blunder_game(), "dvn"))
    assert window.files.open_path(str(path))
    library = window.library
    assert library is not None
    [entry] = library.entries()
    assert not entry.reviewed
    window.review.start()
    wait_for_review(qtbot, window)
    qtbot.waitUntil(lambda: library.entries()[0].reviewed, timeout=5000)
    [entry] = library.entries()
    assert entry.finished and entry.record is not None
    assert "class=blunder" in (entry.record.comment(1) or "")
