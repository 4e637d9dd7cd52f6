"""Start-up of the frozen bundle next to the source checkout, plus bundle and .deb sizes.

    python benchmarks/startup.py [--runs 7] [--cold] [--bundle dist/canfield] [--deb dist/canfield_*.deb]

Each start is one process running ``canfield --smoke-test`` offscreen: it opens the window, waits for
the table's first painted frame, and quits. The time is from process start to exit, measured here
with a wall clock, so it is what a player waits for from double-click to the first drawn table
(plus a few milliseconds of shutdown). Every run gets a fresh empty ``CANFIELD_HOME``, so no saved
game is resumed and both sides start the same new deal screen.

``--cold`` drops the kernel's page cache before the first run of each side (root only; it slows
the whole machine for a moment): that run then reads every file from disk, as after a reboot.
The other runs are warm. Build the bundle first: ``python packaging/build.py bundle``.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def folder_size(path: Path) -> tuple[int, int]:
    """Return (bytes, files) under ``path``, symlinks not followed."""
    files = [p for p in path.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files), len(files)


def drop_caches() -> bool:
    """Drop the page cache (needs root); True when it worked."""
    try:
        os.sync()
        Path("/proc/sys/vm/drop_caches").write_text("3\n", encoding="ascii")
    except OSError:
        return False
    return True


def time_start(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds) from starting ``command`` to its exit; raise if it fails.

    CPU time (user + system of the child) is much less disturbed by other work on the machine
    than wall time, so both are reported.
    """
    with tempfile.TemporaryDirectory() as home:
        run_env = {**env, "CANFIELD_HOME": home, "QT_QPA_PLATFORM": env.get("QT_QPA_PLATFORM", "offscreen")}
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run(command, env=run_env, cwd=ROOT, capture_output=True, text=True, check=False)
        elapsed = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} exited {done.returncode}:\n{done.stderr[-2000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return elapsed, cpu


def measure(
    sides: dict[str, tuple[list[str], dict[str, str]]], runs: int, cold: bool
) -> dict[str, list[tuple[float, float]]]:
    """Time ``runs`` starts of each side, taking turns so a busy machine weighs on both alike.

    With ``cold`` the page cache is dropped before each side's first run.
    """
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in sides}
    for _ in range(runs):
        for name, (command, env) in sides.items():
            if cold and not times[name] and not drop_caches():
                raise SystemExit("--cold needs root (writes /proc/sys/vm/drop_caches)")
            times[name].append(time_start(command, env))
    return times


def report(name: str, times: list[tuple[float, float]], cold: bool) -> dict[str, float]:
    """Print one side's figures; return first, warm median and best wall time, and warm median CPU."""
    wall = [w for w, _ in times]
    cpu = [c for _, c in times]
    warm, warm_cpu = (wall[1:], cpu[1:]) if len(times) > 1 else (wall, cpu)
    result = {
        "first": wall[0],
        "median": statistics.median(warm),
        "min": min(warm),
        "cpu": statistics.median(warm_cpu),
    }
    label = "cold" if cold else "first"
    print(
        f"  {name:16} {label} {result['first'] * 1000:5.0f} ms   warm median {result['median'] * 1000:5.0f} ms"
        f"   best {result['min'] * 1000:5.0f} ms   CPU median {result['cpu'] * 1000:5.0f} ms   ({len(times)} runs)"
    )
    return result


def main(argv: list[str] | None = None) -> int:
    """Command line: see the module docstring."""
    parser = argparse.ArgumentParser(description="Canfield start-up and package sizes.")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--cold", action="store_true", help="drop the page cache before each side's first run")
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "canfield")
    parser.add_argument("--deb", type=Path, default=None, help="default: the newest dist/canfield_*.deb")
    args = parser.parse_args(argv)

    exe = args.bundle / "canfield"
    if not exe.exists():
        raise SystemExit(f"no bundle at {args.bundle}: python packaging/build.py bundle")
    size, count = folder_size(args.bundle)
    print(f"bundle: {args.bundle} {size / 1e6:.1f} MB in {count} files")
    debs = [args.deb] if args.deb else sorted((ROOT / "dist").glob("canfield_*.deb"), key=lambda p: p.stat().st_mtime)
    if debs and debs[-1].exists():
        print(f"deb:    {debs[-1]} {debs[-1].stat().st_size / 1e6:.1f} MB")
    else:
        print("deb:    not built (python packaging/build.py installer)")

    env = dict(os.environ)
    source_env = {**env, "PYTHONPATH": str(ROOT)}
    frozen_env = {k: v for k, v in env.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    print("start to first painted table (canfield --smoke-test, offscreen):")
    sides = {
        "frozen bundle": ([str(exe), "--smoke-test"], frozen_env),
        "source checkout": ([sys.executable, "-m", "canfield", "--smoke-test"], source_env),
    }
    times = measure(sides, args.runs, args.cold)
    frozen = report("frozen bundle", times["frozen bundle"], args.cold)
    source = report("source checkout", times["source checkout"], args.cold)
    print(
        f"  frozen / source: first {frozen['first'] / source['first']:.2f}x, "
        f"warm median {frozen['median'] / source['median']:.2f}x, CPU {frozen['cpu'] / source['cpu']:.2f}x"
        " (target: 1.00x or less)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
