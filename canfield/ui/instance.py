"""One game window per data folder: a second start brings the running window forward instead.

Two windows on one folder each play their own game and write the same files; storage merges
the statistics, but the player would still have two games in progress and one saved-game file.
So the first start holds a :class:`QLockFile` in the data folder and listens on a
:class:`QLocalServer` whose name comes from that folder; a later start finds the lock taken,
sends its ``--code``/``--profile`` to the running one, and ends. A crashed game leaves no
lock behind that matters: Qt sees that its process is gone.
"""

from __future__ import annotations

import getpass
import hashlib
import json
import time
from pathlib import Path

from PySide6.QtCore import QByteArray, QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = ".canfield-window.lock"
#: How long a later start keeps trying to reach a running window that is still starting (ms).
CONNECT_WAIT_MS = 3000
MAX_MESSAGE = 64 * 1024


def server_name(folder: Path) -> str:
    """The local server's name for a data folder (the same for every start on that folder)."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no user name (a container, no passwd entry)
        user = ""
    digest = hashlib.sha256(f"{user}\0{folder.resolve()}".encode()).hexdigest()[:20]
    return f"canfield-{digest}"


class SingleInstance(QObject):
    """Claims a data folder for this process, or hands the request to the process that has it.

    ``opened`` carries what a later start asked for: ``{"code": str | None, "profile": str | None}``.
    """

    opened = Signal(dict)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.name = server_name(folder)
        self._lock: QLockFile | None = None
        self._server: QLocalServer | None = None

    def claim(self, request: dict) -> bool:
        """True when this process runs the game; False when ``request`` went to the one that does.

        A folder that cannot hold a lock (missing and not creatable, read-only) cannot be shared
        safely either way: this start goes on, and storage keeps the files consistent.
        """
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        lock = QLockFile(str(self.folder / LOCK_NAME))
        lock.setStaleLockTime(0)  # stale only when its process is gone, however long it has run
        if lock.tryLock(0):
            self._lock = lock
            self._listen()
            return True
        if lock.error() != QLockFile.LockError.LockFailedError:
            return True  # no lock possible here (permissions): go on
        return not self._send(request)

    def release(self) -> None:
        """Stop answering and free the folder (the window has closed)."""
        if self._server is not None:
            self._server.close()
            self._server.deleteLater()
            self._server = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    # ----- the running window ------------------------------------------------------------
    def _listen(self) -> None:
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)  # this user only
        QLocalServer.removeServer(self.name)  # a socket file left by a crash
        if server.listen(self.name):
            server.newConnection.connect(self._accept)
            self._server = server

    def _accept(self) -> None:
        while self._server is not None and self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            socket.setParent(self)  # ours, not the server's: it may outlive a closed server
            socket.setReadBufferSize(MAX_MESSAGE)
            socket.readyRead.connect(self._ready)
            socket.disconnected.connect(socket.deleteLater)

    def _ready(self) -> None:
        socket = self.sender()
        if not isinstance(socket, QLocalSocket) or not socket.canReadLine():
            if isinstance(socket, QLocalSocket) and socket.bytesAvailable() >= MAX_MESSAGE:
                socket.abort()  # not one of ours: nothing that long is ever sent
            return
        line = bytes(socket.readLine(MAX_MESSAGE).data())
        try:
            data = json.loads(line.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            return
        if isinstance(data, dict):
            request = {key: data.get(key) if isinstance(data.get(key), str) else None for key in ("code", "profile")}
            self.opened.emit(request)

    # ----- a later start ---------------------------------------------------------------
    def _send(self, request: dict) -> bool:
        """Hand ``request`` to the running window; False when it could not be reached in time."""
        message = QByteArray((json.dumps(request) + "\n").encode("utf-8"))
        deadline = time.monotonic() + CONNECT_WAIT_MS / 1000
        while True:
            socket = QLocalSocket()
            socket.connectToServer(self.name)
            if socket.waitForConnected(500):
                socket.write(message)
                socket.flush()
                socket.disconnectFromServer()  # waits for what is still to be written
                if socket.state() != QLocalSocket.LocalSocketState.UnconnectedState:
                    socket.waitForDisconnected(2000)
                return True
            if time.monotonic() >= deadline:
                return False  # the lock holder is not answering: better a second window than none
            time.sleep(0.1)  # it may be starting: its server comes up just after its lock
