"""Engine values -> the view's immutable render snapshot (`Scene`) and what to animate
(`SceneChange`).

The view knows the board's geometry but not the engine's positions, moves or transitions;
this module is the one translation between the two.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from app.view.scene import Palette, Scene, SceneChange
from engine.board import Cell
from engine.moves import Move
from engine.position import Position
from engine.rules import Transition


@dataclass(frozen=True, slots=True)
class DisplayOptions:
    palette: Palette = "classic"
    show_coordinates: bool = True
    show_height_labels: bool = True


def move_cells(move: Move | None) -> tuple[Cell, ...]:
    """The cells a move touches, source first (empty for a pass or no move)."""
    if move is None or move.is_pass:
        return ()
    return tuple(c for c in (move.source, move.target) if c is not None)


def build_scene(
    position: Position,
    options: DisplayOptions,
    *,
    last_move: Move | None = None,
    selected: Cell | None = None,
    destinations: Iterable[Cell] = (),
    placeable: Iterable[Cell] = (),
    cutoff_preview: Iterable[Cell] = (),
    hover: Cell | None = None,
    cursor: Cell | None = None,
    hint: Move | None = None,
    gathered: bool = False,
    results: Iterable[tuple[Cell, str]] = (),
) -> Scene:
    return Scene(
        stacks={cell: tuple(stack) for cell, stack in position.occupied()},
        hover=hover,
        selected=selected,
        destinations=frozenset(destinations),
        last_move=move_cells(last_move),
        placeable=frozenset(placeable),
        cutoff_preview=frozenset(cutoff_preview),
        cursor=cursor,
        hint=move_cells(hint),
        palette=options.palette,
        show_coordinates=options.show_coordinates,
        show_height_labels=options.show_height_labels,
        gathered=gathered,
        results=tuple(results),
    )


def scene_change(transition: Transition) -> SceneChange | None:
    """What the view should animate for one engine transition (None for a pass)."""
    move = transition.move
    if move.is_pass:
        return None
    removed = {cell: tuple(stack) for cell, stack in transition.removed}
    if move.is_placement:
        return SceneChange(placed=move.target, removed=removed)
    assert move.source is not None and move.target is not None  # a stack move
    return SceneChange(moved=(move.source, move.target), removed=removed)
