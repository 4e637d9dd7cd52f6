"""The rules of Canfield as a pure-Python core: no Qt anywhere in this package."""

from .cards import ALL_CARDS, Card, Suit
from .codes import GameCode, deal_deck, format_code, parse_code
from .game import Game
from .moves import COLUMNS, FOUNDATIONS, PILE_NAMES, IllegalMove, Move
from .rules import PROFILES, RULE_SETS, EmptyFill, Rules, Scoring, TailMoves, resolve_rules

__all__ = [
    "ALL_CARDS",
    "COLUMNS",
    "FOUNDATIONS",
    "PILE_NAMES",
    "PROFILES",
    "RULE_SETS",
    "Card",
    "EmptyFill",
    "Game",
    "GameCode",
    "IllegalMove",
    "Move",
    "Rules",
    "Scoring",
    "Suit",
    "TailMoves",
    "deal_deck",
    "format_code",
    "parse_code",
    "resolve_rules",
]
