"""What the player has marked on the board between moves, and the `Scene` that shows it.

`BoardMarks` holds the selected stack and the cells it may move to, the cell under the mouse,
the keyboard cursor and a hint.  `GameController` changes them as input arrives and asks
`scene` for the picture of a position with them; Qt-free.
"""

from __future__ import annotations

from dataclasses import dataclass

from app import interaction
from app.scene_builder import DisplayOptions, build_scene
from app.view.scene import Scene
from engine.board import Cell
from engine.moves import Move
from engine.position import Position


@dataclass
class BoardMarks:
    selected: Cell | None = None
    destinations: frozenset[Cell] = frozenset()
    hover: Cell | None = None
    cursor: Cell | None = None
    hint: Move | None = None

    def clear_selection(self) -> None:
        self.selected = None
        self.destinations = frozenset()

    def scene(
        self,
        position: Position,
        display: DisplayOptions,
        *,
        last_move: Move | None,
        live: bool,
        human: bool,
        gathered: bool,
        hint: Move | None,
    ) -> Scene:
        """The picture of ``position`` with ``hint``: the selection and the hover's cut-off
        preview only when ``live`` (the game's own position), the places to play only when
        a ``human`` is to move there."""
        preview: frozenset[Cell] = frozenset()
        if live and self.selected is not None and self.hover in self.destinations:
            assert self.hover is not None
            jump = Move.jump(self.selected, self.hover)
            preview = interaction.cutoff_preview(position, jump)
        return build_scene(
            position,
            display,
            last_move=None if gathered and live else last_move,  # counting: no spaces marked
            selected=self.selected if live else None,
            destinations=self.destinations if live else (),
            placeable=interaction.placeable(position) if human else (),
            cutoff_preview=preview,
            hover=self.hover,
            cursor=self.cursor,
            hint=hint,
            gathered=gathered and live,
        )
