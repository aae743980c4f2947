"""Issue 15, item 7 (app side of the engine's reader): ``dvonn fifo.dvn`` — opening a named
pipe, or a link to a device, shows a clear message at once and leaves the game as it was."""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Iterator
from pathlib import Path
from types import FrameType

import pytest
from PyQt6.QtCore import QSettings
from PyQt6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app.library import Library
from app.main_window import MainWindow
from app.settings import Settings


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts of the warning boxes, recorded instead of waiting for a click."""
    shown: list[str] = []

    def warning(parent: object, title: str, text: str, *args: object) -> object:
        shown.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warning)
    return shown


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    win = MainWindow(settings, Library(tmp_path / "data"), prefer_3d=False)
    qtbot.addWidget(win)
    win.show()
    return win


class Blocked(Exception):
    """Not an OSError, so that no file-reading code can take it for a read error."""


@pytest.fixture
def deadline() -> Iterator[None]:
    """Turn a hang (a blocking open of the pipe) into a failure after 10 s.

    The alarm is sent to the main thread itself: Qt's own threads could take a plain alarm,
    and the main thread would stay blocked in open().
    """

    def expire(number: int, frame: FrameType | None) -> None:
        raise Blocked("opening the file blocked")

    previous = signal.signal(signal.SIGALRM, expire)
    timer = threading.Timer(10, signal.pthread_kill, (threading.get_ident(), signal.SIGALRM))
    timer.start()
    try:
        yield
    finally:
        timer.cancel()
        signal.signal(signal.SIGALRM, previous)


@pytest.mark.usefixtures("deadline")
def test_opening_special_files_says_why_and_changes_nothing(
    window: MainWindow, warnings: list[str], tmp_path: Path
) -> None:
    if not hasattr(os, "mkfifo") or not Path("/dev/zero").exists():
        pytest.skip("needs named pipes and /dev/zero")
    os.mkfifo(tmp_path / "fifo.dvn")
    (tmp_path / "zero.dvn").symlink_to("/dev/zero")
    before = list(window.controller.game.moves)
    assert not window.files.open_path(str(tmp_path / "fifo.dvn"))
    assert not window.files.open_path(str(tmp_path / "zero.dvn"))
    assert len(warnings) == 2
    assert "fifo.dvn: not a regular file but a named pipe (FIFO)" in warnings[0]
    assert "zero.dvn: not a regular file but a device" in warnings[1]
    assert all("unchanged" in text for text in warnings)
    assert list(window.controller.game.moves) == before
