"""When a board first reached the screen: the 3D board's first frame (its GL window's buffer
swap, ``frame_swapped``), or the flat board's first paint event."""

from __future__ import annotations

import time

from PyQt6.QtCore import QEvent, QObject, pyqtSignal
from PyQt6.QtWidgets import QWidget

from app.view.board_view import BoardView


class FirstFrame(QObject):
    """Emits ``shown`` once, at ``widget``'s first frame, and keeps its time in ``at``
    (``time.time()``; None before)."""

    shown = pyqtSignal()

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.at: float | None = None
        if isinstance(widget, BoardView):  # the widget paints nothing: its GL window does
            widget.frame_swapped.connect(self._done)
        else:
            widget.installEventFilter(self)

    def _done(self) -> None:
        if self.at is None:
            self.at = time.time()
            self.shown.emit()

    def eventFilter(self, watched: QObject | None, event: QEvent | None) -> bool:
        if event is not None and event.type() == QEvent.Type.Paint:
            self._done()
        return False
