"""Do two ``canfield-solve --sample … --json`` runs give the same answer for every deal?

    python same_sample.py windows.json linux.json

scripts/build-windows.sh runs the installed Windows canfield-solve.exe (its core cross-compiled
with mingw-w64) and the Linux one on the same sample with a position limit and no time limit, so
both searches end at the same place: the outcome, the positions searched and the winning line's length of
each deal must be equal. Exit 1, naming the deals, when they are not.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

#: What must agree per deal (the time may differ; "moves" is the winning line's length).
SAME = ("code", "outcome", "nodes", "moves")


def deals(path: Path) -> dict[str, dict[str, object]]:
    """The sample's deals by code, each with only the fields that must agree."""
    data = json.loads(path.read_text(encoding="utf-8"))
    rows = data["per_deal"]
    return {str(row["code"]): {key: row.get(key) for key in SAME} for row in rows}


def main(argv: list[str]) -> int:
    """Compare the two files; print one line per deal that differs."""
    windows, linux = deals(Path(argv[1])), deals(Path(argv[2]))
    differ = sorted(code for code in windows.keys() | linux.keys() if windows.get(code) != linux.get(code))
    for code in differ:
        print(f"{code}: windows {windows.get(code)} linux {linux.get(code)}")
    print(f"same_sample: {len(linux)} deals, {len(differ)} differ")
    return 1 if differ or not linux else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
