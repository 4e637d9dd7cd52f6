"""The game: piles, legal moves, playing, undo/redo and score."""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from . import describe as _describe
from . import snapshot as _snapshot
from . import stall as _stall
from .cards import SUIT_ORDER, Card, Suit, column_accepts, is_sequence
from .codes import deal_deck as _deal_deck
from .codes import format_code, parse_code, random_deal
from .errors import IllegalMove
from .moves import COLUMNS, FOUNDATIONS, PILE_NAMES, RESERVE, STOCK, WASTE, Move, Played, Refusal
from .rules import EmptyFill, Rules, Scoring, TailMoves, resolve_rules

_COLUMN_INDEX = {name: i for i, name in enumerate(COLUMNS)}


class _MoveRows(dict[str, list[Move]]):
    """Target pile -> the moves from one source to it, by count: each row made on its first use."""

    def __init__(self, source: str) -> None:
        super().__init__()
        self.source = source

    def __missing__(self, target: str) -> list[Move]:
        row = self[target] = [Move(self.source, target, n) for n in range(53)]
        return row


# Every move value made once: the move generator hands these out instead of building new ones.
# (Rows are made as the game meets them: all 5,300 moves at import would slow the window's start.)
_MOVES_FROM: dict[str, dict[str, list[Move]]] = {source: _MoveRows(source) for source in PILE_NAMES}
_FOUNDATION_INDEX = {name: i for i, name in enumerate(FOUNDATIONS)}
_new_tuple = tuple.__new__
#: One undo step: what was played, the piles it changed as they were, then score, passes and pass marks.
_Step = tuple[Played, list[tuple[str, tuple[Card, ...]]], int, int, int]
_Takes = tuple[Card, ...] | None  # what a column's top card takes (None: the column is empty)
_Add = Callable[[Move], None]  # where the move generator puts each move


class Game:
    """One game of Canfield under a :class:`Rules` value.

    Build one with :meth:`from_code`, :meth:`new`, ``Game(deal, rules)``, or
    :meth:`from_piles` for a position given card by card.
    """

    def __init__(self, deal: int, rules: str | Rules = "canfield") -> None:
        self.rules: Rules = resolve_rules(rules)
        self.deal = deal
        deck = _deal_deck(deal)
        base = deck[13]
        self._set_base(base)
        self._set_piles(
            stock=deck[:17:-1],  # bottom first; deck[18] ends on top
            waste=[],
            reserve=deck[:13],
            foundations=[[base], [], [], []],
            columns=[[card] for card in deck[14:18]],
        )
        self._count_home()
        self._points = self.rules.points_per_card if self.rules.points_for_base else 0
        self.passes = 0
        self._pass_marks: list[tuple[Card, ...]] = [tuple(self._stock)]
        self._line: list[Move] = []
        self._history: deque[_Step] = deque(maxlen=self.rules.undo_limit)
        self._redo: list[Move] = []
        self._version = 0  # bumped by every change of position
        self._legal: tuple[int, tuple[Move, ...]] = (-1, ())  # the last legal_moves() and its version
        self._checked: tuple[int, object] = (-1, None)  # the last move refusal() found legal, and its version
        self._stall_cache: tuple[int, bool] = (-1, False)
        self._stall_memo: _stall.StallMemo = {}  # dead column arrangements, shared by copies (see stall.is_stalled)

    def _set_base(self, base: Card) -> None:
        """The base card fixes the start rank, the foundations' suits and what columns accept."""
        self.start_rank: int = base.rank
        self._accepts = column_accepts(self.rules.closed_rank(base.rank))
        self.foundation_suits: tuple[Suit, ...] = (base.suit,) + tuple(s for s in SUIT_ORDER if s != base.suit)
        self._fslot = {suit: i for i, suit in enumerate(self.foundation_suits)}
        self._start_cards = [Card.get(base.rank, suit) for suit in self.foundation_suits]

    def _set_piles(
        self,
        stock: Sequence[Card],
        waste: Sequence[Card],
        reserve: Sequence[Card],
        foundations: Sequence[Sequence[Card]],
        columns: Sequence[Sequence[Card]],
    ) -> None:
        """Own these lists as the piles (each bottom first), and index them by name."""
        self._stock, self._waste, self._reserve = list(stock), list(waste), list(reserve)
        self._found: list[list[Card]] = [list(f) for f in foundations]
        self._cols: list[list[Card]] = [list(c) for c in columns]
        self._piles: dict[str, list[Card]] = {
            STOCK: self._stock,
            WASTE: self._waste,
            RESERVE: self._reserve,
            **dict(zip(FOUNDATIONS, self._found, strict=True)),
            **dict(zip(COLUMNS, self._cols, strict=True)),
        }

    def _count_home(self) -> None:
        """Start counting the cards that have been home, and how often (player review B1): the points
        a card earns each time it goes home again after a take-back are kept apart, so records do not
        count them. Not in :meth:`_set_piles`: a copy takes the counts over instead."""
        self._homed: dict[Card, int] = {card: 1 for pile in self._found for card in pile}
        self._again = 0

    # ----- construction -------------------------------------------------
    @classmethod
    def from_code(cls, code: str, profile: str | Rules = "canfield") -> Game:
        """The deal a game code names, under a profile name or rules value."""
        parsed = parse_code(code)
        rules = resolve_rules(profile).with_draw(parsed.draw)
        return cls(parsed.deal, rules)

    @classmethod
    def new(cls, draw: int = 3, profile: str | Rules = "canfield") -> Game:
        """A uniformly random deal."""
        return cls(random_deal(), resolve_rules(profile).with_draw(draw))

    @classmethod
    def from_piles(
        cls, piles: Mapping[str, Sequence[Card]], base: Card, rules: str | Rules = "canfield", deal: int = 0
    ) -> Game:
        """A game in a position given pile by pile (bottom first), for tests, tools and puzzles.

        ``base`` is the base card: it sets the start rank and the first
        foundation's suit (foundation 1 holds it unless ``piles`` says
        otherwise). Cards no pile names go to the stock. ``ValueError`` if a
        pile is unknown or a card is given twice.
        """
        unknown = set(piles) - set(PILE_NAMES)
        if unknown:
            raise ValueError(f"There is no pile called {sorted(unknown)[0]!r}.")
        given = {name: list(cards) for name, cards in piles.items()}
        given.setdefault("f1", [base])
        counts = Counter(card for cards in given.values() for card in cards)
        twice = [str(card) for card, n in counts.items() if n > 1]
        if twice:
            raise ValueError(f"A card is given twice: {', '.join(twice)}.")
        given.setdefault(STOCK, [card for card in _deal_deck(0) if card not in counts])
        game = cls(deal, rules)
        game._set_base(base)
        game._set_piles(
            stock=given[STOCK],
            waste=given.get(WASTE, []),
            reserve=given.get(RESERVE, []),
            foundations=[given.get(name, []) for name in FOUNDATIONS],
            columns=[given.get(name, []) for name in COLUMNS],
        )
        game._count_home()
        game._pass_marks = [tuple(game._stock)]
        return game

    def copy(self, with_history: bool = False) -> Game:
        """An independent copy of the position (and history if asked).

        It shares only immutable values and the stall memo, which holds for any game of the same
        rules and base card (a copy whose rules are changed must not ask :attr:`stalled`).
        """
        twin = object.__new__(Game)
        twin.rules, twin.deal = self.rules, self.deal
        twin.start_rank, twin.foundation_suits = self.start_rank, self.foundation_suits
        twin._accepts, twin._fslot, twin._start_cards = self._accepts, self._fslot, self._start_cards
        twin._set_piles(self._stock, self._waste, self._reserve, self._found, self._cols)
        twin._points, twin.passes = self._points, self.passes
        twin._homed, twin._again = dict(self._homed), self._again
        twin._pass_marks = list(self._pass_marks)
        twin._line = list(self._line)
        # history entries hold immutable tuples, so they can be shared
        twin._history = deque(self._history if with_history else (), maxlen=self._history.maxlen)
        twin._redo = list(self._redo) if with_history else []
        twin._version = self._version
        twin._legal, twin._checked = self._legal, self._checked
        twin._stall_cache, twin._stall_memo = self._stall_cache, self._stall_memo
        return twin

    # ----- reading the position -----------------------------------------
    @property
    def code(self) -> str:
        """The game code that reproduces this deal."""
        return format_code(self.deal, self.rules.draw)

    @property
    def draw(self) -> int:
        """Cards turned per stock click."""
        return self.rules.draw

    def pile(self, name: str) -> tuple[Card, ...]:
        """The cards of a pile, bottom first."""
        try:
            return tuple(self._piles[name])
        except KeyError:
            raise ValueError(f"There is no pile called {name!r}.") from None

    def top(self, name: str) -> Card | None:
        """The top card of a pile, or None when it is empty."""
        cards = self._piles[name]
        return cards[-1] if cards else None

    def face_up(self, name: str, index: int) -> bool:
        """True when card ``index`` of a pile lies face up (the stock is face down, the reserve shows its top)."""
        if name == STOCK:
            return False
        if name == RESERVE:
            return index == len(self._reserve) - 1
        return True

    @property
    def can_recycle(self) -> bool:
        """True when a stock click turns the waste back over (the stock is empty, the waste is not)."""
        return not self._stock and bool(self._waste)

    def foundation_for(self, suit: Suit | str) -> str:
        """The name of the foundation that takes a suit."""
        return FOUNDATIONS[self._fslot[Suit(suit)]]

    def fits_on_column(self, card: Card, top: Card) -> bool:
        """True when these rules let ``card`` be built on ``top`` in a column."""
        return card in self._accepts[top.index]

    def needed(self, foundation: str) -> Card | None:
        """The card a foundation takes next, or None when it is full."""
        i = _FOUNDATION_INDEX[foundation]
        return self._need(i)

    def _need(self, i: int) -> Card | None:
        cards = self._found[i]
        if not cards:
            return self._start_cards[i]
        return cards[-1].up if len(cards) < 13 else None

    @property
    def foundation_count(self) -> int:
        """Cards on the foundations (1-52)."""
        return sum(len(f) for f in self._found)

    @property
    def score(self) -> int:
        """Points (canfield, classic) or cards on the foundations (strict)."""
        if self.rules.scoring is Scoring.CARDS:
            return self.foundation_count
        return self._points

    @property
    def record_score(self) -> int:
        """The score as the records count it: :attr:`score` without the points of cards sent home again.

        The rules keep a take-back free ("with no loss of points"), so a card taken back from a
        foundation and sent home again scores again; those repeat points are kept apart here, and
        "Best score" in the statistics uses this figure (player review B1).
        """
        return self.score if self.rules.scoring is Scoring.CARDS else max(0, self._points - self._again)

    @property
    def repeat_points(self) -> int:
        """Points earned by cards that went home again after being taken back (0 under strict scoring)."""
        return self.score - self.record_score

    @property
    def is_won(self) -> bool:
        """All 52 cards are on the foundations."""
        return all(len(f) == 13 for f in self._found)

    @property
    def moves_made(self) -> int:
        """Actions in effect since the deal (undone ones not counted)."""
        return len(self._line)

    @property
    def line(self) -> tuple[Move, ...]:
        """Every action in effect since the deal, in order."""
        return tuple(self._line)

    @property
    def can_undo(self) -> bool:
        """True when there is an action to take back."""
        return bool(self._history)

    @property
    def can_redo(self) -> bool:
        """True when an undone action can be played again."""
        return bool(self._redo)

    @property
    def undo_depth(self) -> int:
        """How many actions can be taken back now."""
        return len(self._history)

    @property
    def redo_line(self) -> tuple[Move, ...]:
        """The undone actions that :meth:`redo` would play again, next first."""
        return tuple(reversed(self._redo))

    @property
    def pass_marks(self) -> tuple[tuple[Card, ...], ...]:
        """The stock at the deal and after each recycle (bottom first): the passes seen so far."""
        return tuple(self._pass_marks)

    @property
    def stalled(self) -> bool:
        """Strict profile: the last pass repeated and no progress is possible."""
        if not self.rules.stall_check:
            return False
        if self._stall_cache[0] != self._version:
            self._stall_cache = (self._version, _stall.is_stalled(self, self._stall_memo))
        return self._stall_cache[1]

    def describe(self, lang: str = "en") -> str:
        """The board in words (see :mod:`canfield.engine.describe`)."""
        return _describe.describe(self, lang)

    def to_dict(self) -> dict[str, object]:
        """A versioned, JSON-safe snapshot of the whole game, history included."""
        return _snapshot.to_dict(self)

    @classmethod
    def from_dict(cls, data: object) -> Game:
        """Rebuild a game from :meth:`to_dict`; ``ValueError`` if it is damaged."""
        return _snapshot.from_dict(data, cls)

    # ----- history kept by a snapshot -------------------------------------------
    def limit_undo(self, depth: int) -> None:
        """Keep only the last ``depth`` actions undoable (a restored game keeps its saved undo depth)."""
        while len(self._history) > depth:
            self._history.popleft()

    def set_redo(self, moves: Sequence[Move]) -> None:
        """Make ``moves`` (next first) the actions :meth:`redo` plays again; ``IllegalMove`` if they do not play."""
        trial = self.scratch()
        for move in moves:
            trial.play(move)
        self._redo = [Move(*m) for m in reversed(moves)]

    # ----- legal moves ----------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """Every legal move in this position, useful or not."""
        moves: list[Move] = []
        add = moves.append
        stock, waste = self._stock, self._waste
        if stock:
            add(_MOVES_FROM[STOCK][WASTE][min(self.rules.draw, len(stock))])
        elif waste:
            add(_MOVES_FROM[WASTE][STOCK][len(waste)])
        needs = {}  # the cards the foundations take next
        for i, cards in enumerate(self._found):
            if not cards:
                needs[self._start_cards[i]] = i
            elif len(cards) < 13:
                needs[cards[-1].up] = i
        acc = self._accepts
        tops = [acc[col[-1].index] if col else None for col in self._cols]  # what each column takes
        any_fill = self.rules.empty_fill is EmptyFill.ANY
        if waste:
            self._single_moves(WASTE, waste[-1], needs, tops, True, add)
        if self._reserve:
            self._single_moves(RESERVE, self._reserve[-1], needs, tops, any_fill, add)
        for i, col in enumerate(self._cols):
            if col:
                self._column_moves(i, col, needs, tops, any_fill, add)
        if self.rules.take_back:
            for i, cards in enumerate(self._found):
                if cards:
                    self._single_moves(FOUNDATIONS[i], cards[-1], {}, tops, any_fill, add)
        self._legal = (self._version, tuple(moves))  # play() need not check these again
        return moves

    @staticmethod
    def _single_moves(
        source: str, card: Card, needs: dict[Card, int], tops: list[_Takes], empty_ok: bool, add: _Add
    ) -> None:
        """Moves of one card (waste, reserve or foundation top) to its foundation or a column."""
        table = _MOVES_FROM[source]
        if card in needs:
            add(table[FOUNDATIONS[needs[card]]][1])
        for j, takes in enumerate(tops):
            if (card in takes) if takes is not None else empty_ok:
                add(table[COLUMNS[j]][1])

    def _column_moves(
        self, i: int, col: list[Card], needs: dict[Card, int], tops: list[_Takes], empty_ok: bool, add: _Add
    ) -> None:
        """Moves out of column ``i``: its top card home, and the tails the rules allow."""
        table = _MOVES_FROM[COLUMNS[i]]
        top = col[-1]
        if top in needs:
            add(table[FOUNDATIONS[needs[top]]][1])
        counts = self._tail_counts(col)
        if not counts:
            return
        n = len(col)
        top_rank = top.rank
        for j, takes in enumerate(tops):
            if j == i:
                continue
            row = table[COLUMNS[j]]
            if takes is None:
                if empty_ok:
                    for count in counts:
                        add(row[count])
                continue
            for child in takes:
                # In a sequence the card k ranks above the top lies k places down.
                count = (child.rank - top_rank) % 13 + 1
                if count <= n and col[n - count] is child and count in counts:
                    add(row[count])
            if n > 13:  # K on A lets a sequence turn the corner: the card may lie 13 or 26 places further down
                self._wrapped_tails(col, takes, counts, row, add)

    @staticmethod
    def _wrapped_tails(
        col: list[Card], takes: tuple[Card, ...], counts: list[int] | range, row: list[Move], add: _Add
    ) -> None:
        """Tails of 14 to 28 cards onto a column whose top takes one of ``takes`` (columns past 13 cards)."""
        n, top_rank = len(col), col[-1].rank
        for child in takes:
            count = (child.rank - top_rank) % 13 + 14
            while count <= n and col[n - count] is not child:
                count += 13
            if count <= n and count in counts:
                add(row[count])

    def _tail_counts(self, col: list[Card]) -> list[int] | range:
        """Tail sizes the rules let leave this column for another column."""
        n = len(col)
        mode = self.rules.tail_moves
        acc = self._accepts
        if mode is TailMoves.ANY:
            run = 1
            while run < n and col[n - run] in acc[col[n - run - 1].index]:
                run += 1
            return range(1, run + 1)
        whole = [n] if is_sequence(col, acc) else []
        if mode is TailMoves.WHOLE_ONLY or n == 1:
            return whole
        return [1, *whole]

    def is_legal(self, move: Move) -> bool:
        """True when :meth:`play` would accept the move."""
        return self.refusal(move) is None

    def _known_legal(self, move: object) -> bool:
        """True when this position already answered that the move is legal (listed, or checked).

        Only a :class:`Move` with an ``int`` count counts: ``True == 1`` must not pass for a count.
        """
        if type(move) is not Move or type(move[2]) is not int:
            return False
        version, listed = self._legal
        if version == self._version and move in listed:
            return True
        version, checked = self._checked
        return version == self._version and move == checked

    def scratch(self) -> Game:
        """A copy to try moves on: no history, and its plays never search for a stall (nobody asks it)."""
        trial = self.copy()
        trial.rules = replace(self.rules, stall_check=False)
        return trial

    def preview(self, move: Move) -> Played:
        """What playing ``move`` would do, this game left as it is (for a hint); ``IllegalMove`` if refused."""
        return self.scratch().play(move)

    # ----- playing -------------------------------------------------------
    def play(self, move: Move) -> Played:
        """Play a move and say what it did, or raise :class:`IllegalMove` and change nothing."""
        version, listed = self._legal
        fast = version == self._version and type(move) is Move and type(move[2]) is int and move in listed
        if not fast and not self._known_legal(move):
            refusal = self._refusal(move)
            if refusal is not None:
                raise IllegalMove(refusal)
        played = self._do(move if type(move) is Move else Move(*move))
        self._redo.clear()
        return played

    def _do(self, move: Move) -> Played:
        source, target, count = move
        piles = self._piles
        if source in _COLUMN_INDEX:
            saved = [(source, tuple(piles[source])), (target, tuple(piles[target])), (RESERVE, tuple(self._reserve))]
        else:
            saved = [(source, tuple(piles[source])), (target, tuple(piles[target]))]
        points, passes, marks = self._points, self.passes, len(self._pass_marks)
        autofill = self._apply(move)
        self._line.append(move)
        self._version += 1
        home = target in _FOUNDATION_INDEX
        rules = self.rules
        by_cards = rules.scoring is Scoring.CARDS  # the score is the foundations' count
        gained = home - (source in _FOUNDATION_INDEX) if by_cards else self._points - points
        won = home and self.is_won  # only a card going home can finish the game
        stalled = rules.stall_check and self.stalled
        # tuple.__new__ skips the named tuple's Python-level __new__: one record is made for every move
        played = _new_tuple(Played, (move, tuple(piles[target][-count:]), autofill, gained, won, stalled, False))
        self._history.append((played, saved, points, passes, marks))
        return played

    def _apply(self, move: Move) -> Card | None:
        """Move the cards; returns the reserve card that filled an emptied column, if any."""
        source, target, count = move
        if source == STOCK:
            for _ in range(count):
                self._waste.append(self._stock.pop())
            return None
        if target == STOCK:
            self._stock.extend(reversed(self._waste))
            self._waste.clear()
            self.passes += 1
            self._pass_marks.append(tuple(self._stock))
            return None
        src = self._piles[source]
        self._piles[target].extend(src[-count:])
        del src[-count:]
        if target in _FOUNDATION_INDEX:
            self._points += self.rules.points_per_card
            card = self._piles[target][-1]
            seen = self._homed.get(card, 0)
            self._homed[card] = seen + 1
            if seen:
                self._again += self.rules.points_per_card
        if not src and source in _COLUMN_INDEX and self._reserve:
            src.append(self._reserve.pop())  # auto-fill: part of the same action
            return src[-1]
        return None

    def undo(self) -> Played:
        """Take back the last action; says what was taken back. ``IllegalMove`` if none."""
        if not self._history:
            raise IllegalMove(Refusal.of("nothing_to_undo"))
        played, saved, points, passes, marks = self._history.pop()
        if played.move.target in _FOUNDATION_INDEX:
            self._unhome(played.cards[-1])
        for name, cards in saved:
            self._piles[name][:] = cards
        self._points, self.passes = points, passes
        del self._pass_marks[marks:]
        self._line.pop()
        self._redo.append(played.move)
        self._version += 1
        return Played(played.move, played.cards, played.autofill, -played.points, self.is_won, self.stalled, True)

    def _unhome(self, card: Card) -> None:
        """An undone arrival on a foundation: the card's count of arrivals (and repeat points) goes back."""
        seen = self._homed.get(card, 0) - 1
        if seen > 0:
            self._homed[card] = seen
            self._again -= self.rules.points_per_card
        else:
            self._homed.pop(card, None)

    def redo(self) -> Played:
        """Play the last undone action again; says what it did. ``IllegalMove`` if none."""
        if not self._redo:
            raise IllegalMove(Refusal.of("nothing_to_redo"))
        return self._do(self._redo.pop())

    # ----- refusals ------------------------------------------------------
    def refusal(self, move: object) -> Refusal | None:
        """None if :meth:`play` would accept the move, else why not (a :class:`Refusal`)."""
        if self._known_legal(move):
            return None
        refusal = self._refusal(move)
        if refusal is None:
            self._checked = (self._version, move)  # play() need not ask again
        return refusal

    def _refusal(self, move: object) -> Refusal | None:
        """The full check behind :meth:`refusal`."""
        if not isinstance(move, tuple) or len(move) != 3:
            return Refusal.of("not_a_move")
        source, target, count = move
        if not isinstance(source, str) or not isinstance(target, str):
            return Refusal.of("no_such_pile")
        if source not in self._piles or target not in self._piles:
            return Refusal.of("no_such_pile")
        if not isinstance(count, int) or isinstance(count, bool) or count < 1:
            return Refusal.of("bad_count")
        if source == STOCK or target == STOCK:
            return self._stock_refusal(source, target, count)
        if target == WASTE:
            return Refusal.of("to_waste")
        if target == RESERVE:
            return Refusal.of("to_reserve")
        if source == target:
            return Refusal.of("same_pile")
        refusal = self.lift_refusal(source, count, target)
        if refusal is not None:
            return refusal
        cards = self._piles[source]
        if target in _FOUNDATION_INDEX:
            return self._foundation_refusal(target, cards[-1], count)
        return self._column_refusal(source, target, cards[-count])

    def lift_refusal(self, pile: str, count: int, target: str | None = None) -> Refusal | None:
        """None if ``count`` cards may leave the top of ``pile`` (for ``target``, or for some pile), else why not."""
        if pile not in self._piles:
            return Refusal.of("no_such_pile")
        if pile == STOCK:
            return Refusal.of("from_stock")
        cards = self._piles[pile]
        if not cards:
            return Refusal.of("source_empty", pile=pile)
        if count > len(cards):
            return Refusal.of("too_many", pile=pile, available=len(cards))
        if pile in (WASTE, RESERVE):
            return None if count == 1 else Refusal.of("top_only", pile=pile)
        if pile in _FOUNDATION_INDEX:
            if not self.rules.take_back:
                return Refusal.of("no_take_back")
            if count != 1 or (target is not None and target not in _COLUMN_INDEX):
                return Refusal.of("take_back_form")
            return None
        if target in _FOUNDATION_INDEX:
            return None if count == 1 else Refusal.of("one_at_a_time")
        if (count == 1 and target is None) or count in self._tail_counts(cards):
            return None  # a lone top card can always be lifted: it may go home
        return Refusal.of("tail", pile=pile, mode=self.rules.tail_moves.value)

    def _stock_refusal(self, source: str, target: str, count: int) -> Refusal | None:
        if source == STOCK and target == WASTE:
            if not self._stock:
                return Refusal.of("stock_empty")
            turned = min(self.rules.draw, len(self._stock))
            return None if count == turned else Refusal.of("draw_count", count=turned)
        if source == WASTE and target == STOCK:
            if self._stock:
                return Refusal.of("stock_not_empty")
            if not self._waste:
                return Refusal.of("waste_empty")
            return None if count == len(self._waste) else Refusal.of("recycle_count")
        if target == STOCK:
            return Refusal.of("to_stock")
        return Refusal.of("from_stock")

    def _foundation_refusal(self, target: str, card: Card, count: int) -> Refusal | None:
        if count != 1:
            return Refusal.of("one_at_a_time")
        need = self._need(_FOUNDATION_INDEX[target])
        if need is card:
            return None
        if need is None:
            return Refusal.of("foundation_full", foundation=target)
        return Refusal.of("foundation_needs", card=card, need=need)

    def _column_refusal(self, source: str, target: str, card: Card) -> Refusal | None:
        col = self._piles[target]
        if col:
            if self.fits_on_column(card, col[-1]):
                return None
            # fits by colour and rank, but these rules close that rank: say so
            reason = "column_closed" if card in col[-1].accepts else "column_fit"
            return Refusal.of(reason, card=card, onto=col[-1])
        if source == WASTE or self.rules.empty_fill is EmptyFill.ANY:
            return None
        return Refusal.of("empty_waste_only")


__all__ = ["PILE_NAMES", "Game"]
