""" "Learn from your mistakes": find the better move yourself, one flagged move after another.

``MistakesWindow(exercises, title, parent, client)`` plays a list of ``engine.training.
Exercise`` in order (oldest first when they come from a game): the board shows the position
before the move, the panel says whose move it is and what the move of the game cost, and
the window waits for a move.  Every try is played on the board and judged by the engine in
the analysis process (``AnalysisClient.request_try``, ``engine.training_tries``: never in
the GUI thread):

* as good as the best: praise, how the game stands after it and the line that follows,
  the next move of that line as an arrow; Line ▶ plays it on, move by move;
* no better than the move of the game, or better but not the best: it says so and why (the
  review's reasons), draws the answer the engine expects as a red arrow and the stacks that
  answer cuts off as red ghosts (``BoardMarks.threat`` and ``ghosts``), and lets the player
  try again (Try again, or simply a click on the board);
* Show me plays the better move, with its line.

Previous and Next move between the exercises; Next after the last shows the summary ("You
found 3 of 5 positions.").  For each exercise the first answer is emitted once as
``answered(key, outcome)``: ``Outcome.FOUND`` at the first try, ``FOUND_AFTER_TRY``,
``SHOWN`` when Show me came first; an exercise skipped emits nothing.  The training set
opens this same window with its due positions and grades each answer.

Keys: on the board, the game's (arrows, Enter or Space, Escape; R and T for the view), with
what is under the cursor and every answer said to a screen reader through the board's
accessible name; H Show me, Backspace Try again, ] Line ▶, Page Up and Page Down Previous
and Next.  Without a ``client`` the window starts an analysis process of its own, ended
when the window closes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PyQt6.QtCore import QCoreApplication, Qt, pyqtSignal
from PyQt6.QtGui import QAction, QCloseEvent, QKeySequence
from PyQt6.QtWidgets import QLabel, QPushButton, QWidget

from app import TITLE
from app.ai_client import AnalysisClient
from app.learn.board_page import BoardPage
from app.learn.keyboard_play import KeyboardPlay
from app.learn.mistakes_text import (
    checking_text,
    count_text,
    empty_text,
    failed_text,
    heading_text,
    judgement_text,
    line_step_text,
    lost_text,
    shown_text,
    summary_text,
)
from app.learn.texts import refusal_text
from app.widgets.review_pane import key_name
from engine.moves import Move
from engine.rules import Transition, why_illegal
from engine.training import Exercise, Outcome
from engine.training_tries import TryJudgement, TryKind

translate = QCoreApplication.translate

# What the window is doing: waiting for a try, waiting for the engine's judgement, after a
# try that is not enough, after the move was found or shown, at the summary.
TRYING, JUDGING, MISSED, FOUND, SHOWN, SUMMARY = (
    "trying",
    "judging",
    "missed",
    "found",
    "shown",
    "summary",
)
TONES = {TryKind.AS_GOOD: "right", TryKind.BETTER: "plain", TryKind.NO_BETTER: "wrong"}


class MistakesWindow(BoardPage):
    answered = pyqtSignal(str, object)  # an exercise's key, its Outcome: once per exercise

    def __init__(
        self,
        exercises: Sequence[Exercise],
        title: str,
        parent: QWidget | None = None,
        client: AnalysisClient | None = None,
    ) -> None:
        super().__init__(f"{title} – {TITLE}", parent=parent)
        self.exercises = tuple(exercises)
        self.index = 0
        self.outcomes: dict[str, Outcome] = {}  # the first answer to each exercise
        self.tries = 0  # tries at the exercise on show that were not enough
        self.state = TRYING
        self.line: tuple[Move, ...] = ()  # the line on show once found or shown
        self.line_step = 0  # moves of it on the board
        self._token: int | None = None
        self._own_client = client is None
        self.client = client if client is not None else AnalysisClient(self)
        self.client.tried.connect(self._on_tried)
        self.client.finished.connect(self._on_stopped)
        self.client.failed.connect(self._on_failed)
        self.count = QLabel()
        self.count.setStyleSheet("color: #707070;")
        self.column.insertWidget(0, self.count)
        self.show_me = self._keyed(translate("Learn", "Show me"), self.show_answer, "H")
        self.again = self._keyed(translate("Learn", "Try again"), self.try_again, "Backspace")
        self.line_button = self._keyed(translate("Learn", "Line ▶"), self.line_forward, "]")
        self.previous = self._keyed(
            translate("Learn", "◀ Previous"), self.previous_exercise, "PgUp"
        )
        self.next = self._keyed(translate("Learn", "Next ▶"), self.next_exercise, "PgDown")
        self.keys = KeyboardPlay(self)  # arrows, Enter and speech on the board, as in the game
        if self.exercises:
            self.open_exercise(0)
        else:
            self.show_summary()

    def _keyed(self, text: str, slot: Callable[[], object], key: str) -> QPushButton:
        """A button of the panel, and its key anywhere in the window (a window action, as
        the view's keys: the board keeps the focus), named in its tooltip."""
        button = self.button(text, slot)
        button.setToolTip(key_name(key))
        action = QAction(self)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(lambda: button.click() if button.isEnabled() else None)
        self.addAction(action)
        return button

    def _use_flat_board(self, reason: str) -> None:
        super()._use_flat_board(reason)
        self.keys.attach(self.board.as_widget())

    @property
    def exercise(self) -> Exercise | None:
        return self.exercises[self.index] if self.state != SUMMARY and self.exercises else None

    # --- moving between exercises ----------------------------------------------------------

    def open_exercise(self, index: int) -> None:
        """Exercise ``index`` from its start: the position before the move, the task."""
        self._cancel()
        self.index = index
        self.tries = 0
        exercise = self.exercises[index]
        self._reset_board(exercise)
        self.count.setText(count_text(index, len(self.exercises)))
        self.heading.setText(heading_text(exercise))
        self.goal.setText(lost_text(exercise))
        widget = self.board.as_widget()
        widget.setAccessibleName(heading_text(exercise))
        widget.setAccessibleDescription(lost_text(exercise))
        self._update_buttons()

    def _reset_board(self, exercise: Exercise) -> None:
        self.state = TRYING
        self.line, self.line_step = (), 0
        self.marks.threat = None
        self.marks.ghosts = frozenset()
        self.set_position(exercise.position)

    def next_exercise(self) -> None:
        if self.state == SUMMARY:
            return
        if self.index + 1 < len(self.exercises):
            self.open_exercise(self.index + 1)
        else:
            self.show_summary()

    def previous_exercise(self) -> None:
        if self.state == SUMMARY and self.exercises:
            self.open_exercise(len(self.exercises) - 1)
        elif self.index > 0:
            self.open_exercise(self.index - 1)

    def show_summary(self) -> None:
        self._cancel()
        self.state = SUMMARY
        self.marks.threat = None
        self.marks.ghosts = frozenset()
        self.count.setText("")
        if self.exercises:
            self.heading.setText(translate("Learn", "The end"))
            self.goal.setText(summary_text(self.outcomes, len(self.exercises)))
        else:
            self.heading.setText(translate("Learn", "Learn from your mistakes"))
            self.goal.setText(empty_text())
        self.say("")
        self.refresh()
        self.board.as_widget().setAccessibleName(self.heading.text() + " " + self.goal.text())
        self._update_buttons()

    # --- trying ----------------------------------------------------------------------------

    def accepting(self) -> bool:
        """A try is taken while waiting for one; after a try that was not enough, a click on
        the board starts again from the exercise's position and is a try there."""
        if self.state == MISSED:
            self.try_again()
        return self.state == TRYING

    def try_move(self, move: Move) -> None:
        exercise = self.exercise
        if exercise is None or self.state != TRYING:
            return
        refusal = why_illegal(self.position, move)
        if refusal is not None:
            self._tell(refusal_text(refusal), "wrong")
            self.refresh()
            return
        self.keys.said_move(self.play(move))
        self.state = JUDGING
        self._tell(checking_text(move), "plain")
        self._token = self.client.request_try(exercise, move)
        self._update_buttons()

    def try_again(self) -> None:
        """Back to the exercise's position (after a try, or once the move was found or
        shown: an answer already given stays as it was)."""
        exercise = self.exercise
        if exercise is None or self.state in (TRYING, JUDGING):
            return
        self._reset_board(exercise)
        self._update_buttons()

    def show_answer(self) -> None:
        """Show me: the better move played on the board, with its line."""
        exercise = self.exercise
        if exercise is None:
            return
        self._cancel()
        self._reset_board(exercise)
        self.keys.said_move(self.play(exercise.best))
        self._record(Outcome.SHOWN)
        self.state = SHOWN
        self._show_line(exercise.line)
        self._tell(shown_text(exercise), "plain")
        self._update_buttons()

    def line_forward(self) -> None:
        """The next move of the line on show, played on the board."""
        if self.state not in (FOUND, SHOWN) or self.line_step >= len(self.line):
            return
        move = self.line[self.line_step]
        self.line_step += 1
        transition = self.play(move)
        self._hint_next()
        self.keys.said_move(transition)
        self._tell(line_step_text(move, self.line_step, len(self.line)), "plain")
        self._update_buttons()

    def _show_line(self, line: tuple[Move, ...]) -> None:
        """``line``'s first move is on the board: the next is drawn as an arrow."""
        self.line, self.line_step = line, 1
        self._hint_next()

    def _hint_next(self) -> None:
        if self.line_step < len(self.line) and not self.line[self.line_step].is_pass:
            self.show_hint(self.line[self.line_step])

    # --- the engine's judgement ----------------------------------------------------------

    def _on_tried(self, token: int, judgement: TryJudgement) -> None:
        exercise = self.exercise
        if token != self._token or exercise is None:
            return
        self._token = None
        if judgement.found:
            self._record(Outcome.FOUND if self.tries == 0 else Outcome.FOUND_AFTER_TRY)
            self.state = FOUND
            self._show_line(judgement.line)
        else:
            self.tries += 1
            self.state = MISSED
            self.marks.threat = judgement.reply
            self.marks.ghosts = frozenset(judgement.cut_off)
            self.refresh()
        self._tell(judgement_text(judgement, exercise), TONES[judgement.kind])
        self._update_buttons()

    def _on_stopped(self, token: int) -> None:
        """The judgement was stopped (the process ended it): the try does not count."""
        if token == self._token:
            self._token = None
            self._back_to_trying("")

    def _on_failed(self, token: int, text: str) -> None:
        if token == self._token:
            self._token = None
            self._back_to_trying(failed_text(text))

    def _back_to_trying(self, text: str) -> None:
        exercise = self.exercise
        if exercise is not None:
            self._reset_board(exercise)
            self._tell(text, "wrong")
        self._update_buttons()

    def _record(self, outcome: Outcome) -> None:
        """The first answer to the exercise on show, told once."""
        exercise = self.exercise
        if exercise is not None and exercise.key not in self.outcomes:
            self.outcomes[exercise.key] = outcome
            self.answered.emit(exercise.key, outcome)

    def _cancel(self) -> None:
        self.client.cancel(self._token)
        self._token = None

    # --- what is shown and said ------------------------------------------------------------

    def _tell(self, text: str, tone: str) -> None:
        """The answer line, and the same words to a screen reader (the board's name)."""
        self.say(text, tone)
        if text:
            self.board.as_widget().setAccessibleName(text)

    def _update_buttons(self) -> None:
        state = self.state
        self.show_me.setEnabled(state in (TRYING, MISSED, FOUND))
        self.again.setEnabled(state in (MISSED, FOUND, SHOWN))
        self.line_button.setEnabled(state in (FOUND, SHOWN) and self.line_step < len(self.line))
        self.previous.setEnabled((state == SUMMARY and bool(self.exercises)) or self.index > 0)
        self.next.setEnabled(state != SUMMARY)
        self.next.setText(
            translate("Learn", "Next ▶")
            if self.index + 1 < len(self.exercises)
            else translate("Learn", "Finish ▶")
        )

    def play(self, move: Move, answer: bool = False) -> Transition:
        self.marks.threat = None
        self.marks.ghosts = frozenset()
        return super().play(move, answer)

    def closeEvent(self, event: QCloseEvent | None) -> None:
        self._cancel()
        if self._own_client:
            self.client.shutdown()
        super().closeEvent(event)


def open_mistakes(
    exercises: Sequence[Exercise],
    title: str,
    parent: QWidget | None = None,
    client: AnalysisClient | None = None,
) -> MistakesWindow:
    """A new "Learn from your mistakes" window playing ``exercises``, shown and raised."""
    window = MistakesWindow(exercises, title, parent, client)
    window.show()
    window.raise_()
    window.activateWindow()
    return window
