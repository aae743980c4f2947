"""Open, save, copy, paste and export for the main window, with messages for every failure.

A file or clipboard text that cannot be read leaves the game on the board untouched.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PyQt6.QtCore import QCoreApplication
from PyQt6.QtGui import QGuiApplication
from PyQt6.QtWidgets import QFileDialog, QMessageBox

from app import records_io
from app.i18n import fill
from app.records_io import RecordError
from app.settings import GameOptions, PlayerKind
from engine.errors import DvonnError
from engine.game import Game
from engine.notation import parse_position, position_to_text, to_codecup

if TYPE_CHECKING:
    from app.main_window import MainWindow

TITLE = "DVONN 3D"
translate = QCoreApplication.translate


def options_from_headers(headers: dict[str, str], base: GameOptions | None = None) -> GameOptions:
    """Players as a record names them; kinds only from our own files (default: humans)."""
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
        level=int(level) if level.isdigit() and 1 <= int(level) <= 10 else options.level,
        white_name=_name(headers.get("White", ""), "White"),
        black_name=_name(headers.get("Black", ""), "Black"),
    )


def _name(value: str, colour: str) -> str:
    """A player's name from a record; a bare colour name means no name (it gets translated)."""
    value = value.strip()[:40]
    return "" if value in ("", colour, colour.lower(), "?") else value


def _filters() -> tuple[str, dict[str, records_io.RecordFormat]]:
    by_filter = {f"{fmt.label} (*{fmt.suffix})": fmt for fmt in records_io.available_formats()}
    return ";;".join(by_filter), by_filter


def open_file(window: MainWindow, path: str | None = None) -> bool:
    if path is None:
        everything = " ".join(f"*{suffix}" for suffix in records_io.open_suffixes())
        filters = f"{translate('MainWindow', 'Game records')} ({everything});;{_filters()[0]}"
        path, _ = QFileDialog.getOpenFileName(
            window, translate("MainWindow", "Open a game"), window.settings.last_directory, filters
        )
        if not path:
            return False
    try:
        loaded = records_io.load_game(path)
    except RecordError as error:
        QMessageBox.warning(
            window,
            TITLE,
            translate(
                "MainWindow", "This game could not be opened:\n%1\n\nThe current game is unchanged."
            ).replace("%1", str(error)),
        )
        return False
    window.settings.last_directory = str(Path(path).parent)
    window.load_game(loaded.game, options_from_headers(loaded.headers), Path(path), loaded)
    return True


def save_file(window: MainWindow, path: Path | None) -> bool:
    """Save to ``path`` in the format its file was read in (Ctrl+S), or ask where (None).

    When the format cannot keep everything the game holds, the player chooses: our own
    format under another name, this format anyway, or not saving.
    """
    fmt = records_io.FORMATS[0]
    if path is None:
        filters, by_filter = _filters()
        start = str(Path(window.settings.last_directory) / f"dvonn{fmt.suffix}")
        chosen, selected = QFileDialog.getSaveFileName(
            window, translate("MainWindow", "Save the game"), start, filters
        )
        if not chosen:
            return False
        fmt = by_filter.get(selected, records_io.format_for_path(chosen))
        path = Path(chosen)
        if not path.suffix:
            path = path.with_suffix(fmt.suffix)
    else:
        fmt = records_io.format_for_path(path)
        if window.path_format is not None and path == window.path:
            fmt = window.path_format  # Ctrl+S: the format the file was read in
    annotate = window.review.annotator()
    record = window.controller.record(annotate)
    review_lost = False
    try:
        lost_parts = records_io.lost_in(record, fmt)
        review_lost = annotate is not None and "comments" in lost_parts
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
        choice = ask_about_format(window, fill(text, fmt.label, lost), can_write)
        if choice == "dvn":
            return save_file(window, None)
        if choice != "anyway":
            return False
    try:
        records_io.save_record(record, path, fmt)
    except RecordError as error:
        QMessageBox.warning(
            window, TITLE, fill(translate("MainWindow", "The game was not saved:\n%1"), str(error))
        )
        return False
    window.controller.base = record  # saved again later, it keeps its date and headers
    window.settings.last_directory = str(path.parent)
    window.path = path
    window.path_format = fmt
    window.saved_moves = record.moves
    window.setWindowTitle(f"{path.name} – {TITLE}")
    saved = fill(translate("MainWindow", "Saved %1"), str(path))
    if review_lost:  # saved anyway: say so once more
        saved += translate("MainWindow", " (LittleGolem transcripts cannot hold the review)")
    window.statusBar().showMessage(saved, 8000)  # type: ignore[union-attr]
    return True


def ask_about_format(window: MainWindow, text: str, can_write: bool) -> str:
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


def copy_position(window: MainWindow, codecup: bool) -> None:
    position = window.controller.shown_position
    try:
        text = to_codecup(position) if codecup else position_to_text(position)
    except DvonnError as error:
        QMessageBox.warning(window, TITLE, str(error))
        return
    clipboard = QGuiApplication.clipboard()
    if clipboard is not None:
        clipboard.setText(text)
    window.statusBar().showMessage(translate("MainWindow", "Position copied"), 4000)  # type: ignore[union-attr]


def paste_position(window: MainWindow) -> bool:
    clipboard = QGuiApplication.clipboard()
    text = clipboard.text() if clipboard is not None else ""
    try:
        position = parse_position(text)
    except DvonnError as error:
        QMessageBox.warning(
            window,
            TITLE,
            fill(
                translate("MainWindow", "The clipboard does not hold a DVONN position:\n%1"),
                str(error),
            ),
        )
        return False
    window.load_game(Game(position), window.controller.options)
    return True


def export_png(window: MainWindow, path: str | None = None) -> bool:
    if path is None:
        start = str(Path(window.settings.last_directory) / "dvonn-board.png")
        path, _ = QFileDialog.getSaveFileName(
            window, translate("MainWindow", "Export the board"), start, "PNG (*.png)"
        )
        if not path:
            return False
    ok = window.board.grab_png(path)
    if not ok:
        QMessageBox.warning(
            window,
            TITLE,
            fill(translate("MainWindow", "The picture could not be written to %1"), path),
        )
    return ok
