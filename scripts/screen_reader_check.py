"""Play a few moves on the real window while Orca listens, and print what Orca said.

A manual check of the screen-reader support (docs/accessibility.md), not a test: it needs
Orca, the AT-SPI bus (at-spi2-core), D-Bus and an X server.  Run it as

    python -m scripts.screen_reader_check            # under xvfb-run and dbus-run-session

It starts the accessibility bus and ``orca --debug-file``, opens the window with Human
(White) against the computer (level 1) in a game 20 random moves in, and presses keys
slowly: the arrows to a stack of White's that can cut something off, Enter, the arrows to
the landing cell, Enter; then Tab through the side panel.  Orca's speech goes nowhere
without a sound card; its debug file keeps every "SPEECH OUTPUT" line, which are printed.
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections import deque
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
KEY_PAUSE_MS = 2500  # Orca has time to speak between keys


def speech(debug_file: Path) -> list[str]:
    """The texts Orca spoke, in order, from its debug file."""
    marker = "SPEECH OUTPUT: '"
    spoken = []
    for line in debug_file.read_text(encoding="utf-8", errors="replace").splitlines():
        if marker in line:
            spoken.append(line.split(marker, 1)[1].split("'{", 1)[0].rstrip("'"))
    return spoken


def outside() -> int:
    """Re-run under an X server and a private D-Bus session when not inside them yet."""
    if "DBUS_SESSION_BUS_ADDRESS" not in os.environ or "DISPLAY" not in os.environ:
        inner = [sys.executable, "-m", "scripts.screen_reader_check"]
        command = ["xvfb-run", "-a", "-s", "-screen 0 1280x1024x24", "dbus-run-session", "--"]
        return subprocess.call(command + inner, cwd=ROOT)
    if shutil.which("orca") is None or not Path(BUS_LAUNCHER).exists():
        print("Orca or at-spi2-core is not installed (apt-get install orca)")
        return 1
    folder = Path(tempfile.mkdtemp())
    debug = folder / "orca.debug"
    bus = subprocess.Popen([BUS_LAUNCHER, "--launch-immediately"])
    time.sleep(2)
    orca = subprocess.Popen(
        ["orca", "--replace", f"--debug-file={debug}"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    time.sleep(8)  # Orca starts and says "Screen reader on"
    env = dict(os.environ, LANG="C.UTF-8", PYOPENGL_PLATFORM="glx", QT_QPA_PLATFORM="xcb")
    drive = [sys.executable, "-m", "scripts.screen_reader_check", "--drive"]
    code = subprocess.call(drive, cwd=ROOT, env=env, stderr=subprocess.DEVNULL, timeout=120)
    time.sleep(3)
    orca.terminate()
    bus.terminate()
    for text in speech(debug):
        print(text)
    return code


def drive() -> int:
    """The window, and the keys pressed one by one on a timer."""
    from PyQt6.QtCore import QSettings, Qt, QTimer
    from PyQt6.QtTest import QTest
    from PyQt6.QtWidgets import QApplication

    from app.view.gl_setup import install_default_format

    install_default_format()
    app = QApplication(sys.argv)
    from app.interaction import step_cursor
    from app.library import Library
    from app.main_window import MainWindow
    from app.settings import GameOptions, PlayerKind, Settings
    from engine.board import Cell
    from engine.game import Game
    from engine.moves import Move
    from engine.position import Color, Position
    from engine.rules import apply

    folder = Path(tempfile.mkdtemp())
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    window = MainWindow(settings, Library(folder / "data"))
    window.resize(1100, 720)
    window.show()
    game, move = Game(), Move.place(Cell.F3)
    for seed in range(300):  # a game where White, to move, can cut something off
        rng = random.Random(seed)
        game = Game(Position.random_setup(seed))
        for _ in range(20):
            if not game.is_over:
                game.play(rng.choice(game.legal_moves()))
        if game.is_over or game.position.turn is not Color.WHITE:
            continue
        cuts = [m for m in game.legal_moves() if apply(game.position, m).removed]
        if cuts:
            move = cuts[0]
            break
    assert move.source is not None and move.target is not None
    options = GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.COMPUTER, level=1)
    window.controller.load(game, options)
    window.activateWindow()
    board = window.board.as_widget()
    arrows = {"up": Qt.Key.Key_Up, "down": Qt.Key.Key_Down}
    arrows |= {"left": Qt.Key.Key_Left, "right": Qt.Key.Key_Right}

    def path(start: Cell, target: Cell) -> list[Qt.Key]:
        seen: dict[Cell, list[Qt.Key]] = {start: []}
        queue = deque([start])
        while queue:
            cell = queue.popleft()
            for direction, key in arrows.items():
                step = step_cursor(cell, direction)
                if step not in seen:
                    seen[step] = [*seen[cell], key]
                    queue.append(step)
        return seen[target]

    keys = [Qt.Key.Key_Up, *path(step_cursor(None, "up"), move.source), Qt.Key.Key_Return]
    keys += [*path(move.source, move.target), Qt.Key.Key_Return]
    keys += [Qt.Key.Key_Tab] * 3

    def press(index: int) -> None:
        if index == 0:
            board.setFocus()
        if index == len(keys):
            QTimer.singleShot(KEY_PAUSE_MS, app.quit)
            return
        tester: Any = QTest  # PyQt6's stub of the static keyClick wants a self
        tester.keyClick(QApplication.focusWidget() or board, keys[index])
        QTimer.singleShot(KEY_PAUSE_MS, lambda: press(index + 1))

    QTimer.singleShot(4000, lambda: press(0))
    app.exec()
    window.controller.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(drive() if "--drive" in sys.argv else outside())
