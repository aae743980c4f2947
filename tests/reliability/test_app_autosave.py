"""Issue 15, item 1: a failing autosave stays visible, is retried, and the game can be saved
elsewhere; no move is lost silently.  The real window under Xvfb, on a real full disk (a small
tmpfs) and by injection."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest
from PyQt6.QtCore import QSettings
from PyQt6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from app import records_io
from app.autosave import Autosave
from app.main_window import MainWindow
from app.settings import Settings
from engine.records.files import write_atomically
from tests.app.test_window import HUMANS, click, status

pytestmark = pytest.mark.gui


def window_on(qtbot: QtBot, tmp_path: Path, data: Path) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    window = MainWindow(settings, Autosave(data))
    window.controller.autosave_retry_ms = 200
    qtbot.addWidget(window)
    window.resize(1100, 720)
    window.show()
    qtbot.waitExposed(window)
    window.controller.new_game(HUMANS)
    return window


def autosaved_moves(data: Path) -> list[str]:
    loaded = Autosave(data).load_unfinished()
    return [] if loaded is None else [str(m) for m in loaded.game.moves]


def test_a_full_disk_keeps_a_warning_up_until_a_retry_succeeds(
    qtbot: QtBot, tmp_path: Path, full_disk: Path, dialogs: list[str]
) -> None:
    window = window_on(qtbot, tmp_path, full_disk / "data")
    window.controller.autosave_retry_ms = 60_000  # this part checks the retry after a move
    click(qtbot, window, "E3")
    assert window.banner.isVisible()
    assert "not being autosaved" in window.banner.text.text()
    assert "No space left on device" in window.banner.text.text()
    assert str(full_disk / "data" / "autosave.dvn") in window.banner.text.text()
    click(qtbot, window, "F3")
    click(qtbot, window, "G3")
    # The status line moved on to the next turn; the warning is still there.
    assert "to place a piece" in status(window)
    assert window.banner.isVisible() and "not being autosaved" in window.banner.text.text()
    assert not list((full_disk / "data").glob(".autosave.dvn.*"))  # no half-written file
    (full_disk / "filler").unlink()
    click(qtbot, window, "A1")  # the next move retries, and saves every move so far
    assert not window.banner.isVisible()
    assert autosaved_moves(full_disk / "data") == ["E3", "F3", "G3", "A1"]
    window.controller.shutdown()


def test_the_timer_retries_without_a_move(
    qtbot: QtBot, tmp_path: Path, full_disk: Path, dialogs: list[str]
) -> None:
    window = window_on(qtbot, tmp_path, full_disk / "data")
    for cell in ("E3", "F3"):
        click(qtbot, window, cell)
    assert window.banner.isVisible()
    (full_disk / "filler").unlink()
    qtbot.waitUntil(lambda: not window.banner.isVisible(), timeout=5000)
    assert autosaved_moves(full_disk / "data") == ["E3", "F3"]
    window.controller.shutdown()


def test_a_failing_write_is_shown_and_the_game_can_be_saved_elsewhere(
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    dialogs: list[str],
) -> None:
    real_write = write_atomically
    failing = True

    def write(path: str | Path, text: str) -> None:
        if failing:
            raise OSError(errno.EIO, "Input/output error")
        real_write(path, text)

    monkeypatch.setattr("app.autosave.write_atomically", write)
    window = window_on(qtbot, tmp_path, tmp_path / "data")
    window.controller.autosave_retry_ms = 60_000
    for cell in ("E3", "F3", "G3"):
        click(qtbot, window, cell)
    assert window.banner.isVisible() and "Input/output error" in window.banner.text.text()
    elsewhere = tmp_path / "elsewhere.dvn"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *args: (str(elsewhere), "DVONN game (*.dvn)")
    )
    window.banner.button.click()
    assert [str(m) for m in records_io.load_game(elsewhere).game.moves] == ["E3", "F3", "G3"]
    assert window.banner.isVisible()  # saving elsewhere does not mend the autosave
    failing = False
    click(qtbot, window, "A1")
    assert not window.banner.isVisible()
    assert autosaved_moves(tmp_path / "data") == ["E3", "F3", "G3", "A1"]
    window.controller.shutdown()


def test_closing_while_the_autosave_fails_offers_to_save(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dialogs: list[str]
) -> None:
    def write(path: str | Path, text: str) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr("app.autosave.write_atomically", write)
    window = window_on(qtbot, tmp_path, tmp_path / "data")
    for cell in ("E3", "F3"):
        click(qtbot, window, cell)
    asked: list[str] = []
    answer = QMessageBox.StandardButton.Cancel

    def question(parent: object, title: str, text: str, *args: object) -> object:
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    window.close()
    assert asked == ["This game is not autosaved. Save it before closing?"]
    assert window.isVisible()  # cancelled
    answer = QMessageBox.StandardButton.Save
    elsewhere = tmp_path / "kept.dvn"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(elsewhere), ""))
    window.close()
    assert not window.isVisible()
    assert [str(m) for m in records_io.load_game(elsewhere).game.moves] == ["E3", "F3"]
