"""The rules of Canfield as a pure-Python core: no Qt anywhere in this package."""

from .cards import ALL_CARDS, Card, Suit
from .codes import DRAWS, GameCode, deal_deck, format_code, parse_code
from .errors import IllegalMove
from .game import Game
from .moves import COLUMNS, FOUNDATIONS, PILE_NAMES, RESERVE, STOCK, WASTE, Move, Played, Refusal
from .rules import PROFILES, RULE_SETS, EmptyFill, Rules, Scoring, TailMoves, resolve_rules

__all__ = [
    "ALL_CARDS",
    "COLUMNS",
    "DRAWS",
    "FOUNDATIONS",
    "PILE_NAMES",
    "PROFILES",
    "RESERVE",
    "RULE_SETS",
    "STOCK",
    "WASTE",
    "Card",
    "EmptyFill",
    "Game",
    "GameCode",
    "IllegalMove",
    "Move",
    "Played",
    "Refusal",
    "Rules",
    "Scoring",
    "Suit",
    "TailMoves",
    "deal_deck",
    "format_code",
    "parse_code",
    "resolve_rules",
]
