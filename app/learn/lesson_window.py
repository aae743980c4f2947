"""Help → Learn to play: the lessons, one small position at a time, with the engine judging.

The list on the right shows every lesson, ticked once finished (progress is remembered); a
lesson's steps each say what to learn, let the player try, and answer in words.  "Show me"
marks the move on the board; "Pass" appears where passing is the lesson.
"""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication
from PyQt6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from app.i18n import current_language, fill
from app.learn.board_page import BoardPage
from app.learn.lessons import Lesson, feedback_on, load_lessons, text
from app.learn.progress import Progress
from app.learn.texts import feedback_text
from engine.moves import PASS, Move

translate = QCoreApplication.translate


class LessonWindow(BoardPage):
    def __init__(self, progress: Progress, parent: QWidget | None = None) -> None:
        super().__init__(translate("Learn", "Learn to play – DVONN 3D"), parent=parent)
        self.progress = progress
        self.language = current_language()
        self.lessons: tuple[Lesson, ...] = load_lessons()
        self.lesson_index = 0
        self.step_index = 0
        self.solved = False
        self.menu = QListWidget()
        self.menu.setMaximumHeight(170)
        self.column.insertWidget(0, self.menu)
        self.menu.currentRowChanged.connect(self._chosen)
        self.show_me = self.button(translate("Learn", "Show me"), self._show_me)
        self.pass_button = self.button(translate("Learn", "Pass"), lambda: self.try_move(PASS))
        self.again = self.button(translate("Learn", "Try again"), self._restart_step)
        self.next = self.button(translate("Learn", "Next"), self._next)
        self._fill_menu()
        first = next(
            (n for n, lesson in enumerate(self.lessons) if lesson.id not in progress.lessons_done),
            0,
        )
        self.menu.setCurrentRow(first)
        self._chosen(first)

    def _fill_menu(self) -> None:
        done = self.progress.lessons_done
        self.menu.blockSignals(True)
        row = self.menu.currentRow()
        self.menu.clear()
        for number, lesson in enumerate(self.lessons, 1):
            mark = "✓ " if lesson.id in done else "    "
            self.menu.addItem(
                QListWidgetItem(f"{mark}{number}. {text(lesson.title, self.language)}")
            )
        self.menu.setCurrentRow(max(0, row))
        self.menu.blockSignals(False)

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.lesson_index]

    def _chosen(self, row: int) -> None:
        if 0 <= row < len(self.lessons):
            self.open_lesson(row)

    def open_lesson(self, index: int, step: int = 0) -> None:
        self.lesson_index, self.step_index = index, step
        if self.menu.currentRow() != index:
            self.menu.blockSignals(True)
            self.menu.setCurrentRow(index)
            self.menu.blockSignals(False)
        self._restart_step()

    def _restart_step(self) -> None:
        lesson, step = self.lesson, self.lesson.steps[self.step_index]
        self.solved = False
        self.set_position(step.position)
        if step.focus is not None:
            self.show_hint(Move.place(step.focus))
        count = len(lesson.steps)
        heading = text(lesson.title, self.language)
        if count > 1:
            heading = fill(translate("Learn", "%1 (%2 of %3)"), heading, self.step_index + 1, count)
        self.heading.setText(heading)
        self.goal.setText(text(step.goal, self.language))
        self.pass_button.setVisible(step.show == PASS)
        self.arrange_buttons()
        self.next.setEnabled(False)
        self.show_me.setEnabled(True)

    def accepting(self) -> bool:
        return not self.solved

    def try_move(self, move: Move) -> None:
        if self.solved:
            return
        step = self.lesson.steps[self.step_index]
        feedback = feedback_on(step, move)
        if not feedback.right:
            wrong = text(step.wrong, self.language) if step.wrong else None
            self.say(feedback_text(feedback, wrong), "wrong")
            self.refresh()
            return
        self.solved = True
        self.play(move)
        self.say(text(step.success, self.language), "right")
        self.show_me.setEnabled(False)
        self.next.setEnabled(True)
        if self.step_index == len(self.lesson.steps) - 1:
            self.progress.finish_lesson(self.lesson.id)
            self._fill_menu()

    def _show_me(self) -> None:
        step = self.lesson.steps[self.step_index]
        move = step.show
        self.show_hint(move)
        if move == PASS:
            words = translate("Learn", "Press Pass.")
        elif move.source is None:
            words = fill(translate("Learn", "For example: place the piece on %1."), move.target)
        else:
            words = fill(
                translate("Learn", "Move the stack on %1 to %2."), move.source, move.target
            )
        self.say(words)

    def _next(self) -> None:
        if self.step_index + 1 < len(self.lesson.steps):
            self.open_lesson(self.lesson_index, self.step_index + 1)
        elif self.lesson_index + 1 < len(self.lessons):
            self.open_lesson(self.lesson_index + 1)
        else:
            self.heading.setText(translate("Learn", "All lessons done"))
            self.goal.setText(
                translate(
                    "Learn",
                    "You know the rules. Try the puzzles (Help → Puzzles) or play the computer.",
                )
            )
            self.say("")
            self.next.setEnabled(False)
