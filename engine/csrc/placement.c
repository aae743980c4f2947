/* The reference player's placement search (the CodeCup 2011 winner's, as published): the
 * coloured placements searched like the movement phase, iterative deepening with the table,
 * until an iteration would need more than a budget of evaluations.
 *
 * The evaluation, own minus the opponent's, weighs features of each own piece on the board
 * (PlacementWeights in placement.h; the reference player's weights: minus the sum of its distances
 * to the DVONN pieces, +10 when the nearest DVONN piece is adjacent, +5 when it is two steps
 * away, -5 for each non-friendly neighbour it lacks below two; a side with more than 3 fewer
 * rim pieces than the other loses the excess).
 */
#include "placement.h"

#define WHITE_PIECE_CODE 4
#define BLACK_PIECE_CODE 5
#define DVONN_PIECE_CODE 6

const char *placement_from_codes(Placement *placement, const uint8_t codes[CELLS])
{
    placement->pieces[0] = placement->pieces[1] = placement->dvonn = 0;
    placement->key = 0;
    for (int cell = 0; cell < CELLS; cell++) {
        int code = codes[cell];
        Mask bit = (Mask)1 << cell;
        if (code == WHITE_PIECE_CODE)
            placement->pieces[0] |= bit;
        else if (code == BLACK_PIECE_CODE)
            placement->pieces[1] |= bit;
        else if (code == DVONN_PIECE_CODE)
            placement->dvonn |= bit;
        else if (code)
            return "a placement board holds single pieces only (codes 0, 4, 5, 6)";
        placement->key ^= TABLES->zobrist[cell][code];
    }
    int white = popcount(placement->pieces[0]), black = popcount(placement->pieces[1]);
    if (popcount(placement->dvonn) != 3)
        return "coloured pieces are placed after the three DVONN pieces";
    if (black != white && black != white + 1)
        return "black places the first coloured piece, then the players alternate";
    return 0;
}

int placement_side(const Placement *placement)
{
    return popcount(placement->pieces[1]) > popcount(placement->pieces[0]) ? 0 : 1;
}

static int side_value(const Placement *placement, int side, const int32_t *weight)
{
    Mask own = placement->pieces[side];
    int value = weight[PLACE_RIM] * popcount(own & TABLES->rim);
    for (Mask rest = own; rest; rest &= rest - 1) {
        int cell = lowest_cell(rest), nearest = CELLS, distances = 0;
        for (Mask d = placement->dvonn; d; d &= d - 1) {
            int distance = TABLES->distance[cell][lowest_cell(d)];
            distances += distance;
            if (distance < nearest)
                nearest = distance;
        }
        value += weight[PLACE_DISTANCE] * distances;
        if (nearest >= 1 && nearest <= 3)
            value += weight[PLACE_NEAREST_1 + nearest - 1];
        int open = popcount(TABLES->neighbours[cell] & ~own);
        if (open < 2)
            value += weight[PLACE_BOXED] * (2 - open);
    }
    return value;
}

int placement_evaluate(const Placement *placement, int side, const PlacementWeights *weights)
{
    const int32_t *weight = weights->weight;
    int value = side_value(placement, side, weight) - side_value(placement, 1 - side, weight);
    int own_rim = popcount(placement->pieces[side] & TABLES->rim);
    int their_rim = popcount(placement->pieces[1 - side] & TABLES->rim);
    int slack = weight[PLACE_RIM_SLACK];
    if (own_rim < their_rim - slack)
        value += weight[PLACE_RIM_SHORTFALL] * (their_rim - slack - own_rim);
    if (their_rim < own_rim - slack)
        value -= weight[PLACE_RIM_SHORTFALL] * (own_rim - slack - their_rim);
    return value;
}

typedef struct PlacementRun {
    Search *search;
    const PlacementWeights *weights;
    uint64_t evaluations;
    uint64_t budget;
} PlacementRun;

static Entry *placement_entry(const Search *search, uint64_t key)
{
    Entry *entry = table_bucket(search, key);
    return entry_holds(entry, key) ? entry : NULL;
}

static int placement_pvs(PlacementRun *run, const Placement *placement, int side, int depth,
                         int alpha, int beta)
{
    Search *search = run->search;
    search->nodes++;
    Mask empty = ~(placement->pieces[0] | placement->pieces[1] | placement->dvonn) &
                 (((Mask)1 << CELLS) - 1);
    if (depth <= 0 || !empty) {
        if (++run->evaluations > run->budget)
            search->stopped = 1;
        return placement_evaluate(placement, side, run->weights);
    }
    uint64_t key = placement->key ^ (side ? TABLES->side_key : 0);
    Entry *entry = placement_entry(search, key);
    Move hint = MOVE_NONE;
    if (entry) {
        hint = entry->move;
        if (entry->depth >= depth) {
            if (entry->lower >= beta || entry->lower == entry->upper)
                return entry->lower;
            if (entry->upper <= alpha)
                return entry->upper;
        }
    }
    int best = -INFINITE_SCORE, original_alpha = alpha, best_cell = -1;
    int code = side ? BLACK_PIECE_CODE : WHITE_PIECE_CODE;
    int first = hint != MOVE_NONE && (empty >> MOVE_TARGET(hint) & 1) ? MOVE_TARGET(hint) : -1;
    for (int pass = 0; pass < 2 && best < beta; pass++) {
        Mask cells = pass == 0 ? (first >= 0 ? (Mask)1 << first : 0)
                               : (first >= 0 ? empty & ~((Mask)1 << first) : empty);
        for (; cells; cells &= cells - 1) {
            int cell = lowest_cell(cells);
            Placement child = *placement;
            child.pieces[side] |= (Mask)1 << cell;
            child.key ^= TABLES->zobrist[cell][code];
            int score = -placement_pvs(run, &child, 1 - side, depth - 1, -beta, -alpha);
            if (search->stopped)
                return 0;
            if (score > best) {
                best = score;
                best_cell = cell;
                if (score > alpha)
                    alpha = score;
                if (alpha >= beta)
                    break;
            }
        }
    }
    Entry *slot = table_bucket(search, key);
    entry_set_key(slot, key);
    slot->lower = best > original_alpha ? best : -INFINITE_SCORE;
    slot->upper = best < beta ? best : INFINITE_SCORE;
    slot->move = MOVE(best_cell, best_cell);
    slot->depth = (uint8_t)depth;
    slot->gone = 0;
    return best;
}

int placement_search(Search *search, const Placement *placement, const PlacementWeights *weights,
                     int evaluation_budget, int *score, int *depth)
{
    int side = placement_side(placement);
    Mask empty = ~(placement->pieces[0] | placement->pieces[1] | placement->dvonn) &
                 (((Mask)1 << CELLS) - 1);
    int best_cell = lowest_cell(empty), empty_count = popcount(empty);
    *score = 0;
    *depth = 0;
    PlacementRun run = {search, weights, 0, (uint64_t)evaluation_budget};
    search->nodes = 0;
    search->stopped = 0;
    for (int d = 1; d <= empty_count; d++) {
        int value = placement_pvs(&run, placement, side, d, -INFINITE_SCORE, INFINITE_SCORE);
        if (search->stopped)
            break;
        const Entry *entry = placement_entry(search, placement->key ^ (side ? TABLES->side_key : 0));
        if (entry && entry->move != MOVE_NONE)
            best_cell = MOVE_TARGET(entry->move);
        *score = value;
        *depth = d;
    }
    search->stopped = 0;
    return best_cell;
}
