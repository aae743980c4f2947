"""Why a move is illegal, as data: a ``ReasonKind`` with the cells and numbers it needs.

``engine.rules.why_illegal`` answers with a ``Reason``; ``str(reason)`` is the English the
command line prints (and ``IllegalMoveError`` carries), and the app words each kind in the
player's language from the values, never from the English.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from engine.board import Cell
from engine.position import Color


class ReasonKind(Enum):
    """The ways a move can break the rules (the values each ``Reason`` fills in)."""

    PASS_IN_PLACEMENT = "pass_in_placement"
    JUMP_IN_PLACEMENT = "jump_in_placement"
    OCCUPIED = "occupied"  # cell
    GAME_OVER = "game_over"
    PASS_NOT_FORCED = "pass_not_forced"
    PLACEMENT_OVER = "placement_over"
    EMPTY_SOURCE = "empty_source"  # cell
    DVONN_PIECE = "dvonn_piece"  # cell
    NOT_YOURS = "not_yours"  # cell, owner
    NOT_STRAIGHT = "not_straight"  # cell, target
    DISTANCE = "distance"  # height, steps
    SURROUNDED = "surrounded"  # cell
    EMPTY_TARGET = "empty_target"  # cell (the target)
    NO_LANDING = "no_landing"  # cell, height: an own stack with no stack at its distance

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Reason:
    """One rule a move breaks, with its values (those a kind does not use stay unset)."""

    kind: ReasonKind
    cell: Cell | None = None
    target: Cell | None = None
    owner: Color | None = None
    height: int = 0
    steps: int = 0

    def __str__(self) -> str:
        return _ENGLISH[self.kind](self)


def _spaces(count: int) -> str:
    return f"{count} space" if count == 1 else f"{count} spaces"


_ENGLISH: dict[ReasonKind, Callable[[Reason], str]] = {
    ReasonKind.PASS_IN_PLACEMENT: lambda r: (
        "nobody passes during placement: place a piece on an empty space"
    ),
    ReasonKind.JUMP_IN_PLACEMENT: lambda r: (
        "stacks move only once every piece is placed: place a piece on an empty space"
    ),
    ReasonKind.OCCUPIED: lambda r: f"{r.cell} is already occupied: place on an empty space",
    ReasonKind.GAME_OVER: lambda r: "the game is over",
    ReasonKind.PASS_NOT_FORCED: lambda r: "you may pass only when you have no legal move",
    ReasonKind.PLACEMENT_OVER: lambda r: "the placement phase is over: move a stack of your colour",
    ReasonKind.EMPTY_SOURCE: lambda r: f"{r.cell} is empty",
    ReasonKind.DVONN_PIECE: lambda r: f"the DVONN piece on {r.cell} never moves on its own",
    ReasonKind.NOT_YOURS: lambda r: f"{r.cell} is not yours: it belongs to {r.owner}",
    ReasonKind.NOT_STRAIGHT: lambda r: f"{r.cell}{r.target} is not a straight line",
    ReasonKind.DISTANCE: lambda r: (
        f"a stack of {r.height} must move exactly {_spaces(r.height)}, not {r.steps}"
    ),
    ReasonKind.SURROUNDED: lambda r: f"{r.cell} is surrounded on all six sides and cannot move",
    ReasonKind.EMPTY_TARGET: lambda r: f"{r.cell} is empty: a move must end on top of a piece",
    ReasonKind.NO_LANDING: lambda r: (
        f"the stack on {r.cell} has no stack to land on {_spaces(r.height)} away"
    ),
}
