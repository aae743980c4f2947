/* The transposition table: buckets of two entries (one for the reference player), the
 * first kept by priority ("stacks gone + 2 * depth", proven entries above every search), the
 * second always replaced.  An entry holds bounds, the depth that found them (PROVEN: they
 * hold for every depth) and the best move.  search.c is its only user.
 */
#include "core.h"

#include <stdlib.h>
#include <string.h>

int search_init(Search *search, const Weights *weights, unsigned flags, int table_bits)
{
    memset(search, 0, sizeof *search);
    search->weights = *weights;
    search->flags = flags;
    size_t buckets = (size_t)1 << table_bits;
    search->ways = flags & TABLE_ONE_SLOT ? 1 : 2;
    search->table = calloc((size_t)search->ways * buckets, sizeof(Entry));
    if (!search->table)
        return -1;
    search->table_mask = buckets - 1;
    memset(search->killers, 0xFF, sizeof search->killers);
    return 0;
}

void search_free(Search *search)
{
    free(search->table);
    search->table = NULL;
}

void search_clear(Search *search)
{
    memset(search->table, 0, (size_t)search->ways * (search->table_mask + 1) * sizeof(Entry));
    memset(search->history, 0, sizeof search->history);
    memset(search->killers, 0xFF, sizeof search->killers);
}

uint64_t table_key(const Board *board, int side)
{
    return board->key ^ (side ? TABLES->side_key : 0);
}

Entry *table_probe(const Search *search, uint64_t key)
{
    Entry *bucket = table_bucket(search, key);
    for (int way = 0; way < search->ways; way++)
        if (bucket[way].key == key && bucket[way].depth)
            return &bucket[way];
    return NULL;
}

/* Who keeps the first slot of a bucket: the later in the game and the deeper, the better
 * (stacks gone stand for moves played; proven entries outrank every search). */
static uint16_t priority(const Board *board, int depth)
{
    return (uint16_t)(CELLS - popcount(board->occupied) + 2 * depth);
}

void table_store(Search *search, const Board *board, uint64_t key, Entry *entry, int depth,
                 int lower, int upper, Move move, uint64_t guesses_before)
{
    if (search->guesses == guesses_before)
        depth = PROVEN;
    if (entry && entry->key == key) {
        if (entry->depth == depth && (lower > entry->lower ? lower : entry->lower) <=
                                         (upper < entry->upper ? upper : entry->upper)) {
            lower = lower > entry->lower ? lower : entry->lower;
            upper = upper < entry->upper ? upper : entry->upper;
        } else if (entry->depth > depth) {
            return; /* a deeper or proven result stays */
        }
        if (move == MOVE_NONE)
            move = entry->move;
    } else {
        Entry *bucket = table_bucket(search, key);
        if (!bucket[0].depth || priority(board, depth) >= bucket[0].priority)
            entry = &bucket[0];
        else if (search->ways > 1)
            entry = &bucket[1];
        else
            return;
    }
    entry->key = key;
    entry->lower = lower;
    entry->upper = upper;
    entry->move = move;
    entry->depth = (uint8_t)depth;
    entry->priority = priority(board, depth);
}

void search_proven(const Search *search, const Board *board, int side, int *lower, int *upper)
{
    const Entry *entry = table_probe(search, table_key(board, side));
    if (entry && entry->depth == PROVEN) {
        *lower = entry->lower;
        *upper = entry->upper;
    } else {
        *lower = -INFINITE_SCORE;
        *upper = INFINITE_SCORE;
    }
}

Move search_table_move(const Search *search, const Board *board, int side)
{
    const Entry *entry = table_probe(search, table_key(board, side));
    return entry ? entry->move : MOVE_NONE;
}

