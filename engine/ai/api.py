"""The AI's public face: ``Engine.run`` for every search, ``Engine.play`` for a level's move.

One request, one result: ``run(position, goal, limits)`` yields one ``SearchInfo`` per
completed depth, and ``settings`` is the one place where a goal becomes the deepening's
``Budget``.  Inputs and outputs are plain picklable values, so all of this runs as well in a
worker process (see ``engine.service.worker``).  ``stop`` is any callable that turns true when
the search should end; it is polled every few thousand nodes.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator

from engine import core
from engine.ai.deepening import Budget, Until, deepen
from engine.ai.levels import Level, level, levels, softmax_choice, top_level
from engine.ai.placement import REFERENCE_EVALUATIONS, PlacementSearch
from engine.ai.race import Race
from engine.ai.scores import INFINITE_SCORE, WIN
from engine.ai.search_info import Goal, Limits, Line, Outcome, SearchInfo
from engine.ai.timing import Allotment, allot
from engine.ai.weights import load_weights
from engine.assessment import MoverResult
from engine.core import CoreMove, Searcher, Stopped, from_move, to_move
from engine.moves import PASS, Move
from engine.position import Phase, Position
from engine.rules import legal_moves

Stop = Callable[[], bool]

_UNTIL = {
    Goal.PLAY: Until.MOVE,
    Goal.DECIDE: Until.RESULT,
    Goal.MARGIN: Until.MARGIN,
    Goal.ANALYSE: Until.RESULT,  # its first stage; the margin follows (Engine._analyse)
}


def settings(
    goal: Goal,
    limits: Limits,
    *,
    stop: Stop | None = None,
    lines: int = 1,
    unit: float = 1.0,
    proofs: bool = True,
    race: Race | None = None,
) -> Budget:
    """The deepening's budget for ``goal`` within ``limits``: what ends it, what it proves
    (a ``race`` only where it decides)."""
    began = time.monotonic()
    deadline = began + limits.seconds if limits.seconds is not None else None
    soft = began + limits.soft_seconds if limits.soft_seconds is not None else None
    until = _UNTIL[goal]
    return Budget(
        until=until,
        proofs=proofs,
        max_depth=limits.depth or 64,
        node_limit=limits.nodes,
        deadline=deadline,
        soft_deadline=soft,
        stop=stop,
        lines=lines,
        unit=unit,
        race=race if until is Until.RESULT else None,
    )


def full_strength() -> int:
    """The search options of analyses for people: the strongest level's."""
    return level(top_level()).pruning_flags


class Engine:
    """A player's memory across a game: the table and move ordering persist between moves.

    ``threads=2`` gives its deciding searches (``Goal.DECIDE``, ``Goal.ANALYSE``) a prover
    in a second thread with a table of its own (``engine.ai.race.Race``): the analyses for
    people.  ``solve=False`` deepens without proof attempts (speed figures, fixed depths)."""

    def __init__(
        self,
        weights: str = "default",
        solve: bool = True,
        flags: int = 0,
        table_bits: int = 20,
        placement_evaluations: int = REFERENCE_EVALUATIONS,
        threads: int = 1,
    ) -> None:
        if threads not in (1, 2):
            raise ValueError("an engine searches in one thread or two")
        self.weights = load_weights(weights)
        self.searcher = Searcher(self.weights.flat(), flags, table_bits)
        self.searcher_bits = table_bits
        self.pruning = flags  # for every search; a level's own options come on top
        self.race = Race(self.weights.flat(), flags, table_bits) if threads == 2 else None
        self.placement = PlacementSearch(placement_evaluations, self.weights.placement)
        self.solve = solve

    def new_game(self) -> None:
        """Forget every table: what follows does not depend on what was searched before."""
        self.searcher.clear()
        if self.race is not None:
            self.race.clear()
        self.placement.new_game()

    def run(
        self,
        position: Position,
        goal: Goal,
        limits: Limits | None = None,
        *,
        seed: int = 0,
        stop: Stop | None = None,
        level: Level | None = None,
        lines: int = 1,
    ) -> Iterator[SearchInfo]:
        """One report per completed depth; the last one holds the move to play.  ``level``
        gives its search options and placement weights (else the engine's own; an analysis
        for people searches at full strength); ``lines`` is how many of the best root moves
        each report gives with their lines.  The table is kept: ``new_game`` empties it."""
        limits = limits or Limits()
        pruning = level.pruning_flags if level is not None else 0
        if goal is Goal.ANALYSE:
            pruning = full_strength()
        self.searcher.pruning = self.pruning | pruning
        if position.phase is Phase.PLACEMENT:
            yield self._placement(position, seed, level)
            return
        if goal is Goal.ANALYSE:
            yield from self._analyse(position, limits, stop, lines)
            return
        budget = settings(
            goal,
            limits,
            stop=stop,
            lines=lines,
            unit=self.weights.unit,
            proofs=self.solve,
            race=self.race,
        )
        yield from deepen(self.searcher, position.codes, position.turn, budget)

    def _placement(self, position: Position, seed: int, entry: Level | None) -> SearchInfo:
        began = time.monotonic()
        weights = self._placement_weights(entry) if entry is not None else None
        cell, score = self.placement.choose(position, seed, weights)
        move = Move.place(cell)
        seconds = time.monotonic() - began
        nodes = self.placement.searcher.nodes
        outcome = Outcome(score)
        line = Line(move, outcome, (move,))
        return SearchInfo(self.placement.depth, position.turn, outcome, (line,), nodes, seconds)

    def _analyse(
        self, position: Position, limits: Limits, stop: Stop | None, lines: int
    ) -> Iterator[SearchInfo]:
        """The analysis for people: the deciding search, which proves win, draw or loss where
        it can (racing proof numbers where the engine has a second thread); once the result
        is proven and some of the budget is left, the margin refined (``Goal.MARGIN``).
        Reports as they come: in the second stage only those whose proven bounds are
        tighter, at no less than the depth already shown (a report of the second stage may
        not find the first stage's proof in the table: it is left out, so the answer never
        goes back from a proof to an estimate)."""
        began = time.monotonic()
        last: SearchInfo | None = None
        unit, proofs = self.weights.unit, self.solve
        deciding = settings(
            Goal.DECIDE, limits, stop=stop, lines=lines, unit=unit, proofs=proofs, race=self.race
        )
        for info in deepen(self.searcher, position.codes, position.turn, deciding):
            last = info
            yield info
        if last is None or last.result is None or last.margin is not None:
            return
        if limits.nodes is not None:
            left = float(limits.nodes - last.nodes)
            rest = Limits(depth=limits.depth, nodes=int(left))
        elif limits.seconds is not None:
            left = limits.seconds - (time.monotonic() - began)
            rest = Limits(depth=limits.depth, seconds=left, soft_seconds=left)
        else:
            left, rest = 1.0, limits
        if left <= 0.01 or (stop is not None and stop()):
            return
        shown, decided_nodes = last, last.nodes
        refining = settings(Goal.MARGIN, rest, stop=stop, lines=lines, unit=unit, proofs=proofs)
        for info in deepen(self.searcher, position.codes, position.turn, refining):
            tighter = info.lower >= shown.lower and info.upper <= shown.upper
            if not tighter or (info.lower, info.upper) == (shown.lower, shown.upper):
                continue  # nothing new proven (or, a proof not found again, less)
            shown = SearchInfo(
                max(info.depth, shown.depth),
                info.turn,
                info.outcome,
                info.lines,
                decided_nodes + info.nodes,
                time.monotonic() - began,
            )
            yield shown

    def last(
        self,
        position: Position,
        goal: Goal,
        limits: Limits | None = None,
        *,
        stop: Stop | None = None,
        lines: int = 1,
    ) -> SearchInfo:
        """The last report of ``run``, or when the search ended before its first depth, the
        best-ordered move at depth 0 with nothing known of it."""
        found: SearchInfo | None = None
        for info in self.run(position, goal, limits, stop=stop, lines=lines):
            found = info
        if found is not None:
            return found
        move = self._first_jump(position)
        line = Line(move, Outcome(0), (move,))
        return SearchInfo(0, position.turn, line.outcome, (line,), 0, 0.0)

    def choose_move(
        self,
        position: Position,
        level_number: int | None = None,
        seed: int = 0,
        time_left: float | None = None,
        stop: Stop | None = None,
    ) -> Move:
        """The move level ``level_number`` (None: the strongest) plays, within its cap and
        the clock."""
        entry = level(levels()[-1].number if level_number is None else level_number)
        return self.play(position, entry, allot(position, entry.cap, time_left), seed, stop)

    def play(
        self,
        position: Position,
        entry: Level,
        allotment: Allotment,
        seed: int = 0,
        stop: Stop | None = None,
    ) -> Move:
        moves = legal_moves(position)
        if not moves:
            raise ValueError("the game is over: there is no move to choose")
        if len(moves) == 1:
            return moves[0]
        rng = random.Random(f"{seed}:{position}")
        began = time.monotonic()
        if position.phase is Phase.PLACEMENT and not entry.placement_search:
            weights = self._placement_weights(entry)
            placements = self.placement.scored(position, entry.placement_evaluations, weights)
            return Move.place(softmax_choice(placements, entry, rng, entry.placement_temperature))
        limits = Limits(depth=entry.depth, seconds=allotment.hard, soft_seconds=allotment.soft)
        last: SearchInfo | None = None
        for info in self.run(position, Goal.PLAY, limits, seed=seed, stop=stop, level=entry):
            last = info
        if last is None or last.best is None:  # stopped before the first iteration ended
            return moves[0] if position.phase is Phase.PLACEMENT else self._first_jump(position)
        if (
            entry.temperature <= 0
            or position.phase is Phase.PLACEMENT
            or last.result is MoverResult.WIN
        ):
            return last.best
        deadline = began + allotment.hard
        scored = self._rescore(position, last, entry.margin, deadline, stop)
        return to_move(softmax_choice(scored, entry, rng))

    def _placement_weights(self, entry: Level) -> tuple[int, ...]:
        if entry.placement_weights is None:
            return self.weights.placement
        return load_weights(entry.placement_weights).placement

    def _first_jump(self, position: Position) -> Move:
        jumps = self.searcher.ordered_moves(position.codes, position.turn)
        return to_move(jumps[0]) if jumps else PASS

    def _in_hundredths(self, score: int) -> int:
        """A search score in hundredths of a piece (finished games' scores stay as they are)."""
        if abs(score) >= WIN:
            return score
        return round(score / self.weights.unit)

    def _rescore(
        self,
        position: Position,
        last: SearchInfo,
        margin: float,
        deadline: float,
        stop: Stop | None,
    ) -> list[tuple[CoreMove, int]]:
        """Scores of the root moves at the last depth (hundredths of a piece), exact within
        ``margin`` hundredths of the best."""
        assert last.best is not None
        codes, side = position.codes, int(position.turn)
        searcher = self.searcher
        best_move = from_move(last.best)
        unit = self.weights.unit
        best = last.score if abs(last.score) >= WIN else round(last.score * unit)
        floor = best - int(margin * unit) - 1
        scored = [(best_move, best)]
        searcher.start(None, deadline, stop)
        try:
            for move in searcher.ordered_moves(codes, side, best_move):
                if move == best_move:
                    continue
                child, _ = core.play(codes, side, move)
                score = -searcher.pvs(child, 1 - side, last.depth - 1, -INFINITE_SCORE, -floor)
                scored.append((move, score))
        except Stopped:
            pass  # moves not rescored are left out
        scored.sort(key=lambda pair: -pair[1])
        return [(move, self._in_hundredths(score)) for move, score in scored]
