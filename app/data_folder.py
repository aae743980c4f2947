"""The app's data folder (where the library of games lives): where it is, and how a storage
failure is told to the player.

``DataFolder.remove_temporaries`` removes temporary files that an interrupted atomic write
left behind; ``app.library`` makes the folder private and writes in it.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from pathlib import Path

from PyQt6.QtCore import QStandardPaths

STRAY_AGE_SECONDS = 60  # a temporary file this old is no write in progress any more


def ensure_home() -> None:
    """Give the process a ``HOME`` when it has none (unset or empty, as in some service
    managers and containers): the account database's home folder (``pwd``).  Qt reads
    ``HOME`` for every folder it names (preferences, data, caches) and, without one, names
    folders at the root of the file system (``/.config/dvonn``), which root may create."""
    if os.environ.get("HOME") or sys.platform == "win32":
        return
    try:
        import pwd

        home = pwd.getpwuid(os.getuid()).pw_dir
    except (ImportError, KeyError):
        return  # no entry: Qt falls back as it does
    if home and home != "/":
        os.environ["HOME"] = home


def has_home(xdg_variable: str = "XDG_DATA_HOME") -> bool:
    """Whether there is a folder to keep the player's files in: ``xdg_variable`` set (the
    XDG folder for them), or a ``HOME`` (after ``ensure_home``) other than the root folder."""
    ensure_home()
    home = os.environ.get("HOME", "")
    return sys.platform == "win32" or bool(os.environ.get(xdg_variable)) or home not in ("", "/")


def default_path() -> Path:
    ensure_home()
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".local" / "share" / "dvonn")


def describe(error: OSError | ValueError, path: Path | None = None) -> str:
    """An error's reason with the file it concerns (the error's own, else ``path``), e.g.
    "Permission denied: /data/dvonn"."""
    reason = str(getattr(error, "strerror", None) or error)
    filename = getattr(error, "filename", None) or path
    return f"{reason}: {filename}" if filename else reason


class DataFolder:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else default_path()

    def remove_temporaries(self, name: str) -> None:
        """Remove ``.NAME.*`` files (an atomic write of NAME that was interrupted) unless one
        may still be written by another running copy of the app."""
        now = time.time()
        with contextlib.suppress(OSError):
            for stray in self.path.glob(f".{name}.*"):
                with contextlib.suppress(OSError):
                    if stray.is_file() and now - stray.stat().st_mtime > STRAY_AGE_SECONDS:
                        stray.unlink()
