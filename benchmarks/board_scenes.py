"""Sample boards for the 3D view's benchmark, demo and label tests, played by the engine's rules.

A full board after placement, a mid-game with tall stacks and every kind of highlight,
placement half done, and the end of a game; each as an engine Position and as the Scene the
app would draw for it (through app.scene_builder, as in a real game).
"""

from __future__ import annotations

import random

from app.scene_builder import DisplayOptions, build_scene
from app.view.scene import Palette, Scene
from engine.board import Cell
from engine.moves import Move
from engine.position import Position
from engine.rules import apply, legal_moves

SCENES = ("mid", "start", "placement", "end")


def _play(position: Position, plies: int, seed: int) -> tuple[Position, Move | None]:
    """``plies`` random legal moves from ``position`` (fewer if the game ends), cutting
    nothing off while they can, so the board stays full; and the last one."""
    rng = random.Random(seed)
    last = None
    for _ in range(plies):
        moves = [m for m in legal_moves(position) if not m.is_pass]
        if not moves:
            break
        keeping = [m for m in moves if not apply(position, m).removed]
        last = rng.choice(keeping or moves)
        position = apply(position, last).after
    return position, last


def mid_position(seed: int = 2, plies: int = 24) -> Position:
    """Random legal moves from a full board: some tall stacks, some gaps."""
    return _play(Position.random_setup(seed), plies, seed)[0]


def mid_stacks(seed: int = 2, plies: int = 24) -> dict[Cell, tuple[str, ...]]:
    """The mid-game board as the view's stacks (cell -> pieces, bottom first)."""
    return {cell: tuple(stack) for cell, stack in mid_position(seed, plies).occupied()}


def sample(name: str, palette: Palette = "classic") -> tuple[Position, Scene]:
    """The position called ``name`` (one of SCENES) and its scene."""
    options = DisplayOptions(palette)
    if name == "start":
        position = Position.random_setup(2)
        return position, build_scene(position, options, last_move=Move.place(Cell.E3))
    if name == "placement":
        position, last = _play(Position.initial(), 16, 2)
        empty = position.empty_cells()
        return position, build_scene(
            position,
            options,
            last_move=last,
            placeable=empty,
            cursor=Cell.F3,
            hint=Move.place(empty[len(empty) // 2]),
        )
    position, last = _play(Position.random_setup(2), 24, 2)
    if name == "end":
        return position, build_scene(position, options, gathered=True)
    jumps = [(m.source, m) for m in legal_moves(position) if m.source is not None]
    cut_off = {move: apply(position, move).removed for _, move in jumps}

    # The move shown cuts a few stacks off if a move does; from as tall a stack as can be.
    def interest(jump: tuple[Cell, Move]) -> tuple[bool, int, int, str]:
        removed = len(cut_off[jump[1]])
        return removed > 0, -removed, len(position.stack(jump[0])), str(jump[1])

    source, shown = max(jumps, key=interest)
    hint = next((m for c, m in jumps if c != source), None)
    return position, build_scene(
        position,
        options,
        last_move=last,
        selected=source,
        destinations=[m.target for c, m in jumps if c == source and m.target is not None],
        cutoff_preview=[cell for cell, _ in cut_off[shown]],
        cursor=Cell.C3,
        hint=hint,
    )


def sample_scene(name: str, palette: Palette = "classic") -> Scene:
    return sample(name, palette)[1]
