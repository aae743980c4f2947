/* The DVONN search core: movement-phase boards, move generation, evaluation and search.
 *
 * Cells are numbered 0..48 in the CodeCup order (row 1 A-I, row 2 A-J, row 3 A-K, row 4 B-K,
 * row 5 C-K), the same numbers as engine.board.Cell, so a set of cells is one 64-bit word.
 * A stack is described by its code 4*height + 2*has_dvonn + owner (owner 1 when a black piece
 * is on top; a lone DVONN piece has owner 0 and belongs to nobody), exactly what matters for
 * the rest of the game (engine.position.stack_code).
 *
 * Nothing here touches Python: module.c (the module and its functions), py_searcher.c (the
 * Searcher type) and convert.c (Python values to boards), through pycore.h, are the files that
 * do, and engine/core.py is their only caller.  The only global state is the read-only tables of geometry.c, filled once by
 * core_init_tables() before anything else runs.
 *
 * placement.c, the reference player's placement, declares its own in placement.h.
 *
 * Invariants are assert()s: compiled out of the release build (Python builds extensions
 * with NDEBUG), checked by the sanitized one (make test-core-sanitized builds with -UNDEBUG).
 */
#ifndef DVONN_CORE_H
#define DVONN_CORE_H

#include <assert.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#if defined(_MSC_VER) && (defined(_M_X64) || defined(_M_IX86))
#include <xmmintrin.h> /* _mm_prefetch */
#endif

#define CELLS 49
#define DIRECTIONS 6
#define MAX_HEIGHT 49          /* every piece in one stack */
#define MAX_JUMP 10            /* no cell is more than 10 steps from another in a line */
#define MAX_CODE (4 * MAX_HEIGHT + 4)
#define MAX_MOVES 256          /* at most 46 movable stacks x 6 landings, in practice < 80 */
#define MAX_PLY 128

/* Scores: hundredths of a piece for the default weights (other weight sets have their own
 * units).  A finished game scores WIN + 100 * margin, beyond every estimate. */
#define WIN 10000000
#define INFINITE_SCORE 100000000
#define ESTIMATE_LIMIT (WIN / 2)

typedef uint64_t Mask;
/* A move: source cell in the low byte, target cell in the high byte; MOVE_NONE for none
 * (a forced pass when the mover has no jump). */
typedef uint16_t Move;
#define MOVE_NONE ((Move)0xFFFF)
#define MOVE(source, target) ((Move)((source) | (target) << 8))
#define MOVE_SOURCE(move) ((int)((move) & 0xFF))
#define MOVE_TARGET(move) ((int)((move) >> 8))

/* ---- read-only tables (geometry.c) --------------------------------------------------- */

typedef struct Tables {
    int8_t x[CELLS], y[CELLS];
    int8_t step[CELLS][DIRECTIONS];      /* neighbour in each direction, -1 off the board */
    uint8_t around[CELLS][DIRECTIONS];   /* the same, OFF_BOARD off the board */
    Mask neighbours[CELLS];
    Mask rim;                             /* cells with fewer than six neighbours */
    Mask jumps[CELLS][MAX_JUMP + 1];      /* cells exactly h steps away in a straight line */
    uint8_t distance[CELLS][CELLS];
    Mask ring[CELLS][4];                  /* cells at distance 0..3 */
    uint8_t may_split[64];                /* occupied-neighbour pattern forms 2+ arcs */
    Mask spread[8];                       /* cells whose neighbour lies SPREAD_SHIFTS away */
    uint64_t zobrist[CELLS][MAX_CODE];
    uint64_t side_key;
} Tables;

/* A bit of a cell set that no cell has: a set's bit OFF_BOARD is always clear. */
#define OFF_BOARD 63

extern const Tables *const TABLES;
void core_init_tables(void);

/* A neighbour's cell number differs by one of these (rows hold 9, 10, 11, 10, 9 cells), in
 * the order of spread()'s shifts. */
#define SPREAD_SHIFTS {1, 9, 10, 11, -1, -9, -10, -11}

/* The neighbours of every cell of ``cells``, all at once: one masked shift per offset. */
static inline Mask spread(Mask cells)
{
    const Mask *mask = TABLES->spread;
    return (cells & mask[0]) << 1 | (cells & mask[1]) << 9 | (cells & mask[2]) << 10 |
           (cells & mask[3]) << 11 | (cells & mask[4]) >> 1 | (cells & mask[5]) >> 9 |
           (cells & mask[6]) >> 10 | (cells & mask[7]) >> 11;
}

/* The number of cells in a set, and the lowest cell of a non-empty set: compiler builtins
 * where the processor has an instruction for them (x86-64 with POPCNT, 64-bit ARM), portable
 * bit tricks elsewhere (MSVC).  DVONN_PORTABLE_BITS forces the portable ones, so that the
 * sanitized test build checks them on this machine too. */
static inline int popcount(Mask mask)
{
#if defined(__GNUC__) && (defined(__POPCNT__) || defined(__aarch64__)) && \
    !defined(DVONN_PORTABLE_BITS)
    return __builtin_popcountll(mask);
#else
    mask = mask - ((mask >> 1) & 0x5555555555555555ULL);
    mask = (mask & 0x3333333333333333ULL) + ((mask >> 2) & 0x3333333333333333ULL);
    mask = (mask + (mask >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((mask * 0x0101010101010101ULL) >> 56);
#endif
}

static inline int lowest_cell(Mask mask)
{
#if (defined(__GNUC__) || defined(__clang__)) && !defined(DVONN_PORTABLE_BITS)
    return __builtin_ctzll(mask);
#else
    static const int8_t DEBRUIJN[64] = {
        0,  1,  48, 2,  57, 49, 28, 3,  61, 58, 50, 42, 38, 29, 17, 4,  62, 55, 59, 36, 53, 51,
        43, 22, 45, 39, 33, 30, 24, 18, 12, 5,  63, 47, 56, 27, 60, 41, 37, 16, 54, 35, 52, 21,
        44, 32, 23, 11, 46, 26, 40, 15, 34, 20, 31, 10, 25, 14, 19, 9,  13, 8,  7,  6};
    return DEBRUIJN[((mask & (0 - mask)) * 0x03F79D71B4CB0A89ULL) >> 58];
#endif
}

/* ---- boards (board.c) ---------------------------------------------------------------- */

typedef struct Board {
    Mask occupied;
    Mask owned[2];     /* stacks topped by a white / black piece (a lone DVONN: neither) */
    Mask dvonn;        /* stacks holding a DVONN piece */
    uint64_t key;      /* Zobrist key of the codes (the side to move is not in it) */
    uint8_t height[CELLS];
} Board;

/* Build a board from 49 stack codes; 0 on success, else a static message saying what is
 * wrong (bad code, more than 49 pieces, no or too many DVONN stacks, a stack cut off). */
const char *board_from_codes(Board *board, const uint8_t codes[CELLS]);
void board_codes(const Board *board, uint8_t codes[CELLS]);
int board_code(const Board *board, int cell);

/* The occupied cells linked to a DVONN stack through chains of adjacent occupied cells. */
Mask connected_to_dvonn(Mask dvonn, Mask occupied);
/* The stacks not linked to a DVONN stack, filling from the DVONN stacks a ring at a time
 * until every cell of ``around`` is reached (then none, when every stack was linked before
 * through one of them: see play_move) or nothing more is. */
Mask cut_off_stacks(Mask dvonn, Mask occupied, Mask around);
/* Whether emptying ``cell`` may split its occupied neighbours (they form two or more arcs). */
int may_split_at(Mask occupied, int cell);
/* The cells a stack of ``height`` on ``cell`` may jump to among ``occupied``. */
static inline Mask jump_landings(Mask occupied, int cell, int height)
{
    return height <= MAX_JUMP ? TABLES->jumps[cell][height] & occupied : 0;
}
/* The ``stacks`` not hemmed in by six occupied neighbours: those that may move. */
Mask unhemmed(Mask stacks, Mask occupied);
Mask movable_stacks(const Board *board, int side);
/* The jumps of ``stacks`` (stack heights in ``height``) onto ``occupied``. */
int count_landings(Mask stacks, Mask occupied, const uint8_t height[CELLS]);
int generate_moves(const Board *board, int side, Move moves[MAX_MOVES]);
int count_moves(const Board *board, int side);
int has_move(const Board *board, int side);
int is_legal_move(const Board *board, int side, Move move);
/* The movable stacks of ``side`` whose move may cut stacks off: DVONN stacks, and stacks
 * whose cell is a bridge between its occupied neighbours. */
Mask cutting_sources(const Board *board, int side);
/* Play a legal move on ``board`` in place; returns the cells removed by the cut-off. */
Mask play_move(Board *board, int side, Move move);
int piece_margin(const Board *board); /* pieces White controls minus Black's */
uint64_t perft(const Board *board, int side, int depth);
#ifndef NDEBUG
/* For assert(): the masks, heights and key agree with each other (a lone DVONN piece is
 * owned by nobody, every stack by at most one side, the key is the codes' Zobrist key). */
int board_is_consistent(const Board *board);
#endif

/* ---- children without playing them (peek.c) ------------------------------------------ */

/* The opponent's moves on a board where ``side`` is to move. */
typedef struct Replies {
    Mask movable;              /* the opponent's stacks that may move */
    int total;                 /* their moves */
    uint8_t from[CELLS];       /* moves from each of those stacks */
    uint8_t onto[CELLS];       /* moves landing on each cell */
} Replies;

void count_replies(const Board *board, int side, Replies *replies);
/* The opponent's reply count after the legal ``move`` of ``side`` and the child's table key
 * (count_moves and table_key of the child, the opponent to move), mostly without playing it. */
int peek_child(const Board *board, int side, const Replies *replies, Move move, uint64_t *key);

/* ---- evaluation (eval.c) ------------------------------------------------------------- */

enum Feature {
    F_STACKS,          /* stacks controlled */
    F_PIECES,          /* pieces controlled */
    F_PROXIMITY,       /* sum of DVONN proximity over the cells of controlled stacks */
    F_REACH,           /* landing cells of every controlled stack, blocked ones included */
    F_REACH_PROXIMITY, /* the same, proximity-weighted */
    F_MOBILITY,        /* legal moves */
    F_ON_DVONN,        /* legal moves landing on a DVONN stack */
    F_ON_ENEMY,        /* legal moves landing on an enemy stack */
    F_DVONN_PIECES,    /* pieces in controlled stacks that hold a DVONN piece */
    F_ON_DVONN_VALUE,  /* cell values (64 + proximity) of the DVONN landings of legal moves */
    F_ON_ENEMY_VALUE,  /* cell values of the enemy landings of legal moves */
    F_LINK,            /* link distances of controlled stacks (below); the chain features
                          from here on are computed only where they are weighted */
    F_LINK_PROXIMITY,  /* 64 >> (2 * link distance) over controlled stacks, 0 beyond 3 */
    F_HANGING,         /* pieces controlled that hang on one cell (below) */
    FEATURE_COUNT
};

typedef struct Weights {
    double early[FEATURE_COUNT];   /* with 49 stacks on the board */
    double late[FEATURE_COUNT];    /* with 10 stacks or fewer */
    double tempo;                  /* the side to move's bonus */
    double scale;                  /* the weighted sum is divided by it */
    int chains;                    /* a chain feature (F_LINK and after) has a weight */
} Weights;

#define EARLY_STACKS 49
#define LATE_STACKS 10

/* Each cell's DVONN proximity for one placement of the DVONN stacks: a search keeps the
 * last one, since DVONN stacks seldom move. */
typedef struct Proximity {
    Mask dvonn;
    int value[CELLS];
} Proximity;

void proximity_update(Proximity *proximity, Mask dvonn);
/* The features of both sides: features[side][feature].  A stack's link distance is the
 * number of steps from it to the nearest DVONN stack through adjacent occupied cells: the
 * longer the chain that holds it, the more moves can cut it off.  A stack hangs on a cell
 * when emptying that one cell (which holds no DVONN piece) would cut it off. */
void board_features(const Board *board, const Proximity *proximity, int chains,
                    int32_t features[2][FEATURE_COUNT]);
int final_score(int white_minus_black, int side);
/* The estimate for ``side``; *final is set when neither side can move (exact score).
 * ``proximity`` is brought up to date for the board's DVONN stacks. */
int evaluate(const Board *board, int side, const Weights *weights, Proximity *proximity,
             int *final);

/* ---- the search state: table entries, options, limits (below) ------------------------ */

/* A table entry: 20 bytes, so that three fill a 64-byte bucket, one cache line (the key
 * is kept as two 32-bit halves, which need no 8-byte alignment). */
typedef struct Entry {
    uint32_t key[2];      /* the board's key, copied in and out as one 64-bit word */
    int32_t lower, upper;
    Move move;
    uint8_t depth;        /* PROVEN: the bounds hold for every depth; 0: an empty slot */
    uint8_t gone;         /* stacks gone when stored: with the depth, who keeps a slot */
} Entry;

static inline int entry_holds(const Entry *entry, uint64_t key)
{
    uint64_t stored;
    memcpy(&stored, entry->key, sizeof stored);
    return stored == key && entry->depth;
}

static inline void entry_set_key(Entry *entry, uint64_t key)
{
    memcpy(entry->key, &key, sizeof key);
}

#define PROVEN 255
#define SOLVE_DEPTH 200   /* deeper than any game: only finished games are leaves */

enum SearchFlags {
    ORDER_PLAIN = 1,      /* table move, then landings on enemy, DVONN, own (no killers,
                             history or fastest-first proofs): the reference player */
    TABLE_ONE_SLOT = 2,   /* one entry per slot (the reference player's table) */
    REDUCE_LATE = 4,      /* late quiet moves searched one ply shallower first */
    QUIESCE = 8,          /* at the horizon, follow the moves that cut stacks off */
    REDUCE_MORE = 16,     /* with REDUCE_LATE: every late move but DVONN landings and
                             killers, two plies for the latest */
    NULL_MOVE = 32,       /* in null windows, let the side to move pass: when even that
                             holds the bound, cut off (never in proofs) */
};
/* The flags that may change between searches with the same table (the others set its layout
 * and the reference player's order). */
#define PRUNING_FLAGS (REDUCE_LATE | QUIESCE | REDUCE_MORE | NULL_MOVE)

typedef struct Limits {
    uint64_t node_limit;  /* 0: none */
    double deadline;      /* core_clock() value; 0: none */
    /* Polled every CHECK_INTERVAL nodes; returns non-zero to stop. */
    int (*stop)(void *context);
    void *stop_context;
} Limits;

typedef struct Search {
    Weights weights;
    unsigned flags;
    Entry *table;           /* in table_memory, aligned to a 2 MB page (see search_init) */
    void *table_memory;
    uint64_t table_mask;    /* buckets - 1 */
    size_t bucket_bytes;    /* a cache line, or one entry with TABLE_ONE_SLOT */
    int ways;               /* entries per bucket: 3, or 1 with TABLE_ONE_SLOT */
    int32_t history[CELLS * CELLS];
    Move killers[MAX_PLY][2];
    uint64_t nodes;
    uint64_t guesses;       /* estimates used so far: none added means proven */
    uint64_t next_check;
    Proximity proximity;
    Limits limits;
    int stopped;
    int null_ply;           /* the ply of the pass being tried, -1 for none */
} Search;

typedef struct RootScore {
    Move move;
    int32_t score;
} RootScore;

/* ---- the transposition table (ttable.c) ---------------------------------------------- */

/* 0 on success, -1 when the table cannot be allocated.  The table has 2^table_bits
 * buckets of three entries (one with TABLE_ONE_SLOT): two kept by priority, the third
 * always replaced. */
int search_init(Search *search, const Weights *weights, unsigned flags, int table_bits);
void search_free(Search *search);
void search_clear(Search *search);             /* a new game: forget everything */
/* For search.c and proof.c: the key of a board with its side to move, the
 * entry holding it (NULL when none), and storing a search's bounds over ``entry`` (the
 * probe's answer) or a slot of its bucket; bounds become PROVEN when the search used no
 * estimate since ``guesses_before``. */
uint64_t table_key(const Board *board, int side);
Entry *table_probe(const Search *search, uint64_t key);
/* The bucket (``ways`` entries) where ``key`` lives. */
static inline Entry *table_bucket(const Search *search, uint64_t key)
{
    size_t index = (size_t)(key & search->table_mask);
    return (Entry *)((char *)search->table + search->bucket_bytes * index);
}
/* Start fetching the bucket of ``key`` into the cache ahead of its probe (only a hint: the
 * probes of a node's children are each a likely cache miss, and this overlaps them). */
static inline void table_prefetch(const Search *search, uint64_t key)
{
    const Entry *bucket = table_bucket(search, key);
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(bucket);
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_IX86))
    _mm_prefetch((const char *)bucket, _MM_HINT_T0);
#else
    (void)bucket;
#endif
}
void table_store(Search *search, const Board *board, uint64_t key, Entry *entry, int depth,
                 int lower, int upper, Move move, uint64_t guesses_before);
Move search_table_move(const Search *search, const Board *board, int side);
/* A proof-number search's numbers for an unsettled claim, under its own ``key`` (proof.c),
 * ranked as a search's entry of depth 1. */
void table_store_numbers(Search *search, const Board *board, uint64_t key, int32_t proof,
                         int32_t disproof);
/* The proven bounds known for the board (side to move's view). */
void search_proven(const Search *search, const Board *board, int side, int *lower, int *upper);

/* ---- search (search.c) --------------------------------------------------------------- */

void search_start(Search *search, const Limits *limits); /* before each search */
void search_set_limits(Search *search, const Limits *limits); /* counters kept */
int search_pvs(Search *search, const Board *board, int side, int depth, int alpha, int beta,
               int ply);
/* One iteration over the root moves at ``depth``, in ``order``; scores are written to
 * ``scores`` best first (stable): the first ``lines`` exact, the others upper bounds.
 * Returns 0, or -1 when stopped. */
int search_root(Search *search, const Board *board, int side, int depth, const Move *order,
                int count, int lines, RootScore *scores);
/* Count a node and check the limits (every CHECK_INTERVAL nodes); non-zero once stopped. */
int search_count_node(Search *search);

/* The line of table moves from the board (MOVE_NONE for a forced pass); its length. */
int search_pv(const Search *search, const Board *board, int side, int limit, Move *line);
double core_clock(void); /* seconds on the clock Limits.deadline is measured on */

/* ---- proofs (proof.c) ---------------------------------------------------------------- */

/* Whether ``side`` scores at least ``beta`` (a null-window proof by df-pn): 1 or 0, and the
 * answer stored in the table as a PROVEN bound; -1 when the limits stopped it.  Boards of
 * ``small_board`` stacks or fewer are handed to the alpha-beta proof. */
#define PROOF_SMALL_BOARD 17
int prove_at_least(Search *search, const Board *board, int side, int beta, int small_board);

/* ---- move ordering (order.c) --------------------------------------------------------- */

/* Moves with a rank each; the search takes them best first, one at a time (most nodes cut
 * off at their first move, so sorting the whole list would be wasted). */
typedef struct MoveList {
    Move moves[MAX_MOVES];
    int64_t rank[MAX_MOVES];
    int count;
} MoveList;

/* Bring the best-ranked of moves[index..] to ``index``; ranks are distinct. */
static inline Move select_move(MoveList *list, int index)
{
    assert(index < list->count);
    int best = index;
    for (int i = index + 1; i < list->count; i++)
        if (list->rank[i] > list->rank[best])
            best = i;
    Move move = list->moves[best];
    int64_t rank = list->rank[best];
    list->moves[best] = list->moves[index];
    list->rank[best] = list->rank[index];
    list->moves[index] = move;
    list->rank[index] = rank;
    return move;
}

/* Ranks: the table's move, then (unless ORDER_PLAIN) the killers, then by history; ties keep
 * the landing order (enemy stacks, DVONN stacks, the rest). */
void rank_moves(const Search *search, const Board *board, int side, int ply, Move hint,
                MoveList *list);
/* Proofs: a move already proven at least ``beta``, the table's move, then the fewest replies. */
void rank_fastest_first(const Search *search, const Board *board, int side, Move hint, int beta,
                        MoveList *list);
/* A move that cut off at ``depth``: the killers of ``ply`` and the history (not ORDER_PLAIN). */
void reward(Search *search, Move move, int depth, int ply);
/* The legal moves in the order the search tries them. */
int search_ordered_moves(Search *search, const Board *board, int side, int ply, Move hint,
                         Move moves[MAX_MOVES]);

#endif
