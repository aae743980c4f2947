"""Set-up for the view's tests: GL surface format and PyOpenGL platform, before Qt starts.

GL tests need an X server (run them under `xvfb-run -a -s "-screen 0 1280x1024x24"`);
without one they are skipped, and the numpy and plain-widget tests still run offscreen.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot


def pytest_configure(config: pytest.Config) -> None:
    os.environ.setdefault("LANG", "C.UTF-8")
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        # No screen: plain widgets (the 2D fallback) still work offscreen; GL tests skip.
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if sys.platform.startswith("linux") and not os.environ.get("WAYLAND_DISPLAY"):
        # PyOpenGL binds its platform at first import and must match Qt's (xcb -> GLX).
        os.environ.setdefault("PYOPENGL_PLATFORM", "glx")
    from app.view.gl_setup import install_default_format

    install_default_format()  # must precede the QApplication that pytest-qt creates


@pytest.fixture
def french(qtbot: QtBot) -> Iterator[object]:
    """The French catalogue installed as ``app.i18n.install("fr")`` does (the translator is
    the fixture's value), and removed again afterwards."""
    from PyQt6.QtCore import QCoreApplication

    from app import i18n
    from app.resources import asset_path

    translator = i18n.TsTranslator.from_file(asset_path("translations", "dvonn_fr.ts"))
    app = QCoreApplication.instance()
    assert app is not None
    app.installTranslator(translator)
    previous, i18n._current = i18n._current, "fr"
    yield translator
    app.removeTranslator(translator)
    i18n._current = previous
