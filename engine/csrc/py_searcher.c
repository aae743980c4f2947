/* engine._core.Searcher: a search state with its table, as a Python type. */
#include "pycore.h"

#define MAX_TABLE_BITS 26
#define MIN_TABLE_BITS 8

typedef struct SearcherObject {
    PyObject_HEAD
    Search search;
    PyObject *stop;   /* a callable polled during the search, or NULL */
    int busy;
} SearcherObject;

static int poll_stop(void *context)
{
    PyObject *stop = (PyObject *)context;
    PyGILState_STATE state = PyGILState_Ensure();
    PyObject *result = PyObject_CallNoArgs(stop);
    int answer = result ? PyObject_IsTrue(result) : -1;
    Py_XDECREF(result);
    if (answer < 0)
        PyErr_Clear(); /* a failing stop callable stops the search */
    PyGILState_Release(state);
    return answer != 0;
}

static int searcher_init(PyObject *self_object, PyObject *args, PyObject *kwargs)
{
    SearcherObject *self = (SearcherObject *)self_object;
    static char *keywords[] = {"weights", "flags", "table_bits", NULL};
    PyObject *weight_arg;
    unsigned int flags = 0;
    int table_bits = 20;
    Weights weights;
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "the searcher is searching");
        return -1;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O|Ii", keywords, &weight_arg, &flags,
                                     &table_bits) ||
        parse_weights(weight_arg, &weights))
        return -1;
    if (table_bits < MIN_TABLE_BITS || table_bits > MAX_TABLE_BITS) {
        PyErr_Format(PyExc_ValueError, "table_bits must be %d..%d", MIN_TABLE_BITS,
                     MAX_TABLE_BITS);
        return -1;
    }
    if (flags & ~(unsigned)(ORDER_PLAIN | TABLE_ONE_SLOT | PRUNING_FLAGS)) {
        PyErr_SetString(PyExc_ValueError, "unknown search flags");
        return -1;
    }
    search_free(&self->search);
    if (search_init(&self->search, &weights, flags, table_bits)) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

static void searcher_dealloc(PyObject *self_object)
{
    SearcherObject *self = (SearcherObject *)self_object;
    PyTypeObject *type = Py_TYPE(self_object);
    search_free(&self->search);
    Py_CLEAR(self->stop);
    freefunc free_slot = (freefunc)PyType_GetSlot(type, Py_tp_free);
    free_slot(self_object);
    Py_DECREF(type);
}

static int claim(SearcherObject *self)
{
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "the searcher is already searching");
        return -1;
    }
    if (!self->search.table) {
        PyErr_SetString(PyExc_RuntimeError, "the searcher was not initialised");
        return -1;
    }
    return 0;
}

static PyObject *searcher_start(PyObject *self_object, PyObject *args, PyObject *kwargs)
{
    SearcherObject *self = (SearcherObject *)self_object;
    static char *keywords[] = {"node_limit", "deadline", "stop", NULL};
    PyObject *node_arg = Py_None, *deadline_arg = Py_None, *stop = Py_None;
    Limits limits;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|OOO", keywords, &node_arg, &deadline_arg,
                                     &stop) ||
        claim(self))
        return NULL;
    if (stop != Py_None && !PyCallable_Check(stop)) {
        PyErr_SetString(PyExc_TypeError, "stop must be callable or None");
        return NULL;
    }
    /* Check everything before changing anything: a refused call leaves the searcher as it
     * was, still holding the stop callable its limits point to. */
    if (parse_limits(node_arg, deadline_arg, &limits))
        return NULL;
    PyObject *old = self->stop;
    self->stop = stop == Py_None ? NULL : stop;
    Py_XINCREF(self->stop);
    Py_XDECREF(old);
    limits.stop = self->stop ? poll_stop : NULL;
    limits.stop_context = self->stop;
    search_start(&self->search, &limits);
    Py_RETURN_NONE;
}

static PyObject *searcher_limit(PyObject *self_object, PyObject *args, PyObject *kwargs)
{
    SearcherObject *self = (SearcherObject *)self_object;
    static char *keywords[] = {"node_limit", "deadline", NULL};
    PyObject *node_arg = Py_None, *deadline_arg = Py_None;
    Limits limits;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|OO", keywords, &node_arg, &deadline_arg) ||
        claim(self) || parse_limits(node_arg, deadline_arg, &limits))
        return NULL;
    limits.stop = self->stop ? poll_stop : NULL;
    limits.stop_context = self->stop;
    search_set_limits(&self->search, &limits);
    Py_RETURN_NONE;
}

static PyObject *searcher_clear(PyObject *self_object, PyObject *unused)
{
    SearcherObject *self = (SearcherObject *)self_object;
    (void)unused;
    if (claim(self))
        return NULL;
    search_clear(&self->search);
    Py_RETURN_NONE;
}

static PyObject *searcher_root(PyObject *self_object, PyObject *args)
{
    SearcherObject *self = (SearcherObject *)self_object;
    PyObject *codes, *order_arg;
    int side, depth, lines = 1;
    Board board;
    if (!PyArg_ParseTuple(args, "OiiO|i", &codes, &side, &depth, &order_arg, &lines) ||
        claim(self) || parse_board(codes, &board) || check_side(side) || check_depth(depth))
        return NULL;
    if (depth < 1) {
        PyErr_SetString(PyExc_ValueError, "a root search needs a depth of at least 1");
        return NULL;
    }
    if (lines < 1) {
        PyErr_SetString(PyExc_ValueError, "a root search finds at least one line");
        return NULL;
    }
    PyObject *items = PySequence_Tuple(order_arg);
    if (!items)
        return NULL;
    Py_ssize_t count = PyTuple_Size(items);
    Move order[MAX_MOVES];
    RootScore scores[MAX_MOVES];
    if (count < 1 || count > MAX_MOVES) {
        PyErr_SetString(PyExc_ValueError, count < 1 ? "the root needs at least one move"
                                                    : "the root has at most 256 moves");
        Py_DECREF(items);
        return NULL;
    }
    for (Py_ssize_t i = 0; i < count; i++) {
        if (parse_move(PyTuple_GetItem(items, i), &board, side, &order[i])) {
            Py_DECREF(items);
            return NULL;
        }
        for (Py_ssize_t j = 0; j < i; j++)
            if (order[j] == order[i]) {
                PyErr_SetString(PyExc_ValueError, "a root move is listed twice");
                Py_DECREF(items);
                return NULL;
            }
    }
    Py_DECREF(items);
    int status;
    self->busy = 1;
    Py_BEGIN_ALLOW_THREADS
    status = search_root(&self->search, &board, side, depth, order, (int)count, lines, scores);
    Py_END_ALLOW_THREADS
    self->busy = 0;
    if (status)
        Py_RETURN_NONE;
    return root_score_list(scores, (int)count);
}

static PyObject *searcher_pvs(PyObject *self_object, PyObject *args)
{
    SearcherObject *self = (SearcherObject *)self_object;
    PyObject *codes;
    int side, depth, alpha, beta, ply = 1;
    Board board;
    if (!PyArg_ParseTuple(args, "Oiiii|i", &codes, &side, &depth, &alpha, &beta, &ply) ||
        claim(self) || parse_board(codes, &board) || check_side(side) || check_depth(depth))
        return NULL;
    if (alpha < -INFINITE_SCORE || beta > INFINITE_SCORE || alpha >= beta || ply < 0 ||
        ply >= MAX_PLY) {
        PyErr_SetString(PyExc_ValueError, "need -INFINITE <= alpha < beta <= INFINITE");
        return NULL;
    }
    int score;
    self->busy = 1;
    Py_BEGIN_ALLOW_THREADS
    score = search_pvs(&self->search, &board, side, depth, alpha, beta, ply);
    Py_END_ALLOW_THREADS
    self->busy = 0;
    if (self->search.stopped)
        Py_RETURN_NONE;
    return PyLong_FromLong(score);
}

static PyObject *searcher_prove(PyObject *self_object, PyObject *args)
{
    SearcherObject *self = (SearcherObject *)self_object;
    PyObject *codes;
    int side, beta, small_board = PROOF_SMALL_BOARD;
    Board board;
    if (!PyArg_ParseTuple(args, "Oii|i", &codes, &side, &beta, &small_board) || claim(self) ||
        parse_board(codes, &board) || check_side(side))
        return NULL;
    if (beta <= -INFINITE_SCORE || beta > INFINITE_SCORE) {
        PyErr_SetString(PyExc_ValueError, "need -INFINITE < beta <= INFINITE");
        return NULL;
    }
    if (small_board < 0 || small_board > CELLS) {
        PyErr_SetString(PyExc_ValueError, "small_board must be 0..49");
        return NULL;
    }
    int answer;
    self->busy = 1;
    Py_BEGIN_ALLOW_THREADS
    answer = prove_at_least(&self->search, &board, side, beta, small_board);
    Py_END_ALLOW_THREADS
    self->busy = 0;
    if (answer < 0)
        Py_RETURN_NONE;
    return PyBool_FromLong(answer);
}

static PyObject *searcher_proven(PyObject *self_object, PyObject *args)
{
    SearcherObject *self = (SearcherObject *)self_object;
    int side, lower, upper;
    Board board;
    if (claim(self) || parse_board_and_side(args, &board, &side))
        return NULL;
    search_proven(&self->search, &board, side, &lower, &upper);
    return Py_BuildValue("(ii)", lower, upper);
}

static PyObject *searcher_table_move(PyObject *self_object, PyObject *args)
{
    SearcherObject *self = (SearcherObject *)self_object;
    int side;
    Board board;
    if (claim(self) || parse_board_and_side(args, &board, &side))
        return NULL;
    Move move = search_table_move(&self->search, &board, side);
    return move_object(is_legal_move(&board, side, move) ? move : MOVE_NONE);
}

static PyObject *searcher_ordered_moves(PyObject *self_object, PyObject *args)
{
    SearcherObject *self = (SearcherObject *)self_object;
    PyObject *codes, *hint_arg = Py_None;
    int side;
    Board board;
    Move hint = MOVE_NONE, moves[MAX_MOVES];
    if (!PyArg_ParseTuple(args, "Oi|O", &codes, &side, &hint_arg) || claim(self) ||
        parse_board(codes, &board) || check_side(side) ||
        (hint_arg != Py_None && parse_move(hint_arg, &board, side, &hint)))
        return NULL;
    return move_list(moves, search_ordered_moves(&self->search, &board, side, 0, hint, moves));
}

static PyObject *searcher_pv(PyObject *self_object, PyObject *args)
{
    SearcherObject *self = (SearcherObject *)self_object;
    PyObject *codes;
    int side, limit;
    Board board;
    Move line[MAX_PLY];
    if (!PyArg_ParseTuple(args, "Oii", &codes, &side, &limit) || claim(self) ||
        parse_board(codes, &board) || check_side(side))
        return NULL;
    if (limit < 0 || limit > MAX_PLY) {
        PyErr_Format(PyExc_ValueError, "the line limit must be 0..%d", MAX_PLY);
        return NULL;
    }
    return move_list(line, search_pv(&self->search, &board, side, limit, line));
}

static PyObject *searcher_place(PyObject *self_object, PyObject *args)
{
    SearcherObject *self = (SearcherObject *)self_object;
    PyObject *codes, *weight_sequence;
    int budget, score, depth, cell;
    Placement placement;
    PlacementWeights weights;
    if (!PyArg_ParseTuple(args, "OiO", &codes, &budget, &weight_sequence) || claim(self) ||
        parse_placement(codes, &placement) || parse_placement_weights(weight_sequence, &weights))
        return NULL;
    if (budget < 1 || budget > 100000000) {
        PyErr_SetString(PyExc_ValueError, "the evaluation budget must be 1..100000000");
        return NULL;
    }
    if (popcount(placement.pieces[0] | placement.pieces[1] | placement.dvonn) == CELLS) {
        PyErr_SetString(PyExc_ValueError, "the board is full: nothing to place");
        return NULL;
    }
    self->busy = 1;
    Py_BEGIN_ALLOW_THREADS
    cell = placement_search(&self->search, &placement, &weights, budget, &score, &depth);
    Py_END_ALLOW_THREADS
    self->busy = 0;
    return Py_BuildValue("(iii)", cell, score, depth);
}

static PyObject *searcher_nodes(PyObject *self_object, void *closure)
{
    (void)closure;
    return PyLong_FromUnsignedLongLong(((SearcherObject *)self_object)->search.nodes);
}

static PyObject *searcher_guesses(PyObject *self_object, void *closure)
{
    (void)closure;
    return PyLong_FromUnsignedLongLong(((SearcherObject *)self_object)->search.guesses);
}

static PyObject *searcher_get_pruning(PyObject *self_object, void *closure)
{
    (void)closure;
    return PyLong_FromLong(((SearcherObject *)self_object)->search.flags & PRUNING_FLAGS);
}

static int searcher_set_pruning(PyObject *self_object, PyObject *value, void *closure)
{
    SearcherObject *self = (SearcherObject *)self_object;
    (void)closure;
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "the searcher is searching");
        return -1;
    }
    int overflow = 0;
    long flags = value && PyLong_Check(value) ? PyLong_AsLongAndOverflow(value, &overflow) : -1;
    if (overflow || flags < 0 || (flags & ~(long)PRUNING_FLAGS)) {
        PyErr_SetString(PyExc_ValueError, "pruning is a combination of REDUCE_LATE, QUIESCE, "
                                          "REDUCE_MORE and NULL_MOVE");
        return -1;
    }
    self->search.flags = (self->search.flags & ~(unsigned)PRUNING_FLAGS) | (unsigned)flags;
    return 0;
}

static PyMethodDef searcher_methods[] = {
    {"start", (PyCFunction)(void (*)(void))searcher_start, METH_VARARGS | METH_KEYWORDS,
     "start(node_limit=None, deadline=None, stop=None): reset the counters, set the limits "
     "(deadline in clock() seconds; stop: a callable polled during the search)"},
    {"limit", (PyCFunction)(void (*)(void))searcher_limit, METH_VARARGS | METH_KEYWORDS,
     "limit(node_limit=None, deadline=None): new limits, counters kept"},
    {"clear", searcher_clear, METH_NOARGS,
     "forget the table and the move-order memory"},
    {"root", searcher_root, METH_VARARGS,
     "root(codes, side, depth, order, lines=1) -> [(move, score)] best first (the first lines "
     "exact, the others upper bounds), or None when stopped"},
    {"pvs", searcher_pvs, METH_VARARGS,
     "pvs(codes, side, depth, alpha, beta, ply=1) -> score, or None when stopped"},
    {"prove", searcher_prove, METH_VARARGS,
     "prove(codes, side, beta, small_board=PROOF_SMALL_BOARD) -> whether side scores at least "
     "beta, or None when stopped"},
    {"proven", searcher_proven, METH_VARARGS, "proven(codes, side) -> (lower, upper)"},
    {"table_move", searcher_table_move, METH_VARARGS, "table_move(codes, side) -> move | None"},
    {"ordered_moves", searcher_ordered_moves, METH_VARARGS,
     "ordered_moves(codes, side, hint=None) -> moves, best guesses first"},
    {"pv", searcher_pv, METH_VARARGS, "pv(codes, side, limit) -> the table's line"},
    {"place", searcher_place, METH_VARARGS,
     "place(codes, evaluation_budget, placement_weights) -> (cell, score, depth): the placement search"},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef searcher_getset[] = {
    {"nodes", searcher_nodes, NULL, "nodes searched since start()", NULL},
    {"guesses", searcher_guesses, NULL, "estimates used since start()", NULL},
    {"pruning", searcher_get_pruning, searcher_set_pruning,
     "the pruning flags (REDUCE_LATE, QUIESCE, REDUCE_MORE, NULL_MOVE) of the next searches",
     NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyType_Slot searcher_slots[] = {
    {Py_tp_doc, "A search with its own table: Searcher(weights, flags=0, table_bits=20)"},
    {Py_tp_init, searcher_init},
    {Py_tp_dealloc, searcher_dealloc},
    {Py_tp_methods, searcher_methods},
    {Py_tp_getset, searcher_getset},
    {Py_tp_new, PyType_GenericNew},
    {0, NULL},
};

PyType_Spec searcher_spec = {
    "engine._core.Searcher", sizeof(SearcherObject), 0, Py_TPFLAGS_DEFAULT, searcher_slots,
};
