"""FollowsDesktopLook: the light or dark setting round the board, shared by both board widgets.

'auto' (the default) follows the desktop's colour scheme through the window colour, so board
and side panel agree; a palette change repaints the board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PyQt6.QtCore import QEvent

from app.view import palette as pal

if TYPE_CHECKING:
    from PyQt6.QtWidgets import QWidget

    _Widget = QWidget  # the mixin is only ever mixed into a QWidget
else:
    _Widget = object


class FollowsDesktopLook(_Widget):
    """Mixed in before the widget class: ``class BoardView(FollowsDesktopLook, QWidget)``."""

    _look: pal.LookChoice = "auto"

    def set_look(self, look: pal.LookChoice) -> None:
        """'light', 'dark', or 'auto' (default): follow the desktop's colour scheme."""
        self._look = look
        self.update()

    def look(self) -> pal.LookName:
        return pal.resolve_look(self._look, self.palette().window().color().lightness())

    def changeEvent(self, event: QEvent | None) -> None:
        if event is not None and event.type() == QEvent.Type.PaletteChange:
            self.update()  # the desktop may have switched between light and dark
        super().changeEvent(event)
