"""Run by test_board_view under QT_SCALE_FACTOR: prints one JSON line of measurements."""

from __future__ import annotations

import json
import sys

from PyQt6.QtWidgets import QApplication

from app.view.gl_setup import choose_pyopengl_platform, install_default_format
from engine.board import Cell


def main() -> int:
    install_default_format()
    app = QApplication(sys.argv[:1])
    choose_pyopengl_platform()
    from app.view.board_view import BoardView
    from app.view.scene import Scene
    from tests.app.gl_helpers import device_pixel, luma, sample, top_centre

    scene = Scene(stacks={Cell.C2: ("W",), Cell.H4: ("B",)}, show_coordinates=False)
    view = BoardView()
    view.set_auto_hover(False)
    view.resize(600, 400)
    view.set_scene(scene)
    view.show()
    while view.paint_count == 0 and view.gl_error() is None:
        app.processEvents()
    image = view.grabFramebuffer()
    cells = [Cell.C2, Cell.H4, Cell.A1, Cell.K5, Cell.F3]
    picked = [view.cell_at(view.cell_position(c)) for c in cells]
    white = sample(image, *device_pixel(view, image, top_centre(scene, Cell.C2)))
    black = sample(image, *device_pixel(view, image, top_centre(scene, Cell.H4)))
    report = {
        "dpr": view.devicePixelRatioF(),
        "device": [image.width(), image.height()],
        "cells": cells,
        "picked": picked,
        "white_luma": luma(white),
        "black_luma": luma(black),
    }
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
