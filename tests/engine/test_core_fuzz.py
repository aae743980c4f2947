"""Malformed boards and arguments thrown at every function of the extension ``engine._core``.

Whatever it is given, the extension answers or raises ValueError, TypeError or
OverflowError (RuntimeError only for a searcher that is uninitialised or already searching)
— never a crash — and valid input keeps working afterwards.  Boards: random bytes, wrong
lengths, other types, bad codes, stacks higher than 49, more than 49 pieces, no or four
DVONN stacks, stacks cut off, lone DVONN pieces owned by a player.  Arguments: bad sides,
garbage and illegal moves, NaN and infinite weights, wrong weight counts, absurd depths and
limits, alpha >= beta, proof claims beyond the scores.  Searches are bounded by a node limit
so that every example is quick.

Two crashes found this way are checked in child processes (a crash there fails one test
instead of ending the run): see the last two tests.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from engine import _core
from engine.ai.weights import load_weights
from engine.position import Position
from tests.engine.core_helpers import line, near_the_end

ALLOWED = (ValueError, TypeError, OverflowError)
WEIGHTS = load_weights().flat()
START = Position.random_setup(3)
ENDGAME = near_the_end(3, 8)
VALID_BOARDS = [p.codes for seed in range(6) for p in line(seed)[::7]]

# What valid calls answer before any fuzzing: they must answer the same after it.
EXPECTED = {
    "perft": _core.perft(START.codes, 0, 2),
    "moves": _core.moves(START.codes, 0),
    "features": _core.features(ENDGAME.codes, 1),
    "evaluate": _core.evaluate(ENDGAME.codes, int(ENDGAME.turn), WEIGHTS),
    "key": _core.key(START.codes, 1),
}


def fresh_search_score() -> int:
    searcher = _core.Searcher(WEIGHTS, 0, 10)
    searcher.start()
    score = searcher.pvs(ENDGAME.codes, int(ENDGAME.turn), 3, -_core.INFINITE_SCORE,
                         _core.INFINITE_SCORE)  # fmt: skip
    assert score is not None
    return score


EXPECTED_SEARCH = fresh_search_score()


def answer(function: Callable[..., Any], *args: Any) -> Any:
    """The function's result, or None when it refused the arguments in an allowed way."""
    try:
        return function(*args)
    except ALLOWED:
        return None


def valid_input_still_works() -> None:
    assert _core.perft(START.codes, 0, 2) == EXPECTED["perft"]
    assert _core.moves(START.codes, 0) == EXPECTED["moves"]
    assert _core.features(ENDGAME.codes, 1) == EXPECTED["features"]
    assert _core.evaluate(ENDGAME.codes, int(ENDGAME.turn), WEIGHTS) == EXPECTED["evaluate"]
    assert _core.key(START.codes, 1) == EXPECTED["key"]
    assert fresh_search_score() == EXPECTED_SEARCH


# --- strategies -----------------------------------------------------------------------------

VALID_CODES = [4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 20, 21, 22, 23, 40, 41, 196, 197, 198]


@st.composite
def mutated_boards(draw: st.DrawFn) -> bytes:
    """A board of a real game with a few cells changed: most of them malformed."""
    codes = bytearray(draw(st.sampled_from(VALID_BOARDS)))
    for _ in range(draw(st.integers(1, 4))):
        cell = draw(st.integers(0, 48))
        kind = draw(st.sampled_from(["any", "tall", "empty", "no-dvonn", "owned-dvonn", "valid"]))
        if kind == "any":
            codes[cell] = draw(st.integers(0, 255))
        elif kind == "tall":
            codes[cell] = draw(st.integers(50, 63)) << 2 | draw(st.integers(0, 3))
        elif kind == "empty":
            codes[cell] = 0  # may cut stacks off
        elif kind == "no-dvonn":
            codes = bytearray(code & ~2 if code >> 2 > 1 else code and 8 for code in codes)
        elif kind == "owned-dvonn":
            codes[cell] = 7  # a lone DVONN piece on top of nothing, owned by Black
        else:
            codes[cell] = draw(st.sampled_from(VALID_CODES))
    return bytes(codes)


def mostly(valid: st.SearchStrategy[Any], *malformed: st.SearchStrategy[Any]) -> Any:
    """Valid values three times in four: the calls after a refused argument (and the
    combinations of one bad argument with good ones) get exercised too."""
    bad = st.one_of(*malformed)
    return st.integers(0, 3).flatmap(lambda draw: bad if draw == 0 else valid)


boards = mostly(
    st.sampled_from(VALID_BOARDS),
    mutated_boards(),
    st.binary(min_size=49, max_size=49),
    st.binary(max_size=60),
    st.lists(st.sampled_from([0, 0, 0, *VALID_CODES]), min_size=49, max_size=49).map(bytes),
    st.sampled_from([None, "x" * 49, bytearray(49), list(range(49)), 3.5, memoryview(b"a" * 49)]),
)
sides = mostly(
    st.sampled_from([0, 1]), st.integers(-3, 4), st.integers(-(2**70), 2**70),
    st.sampled_from([None, 0.5, "0", True, float("nan")]),
)  # fmt: skip
ints: st.SearchStrategy[object] = st.one_of(
    st.integers(-5, 300), st.integers(-(2**70), 2**70),
    st.sampled_from([None, 1.5, "3", float("inf"), float("nan"), []]),
)  # fmt: skip
depths = mostly(st.integers(0, 5), ints)
plies = mostly(st.integers(0, 127), ints)
INFINITE = _core.INFINITE_SCORE
windows = mostly(
    st.integers(-INFINITE, INFINITE - 1).flatmap(
        lambda alpha: st.tuples(st.just(alpha), st.integers(alpha + 1, INFINITE))
    ),
    st.tuples(ints, ints),
    st.integers(-INFINITE, INFINITE).map(lambda score: (score, score)),
)
floats = st.floats(allow_nan=True, allow_infinity=True)
weight_lists: st.SearchStrategy[object] = st.one_of(
    st.just(list(WEIGHTS)),
    st.lists(floats, min_size=len(WEIGHTS), max_size=len(WEIGHTS)),
    st.lists(st.floats(-1e10, 1e10), max_size=30),
    st.lists(st.one_of(floats, st.sampled_from([None, "1", [], 2**80])), max_size=30),
    st.sampled_from([None, 5, "weights", {"a": 1}]),
)


def small_enough(codes: object, depth: object) -> bool:
    """Whether perft of a valid board may take ``depth`` without taking long."""
    if not isinstance(depth, int) or isinstance(depth, bool) or depth <= 3:
        return True
    if not isinstance(codes, bytes) or answer(_core.moves, codes, 0) is None:
        return True  # refused before any counting
    return sum(1 for code in codes if code) <= 8 or depth > 12


def moves_for(codes: object, side: object) -> st.SearchStrategy[Any]:
    legal = answer(_core.moves, codes, side) if isinstance(codes, bytes) else None
    some_legal = st.sampled_from(legal) if legal else st.integers(0, 0xFFFF)
    return st.one_of(
        some_legal, some_legal, st.integers(0, 0xFFFF), st.integers(-(2**70), 2**70),
        st.sampled_from([None, "E3F4", 1.0]),
    )  # fmt: skip


fuzz = settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))


# --- the module functions -------------------------------------------------------------------


@fuzz
@given(boards, sides, depths, st.data())
def test_module_functions_refuse_bad_input_cleanly(
    codes: Any, side: Any, depth: Any, data: st.DataObject
) -> None:
    if small_enough(codes, depth):
        count = answer(_core.perft, codes, side, depth)
        assert count is None or (isinstance(count, int) and count >= 0)
    moves = answer(_core.moves, codes, side)
    assert moves is None or all(0 <= move <= 0xFFFF for move in moves)
    event("board and side accepted" if moves is not None else "board or side refused")
    move = data.draw(moves_for(codes, side))
    played = answer(_core.play, codes, side, move)
    if played is not None:
        event("move played")
        assert move in moves and len(played[0]) == 49
        assert answer(_core.moves, played[0], 1 - side) is not None  # a valid board again
    peeked = answer(_core.peek, codes, side, move)
    assert (peeked is None) == (played is None)
    if played is not None:
        assert peeked == (len(_core.moves(played[0], 1 - side)), _core.key(played[0], 1 - side))
    assert answer(_core.key, codes, side) is None or moves is not None
    features = answer(_core.features, codes, side)
    assert features is None or len(features) == _core.FEATURE_COUNT
    weights = data.draw(weight_lists)
    evaluated = answer(_core.evaluate, codes, side, weights)
    assert evaluated is None or abs(evaluated[0]) < _core.INFINITE_SCORE
    valid_input_still_works()


@fuzz
@given(weight_lists, ints, ints)
def test_searchers_refuse_bad_construction(weights: Any, flags: Any, table_bits: Any) -> None:
    if isinstance(table_bits, int) and 14 < table_bits <= 26:
        table_bits = 14  # valid but large tables cost time and memory, not coverage
    searcher = answer(_core.Searcher, weights, flags, table_bits)
    if searcher is not None:
        searcher.start(node_limit=300)
        assert searcher.pvs(START.codes, 0, 2, -1000, 1000) is not None
    valid_input_still_works()


limits = st.one_of(
    st.none(), st.integers(-3, 5000), st.integers(2**62, 2**70),
    st.sampled_from([0.5, "10", float("nan"), float("inf"), -float("inf"), 1e308, -1.0]),
)  # fmt: skip
not_callable = st.sampled_from([None, 3, "stop", 1.5])


@fuzz
@given(boards, sides, depths, windows, plies, limits, limits, not_callable, st.data())
def test_searcher_methods_refuse_bad_input_cleanly(
    codes: Any, side: Any, depth: Any, window: tuple[Any, Any], ply: Any,
    node_limit: Any, deadline: Any, stop: Any, data: st.DataObject,
) -> None:  # fmt: skip
    alpha, beta = window
    searcher = _core.Searcher(WEIGHTS, data.draw(st.sampled_from([0, 1, 2, 3])), 10)
    # Callable stops are left out here: a failed start() after one crashes (see below).
    answer(searcher.start, node_limit, deadline, stop)
    answer(searcher.limit, node_limit, deadline)
    searcher.start(node_limit=data.draw(st.integers(1, 3000)))
    try:
        score = searcher.pvs(codes, side, depth, alpha, beta, ply)
        event("pvs answered" if score is not None else "pvs stopped by its node limit")
        assert score is None or abs(score) <= _core.INFINITE_SCORE
    except ALLOWED:
        event("pvs refused")
    searcher.start(node_limit=data.draw(st.integers(1, 3000)))
    legal = answer(_core.moves, codes, side) if isinstance(codes, bytes) else None
    garbage_order = st.lists(moves_for(codes, side), max_size=8)
    if legal:
        order = data.draw(mostly(st.lists(st.sampled_from(legal), min_size=1, unique=True),
                                 garbage_order))  # fmt: skip
    else:
        order = data.draw(garbage_order)
    try:
        scores = searcher.root(codes, side, depth, order)
        event("root answered" if scores is not None else "root stopped by its node limit")
        assert scores is None or sorted(move for move, _ in scores) == sorted(order)
    except ALLOWED:
        event("root refused")
    searcher.start(node_limit=data.draw(st.integers(1, 3000)))
    try:
        proved = searcher.prove(codes, side, beta, data.draw(mostly(st.integers(0, 49), ints)))
        event("prove answered" if proved is not None else "prove stopped by its node limit")
        assert proved in (True, False, None)
    except ALLOWED:
        event("prove refused")
    answer(searcher.proven, codes, side)
    answer(searcher.table_move, codes, side)
    answer(searcher.ordered_moves, codes, side, data.draw(moves_for(codes, side)))
    answer(searcher.pv, codes, side, data.draw(ints))
    # The same searcher still searches valid input correctly.
    searcher.clear()
    searcher.start()
    assert searcher.pvs(ENDGAME.codes, int(ENDGAME.turn), 3, -_core.INFINITE_SCORE,
                        _core.INFINITE_SCORE) == EXPECTED_SEARCH  # fmt: skip
    valid_input_still_works()


def test_alpha_not_below_beta_and_out_of_range_windows_and_claims_are_refused() -> None:
    searcher = _core.Searcher(WEIGHTS)
    searcher.start()
    infinite = _core.INFINITE_SCORE
    for alpha, beta in ((5, 5), (6, 5), (-infinite - 1, 0), (0, infinite + 1)):
        with pytest.raises(ValueError):
            searcher.pvs(START.codes, 0, 2, alpha, beta)
    for beta in (-infinite, infinite + 1, 2**40):
        with pytest.raises((ValueError, OverflowError)):
            searcher.prove(START.codes, 0, beta)
    for small_board in (-1, 50, 2**40):
        with pytest.raises((ValueError, OverflowError)):
            searcher.prove(START.codes, 0, 1, small_board)
    for depth in (-1, _core.SOLVE_DEPTH + 1, 2**31 - 1):
        with pytest.raises(ValueError):
            searcher.pvs(START.codes, 0, depth, -10, 10)
        with pytest.raises(ValueError):
            _core.perft(START.codes, 0, depth)


@pytest.mark.parametrize(
    "codes",
    [
        b"",
        bytes(48),
        bytes(50),
        bytes(49),  # empty: no DVONN stack
        bytes([50 << 2]) + bytes(48),  # 50 pieces in one stack
        bytes([7]) + bytes(48),  # a lone DVONN piece owned by Black
        bytes([6, 6, 6, 6]) + bytes(45),  # four DVONN stacks
        bytes([6, 0, 8]) + bytes(46),  # a stack cut off from the DVONN piece
        bytes([6] + [8] * 24 + [4]) + bytes(23),  # 1 + 48 + 1 = 50 pieces
        bytes([1, 6]) + bytes(47),  # a code of height 0
    ],
)
def test_malformed_boards_are_refused_with_a_value_error(codes: bytes) -> None:
    for function, args in ((_core.moves, ()), (_core.key, ()), (_core.features, ()),
                           (_core.perft, (1,)), (_core.evaluate, (WEIGHTS,))):  # fmt: skip
        with pytest.raises(ValueError):
            function(codes, 0, *args)
    valid_input_still_works()


def test_bad_weights_are_refused_with_a_value_error() -> None:
    nan = float("nan")
    bad = [[], WEIGHTS[:-1], (*WEIGHTS, 1.0), (*WEIGHTS[:-1], 0.0), (*WEIGHTS[:-1], -1.0)]
    bad += [(nan, *WEIGHTS[1:]), (*WEIGHTS[:-1], float("inf")), (1e10, *WEIGHTS[1:])]
    for weights in bad:
        with pytest.raises(ValueError):
            _core.evaluate(START.codes, 0, weights)
        with pytest.raises(ValueError):
            _core.Searcher(weights)
    valid_input_still_works()


# --- crashes, each in a child process ---------------------------------------------------------


def run_child(code: str) -> subprocess.CompletedProcess[str]:
    program = textwrap.dedent(
        """
        from engine import _core
        from engine.ai.weights import load_weights
        from engine.position import Position
        WEIGHTS = load_weights().flat()
        CODES = Position.random_setup(1).codes
        """
    ) + textwrap.dedent(code)
    return subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, timeout=60
    )


def test_a_refused_start_leaves_no_dangling_stop_callable() -> None:
    """start(stop=f), then a start() refused for a bad limit, then a search: the refused call
    must not leave the search polling the released callable (today: a segmentation fault)."""
    child = run_child(
        """
        import gc
        searcher = _core.Searcher(WEIGHTS)
        searcher.start(stop=type("Stop", (), {"__call__": lambda self: False})())
        try:
            searcher.start(node_limit=-1)
        except ValueError:
            pass
        gc.collect()
        filler = [bytearray(64) for _ in range(2000)]
        print(searcher.pvs(CODES, 0, 6, -_core.INFINITE_SCORE, _core.INFINITE_SCORE))
        """
    )
    assert child.returncode == 0, child.stderr[-2000:]


def test_reinitialising_a_searcher_from_its_stop_callable_is_refused() -> None:
    """A stop callable that calls the searcher's __init__ during the search must get an
    error, as every other method does while it searches (today: the table is freed under
    the running search, which goes on writing to it, without its limits)."""
    child = run_child(
        """
        searcher = _core.Searcher(WEIGHTS)
        errors, calls = [], []
        def stop():  # polled every few thousand nodes: the second call is mid-search
            calls.append(None)
            if len(calls) == 2:
                try:
                    searcher.__init__(WEIGHTS, 0, 8)
                    errors.append(None)
                except RuntimeError as error:
                    errors.append(error)
            return False
        searcher.start(stop=stop)
        searcher.pvs(CODES, 0, 5, -_core.INFINITE_SCORE, _core.INFINITE_SCORE)
        assert len(calls) >= 2 and isinstance(errors[0], RuntimeError), errors
        """
    )
    assert child.returncode == 0, child.stderr[-2000:]
