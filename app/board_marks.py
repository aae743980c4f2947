"""What the player has marked on the board between moves, and the `Scene` that shows it.

`BoardMarks` holds the selected stack and the cells it may move to, the cell under the mouse,
the keyboard cursor, a hint and, on the analysis board, the moves solved in a position
(`result_marks`: what is proven of each landing of the selected stack, or of every movable
stack's best move); in "Learn from your mistakes", the answer a try would meet (``threat``,
not played: a red arrow) and the stacks that answer would cut off (``ghosts``, red).
`GameController` changes them as input arrives and asks `scene` for the picture of a
position with them; Qt-free.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from app import interaction
from app.scene_builder import DisplayOptions, build_scene, move_cells
from app.view.scene import Scene
from engine.board import Cell
from engine.moves import Move
from engine.position import Position
from engine.review.solve import MoveSolution

# A stack's best result: a win if any move wins; a draw or a loss only once all are proven.
_ORDER = {"win": 2, "draw": 1, "loss": 0}


def result_marks(
    solutions: Iterable[MoveSolution], selected: Cell | None, everywhere: bool
) -> tuple[tuple[Cell, str], ...]:
    """The proven results to mark: with a stack ``selected``, each landing's; else, when
    ``everywhere``, each movable stack's best (unmarked while a better move is unproven)."""
    marks: list[tuple[Cell, str]] = []
    best: dict[Cell, str | None] = {}
    for solution in solutions:
        source, target = solution.move.source, solution.move.target
        if source is None or target is None:  # a placement or a pass: no stack marked
            continue
        found = None if solution.result is None else str(solution.result)
        if selected is not None:
            if source == selected and found is not None:
                marks.append((target, found))
            continue
        known = best.get(source, "loss")
        if known == "win" or found == "win":
            best[source] = "win"
        elif known is None or found is None:
            best[source] = None
        else:
            best[source] = max(known, found, key=_ORDER.__getitem__)
    if selected is None and everywhere:
        marks = [(cell, result) for cell, result in best.items() if result is not None]
    return tuple(marks)


@dataclass
class BoardMarks:
    selected: Cell | None = None
    destinations: frozenset[Cell] = frozenset()
    hover: Cell | None = None
    cursor: Cell | None = None
    hint: Move | None = None
    solved: tuple[Position, tuple[MoveSolution, ...]] | None = None  # a position's solve
    results_everywhere: bool = False  # every movable stack marked by its best result
    threat: Move | None = None  # an answer not played, drawn as a red arrow
    ghosts: frozenset[Cell] = frozenset()  # stacks that answer would cut off, ghosted red

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
        results: tuple[tuple[Cell, str], ...] = ()
        if self.solved is not None and self.solved[0] == position and live:
            results = result_marks(self.solved[1], self.selected, self.results_everywhere)
        scene = build_scene(
            position,
            display,
            last_move=None if gathered and live else last_move,  # counting: no spaces marked
            selected=self.selected if live else None,
            destinations=self.destinations if live else (),
            placeable=interaction.placeable(position) if human else (),
            cutoff_preview=preview | self.ghosts,
            hover=self.hover,
            cursor=self.cursor,
            hint=hint,
            gathered=gathered and live,
            results=results,
        )
        threat = move_cells(self.threat)
        return scene.with_(refutation=threat) if len(threat) == 2 else scene
