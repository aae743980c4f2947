"""Is there a display to show the window on?  Asked before the QApplication exists.

Without one, Qt's xcb platform plugin cannot start, and Qt aborts the program (status 134)
with advice to install libxcb-cursor0 and reinstall the application, which has nothing to do
with it.  `display_problem` says plainly what is missing instead, for ``dvonn`` to print in
one line and exit with status 2.  Only the X11 case is checked, where the xcb plugin is the
one Qt will use (named, or Qt's default on Linux outside a Wayland session); with any other
platform (wayland, offscreen, minimal, …) Qt is left to decide.
"""

from __future__ import annotations

import ctypes
import functools
import os
import sys
import time
from collections.abc import Callable

NO_SESSION = "DVONN 3D needs a graphical session (X11 or Wayland)"
# A server that refuses one connection now and then (Xvfb does, for a moment after a client
# was killed during its start) is not "no display": asked again before saying so.
ATTEMPTS = 3
RETRY_SECONDS = 0.1
_kept: list[Callable[[], None]] = []  # what closes the connection that found the display


def uses_xcb(platform: str) -> bool:
    """Whether Qt will start its xcb plugin and nothing else, given the platform asked for
    (``-platform`` or QT_QPA_PLATFORM; "" for Qt's default)."""
    if not sys.platform.startswith("linux"):
        return False
    names = [name.split(":", 1)[0].strip() for name in platform.split(";") if name.strip()]
    if names:
        return all(name == "xcb" for name in names)
    wayland = os.environ.get("WAYLAND_DISPLAY") or os.environ.get("XDG_SESSION_TYPE") == "wayland"
    return not wayland


def x_display_opens(name: str) -> bool | None:
    """Whether an X connection to display ``name`` can be made (through libxcb, as Qt's
    plugin makes it; ATTEMPTS tries); None when libxcb cannot be loaded to tell.  A connection
    made stays open until `let_go`."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return None
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_int)]
    xcb.xcb_connection_has_error.restype = ctypes.c_int
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.restype = None
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    for attempt in range(ATTEMPTS):
        if attempt:
            time.sleep(RETRY_SECONDS)
        connection = xcb.xcb_connect(os.fsencode(name), None)
        if connection is None:
            continue
        if xcb.xcb_connection_has_error(connection) == 0:
            _kept.append(functools.partial(xcb.xcb_disconnect, connection))
            return True
        xcb.xcb_disconnect(connection)  # a failed connect's error object needs it too
    return False


def let_go() -> None:
    """Close the connection `x_display_opens` made, once Qt has made its own (closed before,
    it might be torn down just as Qt connects: Xvfb then refuses Qt now and then)."""
    while _kept:
        _kept.pop()()


def display_problem(platform: str) -> str | None:
    """What keeps the window from any display, in one line ("no display: …"); None when
    there is one, or when it is not ours to tell (see the module's docstring)."""
    if not uses_xcb(platform):
        return None
    name = os.environ.get("DISPLAY", "")
    if not name.strip():
        return f"no display: DISPLAY is not set; {NO_SESSION}"
    if x_display_opens(name) is False:
        return f"no display: cannot connect to the X display {name[:40]!r}; {NO_SESSION}"
    return None
