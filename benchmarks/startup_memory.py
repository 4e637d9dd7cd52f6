"""Memory after start: PSS of the game's whole process tree, and its processes, under Xvfb.

    python benchmarks/startup_memory.py [--display :N] [--settle 6] [--runs 3]

Each run starts ``python -m canfield`` (this checkout, on the xcb platform) with a fresh empty home,
waits until its window is mapped (``xdotool search --sync --onlyvisible --pid``) and ``--settle``
seconds more (the indicator's first check of the deal has run by then: on a thread of the game, and
in a solver process only for a deal that needs more than the thread's slice), then sums ``Pss``
from ``/proc/PID/smaps_rollup`` over the process and its descendants, and lists them. The bare
PySide6 window of ``benchmarks/gui.py`` is measured the same way. Linux only; needs Xvfb (unless
``--display``) and xdotool.

Target (issue 29): the game's tree at most 55 MiB.
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

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))
TARGET_MIB = 55.0


def tree(pid: int) -> list[int]:
    """``pid`` and all its descendants."""
    found, queue = [], [pid]
    while queue:
        current = queue.pop()
        found.append(current)
        children = Path(f"/proc/{current}/task/{current}/children")
        if children.exists():
            queue += [int(c) for c in children.read_text().split()]
    return found


def pss_mib(pid: int) -> float:
    """Proportional set size of one process, MiB (0 when it is gone)."""
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def command_line(pid: int) -> str:
    """A short name for a process of the tree."""
    try:
        args = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except OSError:
        return "?"
    text = " ".join(a.decode(errors="replace") for a in args if a)
    return text[-70:]


def measure(command: list[str], display: str, settle: float) -> tuple[float, list[tuple[int, float, str]]]:
    """(tree PSS in MiB, [(pid, PSS, command)]) of one start, ``settle`` seconds after its window shows."""
    from startup_x11 import private_home

    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, **private_home(home), "DISPLAY": display, "QT_QPA_PLATFORM": "xcb"}
        env.pop("CANFIELD_HOME", None)
        env.pop("QT_SCALE_FACTOR", None)
        child = subprocess.Popen(command, env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            subprocess.run(
                ["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(child.pid)],
                env=env,
                stdout=subprocess.DEVNULL,
                timeout=60,
                check=True,
            )
            time.sleep(settle)
            rows = [(pid, pss_mib(pid), command_line(pid)) for pid in tree(child.pid)]
        finally:
            child.terminate()
            child.wait(timeout=30)
    return sum(row[1] for row in rows), rows


def main(argv: list[str] | None = None) -> int:
    """Measure both programs ``--runs`` times; print medians and the game's processes."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--display", help="an X server to use (default: start Xvfb on a free display)")
    parser.add_argument("--settle", type=float, default=6.0, help="seconds after the window shows (default 6)")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    from gui import BARE

    server = None
    display = args.display
    if display is None:
        from startup_x11 import start_xvfb

        server, display = start_xvfb()
    programs = {"Canfield": [sys.executable, "-m", "canfield"], "bare PySide6 window": [sys.executable, "-c", BARE]}
    # the bare window quits after its first paint: keep it open for the measurement
    programs["bare PySide6 window"][-1] = BARE.replace("        app.exit(0)\n", "")
    figures: dict[str, list[float]] = {name: [] for name in programs}
    last: list[tuple[int, float, str]] = []
    try:
        for _ in range(args.runs):
            for name, command in programs.items():
                total, rows = measure(command, display, args.settle)
                figures[name].append(total)
                if name == "Canfield":
                    last = rows
    finally:
        if server is not None:
            server.terminate()
            server.wait()
    for name, values in figures.items():
        print(
            f"{name}: tree PSS {statistics.median(values):.1f} MiB (median of {args.runs}; {args.settle:g} s after map)"
        )
    print(f"Canfield's processes ({len(last)}), last run:")
    for _pid, pss, text in last:
        print(f"  {pss:6.1f} MiB  {text}")
    game = statistics.median(figures["Canfield"])
    print(f"(target: at most {TARGET_MIB:g} MiB)")
    return 0 if game <= TARGET_MIB else 1


if __name__ == "__main__":
    sys.exit(main())
