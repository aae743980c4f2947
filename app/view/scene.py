"""Immutable render snapshot of the board (`Scene`), what changed since the last one
(`SceneChange`).

The controller translates its position into a `Scene` (what to draw) and, when something
happened, a `SceneChange` (what to animate).  The view takes the board's geometry from the
engine (cells, directions, who owns a stack: ``engine.board``, ``engine.position``), never its
rules.  Every cell is an ``engine.board.Cell``; every array of the view follows the engine's
cell order (``engine.board.CELLS``, a cell's index is ``int(cell)``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields, replace
from types import MappingProxyType
from typing import Any, Literal

from engine.board import Cell
from engine.position import PIECES

PALETTES = ("classic", "high_contrast")
RESULTS = ("win", "draw", "loss")  # a proven result marked on a cell, for the side to move
Palette = Literal["classic", "high_contrast"]


def _check(value: object, what: str) -> Cell:
    """``value`` when it is a Cell; anything else (a name like "E3" too) is refused."""
    if not isinstance(value, Cell):
        raise ValueError(f"{what}: {value!r} is not a Cell")
    return value


def _cells(values: Iterable[Cell], what: str) -> frozenset[Cell]:
    return frozenset(_check(c, what) for c in values)


def _items(stacks: Mapping[Cell, tuple[str, ...]]) -> tuple[tuple[Cell, tuple[str, ...]], ...]:
    """A stacks mapping as hashable items, in the engine's cell order."""
    return tuple(sorted(stacks.items()))


def _cell_or_none(value: Cell | None, what: str) -> Cell | None:
    return None if value is None else _check(value, what)


@dataclass(frozen=True)
class Scene:
    """Everything the board view draws; build a new one for every change.

    stacks: cell -> pieces bottom-to-top ('W', 'B', 'D' = red DVONN); empty cells absent.
    gathered: end-of-game display, each side's stacks stacked into one tower to count.
    results: proven results marked on cells (the analysis board's, see the field).
    """

    stacks: Mapping[Cell, tuple[str, ...]] = field(default_factory=dict)
    hover: Cell | None = None
    selected: Cell | None = None
    destinations: frozenset[Cell] = frozenset()
    last_move: tuple[Cell, ...] = ()
    placeable: frozenset[Cell] = frozenset()
    cutoff_preview: frozenset[Cell] = frozenset()
    cursor: Cell | None = None
    hint: tuple[Cell, ...] = ()
    refutation: tuple[Cell, ...] = ()  # (from, to): the answer that refutes a try, a red arrow
    palette: Palette = "classic"
    show_coordinates: bool = True
    show_height_labels: bool = True
    gathered: bool = False
    # (cell, result) pairs in cell order: the proven result of moving there (the selected
    # stack's landings) or of the stack's best move (every movable stack), for the side to move
    results: tuple[tuple[Cell, str], ...] = ()

    def __post_init__(self) -> None:
        # Validate once here so the renderer can trust every name and piece it sees,
        # and freeze the mapping so a caller's later edits cannot leak into a frame.
        stacks: dict[Cell, tuple[str, ...]] = {}
        for cell, pieces in self.stacks.items():
            _check(cell, "stacks")
            pieces = tuple(pieces)
            if not pieces:
                continue
            if any(p not in PIECES for p in pieces):
                raise ValueError(f"stacks[{cell}]: pieces must be 'W', 'B' or 'D', got {pieces}")
            stacks[cell] = pieces
        set_ = object.__setattr__
        set_(self, "stacks", MappingProxyType(stacks))
        set_(self, "hover", _cell_or_none(self.hover, "hover"))
        set_(self, "selected", _cell_or_none(self.selected, "selected"))
        set_(self, "cursor", _cell_or_none(self.cursor, "cursor"))
        set_(self, "destinations", _cells(self.destinations, "destinations"))
        set_(self, "placeable", _cells(self.placeable, "placeable"))
        set_(self, "cutoff_preview", _cells(self.cutoff_preview, "cutoff_preview"))
        _cells(self.last_move, "last_move")
        _cells(self.hint, "hint")
        _cells(self.refutation, "refutation")
        if len(self.refutation) not in (0, 2):
            raise ValueError("refutation must be empty or a (from, to) pair")
        set_(self, "last_move", tuple(self.last_move))
        set_(self, "hint", tuple(self.hint))
        set_(self, "refutation", tuple(self.refutation))
        results = tuple(sorted((_check(c, "results"), str(r)) for c, r in self.results))
        if any(r not in RESULTS for _, r in results) or len({c for c, _ in results}) < len(results):
            raise ValueError(f"results must be distinct cells with one of {RESULTS}")
        set_(self, "results", results)
        if self.palette not in PALETTES:
            raise ValueError(f"palette must be one of {PALETTES}, got {self.palette!r}")

    def __hash__(self) -> int:
        """Equal scenes hash equal, as ``__eq__`` compares every field: the stacks mapping
        counts as its items."""
        rest = (getattr(self, f.name) for f in fields(self) if f.name != "stacks")
        return hash((_items(self.stacks), *rest))

    def height(self, cell: Cell) -> int:
        return len(self.stacks.get(cell, ()))

    def with_(self, **changes: Any) -> Scene:
        """A copy with some fields changed (dataclasses.replace, re-validated)."""
        return replace(self, **changes)


@dataclass(frozen=True)
class SceneChange:
    """What changed between the previous scene and the new one, for animation only.

    placed: the cell a piece was just placed on (it drops in).
    moved: (from, to) of a stack move (the stack travels in an arc).
    removed: cell -> pieces of stacks cut off by the move (they fade and sink); a stack that
        moved and was then cut off is listed under its destination cell.
    gather: the game just ended; stacks gather into one tower per side (the new scene
        should have gathered=True).
    """

    placed: Cell | None = None
    moved: tuple[Cell, Cell] | None = None
    removed: Mapping[Cell, tuple[str, ...]] = field(default_factory=dict)
    gather: bool = False

    def __post_init__(self) -> None:
        _cell_or_none(self.placed, "placed")
        if self.moved is not None:
            if len(self.moved) != 2:
                raise ValueError("moved must be a (from, to) pair")
            _cells(self.moved, "moved")
        _cells(self.removed, "removed")
        object.__setattr__(
            self, "removed", MappingProxyType({c: tuple(p) for c, p in self.removed.items()})
        )

    def __hash__(self) -> int:
        """Equal changes hash equal, as ``__eq__`` compares every field."""
        return hash((self.placed, self.moved, _items(self.removed), self.gather))
