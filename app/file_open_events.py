"""Records the desktop asks the game to open by event rather than on the command line.

On macOS, Finder does not pass a double-clicked ``.dvn`` (the bundle declares the type, see
packaging/dvonn.spec) as an argument: it sends the app, started for it if need be, a
``QFileOpenEvent``.  ``FileOpenFilter``, installed on the QApplication, keeps the files of
such events until the main window exists (``take_first``: the file to open instead of the
start-up offer), then hands each later one to the window's ``open_path``, as File → Open
does.  Linux and Windows pass the file as ``dvonn FILE``; there no such event comes.
"""

from __future__ import annotations

from collections.abc import Callable

from PyQt6.QtCore import QEvent, QObject


class FileOpenFilter(QObject):
    """An application event filter that takes ``QEvent.Type.FileOpen`` events."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pending: list[str] = []
        self._open: Callable[[str], object] | None = None

    def take_first(self) -> str | None:
        """The first file asked for before there was a window (the others are dropped: one
        game opens at a time), or None."""
        first = self._pending[0] if self._pending else None
        self._pending.clear()
        return first

    def open_with(self, open_path: Callable[[str], object]) -> None:
        """From now on, each file asked for goes to ``open_path`` at once."""
        self._open = open_path
        for path in self._pending:
            open_path(path)
        self._pending.clear()

    def eventFilter(self, watched: QObject | None, event: QEvent | None) -> bool:
        if event is None or event.type() != QEvent.Type.FileOpen:
            return False
        path: str = event.file()  # type: ignore[attr-defined]  # a QFileOpenEvent
        if path:
            if self._open is None:
                self._pending.append(path)
            else:
                self._open(path)
        return True
