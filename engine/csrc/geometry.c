/* Geometry, jump and hashing tables, computed once at import (core_init_tables). */
#include "core.h"

static Tables tables;
const Tables *const TABLES = &tables;

/* Directions in the order they go round a cell (engine.board.DIRECTIONS): consecutive
 * directions point at neighbours that touch each other, which the bridge test relies on. */
static const int DX[DIRECTIONS] = {1, 1, 0, -1, -1, 0};
static const int DY[DIRECTIONS] = {0, 1, 1, 0, -1, -1};
/* First column of each row: rows 1-5 hold columns A-I, A-J, A-K, B-K, C-K. */
static const int ROW_FIRST[5] = {0, 0, 0, 1, 2};
static const int ROW_LAST[5] = {8, 9, 10, 10, 10};

static int cell_at(int x, int y)
{
    if (y < 0 || y > 4 || x < ROW_FIRST[y] || x > ROW_LAST[y])
        return -1;
    int cell = 0;
    for (int row = 0; row < y; row++)
        cell += ROW_LAST[row] - ROW_FIRST[row] + 1;
    return cell + x - ROW_FIRST[y];
}

static int hex_distance(int a, int b)
{
    int dx = tables.x[b] - tables.x[a], dy = tables.y[b] - tables.y[a];
    int adx = dx < 0 ? -dx : dx, ady = dy < 0 ? -dy : dy, d = dx - dy < 0 ? dy - dx : dx - dy;
    int most = adx > ady ? adx : ady;
    return most > d ? most : d;
}

/* Emptying a cell can disconnect the board only when its occupied neighbours form two or
 * more separate arcs around it. */
static int splits(unsigned pattern)
{
    int arcs = 0;
    for (int i = 0; i < DIRECTIONS; i++)
        if ((pattern >> i & 1) && !(pattern >> ((i + DIRECTIONS - 1) % DIRECTIONS) & 1))
            arcs++;
    return arcs >= 2;
}

/* SplitMix64: a fixed sequence, so keys are the same in every process. */
static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

void core_init_tables(void)
{
    for (int y = 0; y < 5; y++)
        for (int x = ROW_FIRST[y]; x <= ROW_LAST[y]; x++) {
            int cell = cell_at(x, y);
            tables.x[cell] = (int8_t)x;
            tables.y[cell] = (int8_t)y;
        }
    tables.rim = 0;
    for (int cell = 0; cell < CELLS; cell++) {
        tables.neighbours[cell] = 0;
        for (int d = 0; d < DIRECTIONS; d++) {
            int next = cell_at(tables.x[cell] + DX[d], tables.y[cell] + DY[d]);
            tables.step[cell][d] = (int8_t)next;
            tables.around[cell][d] = (uint8_t)(next >= 0 ? next : OFF_BOARD);
            if (next >= 0)
                tables.neighbours[cell] |= (Mask)1 << next;
        }
        if (popcount(tables.neighbours[cell]) < DIRECTIONS)
            tables.rim |= (Mask)1 << cell;
        tables.jumps[cell][0] = 0;
        for (int h = 1; h <= MAX_JUMP; h++) {
            tables.jumps[cell][h] = 0;
            for (int d = 0; d < DIRECTIONS; d++) {
                int target = cell_at(tables.x[cell] + h * DX[d], tables.y[cell] + h * DY[d]);
                if (target >= 0)
                    tables.jumps[cell][h] |= (Mask)1 << target;
            }
        }
    }
    for (int a = 0; a < CELLS; a++) {
        for (int k = 0; k < 4; k++)
            tables.ring[a][k] = 0;
        for (int b = 0; b < CELLS; b++) {
            int d = hex_distance(a, b);
            tables.distance[a][b] = (uint8_t)d;
            if (d < 4)
                tables.ring[a][d] |= (Mask)1 << b;
        }
    }
    static const int SHIFTS[8] = SPREAD_SHIFTS;
    for (int cell = 0; cell < CELLS; cell++)
        for (int d = 0; d < DIRECTIONS; d++) {
            int next = tables.step[cell][d];
            for (int k = 0; next >= 0 && k < 8; k++)
                if (next - cell == SHIFTS[k])
                    tables.spread[k] |= (Mask)1 << cell;
        }
    for (unsigned pattern = 0; pattern < 64; pattern++)
        tables.may_split[pattern] = (uint8_t)splits(pattern);
    uint64_t state = 20110101;
    for (int cell = 0; cell < CELLS; cell++)
        for (int code = 0; code < MAX_CODE; code++)
            tables.zobrist[cell][code] = code ? next_random(&state) : 0;
    tables.side_key = next_random(&state);
}
