"""The clock of a solve (``engine.review.solve``) and its attempts at proofs.

One deadline for the whole solve, on ``time.monotonic()`` or, with a rate, on the nodes
searched (so that a solve's answer is the same on any machine at any load); each attempt at
a claim ("the side to move scores at least beta") gives alpha-beta a share of its time, then
proof numbers the rest, which find in the table what alpha-beta proved.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from engine import core
from engine.core import Searcher, Stopped

Stop = Callable[[], bool]

# An attempt at a claim gives alpha-beta a share of its time, then proof numbers the rest:
# each proves positions that the other does not (docs/ai-experiments.md, E75).  Alpha-beta
# proves most boards of up to SMALL_BOARD stacks sooner, proof numbers most larger ones
# (real games 12 plies before the end), so it gets the larger share there.
SMALL_BOARD = 28
SMALL_BOARD_ALPHA_BETA_SHARE = 0.75
LARGE_BOARD_ALPHA_BETA_SHARE = 0.25


class ProofClock:
    """The one deadline of a solve and its stop callable, and the attempts within them.

    Its times are ``time.monotonic()`` seconds from ``origin``, or with ``rate`` the nodes
    searched at ``rate`` nodes a second: a solve that gives the same answer on any machine at
    any load (the solve bar's deterministic runs)."""

    def __init__(
        self,
        searcher: Searcher,
        began: float,
        seconds: float,
        stop: Stop | None,
        rate: float | None,
    ) -> None:
        self.searcher, self.stop, self.rate = searcher, stop, rate
        self.origin = began
        self.deadline = began + seconds
        searcher.start(None, None if rate else self.deadline, stop)
        self.limit(self.deadline)

    def now(self) -> float:
        if self.rate is None:
            return time.monotonic()
        return self.origin + self.searcher.nodes / self.rate

    def limit(self, until: float) -> None:
        """The searches that follow stop at ``until`` on this clock (the counters kept)."""
        if self.rate is None:
            self.searcher.limit(None, until)
        else:
            self.searcher.limit(max(1, round((until - self.origin) * self.rate)), None)

    def over(self) -> bool:
        return self.now() >= self.deadline or (self.stop is not None and self.stop())

    def attempt(self, codes: bytes, side: int, beta: int, seconds: float) -> bool:
        """One attempt at the claim "the side to move scores at least ``beta``" of about
        ``seconds``: alpha-beta for a share of it, then proof numbers, which find
        what alpha-beta proved in the table.  False once the solve's own time is spent."""
        searcher = self.searcher
        now = self.now()
        until = min(self.deadline, now + seconds)
        small = core.stack_count(codes) <= SMALL_BOARD
        share = SMALL_BOARD_ALPHA_BETA_SHARE if small else LARGE_BOARD_ALPHA_BETA_SHARE
        try:
            self.limit(now + share * (until - now))
            try:
                searcher.solve(codes, side, beta - 1, beta)
                return True
            except Stopped:
                if self.over():
                    return False
            self.limit(until)
            searcher.prove(codes, side, beta)
        except Stopped:
            return not self.over()
        finally:
            self.limit(self.deadline)
        return True

    def margin(self, codes: bytes, side: int, seconds: float) -> bool:
        """Raise the board's proven lower bound one null window at a time, by alpha-beta,
        for about ``seconds``; False once the solve's own time is spent."""
        searcher = self.searcher
        self.limit(min(self.deadline, self.now() + seconds))
        try:
            lower, upper = searcher.proven(codes, side)
            while lower < upper:
                searcher.solve(codes, side, lower, lower + 1)
                lower, upper = searcher.proven(codes, side)
        except Stopped:
            return not self.over()
        finally:
            self.limit(self.deadline)
        return True
