"""Very long columns, as long take-back play builds them (test helper)."""

from __future__ import annotations

from canfield.engine import ALL_CARDS, Card, Game
from tests.engine.positions import position


def run_down(n: int) -> list[Card]:
    """``n`` cards built down in alternating colours from K♥, turning the corner from A to K."""
    used: set[Card] = set()
    cards: list[Card] = []
    rank, red = 13, True
    while len(cards) < n:
        card = next(c for s in ("HD" if red else "SC") if (c := Card.get(rank, s)) not in used)
        used.add(card)
        cards.append(card)
        rank, red = 13 if rank == 1 else rank - 1, not red
    return cards


def long_game(n: int = 38) -> Game:
    """A game with an ``n``-card column 1 and, in column 2, a card its top card can go on (when one is left)."""
    column = run_down(n)
    top = column[-1]
    rest = [c for c in ALL_CARDS if c not in column]
    hosts = [c for c in rest if c.rank == (1 if top.rank == 13 else top.rank + 1) and c.red != top.red]
    host = hosts[0] if hosts else None
    base = next(c for c in rest if c != host)
    return position(base=base.code, c1=" ".join(c.code for c in column), c2=host.code if host else "", c3="", c4="")
