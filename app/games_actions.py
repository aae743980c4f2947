"""GamesActions: the library of games from the main window — the offer to continue at
start-up, Game → My games, and playing (or reviewing) one of its entries, or learning from
the mistakes its saved review found (``entry_exercises``: the person's against the
computer, else both sides', as under the review pane).

Every failure is a message and leaves the game on the board as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

from PyQt6.QtCore import QCoreApplication, QObject
from PyQt6.QtWidgets import QMainWindow, QMessageBox

from app import TITLE
from app.data_folder import describe
from app.file_actions import options_from_headers
from app.i18n import fill
from app.library import Entry, Library
from app.record_merge import merged
from app.records_io import FILE_TYPES, LoadedGame, RecordError, loaded_from
from app.settings import GameOptions, Settings
from app.widgets import continue_offer
from app.widgets.games_window import KeepPositions
from engine.errors import DvonnError
from engine.game import Game
from engine.position import Color
from engine.records.model import GameRecord
from engine.review.analysis import GameLine, judge_line
from engine.review.annotations import read_annotations
from engine.training import Exercise
from engine.training_tries import game_exercises

translate = QCoreApplication.translate


class Host(Protocol):
    """What the actions use of the window: playing a game."""

    def load_game(
        self,
        game: Game,
        options: GameOptions,
        path: Path | None = None,
        loaded: LoadedGame | None = None,
        entry: str | None = None,
    ) -> None: ...


def can_continue(entry: Entry) -> bool:
    """Whether the start may offer ``entry``: unfinished, free, and a game the app replays
    (one it cannot, say with a clock out of bounds, stays in My games with its problem)."""
    if not entry.resumable or entry.record is None:
        return False
    try:
        loaded_from(entry.record, FILE_TYPES[0])
    except RecordError:
        return False
    return True


def entry_exercises(entry: Entry) -> list[Exercise]:
    """The mistakes and blunders an entry's saved review found, oldest first: the person's
    in a game against the computer, else both sides' (DvonnError: the review cannot be
    read)."""
    record = entry.record
    if record is None:
        return []
    line = GameLine.of_record(record)
    plies = [p for p in judge_line(line, read_annotations(record, line.positions)) if p]
    people = [
        color
        for color, level in ((Color.WHITE, record.white_level), (Color.BLACK, record.black_level))
        if level is None
    ]
    return game_exercises(entry.name, line.positions, plies, people or list(Color))


class GamesActions(QObject):
    def __init__(
        self,
        window: QMainWindow,
        host: Host,
        library: Library,
        settings: Settings,
        start_review: Callable[[], object],
        analyse: Callable[[GameRecord, str], object] | None = None,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        self.library = library
        self.settings = settings
        self.start_review = start_review
        self.analyse = analyse  # a record (entry) on an analysis board
        # Learn from your mistakes: a window playing the exercises, with its title
        self.learn: Callable[[Sequence[Exercise], str], object] | None = None
        self.training: KeepPositions | None = None  # asked before a game is deleted

    def warn_at_start(self) -> None:
        """Tell why the old autosave was not taken in, if so."""
        if self.library.migration_problem is not None:
            QMessageBox.warning(self.window, TITLE, self.library.migration_problem)

    def offer_at_start(self) -> str:
        """Offer the newest unfinished game (naming the others): "continued", "games" (the
        player asked for My games) or "new" (nothing to continue, or a new game wanted)."""
        unfinished = [entry for entry in self.library.entries() if can_continue(entry)]
        if not unfinished:
            return "new"
        choice = continue_offer.offer_to_continue(self.window, unfinished[0], unfinished[1:])
        if choice == "continue" and self.open_entry(unfinished[0].name):
            return "continued"
        return "games" if choice == "games" else "new"

    def open_entry(self, name: str, review: bool = False) -> bool:
        """Play (or review) the library's entry ``name``; False with a message when another
        window has it or it cannot be read (the game on the board stays)."""
        entry = self.library.entry(name)
        try:
            if entry is None or entry.record is None:
                problem = entry.problem if entry is not None else None
                raise RecordError(problem or translate("MainWindow", "it is gone"))
            loaded = loaded_from(entry.record, FILE_TYPES[0])
        except RecordError as error:
            text = translate("MainWindow", "This game could not be opened: %1")
            QMessageBox.warning(self.window, TITLE, fill(text, error))
            return False
        try:
            claimed = self.library.claim(name)
        except OSError as error:  # said as what it is: no other window has it
            text = translate("MainWindow", "This game could not be opened: %1")
            QMessageBox.warning(self.window, TITLE, fill(text, describe(error)))
            return False
        if not claimed:
            text = translate("MainWindow", "This game is open in another window of DVONN 3D.")
            QMessageBox.warning(self.window, TITLE, text)
            return False
        self.host.load_game(loaded.game, options_from_headers(loaded.headers), None, loaded, name)
        if review:
            self.start_review()
        return True

    def analyse_entry(self, name: str) -> bool:
        """The library's entry ``name`` (its side lines and comments too) on an analysis
        board of its own; the entry and the game on the board stay as they are."""
        entry = self.library.entry(name)
        record = entry.record if entry is not None else None
        try:
            if record is None or self.analyse is None:
                problem = entry.problem if entry is not None else None
                raise RecordError(problem or translate("MainWindow", "it is gone"))
            self.analyse(record, name)
        except (RecordError, DvonnError) as error:
            text = translate("MainWindow", "This game could not be opened: %1")
            QMessageBox.warning(self.window, TITLE, fill(text, error))
            return False
        return True

    def learn_entry(self, name: str) -> bool:
        """Learn from the mistakes of the library's reviewed entry ``name`` (the game on the
        board stays); False with a message when there is none to learn from."""
        entry = self.library.entry(name)
        try:
            if entry is None or entry.record is None or self.learn is None:
                problem = entry.problem if entry is not None else None
                raise RecordError(problem or translate("MainWindow", "it is gone"))
            exercises = entry_exercises(entry)
        except (RecordError, DvonnError) as error:
            text = translate("MainWindow", "This game could not be opened: %1")
            QMessageBox.warning(self.window, TITLE, fill(text, error))
            return False
        if not exercises:
            text = translate(
                "MainWindow", "The review of this game found no mistake to learn from."
            )
            QMessageBox.information(self.window, TITLE, text)
            return False
        self.learn(exercises, translate("MainWindow", "Learn from your mistakes"))
        return True

    def same_entry(self, loaded: LoadedGame) -> tuple[LoadedGame, GameOptions, str] | None:
        """The library's entry holding the game that ``loaded`` (a file just read) holds,
        claimed, with the game as the two records hold it together: the entry never loses
        its review, comments, clocks or headers to a poorer copy (``record_merge.merged``).
        None when there is none free, or the two do not replay as one game (the file then
        becomes an entry of its own: nothing is lost either way)."""
        opened = loaded.record
        same = self.library.find_same(opened) if opened is not None else None
        if opened is None or same is None or same.record is None:
            return None
        try:
            together = loaded_from(merged(same.record, opened), loaded.file_type or FILE_TYPES[0])
            if not self.library.claim(same.name):
                return None
        except (RecordError, OSError):
            return None
        return together, options_from_headers(together.headers), same.name

    def show_games(self) -> None:
        """Game → My games: every game of the library, to continue, open, review or export."""
        from app.widgets.games_window import ANALYSE, LEARN, REVIEW, GamesWindow

        dialog = GamesWindow(self.library, self.window)
        dialog.training = self.training
        dialog.export_directory = self.settings.last_directory or dialog.export_directory
        dialog.chosen.connect(
            lambda name, action: (
                self.analyse_entry(name)
                if action == ANALYSE
                else self.learn_entry(name)
                if action == LEARN
                else self.open_entry(name, action == REVIEW)
            )
        )
        dialog.open()
