"""The real window as the benchmarks open it (``startup``, ``gui_latency``): the GL surface
format and the OpenGL platform chosen as the app chooses them, the preferences in a temporary
folder and no library, so nothing is saved and the player's files are untouched.

The imports happen inside ``open_window``: a benchmark that times start-up times them too.
"""

from __future__ import annotations

import os
import tempfile
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PyQt6.QtWidgets import QApplication

    from app.main_window import MainWindow


def open_window(flat: bool, speed: str | None = None) -> tuple[QApplication, MainWindow]:
    """The application and its main window, not yet shown: the flat board when ``flat``,
    animating at ``speed`` (an ``AnimationSpeed``) when given."""
    import multiprocessing

    multiprocessing.freeze_support()
    from app.__main__ import choose_pyopengl_platform, set_default_surface_format

    set_default_surface_format()
    from PyQt6.QtCore import QSettings
    from PyQt6.QtWidgets import QApplication

    app = QApplication(["dvonn"])
    choose_pyopengl_platform(app)
    from app.main_window import MainWindow
    from app.settings import Settings

    folder = tempfile.mkdtemp(prefix="dvonn-bench-")
    settings = Settings(QSettings(os.path.join(folder, "s.ini"), QSettings.Format.IniFormat))
    if speed is not None:
        settings.animation_speed = speed
    return app, MainWindow(settings, library=None, prefer_3d=not flat)
