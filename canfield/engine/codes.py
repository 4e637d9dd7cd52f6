"""Game codes (``CF1-D3-AAAAACL``) and the fixed deal-number -> deck algorithm.

The deck for deal number ``n`` is made the same way on every platform and
release, never from Python's ``random`` module:

1. Start from :data:`BASE_ORDER`, a fixed list of the 52 cards.
2. Seed a SplitMix64 generator with ``n`` (state = n; each step adds
   0x9E3779B97F4A7C15 mod 2**64 and mixes the state with the published
   SplitMix64 finaliser).
3. Shuffle with Fisher-Yates from the last position down: for i = 51..1 pick
   j uniform in 0..i by rejection sampling (draw 64-bit words, reject words at
   or above the largest multiple of i+1, take the rest modulo i+1), swap.
4. The result is dealt from position 0: 13 reserve cards (the 13th on top),
   the base card, the four columns, and 34 stock cards (position 18 on top).

The tests pin whole decks for several codes, so any change here is caught.
"""

from __future__ import annotations

import random
import string
from typing import NamedTuple

from .cards import Card
from .errors import BadGameCode
from .moves import Refusal

PREFIX = "CF1"
LETTERS = 7
DEAL_COUNT = 26**LETTERS
DRAWS: tuple[int, ...] = (1, 3)  # cards a stock click turns: the D1 or D3 of a code
_MASK = (1 << 64) - 1

#: The deck before shuffling. Chosen once (see docs/game-codes.md) so that
#: deal 63, the seeds' worked example, comes out as the seeds describe it.
BASE_ORDER: tuple[str, ...] = (
    "9S",
    "7H",
    "10C",
    "2H",
    "6S",
    "4C",
    "9C",
    "3D",
    "6C",
    "QC",
    "KD",
    "4D",
    "3C",
    "4S",
    "8C",
    "9D",
    "9H",
    "5D",
    "JD",
    "JH",
    "7C",
    "AH",
    "5S",
    "KC",
    "10H",
    "8D",
    "QH",
    "JS",
    "3S",
    "10S",
    "5C",
    "AS",
    "QS",
    "2C",
    "8H",
    "3H",
    "2S",
    "AC",
    "AD",
    "QD",
    "KS",
    "7S",
    "8S",
    "7D",
    "5H",
    "KH",
    "4H",
    "2D",
    "6H",
    "JC",
    "10D",
    "6D",
)


class GameCode(NamedTuple):
    """A parsed game code: the draw (1 or 3) and the deal number."""

    draw: int
    deal: int

    def __str__(self) -> str:
        return format_code(self.deal, self.draw)


def format_code(deal: int, draw: int) -> str:
    """The code for a deal number and draw, e.g. ``CF1-D3-AAAAACL``."""
    if draw not in DRAWS:
        raise ValueError("The draw is 1 or 3 cards.")
    if not 0 <= deal < DEAL_COUNT:
        raise ValueError(f"Deal numbers run from 0 to {DEAL_COUNT - 1}.")
    letters = []
    for _ in range(LETTERS):
        deal, digit = divmod(deal, 26)
        letters.append(string.ascii_uppercase[digit])
    return f"{PREFIX}-D{draw}-{''.join(reversed(letters))}"


def parse_code(code: str) -> GameCode:
    """Read a game code; trimmed and case-insensitive. :class:`BadGameCode` (a ``ValueError``) if bad.

    The error's reason says what is wrong (``code_form``, ``code_draw``,
    ``code_letters``) and carries the code and what a code looks like, so the
    words table can say it in the player's language.
    """
    expected = Refusal.of("code_expected", example=format_code(63, 3), prefix=PREFIX, letters=LETTERS)
    if not isinstance(code, str):
        raise BadGameCode(Refusal.of("code_form", code="", expected=expected))
    text = code.strip()
    parts = text.upper().split("-")
    if len(parts) != 3 or parts[0] != PREFIX:
        raise BadGameCode(Refusal.of("code_form", code=text, expected=expected))
    draw_text, letters = parts[1], parts[2]
    if draw_text not in {f"D{draw}" for draw in DRAWS}:
        raise BadGameCode(Refusal.of("code_draw", code=text, expected=expected))
    if len(letters) != LETTERS or not all(ch in string.ascii_uppercase for ch in letters):
        raise BadGameCode(Refusal.of("code_letters", code=text, letters=LETTERS, expected=expected))
    deal = 0
    for ch in letters:
        deal = deal * 26 + string.ascii_uppercase.index(ch)
    return GameCode(int(draw_text[1]), deal)


_SYSTEM_RANDOM = random.SystemRandom()  # the OS's randomness, as ``secrets`` uses (which loads OpenSSL: slower)


def random_deal() -> int:
    """A uniformly random deal number."""
    return _SYSTEM_RANDOM.randrange(DEAL_COUNT)


class SplitMix64:
    """The SplitMix64 generator (Steele, Lea and Flood, 2014)."""

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next(self) -> int:
        """The next 64-bit word."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """A uniform integer in ``0..bound-1`` by rejection sampling."""
        limit = (1 << 64) - (1 << 64) % bound
        while True:
            word = self.next()
            if word < limit:
                return word % bound


def shuffled_positions(deal: int) -> list[int]:
    """The permutation of deck positions 0..51 for a deal number."""
    order = list(range(52))
    rng = SplitMix64(deal)
    for i in range(51, 0, -1):
        j = rng.below(i + 1)
        order[i], order[j] = order[j], order[i]
    return order


def deal_deck(deal: int) -> list[Card]:
    """The 52 cards of a deal in dealing order (position 0 is dealt first)."""
    if not isinstance(deal, int) or not 0 <= deal < DEAL_COUNT:
        raise ValueError(f"Deal numbers run from 0 to {DEAL_COUNT - 1}.")
    base = [Card.parse(text) for text in BASE_ORDER]
    return [base[p] for p in shuffled_positions(deal)]
