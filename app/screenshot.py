"""``dvonn --screenshot``: the window with a position on the board, saved as a PNG.

Nothing the player owns is touched: no game is saved, and the preferences are only read.  The
picture is at most 4096x4096 pixels.  `grab_window` takes it: a widget grab of the window,
with the 3D board (a native GL window, which a widget grab leaves blank) drawn in at its
place from the board's own read-back.
"""

from __future__ import annotations

import os
import sys
import time
import traceback
from dataclasses import replace
from pathlib import Path
from types import TracebackType

from PyQt6.QtCore import QPoint, QRect
from PyQt6.QtGui import QImage, QPainter
from PyQt6.QtWidgets import QApplication, QWidget

from app.records_io import RecordError, load_game
from app.save_paths import PNG_SUFFIX, PictureError, write_png
from app.settings import GameOptions, PlayerKind, Settings
from engine.limits import InputError, whole_number

HUMANS = GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.HUMAN)


MAX_SIZE = (4096, 4096)  # a bigger picture needs gigabytes of memory
MIN_SIZE = (320, 240)


def parse_size(text: str) -> tuple[int, int]:
    """``WIDTHxHEIGHT`` within MIN_SIZE and MAX_SIZE, in ASCII digits (the one number reader
    of every option, ``engine.limits``); ValueError saying the bounds."""
    out_of_range = ValueError(
        f"--size {text[:40]!r} is out of range: from {MIN_SIZE[0]}x{MIN_SIZE[1]} "
        f"to {MAX_SIZE[0]}x{MAX_SIZE[1]}"
    )
    parts = text.lower().split("x")
    try:  # whole_number: ASCII digits only ("١٢٨٠" and "1_280" are no numbers here)
        width, height = (whole_number(part, "--size", 0, 99_999) for part in parts)
    except (InputError, ValueError):
        if len(parts) == 2 and all(p.isascii() and p.isdigit() for p in parts):
            raise out_of_range from None  # digits, just far too many of them
        message = f"--size {text[:40]!r}: expected WIDTHxHEIGHT in ASCII digits, e.g. 1280x800"
        raise ValueError(message) from None
    if not (MIN_SIZE[0] <= width <= MAX_SIZE[0] and MIN_SIZE[1] <= height <= MAX_SIZE[1]):
        raise out_of_range
    return width, height


def grab_window(window: QWidget) -> QImage:
    """The window as shown, boards included: each visible 3D board's picture is drawn
    over its place in the widget grab, clipped to the window."""
    from app.view.board_view import BoardView

    image = window.grab().toImage()
    painter = QPainter(image)
    try:
        for view in window.findChildren(BoardView):
            if not view.isVisible():
                continue
            board = view.grabFramebuffer()
            if board.isNull():
                continue
            place = QRect(view.mapTo(window, QPoint(0, 0)), view.size())
            painter.setClipRect(place.intersected(window.rect()))
            painter.drawImage(place, board)
    finally:
        painter.end()
    return image


def _exit_on_error(
    kind: type[BaseException], error: BaseException, tb: TracebackType | None
) -> None:
    """An unexpected error while taking the picture: report it and exit, never hang."""
    sys.stderr.write("".join(traceback.format_exception(kind, error, tb)))
    sys.stderr.flush()
    os._exit(1)


def take_screenshot(
    app: QApplication, path: str, record: str | None, size: str, prefer_3d: bool = True
) -> int:
    sys.excepthook = _exit_on_error  # a dialog would wait for a click nobody makes
    from app.file_actions import options_from_headers
    from app.main_window import MainWindow
    from engine.game import Game

    try:
        width, height = parse_size(size)
        if Path(path).suffix.lower() != PNG_SUFFIX:
            raise ValueError(f"{path}: the picture is a PNG file: its name must end in .png")
        loaded = load_game(record) if record else None
    except (ValueError, RecordError) as error:
        print(f"dvonn: {error}", file=sys.stderr)
        return 2
    # Nobody plays (the position must stay as it is) and the window is never closed, so it
    # saves neither a game nor its geometry.
    window = MainWindow(Settings(read_only=True), library=None, prefer_3d=prefer_3d)
    window.sound.enabled = False
    window.board.set_animation_speed(0.0)  # the picture shows where the pieces end up
    window.resize(width, height)
    if loaded is not None:
        options = options_from_headers(loaded.headers, HUMANS)
        if not loaded.game.is_over:  # nobody may move: the computer's side is played by none
            options = replace(options, white=PlayerKind.HUMAN, black=PlayerKind.HUMAN)
        window.load_game(loaded.game, options, loaded=loaded)
    else:
        window.load_game(Game(), HUMANS)
    window.show()
    deadline = time.monotonic() + 0.5  # let the first frames settle
    while time.monotonic() < deadline or window.board.is_animating():
        app.processEvents()
        time.sleep(0.02)
    image = grab_window(window)
    window.controller.shutdown()
    if (image.width(), image.height()) != (width, height):
        print(
            f"dvonn: the window cannot be {width}x{height} pixels: it needs at least "
            f"{window.minimumSizeHint().width()}x{window.minimumSizeHint().height()}; "
            f"the picture is {image.width()}x{image.height()}",
            file=sys.stderr,
        )
    try:
        write_png(image, path)
    except PictureError as error:
        print(f"dvonn: {error}", file=sys.stderr)
        return 1
    return 0
