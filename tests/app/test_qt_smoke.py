"""Qt's xcb platform and an OpenGL 3.3 core context work here (under Xvfb in `make test`).

Proves the system packages and the Python pins are enough for the app's window before any of
the app is tested.
"""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

pytestmark = pytest.mark.gui


def test_a_gl_window_in_a_widget_gets_a_core_33_context_and_renders(qtbot: QtBot) -> None:
    """What the 3D board is: a QOpenGLWindow in a window container."""
    import numpy as np
    from OpenGL import GL
    from PyQt6.QtGui import QGuiApplication, QSurfaceFormat
    from PyQt6.QtOpenGL import QOpenGLWindow
    from PyQt6.QtWidgets import QVBoxLayout, QWidget

    assert QGuiApplication.platformName() == "xcb"

    seen: dict[str, object] = {}

    class Probe(QOpenGLWindow):
        def initializeGL(self) -> None:
            seen["version"] = GL.glGetString(GL.GL_VERSION)
            seen["renderer"] = GL.glGetString(GL.GL_RENDERER)

        def paintGL(self) -> None:
            GL.glClearColor(0.0, 1.0, 0.0, 1.0)
            GL.glClear(GL.GL_COLOR_BUFFER_BIT | GL.GL_DEPTH_BUFFER_BIT)
            x, y = self.width() // 2, self.height() // 2
            data = GL.glReadPixels(x, y, 1, 1, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE)
            seen["pixel"] = tuple(int(v) for v in np.frombuffer(data, np.uint8)[:3])

    probe = Probe()
    holder = QWidget()
    QVBoxLayout(holder).addWidget(QWidget.createWindowContainer(probe, holder))
    holder.resize(320, 240)
    qtbot.addWidget(holder)
    holder.show()
    qtbot.waitExposed(holder)
    qtbot.waitUntil(lambda: "pixel" in seen, timeout=10000)

    context = probe.context()
    assert context is not None and context.isValid()
    fmt = context.format()
    assert (fmt.majorVersion(), fmt.minorVersion()) >= (3, 3)
    assert fmt.profile() == QSurfaceFormat.OpenGLContextProfile.CoreProfile
    assert fmt.depthBufferSize() >= 24

    # PyOpenGL talks to Qt's context (same GLX platform), and the frame really renders.
    assert isinstance(seen.get("version"), bytes), seen
    assert seen["pixel"] == (0, 255, 0)
