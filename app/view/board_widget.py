"""BoardWidget: what the window, the lessons and the tools use of a board widget, and
`make_board_widget`, which makes one.

Two classes offer it: BoardView (3D, OpenGL 3.3) and Board2DView (the flat QPainter board for
machines without it).  The window swaps the first for the second when it emits gl_failed.
"""

from __future__ import annotations

from typing import Protocol

from PyQt6.QtCore import QPointF, QSize, pyqtBoundSignal
from PyQt6.QtGui import QImage
from PyQt6.QtWidgets import QWidget

from app.view.board_view import BoardView
from app.view.fallback_2d import Board2DView
from app.view.palette import LookChoice, LookName
from app.view.scene import Scene, SceneChange
from engine.board import Cell


class BoardWidget(Protocol):
    """A board widget: it shows a Scene and reports cells, never rules.

    Signals (each cell an ``engine.board.Cell``; Qt declares them ``pyqtSignal(object)``):
    cell_clicked(Cell), cell_right_clicked(Cell) (a right click, not a drag),
    cell_hovered(Cell | None), cell_dragged(Cell, Cell) (a left-drag from a stack released on
    another cell), animation_finished(), gl_failed(str: the reason; no usable OpenGL: the 2D
    board never emits it).
    """

    @property
    def cell_clicked(self) -> pyqtBoundSignal: ...
    @property
    def cell_right_clicked(self) -> pyqtBoundSignal: ...
    @property
    def cell_hovered(self) -> pyqtBoundSignal: ...
    @property
    def cell_dragged(self) -> pyqtBoundSignal: ...
    @property
    def animation_finished(self) -> pyqtBoundSignal: ...
    @property
    def gl_failed(self) -> pyqtBoundSignal: ...

    def as_widget(self) -> QWidget:
        """The board itself, as the QWidget it is (to lay out, focus, grab or delete)."""
        ...

    def scene(self) -> Scene: ...
    def set_scene(self, scene: Scene, transition: SceneChange | None = None) -> None:
        """Show ``scene``; with a transition, animate from the current scene to it."""
        ...

    def set_animation_speed(self, speed: float) -> None:
        """Duration multiplier: 0 = off, else an ``animation.AnimationSpeed``'s ``factor``."""
        ...

    def is_animating(self) -> bool: ...
    def set_auto_hover(self, on: bool) -> None:
        """On (default): the board rings the cell under the mouse itself; off: it draws
        Scene.hover instead."""
        ...

    def set_look(self, look: LookChoice) -> None: ...
    def look(self) -> LookName: ...
    def reset_view(self) -> None: ...
    def toggle_top_down(self) -> None: ...
    def gl_error(self) -> str | None: ...
    def renderer_info(self) -> str: ...
    def cell_at(self, pos: QPointF) -> Cell | None:
        """The cell under a logical widget position, or None."""
        ...

    def cell_position(self, cell: Cell, on_top: bool = True) -> QPointF:
        """Logical widget position of a cell's centre."""
        ...

    def board_image(self, size: QSize | tuple[int, int] | None = None) -> QImage:
        """The board as a picture, the widget's size or ``size``; a null image when it cannot
        be drawn (``app.save_paths.write_png`` writes it to a file)."""
        ...


def make_board_widget(parent: QWidget | None = None, prefer_3d: bool = True) -> BoardWidget:
    """The 3D view, or the flat 2D board (asked for, or when OpenGL fails)."""
    if prefer_3d:
        return BoardView(parent)
    return Board2DView(parent)
