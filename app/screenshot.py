"""``dvonn --screenshot``: the window with a position on the board, saved as a PNG.

Nothing the player owns is touched: no autosave, and the preferences are only read.
"""

from __future__ import annotations

import sys
import time
from dataclasses import replace

from PyQt6.QtWidgets import QApplication

from app.records_io import RecordError, load_game
from app.settings import GameOptions, PlayerKind, Settings

HUMANS = GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.HUMAN)


def parse_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise ValueError(f"--size {text!r}: expected WIDTHxHEIGHT, e.g. 1280x800") from None
    if not (320 <= width <= 8192 and 240 <= height <= 8192):
        raise ValueError(f"--size {text!r} is out of range")
    return width, height


def take_screenshot(
    app: QApplication, path: str, record: str | None, size: str, prefer_3d: bool = True
) -> int:
    from app.file_actions import options_from_headers
    from app.main_window import MainWindow
    from engine.game import Game

    try:
        width, height = parse_size(size)
        loaded = load_game(record) if record else None
    except (ValueError, RecordError) as error:
        print(f"dvonn: {error}", file=sys.stderr)
        return 2
    # Nobody plays (the position must stay as it is) and the window is never closed, so it
    # saves neither an autosave nor its geometry.
    window = MainWindow(Settings(), autosave=None, prefer_3d=prefer_3d)
    window.sound.enabled = False
    window.board.set_animation_speed(0.0)  # the picture shows where the pieces end up
    window.resize(width, height)
    if loaded is not None:
        options = options_from_headers(loaded.headers, HUMANS)
        humans = replace(options, white=PlayerKind.HUMAN, black=PlayerKind.HUMAN)
        window.load_game(loaded.game, humans, record=loaded.record)
    else:
        window.load_game(Game(), HUMANS)
    window.show()
    deadline = time.monotonic() + 0.5  # let the first frames settle
    while time.monotonic() < deadline or window.board.is_animating():
        app.processEvents()
        time.sleep(0.02)
    image = window.grab()
    window.controller.shutdown()
    if not image.save(path):
        print(f"dvonn: cannot write {path}", file=sys.stderr)
        return 1
    return 0
