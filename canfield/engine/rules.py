"""The rule options of Canfield as one immutable value, and the named presets.

Every difference between the profiles lives in a field here; the game reads
fields, never profile names.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from enum import Enum, StrEnum
from typing import Any

from .codes import DRAWS
from .errors import RuleConflict
from .moves import Refusal


class TailMoves(StrEnum):
    """Which cards may leave a column for another column."""

    ANY = "any"  # any valid tail, one card up to the whole column
    TOP_OR_WHOLE = "top-or-whole"  # the top card, or the whole column
    WHOLE_ONLY = "whole-only"  # only the whole column; the top card goes to a foundation only


class EmptyFill(StrEnum):
    """What may fill an empty column once the reserve is out."""

    ANY = "any"  # any card or valid sequence
    WASTE_ONLY = "waste-only"  # only the top card of the waste


class ColumnBuild(StrEnum):
    """Where the columns' rank order turns the corner."""

    WRAP = "wrap"  # everywhere: a king goes on an ace (the seeds' rule)
    ACE_LOW = "ace-low"  # nowhere: nothing goes on an ace
    FOUNDATION_ORDER = "foundation-order"  # like the foundations: nothing goes on a start-rank card


class Scoring(StrEnum):
    """How :attr:`Game.score` counts."""

    POINTS = "points"  # points per card placed on a foundation
    CARDS = "cards"  # cards on the foundations, out of 52


@dataclass(frozen=True)
class Rules:
    """One complete rule set. Presets: :data:`PROFILES`; others are allowed."""

    name: str = "canfield"
    draw: int = 3
    draws: tuple[int, ...] = DRAWS  # the draws this rule set may be played with
    tail_moves: TailMoves = TailMoves.ANY
    empty_fill: EmptyFill = EmptyFill.ANY
    column_build: ColumnBuild = ColumnBuild.WRAP
    take_back: bool = True  # the top card of a foundation may go back to a column
    scoring: Scoring = Scoring.POINTS
    points_per_card: int = 5
    stall_check: bool = False  # announce a stalled attempt (strict)
    points_for_base: bool = False  # the base card scores as placed (Hoyle: it was worth $5 too)
    undo_limit: int = 100

    def __post_init__(self) -> None:
        _check_types(self)
        if self.draw not in self.draws:
            raise RuleConflict(self._draw_refusal())
        if not 0 <= self.undo_limit <= MAX_UNDO or not 0 <= self.points_per_card <= 1000:
            raise ValueError(f"Undo limit must be 0 to {MAX_UNDO} and points per card 0 to 1000.")

    def _draw_refusal(self) -> Refusal:
        """Why ``draw`` is not allowed, for the words table (``mode`` picks a profile's own sentence)."""
        if len(self.draws) == 1:
            return Refusal.of("draw_only", mode=self.name, draw=self.draws[0])
        return Refusal.of("bad_draw", draw=self.draw)

    def closed_rank(self, start_rank: int) -> int | None:
        """The rank nothing may be built on in a column (``None``: every rank takes a card)."""
        if self.column_build is ColumnBuild.ACE_LOW:
            return 1
        if self.column_build is ColumnBuild.FOUNDATION_ORDER:
            return start_rank
        return None

    def with_draw(self, draw: int) -> Rules:
        """The same rules with another draw (``ValueError`` if not allowed)."""
        return replace(self, draw=draw)

    def to_dict(self) -> dict[str, object]:
        """A JSON-safe form."""
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        data["draws"] = list(self.draws)
        return {k: (v.value if isinstance(v, Enum) else v) for k, v in data.items()}

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        """Read :meth:`to_dict` output; ``ValueError`` when it is damaged."""
        names = {f.name for f in fields(cls)}
        if not isinstance(data, dict) or not names - _LATER_FIELDS <= set(data) <= names:
            raise ValueError("The rules are missing or damaged.")
        # Values read from a file, of any type until Rules.__post_init__ checks each one.
        values: dict[str, Any] = {f.name: f.default for f in fields(cls) if f.name in _LATER_FIELDS} | data
        try:
            for name, kind in _ENUM_FIELDS.items():
                values[name] = kind(values[name])
        except (ValueError, TypeError):
            raise ValueError(f"The rules are damaged ({name} = {values[name]!r}).") from None
        if not isinstance(values["draws"], list):
            raise ValueError("The rules are damaged (draws).")
        values["draws"] = tuple(values["draws"])
        return cls(**values)


MAX_UNDO = 10_000
_ENUM_FIELDS: dict[str, type[Enum]] = {
    "tail_moves": TailMoves,
    "empty_fill": EmptyFill,
    "column_build": ColumnBuild,
    "scoring": Scoring,
}
_PLAIN_TYPES: dict[str, type] = {"str": str, "int": int, "bool": bool}
#: Fields added after the first saved games: a snapshot without them takes the default.
_LATER_FIELDS = frozenset({"column_build"})


def _check_types(rules: Rules) -> None:
    """Refuse wrongly typed fields with a clear message (bool is not an int here)."""
    for f in fields(rules):
        value = getattr(rules, f.name)
        if f.name == "draws":
            ok = isinstance(value, tuple) and bool(value) and all(type(d) is int and d in DRAWS for d in value)
        else:
            kind = _ENUM_FIELDS.get(f.name) or _PLAIN_TYPES[str(f.type)]
            ok = isinstance(value, kind) if kind is not int else type(value) is int
        if not ok:
            raise ValueError(f"The rules are damaged: {f.name} = {value!r} is not valid.")


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
    points_for_base=True,
)
#: Blake & Gent's rule sets: no taking back, empty columns take any card. In paper-whole
#: "only entire piles may be moved" between columns (Solvitaire's whole-pile: never a lone top card).
PAPER_PARTIAL = Rules(name="paper-partial", take_back=False, column_build=ColumnBuild.FOUNDATION_ORDER)
PAPER_WHOLE = Rules(
    name="paper-whole",
    tail_moves=TailMoves.WHOLE_ONLY,
    take_back=False,
    column_build=ColumnBuild.FOUNDATION_ORDER,
)

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
