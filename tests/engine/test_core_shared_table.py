"""Two searchers in one table (Searcher.share_table): what one proves the other finds, and
two proving at once, each in a thread, prove what each proves alone."""

from __future__ import annotations

import threading

import pytest

from engine import _core
from engine.ai.weights import load_weights
from engine.core import Searcher
from engine.position import Position
from tests.engine.test_ai_search import near_the_end
from tests.engine.test_core_fuzz import run_child

WEIGHTS = load_weights().flat()
# Boards of 16-25 stacks: proofs of a few thousand to a few hundred thousand nodes each.
ENDGAMES = [near_the_end(seed, plies) for seed in range(1, 9) for plies in (9, 11)]


def claims(searcher: Searcher, position: Position, proof_numbers: bool) -> tuple[bool, bool]:
    """Whether the side to move draws at least, and whether it wins."""
    codes, side = position.codes, position.turn.value
    if proof_numbers:
        return searcher.prove(codes, side, 0), searcher.prove(codes, side, 1)
    return (
        searcher.solve(codes, side, -1, 0) >= 0,
        searcher.solve(codes, side, 0, 1) >= 1,
    )


def alone(position: Position) -> tuple[bool, bool]:
    searcher = Searcher(WEIGHTS)
    searcher.start()
    return claims(searcher, position, proof_numbers=False)


def test_two_searchers_proving_at_once_in_one_table_prove_what_each_proves_alone() -> None:
    expected = [alone(position) for position in ENDGAMES]
    owner, sharer = Searcher(WEIGHTS), Searcher(WEIGHTS)
    sharer.share_table(owner)
    found: dict[tuple[int, int], tuple[bool, bool]] = {}
    errors: list[BaseException] = []

    def prove(worker: int, searcher: Searcher, order: list[int]) -> None:
        searcher.start()
        try:
            for index in order:  # alpha-beta on one thread, proof numbers on the other
                found[worker, index] = claims(searcher, ENDGAMES[index], worker == 1)
        except BaseException as error:  # reported by the assertion below
            errors.append(error)

    # The two go through the same boards from opposite ends: they meet in the middle, each
    # then reading the entries the other is writing.
    indices = list(range(len(ENDGAMES)))
    threads = [
        threading.Thread(target=prove, args=(0, owner, indices)),
        threading.Thread(target=prove, args=(1, sharer, indices[::-1])),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors
    for index, claimed in enumerate(expected):
        assert found[0, index] == claimed == found[1, index], index


def test_what_one_searcher_proves_the_other_finds_until_it_goes_back_to_its_own_table() -> None:
    position = ENDGAMES[0]
    codes, side = position.codes, position.turn.value
    owner, sharer = Searcher(WEIGHTS), Searcher(WEIGHTS)
    sharer.share_table(owner)
    draws, _ = claims(sharer, position, proof_numbers=False)
    lower, upper = owner.proven(codes, side)
    assert (lower >= 0) if draws else (upper < 0)
    third = Searcher(WEIGHTS)
    third.share_table(sharer)  # the owner's table, whose searcher it names
    assert third.proven(codes, side) == (lower, upper)
    sharer.share_table(None)
    assert sharer.proven(codes, side) == Searcher(WEIGHTS).proven(codes, side)
    owner.clear()  # a new game, for the searchers that share the table too
    assert third.proven(codes, side) == sharer.proven(codes, side)


def test_a_searcher_whose_table_is_shared_is_not_initialised_again() -> None:
    owner, sharer = _core.Searcher(WEIGHTS), _core.Searcher(WEIGHTS)
    sharer.share_table(owner)
    with pytest.raises(RuntimeError, match="other searchers use"):
        _core.Searcher.__init__(owner, WEIGHTS)
    sharer.share_table(None)
    _core.Searcher.__init__(owner, WEIGHTS)  # nobody else's table now
    with pytest.raises(TypeError):
        sharer.share_table("the other searcher")  # type: ignore[arg-type]


def test_a_shared_table_lives_as_long_as_a_searcher_uses_it() -> None:
    """The owner dropped while the other searches in its table: the table stays, and the
    search proves what it proves alone."""
    child = run_child(
        """
        import gc
        owner, sharer = _core.Searcher(WEIGHTS), _core.Searcher(WEIGHTS)
        sharer.share_table(owner)
        owner.start()
        owner.pvs(CODES, 0, 4, -_core.INFINITE_SCORE, _core.INFINITE_SCORE)
        del owner
        gc.collect()
        sharer.start()
        shared = sharer.pvs(CODES, 0, 4, -_core.INFINITE_SCORE, _core.INFINITE_SCORE)
        fresh = _core.Searcher(WEIGHTS)
        fresh.start()
        assert shared == fresh.pvs(CODES, 0, 4, -_core.INFINITE_SCORE, _core.INFINITE_SCORE)
        del sharer
        gc.collect()
        """
    )
    assert child.returncode == 0, child.stderr[-2000:]
