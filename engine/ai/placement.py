"""Placement: where to put the DVONN pieces and one's own pieces.

The rules are the CodeCup 2011 winner's, as published (shared/notes/dvonn-ai.md); against
that program's rebuilt reference they did far better than the rules this module had before
(docs/ai-experiments.md has the matches, E5):

* DVONN pieces: the first one anywhere (picked by the seed, for variety); the others where
  they minimise the spread, Σ over cells of the squared distance to the nearest DVONN piece.
* Own pieces: the search core's placement search (``engine/csrc/placement.c``): iterative
  deepening with the table over the remaining placements, until an iteration would need more
  than a budget of evaluations.  The evaluation, own minus opponent's, weighs each piece's
  distances to the DVONN pieces, how near the nearest one is, pieces boxed in by their own
  colour and rim pieces; its weights are data (a weight set's ``placement``, the reference
  player's by default).

``scored`` gives every placement its score, alone or after a small search of the replies, for
the levels that pick by softmax.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine import core
from engine.ai.weights import REFERENCE_PLACEMENT, load_weights
from engine.board import CELLS, Cell, distance
from engine.position import DVONN, Position, placement_piece

# Evaluations per placement of the reference player (about 0.1 ms here).
REFERENCE_EVALUATIONS = 1000
TABLE_BITS = 16


def spread(dvonn_cells: list[int], empty: list[int]) -> list[tuple[int, int]]:
    """(Σ squared distance to the nearest DVONN piece, cell) for each empty cell, best first."""
    ranked = []
    for cell in empty:
        chosen = [*dvonn_cells, cell]
        total = sum(min(distance(c, CELLS[d]) for d in chosen) ** 2 for c in CELLS)
        ranked.append((total, cell))
    ranked.sort()
    return ranked


class PlacementSearch:
    """Chooses placements within ``evaluations`` evaluations each of the placement evaluation
    with ``weights`` (PLACEMENT_FEATURES order); its table is kept from placement to
    placement of a game."""

    def __init__(
        self,
        evaluations: int = REFERENCE_EVALUATIONS,
        weights: Sequence[int] = REFERENCE_PLACEMENT,
    ) -> None:
        movement = load_weights("champion2011").flat()  # unused by placements; the core needs one
        self.searcher = core.Searcher(movement, core.TABLE_ONE_SLOT, TABLE_BITS)
        self.evaluations = evaluations
        self.weights = tuple(weights)
        self.depth = 0  # of the last search

    def new_game(self) -> None:
        self.searcher.clear()

    def choose(
        self, position: Position, seed: int | str, weights: Sequence[int] | None = None
    ) -> tuple[Cell, int]:
        """The cell to place on and its score for the placer (placement phase), with the
        placement evaluation's ``weights`` if given, else the search's own."""
        stacks = position.stacks
        empty = [cell for cell, stack in enumerate(stacks) if not stack]
        self.depth = 0
        if placement_piece(position.placements_made)[1] == DVONN:
            rng = random.Random(f"{seed}:{position}")
            dvonn = [cell for cell, stack in enumerate(stacks) if stack == DVONN]
            if not dvonn:
                return CELLS[rng.choice(empty)], 0
            ranked = spread(dvonn, empty)
            best = [cell for total, cell in ranked if total == ranked[0][0]]
            return CELLS[rng.choice(best)], 0
        weights = self._weights(weights)
        searched = self.searcher.place(position.codes, self.evaluations, weights)
        cell, score, self.depth = searched
        return CELLS[cell], score

    def _weights(self, weights: Sequence[int] | None) -> tuple[int, ...]:
        return self.weights if weights is None else tuple(weights)

    def scored(
        self, position: Position, evaluations: int = 0, weights: Sequence[int] | None = None
    ) -> list[tuple[Cell, int]]:
        """Every placement with its score for the placer, best first: the placement
        evaluation (with ``weights`` if given, else the search's own) after it, or with
        ``evaluations`` the placement search's score after it within that many evaluations
        (at least one per reply: the opponent's best reply)."""
        weights = self._weights(weights)
        stacks = position.stacks
        empty = [cell for cell, stack in enumerate(stacks) if not stack]
        color, piece = placement_piece(position.placements_made)
        if piece == DVONN:
            dvonn = [cell for cell, stack in enumerate(stacks) if stack == DVONN]
            if not dvonn:
                return [(CELLS[cell], 0) for cell in empty]
            # Squared distances summed over the board: a few units per cell matter.
            return [(CELLS[cell], -total) for total, cell in spread(dvonn, empty)]
        codes = position.codes
        code = 4 + int(color)  # a single piece of the placer's colour
        if evaluations:
            self.searcher.clear()  # deeper entries of earlier searches would answer instead
        replies = len(empty) - 1
        ranked = []
        for cell in empty:
            after = codes[:cell] + bytes((code,)) + codes[cell + 1 :]
            if not evaluations or not replies:
                score = core.placement_value(after, int(color), weights)
            else:
                # One evaluation per reply completes the search's first iteration, the
                # opponent's best reply; fewer would complete none.
                budget = max(evaluations, replies)
                score = -self.searcher.place(after, budget, weights)[1]
            ranked.append((CELLS[cell], score))
        ranked.sort(key=lambda pair: -pair[1])
        return ranked
