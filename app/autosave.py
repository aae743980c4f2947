"""Save the game after every move, and offer to continue it on the next start.

The autosave is a game file in our own format, written atomically (temporary file, then
rename) in the app's data folder.  A file that cannot be read is never deleted: it is moved
aside under a new name and the player is told where it is.
"""

from __future__ import annotations

import time
from pathlib import Path

from PyQt6.QtCore import QCoreApplication, QStandardPaths

from app.i18n import fill
from app.records_io import FORMATS, LoadedGame, RecordError, load_game, write_atomically, write_game
from engine.game import Game

FILE_NAME = "autosave" + FORMATS[0].suffix


class AutosaveError(RuntimeError):
    """The autosave could not be read; the message says where the file was kept."""


def default_directory() -> Path:
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".local" / "share" / "dvonn")


class Autosave:
    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory if directory is not None else default_directory()

    @property
    def path(self) -> Path:
        return self.directory / FILE_NAME

    def save(self, game: Game, headers: dict[str, str]) -> str | None:
        """Write the game; returns an error message instead of raising (play goes on)."""
        try:
            write_atomically(self.path, write_game(game, FORMATS[0], headers))
        except (OSError, RecordError) as error:
            text = QCoreApplication.translate("Autosave", "The game could not be autosaved: %1")
            return fill(text, getattr(error, "strerror", None) or error)
        return None

    def clear(self) -> None:
        self.path.unlink(missing_ok=True)

    def exists(self) -> bool:
        return self.path.is_file()

    def load_unfinished(self) -> LoadedGame | None:
        """The autosaved game if there is one still being played, else None.

        Raises AutosaveError when the file is unreadable, after moving it aside.
        """
        if not self.exists():
            return None
        try:
            loaded = load_game(self.path)
        except RecordError as error:
            kept = self._move_aside()
            text = QCoreApplication.translate(
                "Autosave",
                "The autosaved game could not be read (%1). "
                "The file was kept as %2 and nothing was deleted.",
            )
            raise AutosaveError(fill(text, error, kept)) from error
        if loaded.game.is_over or len(loaded.game) == 0:
            return None
        return loaded

    def _move_aside(self) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        kept = self.directory / f"autosave-unreadable-{stamp}{FORMATS[0].suffix}"
        number = 1
        while kept.exists():
            number += 1
            kept = self.directory / f"autosave-unreadable-{stamp}-{number}{FORMATS[0].suffix}"
        self.path.replace(kept)
        return kept
