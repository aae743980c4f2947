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
from app.records_io import RecordError, headers_for
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
    window.load_game(loaded.game, options_from_headers(loaded.headers), Path(path), loaded.record)
    return True


def save_file(window: MainWindow, path: Path | None) -> bool:
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
    annotate = window.review.annotator()
    try:
        records_io.save_game(
            window.controller.game, path, fmt, headers_for(window.controller.options), annotate
        )
    except RecordError as error:
        QMessageBox.warning(
            window, TITLE, fill(translate("MainWindow", "The game was not saved:\n%1"), str(error))
        )
        return False
    window.settings.last_directory = str(path.parent)
    window.path = path
    window.setWindowTitle(f"{path.name} – {TITLE}")
    saved = fill(translate("MainWindow", "Saved %1"), str(path))
    if annotate is not None and fmt.key == "littlegolem":
        saved += translate("MainWindow", " (LittleGolem transcripts cannot hold the review)")
    window.statusBar().showMessage(saved, 8000)  # type: ignore[union-attr]
    return True


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
    ok = save_board_png(window.board, path)
    if not ok:
        QMessageBox.warning(
            window,
            TITLE,
            fill(translate("MainWindow", "The picture could not be written to %1"), path),
        )
    return ok


def save_board_png(board: object, path: str, size: tuple[int, int] | None = None) -> bool:
    """The board as a PNG: the 3D view renders it (at ``size`` if given), others grab."""
    if hasattr(board, "grab_png"):
        return bool(board.grab_png(path, size))
    if hasattr(board, "grabFramebuffer"):
        return bool(board.grabFramebuffer().save(path))
    return bool(board.grab().save(path))  # type: ignore[attr-defined]
