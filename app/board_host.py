"""The board a window shows, and what every window with a board does alike with it.

`BoardHost` makes the board widget (3D, or the flat one when asked), hands its clicks and
hover to the window, and gives the two behaviours the main window, the lessons, puzzles,
"Learn from your mistakes", the editor and the analysis board share:

- a drag is a click on each end (``drag_as_clicks``), unless the window means something
  else by it (the editor moves a piece: ``dragged=``);
- when the 3D view cannot start (no OpenGL 3.3: ``gl_failed``), the flat board takes its place,
  wired as the first was; the window puts it where the old one stood (``replace``) and hears
  ``fell_back(reason)`` once it is there.

The board itself knows no rules and reports cells (``engine.board.Cell``); what a click means
stays the window's (``interaction.interpret_click`` for every board that plays moves).
"""

from __future__ import annotations

from collections.abc import Callable

from PyQt6.QtCore import QObject, pyqtSignal

from app.view.board_widget import BoardWidget, make_board_widget
from engine.board import Cell

Clicked = Callable[[Cell], object]
Hovered = Callable[[Cell | None], object]
Dragged = Callable[[Cell, Cell], object]
Replace = Callable[[BoardWidget, BoardWidget], object]  # (old, new): put new where old is


class BoardHost(QObject):
    """One window's board widget; ``board`` is the one shown (replaced on a fallback)."""

    fell_back = pyqtSignal(str)  # the 3D view failed (why): the flat board is in its place

    def __init__(
        self,
        clicked: Clicked,
        hovered: Hovered,
        replace: Replace,
        *,
        dragged: Dragged | None = None,
        right_clicked: Clicked | None = None,
        prefer_3d: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._clicked = clicked
        self._hovered = hovered
        self._replace = replace
        self._dragged = dragged if dragged is not None else self.drag_as_clicks
        self._right_clicked = right_clicked
        self.board = self._made(prefer_3d)

    def _made(self, prefer_3d: bool) -> BoardWidget:
        board = make_board_widget(None, prefer_3d)
        board.cell_clicked.connect(self._clicked)
        board.cell_hovered.connect(self._hovered)
        board.cell_dragged.connect(self._dragged)
        if self._right_clicked is not None:
            board.cell_right_clicked.connect(self._right_clicked)
        board.gl_failed.connect(self._fall_back)
        return board

    def drag_as_clicks(self, source: Cell, target: Cell) -> None:
        """A drag from ``source`` released on ``target``: a click on each, in that order."""
        self._clicked(source)
        self._clicked(target)

    def _fall_back(self, reason: str) -> None:
        old = self.board
        self.board = self._made(prefer_3d=False)
        self._replace(old, self.board)
        old.as_widget().setParent(None)
        old.as_widget().deleteLater()
        self.fell_back.emit(reason)
