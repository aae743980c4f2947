"""The window's side of the online peer process (``app.online.peer``): a QProcess, its lines
as signals.

Qt's loop reads the peer's output when it arrives (``readyReadStandardOutput``: no polling)
and each line is checked (``engine.online.wire``); a line that is not an event, or the process
ending without saying ``closed``, ends the conversation (``gone``).  ``close`` asks the peer
to say goodbye and end; ``shutdown`` (the window closing) does the same and waits a moment
for it, then ends it; ``retire`` (a peer replaced, an invitation given up) does the same
without the window waiting.  The peer runs as ``python -m app.online.peer``, or in the frozen app
as the app itself with ``--online-peer`` (``app.__main__`` hands it over before Qt starts).
"""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication, QObject, QProcess, QTimer, pyqtSignal

from engine.online.wire import (
    MAX_LINE,
    Command,
    EventKind,
    Line,
    PipeError,
    peer_command,
    read_line,
    write_line,
)

SHUTDOWN_WAIT_MS = 2000


class PeerClient(QObject):
    """One peer process; ``options`` are the peer's own (``--answer-wait``, ``--ping``...)."""

    line = pyqtSignal(object)  # Line: an event of the peer
    gone = pyqtSignal(str)  # the peer ended without closing, or said what it must not: why

    def __init__(
        self, server: str | None, options: tuple[str, ...] = (), parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._server = server
        self._options = options
        self._process = QProcess(self)
        self._process.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)
        self._process.readyReadStandardOutput.connect(self._read)
        self._process.readyReadStandardError.connect(self._drop_errors)
        self._process.finished.connect(self._finished)
        self._process.errorOccurred.connect(self._error)
        self._buffer = bytearray()
        self._closed = False  # the peer said "closed", or we gave up on it
        self._started = False

    @property
    def running(self) -> bool:
        return self._process.state() is not QProcess.ProcessState.NotRunning

    def start(self, command: Command, value: str = "") -> None:
        """Start the peer with ``invite``, ``join`` or ``resume``."""
        program, *arguments = peer_command(self._server, self._options)
        self._started = True
        self._process.start(program, arguments)
        self.send(command, value)

    def send(self, command: Command, value: str = "") -> None:
        if self.running and not self._closed:
            self._process.write(write_line(Line(command, value)))

    def close(self) -> None:
        """Ask the peer to say goodbye and end (it says ``closed``)."""
        if self.running and not self._closed:
            self.send(Command.CLOSE)
            self._process.closeWriteChannel()

    def shutdown(self) -> None:
        """The window is closing: the peer ends now, after its goodbye if it can."""
        if not self.running:
            return
        self.close()
        self._closed = True
        if not self._process.waitForFinished(SHUTDOWN_WAIT_MS):
            self._process.kill()
            self._process.waitForFinished(SHUTDOWN_WAIT_MS)

    def retire(self, goodbye: bool) -> None:
        """End the peer without waiting for it: after its goodbye (ended anyway after
        ``SHUTDOWN_WAIT_MS``), or without one (a new connection at the resume code replaces
        it: the other side must not read this one's end as our leaving the game).  Nothing
        more is heard from it, and it lives on its own until its process has ended."""
        if not self.running:
            self._closed = True
            self.deleteLater()
            return
        self.setParent(QCoreApplication.instance())  # not deleted with its session meanwhile
        self._process.finished.connect(self.deleteLater)
        if goodbye:
            self.close()
            deadline = QTimer(self)  # goes with this object: never fires after it
            deadline.setSingleShot(True)
            deadline.timeout.connect(self._process.kill)
            deadline.start(SHUTDOWN_WAIT_MS)
        else:
            self._process.kill()
        self._closed = True

    def _read(self) -> None:
        self._buffer += bytes(self._process.readAllStandardOutput().data())
        while (end := self._buffer.find(b"\n")) >= 0:
            line, self._buffer = bytes(self._buffer[:end]), self._buffer[end + 1 :]
            self._take(line)
        if len(self._buffer) > MAX_LINE:
            self._give_up("a line longer than the protocol allows")

    def _take(self, data: bytes) -> None:
        if self._closed:
            return
        try:
            line = read_line(data, EventKind)
        except PipeError as error:
            self._give_up(f"the peer said what it must not ({error})")
            return
        if line.kind is EventKind.CLOSED:
            self._closed = True
        self.line.emit(line)

    def _drop_errors(self) -> None:
        self._process.readAllStandardError()  # a traceback, if any: the exit code tells

    def _give_up(self, why: str) -> None:
        self._closed = True
        self._buffer.clear()
        self._process.kill()
        self.gone.emit(why)

    def _finished(self, code: int, status: QProcess.ExitStatus) -> None:
        self._read()
        if not self._closed:
            self._closed = True
            self.gone.emit(f"the peer ended (exit code {code})")

    def _error(self, error: QProcess.ProcessError) -> None:
        if error is QProcess.ProcessError.FailedToStart and not self._closed:
            self._closed = True
            self.gone.emit(f"the peer could not start ({self._process.errorString()})")
