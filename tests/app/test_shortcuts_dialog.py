"""Help → Keyboard shortcuts, in a real main window: every action with a shortcut is
listed with all its keys, the keys window managers take have alternatives that work."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtCore import QSettings, Qt
from PyQt6.QtGui import QAction, QKeySequence
from PyQt6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.main_window import MainWindow
from app.settings import Settings
from app.widgets.shortcuts_dialog import ShortcutsDialog, plain

pytestmark = pytest.mark.gui

# Taken by common window managers or input methods before the window sees them.
TAKEN = {"Alt+Shift+Left", "Alt+Shift+Right", "Shift+Alt+Left", "Shift+Alt+Right", "Ctrl+Space"}


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(Settings(store), None, prefer_3d=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.controller.shutdown()


def open_dialog(qtbot: QtBot, window: MainWindow) -> ShortcutsDialog:
    window.actions_.shortcuts.trigger()
    dialog = window.findChild(ShortcutsDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def test_every_action_with_a_shortcut_is_listed(qtbot: QtBot, window: MainWindow) -> None:
    dialog = open_dialog(qtbot, window)
    rows = dialog.rows()
    listed = {(what.split(" › ")[-1], keys) for _, what, keys in rows}
    with_keys = [a for a in window.findChildren(QAction) if a.shortcuts()]
    assert len(with_keys) >= 20
    native = QKeySequence.SequenceFormat.NativeText
    for action in with_keys:
        keys = " or ".join(k.toString(native) for k in action.shortcuts())
        assert (plain(action.text()), keys) in listed, (action.text(), keys)
    groups = {group for group, _, _ in rows}
    assert {"Game", "Move", "View", "On the board"} <= groups
    board = {keys for group, _, keys in rows if group == "On the board"}
    assert {"← → ↑ ↓", "Enter or Space", "Esc", "R, T, H"} <= board
    assert ("View", "Top-down view", "T") in rows and ("Move", "Hint", "H") in rows
    dialog.close()


def test_keys_window_managers_take_have_alternatives(qtbot: QtBot, window: MainWindow) -> None:
    portable = QKeySequence.SequenceFormat.PortableText
    for action in window.findChildren(QAction):
        keys = [k.toString(portable) for k in action.shortcuts()]
        if any(k in TAKEN for k in keys):
            assert any(k not in TAKEN and "Alt" not in k for k in keys), (action.text(), keys)
    forward = window.actions_.line_forward
    assert [k.toString(portable) for k in forward.shortcuts()] == ["Alt+Shift+Right", "]"]
    # The alternative really triggers the action, from the board with the focus.
    window.board.as_widget().setFocus()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    with qtbot.waitSignal(forward.triggered, timeout=2000):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_BracketRight)
    with qtbot.waitSignal(window.actions_.line_back.triggered, timeout=2000):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_BracketLeft)


def test_the_dialog_in_french(qtbot: QtBot, tmp_path: Path, french: object) -> None:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(Settings(store), None, prefer_3d=False)
    qtbot.addWidget(win)
    win.show()
    dialog = open_dialog(qtbot, win)
    groups = [g for g, _, _ in dialog.rows()]
    assert "Partie" in groups and "Sur le plateau" in groups and "On the board" not in groups
    win.controller.shutdown()
