"""The core's search against plain algorithms written here, and its limits.

* Fixed-depth scores (``Searcher.pvs`` with a full window) equal a plain negamax over the
  Python rules with the same evaluation (``core.evaluate``, itself checked against the
  definitions in test_core_eval.py): a forced pass costs no depth, a finished game scores
  its final score.
* Proofs (``solve``) equal brute force to the end of the game on small endgames, in full and
  in null windows, and leave the proven result in the table; so do the proof-number search's
  answers (``prove``), which also equal ``solve``'s on fuller boards.
* The same seed and node budget give the same move and reports; node limits, deadlines and
  stop callables end a search with ``Stopped``, and the searcher works on afterwards.
"""

from __future__ import annotations

import subprocess
import sys
import time
from functools import cache
from pathlib import Path

import pytest

from engine import core
from engine.ai import Engine, Goal, Limits
from engine.ai.bench import POSITIONS
from engine.ai.scores import INFINITE_SCORE, WIN, final_score
from engine.ai.weights import load_weights
from engine.notation import from_codecup
from engine.position import Position
from engine.rules import apply, legal_moves
from tests.engine.core_helpers import (
    exact_result,
    line,
    small_endgames,
    stacks_on_board,
)

WEIGHTS = load_weights().flat()
FLAG_SETS = (0, core.ORDER_PLAIN, core.TABLE_ONE_SLOT, core.ORDER_PLAIN | core.TABLE_ONE_SLOT)
# Reductions and null moves change estimates, never proofs: proofs are searched without them.
PRUNING = (core.REDUCE_LATE, core.REDUCE_LATE | core.REDUCE_MORE, core.NULL_MOVE)


def negamax(position: Position, depth: int, memo: dict[tuple[Position, int], int]) -> int:
    """The side to move's score ``depth`` moves deep, every line searched (no pruning)."""
    known = memo.get((position, depth))
    if known is not None:
        return known
    side = int(position.turn)
    moves = legal_moves(position)
    if depth <= 0:
        value = core.evaluate(position.codes, side, WEIGHTS)[0]
    elif not moves:
        white, black = position.controlled_pieces()
        value = final_score(white - black, side)
    elif moves[0].is_pass:  # the opponent moves again, at the same depth
        value = -negamax(apply(position, moves[0]).after, depth, memo)
    else:
        value = max(-negamax(apply(position, move).after, depth - 1, memo) for move in moves)
    memo[(position, depth)] = value
    return value


@cache
def boards(most: int = 20) -> tuple[Position, ...]:
    """Per random game, its first position with at most ``most`` stacks and a move to make:
    small enough for plain negamax."""
    found = []
    for seed in range(200, 260):
        kind = "placed" if seed % 2 else "setup"
        for position in line(seed, kind):
            if stacks_on_board(position) <= most and legal_moves(position):
                found.append(position)
                break
    return tuple(found)


@pytest.mark.parametrize("flags", FLAG_SETS)
@pytest.mark.parametrize("depth", [1, 2, 3])
def test_fixed_depth_scores_equal_plain_negamax(depth: int, flags: int) -> None:
    positions = boards()
    assert len(positions) >= 40
    for position in positions[:: 1 if depth < 3 else 2]:
        searcher = core.Searcher(WEIGHTS, flags, 12)
        searcher.start()
        got = searcher.pvs(position.codes, int(position.turn), depth, -INFINITE_SCORE,
                           INFINITE_SCORE)  # fmt: skip
        assert got == negamax(position, depth, {}), f"{position!r} depth {depth}"


def test_depth_4_scores_equal_plain_negamax_on_small_boards() -> None:
    for position in boards(12)[:10]:
        searcher = core.Searcher(WEIGHTS)
        searcher.start()
        got = searcher.pvs(position.codes, int(position.turn), 4, -INFINITE_SCORE,
                           INFINITE_SCORE)  # fmt: skip
        assert got == negamax(position, 4, {}), f"{position!r}"


def test_a_reused_searcher_scores_a_depth_exactly_or_by_a_deeper_search() -> None:
    """The table persists from call to call: a shallower search after a deeper one may be
    answered by the deeper result (what the table is for), never by anything else."""
    for position in boards()[:12]:
        searcher = core.Searcher(WEIGHTS)
        memo: dict[tuple[Position, int], int] = {}
        for deepest, depth in ((1, 1), (2, 2), (3, 3), (3, 2), (3, 1)):
            searcher.start()
            got = searcher.pvs(position.codes, int(position.turn), depth, -INFINITE_SCORE,
                               INFINITE_SCORE)  # fmt: skip
            allowed = {negamax(position, d, memo) for d in range(depth, deepest + 1)}
            assert got in allowed, f"{position!r} depth {depth}"


def test_scores_within_a_window_are_fail_soft_bounds() -> None:
    for position in boards()[:10]:
        exact = negamax(position, 2, {})
        for alpha, beta in ((exact - 50, exact + 50), (exact, exact + 1), (exact - 1, exact),
                            (exact + 10, exact + 20), (exact - 20, exact - 10)):  # fmt: skip
            searcher = core.Searcher(WEIGHTS)
            searcher.start()
            got = searcher.pvs(position.codes, int(position.turn), 2, alpha, beta)
            if alpha < exact < beta:
                assert got == exact
            elif exact <= alpha:
                assert exact <= got <= alpha
            else:
                assert beta <= got <= exact


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_root_scores_the_best_move_exactly_and_bounds_the_others(depth: int) -> None:
    """``root``: every move listed once, best first; the best move's score is the negamax
    value, every other score an upper bound on its move's value (fail-soft null windows)."""
    for position in boards()[:15]:
        codes, side = position.codes, int(position.turn)
        searcher = core.Searcher(WEIGHTS)
        searcher.start()
        order = searcher.ordered_moves(codes, side)
        assert sorted(order) == sorted(core.moves(codes, side))
        scores = searcher.root(codes, side, depth, order)
        assert sorted(move for move, _ in scores) == sorted(order)
        assert [score for _, score in scores] == sorted((s for _, s in scores), reverse=True)
        memo: dict[tuple[Position, int], int] = {}
        values = {
            move: -negamax(apply(position, core.to_move(move)).after, depth - 1, memo)
            for move in order
        }
        best, best_score = scores[0]
        assert best_score == values[best] == max(values.values()) == negamax(position, depth, memo)
        assert all(score >= values[move] for move, score in scores)


@pytest.mark.parametrize("flags", PRUNING)
def test_pruning_reaches_a_depth_with_fewer_nodes(flags: int) -> None:
    for _, text in POSITIONS[:2]:
        position = from_codecup(text)
        codes, side = position.codes, int(position.turn)
        nodes = []
        for searcher in (core.Searcher(WEIGHTS), core.Searcher(WEIGHTS, flags)):
            searcher.start()
            order = searcher.ordered_moves(codes, side)
            for depth in range(1, 6):
                scores = searcher.root(codes, side, depth, order)
                order = [move for move, _ in scores]
            assert scores[0][0] in core.moves(codes, side)
            nodes.append(searcher.nodes)
        assert nodes[1] < nodes[0] * 0.8, nodes


@pytest.mark.parametrize("flags", PRUNING)
def test_pruning_set_on_a_searcher_searches_as_if_built_with_it(flags: int) -> None:
    position = from_codecup(POSITIONS[1][1])
    codes, side = position.codes, int(position.turn)
    built, switched = core.Searcher(WEIGHTS, flags), core.Searcher(WEIGHTS)
    assert switched.pruning == 0
    switched.pruning = flags
    assert switched.pruning == flags
    results = []
    for searcher in (built, switched):
        searcher.start()
        order = searcher.ordered_moves(codes, side)
        results.append((searcher.root(codes, side, 5, order), searcher.nodes))
    assert results[0] == results[1]


@pytest.mark.parametrize("value", [-1, 1, 2, 64, core.NULL_MOVE | 1, 2**70, 1.0, None, "null"])
def test_bad_pruning_is_refused_and_changes_nothing(value: object) -> None:
    searcher = core.Searcher(WEIGHTS, core.NULL_MOVE)
    with pytest.raises(ValueError):
        searcher.pruning = value  # type: ignore[assignment]
    assert searcher.pruning == core.NULL_MOVE


def test_table_queries_give_legal_moves_and_lines() -> None:
    for position in boards()[:10]:
        codes, side = position.codes, int(position.turn)
        searcher = core.Searcher(WEIGHTS)
        assert searcher.table_move(codes, side) is None  # nothing searched yet
        searcher.start()
        searcher.pvs(codes, side, 4, -INFINITE_SCORE, INFINITE_SCORE)
        move = searcher.table_move(codes, side)
        assert move is not None and core.to_move(move) in legal_moves(position)
        hinted = searcher.ordered_moves(codes, side, move)
        assert hinted[0] == move and sorted(hinted) == sorted(core.moves(codes, side))
        line_moves = searcher.line(codes, side)
        assert line_moves and line_moves[0] == move
        for step in line_moves:
            position = apply(position, core.to_move(step)).after


ENDGAME_COUNT = 24


@cache
def endgame(index: int) -> Position:
    """Small endgames of random games (the last third from random placements)."""
    kind = "placed" if index >= 16 else "setup"
    return next(small_endgames(range(index, index + 1), cap=4000, kind=kind))


@cache
def exact(index: int) -> int:
    return exact_result(endgame(index))


@pytest.mark.parametrize("index", range(ENDGAME_COUNT))
def test_proofs_equal_brute_force(index: int) -> None:
    position = endgame(index)
    codes, side = position.codes, int(position.turn)
    exact_score = exact(index)
    for flags in FLAG_SETS + PRUNING:
        searcher = core.Searcher(WEIGHTS, flags, 12)
        searcher.start()
        assert searcher.solve(codes, side, -INFINITE_SCORE, INFINITE_SCORE) == exact_score
        if not flags & core.TABLE_ONE_SLOT:
            # (A one-slot table may give the root's slot to a later board: no check there.)
            assert searcher.proven(codes, side) == (exact_score, exact_score)
        # Win, draw or loss in null windows around a draw, with a fresh table.
        fresh = core.Searcher(WEIGHTS, flags, 12)
        fresh.start()
        bound = fresh.solve(codes, side, 0, 1)
        assert (bound >= 1) == (exact_score >= 1) and (bound <= 0) == (exact_score <= 0)
        # Fail-soft: an upper bound on a loss or draw, a lower bound on a win.
        assert exact_score <= bound if bound <= 0 else bound <= exact_score


def claims(exact_score: int) -> set[int]:
    """Betas around the exact score and the draw: just above, at, just below."""
    return {1, 0, -1, exact_score, exact_score + 1, exact_score - 1, WIN + 100, -WIN - 99}


@pytest.mark.parametrize("index", range(ENDGAME_COUNT))
def test_proof_number_search_equals_brute_force(index: int) -> None:
    """``prove`` with no board handed to alpha-beta (``small_board=0``): df-pn to the end."""
    position = endgame(index)
    codes, side = position.codes, int(position.turn)
    exact_score = exact(index)
    for beta in claims(exact_score):
        searcher = core.Searcher(WEIGHTS, 0, 12)
        searcher.start()
        assert searcher.prove(codes, side, beta, small_board=0) == (exact_score >= beta)
        # The answer stays as a proven bound, rounded to a score a finished game can have.
        lower, upper = searcher.proven(codes, side)
        assert lower <= exact_score <= upper
        assert lower >= beta if exact_score >= beta else upper < beta


def test_proof_number_search_equals_the_alpha_beta_proof_on_fuller_boards() -> None:
    """From 20-odd stacks, with the default hand-over to alpha-beta, on one table."""
    checked = 0
    for seed in range(6):
        positions = line(600 + seed)
        position = next(p for p in positions if stacks_on_board(p) <= 22)
        codes, side = position.codes, int(position.turn)
        if not core.moves(codes, side):
            continue
        reference = core.Searcher(WEIGHTS, 0, 16)
        reference.start()
        exact_score = reference.solve(codes, side, -INFINITE_SCORE, INFINITE_SCORE)
        searcher = core.Searcher(WEIGHTS, 0, 16)
        searcher.start()
        for beta in (1, 0, exact_score, exact_score + 1):
            assert searcher.prove(codes, side, beta) == (exact_score >= beta)
        checked += 1
    assert checked >= 4


def test_proof_number_search_under_a_node_budget_is_deterministic() -> None:
    position = next(p for p in line(620) if stacks_on_board(p) <= 30)
    runs = []
    for _ in range(2):
        searcher = core.Searcher(WEIGHTS, 0, 12)
        searcher.start(node_limit=2000)
        with pytest.raises(core.Stopped):
            searcher.prove(position.codes, int(position.turn), 1, small_board=0)
        runs.append((searcher.nodes, searcher.proven(position.codes, int(position.turn))))
    assert runs[0] == runs[1] and runs[0][0] == 2000


def test_the_endgames_are_real_endgames() -> None:
    """Many stacks and moves, and all three results: the brute force above is not trivial."""
    endgames = [endgame(index) for index in range(ENDGAME_COUNT)]
    results = {exact(index) for index in range(ENDGAME_COUNT)}
    assert any(score >= WIN for score in results) and any(score <= -WIN for score in results)
    assert sum(len(legal_moves(p)) >= 3 for p in endgames) >= ENDGAME_COUNT // 2
    assert max(stacks_on_board(p) for p in endgames) >= 8


# --- the same seed and budget give the same move ------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_same_seed_and_node_budget_give_the_same_search(seed: int) -> None:
    positions = line(300 + seed)
    for position in (positions[2], positions[len(positions) // 2]):
        runs = []
        for _ in range(2):
            reports = list(
                Engine().run(position, Goal.PLAY, Limits(nodes=3000 + 1000 * seed), seed=seed)
            )
            runs.append([(r.depth, r.best, r.score, r.pv, r.nodes) for r in reports])
        assert runs[0] == runs[1]
        assert runs[0][-1][1] in legal_moves(position)


def budgeted_search_text(seed: int) -> str:
    position = line(310 + seed)[4]
    reports = Engine().run(position, Goal.PLAY, Limits(nodes=5000), seed=seed)
    return repr([(r.depth, str(r.best), r.score, [str(m) for m in r.pv], r.nodes) for r in reports])


def test_the_same_budgeted_search_gives_the_same_reports_in_another_process() -> None:
    """Nothing in the core depends on addresses, uninitialised memory or the process: a child
    process reports exactly what this one does."""
    program = (
        "from tests.engine.test_core_search import budgeted_search_text\n"
        "print(budgeted_search_text(1))"
    )
    child = subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, timeout=120,
        cwd=Path(__file__).resolve().parents[2],
    )  # fmt: skip
    assert child.returncode == 0, child.stderr[-2000:]
    assert child.stdout.strip() == budgeted_search_text(1)


# --- limits ---------------------------------------------------------------------------------

START = Position.random_setup(1)


def deep_search(searcher: core.Searcher, depth: int = 30) -> int:
    return searcher.pvs(START.codes, 0, depth, -INFINITE_SCORE, INFINITE_SCORE)


@pytest.mark.parametrize("limit", [1, 100, 1024, 5000, 77777])
def test_a_node_limit_stops_the_search(limit: int) -> None:
    searcher = core.Searcher(WEIGHTS)
    searcher.start(node_limit=limit)
    with pytest.raises(core.Stopped):
        deep_search(searcher)
    assert searcher.nodes == limit


def test_a_deadline_stops_the_search() -> None:
    searcher = core.Searcher(WEIGHTS)
    began = time.monotonic()
    searcher.start(deadline=began + 0.1)
    with pytest.raises(core.Stopped):
        deep_search(searcher)  # minutes without the deadline
    assert time.monotonic() - began < 5.0
    searcher.start(deadline=time.monotonic() - 1.0)  # already past
    with pytest.raises(core.Stopped):
        deep_search(searcher)
    assert searcher.nodes <= 1


def test_a_stop_callable_stops_the_search_and_is_polled() -> None:
    calls: list[None] = []

    def stop() -> bool:
        calls.append(None)
        return len(calls) >= 3

    searcher = core.Searcher(WEIGHTS)
    searcher.start(stop=stop)
    with pytest.raises(core.Stopped):
        deep_search(searcher)
    assert len(calls) == 3


def test_a_search_its_stop_callable_ended_goes_on_only_after_resume() -> None:
    """The stop stays until ``resume``, which keeps the limits and the counters."""
    wanted = [True]
    searcher = core.Searcher(WEIGHTS)
    searcher.start(node_limit=200_000, stop=lambda: wanted[0])
    with pytest.raises(core.Stopped):
        deep_search(searcher)
    wanted[0] = False
    with pytest.raises(core.Stopped):
        deep_search(searcher, depth=3)
    before = searcher.nodes
    searcher.resume()
    assert deep_search(searcher, depth=3) == deep_search(core.Searcher(WEIGHTS), depth=3)
    assert searcher.nodes > before
    with pytest.raises(core.Stopped):  # the node limit still holds
        deep_search(searcher)
    assert searcher.nodes == 200_000


def test_a_failing_stop_callable_stops_the_search() -> None:
    def stop() -> bool:
        raise RuntimeError("boom")

    searcher = core.Searcher(WEIGHTS)
    searcher.start(stop=stop)
    with pytest.raises(core.Stopped):
        deep_search(searcher)


def test_a_stopped_searcher_searches_correctly_afterwards() -> None:
    position = boards()[0]
    searcher = core.Searcher(WEIGHTS)
    searcher.start(node_limit=50)
    with pytest.raises(core.Stopped):
        deep_search(searcher)
    searcher.clear()
    searcher.start()
    got = searcher.pvs(position.codes, int(position.turn), 3, -INFINITE_SCORE, INFINITE_SCORE)
    assert got == negamax(position, 3, {})


def test_the_engine_keeps_to_a_node_limit_and_a_deadline() -> None:
    position = line(6)[5]
    reports = list(Engine().run(position, Goal.PLAY, Limits(nodes=20_000)))
    assert reports and reports[-1].nodes <= 20_000
    began = time.monotonic()
    reports = list(Engine().run(position, Goal.PLAY, Limits(seconds=0.2)))
    assert reports and time.monotonic() - began < 3.0
