"""Whether the screen reader listening on the accessibility bus speaks announcements.

Every result is said once, through one channel per reader: an announcement
(``object:announcement``) when some client on the AT-SPI bus has asked for
those events, otherwise the focused pile's description change (see
:meth:`canfield.ui.access.table_access.TableAccess.tell`). A reader that speaks
announcements (Orca 45 and later) also speaks a description change of the
focused object, so sending both would say every sentence twice; Orca 43
listens for no announcements, so it gets only the description change.

The AT-SPI registry lists who listens for what (``GetRegisteredEvents``).
PySide6's QtDBus cannot read that ``a(ss)`` reply, so ``dbus-send`` (in
every system with D-Bus) asks, in the background; until it answers, and
wherever it cannot, the description change is used, which every reader
speaks.

Windows and macOS have no AT-SPI bus to ask: there Qt hands announcements to the
platform's own channel (UI Automation notifications, NSAccessibility
announcements), which their readers speak, so announcements are the channel.
"""

from __future__ import annotations

import shutil
import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:  # loaded when a screen reader is running (refresh): QProcess is not needed to start
    from PySide6.QtCore import QProcess

REGISTRY = ("org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry.GetRegisteredEvents")
ANNOUNCEMENT_EVENT = '"object:announcement'  # as dbus-send prints it, lower-cased; ":" or ":…" may follow


def listens_for_announcements(registered: str) -> bool:
    """Whether ``dbus-send``'s print of the registered events has an announcement listener."""
    return ANNOUNCEMENT_EVENT in registered.lower()


class Readers(QObject):
    """What the bus's screen readers listen for; :attr:`announcements` is True when one wants announcements."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.announcements = not sys.platform.startswith("linux")  # see the module's docstring
        self._process: QProcess | None = None
        self._address = ""  # the accessibility bus's, once known: asking blocks (see _bus_address)

    def refresh(self) -> None:
        """Ask the registry again (in the background): a screen reader may have started or stopped."""
        from PySide6.QtCore import QProcess, QProcessEnvironment
        from PySide6.QtGui import QAccessible

        if not sys.platform.startswith("linux") or not QAccessible.isActive() or self._process is not None:
            return
        dbus_send = shutil.which("dbus-send")
        if dbus_send is not None and not self._address:
            self._address = _bus_address()
        address = self._address
        if dbus_send is None or not address:
            return
        service, path, method = REGISTRY
        process = QProcess(self)
        # "--session" on the accessibility bus's address: with "--address" dbus-send never says Hello
        # and the bus refuses the call
        env = QProcessEnvironment.systemEnvironment()
        env.insert("DBUS_SESSION_BUS_ADDRESS", address)
        process.setProcessEnvironment(env)
        process.finished.connect(lambda *_: self._read(process))
        self._process = process
        process.start(
            dbus_send, ["--session", "--print-reply", "--type=method_call", f"--dest={service}", path, method]
        )

    def _read(self, process: QProcess) -> None:
        out = bytes(process.readAllStandardOutput().data()).decode("utf-8", "replace")
        self.announcements = process.exitCode() == 0 and listens_for_announcements(out)
        if process.exitCode() != 0:  # the bus may have moved: ask for its address next time
            self._address = ""
        self._process = None
        process.deleteLater()


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
