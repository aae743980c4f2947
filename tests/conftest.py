"""Fixtures and environment shared by the whole test suite."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent

# Qt and OpenGL defaults, set before any test module imports PyQt6 or PyOpenGL, so that a plain
# `pytest` under `xvfb-run` behaves like `make test`. Values already in the environment win.
# PyOpenGL chooses GLX or EGL at its first import and must match Qt's context (GLX on xcb).
os.environ.setdefault("PYOPENGL_PLATFORM", "glx")
os.environ.setdefault("QT_QPA_PLATFORM", "xcb" if os.environ.get("DISPLAY") else "offscreen")
if not any(os.environ.get(name) for name in ("LC_ALL", "LC_CTYPE", "LANG")):
    os.environ["LANG"] = "C.UTF-8"  # Qt warns about the C locale


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """The project's read-only reference material, `../shared` next to the repository root.

    Skips the test when it is absent (a plain clone, or CI without it).
    """
    path = REPO_ROOT.parent / "shared"
    if not path.is_dir():
        pytest.skip(f"reference material not found at {path}")
    return path


@pytest.fixture(autouse=True)
def _display_for_gui_tests(request: pytest.FixtureRequest) -> None:
    """Tests marked `gui` need an X display (`make test` runs pytest under xvfb-run).

    Without one they skip on a developer's machine, but fail under CI, where a silently
    skipped GUI suite would hide breakage.
    """
    if request.node.get_closest_marker("gui") is None:
        return
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return
    message = "GUI test needs an X display: run `make test`, or pytest under xvfb-run"
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)
