"""Moves: a placement (``E3``), a stack move (``E3F4``) or a forced pass (``PASS``)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import total_ordering

from engine.board import Cell
from engine.errors import NotationError
from engine.limits import shown

_MOVE_TEXT = re.compile(r"([A-Ka-k][1-5])([A-Ka-k][1-5])?")


@total_ordering
@dataclass(frozen=True, slots=True)
class Move:
    """``source`` is None for placements and passes; ``target`` is None for a pass."""

    source: Cell | None
    target: Cell | None

    @classmethod
    def place(cls, cell: Cell) -> Move:
        return cls(None, cell)

    @classmethod
    def jump(cls, source: Cell, target: Cell) -> Move:
        return cls(source, target)

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read ``E3``, ``E3F4`` or ``PASS``, in any letter case."""
        cleaned = text.strip()
        if cleaned.upper() == "PASS":
            return PASS
        match = _MOVE_TEXT.fullmatch(cleaned)
        if not match:
            raise NotationError(f"{shown(cleaned)} is not a move (E3, E3F4 or PASS)")
        first = Cell.parse(match.group(1))
        if match.group(2) is None:
            return cls.place(first)
        return cls.jump(first, Cell.parse(match.group(2)))

    def _order(self) -> tuple[int, int]:
        # PASS first, then placements, then stack moves; cells in board order.  (The
        # dataclass ordering compared None with a Cell and raised TypeError for mixed kinds.)
        return (
            -1 if self.source is None else int(self.source),
            -1 if self.target is None else int(self.target),
        )

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Move):
            return NotImplemented
        return self._order() < other._order()

    @property
    def is_pass(self) -> bool:
        return self.target is None

    @property
    def is_placement(self) -> bool:
        return self.source is None and self.target is not None

    def __str__(self) -> str:
        if self.target is None:
            return "PASS"
        if self.source is None:
            return str(self.target)
        return f"{self.source}{self.target}"

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"


PASS = Move(None, None)
