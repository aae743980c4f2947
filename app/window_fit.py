"""Windows that fit the screen: every window and dialog opens at its usual size, or smaller
where the screen has less room (1024x640 and 1280x800 included), its frame and title bar
counted.  ``fit`` is what each window calls instead of ``resize`` when it is made."""

from __future__ import annotations

from PyQt6.QtCore import QSize
from PyQt6.QtGui import QGuiApplication
from PyQt6.QtWidgets import QWidget

# The room a window manager's frame and title bar take round a window not yet shown (most
# take 2-8 pixels a side and a title bar of 24-40).
FRAME = QSize(16, 48)


def available(widget: QWidget) -> QSize:
    """The size of the widget's screen less its panels and docks (the primary screen's for a
    window not placed yet)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry().size() if screen is not None else QSize(1024, 640)


def room(widget: QWidget) -> QSize:
    """The largest size the window may have: the screen's room less its frame."""
    frame = widget.frameGeometry().size() - widget.geometry().size()
    if not widget.isVisible() or frame.height() <= 0:
        frame = FRAME
    return available(widget) - frame


def fit(widget: QWidget, width: int, height: int) -> None:
    """Resize ``widget`` to ``width`` x ``height``, or less where the screen has less room."""
    most = room(widget)
    widget.resize(min(width, most.width()), min(height, most.height()))
