/* Win/draw/loss proofs by depth-first proof-number search (df-pn).
 *
 * A node claims "the side to move scores at least beta".  Its proof number estimates how
 * many leaves are still to be settled to prove the claim, its disproof number how many to
 * refute it.  In negamax form a node's proof number is the least disproof number among its
 * children; its disproof number is the largest proof number among them plus one for each
 * other unsettled child (a plain sum counts the positions that several moves reach again
 * and again).  The search descends into the child with the least disproof number until
 * the node's numbers reach the limits handed down from above; the second-best child's
 * number, a sixteenth larger, bounds the descent (the 1 + epsilon rule), so that the search
 * does not switch back and forth between close siblings.
 *
 * A child not yet searched starts at proof number 2 and disproof number its mover's reply
 * count: the fewer replies a move leaves, the likelier it proves the claim (fastest-first).
 * Boards of PROOF_SMALL_BOARD stacks or fewer are settled at once by the alpha-beta proof
 * (search.c), which is faster there.
 *
 * Settled nodes go into the table as PROVEN bounds, so that the search for play and later
 * proofs use them.  The numbers of unsettled ones go into the same bucket under the key
 * salted by the claim's beta, which no other search asks for.
 */
#include "core.h"

#define NUMBER_LIMIT 0x3FFFFFFFu /* an infinite proof or disproof number */
#define WIDENING 16              /* the 1 + epsilon rule: epsilon = 1 / WIDENING */
#define FIRST_PROOF 2            /* a new child's proof number */

typedef struct Numbers {
    uint32_t proof, disproof;
} Numbers;

static const Numbers PROVEN_NUMBERS = {0, NUMBER_LIMIT};
static const Numbers REFUTED_NUMBERS = {NUMBER_LIMIT, 0};

static uint32_t saturated_sum(uint32_t a, uint32_t b)
{
    uint32_t sum = a + b;
    return sum > NUMBER_LIMIT ? NUMBER_LIMIT : sum;
}

static uint32_t unsettled_number(int32_t stored)
{
    if (stored < 1)
        return 1;
    return (uint32_t)stored < NUMBER_LIMIT ? (uint32_t)stored : NUMBER_LIMIT - 1;
}

/* The smallest final score (see final_score) at least ``beta``. */
static int final_at_least(int beta)
{
    if (beta > WIN + 100)
        return WIN + 100 * ((beta - WIN + 99) / 100);
    if (beta > 0)
        return WIN + 100;
    if (beta > -WIN - 100)
        return 0;
    return -WIN - 100 * ((-beta - WIN) / 100);
}

/* The key of a claim's numbers: the board's key with its high half salted by beta, so that
 * they share the bucket (one cache line) of the board's own entry. */
static uint64_t numbers_key(uint64_t key, int beta)
{
    uint64_t salt = ((uint64_t)(uint32_t)beta * 0x9E3779B97F4A7C15ULL) ^ 0xD6E8FEB86659FD93ULL;
    return key ^ (salt & ~(uint64_t)0xFFFFFFFFu);
}

/* What the table knows of "side to move scores at least beta"; else a new child's numbers. */
static Numbers known_numbers(const Search *search, uint64_t key, int beta, int replies)
{
    const Entry *entry = table_probe(search, key);
    if (entry && entry->depth == PROVEN) {
        if (entry->lower >= beta)
            return PROVEN_NUMBERS;
        if (entry->upper < beta)
            return REFUTED_NUMBERS;
    }
    entry = table_probe(search, numbers_key(key, beta));
    if (entry) /* unsettled numbers, kept so even if another key's entry were read */
        return (Numbers){unsettled_number(entry->lower), unsettled_number(entry->upper)};
    return (Numbers){FIRST_PROOF, replies ? (uint32_t)replies : 1};
}

static Numbers finished_numbers(const Board *board, int side, int beta)
{
    return final_score(piece_margin(board), side) >= beta ? PROVEN_NUMBERS : REFUTED_NUMBERS;
}

/* The numbers of every move's child (a lone MOVE_NONE: a forced pass).  The children are
 * all played first, each one's table bucket fetched meanwhile, and only then looked up:
 * most lookups miss the cache, and this way the misses overlap. */
static void child_numbers(const Search *search, const Board *board, int side, const Move *moves,
                          int count, int beta, Numbers *children)
{
    uint64_t keys[MAX_MOVES];
    int replies[MAX_MOVES];
    Replies before;
    count_replies(board, side, &before);
    for (int i = 0; i < count; i++) {
        if (moves[i] == MOVE_NONE) { /* a forced pass: the board stays */
            replies[i] = before.total;
            keys[i] = table_key(board, 1 - side);
        } else {
            replies[i] = peek_child(board, side, &before, moves[i], &keys[i]);
        }
        if (!replies[i]) {
            Board child = *board;
            if (moves[i] != MOVE_NONE)
                play_move(&child, side, moves[i]);
            if (!has_move(&child, side)) {
                children[i] = finished_numbers(&child, 1 - side, 1 - beta);
                replies[i] = -1; /* settled: no lookup */
                continue;
            }
        }
        table_prefetch(search, keys[i]);
    }
    for (int i = 0; i < count; i++)
        if (replies[i] >= 0)
            children[i] = known_numbers(search, keys[i], 1 - beta, replies[i]);
}

/* Keep what was learnt: bounds when settled, else the numbers at the lowest rank, so that
 * they never push a search's entry out of the kept slots (ranking them by the nodes they
 * took made no difference to proofs). */
static void store_numbers(Search *search, const Board *board, uint64_t key, int beta,
                          Numbers numbers, Move move)
{
    if (numbers.proof == 0)
        table_store(search, board, key, table_probe(search, key), PROVEN, final_at_least(beta),
                    INFINITE_SCORE, move, search->guesses);
    else if (numbers.disproof == 0)
        table_store(search, board, key, table_probe(search, key), PROVEN, -INFINITE_SCORE,
                    -final_at_least(1 - beta), MOVE_NONE, search->guesses);
    else
        table_store_numbers(search, board, numbers_key(key, beta), (int32_t)numbers.proof,
                            (int32_t)numbers.disproof);
}

/* The numbers of the moves' children combined; *best is the child to search next and
 * *second the least disproof number among the others. */
static Numbers combine(const Numbers *children, int count, int *best, uint32_t *second)
{
    uint32_t least = NUMBER_LIMIT, largest = 0, unsettled = 0;
    *second = NUMBER_LIMIT;
    *best = 0;
    for (int i = 0; i < count; i++) {
        Numbers child = children[i];
        if (child.disproof < least) {
            *second = least;
            least = child.disproof;
            *best = i;
        } else if (child.disproof < *second) {
            *second = child.disproof;
        }
        if (child.proof == NUMBER_LIMIT)
            return (Numbers){0, NUMBER_LIMIT}; /* a refuted child proves the claim */
        if (child.proof > largest)
            largest = child.proof;
        unsettled += child.proof != 0;
    }
    uint32_t disproof = unsettled ? saturated_sum(largest, unsettled - 1) : 0;
    return (Numbers){least, disproof};
}

static Numbers search_numbers(Search *search, const Board *board, int side, int beta,
                              uint32_t proof_limit, uint32_t disproof_limit, int small_board)
{
    Numbers result = {FIRST_PROOF, 1};
    if (search_count_node(search))
        return result;
    if (popcount(board->occupied) <= small_board) {
        int score = search_pvs(search, board, side, SOLVE_DEPTH, beta - 1, beta, 1);
        return score >= beta ? PROVEN_NUMBERS : REFUTED_NUMBERS;
    }
    Move moves[MAX_MOVES];
    Numbers children[MAX_MOVES];
    int count = generate_moves(board, side, moves);
    if (!count) {
        moves[0] = MOVE_NONE; /* a forced pass: the caller made sure the game goes on */
        count = 1;
    }
    child_numbers(search, board, side, moves, count, beta, children);
    int best;
    uint32_t second;
    for (;;) {
        result = combine(children, count, &best, &second);
        if (result.proof >= proof_limit || result.disproof >= disproof_limit)
            break;
        uint32_t child_proof_limit =
            saturated_sum(disproof_limit - result.disproof, children[best].proof);
        uint32_t widened = saturated_sum(second, second / WIDENING + 1);
        uint32_t child_disproof_limit = proof_limit < widened ? proof_limit : widened;
        Board child = *board;
        if (moves[best] != MOVE_NONE)
            play_move(&child, side, moves[best]);
        Numbers found = search_numbers(search, &child, 1 - side, 1 - beta, child_proof_limit,
                                       child_disproof_limit, small_board);
        if (search->stopped)
            return result;
        children[best] = found;
    }
    store_numbers(search, board, table_key(board, side), beta, result, moves[best]);
    return result;
}

int prove_at_least(Search *search, const Board *board, int side, int beta, int small_board)
{
    if (!has_move(board, side) && !has_move(board, 1 - side))
        return finished_numbers(board, side, beta).proof == 0;
    Numbers numbers =
        search_numbers(search, board, side, beta, NUMBER_LIMIT, NUMBER_LIMIT, small_board);
    if (search->stopped)
        return -1;
    return numbers.proof == 0;
}
