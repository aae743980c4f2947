"""What the app and the engine's worker processes say to each other: typed requests and replies.

Two processes serve the app (``engine.service.worker``): the player's, which answers
``MoveRequest``s only, so that the computer's move never waits, and one analysis process for
everything else, each request with a ``Priority``: what the player looks at first (the
position shown, a hint, the blunder check, a try at an exercise), then the game review,
then background work.
Every request carries a token; ``Cancel`` with that token ends it at once.

Each request ends with exactly one final reply (``is_final``): ``Moved``, ``Hinted``,
``Judged``, ``Tried``, ``Done`` (after the progress of an analysis, a review or a solve),
``Skipped`` (no longer wanted, or nothing to say) or ``Failed``.  Progress comes before it:
``Searched`` (one ``SearchInfo`` per completed depth of an analysis), ``Reviewed`` (a move of
a review searched), ``Solved`` (every move's result as far as it is proven).  Everything here is a
frozen, picklable value; ``SearchInfo`` travels unchanged from the search to the window.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import assert_never

from engine.ai.search_info import SearchInfo
from engine.moves import Move
from engine.position import Position
from engine.review.analysis import MoveVerdicts
from engine.review.judgement import PlyReview
from engine.review.solve import MoveSolution
from engine.training import Exercise
from engine.training_tries import TryJudgement


class Priority(IntEnum):
    """Who waits for an answer: the lower, the sooner it is served."""

    LOOK = 0  # the player, looking at it: the position shown, a hint, the blunder check, a try
    REVIEW = 1  # the game review, move after move
    BACKGROUND = 2  # nobody: a continuous analysis after its first seconds, solving ahead


# --- requests ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MoveRequest:
    """The move that level ``level`` plays (``time_left``: seconds on its clock, if any): the
    player's process."""

    token: int
    position: Position
    level: int
    seed: int
    time_left: float | None = None


@dataclass(frozen=True, slots=True)
class AnalysisRequest:
    """The position analysed deeper and deeper for people (``Goal.ANALYSE``): a ``Searched``
    per completed depth with the ``lines`` best moves, each with its line and what is proven
    of it.  Within ``seconds``' worth of nodes (the same answer on any machine), or with
    ``seconds`` None until cancelled: at ``priority`` for its first ``LOOK_SECONDS``, then in
    the background.  The analysis keeps its table from one position to a related one."""

    token: int
    position: Position
    seconds: float | None = 3.0
    lines: int = 1
    priority: Priority = Priority.LOOK


@dataclass(frozen=True, slots=True)
class HintRequest:
    """The best move found in ``seconds``' worth of nodes at full strength, from an empty
    table (the same hint every time)."""

    token: int
    position: Position
    seconds: float
    seed: int
    priority: Priority = Priority.LOOK


@dataclass(frozen=True, slots=True)
class JudgeRequest:
    """``move`` alone judged in ``position`` within ``seconds`` (the blunder warning)."""

    token: int
    position: Position
    move: Move
    seconds: float
    priority: Priority = Priority.LOOK


@dataclass(frozen=True, slots=True)
class TryRequest:
    """``move`` tried at ``exercise`` ("Learn from your mistakes"), judged against the best
    and the move played, each search within ``seconds``' worth of nodes from an empty table
    (the same answer every time: ``engine.training_tries.search_try``)."""

    token: int
    exercise: Exercise
    move: Move
    seconds: float
    priority: Priority = Priority.LOOK


@dataclass(frozen=True, slots=True)
class ReviewRequest:
    """Every move of the game searched: the quick pass, then a pass at each of ``seconds``
    per move; a ``Reviewed`` per move searched, then ``Done``."""

    token: int
    start: Position
    moves: tuple[Move, ...]
    seconds: tuple[float, ...]
    priority: Priority = Priority.REVIEW


@dataclass(frozen=True, slots=True)
class SolveRequest:
    """Every legal move's result, proven where the search can prove it, within about
    ``seconds`` (``engine.review.solve``): one ``Solved``, then ``Done``."""

    token: int
    position: Position
    seconds: float = 1.0
    priority: Priority = Priority.LOOK


@dataclass(frozen=True, slots=True)
class Cancel:
    """The request ``token`` is no longer wanted: it ends at once."""

    token: int


Request = (
    MoveRequest
    | AnalysisRequest
    | HintRequest
    | JudgeRequest
    | TryRequest
    | ReviewRequest
    | SolveRequest
)
AnalysisJob = (
    AnalysisRequest | HintRequest | JudgeRequest | TryRequest | ReviewRequest | SolveRequest
)


# --- replies ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Moved:
    token: int
    move: Move


@dataclass(frozen=True, slots=True)
class Searched:
    """One completed depth of an analysis."""

    token: int
    info: SearchInfo


@dataclass(frozen=True, slots=True)
class Hinted:
    """The hint: the search's last report (its best move and how the game stands after it)."""

    token: int
    info: SearchInfo


@dataclass(frozen=True, slots=True)
class Reviewed:
    """The searches around one move of a review, in pass ``pass_number`` (1: the quick one)."""

    token: int
    pass_number: int
    verdicts: MoveVerdicts


@dataclass(frozen=True, slots=True)
class Judged:
    token: int
    review: PlyReview


@dataclass(frozen=True, slots=True)
class Tried:
    """A try at an exercise judged."""

    token: int
    judgement: TryJudgement


@dataclass(frozen=True, slots=True)
class Solved:
    """Every legal move and what is known of it, best first."""

    token: int
    solutions: tuple[MoveSolution, ...]


@dataclass(frozen=True, slots=True)
class Done:
    """The end of an analysis, a review or a solve (all its progress was sent)."""

    token: int


@dataclass(frozen=True, slots=True)
class Skipped:
    """Not answered: cancelled before it started, or nothing to say (a judgement stopped)."""

    token: int


@dataclass(frozen=True, slots=True)
class Failed:
    """The search failed: the traceback."""

    token: int
    error: str


Reply = Moved | Searched | Hinted | Reviewed | Judged | Tried | Solved | Done | Skipped | Failed


def is_final(reply: Reply) -> bool:
    """Whether ``reply`` is the last one its request gets."""
    match reply:
        case Moved() | Hinted() | Judged() | Tried() | Done() | Skipped() | Failed():
            return True
        case Searched() | Reviewed() | Solved():
            return False
        case _:
            assert_never(reply)
