"""The first move with sound on against sound off, side by side, under a real X server (Xvfb).

    python benchmarks/first_move_sound.py [--rounds 7] [--display :N] [--delay-ms 0]

Each run is a fresh process showing the seed deal in a fresh home; right after the table's first
painted frame it clicks the stock with ``xdotool`` (a real X click) and times from the click to the
end of the first paint that shows the drawn cards. Four set-ups take turns in every round, so a
busy machine weighs on all alike:

* **off**: sound off in the settings;
* **null**: sound on, ALSA's null device (``pcm.!default { type null }`` in ``~/.asoundrc``): a device
  opens and the sounds are computed and played;
* **none**: sound on, no sound server and no ALSA device: silence;
* **hung**: sound on, ``PULSE_SERVER`` names a Unix socket that accepts and never answers (a hung
  PulseAudio, ``reliability.md`` finding 2): the device never finishes opening.

Each run's ``XDG_RUNTIME_DIR`` is empty, so no real sound server is found. Prints each set-up's
median and its ratio to sound off (the target: within 1.2x), what the output was 1.5 s after the
click, and the load average before and after. Needs Xvfb, xdpyinfo (x11-utils) and xdotool.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout, not an installed canfield
sys.path.insert(0, str(Path(__file__).resolve().parent))

SETUPS = ("off", "null", "none", "hung")


def child() -> None:
    """One start: click the stock right after the first frame, print the click-to-painted time as JSON."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from canfield.ui.shell.window import MainWindow
    from canfield.ui.table.view import TableView

    marks: dict[str, float] = {}
    window = MainWindow(code="CF1-D3-AAAAACL", profile="canfield")
    painted = TableView.paintEvent

    def paint(view: TableView, event: object) -> None:
        painted(view, event)  # type: ignore[arg-type]
        if "start" in marks and "painted" not in marks and window.controller.game.pile("waste"):
            marks["painted"] = time.perf_counter()

    TableView.paintEvent = paint  # type: ignore[method-assign, assignment]

    class Presses(QObject):
        def eventFilter(self, _obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
            if event.type() == QEvent.Type.MouseButtonPress:
                marks.setdefault("press", time.perf_counter())
            return False

    presses = Presses()
    window.view.viewport().installEventFilter(presses)

    def click() -> None:
        centre = window.table.piles["stock"].area.center()
        point = window.view.viewport().mapToGlobal(window.view.mapFromScene(centre))
        command = ["xdotool", "mousemove", str(point.x()), str(point.y()), "click", "1"]

        def send() -> None:  # off the window's thread: a frozen window must not delay the click itself
            subprocess.run(command, check=True)
            marks["sent"] = time.perf_counter()
            marks["start"] = min(marks["sent"], marks.get("press", marks["sent"]))

        threading.Thread(target=send, daemon=True).start()

    def report() -> None:
        player = getattr(window.sounds, "player", None)  # None: a checkout from before issue 43's audio thread
        output = player.output if player is not None else getattr(window.sounds, "_output", None)
        took = (marks["painted"] - marks["start"]) * 1000 if "painted" in marks else None
        print(json.dumps({"ms": took, "output": type(output).__name__ if output else "none made"}), flush=True)
        app.exit(0)

    def first_frame() -> None:
        delay = int(os.environ.get("FIRST_MOVE_DELAY_MS", "0"))
        QTimer.singleShot(delay, click)
        QTimer.singleShot(delay + 1500, report)

    window.view.first_painted.connect(first_frame)
    window.resize(1100, 760)
    window.move(0, 0)
    window.show()
    app.exec()
    window.close()
    os._exit(0)  # a hung device's thread may still wait in the library: do not wait for it


def hung_server(path: str) -> socket.socket:
    """A Unix socket that accepts connections and never answers (kept open while the runs last)."""
    server = socket.socket(socket.AF_UNIX)
    server.bind(path)
    server.listen(64)
    held: list[socket.socket] = []

    def accept() -> None:
        while True:
            held.append(server.accept()[0])

    threading.Thread(target=accept, daemon=True).start()
    return server


def run_once(setup: str, display: str, pulse_socket: str, delay_ms: int) -> dict[str, object]:
    """One child process in a fresh home for ``setup``; its JSON line, or why there is none."""
    with tempfile.TemporaryDirectory() as home:
        from startup_x11 import private_home

        env = {k: v for k, v in os.environ.items() if not k.startswith(("PULSE", "XDG_"))}
        env.update(private_home(home), DISPLAY=display, QT_QPA_PLATFORM="xcb", CANFIELD_HOME=f"{home}/cf")
        runtime = Path(home, "run")
        runtime.mkdir(mode=0o700)
        env["XDG_RUNTIME_DIR"] = str(runtime)  # no real sound server's socket in sight
        env["FIRST_MOVE_DELAY_MS"] = str(delay_ms)
        Path(home, "cf").mkdir()
        if setup == "off":
            Path(home, "cf", "settings.json").write_text('{"version": 1, "sound": false}')
        if setup == "null":
            Path(home, ".asoundrc").write_text("pcm.!default { type null }\n")
        if setup == "hung":
            env["PULSE_SERVER"] = f"unix:{pulse_socket}"
        done = subprocess.run(
            [sys.executable, __file__, "--child"], env=env, capture_output=True, text=True, timeout=60, check=False
        )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    return json.loads(lines[-1]) if lines else {"ms": None, "output": f"no result: {done.stderr[-300:]!r}"}


def load() -> str:
    """The 1-, 5- and 15-minute load averages."""
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def measure(rounds: int, display: str, delay_ms: int) -> dict[str, list[dict[str, object]]]:
    """Every set-up once a round, in turn."""
    results: dict[str, list[dict[str, object]]] = {s: [] for s in SETUPS}
    with tempfile.TemporaryDirectory() as folder:
        pulse_socket = f"{folder}/pulse.sock"
        server = hung_server(pulse_socket)
        for _ in range(rounds):
            for setup in SETUPS:
                results[setup].append(run_once(setup, display, pulse_socket, delay_ms))
        server.close()
    return results


def summary(results: dict[str, list[dict[str, object]]]) -> None:
    """Each set-up's times, median and ratio to sound off."""
    off = statistics.median(float(r["ms"]) for r in results["off"] if r["ms"] is not None)  # type: ignore[arg-type]
    print(f"{'set-up':<6} {'median ms':>9} {'x off':>6}  runs (ms)                      output")
    for setup, runs in results.items():
        times = [float(r["ms"]) for r in runs if r["ms"] is not None]  # type: ignore[arg-type]
        median = statistics.median(times) if times else float("nan")
        outputs = sorted({str(r["output"]) for r in runs})
        shown = " ".join(f"{t:.0f}" for t in times) + (
            f" ({len(runs) - len(times)} failed)" if len(times) < len(runs) else ""
        )
        print(f"{setup:<6} {median:>9.1f} {median / off:>6.2f}  {shown:<30} {', '.join(outputs)}")


def main() -> None:
    """Start Xvfb (or use ``--display``), run the rounds, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--display", help="an X server to use instead of starting Xvfb")
    parser.add_argument("--delay-ms", type=int, default=0, help="click this long after the first frame (default 0)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child()
        return
    missing = [
        tool for tool in ("xdotool", "xdpyinfo") + (("Xvfb",) if args.display is None else ()) if not shutil.which(tool)
    ]
    if missing:
        raise SystemExit(f"missing {', '.join(missing)} (apt-get install xvfb x11-utils xdotool)")
    from startup_x11 import start_xvfb

    server, display = (None, args.display) if args.display else start_xvfb()
    try:
        print(f"load before: {load()}; {os.cpu_count()} CPUs; {args.rounds} rounds, set-ups in turn;", end=" ")
        print(f"click {args.delay_ms} ms after the first frame")
        results = measure(args.rounds, display, args.delay_ms)
        print(f"load after:  {load()}")
        summary(results)
    finally:
        if server is not None:
            server.terminate()


if __name__ == "__main__":
    main()
