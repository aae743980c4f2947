"""The search core's Python face: the only module that imports the C extension ``engine._core``.

The core (``engine/csrc/``) does the movement phase fast: move generation, perft, the
evaluation features and the search with its transposition table.  Boards cross the boundary
as ``Position.codes`` (49 stack codes in cell order) and moves as ints ``source | target << 8``;
this module turns them into the engine's ``Move`` values.  Deadlines here are
``time.monotonic()`` values, as everywhere in the engine; they are converted to the core's
own clock on the way in.  The core is the fast implementation of the movement phase; the
rules in ``engine.rules`` are the readable one that it is tested against.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from engine import _core
from engine.board import CELLS
from engine.moves import PASS, Move
from engine.position import Phase, Position
from engine.rules import apply, legal_moves

WIN = _core.WIN
INFINITE_SCORE = _core.INFINITE_SCORE
SOLVE_DEPTH = _core.SOLVE_DEPTH
PROOF_SMALL_BOARD = _core.PROOF_SMALL_BOARD
FEATURES: tuple[str, ...] = _core.FEATURES
PLACEMENT_FEATURES: tuple[str, ...] = _core.PLACEMENT_FEATURES
ORDER_PLAIN = _core.ORDER_PLAIN
TABLE_ONE_SLOT = _core.TABLE_ONE_SLOT
REDUCE_LATE = _core.REDUCE_LATE
QUIESCE = _core.QUIESCE
REDUCE_MORE = _core.REDUCE_MORE
NULL_MOVE = _core.NULL_MOVE
# The pruning options by name, as levels and experiments name them (engine/csrc/core.h).
PRUNING = {
    "qs": QUIESCE,
    "lmr": REDUCE_LATE,
    "lmr2": REDUCE_LATE | REDUCE_MORE,
    "null": NULL_MOVE,
}

CoreMove = int  # source | target << 8


class Stopped(Exception):
    """A search ended by its limits or its stop callable before it finished."""


def to_move(move: CoreMove | None) -> Move:
    """The engine's Move for a core move (None: a forced pass)."""
    if move is None:
        return PASS
    return Move.jump(CELLS[move & 0xFF], CELLS[move >> 8])


def from_move(move: Move) -> CoreMove:
    if move.source is None or move.target is None:
        raise ValueError(f"{move} is not a stack move")
    return int(move.source) | int(move.target) << 8


# perft deeper than this is split into core calls of this depth (a fraction of a second each
# from a full board), so that Ctrl+C ends a long count at once.
PERFT_SLICE = 5


def perft(position: Position, depth: int) -> int:
    """``engine.rules.perft`` counted by the core: move sequences of length ``depth`` (a
    forced pass is a move).  The core knows the movement phase only: placements are walked
    here with the rules, the movement phase is counted by the core."""
    if depth == 0:
        return 1
    if position.phase is Phase.PLACEMENT:
        return sum(perft(apply(position, move).after, depth - 1) for move in legal_moves(position))
    return _movement_perft(position.codes, int(position.turn), depth)


def _movement_perft(codes: bytes, side: int, depth: int) -> int:
    if depth <= PERFT_SLICE:
        return _core.perft(codes, side, depth)
    moves = _core.moves(codes, side)
    if not moves:  # a forced pass, or the end of the game
        return _movement_perft(codes, 1 - side, depth - 1) if _core.moves(codes, 1 - side) else 0
    return sum(
        _movement_perft(_core.play(codes, side, move)[0], 1 - side, depth - 1) for move in moves
    )


def stack_count(codes: bytes) -> int:
    """The stacks on a board of stack codes."""
    return len(codes) - codes.count(0)


def moves(codes: bytes, side: int) -> list[CoreMove]:
    return _core.moves(codes, side)


def play(codes: bytes, side: int, move: CoreMove) -> tuple[bytes, int]:
    """The board after a legal move, and the mask of the cells its cut-off emptied."""
    return _core.play(codes, side, move)


def peek(codes: bytes, side: int, move: CoreMove) -> tuple[int, int]:
    """The opponent's reply count after a legal move and the new board's key (for the
    opponent to move), as the proofs see a move's child: mostly without playing it."""
    return _core.peek(codes, side, move)


def features(codes: bytes, side: int) -> tuple[int, ...]:
    """The raw evaluation features of ``side``, in FEATURES order."""
    return _core.features(codes, side)


def evaluate(codes: bytes, side: int, weights: Sequence[float]) -> tuple[int, bool]:
    """The estimate for ``side`` and whether it is the exact score of a finished game."""
    return _core.evaluate(codes, side, weights)


def placement_value(codes: bytes, side: int, weights: Sequence[int]) -> int:
    """The placement evaluation for ``side`` with ``weights`` (PLACEMENT_FEATURES order;
    engine/csrc/placement.c)."""
    return _core.placement_value(codes, side, weights)


def _core_deadline(deadline: float | None) -> float | None:
    if deadline is None:
        return None
    return _core.clock() + (deadline - time.monotonic())


class Searcher:
    """A search state whose table persists from move to move of a game.

    ``weights`` is the flat sequence early[FEATURES], late[FEATURES], tempo, scale.
    """

    def __init__(self, weights: Sequence[float], flags: int = 0, table_bits: int = 20) -> None:
        self._core = _core.Searcher(weights, flags, table_bits)
        self._limits: tuple[int | None, float | None] = (None, None)  # the core's clock

    @property
    def nodes(self) -> int:
        return self._core.nodes

    @property
    def pruning(self) -> int:
        """The pruning flags (PRUNING's values) of the next searches; the table stays."""
        return self._core.pruning

    @pruning.setter
    def pruning(self, flags: int) -> None:
        self._core.pruning = flags

    def clear(self) -> None:
        """Forget everything: a new game."""
        self._core.clear()

    def start(
        self,
        node_limit: int | None = None,
        deadline: float | None = None,
        stop: Callable[[], object] | None = None,
    ) -> None:
        """Reset the counters and set the limits of the next search."""
        self._limits = (node_limit, _core_deadline(deadline))
        self._core.start(*self._limits, stop)

    def limit(self, node_limit: int | None, deadline: float | None) -> None:
        """New limits for what follows, counters kept (a proof attempt within a search)."""
        self._limits = (node_limit, _core_deadline(deadline))
        self._core.limit(*self._limits)

    def resume(self) -> None:
        """Go on after its stop callable ended a search: the same limits, the counters kept."""
        self._core.limit(*self._limits)

    def root(
        self, codes: bytes, side: int, depth: int, order: Sequence[CoreMove], lines: int = 1
    ) -> list[tuple[CoreMove, int]]:
        """Scores of the root moves at ``depth``, best first: the first ``lines`` exact, the
        others upper bounds.  Raises Stopped."""
        scores = self._core.root(codes, side, depth, order, lines)
        if scores is None:
            raise Stopped
        return scores

    def pvs(self, codes: bytes, side: int, depth: int, alpha: int, beta: int) -> int:
        """The value of the board for ``side`` within (alpha, beta); raises Stopped."""
        score = self._core.pvs(codes, side, depth, alpha, beta)
        if score is None:
            raise Stopped
        return score

    def solve(self, codes: bytes, side: int, alpha: int, beta: int) -> int:
        """A proven bound on the final result: the search to the end of every line."""
        return self.pvs(codes, side, SOLVE_DEPTH, alpha, beta)

    def prove(
        self, codes: bytes, side: int, beta: int, small_board: int = PROOF_SMALL_BOARD
    ) -> bool:
        """Whether the side to move scores at least ``beta`` at the end: a proof-number search,
        which hands boards of ``small_board`` stacks or fewer to the alpha-beta proof.  The
        answer stays in the table as a proven bound.  Raises Stopped."""
        answer = self._core.prove(codes, side, beta, small_board)
        if answer is None:
            raise Stopped
        return bool(answer)

    def proven(self, codes: bytes, side: int) -> tuple[int, int]:
        """The proven (lower, upper) bounds known for the board, side to move's view."""
        return self._core.proven(codes, side)

    def table_move(self, codes: bytes, side: int) -> CoreMove | None:
        return self._core.table_move(codes, side)

    def ordered_moves(self, codes: bytes, side: int, hint: CoreMove | None = None) -> list[int]:
        return self._core.ordered_moves(codes, side, hint)

    def place(self, codes: bytes, evaluations: int, weights: Sequence[int]) -> tuple[int, int, int]:
        """The placement search: (cell, score, depth) within about ``evaluations``
        evaluations of the placement evaluation with ``weights`` (engine/csrc/placement.c)."""
        return self._core.place(codes, evaluations, weights)

    def line(self, codes: bytes, side: int, limit: int = 40) -> list[CoreMove | None]:
        """The table's line of best moves from the board (None for a forced pass)."""
        return self._core.pv(codes, side, limit)
