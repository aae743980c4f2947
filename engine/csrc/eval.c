/* Static evaluation: a tapered linear combination of per-side features (own minus the
 * opponent's).  The features are defined here; the weights are data handed over by Python.
 *
 * Every cell has a DVONN proximity: each DVONN stack adds 64 >> (2 * distance) to the cells
 * within distance 3 of it (64, 16, 4, 1).  A cell's value is 64 plus its proximity. */
#include "core.h"

#include <string.h>

static const int PROXIMITY[4] = {64, 16, 4, 1};
#define BASE_VALUE 64

void proximity_update(Proximity *proximity, Mask dvonn)
{
    if (proximity->dvonn == dvonn && dvonn)
        return;
    proximity->dvonn = dvonn;
    memset(proximity->value, 0, sizeof proximity->value);
    for (; dvonn; dvonn &= dvonn - 1) {
        int center = lowest_cell(dvonn);
        for (int k = 0; k < 4; k++)
            for (Mask ring = TABLES->ring[center][k]; ring; ring &= ring - 1)
                proximity->value[lowest_cell(ring)] += PROXIMITY[k];
    }
}

static int value_sum(const int proximity[CELLS], Mask cells)
{
    int total = 0;
    for (; cells; cells &= cells - 1)
        total += BASE_VALUE + proximity[lowest_cell(cells)];
    return total;
}

/* Every occupied cell's link distance: breadth-first from the DVONN stacks over occupied
 * cells.  A valid board has no occupied cell out of reach. */
static void link_distances(const Board *board, uint8_t link[CELLS])
{
    Mask reached = board->dvonn, layer = board->dvonn;
    for (uint8_t distance = 0; layer; distance++) {
        Mask next = 0;
        for (Mask rest = layer; rest; rest &= rest - 1) {
            int cell = lowest_cell(rest);
            link[cell] = distance;
            next |= TABLES->neighbours[cell];
        }
        layer = next & board->occupied & ~reached;
        reached |= layer;
    }
}

/* The cells that hang on one cell.  A cell that hangs on another needs no test of its own:
 * whatever hangs on it hangs on that other cell too. */
static Mask hanging_cells(const Board *board)
{
    Mask occupied = board->occupied, hanging = 0;
    for (Mask rest = occupied & ~board->dvonn; rest; rest &= rest - 1) {
        int cell = lowest_cell(rest);
        if ((hanging >> cell & 1) || !may_split_at(occupied, cell))
            continue;
        Mask without = occupied & ~((Mask)1 << cell);
        hanging |= without & ~connected_to_dvonn(board->dvonn, without);
    }
    return hanging;
}

void board_features(const Board *board, const Proximity *cells, int chains,
                    int32_t f[2][FEATURE_COUNT])
{
    const int *proximity = cells->value;
    uint8_t link[CELLS] = {0};
    Mask hanging = 0;
    memset(f, 0, 2 * FEATURE_COUNT * sizeof(int32_t));
    if (chains) {
        link_distances(board, link);
        hanging = hanging_cells(board);
    }
    Mask occupied = board->occupied, dvonn = board->dvonn;
    for (int side = 0; side < 2; side++) {
        int32_t *own = f[side];
        Mask enemy = board->owned[1 - side];
        for (Mask rest = board->owned[side]; rest; rest &= rest - 1) {
            int cell = lowest_cell(rest), height = board->height[cell];
            own[F_STACKS] += 1;
            own[F_PIECES] += height;
            own[F_PROXIMITY] += proximity[cell];
            if (chains) {
                own[F_LINK] += link[cell];
                own[F_LINK_PROXIMITY] += link[cell] < 4 ? PROXIMITY[link[cell]] : 0;
                own[F_HANGING] += (hanging >> cell & 1) ? height : 0;
            }
            if (dvonn >> cell & 1)
                own[F_DVONN_PIECES] += height;
            if (height > MAX_JUMP)
                continue;
            Mask land = TABLES->jumps[cell][height] & occupied;
            own[F_REACH] += popcount(land);
            for (Mask rest_land = land; rest_land; rest_land &= rest_land - 1)
                own[F_REACH_PROXIMITY] += proximity[lowest_cell(rest_land)];
            int mobile = (TABLES->rim >> cell & 1) || (TABLES->neighbours[cell] & ~occupied);
            if (!mobile)
                continue;
            own[F_MOBILITY] += popcount(land);
            own[F_ON_DVONN] += popcount(land & dvonn);
            own[F_ON_ENEMY] += popcount(land & enemy);
            own[F_ON_DVONN_VALUE] += value_sum(proximity, land & dvonn);
            own[F_ON_ENEMY_VALUE] += value_sum(proximity, land & enemy);
        }
    }
}

int final_score(int white_minus_black, int side)
{
    int margin = side ? -white_minus_black : white_minus_black;
    if (margin > 0)
        return WIN + 100 * margin;
    if (margin < 0)
        return -WIN + 100 * margin;
    return 0;
}

int evaluate(const Board *board, int side, const Weights *weights, Proximity *proximity,
             int *final)
{
    int32_t f[2][FEATURE_COUNT];
    proximity_update(proximity, board->dvonn);
    board_features(board, proximity, weights->chains, f);
    const int32_t *own = f[side], *theirs = f[1 - side];
    if (!own[F_MOBILITY] && !theirs[F_MOBILITY]) {
        *final = 1;
        return final_score(piece_margin(board), side);
    }
    *final = 0;
    int stacks = popcount(board->occupied);
    int span = EARLY_STACKS - LATE_STACKS;
    int t = stacks - LATE_STACKS < 0 ? 0 : stacks - LATE_STACKS > span ? span : stacks - LATE_STACKS;
    double early = 0.0, late = 0.0;
    for (int i = 0; i < FEATURE_COUNT; i++) {
        double diff = (double)(own[i] - theirs[i]);
        early += weights->early[i] * diff;
        late += weights->late[i] * diff;
    }
    double sum = ((early * t + late * (span - t)) / span + weights->tempo) / weights->scale;
    double limit = ESTIMATE_LIMIT;
    if (sum > limit)
        sum = limit;
    if (sum < -limit)
        sum = -limit;
    return (int)(sum < 0 ? sum - 0.5 : sum + 0.5);
}
