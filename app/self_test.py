"""``dvonn --self-test REPORT``: check, in the real app, what a frozen build tends to break.

Used by the packaging tests (``tests/packaging``), from source and on the frozen binary.  It
starts the main window as ``--screenshot`` does (nothing the player owns is written: no
game saved, preferences only read), waits for the board's first frame, asks the computer
player's worker process ("spawn") for a move, checks the data files (translations, sounds,
rules, icons), writes a game to a library in a temporary folder and reads it back, grades an
answer with the training set's scheduler and writes an empty training set, closes the
window and makes sure no child process is left.  The findings go to REPORT as JSON ("-" for
standard output); the exit status is 0 when every check passed, 1 otherwise.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from PyQt6.QtWidgets import QApplication, QWidget

from app.resources import asset_path
from app.view.board_view import BoardView
from app.view.first_frame import FirstFrame
from engine.records import write_atomically

FRAME_TIMEOUT_S = 20.0
MOVE_TIMEOUT_S = 60.0


def _wait(app: QApplication, done: Any, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            return False
        app.processEvents()
        time.sleep(0.005)
    return True


def _image_varies(widget: QWidget) -> bool:
    # A widget grab cannot see the 3D board's GL window: it reads its pixels back itself.
    grab = widget.grabFramebuffer if isinstance(widget, BoardView) else widget.grab().toImage
    image = grab()
    if image.isNull() or image.width() < 2 or image.height() < 2:
        return False
    first = image.pixel(0, 0)
    step_x, step_y = max(1, image.width() // 16), max(1, image.height() // 16)
    return any(
        image.pixel(x, y) != first
        for x in range(0, image.width(), step_x)
        for y in range(0, image.height(), step_y)
    )


def check_files() -> dict[str, Any]:
    from PyQt6.QtCore import QLibraryInfo, QTranslator

    from app.i18n import LANGUAGES, TsTranslator

    report: dict[str, Any] = {"assets": str(asset_path())}
    translations: dict[str, Any] = {}
    for language in LANGUAGES:
        if language == "en":
            continue
        catalogue = asset_path("translations", f"dvonn_{language}.ts")
        ours = TsTranslator.from_file(catalogue) if catalogue.is_file() else None
        qt = QTranslator()
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        translations[language] = {
            "catalogue": ours is not None and not ours.isEmpty(),
            "qt": qt.load(f"qtbase_{language}", folder),
        }
    report["translations"] = translations
    sounds = sorted(p.name for p in asset_path("sounds").glob("*.wav"))
    try:
        from PyQt6.QtMultimedia import QSoundEffect  # noqa: F401
    except ImportError as error:
        module: bool | str = str(error)
    else:
        module = True
    report["sounds"] = {"files": sounds, "qtmultimedia": module}
    report["rules"] = sorted(p.name for p in asset_path("rules").glob("*.html"))
    report["icons"] = sorted(p.name for p in asset_path("icons").iterdir() if p.is_file())
    shaders = asset_path("shaders")
    report["shaders"] = sorted(p.name for p in shaders.iterdir()) if shaders.is_dir() else []
    return report


def check_library() -> dict[str, Any]:
    """A game is written to a library in a temporary folder and read back."""
    from app.library import Library
    from engine.game import Game
    from engine.position import Position
    from engine.records import GameRecord
    from engine.rules import legal_moves

    with tempfile.TemporaryDirectory(prefix="dvonn-self-test-") as folder:
        library = Library(Path(folder))
        game = Game(Position.random_setup(7))
        game.play(sorted(legal_moves(game.position), key=str)[0])
        error = library.save(GameRecord.from_game(game))
        entries = library.entries() if error is None else []
        same = len(entries) == 1 and entries[0].record is not None
        same = same and list(entries[0].record.moves) == list(game.moves)  # type: ignore[union-attr]
        library.close()
        return {"written": error is None, "read_back": same, "error": error}


def check_training() -> dict[str, Any]:
    """The training set's scheduler (the ``fsrs`` library, bundled) grades an answer, and an
    empty set is written in a temporary folder and read back."""
    from datetime import UTC, datetime

    from app.learn.training_schedule import Schedule
    from app.learn.training_set import FILE, TrainingSet
    from engine.training import Outcome

    now = datetime.now(UTC)
    days = (Schedule.joined(now).answered(Outcome.FOUND, now).due - now).days
    with tempfile.TemporaryDirectory(prefix="dvonn-self-test-") as folder:
        written = TrainingSet(Path(folder)).save() and (Path(folder) / FILE).is_file()
        back = TrainingSet(Path(folder)).problem is None
    return {"found_due_in_days": days, "written": written, "read_back": back}


def check_core() -> dict[str, Any]:
    """The compiled search core is importable, from the bundle when frozen, and works."""
    from engine import core
    from engine.position import Position

    module = sys.modules["engine._core"]
    path = Path(getattr(module, "__file__", "") or "")
    bundle = Path(getattr(sys, "_MEIPASS", "")) if getattr(sys, "frozen", False) else None
    position = Position.random_setup(7)
    return {
        "path": str(path),
        "in_bundle": bundle is None or bundle in path.parents,
        "perft_2": core.perft(position, 2),
    }


def ask_computer(app: QApplication) -> dict[str, Any]:
    from app.ai_client import PlayerClient
    from engine.position import Position
    from engine.rules import legal_moves

    position = Position.random_setup(2024)
    worker = PlayerClient(name="dvonn-self-test")
    answers: list[str] = []
    worker.move_ready.connect(lambda _token, move: answers.append(str(move)))
    worker.failed.connect(lambda _token, text: answers.append(f"failed: {text}"))
    started = time.monotonic()
    worker.request_move(position, 1, 1)
    process = worker.process
    answered = _wait(app, lambda: bool(answers), MOVE_TIMEOUT_S)
    seconds = time.monotonic() - started
    worker.shutdown()
    move = answers[0] if answers else None
    return {
        "move": move,
        "legal": move in {str(m) for m in legal_moves(position)},
        "seconds": round(seconds, 3),
        "answered": answered,
        "separate_process": process is not None and process.pid != os.getpid(),
        "process_exit_code": process.exitcode if process is not None else None,
    }


def run(app: QApplication, report_path: str, prefer_3d: bool = True) -> int:
    from app.main_window import MainWindow
    from app.settings import GameOptions, PlayerKind, Settings
    from engine.game import Game

    report: dict[str, Any] = {
        "frozen": bool(getattr(sys, "frozen", False)),
        "executable": sys.executable,
        "platform": app.platformName(),
        "pyopengl_platform": os.environ.get("PYOPENGL_PLATFORM", ""),
    }
    settings = Settings(read_only=True)
    report["settings_file"] = settings.store.fileName()
    started = time.time()
    window = MainWindow(settings, library=None, prefer_3d=prefer_3d)
    first_board = window.board
    painted = FirstFrame(window.board.as_widget())
    window.resize(1024, 700)
    window.load_game(Game(), GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.HUMAN))
    window.show()
    rendered = _wait(
        app, lambda: painted.at is not None or window.board is not first_board, FRAME_TIMEOUT_S
    )
    if window.board is not first_board:  # no usable OpenGL: the window put a flat board in
        painted = FirstFrame(window.board.as_widget())
        window.board.as_widget().update()
        rendered = _wait(app, lambda: painted.at is not None, FRAME_TIMEOUT_S)
    _wait(app, lambda: False, 0.2)
    board = window.board.as_widget()
    bar = window.statusBar()
    report["frame"] = {
        "rendered": rendered,
        "first_frame_at": painted.at,
        "seconds_after_window": round(painted.at - started, 3) if painted.at else None,
        "board": type(board).__name__,
        "opengl": isinstance(board, BoardView),
        "replaced": window.board is not first_board,
        "message": bar.currentMessage() if bar is not None else "",
        "image_varies": _image_varies(board),
        "window_title": window.windowTitle(),
    }
    report["files"] = check_files()
    report["library"] = check_library()
    report["training"] = check_training()
    report["core"] = check_core()
    report["computer"] = ask_computer(app)
    window.close()
    app.processEvents()
    children = multiprocessing.active_children()
    report["quit"] = {"children_left": [c.name for c in children]}

    files = report["files"]
    checks = {
        "rendered": rendered and report["frame"]["image_varies"],
        "computer": report["computer"]["legal"] and report["computer"]["separate_process"],
        "core": report["core"]["in_bundle"] and report["core"]["perft_2"] > 0,
        "translations": all(t["catalogue"] and t["qt"] for t in files["translations"].values()),
        "sounds": len(files["sounds"]["files"]) > 0,
        "rules": len(files["rules"]) > 0,
        "library": report["library"]["read_back"],
        "training": report["training"]["read_back"] and report["training"]["found_due_in_days"] > 0,
        "quit": not children,
    }
    report["checks"] = checks
    report["ok"] = all(checks.values())
    text = json.dumps(report, indent=2, sort_keys=True)
    if report_path == "-":
        print(text, flush=True)
    else:
        write_atomically(report_path, text + "\n")
    return 0 if report["ok"] else 1
