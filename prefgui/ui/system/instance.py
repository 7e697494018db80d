"""One window per data folder: a second start joins the first instead of writing beside it.

Two windows on one data folder would both write the session they resumed, and the file
would keep one of them (or neither). So the first start holds a lock file in the data
folder (:class:`QLockFile`: a process killed with ``kill -9`` leaves a lock that the next
start finds stale, by its process id, and takes over) and listens on a local socket named
after the folder. A second start on the same folder cannot take the lock: it asks the first
over the socket to bring its window to the front and ends. If the first does not answer
(it hangs, or the lock is held by a program that is not listening), the second shows the
latest session as it was last saved and writes nothing (:attr:`Claim.READ_ONLY`).

A lock path that cannot be a lock (``prefgui.lock`` is a folder, a link, a file nobody may
open) never lets two windows write: a start then locks the second name,
``prefgui-2.lock``, beside it. Each start takes every usable one of the two names, so a
window that holds only the second (the first was a folder) still stops a later start that
finds the first usable again. When neither can be locked (or the data folder cannot be
made), the window writes nothing and says why (:attr:`Claim.NO_LOCK`).
"""

from __future__ import annotations

import hashlib
import time
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

__all__ = ["LOCK_NAME", "SECOND_LOCK_NAME", "Claim", "Instance", "server_name"]

LOCK_NAME = "prefgui.lock"
SECOND_LOCK_NAME = "prefgui-2.lock"  # when the first name cannot be a lock
SHOW = b"show\n"
SHOWN = b"shown\n"
CONNECT_MS = 3000
ANSWER_MS = 15_000  # the first may be busy starting: its event loop answers when it runs
PATIENCE = 10.0  # seconds a second start waits for the holder of the lock to listen
RETRY_SECONDS = 0.2
UNREADABLE_SECONDS = 2.0  # a lock file naming no process this long is nobody's


class Claim(Enum):
    """What a start found on its data folder."""

    FIRST = "first"  # the lock is ours: this window saves
    JOINED = "joined"  # another window has the folder and was brought to the front
    READ_ONLY = "read_only"  # another program holds the lock and did not answer
    NO_LOCK = "no_lock"  # no lock could be made: this window writes nothing either


def server_name(folder: Path) -> str:
    """The local socket's name for a data folder (short: socket paths are limited)."""
    try:
        key = str(folder.resolve())
    except (OSError, RuntimeError):
        key = str(folder.absolute())
    return "prefgui-" + hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()[:24]


class Instance(QObject):
    """The claim of one start on ``folder`` (the data folder).

    ``show_requested`` is emitted when a later start on the same folder asks this one to
    bring its window to the front.
    """

    show_requested = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.name = server_name(folder)
        self._locks: list[QLockFile] = []
        self._server: QLocalServer | None = None
        self.problem = ""  # why no lock could be made (Claim.NO_LOCK), in English

    def claim(self, patience: float = PATIENCE) -> Claim:
        """Take the folder, or hand over to the window that has it.

        Args:
            patience: seconds to go on asking a holder of the lock that does not answer
                (it may have taken the lock a moment ago and not be listening yet).
        """
        self.problem = ""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            self.problem = e.strerror or str(e)
            return Claim.NO_LOCK
        locks: list[QLockFile] = []
        for name in (LOCK_NAME, SECOND_LOCK_NAME):
            path = self.folder / name
            if path.is_symlink() or (path.exists() and not path.is_file()):
                self.problem = f"{path} is not a file"
                continue  # a folder or a link in its place: the other name serves
            lock = QLockFile(str(path))
            lock.setStaleLockTime(0)  # stale only when its process is gone (kill -9, a crash)
            locks.append(lock)
        deadline = time.monotonic() + patience
        while True:
            held, unusable = 0, 0
            for lock in locks:
                if not lock.isLocked() and _unreadable(lock):
                    lock.removeStaleLockFile()  # empty or garbage: no process wrote it
                if lock.isLocked() or lock.tryLock(0):  # a dead process's lock is taken over
                    held += 1
                elif lock.error() != QLockFile.LockError.LockFailedError:
                    unusable += 1  # cannot be made (no permission): not held by anyone
                else:  # another start holds it: none after it is taken (two starts each
                    break  # holding one of the two locks waited for each other, then both
                    # opened a window that saves nothing)
            if locks and held + unusable == len(locks) and held:
                self._locks = [lock for lock in locks if lock.isLocked()]
                self._listen()
                return Claim.FIRST
            if held + unusable == len(locks):  # nothing to lock with
                for lock in locks:
                    if lock.isLocked():
                        lock.unlock()
                self.problem = self.problem or "the lock file cannot be made"
                return Claim.NO_LOCK
            self._release_locks(locks)  # none kept while another start holds one
            if ask_to_show(self.name):
                return Claim.JOINED
            if time.monotonic() >= deadline:
                self._release_locks(locks)
                return Claim.READ_ONLY
            time.sleep(RETRY_SECONDS)

    @staticmethod
    def _release_locks(locks: list[QLockFile]) -> None:
        for lock in locks:
            if lock.isLocked():
                lock.unlock()

    def _listen(self) -> None:
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(self.name)  # a socket left by a killed holder of the lock
        if server.listen(self.name):
            server.newConnection.connect(self._on_connection)
            self._server = server

    def _on_connection(self) -> None:
        assert self._server is not None
        while self._server.hasPendingConnections():
            sock = self._server.nextPendingConnection()
            if sock is None:
                break
            sock.readyRead.connect(lambda s=sock: self._on_request(s))
            sock.disconnected.connect(sock.deleteLater)
            if sock.bytesAvailable():
                self._on_request(sock)

    def _on_request(self, sock: QLocalSocket) -> None:
        if not sock.canReadLine():
            if sock.bytesAvailable() > 64:
                sock.abort()
            return
        line = bytes(sock.readLine(64).data())
        if line == SHOW:
            sock.write(SHOWN)
            sock.flush()
            self.show_requested.emit()
        sock.disconnectFromServer()

    def release(self) -> None:
        """The window closed: the next start may take the folder."""
        if self._server is not None:
            self._server.close()
            self._server = None
        self._release_locks(self._locks)
        self._locks = []


def _unreadable(lock: QLockFile) -> bool:
    """A lock file that names no process (empty after a power cut, or garbage) and has
    been so for a while (a lock being made is written at once): nobody holds it, yet
    Qt would count it held for ever."""
    if lock.getLockInfo()[0] != 0:
        return False
    try:
        age = time.time() - Path(lock.fileName()).stat().st_mtime
    except OSError:
        return False
    return abs(age) > UNREADABLE_SECONDS


def ask_to_show(name: str, connect_ms: int = CONNECT_MS, answer_ms: int = ANSWER_MS) -> bool:
    """Ask the window listening as ``name`` to come to the front; True if it said it did."""
    sock = QLocalSocket()
    sock.connectToServer(name)
    if not sock.waitForConnected(connect_ms):
        return False
    sock.write(SHOW)
    if not sock.waitForBytesWritten(connect_ms):
        sock.abort()
        return False
    answer = b""
    while not answer.endswith(b"\n") and len(answer) < 64:
        if not sock.bytesAvailable() and not sock.waitForReadyRead(answer_ms):
            break
        answer += bytes(sock.readAll().data())
    sock.abort()
    return answer == SHOWN
