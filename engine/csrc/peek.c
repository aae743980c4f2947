/* A node's children without playing them: each move's key and the opponent's reply count
 * after it, for the proofs' fastest-first order and the proof numbers of new children.
 *
 * The opponent's moves are counted once at the node (count_replies).  A move from s to t
 * that cuts nothing off changes them in three ways only: no stack lands on s any more, t is
 * no longer the opponent's (if it was), and the opponent's stacks next to s that were
 * hemmed in may move now.  After a move that does cut stacks off they are counted afresh.
 */
#include "core.h"

#include <string.h>

#define BIT(cell) ((Mask)1 << (cell))

void count_replies(const Board *board, int side, Replies *replies)
{
    replies->movable = movable_stacks(board, 1 - side);
    replies->total = 0;
    memset(replies->onto, 0, sizeof replies->onto);
    for (Mask stacks = replies->movable; stacks; stacks &= stacks - 1) {
        int cell = lowest_cell(stacks);
        Mask targets = jump_landings(board->occupied, cell, board->height[cell]);
        replies->from[cell] = (uint8_t)popcount(targets);
        replies->total += replies->from[cell];
        for (; targets; targets &= targets - 1)
            replies->onto[lowest_cell(targets)]++;
    }
}

int peek_child(const Board *board, int side, const Replies *replies, Move move, uint64_t *key)
{
    int source = MOVE_SOURCE(move), target = MOVE_TARGET(move);
    const uint64_t(*zobrist)[MAX_CODE] = TABLES->zobrist;
    Mask occupied = board->occupied & ~BIT(source), dvonn = board->dvonn;
    int moved_dvonn = (int)(dvonn >> source & 1);
    int code = (board->height[target] + board->height[source]) << 2 |
               (moved_dvonn | (int)(dvonn >> target & 1)) << 1 | side;
    /* The child's table key: the opponent to move. */
    *key = board->key ^ zobrist[source][board_code(board, source)] ^
           zobrist[target][board_code(board, target)] ^ zobrist[target][code] ^
           (side ? 0 : TABLES->side_key);
    /* As in play_move: only a moved DVONN piece or a split of the vacated cell's occupied
     * neighbours can cut stacks off. */
    if (moved_dvonn)
        dvonn = (dvonn & ~BIT(source)) | BIT(target);
    Mask removed = 0;
    if (moved_dvonn || may_split_at(occupied, source))
        removed = cut_off_stacks(dvonn, occupied, TABLES->neighbours[source] & occupied);
    if (removed) {
        for (Mask rest = removed; rest; rest &= rest - 1) {
            int cell = lowest_cell(rest);
            *key ^= zobrist[cell][cell == target ? code : board_code(board, cell)];
        }
        /* Counted afresh on what is left; the target is the mover's now. */
        occupied &= ~removed;
        return count_landings(unhemmed(board->owned[1 - side] & occupied & ~BIT(target), occupied),
                              occupied, board->height);
    }

    int count = replies->total - replies->onto[source];
    if (replies->movable >> target & 1) /* the opponent's stack is the mover's now */
        count -= replies->from[target] -
                 (int)(jump_landings(board->occupied, target, board->height[target]) >> source & 1);
    /* The opponent's stacks next to the vacated cell that were hemmed in may move now. */
    Mask freed = board->owned[1 - side] & TABLES->neighbours[source] & ~replies->movable &
                 ~BIT(target);
    return count + count_landings(freed, occupied, board->height);
}
