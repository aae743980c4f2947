"""The real main window with its library, run in a process of its own, for the library's
reliability tests: a SIGTERM in the middle of a game, a different umask, another user.

``python -m tests.reliability.library_window DATA SETTINGS [--nobody] [--umask OCTAL]
[--start] [--wait] [CELL…]`` starts Qt (connecting to the X server while still root), then,
with ``--nobody``, drops to the user nobody; sets the umask; builds the window with
``Library(DATA)`` (preferences in the INI file SETTINGS), calls ``start()`` as the app does
when ``--start`` is given (the offer to continue answers "continue"), clicks CELL… on the
flat board and prints one JSON line: the moves on the board, the dialogs shown, the banner
(null when hidden) and any exception.  With ``--wait`` it then keeps running until it is
killed; else it closes the window.
"""

from __future__ import annotations

import codecs
import importlib
import json
import os
import sys
import time
import traceback
from pathlib import Path
from types import TracebackType

from tests.reliability.nobody_window import click_cells

NOBODY = 65534


def main(argv: list[str]) -> int:
    from PyQt6.QtCore import QSettings
    from PyQt6.QtWidgets import QApplication, QMessageBox

    app = QApplication(["dvonn"])
    from app.library import Library
    from app.main_window import MainWindow
    from app.settings import GameOptions, PlayerKind, Settings
    from app.widgets import continue_offer

    for codec in ("utf-8-sig", "latin-1", "ascii"):
        codecs.lookup(codec)
    importlib.import_module("multiprocessing.sharedctypes")
    importlib.import_module("importlib.readers")  # engine data files read on first use
    flags = {arg for arg in argv if arg.startswith("--")}
    words = [arg for arg in argv if not arg.startswith("--")]
    umask = None
    if "--umask" in flags:
        umask = int(argv[argv.index("--umask") + 1], 8)
        words.remove(argv[argv.index("--umask") + 1])
    data, settings_file, cells = Path(words[0]), words[1], words[2:]
    if "--nobody" in flags:
        os.setgroups([])
        os.setgid(NOBODY)
        os.setuid(NOBODY)
    if umask is not None:
        os.umask(umask)
    errors: list[str] = []

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        errors.append("".join(traceback.format_exception(kind, error, tb)))

    sys.excepthook = hook
    dialogs: list[str] = []

    def warning(parent: object, title: str, text: str, *args: object) -> object:
        dialogs.append(text)
        return QMessageBox.StandardButton.Ok

    def offer(parent: object, newest: object, others: object) -> str:
        dialogs.append("Continue your last game?")
        return "continue"

    QMessageBox.warning = warning  # type: ignore[method-assign,assignment]
    QMessageBox.question = warning  # type: ignore[method-assign,assignment]
    continue_offer.offer_to_continue = offer
    settings = Settings(QSettings(settings_file, QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    settings.game_options = GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.HUMAN)
    settings.store.setValue("learn/offered", "true")
    report: dict[str, object] = {"uid": os.getuid()}
    window = MainWindow(settings, Library(data), prefer_3d=False)
    try:
        window.resize(1000, 700)
        window.show()
        shown = time.monotonic() + 0.3  # let the window be shown and laid out
        while time.monotonic() < shown:
            app.processEvents()
        if "--start" in flags:
            window.start()
        else:
            window.controller.new_game(settings.game_options)
        click_cells(window, cells)
        report["moves"] = [str(m) for m in window.controller.game.moves]
        report["banner"] = window.banner.text.text() if window.banner.isVisible() else None
    except Exception:
        errors.append(traceback.format_exc())
    report["dialogs"] = dialogs
    report["errors"] = errors
    print(json.dumps(report), flush=True)
    if "--wait" in flags:
        return app.exec()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
