"""Fixtures and environment shared by the whole test suite."""

from __future__ import annotations

import gc
import os
import signal
from collections.abc import Iterator
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
# Run as a background job of a script (`make test &`), pytest starts with SIGINT ignored, and
# every program it starts would inherit that: the tests of Ctrl+C stand for a terminal's, so
# SIGINT is handled here again (a handler, unlike an ignored signal, is reset by exec).
if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)


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


@pytest.fixture(autouse=True)
def _no_collection_while_windows_live(request: pytest.FixtureRequest) -> Iterator[None]:
    """Qt tests run with the cyclic garbage collector off, until pytest-qt has closed and
    deleted their widgets.

    A test's window is usually kept only by reference cycles (its signals, its lambdas) once
    the test function returns, yet it still gets events: pytest-qt processes them after
    the test, and a native child window (the 3D board's GL window) gets its first expose
    then.  A collection that runs inside one of those events deletes the window under its
    own event handler: a segmentation fault.  Collecting at the end, once the widgets are
    gone, is safe.
    """
    if "qtbot" not in request.fixturenames and request.node.get_closest_marker("gui") is None:
        yield
        return
    from app.view.gl_surface import no_collection

    try:
        with no_collection():
            yield
    finally:
        gc.collect()


@pytest.fixture(autouse=True)
def _english_plurals(request: pytest.FixtureRequest) -> None:
    """Qt tests see English as the app shows it: with its plural forms ("1 move", "2 moves"),
    installed once as ``app.i18n.install("en")`` does at start-up."""
    if "qtbot" not in request.fixturenames and "qapp" not in request.fixturenames:
        return
    request.getfixturevalue("qapp")
    from app import i18n

    if not any(isinstance(t, i18n.TsTranslator) for t in i18n._installed):
        i18n.install("en")
