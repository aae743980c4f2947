"""Movement-phase search: principal-variation alpha-beta with a transposition table.

The table maps a Zobrist key (with the side to move) to ``(depth, lower, upper, move)``:
bounds on the value found by a search of that depth.  A bound is *proven* when every leaf
below it was a finished game; proven bounds are stored at depth ``PROVEN`` so that they never
expire and answer searches of any depth — endgames get solved as a by-product of deepening.
``Searcher.guesses`` counts the estimates used so far: a node whose search added none has a
proven result.

``Searcher.solve`` runs the same search without a depth limit (the game is at most 48 more
moves) in a null window: that proves win, draw or loss much sooner than the exact margin.

Moves inside the search are ``(source bit, target bit)`` pairs, ``None`` for a pass.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from engine.ai.constants import INFINITE_SCORE
from engine.ai.evaluate import Evaluator, final_score
from engine.bitboard import (
    OFFSETS,
    SIDE_KEY,
    TALL,
    Board,
    Jump,
    has_jump,
    peek_jump,
    play_jump,
    surrounded,
)

PROVEN = 1000
SOLVE_DEPTH = 200  # deeper than any game can last: only finished games are leaves
# Proofs order moves by the opponent's replies while more stacks than this are left.
SMALL_STACKS = 6
SIDE_KEYS = (0, SIDE_KEY)
Entry = tuple[int, int, int, Jump | None]


class Stopped(Exception):
    """Raised inside the search when a limit is reached or a stop was requested."""


def piece_margin(board: Board) -> int:
    """Pieces White controls minus pieces Black controls."""
    codes = board[4]
    margin = 0
    for mask, sign in ((board[1], 1), (board[2], -1)):
        while mask:
            low = mask & -mask
            margin += sign * (codes[low.bit_length() - 1] >> 2)
            mask ^= low
    return margin


def ordered_jumps(board: Board, side: int) -> list[Jump]:
    """Legal jumps, those landing on enemy stacks first, then on DVONN stacks, then the rest."""
    occupied, white, black, dvonn, _, by_height, _ = board
    own, enemy = (black, white) if side else (white, black)
    movable = own & ~surrounded(occupied)
    first: list[Jump] = []
    second: list[Jump] = []
    third: list[Jump] = []
    for height in range(1, TALL):
        stacks = movable & by_height[height]
        if not stacks:
            continue
        for offset in OFFSETS:
            step = offset * height
            landings = (stacks << step if step > 0 else stacks >> -step) & occupied
            while landings:
                low = landings & -landings
                target = low.bit_length() - 1
                jump = (target - step, target)
                if low & enemy:
                    first.append(jump)
                elif low & dvonn:
                    second.append(jump)
                else:
                    third.append(jump)
                landings ^= low
    return first + second + third


class Searcher:
    """One search state: the table and move-ordering memory persist from move to move."""

    def __init__(
        self,
        evaluator: Evaluator,
        table_limit: int = 1_500_000,
        plain_ordering: bool = False,
    ) -> None:
        self.evaluator = evaluator
        self.plain_ordering = plain_ordering  # only the table's move before the landing order
        self.table: dict[int, Entry] = {}
        self.table_limit = table_limit
        self.history: dict[Jump, int] = {}
        self.killers: list[list[Jump | None]] = [[None, None] for _ in range(128)]
        self.nodes = 0
        self.guesses = 0
        self.node_limit: int | None = None
        self.deadline: float | None = None
        self.stop: Callable[[], bool] | None = None
        self._next_check = 0

    # --- limits ------------------------------------------------------------------------

    def start(
        self,
        node_limit: int | None = None,
        deadline: float | None = None,
        stop: Callable[[], bool] | None = None,
    ) -> None:
        """Reset the counters and set the limits of the next search."""
        self.nodes = 0
        self.guesses = 0
        self.node_limit = node_limit
        self.deadline = deadline
        self.stop = stop
        self._next_check = 0
        if len(self.table) > self.table_limit:
            # Keep what was proven: it stays true for the rest of the game.
            self.table = {k: e for k, e in self.table.items() if e[0] == PROVEN}
            if len(self.table) > self.table_limit // 2:
                self.table.clear()
        for pair in self.killers:
            pair[0] = pair[1] = None
        self.history = {move: score >> 3 for move, score in self.history.items() if score >> 3}

    def out_of_time(self) -> bool:
        """True once the deadline has passed or a stop was requested (node limits aside)."""
        if self.deadline is not None and time.monotonic() >= self.deadline:
            return True
        return self.stop is not None and self.stop()

    def _check(self) -> None:
        if self.node_limit is not None and self.nodes >= self.node_limit:
            raise Stopped
        if self.deadline is not None and time.monotonic() >= self.deadline:
            raise Stopped
        if self.stop is not None and self.stop():
            raise Stopped
        step = 256
        if self.node_limit is not None:
            step = min(step, self.node_limit - self.nodes)
        self._next_check = self.nodes + max(1, step)

    # --- the search --------------------------------------------------------------------

    def moves(self, board: Board, side: int, ply: int, hint: Jump | None) -> list[Jump]:
        """Legal jumps, best guesses first: the table's move, killers, then by history."""
        jumps = ordered_jumps(board, side)
        if len(jumps) < 2:
            return jumps
        if self.plain_ordering:
            if hint is not None and hint in jumps:
                jumps.remove(hint)
                jumps.insert(0, hint)
            return jumps
        history = self.history
        killers = self.killers[ply] if ply < len(self.killers) else [None, None]
        rank = {jump: -i for i, jump in enumerate(jumps)}  # keep the landing order on ties
        for jump in jumps:
            rank[jump] += history.get(jump, 0) << 6
        for bonus, favourite in ((1 << 40, killers[1]), (1 << 41, killers[0]), (1 << 42, hint)):
            if favourite is not None and favourite in rank:
                rank[favourite] += bonus
        jumps.sort(key=rank.__getitem__, reverse=True)
        return jumps

    def pvs(self, board: Board, side: int, depth: int, alpha: int, beta: int, ply: int) -> int:
        """Fail-soft principal-variation search; the value of ``board`` for ``side``."""
        self.nodes += 1
        if self.nodes >= self._next_check:
            self._check()
        key = board[6] ^ SIDE_KEYS[side]
        entry = self.table.get(key)
        hint: Jump | None = None
        if entry is not None:
            stored_depth, lower, upper, hint = entry
            if stored_depth >= depth:
                if lower >= beta or lower == upper:
                    if stored_depth < PROVEN:
                        self.guesses += 1
                    return lower
                if upper <= alpha:
                    if stored_depth < PROVEN:
                        self.guesses += 1
                    return upper
        if depth <= 0:
            score, final = self.evaluator.evaluate(board, side)
            if not final:
                self.guesses += 1
            return score
        guesses = self.guesses
        jumps = self.moves(board, side, ply, hint)
        best_move: Jump | None = None
        original_alpha = alpha
        if not jumps:
            if has_jump(board, 1 - side):  # a forced pass: the opponent moves again
                best = -self.pvs(board, 1 - side, depth, -beta, -alpha, ply + 1)
            else:
                best = final_score(piece_margin(board), side)
                self._store(key, entry, depth, best, best, None, guesses)
                return best
        else:
            best = -INFINITE_SCORE
        if depth > SOLVE_DEPTH - 100 and len(jumps) > 2 and board[0].bit_count() > SMALL_STACKS:
            self._fastest_first(board, side, jumps, hint, beta)
        for index, jump in enumerate(jumps):
            child = play_jump(board, side, jump[0], jump[1])[0]
            if index == 0:
                score = -self.pvs(child, 1 - side, depth - 1, -beta, -alpha, ply + 1)
            else:
                score = -self.pvs(child, 1 - side, depth - 1, -alpha - 1, -alpha, ply + 1)
                if alpha < score < beta:
                    score = -self.pvs(child, 1 - side, depth - 1, -beta, -alpha, ply + 1)
            if score > best:
                best = score
                best_move = jump
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        self._reward(jump, depth, ply)
                        break
        lower = best if best > original_alpha else -INFINITE_SCORE
        upper = best if best < beta else INFINITE_SCORE
        self._store(key, entry, depth, lower, upper, best_move, guesses)
        return best

    def _fastest_first(
        self, board: Board, side: int, jumps: list[Jump], hint: Jump | None, beta: int
    ) -> None:
        """Order ``jumps`` in place: a move already proven good enough, the table's move, then
        the moves that leave the opponent the fewest replies (fewest branches to prove)."""
        ranked = []
        table = self.table
        other = SIDE_KEYS[1 - side]
        for index, jump in enumerate(jumps):
            replies, key = peek_jump(board, side, jump[0], jump[1])
            entry = table.get(key ^ other)
            if entry is not None and entry[0] == PROVEN and -entry[2] >= beta:
                rank = -2  # searching it answers from the table at once
            elif jump == hint:
                rank = -1
            else:
                rank = replies * 64 + index
            ranked.append((rank, jump))
        ranked.sort()
        jumps[:] = [jump for _, jump in ranked]

    def _reward(self, jump: Jump, depth: int, ply: int) -> None:
        self.history[jump] = self.history.get(jump, 0) + depth * depth
        if ply < len(self.killers):
            killers = self.killers[ply]
            if killers[0] != jump:
                killers[1] = killers[0]
                killers[0] = jump

    def _store(
        self,
        key: int,
        entry: Entry | None,
        depth: int,
        lower: int,
        upper: int,
        move: Jump | None,
        guesses: int,
    ) -> None:
        proven = self.guesses == guesses
        if proven:
            depth = PROVEN
        if entry is not None:
            old_depth, old_lower, old_upper, old_move = entry
            if old_depth == depth and max(lower, old_lower) <= min(upper, old_upper):
                lower = max(lower, old_lower)
                upper = min(upper, old_upper)
            elif old_depth > depth:
                return  # a deeper or proven result stays
            if move is None:
                move = old_move
        self.table[key] = (depth, lower, upper, move)

    # --- whole-game proofs -------------------------------------------------------------

    def solve(self, board: Board, side: int, alpha: int, beta: int) -> int:
        """A proven bound on the final result: the search to the end of every line."""
        return self.pvs(board, side, SOLVE_DEPTH, alpha, beta, 0)

    def proven(self, board: Board, side: int) -> tuple[int, int]:
        """The proven (lower, upper) bounds known for ``board`` with ``side`` to move."""
        entry = self.table.get(board[6] ^ SIDE_KEYS[side])
        if entry is None or entry[0] < PROVEN:
            return -INFINITE_SCORE, INFINITE_SCORE
        return entry[1], entry[2]

    def best_move(self, board: Board, side: int) -> Jump | None:
        entry = self.table.get(board[6] ^ SIDE_KEYS[side])
        return entry[3] if entry is not None else None

    def principal_variation(self, board: Board, side: int, limit: int = 40) -> list[Jump | None]:
        """The line of best moves recorded in the table (None for a forced pass)."""
        line: list[Jump | None] = []
        seen: set[int] = set()
        for _ in range(limit):
            key = board[6] ^ SIDE_KEYS[side]
            if key in seen:
                break
            seen.add(key)
            jumps = ordered_jumps(board, side)
            if not jumps:
                if not has_jump(board, 1 - side):
                    break
                line.append(None)
                side = 1 - side
                continue
            entry = self.table.get(key)
            if entry is None or entry[3] not in jumps:
                break
            move = entry[3]
            assert move is not None
            line.append(move)
            board = play_jump(board, side, move[0], move[1])[0]
            side = 1 - side
        return line
