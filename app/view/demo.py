"""Show the 3D board with sample scenes, or save a screenshot of one.

    python -m app.view.demo [--scene mid|start|placement|end] [--palette high_contrast]
                            [--top-down] [--screenshot out.png] [--size 1280x800]

Keys in the window: 1-4 switch scenes, P palette, C coordinates, H height labels,
M plays a random animated move, G gathers (end of game); camera keys as in BoardView.
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import cast

from app.view.palette import LookChoice
from app.view.scene import ALL_CELLS, Palette, Scene, cell_coords, cell_name
from engine.board import DIRECTIONS, on_board


def _destinations(stacks: dict[str, tuple[str, ...]], cell: str) -> frozenset[str]:
    """Where a stack could land by DVONN's movement rule (for the picture, not the game)."""
    x, y = cell_coords(cell)
    h = len(stacks[cell])
    out = set()
    for dx, dy in DIRECTIONS:
        tx, ty = x + dx * h, y + dy * h
        if on_board(tx, ty) and cell_name(tx, ty) in stacks:
            out.add(cell_name(tx, ty))
    return frozenset(out)


def start_stacks(seed: int = 2) -> dict[str, tuple[str, ...]]:
    """A full board as after placement: 23 white, 23 black, 3 DVONN pieces."""
    pieces = ["W"] * 23 + ["B"] * 23 + ["D"] * 3
    random.Random(seed).shuffle(pieces)
    return {c: (p,) for c, p in zip(ALL_CELLS, pieces, strict=True)}


def mid_stacks(seed: int = 2, moves: int = 24) -> dict[str, tuple[str, ...]]:
    """Random legal-looking moves from a full board: some tall stacks, some gaps."""
    rng = random.Random(seed)
    stacks = start_stacks(seed)
    for _ in range(moves):
        movable = [c for c, p in stacks.items() if p[-1] != "D" and _destinations(stacks, c)]
        src = rng.choice(movable)
        dst = rng.choice(sorted(_destinations(stacks, src)))
        stacks[dst] = stacks[dst] + stacks.pop(src)
    return stacks


def sample_scene(name: str, palette: Palette = "classic") -> Scene:
    if name == "start":
        return Scene(stacks=start_stacks(), palette=palette, last_move=("E3",))
    if name == "placement":
        stacks = dict(list(start_stacks().items())[::3])
        empty = frozenset(c for c in ALL_CELLS if c not in stacks)
        return Scene(
            stacks=stacks,
            placeable=empty,
            last_move=("D2",),
            cursor="F3",
            hint=("G4",),
            palette=palette,
        )
    stacks = mid_stacks()
    if name == "end":
        return Scene(stacks=stacks, gathered=True, palette=palette)
    movable = sorted(c for c in stacks if stacks[c][-1] != "D" and _destinations(stacks, c))
    tall = max(movable, key=lambda c: (len(stacks[c]), c))
    dests = _destinations(stacks, tall)
    # Pretend the stacks nearest the K5 corner would be cut off by the move shown.
    by_corner = sorted(stacks, key=lambda c: -(cell_coords(c)[0] + cell_coords(c)[1]))
    cut = frozenset([c for c in by_corner if c not in dests and c != tall][:2])
    other = next(c for c in movable if c != tall and c not in cut)
    gaps = [c for c in ALL_CELLS if c not in stacks]
    return Scene(
        stacks=stacks,
        selected=tall,
        destinations=dests,
        cutoff_preview=cut,
        last_move=(gaps[0], sorted(stacks)[3]),
        cursor="C3",
        hint=(other, sorted(_destinations(stacks, other))[0]),
        palette=palette,
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--scene", default="mid", choices=["mid", "start", "placement", "end"])
    ap.add_argument("--palette", default="classic", choices=["classic", "high_contrast"])
    ap.add_argument("--look", default="auto", choices=["auto", "light", "dark"])
    ap.add_argument("--top-down", action="store_true")
    ap.add_argument("--screenshot", metavar="PNG")
    ap.add_argument("--size", default="1280x800")
    args = ap.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))

    from PyQt6.QtCore import QTimer
    from PyQt6.QtWidgets import QApplication

    from app.view.gl_setup import choose_pyopengl_platform, install_default_format

    install_default_format()
    app = QApplication(sys.argv[:1])
    choose_pyopengl_platform()
    from app.view.board_view import BoardView
    from app.view.demo_keys import DemoKeys

    view = BoardView()
    view.setWindowTitle("DVONN 3D - board view demo")
    view.resize(w, h)
    view.set_scene(sample_scene(args.scene, cast(Palette, args.palette)))
    view.set_look(cast(LookChoice, args.look))
    if args.top_down:
        view.camera.toggle_top_down(animate=False)
    view.gl_failed.connect(lambda msg: (print(msg, file=sys.stderr), app.exit(2)))
    view.show()
    if args.screenshot:

        def shoot() -> None:
            ok = view.grab_png(args.screenshot, (w, h))
            print(f"saved {args.screenshot}" if ok else "screenshot failed")
            app.exit(0 if ok else 1)

        QTimer.singleShot(300, shoot)
    else:
        keys = DemoKeys(view, sample_scene)
        view.installEventFilter(keys)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
