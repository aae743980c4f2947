"""Save the game after every move, and offer to continue it on the next start.

The autosave is a game file in our own format, written atomically (temporary file, then
rename) in the app's data folder.  A file that cannot be read is never deleted: it is moved
aside under a new name and the player is told where it is.

``Autosave.problem`` is what the player must know while the autosave does not work (the last
write failed); it is None while it works.  Nothing here raises on a storage failure: play goes
on and the window shows the problem until a retry succeeds.
"""

from __future__ import annotations

import time
from pathlib import Path

from PyQt6.QtCore import QCoreApplication, QStandardPaths

from app.i18n import fill
from app.records_io import FORMATS, LoadedGame, RecordError, read_game, write_atomically, write_game
from engine.game import Game
from engine.records import GameRecord

FILE_NAME = "autosave" + FORMATS[0].suffix
RETRY_SECONDS = 30  # a failed autosave is tried again after every move and this often


class AutosaveError(RuntimeError):
    """The autosave could not be read; the message says where the file was kept."""


def default_directory() -> Path:
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".local" / "share" / "dvonn")


def _reason(error: BaseException) -> str:
    return str(getattr(error, "strerror", None) or error)


class Autosave:
    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory if directory is not None else default_directory()
        self.problem: str | None = None

    @property
    def path(self) -> Path:
        return self.directory / FILE_NAME

    def save(
        self, game: Game, headers: dict[str, str], base: GameRecord | None = None
    ) -> str | None:
        """Write the game; returns the problem for the player instead of raising."""
        try:
            write_atomically(self.path, write_game(game, FORMATS[0], headers, base))
        except (OSError, RecordError) as error:
            self.problem = fill(
                QCoreApplication.translate(
                    "Autosave",
                    "The game is not being autosaved: %1. Autosave tries again after every "
                    "move and every %2 seconds; save the game elsewhere to keep it.",
                ),
                _reason(error),
                RETRY_SECONDS,
            )
        else:
            self.problem = None
        return self.problem

    def clear(self) -> str | None:
        """Remove the autosave (the game is over); the problem instead of raising."""
        try:
            self.path.unlink(missing_ok=True)
        except OSError as error:
            self.problem = fill(
                QCoreApplication.translate(
                    "Autosave", "The finished game's autosave could not be removed: %1."
                ),
                _reason(error),
            )
        else:
            self.problem = None
        return self.problem

    def exists(self) -> bool:
        return self.path.is_file()

    def load_unfinished(self) -> LoadedGame | None:
        """The autosaved game if there is one still being played, else None.

        Raises AutosaveError when the file is unreadable, after moving it aside.
        """
        if not self.exists():
            return None
        try:
            loaded = read_game(self.path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, RecordError) as error:
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
