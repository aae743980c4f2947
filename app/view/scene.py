"""Immutable render snapshot of the board (`Scene`), what changed since the last one
(`SceneChange`), and the cell names the view works with.

The controller translates its position into a `Scene` (what to draw) and, when something
happened, a `SceneChange` (what to animate).  The view takes the board's geometry from the
engine (cells, directions, who owns a stack: ``engine.board``, ``engine.position``), never its
rules.  Cells are named "A1".."K5" as on the publisher's board.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields, replace
from types import MappingProxyType
from typing import Any, Literal

from engine.board import CELLS, Cell
from engine.board import neighbours as cell_neighbours
from engine.errors import NotationError
from engine.position import PIECES

PALETTES = ("classic", "high_contrast")
RESULTS = ("win", "draw", "loss")  # a proven result marked on a cell, for the side to move
Palette = Literal["classic", "high_contrast"]


def _cell(name: str) -> Cell:
    if len(name) != 2:
        raise ValueError(f"{name!r} is not a cell name like 'E3'")
    try:
        return Cell.parse(name)
    except NotationError as error:
        raise ValueError(str(error)) from None


def cell_coords(name: str) -> tuple[int, int]:
    """Grid coords of a cell name (x = column A..K -> 0..10, y = row - 1); raises ValueError
    for anything that is not a space."""
    cell = _cell(name)
    return cell.x, cell.y


# The engine's cell order (row 1 first, then left to right): every array in the view follows it.
ALL_CELLS: tuple[str, ...] = tuple(str(cell) for cell in CELLS)
CELL_INDEX: Mapping[str, int] = MappingProxyType({c: i for i, c in enumerate(ALL_CELLS)})


def neighbours(name: str) -> tuple[str, ...]:
    """The names of the cells touching ``name`` (2 to 6 of them)."""
    return tuple(str(n) for n in cell_neighbours(_cell(name)))


def _cells(values: Iterable[str], what: str) -> frozenset[str]:
    result = frozenset(values)
    for c in result:
        if c not in CELL_INDEX:
            raise ValueError(f"{what}: {c!r} is not a cell name")
    return result


def _items(stacks: Mapping[str, tuple[str, ...]]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """A stacks mapping as hashable items, in cell-name order."""
    return tuple(sorted(stacks.items()))


def _cell_or_none(value: str | None, what: str) -> str | None:
    if value is not None and value not in CELL_INDEX:
        raise ValueError(f"{what}: {value!r} is not a cell name")
    return value


@dataclass(frozen=True)
class Scene:
    """Everything the board view draws; build a new one for every change.

    stacks: cell -> pieces bottom-to-top ('W', 'B', 'D' = red DVONN); empty cells absent.
    gathered: end-of-game display, each side's stacks stacked into one tower to count.
    results: proven results marked on cells (the analysis board's, see the field).
    """

    stacks: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    hover: str | None = None
    selected: str | None = None
    destinations: frozenset[str] = frozenset()
    last_move: tuple[str, ...] = ()
    placeable: frozenset[str] = frozenset()
    cutoff_preview: frozenset[str] = frozenset()
    cursor: str | None = None
    hint: tuple[str, ...] = ()
    refutation: tuple[str, ...] = ()  # (from, to): the answer that refutes a try, a red arrow
    palette: Palette = "classic"
    show_coordinates: bool = True
    show_height_labels: bool = True
    gathered: bool = False
    # (cell, result) pairs in cell order: the proven result of moving there (the selected
    # stack's landings) or of the stack's best move (every movable stack), for the side to move
    results: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        # Validate once here so the renderer can trust every name and piece it sees,
        # and freeze the mapping so a caller's later edits cannot leak into a frame.
        stacks: dict[str, tuple[str, ...]] = {}
        for cell, pieces in self.stacks.items():
            if cell not in CELL_INDEX:
                raise ValueError(f"stacks: {cell!r} is not a cell name")
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
        results = tuple(sorted((str(c), str(r)) for c, r in self.results))
        _cells((c for c, _ in results), "results")
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

    def height(self, cell: str) -> int:
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

    placed: str | None = None
    moved: tuple[str, str] | None = None
    removed: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
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
