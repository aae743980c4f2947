/* Movement-phase boards: building and checking them, moves, cut-offs, perft. */
#include "core.h"

#include <string.h>

#define BIT(cell) ((Mask)1 << (cell))

int board_code(const Board *board, int cell)
{
    int height = board->height[cell];
    if (!height)
        return 0;
    return height << 2 | (int)(board->dvonn >> cell & 1) << 1 | (int)(board->owned[1] >> cell & 1);
}

void board_codes(const Board *board, uint8_t codes[CELLS])
{
    for (int cell = 0; cell < CELLS; cell++)
        codes[cell] = (uint8_t)board_code(board, cell);
}

Mask cut_off_stacks(Mask dvonn, Mask occupied, Mask around)
{
    Mask reach = dvonn;
    while (around & ~reach) {
        Mask next = (reach | spread(reach)) & occupied;
        if (next == reach)
            return occupied & ~reach;
        reach = next;
    }
    return 0;
}

Mask connected_to_dvonn(Mask dvonn, Mask occupied)
{
    return occupied & ~cut_off_stacks(dvonn, occupied, occupied);
}

const char *board_from_codes(Board *board, const uint8_t codes[CELLS])
{
    memset(board, 0, sizeof *board);
    int pieces = 0;
    for (int cell = 0; cell < CELLS; cell++) {
        int code = codes[cell];
        if (!code)
            continue;
        int height = code >> 2;
        if (height < 1 || height > MAX_HEIGHT)
            return "a stack code has a height outside 1..49";
        if (height == 1 && (code & 2) && (code & 1))
            return "a lone DVONN piece cannot belong to a player";
        pieces += height;
        board->height[cell] = (uint8_t)height;
        board->occupied |= BIT(cell);
        if (code & 2)
            board->dvonn |= BIT(cell);
        if (!(height == 1 && (code & 2)))
            board->owned[code & 1] |= BIT(cell);
        board->key ^= TABLES->zobrist[cell][code];
    }
    if (pieces > CELLS)
        return "the board holds more than 49 pieces";
    int dvonn_stacks = popcount(board->dvonn);
    if (dvonn_stacks < 1 || dvonn_stacks > 3)
        return "a movement-phase board holds one to three DVONN stacks";
    if (connected_to_dvonn(board->dvonn, board->occupied) != board->occupied)
        return "a stack is cut off from every DVONN piece";
    assert(board_is_consistent(board));
    return 0;
}

Mask unhemmed(Mask stacks, Mask occupied)
{
    /* A stack may move unless all six neighbours are occupied: on the rim, or next to an
     * empty cell. */
    Mask empty = ~occupied & (BIT(CELLS) - 1);
    return stacks & (TABLES->rim | spread(empty));
}

Mask movable_stacks(const Board *board, int side)
{
    return unhemmed(board->owned[side], board->occupied);
}

static Mask landings(const Board *board, int cell)
{
    return jump_landings(board->occupied, cell, board->height[cell]);
}

int generate_moves(const Board *board, int side, Move moves[MAX_MOVES])
{
    int count = 0;
    Mask stacks = movable_stacks(board, side);
    while (stacks) {
        int source = lowest_cell(stacks);
        stacks &= stacks - 1;
        Mask targets = landings(board, source);
        while (targets) {
            assert(count < MAX_MOVES);
            moves[count++] = MOVE(source, lowest_cell(targets));
            targets &= targets - 1;
        }
    }
    return count;
}

int count_landings(Mask stacks, Mask occupied, const uint8_t height[CELLS])
{
    int count = 0;
    for (; stacks; stacks &= stacks - 1) {
        int cell = lowest_cell(stacks);
        count += popcount(jump_landings(occupied, cell, height[cell]));
    }
    return count;
}

int count_moves(const Board *board, int side)
{
    return count_landings(movable_stacks(board, side), board->occupied, board->height);
}

int has_move(const Board *board, int side)
{
    Mask stacks = movable_stacks(board, side);
    while (stacks) {
        int source = lowest_cell(stacks);
        stacks &= stacks - 1;
        if (landings(board, source))
            return 1;
    }
    return 0;
}

int is_legal_move(const Board *board, int side, Move move)
{
    int source = MOVE_SOURCE(move), target = MOVE_TARGET(move);
    if (source >= CELLS || target >= CELLS)
        return 0;
    return (movable_stacks(board, side) >> source & 1) && (landings(board, source) >> target & 1);
}

/* The occupied neighbours of ``cell``, one bit per direction in circular order. */
static unsigned neighbour_pattern(Mask occupied, int cell)
{
    const uint8_t *around = TABLES->around[cell];
    unsigned pattern = 0;
    for (int d = 0; d < DIRECTIONS; d++)
        pattern |= (unsigned)(occupied >> around[d] & 1) << d;
    return pattern;
}

int may_split_at(Mask occupied, int cell)
{
    return TABLES->may_split[neighbour_pattern(occupied, cell)];
}

Mask cutting_sources(const Board *board, int side)
{
    Mask sources = movable_stacks(board, side), cutting = sources & board->dvonn;
    for (Mask rest = sources & ~board->dvonn; rest; rest &= rest - 1) {
        int cell = lowest_cell(rest);
        if (may_split_at(board->occupied, cell))
            cutting |= (Mask)1 << cell;
    }
    return cutting;
}

Mask play_move(Board *board, int side, Move move)
{
    int source = MOVE_SOURCE(move), target = MOVE_TARGET(move);
    assert(is_legal_move(board, side, move));
    const uint64_t(*zobrist)[MAX_CODE] = TABLES->zobrist;
    int moved_dvonn = (int)(board->dvonn >> source & 1);
    board->key ^= zobrist[source][board_code(board, source)];
    board->key ^= zobrist[target][board_code(board, target)];
    board->height[target] = (uint8_t)(board->height[target] + board->height[source]);
    board->height[source] = 0;
    board->occupied &= ~BIT(source);
    board->owned[0] &= ~(BIT(source) | BIT(target));
    board->owned[1] &= ~(BIT(source) | BIT(target));
    board->owned[side] |= BIT(target);
    if (moved_dvonn)
        board->dvonn = (board->dvonn & ~BIT(source)) | BIT(target);
    board->key ^= zobrist[target][board_code(board, target)];
    /* Only a moved DVONN piece, or a vacated cell whose occupied neighbours fall apart into
     * several arcs, can cut stacks off. */
    if (!moved_dvonn && !TABLES->may_split[neighbour_pattern(board->occupied, source)])
        return 0;
    /* Every stack was connected before, so a path from it avoided the vacated cell or
     * reached one of its occupied neighbours: once those are reached, nothing is cut off. */
    Mask removed = cut_off_stacks(board->dvonn, board->occupied,
                                  TABLES->neighbours[source] & board->occupied);
    for (Mask rest = removed; rest; rest &= rest - 1) {
        int cell = lowest_cell(rest);
        board->key ^= zobrist[cell][board_code(board, cell)];
        board->height[cell] = 0;
    }
    board->occupied &= ~removed;
    board->owned[0] &= ~removed;
    board->owned[1] &= ~removed;
    assert(board_is_consistent(board));
    return removed;
}

#ifndef NDEBUG
int board_is_consistent(const Board *board)
{
    Mask stacks = 0;
    uint64_t key = 0;
    for (int cell = 0; cell < CELLS; cell++)
        if (board->height[cell]) {
            stacks |= BIT(cell);
            key ^= TABLES->zobrist[cell][board_code(board, cell)];
        }
    Mask owned = board->owned[0] | board->owned[1];
    Mask lone_dvonn = 0;
    for (Mask rest = board->dvonn; rest; rest &= rest - 1)
        if (board->height[lowest_cell(rest)] == 1)
            lone_dvonn |= rest & (0 - rest);
    return stacks == board->occupied && !(board->owned[0] & board->owned[1]) &&
           (board->dvonn & ~stacks) == 0 && owned == (stacks & ~lone_dvonn) && key == board->key;
}
#endif

int piece_margin(const Board *board)
{
    int margin = 0;
    for (Mask rest = board->owned[0]; rest; rest &= rest - 1)
        margin += board->height[lowest_cell(rest)];
    for (Mask rest = board->owned[1]; rest; rest &= rest - 1)
        margin -= board->height[lowest_cell(rest)];
    return margin;
}

/* Leaves of the move tree ``depth`` plies deep; a forced pass is a move, a finished game a
 * leaf that ends early counts nothing.  The last ply is counted without playing it. */
uint64_t perft(const Board *board, int side, int depth)
{
    if (depth <= 0)
        return 1;
    if (depth == 1) {
        int count = count_moves(board, side);
        return count ? (uint64_t)count : (uint64_t)has_move(board, 1 - side);
    }
    Move moves[MAX_MOVES];
    int count = generate_moves(board, side, moves);
    if (!count)
        return has_move(board, 1 - side) ? perft(board, 1 - side, depth - 1) : 0;
    uint64_t total = 0;
    for (int i = 0; i < count; i++) {
        Board child = *board;
        play_move(&child, side, moves[i]);
        total += perft(&child, 1 - side, depth - 1);
    }
    return total;
}
