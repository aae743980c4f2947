"""The state of a game review in the app: the verdicts as they arrive, the judged moves, the
flagged ones, and the better line being stepped through.

No widgets here: the pane draws what this object holds, the window asks it what the board
should show.  The searching happens in the analysis process, asked through the
``AnalysisClient`` that the window shares (a ``ReviewRequest``, served after what the player
looks at and before background work); a review read from a
record arrives complete and starts no search (``seconds`` is then None: the saved review's
settings are not known); "Review again" searches it deeper (``again_seconds``).  If the
process fails, ``failed`` says so and ``failure`` keeps the message until the review is
started again.

On a flagged move the board steps (``step``): 0, the game's own position after the move; 1,
the position it was chosen in, with the move played and the better move; 2 and on, the
better line played one move further each time.
"""

from __future__ import annotations

from dataclasses import dataclass

from PyQt6.QtCore import QObject, pyqtSignal

from app.ai_client import AnalysisClient
from app.i18n import fill
from engine.moves import Move
from engine.position import Color, Position
from engine.review.analysis import (
    QUICK_SECONDS,
    GameLine,
    MoveVerdicts,
    judge_found,
    judge_line,
    summaries,
)
from engine.review.judgement import PlyReview, SideSummary, Verdict
from engine.rules import apply
from engine.service.messages import Reviewed

# Seconds per move of the passes after the quick one.
PASS_SECONDS = (0.5, 2.0)
# Review again: one more pass after those of the review on show, this many times as long.
AGAIN_FACTOR = 4.0


def again_seconds(seconds: tuple[float, ...] | None) -> tuple[float, ...]:
    """The passes of "Review again" after a review searched with ``seconds`` (None: a review
    read from a record, taken to be the app's schedule): the same passes, then one searching
    ``AGAIN_FACTOR`` times as long as the last one."""
    base = PASS_SECONDS if seconds is None else seconds
    last = base[-1] if base else QUICK_SECONDS
    return (*base, last * AGAIN_FACTOR)


@dataclass(frozen=True, slots=True)
class ReviewBoard:
    """What the board shows for a flagged move: the position the move was chosen in (or a
    step down the better line), the move played or the line's last step, the better move;
    ``ply`` the move's number, ``played`` how many moves of the better line are on the board."""

    position: Position
    shown_move: Move | None
    better: Move | None
    ply: int = 0
    played: int = 0


class GameReview(QObject):
    changed = pyqtSignal()  # verdicts, judged moves, progress or the line step changed
    completed = pyqtSignal()  # every pass ran: the review is worth keeping with the game
    failed = pyqtSignal(str)

    def __init__(self, client: AnalysisClient, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = client
        client.reviewed.connect(self._on_progress)
        client.finished.connect(self._on_finished)
        client.failed.connect(self._on_failed)
        self._token: int | None = None  # the review being searched
        self.line: GameLine | None = None
        self.verdicts: list[MoveVerdicts | None] = []
        self.plies: list[PlyReview | None] = []
        self.passes: list[int | None] = []  # the pass each move's verdicts come from
        self.passes_done = 0
        self.passes_total = 0
        self.running = False
        self.failure: str | None = None  # why the last review stopped before its end
        self.seconds: tuple[float, ...] | None = None  # the passes searched (None: saved)
        self.step = 0  # what the board shows of a flagged move (the module's docstring)

    @property
    def active(self) -> bool:
        return self.line is not None

    @property
    def complete(self) -> bool:
        """A review on show with every move judged, not running: nothing more to search."""
        done = all(p is not None for p in self.plies)
        return self.active and not self.running and self.failure is None and done

    @property
    def saved(self) -> bool:
        """The review on show was read from a record (nothing was searched here)."""
        return self.active and self.seconds is None

    # --- starting and stopping ----------------------------------------------------------

    def start(
        self, start: Position, moves: tuple[Move, ...], seconds: tuple[float, ...] | None = None
    ) -> None:
        """Review the game from scratch: the quick pass, then one at each of ``seconds`` per
        move (by default the app's ``PASS_SECONDS``)."""
        seconds = PASS_SECONDS if seconds is None else seconds
        self._cancel()
        self._open(GameLine.of_moves(start, moves), [None] * len(moves))
        self.running = True
        self.seconds = seconds
        self.passes_total = 1 + len(seconds)
        self._token = self.client.request_review(start, moves, seconds)
        self.changed.emit()

    def show_saved(
        self, start: Position, moves: tuple[Move, ...], found: list[MoveVerdicts | None]
    ) -> None:
        """A review read from a record: shown at once, nothing searched."""
        self._cancel()
        self._open(GameLine.of_moves(start, moves), found)
        self.changed.emit()

    def stop(self) -> None:
        if self.running:
            self._cancel()
            self.running = False
            self.changed.emit()

    def clear(self) -> None:
        self._cancel()
        self.running = False
        if self.line is not None:
            self.line = None
            self.verdicts, self.plies, self.passes = [], [], []
            self.changed.emit()

    def _cancel(self) -> None:
        self.client.cancel(self._token)
        self._token = None

    def _open(self, line: GameLine, found: list[MoveVerdicts | None]) -> None:
        self.line = line
        self.verdicts = list(found)
        self.passes = [None] * len(found)
        self.plies = judge_line(line, self.verdicts)
        self.passes_done = 0
        self.passes_total = 0
        self.running = False
        self.failure = None
        self.seconds = None
        self.step = 0

    def matches(self, start: Position, moves: tuple[Move, ...]) -> bool:
        line = self.line
        return line is not None and line.positions[0] == start and line.moves == moves

    # --- from the worker process -----------------------------------------------------------

    def _on_progress(self, token: int, progress: Reviewed) -> None:
        if self.line is None or token != self._token:
            return
        found = progress.verdicts
        self.verdicts[found.index] = found
        self.passes[found.index] = progress.pass_number
        self.plies[found.index] = judge_found(self.line, found)
        if found.index == 0:
            self.passes_done = max(self.passes_done, progress.pass_number)
        self.changed.emit()

    def _on_finished(self, token: int) -> None:
        if token != self._token:
            return
        self._token = None
        self.running = False
        self.passes_done = self.passes_total
        self.changed.emit()
        self.completed.emit()

    def _on_failed(self, token: int, text: str) -> None:
        if token != self._token:
            return
        self._token = None
        self.running = False
        self.failure = fill(self.tr("The review stopped: %1"), text)
        self.changed.emit()
        self.failed.emit(self.failure)

    # --- what the pane and the board show -----------------------------------------------

    def judged(self) -> list[PlyReview]:
        return [p for p in self.plies if p is not None]

    def summaries(self) -> dict[Color, SideSummary]:
        final = self.line.positions[-1] if self.line is not None else None
        return summaries(self.judged(), final)

    def position_verdicts(self) -> list[Verdict | None]:
        """A verdict per position of the game (before each move, then the last one)."""
        out: list[Verdict | None] = [v.before if v is not None else None for v in self.verdicts]
        last = self.verdicts[-1] if self.verdicts else None
        out.append(last.after if last is not None else None)
        return out

    def review_of(self, ply: int) -> PlyReview | None:
        """The judged move that led to the position after ``ply`` moves."""
        return self.plies[ply - 1] if 1 <= ply <= len(self.plies) else None

    def judged_this_pass(self) -> int:
        """How many moves the pass under way has judged so far."""
        current = self.passes_done + 1
        return sum(1 for number in self.passes if number == current)

    def pass_of(self, ply: int) -> int | None:
        """The pass that judged the move leading to ``ply`` (None: read from a record)."""
        return self.passes[ply - 1] if 1 <= ply <= len(self.passes) else None

    def flagged(self) -> list[int]:
        return [p.ply for p in self.judged() if p.move_class.flagged]

    def next_flagged(self, ply: int) -> int | None:
        """The next flagged move after ``ply``, going round to the first one."""
        flagged = self.flagged()
        return next((p for p in flagged if p > ply), flagged[0] if flagged else None)

    def previous_flagged(self, ply: int) -> int | None:
        """The flagged move before ``ply``, going round to the last one."""
        flagged = self.flagged()
        return next((p for p in reversed(flagged) if p < ply), flagged[-1] if flagged else None)

    def board_for(self, ply: int) -> ReviewBoard | None:
        """What the board shows at ``ply`` when the move that led there is flagged and the
        player has stepped (``step`` ≥ 1) into the better line; None: the game's own
        position after the move."""
        review = self.review_of(ply)
        if self.line is None or review is None or not review.move_class.flagged:
            return None
        if self.step == 0:
            return None
        position = self.line.positions[ply - 1]
        line = review.best_line
        played = min(self.step - 1, len(line))  # moves of the better line on the board
        for move in line[:played]:
            position = apply(position, move).after
        shown = line[played - 1] if played else review.move
        better = line[played] if played < len(line) else None
        return ReviewBoard(position, shown, better, ply, played)

    def steps(self, ply: int) -> int:
        """How far the board can step at ``ply``: the move compared with the better one,
        then each move of the better line (0 where the move is not flagged)."""
        review = self.review_of(ply)
        if review is None or not review.move_class.flagged:
            return 0
        return 1 + len(review.best_line)

    def reset_step(self) -> None:
        self.step = 0

    def step_line(self, ply: int, delta: int) -> bool:
        """Step the board (+1) into the better line of the flagged move at ``ply``, or back
        (−1) towards the game's position after it."""
        step = max(0, min(self.steps(ply), self.step + delta))
        if step == self.step:
            return False
        self.step = step
        self.changed.emit()
        return True
