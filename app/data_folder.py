"""The app's data folder (where the autosave lives): where it is, and whether we can write it.

``DataFolder.prepare`` creates a missing folder and tries a write in it; what goes wrong comes
back as a reason for the player instead of an exception, so that a read-only or missing
folder turns the autosave off and never stops the app.  It also removes temporary files that
an interrupted atomic write left behind.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path

from PyQt6.QtCore import QCoreApplication, QStandardPaths

from app.i18n import fill

STRAY_AGE_SECONDS = 60  # a temporary file this old is no write in progress any more


def default_path() -> Path:
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

    def prepare(self) -> str | None:
        """Create the folder if needed and check that files can be written in it; the reason
        for the player when they cannot, else None."""
        try:
            self.path.mkdir(parents=True, exist_ok=True)
            fd, probe = tempfile.mkstemp(prefix=".probe-", dir=self.path)
            os.close(fd)
            os.unlink(probe)
        except OSError as error:
            text = QCoreApplication.translate(
                "DataFolder", "the data folder %1 cannot be written (%2)"
            )
            return fill(text, self.path, error.strerror or error)
        return None

    def remove_temporaries(self, name: str) -> None:
        """Remove ``.NAME.*`` files (an atomic write of NAME that was interrupted) unless one
        may still be written by another running copy of the app."""
        now = time.time()
        with contextlib.suppress(OSError):
            for stray in self.path.glob(f".{name}.*"):
                with contextlib.suppress(OSError):
                    if stray.is_file() and now - stray.stat().st_mtime > STRAY_AGE_SECONDS:
                        stray.unlink()
