"""Whether the screen reader on the accessibility bus speaks announcements: chosen by what the reader is.

Every result is said once, through one channel per reader: an announcement
(``object:announcement``) where the reader is known to speak them, otherwise
the focused pile's description change (see
:meth:`canfield.ui.access.table_access.TableAccess.tell`), which every reader
speaks. A reader that speaks announcements (Orca 45 and later) also speaks a
description change of the focused object, so sending both would say every
sentence twice; Orca 43 listens for no announcements, so it gets only the
description change.

Who listens is not enough: an event logger or a test tool registers for every
event, and a game that then sent only announcements was silent under Orca 43
(accessibility review F3). So the AT-SPI registry is asked which clients
listen for announcements (``GetRegisteredEvents``: bus names and events), the
bus which process each client is (``GetConnectionUnixProcessID``), and only a
known screen reader among them (:data:`KNOWN_READERS`; Orca registers for
announcements only in the versions that speak them) turns announcements on.
A reader this module does not know can say so through the environment:
``CANFIELD_ANNOUNCEMENTS=1`` (or ``0`` to keep the description path).

PySide6's QtDBus cannot read the registry's ``a(ss)`` reply, so ``dbus-send``
(in every system with D-Bus) asks, in the background; until it answers, and
wherever it cannot, the description change is used.

Windows and macOS have no AT-SPI bus to ask: there Qt hands announcements to the
platform's own channel (UI Automation notifications, NSAccessibility
announcements), which their readers speak, so announcements are the channel.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QProcessEnvironment

REGISTRY = ("org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry.GetRegisteredEvents")
BUS = ("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus.GetConnectionUnixProcessID")
#: screen readers that speak the announcements they register for (by process name)
KNOWN_READERS = frozenset({"orca"})
OVERRIDE = "CANFIELD_ANNOUNCEMENTS"  # "1": the reader speaks announcements; "0": it does not
_PAIR = re.compile(r'string\s+"([^"]*)"\s+string\s+"([^"]*)"')


def announcement_listeners(registered: str) -> list[str]:
    """The bus names that listen for announcements, from ``dbus-send``'s print of the registered events."""
    names = {name for name, event in _PAIR.findall(registered) if event.lower().startswith("object:announcement")}
    return sorted(names)


def is_screen_reader(pid: int, proc: Path = Path("/proc")) -> bool:
    """Whether process ``pid`` is a known screen reader (its name, or the script a Python runs, e.g. orca)."""
    try:
        comm = (proc / str(pid) / "comm").read_text().strip()
        argv = (proc / str(pid) / "cmdline").read_bytes().split(b"\0")[:2]
    except OSError:  # gone, or not ours to read
        return False
    names = {comm, *(Path(arg.decode("utf-8", "replace")).name for arg in argv if arg)}
    return bool(names & KNOWN_READERS)


class Readers(QObject):
    """What the bus's screen reader speaks; :attr:`announcements` is True when it speaks announcements."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        override = os.environ.get(OVERRIDE, "")
        self._override = override in ("0", "1")
        self.announcements = override == "1" if self._override else not sys.platform.startswith("linux")
        self._process: QProcess | None = None
        self._dbus_send: str | None = None  # the dbus-send program's path ("" when there is none), once looked up
        self._address = ""  # the accessibility bus's, once known: asking blocks (see _bus_address)
        self._listeners: list[str] = []  # clients still to identify, and whether one is a reader
        self._reader = False

    def refresh(self) -> None:
        """Ask the registry again (in the background): a screen reader may have started or stopped."""
        from PySide6.QtGui import QAccessible

        if self._override or not sys.platform.startswith("linux") or not QAccessible.isActive():
            return
        if self._dbus_send is None:  # looked up once, not per call (a missing program too)
            self._dbus_send = shutil.which("dbus-send") or ""
        if self._process is not None or not self._dbus_send:
            return
        if not self._address:
            self._address = _bus_address()
        if self._address:
            self._ask(REGISTRY, [], self._read_registry)

    def _ask(self, call: tuple[str, str, str], args: list[str], then: Callable[[int, str], None]) -> None:
        """One ``dbus-send`` call on the accessibility bus; ``then(exit_code, output)`` reads its answer."""
        service, path, method = call
        process = QProcess(self)
        # "--session" on the accessibility bus's address: with "--address" dbus-send never says Hello
        # and the bus refuses the call
        env = QProcessEnvironment.systemEnvironment()
        env.insert("DBUS_SESSION_BUS_ADDRESS", self._address)
        process.setProcessEnvironment(env)
        process.finished.connect(lambda *_: self._answered(process, then))
        self._process = process
        process.start(
            self._dbus_send or "dbus-send",  # refresh() found it before any call
            ["--session", "--print-reply", "--type=method_call", f"--dest={service}", path, method, *args],
        )

    def _answered(self, process: QProcess, then: Callable[[int, str], None]) -> None:
        out = bytes(process.readAllStandardOutput().data()).decode("utf-8", "replace")
        code = process.exitCode()
        self._process = None
        process.deleteLater()
        then(code, out)

    def _read_registry(self, code: int, out: str) -> None:
        if code != 0:  # the bus may have moved: ask for its address next time
            self._address = ""
            return
        self._listeners = announcement_listeners(out)
        self._reader = False
        self._identify_next()

    def _identify_next(self) -> None:
        """Ask the bus which process the next listener is; when none is left, choose the channel."""
        if self._reader or not self._listeners:
            self.announcements = self._reader
            self._listeners = []
            return
        name = self._listeners.pop(0)
        self._ask(BUS, [f"string:{name}"], self._read_pid)

    def _read_pid(self, code: int, out: str) -> None:
        found = re.search(r"uint32\s+(\d+)", out) if code == 0 else None
        if found is not None and is_screen_reader(int(found.group(1))):
            self._reader = True
        self._identify_next()


def _bus_address() -> str:
    """The accessibility bus's address (the session bus knows it), or ""."""
    try:
        from PySide6.QtDBus import QDBus, QDBusConnection, QDBusMessage
    except ImportError:  # a bundle built without Qt's D-Bus module: no bus to ask
        return ""

    session = QDBusConnection.sessionBus()
    if not session.isConnected():
        return ""
    call = QDBusMessage.createMethodCall("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress")
    reply = session.call(call, QDBus.CallMode.Block, 2000)
    args = reply.arguments() if reply.type() == QDBusMessage.MessageType.ReplyMessage else []
    return str(args[0]) if args and isinstance(args[0], str) else ""
