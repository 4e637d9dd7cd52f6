"""Open the installed game on a virtual X display and check its window as a desktop sees it.

    python packaging/linux/check_window.py [--binary /usr/games/canfield] [--wm icewm]
                                           [--screenshot docs/installed-window.png]

Starts Xvfb (and, with ``--wm``, a window manager so the screenshot shows the title bar), runs the
binary with the xcb platform, finds its window with ``xdotool`` by process id, and reads with
``xprop``: the title (WM_NAME / _NET_WM_NAME), WM_CLASS, the desktop-file hint Qt derives from
``setDesktopFileName`` and the window icon (_NET_WM_ICON). The icon is compared pixel by pixel with
the app icon rendered from assets/icons/canfield.svg. Then it saves a screenshot (``xwd``, converted
to PNG here with Qt) and closes everything it started. Prints each finding; exits 1 on a problem.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import buildinfo


def free_display() -> int:
    """The first X display number with no socket or lock file."""
    for number in range(90, 200):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            return number
    raise SystemExit("no free X display number")


def wait_for(predicate, timeout: float, what: str, step: float = 0.1):
    """Poll ``predicate`` until it returns something true; fail after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(step)
    raise SystemExit(f"timed out after {timeout:.0f} s waiting for {what}")


def xprop(window: str, *names: str, env: dict[str, str]) -> str:
    """Text xprop prints for ``names`` on ``window``."""
    return subprocess.run(["xprop", "-id", window, *names], env=env, capture_output=True, text=True).stdout


def window_icons(window: str, env: dict[str, str]) -> dict[int, list[int]]:
    """Decode _NET_WM_ICON: {size: ARGB pixels} for each square icon the window offers."""
    text = subprocess.run(
        ["xprop", "-id", window, "-notype", "-f", "_NET_WM_ICON", "32c", "=$0+\\n", "_NET_WM_ICON"],
        env=env,
        capture_output=True,
        text=True,
    ).stdout
    if "=" not in text:
        return {}
    numbers = [int(n) for n in re.findall(r"\d+", text.split("=", 1)[1])]
    icons, pos = {}, 0
    while pos + 2 <= len(numbers):
        width, height = numbers[pos], numbers[pos + 1]
        pixels = numbers[pos + 2 : pos + 2 + width * height]
        if width == height and len(pixels) == width * height:
            icons[width] = pixels
        pos += 2 + width * height
    return icons


def reference_icon(size: int) -> list[int]:
    """ARGB pixels of assets/icons/canfield.svg rendered at ``size`` (non-premultiplied)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication.instance() or QGuiApplication([])
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(buildinfo.ROOT.joinpath(*buildinfo.ICON))).render(painter)
    painter.end()
    straight = image.convertToFormat(QImage.Format.Format_ARGB32)
    return [straight.pixel(x, y) for y in range(size) for x in range(size)]


def icon_difference(a: list[int], b: list[int]) -> float:
    """Mean absolute difference per channel (0-255) between two ARGB pixel lists."""
    total = 0
    for p, q in zip(a, b, strict=True):
        for shift in (0, 8, 16, 24):
            total += abs(((p >> shift) & 255) - ((q >> shift) & 255))
    return total / (4 * len(a))


def xwd_to_png(xwd: bytes, target: Path) -> tuple[int, int]:
    """Convert an ``xwd`` ZPixmap dump (24 or 32 bits a pixel) to PNG with Qt; return its size."""
    from PySide6.QtGui import QImage

    fields = struct.unpack(">25I", xwd[:100])
    header_size, pixmap_format, depth, width, height = fields[0], fields[2], fields[3], fields[4], fields[5]
    byte_order, bits_per_pixel, bytes_per_line, ncolors = fields[7], fields[11], fields[12], fields[19]
    if pixmap_format != 2 or bits_per_pixel not in (24, 32) or depth not in (24, 32):
        raise SystemExit(f"unsupported xwd: format {pixmap_format}, depth {depth}, {bits_per_pixel} bits a pixel")
    start = header_size + 12 * ncolors
    data = xwd[start : start + bytes_per_line * height]
    if bits_per_pixel == 24:  # three bytes a pixel: B,G,R when least significant byte first
        layout = QImage.Format.Format_BGR888 if byte_order == 0 else QImage.Format.Format_RGB888
    else:
        layout = QImage.Format.Format_RGB32
        if byte_order == 1:  # MSBFirst: XRGB in memory; QImage's RGB32 wants BGRX on this little-endian box
            data = b"".join(data[i : i + 4][::-1] for i in range(0, len(data), 4))
    image = QImage(data, width, height, bytes_per_line, layout).copy()
    target.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(target), "PNG"):
        raise SystemExit(f"could not write {target}")
    return width, height


def check_window(binary: Path, screenshot: Path | None, wm: str | None, size: str = "1280x800") -> list[str]:
    """Run the whole check; return the problems found (empty when all is right)."""
    for tool in ("Xvfb", "xdotool", "xprop", "xwd"):
        if not shutil.which(tool):
            raise SystemExit(f"{tool} is missing (apt-get install xvfb xdotool x11-utils x11-apps)")
    problems: list[str] = []
    display = free_display()
    env = {**os.environ, "DISPLAY": f":{display}"}
    env.pop("QT_QPA_PLATFORM", None)  # a real X display, through the xcb plugin
    started: list[subprocess.Popen] = []
    home = tempfile.mkdtemp(prefix="canfield-window-")
    try:
        started.append(subprocess.Popen(["Xvfb", f":{display}", "-screen", "0", f"{size}x24", "-nolisten", "tcp"]))
        wait_for(lambda: Path(f"/tmp/.X11-unix/X{display}").exists(), 10, "Xvfb")
        if wm:
            started.append(subprocess.Popen([wm], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            time.sleep(1.0)
        # The game's messages go to a file: a pipe nobody reads could fill up and stall it.
        log_path = Path(home) / "stderr.txt"
        log = log_path.open("w", encoding="utf-8")
        game_env = {**env, "CANFIELD_HOME": home, "HOME": home}
        game_env.pop("PYTHONPATH", None)  # the installed game must not lean on a checkout
        game = subprocess.Popen([str(binary)], env=game_env, stdout=log, stderr=log)
        log.close()  # the child keeps its own copy
        started.append(game)

        def find() -> str | None:
            if game.poll() is not None:
                raise SystemExit(
                    f"the game exited with {game.returncode} before showing a window:\n"
                    + log_path.read_text(encoding="utf-8", errors="replace")
                )
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--pid", str(game.pid)], env=env, capture_output=True, text=True
            ).stdout.split()
            return found[0] if found else None

        window = wait_for(find, 60, "the game's window")
        time.sleep(2.0)  # let the table paint (and the window manager draw its frame)
        names = xprop(window, "WM_NAME", "_NET_WM_NAME", "WM_CLASS", "_KDE_NET_WM_DESKTOP_FILE", env=env)
        print(names.strip())
        title = re.search(r'_NET_WM_NAME\(UTF8_STRING\) = "(.*)"', names)
        if not title or not title.group(1).startswith(buildinfo.APP_NAME):
            problems.append(f"window title is {title.group(1) if title else None!r}, not {buildinfo.APP_NAME}")
        if f'"{buildinfo.APP_ID}"' not in names:
            problems.append(f"no desktop-file hint {buildinfo.APP_ID} (QGuiApplication.setDesktopFileName)")
        icons = window_icons(window, env)
        print(f"_NET_WM_ICON sizes: {sorted(icons)}")
        if not icons:
            problems.append("the window has no icon (_NET_WM_ICON): QApplication.setWindowIcon is not called")
        else:
            size_px = min(icons, key=lambda s: abs(s - 64))
            difference = icon_difference(icons[size_px], reference_icon(size_px))
            print(f"icon {size_px}x{size_px} vs assets/icons/canfield.svg: mean difference {difference:.1f}/255")
            if difference > 8:
                problems.append(f"the window icon is not the Canfield icon (difference {difference:.1f}/255)")
        geometry = subprocess.run(["xdotool", "getwindowgeometry", window], env=env, capture_output=True, text=True)
        print(geometry.stdout.strip())
        if screenshot:
            dump = subprocess.run(["xwd", "-root", "-silent"], env=env, capture_output=True, check=True).stdout
            width, height = xwd_to_png(dump, screenshot)
            print(f"screenshot: {screenshot} ({width}x{height})")
        if game.poll() is not None:
            problems.append(f"the game exited early with {game.returncode}: {log_path.read_text()[-2000:]}")
    finally:
        for process in reversed(started):
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
                try:
                    process.wait(10)
                except subprocess.TimeoutExpired:
                    process.kill()
        shutil.rmtree(home, ignore_errors=True)
    return problems


def main(argv: list[str] | None = None) -> int:
    """Command line: see the module docstring."""
    parser = argparse.ArgumentParser(description="Check the installed Canfield window under Xvfb.")
    parser.add_argument("--binary", type=Path, default=Path("/usr/games") / buildinfo.EXE_NAME)
    parser.add_argument("--screenshot", type=Path, default=None)
    parser.add_argument("--wm", default=None, help="a window manager to run first, e.g. icewm")
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args(argv)
    problems = check_window(args.binary, args.screenshot, args.wm, args.size)
    for problem in problems:
        print(f"PROBLEM: {problem}", file=sys.stderr)
    print("window check: " + ("ok" if not problems else f"{len(problems)} problem(s)"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
