"""Can sending cards home and turning the stock, and nothing else, win from here? And how?

Finish (:mod:`canfield.play.finish`) asks this after every move, on the window's thread, so the
search runs on a small model of the position, not on :class:`Game` copies. The moves it knows:
the top card of the reserve, of a column or of the waste to its foundation, and a stock click
(turning cards over, or the waste back). No column is built, nothing is taken back.

The search is exact, and small:

- Sending home the top of the reserve or of a column never spoils a win: that card goes home in
  any win of this kind, its suit waits for it meanwhile, and what it uncovers (the card under it,
  or the reserve card that fills its column) only adds cards to play. So those go home at once, as
  far as they can ("settling"). A waste card is different under draw 3: playing it shifts the
  cards every later turn shows, so the search tries both playing it and turning on.
- Once settled, the columns and reserve follow from which cards are home (a column loses only its
  top cards, the reserve only its top card, and an emptied column holds one reserve card while the
  reserve lasts; which column holds which changes no move), and which cards are home follows from
  the foundations' sizes. The stock and waste are the stock's turning order without the cards
  home, cut at the waste's size. So a state is the four foundations' sizes and the waste's size.
- Two shortcuts keep it quick after every move: a position that cannot win even if every card
  of the stock and waste could be played at any time is answered "no" at once (most positions:
  a card lies under one that must follow it home); and under draw 1, where every card of the stock
  comes to the top once a pass, a waste card that fits goes home at once. (Under draw 3 both
  choices are needed: in random end games 4 % are won only by turning past a card that fits.)
- Each state is expanded once (a set of the states seen). There are finitely many, so the search
  ends: a line of stock clicks that wins nothing comes back to a state already seen. No profile
  limits the passes through the stock (:class:`canfield.engine.Rules` has no such field), so the
  repetition of a state is the only end a line of turns needs.
"""

from __future__ import annotations

from typing import NamedTuple

from canfield.engine import COLUMNS, FOUNDATIONS, RESERVE, STOCK, WASTE, Card, Game, Move

Counts = tuple[int, ...]  # the four foundations' sizes
Piles = tuple[tuple[Card, ...], ...]  # the four columns, then the reserve; each bottom first
Key = tuple[Counts, int]  # a state: the foundations' sizes and the waste's size


class Node(NamedTuple):
    """One settled state of the search and the whole of its position."""

    counts: Counts
    turns: tuple[Card, ...]  # the waste (bottom first) then the stock (top first): the turning order
    waste: int  # how many of ``turns`` lie on the waste
    piles: Piles


class _Model:
    """What the search needs to know of a game: where each card goes home, and the draw."""

    def __init__(self, game: Game) -> None:
        self.draw = game.draw
        self.place: dict[Card, tuple[int, int]] = {}  # card -> (its foundation, its place there)
        for slot, suit in enumerate(game.foundation_suits):
            card = Card.get(game.start_rank, suit)
            for place in range(13):
                self.place[card] = (slot, place)
                card = card.up

    def fits(self, counts: Counts | list[int], card: Card) -> bool:
        """True when ``card`` is the next card its foundation takes."""
        slot, place = self.place[card]
        return counts[slot] == place

    def settle(self, counts: Counts, piles: Piles) -> tuple[Counts, Piles, list[Move]]:
        """Send home every reserve and column top that fits, as long as one does (see module docstring)."""
        sizes, columns, reserve = list(counts), [list(c) for c in piles[:4]], list(piles[4])
        moves: list[Move] = []
        progress = True
        while progress:
            progress = False
            for i, column in enumerate(columns):
                while column and self.fits(sizes, column[-1]):
                    moves.append(self._send(sizes, column.pop(), COLUMNS[i]))
                    if not column and reserve:
                        column.append(reserve.pop())  # auto-fill, as Game plays it
                    progress = True
            while reserve and self.fits(sizes, reserve[-1]):
                moves.append(self._send(sizes, reserve.pop(), RESERVE))
                progress = True
        return tuple(sizes), (*(tuple(c) for c in columns), tuple(reserve)), moves

    def _send(self, sizes: list[int], card: Card, source: str) -> Move:
        """Count ``card`` home; the move that sends it there from ``source``."""
        slot = self.place[card][0]
        sizes[slot] += 1
        return Move(source, FOUNDATIONS[slot], 1)

    def could_win(self, node: Node) -> bool:
        """True unless the game is lost even if every card of the stock and waste could be played at once.

        A quick "no" for most positions (a card under one it must follow home, in a column or the
        reserve); under draw 1 the answer is exact, as every card comes to the top in each pass.
        """
        sizes, free = list(node.counts), set(node.turns)
        piles = node.piles
        while True:
            counts, piles, moves = self.settle(tuple(sizes), piles)
            sizes = list(counts)
            fitting = [card for card in free if self.fits(sizes, card)]
            if not moves and not fitting:
                return sum(sizes) == 52
            for card in fitting:
                free.discard(card)
                self._send(sizes, card, WASTE)

    def children(self, node: Node) -> list[tuple[Node, list[Move]]]:
        """The states one step on (the waste top home, then a stock click), each with its moves."""
        found: list[tuple[Node, list[Move]]] = []
        counts, turns, waste, piles = node
        if waste and self.fits(counts, turns[waste - 1]):
            sizes = list(counts)
            sent = self._send(sizes, turns[waste - 1], WASTE)
            settled, rest, moves = self.settle(tuple(sizes), piles)
            found.append((Node(settled, turns[: waste - 1] + turns[waste:], waste - 1, rest), [sent, *moves]))
            if self.draw == 1:  # every card comes to the top once a pass: one that fits loses nothing by going now
                return found
        if waste < len(turns):
            count = min(self.draw, len(turns) - waste)
            found.append((node._replace(waste=waste + count), [Move(STOCK, WASTE, count)]))
        elif waste:
            found.append((node._replace(waste=0), [Move(WASTE, STOCK, waste)]))
        return found


def start_node(game: Game) -> Node:
    """The game's position as a search node (not yet settled)."""
    counts = tuple(len(game.pile(name)) for name in FOUNDATIONS)
    waste = game.pile(WASTE)
    turns = waste + tuple(reversed(game.pile(STOCK)))
    piles = (*(game.pile(name) for name in COLUMNS), game.pile(RESERVE))
    return Node(counts, turns, len(waste), piles)


def home_line(game: Game) -> list[Move] | None:
    """The moves that bring every card home by sending tops home and turning the stock, or None.

    None when no such line exists. An empty list when the game is already won. The line plays as
    it stands with :meth:`Game.play` (stock clicks and recycles included) and ends in a win.
    """
    model = _Model(game)
    root = start_node(game)
    counts, piles, moves = model.settle(root.counts, root.piles)
    root = root._replace(counts=counts, piles=piles)
    if not model.could_win(root):
        return None
    stack: list[tuple[Node, Key | None, list[Move]]] = [(root, None, moves)]
    parents: dict[Key, tuple[Key | None, list[Move]]] = {}
    while stack:
        node, parent, moves = stack.pop()
        key = (node.counts, node.waste)
        if key in parents:
            continue
        parents[key] = (parent, moves)
        if sum(node.counts) == 52:
            return _line_to(key, parents)
        # pushed last, tried first: the waste top home before another click
        stack.extend((child, key, steps) for child, steps in reversed(model.children(node)))
    return None


def _line_to(key: Key, parents: dict[Key, tuple[Key | None, list[Move]]]) -> list[Move]:
    """The moves from the root to ``key``, following the parents back."""
    pieces: list[list[Move]] = []
    at: Key | None = key
    while at is not None:
        at, moves = parents[at]
        pieces.append(moves)
    return [move for moves in reversed(pieces) for move in moves]
