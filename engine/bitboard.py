"""Fast movement-phase internals: the board as Python-int bitboards.

The rest of the engine speaks in ``Position`` and ``Move``; perft and the search speak in the
plain tuples of this module, which is where the time goes.

Layout: cell (x, y) is bit ``x + STRIDE·y``.  With STRIDE = 21 a jump of up to 10 spaces in
any direction (no legal jump is longer: the board is 11 cells wide) never wraps onto another
board cell, and a jump off the board lands on a bit that is never occupied, so "shift the
movable stacks of height h by h steps and keep what lands on occupied cells" is exactly the
set of legal landings.

A ``Board`` tuple is ``(occupied, white, black, dvonn, codes, by_height, key)``:

* ``occupied`` — every non-empty cell; ``white`` / ``black`` — stacks whose top is that colour
  (a lone DVONN piece is in neither); ``dvonn`` — stacks that contain a DVONN piece;
* ``codes`` — per bit index, ``4·height + 2·has_dvonn + owner`` (owner 0 white, 1 black; a lone
  DVONN piece is height 1, has_dvonn, owner 0), or 0 for an empty cell — exactly what matters
  for the rest of the game;
* ``by_height`` — ``by_height[h]`` is the mask of stacks of height h for h = 1…10;
  ``by_height[11]`` holds the taller stacks, which can never move again;
* ``key`` — a Zobrist hash of the codes (not of the side to move).
"""

from __future__ import annotations

import random
from typing import TypeAlias

from engine.board import CELLS, DIRECTIONS

STRIDE = 21
MAX_JUMP = 10
TALL = MAX_JUMP + 1

# Bit offsets of the six directions, in the same circular order as board.DIRECTIONS.
OFFSETS: tuple[int, ...] = tuple(dx + STRIDE * dy for dx, dy in DIRECTIONS)

BIT_OF_CELL: tuple[int, ...] = tuple(cell.x + STRIDE * cell.y for cell in CELLS)
CELL_OF_BIT: dict[int, int] = {bit: index for index, bit in enumerate(BIT_OF_CELL)}
BOARD_MASK = sum(1 << bit for bit in BIT_OF_CELL)
CODES_SIZE = max(BIT_OF_CELL) + 1

Board: TypeAlias = tuple[int, int, int, int, tuple[int, ...], tuple[int, ...], int]
Jump: TypeAlias = tuple[int, int]  # (source bit, target bit)

_zobrist_random = random.Random(20110101)
# ZOBRIST[bit][code]; 49 pieces at most in one stack, so codes stay below 4·50.
ZOBRIST: tuple[tuple[int, ...], ...] = tuple(
    tuple(_zobrist_random.getrandbits(128) if bit in CELL_OF_BIT else 0 for _ in range(200))
    for bit in range(CODES_SIZE)
)
SIDE_KEY = _zobrist_random.getrandbits(128)

HEIGHT_SLOT: tuple[int, ...] = tuple(min(h, TALL) for h in range(50))


def _window_bits() -> tuple[int, ...]:
    # After ``(occupied << STRIDE + 1) >> bit`` the neighbour in direction i sits at bit
    # STRIDE + 1 + OFFSETS[i]; shifting left first keeps negative offsets representable.
    return tuple(STRIDE + 1 + offset for offset in OFFSETS)


WINDOW_BITS = _window_bits()
WINDOW_MASK = sum(1 << b for b in WINDOW_BITS)


def _splits(pattern: int) -> bool:
    """True when the occupied neighbours (6-bit circular pattern) form two or more arcs."""
    arcs = sum(1 for i in range(6) if pattern >> i & 1 and not pattern >> ((i - 1) % 6) & 1)
    return arcs >= 2


def _may_split_table() -> dict[int, bool]:
    table = {}
    for pattern in range(64):
        window = sum(1 << WINDOW_BITS[i] for i in range(6) if pattern >> i & 1)
        table[window] = _splits(pattern)
    return table


# Emptying a cell can disconnect the board only when its occupied neighbours form more than
# one arc around it; otherwise they still touch each other.  Keyed by the masked window.
MAY_SPLIT = _may_split_table()


def make_board(codes_by_cell: list[int]) -> Board:
    """Build a Board from per-cell codes (CodeCup cell order)."""
    occupied = white = black = dvonn = key = 0
    codes = [0] * CODES_SIZE
    by_height = [0] * (TALL + 1)
    for index, code in enumerate(codes_by_cell):
        if not code:
            continue
        bit = BIT_OF_CELL[index]
        mask = 1 << bit
        codes[bit] = code
        occupied |= mask
        if code & 2:
            dvonn |= mask
        height = code >> 2
        if not (code & 2 and height == 1):
            if code & 1:
                black |= mask
            else:
                white |= mask
        by_height[HEIGHT_SLOT[height]] |= mask
        key ^= ZOBRIST[bit][code]
    return occupied, white, black, dvonn, tuple(codes), tuple(by_height), key


def connected_to_dvonn(seed: int, occupied: int) -> int:
    """The occupied cells linked to ``seed`` through chains of adjacent occupied cells."""
    reach = seed
    while True:
        grown = (
            reach
            | reach << 1
            | reach >> 1
            | reach << STRIDE
            | reach >> STRIDE
            | reach << (STRIDE + 1)
            | reach >> (STRIDE + 1)
        ) & occupied
        if grown == reach:
            return reach
        reach = grown


def cut_off(occupied: int, dvonn: int, source: int, dvonn_moved: int) -> int:
    """The stacks a jump from ``source`` cut off from every DVONN piece (``occupied`` and
    ``dvonn`` as they are after the jump).  Only a moved DVONN piece, or a vacated cell whose
    occupied neighbours fall apart into several arcs, can disconnect anything."""
    if dvonn_moved or MAY_SPLIT[(occupied << (STRIDE + 1)) >> source & WINDOW_MASK]:
        return occupied & ~connected_to_dvonn(dvonn, occupied)
    return 0


def surrounded(occupied: int) -> int:
    """Occupied cells whose six neighbours are all occupied (cells off the board are free)."""
    return (
        occupied
        & occupied >> 1
        & occupied << 1
        & occupied >> STRIDE
        & occupied << STRIDE
        & occupied >> (STRIDE + 1)
        & occupied << (STRIDE + 1)
    )


def count_jumps(board: Board, side: int) -> int:
    """The number of legal moves of ``side`` (0 white, 1 black), passes not counted."""
    occupied = board[0]
    movable = (board[2] if side else board[1]) & ~surrounded(occupied)
    return _count_landings(movable, occupied, board[5])


def _count_landings(movable: int, occupied: int, by_height: tuple[int, ...]) -> int:
    """The number of jumps of the stacks in ``movable`` onto ``occupied`` cells."""
    total = 0
    for height in range(1, TALL):
        stacks = movable & by_height[height]
        if stacks:
            a = height
            b = height * STRIDE
            c = height * (STRIDE + 1)
            total += (
                (stacks << a & occupied).bit_count()
                + (stacks >> a & occupied).bit_count()
                + (stacks << b & occupied).bit_count()
                + (stacks >> b & occupied).bit_count()
                + (stacks << c & occupied).bit_count()
                + (stacks >> c & occupied).bit_count()
            )
    return total


def has_jump(board: Board, side: int) -> bool:
    occupied = board[0]
    movable = (board[2] if side else board[1]) & ~surrounded(occupied)
    if not movable:
        return False
    by_height = board[5]
    for height in range(1, TALL):
        stacks = movable & by_height[height]
        if stacks:
            a = height
            b = height * STRIDE
            c = height * (STRIDE + 1)
            if (
                stacks << a | stacks >> a | stacks << b | stacks >> b | stacks << c | stacks >> c
            ) & occupied:
                return True
    return False


def generate_jumps(board: Board, side: int) -> list[Jump]:
    """Every legal move of ``side`` as (source bit, target bit) pairs."""
    occupied = board[0]
    movable = (board[2] if side else board[1]) & ~surrounded(occupied)
    by_height = board[5]
    jumps: list[Jump] = []
    append = jumps.append
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
                append((target - step, target))
                landings ^= low
    return jumps


def play_jump(board: Board, side: int, source: int, target: int) -> tuple[Board, int]:
    """Apply a legal jump; return the new board and the mask of stacks removed by it."""
    occupied, white, black, dvonn, codes, by_height, key = board
    source_mask = 1 << source
    target_mask = 1 << target
    source_code = codes[source]
    target_code = codes[target]
    height = (source_code >> 2) + (target_code >> 2)
    moved_code = height << 2 | (source_code | target_code) & 2 | side

    occupied ^= source_mask
    if side:
        black = black ^ source_mask | target_mask
        white &= ~target_mask
    else:
        white = white ^ source_mask | target_mask
        black &= ~target_mask
    heights = list(by_height)
    heights[HEIGHT_SLOT[source_code >> 2]] ^= source_mask
    heights[HEIGHT_SLOT[target_code >> 2]] ^= target_mask
    heights[HEIGHT_SLOT[moved_code >> 2]] |= target_mask
    new_codes = list(codes)
    new_codes[source] = 0
    new_codes[target] = moved_code
    zobrist_source = ZOBRIST[source]
    zobrist_target = ZOBRIST[target]
    key ^= zobrist_source[source_code] ^ zobrist_target[target_code] ^ zobrist_target[moved_code]

    if source_code & 2:
        dvonn = dvonn ^ source_mask | target_mask
    removed = cut_off(occupied, dvonn, source, source_code & 2)
    if removed:
        occupied ^= removed
        white &= ~removed
        black &= ~removed
        rest = removed
        while rest:
            low = rest & -rest
            bit = low.bit_length() - 1
            code = new_codes[bit]
            heights[HEIGHT_SLOT[code >> 2]] ^= low
            key ^= ZOBRIST[bit][code]
            new_codes[bit] = 0
            rest ^= low
    return (occupied, white, black, dvonn, tuple(new_codes), tuple(heights), key), removed


def perft(board: Board, side: int, depth: int, table: dict[tuple[int, int], int] | None) -> int:
    """Movement-phase perft with the last ply counted in bulk.

    ``table`` memoises counts of transposed positions (keyed by Zobrist key with the side to
    move and the depth left); pass None for a plain tree walk.
    """
    if table is not None:
        entry_key = (board[6] ^ (SIDE_KEY if side else 0), depth)
        cached = table.get(entry_key)
        if cached is not None:
            return cached
    if depth == 1:
        count = count_jumps(board, side)
        if not count:
            count = 1 if has_jump(board, 1 - side) else 0
    else:
        jumps = generate_jumps(board, side)
        if jumps:
            count = 0
            for source, target in jumps:
                child = play_jump(board, side, source, target)[0]
                count += perft(child, 1 - side, depth - 1, table)
        elif has_jump(board, 1 - side):
            count = perft(board, 1 - side, depth - 1, table)
        else:
            count = 0
    if table is not None:
        table[entry_key] = count
    return count
