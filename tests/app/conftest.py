"""Qt setup for the app tests (pytest-qt creates the QApplication in its `qapp` fixture)."""

from __future__ import annotations

import pytest


def pytest_configure(config: pytest.Config) -> None:
    # The default surface format must be set before the QApplication exists: the app asks for
    # OpenGL 3.3 core with a depth buffer, and so do the tests.
    from PyQt6.QtGui import QSurfaceFormat

    fmt = QSurfaceFormat()
    fmt.setRenderableType(QSurfaceFormat.RenderableType.OpenGL)
    fmt.setVersion(3, 3)
    fmt.setProfile(QSurfaceFormat.OpenGLContextProfile.CoreProfile)
    fmt.setDepthBufferSize(24)
    QSurfaceFormat.setDefaultFormat(fmt)
