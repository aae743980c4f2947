/* Move ordering for the search: landings (enemy, DVONN, own stacks), then the table's move,
 * killers and history ranked above them; proofs rank the moves that leave the opponent the
 * fewest replies first.  Killers and history are updated by ``reward`` after a cut-off.
 */
#include "core.h"

#include <string.h>

/* Legal moves landing on enemy stacks first, then on DVONN stacks, then the rest. */
static int moves_by_landing(const Board *board, int side, Move moves[MAX_MOVES])
{
    Move dvonn[MAX_MOVES], rest[MAX_MOVES];
    int n = 0, nd = 0, nr = 0;
    Mask enemy = board->owned[1 - side];
    Move all[MAX_MOVES];
    int count = generate_moves(board, side, all);
    for (int i = 0; i < count; i++) {
        Mask target = (Mask)1 << MOVE_TARGET(all[i]);
        if (target & enemy)
            moves[n++] = all[i];
        else if (target & board->dvonn)
            dvonn[nd++] = all[i];
        else
            rest[nr++] = all[i];
    }
    memcpy(moves + n, dvonn, (size_t)nd * sizeof(Move));
    memcpy(moves + n + nd, rest, (size_t)nr * sizeof(Move));
    return count;
}

void rank_moves(const Search *search, const Board *board, int side, int ply, Move hint,
                MoveList *list)
{
    list->count = moves_by_landing(board, side, list->moves);
    int plain = search->flags & ORDER_PLAIN;
    const Move *killers = search->killers[ply < MAX_PLY ? ply : MAX_PLY - 1];
    for (int i = 0; i < list->count; i++) {
        Move move = list->moves[i];
        int64_t rank = -i;
        if (move == hint)
            rank += (int64_t)1 << 42;
        else if (!plain) {
            rank += (int64_t)search->history[MOVE_SOURCE(move) * CELLS + MOVE_TARGET(move)] << 6;
            if (move == killers[0])
                rank += (int64_t)1 << 41;
            else if (move == killers[1])
                rank += (int64_t)1 << 40;
        }
        list->rank[i] = rank;
    }
}

int search_ordered_moves(Search *search, const Board *board, int side, int ply, Move hint,
                         Move moves[MAX_MOVES])
{
    MoveList list;
    rank_moves(search, board, side, ply, hint, &list);
    for (int i = 0; i < list.count; i++)
        moves[i] = select_move(&list, i);
    return list.count;
}

void rank_fastest_first(const Search *search, const Board *board, int side, Move hint, int beta,
                        MoveList *list)
{
    uint64_t keys[MAX_MOVES];
    int replies[MAX_MOVES];
    Replies before;
    count_replies(board, side, &before);
    /* Every child first, its table bucket fetched meanwhile; then the probes. */
    for (int i = 0; i < list->count; i++) {
        replies[i] = peek_child(board, side, &before, list->moves[i], &keys[i]);
        table_prefetch(search, keys[i]);
    }
    for (int i = 0; i < list->count; i++) {
        const Entry *entry = table_probe(search, keys[i]);
        if (entry && entry->depth == PROVEN && -entry->upper >= beta)
            list->rank[i] = (int64_t)1 << 43;
        else if (list->moves[i] == hint)
            list->rank[i] = (int64_t)1 << 42;
        else
            list->rank[i] = -(int64_t)(replies[i] * 64 + i);
    }
}

void reward(Search *search, Move move, int depth, int ply)
{
    if (search->flags & ORDER_PLAIN)
        return;
    int32_t *history = &search->history[MOVE_SOURCE(move) * CELLS + MOVE_TARGET(move)];
    if (*history < (1 << 24))
        *history += depth * depth;
    if (ply < MAX_PLY && search->killers[ply][0] != move) {
        search->killers[ply][1] = search->killers[ply][0];
        search->killers[ply][0] = move;
    }
}
