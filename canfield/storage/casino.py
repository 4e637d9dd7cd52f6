"""Casino scoring for the classic profile: what one game wins or loses, in dollars.

The sources disagree on the terms, so both are here and :data:`HOYLE` is the one used:

- Seeds 002 (Arabic) and 004 (Armenian) — the classic profile's own sources, Hoyle's rules:
  the player bought the deck for **$50**, got **$5 for every card played to the foundations**,
  "or **$500** if they were able to play all 52 cards". Both add that the first foundation card
  (the base card, dealt there) "is worth $5 back from Mr. Canfield", so it counts.
- Seed 000 (Arabic, the app's help page for the default profile) quotes Wikipedia's casino
  version for its points table: **$52** a deck, **$5** a card, no bonus. ``RULES.md`` and issue 7
  repeat these figures; ``RULES.md`` also gives $50 for seeds 002/004 but leaves out their $500.

Casino scoring is offered only with the classic profile, so the classic profile's seeds win
(``RULES.md``: "where this page and a seed disagree, the seed wins"): a game costs $50, and pays
$5 per card on the foundations at the end, base card included, or $500 in all (not $500 more)
when all 52 are there. The worst game is 1 × $5 − $50 = −$45; a win is $500 − $50 = +$450.
:data:`CASINO_52` keeps seed 000's terms for comparison and for anyone who prefers them.
Seed 003 (strict) says casino tariffs are not used in that profile, and they are not.
"""

from __future__ import annotations

from typing import NamedTuple

FULL_DECK = 52


class CasinoTerms(NamedTuple):  # not a dataclass: 6x cheaper to build at start (issue 43)
    """The price of a deck, the pay per card, and the pay for all 52 (None: per card as usual)."""

    deck_price: int
    per_card: int
    all_cards_payout: int | None

    def net(self, cards: int) -> int:
        """Dollars won (positive) or lost (negative) by a game ending with ``cards`` on the foundations."""
        if not 0 <= cards <= FULL_DECK:
            raise ValueError(f"A game ends with 0 to 52 cards on the foundations, not {cards}.")
        if cards == FULL_DECK and self.all_cards_payout is not None:
            return self.all_cards_payout - self.deck_price
        return self.per_card * cards - self.deck_price


#: Seeds 002 and 004 (Hoyle): $50 a deck, $5 a card, $500 for all 52. The terms in use.
HOYLE = CasinoTerms(deck_price=50, per_card=5, all_cards_payout=500)
#: Seed 000 (Wikipedia's casino version): $52 a deck, $5 a card.
CASINO_52 = CasinoTerms(deck_price=52, per_card=5, all_cards_payout=None)
