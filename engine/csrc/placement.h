/* The reference player's placement (placement.c): its board, evaluation weights and search,
 * for placement.c and the CPython face (convert.c, py_searcher.c, module.c). */
#ifndef DVONN_PLACEMENT_H
#define DVONN_PLACEMENT_H

#include "core.h"

typedef struct Placement {
    Mask pieces[2];   /* single white / black pieces */
    Mask dvonn;
    uint64_t key;
} Placement;

/* From 49 codes (0 empty, 4 white, 5 black, 6 DVONN) after the three DVONN placements;
 * 0, or a static message saying what is wrong. */
const char *placement_from_codes(Placement *placement, const uint8_t codes[CELLS]);
int placement_side(const Placement *placement);    /* who places next */

/* The placement evaluation's weights, data handed over by Python: per own piece, its summed
 * distance to the DVONN pieces, whether the nearest DVONN piece is 1, 2 or 3 steps away,
 * each non-friendly neighbour it lacks below two, whether it stands on the rim; and a side
 * with more than RIM_SLACK fewer rim pieces than the other scores RIM_SHORTFALL per piece of
 * the excess. */
enum {
    PLACE_DISTANCE,
    PLACE_NEAREST_1,
    PLACE_NEAREST_2,
    PLACE_NEAREST_3,
    PLACE_BOXED,
    PLACE_RIM,
    PLACE_RIM_SLACK,
    PLACE_RIM_SHORTFALL,
    PLACEMENT_WEIGHT_COUNT
};
#define PLACEMENT_WEIGHT_LIMIT 10000

typedef struct PlacementWeights {
    int32_t weight[PLACEMENT_WEIGHT_COUNT];
} PlacementWeights;

int placement_evaluate(const Placement *placement, int side, const PlacementWeights *weights);
/* The cell to place on: iterative deepening until an iteration needs more than
 * ``evaluation_budget`` evaluations; the score and depth of the last full iteration. */
int placement_search(Search *search, const Placement *placement, const PlacementWeights *weights,
                     int evaluation_budget, int *score, int *depth);

#endif
