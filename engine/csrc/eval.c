/* Static evaluation: a tapered linear combination of per-side features (own minus the
 * opponent's).  The features are defined here; the weights are data handed over by Python. */
#include "core.h"

/* A DVONN stack adds 64 >> (2 * distance) to the cells around it: 64, 16, 4, 1. */
static const int PROXIMITY[4] = {64, 16, 4, 1};
#define BASE_VALUE 64

typedef struct Proximity {
    int count;
    int cells[3];
} Proximity;

static Proximity dvonn_cells(const Board *board)
{
    Proximity p = {0, {0, 0, 0}};
    for (Mask rest = board->dvonn; rest && p.count < 3; rest &= rest - 1)
        p.cells[p.count++] = lowest_cell(rest);
    return p;
}

static int proximity_of(const Proximity *p, int cell)
{
    int total = 0;
    for (int i = 0; i < p->count; i++) {
        int d = TABLES->distance[cell][p->cells[i]];
        if (d < 4)
            total += PROXIMITY[d];
    }
    return total;
}

static int value_sum(const Proximity *p, Mask cells)
{
    int total = 0;
    for (; cells; cells &= cells - 1)
        total += BASE_VALUE + proximity_of(p, lowest_cell(cells));
    return total;
}

void side_features(const Board *board, int side, int32_t f[FEATURE_COUNT])
{
    for (int i = 0; i < FEATURE_COUNT; i++)
        f[i] = 0;
    Proximity p = dvonn_cells(board);
    Mask enemy = board->owned[1 - side], occupied = board->occupied;
    Mask movable = movable_stacks(board, side);
    for (Mask rest = board->owned[side]; rest; rest &= rest - 1) {
        int cell = lowest_cell(rest), height = board->height[cell];
        int proximity = proximity_of(&p, cell);
        f[F_STACKS] += 1;
        f[F_PIECES] += height;
        f[F_PROXIMITY] += proximity;
        if (board->dvonn >> cell & 1)
            f[F_DVONN_PIECES] += height;
        if (height > MAX_JUMP)
            continue;
        Mask land = TABLES->jumps[cell][height] & occupied;
        f[F_REACH] += popcount(land);
        for (Mask l = land; l; l &= l - 1)
            f[F_REACH_PROXIMITY] += proximity_of(&p, lowest_cell(l));
        if (!(movable >> cell & 1))
            continue;
        f[F_MOBILITY] += popcount(land);
        f[F_ON_DVONN] += popcount(land & board->dvonn);
        f[F_ON_ENEMY] += popcount(land & enemy);
        f[F_ON_DVONN_VALUE] += value_sum(&p, land & board->dvonn);
        f[F_ON_ENEMY_VALUE] += value_sum(&p, land & enemy);
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

int evaluate(const Board *board, int side, const Weights *weights, int *final)
{
    int32_t own[FEATURE_COUNT], theirs[FEATURE_COUNT];
    side_features(board, side, own);
    side_features(board, 1 - side, theirs);
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
