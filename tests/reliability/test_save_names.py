"""Issue 51, points 3 and 13: where a save goes is what the player was asked about.

Save as… (and Export in My games, and Export the board) adds the type's suffix to a name typed
without one *before* asking whether to replace a file, so ``precious`` never writes over
``precious.dvn`` unasked.  ``dvonn --screenshot`` refuses what it cannot write and says why: a
FIFO (it hung for ever), a name without ``.png``; and it says when the window cannot be as small
as ``--size`` asks.
"""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from app.main_window import MainWindow
from engine import records
from engine.board import Cell
from tests.app.test_window import click, make_window
from tests.conftest import REPO_ROOT

PRECIOUS = '[White "Ann"]\n[Black "Bob"]\n\n1. E3 F3 2. G3 *\n'


class Questions:
    """Stands in for QMessageBox.question: records each question and gives ``answer``."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, answer: QMessageBox.StandardButton):
        self.asked: list[str] = []
        self.answer = answer
        monkeypatch.setattr(QMessageBox, "question", self)

    def __call__(self, parent: object, title: str, text: str, *args: object) -> object:
        self.asked.append(text)
        return self.answer


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, dialogs: list[str]) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path)
    yield win
    win.controller.shutdown()


def typed(monkeypatch: pytest.MonkeyPatch, path: Path, selected: str = "") -> None:
    """The Save dialog answers ``path`` as typed (the dialog's own question was about it)."""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(path), selected))


@pytest.mark.gui
def test_save_as_without_a_suffix_asks_before_replacing_the_suffixed_file(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    precious = tmp_path / "precious.dvn"
    precious.write_text(PRECIOUS, encoding="utf-8")
    typed(monkeypatch, tmp_path / "precious", "DVONN game (*.dvn)")
    questions = Questions(monkeypatch, QMessageBox.StandardButton.No)
    click(qtbot, window, Cell.E3)
    window.actions_.save_as.trigger()
    assert window.files.path is None
    assert len(questions.asked) == 1 and "precious.dvn already exists" in questions.asked[0]
    assert precious.read_text(encoding="utf-8") == PRECIOUS
    questions.answer = QMessageBox.StandardButton.Yes
    window.actions_.save_as.trigger()
    assert len(records.read_record(precious.read_text(encoding="utf-8")).moves) == 1
    assert window.files.path == precious


@pytest.mark.gui
def test_the_suffix_follows_the_type_chosen(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    typed(monkeypatch, tmp_path / "game", "Boardspace SGF (*.sgf)")
    questions = Questions(monkeypatch, QMessageBox.StandardButton.Yes)
    click(qtbot, window, Cell.E3)
    window.actions_.save_as.trigger()
    assert questions.asked == []  # nothing to replace
    assert records.detect_format((tmp_path / "game.sgf").read_text(encoding="utf-8")) is (
        records.RecordFormat.SGF
    )


@pytest.mark.gui
def test_exporting_the_board_without_a_suffix_asks_about_the_png(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    picture = tmp_path / "board.png"
    picture.write_bytes(b"my holiday photo")
    typed(monkeypatch, tmp_path / "board")
    questions = Questions(monkeypatch, QMessageBox.StandardButton.No)
    assert not window.files.export_png()
    assert len(questions.asked) == 1 and "board.png already exists" in questions.asked[0]
    assert picture.read_bytes() == b"my holiday photo"


def screenshot(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path / "home"))
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    return subprocess.run(
        [sys.executable, "-m", "app", "--flat", "--screenshot", *args],
        capture_output=True, text=True, timeout=60, env=env, cwd=REPO_ROOT, check=False,
    )  # fmt: skip


def test_a_screenshot_into_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "shot.png"
    os.mkfifo(fifo)
    done = screenshot(tmp_path, str(fifo))  # it hung for ever, waiting for a reader
    assert done.returncode == 1 and "it is a named pipe (FIFO)" in done.stderr, done.stderr


@pytest.mark.parametrize("name", ["shot.txt", "out"])
def test_a_screenshot_name_without_png_says_why(tmp_path: Path, name: str) -> None:
    done = screenshot(tmp_path, str(tmp_path / name))
    assert done.returncode == 2 and "must end in .png" in done.stderr, done.stderr
    assert not (tmp_path / name).exists()


def test_a_size_the_window_cannot_take_is_said(tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    done = screenshot(tmp_path, str(out), "--size", "320x240")
    assert done.returncode == 0, done.stderr
    width, height = struct.unpack(">II", out.read_bytes()[16:24])  # the PNG's IHDR
    assert (width, height) != (320, 240)  # the side panel needs more room than that
    assert "cannot be 320x240 pixels" in done.stderr
    assert f"the picture is {width}x{height}" in done.stderr
