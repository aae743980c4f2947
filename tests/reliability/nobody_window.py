"""The real main window run as the user ``nobody``, for tests that need permission bits
honoured even when the test suite runs as root.

``python -m tests.reliability.nobody_window DATA SETTINGS [--save FILE] [CELL…]`` starts Qt
(connecting to the X server while still root), imports everything, drops to nobody, then
builds the window with its library of games in DATA (preferences in the INI file SETTINGS),
starts it as the app does (or opens FILE), clicks CELL… on the flat board, saves with Ctrl+S
when a FILE was opened, and resigns.  It prints one JSON object: the dialogs shown (the
start-up offer to continue answers "Continue"), the banner's text (null when hidden), the
moves played, whether the game is over, and any exception that reached the event loop.
"""

from __future__ import annotations

import codecs
import importlib
import json
import os
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.main_window import MainWindow

NOBODY = 65534


def click_cells(window: MainWindow, cells: list[str]) -> None:
    """Real mouse clicks where the board draws each cell, the events handled after each."""
    from PyQt6.QtCore import QCoreApplication, QPoint, Qt
    from PyQt6.QtTest import QTest

    from engine.board import Cell

    for cell in cells:
        point: QPoint = window.board.cell_position(Cell.parse(cell)).toPoint()  # read from argv
        # PyQt6's stubs declare QTest's static functions as methods.
        QTest.mouseClick(  # type: ignore[call-overload]
            window.board.as_widget(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            point,
        )
        QCoreApplication.processEvents()


def main(argv: list[str]) -> int:
    from PyQt6.QtCore import QSettings
    from PyQt6.QtWidgets import QApplication, QMessageBox

    app = QApplication(["dvonn"])
    from app.library import Library
    from app.main_window import MainWindow
    from app.settings import GameOptions, PlayerKind, Settings
    from app.widgets import continue_offer

    # Codecs and some modules load on first use, from a folder nobody may not read: now.
    for codec in ("utf-8-sig", "latin-1", "ascii"):
        codecs.lookup(codec)
    importlib.import_module("multiprocessing.sharedctypes")  # the computer player's state
    importlib.import_module("importlib.readers")  # engine data files read on first use
    data, settings_file, cells = Path(argv[0]), argv[1], argv[2:]
    opened = cells[cells.index("--save") + 1] if "--save" in cells else None
    cells = [cell for cell in cells if cell not in ("--save", opened)]
    os.setgroups([])
    os.setgid(NOBODY)
    os.setuid(NOBODY)

    errors: list[str] = []

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        errors.append("".join(traceback.format_exception(kind, error, tb)))

    sys.excepthook = hook
    dialogs: list[str] = []

    def answer(
        button: QMessageBox.StandardButton,
    ) -> Callable[..., QMessageBox.StandardButton]:
        def box(parent: object, title: str, text: str, *args: object) -> QMessageBox.StandardButton:
            dialogs.append(text)
            return button

        return box

    QMessageBox.warning = answer(QMessageBox.StandardButton.Ok)  # type: ignore[method-assign]
    QMessageBox.question = answer(QMessageBox.StandardButton.Yes)  # type: ignore[method-assign]

    def offer(parent: object, newest: object, others: object) -> str:
        dialogs.append("Continue your last game?")
        return "continue"

    continue_offer.offer_to_continue = offer
    settings = Settings(QSettings(settings_file, QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    settings.game_options = GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.HUMAN)
    report: dict[str, object] = {"uid": os.getuid()}
    try:
        window = MainWindow(settings, Library(data), prefer_3d=False)
        window.resize(1000, 700)
        window.show()
        shown = time.monotonic() + 0.3  # let the window be shown and laid out
        while time.monotonic() < shown:
            app.processEvents()
        report["banner_at_start"] = window.banner.text.text() if window.banner.isVisible() else None
        if opened is None:
            window.start()
        else:
            window.files.open_path(opened)
        report["resumed"] = [str(m) for m in window.controller.game.moves]
        click_cells(window, cells)
        if opened is not None:
            window.actions_.save.trigger()
        window.resign()
        app.processEvents()
        report["banner"] = window.banner.text.text() if window.banner.isVisible() else None
        report["moves"] = [str(m) for m in window.controller.game.moves]
        report["over"] = window.controller.game.is_over
        window.close()
    except Exception:
        errors.append(traceback.format_exc())
    report["dialogs"] = dialogs
    report["errors"] = errors
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
