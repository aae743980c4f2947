"""FileActions: open, save, copy, paste and export for the main window, with a message for every
failure; it knows which file the game on the board belongs to (the window title names it).

A file or clipboard text that cannot be read leaves the game on the board untouched.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Protocol

from PyQt6.QtCore import QCoreApplication, QObject
from PyQt6.QtGui import QGuiApplication
from PyQt6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QWidget

from app import TITLE, records_io
from app.controller import GameController
from app.i18n import fill
from app.records_io import Annotate, FileType, LoadedGame, RecordError
from app.save_paths import (
    PNG_SUFFIX,
    PictureError,
    ask_record_path,
    ask_save_path,
    record_filters,
    write_png,
)
from app.settings import GameOptions, PlayerKind, Settings
from app.shown_names import shown_name
from app.view.board_widget import BoardWidget
from engine.errors import DvonnError
from engine.game import Game
from engine.ladders import current_ladder, from_ladder
from engine.moves import Move
from engine.notation import parse_position, to_codecup
from engine.records.model import GameRecord, LeftOut

translate = QCoreApplication.translate


class Host(Protocol):
    """What the file actions use of the window besides its widgets."""

    @property
    def board(self) -> BoardWidget: ...

    def load_game(
        self,
        game: Game,
        options: GameOptions,
        path: Path | None = None,
        loaded: LoadedGame | None = None,
    ) -> None: ...


def options_from_headers(headers: dict[str, str], base: GameOptions | None = None) -> GameOptions:
    """Players as a record names them; a side is the computer when the headers say so (our
    own files, and Boardspace's robots by name: ``records_io.is_boardspace_robot``), else a
    human.  The level comes from our files only (a Boardspace robot keeps ``base``'s)."""
    options = base or GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.HUMAN)

    def kind(key: str, default: PlayerKind) -> PlayerKind:
        try:
            return PlayerKind(headers.get(key, default.value))
        except ValueError:
            return default

    level = headers.get("Level", "")
    return replace(
        options,
        white=kind("WhiteType", PlayerKind.HUMAN),
        black=kind("BlackType", PlayerKind.HUMAN),
        level=int(level) if level.isdigit() and _is_level(int(level)) else options.level,
        white_name=_name(headers.get("White", ""), "White"),
        black_name=_name(headers.get("Black", ""), "Black"),
    )


def _is_level(number: int) -> bool:
    """Whether ``number`` is a level of today's ladder (records give today's numbers: their
    reader maps older ones)."""
    return from_ladder(number, current_ladder()) is not None


def _name(value: str, colour: str) -> str:
    """A player's name from a record; a bare colour name means no name (it gets translated)."""
    value = value.strip()[:40]
    return "" if value in ("", colour, colour.lower(), "?") else value


class FileActions(QObject):
    """The Game menu's file and clipboard actions (the menus bind to its parameterless
    methods), and the file the game on the board was opened from or saved to.

    ``window`` parents the dialogs and shows the title and status messages; ``host`` (the same
    main window) has the board and plays a game that was opened or pasted."""

    def __init__(
        self,
        window: QMainWindow,
        host: Host,
        settings: Settings,
        controller: GameController,
        annotator: Callable[[], Annotate | None],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        self.settings = settings
        self.controller = controller
        self.annotator = annotator  # the game review's comments for a saved record, if any
        self.path: Path | None = None
        self.path_file_type: FileType | None = None  # the type the file at path is in
        self.saved_moves: tuple[Move, ...] | None = None  # the moves last saved to path

    # --- the game's file -----------------------------------------------------------------

    def opened(self, game: Game, path: Path | None, loaded: LoadedGame | None) -> None:
        """``game`` is on the board now, read from ``path`` (None: from no file)."""
        self.path = path
        self.path_file_type = loaded.file_type if loaded is not None and path is not None else None
        self.saved_moves = tuple(game.moves) if path is not None else None
        self.window.setWindowTitle(f"{shown_name(path.name)} – {TITLE}" if path else TITLE)

    def forget(self) -> None:
        """A new game: Ctrl+S must not write it over the file the last one came from."""
        self.path = self.path_file_type = None
        self.window.setWindowTitle(TITLE)

    def is_saved(self, moves: tuple[Move, ...]) -> bool:
        return self.saved_moves == moves

    # --- menu actions --------------------------------------------------------------------

    def open(self) -> bool:
        return self.open_path(None)

    def save(self) -> bool:
        """Ctrl+S: to the game's file, in the format it was read in; else ask where."""
        return self.save_to(self.path)

    def save_as(self) -> bool:
        return self.save_to(None)

    def copy_position(self) -> None:
        self._copy(codecup=False)

    def copy_codecup(self) -> None:
        self._copy(codecup=True)

    def export_png(self) -> bool:
        return self.export_png_to(None)

    # --- with a path (None: ask) -------------------------------------------------------

    def open_path(self, path: str | None) -> bool:
        if path is None:
            everything = " ".join(f"*{suffix}" for suffix in records_io.open_suffixes())
            every_type = f"{translate('MainWindow', 'Game records')} ({everything})"
            filters = ";;".join([every_type, *record_filters()])
            path, _ = QFileDialog.getOpenFileName(
                self.window,
                translate("MainWindow", "Open a game"),
                self.settings.last_directory,
                filters,
            )
            if not path:
                return False
        try:
            loaded = records_io.load_game(path)
        except RecordError as error:
            QMessageBox.warning(
                self.window,
                TITLE,
                translate(
                    "MainWindow",
                    "This game could not be opened:\n%1\n\nThe current game is unchanged.",
                ).replace("%1", str(error)),
            )
            return False
        self.settings.last_directory = str(Path(path).parent)
        self.host.load_game(loaded.game, options_from_headers(loaded.headers), Path(path), loaded)
        return True

    def save_to(self, path: Path | None) -> bool:
        """Save to ``path`` in the format its file was read in (Ctrl+S), or ask where (None).

        When the format cannot keep everything the game holds, the player chooses: our own
        format under another name, this format anyway, or not saving.
        """
        if path is None:
            title = translate("MainWindow", "Save the game")
            asked = ask_record_path(self.window, title, Path(self.settings.last_directory), "dvonn")
            if asked is None:
                return False
            path, file_type = asked
        else:
            file_type = records_io.file_type_for_path(path)
            if self.path_file_type is not None and path == self.path:
                file_type = self.path_file_type  # Ctrl+S: the format the file was read in
        base = self.controller.base
        dropped = dropped_by_saving(base)
        if path == self.path and dropped:
            text = translate(
                "MainWindow", "Saving over %1 would drop what DVONN 3D does not read in it: %2."
            )
            question = fill(text, path.name, left_out_words(dropped))
            choice = ask_about_format(self.window, question, True)
            if choice == "dvn":
                return self.save_as()
            if choice != "anyway":
                return False
        annotate = self.annotator()
        record = self.controller.record(annotate)
        review_lost = False
        try:
            found = records_io.lost_in(record, file_type)  # header names: the file's own words
            review_lost = annotate is not None and "comments" in found
            lost_parts = [lost_word(part) for part in found]
            if review_lost:
                lost_parts.append(translate("MainWindow", "the game review"))
            lost = ", ".join(lost_parts)
            text = translate("MainWindow", "A %1 file would not keep everything in this game: %2.")
            can_write = True
        except RecordError as error:
            lost, text, can_write = (
                str(error),
                translate("MainWindow", "A %1 cannot hold this game: %2."),
                False,
            )
        if lost:
            label = records_io.file_type_label(file_type)
            choice = ask_about_format(self.window, fill(text, label, lost), can_write)
            if choice == "dvn":
                return self.save_as()
            if choice != "anyway":
                return False
        try:
            records_io.save_record(record, path, file_type)
        except RecordError as error:
            QMessageBox.warning(
                self.window,
                TITLE,
                fill(translate("MainWindow", "The game was not saved:\n%1"), str(error)),
            )
            return False
        self.controller.base = record  # saved again later, it keeps its date and headers
        self.settings.last_directory = str(path.parent)
        self.path = path
        self.path_file_type = file_type
        self.saved_moves = record.moves
        self.window.setWindowTitle(f"{shown_name(path.name)} – {TITLE}")
        saved = fill(translate("MainWindow", "Saved %1"), str(path))
        if review_lost:  # saved anyway: say so once more
            saved += translate("MainWindow", " (LittleGolem transcripts cannot hold the review)")
        self._status(saved, 8000)
        return True

    def export_png_to(self, path: str | None) -> bool:
        if path is None:
            start = Path(self.settings.last_directory) / f"dvonn-board{PNG_SUFFIX}"
            title = translate("MainWindow", "Export the board")
            asked = ask_save_path(self.window, title, start, {f"PNG (*{PNG_SUFFIX})": PNG_SUFFIX})
            if asked is None:
                return False
            path = str(asked[0])
        try:
            write_png(self.host.board.board_image(), path)
        except PictureError as error:
            text = translate("MainWindow", "The picture could not be written:\n%1")
            QMessageBox.warning(self.window, TITLE, fill(text, error))
            return False
        return True

    # --- the clipboard -------------------------------------------------------------------

    def _copy(self, codecup: bool) -> None:
        position = self.controller.shown_position
        try:
            text = to_codecup(position) if codecup else str(position)
        except DvonnError as error:
            QMessageBox.warning(self.window, TITLE, str(error))
            return
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(text)
        self._status(translate("MainWindow", "Position copied"), 4000)

    def paste_position(self) -> bool:
        clipboard = QGuiApplication.clipboard()
        text = clipboard.text() if clipboard is not None else ""
        try:
            position = parse_position(text)
        except DvonnError as error:
            QMessageBox.warning(
                self.window,
                TITLE,
                fill(
                    translate("MainWindow", "The clipboard does not hold a DVONN position:\n%1"),
                    str(error),
                ),
            )
            return False
        self.host.load_game(Game(position), self.controller.options)
        return True

    def _status(self, text: str, ms: int) -> None:
        bar = self.window.statusBar()
        if bar is not None:
            bar.showMessage(text, ms)


def dropped_by_saving(base: GameRecord | None) -> LeftOut:
    """What the file ``base`` was read from holds that saving the game drops: what the reader
    left out (the side lines it read are saved with the game: ``records_io.game_record``)."""
    return LeftOut() if base is None else base.left_out


def left_out_words(left_out: LeftOut) -> str:
    """What a file holds beyond its record, in the player's words (property names as the file
    spells them)."""
    parts = []
    if left_out.variations:
        parts.append(translate("MainWindow", "%n variation(s)", "", left_out.variations))
    if left_out.more_games:
        parts.append(translate("MainWindow", "the other games in the file"))
    if left_out.properties:
        names = ", ".join(left_out.properties)
        parts.append(fill(translate("MainWindow", "the properties %1"), names))
    return ", ".join(parts)


def lost_word(part: str) -> str:
    """A part of a game that a format would not keep (``records_io.lost_in``), in words: a
    header keeps its name."""
    if part == "comments":
        return translate("MainWindow", "the comments")
    if part == "variations":
        return translate("MainWindow", "the side lines")
    return part


def ask_about_format(window: QWidget, text: str, can_write: bool) -> str:
    """ "dvn" (save in our own format instead), "anyway" or "cancel"."""
    box = QMessageBox(QMessageBox.Icon.Warning, TITLE, text, parent=window)
    dvn = box.addButton(
        translate("MainWindow", "Save as a DVONN game…"), QMessageBox.ButtonRole.AcceptRole
    )
    anyway = None
    if can_write:
        anyway = box.addButton(
            translate("MainWindow", "Save anyway"), QMessageBox.ButtonRole.DestructiveRole
        )
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    clicked = box.clickedButton()
    return "dvn" if clicked is dvn else "anyway" if clicked is anyway else "cancel"
