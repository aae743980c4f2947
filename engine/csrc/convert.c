/* Checked conversions between Python values and the core's boards, moves and weights. */
#include "pycore.h"

#include <math.h>

int parse_board(PyObject *codes, Board *board)
{
    if (!PyBytes_Check(codes) || PyBytes_Size(codes) != CELLS) {
        PyErr_SetString(PyExc_ValueError, "a board is 49 bytes of stack codes");
        return -1;
    }
    const char *problem = board_from_codes(board, (const uint8_t *)PyBytes_AsString(codes));
    if (problem) {
        PyErr_SetString(PyExc_ValueError, problem);
        return -1;
    }
    return 0;
}

int check_side(int side)
{
    if (side != 0 && side != 1) {
        PyErr_SetString(PyExc_ValueError, "the side is 0 (white) or 1 (black)");
        return -1;
    }
    return 0;
}

int parse_move(PyObject *object, const Board *board, int side, Move *move)
{
    long value = PyLong_AsLong(object);
    if (value == -1 && PyErr_Occurred())
        return -1;
    if (value < 0 || value > 0xFFFF || !is_legal_move(board, side, (Move)value)) {
        PyErr_Format(PyExc_ValueError, "%ld is not a legal move here", value);
        return -1;
    }
    *move = (Move)value;
    return 0;
}

int parse_weights(PyObject *sequence, Weights *weights)
{
    PyObject *items = PySequence_Tuple(sequence);
    if (!items)
        return -1;
    if (PyTuple_Size(items) != WEIGHT_COUNT) {
        PyErr_Format(PyExc_ValueError, "weights are %d numbers: early, late, tempo, scale",
                     WEIGHT_COUNT);
        Py_DECREF(items);
        return -1;
    }
    double values[WEIGHT_COUNT];
    for (int i = 0; i < WEIGHT_COUNT; i++) {
        values[i] = PyFloat_AsDouble(PyTuple_GetItem(items, i));
        if (values[i] == -1.0 && PyErr_Occurred()) {
            Py_DECREF(items);
            return -1;
        }
        if (!isfinite(values[i]) || fabs(values[i]) > 1e9) {
            PyErr_SetString(PyExc_ValueError, "weights must be finite and below 1e9");
            Py_DECREF(items);
            return -1;
        }
    }
    Py_DECREF(items);
    weights->chains = 0;
    for (int i = 0; i < FEATURE_COUNT; i++) {
        weights->early[i] = values[i];
        weights->late[i] = values[FEATURE_COUNT + i];
        if (i >= F_LINK && (values[i] != 0.0 || values[FEATURE_COUNT + i] != 0.0))
            weights->chains = 1;
    }
    weights->tempo = values[2 * FEATURE_COUNT];
    weights->scale = values[2 * FEATURE_COUNT + 1];
    if (!(weights->scale >= 1e-6)) {
        PyErr_SetString(PyExc_ValueError, "the weights' scale must be positive");
        return -1;
    }
    return 0;
}

int parse_placement_weights(PyObject *sequence, PlacementWeights *weights)
{
    PyObject *items = PySequence_Tuple(sequence);
    if (!items)
        return -1;
    if (PyTuple_Size(items) != PLACEMENT_WEIGHT_COUNT) {
        PyErr_Format(PyExc_ValueError, "placement weights are %d whole numbers",
                     PLACEMENT_WEIGHT_COUNT);
        Py_DECREF(items);
        return -1;
    }
    for (int i = 0; i < PLACEMENT_WEIGHT_COUNT; i++) {
        PyObject *item = PyTuple_GetItem(items, i);
        int overflow = 0;
        long value = PyLong_Check(item) ? PyLong_AsLongAndOverflow(item, &overflow) : 0;
        if (!PyLong_Check(item) || (value == -1 && PyErr_Occurred())) {
            Py_DECREF(items);
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "placement weights are whole numbers");
            return -1;
        }
        if (overflow || value < -PLACEMENT_WEIGHT_LIMIT || value > PLACEMENT_WEIGHT_LIMIT ||
            (i == PLACE_RIM_SLACK && (value < 0 || value > CELLS))) {
            PyErr_Format(PyExc_ValueError,
                         "placement weights are within +-%d (the rim slack 0..%d)",
                         PLACEMENT_WEIGHT_LIMIT, CELLS);
            Py_DECREF(items);
            return -1;
        }
        weights->weight[i] = (int32_t)value;
    }
    Py_DECREF(items);
    return 0;
}

int parse_placement(PyObject *codes, Placement *placement)
{
    if (!PyBytes_Check(codes) || PyBytes_Size(codes) != CELLS) {
        PyErr_SetString(PyExc_ValueError, "a board is 49 bytes of stack codes");
        return -1;
    }
    const char *problem = placement_from_codes(placement, (const uint8_t *)PyBytes_AsString(codes));
    if (problem) {
        PyErr_SetString(PyExc_ValueError, problem);
        return -1;
    }
    return 0;
}

PyObject *move_object(Move move)
{
    if (move == MOVE_NONE)
        Py_RETURN_NONE;
    return PyLong_FromLong(move);
}

PyObject *move_list(const Move *moves, int count)
{
    PyObject *list = PyList_New(count);
    if (!list)
        return NULL;
    for (int i = 0; i < count; i++) {
        PyObject *item = move_object(moves[i]);
        if (!item) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SetItem(list, i, item);
    }
    return list;
}

PyObject *root_score_list(const RootScore *scores, int count)
{
    PyObject *list = PyList_New(count);
    if (!list)
        return NULL;
    for (int i = 0; i < count; i++) {
        PyObject *item = Py_BuildValue("(ii)", (int)scores[i].move, (int)scores[i].score);
        if (!item) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SetItem(list, i, item);
    }
    return list;
}

int parse_board_and_side(PyObject *args, Board *board, int *side)
{
    PyObject *codes;
    if (!PyArg_ParseTuple(args, "Oi", &codes, side) || parse_board(codes, board) ||
        check_side(*side))
        return -1;
    return 0;
}

int parse_board_side_and_move(PyObject *args, Board *board, int *side, Move *move)
{
    PyObject *codes, *move_arg;
    if (!PyArg_ParseTuple(args, "OiO", &codes, side, &move_arg) || parse_board(codes, board) ||
        check_side(*side) || parse_move(move_arg, board, *side, move))
        return -1;
    return 0;
}

int parse_limits(PyObject *node_arg, PyObject *deadline_arg, Limits *limits)
{
    limits->node_limit = 0;
    limits->deadline = 0;
    if (node_arg != Py_None) {
        long long nodes = PyLong_AsLongLong(node_arg);
        if (nodes == -1 && PyErr_Occurred())
            return -1;
        if (nodes < 1) {
            PyErr_SetString(PyExc_ValueError, "a node limit must be positive");
            return -1;
        }
        limits->node_limit = (uint64_t)nodes;
    }
    if (deadline_arg != Py_None) {
        double deadline = PyFloat_AsDouble(deadline_arg);
        if (deadline == -1.0 && PyErr_Occurred())
            return -1;
        if (!isfinite(deadline)) {
            PyErr_SetString(PyExc_ValueError, "a deadline must be finite");
            return -1;
        }
        limits->deadline = deadline > 0 ? deadline : 1e-9;
    }
    limits->stop = NULL;
    limits->stop_context = NULL;
    return 0;
}

int check_depth(int depth)
{
    if (depth < 0 || depth > SOLVE_DEPTH) {
        PyErr_Format(PyExc_ValueError, "the depth must be 0..%d", SOLVE_DEPTH);
        return -1;
    }
    return 0;
}
