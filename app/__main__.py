"""Entry point of the desktop app: ``dvonn [FILE]``, ``python -m app``.

``dvonn --screenshot PATH [--record FILE] [--size WxH]`` renders the start position (or the
record's final position) in the window, writes a PNG and exits.

Order matters: the default OpenGL surface format is set before the QApplication exists, and
PyOpenGL's platform (GLX or EGL) is chosen after it exists and before anything imports
OpenGL.  Qt and the window are imported inside ``main`` so that the computer player's worker
processes ("spawn") never load Qt.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from app import TITLE
from app.command_line import build_parser as build_parser  # the parser --help is made of
from app.command_line import parse_args, requested_platform
from app.signal_quit import SignalQuit

if TYPE_CHECKING:
    from PyQt6.QtWidgets import QApplication

# NumPy's OpenBLAS starts worker threads for matrix products; the app's arrays are small,
# so they only wait and spin (on a busy machine costing more CPU than the products: the
# board texture took 5x longer).  Set before anything imports NumPy.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

APP_ID = "dvonn"  # WM_CLASS, desktop file name, settings and data folder


def set_default_surface_format() -> None:
    """OpenGL 3.3 core with a depth buffer; must run before the QApplication exists."""
    from app.view.gl_setup import install_default_format

    install_default_format()


def choose_pyopengl_platform(app: QApplication) -> str:
    """EGL when Qt runs on Wayland or xcb_egl, else GLX; before OpenGL is first imported."""
    del app  # the view's helper reads the running application's platform itself
    from app.view.gl_setup import choose_pyopengl_platform as choose

    return choose()


def install_excepthook(ending: Callable[[], bool] = lambda: False) -> None:
    """An unexpected error shows a dialog (and goes to stderr) instead of killing the game;
    only to stderr once the app is ``ending`` (a signal came: no dialog opens any more)."""
    showing = False

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        nonlocal showing
        text = "".join(traceback.format_exception(kind, error, tb))
        sys.stderr.write(text)
        if showing or issubclass(kind, KeyboardInterrupt) or ending():
            return
        from PyQt6.QtWidgets import QApplication, QMessageBox

        if QApplication.instance() is None:
            return
        showing = True
        try:
            box = QMessageBox(QMessageBox.Icon.Critical, TITLE, "")
            box.setText(
                QApplication.translate(
                    "main", "Something went wrong inside DVONN 3D. The game goes on; saving it "
                    "now is a good idea."
                )
            )  # fmt: skip
            box.setInformativeText(f"{kind.__name__}: {error}")
            box.setDetailedText(text)
            box.exec()
        finally:
            showing = False

    sys.excepthook = hook


def main(argv: list[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else argv
    if arguments[:1] == ["--online-peer"]:  # the frozen app as its online peer (app.online)
        from app.online.peer import main as online_peer

        return online_peer(arguments[1:])
    signals = SignalQuit()
    signals.install()  # first of all: a signal ends the start at once (130, 143)
    multiprocessing.freeze_support()
    args, qt_args = parse_args(sys.argv[1:] if argv is None else argv)
    from app.display_check import display_problem, let_go

    problem = display_problem(requested_platform(qt_args))
    if problem is not None:  # before Qt, whose xcb plugin would abort with wrong advice
        print(f"dvonn: {problem}", file=sys.stderr)
        return 2
    from app.data_folder import ensure_home
    from engine.terminal import tolerant_output

    tolerant_output()  # messages in the terminal's encoding, "…" replaced where it cannot
    ensure_home()  # before Qt names any folder: without HOME it names /.config
    set_default_surface_format()
    from PyQt6.QtCore import QTimer
    from PyQt6.QtGui import QIcon
    from PyQt6.QtWidgets import QApplication

    # argv[0] "dvonn" makes the X11 WM_CLASS instance "dvonn"; the application name is its class.
    app = QApplication([APP_ID, *qt_args])
    signals.arm(app)  # from now on a signal closes the windows and ends every event loop
    let_go()  # the display check's connection, now that Qt has its own
    app.setApplicationName(APP_ID)
    app.setOrganizationName(APP_ID)
    app.setApplicationDisplayName(TITLE)
    app.setDesktopFileName(APP_ID)
    choose_pyopengl_platform(app)

    from app import i18n
    from app.library import Library
    from app.main_window import MainWindow
    from app.resources import asset_path
    from app.settings import Settings

    # --screenshot and --self-test write nothing
    settings = Settings(read_only=args.screenshot is not None or args.self_test is not None)
    i18n.install(settings.language)
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        path = asset_path("icons", f"dvonn-{size}.png")
        if path.is_file():
            icon.addFile(str(path))
    app.setWindowIcon(icon)
    install_excepthook(lambda: signals.received is not None)
    if args.screenshot is not None:
        from app.screenshot import take_screenshot

        code = take_screenshot(app, args.screenshot, args.record, args.size, not args.flat)
        return signals.exit_status(code)
    if args.self_test is not None:
        from app.self_test import run as self_test

        return signals.exit_status(self_test(app, args.self_test, not args.flat))

    from app.file_open_events import FileOpenFilter

    # macOS: a record double-clicked in Finder comes as an event, not as FILE.  Filtering
    # only there: an application-wide filter sees every event of the app.
    opened = FileOpenFilter(app)
    if sys.platform == "darwin":
        app.installEventFilter(opened)
    window = MainWindow(settings, Library(), prefer_3d=not args.flat)
    window.show()

    def start() -> None:
        """Inside the event loop, so that a signal ends the dialogs' loops with it."""
        if signals.received is not None:
            return
        if sys.platform == "darwin":
            app.processEvents()  # the open-file event of a launch by double-click, if any
        record: str | None = args.file or opened.take_first()
        if not (record and window.files.open_path(str(Path(record)))):
            window.start()
        opened.open_with(window.files.open_path)

    QTimer.singleShot(0, start)
    return signals.exit_status(app.exec())


if __name__ == "__main__":
    sys.exit(main())
