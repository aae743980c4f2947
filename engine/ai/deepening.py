"""Iterative deepening at the root, with endgame proofs woven in.

``deepen`` yields one ``RootReport`` per completed depth.  Each iteration and each proof
attempt is one call into the search core (``engine.core.Searcher``), which keeps its table
from call to call.  Between iterations, once the board has thinned out, it spends about as
many nodes as the iterations so far on proving the game's result (win, draw or loss by
null-window searches to the end of the game); proofs are kept in the table, so an unfinished
attempt still speeds up the next one.  When the result is proven the move is taken from the
proof: a winning (or drawing) move, whatever the estimates say.  A search asked to decide
win, draw or loss (puzzle checks, the endgame bar) gives each proof attempt to alpha-beta
and then to proof numbers (``Searcher.prove``): each finds proofs that the other misses.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from engine import core
from engine.ai.race import Proof, decided, start_race
from engine.ai.scores import WIN, final_score, piece_margin
from engine.ai.split import MAIN, RootSplit
from engine.core import CoreMove, Searcher, Stopped

# Proofs are attempted once no more than this many stacks are left: earlier they never finish.
# A first short attempt starts earlier still: a game about to be decided by a large cut-off
# is often proven in a few hundred nodes.  A search asked to decide the result proves from
# there on, and gives its long attempt the larger share of the time.
SOLVE_FROM_STACKS = 30
QUICK_PROOF_FROM_STACKS = 42
FIRST_PROOF_NODES = 2000
# Attempts double in size; past this they are bounded by time only (a node count must stay
# far below the core's 64-bit counters after many doublings).
MOST_PROOF_NODES = 1 << 40
# The long proof attempt's share of the time left: boards of up to SMALL_ENDGAME stacks are
# usually proven within it (measured on real games 12 plies before the end).
SMALL_ENDGAME = 24
LONG_PROOF_SHARE = 0.8
SHORT_PROOF_SHARE = 0.5
# A search asked to decide spends this share of each attempt at a null window on the
# alpha-beta proof and the rest on proof numbers.  Alpha-beta proves most boards of up to
# 28 stacks sooner, proof numbers most boards of 32 stacks and more (real games 12 plies
# before the end); the split proved 2 more of 200 such positions within a second than
# proof numbers alone, and 10 more of 200 at 16 plies.
DECIDING_ALPHA_BETA_SHARE = 0.5


@dataclass(frozen=True, slots=True)
class RootReport:
    """One completed iteration: scores are from the side to move's point of view."""

    depth: int
    score: int
    best: CoreMove | None  # None: a forced pass (or nothing at all when the game is over)
    pv: tuple[CoreMove | None, ...]
    nodes: int
    seconds: float
    lower: int  # proven bounds on the final result's score (see weights.final_score)
    upper: int
    scores: tuple[tuple[CoreMove, int], ...]  # root moves, best first; others upper bounds


@dataclass(frozen=True, slots=True)
class Budget:
    max_depth: int = 64
    node_limit: int | None = None
    deadline: float | None = None  # time.monotonic() at which to stop at once
    soft_deadline: float | None = None  # no new iteration is started after this
    stop: Callable[[], bool] | None = None
    solve: bool = True  # try to prove the result of the game
    exact: bool = False  # once the result is proven, go on to the exact final margin
    stop_when_proven: bool = True  # stop once a winning or drawing move is proven
    stop_when_decided: bool = False  # stop once win, draw or loss is proven (puzzles, endgame bar)
    first_depth: int = 1  # the first iteration's depth
    order: Sequence[CoreMove] | None = None  # the root moves' order (default: the core's)
    skip_unfinishable: bool = True  # start no iteration unlikely to end before the deadline
    # A search asked to decide: a second searcher proving by proof numbers in a thread beside
    # it (engine.ai.race), while this one proves by alpha-beta alone.
    prover: Searcher | None = None
    proof_numbers: bool = True  # a search asked to decide also proves by proof numbers
    split: RootSplit | None = None  # the root's moves shared with the prover (engine.ai.split)


def deepen(searcher: Searcher, codes: bytes, side: int, budget: Budget) -> Iterator[RootReport]:
    """Search the board deeper and deeper, reporting each completed depth; a search asked to
    decide with a ``prover`` races it (engine.ai.race) and ends with its proof if only the
    prover decided."""
    race = None
    # The prover has a core of its own, so it races at every stage of the game: even a full
    # board is sometimes decided by one large cut-off.
    if budget.stop_when_decided and budget.solve:
        race = start_race(
            searcher, budget.prover, codes, side, budget.node_limit, budget.deadline, budget.stop
        )
    if race is None:
        yield from _deepen(searcher, codes, side, budget)
        return
    began = time.monotonic()
    main = dataclasses.replace(
        budget, stop=race.main_stop, prover=None, proof_numbers=False, split=race.split
    )
    last: RootReport | None = None
    try:
        for last in _deepen(searcher, codes, side, main):
            yield last
    except BaseException:
        race.abandon()
        raise
    proof = race.finish(last is not None and decided(last.lower, last.upper))
    if proof is not None:
        yield _proof_report(proof, searcher.nodes, last, time.monotonic() - began)


def _proof_report(proof: Proof, nodes: int, last: RootReport | None, seconds: float) -> RootReport:
    """The prover's decision as the search's last report (the main search's estimate kept
    within the proven bounds, its best move where the proof gives none: a proven loss)."""
    estimate = last.score if last is not None else 0
    best = proof.best if proof.best is not None else (last.best if last is not None else None)
    pv = proof.pv if proof.best is not None else (last.pv if last is not None else ())
    return RootReport(
        max(1, last.depth if last is not None else 1),
        min(max(estimate, proof.lower), proof.upper),
        best,
        pv,
        nodes + proof.nodes,
        seconds,
        proof.lower,
        proof.upper,
        last.scores if last is not None else (),
    )


def _deepen(searcher: Searcher, codes: bytes, side: int, budget: Budget) -> Iterator[RootReport]:
    began = time.monotonic()
    searcher.start(budget.node_limit, budget.deadline, budget.stop)
    order = list(
        budget.order or searcher.ordered_moves(codes, side, searcher.table_move(codes, side))
    )
    if not order:
        if core.moves(codes, 1 - side):  # a forced pass: search on from the opponent's side
            for report in deepen(searcher, codes, 1 - side, budget):
                yield _after_pass(report)
            return
        yield _final_report(codes, side, began)
        return
    solve_nodes = FIRST_PROOF_NODES
    stacks = core.stack_count(codes)
    deciding = budget.stop_when_decided
    solve_from = QUICK_PROOF_FROM_STACKS if deciding else SOLVE_FROM_STACKS
    may_solve = budget.solve and stacks <= solve_from
    estimate = 0
    if budget.solve and stacks <= QUICK_PROOF_FROM_STACKS:
        # Small endgames are often proven at once, before any estimate is needed.
        try:
            _prove(searcher, codes, side, solve_nodes, budget, estimate)
        except Stopped:
            return
    durations: list[float] = []
    for depth in range(max(1, budget.first_depth), budget.max_depth + 1):
        started = time.monotonic()
        try:
            scores = searcher.root(codes, side, depth, order)
        except Stopped:
            return
        durations.append(time.monotonic() - started)
        order = [move for move, _ in scores]
        estimate = scores[0][1]
        lower, upper = searcher.proven(codes, side)
        yield _report(searcher, codes, side, depth, scores, lower, upper, began)
        if _settled(budget, lower, upper):
            return
        if budget.stop is not None and budget.stop():  # the core polls it only now and then
            return
        if budget.soft_deadline is not None and time.monotonic() >= budget.soft_deadline:
            return
        # When no further iteration would finish in time, a search asked to decide spends
        # what is left of it on one last proof attempt.
        last = (
            budget.deadline is not None
            and budget.skip_unfinishable
            and not _next_fits(durations, budget.deadline)
        )
        if last and not (deciding and may_solve):
            return
        if may_solve and (depth >= 2 or last):
            solve_nodes = MOST_PROOF_NODES if last else max(solve_nodes, searcher.nodes)
            until = None
            if depth == 2 and budget.deadline is not None and not last:
                # One long attempt while the estimates are still cheap: small endgames are
                # usually proven in a fraction of a second, and a proof decides the move.
                small = deciding or stacks <= SMALL_ENDGAME
                until = _proof_deadline(small, budget.soft_deadline or budget.deadline)
            try:
                proved = _prove(searcher, codes, side, solve_nodes, budget, estimate, until)
            except Stopped:
                return
            if proved:
                lower, upper = searcher.proven(codes, side)
                yield _report(searcher, codes, side, depth, scores, lower, upper, began)
                if _settled(budget, lower, upper):
                    return
            if last:
                return
            solve_nodes = min(2 * solve_nodes, MOST_PROOF_NODES)


def _settled(budget: Budget, lower: int, upper: int) -> bool:
    """Whether the proven bounds on the root's result end the search."""
    if lower == upper or (budget.stop_when_proven and lower >= 0):
        return True
    return budget.stop_when_decided and (lower >= WIN or upper <= -WIN)


def _next_fits(durations: list[float], deadline: float) -> bool:
    """Whether the next iteration is likely to finish before ``deadline``: it takes a few
    times as long as the last one (the ratio of the last two, between 2 and 8)."""
    if len(durations) < 2 or durations[-1] < 0.05:
        return True
    growth = min(8.0, max(2.0, durations[-1] / max(durations[-2], 1e-3)))
    return time.monotonic() + durations[-1] * growth <= deadline


def _proof_deadline(small: bool, limit: float) -> float:
    """When the long proof attempt ends: a share of the time left before ``limit``, the
    larger one for ``small`` endgames, where proofs are likelier to finish."""
    share = LONG_PROOF_SHARE if small else SHORT_PROOF_SHARE
    now = time.monotonic()
    return now + share * max(0.0, limit - now)


def _prove(
    searcher: Searcher,
    codes: bytes,
    side: int,
    nodes: int,
    budget: Budget,
    estimate: int,
    until: float | None = None,
) -> bool:
    """Spend about ``nodes`` nodes (or the time until ``until``) proving the result; True
    when something new was proven.  Raises Stopped when the search's own limits ran out."""
    node_limit = searcher.nodes + nodes if until is None else None
    if budget.node_limit is not None:
        node_limit = min(node_limit or budget.node_limit, budget.node_limit)
    deadline = budget.deadline
    if until is not None:
        deadline = until if deadline is None else min(until, deadline)
    before = searcher.proven(codes, side)
    searcher.limit(node_limit, deadline)
    try:
        # Win, draw or loss: two null windows around a draw (0), the likelier side first.  A
        # search for play proves by alpha-beta alone (df-pn there cost 6-10 points over 200
        # games against champion2011).
        for beta in (1, 0) if estimate >= 0 else (0, 1):
            lower, upper = searcher.proven(codes, side)
            if lower >= beta or upper < beta:
                continue
            if budget.stop_when_decided:
                _decide(searcher, codes, side, beta, budget, node_limit, deadline)
            else:
                searcher.solve(codes, side, beta - 1, beta)
        lower, upper = searcher.proven(codes, side)
        # The exact margin: raise the proven lower bound one null window at a time.
        while budget.exact and lower < upper:
            searcher.solve(codes, side, lower, lower + 1)
            lower, upper = searcher.proven(codes, side)
    except Stopped:
        if _out_of_budget(searcher, budget):
            raise
    finally:
        searcher.limit(budget.node_limit, budget.deadline)
    return searcher.proven(codes, side) != before


def _decide(
    searcher: Searcher,
    codes: bytes,
    side: int,
    beta: int,
    budget: Budget,
    node_limit: int | None,
    deadline: float | None,
) -> None:
    """Prove whether the side to move scores at least ``beta``, within the attempt's limits:
    by alpha-beta for DECIDING_ALPHA_BETA_SHARE of what is left of them, then by proof
    numbers, which find in the table what alpha-beta proved.  Raises Stopped."""
    if budget.split is not None:  # the root's moves shared with the race's prover
        budget.split.work(MAIN, searcher, beta)
        return
    if not budget.proof_numbers:  # they run beside, on the race's prover
        searcher.solve(codes, side, beta - 1, beta)
        return
    share = DECIDING_ALPHA_BETA_SHARE
    nodes = None
    if node_limit is not None:  # at least one node: the core takes no limit of 0
        nodes = max(1, searcher.nodes + int(share * (node_limit - searcher.nodes)))
    now = time.monotonic()
    until = None if deadline is None else now + share * max(0.0, deadline - now)
    searcher.limit(nodes, until)
    try:
        searcher.solve(codes, side, beta - 1, beta)
        return
    except Stopped:
        if _out_of_budget(searcher, budget):
            raise
    finally:
        searcher.limit(node_limit, deadline)
    searcher.prove(codes, side, beta)


def _out_of_budget(searcher: Searcher, budget: Budget) -> bool:
    if budget.node_limit is not None and searcher.nodes >= budget.node_limit:
        return True
    if budget.deadline is not None and time.monotonic() >= budget.deadline:
        return True
    return budget.stop is not None and budget.stop()


def _after_pass(report: RootReport) -> RootReport:
    """The opponent's report seen from the side that passes."""
    return RootReport(
        report.depth,
        -report.score,
        None,
        (None, *report.pv),
        report.nodes,
        report.seconds,
        -report.upper,
        -report.lower,
        (),
    )


def _final_report(codes: bytes, side: int, began: float) -> RootReport:
    score = final_score(piece_margin(codes), side)
    return RootReport(0, score, None, (), 0, time.monotonic() - began, score, score, ())


def _report(
    searcher: Searcher,
    codes: bytes,
    side: int,
    depth: int,
    scores: list[tuple[CoreMove, int]],
    lower: int,
    upper: int,
    began: float,
) -> RootReport:
    best, score = scores[0]
    if lower >= 0 or lower == upper:
        proof_move = searcher.table_move(codes, side)
        if proof_move is not None:
            best = proof_move
        score = lower if lower == upper else max(score, lower)
    score = min(max(score, lower), upper)
    after, _ = core.play(codes, side, best)
    pv = [best, *searcher.line(after, 1 - side)]
    return RootReport(
        depth,
        score,
        best,
        tuple(pv),
        searcher.nodes,
        time.monotonic() - began,
        lower,
        upper,
        tuple(scores),
    )
