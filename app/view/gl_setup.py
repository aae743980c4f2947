"""Process-wide OpenGL set-up the 3D view relies on; call before any GL is touched.

Order matters: `install_default_format()` before the QApplication exists (macOS only
grants a core profile that was asked for up front), then `choose_pyopengl_platform()`
after it exists and before anything imports OpenGL.GL (PyOpenGL binds GLX or EGL at
its first import, and must match the context Qt created).
"""

from __future__ import annotations

import os
import sys

from PyQt6.QtGui import QGuiApplication, QSurfaceFormat


def default_surface_format() -> QSurfaceFormat:
    fmt = QSurfaceFormat()
    fmt.setRenderableType(QSurfaceFormat.RenderableType.OpenGL)
    fmt.setVersion(3, 3)
    fmt.setProfile(QSurfaceFormat.OpenGLContextProfile.CoreProfile)
    fmt.setDepthBufferSize(24)
    fmt.setStencilBufferSize(8)
    # No multisampling: 4x MSAA costs ~3x the frame on software GL; edges are smoothed
    # in the shaders instead.
    fmt.setSamples(0)
    return fmt


def install_default_format() -> None:
    QSurfaceFormat.setDefaultFormat(default_surface_format())


def choose_pyopengl_platform() -> str:
    """Set PYOPENGL_PLATFORM to match Qt's GL integration (Linux); returns the choice.

    An explicit PYOPENGL_PLATFORM in the environment wins.  Must run after the
    QGuiApplication exists (its platform name decides) and before OpenGL is imported.
    """
    chosen = os.environ.get("PYOPENGL_PLATFORM")
    if chosen:
        return chosen
    if not sys.platform.startswith("linux"):
        return ""  # Windows and macOS have a single platform: PyOpenGL finds it
    app = QGuiApplication.instance()
    platform = app.platformName() if isinstance(app, QGuiApplication) else ""
    egl = platform.startswith("wayland") or os.environ.get("QT_XCB_GL_INTEGRATION") == "xcb_egl"
    chosen = "egl" if egl else "glx"
    os.environ["PYOPENGL_PLATFORM"] = chosen
    return chosen


_context_problem: list[str | None] = []  # the answer, once asked


def context_problem() -> str | None:
    """Why this platform cannot make an OpenGL context at all (say, Qt's "minimal" or
    "offscreen" plugin without a display), or None when it can; asked once a process, by
    making one (the platform's own complaint about it is not printed).  Where none can be
    made, a QOpenGLWindow crashes inside Qt on its first frame: the 3D view asks first."""
    if not _context_problem:
        from PyQt6.QtCore import QtMsgType, qInstallMessageHandler
        from PyQt6.QtGui import QOpenGLContext

        def quiet(kind: QtMsgType, where: object, text: str | None) -> None:
            del kind, where, text

        previous = qInstallMessageHandler(quiet)
        try:
            made = QOpenGLContext().create()
        finally:
            qInstallMessageHandler(previous)
        app = QGuiApplication.instance()
        platform = app.platformName() if isinstance(app, QGuiApplication) else "?"
        _context_problem.append(None if made else f"no OpenGL on Qt's {platform!r} platform")
    return _context_problem[0]
