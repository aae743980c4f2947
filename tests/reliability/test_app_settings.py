"""Issue 15, item 12 (the app's part): a saved layout that hides the side panel is ignored,
preferences dropped as invalid are reported once, ``--screenshot`` never writes the
preferences, ``--size`` is bounded, stray temporaries of the library's writes are removed, and
a saved game with NUL bytes follows the rule for opening that file."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PyQt6.QtCore import QByteArray, QSettings
from pytestqt.qtbot import QtBot

from app.library import Library
from app.main_window import MainWindow
from app.settings import Settings
from tests.app.test_window import make_window
from tests.conftest import REPO_ROOT

pytestmark = pytest.mark.gui

# A splitter state with the panel collapsed to 0 pixels, and one that is not a state at all.
COLLAPSED = bytes.fromhex("000000ff00000001000000020000044c0000000001ffffffff010000000100")
VERTICAL = bytes.fromhex("000000ff00000001000000020000044c0000012c01ffffffff010000000200")


def store_of(folder: Path) -> QSettings:
    return QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)


def started(qtbot: QtBot, folder: Path) -> MainWindow:
    window = make_window(qtbot, folder)
    window.start()
    return window


@pytest.mark.parametrize("state", [COLLAPSED, VERTICAL, b"\xff" * 40, b"garbage"])
def test_a_layout_that_hides_the_panel_is_ignored_and_reported_once(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str], state: bytes
) -> None:
    store = store_of(tmp_path)
    store.setValue("window/state", QByteArray(state))
    store.sync()
    window = started(qtbot, tmp_path)
    qtbot.waitUntil(lambda: window.panel.width() >= window.panel.minimumWidth(), timeout=2000)
    assert window.panel.isVisible() and window.board.as_widget().width() > window.panel.width()
    assert len(dialogs) == 1 and "board and panel layout" in dialogs[0]
    window.controller.shutdown()
    window.close()
    dialogs.clear()
    again = started(qtbot, tmp_path)  # the bad value is gone: nothing to report
    assert dialogs == [] and again.panel.isVisible()
    again.controller.shutdown()


def test_invalid_preferences_are_named_once(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    store = store_of(tmp_path)
    store.setValue("view/palette", "purple")
    store.setValue("ui/language", "klingon")
    store.setValue("sound/enabled", "loud")
    store.setValue("game/options", '{"level": 99, "clock_minutes": 5}')
    store.sync()
    window = started(qtbot, tmp_path)
    assert len(dialogs) == 1
    for name in ("colours", "language", "sound", "the choices for a new game"):
        assert name in dialogs[0]
    assert "animation speed" not in dialogs[0]  # set by the test, and valid
    assert window.settings.game_options.clock_minutes == 5  # the valid part is kept
    window.controller.shutdown()
    window.close()
    dialogs.clear()
    started(qtbot, tmp_path).controller.shutdown()
    assert dialogs == []


def test_valid_preferences_are_not_reported(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    first = started(qtbot, tmp_path)
    first.close()  # saves geometry and layout
    dialogs.clear()
    started(qtbot, tmp_path).controller.shutdown()
    assert dialogs == []


def screenshot(tmp_path: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    command = [sys.executable, "-m", "app", "--screenshot", str(tmp_path / "shot.png"), *extra]
    return subprocess.run(
        command, env=env, cwd=REPO_ROOT, capture_output=True, text=True, timeout=120, check=False
    )


def test_screenshot_only_reads_the_preferences(tmp_path: Path) -> None:
    conf = tmp_path / "config" / "dvonn" / "dvonn.conf"
    done = screenshot(tmp_path, "--size", "640x480")
    assert done.returncode == 0, done.stderr
    assert not conf.exists()  # none before: none after
    conf.parent.mkdir(parents=True)
    text = "[view]\npalette=high_contrast\nanimation_speed=warp\n"
    conf.write_text(text, encoding="utf-8")
    old = time.time() - 3600
    os.utime(conf, (old, old))
    done = screenshot(tmp_path, "--size", "640x480")
    assert done.returncode == 0, done.stderr
    assert conf.read_text(encoding="utf-8") == text and conf.stat().st_mtime == old
    assert list(conf.parent.iterdir()) == [conf]


@pytest.mark.parametrize("size", ["8192x8192", "4097x100", "100000000x2", "1x1"])
def test_screenshot_size_is_bounded(tmp_path: Path, size: str) -> None:
    done = screenshot(tmp_path, "--size", size)
    assert done.returncode == 2 and "from 320x240 to 4096x4096" in done.stderr
    assert not (tmp_path / "shot.png").exists()


def test_stray_temporary_files_are_removed(tmp_path: Path) -> None:
    games = tmp_path / "games"
    (games / ".deleted").mkdir(parents=True)
    old = games / ".20250101-120000-abcdef.k2j4h1ab.tmp"
    fresh = games / ".20250101-120000-abcdef.p9q8r7ab.tmp"  # perhaps another window writing
    legacy = tmp_path / ".autosave.dvn.k2j4h1"  # left by a write of the old autosave
    deleted = games / ".deleted" / "20250101-120000-abcdef.dvn"  # a window that crashed
    just_deleted = games / ".deleted" / "20250101-130000-abcdef.dvn"  # a window still open
    other = tmp_path / ".other.dvn.abc"
    entry = games / "20250101-140000-abcdef.dvn"
    for path in (old, fresh, legacy, deleted, just_deleted, other, entry):
        path.write_text("[White", encoding="utf-8")
    hour_ago, two_days_ago = time.time() - 3600, time.time() - 2 * 86_400
    for path in (old, legacy, other, just_deleted):
        os.utime(path, (hour_ago, hour_ago))
    for path in (deleted, entry):
        os.utime(path, (two_days_ago, two_days_ago))
    Library(tmp_path)
    assert not old.exists() and not legacy.exists() and not deleted.exists()
    assert fresh.exists() and just_deleted.exists() and other.exists()
    assert entry.read_text(encoding="utf-8") == "[White"  # an entry is never a stray


def test_an_old_autosave_with_nul_bytes_follows_the_rule_for_opening_it(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    data = b'[White "Ann"]\n[Black "Bob"]\n\n1. E3 F3\x00 *\n'
    (folder / "autosave.dvn").write_bytes(data)
    window = make_window(qtbot, tmp_path)  # the library takes the old autosave in, or not
    kept = list(folder.glob("autosave-unreadable-*.dvn"))
    assert len(kept) == 1 and kept[0].read_bytes() == data
    assert not (folder / "autosave.dvn").exists()
    assert not window.files.open_path(str(kept[0]))
    assert len(dialogs) == 1 and "not a text file" in dialogs[0]
    window.start()
    assert len(dialogs) == 2 and "not a text file" in dialogs[1] and "kept as" in dialogs[1]
    assert len(window.controller.game) == 0
    assert window.library is not None and window.library.entries() == []
    window.controller.shutdown()


def test_an_entry_with_nul_bytes_is_not_offered_and_not_deleted(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    games = tmp_path / "data" / "games"
    games.mkdir(parents=True)
    data = b'[White "Ann"]\n[Black "Bob"]\n\n1. E3 F3\x00 *\n'
    (games / "20250101-120000-abcdef.dvn").write_bytes(data)
    window = make_window(qtbot, tmp_path)
    window.start()
    assert dialogs == []  # nothing to continue: the entry cannot be read
    assert len(window.controller.game) == 0
    assert window.library is not None
    [entry] = window.library.entries()
    assert entry.problem is not None and "not a text file" in entry.problem
    assert (games / "20250101-120000-abcdef.dvn").read_bytes() == data
    window.controller.shutdown()


def test_settings_made_read_only_keep_changes_in_memory(tmp_path: Path) -> None:
    store = store_of(tmp_path)
    settings = Settings(store, read_only=True)
    settings.animation_speed = "slow"
    settings.sync()
    assert settings.animation_speed == "slow"
    assert store.value("view/animation_speed") is None
    assert not (tmp_path / "settings.ini").exists()


def test_a_window_geometry_that_cannot_be_restored_is_reported(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    store = store_of(tmp_path)
    store.setValue("window/geometry", QByteArray(b"garbage geometry"))
    store.setValue("window/state", "not bytes at all")
    store.sync()
    window = started(qtbot, tmp_path)
    assert len(dialogs) == 1
    assert "window size and place" in dialogs[0] and "board and panel layout" in dialogs[0]
    assert window.panel.isVisible()
    window.controller.shutdown()
