"""Help → Puzzles: "White to play and win" positions from real games, proven by the solver.

The player tries a move.  The right one is answered by the best defence from the puzzle's
solution line; a wrong one by the solver's refutation, played on the board, and a sentence
saying why it fails.  Hint marks the stack to move; Retry starts the puzzle again; Next goes
to the next unsolved puzzle of the chosen difficulty.  The first try at each puzzle counts
for the rating; both are remembered (``Progress``).
"""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication
from PyQt6.QtWidgets import QComboBox, QLabel, QWidget

from app.engine_text import assessment_text
from app.i18n import fill
from app.learn.board_page import BoardPage
from app.learn.lessons import why_not
from app.learn.progress import Progress
from app.learn.texts import colour, explanation_text, verdict_text
from app.resources import asset_path
from engine.moves import Move
from engine.puzzles import DIFFICULTIES, Puzzle, PuzzleError, explain, load_puzzles
from engine.rules import legal_moves

PUZZLES_FILE = asset_path("puzzles", "puzzles.json")


translate = QCoreApplication.translate


def move_text(move: Move) -> str:
    """A move as players read it: ``E3F4``, or "pass" in their language."""
    return translate("Learn", "pass") if move.is_pass else str(move)


class PuzzleWindow(BoardPage):
    def __init__(
        self, progress: Progress, parent: QWidget | None = None, puzzles: list[Puzzle] | None = None
    ) -> None:
        super().__init__(
            translate("Learn", "Puzzles – DVONN 3D"), show_destinations=True, parent=parent
        )
        self.progress = progress
        try:
            self.puzzles = puzzles if puzzles is not None else load_puzzles(PUZZLES_FILE)
        except PuzzleError as error:
            self.puzzles = []
            self.goal.setText(fill(translate("Learn", "The puzzles could not be read: %1"), error))
        self.puzzle: Puzzle | None = None
        self.state = "idle"  # trying, solved, refuted
        self.filter = QComboBox()
        self.filter.addItem(translate("Learn", "All difficulties"), "")
        names = {
            "easy": translate("Learn", "Easy"),
            "medium": translate("Learn", "Medium"),
            "hard": translate("Learn", "Hard"),
        }
        for level in DIFFICULTIES:
            self.filter.addItem(names[level], level)
        self.stats = QLabel()
        self.column.insertWidget(0, self.filter)
        self.column.insertWidget(1, self.stats)
        self.hint = self.button(translate("Learn", "Hint"), self._give_hint)
        self.retry = self.button(translate("Learn", "Retry"), self._retry)
        self.next = self.button(translate("Learn", "Next"), self.next_puzzle)
        self.filter.currentIndexChanged.connect(lambda _: self.next_puzzle())
        self._show_stats()
        self.next_puzzle()

    # --- choosing ----------------------------------------------------------------------

    def choices(self) -> list[Puzzle]:
        level = self.filter.currentData()
        return [p for p in self.puzzles if not level or p.difficulty == level]

    def next_puzzle(self) -> None:
        """The next unsolved puzzle of the chosen difficulty (any, once all are solved)."""
        choices = self.choices()
        if not choices:
            return
        solved = self.progress.solved
        start = choices.index(self.puzzle) + 1 if self.puzzle in choices else 0
        ring = choices[start:] + choices[:start]
        self.open_puzzle(next((p for p in ring if p.id not in solved), ring[0]))

    def open_puzzle(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self._retry()

    def _retry(self) -> None:
        puzzle = self.puzzle
        if puzzle is None:
            return
        self.state = "trying"
        self.set_position(puzzle.position)
        side = colour(puzzle.to_move)
        self.heading.setText(fill(translate("Learn", "%1 to play and win"), side))
        self.goal.setText(
            fill(
                translate(
                    "Learn",
                    "Find the only move that wins. Difficulty: %1 (rated %2). From a real game.",
                ),
                {
                    "easy": translate("Learn", "easy"),
                    "medium": translate("Learn", "medium"),
                    "hard": translate("Learn", "hard"),
                }[puzzle.difficulty],
                puzzle.rating,
            )
        )
        self.hint.setEnabled(True)

    def _show_stats(self) -> None:
        solved = len(self.progress.solved & {p.id for p in self.puzzles})
        self.stats.setText(
            fill(
                translate("Learn", "Solved %1 of %2 · your rating %3"),
                solved,
                len(self.puzzles),
                self.progress.rating,
            )
        )

    # --- trying --------------------------------------------------------------------------

    def accepting(self) -> bool:
        return self.state == "trying"

    def try_move(self, move: Move) -> None:
        puzzle = self.puzzle
        if puzzle is None or self.state != "trying":
            return
        if move not in legal_moves(self.position):
            assert move.source is not None and move.target is not None
            self.say(
                tone="wrong",
                text=verdict_text(why_not(self.position, move.source, move.target), None),
            )
            self.refresh()
            return
        self.hint.setEnabled(False)
        if move == puzzle.solution[0]:
            self.state = "solved"
            self.progress.record_puzzle(puzzle.id, puzzle.rating, solved=True)
            self.play(move)
            self.say(tone="right", text=translate("Learn", "Right!"))
            self.later(lambda: self._defend(1))
        else:
            self.state = "refuted"
            self.progress.record_puzzle(puzzle.id, puzzle.rating, solved=False)
            reply = puzzle.refutations.get(move)
            reason = explain(puzzle.position, move, reply)
            self.play(move)
            self.say(tone="wrong", text=translate("Learn", "Not this one."))
            self.later(lambda: self._refute(reply, explanation_text(reason, puzzle.to_move)))
        self._show_stats()

    def _defend(self, index: int) -> None:
        """Play the solution line on from ``index``: the best defence, then the winning reply."""
        puzzle = self.puzzle
        assert puzzle is not None
        if index < len(puzzle.solution):
            move = puzzle.solution[index]
            self.play(move)
            if index == 1:
                mover = colour(puzzle.to_move.other)
                self.feedback.setText(
                    fill(
                        translate("Learn", "Right! %1's best defence is %2."),
                        mover,
                        move_text(move),
                    )
                )
            self.later(lambda: self._defend(index + 1))
            return
        result = assessment_text(puzzle.result)
        if len(puzzle.solution) > 1:
            line = " ".join(move_text(m) for m in puzzle.solution[1:])
            text = fill(
                translate("Learn", "Solved! %1's best defence and your reply: %2. %3."),
                colour(puzzle.to_move.other),
                line,
                result,
            )
        else:
            text = fill(translate("Learn", "Solved! %1."), result)
        self.feedback.setText(text)

    def _refute(self, reply: Move | None, reason: str) -> None:
        if reply is not None:
            self.play(reply)
            side = colour(self.position.turn.other)
            reason = fill(translate("Learn", "%1 answers %2."), side, reply) + " " + reason
        self.feedback.setText(reason + " " + translate("Learn", "Press Retry to try again."))

    def _give_hint(self) -> None:
        puzzle = self.puzzle
        if puzzle is None or self.state != "trying":
            return
        move = puzzle.solution[0]
        self.show_hint(Move.place(move.source) if move.source is not None else move)
        self.say(
            tone="plain", text=fill(translate("Learn", "Hint: move the stack on %1."), move.source)
        )
