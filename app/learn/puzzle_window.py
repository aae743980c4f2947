"""Help → Puzzles: "White to play and win" positions from real games, proven by the solver.

The player plays every move of their side in the puzzle's solution line.  A right move is
answered by the best defence from the line, then the player looks for the next move; there
any move the solver proved still wins is accepted (a forced pass is played for them).  A
wrong move, at any step, is answered by the solver's refutation, played on the board and
left drawn as a red arrow, and a sentence saying why it fails (or that the move itself ended
the game).  The puzzle is solved when the line ends, or at once when the
player wins another proven way.  Hint marks the stack to move; Retry goes back to the move
missed (or starts the puzzle again); Next goes to the next unsolved puzzle of the chosen
difficulty.  A puzzle counts for the rating once: failed at the first wrong move, solved
when the whole line was found; both are remembered (``Progress``).  The count line says so,
and solving a puzzle that does not count (on a retry, or solved before) says why.  After
each button the keyboard focus is back on the board (``BoardPage``); H asks for the hint.
"""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication, pyqtSignal
from PyQt6.QtGui import QKeySequence
from PyQt6.QtWidgets import QComboBox, QLabel, QWidget

from app.engine_text import standing_sentence
from app.i18n import fill
from app.learn.board_page import BoardPage
from app.learn.progress import Progress
from app.learn.texts import colour, explanation_text, refusal_text
from app.resources import asset_path
from engine.moves import Move
from engine.position import Position
from engine.puzzles import DIFFICULTIES, Puzzle, PuzzleError, explain, load_puzzles
from engine.rules import Transition, why_illegal

PUZZLES_FILE = asset_path("puzzles", "puzzles.json")


translate = QCoreApplication.translate


class PuzzleWindow(BoardPage):
    analyse_requested = pyqtSignal(object, object)  # the start Position, the moves played

    def __init__(
        self, progress: Progress, parent: QWidget | None = None, puzzles: list[Puzzle] | None = None
    ) -> None:
        super().__init__(translate("Learn", "Puzzles – DVONN 3D"), parent=parent)
        self.progress = progress
        try:
            self.puzzles = puzzles if puzzles is not None else load_puzzles(PUZZLES_FILE)
        except PuzzleError as error:
            self.puzzles = []
            self.goal.setText(fill(translate("Learn", "The puzzles could not be read: %1"), error))
        self.puzzle: Puzzle | None = None
        self.state = "idle"  # trying, replying (the defence comes), solved, refuted
        self.ply = 0  # the move of the solution line the player looks for
        self.asked = Position.initial()  # the position the player looks for it in
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
        self.stats.setWordWrap(True)
        self.column.insertWidget(0, self.filter)
        self.column.insertWidget(1, self.stats)
        self.hint = self.button(translate("Learn", "Hint"), self._give_hint)
        self.hint.setShortcut(QKeySequence("H"))  # as Move → Hint in the main window
        self.retry = self.button(translate("Learn", "Retry"), self._retry)
        self.next = self.button(translate("Learn", "Next"), self.next_puzzle)
        self.analyse = self.button(translate("Learn", "Analyse"), self._analyse)
        self.analyse.setToolTip(translate("Learn", "Try other moves on an analysis board"))
        self.analyse.hide()
        self.line: list[Move] = []  # the moves played since the puzzle's start
        self._line_asked: list[Move] = []  # those played when the move looked for was asked
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
        """Back to the move the player missed after a refutation, else the puzzle's start."""
        puzzle = self.puzzle
        if puzzle is None:
            return
        self.analyse.hide()
        self.arrange_buttons()
        if self.state == "refuted" and self.ply > 0:
            self.set_position(self.asked, last_move=puzzle.solution[self.ply - 1])
            self.line = list(self._line_asked)
            self._ask(self.ply, self.asked)
            return
        self.set_position(puzzle.position)
        self.line = []
        side = colour(puzzle.to_move)
        self.heading.setText(fill(translate("Learn", "%1 to play and win"), side))
        level = {
            "easy": translate("Learn", "easy"),
            "medium": translate("Learn", "medium"),
            "hard": translate("Learn", "hard"),
        }[puzzle.difficulty]
        if len(puzzle.solution) > 2:
            goal = translate(
                "Learn",
                "Find the only move that wins, then your next move after the best defence. "
                "Difficulty: %1 (rated %2). From a real game.",
            )
        else:
            goal = translate(
                "Learn",
                "Find the only move that wins. Difficulty: %1 (rated %2). From a real game.",
            )
        self.goal.setText(fill(goal, level, puzzle.rating))
        self._ask(0, puzzle.position)

    def _ask(self, ply: int, position: Position) -> None:
        """Let the player look for the move at ``ply`` of the line, in ``position``."""
        self.ply = ply
        self.asked = position
        self._line_asked = list(self.line)
        self.state = "trying"
        self.hint.setEnabled(True)

    def _show_stats(self) -> None:
        solved = len(self.progress.solved & {p.id for p in self.puzzles})
        count = translate("Learn", "Solved %n of %1 · your rating %2", "", solved)
        how = translate("Learn", "First tries count; a retry does not.")
        self.stats.setText(fill(count, len(self.puzzles), self.progress.rating) + "\n" + how)

    # --- trying --------------------------------------------------------------------------

    def accepting(self) -> bool:
        return self.state == "trying"

    def try_move(self, move: Move) -> None:
        puzzle = self.puzzle
        if puzzle is None or self.state != "trying":
            return
        refusal = why_illegal(self.position, move)
        if refusal is not None:
            self.say(tone="wrong", text=refusal_text(refusal))
            self.refresh()
            return
        self.hint.setEnabled(False)
        step = puzzle.step(self.ply)
        if move not in step.winning:
            self.state = "refuted"
            self.progress.record_puzzle(puzzle.id, puzzle.rating, solved=False)
            reply = step.refutations.get(move)
            reason = explain(self.position, move, reply)
            self.play(move)
            self.say(tone="wrong", text=translate("Learn", "Not this one."))
            self.later(lambda: self._refute(reply, explanation_text(reason, puzzle.to_move)))
            self._show_stats()
        elif move != puzzle.solution[self.ply]:
            self.play(move)
            self._solved(translate("Learn", "Solved! That move wins too."))
        elif self.ply + 1 < len(puzzle.solution):
            self.state = "replying"
            self.play(move)
            self.say(tone="right", text=translate("Learn", "Right!"))
            defence = self.ply + 1
            self.later(lambda: self._defend(defence))
        else:
            self.play(move)
            self._solved(fill(translate("Learn", "Solved! %1."), standing_sentence(puzzle.result)))

    def _defend(self, ply: int) -> None:
        """The best defence from the line, then the player's next move (a forced pass is
        played for them), or the end of the line."""
        puzzle = self.puzzle
        assert puzzle is not None
        defence = puzzle.solution[ply]
        self.play(defence)
        side = colour(puzzle.to_move.other)
        if defence.is_pass:
            said = fill(translate("Learn", "Right! %1 cannot move and passes."), side)
        else:
            said = fill(translate("Learn", "Right! %1's best defence is %2."), side, defence)
        result = standing_sentence(puzzle.result)
        if ply + 1 == len(puzzle.solution):
            self._solved(said + " " + fill(translate("Learn", "Solved! %1."), result))
            return
        if puzzle.solution[ply + 1].is_pass:  # the player cannot move: nothing to find
            self.play(puzzle.solution[ply + 1])
            self._solved(
                said
                + " "
                + fill(translate("Learn", "You cannot move and pass. Solved! %1."), result)
            )
            return
        self._ask(ply + 1, self.position)
        winning = len(puzzle.step(ply + 1).winning)
        if winning == 1:
            ask = translate("Learn", "Now find the only move that still wins.")
        else:
            ask = fill(
                translate("Learn", "Now find a move that still wins (%1 of them do)."), winning
            )
        self.say(tone="right", text=said + " " + ask)

    def _solved(self, text: str) -> None:
        puzzle = self.puzzle
        assert puzzle is not None
        self.state = "solved"
        failed_before = puzzle.id in self.progress.failed
        if not self.progress.record_puzzle(puzzle.id, puzzle.rating, solved=True):
            if failed_before:
                why = translate("Learn", "Not counted: only a first try counts, and it missed.")
            else:
                why = translate("Learn", "Not counted again: you had solved it before.")
            text = text + " " + why
        self._show_stats()
        self.say(tone="right", text=text)
        self.analyse.show()
        self.arrange_buttons()

    def play(self, move: Move, answer: bool = False) -> Transition:
        self.line.append(move)
        return super().play(move, answer)

    def _analyse(self) -> None:
        """The solved puzzle on an analysis board: its start, the moves played shown."""
        puzzle = self.puzzle
        if puzzle is not None and self.state == "solved":
            self.analyse_requested.emit(puzzle.position, tuple(self.line))

    def _refute(self, reply: Move | None, reason: str) -> None:
        """Play the refutation (drawn as a red arrow) and say why the try fails; without a
        reply the try itself ended the game, which ``reason`` says."""
        if reply is not None:
            self.play(reply, answer=True)
            side = colour(self.position.turn.other)
            if reply.is_pass:
                answer = fill(translate("Learn", "%1 cannot move and passes."), side)
            else:
                answer = fill(translate("Learn", "%1 answers %2 (the red arrow)."), side, reply)
            reason = answer + " " + reason
        self.say(reason + " " + translate("Learn", "Press Retry to try again."), "wrong")

    def _give_hint(self) -> None:
        puzzle = self.puzzle
        if puzzle is None or self.state != "trying":
            return
        move = puzzle.solution[self.ply]
        assert move.source is not None  # a pass is never asked for: it is played for the player
        self.show_hint(Move.place(move.source))
        self.say(
            tone="plain", text=fill(translate("Learn", "Hint: move the stack on %1."), move.source)
        )
