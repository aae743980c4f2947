"""The windows a process shows on the X server, as the tests of the app's start see them:
``xwininfo`` and ``xprop`` (x11-utils), nothing inside the app."""

from __future__ import annotations

import re
import shutil
import subprocess

HAVE_TOOLS = shutil.which("xwininfo") is not None and shutil.which("xprop") is not None


def _x(*command: str) -> str:
    done = subprocess.run(command, capture_output=True, text=True, timeout=10, check=False)
    return done.stdout


def shown_windows(pid: int) -> dict[str, bool]:
    """The viewable top-level windows of process ``pid``: id -> whether it is a dialog
    (transient for another window)."""
    shown: dict[str, bool] = {}
    for window in re.findall(r"^\s+(0x[0-9a-f]+) ", _x("xwininfo", "-root", "-children"), re.M):
        if "IsViewable" not in _x("xwininfo", "-id", window):
            continue
        properties = _x("xprop", "-id", window, "_NET_WM_PID", "WM_TRANSIENT_FOR")
        if re.search(rf"_NET_WM_PID\(CARDINAL\) = {pid}\b", properties):
            shown[window] = "window id #" in properties
    return shown


def window_title(window: str) -> str:
    """The title of X window ``window`` as xprop prints it (``_NET_WM_NAME(UTF8_STRING) =
    "…"``, non-ASCII letters perhaps as octal escapes)."""
    return _x("xprop", "-id", window, "_NET_WM_NAME")
