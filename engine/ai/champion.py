"""The reference player: the CodeCup 2011 winner's published approach, rebuilt on our core.

Frozen: every later strength figure is measured against it, so it changes only to follow the
published description better.  Each rule below is from ``shared/notes/dvonn-ai.md`` ("The
strongest known approach"); the program itself is not ours to copy.

* Evaluation (weight set ``champion2011`` in engine/data/ai_weights.json, computed by the core):
  every cell has a value, 64 plus 64 >> (2·distance) for each DVONN stack within distance 3.
  Own minus opponent's: 100 × Σ value of the cells of controlled stacks; 25 × Σ value of
  every landing cell of every controlled stack (blocked stacks included); 20 × Σ value of the
  landing cells holding a DVONN stack and 20 × Σ value of those holding an enemy stack, for
  mobile stacks only.  No piece count; a finished game scores its exact result.
* Search: iterative-deepening negamax with a principal-variation null window; a table of
  2^21 entries (bounds, depth, best move) where a new entry replaces the old one when stacks
  gone + 2·depth is not smaller (``core.TABLE_ONE_SLOT``); moves in the order table move,
  landings on enemy stacks, on DVONN stacks, on own stacks (``core.ORDER_PLAIN``); root moves
  shuffled (seeded) before that ordering.  Deepening goes one ply at a time and starts one ply
  below the depth the previous search reached; it stops when the root's value is exact (every
  leaf below it a finished game), and starts iterations until the time is out.
* Placement: the first DVONN piece anywhere (seeded), the second and third where they
  minimise the spread (Σ over cells of the squared distance to the nearest DVONN piece).
  Coloured pieces: the core's placement search (``engine.ai.placement``, its evaluation in
  engine/csrc/placement.c with the published weights, ``weights.REFERENCE_PLACEMENT``), about
  1,000 evaluations per placement.
* Time: placements by the evaluation budget; a movement move gets
  time left / max(2, stacks of height ≤ 5 / 2 − 10).
"""

from __future__ import annotations

import random
import time

from engine import core
from engine.ai.deepening import Budget, Until, deepen
from engine.ai.placement import REFERENCE_EVALUATIONS, PlacementSearch
from engine.ai.search_info import SearchInfo
from engine.ai.weights import load_weights
from engine.core import CoreMove
from engine.moves import Move
from engine.position import Color, Phase, Position
from engine.rules import legal_moves

TABLE_BITS = 21
# Seconds of the clock kept back for the rest of the game.  The original, in C, spent almost
# nothing outside its search; this rebuild spends a few milliseconds of Python per move (ten
# times more on a loaded machine), and without a reserve it lost 19 of 40 games on time in
# one match on a machine loaded eight times over.
CLOCK_RESERVE = 0.3


def allotment(position: Position, time_left: float) -> float:
    """Seconds for a movement move: time left / max(2, stacks of height ≤ 5 / 2 − 10)."""
    low = sum(1 for stack in position.stacks if 0 < len(stack) <= 5)
    return max(0.0, time_left - CLOCK_RESERVE) / max(2.0, low / 2 - 10)


class Champion2011:
    """The reference player; ``cap`` bounds a move when no clock is given."""

    name = "champion2011"

    def __init__(self, cap: float = 10.0) -> None:
        self.cap = cap
        weights = load_weights("champion2011")
        self.searcher = core.Searcher(
            weights.flat(), core.ORDER_PLAIN | core.TABLE_ONE_SLOT, TABLE_BITS
        )
        self.placement = PlacementSearch(REFERENCE_EVALUATIONS, weights.placement)
        self.rng = random.Random(0)
        self.seed = 0
        self.depth_reached = 0
        self.last: SearchInfo | None = None  # the last search's final report (for figures)

    def new_game(self, color: Color, seed: int) -> None:
        self.searcher.clear()
        self.placement.new_game()
        self.rng = random.Random(f"{self.name}:{seed}:{color}")
        self.seed = seed
        self.depth_reached = 0
        self.last = None

    def observe(self, move: Move) -> None:
        pass

    def close(self) -> None:
        pass

    def choose(self, position: Position, time_left: float | None) -> Move:
        moves = legal_moves(position)
        if len(moves) == 1:
            return moves[0]
        if position.phase is Phase.PLACEMENT:
            return Move.place(self.placement.choose(position, f"{self.name}:{self.seed}")[0])
        seconds = self.cap if time_left is None else min(self.cap, allotment(position, time_left))
        order = self.root_order(position)
        budget = Budget(
            until=Until.LIMITS,
            deadline=time.monotonic() + seconds,
            first_depth=max(1, self.depth_reached - 1),
            order=order,
            skip_unfinishable=False,
        )
        self.last = None
        for report in deepen(self.searcher, position.codes, position.turn, budget):
            self.last = report
        if self.last is None or self.last.best is None:
            return core.to_move(order[0])
        self.depth_reached = self.last.depth
        return self.last.best

    def root_order(self, position: Position) -> list[CoreMove]:
        """Shuffled, then table move, landings on enemy, on DVONN, on own stacks."""
        codes, side = position.codes, int(position.turn)
        moves = core.moves(codes, side)
        self.rng.shuffle(moves)
        hint = self.searcher.table_move(codes, side)

        def rank(move: CoreMove) -> int:
            if move == hint:
                return 0
            target = codes[move >> 8]
            lone_dvonn = target == 6
            if not lone_dvonn and (target & 1) != side:
                return 1
            return 2 if target & 2 else 3

        return sorted(moves, key=rank)
