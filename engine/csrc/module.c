/* engine._core: the CPython face of the search core.  Its only caller is engine/core.py.
 *
 * Boards cross the boundary as 49 bytes of stack codes (engine.position.stack_code, in cell
 * order) and moves as ints, source | target << 8.  Every entry point checks what it is given
 * and raises ValueError on anything malformed; long computations release the GIL.
 */
#include "pycore.h"

/* ---- module functions ---------------------------------------------------------------- */

static PyObject *core_perft(PyObject *module, PyObject *args)
{
    PyObject *codes;
    int side, depth;
    Board board;
    (void)module;
    if (!PyArg_ParseTuple(args, "Oii", &codes, &side, &depth) || parse_board(codes, &board) ||
        check_side(side))
        return NULL;
    if (depth < 0 || depth > 12) {
        PyErr_SetString(PyExc_ValueError, "perft depth must be 0..12");
        return NULL;
    }
    uint64_t count;
    Py_BEGIN_ALLOW_THREADS
    count = perft(&board, side, depth);
    Py_END_ALLOW_THREADS
    return PyLong_FromUnsignedLongLong(count);
}

static PyObject *core_moves(PyObject *module, PyObject *args)
{
    int side;
    Board board;
    (void)module;
    if (parse_board_and_side(args, &board, &side))
        return NULL;
    Move moves[MAX_MOVES];
    return move_list(moves, generate_moves(&board, side, moves));
}

static PyObject *core_play(PyObject *module, PyObject *args)
{
    int side;
    Board board;
    Move move;
    (void)module;
    if (parse_board_side_and_move(args, &board, &side, &move))
        return NULL;
    Mask removed = play_move(&board, side, move);
    uint8_t out[CELLS];
    board_codes(&board, out);
    return Py_BuildValue("(y#K)", (const char *)out, (Py_ssize_t)CELLS,
                         (unsigned long long)removed);
}

static PyObject *core_peek(PyObject *module, PyObject *args)
{
    int side;
    Board board;
    Move move;
    (void)module;
    if (parse_board_side_and_move(args, &board, &side, &move))
        return NULL;
    Replies replies;
    count_replies(&board, side, &replies);
    uint64_t key;
    int count = peek_child(&board, side, &replies, move, &key);
    return Py_BuildValue("(iK)", count, (unsigned long long)key);
}

static PyObject *core_key(PyObject *module, PyObject *args)
{
    int side;
    Board board;
    (void)module;
    if (parse_board_and_side(args, &board, &side))
        return NULL;
    return PyLong_FromUnsignedLongLong(board.key ^ (side ? TABLES->side_key : 0));
}

static PyObject *core_features(PyObject *module, PyObject *args)
{
    int side;
    Board board;
    (void)module;
    if (parse_board_and_side(args, &board, &side))
        return NULL;
    int32_t features[2][FEATURE_COUNT];
    Proximity proximity = {0, {0}};
    proximity_update(&proximity, board.dvonn);
    board_features(&board, &proximity, 1, features);
    PyObject *tuple = PyTuple_New(FEATURE_COUNT);
    if (!tuple)
        return NULL;
    for (int i = 0; i < FEATURE_COUNT; i++)
        PyTuple_SetItem(tuple, i, PyLong_FromLong(features[side][i]));
    return tuple;
}

static PyObject *core_evaluate(PyObject *module, PyObject *args)
{
    PyObject *codes, *weight_arg;
    int side;
    Board board;
    Weights weights;
    (void)module;
    if (!PyArg_ParseTuple(args, "OiO", &codes, &side, &weight_arg) ||
        parse_board(codes, &board) || check_side(side) || parse_weights(weight_arg, &weights))
        return NULL;
    int final;
    Proximity proximity = {0, {0}};
    int score = evaluate(&board, side, &weights, &proximity, &final);
    return Py_BuildValue("(iO)", score, final ? Py_True : Py_False);
}

static PyObject *core_placement_value(PyObject *module, PyObject *args)
{
    PyObject *codes, *weight_sequence;
    int side;
    Placement placement;
    PlacementWeights weights;
    (void)module;
    if (!PyArg_ParseTuple(args, "OiO", &codes, &side, &weight_sequence) ||
        parse_placement(codes, &placement) || check_side(side) ||
        parse_placement_weights(weight_sequence, &weights))
        return NULL;
    return PyLong_FromLong(placement_evaluate(&placement, side, &weights));
}

static PyObject *core_clock_now(PyObject *module, PyObject *unused)
{
    (void)module;
    (void)unused;
    return PyFloat_FromDouble(core_clock());
}

/* ---- the module ---------------------------------------------------------------------- */

static PyMethodDef core_methods[] = {
    {"perft", core_perft, METH_VARARGS, "perft(codes, side, depth) -> leaves"},
    {"moves", core_moves, METH_VARARGS, "moves(codes, side) -> legal moves"},
    {"play", core_play, METH_VARARGS, "play(codes, side, move) -> (codes, removed cells mask)"},
    {"peek", core_peek, METH_VARARGS,
     "peek(codes, side, move) -> (the opponent's reply count, the key) after a legal move"},
    {"key", core_key, METH_VARARGS, "key(codes, side) -> the Zobrist key"},
    {"features", core_features, METH_VARARGS, "features(codes, side) -> the side's features"},
    {"evaluate", core_evaluate, METH_VARARGS, "evaluate(codes, side, weights) -> (score, final)"},
    {"placement_value", core_placement_value, METH_VARARGS,
     "placement_value(codes, side, placement_weights) -> the placement evaluation"},
    {"clock", core_clock_now, METH_NOARGS, "the clock deadlines are measured on, in seconds"},
    {NULL, NULL, 0, NULL},
};

/* The feature names, by enum Feature (the order of the weights); core_exec checks that
 * none is missing. */
static const char *const FEATURE_NAMES[FEATURE_COUNT] = {
    [F_STACKS] = "stacks",
    [F_PIECES] = "pieces",
    [F_PROXIMITY] = "proximity",
    [F_REACH] = "reach",
    [F_REACH_PROXIMITY] = "reach_proximity",
    [F_MOBILITY] = "mobility",
    [F_ON_DVONN] = "on_dvonn",
    [F_ON_ENEMY] = "on_enemy",
    [F_DVONN_PIECES] = "dvonn_pieces",
    [F_ON_DVONN_VALUE] = "on_dvonn_value",
    [F_ON_ENEMY_VALUE] = "on_enemy_value",
    [F_LINK] = "link",
    [F_LINK_PROXIMITY] = "link_proximity",
    [F_HANGING] = "hanging",
};

/* The placement weights' names, by the PLACE_ enum. */
static const char *const PLACEMENT_FEATURE_NAMES[PLACEMENT_WEIGHT_COUNT] = {
    [PLACE_DISTANCE] = "distance",
    [PLACE_NEAREST_1] = "nearest1",
    [PLACE_NEAREST_2] = "nearest2",
    [PLACE_NEAREST_3] = "nearest3",
    [PLACE_BOXED] = "boxed",
    [PLACE_RIM] = "rim",
    [PLACE_RIM_SLACK] = "rim_slack",
    [PLACE_RIM_SHORTFALL] = "rim_shortfall",
};

static int add_names(PyObject *module, const char *attribute, const char *const *texts, int count)
{
    PyObject *names = PyTuple_New(count);
    if (!names)
        return -1;
    for (int i = 0; i < count; i++) {
        if (!texts[i]) { /* an enum value left out of the designated initializers */
            Py_DECREF(names);
            PyErr_Format(PyExc_SystemError, "%s: name %d is missing", attribute, i);
            return -1;
        }
        PyObject *name = PyUnicode_FromString(texts[i]);
        if (!name) {
            Py_DECREF(names);
            return -1;
        }
        PyTuple_SetItem(names, i, name);
    }
    if (PyModule_AddObject(module, attribute, names)) {
        Py_DECREF(names);
        return -1;
    }
    return 0;
}

static int core_exec(PyObject *module)
{
    if (add_names(module, "FEATURES", FEATURE_NAMES, FEATURE_COUNT) ||
        add_names(module, "PLACEMENT_FEATURES", PLACEMENT_FEATURE_NAMES, PLACEMENT_WEIGHT_COUNT))
        return -1;
    PyObject *type = PyType_FromSpec(&searcher_spec);
    if (!type || PyModule_AddObject(module, "Searcher", type)) {
        Py_XDECREF(type);
        return -1;
    }
    if (PyModule_AddIntConstant(module, "WIN", WIN) ||
        PyModule_AddIntConstant(module, "INFINITE_SCORE", INFINITE_SCORE) ||
        PyModule_AddIntConstant(module, "SOLVE_DEPTH", SOLVE_DEPTH) ||
        PyModule_AddIntConstant(module, "PROOF_SMALL_BOARD", PROOF_SMALL_BOARD) ||
        PyModule_AddIntConstant(module, "FEATURE_COUNT", FEATURE_COUNT) ||
        PyModule_AddIntConstant(module, "ORDER_PLAIN", ORDER_PLAIN) ||
        PyModule_AddIntConstant(module, "TABLE_ONE_SLOT", TABLE_ONE_SLOT) ||
        PyModule_AddIntConstant(module, "REDUCE_LATE", REDUCE_LATE) ||
        PyModule_AddIntConstant(module, "QUIESCE", QUIESCE) ||
        PyModule_AddIntConstant(module, "REDUCE_MORE", REDUCE_MORE) ||
        PyModule_AddIntConstant(module, "NULL_MOVE", NULL_MOVE))
        return -1;
    return 0;
}

static PyModuleDef_Slot core_slots[] = {
    {Py_mod_exec, core_exec},
    {0, NULL},
};

static struct PyModuleDef core_module = {
    PyModuleDef_HEAD_INIT, "engine._core", "The DVONN search core (see engine/core.py).", 0,
    core_methods, core_slots, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__core(void)
{
    core_init_tables();
    return PyModuleDef_Init(&core_module);
}
