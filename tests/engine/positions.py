"""Helpers for building small positions and walking through games in tests."""

from __future__ import annotations

import random
from collections.abc import Iterator

from engine.board import Cell
from engine.moves import Move
from engine.position import Color, Phase, Position
from engine.rules import Transition, apply, legal_moves

WHITE = Color.WHITE
BLACK = Color.BLACK


def pos(stacks: dict[str, str], turn: Color = WHITE, phase: Phase = Phase.MOVEMENT) -> Position:
    """A position from ``{"E3": "WB", ...}`` (stacks bottom to top); movement phase by default."""
    return Position.from_stacks({Cell.parse(c): s for c, s in stacks.items()}, turn, phase)


def moves(position: Position) -> set[str]:
    """The legal moves as upper-case text."""
    return {str(m) for m in legal_moves(position)}


def moves_from(position: Position, cell: str) -> set[str]:
    return {m for m in moves(position) if m.startswith(cell)}


def play(position: Position, *texts: str) -> Position:
    """Apply moves given as text, one after the other."""
    for text in texts:
        position = apply(position, Move.parse(text)).after
    return position


def stacks_dict(position: Position) -> dict[str, str]:
    """The occupied cells as ``{"E3": "WB"}``, the form the reference implementation uses."""
    return {str(cell): stack for cell, stack in position.occupied()}


def placement_sequence(rng: random.Random) -> list[Move]:
    """The 49 placements in a random order."""
    cells = list(Cell)
    rng.shuffle(cells)
    return [Move.place(cell) for cell in cells]


def random_game(start: Position, rng: random.Random, max_plies: int = 400) -> Iterator[Transition]:
    """Play random legal moves from ``start`` until the game ends (or ``max_plies``)."""
    position = start
    for _ in range(max_plies):
        options = legal_moves(position)
        if not options:
            return
        transition = apply(position, rng.choice(options))
        yield transition
        position = transition.after
