"""Qt's xcb platform and an OpenGL 3.3 core context work here (under Xvfb in `make test`).

Proves the system packages and the Python pins are enough for the app's window before any of
the app is tested.
"""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

pytestmark = pytest.mark.gui


def test_qopenglwidget_gets_a_core_33_context_and_renders(qtbot: QtBot) -> None:
    from OpenGL import GL
    from PyQt6.QtGui import QGuiApplication, QSurfaceFormat
    from PyQt6.QtOpenGLWidgets import QOpenGLWidget

    assert QGuiApplication.platformName() == "xcb"

    seen: dict[str, object] = {}

    class Probe(QOpenGLWidget):
        def initializeGL(self) -> None:
            seen["version"] = GL.glGetString(GL.GL_VERSION)
            seen["renderer"] = GL.glGetString(GL.GL_RENDERER)

        def paintGL(self) -> None:
            GL.glClearColor(0.0, 1.0, 0.0, 1.0)
            GL.glClear(GL.GL_COLOR_BUFFER_BIT | GL.GL_DEPTH_BUFFER_BIT)

    widget = Probe()
    widget.resize(320, 240)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)

    context = widget.context()
    assert context is not None and context.isValid()
    fmt = context.format()
    assert (fmt.majorVersion(), fmt.minorVersion()) >= (3, 3)
    assert fmt.profile() == QSurfaceFormat.OpenGLContextProfile.CoreProfile
    assert fmt.depthBufferSize() >= 24

    # PyOpenGL talks to Qt's context (same GLX platform), and the frame really renders.
    image = widget.grabFramebuffer()
    assert isinstance(seen.get("version"), bytes), seen
    pixel = image.pixelColor(image.width() // 2, image.height() // 2)
    assert (pixel.red(), pixel.green(), pixel.blue()) == (0, 255, 0)
