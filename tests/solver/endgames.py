"""Random endgame positions for the solver's safety checks (test helper, also used by benchmarks)."""

from __future__ import annotations

import random
from collections import Counter

from canfield.engine import Game
from canfield.engine.rules import RULE_SETS
from canfield.solver.position import State, Table
from canfield.solver.strategy import solve_complete


def random_endgame(rng: random.Random, name: str, most_out: int = 16) -> tuple[Table, State]:
    """A position of rule set ``name`` with 8 to ``most_out`` cards not home, spread at random.

    The cards left are shuffled into the reserve (0-3), the talon (0-5, none
    turned) and the four columns as plain stacks (none empty). They need not be
    reachable from a deal: the blocked-cards argument holds for any position
    whose piles behave by the rules, so these test it where a complete search
    is cheap.
    """
    deal = Table.from_game(Game(rng.randrange(10**6), RULE_SETS[name]))
    out = rng.randint(8, most_out)
    found = [1, 0, 0, 0]  # the base card is home
    for _ in range(52 - out - 1):
        found[rng.choice([sl for sl in range(4) if found[sl] < 13])] += 1
    cards = [deal.need[sl][n] for sl in range(4) for n in range(found[sl], 13)]
    rng.shuffle(cards)
    nr, nt = rng.randint(0, 3), rng.randint(0, 5)
    reserve, talon, rest = cards[:nr], cards[nr : nr + nt], cards[nr + nt :]
    cols: list[list[int]] = [[], [], [], []]
    for i, card in enumerate(rest):
        cols[i if i < 4 else rng.randrange(4)].append(card)
    table = Table(deal.rules, deal.foundation_suits, deal.start_rank, bytes(reserve))
    return table, (tuple(bytes(c) for c in cols), nr, tuple(found), bytes(talon), 0)


def judge_endgames(rng: random.Random, count: int, most_out: int = 16) -> Counter[tuple[str, bool, str]]:
    """``Table.dead`` on ``count`` random strict and classic endgames, each then searched to the end
    (up to 300,000 positions) with the check off: counts of (rule set, given up, outcome found)."""
    counts = Counter[tuple[str, bool, str]]()
    for i in range(count):
        name = ("strict", "classic")[i % 2]
        table, state = random_endgame(rng, name, most_out)
        dead = table.dead(state)
        table.blocked = False
        counts[name, dead, solve_complete(table, state, budget_nodes=300_000).outcome.value] += 1
    return counts
