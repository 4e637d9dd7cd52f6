"""The scene owns what lights the table (drop lights, the hint's glow, the focus ring, a refusal's outline).

Each owner clears only its own light: a drag that ends does not put out the
hint's, and a refusal's red outline gives the pile its light back.
"""

from __future__ import annotations

from canfield.engine import Move
from canfield.ui.table.decorations import CHOSEN, LEGAL


def _levels(window) -> dict[str, int]:
    return {name: pile.highlight for name, pile in window.table.piles.items() if pile.highlight}


def test_a_drag_that_ends_leaves_the_hints_light_on(window):
    decor = window.table.decor
    decor.show_hint(Move("reserve", "c2", 1))
    assert decor.hint_lit == (True, "c2") and _levels(window) == {"c2": CHOSEN}
    decor.show_targets(["c2", "c3"])
    assert _levels(window) == {"c2": CHOSEN, "c3": LEGAL}  # the stronger light wins on a pile both light
    decor.show_targets(["c2", "c3"], best="c3")
    assert _levels(window) == {"c2": CHOSEN, "c3": CHOSEN}
    decor.clear_targets()
    assert _levels(window) == {"c2": CHOSEN}
    decor.clear_hint()
    assert decor.hint_lit == (False, None) and _levels(window) == {}


def test_a_refusals_outline_gives_the_pile_its_light_back(window):
    decor = window.table.decor
    decor.show_targets(["c1"], best="c1")
    decor.flash_refusal("c1", [])
    assert window.table.piles["c1"].glow.level not in (0, LEGAL, CHOSEN)  # the red outline
    decor.end_flash()
    assert _levels(window) == {"c1": CHOSEN}
