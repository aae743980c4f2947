"""The rules as pure functions: legal moves, applying a move, game end and score."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from engine import bitboard
from engine.board import CELLS, NEIGHBOURS, Cell, direction_between
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


def _cell_at_bit(bit: int) -> Cell:
    return CELLS[bitboard.CELL_OF_BIT[bit]]


def legal_moves(position: Position) -> list[Move]:
    """Every legal move, sorted by notation; [PASS] when a pass is forced, [] at the end."""
    if position.phase is Phase.PLACEMENT:
        return sorted((Move.place(cell) for cell in position.empty_cells()), key=str)
    board = position.board
    jumps = bitboard.generate_jumps(board, position.turn)
    if jumps:
        moves = [Move.jump(_cell_at_bit(s), _cell_at_bit(t)) for s, t in jumps]
        moves.sort(key=str)
        return moves
    return [PASS] if bitboard.has_jump(board, 1 - position.turn) else []


def is_game_over(position: Position) -> bool:
    """True when neither side can move (never during placement)."""
    if position.phase is Phase.PLACEMENT:
        return False
    board = position.board
    return not (bitboard.has_jump(board, 0) or bitboard.has_jump(board, 1))


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
    if _surrounded(position, source):
        return Reason(ReasonKind.SURROUNDED, source)
    if not position.stack(target):
        return Reason(ReasonKind.EMPTY_TARGET, target)
    return None


def _surrounded(position: Position, cell: Cell) -> bool:
    return len(NEIGHBOURS[cell]) == 6 and all(position.stack(n) for n in NEIGHBOURS[cell])


def why_immobile(position: Position, cell: Cell) -> Reason:
    """Why the side to move's stack on ``cell``, which has no legal move, cannot move:
    it is surrounded, or no stack lies its height away in a straight line."""
    if _surrounded(position, cell):
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
            after = Position._make(tuple(stacks), Color.WHITE, Phase.MOVEMENT)
        else:
            after = Position._make(tuple(stacks), placement_piece(made + 1)[0], Phase.PLACEMENT)
        return Transition(position, move, after, ())
    if move.is_pass:
        after = Position._make(position.stacks, position.turn.other, Phase.MOVEMENT, position.board)
        return Transition(position, move, after, ())
    assert move.source is not None and move.target is not None
    source_bit = bitboard.BIT_OF_CELL[move.source]
    target_bit = bitboard.BIT_OF_CELL[move.target]
    board, removed_mask = bitboard.play_jump(position.board, position.turn, source_bit, target_bit)
    stacks = list(position.stacks)
    stacks[move.target] += stacks[move.source]
    stacks[move.source] = ""
    removed = []
    for index, cell in enumerate(CELLS):
        if removed_mask >> bitboard.BIT_OF_CELL[index] & 1:
            removed.append((cell, stacks[index]))
            stacks[index] = ""
    after = Position._make(tuple(stacks), position.turn.other, Phase.MOVEMENT, board)
    return Transition(position, move, after, tuple(removed))


def dvonn_cells(position: Position) -> list[Cell]:
    """Cells whose stack holds a DVONN piece."""
    return [cell for cell, stack in position.occupied() if DVONN in stack]


def perft(position: Position, depth: int, memoise: bool = True) -> int:
    """The number of move sequences of length ``depth`` (a forced PASS is a move)."""
    if depth == 0:
        return 1
    if position.phase is Phase.PLACEMENT:
        return sum(
            perft(_apply_legal(position, move).after, depth - 1, memoise)
            for move in legal_moves(position)
        )
    table: dict[tuple[int, int], int] | None = {} if memoise else None
    return bitboard.perft(position.board, position.turn, depth, table)
