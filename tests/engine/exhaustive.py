"""An exhaustive endgame solver on the reference rules (``tests/engine/reference.py``): the
exact final margin with best play by both, by alpha-beta over every line to the end, with a
table of the bounds proven for the positions seen and a budget of positions searched.

It shares nothing with ``engine`` but the cell names of a position, so a proof of the
engine's that agrees with it was not checked against the engine's own rules.  Its one trick
is the textbook one: a position searched within a window (alpha, beta) gets an upper bound
when the best found is at most alpha, a lower bound when it is at least beta, and its exact
value otherwise; the bounds of a position only ever narrow.
"""

from __future__ import annotations

from tests.engine import reference

Stacks = dict[str, str]
Key = tuple[frozenset[tuple[str, str]], str]
INFINITE = 1000


class TooLarge(Exception):
    """The position needs more searching than the budget allows."""


class Exhaustive:
    """Exact margins (for the side to move: its pieces minus the other side's at the end),
    within ``budget`` positions searched in all."""

    def __init__(self, budget: int = 200_000) -> None:
        self.budget = budget
        self.searched = 0
        self.bounds: dict[Key, tuple[int, int]] = {}
        self.best: dict[Key, str] = {}

    def margin(self, stacks: Stacks, colour: str) -> int:
        """The exact margin for ``colour`` to move in ``stacks``; TooLarge past the budget."""
        return self.search(stacks, colour, -INFINITE, INFINITE)

    def moves(self, stacks: Stacks, colour: str) -> dict[str, int]:
        """Each legal move's exact margin for ``colour``, who plays it."""
        other = reference.other(colour)
        return {
            move: -self.margin(_after(stacks, move), other)
            for move in sorted(reference.movement_moves(stacks, colour))
        }

    def at_least(self, stacks: Stacks, colour: str, value: int) -> bool:
        """Whether ``colour`` to move ends at least ``value`` ahead (one null window: far
        cheaper than the exact margin)."""
        return self.search(stacks, colour, value - 1, value) >= value

    def after(self, stacks: Stacks, move: str) -> Stacks:
        """The position after ``move`` (``PASS`` included)."""
        return _after(stacks, move)

    def search(self, stacks: Stacks, colour: str, alpha: int, beta: int) -> int:
        key = (frozenset(stacks.items()), colour)
        lower, upper = self.bounds.get(key, (-INFINITE, INFINITE))
        if lower >= beta or lower == upper:
            return lower
        if upper <= alpha:
            return upper
        alpha, beta = max(alpha, lower), min(beta, upper)
        self.searched += 1
        if self.searched > self.budget:
            raise TooLarge
        moves = sorted(reference.movement_moves(stacks, colour))
        if not moves:
            white, black = reference.score(stacks)
            value = white - black if colour == "W" else black - white
            self.bounds[key] = (value, value)
            return value
        other = reference.other(colour)
        children = [(move, _after(stacks, move)) for move in moves]
        # likely best first: the move that was best or cut off before, then the others by
        # the pieces they leave the mover ahead (only the speed depends on the order)
        first = self.best.get(key)
        children.sort(key=lambda child: (child[0] != first, -_ahead(child[1], colour)))
        best, best_move = -INFINITE, moves[0]
        for move, child in children:
            value = -self.search(child, other, -beta, -max(alpha, best))
            if value > best:
                best, best_move = value, move
            if best >= beta:
                break
        if best <= alpha:
            upper = min(upper, best)
        elif best >= beta:
            lower = max(lower, best)
        else:
            lower = upper = best
        self.bounds[key] = (lower, upper)
        self.best[key] = best_move
        return best


def _ahead(stacks: Stacks, colour: str) -> int:
    white, black = reference.score(stacks)
    return white - black if colour == "W" else black - white


def _after(stacks: Stacks, move: str) -> Stacks:
    return stacks if move == "PASS" else reference.play_jump(stacks, move)[0]
