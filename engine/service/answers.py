"""The answers to each request, as replies: what the worker processes compute.

``move`` is the player's process's one answer.  ``answer`` dispatches the analysis process's
requests, each on one of three engines (``Engines``): the analyst's, whose table is kept from
a position to a related one (continuous analysis, hints, the blunder check, solving), the
reviewer's, which every review empties as it starts (reviews are reproducible), and the
trainer's, which every try at an exercise empties likewise.  Nothing
here imports Qt: the processes start with the engine only.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import assert_never

from engine.ai import Engine, Goal, Limits
from engine.ai.timing import nodes_for
from engine.position import Phase, Position
from engine.review.analysis import GameLine, judge_move, run_passes, schedule
from engine.review.solve import solve
from engine.service.messages import (
    AnalysisJob,
    AnalysisRequest,
    Done,
    Hinted,
    HintRequest,
    Judged,
    JudgeRequest,
    Moved,
    MoveRequest,
    Reply,
    Reviewed,
    ReviewRequest,
    Searched,
    Skipped,
    Solved,
    SolveRequest,
    Tried,
    TryRequest,
)
from engine.training_tries import search_try

StopCheck = Callable[[], bool]
Replies = Generator[Reply, None, None]


def related(before: Position | None, after: Position) -> bool:
    """Whether ``after`` may share table entries with ``before``: one of them can follow from
    the other in the movement phase."""
    if before is None or before.phase is not after.phase or after.phase is Phase.PLACEMENT:
        return False
    return _follows(before, after) or _follows(after, before)


def _follows(earlier: Position, later: Position) -> bool:
    """A necessary condition for ``later`` to come after ``earlier`` in a game: a stack never
    comes back to a cell it left, and one that stays only gains pieces on top."""
    return all(
        bool(before) and stack.startswith(before)
        for before, stack in zip(earlier.stacks, later.stacks, strict=True)
        if stack
    )


class Engines:
    """The engines of a worker process, each made when first needed: the player's (its table
    kept from move to move, as in play), the analyst's (two threads: its deciding searches
    race proof numbers beside alpha-beta), the reviewer's and the trainer's (one thread each:
    the same answer every time)."""

    def __init__(self, player: Engine | None = None) -> None:
        self._player = player
        self._analyst: Engine | None = None
        self._reviewer: Engine | None = None
        self._trainer: Engine | None = None
        self.analysed: Position | None = None  # the position the analyst's table was kept for

    @property
    def player(self) -> Engine:
        if self._player is None:
            self._player = Engine()
        return self._player

    @property
    def analyst(self) -> Engine:
        if self._analyst is None:
            self._analyst = Engine(threads=2)
        return self._analyst

    @property
    def reviewer(self) -> Engine:
        if self._reviewer is None:
            self._reviewer = Engine()
        return self._reviewer

    @property
    def trainer(self) -> Engine:
        if self._trainer is None:
            self._trainer = Engine()
        return self._trainer

    def analyst_for(self, position: Position, fresh: bool = False) -> Engine:
        """The analyst, its table emptied first when ``fresh`` or when ``position`` is not
        related to the last one it analysed."""
        engine = self.analyst
        if fresh or not related(self.analysed, position):
            engine.new_game()
        self.analysed = position
        return engine


def move(engines: Engines, request: MoveRequest, stop: StopCheck) -> Moved:
    """The move of the player's process."""
    found = engines.player.choose_move(
        request.position, request.level, request.seed, request.time_left, stop
    )
    return Moved(request.token, found)


def answer(engines: Engines, request: AnalysisJob, stop: StopCheck) -> Replies:
    """The replies to one request of the analysis process, the final one last."""
    token = request.token
    match request:
        case AnalysisRequest():
            engine = engines.analyst_for(request.position)
            seconds = request.seconds
            limits = Limits(nodes=nodes_for(seconds)) if seconds is not None else Limits()
            searches = engine.run(
                request.position, Goal.ANALYSE, limits, stop=stop, lines=request.lines
            )
            for info in searches:
                yield Searched(token, info)
            yield Done(token)
        case HintRequest():
            engine = engines.analyst_for(request.position, fresh=True)
            limits = Limits(nodes=nodes_for(request.seconds))
            found = engine.last(request.position, Goal.ANALYSE, limits, stop=stop)
            if found.best is None:
                raise ValueError("no legal move: the game is over")
            yield Hinted(token, found)
        case JudgeRequest():
            engine = engines.analyst_for(request.position)
            review = judge_move(engine, request.position, request.move, request.seconds, stop)
            yield Judged(token, review) if review is not None else Skipped(token)
        case TryRequest():
            judgement = search_try(
                engines.trainer, request.exercise, request.move, request.seconds, stop
            )
            yield Tried(token, judgement) if judgement is not None else Skipped(token)
        case ReviewRequest():
            game = GameLine.of_moves(request.start, request.moves)
            passes = schedule(*request.seconds)
            for number, found_verdicts in run_passes(game, passes, stop, engines.reviewer):
                yield Reviewed(token, number, found_verdicts)
            yield Done(token)
        case SolveRequest():
            engine = engines.analyst  # solve empties its table
            engines.analysed = request.position
            yield Solved(token, solve(request.position, request.seconds, engine, stop))
            yield Done(token)
        case _:
            assert_never(request)
