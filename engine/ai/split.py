"""The root's moves shared between the two threads of a race by the clock (engine.ai.race).

A claim "the side to move scores at least beta" fails when every root move fails it and
holds as soon as one move makes it hold.  The two searchers of a race prove the moves one at
a time, fastest-first, each by alpha-beta in its own table (they share only the root's
moves and what is settled about them): the main search from the first move on, the prover
from the last one back, each passing over what the other has settled.  A searcher working
on a move that the other has just settled is interrupted (its stop callable asks
``interrupts``) and goes on to the next.  Where they meet, the second one proves the
same move by proof numbers, and the first to finish settles it.

Most positions analysed 12 plies before the end of real games are lost, and a loss needs
every move refuted: shared between two cores, three such proofs that the race took 0.96-1.31 s
for took 0.6-0.8 s (docs/ai-experiments.md, E90).  Which thread settles which move depends on
their speeds, so only a search by the clock splits; one with a node budget races as before
and stays the same node for node.
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Sequence

from engine import core
from engine.core import CoreMove, Searcher, Stopped

MAIN, PROVER = 0, 1  # the workers: the main search goes forwards, the prover backwards


@dataclasses.dataclass(frozen=True, slots=True)
class Settled:
    """A settled claim: whether it holds, and where it does, the move and whose table holds
    the line after it."""

    holds: bool
    move: CoreMove | None = None
    searcher: Searcher | None = None


class RootSplit:
    """The claims at beta 0 and 1 ("a draw at least", "a win") for one root, move by move."""

    def __init__(self, codes: bytes, side: int, moves: Sequence[CoreMove]) -> None:
        self._side = side
        # Fastest-first, as the proofs order moves: the fewer replies a move leaves, the
        # likelier it is the one that makes a claim hold.
        self._moves = tuple(sorted(moves, key=lambda move: core.peek(codes, side, move)[0]))
        self._children = tuple(core.play(codes, side, move)[0] for move in self._moves)
        # For each claim, each move: True once the opponent is proven to refute it.
        self._refuted = {beta: [False] * len(self._moves) for beta in (0, 1)}
        self._claims: dict[int, Settled] = {}
        self._working: list[tuple[int, int] | None] = [None, None]  # (beta, move index)
        self._lock = threading.Lock()
        self.decided = threading.Event()  # win, draw or loss is settled

    def claim(self, beta: int) -> Settled | None:
        return self._claims.get(beta)

    def main_claim(self) -> int | None:
        """The claim the main search is proving now, if any."""
        working = self._working[MAIN]
        return None if working is None else working[0]

    def settle(self, beta: int, settled: Settled) -> None:
        """Record a claim settled (also by a proof of the whole root)."""
        with self._lock:
            self._claims.setdefault(beta, settled)
            draw, win = self._claims.get(0), self._claims.get(1)
            lost = draw is not None and not draw.holds
            won = win is not None and win.holds
            if lost or won or (draw is not None and win is not None):
                self.decided.set()

    def interrupts(self, worker: int) -> bool:
        """Whether the worker's current move no longer needs its proof."""
        working = self._working[worker]
        if working is None:
            return False
        beta, index = working
        return self.decided.is_set() or beta in self._claims or self._refuted[beta][index]

    def work(self, worker: int, searcher: Searcher, beta: int) -> None:
        """Prove the claim at ``beta`` move by move in the worker's direction, passing over
        the moves the other worker refuted, until the claim is settled (or every move is
        refuted and the other is about to settle it).  Raises Stopped when the searcher's own
        limits end."""
        count = len(self._moves)
        indices = range(count) if worker == MAIN else range(count - 1, -1, -1)
        refuted = self._refuted[beta]
        for index in indices:
            if beta in self._claims or self.decided.is_set():
                return
            if refuted[index]:
                continue
            # The other worker's move too, once nothing else is left: then by proof numbers,
            # which may succeed where a second alpha-beta proof would only repeat the first.
            joining = self._working[1 - worker] == (beta, index)
            self._working[worker] = (beta, index)
            try:
                refutes = self._refutes(searcher, index, beta, joining)
            except Stopped:
                if not self.interrupts(worker):
                    raise
                searcher.resume()
                continue
            finally:
                self._working[worker] = None
            if refutes:
                with self._lock:
                    refuted[index] = True
                    every = all(refuted)
                if every:
                    self.settle(beta, Settled(False))
            else:
                self.settle(beta, Settled(True, self._moves[index], searcher))

    def _refutes(self, searcher: Searcher, index: int, beta: int, proof_numbers: bool) -> bool:
        """Whether the opponent, to move after the move, scores at least 1 - beta."""
        child, opponent = self._children[index], 1 - self._side
        if proof_numbers:
            return searcher.prove(child, opponent, 1 - beta)
        return searcher.solve(child, opponent, -beta, 1 - beta) >= 1 - beta
