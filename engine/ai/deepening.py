"""Iterative deepening at the root, with endgame proofs woven in.

``deepen`` yields one ``RootReport`` per completed depth.  Between iterations, once the board
has thinned out, it spends about as many nodes as the iterations so far on proving the game's
result (win, draw or loss by null-window searches to the end of the game); proofs are kept in
the table, so an unfinished attempt still speeds up the next one.  When the result is proven
the move is taken from the proof: a winning (or drawing) move, whatever the estimates say.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from engine.ai.constants import INFINITE_SCORE, WIN
from engine.ai.evaluate import final_score
from engine.ai.search import SIDE_KEYS, Searcher, Stopped, piece_margin
from engine.bitboard import Board, Jump, has_jump, play_jump

# Proofs are attempted once no more than this many stacks are left: earlier they never finish.
# A first short attempt starts earlier still: a game about to be decided by a large cut-off
# is often proven in a few hundred nodes.
SOLVE_FROM_STACKS = 30
QUICK_PROOF_FROM_STACKS = 42
FIRST_PROOF_NODES = 2000
# The long proof attempt's share of the time left: boards of up to SMALL_ENDGAME stacks are
# usually proven within it (measured on real games 12 plies before the end).
SMALL_ENDGAME = 24
LONG_PROOF_SHARE = 0.8
SHORT_PROOF_SHARE = 0.5


@dataclass(frozen=True, slots=True)
class RootReport:
    """One completed iteration: scores are from the side to move's point of view."""

    depth: int
    score: int
    best: Jump | None  # None: a forced pass (or nothing at all when the game is over)
    pv: tuple[Jump | None, ...]
    nodes: int
    seconds: float
    lower: int  # proven bounds on the final result's score (see evaluate.final_score)
    upper: int
    scores: tuple[tuple[Jump, int], ...]  # root moves, best first; others are upper bounds


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


def deepen(searcher: Searcher, board: Board, side: int, budget: Budget) -> Iterator[RootReport]:
    """Search ``board`` deeper and deeper, reporting each completed depth."""
    began = time.monotonic()
    searcher.start(budget.node_limit, budget.deadline, budget.stop)
    jumps = searcher.moves(board, side, 0, searcher.best_move(board, side))
    if not jumps:
        if has_jump(board, 1 - side):  # a forced pass: search on from the opponent's side
            for report in deepen(searcher, board, 1 - side, budget):
                yield _after_pass(report)
            return
        yield _final_report(board, side, began)
        return
    children = {jump: play_jump(board, side, jump[0], jump[1])[0] for jump in jumps}
    order = jumps
    solve_nodes = FIRST_PROOF_NODES
    stacks = board[0].bit_count()
    may_solve = budget.solve and stacks <= SOLVE_FROM_STACKS
    if budget.solve and stacks <= QUICK_PROOF_FROM_STACKS:
        # Small endgames are often proven at once, before any estimate is needed.
        try:
            _prove(searcher, board, side, solve_nodes, budget.exact)
        except Stopped:
            return
    durations: list[float] = []
    for depth in range(1, budget.max_depth + 1):
        started = time.monotonic()
        try:
            scores = _search_root(searcher, board, side, depth, order, children)
        except Stopped:
            return
        durations.append(time.monotonic() - started)
        order = [jump for jump, _ in scores]
        lower, upper = searcher.proven(board, side)
        yield _report(searcher, board, side, depth, scores, lower, upper, began)
        if lower == upper or (budget.stop_when_proven and lower >= 0):
            return
        if budget.soft_deadline is not None and time.monotonic() >= budget.soft_deadline:
            return
        if budget.deadline is not None and not _next_fits(durations, budget.deadline):
            return
        if may_solve and depth >= 2:
            solve_nodes = max(solve_nodes, searcher.nodes)
            until = None
            if depth == 2 and budget.deadline is not None:
                # One long attempt while the estimates are still cheap: small endgames are
                # usually proven in a fraction of a second, and a proof decides the move.
                until = _proof_deadline(stacks, budget.soft_deadline or budget.deadline)
            try:
                proved = _prove(searcher, board, side, solve_nodes, budget.exact, until)
            except Stopped:
                return
            if proved:
                lower, upper = searcher.proven(board, side)
                yield _report(searcher, board, side, depth, scores, lower, upper, began)
                if lower == upper or (budget.stop_when_proven and lower >= 0):
                    return
            solve_nodes *= 2


def _next_fits(durations: list[float], deadline: float) -> bool:
    """Whether the next iteration is likely to finish before ``deadline``: it takes a few
    times as long as the last one (the ratio of the last two, between 2 and 8)."""
    if len(durations) < 2 or durations[-1] < 0.05:
        return True
    growth = min(8.0, max(2.0, durations[-1] / max(durations[-2], 1e-3)))
    return time.monotonic() + durations[-1] * growth <= deadline


def _search_root(
    searcher: Searcher,
    board: Board,
    side: int,
    depth: int,
    order: list[Jump],
    children: dict[Jump, Board],
) -> list[tuple[Jump, int]]:
    """One PVS iteration over the root moves; (move, score) best first."""
    guesses = searcher.guesses
    alpha = -INFINITE_SCORE
    scores: list[tuple[Jump, int]] = []
    for index, jump in enumerate(order):
        child = children[jump]
        if index == 0:
            score = -searcher.pvs(child, 1 - side, depth - 1, -INFINITE_SCORE, INFINITE_SCORE, 1)
        else:
            score = -searcher.pvs(child, 1 - side, depth - 1, -alpha - 1, -alpha, 1)
            if score > alpha:
                score = -searcher.pvs(child, 1 - side, depth - 1, -INFINITE_SCORE, -alpha, 1)
        scores.append((jump, score))
        alpha = max(alpha, score)
    scores.sort(key=lambda pair: -pair[1])  # stable: earlier moves win ties
    best_jump, best = scores[0]
    key = board[6] ^ SIDE_KEYS[side]
    searcher._store(key, searcher.table.get(key), depth, best, best, best_jump, guesses)
    return scores


def _proof_deadline(stacks: int, limit: float) -> float:
    """When the long proof attempt ends: a share of the time left before ``limit``, larger
    for boards of fewer stacks, where proofs are likelier to finish."""
    share = LONG_PROOF_SHARE if stacks <= SMALL_ENDGAME else SHORT_PROOF_SHARE
    now = time.monotonic()
    return now + share * max(0.0, limit - now)


def _prove(
    searcher: Searcher,
    board: Board,
    side: int,
    nodes: int,
    exact: bool,
    until: float | None = None,
) -> bool:
    """Spend about ``nodes`` nodes (or the time until ``until``) proving the result; True
    when something new was proven."""
    outer = searcher.node_limit
    outer_deadline = searcher.deadline
    if until is None:
        searcher.node_limit = (
            searcher.nodes + nodes if outer is None else min(outer, searcher.nodes + nodes)
        )
    else:
        searcher.deadline = until if outer_deadline is None else min(until, outer_deadline)
    searcher._next_check = 0
    before = searcher.proven(board, side)
    try:
        lower, upper = before
        # Win, draw or loss: two null windows around a draw (0), the likelier side first.
        estimate = _root_estimate(searcher, board, side)
        tests = (1, 0) if estimate >= 0 else (0, 1)
        for beta in tests:
            lower, upper = searcher.proven(board, side)
            if lower >= beta or upper < beta:
                continue
            searcher.solve(board, side, beta - 1, beta)
        lower, upper = searcher.proven(board, side)
        # The exact margin: raise the proven lower bound one null window at a time.
        while exact and lower < upper:
            searcher.solve(board, side, lower, lower + 1)
            lower, upper = searcher.proven(board, side)
    except Stopped:
        searcher.deadline = outer_deadline
        if (outer is not None and searcher.nodes >= outer) or searcher.out_of_time():
            raise
    finally:
        searcher.node_limit = outer
        searcher.deadline = outer_deadline
        searcher._next_check = 0
    return searcher.proven(board, side) != before


def _root_estimate(searcher: Searcher, board: Board, side: int) -> int:
    entry = searcher.table.get(board[6] ^ SIDE_KEYS[side])
    return 0 if entry is None else max(min(entry[1], WIN), -WIN)


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


def _final_report(board: Board, side: int, began: float) -> RootReport:
    score = final_score(piece_margin(board), side)
    return RootReport(0, score, None, (), 0, time.monotonic() - began, score, score, ())


def _report(
    searcher: Searcher,
    board: Board,
    side: int,
    depth: int,
    scores: list[tuple[Jump, int]],
    lower: int,
    upper: int,
    began: float,
) -> RootReport:
    best, score = scores[0]
    if lower >= 0 or lower == upper:
        proof_move = searcher.best_move(board, side)
        if proof_move is not None:
            best = proof_move
        score = lower if lower == upper else max(score, lower)
    score = min(max(score, lower), upper)
    pv = [best, *searcher.principal_variation(play_jump(board, side, *best)[0], 1 - side)]
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
