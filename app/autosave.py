"""Save the game after every move, and offer to continue it on the next start.

The autosave is a game file in our own format, written atomically (temporary file, then
rename) in the app's data folder.  A file that cannot be read is never deleted: it is moved
aside under a new name and the player is told where it is.

``Autosave.problem`` is what the player must know while the autosave does not work (the data
folder cannot be written, the last write failed); it is None while it works.  Nothing here
raises on a storage failure: play goes on and the window shows the problem until a retry
succeeds.  An autosave that can be neither read nor moved aside is never overwritten: the
autosave stays off for the session.
"""

from __future__ import annotations

import time
from pathlib import Path

from PyQt6.QtCore import QCoreApplication

from app.data_folder import DataFolder, describe
from app.i18n import fill
from app.records_io import (
    FILE_TYPES,
    LoadedGame,
    RecordError,
    loaded_from,
    write_game,
)
from engine import records
from engine.errors import DvonnError
from engine.game import Game
from engine.records import GameRecord
from engine.records.files import write_atomically

FILE_NAME = "autosave" + FILE_TYPES[0].suffix
RETRY_SECONDS = 30  # a failed autosave is tried again after every move and this often


class AutosaveError(RuntimeError):
    """The autosave could not be read; the message says where the file was kept."""


def _failing(reason: str) -> str:
    text = QCoreApplication.translate(
        "Autosave",
        "The game is not being autosaved: %1. Autosave tries again after every move and "
        "every %2 seconds; save the game elsewhere to keep it.",
    )
    return fill(text, reason, RETRY_SECONDS)


class Autosave:
    def __init__(self, directory: Path | None = None) -> None:
        self.folder = DataFolder(directory)
        self.directory = self.folder.path
        self._kept_off: str | None = None  # why the autosave must not be written at all
        reason = self.folder.prepare()
        self.problem: str | None = None if reason is None else _failing(reason)
        if reason is None:
            self.folder.remove_temporaries(FILE_NAME)

    @property
    def path(self) -> Path:
        return self.directory / FILE_NAME

    def save(
        self, game: Game, headers: dict[str, str], base: GameRecord | None = None
    ) -> str | None:
        """Write the game; returns the problem for the player instead of raising."""
        if self._kept_off is not None:
            self.problem = self._kept_off
            return self.problem
        try:
            write_atomically(self.path, write_game(game, FILE_TYPES[0], headers, base))
        except (OSError, RecordError) as error:
            self.problem = _failing(describe(error, self.path))
        else:
            self.problem = None
        return self.problem

    def clear(self) -> str | None:
        """Remove the autosave (the game is over); the problem instead of raising."""
        if self._kept_off is not None:
            self.problem = self._kept_off
            return self.problem
        try:
            self.path.unlink(missing_ok=True)
        except OSError as error:
            self.problem = fill(
                QCoreApplication.translate(
                    "Autosave", "The finished game's autosave could not be removed: %1."
                ),
                describe(error),
            )
        else:  # nothing to save now; the next game needs a folder it can write
            reason = self.folder.prepare()
            self.problem = None if reason is None else _failing(reason)
        return self.problem

    def exists(self) -> bool:
        return self.path.is_file()

    def load_unfinished(self) -> LoadedGame | None:
        """The autosaved game if there is one still being played, else None.

        Raises AutosaveError when the file is unreadable, after moving it aside.
        """
        if not self.exists():
            return None
        try:  # the engine's reader, with the same rules as opening the file
            loaded = loaded_from(records.read_file(self.path), FILE_TYPES[0])
        except (DvonnError, RecordError) as error:
            reason = str(error)
            try:
                kept = self._move_aside()
            except OSError as move_error:
                self._kept_off = self.problem = fill(
                    QCoreApplication.translate(
                        "Autosave",
                        "Autosave is off: the autosaved game %1 could not be read and could "
                        "not be moved aside (%2), so it is left as it is. Save the game "
                        "yourself to keep it.",
                    ),
                    self.path,
                    describe(move_error),
                )
                text = QCoreApplication.translate(
                    "Autosave",
                    "The autosaved game could not be read (%1). It was left as it is at %2 "
                    "and nothing was deleted; autosave is off.",
                )
                raise AutosaveError(fill(text, reason, self.path)) from error
            text = QCoreApplication.translate(
                "Autosave",
                "The autosaved game could not be read (%1). "
                "The file was kept as %2 and nothing was deleted.",
            )
            raise AutosaveError(fill(text, reason, kept)) from error
        if loaded.game.is_over or len(loaded.game) == 0:
            return None
        return loaded

    def _move_aside(self) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        kept = self.directory / f"autosave-unreadable-{stamp}{FILE_TYPES[0].suffix}"
        number = 1
        while kept.exists():
            number += 1
            kept = self.directory / f"autosave-unreadable-{stamp}-{number}{FILE_TYPES[0].suffix}"
        self.path.replace(kept)
        return kept
