"""The rules of DVONN as pure functions: legal moves, applying a move, game end and score.

This is the readable implementation, to be checked against the rulebook line by line: a board
is the position's stacks by cell (``Position.stacks``), the geometry is ``engine.board``'s
named cells, neighbours and straight lines, and there are no bit tricks.  The records, the
game, the GUI and the tests use it.  The fast implementation of the movement phase is the
search core (``engine/csrc``, through ``engine.core``); the tests hold the two against each
other, and both against an independent oracle (``tests/engine/reference.py``) and the
counts of RULES.md.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum

from engine.board import CELLS, NEIGHBOURS, Cell, cells_in_line, direction_between, linked
from engine.errors import IllegalMoveError
from engine.moves import PASS, Move
from engine.position import (
    DVONN,
    PLACEMENTS,
    Color,
    Phase,
    Position,
    placement_piece,
    stack_owner,
)
from engine.reasons import Reason, ReasonKind

Stacks = tuple[str, ...]  # Position.stacks: the stack on each cell, bottom to top


@dataclass(frozen=True, slots=True)
class Transition:
    """What a move did: the position after it and the stacks it cut off (cell, pieces)."""

    before: Position
    move: Move
    after: Position
    removed: tuple[tuple[Cell, str], ...]

    @property
    def pieces_removed(self) -> int:
        return sum(len(stack) for _, stack in self.removed)


class Outcome(Enum):
    WHITE_WINS = "white"
    BLACK_WINS = "black"
    DRAW = "draw"

    def __str__(self) -> str:
        return self.value


# --- the movement phase on a board of stacks ---------------------------------------------


def _surrounded(stacks: Stacks, cell: Cell) -> bool:
    """A stack cannot move while all six neighbours are occupied; a cell on the rim has
    fewer than six neighbours, so it is never surrounded."""
    around = NEIGHBOURS[cell]
    return len(around) == 6 and all(stacks[neighbour] for neighbour in around)


def _each_jump(stacks: Stacks, color: Color) -> Iterator[tuple[Cell, Cell]]:
    """Every stack move of ``color`` as (source, target), in cell order: a stack ``color``
    controls (its top piece) that is not surrounded moves exactly as many spaces as it has
    pieces, in a straight line, onto an occupied cell."""
    top = color.piece
    for cell, stack in zip(CELLS, stacks, strict=True):
        if stack[-1:] == top and not _surrounded(stacks, cell):
            for target in cells_in_line(cell, len(stack)):
                if stacks[target]:
                    yield cell, target


def _jumps(stacks: Stacks, color: Color) -> list[tuple[Cell, Cell]]:
    return list(_each_jump(stacks, color))


def _has_jump(stacks: Stacks, color: Color) -> bool:
    return next(_each_jump(stacks, color), None) is not None


def _play_jump(
    stacks: Stacks, source: Cell, target: Cell
) -> tuple[Stacks, tuple[tuple[Cell, str], ...]]:
    """The stacks after the legal jump ``source`` -> ``target``, and the stacks it cut off:
    every stack no longer linked to a DVONN piece through a chain of occupied neighbouring
    cells leaves the board (in cell order)."""
    after = list(stacks)
    after[target] += after[source]
    after[source] = ""
    occupied = {cell for cell, stack in zip(CELLS, after, strict=True) if stack}
    kept = linked((cell for cell in occupied if DVONN in after[cell]), occupied)
    if len(kept) == len(occupied):  # nothing cut off
        return tuple(after), ()
    removed = tuple((cell, after[cell]) for cell in CELLS if cell in occupied and cell not in kept)
    for cell, _ in removed:
        after[cell] = ""
    return tuple(after), removed


def legal_moves(position: Position) -> list[Move]:
    """Every legal move, sorted by notation; [PASS] when a pass is forced, [] at the end."""
    if position.phase is Phase.PLACEMENT:
        return sorted((Move.place(cell) for cell in position.empty_cells()), key=str)
    jumps = _jumps(position.stacks, position.turn)
    if jumps:
        moves = [Move.jump(source, target) for source, target in jumps]
        moves.sort(key=str)
        return moves
    return [PASS] if _has_jump(position.stacks, position.turn.other) else []


def is_game_over(position: Position) -> bool:
    """True when neither side can move (never during placement)."""
    if position.phase is Phase.PLACEMENT:
        return False
    stacks = position.stacks
    return not (_has_jump(stacks, Color.WHITE) or _has_jump(stacks, Color.BLACK))


def must_pass(position: Position) -> bool:
    return legal_moves(position) == [PASS]


def score(position: Position) -> tuple[int, int]:
    """Pieces (DVONN included) in the stacks White and Black control."""
    return position.controlled_pieces()


def outcome(position: Position) -> Outcome | None:
    """The result once the game is over, else None."""
    if not is_game_over(position):
        return None
    white, black = score(position)
    if white == black:
        return Outcome.DRAW
    return Outcome.WHITE_WINS if white > black else Outcome.BLACK_WINS


def why_illegal(position: Position, move: Move) -> Reason | None:
    """Why ``move`` is illegal (its ``str`` reads well to a player), or None when it is legal."""
    if position.phase is Phase.PLACEMENT:
        if move.target is None:
            return Reason(ReasonKind.PASS_IN_PLACEMENT)
        if move.source is not None:
            return Reason(ReasonKind.JUMP_IN_PLACEMENT)
        if position.stack(move.target):
            return Reason(ReasonKind.OCCUPIED, move.target)
        return None
    if is_game_over(position):
        return Reason(ReasonKind.GAME_OVER)
    if move.is_pass:
        if legal_moves(position) != [PASS]:
            return Reason(ReasonKind.PASS_NOT_FORCED)
        return None
    if move.source is None:
        return Reason(ReasonKind.PLACEMENT_OVER)
    return _why_jump_illegal(position, move.source, move.target)


def _why_jump_illegal(position: Position, source: Cell, target: Cell | None) -> Reason | None:
    assert target is not None
    stack = position.stack(source)
    if not stack:
        return Reason(ReasonKind.EMPTY_SOURCE, source)
    owner = stack_owner(stack)
    if owner is None:
        return Reason(ReasonKind.DVONN_PIECE, source)
    if owner is not position.turn:
        return Reason(ReasonKind.NOT_YOURS, source, owner=owner)
    line = direction_between(source, target)
    if line is None:
        return Reason(ReasonKind.NOT_STRAIGHT, source, target)
    steps = line[1]
    height = len(stack)
    if steps != height:
        return Reason(ReasonKind.DISTANCE, source, target, height=height, steps=steps)
    if _surrounded(position.stacks, source):
        return Reason(ReasonKind.SURROUNDED, source)
    if not position.stack(target):
        return Reason(ReasonKind.EMPTY_TARGET, target)
    return None


def why_immobile(position: Position, cell: Cell) -> Reason:
    """Why the side to move's stack on ``cell``, which has no legal move, cannot move:
    it is surrounded, or no stack lies its height away in a straight line."""
    if _surrounded(position.stacks, cell):
        return Reason(ReasonKind.SURROUNDED, cell)
    return Reason(ReasonKind.NO_LANDING, cell, height=len(position.stack(cell)))


def apply(position: Position, move: Move) -> Transition:
    """Play ``move``; raise IllegalMoveError (changing nothing) when it is not legal."""
    reason = why_illegal(position, move)
    if reason is not None:
        raise IllegalMoveError(str(reason))
    return _apply_legal(position, move)


def _apply_legal(position: Position, move: Move) -> Transition:
    if position.phase is Phase.PLACEMENT:
        assert move.target is not None
        made = position.placements_made
        _, piece = placement_piece(made)
        stacks = list(position.stacks)
        stacks[move.target] = piece
        if made + 1 == PLACEMENTS:
            after = Position(tuple(stacks), Color.WHITE, Phase.MOVEMENT)
        else:
            after = Position(tuple(stacks), placement_piece(made + 1)[0], Phase.PLACEMENT)
        return Transition(position, move, after, ())
    if move.is_pass:
        after = Position(position.stacks, position.turn.other, Phase.MOVEMENT)
        return Transition(position, move, after, ())
    assert move.source is not None and move.target is not None
    played, removed = _play_jump(position.stacks, move.source, move.target)
    after = Position(played, position.turn.other, Phase.MOVEMENT)
    return Transition(position, move, after, removed)


def dvonn_cells(position: Position) -> list[Cell]:
    """Cells whose stack holds a DVONN piece."""
    return [cell for cell, stack in position.occupied() if DVONN in stack]


def perft(position: Position, depth: int, memoise: bool = True) -> int:
    """The number of move sequences of length ``depth`` (a forced PASS is a move).

    ``memoise`` counts a movement-phase position reached again by another order of moves
    once (a table by stacks, side to move and depth left); False walks the plain tree.
    """
    if depth == 0:
        return 1
    if position.phase is Phase.PLACEMENT:
        return sum(
            perft(_apply_legal(position, move).after, depth - 1, memoise)
            for move in legal_moves(position)
        )
    return _perft(position.stacks, position.turn, depth, {} if memoise else None)


def _perft(
    stacks: Stacks, color: Color, depth: int, table: dict[tuple[Stacks, Color, int], int] | None
) -> int:
    """Movement-phase perft (depth ≥ 1); the last ply is counted, not played."""
    if table is not None:
        known = table.get((stacks, color, depth))
        if known is not None:
            return known
    jumps = _jumps(stacks, color)
    if not jumps:  # a forced pass, or the end of the game
        passes = _has_jump(stacks, color.other)
        count = (
            0 if not passes else 1 if depth == 1 else _perft(stacks, color.other, depth - 1, table)
        )
    elif depth == 1:
        count = len(jumps)
    else:
        count = sum(
            _perft(_play_jump(stacks, source, target)[0], color.other, depth - 1, table)
            for source, target in jumps
        )
    if table is not None:
        table[(stacks, color, depth)] = count
    return count
