"""The root's moves shared by two searchers (engine.ai.split): the claims they settle together
are the ones a proof of the whole root settles, and a searcher whose move the other settled
goes on at once."""

from __future__ import annotations

import threading
import time

from engine import core
from engine.ai import Engine, Goal, Limits
from engine.ai.race import SPLIT_BELOW_STACKS
from engine.ai.split import MAIN, PROVER, RootSplit, Settled
from engine.ai.weights import load_weights
from engine.assessment import MoverResult
from engine.core import Searcher
from engine.position import Position
from tests.engine.test_ai_search import near_the_end


def searcher() -> Searcher:
    return Searcher(load_weights().flat())


def root_claim(position: Position, beta: int) -> bool:
    """Whether the side to move scores at least ``beta``: a proof of the whole root."""
    codes, side = position.codes, position.turn.value
    return searcher().solve(codes, side, beta - 1, beta) >= beta


def split_for(position: Position) -> RootSplit:
    codes, side = position.codes, position.turn.value
    return RootSplit(codes, side, core.moves(codes, side))


def settle_both_ways(split: RootSplit, beta: int) -> None:
    """Both workers on the claim at once, each in a thread, as in a race; neither fails."""
    errors: list[BaseException] = []

    def work(worker: int) -> None:
        own = searcher()
        own.start(None, None, lambda: split.interrupts(worker))
        try:
            split.work(worker, own, beta)
        except BaseException as error:  # reported by the assertion below
            errors.append(error)

    workers = [threading.Thread(target=work, args=(worker,)) for worker in (MAIN, PROVER)]
    for thread in workers:
        thread.start()
    for thread in workers:
        thread.join()
    assert not errors


def test_the_split_settles_what_a_proof_of_the_whole_root_settles() -> None:
    for seed, plies in ((3, 8), (5, 10), (8, 9), (11, 10), (14, 8)):
        position = near_the_end(seed, plies)
        for beta in (0, 1):
            expected = root_claim(position, beta)
            alone, shared = split_for(position), split_for(position)
            alone.work(MAIN, searcher(), beta)
            settle_both_ways(shared, beta)
            for split in (alone, shared):
                claim = split.claim(beta)
                assert claim is not None and claim.holds == expected, (seed, beta)
                if claim.holds:  # the move named keeps the claim: the opponent is below it
                    assert claim.move is not None
                    after, _ = core.play(position.codes, position.turn.value, claim.move)
                    reply = searcher().solve(after, 1 - position.turn.value, -beta, 1 - beta)
                    assert reply < 1 - beta


def test_a_move_the_other_settled_is_passed_over() -> None:
    position = near_the_end(5, 10)
    split = split_for(position)
    prover = searcher()
    split.work(PROVER, prover, 0)  # the prover settles the claim alone
    assert split.claim(0) is not None
    main = searcher()
    main.start()
    split.work(MAIN, main, 0)
    assert main.nodes == 0


def test_a_searcher_interrupted_by_the_other_goes_on_without_an_error() -> None:
    """A long proof of a full board's first move, ended by the other's settling of the claim:
    the worker returns at once, and the claim stays as the other settled it."""
    position = Position.parse(
        "D,D,W,-,B,WB,-,B,B/W,D,W,WW,BBW,B,-,WB,W,B/W,W,W,B,W,W,B,W,W,B,B/"
        "W,W,W,-,W,B,B,B,B,B/B,B,W,-,W,B,B,B,W b movement"
    )
    split = split_for(position)
    main = searcher()
    main.start(None, time.monotonic() + 60, lambda: split.interrupts(MAIN))
    errors: list[BaseException] = []

    def work() -> None:
        try:
            split.work(MAIN, main, 1)
        except BaseException as error:  # reported by the assertion below
            errors.append(error)

    thread = threading.Thread(target=work)
    thread.start()
    time.sleep(0.2)
    assert thread.is_alive()  # still proving its first move
    began = time.monotonic()
    split.settle(1, Settled(False))
    thread.join(timeout=5)
    assert not thread.is_alive() and not errors
    assert time.monotonic() - began < 2
    settled = split.claim(1)
    assert settled is not None and not settled.holds


def test_a_race_by_the_clock_proves_with_the_split_and_names_a_proving_move() -> None:
    for seed, plies in ((27, 14), (4, 12), (9, 12)):
        position = near_the_end(seed, plies)
        assert sum(1 for code in position.codes if code) < SPLIT_BELOW_STACKS
        *_, raced = Engine(threads=2).run(position, Goal.DECIDE, Limits(seconds=5))
        *_, alone = Engine().run(position, Goal.DECIDE, Limits(nodes=20_000_000))
        assert raced.result is not None and raced.result == alone.result, seed
        if raced.result != MoverResult.LOSS:  # the move keeps the result proven
            codes, side = position.codes, position.turn.value
            assert raced.best is not None
            after, _ = core.play(codes, side, core.from_move(raced.best))
            beta = 1 if raced.result == MoverResult.WIN else 0
            assert -searcher().solve(after, 1 - side, -beta, 1 - beta) >= beta
            assert raced.pv[0] == raced.best
