"""The state of a game review in the app: the verdicts as they arrive, the judged moves, the
flagged ones, and the better line being stepped through.

No widgets here: the pane draws what this object holds, the window asks it what the board
should show.  The searching happens in a worker process of its own, asked through an
``AiClient`` (a ``ReviewRequest`` served by ``engine.service.worker.serve``); a review read from a
record arrives complete and starts no search.  If the process fails, ``failed`` says so and
``failure`` keeps the message until the review is started again.
"""

from __future__ import annotations

from dataclasses import dataclass

from PyQt6.QtCore import QObject, pyqtSignal

from app.ai_client import AiClient
from app.i18n import fill
from engine.moves import Move
from engine.position import Color, Position
from engine.review.analysis import GameLine, MoveVerdicts, judge_found, judge_line, summaries
from engine.review.judgement import PlyReview, SideSummary, Verdict
from engine.rules import apply
from engine.service.worker import ReviewProgress

# Seconds per move of the passes after the quick one.
PASS_SECONDS = (0.5, 2.0)


@dataclass(frozen=True, slots=True)
class ReviewBoard:
    """What the board shows for a flagged move: the position the move was chosen in (or a
    step down the better line), the move played or the line's last step, the better move."""

    position: Position
    shown_move: Move | None
    better: Move | None


class GameReview(QObject):
    changed = pyqtSignal()  # verdicts, judged moves, progress or the line step changed
    completed = pyqtSignal()  # every pass ran: the review is worth keeping with the game
    failed = pyqtSignal(str)

    def __init__(self, client: AiClient, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = client
        client.review_progress.connect(self._on_progress)
        client.review_finished.connect(self._on_finished)
        client.failed.connect(self._on_failed)
        self.line: GameLine | None = None
        self.verdicts: list[MoveVerdicts | None] = []
        self.plies: list[PlyReview | None] = []
        self.passes: list[int | None] = []  # the pass each move's verdicts come from
        self.passes_done = 0
        self.passes_total = 0
        self.running = False
        self.failure: str | None = None  # why the last review stopped before its end
        self.step = 0  # moves of the better line played on the board (0: none)

    @property
    def active(self) -> bool:
        return self.line is not None

    # --- starting and stopping ----------------------------------------------------------

    def start(self, start: Position, moves: tuple[Move, ...]) -> None:
        """Review the game from scratch: the quick pass, then the deeper ones."""
        self.client.cancel()
        self._open(GameLine.of_moves(start, moves), [None] * len(moves))
        self.running = True
        self.passes_total = 1 + len(PASS_SECONDS)
        self.client.request_review(start, moves, PASS_SECONDS)
        self.changed.emit()

    def show_saved(
        self, start: Position, moves: tuple[Move, ...], found: list[MoveVerdicts | None]
    ) -> None:
        """A review read from a record: shown at once, nothing searched."""
        self.client.cancel()
        self._open(GameLine.of_moves(start, moves), found)
        self.changed.emit()

    def stop(self) -> None:
        if self.running:
            self.client.cancel()
            self.running = False
            self.changed.emit()

    def clear(self) -> None:
        self.client.cancel()
        self.running = False
        if self.line is not None:
            self.line = None
            self.verdicts, self.plies, self.passes = [], [], []
            self.changed.emit()

    def _open(self, line: GameLine, found: list[MoveVerdicts | None]) -> None:
        self.line = line
        self.verdicts = list(found)
        self.passes = [None] * len(found)
        self.plies = judge_line(line, self.verdicts)
        self.passes_done = 0
        self.running = False
        self.failure = None
        self.step = 0

    def matches(self, start: Position, moves: tuple[Move, ...]) -> bool:
        line = self.line
        return line is not None and line.positions[0] == start and line.moves == moves

    # --- from the worker process -----------------------------------------------------------

    def _on_progress(self, token: int, progress: ReviewProgress) -> None:
        if self.line is None:
            return
        found = progress.verdicts
        self.verdicts[found.index] = found
        self.passes[found.index] = progress.pass_number
        self.plies[found.index] = judge_found(self.line, found)
        if found.index == 0:
            self.passes_done = max(self.passes_done, progress.pass_number)
        self.changed.emit()

    def _on_finished(self, token: int) -> None:
        self.running = False
        self.passes_done = self.passes_total
        self.changed.emit()
        self.completed.emit()

    def _on_failed(self, token: int, text: str) -> None:
        self.running = False
        self.failure = fill(self.tr("The review stopped: %1"), text)
        self.changed.emit()
        self.failed.emit(self.failure)

    # --- what the pane and the board show -----------------------------------------------

    def judged(self) -> list[PlyReview]:
        return [p for p in self.plies if p is not None]

    def summaries(self) -> dict[Color, SideSummary]:
        return summaries(self.judged())

    def position_verdicts(self) -> list[Verdict | None]:
        """A verdict per position of the game (before each move, then the last one)."""
        out: list[Verdict | None] = [v.before if v is not None else None for v in self.verdicts]
        last = self.verdicts[-1] if self.verdicts else None
        out.append(last.after if last is not None else None)
        return out

    def review_of(self, ply: int) -> PlyReview | None:
        """The judged move that led to the position after ``ply`` moves."""
        return self.plies[ply - 1] if 1 <= ply <= len(self.plies) else None

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
        """What the board shows at ``ply`` when the move that led there is flagged."""
        review = self.review_of(ply)
        if self.line is None or review is None or not review.move_class.flagged:
            return None
        position = self.line.positions[ply - 1]
        line = review.best_line
        step = min(self.step, len(line))
        for move in line[:step]:
            position = apply(position, move).after
        shown = line[step - 1] if step else review.move
        better = line[step] if step < len(line) else None
        return ReviewBoard(position, shown, better)

    def reset_step(self) -> None:
        self.step = 0

    def step_line(self, ply: int, delta: int) -> bool:
        """Step down (+1) or back up (−1) the better line of the flagged move at ``ply``."""
        review = self.review_of(ply)
        if review is None or not review.move_class.flagged:
            return False
        step = max(0, min(len(review.best_line), self.step + delta))
        if step == self.step:
            return False
        self.step = step
        self.changed.emit()
        return True
