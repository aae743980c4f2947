"""Two proofs at once: proof numbers on a second searcher, in a thread, beside the main search.

``Race`` owns all of it: an engine built to race (``Engine(threads=2)``: the analyses for
people) makes one, and only its deciding searches use it; play never does.  A search asked to
decide proves by alpha-beta between its iterations; proof numbers (``Searcher.prove``) find
other proofs sooner, and on a machine with two cores each method can have the whole time
instead of half of it.  The prover has its own limits (a share of the node budget, counted on
its own nodes, and the same deadline) and a table of its own, emptied with the engine's
(``Race.clear``, a new game), kept from one search to the next like the main one.

What is reported does not depend on which thread is faster when the budget is in nodes: the
main search's result if it decided win, draw or loss, else the prover's if it did, each found
by a search that sees nothing of the other.  So when the main search ends undecided the prover
is left to finish its own budget (a share of the nodes, PROVER_NODE_SHARE, or the time left
before the deadline), and only a search for the clock stops the main search as soon as the
prover has decided.

By the clock, with a deadline, on boards of fewer than SPLIT_BELOW_STACKS stacks, the two also
share the work (engine.ai.split): the prover gives proof numbers the first PROOF_NUMBERS_SHARE
of its time, then proves the root's moves from the last one back while the main search's
proofs take them from the first one on, each in its own table (docs/ai-experiments.md, E90;
one table for both, E91, was measured and left out in E92).
"""

from __future__ import annotations

import dataclasses
import threading
import time
from collections.abc import Callable, Sequence

from engine import core
from engine.ai.scores import INFINITE_SCORE, WIN, final_score
from engine.ai.split import MAIN, PROVER, RootSplit, Settled
from engine.core import CoreMove, Searcher, Stopped

# A budget in nodes gives the prover this share of them: its nodes cost more than the main
# search's (0.4-0.8 million a second on boards of 35-49 stacks against about 3 million), and
# with the whole budget a hint asked for 2 s took up to 8 s; with a quarter at most 2.9 s, and
# the same positions proven among 33 from real games (docs/ai-experiments.md, E89).
PROVER_NODE_SHARE = 0.25
# By the clock, on boards of fewer than SPLIT_BELOW_STACKS stacks, the root's moves are shared
# (engine.ai.split), after proof numbers on the whole root for PROOF_NUMBERS_SHARE of the
# prover's time: there alpha-beta is the faster proof of most boards, above it proof numbers,
# which then race on the whole root to the end (real games 12 plies before the end;
# docs/ai-experiments.md, E90).
SPLIT_BELOW_STACKS = 32
PROOF_NUMBERS_SHARE = 0.3
SMALLEST_WIN = final_score(1, 0)  # the least score of a won game


def decided(lower: int, upper: int) -> bool:
    """Whether proven bounds settle win, draw or loss."""
    return lower >= WIN or upper <= -WIN or lower == upper


@dataclasses.dataclass(frozen=True, slots=True)
class Proof:
    """What the prover established: bounds (side to move's view), the proving move, its line."""

    lower: int
    upper: int
    best: CoreMove | None
    pv: tuple[CoreMove | None, ...]
    nodes: int


class ProofRace:
    """The prover's thread for one board; ``finish`` ends it and gives its proof, if any."""

    def __init__(
        self,
        prover: Searcher,
        codes: bytes,
        side: int,
        node_limit: int | None,
        deadline: float | None,
        stop: Callable[[], bool] | None,
    ) -> None:
        self._prover = prover
        self._codes, self._side = codes, side
        self._by_clock = node_limit is None
        self._stop = stop
        self._over = threading.Event()  # the main search asks the prover to stop
        self._deadline = deadline
        self.split = None
        splits = self._by_clock and deadline is not None
        if splits and core.stack_count(codes) < SPLIT_BELOW_STACKS:
            self.split = RootSplit(codes, side, core.moves(codes, side))
        # Set by the prover once it decided, or by the split once the shared claims did.
        self._decided = self.split.decided if self.split is not None else threading.Event()
        prover_limit = None if node_limit is None else max(1, int(node_limit * PROVER_NODE_SHARE))
        prover.start(prover_limit, deadline, self._should_stop)
        self._thread = threading.Thread(target=self._prove, name="proof numbers", daemon=True)
        self._thread.start()

    def _should_stop(self) -> bool:
        if self._over.is_set() or self._decided.is_set():
            return True
        if self.split is not None and self.split.interrupts(PROVER):
            return True
        return self._stop is not None and self._stop()

    def main_stop(self) -> bool:
        """The main search's stop: its own, and by the clock also the prover's decision (or
        the other's proof of the move the main search is proving)."""
        if self._stop is not None and self._stop():
            return True
        if self.split is not None and self.split.interrupts(MAIN):
            return True
        return self._by_clock and self._decided.is_set()

    def _prove(self) -> None:
        prover, codes, side = self._prover, self._codes, self._side
        if self.split is not None:
            self._prove_split(self.split)
            return
        try:
            # A draw at least, then a win: most positions analysed are lost (three in four 12
            # plies before the end of real games), where the first proof decides alone.
            for beta in (0, 1):
                lower, upper = prover.proven(codes, side)
                if lower >= beta or upper < beta:
                    continue
                prover.prove(codes, side, beta)
        except Stopped:
            return
        self._decided.set()

    def _prove_split(self, split: RootSplit) -> None:
        """Proof numbers on the whole root for a share of the time, then the root's moves
        from the last one back (engine.ai.split)."""
        prover, codes, side = self._prover, self._codes, self._side
        if self._deadline is not None:
            now = time.monotonic()
            prover.limit(None, now + PROOF_NUMBERS_SHARE * max(0.0, self._deadline - now))
        try:
            for beta in (0, 1):
                if split.claim(beta) is None:
                    holds = prover.prove(codes, side, beta)
                    move = prover.table_move(codes, side) if holds else None
                    split.settle(beta, Settled(holds, move, prover))
        except Stopped:
            if self._should_stop():
                return
        prover.limit(None, self._deadline)
        try:
            while (claim := self._next_claim(split)) is not None:
                split.work(PROVER, prover, claim)
        except Stopped:
            return

    @staticmethod
    def _next_claim(split: RootSplit) -> int | None:
        """The claim the main search is proving, else the first one open; None once decided."""
        if split.decided.is_set():
            return None
        main = split.main_claim()
        if main is not None and split.claim(main) is None:
            return main
        return next((beta for beta in (0, 1) if split.claim(beta) is None), None)

    def finish(self, main_decided: bool) -> Proof | None:
        """Wait for the prover (stopping it first when its answer no longer counts: the main
        search decided) and return its proof, if it decided."""
        if main_decided:
            self._over.set()
        self._thread.join()
        if main_decided or not self._decided.is_set():
            return None
        if self.split is not None:
            return self._split_proof(self.split)
        prover, codes, side = self._prover, self._codes, self._side
        lower, upper = prover.proven(codes, side)
        best = prover.table_move(codes, side) if lower >= 0 else None
        pv: tuple[CoreMove | None, ...] = ()
        if best is not None:
            after, _ = core.play(codes, side, best)
            pv = (best, *prover.line(after, 1 - side))
        return Proof(lower, upper, best, pv, prover.nodes)

    def _split_proof(self, split: RootSplit) -> Proof:
        """The decision of the shared claims: bounds, and the winning or drawing move."""
        lower, upper = -INFINITE_SCORE, INFINITE_SCORE
        draw, win = split.claim(0), split.claim(1)
        if draw is not None:
            lower, upper = (0, upper) if draw.holds else (lower, -SMALLEST_WIN)
        if win is not None:
            lower, upper = (SMALLEST_WIN, upper) if win.holds else (lower, min(upper, 0))
        proving = win if win is not None and win.holds else draw if lower >= 0 else None
        pv: tuple[CoreMove | None, ...] = ()
        if proving is not None and proving.move is not None and proving.searcher is not None:
            after, _ = core.play(self._codes, self._side, proving.move)
            pv = (proving.move, *proving.searcher.line(after, 1 - self._side))
        return Proof(lower, upper, pv[0] if pv else None, pv, self._prover.nodes)

    def abandon(self) -> None:
        """Stop the prover and wait for it (the search was given up)."""
        self._over.set()
        self._thread.join()


class Race:
    """The second thread of an engine's deciding searches: the prover and its table."""

    def __init__(self, weights: Sequence[float], flags: int, table_bits: int) -> None:
        self.prover = Searcher(weights, flags, table_bits)

    def clear(self) -> None:
        """Forget the prover's table (with the engine's: a new game)."""
        self.prover.clear()

    def start(
        self,
        main: Searcher,
        codes: bytes,
        side: int,
        node_limit: int | None,
        deadline: float | None,
        stop: Callable[[], bool] | None,
    ) -> ProofRace | None:
        """The prover racing ``main`` on the board, with ``main``'s options, if the side to
        move has a move."""
        if not core.moves(codes, side):
            return None
        self.prover.pruning = main.pruning
        return ProofRace(self.prover, codes, side, node_limit, deadline, stop)
