"""A private desktop for screen-reader tests: Xvfb, a D-Bus session bus, the AT-SPI bus and openbox.

Everything runs in a temporary home, on a display Xvfb picks, and is stopped by :meth:`Desktop.stop`.
The tools come from Debian (scripts/setup.sh installs them): without them the tests are skipped,
except under CI, where a missing tool is a failure.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
SYSTEM_PYTHON = "/usr/bin/python3"  # pyatspi is a Debian package for the system's Python
ROOT = Path(__file__).resolve().parents[2]


def missing_tools(*extra: str) -> list[str]:
    """The tools a desktop (and ``extra`` programs) needs that this machine lacks."""
    lacking = [t for t in ("Xvfb", "dbus-launch", "openbox", "xdotool", "xprop", *extra) if shutil.which(t) is None]
    if not Path(BUS_LAUNCHER).exists():
        lacking.append(BUS_LAUNCHER)
    probe = (
        subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True)
        if Path(SYSTEM_PYTHON).exists()
        else None
    )
    if probe is None or probe.returncode != 0:
        lacking.append("python3-pyatspi")
    return lacking


def need_tools(*extra: str) -> None:
    """Skip the test when a tool is missing; under CI, fail instead (the install step has a gap)."""
    lacking = missing_tools(*extra)
    if lacking and os.environ.get("CI"):
        pytest.fail(f"CI lacks {', '.join(lacking)}: scripts/setup.sh should install them")
    if lacking:
        pytest.skip(f"needs {', '.join(lacking)}")


@dataclass
class Desktop:
    """A running desktop; ``env`` is what a program started on it needs."""

    home: Path
    env: dict[str, str]
    processes: list[subprocess.Popen] = field(default_factory=list)
    bus_pid: int = 0

    def start(self, args: list[str], **kwargs) -> subprocess.Popen:
        """Start a program on this desktop (stopped with it)."""
        process = subprocess.Popen(args, env=kwargs.pop("env", self.env), **kwargs)
        self.processes.append(process)
        return process

    def game_command(
        self, lang: str = "en", program: tuple[str, ...] = ("canfield", "--code", "CF1-D3-AAAAACL")
    ) -> list[str]:
        """The command line that starts the seed game (or another ``python -m`` program) with accessibility on,
        in ``lang``."""
        return ["env", *(f"{k}={v}" for k, v in game_env(self, lang).items()), sys.executable, "-m", *program]

    def stop(self) -> None:
        """Stop every program started here, newest first, then the session bus."""
        for process in reversed(self.processes):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    process.kill()
        if self.bus_pid:
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.bus_pid, signal.SIGTERM)


def game_env(desktop: Desktop, lang: str) -> dict[str, str]:
    """The game's own variables: X, accessibility always on, a fresh home, the language."""
    home = desktop.home / f"canfield-{lang}-{time.monotonic_ns()}"
    home.mkdir()
    locale = {"en": "en_US", "ar": "ar_EG", "ru": "ru_RU", "ro": "ro_RO", "hy": "hy_AM"}[lang]
    return {
        "QT_QPA_PLATFORM": "xcb",
        "QT_ACCESSIBILITY": "1",
        "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
        "CANFIELD_HOME": str(home),
        "LANG": f"{locale}.UTF-8",
        "LANGUAGE": lang,
    }


def start_desktop(home: Path) -> Desktop:
    """Xvfb on a free display, a session bus, the accessibility bus and a window manager."""
    desktop = start_x_and_bus(home)
    desktop.start([BUS_LAUNCHER, "--launch-immediately"], stderr=subprocess.DEVNULL)
    for _attempt in range(3):  # openbox now and then fails to open a display that was just made
        log = home / "openbox.log"
        with log.open("w") as out:
            openbox = desktop.start(["openbox"], stdout=out, stderr=out)
        if _wait_for_window_manager(desktop.env, openbox):
            return desktop
    raise RuntimeError(f"openbox did not start (exit {openbox.poll()}): {log.read_text()[-500:]}")


def start_x_and_bus(home: Path) -> Desktop:
    """Xvfb on a free display and a session bus, nothing else (see :func:`start_desktop`)."""
    run = home / "run"
    run.mkdir(mode=0o700)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DBUS_", "AT_SPI", "QT_", "XDG_"))}
    env.update({"HOME": str(home), "XDG_RUNTIME_DIR": str(run), "XDG_CONFIG_HOME": str(home / ".config")})
    desktop = Desktop(home, env)
    read, write = os.pipe()
    desktop.start(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1400x1000x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as pipe:
        env["DISPLAY"] = ":" + pipe.readline().strip()
    bus = subprocess.run(["dbus-launch", "--sh-syntax"], env=env, capture_output=True, text=True, check=True)
    for line in bus.stdout.splitlines():
        name, _, value = line.partition("=")
        if name in ("DBUS_SESSION_BUS_ADDRESS", "DBUS_SESSION_BUS_PID"):
            env[name] = value.rstrip(";").strip("'")
    desktop.bus_pid = int(env.pop("DBUS_SESSION_BUS_PID"))
    return desktop


def _wait_for_window_manager(env: dict[str, str], openbox: subprocess.Popen, timeout: float = 20) -> bool:
    """Until openbox manages the screen (a window mapped before that never gets the keyboard focus)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and openbox.poll() is None:
        probe = subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], env=env, capture_output=True, text=True)
        if "window id" in probe.stdout:
            time.sleep(0.3)
            return True
        time.sleep(0.2)
    return False


@pytest.fixture(name="desktop")
def desktop_fixture(tmp_path: Path):
    """A private desktop for one test."""
    need_tools()
    running = start_desktop(tmp_path)
    yield running
    running.stop()
