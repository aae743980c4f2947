"""Issue 15, item 1: a failing save to the library of games stays visible, is retried, and the
game can be saved elsewhere; no move is lost silently.  The real window under Xvfb, on a real
full disk (a small tmpfs) and by injection."""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Protocol

import pytest
from PyQt6.QtCore import QSettings
from PyQt6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from app import records_io
from app.library import Library
from app.main_window import MainWindow
from app.settings import Settings
from engine.board import Cell
from tests.app.test_window import HUMANS, click, status

pytestmark = pytest.mark.gui

NOT_SAVED = "The game is not being saved: "


class HasFileno(Protocol):
    def fileno(self) -> int: ...


def window_on(qtbot: QtBot, tmp_path: Path, data: Path) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    window = MainWindow(settings, Library(data))
    window.controller.store_retry_ms = 200
    qtbot.addWidget(window)
    window.resize(1100, 720)
    window.show()
    qtbot.waitExposed(window)
    window.controller.new_game(HUMANS)
    return window


def saved_moves(data: Path) -> list[str]:
    """The moves of the newest game in the library, as the next start reads them."""
    entries = Library(data).entries()
    if not entries:
        return []
    record = entries[0].record
    assert record is not None, entries[0].problem
    return [str(m) for m in record.moves]


def fail_writes(monkeypatch: pytest.MonkeyPatch, data: Path, error: OSError) -> list[bool]:
    """Make the disk refuse every file written in the library of games in ``data`` with
    ``error`` (when the file is flushed to it, as a failing disk answers), while the flag holds
    True; whatever the code that writes, and files elsewhere are written as usual."""
    games = (data / "games").resolve()
    real_fsync = os.fsync
    failing = [True]

    def fsync(file: int | HasFileno) -> None:
        descriptor = file if isinstance(file, int) else file.fileno()
        if failing[0] and Path(os.readlink(f"/proc/self/fd/{descriptor}")).parent == games:
            raise error
        real_fsync(descriptor)

    monkeypatch.setattr(os, "fsync", fsync)
    return failing


def test_a_full_disk_keeps_a_warning_up_until_a_retry_succeeds(
    qtbot: QtBot, tmp_path: Path, full_disk: Path, dialogs: list[str]
) -> None:
    data = full_disk / "data"
    window = window_on(qtbot, tmp_path, data)
    window.controller.store_retry_ms = 60_000  # this part checks the retry after a move
    click(qtbot, window, Cell.E3)
    assert window.banner.isVisible()
    assert window.banner.text.text().startswith(NOT_SAVED)
    assert "No space left on device" in window.banner.text.text()
    assert str(data / "games") in window.banner.text.text()
    click(qtbot, window, Cell.F3)
    click(qtbot, window, Cell.G3)
    # The status line moved on to the next turn; the warning is still there.
    assert "to place a piece" in status(window)
    assert window.banner.isVisible() and NOT_SAVED in window.banner.text.text()
    assert not list((data / "games").glob(".*.tmp"))  # no half-written file
    assert not list((data / "games").glob("*.dvn"))
    (full_disk / "filler").unlink()
    click(qtbot, window, Cell.A1)  # the next move retries, and saves every move so far
    assert not window.banner.isVisible()
    assert saved_moves(data) == ["E3", "F3", "G3", "A1"]
    window.controller.shutdown()


def test_the_timer_retries_without_a_move(
    qtbot: QtBot, tmp_path: Path, full_disk: Path, dialogs: list[str]
) -> None:
    window = window_on(qtbot, tmp_path, full_disk / "data")
    for cell in (Cell.E3, Cell.F3):
        click(qtbot, window, cell)
    assert window.banner.isVisible()
    (full_disk / "filler").unlink()
    qtbot.waitUntil(lambda: not window.banner.isVisible(), timeout=5000)
    assert saved_moves(full_disk / "data") == ["E3", "F3"]
    window.controller.shutdown()


def test_a_failing_write_is_shown_and_the_game_can_be_saved_elsewhere(
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    dialogs: list[str],
) -> None:
    failing = fail_writes(monkeypatch, tmp_path / "data", OSError(errno.EIO, "Input/output error"))
    window = window_on(qtbot, tmp_path, tmp_path / "data")
    window.controller.store_retry_ms = 60_000
    for cell in (Cell.E3, Cell.F3, Cell.G3):
        click(qtbot, window, cell)
    assert window.banner.isVisible() and "Input/output error" in window.banner.text.text()
    elsewhere = tmp_path / "elsewhere.dvn"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *args: (str(elsewhere), "DVONN game (*.dvn)")
    )
    window.banner.button.click()
    assert [str(m) for m in records_io.load_game(elsewhere).game.moves] == ["E3", "F3", "G3"]
    assert window.banner.isVisible()  # saving elsewhere does not mend the library
    failing[0] = False
    click(qtbot, window, Cell.A1)
    assert not window.banner.isVisible()
    assert saved_moves(tmp_path / "data") == ["E3", "F3", "G3", "A1"]
    window.controller.shutdown()


def test_a_failing_write_leaves_the_last_saved_game_whole(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dialogs: list[str]
) -> None:
    window = window_on(qtbot, tmp_path, tmp_path / "data")
    window.controller.store_retry_ms = 60_000
    for cell in (Cell.E3, Cell.F3):
        click(qtbot, window, cell)
    assert window.library is not None and window.library.current is not None
    entry = window.library.path_of(window.library.current)
    before = entry.read_bytes()
    fail_writes(monkeypatch, tmp_path / "data", OSError(errno.ENOSPC, "No space left on device"))
    click(qtbot, window, Cell.G3)
    assert window.banner.isVisible() and "No space left on device" in window.banner.text.text()
    assert entry.read_bytes() == before  # the failed write did not touch it
    assert saved_moves(tmp_path / "data") == ["E3", "F3"]
    assert not list(entry.parent.glob(".*.tmp"))
    window.controller.shutdown()


def test_closing_while_saving_fails_offers_to_save(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dialogs: list[str]
) -> None:
    fail_writes(monkeypatch, tmp_path / "data", OSError(errno.EROFS, "Read-only file system"))
    window = window_on(qtbot, tmp_path, tmp_path / "data")
    for cell in (Cell.E3, Cell.F3):
        click(qtbot, window, cell)
    asked: list[str] = []
    answer = QMessageBox.StandardButton.Cancel

    def question(parent: object, title: str, text: str, *args: object) -> object:
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    window.close()
    assert asked == ["This game is not saved. Save it before closing?"]
    assert window.isVisible()  # cancelled
    answer = QMessageBox.StandardButton.Save
    elsewhere = tmp_path / "kept.dvn"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(elsewhere), ""))
    window.close()
    assert not window.isVisible()
    assert [str(m) for m in records_io.load_game(elsewhere).game.moves] == ["E3", "F3"]
