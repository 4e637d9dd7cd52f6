"""Memory after start, side by side: tree PSS of the game and of a bare PySide6 window, and their ratio.

    QT_QPA_PLATFORM=offscreen python benchmarks/memory.py [--rounds 2] [--check]

Each program starts offscreen with a fresh empty home (the game with its default settings: sound on,
the winnable indicator on), one after the other and never two at once (PSS divides a shared page
among the processes that map it, so a program measured beside the other would look smaller). A
program has started when its whole process tree has used no CPU for ``--quiet`` seconds (at least
``--least`` seconds after exec): on a loaded machine that comes later, not with less done. Then
``Pss`` from ``/proc/PID/smaps_rollup`` is summed over the process and its descendants. The rounds
alternate bare, game, bare, game...; the figures are the medians, the ratio is of the medians.

Target (issue 43): the game within 1.25× of the bare window; ``--check`` exits 1 above
:data:`CHECK_RATIO` (1.35×, the gate's margin for a loaded machine). Linux only (``/proc``).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from gui import BARE  # noqa: E402 (benchmarks/ is on the path only now)
from startup_memory import command_line, pss_mib, tree  # noqa: E402
from startup_x11 import private_home  # noqa: E402

TARGET_RATIO = 1.25
CHECK_RATIO = 1.35
#: The bare window of ``benchmarks/gui.py``, kept open (it quits after its first paint there).
BARE_OPEN = BARE.replace("        app.exit(0)\n", "")
PROGRAMS = {"bare PySide6 window": [sys.executable, "-c", BARE_OPEN], "Canfield": [sys.executable, "-m", "canfield"]}
TICK = 0.25  # seconds between two looks at the tree's CPU


def cpu_ticks(pids: list[int]) -> int:
    """User + system clock ticks used so far by ``pids`` (a process gone counts 0)."""
    total = 0
    for pid in pids:
        try:
            stat = Path(f"/proc/{pid}/stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()
        total += int(fields[11]) + int(fields[12])
    return total


def wait_until_still(pid: int, least: float, quiet: float, limit: float) -> float:
    """Seconds from now until ``pid``'s tree has used no CPU for ``quiet`` s (and ``least`` s have gone)."""
    start = time.monotonic()
    last, still_since = -1, start
    while time.monotonic() - start < limit:
        now = cpu_ticks(tree(pid))
        if now != last:
            last, still_since = now, time.monotonic()
        elif time.monotonic() - start >= least and time.monotonic() - still_since >= quiet:
            return time.monotonic() - start
        time.sleep(TICK)
    raise TimeoutError(f"still busy after {limit:g} s")


def measure(command: list[str], least: float, quiet: float, limit: float) -> tuple[float, list[tuple[float, str]]]:
    """(tree PSS in MiB, [(PSS, command)]) of one start, once it is still."""
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, **private_home(home), "QT_QPA_PLATFORM": "offscreen"}
        for name in ("CANFIELD_HOME", "QT_SCALE_FACTOR", "PYTHONDONTWRITEBYTECODE"):
            env.pop(name, None)
        child = subprocess.Popen(command, env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            wait_until_still(child.pid, least, quiet, limit)
            if child.poll() is not None:
                raise RuntimeError(f"{command[-1][:40]!r} ended (status {child.returncode}) before its figure")
            rows = [(pss_mib(pid), command_line(pid)) for pid in tree(child.pid)]
        finally:
            pids = tree(child.pid)
            child.terminate()
            child.wait(timeout=30)
            for pid in pids[1:]:  # helpers left behind by a killed parent
                with contextlib.suppress(OSError):
                    os.kill(pid, 15)
    return sum(pss for pss, _ in rows), rows


def main(argv: list[str] | None = None) -> int:
    """Measure both programs ``--rounds`` times, alternately; print the medians and the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2, help="starts of each program (default 2)")
    parser.add_argument("--least", type=float, default=2.0, help="seconds after exec before a figure (2)")
    parser.add_argument("--quiet", type=float, default=1.5, help="seconds without CPU that mean started (1.5)")
    parser.add_argument("--limit", type=float, default=40.0, help="give up on a start after this (40 s)")
    parser.add_argument("--check", action="store_true", help=f"exit 1 above {CHECK_RATIO}× the bare window")
    args = parser.parse_args(argv)
    figures: dict[str, list[float]] = {name: [] for name in PROGRAMS}
    processes: list[tuple[float, str]] = []
    for _ in range(args.rounds):
        for name, command in PROGRAMS.items():
            total, rows = measure(command, args.least, args.quiet, args.limit)
            figures[name].append(total)
            if name == "Canfield":
                processes = rows
    medians = {name: statistics.median(values) for name, values in figures.items()}
    bare, game = medians["bare PySide6 window"], medians["Canfield"]
    for name, values in figures.items():
        runs = ", ".join(f"{v:.1f}" for v in values)
        print(f"{name}: tree PSS {medians[name]:.1f} MiB (runs: {runs})")
    print(f"Canfield's processes ({len(processes)}), last run:")
    for pss, text in processes:
        print(f"  {pss:6.1f} MiB  {text}")
    ratio = game / bare
    print(f"ratio {ratio:.2f} (target ≤ {TARGET_RATIO}; the check fails above {CHECK_RATIO})")
    return 1 if args.check and ratio > CHECK_RATIO else 0


if __name__ == "__main__":
    sys.exit(main())
