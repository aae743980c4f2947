"""The lesson window under Xvfb, driven by real clicks on its 3D board."""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

import pytest
from PyQt6.QtCore import QSettings, Qt
from PyQt6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from app.engine_text import standing_sentence
from app.learn.board_page import BoardPage
from app.learn.lesson_window import LessonWindow
from app.learn.progress import Progress
from app.learn.puzzle_window import PuzzleWindow
from app.main_window import MainWindow
from app.settings import Settings
from engine.board import Cell
from engine.moves import Move
from engine.position import Position
from engine.puzzles import Puzzle, explain
from engine.rules import apply
from tests.app.widget_helpers import item_text

pytestmark = pytest.mark.gui


def store_in(folder: Path) -> QSettings:
    return QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)


Page = TypeVar("Page", bound=BoardPage)


def open_page(qtbot: QtBot, page: Page) -> Page:
    page.board.set_animation_speed(0.0)
    page.reply_ms = 20
    qtbot.addWidget(page)
    page.resize(1100, 700)
    page.show()
    qtbot.waitExposed(page)
    return page


@pytest.fixture
def lessons(qtbot: QtBot, tmp_path: Path) -> LessonWindow:
    return open_page(qtbot, LessonWindow(Progress(store_in(tmp_path))))


def click(qtbot: QtBot, page: BoardPage, cell: Cell) -> None:
    """A real mouse click where the page's board draws ``cell``."""
    point = page.board.cell_position(cell).toPoint()
    qtbot.mouseMove(page.board.as_widget(), point)
    qtbot.mouseClick(page.board.as_widget(), Qt.MouseButton.LeftButton, pos=point)


def press(qtbot: QtBot, button: QWidget) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_two_lessons_wrong_tries_explained_right_ones_advance(
    qtbot: QtBot, lessons: LessonWindow
) -> None:
    lessons.menu.setCurrentRow(1)  # "A stack moves its height"
    start = lessons.position
    assert "2-high stack on D3" in lessons.goal.text()
    assert lessons.board.scene().hint == (Cell.D3,)
    click(qtbot, lessons, Cell.D3)
    click(qtbot, lessons, Cell.E3)
    assert lessons.feedback.text() == (
        "That stack is 2 high: it must move exactly 2 spaces, not 1."
    )
    assert lessons.position == start and not lessons.next.isEnabled()
    click(qtbot, lessons, Cell.D3)
    click(qtbot, lessons, Cell.F3)
    assert lessons.feedback.text().startswith("Right: 2 high, 2 spaces.")
    assert lessons.position.stack(Cell.F3) == "DBW" and not lessons.position.stack(Cell.D3)
    assert "height" in lessons.progress.lessons_done
    press(qtbot, lessons.next)
    assert lessons.lesson.id == "jump" and lessons.menu.currentRow() == 2
    click(qtbot, lessons, Cell.E2)
    click(qtbot, lessons, Cell.E5)
    assert lessons.feedback.text() == "E5 is empty: a stack must land on another stack."
    click(qtbot, lessons, Cell.E2)
    click(qtbot, lessons, Cell.H2)
    assert lessons.feedback.text().startswith("Yes: over two empty spaces")
    assert lessons.progress.lessons_done == {"height", "jump"}
    assert item_text(lessons.menu, 1).startswith("✓")


def test_placement_lesson_and_show_me(qtbot: QtBot, lessons: LessonWindow) -> None:
    assert lessons.lesson.id == "placement"  # the first lesson not done yet
    click(qtbot, lessons, Cell.E3)
    assert lessons.position.stack(Cell.E3) == "D"
    press(qtbot, lessons.next)
    click(qtbot, lessons, Cell.C2)  # taken by a DVONN piece
    assert lessons.feedback.text() == "C2 is taken: place your piece on an empty space."
    click(qtbot, lessons, Cell.A1)  # legal, but far from every DVONN piece
    assert lessons.feedback.text().startswith("That is allowed, but far from the red pieces")
    press(qtbot, lessons.show_me)
    assert lessons.board.scene().hint == (Cell.E3,)
    assert lessons.feedback.text() == "For example: place the piece on E3."
    click(qtbot, lessons, Cell.E3)
    assert lessons.feedback.text().startswith("Good: a piece touching a DVONN piece")
    assert lessons.progress.lessons_done == {"placement"}


def test_the_pass_lesson_has_a_pass_button(qtbot: QtBot, lessons: LessonWindow) -> None:
    assert not lessons.pass_button.isVisible()
    lessons.menu.setCurrentRow(6)
    assert lessons.pass_button.isVisible()
    click(qtbot, lessons, Cell.E3)
    assert "finds no stack 2 spaces away" in lessons.feedback.text()
    press(qtbot, lessons.pass_button)
    assert lessons.feedback.text().startswith("Right. In a game, DVONN 3D passes")


def test_progress_persists_across_a_restart(qtbot: QtBot, tmp_path: Path) -> None:
    first = open_page(qtbot, LessonWindow(Progress(store_in(tmp_path))))
    first.open_lesson(1)
    click(qtbot, first, Cell.D3)
    click(qtbot, first, Cell.F3)
    first.close()
    again = LessonWindow(Progress(store_in(tmp_path)))
    assert again.progress.lessons_done == {"height"}
    assert again.lesson.id == "placement"
    assert item_text(again.menu, 1).startswith("✓")
    assert not item_text(again.menu, 0).startswith("✓")


def test_help_menu_and_first_start_offer(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.No)
    window = MainWindow(Settings(store_in(tmp_path)), library=None)
    qtbot.addWidget(window)
    window.show()
    window.start()
    box = window.learning.offer_box
    assert box is not None
    assert box.isVisible() and "lessons" in box.text()
    learn = next(b for b in box.buttons() if b.text() == "Learn to play")
    press(qtbot, learn)
    qtbot.waitUntil(lambda: "lessons" in window.learning.windows)
    lessons = window.learning.windows["lessons"]
    assert lessons.isVisible()
    lessons.close()
    window.start()  # offered once only
    assert not box.isVisible()
    window.actions_.lessons.trigger()
    assert lessons.isVisible()
    window.actions_.puzzles.trigger()
    assert window.learning.windows["puzzles"].isVisible()
    window.controller.shutdown()


# --- puzzles -----------------------------------------------------------------------------


@pytest.fixture
def puzzles(qtbot: QtBot, tmp_path: Path) -> PuzzleWindow:
    return open_page(qtbot, PuzzleWindow(Progress(store_in(tmp_path))))


def play_clicks(qtbot: QtBot, page: BoardPage, move: Move) -> None:
    assert move.source is not None and move.target is not None
    click(qtbot, page, move.source)
    click(qtbot, page, move.target)


def after(puzzle: Puzzle, plies: int) -> Position:
    position = puzzle.position
    for move in puzzle.solution[:plies]:
        position = apply(position, move).after
    return position


def multi_move(puzzles: PuzzleWindow, winning: int) -> Puzzle:
    """A puzzle whose line asks for a second move, with that many winning choices there."""
    return next(
        p
        for p in puzzles.puzzles
        if len(p.solution) == 3
        and not p.solution[2].is_pass
        and p.step(2).refutations
        and (len(p.step(2).winning) == 1) == (winning == 1)
    )


def find_the_second_move(qtbot: QtBot, page: PuzzleWindow, puzzle: Puzzle) -> None:
    """Click the first move of the line and wait until the defence is in and asked about."""
    play_clicks(qtbot, page, puzzle.solution[0])
    qtbot.waitUntil(lambda: page.position == after(puzzle, 2))
    qtbot.waitUntil(lambda: "Now find" in page.feedback.text())


def solve_by_clicks(qtbot: QtBot, page: PuzzleWindow, puzzle: Puzzle) -> None:
    if len(puzzle.solution) >= 3 and not puzzle.solution[2].is_pass:
        find_the_second_move(qtbot, page, puzzle)
        play_clicks(qtbot, page, puzzle.solution[2])
    else:
        play_clicks(qtbot, page, puzzle.solution[0])
    qtbot.waitUntil(lambda: "Solved! " in page.feedback.text())


def test_solve_a_multi_move_puzzle_move_by_move(qtbot: QtBot, puzzles: PuzzleWindow) -> None:
    assert puzzles.puzzle is not None and puzzles.position == puzzles.puzzle.position
    puzzle = multi_move(puzzles, winning=1)
    puzzles.open_puzzle(puzzle)
    assert puzzles.heading.text() == f"{puzzle.to_move.name.capitalize()} to play and win"
    assert puzzles.goal.text().startswith("Find the only move that wins, then your next move")
    find_the_second_move(qtbot, puzzles, puzzle)
    opponent = puzzle.to_move.other.name.capitalize()
    assert puzzles.feedback.text() == (
        f"Right! {opponent}'s best defence is {puzzle.solution[1]}. "
        "Now find the only move that still wins."
    )
    assert puzzles.progress.solved == set()  # not before the whole line is found
    press(qtbot, puzzles.hint)
    second = puzzle.solution[2]
    assert puzzles.feedback.text() == f"Hint: move the stack on {second.source}."
    assert puzzles.board.scene().hint == (second.source,)
    play_clicks(qtbot, puzzles, second)
    assert puzzles.position == after(puzzle, 3)
    assert puzzles.feedback.text() == f"Solved! {standing_sentence(puzzle.result)}."
    assert puzzles.progress.solved == {puzzle.id} and puzzles.progress.rating > 1200
    assert puzzles.stats.text().startswith(f"Solved 1 of {len(puzzles.puzzles)} · your rating")
    press(qtbot, puzzles.next)
    assert puzzles.puzzle is not None and puzzles.puzzle.id != puzzle.id


def test_any_move_that_still_wins_is_accepted(qtbot: QtBot, puzzles: PuzzleWindow) -> None:
    puzzle = multi_move(puzzles, winning=2)
    puzzles.open_puzzle(puzzle)
    find_the_second_move(qtbot, puzzles, puzzle)
    count = len(puzzle.step(2).winning)
    assert puzzles.feedback.text().endswith(
        f"Now find a move that still wins ({count} of them do)."
    )
    other = next(m for m in sorted(puzzle.step(2).winning) if m != puzzle.solution[2])
    play_clicks(qtbot, puzzles, other)
    assert puzzles.position == apply(after(puzzle, 2), other).after
    assert puzzles.feedback.text() == "Solved! That move wins too."
    assert puzzles.progress.solved == {puzzle.id}


def test_fail_at_the_second_move_and_see_the_refutation(
    qtbot: QtBot, puzzles: PuzzleWindow
) -> None:
    puzzle = multi_move(puzzles, winning=1)
    puzzles.open_puzzle(puzzle)
    find_the_second_move(qtbot, puzzles, puzzle)
    asked = after(puzzle, 2)
    wrong, reply = next(iter(puzzle.step(2).refutations.items()))
    play_clicks(qtbot, puzzles, wrong)
    refuted = apply(apply(asked, wrong).after, reply).after
    qtbot.waitUntil(lambda: puzzles.position == refuted)
    opponent = puzzle.to_move.other.name.capitalize()
    assert puzzles.feedback.text().startswith(f"{opponent} answers {reply} (the red arrow). ")
    assert puzzles.feedback.text().endswith("Press Retry to try again.")
    assert puzzles.board.scene().refutation == (reply.source, reply.target)
    assert puzzles.progress.failed == {puzzle.id} and puzzles.progress.rating < 1200
    press(qtbot, puzzles.retry)  # back to the move missed, not to the start
    assert puzzles.board.scene().refutation == ()
    assert puzzles.position == asked
    assert puzzles.board.scene().last_move == (
        puzzle.solution[1].source,
        puzzle.solution[1].target,
    )
    press(qtbot, puzzles.hint)
    assert puzzles.feedback.text() == f"Hint: move the stack on {puzzle.solution[2].source}."
    play_clicks(qtbot, puzzles, puzzle.solution[2])
    assert puzzles.feedback.text().startswith("Solved! ")
    assert puzzles.feedback.text().endswith("Not counted: only a first try counts, and it missed.")
    assert puzzles.progress.failed == {puzzle.id} and puzzles.progress.solved == set()
    assert puzzles.stats.text() == (
        f"Solved 0 of {len(puzzles.puzzles)} · your rating {puzzles.progress.rating}\n"
        "First tries count; a retry does not."
    )


def test_fail_a_puzzle_and_see_the_refutation(qtbot: QtBot, puzzles: PuzzleWindow) -> None:
    puzzle = next(p for p in puzzles.puzzles if p.refutations)
    puzzles.open_puzzle(puzzle)
    wrong, reply = next(iter(puzzle.refutations.items()))
    play_clicks(qtbot, puzzles, wrong)
    refuted = apply(apply(puzzle.position, wrong).after, reply).after
    qtbot.waitUntil(lambda: puzzles.position == refuted)
    opponent = puzzle.to_move.other.name.capitalize()
    answer = "cannot move and passes" if reply.is_pass else f"answers {reply} (the red arrow)"
    assert puzzles.feedback.text().startswith(f"{opponent} {answer}. ")
    arrow = () if reply.is_pass else (reply.source, reply.target)
    assert puzzles.board.scene().refutation == arrow
    assert puzzles.feedback.text().endswith("Press Retry to try again.")
    reason = explain(puzzle.position, wrong, reply)
    if reason.kind == "cut_off":
        assert "That reply cuts off your pieces on" in puzzles.feedback.text()
    assert puzzles.progress.failed == {puzzle.id} and puzzles.progress.rating < 1200
    assert puzzle.solution[0].source is not None
    click(qtbot, puzzles, puzzle.solution[0].source)  # no tries while refuted
    assert puzzles.position == refuted
    press(qtbot, puzzles.retry)
    assert puzzles.position == puzzle.position
    press(qtbot, puzzles.hint)
    assert puzzles.feedback.text() == f"Hint: move the stack on {puzzle.solution[0].source}."
    solve_by_clicks(qtbot, puzzles, puzzle)
    assert puzzles.progress.failed == {puzzle.id} and puzzles.progress.solved == set()


def test_a_forced_pass_is_played_for_the_player(qtbot: QtBot, puzzles: PuzzleWindow) -> None:
    puzzle = next(p for p in puzzles.puzzles if len(p.solution) == 3 and p.solution[2].is_pass)
    puzzles.open_puzzle(puzzle)
    play_clicks(qtbot, puzzles, puzzle.solution[0])
    qtbot.waitUntil(lambda: puzzles.position == after(puzzle, 3))
    assert puzzles.feedback.text().endswith(
        f"You cannot move and pass. Solved! {standing_sentence(puzzle.result)}."
    )
    assert puzzles.progress.solved == {puzzle.id}


def test_a_stack_hidden_behind_a_tower_can_be_clicked(qtbot: QtBot, puzzles: PuzzleWindow) -> None:
    """The 1-high stack on J5 stands behind a 9-high one on I4 in the home camera."""
    puzzle = next(p for p in puzzles.puzzles if p.id == "DV-Dumbot-guest-2008-07-25-1917@80")
    puzzles.open_puzzle(puzzle)
    assert puzzle.solution == (Move.parse("J5I4"),)
    click(qtbot, puzzles, Cell.J5)
    assert puzzles.board.scene().selected == Cell.J5
    click(qtbot, puzzles, Cell.I4)
    assert puzzles.feedback.text() == f"Solved! {standing_sentence(puzzle.result)}."


def test_difficulty_filter_and_progress_across_a_restart(qtbot: QtBot, tmp_path: Path) -> None:
    first = open_page(qtbot, PuzzleWindow(Progress(store_in(tmp_path))))
    first.filter.setCurrentIndex(first.filter.findData("hard"))
    puzzle = first.puzzle
    assert puzzle is not None and puzzle.difficulty == "hard"
    solve_by_clicks(qtbot, first, puzzle)
    rating = first.progress.rating
    first.close()
    again = PuzzleWindow(Progress(store_in(tmp_path)))
    assert again.progress.solved == {puzzle.id} and again.progress.rating == rating
    assert again.stats.text() == (
        f"Solved 1 of {len(again.puzzles)} · your rating {rating}\n"
        "First tries count; a retry does not."
    )
    again.filter.setCurrentIndex(again.filter.findData("hard"))
    assert again.puzzle is not None and again.puzzle.id != puzzle.id
    assert again.puzzle.difficulty == "hard"


def test_an_unreadable_puzzle_file_is_reported(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = tmp_path / "puzzles.json"
    broken.write_text("[{]")
    monkeypatch.setattr("app.learn.puzzle_window.PUZZLES_FILE", broken)
    page = open_page(qtbot, PuzzleWindow(Progress(store_in(tmp_path))))
    assert page.goal.text().startswith("The puzzles could not be read: ")
    assert page.puzzle is None
    click(qtbot, page, Cell.E3)
    press(qtbot, page.next)
    press(qtbot, page.hint)
    assert page.puzzle is None and page.progress.rating == 1200


def test_a_wrong_move_that_ends_the_game_says_so(qtbot: QtBot, puzzles: PuzzleWindow) -> None:
    """No reply to draw: the move itself ended the game, and the sentence gives the score."""
    from engine.rules import is_game_over, legal_moves, score

    puzzle, wrong = next(
        (p, m)
        for p in puzzles.puzzles
        for m in legal_moves(p.position)
        if m != p.solution[0] and is_game_over(apply(p.position, m).after)
    )
    puzzles.open_puzzle(puzzle)
    play_clicks(qtbot, puzzles, wrong)
    qtbot.waitUntil(lambda: "Press Retry" in puzzles.feedback.text())
    white, black = score(apply(puzzle.position, wrong).after)
    mine, theirs = (white, black) if puzzle.to_move.name == "WHITE" else (black, white)
    said = "in a draw, " if mine == theirs else "and you lose "
    assert puzzles.feedback.text() == (
        f"Your move ends the game, {said}{mine}–{theirs}. Press Retry to try again."
    ).replace("game, in a draw", "game in a draw")
    assert puzzles.board.scene().refutation == ()
    assert "best answer" not in puzzles.feedback.text()


def test_solving_again_says_it_is_not_counted_again(qtbot: QtBot, puzzles: PuzzleWindow) -> None:
    puzzle = puzzles.puzzle
    assert puzzle is not None
    solve_by_clicks(qtbot, puzzles, puzzle)
    assert "Not counted" not in puzzles.feedback.text()
    press(qtbot, puzzles.retry)
    solve_by_clicks(qtbot, puzzles, puzzle)
    assert puzzles.feedback.text().endswith("Not counted again: you had solved it before.")
    assert puzzles.stats.text().startswith(f"Solved 1 of {len(puzzles.puzzles)} · your rating")


def test_the_keys_work_after_each_button(qtbot: QtBot, puzzles: PuzzleWindow) -> None:
    """Next, Retry and Hint give the focus back to the board; T and R then work at once."""
    from PyQt6.QtWidgets import QApplication

    puzzles.activateWindow()
    qtbot.waitUntil(puzzles.isActiveWindow)
    board = puzzles.board.as_widget()
    for button in (puzzles.next, puzzles.retry, puzzles.hint):
        press(qtbot, button)
        assert QApplication.focusWidget() is board, (button.text(), QApplication.focusWidget())
    camera = getattr(puzzles.board, "camera", None)
    if camera is None:  # the flat board has no camera: the keys do nothing there
        return
    assert not camera.is_top_down
    qtbot.keyClick(board, Qt.Key.Key_T)
    assert camera.is_top_down
    qtbot.keyClick(board, Qt.Key.Key_R)
    assert not camera.is_top_down
    press(qtbot, puzzles.next)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_T)  # where a real key press goes
    assert camera.is_top_down
    hint_before = puzzles.board.scene().hint
    press(qtbot, puzzles.retry)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_H)
    qtbot.waitUntil(
        lambda: puzzles.board.scene().hint != hint_before or bool(puzzles.board.scene().hint)
    )
    assert puzzles.feedback.text().startswith("Hint: move the stack on ")


def test_the_learning_windows_show_the_board_as_the_main_window(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """High contrast, no coordinates, no heights in the preferences: the puzzle board too."""
    from app.learn.launcher import Launcher

    store = store_in(tmp_path)
    settings = Settings(store)
    settings.palette, settings.show_coordinates = "high_contrast", False
    settings.show_height_labels = False
    parent = QWidget()
    qtbot.addWidget(parent)
    launcher = Launcher(Progress(store), parent)
    launcher.show_puzzles()
    scene = launcher.windows["puzzles"].board.scene()  # type: ignore[attr-defined]
    assert (scene.palette, scene.show_coordinates, scene.show_height_labels) == (
        "high_contrast",
        False,
        False,
    )
    settings.palette = "classic"
    launcher.show_puzzles()  # raised again: follows the change
    assert launcher.windows["puzzles"].board.scene().palette == "classic"  # type: ignore[attr-defined]
    launcher.windows["puzzles"].close()
