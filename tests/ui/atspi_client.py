"""An AT-SPI client, run by the system python3 (pyatspi is a Debian package, not on PyPI).

    python3 atspi_client.py [--announcements [--as-reader]] KEY... -- GAME-COMMAND...

Registers for focus, state, name, description (and, with --announcements, announcement) events, starts
the game, waits until a pile of its card table has the focus, then presses each KEY with xdotool (XTEST)
and records the events that followed and the focused object's name. With --as-reader it names its
process "orca", as a screen reader that speaks announcements is named; without it, it is an event
logger, not a reader. Prints one JSON object: ``start`` and ``steps``
(each ``{"key", "focus", "events"}``), events as ``[type, detail1, role, name, data]``.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

EVENTS = [
    "focus:",
    "object:state-changed:focused",
    "object:property-change:accessible-name",
    "object:property-change:accessible-description",
]
APP_NAME = "Canfield"
SETTLE_S = 0.8  # after a key: the game answers in well under that
TIMEOUT_S = 60


def main(argv: list[str]) -> int:
    announcements = "--announcements" in argv
    if "--as-reader" in argv:
        name_process("orca")
    argv = [a for a in argv if a not in ("--announcements", "--as-reader")]
    split = argv.index("--")
    keys, command = argv[:split], argv[split + 1 :]
    recorded: list[list] = []

    def on_event(event) -> None:
        try:
            role, name = event.source.getRoleName(), event.source.name
        except Exception:  # the source went away
            role, name = "?", "?"
        data = event.any_data
        if not isinstance(data, str | int | float | type(None)):
            data = None
        recorded.append([event.type, event.detail1, role, name, data])

    for kind in EVENTS + (["object:announcement"] if announcements else []):
        pyatspi.Registry.registerEventListener(on_event, kind)
    game = subprocess.Popen(command)
    result: dict = {"steps": []}
    deadline = time.monotonic() + TIMEOUT_S

    def focused_name() -> str | None:
        app = find_app()
        node = focused(app) if app is not None else None
        return None if node is None else f"[{node.getRoleName()}] {node.name}"

    def wait_for_start() -> bool:
        name = focused_name()
        if name is None or "[list item]" not in name:
            if time.monotonic() > deadline:
                result["error"] = "no pile got the focus"
                pyatspi.Registry.stop()
                return False
            return True  # ask again
        GLib.timeout_add(int(SETTLE_S * 1000), start_keys)
        return False

    def start_keys() -> bool:
        result["start"] = {"focus": focused_name(), "events": recorded[:]}
        recorded.clear()
        press(0)
        return False

    def press(i: int) -> None:
        if i == len(keys):
            pyatspi.Registry.stop()
            return
        subprocess.run(["xdotool", "key", keys[i]], check=True)

        def after() -> bool:
            result["steps"].append({"key": keys[i], "focus": focused_name(), "events": recorded[:]})
            recorded.clear()
            press(i + 1)
            return False

        GLib.timeout_add(int(SETTLE_S * 1000), after)

    GLib.timeout_add(300, wait_for_start)
    try:
        pyatspi.Registry.start()
    finally:
        game.terminate()
        game.wait(10)
    print(json.dumps(result, ensure_ascii=False))
    return 0 if "error" not in result else 1


def name_process(name: str) -> None:
    """Set this process's name (what /proc/PID/comm says), as prctl(PR_SET_NAME) does."""
    import ctypes

    pr_set_name = 15
    ctypes.CDLL(None).prctl(pr_set_name, name.encode(), 0, 0, 0)


def find_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.name == APP_NAME:
            return app
    return None


def focused(node, depth: int = 0):
    """The focused object under ``node``: its focus child, found by states (depth-first, shallow)."""
    try:
        states = node.getState()
    except Exception:
        return None
    is_focused = states.contains(pyatspi.STATE_FOCUSED) and node.getRole() != pyatspi.ROLE_APPLICATION
    best = node if is_focused else None
    if depth > 8:
        return best
    for i in range(min(node.childCount, 50)):
        child = node.getChildAtIndex(i)
        found = focused(child, depth + 1) if child is not None else None
        if found is not None:
            return found
    return best


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
