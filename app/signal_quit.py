"""SIGINT (Ctrl+C in the terminal) and SIGTERM end ``dvonn`` from the first instant of its
start, with status 130 or 143 and without a traceback.

* Before the QApplication exists (``install``, the first thing ``main`` does), nothing needs
  closing or keeping: the handler ends the process at once (``os._exit``: an exception raised
  in the middle of an import would reach a C extension's import, say NumPy's, which turns it
  into an ImportError and a traceback).
* Once it exists (``arm``), the handler closes every window through the event loop, as
  Ctrl+Q does (the game stays in the library, the computer's worker ends), and ends every
  event loop: the main one and those of modal dialogs (a start-up question, say), which
  Qt's quit leaves at once, like any dialog's loop started after it.  Qt's loop runs in
  C++: a wake-up byte (``signal.set_wakeup_fd``) on a socket that a QSocketNotifier watches
  lets Python run the handler at once.  A window that the first signal does not close (it
  asks a question first) closes at the next: every later signal ends every loop at once.
* ``received`` tells the start-up, the main window and the error dialog that the app is
  ending (they open nothing more), and ``exit_status`` what ``main`` returns.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import sys
from types import FrameType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PyQt6.QtWidgets import QApplication

SIGNALS = (signal.SIGINT, signal.SIGTERM)


class SignalQuit:
    def __init__(self) -> None:
        self.received: int | None = None  # the first signal, once one came
        self._app: QApplication | None = None
        self._sockets: tuple[socket.socket, socket.socket] | None = None

    def install(self) -> None:
        """Handle SIGINT and SIGTERM from now on (before anything else of the app runs).  A
        SIGINT ignored when dvonn started (a background job of a script) stays ignored, as
        Python and the shells leave it: Ctrl+C meant for the script's foreground is not ours."""
        for number in SIGNALS:
            if number == signal.SIGINT and signal.getsignal(number) == signal.SIG_IGN:
                continue
            signal.signal(number, self._handle)

    def arm(self, app: QApplication) -> None:
        """From now on a signal closes the windows and ends the event loops of ``app``."""
        from PyQt6.QtCore import QSocketNotifier

        reader, writer = socket.socketpair()
        reader.setblocking(False)
        writer.setblocking(False)
        self._sockets = (reader, writer)  # open as long as the notifier watches
        signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
        read = QSocketNotifier.Type.Read
        notifier = QSocketNotifier(reader.fileno(), read, app)  # type: ignore[call-overload]
        notifier.activated.connect(self._drain)
        app.aboutToQuit.connect(lambda: (notifier.setEnabled(False), signal.set_wakeup_fd(-1)))
        self._app = app
        if self.received is not None:  # a signal came while the application was being made
            self._ask_quit(self.received, first=True)

    def exit_status(self, code: int) -> int:
        """What ``main`` returns: 128 + the first signal's number, else ``code``."""
        return code if self.received is None else 128 + self.received

    def _drain(self, *_: object) -> None:
        """Python has run the handler by now: the bytes only woke the loop."""
        if self._sockets is not None:
            with contextlib.suppress(OSError):
                self._sockets[0].recv(64)

    def _handle(self, number: int, frame: FrameType | None) -> None:
        first = self.received is None
        if first:
            self.received = number
        if self._app is None:  # nothing to close or keep yet: the start just stops
            for stream in (sys.stdout, sys.stderr):
                with contextlib.suppress(Exception):
                    stream.flush()
            os._exit(128 + (self.received or number))
        self._ask_quit(number, first)

    def _ask_quit(self, number: int, first: bool) -> None:
        from PyQt6.QtCore import QTimer

        app = self._app
        if app is None:
            return
        if first:  # as Ctrl+Q: every window closes (the game is kept), then every loop ends
            QTimer.singleShot(0, app.closeAllWindows)
            QTimer.singleShot(0, app.quit)
        else:  # still running: whatever kept a window open, nothing is asked any more
            QTimer.singleShot(0, lambda: app.exit(128 + number))
