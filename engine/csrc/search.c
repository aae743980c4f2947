/* Principal-variation search with a fixed-size transposition table and proven bounds.
 *
 * The table holds bounds (lower, upper) found by a search of some depth.  A bound is proven
 * when every leaf below it was a finished game: ``guesses`` counts the estimates used so far,
 * and a node whose search added none stores its bounds at depth PROVEN, where they answer
 * searches of every depth for the rest of the game.  A search at depth SOLVE_DEPTH only ends
 * at finished games: in a null window it proves win, draw or loss.
 *
 * Stopping is cooperative: the limits are checked every few hundred nodes; once stopped,
 * every level returns at once and nothing more is stored.
 */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#endif
#include "core.h"

#include <string.h>
#if defined(_WIN32)
#include <windows.h>
#else
#include <time.h>
#endif

#define CHECK_INTERVAL 1024
#define STOP_POLL_INTERVAL 16384
#define SMALL_STACKS 6   /* proofs order by the opponent's replies above this many stacks */

double core_clock(void)
{
#if defined(_WIN32)
    LARGE_INTEGER frequency, counter;
    QueryPerformanceFrequency(&frequency);
    QueryPerformanceCounter(&counter);
    return (double)counter.QuadPart / (double)frequency.QuadPart;
#else
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + 1e-9 * (double)now.tv_nsec;
#endif
}

/* ---- limits -------------------------------------------------------------------------- */

void search_start(Search *search, const Limits *limits)
{
    search->limits = *limits;
    search->nodes = 0;
    search->guesses = 0;
    search->next_check = 0;
    search->stopped = 0;
    search->null_ply = -1;
    memset(search->killers, 0xFF, sizeof search->killers);
    for (int i = 0; i < CELLS * CELLS; i++)
        search->history[i] >>= 3;
}

void search_set_limits(Search *search, const Limits *limits)
{
    search->limits = *limits;
    search->next_check = search->nodes;
    search->stopped = 0;
}

static int out_of_limits(Search *search)
{
    const Limits *limits = &search->limits;
    if (limits->node_limit && search->nodes >= limits->node_limit)
        return 1;
    if (limits->deadline > 0 && core_clock() >= limits->deadline)
        return 1;
    if (limits->stop && search->nodes % STOP_POLL_INTERVAL < CHECK_INTERVAL &&
        limits->stop(limits->stop_context))
        return 1;
    uint64_t step = CHECK_INTERVAL;
    if (limits->node_limit && limits->node_limit - search->nodes < step)
        step = limits->node_limit - search->nodes;
    search->next_check = search->nodes + step;
    return 0;
}

int search_count_node(Search *search)
{
    if (++search->nodes >= search->next_check && out_of_limits(search))
        search->stopped = 1;
    return search->stopped;
}

/* ---- the search ---------------------------------------------------------------------- */

/* Whether a search of this depth is a proof: SOLVE_DEPTH, less the plies played since. */
static int in_proof(int depth)
{
    return depth > SOLVE_DEPTH - 100;
}

#define REDUCE_FROM_DEPTH 3
#define REDUCE_AFTER_MOVES 3

/* Late moves onto own stacks (no DVONN piece) that are no killer are searched a ply
 * shallower first; a full-depth search follows when one beats alpha.  Never in proofs. */
static int late_reduction(const Search *search, const Board *board, int side, Move move,
                          int index, int depth, int ply)
{
    if (!(search->flags & REDUCE_LATE) || depth < REDUCE_FROM_DEPTH ||
        in_proof(depth) || index < REDUCE_AFTER_MOVES)
        return 0;
    Mask target = (Mask)1 << MOVE_TARGET(move);
    int wider = search->flags & REDUCE_MORE;
    if ((!wider && !(board->owned[side] & target)) || (board->dvonn & target))
        return 0;
    const Move *killers = search->killers[ply < MAX_PLY ? ply : MAX_PLY - 1];
    if (move == killers[0] || move == killers[1])
        return 0;
    return wider && depth >= 5 && index >= 8 ? 2 : 1;
}

#define NULL_FROM_DEPTH 3
#define NULL_REDUCTION 2
#define NULL_FROM_STACKS 20

/* A pass tried in a null window: when the opponent, moving twice, still cannot get below
 * beta, the side to move is taken to hold it with a real move.  Its bound is an estimate
 * (counted as a guess), never a proof. */
static int null_move_holds(Search *search, const Board *board, int side, int depth, int beta,
                           int ply, int *score)
{
    if (!(search->flags & NULL_MOVE) || depth < NULL_FROM_DEPTH || in_proof(depth) ||
        search->null_ply == ply - 1 || popcount(board->occupied) < NULL_FROM_STACKS ||
        !has_move(board, 1 - side))
        return 0;
    int final;
    if (evaluate(board, side, &search->weights, &search->proximity, &final) < beta || final)
        return 0;
    int saved = search->null_ply;
    search->null_ply = ply;
    int value = -search_pvs(search, board, 1 - side, depth - 1 - NULL_REDUCTION, -beta,
                            -beta + 1, ply + 1);
    search->null_ply = saved;
    if (search->stopped || value < beta)
        return 0;
    search->guesses++;
    *score = value >= ESTIMATE_LIMIT ? beta : value;
    return 1;
}

#define QUIESCE_DEPTH 4

/* The horizon: the side to move may stand on the estimate or make a move that cuts stacks
 * off (the evaluation cannot see those coming), up to ``depth`` such moves deep. */
static int quiesce(Search *search, const Board *board, int side, int alpha, int beta, int depth)
{
    int final;
    int best = evaluate(board, side, &search->weights, &search->proximity, &final);
    if (final)
        return best;
    search->guesses++;
    if (depth == 0 || best >= beta)
        return best;
    if (best > alpha)
        alpha = best;
    Mask sources = cutting_sources(board, side);
    for (; sources; sources &= sources - 1) {
        int source = lowest_cell(sources), height = board->height[source];
        if (height > MAX_JUMP)
            continue;
        for (Mask targets = TABLES->jumps[source][height] & board->occupied; targets;
             targets &= targets - 1) {
            Board child = *board;
            if (!play_move(&child, side, MOVE(source, lowest_cell(targets))))
                continue;
            if (search_count_node(search))
                return 0;
            int score = -quiesce(search, &child, 1 - side, -beta, -alpha, depth - 1);
            if (search->stopped)
                return 0;
            if (score > best) {
                best = score;
                if (score > alpha)
                    alpha = score;
                if (alpha >= beta)
                    return best;
            }
        }
    }
    return best;
}

int search_pvs(Search *search, const Board *board, int side, int depth, int alpha, int beta,
               int ply)
{
    assert(-INFINITE_SCORE <= alpha && alpha < beta && beta <= INFINITE_SCORE && ply >= 0);
    if (search_count_node(search))
        return 0;
    /* The horizon, unless quiescence follows: the table is not asked (most leaves are not in
     * it, and each probe is a likely cache miss that costs more than the evaluation). */
    if (depth <= 0 && !(search->flags & QUIESCE)) {
        int final;
        int score = evaluate(board, side, &search->weights, &search->proximity, &final);
        search->guesses += !final;
        return score;
    }
    uint64_t key = table_key(board, side);
    Entry *entry = table_probe(search, key);
    Move hint = MOVE_NONE;
    if (entry) {
        /* A proof tries no estimate's move first (the iterations before it leave them): its
         * fastest-first order finds quicker refutations. */
        if (entry->depth == PROVEN || !in_proof(depth))
            hint = entry->move;
        if (entry->depth >= depth) {
            if (entry->lower >= beta || entry->lower == entry->upper) {
                search->guesses += entry->depth < PROVEN;
                return entry->lower;
            }
            if (entry->upper <= alpha) {
                search->guesses += entry->depth < PROVEN;
                return entry->upper;
            }
        }
    }
    if (depth <= 0)
        return quiesce(search, board, side, alpha, beta, QUIESCE_DEPTH);
    if (beta - alpha == 1) {
        int null_score;
        if (null_move_holds(search, board, side, depth, beta, ply, &null_score))
            return null_score;
        if (search->stopped)
            return 0;
    }
    uint64_t guesses = search->guesses;
    MoveList list;
    rank_moves(search, board, side, ply, hint, &list);
    int count = list.count;
    if (!count) {
        int best;
        if (has_move(board, 1 - side)) { /* a forced pass: the opponent moves again */
            best = -search_pvs(search, board, 1 - side, depth, -beta, -alpha, ply + 1);
            if (search->stopped)
                return 0;
            table_store(search, board, key, entry, depth, best > alpha ? best : -INFINITE_SCORE,
                        best < beta ? best : INFINITE_SCORE, MOVE_NONE, guesses);
        } else {
            best = final_score(piece_margin(board), side);
            table_store(search, board, key, entry, depth, best, best, MOVE_NONE, guesses);
        }
        return best;
    }
    if (in_proof(depth) && count > 2 && !(search->flags & ORDER_PLAIN) &&
        popcount(board->occupied) > SMALL_STACKS)
        rank_fastest_first(search, board, side, hint, beta, &list);
    int best = -INFINITE_SCORE, original_alpha = alpha;
    Move best_move = MOVE_NONE;
    for (int i = 0; i < count; i++) {
        Move move = select_move(&list, i);
        Board child = *board;
        play_move(&child, side, move);
        int score;
        if (i == 0) {
            score = -search_pvs(search, &child, 1 - side, depth - 1, -beta, -alpha, ply + 1);
        } else {
            int reduction = late_reduction(search, board, side, move, i, depth, ply);
            score = -search_pvs(search, &child, 1 - side, depth - 1 - reduction, -alpha - 1,
                                -alpha, ply + 1);
            if (reduction && !search->stopped && score > alpha)
                score = -search_pvs(search, &child, 1 - side, depth - 1, -alpha - 1, -alpha,
                                    ply + 1);
            if (!search->stopped && alpha < score && score < beta)
                score = -search_pvs(search, &child, 1 - side, depth - 1, -beta, -alpha, ply + 1);
        }
        if (search->stopped)
            return 0;
        if (score > best) {
            best = score;
            best_move = move;
            if (score > alpha) {
                alpha = score;
                if (alpha >= beta) {
                    reward(search, move, depth, ply);
                    break;
                }
            }
        }
    }
    table_store(search, board, key, entry, depth, best > original_alpha ? best : -INFINITE_SCORE,
                best < beta ? best : INFINITE_SCORE, best_move, guesses);
    return best;
}

int search_root(Search *search, const Board *board, int side, int depth, const Move *order,
                int count, int lines, RootScore *scores)
{
    uint64_t guesses = search->guesses;
    for (int i = 0; i < count; i++) {
        Board child = *board;
        play_move(&child, side, order[i]);
        int score;
        if (i < lines) {
            score = -search_pvs(search, &child, 1 - side, depth - 1, -INFINITE_SCORE,
                                INFINITE_SCORE, 1);
        } else {
            /* Among the best ``lines`` only above the worst of them so far. */
            int alpha = scores[lines - 1].score;
            score = -search_pvs(search, &child, 1 - side, depth - 1, -alpha - 1, -alpha, 1);
            if (!search->stopped && score > alpha)
                score = -search_pvs(search, &child, 1 - side, depth - 1, -INFINITE_SCORE,
                                    -alpha, 1);
        }
        if (search->stopped)
            return -1;
        /* Insert in place, best first; equal scores keep the earlier move first. */
        int j = i;
        for (; j > 0 && scores[j - 1].score < score; j--)
            scores[j] = scores[j - 1];
        scores[j].move = order[i];
        scores[j].score = score;
    }
    uint64_t key = table_key(board, side);
    table_store(search, board, key, table_probe(search, key), depth, scores[0].score,
                scores[0].score, scores[0].move, guesses);
    return 0;
}

int search_pv(const Search *search, const Board *board, int side, int limit, Move *line)
{
    Board current = *board;
    int length = 0;
    while (length < limit) {
        if (!has_move(&current, side)) {
            if (!has_move(&current, 1 - side))
                break;
            line[length++] = MOVE_NONE;
            side = 1 - side;
            continue;
        }
        const Entry *entry = table_probe(search, table_key(&current, side));
        if (!entry || entry->move == MOVE_NONE || !is_legal_move(&current, side, entry->move))
            break;
        line[length++] = entry->move;
        play_move(&current, side, entry->move);
        side = 1 - side;
    }
    return length;
}
