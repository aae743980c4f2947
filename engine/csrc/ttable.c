/* The transposition table: buckets of three entries, one cache line (one entry for the
 * reference player), two kept by priority ("stacks gone + 2 * depth", proven entries above
 * every search), the third always replaced.  An entry holds bounds, the depth that found
 * them (PROVEN: they hold for every depth) and the best move.  search.c, order.c and
 * proof.c use it; the Search state that holds it is allocated, cleared and freed here
 * (search_init, search_clear, search_free).
 */
#if defined(__linux__) && !defined(_DEFAULT_SOURCE)
#define _DEFAULT_SOURCE /* madvise */
#endif
#include "core.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if defined(__linux__)
#include <sys/mman.h>
#endif

#define CACHE_LINE 64
#define HUGE_PAGE ((size_t)2 << 20)
#define WAYS 3 /* 20-byte entries in a 64-byte bucket */
_Static_assert(WAYS * sizeof(Entry) <= CACHE_LINE, "a bucket fits one cache line");

int search_init(Search *search, const Weights *weights, unsigned flags, int table_bits)
{
    memset(search, 0, sizeof *search);
    search->weights = *weights;
    search->flags = flags;
    size_t buckets = (size_t)1 << table_bits;
    search->ways = flags & TABLE_ONE_SLOT ? 1 : WAYS;
    search->bucket_bytes = flags & TABLE_ONE_SLOT ? sizeof(Entry) : CACHE_LINE;
    /* Aligned to a 2 MB page, which Linux backs with one huge page when asked: the probes
     * land all over the table, and with 4 kB pages nearly each one also missed the TLB. */
    size_t bytes = buckets * search->bucket_bytes;
    search->table_memory = calloc(1, bytes + HUGE_PAGE - 1);
    if (!search->table_memory)
        return -1;
    uintptr_t start = (uintptr_t)search->table_memory + HUGE_PAGE - 1;
    search->table = (Entry *)(start - start % HUGE_PAGE);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    madvise(search->table, bytes, MADV_HUGEPAGE);
#endif
    search->table_mask = buckets - 1;
    memset(search->killers, 0xFF, sizeof search->killers);
    return 0;
}

void search_free(Search *search)
{
    free(search->table_memory);
    search->table_memory = NULL;
    search->table = NULL;
}

void search_clear(Search *search)
{
    memset(search->table, 0, search->bucket_bytes * (size_t)(search->table_mask + 1));
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
        if (entry_holds(&bucket[way], key))
            return &bucket[way];
    return NULL;
}

/* Who keeps a slot of a bucket: the later in the game and the deeper, the better (stacks
 * gone stand for moves played; proven entries outrank every search). */
static int priority(int gone, int depth)
{
    return gone + 2 * depth;
}

static int slot_priority(const Entry *slot)
{
    return priority(slot->gone, slot->depth);
}

/* The slot for a key not in the bucket: an empty kept slot, else the lowest-priority kept
 * one if the new entry ranks at least as high, else the always-replaced last slot.  A bucket
 * of one slot has no such last slot: NULL, nothing is stored. */
static Entry *slot_for(const Search *search, Entry *bucket, int new_priority)
{
    if (search->ways == 1)
        return !bucket->depth || new_priority >= slot_priority(bucket) ? bucket : NULL;
    Entry *lowest = bucket;
    for (int way = 0; way < search->ways - 1; way++) {
        if (!bucket[way].depth)
            return &bucket[way];
        if (slot_priority(&bucket[way]) < slot_priority(lowest))
            lowest = &bucket[way];
    }
    return new_priority >= slot_priority(lowest) ? lowest : &bucket[search->ways - 1];
}

static void entry_fill(Entry *entry, uint64_t key, int lower, int upper, Move move, int depth,
                       int gone)
{
    entry_set_key(entry, key);
    entry->lower = lower;
    entry->upper = upper;
    entry->move = move;
    entry->depth = (uint8_t)depth;
    entry->gone = (uint8_t)gone;
}

void table_store(Search *search, const Board *board, uint64_t key, Entry *entry, int depth,
                 int lower, int upper, Move move, uint64_t guesses_before)
{
    if (search->guesses == guesses_before)
        depth = PROVEN;
    assert(depth >= 1 && depth <= PROVEN); /* depth 0 marks an empty slot */
    int gone = CELLS - popcount(board->occupied);
    if (entry && entry_holds(entry, key)) {
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
        entry = slot_for(search, table_bucket(search, key), priority(gone, depth));
        if (!entry)
            return;
    }
    entry_fill(entry, key, lower, upper, move, depth, gone);
}

void table_store_numbers(Search *search, const Board *board, uint64_t key, int32_t proof,
                         int32_t disproof)
{
    int gone = CELLS - popcount(board->occupied);
    Entry *entry = table_probe(search, key);
    if (!entry)
        entry = slot_for(search, table_bucket(search, key), priority(gone, 1));
    if (entry)
        entry_fill(entry, key, proof, disproof, MOVE_NONE, 1, gone);
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

