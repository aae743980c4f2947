"""The 3D board alone with the sample boards (benchmarks/board_scenes.py), or a screenshot of one.

    python -m benchmarks.board_demo [--scene mid|start|placement|end] [--palette high_contrast]
                                    [--look auto|light|dark] [--top-down]
                                    [--screenshot out.png] [--size 1280x800]

Keys in the window: 1-4 switch boards, P palette, C coordinates, H height labels, M plays a
random legal move (animated, cut-offs included), G gathers (end of game); a click selects a
stack and another one moves it; camera keys as in BoardView.  Moves are the engine's.
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import cast

from PyQt6.QtCore import QEvent, QObject, QTimer
from PyQt6.QtGui import QKeyEvent
from PyQt6.QtWidgets import QApplication

from app.save_paths import PictureError, write_png
from app.scene_builder import DisplayOptions, build_scene, scene_change
from app.view.board_view import BoardView
from app.view.gl_setup import choose_pyopengl_platform, install_default_format
from app.view.palette import LookChoice
from app.view.scene import Palette, SceneChange
from benchmarks.board_scenes import SCENES, sample
from engine.board import Cell
from engine.moves import Move
from engine.rules import apply, legal_moves


class DemoKeys(QObject):
    """The demo's keys and clicks, played on an engine Position."""

    def __init__(self, view: BoardView, name: str, palette: Palette) -> None:
        super().__init__(view)
        self._view = view
        self._rng = random.Random(1)
        self._position, scene = sample(name, palette)
        view.set_scene(scene)
        view.cell_clicked.connect(self._clicked)

    def _options(self) -> DisplayOptions:
        s = self._view.scene()
        return DisplayOptions(s.palette, s.show_coordinates, s.show_height_labels)

    def _clicked(self, cell: Cell) -> None:
        s = self._view.scene()
        moves = legal_moves(self._position)
        if s.selected is not None and cell in s.destinations:
            self._play(Move.jump(s.selected, cell))
            return
        targets = [m.target for m in moves if m.source == cell and m.target is not None]
        scene = build_scene(
            self._position, self._options(), selected=cell if targets else None,
            destinations=targets, cursor=cell,
        )  # fmt: skip
        self._view.set_scene(scene)

    def _play(self, move: Move) -> None:
        transition = apply(self._position, move)
        self._position = transition.after
        scene = build_scene(self._position, self._options(), last_move=move)
        self._view.set_scene(scene, scene_change(transition))

    def eventFilter(self, obj: QObject | None, event: QEvent | None) -> bool:
        if not isinstance(event, QKeyEvent) or event.type() != QEvent.Type.KeyPress:
            return False
        s = self._view.scene()
        text = event.text().lower()
        if text in ("1", "2", "3", "4"):
            self._position, scene = sample(SCENES[int(text) - 1], s.palette)
            self._view.set_scene(scene)
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
            moves = [m for m in legal_moves(self._position) if not m.is_pass]
            if moves:
                self._play(self._rng.choice(moves))
        else:
            return False
        return True


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--scene", default="mid", choices=SCENES)
    ap.add_argument("--palette", default="classic", choices=["classic", "high_contrast"])
    ap.add_argument("--look", default="auto", choices=["auto", "light", "dark"])
    ap.add_argument("--top-down", action="store_true")
    ap.add_argument("--screenshot", metavar="PNG")
    ap.add_argument("--size", default="1280x800")
    args = ap.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))

    install_default_format()
    app = QApplication(sys.argv[:1])
    choose_pyopengl_platform()
    view = BoardView()
    view.setWindowTitle("DVONN 3D - board view demo")
    view.resize(w, h)
    keys = DemoKeys(view, args.scene, cast(Palette, args.palette))
    view.set_look(cast(LookChoice, args.look))
    if args.top_down:
        view.camera.toggle_top_down(animate=False)
    view.gl_failed.connect(lambda msg: (print(msg, file=sys.stderr), app.exit(2)))
    view.show()
    if args.screenshot:

        def shoot() -> None:
            if view.paint_count == 0:  # GL starts with the first frame: wait for it
                QTimer.singleShot(50, shoot)
                return
            try:
                write_png(view.board_image((w, h)), args.screenshot)
            except PictureError as error:
                print(f"screenshot failed: {error}")
                app.exit(1)
                return
            print(f"saved {args.screenshot}")
            app.exit(0)

        QTimer.singleShot(300, shoot)
    else:
        view.installEventFilter(keys)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
