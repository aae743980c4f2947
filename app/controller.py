"""The game controller: owns the Game, runs the players and the clocks, saves the game.

The view emits intent (a cell was clicked or hovered); the controller's ``input``
(`board_input.BoardInput`) turns it into a selection, a refusal or a move, and the controller
answers with a new `Scene` (and, after a move, what to animate).  Human and computer moves
both reach the game through one method, ``play``.  Its sections (starting games, the one play
path, undo and review, the computer, the picture) turn on the same few facts: the epoch that
makes scheduled work stale, the review point, ``play`` and ``_advance``.  Beside it:
`interaction` (what a click means), `board_marks` (selection, hover, cursor, hint and their
scene), `scene_builder`, `turn_clock`, `library`, `computer`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from PyQt6.QtCore import QObject, QTimer, pyqtSignal

from app.board_input import BoardInput
from app.board_marks import BoardMarks
from app.computer import Computer
from app.engine_text import result_text, standing_sentence, task_text
from app.game_review import ReviewBoard
from app.i18n import fill
from app.library import RETRY_SECONDS, Library
from app.record_merge import clocks_as_read
from app.records_io import Annotate, game_record, headers_for
from app.scene_builder import DisplayOptions, scene_change
from app.settings import GameOptions, PlayerKind
from app.shown_names import shown_name
from app.turn_clock import TurnClock
from app.view.scene import SceneChange
from engine.assessment import Assessment
from engine.game import Game, Result, Termination
from engine.moves import PASS, Move
from engine.position import Color, Position
from engine.records import GameRecord
from engine.rules import Transition, must_pass

PASS_PAUSE_MS = 1200  # a forced pass is announced, then played after this pause (ms)


class Remote(Protocol):
    """The other side of an online game (``app.online.play``): its moves come through
    ``play`` as every move does; ours go to it first."""

    def plays(self, color: Color) -> bool:
        """Whether the other side plays ``color``."""
        ...

    def vet(self, move: Move, seconds_used: float | None) -> float | None:
        """The seconds ``move`` takes off its player's clock: ours once sent, the other
        side's as it came; None when it may not be played now."""
        ...

    def refusal(self) -> str:
        """Why the last move ``vet`` answered None for was refused, in the player's words."""
        ...


class GameController(QObject):
    scene_changed = pyqtSignal(object, object)  # Scene, SceneChange or None
    position_changed = pyqtSignal(object)  # engine Transition of the move just played
    history_changed = pyqtSignal()  # moves, cursor, review point, undo/redo availability
    message = pyqtSignal(str)  # a line for the status bar
    game_over = pyqtSignal(object)  # Result
    counting_changed = pyqtSignal(bool)  # the finished game's pieces gathered to count
    clocks_changed = pyqtSignal(object)  # (white seconds, black seconds) or None
    sound = pyqtSignal(str)  # "place", "land", "cutoff"
    # What the player must know while the game is not being saved, or None when it is again.
    storage_changed = pyqtSignal(object)

    def __init__(self, library: Library | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.library = library  # where the game is saved after every move
        self.annotator: Callable[[], Annotate | None] = lambda: None  # the review, if any
        self.options = GameOptions(black=PlayerKind.HUMAN)
        self.display = DisplayOptions()
        self.pace_seconds = 0.6  # computer moves wait at least this long (animations)
        self.pass_pause_ms = PASS_PAUSE_MS
        self.game = Game()
        self.base: GameRecord | None = None  # the record the game was opened from, if any
        self.remote: Remote | None = None  # the other side of an online game
        self._epoch = 0  # bumped whenever scheduled work (pass, delayed reply) goes stale
        self._seed = random.randrange(1 << 30)
        self.marks = BoardMarks()
        self._looking_back_at: int | None = None
        self._review_board: ReviewBoard | None = None  # a game review's picture of a move
        self.input = BoardInput(self)  # the human's clicks, hover and cursor on the board
        self._gathered = False
        # The window listens to computer.thinking_changed, .evaluation_changed and .failed.
        self.computer = Computer(self)
        self.computer.move_ready.connect(self._on_computer_move)
        self.computer.hint_ready.connect(self._on_hint)
        self.clock = TurnClock(self)
        self.clock.changed.connect(self.clocks_changed)
        self.clock.ran_out.connect(self._on_time_up)
        self.store_retry_ms = RETRY_SECONDS * 1000
        self._store_retry = QTimer(self)
        self._store_retry.timeout.connect(self.store)

    @property
    def storage_problem(self) -> str | None:
        return self.library.problem if self.library is not None else None

    # --- state for the window -------------------------------------------------------

    @property
    def epoch(self) -> int:
        """Bumped whenever scheduled work (a pass, a delayed reply, a move being checked)
        goes stale."""
        return self._epoch

    @property
    def looking_back_at(self) -> int | None:
        return self._looking_back_at

    @property
    def shown_ply(self) -> int:
        return self.game.ply if self._looking_back_at is None else self._looking_back_at

    @property
    def review_board(self) -> ReviewBoard | None:
        """The game review's picture on the board instead of the game's position, if any."""
        return self._review_board

    @property
    def shown_position(self) -> Position:
        """The position on the board (a game review may show one off the game's line)."""
        if self._review_board is not None:
            return self._review_board.position
        return self.game.position_at(self.shown_ply)

    def kind(self, color: Color) -> PlayerKind:
        return self.options.kind(color)

    def name(self, color: Color) -> str:
        """The player's name as texts show it (``shown_name``: isolated, at most 40
        characters), or the colour's when none was given."""
        return shown_name(self.options.player_name(color)) or self._colour(color)

    def _colour(self, color: Color) -> str:
        return self.tr("White") if color is Color.WHITE else self.tr("Black")

    def who(self, color: Color) -> str:
        """A player's name with their colour, e.g. "Ann (White)", or just "White"."""
        name, colour = self.options.player_name(color), self._colour(color)
        return colour if name in ("", colour) else f"{shown_name(name)} ({colour})"

    def is_human_turn(self) -> bool:
        turn = self.game.position.turn
        return (
            not self.game.is_over
            and self.kind(turn) is PlayerKind.HUMAN
            and not self._remote_plays(turn)
        )

    @property
    def playing_online(self) -> bool:
        """An online game is being played here: the engine gives no help (no hint, no
        evaluation, no review, no analysis board) until it is over."""
        return self.remote is not None and not self.game.is_over

    def _remote_plays(self, color: Color) -> bool:
        return self.remote is not None and self.remote.plays(color)

    # --- starting games ----------------------------------------------------------------

    def new_game(self, options: GameOptions, start: Position | None = None) -> None:
        if start is None:
            start = (
                Position.random_setup(random.randrange(1 << 30)) if options.random_setup else None
            )
        self.load(Game(start, options.clock_minutes or None), options)

    def load(
        self,
        game: Game,
        options: GameOptions,
        base: GameRecord | None = None,
        entry: str | None = None,
        remote: Remote | None = None,
    ) -> None:
        """Take over ``game`` (new, opened or resumed) and play on from its cursor; ``base``
        is the record it was read from (its headers and comments are saved with it), ``entry``
        the library entry it is (claimed by the caller), None for a game new to the library;
        ``remote`` the other side of an online game.  The game on the board before stays in
        the library as it was."""
        self._stop_everything()
        self.remote = remote
        if remote is not None:
            self.set_evaluation(False)  # no help from the engine against a person online
        if self.library is not None and entry is None:
            self.library.start_new()
        self.game = game
        self.options = options
        self.base = base
        self._seed = random.randrange(1 << 30)
        self._looking_back_at = None
        self._review_board = None
        self._stop_counting()
        self.marks.clear_selection()
        self.refresh()
        self.history_changed.emit()
        if entry is None and game.ply > 0:
            self.store()  # an opened or pasted game is in the library at once
        self._advance()

    def rematch(self) -> None:
        """A new game with the same options, the players changing sides."""
        o = self.options
        self.new_game(
            replace(
                o, white=o.black, black=o.white, white_name=o.black_name, black_name=o.white_name
            )
        )

    def shutdown(self) -> None:
        self._stop_everything()
        self._store_retry.stop()
        self.computer.shutdown()
        if self.library is not None:
            self.library.close()

    def _stop_everything(self) -> None:
        self._epoch += 1
        self.computer.cancel()
        self.clock.stop()

    # --- the one path for every move ---------------------------------------------------

    def play(self, move: Move, seconds_used: float | None = None) -> Transition | None:
        """Play ``move`` (the one path for every move); None when an online game's other
        side may not be sent it now."""
        if self.remote is not None:
            seconds_used = self.remote.vet(move, seconds_used)
            if seconds_used is None:
                self.message.emit(self.remote.refusal())
                return None
        if seconds_used is None:
            seconds_used = self.clock.used()
        transition = self.game.play(move, seconds_used)
        self._epoch += 1
        self.marks.clear_selection()
        self.marks.hint = None
        self.store()
        self.position_changed.emit(transition)
        if not move.is_pass:
            self.sound.emit("place" if move.is_placement else "land")
        if transition.removed:
            self.sound.emit("cutoff")
        if self._looking_back_at is None:
            self.refresh(scene_change(transition))
        self.history_changed.emit()
        self._advance()
        return transition

    def _advance(self) -> None:
        """Decide what happens next: game over, a forced pass, the computer, or a human."""
        self.computer.evaluate(self.shown_position)
        result = self.game.result
        if result is not None:
            self._finish(result)
            return
        position = self.game.position
        turn = position.turn
        passing = must_pass(position)
        self.clock.start_turn(self.game, running=not passing)  # a forced pass takes no time
        if self._remote_plays(turn):  # its move (a pass too) comes from the other side
            self.message.emit(fill(self.tr("%1 is thinking…"), self.who(turn)))
        elif passing:
            self.message.emit(fill(self.tr("%1 cannot move and passes"), self.who(turn)))
            self._later(self.pass_pause_ms, lambda: self.play(PASS, 0.0))
        elif self.kind(turn) is PlayerKind.COMPUTER:
            seed = self._seed + self.game.ply
            clocks = self.game.clocks()
            left = clocks[turn] if clocks is not None else None
            self.computer.play(position, self.options.level, seed, self.name(turn), left)
            self.message.emit("")  # the panel says that the computer is thinking
        else:
            self.message.emit(task_text(position, self.who(turn)))

    def _finish(self, result: Result) -> None:
        self.clock.stop()
        self.computer.cancel()
        self.store()
        self.message.emit(result_text(result))
        self.game_over.emit(result)

    def store(self) -> None:
        """Save the game on the board to its library entry (finished games too: the library
        keeps every game); a failure is reported through ``storage_changed`` and retried on a
        timer until it succeeds.  A game without moves gets no entry yet, unless it is over
        (resigned before the first move)."""
        library = self.library
        game = self.game
        if library is None or (library.current is None and game.ply == 0 and not game.is_over):
            return
        before = library.problem
        problem = library.save(self.record(self.annotator()))
        if problem is None:
            self._store_retry.stop()
        elif not self._store_retry.isActive():
            self._store_retry.start(self.store_retry_ms)
        if problem != before:
            self.storage_changed.emit(problem)

    def keep_side_lines(self, change: Callable[[GameRecord], GameRecord]) -> None:
        """Save the game with what ``change`` adds to its record (an analysis board's side
        lines and comments): they stay with it as it goes on, its moves untouched."""
        self.base = change(self.record(self.annotator()))
        self.store()

    def record(self, annotate: Annotate | None = None) -> GameRecord:
        """The game as a record to save: headers and comments of its base, moves of now,
        clock values where it has them (none made up for the base's moves), and what
        ``annotate`` adds (the game review)."""
        record = game_record(self.game, headers_for(self.options), self.base, annotate)
        return clocks_as_read(record, self.base)

    @property
    def counting(self) -> bool:
        """The finished game's pieces are gathered into each side's columns to count."""
        return self._gathered

    def count_pieces(self, on: bool = True) -> None:
        """Count the pieces of the finished game on show (its stacks fly into each side's
        columns of ten, their totals above them), or (``on`` False) bring them back to the
        final position; both animated.  Only for the game's own final position."""
        if on and (
            not self.game.is_over
            or self.game.ply == 0
            or self._looking_back_at is not None
            or self._review_board is not None
        ):
            return
        if on == self._gathered:
            return
        self._gathered = on
        self.refresh(SceneChange(gather=True))
        if on:
            white, black = self.game.position.controlled_pieces()
            text = self.tr(
                "Counting the pieces: %1 %2, %3 %4. Esc or a click shows the final position"
            )
            self.message.emit(
                fill(text, self.who(Color.WHITE), white, self.who(Color.BLACK), black)
            )
        self.counting_changed.emit(on)

    def _stop_counting(self) -> None:
        """Back to the board without the animation (another position comes)."""
        if self._gathered:
            self._gathered = False
            self.counting_changed.emit(False)

    def _later(self, ms: int, action: Callable[[], object]) -> None:
        """Run ``action`` after ``ms`` unless the game changed meanwhile."""
        epoch = self._epoch

        def run() -> None:
            if epoch == self._epoch:
                action()

        QTimer.singleShot(ms, run)

    # --- undo, redo, review ----------------------------------------------------------

    def _human_can_choose(self) -> bool:
        position = self.game.position
        return self.kind(position.turn) is PlayerKind.HUMAN and not must_pass(position)

    def resign(self) -> None:
        """The human whose turn it is gives up."""
        if self.is_human_turn():
            self._stop_everything()
            self.game.resign(self.game.position.turn)
            self.history_changed.emit()
            result = self.game.result
            if result is not None:
                self._finish(result)

    def _both_computers(self) -> bool:
        return self.options.white is self.options.black is PlayerKind.COMPUTER

    def undo(self) -> None:
        """Take back the last move; against the computer, your move and its reply (online, a
        takeback is offered to the other side instead: ``take_back_to``)."""
        if not self.game.can_undo() or self.remote is not None:
            return
        self._stop_everything()
        self.game.undo()
        while self.game.can_undo() and not (self._both_computers() or self._human_can_choose()):
            self.game.undo()
        self._after_history_jump()

    def redo(self) -> None:
        if not self.game.can_redo() or self.remote is not None:
            return
        self._stop_everything()
        self.game.redo()
        while self.game.can_redo() and not (self._both_computers() or self._human_can_choose()):
            self.game.redo()
        self._after_history_jump()

    def take_back_to(self, ply: int) -> None:
        """Both sides of an online game went back to ``ply`` moves."""
        if ply >= self.game.ply:
            return
        self._stop_everything()
        self.game.go_to(min(ply, self.game.ply))
        self.game.truncate()
        self._after_history_jump()

    def conclude(self, termination: Termination, loser: Color) -> None:
        """An online game ended by a resignation or a flag fall, as both sides agree."""
        if self.game.is_over:
            return
        self._stop_everything()
        if termination is Termination.RESIGNATION:
            self.game.resign(loser)
        else:
            self.game.flag(loser)
        self.history_changed.emit()
        result = self.game.result
        if result is not None:
            self._finish(result)

    def _after_history_jump(self) -> None:
        self._looking_back_at = None
        self._stop_counting()
        self.marks.hint = None
        self.marks.clear_selection()
        self.refresh()
        self.history_changed.emit()
        self.store()
        self._advance()

    def look_back(self, ply: int | None) -> None:
        """Show the position after ``ply`` moves without touching the game; None returns."""
        if ply is not None and not 0 <= ply <= self.game.ply:
            return
        self._looking_back_at = None if ply is None or ply == self.game.ply else ply
        self._stop_counting()
        self.marks.clear_selection()
        self.refresh()
        self.history_changed.emit()
        self.computer.evaluate(self.shown_position)

    def look_back_step(self, delta: int) -> None:
        self.look_back(max(0, min(self.game.ply, self.shown_ply + delta)))

    def show_review_board(self, board: ReviewBoard | None) -> None:
        """Show a game review's picture of a move instead of the position (None: stop)."""
        if board != self._review_board:
            self._review_board = board
            self.refresh()
            self.computer.evaluate(self.shown_position)

    def set_evaluation(self, enabled: bool) -> None:
        """The evaluation (who is ahead, the best line) on or off (always off in an online game
        that is not over)."""
        if self.playing_online:
            enabled = False
        self.computer.set_evaluation(enabled, self.shown_position)

    # --- computer ------------------------------------------------------------------------

    def request_hint(self) -> None:
        if self.remote is not None:
            return  # no hint in an online game
        if not self.is_human_turn() or self._looking_back_at is not None:
            self.message.emit(self.tr("A hint is given when it is your turn to move"))
            return
        self.computer.hint(self.game.position, self._seed + self.game.ply)

    def move_now(self) -> None:
        self.computer.move_now()

    def retry_computer(self) -> None:
        if not self.game.is_over:
            self._advance()

    def _on_hint(self, move: Move, assessment: Assessment) -> None:
        """The hint on the board, and in words with how the game stands, its side and unit said
        as the evaluation box and the review say them ("Hint: E3F4 · White is ahead by about 3
        pieces", ``standing_sentence``)."""
        self.marks.hint = move
        self.message.emit(fill(self.tr("Hint: %1 · %2"), move, standing_sentence(assessment)))
        self.refresh()

    def _on_computer_move(self, move: Move) -> None:
        used = self.clock.used()
        wait = max(0.0, self.pace_seconds - used)
        if wait > 0:
            self._later(int(wait * 1000), lambda: self.play(move, used))
        else:
            self.play(move, used)

    def _on_time_up(self, color: Color) -> None:
        if self.game.is_over or self.remote is not None:  # online, the match claims flags
            return
        self._stop_everything()
        self.game.flag(color)
        self.history_changed.emit()
        result = self.game.result
        if result is not None:
            self._finish(result)

    # --- the picture -------------------------------------------------------------------

    def refresh(self, change: SceneChange | None = None) -> None:
        ply = self.shown_ply
        position = self.game.position_at(ply)
        last = self.game.moves[ply - 1] if ply else None
        live = self._looking_back_at is None
        hint = self.marks.hint if live else None
        board = self._review_board
        if board is not None:  # the game review's picture: no play, no selection
            position, last, live, hint = board.position, board.shown_move, False, board.better
        scene = self.marks.scene(
            position,
            self.display,
            last_move=last,
            live=live,
            human=live and self.is_human_turn(),
            gathered=self._gathered,
            hint=hint,
        )
        self.scene_changed.emit(scene, change)

    def set_display(self, display: DisplayOptions) -> None:
        self.display = display
        self.refresh()
