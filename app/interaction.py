"""What a click on the board means: the selection state machine, as pure functions.

No Qt here: the controller feeds it the position, the legal moves, the current selection and
the clicked cell, and gets back one decision (play a move, select, deselect or refuse with
the rules' reason, as data).  The reasons come from ``engine.rules``.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.board import Cell
from engine.moves import Move
from engine.position import Phase, Position, stack_owner
from engine.reasons import Reason, ReasonKind
from engine.rules import apply, why_illegal, why_immobile


@dataclass(frozen=True, slots=True)
class Play:
    move: Move


@dataclass(frozen=True, slots=True)
class Select:
    cell: Cell
    destinations: frozenset[Cell]


@dataclass(frozen=True, slots=True)
class Deselect:
    pass


@dataclass(frozen=True, slots=True)
class Refuse:
    reason: Reason


Decision = Play | Select | Deselect | Refuse


def destinations(legal: list[Move], source: Cell) -> frozenset[Cell]:
    """Where the stack on ``source`` may land."""
    return frozenset(m.target for m in legal if m.source == source and m.target is not None)


def placeable(position: Position) -> frozenset[Cell]:
    if position.phase is not Phase.PLACEMENT:
        return frozenset()
    return frozenset(position.empty_cells())


def _refusal(position: Position, move: Move) -> Refuse:
    """Refuse ``move`` with the rules' reason (it is not among the legal moves)."""
    reason = why_illegal(position, move)
    if reason is None:
        raise ValueError(f"{move} is legal here, yet missing from the legal moves given")
    return Refuse(reason)


def interpret_click(
    position: Position, legal: list[Move], selected: Cell | None, cell: Cell
) -> Decision:
    """Decide what a click on ``cell`` does, given the selection before it (``legal``: the
    position's legal moves, none once the game is over)."""
    if not legal:
        return Refuse(Reason(ReasonKind.GAME_OVER))
    if position.phase is Phase.PLACEMENT:
        move = Move.place(cell)
        return Play(move) if move in legal else _refusal(position, move)
    if selected is not None:
        if cell == selected:
            return Deselect()
        move = Move.jump(selected, cell)
        if move in legal:
            return Play(move)
    owner = stack_owner(position.stack(cell))
    if owner is position.turn:
        targets = destinations(legal, cell)
        if targets:
            return Select(cell, targets)
        return Refuse(why_immobile(position, cell))
    if selected is not None:
        return _refusal(position, Move.jump(selected, cell))
    # Nothing selected and not an own stack: why_illegal names the problem (empty, DVONN
    # piece, the opponent's stack) before it looks at the destination.
    return _refusal(position, Move.jump(cell, cell))


def cutoff_preview(position: Position, move: Move) -> frozenset[Cell]:
    """Cells whose stacks ``move`` would cut off (the moved stack is listed at its target)."""
    return frozenset(cell for cell, _ in apply(position, move).removed)


# --- keyboard cursor -------------------------------------------------------------------

_STEPS: dict[str, tuple[tuple[int, int], ...]] = {
    # Rows are drawn with row 1 at the bottom, each row half a cell to the right of the one
    # below it; "up" prefers the cell straight above on the left, then on the right.
    "left": ((-1, 0),),
    "right": ((1, 0),),
    "up": ((0, 1), (1, 1)),
    "down": ((0, -1), (-1, -1)),
}


def step_cursor(cell: Cell | None, direction: str) -> Cell:
    """The cell the keyboard cursor moves to; the centre E3… F3 when there is none yet."""
    if cell is None:
        return Cell.F3
    for dx, dy in _STEPS[direction]:
        target = Cell.at(cell.x + dx, cell.y + dy)
        if target is not None:
            return target
    return cell
