"""A second ``bash scripts/play.sh`` against ``.venv/bin/python -m canfield``: what play.sh adds.

    python benchmarks/play_start.py [--runs 9]

After the first ``play.sh`` (which installs), playing again should cost what starting the game from the
.venv costs: play.sh checks the system packages (one dpkg-query) and the install stamp, asks neither
apt nor pip anything, and hands over to the same command. Each run starts the game with
``--smoke-test`` offscreen: it opens the window, waits for the table's first painted frame, and quits,
so the time is from the command to a drawn table (plus a few milliseconds of shutdown). The two
commands alternate, each run with a fresh ``CANFIELD_HOME``. Prints every time, the medians, their
ratio and whether it is within the goal (1.3x). Needs a .venv made by ``bash scripts/play.sh`` (or
``scripts/test.sh``); the first run here makes sure of it and is not counted.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOAL = 1.3
"""A second play.sh start may take at most this many times a start from the .venv."""

COMMANDS = {
    "bash scripts/play.sh": ["bash", str(ROOT / "scripts" / "play.sh"), "--smoke-test"],
    ".venv/bin/python -m canfield": [str(ROOT / ".venv" / "bin" / "python"), "-m", "canfield", "--smoke-test"],
}


def timed_start(command: list[str]) -> float:
    """Seconds from starting ``command`` to its exit; raise if it fails."""
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CANFIELD_HOME": home}
        start = time.perf_counter()
        done = subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True, check=False)
        elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed (exit {done.returncode}):\n{done.stdout}\n{done.stderr}")
    return elapsed


def main(argv: list[str] | None = None) -> int:
    """Command line: see the module docstring."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="starts of each command (default 9)")
    args = parser.parse_args(argv)
    first = timed_start(COMMANDS["bash scripts/play.sh"])  # installs if the stamp is stale; not counted
    print(f"first play.sh (install if needed, not counted): {first:.2f} s")
    times: dict[str, list[float]] = {name: [] for name in COMMANDS}
    for run in range(args.runs):
        names = list(COMMANDS) if run % 2 == 0 else list(reversed(COMMANDS))  # alternate who goes first
        for name in names:
            times[name].append(timed_start(COMMANDS[name]))
    for name, values in times.items():
        shown = " ".join(f"{value:.2f}" for value in values)
        print(f"{name:32} median {statistics.median(values):.3f} s  (runs: {shown})")
    ratio = statistics.median(times["bash scripts/play.sh"]) / statistics.median(times[".venv/bin/python -m canfield"])
    verdict = "within" if ratio <= GOAL else "OVER"
    print(f"second play.sh / .venv start: {ratio:.2f}x ({verdict} the {GOAL}x goal)")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"load average (1 min) at the end: {load:.2f}; {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
