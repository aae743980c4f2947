"""Helpers shared by the search core's tests (test_core_*.py): boards from random games and
the Python side of the comparisons, written from ``Position`` and ``engine.rules``.

Nothing here calls the core: the point is an independent, readable answer to hold the
core's answers against.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from engine.ai.scores import final_score
from engine.moves import Move
from engine.position import Phase, Position
from engine.rules import Transition, apply, legal_moves
from tests.engine.positions import placement_sequence, random_game


def start(seed: int, kind: str) -> Position:
    """A movement-phase start: ``Position.random_setup(seed)`` ("setup"), or the board after
    49 placements in a random order ("placed")."""
    if kind == "setup":
        return Position.random_setup(seed)
    position = Position.initial()
    for move in placement_sequence(random.Random(seed)):
        position = apply(position, move).after
    assert position.phase is Phase.MOVEMENT
    return position


def game(seed: int, kind: str) -> list[Transition]:
    """A whole random game of the movement phase (moves drawn by ``random.Random(seed)``)."""
    return list(random_game(start(seed, kind), random.Random(seed + 1)))


def line(seed: int, kind: str = "setup") -> list[Position]:
    """Every position of a random game, from the start of the movement phase to its end."""
    transitions = game(seed, kind)
    return [start(seed, kind)] + [t.after for t in transitions]


def near_the_end(seed: int, plies_left: int, kind: str = "setup") -> Position:
    """A position ``plies_left`` moves before the end of a seeded random game."""
    positions = line(seed, kind)
    return positions[max(0, len(positions) - 1 - plies_left)]


def stacks_on_board(position: Position) -> int:
    return sum(1 for stack in position.stacks if stack)


def exact_result(position: Position, memo: dict[Position, int] | None = None) -> int:
    """The side to move's final score under best play (engine.ai.scores.final_score), by plain
    negamax over ``engine.rules`` with a memo and no pruning: the brute force."""
    memo = {} if memo is None else memo
    known = memo.get(position)
    if known is not None:
        return known
    moves = legal_moves(position)
    if not moves:
        white, black = position.controlled_pieces()
        value = final_score(white - black, int(position.turn))
    else:
        value = max(-exact_result(apply(position, move).after, memo) for move in moves)
    memo[position] = value
    return value


def tree_size(position: Position, cap: int, seen: set[Position] | None = None) -> int:
    """Distinct positions of the game tree below ``position``, counting stops at ``cap``."""
    seen = set() if seen is None else seen
    stack = [position]
    while stack and len(seen) < cap:
        current = stack.pop()
        if current in seen:
            continue
        seen.add(current)
        stack.extend(apply(current, move).after for move in legal_moves(current))
    return len(seen)


def small_endgames(seeds: range, cap: int, kind: str = "setup") -> Iterator[Position]:
    """Per seed, the earliest position of its random game whose tree has fewer than ``cap``
    positions: as deep an endgame as brute force checks quickly."""
    for seed in seeds:
        positions = line(seed, kind)
        found = positions[-1]
        for position in reversed(positions[:-1]):
            if tree_size(position, cap) >= cap:
                break
            found = position
        yield found


def jump_moves(position: Position) -> list[Move]:
    """The legal stack moves (no PASS)."""
    return [move for move in legal_moves(position) if not move.is_pass]
