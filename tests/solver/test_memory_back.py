"""A process that runs search after search gives the searches' memory back (issue 39).

A sample's worker and the window's solver process run one search after another. Before, glibc
kept the freed tables in the searching threads' arenas: after the second of three strict searches
of 1.5 million positions each, the process held 91 MiB more than before them (this test failed).
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytest.importorskip("canfield.solver._core")

SCRIPT = textwrap.dedent(
    """
    from canfield.engine import Game
    from canfield.solver import solve

    def resident():
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * 4096 / 2**20

    game = Game.from_code("CF1-D3-FJYKIDS", "strict")
    solve(game, budget_nodes=20_000, budget_seconds=None)
    before = resident()
    for _ in range(3):
        solve(game, budget_nodes=1_500_000, budget_seconds=None)
        print(resident() - before)
    """
)


@pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="reads the resident memory from /proc")
def test_search_after_search_the_process_keeps_no_table() -> None:
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True).stdout
    grown = [float(line) for line in out.split()]
    assert len(grown) == 3 and max(grown) < 16, grown  # MiB more than before the searches
