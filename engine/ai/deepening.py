"""Iterative deepening at the root, with endgame proofs woven in.

``deepen`` yields one ``SearchInfo`` per completed depth.  Each iteration and each proof
attempt is one call into the search core (``engine.core.Searcher``), which keeps its table
from call to call.  Between iterations, once the board has thinned out, it spends about as
many nodes as the iterations so far on proving the game's result (win, draw or loss by
null-window searches to the end of the game); proofs are kept in the table, so an unfinished
attempt still speeds up the next one.  When the result is proven the move is taken from the
proof: a winning (or drawing) move, whatever the estimates say.  A search asked to decide
win, draw or loss (puzzle checks, the endgame bar) gives each proof attempt to alpha-beta
and then to proof numbers (``Searcher.prove``): each finds proofs that the other misses; with
a ``Race`` the proof numbers run on a second searcher in a thread beside it instead.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum

from engine import core
from engine.ai.race import Proof, ProofRace, Race, decided
from engine.ai.scores import WIN, controlled_pieces, final_score
from engine.ai.search_info import Line, Outcome, SearchInfo
from engine.ai.split import MAIN
from engine.core import CoreMove, Searcher, Stopped, to_move
from engine.moves import PASS
from engine.position import Color

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


class Until(Enum):
    """What ends a deepening before its limits: the root proven as far as it needs."""

    LIMITS = "limits"  # nothing: no proof attempts (the reference player, speed figures)
    MOVE = "move"  # a move proven to draw at least (play)
    RESULT = "result"  # win, draw or loss (the deciding searches)
    MARGIN = "margin"  # the exact final margin, proofs by alpha-beta alone (the review)


@dataclass(frozen=True, slots=True)
class Budget:
    """What one deepening does: when it ends, what it proves, and how it reports."""

    until: Until = Until.MOVE
    proofs: bool = True  # attempt proofs between iterations (never with Until.LIMITS)
    max_depth: int = 64
    node_limit: int | None = None
    deadline: float | None = None  # time.monotonic() at which to stop at once
    soft_deadline: float | None = None  # no new iteration is started after this
    stop: Callable[[], bool] | None = None
    lines: int = 1  # the best root moves reported, each with its line and outcome
    unit: float = 1.0  # the weights' unit: reported scores are in hundredths of a piece
    race: Race | None = None  # with Until.RESULT: proof numbers in a thread beside it
    # The reference player's: its first depth, its root order, every iteration started.
    first_depth: int = 1
    order: Sequence[CoreMove] | None = None
    skip_unfinishable: bool = True  # start no iteration unlikely to end before the deadline


def deepen(searcher: Searcher, codes: bytes, side: int, budget: Budget) -> Iterator[SearchInfo]:
    """Search the board deeper and deeper, reporting each completed depth; a search asked to
    decide with a ``race`` runs its prover beside it and ends with the prover's proof if only
    the prover decided."""
    race = None
    # The prover has a core of its own, so it races at every stage of the game: even a full
    # board is sometimes decided by one large cut-off.
    if budget.race is not None and budget.until is Until.RESULT and budget.proofs:
        race = budget.race.start(
            searcher, codes, side, budget.node_limit, budget.deadline, budget.stop
        )
    if race is None:
        yield from _deepen(searcher, codes, side, budget, None)
        return
    began = time.monotonic()
    last: SearchInfo | None = None
    try:
        for last in _deepen(searcher, codes, side, budget, race):
            yield last
    except BaseException:
        race.abandon()
        raise
    proof = race.finish(last is not None and decided(last.lower, last.upper))
    if proof is not None:
        yield _proof_info(proof, searcher, codes, side, last, budget.unit, began)


def _proof_info(
    proof: Proof,
    searcher: Searcher,
    codes: bytes,
    side: int,
    last: SearchInfo | None,
    unit: float,
    began: float,
) -> SearchInfo:
    """The prover's decision as the search's last report (the main search's estimate kept
    within the proven bounds, its lines where the proof gives none: a proven loss)."""
    estimate = last.score if last is not None else 0
    outcome = Outcome(min(max(estimate, proof.lower), proof.upper), proof.lower, proof.upper)
    lines = last.lines if last is not None else ()
    if proof.best is not None:
        pv = tuple(to_move(move) for move in proof.pv)
        others = tuple(line for line in lines if line.move != pv[0])
        lines = (Line(pv[0], outcome, pv), *others[: max(0, len(lines) - 1)])
    elif lines:
        lines = (Line(lines[0].move, outcome, lines[0].pv), *lines[1:])
    return SearchInfo(
        max(1, last.depth if last is not None else 1),
        Color(side),
        outcome,
        lines,
        searcher.nodes + proof.nodes,
        time.monotonic() - began,
    )


def _deepen(
    searcher: Searcher, codes: bytes, side: int, budget: Budget, race: ProofRace | None
) -> Iterator[SearchInfo]:
    began = time.monotonic()
    stop = budget.stop if race is None else race.main_stop
    searcher.start(budget.node_limit, budget.deadline, stop)
    order = list(
        budget.order or searcher.ordered_moves(codes, side, searcher.table_move(codes, side))
    )
    if not order:
        if core.moves(codes, 1 - side):  # a forced pass: search on from the opponent's side
            for info in deepen(searcher, codes, 1 - side, budget):
                yield _after_pass(info)
            return
        yield _final_info(codes, side, began)
        return
    solve_nodes = FIRST_PROOF_NODES
    stacks = core.stack_count(codes)
    deciding = budget.until is Until.RESULT
    proofs = budget.proofs and budget.until is not Until.LIMITS
    solve_from = QUICK_PROOF_FROM_STACKS if deciding else SOLVE_FROM_STACKS
    may_solve = proofs and stacks <= solve_from
    estimate = 0
    if proofs and stacks <= QUICK_PROOF_FROM_STACKS:
        # Small endgames are often proven at once, before any estimate is needed.
        try:
            _prove(searcher, codes, side, solve_nodes, budget, race, estimate)
        except Stopped:
            return
    durations: list[float] = []
    for depth in range(max(1, budget.first_depth), budget.max_depth + 1):
        started = time.monotonic()
        try:
            scores = searcher.root(codes, side, depth, order, budget.lines)
        except Stopped:
            return
        durations.append(time.monotonic() - started)
        order = [move for move, _ in scores]
        estimate = scores[0][1]
        lower, upper = searcher.proven(codes, side)
        yield _info(searcher, codes, side, depth, scores, lower, upper, budget, began)
        if _settled(budget, lower, upper):
            return
        if stop is not None and stop():  # the core polls it only now and then
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
                proved = _prove(searcher, codes, side, solve_nodes, budget, race, estimate, until)
            except Stopped:
                return
            if proved:
                lower, upper = searcher.proven(codes, side)
                yield _info(searcher, codes, side, depth, scores, lower, upper, budget, began)
                if _settled(budget, lower, upper):
                    return
            if last:
                return
            solve_nodes = min(2 * solve_nodes, MOST_PROOF_NODES)


def _settled(budget: Budget, lower: int, upper: int) -> bool:
    """Whether the proven bounds on the root's result end the search."""
    if lower == upper or (budget.until is Until.MOVE and lower >= 0):
        return True
    return budget.until is Until.RESULT and (lower >= WIN or upper <= -WIN)


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
    race: ProofRace | None,
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
            if budget.until is Until.RESULT:
                _decide(searcher, codes, side, beta, budget, race, node_limit, deadline)
            else:
                searcher.solve(codes, side, beta - 1, beta)
        lower, upper = searcher.proven(codes, side)
        # The exact margin: raise the proven lower bound one null window at a time.
        while budget.until is Until.MARGIN and lower < upper:
            searcher.solve(codes, side, lower, lower + 1)
            lower, upper = searcher.proven(codes, side)
    except Stopped:
        if _out_of_budget(searcher, budget, race):
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
    race: ProofRace | None,
    node_limit: int | None,
    deadline: float | None,
) -> None:
    """Prove whether the side to move scores at least ``beta``, within the attempt's limits:
    by alpha-beta for DECIDING_ALPHA_BETA_SHARE of what is left of them, then by proof
    numbers, which find in the table what alpha-beta proved; in a race by alpha-beta alone,
    or on the root's moves it shares with the prover.  Raises Stopped."""
    if race is not None:
        if race.split is not None:
            race.split.work(MAIN, searcher, beta)
        else:  # the proof numbers run beside, on the race's prover
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
        if _out_of_budget(searcher, budget, race):
            raise
    finally:
        searcher.limit(node_limit, deadline)
    searcher.prove(codes, side, beta)


def _out_of_budget(searcher: Searcher, budget: Budget, race: ProofRace | None) -> bool:
    if budget.node_limit is not None and searcher.nodes >= budget.node_limit:
        return True
    if budget.deadline is not None and time.monotonic() >= budget.deadline:
        return True
    stop = budget.stop if race is None else race.main_stop
    return stop is not None and stop()


def _after_pass(info: SearchInfo) -> SearchInfo:
    """The opponent's report seen from the side that passes."""
    outcome = info.outcome.seen_by_other()
    line = Line(PASS, outcome, (PASS, *info.pv))
    return SearchInfo(info.depth, info.turn.other, outcome, (line,), info.nodes, info.seconds)


def _final_info(codes: bytes, side: int, began: float) -> SearchInfo:
    white, black = controlled_pieces(codes)
    score = final_score(white - black, side)
    outcome = Outcome(score, score, score)
    seconds = time.monotonic() - began
    return SearchInfo(0, Color(side), outcome, (), 0, seconds, (white, black))


def _info(
    searcher: Searcher,
    codes: bytes,
    side: int,
    depth: int,
    scores: list[tuple[CoreMove, int]],
    lower: int,
    upper: int,
    budget: Budget,
    began: float,
) -> SearchInfo:
    """The iteration's report: the best move (a proof's where the result is proven), then
    the next best of ``budget.lines``, each with the line the table holds after it."""
    best, score = scores[0]
    if lower >= 0 or lower == upper:
        proof_move = searcher.table_move(codes, side)
        if proof_move is not None:
            best = proof_move
        score = lower if lower == upper else max(score, lower)
    score = min(max(score, lower), upper)
    outcome = Outcome(_hundredths(score, budget.unit), lower, upper)
    lines = [_line(searcher, codes, side, best, outcome)]
    if budget.lines > 1:
        others = _other_outcomes(searcher, codes, side, best, scores, budget.lines, budget.unit)
        lines += [_line(searcher, codes, side, move, other) for move, other in others]
    seconds = time.monotonic() - began
    return SearchInfo(depth, Color(side), outcome, tuple(lines), searcher.nodes, seconds)


def _other_outcomes(
    searcher: Searcher,
    codes: bytes,
    side: int,
    best: CoreMove,
    scores: list[tuple[CoreMove, int]],
    lines: int,
    unit: float,
) -> list[tuple[CoreMove, Outcome]]:
    """The next best root moves after ``best`` (those the root searched exactly), each with
    its outcome (its score within what the table has proven of it), best first.  The root
    ranks them by their scores at this depth; once proofs bound some of them that rank no
    longer holds (a move proven lost shown above one still estimated ahead), so they are
    ranked by the outcomes shown (ties keep the root's order)."""
    others: list[tuple[CoreMove, Outcome]] = []
    for move, found in scores[:lines]:
        if move == best or len(others) == lines - 1:
            continue
        child, _ = core.play(codes, side, move)
        theirs_lower, theirs_upper = searcher.proven(child, 1 - side)
        low, high = -theirs_upper, -theirs_lower
        others.append((move, Outcome(_hundredths(min(max(found, low), high), unit), low, high)))
    return sorted(others, key=lambda pair: -pair[1].score)


def _line(searcher: Searcher, codes: bytes, side: int, move: CoreMove, outcome: Outcome) -> Line:
    after, _ = core.play(codes, side, move)
    pv = (to_move(move), *(to_move(reply) for reply in searcher.line(after, 1 - side)))
    return Line(pv[0], outcome, pv)


def _hundredths(score: int, unit: float) -> int:
    """A search score in hundredths of a piece (finished games' scores stay as they are)."""
    if abs(score) >= WIN:
        return score
    return round(score / unit)
