"""The rule options of Canfield as one immutable value, and the named presets.

Every difference between the profiles lives in a field here; the game reads
fields, never profile names.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum


class TailMoves(StrEnum):
    """Which cards may leave a column for another column."""

    ANY = "any"  # any valid tail, one card up to the whole column
    TOP_OR_WHOLE = "top-or-whole"  # the top card, or the whole column
    WHOLE_ONLY = "whole-only"  # only the whole column; the top card goes to a foundation only


class EmptyFill(StrEnum):
    """What may fill an empty column once the reserve is out."""

    ANY = "any"  # any card or valid sequence
    WASTE_ONLY = "waste-only"  # only the top card of the waste


class Scoring(StrEnum):
    """How :attr:`Game.score` counts."""

    POINTS = "points"  # points per card placed on a foundation
    CARDS = "cards"  # cards on the foundations, out of 52


@dataclass(frozen=True)
class Rules:
    """One complete rule set. Presets: :data:`PROFILES`; others are allowed."""

    name: str = "canfield"
    draw: int = 3
    draws: tuple[int, ...] = (1, 3)  # the draws this rule set may be played with
    tail_moves: TailMoves = TailMoves.ANY
    empty_fill: EmptyFill = EmptyFill.ANY
    take_back: bool = True  # the top card of a foundation may go back to a column
    scoring: Scoring = Scoring.POINTS
    points_per_card: int = 5
    stall_check: bool = False  # announce a stalled attempt (strict)
    undo_limit: int = 100

    def __post_init__(self) -> None:
        if self.draw not in self.draws or not set(self.draws) <= {1, 3}:
            raise ValueError(f"The {self.name} rules are played with draw {_draws_text(self.draws)} only.")
        if self.undo_limit < 0 or self.points_per_card < 0:
            raise ValueError("Undo limit and points per card cannot be negative.")

    def with_draw(self, draw: int) -> Rules:
        """The same rules with another draw (``ValueError`` if not allowed)."""
        return replace(self, draw=draw)

    def to_dict(self) -> dict[str, object]:
        """A JSON-safe form."""
        return {
            "name": self.name,
            "draw": self.draw,
            "draws": list(self.draws),
            "tail_moves": self.tail_moves.value,
            "empty_fill": self.empty_fill.value,
            "take_back": self.take_back,
            "scoring": self.scoring.value,
            "points_per_card": self.points_per_card,
            "stall_check": self.stall_check,
            "undo_limit": self.undo_limit,
        }

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        """Read :meth:`to_dict` output; ``ValueError`` when it is damaged."""
        if not isinstance(data, dict):
            raise ValueError("The rules are missing or damaged.")
        try:
            return cls(
                name=_typed(data, "name", str),
                draw=_typed(data, "draw", int),
                draws=tuple(_typed(data, "draws", list)),
                tail_moves=TailMoves(data["tail_moves"]),
                empty_fill=EmptyFill(data["empty_fill"]),
                take_back=_typed(data, "take_back", bool),
                scoring=Scoring(data["scoring"]),
                points_per_card=_typed(data, "points_per_card", int),
                stall_check=_typed(data, "stall_check", bool),
                undo_limit=_typed(data, "undo_limit", int),
            )
        except (KeyError, TypeError) as exc:
            raise ValueError(f"The rules are damaged ({exc}).") from None


def _typed(data: dict, key: str, kind: type) -> object:
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(f"{key} should be {kind.__name__}")
    return value


def _draws_text(draws: tuple[int, ...]) -> str:
    return " or ".join(str(d) for d in draws) if draws else "(none)"


CANFIELD = Rules()
STRICT = Rules(
    name="strict",
    draws=(3,),
    tail_moves=TailMoves.TOP_OR_WHOLE,
    empty_fill=EmptyFill.WASTE_ONLY,
    take_back=False,
    scoring=Scoring.CARDS,
    stall_check=True,
)
CLASSIC = Rules(
    name="classic",
    draws=(3,),
    tail_moves=TailMoves.WHOLE_ONLY,
    empty_fill=EmptyFill.WASTE_ONLY,
    take_back=False,
)
#: Blake & Gent's rule sets: no taking back, empty columns take any card.
PAPER_PARTIAL = Rules(name="paper-partial", draws=(1, 3), take_back=False)
PAPER_WHOLE = Rules(name="paper-whole", draws=(1, 3), tail_moves=TailMoves.TOP_OR_WHOLE, take_back=False)

PROFILES: dict[str, Rules] = {r.name: r for r in (CANFIELD, STRICT, CLASSIC)}
RULE_SETS: dict[str, Rules] = {r.name: r for r in (CANFIELD, STRICT, CLASSIC, PAPER_PARTIAL, PAPER_WHOLE)}


def resolve_rules(profile: str | Rules) -> Rules:
    """A :class:`Rules` from a preset name or a value (returned as is)."""
    if isinstance(profile, Rules):
        return profile
    if isinstance(profile, str) and profile.strip().lower() in RULE_SETS:
        return RULE_SETS[profile.strip().lower()]
    names = ", ".join(RULE_SETS)
    raise ValueError(f"Unknown rule profile {profile!r}: choose one of {names}.")
