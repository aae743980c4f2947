"""Placement policy: where to put DVONN pieces and own pieces, with a shallow search on top.

* DVONN pieces: the first one anywhere off the rim (picked by the seed, for variety); the
  others spread out, minimising Σ over cells of the squared distance to the nearest one.
* Own pieces: scored per side, own minus opponent's — close to DVONN pieces (they are the last
  to be cut off and can jump onto them), not clumped with own pieces (a clump is blocked at
  the start of the movement phase and can be captured wholesale), edge cells in balance (only
  rim stacks can move at first).  Negamax two placements deep picks the move.
* The last few placements are searched to the end of placement and the full board is judged
  by the movement evaluation, White to move.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from engine import core
from engine.ai.weights import Weights
from engine.bitboard import BIT_OF_CELL, STRIDE
from engine.board import CELLS, NEIGHBOURS, Cell, distance
from engine.position import DVONN, PLACEMENTS, Position, placement_piece, stack_code

RIM = frozenset(cell for cell in CELLS if len(NEIGHBOURS[cell]) < 6)
_BIT = tuple(1 << BIT_OF_CELL[cell] for cell in CELLS)
_RIM_MASK = sum(_BIT[cell] for cell in RIM)
_NEAR: tuple[tuple[int, int], ...] = tuple(  # cells at distance 1 and 2 of each cell
    (
        sum(_BIT[b] for b in CELLS if distance(a, b) == 1),
        sum(_BIT[b] for b in CELLS if distance(a, b) == 2),
    )
    for a in CELLS
)


@dataclass(frozen=True, slots=True)
class PlacementWeights:
    """Hundredths of a piece per own piece (minus the opponent's)."""

    adjacent_dvonn: int = 10
    near_dvonn: int = 5
    clump: int = -4  # per pair of touching own pieces
    edge: int = 3  # per own piece on the rim
    exact_from: int = 8  # empty cells left when the search goes to the end of placement
    depth: int = 2


def side_score(own: int, dvonn_cells: list[int], weights: PlacementWeights) -> int:
    """The placement terms of one side; ``own`` is a bitboard mask of its pieces."""
    score = 0
    for cell in dvonn_cells:
        ring1, ring2 = _NEAR[cell]
        score += weights.adjacent_dvonn * (own & ring1).bit_count()
        score += weights.near_dvonn * (own & ring2).bit_count()
    pairs = (
        (own & own << 1).bit_count()
        + (own & own << STRIDE).bit_count()
        + (own & own << (STRIDE + 1)).bit_count()
    )
    score += weights.clump * pairs + weights.edge * (own & _RIM_MASK).bit_count()
    return score


def spread(dvonn_cells: list[int], empty: list[int]) -> list[tuple[int, int]]:
    """(Σ squared distance to the nearest DVONN piece, cell) for each empty cell."""
    ranked = []
    for cell in empty:
        chosen = [*dvonn_cells, cell]
        total = sum(min(distance(c, CELLS[d]) for d in chosen) ** 2 for c in CELLS)
        ranked.append((total, cell))
    ranked.sort()
    return ranked


class PlacementSearch:
    """Chooses placements; ``choose`` returns (cell, score for the side to place)."""

    def __init__(
        self,
        evaluation: Weights,
        weights: PlacementWeights | None = None,
        first_dvonn_anywhere: bool = False,
    ) -> None:
        self.evaluation = evaluation.flat()
        self.weights = weights or PlacementWeights()
        self.first_dvonn_anywhere = first_dvonn_anywhere
        self.nodes = 0
        self._deadline: float | None = None
        self._stop: Callable[[], bool] | None = None

    def choose(
        self,
        position: Position,
        seed: int,
        deadline: float | None = None,
        stop: Callable[[], bool] | None = None,
    ) -> tuple[Cell, int]:
        self.nodes = 0
        self._deadline = deadline
        self._stop = stop
        made = position.placements_made
        stacks = position.stacks
        empty = [i for i, stack in enumerate(stacks) if not stack]
        rng = random.Random(f"{seed}:{made}:{position}")
        dvonn_cells = [i for i, stack in enumerate(stacks) if stack == DVONN]
        if placement_piece(made)[1] == DVONN:
            if not dvonn_cells:
                pool = empty if self.first_dvonn_anywhere else [c for c in empty if c not in RIM]
                return CELLS[rng.choice(pool)], 0
            ranked = spread(dvonn_cells, empty)
            ties = [cell for total, cell in ranked if total == ranked[0][0]]
            return CELLS[rng.choice(ties)], 0
        side = position.turn
        masks = [0, 0]
        for i, stack in enumerate(stacks):
            if stack and stack != DVONN:
                masks[0 if stack == "W" else 1] |= _BIT[i]
        rng.shuffle(empty)  # ties go to a seed-chosen cell
        if len(empty) <= self.weights.exact_from:
            codes = [stack_code(stack) for stack in stacks]
            return self._to_the_end(codes, made, empty, side)
        best_cell, best = empty[0], -(10**9)
        for cell in empty:
            masks[side] |= _BIT[cell]
            rest = [c for c in empty if c != cell]
            score = -self._negamax(
                masks, dvonn_cells, rest, 1 - side, self.weights.depth - 1, -(10**9), -best
            )
            masks[side] ^= _BIT[cell]
            if score > best:
                best_cell, best = cell, score
        return CELLS[best_cell], best

    def scored(self, position: Position) -> list[tuple[Cell, int]]:
        """Every placement with its one-ply score for the placer, best first."""
        stacks = position.stacks
        made = position.placements_made
        empty = [i for i, stack in enumerate(stacks) if not stack]
        dvonn_cells = [i for i, stack in enumerate(stacks) if stack == DVONN]
        if placement_piece(made)[1] == DVONN:
            if not dvonn_cells:
                return [(CELLS[cell], 0) for cell in empty]
            # Squared distances summed over the board: a few units per cell matter.
            return [(CELLS[cell], -total) for total, cell in spread(dvonn_cells, empty)]
        side = position.turn
        masks = [0, 0]
        for i, stack in enumerate(stacks):
            if stack and stack != DVONN:
                masks[0 if stack == "W" else 1] |= _BIT[i]
        theirs = side_score(masks[1 - side], dvonn_cells, self.weights)
        ranked = [
            (CELLS[cell], side_score(masks[side] | _BIT[cell], dvonn_cells, self.weights) - theirs)
            for cell in empty
        ]
        ranked.sort(key=lambda pair: -pair[1])
        return ranked

    def _negamax(
        self,
        masks: list[int],
        dvonn: list[int],
        empty: list[int],
        side: int,
        depth: int,
        alpha: int,
        beta: int,
    ) -> int:
        self.nodes += 1
        if depth <= 0 or not empty:
            weights = self.weights
            mine = side_score(masks[side], dvonn, weights)
            return mine - side_score(masks[1 - side], dvonn, weights)
        best = -(10**9)
        for cell in empty:
            masks[side] |= _BIT[cell]
            rest = [c for c in empty if c != cell]
            floor = max(alpha, best)
            score = -self._negamax(masks, dvonn, rest, 1 - side, depth - 1, -beta, -floor)
            masks[side] ^= _BIT[cell]
            if score > best:
                best = score
                if best >= beta:
                    break
        return best

    def _to_the_end(
        self, codes: list[int], made: int, empty: list[int], side: int
    ) -> tuple[Cell, int]:
        best_cell, best = empty[0], -(10**9)
        try:
            for cell in empty:
                score = -self._fill(codes, made, cell, empty, -(10**9), -best)
                if score > best:
                    best_cell, best = cell, score
        except TimeoutError:
            pass  # keep the best placement found so far
        return CELLS[best_cell], best

    def _fill(
        self, codes: list[int], made: int, cell: int, empty: list[int], alpha: int, beta: int
    ) -> int:
        """The value, for the side placing next, after ``cell`` gets placement ``made``."""
        self.nodes += 1
        if self.nodes & 255 == 0 and self._out_of_time():
            raise TimeoutError
        color, piece = placement_piece(made)
        codes[cell] = stack_code(piece)
        rest = [c for c in empty if c != cell]
        try:
            if made + 1 == PLACEMENTS:
                # White placed the last piece and moves first: judge the board with White to
                # move, seen by the side that would place next (the callers negate).
                score, _ = core.evaluate(bytes(codes), 0, self.evaluation)
                return -score if color == 0 else score
            best = -(10**9)
            for nxt in rest:
                score = -self._fill(codes, made + 1, nxt, rest, -beta, -max(alpha, best))
                if score > best:
                    best = score
                    if best >= beta:
                        break
            return best
        finally:
            codes[cell] = 0

    def _out_of_time(self) -> bool:
        if self._deadline is not None and time.monotonic() >= self._deadline:
            return True
        return self._stop is not None and self._stop()
