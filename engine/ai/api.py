"""The AI's public face: search reports, moves by level, and analysis for hints.

Inputs and outputs are plain picklable values (positions, moves, dataclasses), so all of this
runs as well in a worker process (see ``engine.service.worker``).  ``stop`` is any callable
that turns true when the search should end; it is polled every few hundred nodes.
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from engine import core
from engine.ai.deepening import Budget, RootReport, deepen
from engine.ai.levels import Level, level, levels, softmax_choice
from engine.ai.placement import REFERENCE_EVALUATIONS, PlacementSearch
from engine.ai.scores import INFINITE_SCORE, WIN, margin_of
from engine.ai.timing import Allotment, allot
from engine.ai.verdicts import assess
from engine.ai.weights import load_weights
from engine.assessment import Assessment, MoverResult, Standing, game_over
from engine.core import CoreMove, Searcher, Stopped, from_move, to_move
from engine.moves import PASS, Move
from engine.position import Color, Phase, Position
from engine.rules import legal_moves

Stop = Callable[[], bool]


@dataclass(frozen=True, slots=True)
class Limits:
    """When to stop: any limit reached ends the search (none: search until stopped)."""

    depth: int | None = None
    nodes: int | None = None
    seconds: float | None = None  # hard limit
    soft_seconds: float | None = None  # no new iteration starts after this


@dataclass(frozen=True, slots=True)
class Report:
    """One completed iteration.  Scores are hundredths of a piece for the side to move."""

    depth: int
    best: Move
    score: int
    pv: tuple[Move, ...]
    nodes: int
    seconds: float
    turn: Color
    lower: int = -INFINITE_SCORE  # proven bounds on the final result (side to move's view)
    upper: int = INFINITE_SCORE

    @property
    def result(self) -> MoverResult | None:
        """The result for the side to move once proven, else None."""
        if self.lower >= WIN:
            return MoverResult.WIN
        if self.upper <= -WIN:
            return MoverResult.LOSS
        if self.lower >= 0 and self.upper <= 0:
            return MoverResult.DRAW
        return None

    @property
    def margin(self) -> int | None:
        """The exact final margin for the side to move, once proven."""
        return margin_of(self.lower) if self.lower == self.upper else None

    @property
    def assessment(self) -> Assessment:
        """How the position stands for people: who leads and by how much, or what is proven
        (``engine.ai.verdicts.assess``)."""
        return assess(self.turn, self.score, self.lower, self.upper)

    def score_text(self) -> str:
        """'White +1.3', 'Black wins by 3', 'White wins', 'Draw' — for the command line."""
        return str(self.assessment)


@dataclass(frozen=True, slots=True)
class Analysis:
    """The outcome of ``Engine.analyse``: the best move (None: the game is over), how the
    position stands, the search's depth, nodes and line; ``score`` is the estimate in
    hundredths for the side to move (clamped to the proven bounds)."""

    best: Move | None
    assessment: Assessment
    depth: int
    nodes: int
    pv: tuple[Move, ...]
    score: int = 0
    seconds: float = 0.0

    @property
    def score_text(self) -> str:
        """The assessment as the command line prints it ("White wins", "Black +1.3")."""
        return str(self.assessment)


class Engine:
    """A player's memory across a game: the table and move ordering persist between moves."""

    def __init__(
        self,
        weights: str = "default",
        solve: bool = True,
        flags: int = 0,
        table_bits: int = 20,
        placement_evaluations: int = REFERENCE_EVALUATIONS,
    ) -> None:
        self.weights = load_weights(weights)
        self.searcher = Searcher(self.weights.flat(), flags, table_bits)
        self.table_bits = table_bits
        self._second: Searcher | None = None
        self.pruning = flags  # for every search; a level's own options come on top
        self.placement = PlacementSearch(placement_evaluations, self.weights.placement)
        self.solve = solve

    def new_game(self) -> None:
        self.searcher.clear()
        self.placement.new_game()

    def search(
        self,
        position: Position,
        limits: Limits | None = None,
        seed: int = 0,
        stop: Stop | None = None,
        exact: bool = False,
        pruning: int = 0,
        placement: Sequence[int] | None = None,
        decide: bool = False,
        race: bool = False,
    ) -> Iterator[Report]:
        """One report per completed depth; the last one holds the move to play.  ``pruning``
        adds options (engine.core.PRUNING) to the engine's own for this search; ``placement``
        replaces the weight set's placement weights.  A search for play stops once a move
        proven to draw at least is found; ``decide`` goes on to win, draw or loss, ``exact``
        to the exact final margin; ``race`` (with ``decide``) proves by proof numbers on a
        second searcher in a thread beside it (engine.ai.race)."""
        limits = limits or Limits()
        self.searcher.pruning = self.pruning | pruning
        began = time.monotonic()
        deadline = began + limits.seconds if limits.seconds is not None else None
        if position.phase is Phase.PLACEMENT:
            cell, score = self.placement.choose(position, seed, placement)
            move = Move.place(cell)
            seconds = time.monotonic() - began
            nodes = self.placement.searcher.nodes
            yield Report(self.placement.depth, move, score, (move,), nodes, seconds, position.turn)
            return
        soft = began + limits.soft_seconds if limits.soft_seconds is not None else None
        budget = Budget(
            max_depth=limits.depth or 64,
            node_limit=limits.nodes,
            deadline=deadline,
            soft_deadline=soft,
            stop=stop,
            solve=self.solve,
            exact=exact,
            stop_when_proven=not (exact or decide),
            stop_when_decided=decide,
            prover=self._prover() if decide and race else None,
        )
        for root in deepen(self.searcher, position.codes, position.turn, budget):
            yield self._report(root, position.turn)

    def _prover(self) -> Searcher:
        """The second searcher of races (engine.ai.race), made on first use: a table of its
        own, which a race that splits the root's moves leaves for the main searcher's."""
        if self._second is None:
            self._second = Searcher(self.weights.flat(), self.pruning, self.table_bits)
        self._second.pruning = self.searcher.pruning
        return self._second

    def _report(self, root: RootReport, turn: Color) -> Report:
        pv = tuple(to_move(jump) for jump in root.pv)
        return Report(
            root.depth,
            to_move(root.best),
            self._in_hundredths(root.score),
            pv,
            root.nodes,
            root.seconds,
            turn,
            root.lower,
            root.upper,
        )

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
        placement = self._placement_weights(entry)
        if position.phase is Phase.PLACEMENT and not entry.placement_search:
            placements = self.placement.scored(position, entry.placement_evaluations, placement)
            return Move.place(softmax_choice(placements, entry, rng, entry.placement_temperature))
        limits = Limits(depth=entry.depth, seconds=allotment.hard, soft_seconds=allotment.soft)
        last: Report | None = None
        searches = self.search(
            position, limits, seed, stop, pruning=entry.pruning_flags, placement=placement
        )
        for report in searches:
            last = report
        if last is None:  # stopped before the first iteration ended: the best-ordered move
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
        self, position: Position, last: Report, margin: float, deadline: float, stop: Stop | None
    ) -> list[tuple[CoreMove, int]]:
        """Scores of the root moves at the last depth (hundredths of a piece), exact within
        ``margin`` hundredths of the best."""
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

    def analysis(
        self,
        position: Position,
        seconds: float,
        stop: Stop | None = None,
        nodes: int | None = None,
    ) -> Iterator[Report]:
        """Analysis for people, from an empty table (so that the same position gets the same
        answer whatever was searched before): the deciding search, which proves win, draw or
        loss where it can (``decide=True``), by alpha-beta here and by proof numbers on a
        second searcher beside it (``race=True``); once the result is proven and time is left, the
        margin refined (``exact=True``).  Reports as they come: in the second stage only
        those whose proven bounds are tighter, at no less than the depth already shown (a
        report of the second stage may not find the first stage's proof in the table: it is
        left out, so the answer never goes back from a proof to an estimate).

        With ``nodes`` the budget is that many nodes instead of ``seconds`` of the clock: the
        same position then gets exactly the same reports on any machine, under any load."""
        self.new_game()
        began = time.monotonic()
        strongest = level(len(levels())).pruning_flags
        limits = Limits(seconds=seconds, soft_seconds=seconds)
        if nodes is not None:
            limits = Limits(nodes=nodes)
        last: Report | None = None
        searches = self.search(
            position, limits, stop=stop, pruning=strongest, decide=True, race=True
        )
        for report in searches:
            last = report
            yield report
        if last is None or last.result is None or last.margin is not None:
            return
        left = seconds - (time.monotonic() - began)
        if nodes is not None:
            left = float(nodes - last.nodes)
            limits = Limits(nodes=int(left))
        else:
            limits = Limits(seconds=left, soft_seconds=left)
        if left <= 0.01 or (stop is not None and stop()):
            return
        shown, decided_nodes = last, last.nodes
        for report in self.search(position, limits, stop=stop, pruning=strongest, exact=True):
            tighter = report.lower >= shown.lower and report.upper <= shown.upper
            if not tighter or (report.lower, report.upper) == (shown.lower, shown.upper):
                continue  # nothing new proven (or, a proof not found again, less)
            shown = dataclasses.replace(
                report,
                depth=max(report.depth, shown.depth),
                nodes=decided_nodes + report.nodes,
                seconds=time.monotonic() - began,
            )
            yield shown

    def analyse(
        self,
        position: Position,
        seconds: float = 1.0,
        stop: Stop | None = None,
        nodes: int | None = None,
    ) -> Analysis:
        """Full-strength analysis for hints and the shell: the last of ``analysis``."""
        moves = legal_moves(position)
        if not moves:
            white, black = position.controlled_pieces()
            return Analysis(None, game_over(white, black), 0, 0, ())
        last: Report | None = None
        for report in self.analysis(position, seconds, stop, nodes):
            last = report
        if last is None:
            best = moves[0] if position.phase is Phase.PLACEMENT else self._first_jump(position)
            return Analysis(best, Assessment(Standing.EVEN), 0, 0, (best,))
        return Analysis(
            last.best, last.assessment, last.depth, last.nodes, last.pv, last.score, last.seconds
        )


_engines: dict[str, Engine] = {}


def default_engine(weights: str = "default") -> Engine:
    """A process-wide engine per weight set (its table persists between calls)."""
    if weights not in _engines:
        _engines[weights] = Engine(weights)
    return _engines[weights]


def search(
    position: Position, limits: Limits | None = None, seed: int = 0, stop: Stop | None = None
) -> Iterator[Report]:
    return default_engine().search(position, limits, seed, stop)


def choose_move(
    position: Position,
    level_number: int | None = None,
    seed: int = 0,
    time_left: float | None = None,
    stop: Stop | None = None,
) -> Move:
    return default_engine().choose_move(position, level_number, seed, time_left, stop)


def analyse(position: Position, seconds: float = 1.0, stop: Stop | None = None) -> Analysis:
    return default_engine().analyse(position, seconds, stop)
