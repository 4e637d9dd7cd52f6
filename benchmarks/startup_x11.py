"""Start-up under a real X server (Xvfb): the frozen bundle next to the source checkout.

    python benchmarks/startup_x11.py [--runs 15] [--bundle dist/canfield | --bundle /usr/lib/canfield]

Each start is one process running ``canfield --smoke-test`` on the xcb platform, timed from just
before it is started by a whole-process clock:
* to the X ``MapNotify`` of its main window (caught by ``xev -root -event substructure``, line
  buffered, with no window manager: the moment the window appears on the screen);
* to its exit, which --smoke-test makes right after the table's first painted frame.
The sides take turns, so a busy machine weighs on both alike; every run gets a fresh empty
home (``HOME`` and the XDG folders: no saved game to resume). Needs Xvfb, xev and
xdpyinfo (x11-utils), stdbuf (coreutils).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def start_xvfb() -> tuple[subprocess.Popen, str]:
    """Start Xvfb on a free display number; return the process and its DISPLAY once it accepts clients."""
    number = next(n for n in range(90, 200) if not Path(f"/tmp/.X{n}-lock").exists())
    server = subprocess.Popen(
        # -noreset: else the server resets whenever its last client leaves, and refuses the next one meanwhile
        ["Xvfb", f":{number}", "-screen", "0", "1400x1000x24", "-nolisten", "tcp", "-noreset"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 10
    probe = ["xdpyinfo", "-display", f":{number}"]
    while subprocess.run(probe, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False).returncode:
        if server.poll() is not None or time.monotonic() > deadline:
            raise SystemExit(f"Xvfb :{number} did not start")
        time.sleep(0.1)
    return server, f":{number}"


def private_home(home: str) -> dict[str, str]:
    """Environment giving a program a fresh empty home: its settings, saved game and caches start afresh.

    Canfield finds its folders there as for a player (through the XDG folders, not ``CANFIELD_HOME``).
    """
    return {
        "HOME": home,
        "XDG_CONFIG_HOME": f"{home}/.config",
        "XDG_DATA_HOME": f"{home}/.local/share",
        "XDG_CACHE_HOME": f"{home}/.cache",
        "XDG_STATE_HOME": f"{home}/.local/state",
    }


def time_start(
    command: list[str], env: dict[str, str], display: str, stop_after_map: bool = False
) -> tuple[float, float, float]:
    """(seconds to the first MapNotify of a top-level window, seconds to exit, CPU seconds) of one start.

    The CPU time is user + system of the whole process tree (the game reaps its solver workers),
    much less disturbed by other work on the machine than the wall times. ``stop_after_map`` is for
    programs that do not quit by themselves (AisleRiot): they are terminated once their window is
    mapped, and their exit time and CPU time then mean little."""
    watch_env = {**os.environ, "DISPLAY": display}
    watcher = subprocess.Popen(
        ["stdbuf", "-oL", "xev", "-root", "-event", "substructure"],
        env=watch_env,
        stdout=subprocess.PIPE,
        text=True,
    )
    mapped: list[float] = []
    seen = threading.Event()

    def watch() -> None:
        for line in watcher.stdout:
            if line.startswith("MapNotify event") and not mapped:
                mapped.append(time.perf_counter())
                seen.set()

    reader = threading.Thread(target=watch, daemon=True)
    reader.start()
    time.sleep(0.3)  # xev has selected its events once it is this far along
    with tempfile.TemporaryDirectory() as home:
        run_env = {**env, **private_home(home), "DISPLAY": display, "QT_QPA_PLATFORM": "xcb"}
        run_env.pop("CANFIELD_HOME", None)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        child = subprocess.Popen(
            command, env=run_env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        if stop_after_map:
            seen.wait(30)
            child.terminate()
        _, stderr = child.communicate(timeout=60)
        exited = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    time.sleep(0.1)
    watcher.terminate()
    watcher.wait()
    if child.returncode != 0 and not stop_after_map:
        raise SystemExit(f"{' '.join(command)} exited {child.returncode}:\n{stderr[-2000:]}")
    if not mapped:
        raise SystemExit(f"{' '.join(command)}: no MapNotify seen:\n{stderr[-2000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return mapped[0] - start, exited, cpu


def main(argv: list[str] | None = None) -> int:
    """Command line: see the module docstring."""
    parser = argparse.ArgumentParser(description="Canfield start-up under Xvfb: frozen bundle against source.")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "canfield")
    args = parser.parse_args(argv)
    exe = args.bundle / "canfield"
    if not exe.exists():
        raise SystemExit(f"no bundle at {args.bundle}: python packaging/build.py bundle")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "QT_QPA_PLATFORM")}
    sides = {
        "frozen bundle": [str(exe), "--smoke-test"],
        "source checkout": [sys.executable, "-m", "canfield", "--smoke-test"],
    }
    server, display = start_xvfb()
    try:
        for command in sides.values():  # one warm-up start each, not counted
            time_start(command, env, display)
        times: dict[str, list[tuple[float, float, float]]] = {name: [] for name in sides}
        for _ in range(args.runs):
            for name, command in sides.items():
                times[name].append(time_start(command, env, display))
    finally:
        server.terminate()
        server.wait()
    print(f"start under Xvfb ({args.runs} runs each, after one warm-up; medians):")
    medians = {}
    for name, runs in times.items():
        medians[name] = [statistics.median(run[i] for run in runs) for i in range(3)]
        mapped, exited, cpu = (value * 1000 for value in medians[name])
        print(f"  {name:16} window mapped {mapped:5.0f} ms   first frame + exit {exited:5.0f} ms   CPU {cpu:5.0f} ms")
    frozen, source = medians["frozen bundle"], medians["source checkout"]
    ratios = [
        f"{label} {f / s:.2f}x" for label, f, s in zip(("mapped", "first frame", "CPU"), frozen, source, strict=True)
    ]
    print(f"  frozen / source: {', '.join(ratios)} (goal: 1.10x or less)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
