/* A compiled core for the solver: move generation, automatic moves and the
 * complete depth-first search, for every rule set (with or without taking back).
 *
 * It mirrors canfield/solver/position.py (Table.children on a complete table,
 * Table.closure, Table.base/bit/covers) and canfield/solver/search.py
 * (Search._search without deferred moves) step for step: the same children in
 * the same order, the same positions counted, the same transposition table.
 * The Python code is the reference; tests/solver/test_core.py compares them.
 * One order has no Python twin: twins 2 searches the twin moves last (run_deferred).
 *
 * What the tests check, and how (tests/solver/):
 *   node for node against the Python code (the same children in the same order, the same
 *   positions counted, the same outcome and line):
 *     gen_children and closure, along random play-outs and on hand-made positions, in
 *     8 rule sets (test_core: children_and_closure_match_*);
 *     the plain search (seed 0, twins 0 or 1, no kept table) at budgets of 1, 50 and 3,000
 *     positions, and to the end with taking back (test_core: search_is_the_python_*,
 *     search_with_taking_back_*); keys that do not pack (pack_key's fallback to the arena);
 *     the draw-1 relaxation's search, which is the plain search of another spec
 *     (test_relaxation: the_python_search_of_the_relaxation_agrees);
 *     blocked_dead against Table.dead, in searches that give positions up (test_blocked).
 *   by answers only (no Python twin to compare positions with; the same outcome as the plain
 *   search wherever both finish, and every win replays in the engine):
 *     probe orders (seed != 0, jitter; test_core: probes_*, a_later_attempt_*);
 *     twin moves searched last and wins below them (twins 2 and 3, run_deferred,
 *     rebase_path; test_core: deferring_*, wins_below_deferred_moves_replay);
 *     kept tables (Kept, keep_lost; test_kept); the line's shortening (shorten: its line
 *     replays to a win, test_solver and test_core); progress(), the stack's estimate of the
 *     part searched, only grows and stays within 0..1 (test_turns).
 *   refusals: bad specs and states (parse_spec, parse_state), running out of memory
 *   (MemoryError), more children than kid_limit (RuntimeError; test_core).
 *
 * spec (built by canfield.solver.fast.spec_of):
 *   (draw, tail_mode, empty_any, take_back, reserve: bytes, need: bytes(4*14),
 *    slot: bytes(52), height: bytes(52), fits: bytes(52*52), accepts: tuple of 52 bytes, blocked,
 *    twins)
 *   blocked: 1 to give up positions where some card can never get home (blocked_dead).
 *   tail_mode: 0 any tail, 1 top card or whole column, 2 whole column only.
 *   twins: 1 to leave out the twin moves Table.twins leaves out (docs/solver.md); 2 to search
 *   them last, after everything else (where the rule is not proven, see run_deferred); 3 (tests)
 *   to search every tail move last.
 * state: (cols: tuple of 4 bytes, rn: int, found: tuple of 4 ints, talon: bytes, pos: int)
 * step:  (kind, a, b, n) as in position.py.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#if defined(__GNUC__) || defined(__clang__)
#define PREFETCH(p) __builtin_prefetch(p)
#else
#define PREFETCH(p) ((void)(p))
#endif

/* the index of the lowest bit set in x (x != 0) */
static inline int
lowest_bit(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(x);
#else
    int n = 0;
    for (; !(x & 1); x >>= 1)
        n++;
    return n;
#endif
}

static inline int
popcount64(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_popcountll(x);
#else
    int n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
#endif
}

#define NCARD 52
#define MAXC 52    /* cards in one column */
#define MAXT 52    /* cards in the talon */
#define NO_CARD 255

enum { COL_TO_COL, COL_TO_FOUND, RES_TO_COL, RES_TO_FOUND, TALON_TO_COL, TALON_TO_FOUND, TAKE_BACK };
enum { TAIL_ANY, TAIL_TOP_OR_WHOLE, TAIL_WHOLE_ONLY };
/* spec twins: 0 every move; 1 the twin rule (proven: Table.twins); 2 every move, the twin moves
 * of rule 1 deferred to the end of the search (where the rule is not proven: run_deferred);
 * 3, for tests only, every move too, with every move of a tail deferred, so that wins are found
 * below deferred moves (run_deferred, rebase_path), which with 2 almost never happens */
enum { TWINS_OFF, TWINS_PROVEN, TWINS_DEFER, TWINS_DEFER_TAILS };
#define DEFERRED_PRIO 9000

typedef struct {
    int draw, tail_mode, empty_any, take_back, blocked, twins;
    int nreserve;
    uint8_t reserve[NCARD];
    uint8_t need[4][14];
    uint8_t slot[NCARD];
    uint8_t height[NCARD];
    uint8_t fits[NCARD * NCARD];
    uint8_t nacc[NCARD];
    uint8_t acc[NCARD][NCARD];
    /* for packed keys (see pack_key): which of the two cards a top accepts each card is, and
     * whether that is the same for every top (parse_spec); the root's talon (spec_root) */
    uint8_t choice[NCARD];
    int choices_agree;
    int talon_bits;
    uint8_t talon_at[NCARD]; /* a card's index in the root's talon; NO_CARD: not there */
    uint64_t parents[NCARD];  /* the cards a card may be built on in a column (for blocked_dead) */
} Spec;

typedef struct {
    uint8_t len[4];
    uint8_t rn, tlen, pos, pad;
    uint8_t found[4];
    uint8_t col[4][MAXC];
    uint8_t talon[MAXT];
    uint8_t slack[8]; /* make_key copies whole words: it may read up to 7 bytes past the talon */
    /* kept up to date by every move, for pack_key: bit k of cw[j] is the choice of the card
     * at index k of column j, and bit talon_at[c] of tmask is set while card c is in the talon */
    uint64_t cw[4];
    uint64_t tmask;
} State;

typedef struct {
    uint8_t kind, a, b, n;
} Step;

/* Packed (below) copies the bytes of a State before its columns as they are */
typedef char state_head_check[offsetof(State, col) == 12 ? 1 : -1];

typedef struct {
    int prio; /* priority * 1000 + clicks: the Python priority is prio + clicks * 0.001 */
    Step step;
} Kid;

/* ----- reading the Python arguments ------------------------------------------ */

static int
read_bytes(PyObject *o, const char *what, Py_ssize_t *len, const uint8_t **data)
{
    if (!PyBytes_Check(o)) {
        PyErr_Format(PyExc_TypeError, "%s must be bytes", what);
        return -1;
    }
    *len = PyBytes_GET_SIZE(o);
    *data = (const uint8_t *)PyBytes_AS_STRING(o);
    return 0;
}

static int
read_int(PyObject *o, const char *what, long lo, long hi, int *out)
{
    long v = PyLong_AsLong(o);
    if (v == -1 && PyErr_Occurred())
        return -1;
    if (v < lo || v > hi) {
        PyErr_Format(PyExc_ValueError, "%s out of range", what);
        return -1;
    }
    *out = (int)v;
    return 0;
}

static int
parse_spec(PyObject *o, Spec *sp)
{
    Py_ssize_t len;
    const uint8_t *d;
    if (!PyTuple_Check(o) || PyTuple_GET_SIZE(o) != 12) {
        PyErr_SetString(PyExc_TypeError, "spec must be a tuple of 12 items (see canfield.solver.fast.spec_of)");
        return -1;
    }
    memset(sp, 0, sizeof(*sp));
    if (read_int(PyTuple_GET_ITEM(o, 0), "draw", 1, 3, &sp->draw) < 0 ||
        read_int(PyTuple_GET_ITEM(o, 1), "tail_mode", 0, 2, &sp->tail_mode) < 0 ||
        read_int(PyTuple_GET_ITEM(o, 2), "empty_any", 0, 1, &sp->empty_any) < 0 ||
        read_int(PyTuple_GET_ITEM(o, 3), "take_back", 0, 1, &sp->take_back) < 0 ||
        read_int(PyTuple_GET_ITEM(o, 10), "blocked", 0, 1, &sp->blocked) < 0 ||
        read_int(PyTuple_GET_ITEM(o, 11), "twins", 0, 3, &sp->twins) < 0)
        return -1;
    if (sp->draw == 2) {
        PyErr_SetString(PyExc_ValueError, "draw must be 1 or 3");
        return -1;
    }
    if (read_bytes(PyTuple_GET_ITEM(o, 4), "reserve", &len, &d) < 0)
        return -1;
    if (len > NCARD) {
        PyErr_SetString(PyExc_ValueError, "reserve too long");
        return -1;
    }
    sp->nreserve = (int)len;
    memcpy(sp->reserve, d, len);
    if (read_bytes(PyTuple_GET_ITEM(o, 5), "need", &len, &d) < 0)
        return -1;
    if (len != 4 * 14) {
        PyErr_SetString(PyExc_ValueError, "need must hold 4 * 14 bytes");
        return -1;
    }
    memcpy(sp->need, d, len);
    if (read_bytes(PyTuple_GET_ITEM(o, 6), "slot", &len, &d) < 0)
        return -1;
    if (len != NCARD) {
        PyErr_SetString(PyExc_ValueError, "slot must hold 52 bytes");
        return -1;
    }
    memcpy(sp->slot, d, len);
    if (read_bytes(PyTuple_GET_ITEM(o, 7), "height", &len, &d) < 0)
        return -1;
    if (len != NCARD) {
        PyErr_SetString(PyExc_ValueError, "height must hold 52 bytes");
        return -1;
    }
    memcpy(sp->height, d, len);
    if (read_bytes(PyTuple_GET_ITEM(o, 8), "fits", &len, &d) < 0)
        return -1;
    if (len != NCARD * NCARD) {
        PyErr_SetString(PyExc_ValueError, "fits must hold 52 * 52 bytes");
        return -1;
    }
    memcpy(sp->fits, d, len);
    for (int p = 0; p < NCARD; p++)
        for (int c = 0; c < NCARD; c++)
            if (sp->fits[p * NCARD + c])
                sp->parents[c] |= (uint64_t)1 << p;
    PyObject *acc = PyTuple_GET_ITEM(o, 9);
    if (!PyTuple_Check(acc) || PyTuple_GET_SIZE(acc) != NCARD) {
        PyErr_SetString(PyExc_TypeError, "accepts must be a tuple of 52 bytes");
        return -1;
    }
    for (int c = 0; c < NCARD; c++) {
        if (read_bytes(PyTuple_GET_ITEM(acc, c), "accepts[card]", &len, &d) < 0)
            return -1;
        if (len > NCARD) {
            PyErr_SetString(PyExc_ValueError, "accepts[card] is longer than the deck");
            return -1;
        }
        sp->nacc[c] = (uint8_t)len;
        memcpy(sp->acc[c], d, len);
    }
    sp->choices_agree = 1;
    memset(sp->choice, NO_CARD, sizeof(sp->choice));
    for (int c = 0; c < NCARD; c++)
        for (int k = 0; k < sp->nacc[c]; k++) {
            uint8_t *ch = &sp->choice[sp->acc[c][k] % NCARD];
            if (k > 1 || (*ch != NO_CARD && *ch != k))
                sp->choices_agree = 0; /* a card would need more than one bit, or one per top */
            *ch = (uint8_t)k;
        }
    for (int c = 0; c < NCARD; c++)
        if (sp->choice[c] == NO_CARD)
            sp->choice[c] = 0; /* never built on anything: only ever a column's bottom card */
    uint8_t listed[NCARD * NCARD]; /* the moves test fits, the packed key reads accepts: they must agree */
    memset(listed, 0, sizeof(listed));
    for (int c = 0; c < NCARD; c++)
        for (int k = 0; k < sp->nacc[c]; k++)
            listed[c * NCARD + sp->acc[c][k] % NCARD] = 1;
    for (int i = 0; i < NCARD * NCARD; i++)
        if (!sp->fits[i] != !listed[i])
            sp->choices_agree = 0;
    /* everything must index inside the tables */
    for (int i = 0; i < sp->nreserve; i++)
        if (sp->reserve[i] >= NCARD)
            goto bad;
    for (int c = 0; c < NCARD; c++) {
        if (sp->slot[c] >= 4 || sp->height[c] >= 13)
            goto bad;
        for (int k = 0; k < sp->nacc[c]; k++)
            if (sp->acc[c][k] >= NCARD)
                goto bad;
    }
    for (int s = 0; s < 4; s++) {
        for (int n = 0; n < 13; n++)
            if (sp->need[s][n] >= NCARD)
                goto bad;
        if (sp->need[s][13] != NO_CARD)
            goto bad;
    }
    return 0;
bad:
    PyErr_SetString(PyExc_ValueError, "spec holds an invalid card");
    return -1;
}

static void spec_root(Spec *sp, const State *root);
static void derive_masks(const Spec *sp, State *s);

/* A state from Python; it becomes the root of sp's work (spec_root) */
static int
parse_state(PyObject *o, Spec *sp, State *st)
{
    Py_ssize_t len;
    const uint8_t *d;
    int v;
    if (!PyTuple_Check(o) || PyTuple_GET_SIZE(o) != 5) {
        PyErr_SetString(PyExc_TypeError, "state must be (cols, rn, found, talon, pos)");
        return -1;
    }
    memset(st, 0, sizeof(*st));
    PyObject *cols = PyTuple_GET_ITEM(o, 0);
    PyObject *found = PyTuple_GET_ITEM(o, 2);
    if (!PyTuple_Check(cols) || PyTuple_GET_SIZE(cols) != 4 || !PyTuple_Check(found) ||
        PyTuple_GET_SIZE(found) != 4) {
        PyErr_SetString(PyExc_TypeError, "cols and found must be tuples of 4");
        return -1;
    }
    for (int j = 0; j < 4; j++) {
        if (read_bytes(PyTuple_GET_ITEM(cols, j), "column", &len, &d) < 0)
            return -1;
        if (len > MAXC) {
            PyErr_SetString(PyExc_ValueError, "column too long");
            return -1;
        }
        for (Py_ssize_t k = 0; k < len; k++)
            if (d[k] >= NCARD) {
                PyErr_SetString(PyExc_ValueError, "invalid card in a column");
                return -1;
            }
        st->len[j] = (uint8_t)len;
        memcpy(st->col[j], d, len);
        if (read_int(PyTuple_GET_ITEM(found, j), "found", 0, 13, &v) < 0)
            return -1;
        st->found[j] = (uint8_t)v;
    }
    if (read_int(PyTuple_GET_ITEM(o, 1), "rn", 0, sp->nreserve, &v) < 0)
        return -1;
    st->rn = (uint8_t)v;
    if (read_bytes(PyTuple_GET_ITEM(o, 3), "talon", &len, &d) < 0)
        return -1;
    if (len > MAXT) {
        PyErr_SetString(PyExc_ValueError, "talon too long");
        return -1;
    }
    for (Py_ssize_t k = 0; k < len; k++)
        if (d[k] >= NCARD) {
            PyErr_SetString(PyExc_ValueError, "invalid card in the talon");
            return -1;
        }
    st->tlen = (uint8_t)len;
    memcpy(st->talon, d, len);
    if (read_int(PyTuple_GET_ITEM(o, 4), "pos", 0, st->tlen, &v) < 0)
        return -1;
    st->pos = (uint8_t)v;
    /* every card at most once: then no pile can outgrow its array */
    uint8_t used[NCARD];
    memset(used, 0, sizeof(used));
    for (int j = 0; j < 4; j++)
        for (int k = 0; k < st->len[j]; k++)
            if (used[st->col[j][k]]++)
                goto twice;
    for (int k = 0; k < st->tlen; k++)
        if (used[st->talon[k]]++)
            goto twice;
    for (int k = 0; k < st->rn; k++)
        if (used[sp->reserve[k]]++)
            goto twice;
    spec_root(sp, st);
    derive_masks(sp, st);
    return 0;
twice:
    PyErr_SetString(PyExc_ValueError, "a card is in the state twice");
    return -1;
}

static PyObject *
state_to_py(const State *st)
{
    PyObject *cols = PyTuple_New(4), *found = PyTuple_New(4);
    if (!cols || !found)
        goto fail;
    for (int j = 0; j < 4; j++) {
        PyObject *b = PyBytes_FromStringAndSize((const char *)st->col[j], st->len[j]);
        if (!b)
            goto fail;
        PyTuple_SET_ITEM(cols, j, b);
        PyObject *f = PyLong_FromLong(st->found[j]);
        if (!f)
            goto fail;
        PyTuple_SET_ITEM(found, j, f);
    }
    PyObject *talon = PyBytes_FromStringAndSize((const char *)st->talon, st->tlen);
    if (!talon)
        goto fail;
    return Py_BuildValue("(NiNNi)", cols, (int)st->rn, found, talon, (int)st->pos);
fail:
    Py_XDECREF(cols);
    Py_XDECREF(found);
    return NULL;
}

static PyObject *
step_to_py(Step s)
{
    return Py_BuildValue("(iiii)", s.kind, s.a, s.b, s.n);
}

/* ----- the rules -------------------------------------------------------------- */

static inline int
is_next(const Spec *sp, const uint8_t *found, int c)
{
    int sl = sp->slot[c];
    return sp->need[sl][found[sl]] == c;
}

/* Table._could_go_home_instead */
static int
could_go_home_instead(const Spec *sp, int card, const uint8_t *found, int depth)
{
    for (int k = 0; k < sp->nacc[card]; k++) {
        int a = sp->acc[card][k];
        int f = found[sp->slot[a]], h = sp->height[a];
        if (f > h)
            continue;
        if (depth == 0 || f < h || !could_go_home_instead(sp, a, found, depth - 1))
            return 0;
    }
    return 1;
}

/* Table.safe: with taking back only when every card that fits on it is home (depth 0) */
static int
is_safe(const Spec *sp, int card, const uint8_t *found)
{
    int all_home = 1;
    for (int k = 0; k < sp->nacc[card]; k++) {
        int a = sp->acc[card][k];
        if (found[sp->slot[a]] < sp->height[a] + 1) {
            all_home = 0;
            break;
        }
    }
    if (all_home)
        return 1;
    if (sp->take_back)
        return 0;
    return could_go_home_instead(sp, card, found, 2);
}

/* Table.dead: no order of play can bring every card home (docs/solver.md, "Blocked cards").
 * Only for rules where nothing comes back from a foundation and a column's cards leave it
 * one at a time from the top or all together (spec blocked). A least fixpoint over what may
 * still happen to each card, each needing what must come first in any play: home (the card
 * before it in its foundation is home, and it is exposed), left (a column card goes home, or,
 * where a lone top card may move to a column, it moves onto a parent that is not home and may
 * be exposed; a parent under it in its column is exposed only after it has left) and exposed
 * (every card above it in its column has left; cards outside the columns count as exposed).
 * Each column is walked from the top once per round, gone[j] counting the cards known to
 * leave: the same fixpoint in any order of evaluation. A card that cannot get home: lost. */
static int
blocked_dead(const Spec *sp, const State *s)
{
    uint64_t home = 0, exposed = ~(uint64_t)0; /* exposed: every card but those under another */
    int k[4], gone[4] = {0, 0, 0, 0};
    for (int sl = 0; sl < 4; sl++) {
        k[sl] = s->found[sl];
        for (int n = 0; n < k[sl]; n++)
            home |= (uint64_t)1 << sp->need[sl][n];
    }
    for (int j = 0; j < 4; j++)
        for (int m = 0; m + 1 < s->len[j]; m++)
            exposed &= ~((uint64_t)1 << s->col[j][m]);
    uint64_t done = home;
    int lone = sp->tail_mode == TAIL_TOP_OR_WHOLE;
    for (int changed = 1; changed;) {
        changed = 0;
        for (int j = 0; j < 4; j++)
            for (int m = s->len[j] - 1 - gone[j]; m > 0; m--) { /* m > 0: the bottom card never leaves */
                int c = s->col[j][m];
                if (!(done >> c & 1) && !(lone && (sp->parents[c] & exposed & ~home)))
                    break;
                gone[j]++;
                exposed |= (uint64_t)1 << s->col[j][m - 1];
                changed = 1;
            }
        for (int sl = 0; sl < 4; sl++)
            while (k[sl] < 13 && (exposed >> sp->need[sl][k[sl]] & 1)) {
                done |= (uint64_t)1 << sp->need[sl][k[sl]];
                k[sl]++;
                changed = 1;
            }
    }
    return k[0] + k[1] + k[2] + k[3] < 52;
}

/* Put card c on column j */
static inline void
col_push(const Spec *sp, State *s, int j, int c)
{
    s->cw[j] |= (uint64_t)sp->choice[c] << s->len[j];
    s->col[j][s->len[j]++] = (uint8_t)c;
}

/* Shorten column j to n cards */
static inline void
col_cut(State *s, int j, int n)
{
    s->len[j] = (uint8_t)n;
    s->cw[j] &= ((uint64_t)1 << n) - 1; /* n <= MAXC < 64 */
}

/* Table._after_removal on column j (already shortened) */
static inline void
after_removal(const Spec *sp, State *s, int j)
{
    if (s->len[j] == 0 && s->rn) {
        col_push(sp, s, j, sp->reserve[s->rn - 1]);
        s->rn--;
    }
}

static inline void
talon_remove(const Spec *sp, State *s, int at)
{
    s->tmask &= ~((uint64_t)1 << sp->talon_at[s->talon[at]]);
    memmove(s->talon + at, s->talon + at + 1, s->tlen - at - 1);
    s->tlen--;
    s->pos = (uint8_t)at;
}

/* The root's talon for tmask (before the root is closed: every later talon is part of it) */
static void
spec_root(Spec *sp, const State *root)
{
    memset(sp->talon_at, NO_CARD, sizeof(sp->talon_at));
    for (int k = 0; k < root->tlen; k++)
        sp->talon_at[root->talon[k]] = (uint8_t)k;
    sp->talon_bits = root->tlen;
}

/* cw and tmask worked out from the cards (a parsed or unpacked state) */
static void
derive_masks(const Spec *sp, State *s)
{
    for (int j = 0; j < 4; j++) {
        s->cw[j] = 0;
        for (int k = 0; k < s->len[j]; k++)
            s->cw[j] |= (uint64_t)sp->choice[s->col[j][k]] << k;
    }
    s->tmask = 0;
    for (int k = 0; k < s->tlen; k++)
        s->tmask |= (uint64_t)1 << sp->talon_at[s->talon[k]];
}

/* Table.closure: play every safe foundation move */
static void
closure(const Spec *sp, State *s)
{
    int progress = 1;
    while (progress) {
        progress = 0;
        if (s->rn) {
            int c = sp->reserve[s->rn - 1];
            if (is_next(sp, s->found, c) && is_safe(sp, c, s->found)) {
                s->found[sp->slot[c]]++;
                s->rn--;
                progress = 1;
            }
        }
        for (int j = 0; j < 4; j++) {
            if (!s->len[j])
                continue;
            int c = s->col[j][s->len[j] - 1];
            if (!is_next(sp, s->found, c) || !is_safe(sp, c, s->found))
                continue;
            if (sp->take_back && s->len[j] == 1 && s->rn)
                continue; /* the reserve would refill the column: see Table.closure */
            s->found[sp->slot[c]]++;
            col_cut(s, j, s->len[j] - 1);
            after_removal(sp, s, j);
            progress = 1;
        }
        if (sp->draw == 1 && s->tlen) {
            /* the first talon card that may go home safely: of the four next cards (tmask
             * says which are in the talon), the one first in the root's talon order */
            int first = NO_CARD;
            for (int sl = 0; sl < 4; sl++) {
                int c = sp->need[sl][s->found[sl]];
                int at = c == NO_CARD ? NO_CARD : sp->talon_at[c];
                if (at < first && (s->tmask >> at & 1) && is_safe(sp, c, s->found))
                    first = at;
            }
            if (first != NO_CARD) {
                int i = popcount64(s->tmask & (((uint64_t)1 << first) - 1)); /* its index now */
                s->found[sp->slot[s->talon[i]]]++;
                talon_remove(sp, s, i);
                progress = 1;
            }
        }
    }
}

/* the position after one step (as Table.children builds it) */
static void
apply_step(const Spec *sp, const State *from, Step st, State *s)
{
    *s = *from;
    int c;
    switch (st.kind) {
    case COL_TO_COL: {
        int i = st.a, j = st.b, k = st.n, at = s->len[i] - k;
        memcpy(s->col[j] + s->len[j], s->col[i] + at, k);
        s->cw[j] |= ((s->cw[i] >> at) & (((uint64_t)1 << k) - 1)) << s->len[j];
        s->len[j] += k;
        col_cut(s, i, at);
        after_removal(sp, s, i);
        break;
    }
    case COL_TO_FOUND:
        c = s->col[st.a][s->len[st.a] - 1];
        s->found[sp->slot[c]]++;
        col_cut(s, st.a, s->len[st.a] - 1);
        after_removal(sp, s, st.a);
        break;
    case RES_TO_COL:
        col_push(sp, s, st.b, sp->reserve[s->rn - 1]);
        s->rn--;
        break;
    case RES_TO_FOUND:
        c = sp->reserve[s->rn - 1];
        s->found[sp->slot[c]]++;
        s->rn--;
        break;
    case TALON_TO_COL:
        c = s->talon[st.a];
        talon_remove(sp, s, st.a);
        col_push(sp, s, st.b, c);
        break;
    case TALON_TO_FOUND:
        c = s->talon[st.a];
        talon_remove(sp, s, st.a);
        s->found[sp->slot[c]]++;
        break;
    case TAKE_BACK:
        s->found[st.a]--;
        col_push(sp, s, st.b, sp->need[st.a][s->found[st.a]]);
        break;
    }
}

/* Table._reach: waste positions 1..size the stock reaches from pos, in order, with their clicks */
static int
reach(int draw, int size, int pos, uint8_t *ps, uint8_t *costs)
{
    uint8_t have[MAXT + 1];
    int n = 0, clicks = 0, p = pos;
    memset(have, 0, sizeof(have));
    for (;;) {
        if (p && !have[p]) {
            have[p] = 1;
            ps[n] = (uint8_t)p;
            costs[n++] = (uint8_t)clicks;
        }
        if (p == size)
            break;
        p = p + draw < size ? p + draw : size;
        clicks++;
    }
    clicks++;
    p = 0;
    while (p < size) {
        p = p + draw < size ? p + draw : size;
        clicks++;
        if (!have[p]) {
            have[p] = 1;
            ps[n] = (uint8_t)p;
            costs[n++] = (uint8_t)clicks;
        }
    }
    return n;
}

/* the bit of card c in a talon mask; 0 when it is not in the root's talon */
static inline uint64_t
talon_bit(const Spec *sp, int c)
{
    return c == NO_CARD || sp->talon_at[c] == NO_CARD ? 0 : (uint64_t)1 << sp->talon_at[c];
}

/* reach for draw 1 with no space: only the waste positions whose card can go somewhere (home,
 * or onto a top: wanted), in reach's order. Found through tmask, not by reading every card. */
static int
reach_wanted(const Spec *sp, const State *s, const int *tops, uint8_t *ps, uint8_t *costs)
{
    uint64_t cards = 0; /* by index in the root's talon: the next cards, and those a top takes */
    for (int sl = 0; sl < 4; sl++)
        if (s->found[sl] < 13)
            cards |= talon_bit(sp, sp->need[sl][s->found[sl]]);
    for (int j = 0; j < 4; j++)
        if (tops[j] >= 0)
            for (int q = 0; q < sp->nacc[tops[j]]; q++)
                cards |= talon_bit(sp, sp->acc[tops[j]][q]);
    cards &= s->tmask;
    int m = 0;
    for (; cards; cards &= cards - 1) {
        int at = lowest_bit(cards);
        int p = popcount64(s->tmask & (((uint64_t)1 << at) - 1)) + 1; /* its waste position */
        int cost = p >= s->pos ? p - s->pos : s->tlen - s->pos + 1 + p; /* as reach counts (p >= 1) */
        int i = m++;
        for (; i > 0 && costs[i - 1] > cost; i--) { /* in order of clicks, as reach lists them */
            ps[i] = ps[i - 1];
            costs[i] = costs[i - 1];
        }
        ps[i] = (uint8_t)p;
        costs[i] = (uint8_t)cost;
    }
    return m;
}

#define MAXKIDS 1024
/* The children one position may have: MAXKIDS, far more than any rule set here makes (a few
 * dozen); lowered only by tests (kid_limit) to reach the overflow. A position with more is
 * refused loudly (KIDS_OVERFLOW, then OUT_TOOMANY or RuntimeError): a search that dropped
 * children would answer "not winnable" without having searched every move. */
static int kid_limit = MAXKIDS;
#define KIDS_OVERFLOW (MAXKIDS + 1) /* the count add_kid leaves once a child did not fit */

static inline void
add_kid(Kid *out, int *n, int prio, int kind, int a, int b, int k)
{
    if (*n >= kid_limit) {
        *n = KIDS_OVERFLOW; /* gen_children refuses the position */
        return;
    }
    Kid *x = &out[(*n)++];
    x->prio = prio;
    x->step.kind = (uint8_t)kind;
    x->step.a = (uint8_t)a;
    x->step.b = (uint8_t)b;
    x->step.n = (uint8_t)k;
}

/* Table._push_tail (complete table: nothing deferred) */
static void
push_tail(const Spec *sp, const State *s, int i, int j, int k, Kid *out, int *n)
{
    int len = s->len[i], prio;
    if (sp->twins == TWINS_DEFER_TAILS) {
        add_kid(out, n, DEFERRED_PRIO, COL_TO_COL, i, j, k);
        return;
    }
    if (k == len) {
        prio = s->rn ? 2 : 5;
    } else {
        int below = s->col[i][len - k - 1];
        if (is_next(sp, s->found, below))
            prio = 3;
        else if (sp->twins && s->len[j] && sp->fits[below * NCARD + s->col[i][len - k]] &&
                 !is_next(sp, s->found, s->col[j][s->len[j] - 1])) {
            if (sp->twins == TWINS_DEFER) /* kept for the end of the search (see run_deferred) */
                add_kid(out, n, DEFERRED_PRIO, COL_TO_COL, i, j, k);
            return; /* a tail from one twin onto the other: Table.twins */
        }
        else
            prio = s->len[j] ? 5 : 6;
    }
    add_kid(out, n, prio * 1000, COL_TO_COL, i, j, k);
}

/* Table._tail_moves with Table._heads */
static void
tail_moves(const Spec *sp, const State *s, int i, int empty, const int *tops, const uint8_t *where_col,
           const uint8_t *where_idx, Kid *out, int *nk)
{
    const uint8_t *col = s->col[i];
    int n = s->len[i];
    int run = 1;
    while (run < n && sp->fits[col[n - run - 1] * NCARD + col[n - run]])
        run++;
    int low = sp->tail_mode == TAIL_ANY ? n - run : sp->tail_mode == TAIL_TOP_OR_WHOLE ? n - 1 : n;
    int no_heads = sp->tail_mode == TAIL_WHOLE_ONLY && run < n;
    for (int j = 0; j < 4; j++) {
        if (j == i)
            continue;
        int t = tops[j];
        if (t >= 0) {
            if (no_heads)
                continue;
            for (int q = 0; q < sp->nacc[t]; q++) {
                int a = sp->acc[t][q];
                if (where_col[a] != i)
                    continue;
                int at = where_idx[a];
                if (at >= low || (at == 0 && run == n)) {
                    push_tail(sp, s, i, j, n - at, out, nk);
                    break;
                }
            }
        } else if (j == empty && sp->empty_any) {
            if (sp->tail_mode == TAIL_WHOLE_ONLY)
                continue;
            for (int at = low > 1 ? low : 1; at < n; at++)
                push_tail(sp, s, i, j, n - at, out, nk);
        }
    }
}

/* Table.children on a complete table, sorted (stably) by priority; -1 when there are more
 * than kid_limit (out then holds some of them, unsorted: never searched) */
static int
gen_children(const Spec *sp, const State *s, Kid *out)
{
    int nk = 0, empty = -1, tops[4];
    for (int j = 0; j < 4; j++)
        if (!s->len[j]) {
            empty = j;
            break;
        }
    for (int j = 0; j < 4; j++)
        tops[j] = s->len[j] ? s->col[j][s->len[j] - 1] : -1;
    uint8_t where_col[NCARD], where_idx[NCARD]; /* the column and index of each column card */
    memset(where_col, 0xff, sizeof(where_col));
    for (int j = 0; j < 4; j++)
        for (int m = 0; m < s->len[j]; m++) {
            where_col[s->col[j][m]] = (uint8_t)j;
            where_idx[s->col[j][m]] = (uint8_t)m;
        }

    if (s->rn) {
        int c = sp->reserve[s->rn - 1];
        if (is_next(sp, s->found, c))
            add_kid(out, &nk, 0, RES_TO_FOUND, 0, 0, 1);
        for (int j = 0; j < 4; j++)
            if (tops[j] >= 0 && sp->fits[tops[j] * NCARD + c])
                add_kid(out, &nk, 2000, RES_TO_COL, 0, j, 1);
        if (empty >= 0 && sp->empty_any)
            add_kid(out, &nk, 6000, RES_TO_COL, 0, empty, 1);
    }
    for (int i = 0; i < 4; i++) {
        if (!s->len[i])
            continue;
        if (is_next(sp, s->found, tops[i]))
            add_kid(out, &nk, 0, COL_TO_FOUND, i, 0, 1);
        tail_moves(sp, s, i, empty, tops, where_col, where_idx, out, &nk);
    }
    if (s->tlen) {
        uint8_t ps[2 * MAXT + 2], costs[2 * MAXT + 2], wanted[NCARD]; /* the columns whose top takes a card */
        memset(wanted, 0, sizeof(wanted));
        for (int j = 0; j < 4; j++)
            if (tops[j] >= 0)
                for (int q = 0; q < sp->nacc[tops[j]]; q++)
                    wanted[sp->acc[tops[j]][q]] |= (uint8_t)(1 << j);
        int np = sp->draw == 1 && empty < 0 ? reach_wanted(sp, s, tops, ps, costs)
                                            : reach(sp->draw, s->tlen, s->pos, ps, costs);
        for (int r = 0; r < np; r++) {
            int p = ps[r], cost = costs[r];
            int c = s->talon[p - 1];
            int home = is_next(sp, s->found, c);
            int targets = wanted[c];
            if (!home && !targets && empty < 0)
                continue;
            if (home)
                add_kid(out, &nk, 1000 + cost, TALON_TO_FOUND, p - 1, 0, 1);
            for (int j = 0; j < 4; j++)
                if (targets & (1 << j))
                    add_kid(out, &nk, 4000 + cost, TALON_TO_COL, p - 1, j, 1);
            if (empty >= 0)
                add_kid(out, &nk, 6000 + cost, TALON_TO_COL, p - 1, empty, 1);
        }
    }
    if (sp->take_back) /* Table._take_backs */
        for (int sl = 0; sl < 4; sl++) {
            if (!s->found[sl])
                continue;
            int c = sp->need[sl][s->found[sl] - 1];
            uint8_t lower[4];
            memcpy(lower, s->found, 4);
            lower[sl]--;
            if (is_safe(sp, c, lower))
                continue; /* it would fly straight back */
            for (int j = 0; j < 4; j++)
                if ((tops[j] >= 0 && sp->fits[tops[j] * NCARD + c]) || (j == empty && sp->empty_any))
                    add_kid(out, &nk, 7000, TAKE_BACK, sl, j, 1);
        }
    if (nk == KIDS_OVERFLOW)
        return -1;
    /* A stable sort by priority, as a stable sort by its whole part: within one
     * whole part the kids already come in order of clicks. Talon kids follow all
     * others but take-backs, and _reach lists the waste positions with ever more
     * clicks. Whole parts run from 0 to 7, and 9 for deferred twin moves. */
    int count[11] = {0};
    for (int i = 0; i < nk; i++)
        count[out[i].prio / 1000 + 1]++;
    for (int b = 1; b < 11; b++)
        count[b] += count[b - 1];
    Kid sorted[MAXKIDS];
    for (int i = 0; i < nk; i++)
        sorted[count[out[i].prio / 1000]++] = out[i];
    memcpy(out, sorted, nk * sizeof(Kid));
    return nk;
}

/* Table.progress: a rough measure of how far a position is from the deal */
static inline int
progress(const State *s)
{
    int n = s->found[0] + s->found[1] + s->found[2] + s->found[3];
    return 4 * n + 3 * (13 - s->rn) - s->tlen / 8;
}

static inline int
is_won(const State *s)
{
    return s->found[0] == 13 && s->found[1] == 13 && s->found[2] == 13 && s->found[3] == 13;
}

/* ----- the transposition table --------------------------------------------------- */

/* Ask for transparent huge pages on a large block (Linux): the table is read at
 * random, and with 4 KB pages nearly every lookup also misses the TLB. */
static void
huge_pages(void *p, size_t size)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const uintptr_t two_mb = (uintptr_t)1 << 21;
    uintptr_t lo = ((uintptr_t)p + two_mb - 1) & ~(two_mb - 1), hi = ((uintptr_t)p + size) & ~(two_mb - 1);
    if (hi > lo)
        madvise((void *)lo, hi - lo, MADV_HUGEPAGE);
#else
    (void)p;
    (void)size;
#endif
}

/* A table's slots, zeroed: blocks of 1 MiB or more mapped on their own (Linux), so that freeing
 * them gives the memory back at once. From malloc, a freed block of up to 32 MiB makes glibc raise
 * its mmap threshold and serve the next tables from the searching threads' arenas, which keep what
 * is freed: a sample's worker or the window's solver process, running search after search,
 * peaked 160 MiB higher in its second 10 s search than in its first (419 -> 579 MiB, strict). */
#define MAPPED_BLOCK ((size_t)1 << 20)

static void *
slots_alloc(size_t count, size_t item)
{
#if defined(__linux__)
    if (count * item >= MAPPED_BLOCK) {
        void *p = mmap(NULL, count * item, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        return p == MAP_FAILED ? NULL : p; /* anonymous pages are zero */
    }
#endif
    return calloc(count, item);
}

static void
slots_free(void *p, size_t count, size_t item)
{
    if (!p)
        return;
#if defined(__linux__)
    if (count * item >= MAPPED_BLOCK) {
        munmap(p, count * item);
        return;
    }
#endif
    free(p);
}

/* base key (Table.base): the columns sorted, rn, the talon. Byte 0 is the length;
 * zero bytes pad it to whole 8-byte words for the hash. */
#define MAXKEY 80 /* 1 + 4 lengths + 52 cards + rn + talon length = 59, padded (and copy_words slack) */

/* memcpy in whole words: writes (and reads) up to 7 bytes more than len */
static inline void
copy_words(uint8_t *to, const uint8_t *from, int len)
{
    for (int i = 0; i < len; i += 8) {
        uint64_t w;
        memcpy(&w, from + i, 8);
        memcpy(to + i, &w, 8);
    }
}

/* The columns sorted by bottom card (empty columns first): every card is in one
 * column only, so this order is total up to equal (empty) columns. */
static inline void
column_order(const State *s, int *order)
{
    int v[4]; /* (bottom card + 1) * 4 + column: distinct, so any sort gives the same order */
    for (int j = 0; j < 4; j++)
        v[j] = (s->len[j] ? s->col[j][0] + 1 : 0) * 4 + j;
#define SORT2(x, y)                           \
    do {                                      \
        int lo = v[x] < v[y] ? v[x] : v[y];   \
        int hi = v[x] < v[y] ? v[y] : v[x];   \
        v[x] = lo;                            \
        v[y] = hi;                            \
    } while (0)
    SORT2(0, 1);
    SORT2(2, 3);
    SORT2(0, 2);
    SORT2(1, 3);
    SORT2(1, 2);
#undef SORT2
    for (int i = 0; i < 4; i++)
        order[i] = v[i] & 3;
}

static int
make_key(const State *s, uint8_t *key)
{
    int order[4];
    column_order(s, order);
    int n = 1;
    for (int i = 0; i < 4; i++) {
        int j = order[i];
        key[n++] = s->len[j];
        copy_words(key + n, s->col[j], s->len[j]);
        n += s->len[j];
    }
    key[n++] = s->rn;
    key[n++] = s->tlen;
    copy_words(key + n, s->talon, s->tlen);
    n += s->tlen;
    key[0] = (uint8_t)n;
    for (int p = n; p & 7; p++)
        key[p] = 0;
    return n;
}

static uint64_t
hash_key(const uint8_t *key, int n)
{
    uint64_t h = 0x9E3779B97F4A7C15ull;
    for (int i = 0; i < n; i += 8) {
        uint64_t w;
        memcpy(&w, key + i, 8);
        h = (h ^ w) * 0xBF58476D1CE4E5B9ull;
        h ^= h >> 31;
    }
    h *= 0x94D049BB133111EBull;
    h ^= h >> 29;
    return h;
}

/* Table.bit and Table.covers (with dominance) */
static inline uint64_t
waste_bit(int draw, const State *s)
{
    if (draw == 1 || s->pos % 3 == 0 || s->pos == s->tlen)
        return 1;
    return (uint64_t)1 << s->pos;
}

static inline uint64_t
waste_covers(int draw, const State *s)
{
    if (draw == 1 || s->pos % 3 == 0 || s->pos == s->tlen)
        return 1;
    uint64_t bits = 1;
    for (int q = s->pos; q < s->tlen; q += 3)
        bits |= (uint64_t)1 << q;
    return bits;
}

/* A position's key in the table. Most positions pack exactly into 127 bits (pack_key):
 * then k0, k1 are the key itself, compared in the slot with no second memory access.
 * Others keep their make_key bytes in the arena: then k0 is their hash and k1 is
 * IN_ARENA | 1 + where they start. */
typedef struct {
    uint64_t k0, k1;
} Key;

#define IN_ARENA ((uint64_t)1 << 63)

typedef struct {
    Key key;       /* {0, 0}: a free slot */
    uint64_t bits; /* waste positions settled, as Search.seen holds them (WASTE_BITS); its worth */
} Entry;

/* Entry.bits: the low 53 bits are waste positions 0 to 52 (a talon holds at most 52 cards);
 * above them its worth, what searching it again would cost: the bit length of the number of
 * positions its search took (note_worth; 0 until that search ends), for make_room, which drops
 * the cheapest first; and LIVE while make_room runs, for the positions it must keep */
#define WASTE_BITS (((uint64_t)1 << 53) - 1)
#define WORTH_SHIFT 53
#define WORTH_BITS ((uint64_t)0x1f << WORTH_SHIFT)
#define LIVE ((uint64_t)1 << 63)

/* A key being looked up: packed (n == 0) or the make_key bytes and their hash */
typedef struct {
    Key key; /* when packed */
    uint64_t hash;
    int n;
    uint8_t bytes[MAXKEY];
} Lookup;

/* The transposition table: open addressing with linear probing over `size` slots (any size: a
 * hash picks its slot by its high bits, slot_of). It grows at 70 % full to twice its size, but
 * never past max_bytes, counting the old slots and the new ones together while it grows; once
 * it cannot grow, at 80 % full make_room drops the entries cheapest to search again (never those
 * of the positions on the search's stack) and the search goes on: a dropped position is only
 * searched again if it is met again, so the answers stay sound, at the price of the work. */
typedef struct {
    Entry *slots;
    size_t size, used;
    size_t max_bytes; /* 0: no bound */
    uint64_t dropped; /* entries make_room dropped, all told */
    uint8_t *arena;
    size_t arena_len, arena_cap;
    const Spec *sp;
    int packs; /* 0: every key goes to the arena (key_init) */
} Seen;

#define FIRST_SLOTS ((size_t)1 << 16)
#define MIN_SLOTS ((size_t)64)

static inline size_t
slot_of(const Seen *t, uint64_t hash)
{
#if defined(__SIZEOF_INT128__)
    return (size_t)(((unsigned __int128)hash * t->size) >> 64);
#else
    return (size_t)(hash % t->size);
#endif
}

static inline size_t
next_slot(const Seen *t, size_t i)
{
    return i + 1 == t->size ? 0 : i + 1;
}

/* The slots to grow to from `size`: twice as many, within max_bytes with the old and the new
 * held together while it grows; and where the next doubling would not fit, straight away as
 * many as the bound allows beside the old (the largest table the bound can hold) */
static size_t
room_to_grow(const Seen *t)
{
    size_t want = t->size * 2;
    if (!t->max_bytes)
        return want;
    size_t all = t->max_bytes / sizeof(Entry);
    if (want + t->size > all)
        return all > t->size ? all - t->size : 0;
    if (want + 2 * want > all)
        return all - t->size;
    return want;
}

static int
seen_init(Seen *t, size_t max_bytes)
{
    memset(t, 0, sizeof(*t));
    t->max_bytes = max_bytes;
    t->size = FIRST_SLOTS;
    if (max_bytes && t->size * sizeof(Entry) > max_bytes)
        t->size = max_bytes / sizeof(Entry) > MIN_SLOTS ? max_bytes / sizeof(Entry) : MIN_SLOTS;
    t->slots = slots_alloc(t->size, sizeof(Entry));
    t->arena_cap = 1 << 20;
    t->arena = malloc(t->arena_cap);
    if (!t->slots || !t->arena)
        return -1;
    return 0;
}

static void
seen_free(Seen *t)
{
    slots_free(t->slots, t->size, sizeof(Entry));
    free(t->arena);
    t->slots = NULL;
    t->arena = NULL;
}

static inline int
is_free(const Entry *e)
{
    return !e->key.k0 && !e->key.k1;
}

/* where an entry's key hashes to: as the Lookup it was added from */
static inline uint64_t
entry_hash(const Entry *e)
{
    return (e->key.k1 & IN_ARENA) ? e->key.k0 : hash_key((const uint8_t *)&e->key, sizeof(Key));
}

static int
seen_grow(Seen *t, size_t size)
{
    Entry *slots = slots_alloc(size, sizeof(Entry));
    if (!slots)
        return -1;
    huge_pages(slots, size * sizeof(Entry));
    Seen grown = *t;
    grown.slots = slots;
    grown.size = size;
    for (size_t i = 0; i < t->size; i++) {
        Entry *e = &t->slots[i];
        if (is_free(e))
            continue;
        size_t at = slot_of(&grown, entry_hash(e));
        while (!is_free(&slots[at]))
            at = next_slot(&grown, at);
        slots[at] = *e;
    }
    slots_free(t->slots, t->size, sizeof(Entry));
    t->slots = slots;
    t->size = size;
    return 0;
}

/* The entry of a key, or NULL (then *at is where to put it) */
static Entry *
seen_find(Seen *t, const Lookup *q, size_t *at)
{
    size_t i = slot_of(t, q->hash);
    for (;;) {
        Entry *e = &t->slots[i];
        if (is_free(e)) {
            *at = i;
            return NULL;
        }
        if (!q->n) {
            if (e->key.k0 == q->key.k0 && e->key.k1 == q->key.k1)
                return e;
        } else if (e->key.k0 == q->hash && (e->key.k1 & IN_ARENA)) {
            const uint8_t *k = t->arena + (e->key.k1 & ~IN_ARENA) - 1;
            if (k[0] == q->n && memcmp(k, q->bytes, q->n) == 0)
                return e;
        }
        i = next_slot(t, i);
    }
}

static inline int
worth_of(const Entry *e)
{
    return (int)((e->bits & WORTH_BITS) >> WORTH_SHIFT);
}

/* Drop the entries cheapest to search again, at least a third of them, but none marked LIVE; then
 * put every other entry where a lookup finds it again (in place: from a free slot on, each
 * entry taken out and put back at the first free slot from its hash, which is never past the
 * slot it came from, so one round is enough), and clear the LIVE marks */
static void
seen_drop_oldest(Seen *t)
{
    size_t worths[32] = {0}, want = t->used / 3, count = 0;
    for (size_t i = 0; i < t->size; i++) {
        const Entry *e = &t->slots[i];
        if (!is_free(e) && !(e->bits & LIVE))
            worths[worth_of(e)]++;
    }
    int cheap = 0; /* drop every worth below it */
    while (cheap < 32 && count < want)
        count += worths[cheap++];
    size_t start = t->size;
    for (size_t i = 0; i < t->size; i++) {
        Entry *e = &t->slots[i];
        if (is_free(e))
            continue;
        if (!(e->bits & LIVE) && worth_of(e) < cheap) {
            memset(e, 0, sizeof(*e));
            t->used--;
            t->dropped++;
        }
        if (is_free(e) && start == t->size)
            start = i;
    }
    if (start == t->size)
        return; /* cannot happen: a third of the entries went */
    for (size_t k = 1; k <= t->size; k++) {
        size_t i = (start + k) % t->size;
        if (is_free(&t->slots[i]))
            continue;
        Entry e = t->slots[i];
        memset(&t->slots[i], 0, sizeof(Entry));
        e.bits &= ~LIVE;
        size_t at = slot_of(t, entry_hash(&e));
        while (!is_free(&t->slots[at]))
            at = next_slot(t, at);
        t->slots[at] = e;
    }
}

/* Keep a key that does not pack in the arena, for entry e; -1 when out of memory */
static int
arena_add(Seen *t, const Lookup *q, Entry *e)
{
    if (t->arena_len + q->n > t->arena_cap) {
        size_t cap = t->arena_cap * 2;
        uint8_t *arena = realloc(t->arena, cap);
        if (!arena)
            return -1;
        t->arena = arena;
        t->arena_cap = cap;
        huge_pages(arena, cap);
    }
    memcpy(t->arena + t->arena_len, q->bytes, q->n);
    e->key.k0 = q->hash;
    e->key.k1 = IN_ARENA | (t->arena_len + 1);
    t->arena_len += q->n;
    return 0;
}

/* A new entry: 0, -1 when out of memory, or 1 when the table is full and cannot grow (the
 * caller makes room: make_room) */
static int
seen_add(Seen *t, const Lookup *q, uint64_t bits, size_t at)
{
    Entry *e = &t->slots[at];
    e->bits = bits;
    if (!q->n)
        e->key = q->key;
    else if (arena_add(t, q, e) < 0)
        return -1;
    t->used++;
    /* Grow at 70 % full, not 50 %: a doubling touches fresh memory, and on this machine
     * first touching a page costs more than the longer probe runs (docs/solver.md) */
    if (t->used * 10 <= t->size * 7)
        return 0;
    size_t size = room_to_grow(t);
    if (size >= t->size + t->size / 4)
        return seen_grow(t, size);
    return t->used * 10 > t->size * 8 ? 1 : 0;
}

/* Whether the keys of one search pack (pack_key): every column of the root must be a run
 * (each card accepted by the one below). Every move keeps them so (cards go only onto a
 * top that accepts them, or into a space), and then a column is its bottom card and, for
 * each card above, which of the (at most) two cards the one below accepts it is. */
static int
root_packs(const Spec *sp, const State *root)
{
    for (int j = 0; j < 4; j++)
        for (int k = 1; k < root->len[j]; k++)
            if (!sp->fits[root->col[j][k - 1] * NCARD + root->col[j][k]])
                return 0;
    return sp->choices_agree;
}

static void
key_init(Seen *t, const Spec *sp, const State *root)
{
    t->sp = sp;
    t->packs = root_packs(sp, root);
}

/* Bits written into a Key, low bits first (count <= 52, v < 2^count); full past 127 bits */
typedef struct {
    Key key;
    int n, full;
} Bits;

static inline void
put_bits(Bits *b, uint64_t v, int count)
{
    if (b->n + count > 127) {
        b->full = 1;
        return;
    }
    if (b->n < 64) {
        b->key.k0 |= v << b->n;
        if (b->n + count > 64)
            b->key.k1 |= v >> (64 - b->n); /* b->n > 12 here */
    } else {
        b->key.k1 |= v << (b->n - 64);
    }
    b->n += count;
}

/* The key of a position in 127 bits, exactly, when it fits: a leading 1 (so never {0, 0}),
 * rn, which of the root's talon cards are still there, and the columns in make_key's order,
 * each as its length, its bottom card and one bit for each card above (see key_init).
 * Returns 0 when the position does not pack (then the table keeps its make_key bytes). */
static int
pack_key(const Seen *t, const State *s, const int *order, Key *out)
{
    if (!t->packs || s->rn > 15)
        return 0;
    Bits b = {{1 | (uint64_t)s->rn << 1, 0}, 5, 0};
    put_bits(&b, s->tmask, t->sp->talon_bits);
    for (int i = 0; i < 4; i++) {
        int j = order[i], len = s->len[j];
        if (len > 31)
            return 0;
        if (!len)
            put_bits(&b, 0, 5);
        else /* the bottom card's own choice bit is left out */
            put_bits(&b, (uint64_t)len | (uint64_t)s->col[j][0] << 5 | (s->cw[j] >> 1) << 11, 10 + len);
    }
    if (b.full)
        return 0;
    *out = b.key;
    return 1;
}

/* A position's key for the table: packed when it packs, else its make_key bytes */
static inline void
lookup_of(const Seen *t, const State *s, Lookup *q)
{
    int order[4];
    column_order(s, order);
    if (pack_key(t, s, order, &q->key)) {
        q->n = 0;
        q->hash = hash_key((const uint8_t *)&q->key, sizeof(Key));
    } else {
        q->n = make_key(s, q->bytes);
        q->hash = hash_key(q->bytes, q->n);
    }
}

/* ----- the search ----------------------------------------------------------------- */

/* A child worked out ahead of its turn, so that its table slot can be fetched
 * from memory while the sibling before it is looked up */
typedef struct {
    State child; /* closed */
    Lookup key;
    int index, won; /* index: which kid of the frame (-1: none) */
} Ahead;

typedef struct {
    State state;
    size_t kids;  /* where its children start in the kid stack */
    int nkids, next;
    Step step;    /* the step that led here from the parent frame */
    uint32_t path; /* the path node of this frame (see frame_path); NO_PATH until needed */
    Ahead ahead[2]; /* the child being searched and the next one (ahead[next_ahead]) */
    int next_ahead;
    uint64_t nodes_at; /* Run.nodes when it was pushed: its search's size when it is popped */
} Frame;

#define NO_PATH UINT32_MAX

/* A path from the root, as a chain: the step into a position and the node of the one before */
typedef struct {
    uint32_t parent; /* 0: the root */
    Step step;
} PathNode;

/* A State in 64 bytes: the deferred moves can be many */
#define STATE_HEAD 12 /* len, rn, tlen, pos, pad, found: the bytes before State.col */
typedef struct {
    uint8_t head[STATE_HEAD];
    uint8_t cards[NCARD]; /* the columns, then the talon: each card once (parse_state) */
} Packed;

/* A twin move kept for the end of the search: the position it is played from */
typedef struct {
    Packed from;
    Step step;
    uint32_t path;  /* the path node of the position it is played from */
    Step root_step; /* the root's step toward it (for a hint without a win) */
} Deferred;

typedef struct {
    void *data;
    size_t len, cap, item;
} Vec;

static void *
vec_push(Vec *v, size_t count)
{
    if (v->len + count > v->cap) {
        size_t cap = v->cap ? v->cap : 256;
        while (cap < v->len + count)
            cap *= 2;
        void *data = realloc(v->data, cap * v->item);
        if (!data)
            return NULL;
        v->data = data;
        v->cap = cap;
    }
    void *at = (char *)v->data + v->len * v->item;
    v->len += count;
    return at;
}

/* A search's outcome: the first three are what search() returns (fast.Code mirrors them), the
 * others raise: MemoryError, check()'s own exception, AssertionError, RuntimeError */
enum { OUT_LOST = 0, OUT_WON = 1, OUT_STOPPED = 2, OUT_NOMEM = -1, OUT_PYERR = -2, OUT_LOSTPATH = -3, OUT_TOOMANY = -4 };

typedef struct {
    const Spec *sp;
    Seen seen;
    Vec frames, kids;
    uint64_t nodes, limit, check_every;
    PyObject *check;
    PyThreadState *save;
    Step last; /* the winning step from the last frame */
    int best;       /* Table.progress of the furthest position claimed (for a hint without a win) */
    Step best_root; /* the root's step toward it */
    uint64_t rng; /* nonzero: probe order, each frame's children shuffled a little (see jitter) */
    Vec deferred;  /* Deferred: twin moves kept for the end (twins 2) */
    Vec paths;     /* PathNode; node 0 is the root */
    State root;    /* the closed root: a win below a deferred move replays its path from here */
    int in_deferred;     /* searching below a deferred move: its root_step is the root's step */
    Step deferred_root;
    uint32_t root_path;  /* the path node of the bottom frame: 0 (the root) or a deferred move's */
} Run;

/* xorshift64: a cheap generator for the probe order */
static inline uint64_t
next_random(uint64_t *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

/* A probe's order: each child's priority plus a random amount under 1.5 levels,
 * so that neighbouring kinds of move swap places now and then. The children
 * are the same; only the order in which the search tries them changes. */
static void
jitter(Run *r, Kid *kids, int nk)
{
    int key[MAXKIDS];
    for (int i = 0; i < nk; i++)
        key[i] = (kids[i].prio / 1000) * 1000 + (int)(next_random(&r->rng) % 1500);
    for (int i = 1; i < nk; i++) { /* insertion sort: a frame has few children */
        Kid k = kids[i];
        int kk = key[i], j = i - 1;
        while (j >= 0 && key[j] > kk) {
            kids[j + 1] = kids[j];
            key[j + 1] = key[j];
            j--;
        }
        kids[j + 1] = k;
        key[j + 1] = kk;
    }
}

/* The part of the search tree the search has finished, as the stack tells it (Knuth's estimate:
 * each frame's children count alike, so the finished siblings of a frame are worth their share of
 * their parent's part). Set before each check() for progress() to read in the same thread: the
 * schedule (strategy.take_turns) asks where each search stands. Positions already settled make
 * later subtrees smaller, so it understates the progress; it is the same at the same count of
 * positions in every run. */
#if defined(_MSC_VER) && !defined(__clang__)
#define THREAD_LOCAL __declspec(thread) /* MSVC without /std:c11 */
#else
#define THREAD_LOCAL _Thread_local
#endif
static THREAD_LOCAL double search_progress;

static double
stack_progress(const Run *r)
{
    const Frame *frames = (const Frame *)r->frames.data;
    double done = 0.0, part = 1.0;
    for (size_t d = 0; d < r->frames.len && part > 1e-300; d++) {
        const Frame *f = &frames[d];
        if (f->nkids <= 0)
            break;
        int finished = f->next > 0 ? f->next - 1 : 0; /* child next - 1 is being searched */
        done += part * finished / f->nkids;
        part /= f->nkids;
    }
    return done;
}

/* Search._check: call check() with the interpreter lock; 1 stop, 0 go on, -1 error */
static int
run_check(Run *r)
{
    search_progress = stack_progress(r);
    PyEval_RestoreThread(r->save);
    int stop = 0;
    PyObject *res = PyObject_CallNoArgs(r->check);
    if (!res) {
        stop = -1;
    } else {
        stop = PyObject_IsTrue(res);
        Py_DECREF(res);
    }
    r->save = PyEval_SaveThread();
    return stop;
}

/* The table is full and cannot grow: drop the entries cheapest to search again, but not those of
 * the positions on the stack (a position met again below itself must be found there, or a
 * search with undoable moves would go round a cycle) nor the one being claimed (q); 0, or -1
 * when out of memory */
static int
make_room(Run *r, const Lookup *q)
{
    Seen *t = &r->seen;
    size_t at;
    const Frame *frames = (const Frame *)r->frames.data;
    for (size_t f = 0; f < r->frames.len; f++) {
        Lookup own;
        lookup_of(t, &frames[f].state, &own);
        Entry *e = seen_find(t, &own, &at);
        if (e)
            e->bits |= LIVE;
    }
    Entry *e = seen_find(t, q, &at);
    if (e)
        e->bits |= LIVE;
    seen_drop_oldest(t);
    return 0;
}

/* Search._claim: 1 claimed, 0 seen, or an OUT_ value (< 0, or OUT_STOPPED as 2 + 0x100) */
#define CLAIM_STOP 0x100

static int
claim(Run *r, const State *s, const Lookup *q)
{
    size_t at;
    int draw = r->sp->draw;
    Entry *e = seen_find(&r->seen, q, &at);
    if (e && (e->bits & waste_bit(draw, s)))
        return 0;
    if (r->nodes >= r->limit)
        return CLAIM_STOP | OUT_STOPPED;
    uint64_t before = e ? e->bits : 0;
    if (e) {
        e->bits |= waste_covers(draw, s);
    } else {
        int added = seen_add(&r->seen, q, waste_covers(draw, s), at);
        if (added < 0 || (added > 0 && make_room(r, q) < 0))
            return CLAIM_STOP | 0x80; /* out of memory */
    }
    r->nodes++;
    if (r->check && r->check_every && r->nodes % r->check_every == 0) {
        int stop = run_check(r);
        if (stop < 0)
            return CLAIM_STOP | 0x40;
        if (stop) { /* never searched: a kept table must not say it was (keep_lost) */
            seen_find(&r->seen, q, &at)->bits = before;
            return CLAIM_STOP | OUT_STOPPED;
        }
    }
    return 1;
}

static void
pack(const State *s, Packed *p)
{
    memcpy(p->head, s, STATE_HEAD);
    uint8_t *to = p->cards;
    for (int j = 0; j < 4; j++) {
        memcpy(to, s->col[j], s->len[j]);
        to += s->len[j];
    }
    memcpy(to, s->talon, s->tlen);
}

/* A packed state back, with the masks the moves keep */
static void
unpack(const Spec *sp, const Packed *p, State *s)
{
    memset(s, 0, sizeof(*s));
    memcpy(s, p->head, STATE_HEAD);
    const uint8_t *from = p->cards;
    for (int j = 0; j < 4; j++) {
        memcpy(s->col[j], from, s->len[j]);
        from += s->len[j];
    }
    memcpy(s->talon, from, s->tlen);
    derive_masks(sp, s);
}

static uint32_t
new_path(Run *r, uint32_t parent, Step step)
{
    PathNode *node = vec_push(&r->paths, 1);
    if (!node)
        return NO_PATH;
    node->parent = parent;
    node->step = step;
    return (uint32_t)(r->paths.len - 1);
}

/* The path node of the top frame, made for it and the frames below it as needed */
static uint32_t
frame_path(Run *r)
{
    Frame *frames = (Frame *)r->frames.data;
    size_t d = r->frames.len - 1;
    while (frames[d].path == NO_PATH) /* the root frame always has one */
        d--;
    for (d++; d < r->frames.len; d++)
        if ((frames[d].path = new_path(r, frames[d - 1].path, frames[d].step)) == NO_PATH)
            return NO_PATH;
    return frames[r->frames.len - 1].path;
}

/* A child with its key (a won child gets no key: it is never looked up) */
static inline void
work_out(const Run *r, const State *from, Step step, int index, Ahead *out)
{
    apply_step(r->sp, from, step, &out->child);
    closure(r->sp, &out->child);
    out->index = index;
    out->won = is_won(&out->child);
    if (!out->won)
        lookup_of(&r->seen, &out->child, &out->key);
}

/* The root's step toward a position reached by step from the top frame's (for a hint
 * without a win): step itself from the root, else the root's current child */
static Step
root_step(const Run *r, Step step)
{
    if (r->in_deferred)
        return r->deferred_root;
    const Frame *root = (const Frame *)r->frames.data;
    return r->frames.len == 1 ? step : ((const Step *)r->kids.data)[root->kids + root->next - 1];
}

/* Keep a twin move from the top frame's position s for the end of the search, unless the
 * position it leads to is in the table already (the search settles it anyway, as claim) */
static int
defer(Run *r, const State *s, Step step)
{
    Ahead kid;
    work_out(r, s, step, 0, &kid);
    size_t at;
    const Entry *e = kid.won ? NULL : seen_find(&r->seen, &kid.key, &at);
    if (e && (e->bits & waste_bit(r->sp->draw, &kid.child)))
        return 0;
    uint32_t path = frame_path(r);
    if (path == NO_PATH)
        return -1;
    Deferred *d = vec_push(&r->deferred, 1);
    if (!d)
        return -1;
    pack(s, &d->from);
    d->step = step;
    d->path = path;
    d->root_step = root_step(r, step);
    return 0;
}

/* The step from `to` straight back to `from` (which step led from one to the other), when
 * there is one: then it leads to a position already in the table (from is on the path), and
 * push_frame leaves it out, as claim would. Only when no automatic move followed the step. */
static int
undo_of(const State *from, Step step, const State *to, Step *undo)
{
    if (to->rn != from->rn || to->tlen != from->tlen)
        return 0;
    int lower = -1, higher = -1; /* the foundation one card lower or higher in to */
    for (int sl = 0; sl < 4; sl++) {
        int d = to->found[sl] - from->found[sl];
        if (d == -1 && lower < 0)
            lower = sl;
        else if (d == 1 && higher < 0)
            higher = sl;
        else if (d)
            return 0;
    }
    Step u = {0, 0, 0, 1};
    switch (step.kind) {
    case COL_TO_COL: /* the tail back (onto what it left, so never into a space that refills) */
        if (lower >= 0 || higher >= 0 || (!from->len[step.b] && from->rn))
            return 0;
        u.kind = COL_TO_COL;
        u.a = step.b;
        u.b = step.a;
        u.n = step.n;
        break;
    case TAKE_BACK: /* the card home again */
        if (lower != step.a || higher >= 0 || (!from->len[step.b] && from->rn))
            return 0;
        u.kind = COL_TO_FOUND;
        u.a = step.b;
        break;
    case COL_TO_FOUND: /* the card taken back onto the column it left */
        if (higher < 0 || lower >= 0)
            return 0;
        u.kind = TAKE_BACK;
        u.a = (uint8_t)higher;
        u.b = step.a;
        break;
    default:
        return 0;
    }
    *undo = u;
    return 1;
}

static inline int
same_step(Step a, Step b)
{
    return a.kind == b.kind && a.a == b.a && a.b == b.b && a.n == b.n;
}

/* A frame for position s, reached by step from `from` (NULL: the root, or a deferred move):
 * 0, or an OUT_ value (OUT_NOMEM, OUT_TOOMANY) */
static int
push_frame(Run *r, const State *from, const State *s, Step step)
{
    Frame *f = vec_push(&r->frames, 1);
    if (!f)
        return OUT_NOMEM;
    f->state = *s;
    f->step = step;
    f->path = r->frames.len == 1 ? r->root_path : NO_PATH;
    f->next = 0;
    f->ahead[0].index = f->ahead[1].index = -1;
    f->next_ahead = 0;
    f->nodes_at = r->nodes;
    f->kids = r->kids.len;
    Kid buf[MAXKIDS];
    int nk = r->sp->blocked && blocked_dead(r->sp, s) ? 0 : gen_children(r->sp, s, buf);
    if (nk < 0)
        return OUT_TOOMANY;
    if (r->rng)
        jitter(r, buf, nk);
    Step undo;
    if (from && undo_of(from, step, s, &undo)) /* after jitter: probe orders as before */
        for (int i = 0; i < nk; i++)
            if (same_step(buf[i].step, undo)) {
                memmove(buf + i, buf + i + 1, (nk - i - 1) * sizeof(Kid));
                nk--;
                break;
            }
    while (nk && buf[nk - 1].prio >= DEFERRED_PRIO) /* they sort last */
        if (defer(r, s, buf[--nk].step) < 0)
            return OUT_NOMEM;
    f->nkids = nk;
    Step *dst = vec_push(&r->kids, nk);
    if (!dst && nk)
        return OUT_NOMEM;
    for (int i = 0; i < nk; i++)
        dst[i] = buf[i].step;
    return 0;
}

static int
claim_result(int c)
{
    int low = c & 0xff;
    if (low == 0x80)
        return OUT_NOMEM;
    if (low == 0x40)
        return OUT_PYERR;
    return OUT_STOPPED;
}

/* A position searched to the end: its entry's worth, the bit length of the positions it took */
static void
note_worth(Run *r, const Frame *f)
{
    Lookup q;
    size_t at;
    lookup_of(&r->seen, &f->state, &q);
    Entry *e = seen_find(&r->seen, &q, &at);
    if (!e)
        return; /* cannot happen: a position on the stack is never dropped */
    uint64_t n = r->nodes - f->nodes_at + 1;
    int worth = 0;
    while (n >>= 1)
        worth++;
    if (worth > 31)
        worth = 31;
    e->bits = (e->bits & ~WORTH_BITS) | (uint64_t)worth << WORTH_SHIFT;
}

/* The depth-first search over the frames on the stack; OUT_LOST when they are exhausted */
static int
run_frames(Run *r)
{
    while (r->frames.len) {
        if (!vec_push(&r->frames, 1)) /* room for push_frame's frame: then f and cur stay put */
            return OUT_NOMEM;
        r->frames.len--;
        Frame *f = (Frame *)r->frames.data + (r->frames.len - 1);
        if (f->next == f->nkids) {
            /* a bounded table drops the cheapest first (make_room); most searches end within
             * a few positions, and worth 0 or 1 is all the same to it: those cost no lookup */
            if (r->seen.max_bytes && r->nodes - f->nodes_at >= 3)
                note_worth(r, f);
            r->kids.len = f->kids;
            r->frames.len--;
            continue;
        }
        int idx = f->next++;
        const Step *kids = (const Step *)r->kids.data + f->kids;
        int a = f->next_ahead; /* then the one left free for the next sibling */
        Ahead *cur = &f->ahead[a];
        if (cur->index == idx) {
            a = !a;
        } else {
            cur = &f->ahead[!a];
            work_out(r, &f->state, kids[idx], idx, cur);
        }
        f->next_ahead = a;
        Ahead *next = &f->ahead[a];
        if (idx + 1 < f->nkids) { /* the next sibling's slot is on its way while this one is looked up */
            work_out(r, &f->state, kids[idx + 1], idx + 1, next);
            if (!next->won)
                PREFETCH(&r->seen.slots[slot_of(&r->seen, next->key.hash)]);
        } else {
            next->index = -1;
        }
        Step step = kids[idx];
        if (cur->won) {
            r->last = step;
            return OUT_WON;
        }
        int c = claim(r, &cur->child, &cur->key);
        if (c == 0)
            continue;
        if (c != 1)
            return claim_result(c);
        int score = progress(&cur->child);
        if (score > r->best) { /* as Search._search remembers _best_root */
            r->best = score;
            r->best_root = root_step(r, step);
        }
        int pushed = push_frame(r, &f->state, &cur->child, step);
        if (pushed < 0)
            return pushed;
    }
    return OUT_LOST;
}

/* A win below a deferred move: make the frames the whole path from the root, as won_result
 * reads them (the bottom frame's path node leads there from the root) */
static int
rebase_path(Run *r)
{
    const PathNode *nodes = (const PathNode *)r->paths.data;
    const Frame *frames = (const Frame *)r->frames.data;
    size_t depth = r->frames.len, m = 0;
    for (uint32_t p = frames[0].path; p; p = nodes[p].parent)
        m++;
    Frame *out = calloc(m + depth, sizeof(Frame)); /* only state and step are read (won_result, shorten) */
    if (!out)
        return -1;
    size_t i = m;
    for (uint32_t p = frames[0].path; p; p = nodes[p].parent)
        out[i--].step = nodes[p].step;
    out[0].state = r->root;
    for (i = 1; i <= m; i++) {
        apply_step(r->sp, &out[i - 1].state, out[i].step, &out[i].state);
        closure(r->sp, &out[i].state);
    }
    uint8_t key[MAXKEY], other[MAXKEY];
    int n = make_key(&out[m].state, key);
    if (n != make_key(&frames[0].state, other) || memcmp(key, other, n) || out[m].state.pos != frames[0].state.pos) {
        free(out); /* cannot happen: the path leads to the position the win was found below */
        return -2;
    }
    for (i = 1; i < depth; i++)
        out[m + i] = frames[i];
    free(r->frames.data);
    r->frames.data = out;
    r->frames.len = r->frames.cap = m + depth;
    return 0;
}

/* Twins 2: once everything else is exhausted, search from every deferred twin move with the
 * same table (their own twin moves are deferred again). Every move from every position is
 * then searched, so "not winnable" holds, as in the plain order. */
static int
run_deferred(Run *r)
{
    while (r->deferred.len) {
        Deferred d = ((Deferred *)r->deferred.data)[--r->deferred.len];
        State from;
        Ahead cur;
        unpack(r->sp, &d.from, &from);
        work_out(r, &from, d.step, 0, &cur);
        r->in_deferred = 1;
        r->deferred_root = d.root_step;
        if (cur.won) { /* the position it is played from is the one frame; the move wins */
            Frame *f = vec_push(&r->frames, 1);
            if (!f)
                return OUT_NOMEM;
            memset(f, 0, sizeof(*f));
            f->state = from;
            f->path = d.path;
            r->last = d.step;
            return OUT_WON;
        }
        int c = claim(r, &cur.child, &cur.key);
        if (c == 0)
            continue;
        if (c != 1)
            return claim_result(c);
        if ((r->root_path = new_path(r, d.path, d.step)) == NO_PATH)
            return OUT_NOMEM;
        int pushed = push_frame(r, NULL, &cur.child, d.step);
        if (pushed < 0)
            return pushed;
        int out = run_frames(r);
        if (out != OUT_LOST)
            return out;
    }
    return OUT_LOST;
}

/* Search._search without deferred moves (but for twins 2); the root state is already closed */
static int
run_search(Run *r, const State *root)
{
    if (is_won(root))
        return OUT_WON;
    key_init(&r->seen, r->sp, root);
    Lookup q;
    lookup_of(&r->seen, root, &q);
    size_t at = 0;
    Entry *e = seen_find(&r->seen, &q, &at); /* there already in a kept table (Kept) */
    if (e) {
        e->bits |= waste_covers(r->sp->draw, root);
    } else {
        int added = seen_add(&r->seen, &q, waste_covers(r->sp->draw, root), at);
        if (added < 0 || (added > 0 && make_room(r, &q) < 0))
            return OUT_NOMEM;
    }
    r->nodes = 1;
    r->root = *root;
    r->root_path = 0;
    Step none = {0, 0, 0, 0};
    if (new_path(r, 0, none) == NO_PATH) /* node 0: the root */
        return OUT_NOMEM;
    int pushed = push_frame(r, NULL, root, none);
    if (pushed < 0)
        return pushed;
    int out = run_frames(r);
    if (out == OUT_LOST)
        out = run_deferred(r);
    if (out == OUT_WON && r->in_deferred) {
        int status = rebase_path(r);
        if (status < 0)
            return status == -1 ? OUT_NOMEM : OUT_LOSTPATH;
    }
    return out;
}

/* ----- the reported line ------------------------------------------------------------ */

/* Table.key's waste position: reduced to what it can reach */
static inline int
reduced_pos(int draw, const State *s)
{
    return (draw == 1 || s->pos % 3 == 0 || s->pos == s->tlen) ? 0 : s->pos;
}

typedef struct {
    uint64_t hash;
    size_t at; /* 1 + frame index; 0: free */
} PathSlot;

static uint64_t
path_hash(const Spec *sp, const State *s, uint8_t *key, int *n)
{
    *n = make_key(s, key);
    return hash_key(key, *n) ^ ((uint64_t)reduced_pos(sp->draw, s) * 0x9E3779B97F4A7C15ull);
}

/* The latest frame whose position has the key of s (Search._line's index), or -1 */
static long
path_find(const Spec *sp, const PathSlot *slots, size_t mask, const Frame *frames, const State *s)
{
    uint8_t key[MAXKEY], other[MAXKEY];
    int n, m;
    uint64_t h = path_hash(sp, s, key, &n);
    for (size_t i = h & mask; slots[i].at; i = (i + 1) & mask) {
        if (slots[i].hash != h)
            continue;
        const State *f = &frames[slots[i].at - 1].state;
        m = make_key(f, other);
        if (m == n && memcmp(key, other, n) == 0 && reduced_pos(sp->draw, f) == reduced_pos(sp->draw, s))
            return (long)slots[i].at - 1;
    }
    return -1;
}

typedef struct {
    State before, child; /* the position a step is played from, and the one it leads to (not closed) */
    Step step;
} LineStep;

/* Search._line: walk the winning path again, each time to the latest path position
 * one step reaches. frames[0] is the closed root; the last frame is one step from
 * the win. Appends LineSteps to out; -1 when out of memory. */
static int
shorten(const Spec *sp, const Frame *frames, size_t depth, Vec *out)
{
    size_t size = 16;
    while (size < 2 * depth)
        size *= 2;
    PathSlot *slots = calloc(size, sizeof(PathSlot));
    if (!slots)
        return -1;
    size_t mask = size - 1;
    uint8_t key[MAXKEY];
    int n;
    for (size_t f = 0; f < depth; f++) {
        uint64_t h = path_hash(sp, &frames[f].state, key, &n);
        long old = path_find(sp, slots, mask, frames, &frames[f].state);
        if (old >= 0) { /* a later frame with the same key wins, as in the Python dict */
            for (size_t i = h & mask;; i = (i + 1) & mask)
                if (slots[i].at == (size_t)old + 1) {
                    slots[i].at = f + 1;
                    break;
                }
            continue;
        }
        size_t i = h & mask;
        while (slots[i].at)
            i = (i + 1) & mask;
        slots[i].hash = h;
        slots[i].at = f + 1;
    }
    State cur = frames[0].state, child, after;
    Kid kids[MAXKIDS];
    long at = 0, goal = (long)depth;
    int status = 0;
    while (at < goal) {
        int nk = gen_children(sp, &cur, kids);
        if (nk < 0) {
            status = -3;
            break;
        }
        long best_j = at;
        LineStep best;
        for (int k = 0; k < nk; k++) {
            apply_step(sp, &cur, kids[k].step, &child);
            after = child;
            closure(sp, &after);
            long j = is_won(&after) ? goal : path_find(sp, slots, mask, frames, &after);
            if (j > best_j) {
                best_j = j;
                best.before = cur;
                best.child = child;
                best.step = kids[k].step;
            }
        }
        if (best_j == at) { /* cannot happen: the path's own next step is a child */
            status = -2;
            break;
        }
        LineStep *x = vec_push(out, 1);
        if (!x) {
            status = -1;
            break;
        }
        *x = best;
        cur = best.child;
        closure(sp, &cur);
        at = best_j;
    }
    free(slots);
    return status;
}

/* ----- the Python functions ---------------------------------------------------------- */

/* The error for a position with more children than the core holds (gen_children) */
static void
too_many_moves(void)
{
    PyErr_Format(PyExc_RuntimeError,
                 "a position has more than %d moves: the solver cannot search it without dropping some",
                 kid_limit);
}

static PyObject *
py_children(PyObject *self, PyObject *args)
{
    PyObject *spec_o, *state_o;
    if (!PyArg_ParseTuple(args, "OO:children", &spec_o, &state_o))
        return NULL;
    Spec *sp = PyMem_Malloc(sizeof(Spec));
    if (!sp)
        return PyErr_NoMemory();
    State s, child;
    Kid *kids = NULL;
    PyObject *out = NULL;
    if (parse_spec(spec_o, sp) < 0 || parse_state(state_o, sp, &s) < 0)
        goto done;
    kids = PyMem_Malloc(sizeof(Kid) * MAXKIDS);
    if (!kids) {
        PyErr_NoMemory();
        goto done;
    }
    int nk = gen_children(sp, &s, kids);
    if (nk < 0) {
        too_many_moves();
        goto done;
    }
    out = PyList_New(nk);
    if (!out)
        goto done;
    for (int i = 0; i < nk; i++) {
        apply_step(sp, &s, kids[i].step, &child);
        int whole = kids[i].prio / 1000, cost = kids[i].prio % 1000;
        PyObject *prio = cost ? PyFloat_FromDouble(whole + cost * 0.001) : PyLong_FromLong(whole);
        PyObject *item = prio ? Py_BuildValue("(NNN)", prio, step_to_py(kids[i].step), state_to_py(&child)) : NULL;
        if (!item) {
            Py_CLEAR(out);
            goto done;
        }
        PyList_SET_ITEM(out, i, item);
    }
done:
    PyMem_Free(kids);
    PyMem_Free(sp);
    return out;
}

static PyObject *
py_closure(PyObject *self, PyObject *args)
{
    PyObject *spec_o, *state_o;
    if (!PyArg_ParseTuple(args, "OO:closure", &spec_o, &state_o))
        return NULL;
    Spec *sp = PyMem_Malloc(sizeof(Spec));
    if (!sp)
        return PyErr_NoMemory();
    State s;
    PyObject *out = NULL;
    if (parse_spec(spec_o, sp) == 0 && parse_state(state_o, sp, &s) == 0) {
        closure(sp, &s);
        out = state_to_py(&s);
    }
    PyMem_Free(sp);
    return out;
}

/* (1, steps, nodes[, line]) for a win: the steps of the path from the closed root,
 * and with_line the shortened line as (before, step, child) triples (see shorten) */
static PyObject *
won_result(Run *r, int with_line)
{
    size_t depth = r->frames.len;
    const Frame *frames = (const Frame *)r->frames.data;
    PyObject *steps = PyList_New(depth), *line = NULL;
    if (!steps)
        return NULL;
    for (size_t i = 0; i < depth; i++) {
        PyObject *t = step_to_py(i + 1 < depth ? frames[i + 1].step : r->last);
        if (!t)
            goto fail;
        PyList_SET_ITEM(steps, i, t);
    }
    if (!with_line)
        return Py_BuildValue("(iNK)", 1, steps, (unsigned long long)r->nodes);
    Vec out = {NULL, 0, 0, sizeof(LineStep)};
    int status = depth ? shorten(r->sp, frames, depth, &out) : 0;
    if (status == -1) {
        PyErr_NoMemory();
    } else if (status == -2) {
        PyErr_SetString(PyExc_AssertionError, "winning path lost while shortening");
    } else if (status == -3) {
        too_many_moves();
    } else if ((line = PyList_New(out.len)) != NULL) {
        for (size_t i = 0; i < out.len; i++) {
            const LineStep *x = (const LineStep *)out.data + i;
            PyObject *item = Py_BuildValue("(NNN)", state_to_py(&x->before), step_to_py(x->step),
                                           state_to_py(&x->child));
            if (!item) {
                Py_CLEAR(line);
                break;
            }
            PyList_SET_ITEM(line, i, item);
        }
    }
    free(out.data);
    if (!line)
        goto fail;
    return Py_BuildValue("(iNKNO)", 1, steps, (unsigned long long)r->nodes, line, Py_None);
fail:
    Py_DECREF(steps);
    return NULL;
}

/* ----- a table kept from one search of a position to the next ------------------------- */

/* Where no move can be undone (whole piles only, no taking back), every position a search
 * that stopped early searched to the end is lost at the waste positions it settled, and
 * a later search of the same position in any order may skip it: fast.solve_complete keeps
 * the probes' table for the next probe and the main search. A search that has ended (won,
 * lost) leaves nothing to keep. */
typedef struct {
    Seen seen;     /* slots NULL: empty */
    uint64_t root; /* the hash of the closed root's key and of the spec: one position, one game */
} Kept;

#define KEPT_NAME "canfield.solver._core.Kept"

static void
kept_destroy(PyObject *capsule)
{
    Kept *k = PyCapsule_GetPointer(capsule, KEPT_NAME);
    if (k) {
        seen_free(&k->seen);
        PyMem_Free(k);
    }
}

static PyObject *
py_kept(PyObject *self, PyObject *args)
{
    Kept *k = PyMem_Calloc(1, sizeof(Kept));
    if (!k)
        return PyErr_NoMemory();
    PyObject *capsule = PyCapsule_New(k, KEPT_NAME, kept_destroy);
    if (!capsule)
        PyMem_Free(k);
    return capsule;
}

/* kept_settled(kept) -> how many positions the table holds as settled (for tests) */
static PyObject *
py_kept_settled(PyObject *self, PyObject *arg)
{
    Kept *k = PyCapsule_GetPointer(arg, KEPT_NAME);
    if (!k)
        return NULL;
    size_t n = 0;
    for (size_t i = 0; k->seen.slots && i < k->seen.size; i++)
        n += !is_free(&k->seen.slots[i]) && (k->seen.slots[i].bits & WASTE_BITS);
    return PyLong_FromSize_t(n);
}

/* kept_bytes(kept) -> the memory the kept table holds: slots and arena */
static PyObject *
py_kept_bytes(PyObject *self, PyObject *arg)
{
    Kept *k = PyCapsule_GetPointer(arg, KEPT_NAME);
    if (!k)
        return NULL;
    size_t n = k->seen.slots ? k->seen.size * sizeof(Entry) + k->seen.arena_cap : 0;
    return PyLong_FromSize_t(n);
}

/* No move can be undone, and no move is left for later (a deferred move's position would be
 * neither on the stack nor searched to the end) */
static int
keeps(const Spec *sp)
{
    return !sp->take_back && sp->tail_mode == TAIL_WHOLE_ONLY && sp->twins == TWINS_OFF;
}

/* keeps(spec) -> whether searches of one position may hand on their table (fast.keeps_tables) */
static PyObject *
py_keeps(PyObject *self, PyObject *spec_o)
{
    Spec *sp = PyMem_Malloc(sizeof(Spec));
    if (!sp)
        return PyErr_NoMemory();
    PyObject *out = parse_spec(spec_o, sp) < 0 ? NULL : PyBool_FromLong(keeps(sp));
    PyMem_Free(sp);
    return out;
}

/* What a stopped search leaves: its table, with the positions on its stack (not searched
 * to the end) no longer settled at any waste position */
static void
keep_lost(Run *r)
{
    const Frame *frames = (const Frame *)r->frames.data;
    for (size_t f = 0; f < r->frames.len; f++) {
        Lookup q;
        size_t at;
        lookup_of(&r->seen, &frames[f].state, &q);
        Entry *e = seen_find(&r->seen, &q, &at);
        if (e)
            e->bits = 0;
    }
}

/* The table a search starts from: the kept one when it is for this position, else new */
static int
kept_take(Kept *k, Run *r, const State *root, size_t max_bytes)
{
    if (!k)
        return seen_init(&r->seen, max_bytes);
    Lookup q;
    Seen probe = {0};
    probe.sp = r->sp;
    probe.packs = root_packs(r->sp, root);
    lookup_of(&probe, root, &q);
    uint64_t id = q.hash ^ hash_key((const uint8_t *)r->sp, sizeof(Spec) & ~(size_t)7); /* sp is zeroed first */
    if (!k->seen.slots) {
        k->root = id;
        return seen_init(&r->seen, max_bytes);
    }
    if (k->root != id || !keeps(r->sp)) {
        PyErr_SetString(PyExc_ValueError, "a kept table is for one position of one game without undoable moves");
        return -2;
    }
    r->seen = k->seen;
    r->seen.max_bytes = max_bytes; /* this search's bound (a kept table never shrinks) */
    memset(&k->seen, 0, sizeof(Seen));
    return 0;
}

/* Hand the memory a search freed in the threads' arenas back to the system (glibc keeps it there;
 * each turn of strategy.take_turns runs in a thread of its own); the tables themselves are mapped
 * on their own (slots_alloc) */
static void
give_back_memory(void)
{
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

static PyObject *
py_search(PyObject *self, PyObject *args)
{
    PyObject *spec_o, *state_o, *budget_o, *check_o, *kept_o = Py_None;
    long long check_every;
    unsigned long long seed = 0, memory = 0;
    int with_line = 0;
    if (!PyArg_ParseTuple(args, "OOOOL|KpOK:search", &spec_o, &state_o, &budget_o, &check_o, &check_every, &seed,
                          &with_line, &kept_o, &memory))
        return NULL;
    Kept *kept = NULL;
    if (kept_o != Py_None && !(kept = PyCapsule_GetPointer(kept_o, KEPT_NAME)))
        return NULL;
    if (check_o != Py_None && !PyCallable_Check(check_o)) {
        PyErr_SetString(PyExc_TypeError, "check must be callable or None");
        return NULL;
    }
    if (check_every < 0) {
        PyErr_SetString(PyExc_ValueError, "check_every must not be negative");
        return NULL;
    }
    uint64_t limit = UINT64_MAX;
    if (budget_o != Py_None) {
        long long b = PyLong_AsLongLong(budget_o);
        if (b == -1 && PyErr_Occurred())
            return NULL;
        limit = b < 0 ? 0 : (uint64_t)b;
    }
    Spec *sp = PyMem_Calloc(1, sizeof(Spec)); /* zeroed: kept_take hashes it whole */
    if (!sp)
        return PyErr_NoMemory();
    State root;
    if (parse_spec(spec_o, sp) < 0 || parse_state(state_o, sp, &root) < 0) {
        PyMem_Free(sp);
        return NULL;
    }
    Run r;
    memset(&r, 0, sizeof(r));
    r.sp = sp;
    r.limit = limit;
    r.check = check_o == Py_None ? NULL : check_o;
    r.check_every = (uint64_t)check_every;
    r.rng = seed ? seed * 0x9E3779B97F4A7C15ULL | 1 : 0; /* spread small seeds; never 0 once seeded */
    r.best = -1; /* as Search: only positions scoring 0 or more count */
    r.frames.item = sizeof(Frame);
    r.kids.item = sizeof(Step);
    r.deferred.item = sizeof(Deferred);
    r.paths.item = sizeof(PathNode);
    int outcome;
    Py_INCREF(spec_o);
    if (r.check)
        Py_INCREF(r.check);
    closure(sp, &root);
    int took = kept_take(kept, &r, &root, (size_t)memory);
    if (took == -2) {
        Py_DECREF(spec_o);
        Py_XDECREF(r.check);
        PyMem_Free(sp);
        return NULL;
    }
    r.save = PyEval_SaveThread();
    if (took < 0) {
        outcome = OUT_NOMEM;
    } else {
        outcome = run_search(&r, &root);
        if (kept && outcome == OUT_STOPPED && keeps(sp)) {
            keep_lost(&r);
            r.seen.sp = NULL; /* sp is freed below; key_init sets it again */
            kept->seen = r.seen;
            memset(&r.seen, 0, sizeof(Seen));
        }
    }
    seen_free(&r.seen);
    PyEval_RestoreThread(r.save);
    Py_XDECREF(r.check);
    Py_DECREF(spec_o);

    PyObject *result = NULL;
    if (outcome == OUT_NOMEM) {
        PyErr_NoMemory();
    } else if (outcome == OUT_PYERR) {
        /* the exception raised by check() is set */
    } else if (outcome == OUT_LOSTPATH) {
        PyErr_SetString(PyExc_AssertionError, "the path to a deferred move does not lead there");
    } else if (outcome == OUT_TOOMANY) {
        too_many_moves();
    } else if (outcome == OUT_WON) {
        result = won_result(&r, with_line);
    } else if (with_line) {
        PyObject *best = r.best >= 0 ? step_to_py(r.best_root) : Py_NewRef(Py_None);
        result = best ? Py_BuildValue("(iOKON)", outcome, Py_None, (unsigned long long)r.nodes, Py_None, best) : NULL;
    } else {
        result = Py_BuildValue("(iOK)", outcome, Py_None, (unsigned long long)r.nodes);
    }
    free(r.frames.data);
    free(r.kids.data);
    free(r.deferred.data);
    free(r.paths.data);
    PyMem_Free(sp);
    give_back_memory();
    return result;
}

/* kid_limit(n) -> the limit before: the children one position may have, for tests that reach
 * the overflow (1 <= n <= MAXKIDS) */
static PyObject *
py_kid_limit(PyObject *self, PyObject *arg)
{
    long n = PyLong_AsLong(arg);
    if (n == -1 && PyErr_Occurred())
        return NULL;
    if (n < 1 || n > MAXKIDS) {
        PyErr_Format(PyExc_ValueError, "kid_limit must be from 1 to %d", MAXKIDS);
        return NULL;
    }
    int before = kid_limit;
    kid_limit = (int)n;
    return PyLong_FromLong(before);
}

static PyObject *
py_progress(PyObject *self, PyObject *unused)
{
    return PyFloat_FromDouble(search_progress);
}

static PyMethodDef methods[] = {
    {"children", py_children, METH_VARARGS,
     "children(spec, state) -> [(priority, step, state)]: Table.children on a complete table."},
    {"closure", py_closure, METH_VARARGS, "closure(spec, state) -> state: Table.closure(state)[0]."},
    {"search", py_search, METH_VARARGS,
     "search(spec, state, budget_nodes, check, check_every, seed=0, line=False, kept=None, memory=0)\n"
     "-> (outcome, steps, nodes).\n\n"
     "A complete depth-first search from state (closed first). outcome: 0 not winnable, 1 winnable\n"
     "(steps: the steps from the closed root to the win), 2 budget spent or check() returned true.\n"
     "seed: nonzero for a probe's shuffled order. line: two more items: for a win the shortened line\n"
     "(Search._line) as (position, step, next position before the automatic moves) triples, else None;\n"
     "without a win the root's step toward the furthest position searched (Table.progress), else None.\n"
     "kept: a table from kept(), for searches of one position (any order) where no move can be undone:\n"
     "it starts from the positions the last one that stopped searched to the end.\n"
     "memory: the most bytes its table may take, growing included (0: no bound); once full, the\n"
     "search drops the positions cheapest to search again and goes on (see make_room).\n"
     "Raises MemoryError when memory runs out, RuntimeError when a position has more moves than\n"
     "the core holds (kid_limit): never an answer from a search that left moves out."},
    {"kept", py_kept, METH_NOARGS, "kept() -> an empty table to keep between searches of one position (search)."},
    {"keeps", py_keeps, METH_O, "keeps(spec) -> whether searches of one position may hand on their table."},
    {"kept_settled", py_kept_settled, METH_O, "kept_settled(kept) -> positions the kept table holds as settled."},
    {"kept_bytes", py_kept_bytes, METH_O, "kept_bytes(kept) -> the bytes the kept table holds (slots, arena)."},
    {"progress", py_progress, METH_NOARGS,
     "progress() -> the part of its tree (0 to 1, Knuth's estimate from the stack) the search of this thread\n"
     "had finished at its last check(): call it from check()."},
    {"kid_limit", py_kid_limit, METH_O,
     "kid_limit(n) -> the limit before: the most children one position may have (tests; 1 to 1024).\n"
     "A position with more raises RuntimeError instead of being searched without some."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_core", "The solver's compiled core.", -1, methods,
};

PyMODINIT_FUNC
PyInit__core(void)
{
    return PyModule_Create(&module);
}
