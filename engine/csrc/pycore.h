/* What the extension's C files share: checked conversions between Python values and the
 * core's (module.c, convert.c, py_searcher.c). */
#ifndef DVONN_PYCORE_H
#define DVONN_PYCORE_H

#define Py_LIMITED_API 0x030B0000
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "core.h"
#include "placement.h"

#define WEIGHT_COUNT (2 * FEATURE_COUNT + 2)

/* Each returns 0, or -1 with ValueError (or the conversion's own error) set. */
int parse_board(PyObject *codes, Board *board);
int parse_placement(PyObject *codes, Placement *placement);
int parse_placement_weights(PyObject *sequence, PlacementWeights *weights);
int check_side(int side);
int parse_move(PyObject *object, const Board *board, int side, Move *move);
int parse_weights(PyObject *sequence, Weights *weights);
/* A search's node limit and deadline (None: none); the stop callable is the caller's to set. */
int parse_limits(PyObject *node_arg, PyObject *deadline_arg, Limits *limits);
int check_depth(int depth); /* 0..SOLVE_DEPTH */
/* The arguments (codes, side) of most functions; (codes, side, move) with a legal move. */
int parse_board_and_side(PyObject *args, Board *board, int *side);
int parse_board_side_and_move(PyObject *args, Board *board, int *side, Move *move);

PyObject *move_object(Move move); /* None for MOVE_NONE */
PyObject *move_list(const Move *moves, int count);
PyObject *root_score_list(const RootScore *scores, int count); /* [(move, score), ...] */

extern PyType_Spec searcher_spec; /* py_searcher.c */

#endif
