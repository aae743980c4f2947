"""Interactive keys of the demo: switch scenes and options, play random animated moves.

The demo imitates just enough of the game (a stack moves its height in a straight line,
stacks cut off from every DVONN piece go) to exercise the animations; the real rules
live in the engine.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PyQt6.QtCore import QEvent, QObject
from PyQt6.QtGui import QKeyEvent

from app.view.board_view import BoardView
from app.view.demo import _destinations
from app.view.scene import Palette, Scene, SceneChange, neighbours


def _connected_to_dvonn(stacks: dict[str, tuple[str, ...]]) -> set[str]:
    seen = {c for c, p in stacks.items() if "D" in p}
    todo = list(seen)
    while todo:
        for n in neighbours(todo.pop()):
            if n in stacks and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


class DemoKeys(QObject):
    def __init__(self, view: BoardView, make_scene: Callable[[str, Palette], Scene]) -> None:
        super().__init__(view)
        self._view = view
        self._make = make_scene
        self._rng = random.Random(1)
        view.cell_clicked.connect(self._clicked)

    def _clicked(self, cell: str) -> None:
        s = self._view.scene()
        if s.selected and cell in s.destinations:
            self._move(s.selected, cell)
        elif s.height(cell) and s.stacks[cell][-1] != "D":
            dests = _destinations(dict(s.stacks), cell)
            self._view.set_scene(s.with_(selected=cell, destinations=dests, cursor=cell))
        else:
            self._view.set_scene(s.with_(selected=None, destinations=frozenset(), cursor=cell))

    def _move(self, src: str, dst: str) -> None:
        s = self._view.scene()
        stacks = dict(s.stacks)
        stacks[dst] = stacks[dst] + stacks.pop(src)
        alive = _connected_to_dvonn(stacks)
        removed = {c: p for c, p in stacks.items() if c not in alive}
        for c in removed:
            del stacks[c]
        new = Scene(
            stacks=stacks,
            last_move=(src, dst),
            palette=s.palette,
            show_coordinates=s.show_coordinates,
            show_height_labels=s.show_height_labels,
        )
        self._view.set_scene(new, SceneChange(moved=(src, dst), removed=removed))

    def eventFilter(self, obj: QObject | None, event: QEvent | None) -> bool:
        if not isinstance(event, QKeyEvent) or event.type() != QEvent.Type.KeyPress:
            return False
        s = self._view.scene()
        text = event.text().lower()
        scenes = {"1": "mid", "2": "start", "3": "placement", "4": "end"}
        if text in scenes:
            self._view.set_scene(self._make(scenes[text], s.palette))
        elif text == "p":
            other: Palette = "high_contrast" if s.palette == "classic" else "classic"
            self._view.set_scene(s.with_(palette=other))
        elif text == "c":
            self._view.set_scene(s.with_(show_coordinates=not s.show_coordinates))
        elif text == "h":
            self._view.set_scene(s.with_(show_height_labels=not s.show_height_labels))
        elif text == "g":
            self._view.set_scene(s.with_(gathered=True), SceneChange(gather=True))
        elif text == "m":
            stacks = dict(s.stacks)
            movable = [c for c, p in stacks.items() if p[-1] != "D" and _destinations(stacks, c)]
            if movable:
                src = self._rng.choice(sorted(movable))
                self._move(src, self._rng.choice(sorted(_destinations(stacks, src))))
        else:
            return False
        return True
