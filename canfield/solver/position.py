"""The solver's compact view of a Canfield position, and its move generator.

Inside the search a position is a plain tuple ``(cols, rn, found, talon, pos)``:

- ``cols``: four ``bytes``, one per column in engine order (``c1``..``c4``),
  bottom card first; a card is its :attr:`Card.index` (0-51).
- ``rn``: cards left in the reserve; the reserve's cards never change order,
  so the deal-wide :attr:`Table.reserve` plus this count describe it.
- ``found``: four counts (0-13), one per foundation in engine order.
- ``talon``: stock and waste as one ``bytes`` in the order the stock deals
  them (waste bottom first, then the stock from its top down).
- ``pos``: how many talon cards are on the waste; ``talon[pos - 1]`` is the
  waste top, ``talon[pos]`` the next card a stock click turns.

Everything that does not change during a game (rules, foundation order,
start rank, reserve cards, which card fits on which) lives in a
:class:`Table`. Moves between positions are *steps*: small int tuples that
:meth:`Table.engine_moves` turns into engine :class:`Move` values, stock
clicks and recycles included.
"""

from __future__ import annotations

from canfield.engine import Game, Move
from canfield.engine.cards import ALL_CARDS, column_accepts
from canfield.engine.rules import ColumnBuild, EmptyFill, Rules, TailMoves

#: A position: (cols, rn, found, talon, pos); see the module docstring.
State = tuple[tuple[bytes, ...], int, tuple[int, ...], bytes, int]
#: A move between positions: (kind, a, b, n), of the kinds below.
Step = tuple[int, int, int, int]
#: One entry of :meth:`Table.children`: (priority, step, next state).
Child = tuple[float, Step, State]
#: :meth:`Table.key`: the sorted columns, reserve count, talon and reduced waste position.
Key = tuple[tuple[bytes, ...], int, bytes, int]
#: :meth:`Table.base`: :data:`Key` without the waste position.
Base = tuple[tuple[bytes, ...], int, bytes]

# Step kinds: (kind, a, b, n)
COL_TO_COL = 0  # column a -> column b, n cards
COL_TO_FOUND = 1  # top of column a -> its foundation
RES_TO_COL = 2  # reserve top -> column b
RES_TO_FOUND = 3  # reserve top -> its foundation
TALON_TO_COL = 4  # turn the talon until card a is the waste top (pos a + 1), then -> column b
TALON_TO_FOUND = 5  # the same, then -> its foundation
TAKE_BACK = 6  # top of foundation a -> column b

_COLS = ("c1", "c2", "c3", "c4")
_FOUNDS = ("f1", "f2", "f3", "f4")
_NO_CARD = 255


class Table:
    """The constants of one deal under one rule set, and the move rules.

    Build it with :meth:`from_game`; :meth:`state_of` reads the game's
    current position as a compact state.
    """

    def __init__(self, rules: Rules, foundation_suits: tuple[str, ...], start_rank: int, reserve: bytes) -> None:
        self.rules = rules
        self.draw = rules.draw
        self.tail_mode = rules.tail_moves
        self.empty_any = rules.empty_fill is EmptyFill.ANY
        self.take_back = rules.take_back
        self.start_rank = start_rank
        self.foundation_suits = tuple(foundation_suits)
        self.reserve = reserve
        suit_slot = {str(s): i for i, s in enumerate(foundation_suits)}
        self.slot = [suit_slot[str(c.suit)] for c in ALL_CARDS]
        self.height = [(c.rank - start_rank) % 13 for c in ALL_CARDS]
        self.red = [c.red for c in ALL_CARDS]
        self.rank = [c.rank for c in ALL_CARDS]
        # need[s][n]: the card foundation s takes when it holds n cards
        self.need = [
            [next(c.index for c in ALL_CARDS if str(c.suit) == str(suit) and c.rank == (start_rank - 1 + n) % 13 + 1)
             for n in range(13)] + [_NO_CARD]
            for suit in foundation_suits
        ]  # fmt: skip
        # accepts[top]: the cards these rules let be built on top in a column
        table = column_accepts(rules.closed_rank(start_rank))
        self.accepts = [tuple(a.index for a in table[c.index]) for c in ALL_CARDS]
        self.twin = [
            next(o.index for o in ALL_CARDS if o.rank == c.rank and o.red == c.red and o is not c) for c in ALL_CARDS
        ]
        #: focused search: leave out sideways moves of built tails that nothing can use (may miss wins)
        self.focused = False
        #: when a list, the focused search puts the moves it leaves out here as ``(step, next state)``
        #: instead of dropping them, so that the search can come back to them (see Search)
        self.deferred: list[tuple[Step, State]] | None = None
        self._reach_memo: dict[tuple[int, int], list[tuple[int, int]]] = {}
        self._cover_memo: dict[tuple[int, int], int] = {}
        self._heads_memo: dict[bytes, tuple[int, dict[int, int]]] = {}
        #: let a searched waste position settle the ones it dominates (off only for the safety cross-check)
        self.dominance = True
        #: leave out moving a partial tail from one twin onto the other when neither twin can go
        #: home next (paper-partial only, where it is proven to lose no win: docs/solver.md,
        #: "Twin moves"; off for the safety cross-check)
        self.twins = (
            rules.tail_moves is TailMoves.ANY
            and not rules.take_back
            and rules.column_build is ColumnBuild.FOUNDATION_ORDER
            and self.empty_any
        )
        #: prune positions where some card can never get home (:meth:`dead`): only where nothing
        #: comes back from a foundation, no tail is cut from a column and a lone top card never
        #: goes to an empty column (it needs no parent there); not where columns are built in
        #: foundation order, where a card above another is always lower in its foundation and no
        #: position is ever dead (docs/solver.md, "Blocked cards"). Off for the safety cross-check
        self.blocked = (
            not rules.take_back
            and (
                rules.tail_moves is TailMoves.WHOLE_ONLY
                or (rules.tail_moves is TailMoves.TOP_OR_WHOLE and not self.empty_any)
            )
            and rules.column_build is not ColumnBuild.FOUNDATION_ORDER
        )
        #: where the rule is not proven but partial tails and taking back make the game large (the
        #: canfield profile), the compiled core searches the twin moves last instead (fast.search_spec)
        self.twins_last = rules.tail_moves is TailMoves.ANY and rules.take_back
        # how deep safe() looks: with taking back, cards on the foundations may come back
        self._safe_depth = 0 if self.take_back else 2
        self.fits = bytearray(52 * 52)  # fits[top * 52 + card]: card may be built on top in a column
        #: parents[card]: bit p set when ``card`` may be built on card p in a column
        self.parents = [0] * 52
        for top, cards in enumerate(self.accepts):
            for card in cards:
                self.fits[top * 52 + card] = 1
                self.parents[card] |= 1 << top

    @classmethod
    def from_game(cls, game: Game) -> Table:
        """The table for a game's deal and rules."""
        reserve = bytes(c.index for c in game.pile("reserve"))
        return cls(game.rules, tuple(str(s) for s in game.foundation_suits), game.start_rank, reserve)

    def state_of(self, game: Game) -> State:
        """The game's current position as a compact state.

        The reserve must be what is left of :attr:`reserve` (true for any game
        of the same deal, since nothing is ever put on the reserve).
        """
        reserve = game.pile("reserve")
        rn = len(reserve)
        if bytes(c.index for c in reserve) != self.reserve[:rn]:
            raise ValueError("This position does not belong to the solver's deal.")
        cols = tuple(bytes(c.index for c in game.pile(name)) for name in _COLS)
        found = tuple(len(game.pile(name)) for name in _FOUNDS)
        waste = game.pile("waste")
        talon = bytes(c.index for c in waste) + bytes(c.index for c in reversed(game.pile("stock")))
        return (cols, rn, found, talon, len(waste))

    # ----- safety and keys ---------------------------------------------------
    def safe(self, card: int, found: tuple[int, ...]) -> bool:
        """True when putting ``card`` on its foundation can never hurt.

        Only the cards these rules let be built on ``card`` in a column (two
        of the other colour one rank below, or none where the rules close
        its rank) could ever want it there. Once they are all on their
        foundations, nothing can go on ``card`` again; without taking back,
        see also :meth:`_could_go_home_instead`.
        """
        return self._could_go_home_instead(card, found, self._safe_depth)

    def _could_go_home_instead(self, card: int, found: tuple[int, ...], depth: int) -> bool:
        """Without taking back: True when whatever could be built on ``card`` could go home instead.

        Each card ``a`` that fits on ``card`` is home, or next for its
        foundation with the same holding for ``a`` one level down; at depth 0
        they must all be home. With depth 2 (cards that fit on ``card``, the
        cards that fit on those, and everything on those home), a line that
        builds such cards on ``card`` can send them home at that moment
        instead: their foundations only grow, and nothing else could ever sit
        on them.
        """
        slot, height = self.slot, self.height
        for a in self.accepts[card]:
            f, h = found[slot[a]], height[a]
            if f > h:
                continue
            if depth == 0 or f < h or not self._could_go_home_instead(a, found, depth - 1):
                return False
        return True

    def key(self, s: State) -> Key:
        """A transposition-table key: equal for positions that play alike.

        Columns are sorted (their order never matters to the rules). The
        waste position is reduced to what it can reach: with draw 1 every
        talon card is reachable from anywhere, and with draw 3 a position on
        a multiple of 3 (or the end) reaches exactly what the start reaches.
        """
        cols, rn, _found, talon, pos = s
        if self.draw == 1 or pos % 3 == 0 or pos == len(talon):
            pos = 0
        return (tuple(sorted(cols)), rn, talon, pos)

    def covers(self, s: State) -> int:
        """The waste positions (as bits, bit 0 = aligned) that ``s`` dominates.

        Two positions that differ only in the waste position play alike up
        to what the stock can reach. With draw 3, waste position ``q`` off the
        groups of three reaches ``q, q + 3, ...`` in this pass and then what
        the aligned position reaches (``3, 6, ...`` and the end); position
        ``q + 3`` reaches a subset of that, and so does the aligned one. So a
        position searched at ``q`` also settles ``q + 3, q + 6, ...`` and the
        aligned position: whatever they can do, it can do too. Positions are
        compared by :meth:`base` and these bits; :meth:`bit` is the bit of ``s``.
        """
        pos = s[4]
        size = len(s[3])
        if self.draw == 1 or pos % 3 == 0 or pos == size:
            return 1
        if not self.dominance:
            return 1 << pos
        hit = self._cover_memo.get((size, pos))
        if hit is None:
            hit = 1
            for q in range(pos, size, 3):
                hit |= 1 << q
            self._cover_memo[(size, pos)] = hit
        return hit

    def bit(self, s: State) -> int:
        """The bit of ``s``'s reduced waste position (see :meth:`covers`)."""
        pos = s[4]
        if self.draw == 1 or pos % 3 == 0 or pos == len(s[3]):
            return 1
        return 1 << pos

    def base(self, s: State) -> Base:
        """:meth:`key` without the waste position."""
        return (tuple(sorted(s[0])), s[1], s[3])

    def won(self, s: State) -> bool:
        """All 52 cards are on the foundations."""
        return s[2] == (13, 13, 13, 13)

    # ----- safe automatic foundation moves -----------------------------------
    def closure(self, s: State) -> tuple[State, list[Move]]:
        """Play every safe foundation move; return the new state and the moves.

        Safe moves (see :meth:`safe`) come from the reserve, column tops and,
        with draw 1, anywhere in the talon. With draw 3 a talon card is never
        moved automatically: taking it out shifts the groups of three that
        later passes turn, which can hide cards. With taking back allowed, a
        column's last card is moved only when no reserve card would replace it.
        """
        cols, rn, found, talon, pos = s
        moves: list[Move] = []
        need, slot, reserve = self.need, self.slot, self.reserve
        progress = True
        while progress:
            progress = False
            if rn:
                c = reserve[rn - 1]
                sl = slot[c]
                if need[sl][found[sl]] == c and self.safe(c, found):
                    found = _bump(found, sl)
                    rn -= 1
                    moves.append(Move("reserve", _FOUNDS[sl], 1))
                    progress = True
            for j in range(4):
                col = cols[j]
                if not col:
                    continue
                c = col[-1]
                sl = slot[c]
                if need[sl][found[sl]] != c or not self.safe(c, found):
                    continue
                if self.take_back and len(col) == 1 and rn:
                    continue
                found = _bump(found, sl)
                rest = col[:-1]
                if not rest and rn:
                    rest = reserve[rn - 1 : rn]
                    rn -= 1
                cols = _replace(cols, j, rest)
                moves.append(Move(_COLS[j], _FOUNDS[sl], 1))
                progress = True
            if self.draw == 1 and talon:
                for i, c in enumerate(talon):
                    sl = slot[c]
                    if need[sl][found[sl]] == c and self.safe(c, found):
                        moves.extend(self._turn_to(len(talon), pos, i + 1))
                        moves.append(Move("waste", _FOUNDS[sl], 1))
                        found = _bump(found, sl)
                        talon = talon[:i] + talon[i + 1 :]
                        pos = i
                        progress = True
                        break
        return (cols, rn, found, talon, pos), moves

    # ----- move generation ---------------------------------------------------
    def children(self, s: State) -> list[Child]:
        """Every useful step from ``s`` as ``(priority, step, next state)``.

        Lower priority is tried first. Left out: a whole column onto an empty
        column (same position), a second empty column as a target (same as the
        first), stock clicks on their own (a talon card is played directly
        from wherever the stock can bring it), and taking back a card that the
        automatic moves would put straight back.
        """
        cols, rn, found, talon, pos = s
        need, slot, fits, reserve = self.need, self.slot, self.fits, self.reserve
        out: list[Child] = []
        empty = -1
        for j in range(4):
            if not cols[j]:
                empty = j
                break
        tops = [col[-1] if col else -1 for col in cols]

        # reserve top
        if rn:
            c = reserve[rn - 1]
            sl = slot[c]
            if need[sl][found[sl]] == c:
                out.append((0, (RES_TO_FOUND, 0, 0, 1), (cols, rn - 1, _bump(found, sl), talon, pos)))
            for j in range(4):
                t = tops[j]
                if t >= 0 and fits[t * 52 + c]:
                    out.append(
                        (
                            2,
                            (RES_TO_COL, 0, j, 1),
                            (_replace(cols, j, cols[j] + bytes((c,))), rn - 1, found, talon, pos),
                        )
                    )
            if empty >= 0 and self.empty_any:  # only in hand-made positions: play keeps columns filled
                out.append(
                    (6, (RES_TO_COL, 0, empty, 1), (_replace(cols, empty, bytes((c,))), rn - 1, found, talon, pos))
                )

        # column tops to foundations, and tails between columns
        for i in range(4):
            col = cols[i]
            if not col:
                continue
            c = col[-1]
            sl = slot[c]
            if need[sl][found[sl]] == c:
                rest, rn2 = self._after_removal(col[:-1], rn)
                out.append((0, (COL_TO_FOUND, i, 0, 1), (_replace(cols, i, rest), rn2, _bump(found, sl), talon, pos)))
            self._tail_moves(s, i, empty, tops, out)

        # talon cards, reached by clicking the stock (and turning it over)
        if talon:
            size = len(talon)
            wanted: dict[int, list[int]] = {}  # card -> the columns (in order) whose top accepts it
            for j in range(4):
                t = tops[j]
                if t >= 0:
                    for a in self.accepts[t]:
                        wanted.setdefault(a, []).append(j)
            for p, cost in self._reachable(size, pos):
                c = talon[p - 1]
                sl = slot[c]
                home = need[sl][found[sl]] == c
                targets = wanted.get(c)
                if not home and targets is None and empty < 0:
                    continue  # this card can go nowhere now
                rest = talon[: p - 1] + talon[p:]
                if home:
                    out.append(
                        (1 + cost * 0.001, (TALON_TO_FOUND, p - 1, 0, 1), (cols, rn, _bump(found, sl), rest, p - 1))
                    )
                for j in targets or ():
                    new_cols = _replace(cols, j, cols[j] + bytes((c,)))
                    out.append((4 + cost * 0.001, (TALON_TO_COL, p - 1, j, 1), (new_cols, rn, found, rest, p - 1)))
                if empty >= 0:  # waste top may always fill an empty column
                    new_cols = _replace(cols, empty, bytes((c,)))
                    out.append((6 + cost * 0.001, (TALON_TO_COL, p - 1, empty, 1), (new_cols, rn, found, rest, p - 1)))

        if self.take_back:
            self._take_backs(s, empty, tops, out)
        out.sort(key=_first)
        return out

    def _tail_moves(self, s: State, i: int, empty: int, tops: list[int], out: list[Child]) -> None:
        col = s[0][i]
        n = len(col)
        low, heads = self._heads(col)
        for j in range(4):
            if j == i:
                continue
            t = tops[j]
            if t >= 0:
                for a in self.accepts[t]:
                    at = heads.get(a)
                    if at is not None:
                        self._push_tail(s, i, j, n - at, out)
                        break  # the two cards a column top accepts are of one rank: one can be in the run
            elif j == empty and self.empty_any:
                if self.tail_mode is TailMoves.WHOLE_ONLY:
                    continue
                for at in range(max(low, 1), n):  # a whole column onto an empty one changes nothing
                    self._push_tail(s, i, j, n - at, out)

    def _heads(self, col: bytes) -> tuple[int, dict[int, int]]:
        """Where the tails that may leave ``col`` start: ``(low, {first card: index})``.

        Any tail from index ``low`` up may move (and the whole column when the
        rules allow only that, or the top card or the whole column). Columns
        recur across positions, so the answer is remembered.
        """
        hit = self._heads_memo.get(col)
        if hit is not None:
            return hit
        n = len(col)
        fits = self.fits
        run = 1
        while run < n and fits[col[n - run - 1] * 52 + col[n - run]]:
            run += 1
        mode = self.tail_mode
        if mode is TailMoves.ANY:
            low = n - run  # a tail may start at any index from low up
        elif mode is TailMoves.TOP_OR_WHOLE:
            low = n - 1
        else:
            low = n  # whole column only
        heads = {col[at]: at for at in range(low, n)}
        if run == n and n:
            heads[col[0]] = 0
        if mode is TailMoves.WHOLE_ONLY and run < n:
            heads = {}
        if len(self._heads_memo) > 300_000:  # bound the memory of long searches
            self._heads_memo.clear()
        hit = self._heads_memo[col] = (low, heads)
        return hit

    def _push_tail(self, s: State, i: int, j: int, k: int, out: list[Child]) -> None:
        cols, rn, found, talon, pos = s
        col = cols[i]
        n = len(col)
        rest, rn2 = self._after_removal(col[:-k], rn)
        new_cols = list(cols)
        new_cols[i] = rest
        new_cols[j] = cols[j] + col[n - k :]
        if k == n:
            prio = 2 if rn else 5  # emptying a column brings a reserve card out
        else:
            below = col[n - k - 1]
            if self._next(found, below):
                prio = 3
            elif self.twins and cols[j] and self.fits[below * 52 + col[n - k]] and not self._next(found, cols[j][-1]):
                return  # from one twin onto the other, neither going home next: see self.twins
            elif self.focused and self.fits[below * 52 + col[n - k]] and not self._twin_free(s, col[n - k]):
                # a built tail moved sideways only to make room: nothing can use the room now
                if self.deferred is not None:
                    self.deferred.append(((COL_TO_COL, i, j, k), (tuple(new_cols), rn2, found, talon, pos)))
                return
            else:
                prio = 6 if not cols[j] else 5
        out.append((prio, (COL_TO_COL, i, j, k), (tuple(new_cols), rn2, found, talon, pos)))

    def _next(self, found: tuple[int, ...], card: int) -> bool:
        """True when ``card`` is the next card of its foundation."""
        sl = self.slot[card]
        return self.need[sl][found[sl]] == card

    def complete(self) -> Table:
        """The same deal and rules with every move generated (no focus, nothing deferred; twin moves as here)."""
        table = Table(self.rules, self.foundation_suits, self.start_rank, self.reserve)
        table.twins = self.twins
        table.blocked = self.blocked
        return table

    def dead(self, s: State) -> bool:
        """True when no order of play can bring every card home (for :attr:`blocked` rules only).

        Where nothing comes back from a foundation and a column's cards leave
        it one at a time from the top (to a foundation, or where the rules
        allow, onto another column) or all together, a card under others gets
        home only after each of them has left. A least fixpoint over what may
        still happen to each card, each needing what must come first in any
        play: *home* (the card before it in its foundation is home and it is
        exposed), *left* (a column card with cards under it goes home, or,
        where a lone top card may move to a column, a parent of it that is
        not home may be exposed: one under it in its column is exposed only
        after it has left) and *exposed* (every card above it in its column
        has left; cards outside the columns count as exposed). The compiled
        core's ``blocked_dead`` is the same fixpoint; docs/solver.md,
        "Blocked cards", argues it.
        """
        cols, found = s[0], s[2]
        need, parents = self.need, self.parents
        home = sum(1 << need[sl][n] for sl in range(4) for n in range(found[sl]))
        exposed = (1 << 52) - 1  # every card but those under another
        for col in cols:
            for c in col[:-1]:
                exposed &= ~(1 << c)
        lone = self.tail_mode is TailMoves.TOP_OR_WHOLE
        done, k = home, list(found)
        gone = [0, 0, 0, 0]  # the cards of each column, from its top, known to leave it
        changed = True
        while changed:
            changed = False
            for j, col in enumerate(cols):
                for m in range(len(col) - 1 - gone[j], 0, -1):  # to 1: the bottom card never leaves
                    c = col[m]
                    if not (done >> c & 1 or (lone and parents[c] & exposed & ~home)):
                        break
                    gone[j] += 1
                    exposed |= 1 << col[m - 1]
                    changed = True
            for sl in range(4):
                while k[sl] < 13 and exposed >> need[sl][k[sl]] & 1:
                    done |= 1 << need[sl][k[sl]]
                    k[sl] += 1
                    changed = True
        return sum(k) < 52

    def _twin_free(self, s: State, card: int) -> bool:
        """True when the other card of ``card``'s rank and colour could be played now.

        Used by the focused search: moving a built tail off its card is only
        worth it when the twin could take its place (or the card below could
        go home, checked by the caller).
        """
        twin = self.twin[card]
        cols, rn, found, talon, _pos = s
        if rn and self.reserve[rn - 1] == twin:
            return True
        if twin in talon:
            return True
        fits = self.fits
        for col in cols:
            at = col.find(twin)
            if at >= 0:  # free if it heads a movable tail
                return all(fits[col[m] * 52 + col[m + 1]] for m in range(at, len(col) - 1))
        sl = self.slot[twin]
        return self.take_back and found[sl] > 0 and self.need[sl][found[sl] - 1] == twin

    def _take_backs(self, s: State, empty: int, tops: list[int], out: list[Child]) -> None:
        cols, rn, found, talon, pos = s
        for sl in range(4):
            n = found[sl]
            if not n:
                continue
            c = self.need[sl][n - 1]
            lower = _bump(found, sl, -1)
            if self.safe(c, lower):
                continue  # it would fly straight back
            for j in range(4):
                t = tops[j]
                if (t >= 0 and self.fits[t * 52 + c]) or (j == empty and self.empty_any):
                    new_cols = _replace(cols, j, cols[j] + bytes((c,)))
                    out.append((7, (TAKE_BACK, sl, j, 1), (new_cols, rn, lower, talon, pos)))

    def _after_removal(self, rest: bytes, rn: int) -> tuple[bytes, int]:
        """A column after cards left it: auto-filled from the reserve if emptied."""
        if not rest and rn:
            return self.reserve[rn - 1 : rn], rn - 1
        return rest, rn

    def _reachable(self, size: int, pos: int) -> list[tuple[int, int]]:
        """Waste positions the stock can reach, with the clicks each costs.

        A position ``p`` (1..size) means ``talon[p - 1]`` is the waste top.
        """
        hit = self._reach_memo.get((size, pos))
        if hit is None:
            hit = self._reach_memo[(size, pos)] = self._reach(size, pos)
        return hit

    def _reach(self, size: int, pos: int) -> list[tuple[int, int]]:
        d = self.draw
        out: dict[int, int] = {}
        clicks = 0
        p = pos
        while True:
            if p and p not in out:
                out[p] = clicks
            if p == size:
                break
            p = min(p + d, size)
            clicks += 1
        # turn the waste over and go round once more
        clicks += 1
        p = 0
        while p < size:
            p = min(p + d, size)
            clicks += 1
            if p not in out:
                out[p] = clicks
        return list(out.items())

    # ----- engine moves ------------------------------------------------------
    def _turn_to(self, size: int, pos: int, target: int) -> list[Move]:
        """Stock clicks (and a recycle if needed) that make ``target`` the waste position."""
        d = self.draw
        moves: list[Move] = []
        p = pos
        if not (target >= p and ((target - p) % d == 0 or target == size)):
            while p < size:
                step = min(d, size - p)
                moves.append(Move("stock", "waste", step))
                p += step
            moves.append(Move("waste", "stock", size))
            p = 0
        while p < target:
            step = min(d, size - p)
            moves.append(Move("stock", "waste", step))
            p += step
        if p != target:
            raise AssertionError("talon position not reachable")  # a bug, never the player's input
        return moves

    def engine_moves(self, s: State, step: Step) -> list[Move]:
        """The engine moves that play ``step`` from state ``s``."""
        kind, a, b, n = step
        cols, rn, _found, talon, pos = s
        if kind == COL_TO_COL:
            return [Move(_COLS[a], _COLS[b], n)]
        if kind == COL_TO_FOUND:
            return [Move(_COLS[a], _FOUNDS[self.slot[cols[a][-1]]], 1)]
        if kind == RES_TO_COL:
            return [Move("reserve", _COLS[b], 1)]
        if kind == RES_TO_FOUND:
            return [Move("reserve", _FOUNDS[self.slot[self.reserve[rn - 1]]], 1)]
        if kind in (TALON_TO_COL, TALON_TO_FOUND):
            moves = self._turn_to(len(talon), pos, a + 1)
            target = _COLS[b] if kind == TALON_TO_COL else _FOUNDS[self.slot[talon[a]]]
            return [*moves, Move("waste", target, 1)]
        if kind == TAKE_BACK:
            return [Move(_FOUNDS[a], _COLS[b], 1)]
        raise ValueError(f"unknown step {step!r}")

    def progress(self, s: State) -> int:
        """A rough measure of how far a position is from the deal (for hints)."""
        return 4 * sum(s[2]) + 3 * (13 - s[1]) - len(s[3]) // 8


def _first(item: Child) -> float:
    return item[0]


def _bump(found: tuple[int, ...], sl: int, by: int = 1) -> tuple[int, ...]:
    f = list(found)
    f[sl] += by
    return tuple(f)


def _replace(cols: tuple[bytes, ...], j: int, col: bytes) -> tuple[bytes, ...]:
    c = list(cols)
    c[j] = col
    return tuple(c)
