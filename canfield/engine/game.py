"""The game: piles, legal moves, playing, undo/redo and score."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from .cards import SUIT_ORDER, Card, Suit, column_accepts, is_sequence
from .codes import deal_deck as _deal_deck
from .codes import format_code, parse_code, random_deal
from .moves import COLUMNS, FOUNDATIONS, PILE_NAMES, RESERVE, STOCK, WASTE, IllegalMove, Move
from .rules import EmptyFill, Rules, Scoring, TailMoves, resolve_rules
from .words import ENGLISH

_COLUMN_INDEX = {name: i for i, name in enumerate(COLUMNS)}


class _MoveRows(dict):
    """Target pile -> the moves from one source to it, by count: each row made on its first use."""

    def __init__(self, source: str) -> None:
        super().__init__()
        self.source = source

    def __missing__(self, target: str) -> list[Move]:
        row = self[target] = [Move(self.source, target, n) for n in range(53)]
        return row


# Every move value made once: the move generator hands these out instead of building new ones.
# (Rows are made as the game meets them: all 6,400 moves at import would slow the window's start.)
_MOVES_FROM: dict[str, dict[str, list[Move]]] = {source: _MoveRows(source) for source in PILE_NAMES}
_FOUNDATION_INDEX = {name: i for i, name in enumerate(FOUNDATIONS)}


def _name(card: Card) -> str:
    return ENGLISH.card(card)


class Game:
    """One game of Canfield under a :class:`Rules` value.

    Build one with :meth:`from_code`, :meth:`new` or ``Game(deal, rules)``.
    """

    def __init__(self, deal: int, rules: str | Rules = "canfield") -> None:
        self.rules: Rules = resolve_rules(rules)
        self.deal = deal
        deck = _deal_deck(deal)
        self._reserve: list[Card] = deck[:13]
        base = deck[13]
        self._cols: list[list[Card]] = [[card] for card in deck[14:18]]
        self._stock: list[Card] = deck[:17:-1]  # bottom first; deck[18] ends on top
        self._waste: list[Card] = []
        self.start_rank: int = base.rank
        self._accepts = column_accepts(self.rules.closed_rank(base.rank))
        self.foundation_suits: tuple[Suit, ...] = (base.suit,) + tuple(s for s in SUIT_ORDER if s != base.suit)
        self._fslot = {suit: i for i, suit in enumerate(self.foundation_suits)}
        self._start_cards = [Card.get(base.rank, suit) for suit in self.foundation_suits]
        self._found: list[list[Card]] = [[base], [], [], []]
        self._piles: dict[str, list[Card]] = {
            STOCK: self._stock,
            WASTE: self._waste,
            RESERVE: self._reserve,
            **dict(zip(FOUNDATIONS, self._found, strict=True)),
            **dict(zip(COLUMNS, self._cols, strict=True)),
        }
        self._points = self.rules.points_per_card if self.rules.points_for_base else 0
        self.passes = 0
        self._pass_marks: list[tuple[Card, ...]] = [tuple(self._stock)]
        self._line: list[Move] = []
        self._history: deque = deque(maxlen=self.rules.undo_limit)
        self._redo: list[Move] = []
        self._version = 0  # bumped by every change of position
        self._legal: tuple[int, tuple[Move, ...]] = (-1, ())  # the last legal_moves() and its version
        self._stall_cache: tuple[int, bool] = (-1, False)

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

    def copy(self, with_history: bool = False) -> Game:
        """An independent copy of the position (and history if asked)."""
        twin = object.__new__(Game)
        twin.__dict__.update(self.__dict__)
        twin._reserve, twin._stock, twin._waste = list(self._reserve), list(self._stock), list(self._waste)
        twin._cols = [list(c) for c in self._cols]
        twin._found = [list(f) for f in self._found]
        twin._piles = {
            STOCK: twin._stock,
            WASTE: twin._waste,
            RESERVE: twin._reserve,
            **dict(zip(FOUNDATIONS, twin._found, strict=True)),
            **dict(zip(COLUMNS, twin._cols, strict=True)),
        }
        twin._pass_marks = list(self._pass_marks)
        twin._line = list(self._line)
        twin._redo = list(self._redo) if with_history else []
        # history entries hold immutable tuples, so they can be shared
        twin._history = deque(self._history if with_history else (), maxlen=self._history.maxlen)
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
    def stalled(self) -> bool:
        """Strict profile: the last pass repeated and no progress is possible."""
        if not self.rules.stall_check:
            return False
        if self._stall_cache[0] != self._version:
            from .stall import is_stalled

            self._stall_cache = (self._version, is_stalled(self))
        return self._stall_cache[1]

    def describe(self, lang: str = "en") -> str:
        """The board in words (see :mod:`canfield.engine.describe`)."""
        from .describe import describe

        return describe(self, lang)

    def to_dict(self) -> dict[str, object]:
        """A versioned, JSON-safe snapshot of the whole game, history included."""
        from .snapshot import to_dict

        return to_dict(self)

    @classmethod
    def from_dict(cls, data: object) -> Game:
        """Rebuild a game from :meth:`to_dict`; ``ValueError`` if it is damaged."""
        from .snapshot import from_dict

        return from_dict(data)

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
        needs = {self._need(i): i for i in range(4)}  # the four cards the foundations take next
        needs.pop(None, None)
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
    def _single_moves(source: str, card: Card, needs: dict, tops: list, empty_ok: bool, add: Callable) -> None:
        """Moves of one card (waste, reserve or foundation top) to its foundation or a column."""
        table = _MOVES_FROM[source]
        if card in needs:
            add(table[FOUNDATIONS[needs[card]]][1])
        for j, takes in enumerate(tops):
            if (card in takes) if takes is not None else empty_ok:
                add(table[COLUMNS[j]][1])

    def _column_moves(self, i: int, col: list[Card], needs: dict, tops: list, empty_ok: bool, add: Callable) -> None:
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
        return self._refusal(move) is None

    # ----- playing -------------------------------------------------------
    def play(self, move: Move) -> None:
        """Play a move, or raise :class:`IllegalMove` and change nothing."""
        version, listed = self._legal
        if version != self._version or move not in listed:
            refusal = self._refusal(move)
            if refusal is not None:
                raise refusal
        self._do(Move(*move))
        self._redo.clear()

    def _do(self, move: Move) -> None:
        source, target, _ = move
        touched = [source, target] + ([RESERVE] if source in _COLUMN_INDEX else [])
        saved = [(name, tuple(self._piles[name])) for name in touched]
        self._history.append((move, saved, self._points, self.passes, len(self._pass_marks)))
        self._apply(move)
        self._line.append(move)
        self._version += 1

    def _apply(self, move: Move) -> None:
        source, target, count = move
        if source == STOCK:
            for _ in range(count):
                self._waste.append(self._stock.pop())
            return
        if target == STOCK:
            self._stock.extend(reversed(self._waste))
            self._waste.clear()
            self.passes += 1
            self._pass_marks.append(tuple(self._stock))
            return
        src = self._piles[source]
        self._piles[target].extend(src[-count:])
        del src[-count:]
        if target in _FOUNDATION_INDEX:
            self._points += self.rules.points_per_card
        if not src and source in _COLUMN_INDEX and self._reserve:
            src.append(self._reserve.pop())  # auto-fill: part of the same action

    def undo(self) -> Move:
        """Take back the last action; returns it. ``IllegalMove`` if none."""
        if not self._history:
            raise IllegalMove("There is nothing to undo.", "nothing_to_undo")
        move, saved, points, passes, marks = self._history.pop()
        for name, cards in saved:
            self._piles[name][:] = cards
        self._points, self.passes = points, passes
        del self._pass_marks[marks:]
        self._line.pop()
        self._redo.append(move)
        self._version += 1
        return move

    def redo(self) -> Move:
        """Play the last undone action again; returns it."""
        if not self._redo:
            raise IllegalMove("There is nothing to redo.", "nothing_to_redo")
        move = self._redo.pop()
        self._do(move)
        return move

    # ----- tap -------------------------------------------------------------
    def tap_move(self, source: str, index: int = -1, double_click: bool = True) -> Move | None:
        """The move a tap on card ``index`` of pile ``source`` makes, if any.

        Foundation first; then, with ``double_click``, the longest column that
        accepts the card (ties: leftmost), then an empty column. A tap on the
        stock draws or turns the waste over. Foundation cards are taken back
        by dragging only, so a tap there does nothing.
        """
        cards = self._piles.get(source) if isinstance(source, str) else None
        if cards is None or type(index) is not int:
            return None
        if source == STOCK:
            first = self.legal_moves()[:1]  # the stock move, when there is one, comes first
            return first[0] if first and STOCK in first[0][:2] else None
        if not cards or source in _FOUNDATION_INDEX:
            return None
        index = index if index >= 0 else len(cards) + index
        if not 0 <= index < len(cards):
            return None
        count = len(cards) - index
        if count == 1:
            home = self.foundation_for(cards[-1].suit)
            if self.is_legal(Move(source, home, 1)):
                return Move(source, home, 1)
        if not double_click:
            return None
        return self._tap_column(source, count, whole=count == len(cards) and source in _COLUMN_INDEX)

    def _tap_column(self, source: str, count: int, whole: bool) -> Move | None:
        fitting = [m for m in (Move(source, c, count) for c in COLUMNS if c != source) if self.is_legal(m)]
        filled = [m for m in fitting if self._piles[m.target]]
        if filled:
            return max(filled, key=lambda m: len(self._piles[m.target]))  # max keeps the leftmost tie
        if whole:
            return None  # a whole column onto an empty one changes nothing
        return fitting[0] if fitting else None

    # ----- refusals ------------------------------------------------------
    def _refusal(self, move: object) -> IllegalMove | None:
        """None if the move is legal, else the error that says why."""
        if not isinstance(move, tuple) or len(move) != 3:
            return IllegalMove("That is not a move.", "not_a_move")
        source, target, count = move
        if not isinstance(source, str) or not isinstance(target, str):
            return IllegalMove("That move names a pile that does not exist.", "no_such_pile")
        if source not in self._piles or target not in self._piles:
            return IllegalMove("That move names a pile that does not exist.", "no_such_pile")
        if not isinstance(count, int) or isinstance(count, bool) or count < 1:
            return IllegalMove("A move takes at least one card.", "bad_count")
        if source == STOCK or target == STOCK:
            return self._stock_refusal(source, target, count)
        if target == WASTE:
            return IllegalMove("Cards reach the waste only from the stock.", "to_waste")
        if target == RESERVE:
            return IllegalMove("Nothing is ever put on the reserve.", "to_reserve")
        if source == target:
            return IllegalMove("The cards are already there.", "same_pile")
        cards = self._piles[source]
        if not cards:
            return IllegalMove(f"The {_pile_words(source)} is empty.", "source_empty", pile=source)
        if count > len(cards):
            held = ENGLISH.cards(len(cards))
            return IllegalMove(
                f"The {_pile_words(source)} has only {held}.", "too_many", pile=source, available=len(cards)
            )
        refusal = self._source_refusal(source, target, count)
        if refusal is not None:
            return refusal
        if target in _FOUNDATION_INDEX:
            return self._foundation_refusal(target, cards[-1], count)
        return self._column_refusal(source, target, cards[-count])

    def _stock_refusal(self, source: str, target: str, count: int) -> IllegalMove | None:
        if source == STOCK and target == WASTE:
            if not self._stock:
                return IllegalMove("The stock is empty: turn the waste over first.", "stock_empty")
            if count != min(self.rules.draw, len(self._stock)):
                return IllegalMove(
                    f"A stock click turns {ENGLISH.cards(min(self.rules.draw, len(self._stock)))}.",
                    "draw_count",
                    count=min(self.rules.draw, len(self._stock)),
                )
            return None
        if source == WASTE and target == STOCK:
            if self._stock:
                return IllegalMove("The waste goes back only when the stock is empty.", "stock_not_empty")
            if not self._waste:
                return IllegalMove("Stock and waste are both empty.", "waste_empty")
            if count != len(self._waste):
                return IllegalMove("The whole waste turns over at once.", "recycle_count")
            return None
        if target == STOCK:
            return IllegalMove("Cards go back to the stock only by turning the waste over.", "to_stock")
        return IllegalMove("Stock cards are turned onto the waste.", "from_stock")

    def _source_refusal(self, source: str, target: str, count: int) -> IllegalMove | None:
        if source in (WASTE, RESERVE):
            if count != 1:
                return IllegalMove(f"Only the top card of the {source} can be played.", "top_only", pile=source)
            return None
        if source in _FOUNDATION_INDEX:
            if not self.rules.take_back:
                return IllegalMove("These rules do not allow taking cards back from a foundation.", "no_take_back")
            if count != 1 or target not in _COLUMN_INDEX:
                return IllegalMove(
                    "Only the top card of a foundation can be taken back, onto a column.",
                    "take_back_form",
                )
            return None
        col = self._piles[source]
        if target in _FOUNDATION_INDEX:
            return None if count == 1 else IllegalMove("Cards go to a foundation one at a time.", "one_at_a_time")
        if count not in self._tail_counts(col):
            return IllegalMove(self._tail_words(), "tail", pile=source, mode=self.rules.tail_moves.value)
        return None

    def _tail_words(self) -> str:
        """Why a tail may not leave its column, in the words of these rules."""
        mode = self.rules.tail_moves
        if mode is TailMoves.WHOLE_ONLY:
            return "Between columns only a whole column can move."
        if mode is TailMoves.TOP_OR_WHOLE:
            return "Only the top card or the whole column can move."
        return "Those cards are not a sequence down in alternating colours."

    def _foundation_refusal(self, target: str, card: Card, count: int) -> IllegalMove | None:
        if count != 1:
            return IllegalMove("Cards go to a foundation one at a time.", "one_at_a_time")
        need = self._need(_FOUNDATION_INDEX[target])
        if need is card:
            return None
        if need is None:
            return IllegalMove("That foundation is complete.", "foundation_full", foundation=target)
        return IllegalMove(
            f"The {_name(card)} cannot go there: this foundation needs the {_name(need)} next.",
            "foundation_needs",
            card=card,
            need=need,
        )

    def _column_refusal(self, source: str, target: str, card: Card) -> IllegalMove | None:
        col = self._piles[target]
        if col:
            if self.fits_on_column(card, col[-1]):
                return None
            if card in col[-1].accepts:  # fits by colour and rank: these rules close that rank
                return IllegalMove(
                    f"The {_name(card)} cannot go on the {_name(col[-1])}: "
                    "under these rules nothing is built on that rank.",
                    "column_closed",
                    card=card,
                    onto=col[-1],
                )
            return IllegalMove(
                f"The {_name(card)} cannot go on the {_name(col[-1])}: "
                "columns build down one rank in alternating colours.",
                "column_fit",
                card=card,
                onto=col[-1],
            )
        if source == WASTE or self.rules.empty_fill is EmptyFill.ANY:
            return None
        return IllegalMove("An empty column takes only the top card of the waste.", "empty_waste_only")


def _pile_words(name: str) -> str:
    if name in _COLUMN_INDEX:
        return f"column {name[1]}"
    if name in _FOUNDATION_INDEX:
        return f"foundation {name[1]}"
    return name


__all__ = ["PILE_NAMES", "Game"]
