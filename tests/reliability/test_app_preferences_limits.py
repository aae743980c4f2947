"""Issue 35, item 7: preferences that cannot stop the app.

Every value read from the preferences is bounded in size and depth and checked for its type; a
bad one is dropped and named in the start's notice.  The preferences file is checked before Qt
reads it: a FIFO (which blocked the start), a folder, a device, a link to one of them, a file
too large or holding nested Qt values (which crashed Qt) is set aside and the player told.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PyQt6.QtCore import QByteArray, QSettings
from pytestqt.qtbot import QtBot

from app.learn.progress import MAX_ID_CHARS, MAX_IDS, START_RATING, Progress
from app.settings import (
    FILE_KEY,
    MAX_FILE_BYTES,
    GameOptions,
    Settings,
    checked_settings_file,
    set_aside,
)
from app.stored_json import read_json
from tests.app.test_window import make_window
from tests.conftest import REPO_ROOT

DEEP = "[" * 50_000 + "]" * 50_000  # json.loads raised RecursionError on every start
DEEP_LEVEL = '{"level": ' + "[" * 50_000 + "]" * 50_000 + "}"
DEEP_OBJECTS = '{"a": ' * 3000 + "1" + "}" * 3000
LONG_NAME = json.dumps({"white_name": "a" * 5000, "level": 4})
# A QVariantList nested 20,000 deep as QSettings writes it: reading it crashed Qt (SIGSEGV).
NESTED_VARIANT = "@Variant(" + "\\0\\0\\0\\t\\0\\0\\0\\x1" * 20_000 + "\\0\\0\\0\\t\\0\\0\\0\\0)"


def store_of(folder: Path) -> QSettings:
    return QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)


# --- the bounded JSON reader ---------------------------------------------------------------


@pytest.mark.parametrize("raw", [DEEP, "[" * 2000 + "]" * 2000, "x" * 10, "null", None, 7])
def test_broken_json_reads_as_nothing(raw: object) -> None:
    assert read_json(raw, list) is None


def test_json_longer_than_its_limit_is_not_parsed() -> None:
    text = json.dumps(["a"] * 100)
    assert read_json(text, list) == ["a"] * 100
    assert read_json(text, list, max_chars=len(text) - 1) is None
    assert read_json(text, dict) is None  # the type is checked too


# --- game/options ----------------------------------------------------------------------------


@pytest.mark.parametrize("text", [DEEP, DEEP_LEVEL, LONG_NAME, DEEP_OBJECTS])
def test_game_options_too_deep_or_too_long_are_dropped(tmp_path: Path, text: str) -> None:
    store = store_of(tmp_path)
    store.setValue("game/options", text)
    settings = Settings(store)
    assert GameOptions.from_json(text) == GameOptions()
    assert settings.take_dropped() == ["the choices for a new game"]
    assert store.value("game/options") == GameOptions().to_json()  # the bad text is gone
    assert settings.take_dropped() == []


@pytest.mark.gui
def test_the_window_starts_with_deeply_nested_game_options(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    store = store_of(tmp_path)
    store.setValue("game/options", DEEP_LEVEL)
    store.sync()
    window = make_window(qtbot, tmp_path)
    window.start()
    assert len(dialogs) == 1 and "the choices for a new game" in dialogs[0]
    assert window.settings.game_options == GameOptions()
    window.controller.shutdown()
    window.close()
    dialogs.clear()
    again = make_window(qtbot, tmp_path)
    again.start()
    assert dialogs == []  # reported once: the bad value was removed
    again.controller.shutdown()


# --- the other values --------------------------------------------------------------------------


def test_a_last_directory_longer_than_a_path_is_dropped(tmp_path: Path) -> None:
    store = store_of(tmp_path)
    store.setValue("files/last_directory", "/home/" + "d" * 5000)
    settings = Settings(store)
    assert settings.last_directory == ""
    assert settings.take_dropped() == ["last folder used"]
    assert store.value("files/last_directory") is None
    store.setValue("files/last_directory", "/home/ann/games")
    assert settings.last_directory == "/home/ann/games" and settings.take_dropped() == []


def test_window_geometry_and_layout_larger_than_64_kib_are_dropped(tmp_path: Path) -> None:
    store = store_of(tmp_path)
    store.setValue("window/geometry", QByteArray(b"\x01" * (64 * 1024 + 1)))
    store.setValue("window/state", QByteArray(b"\x02" * (1024 * 1024)))
    settings = Settings(store)
    assert settings.window_geometry is None and settings.window_state is None
    assert settings.take_dropped() == ["window size and place", "board and panel layout"]
    assert store.value("window/geometry") is None and store.value("window/state") is None


# --- learn/* -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        DEEP,
        json.dumps([f"p{n}" for n in range(MAX_IDS + 1)]),  # more ids than the app could have
        '["a", ' + "[" * 50_000 + "]" * 50_000 + "]",
        json.dumps(["x" * 2_000_000]),  # one id of two million characters
    ],
)
def test_broken_progress_counts_as_nothing_learnt(tmp_path: Path, text: str) -> None:
    store = store_of(tmp_path)
    for key in ("learn/lessons_done", "learn/puzzles_solved", "learn/puzzles_failed"):
        store.setValue(key, text)
    progress = Progress(store)
    assert progress.lessons_done == set() and progress.solved == set()
    assert progress.failed == set()
    assert progress.record_puzzle("p1", 1200, solved=True)  # and play goes on
    assert progress.solved == {"p1"}


def test_ids_longer_than_the_limit_are_left_out(tmp_path: Path) -> None:
    store = store_of(tmp_path)
    ids = ["placement", "x" * (MAX_ID_CHARS + 1), 3, "height"]
    store.setValue("learn/lessons_done", json.dumps(ids))
    assert Progress(store).lessons_done == {"placement", "height"}


@pytest.mark.parametrize("raw", ["9" * 5000, "1" * 4301, float("inf"), float("nan"), True, "12e3"])
def test_a_junk_rating_reads_as_the_start_rating(tmp_path: Path, raw: object) -> None:
    store = store_of(tmp_path)
    store.setValue("learn/rating", raw)
    assert Progress(store).rating == START_RATING


def test_a_stored_rating_is_read(tmp_path: Path) -> None:
    store = store_of(tmp_path)
    store.setValue("learn/rating", "1350")
    assert Progress(store).rating == 1350
    store.setValue("learn/rating", 1410)
    assert Progress(store).rating == 1410


@pytest.mark.gui
def test_learn_to_play_opens_with_deeply_nested_progress(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    store = store_of(tmp_path)
    for key in ("learn/lessons_done", "learn/puzzles_solved", "learn/puzzles_failed"):
        store.setValue(key, DEEP)
    store.sync()
    window = make_window(qtbot, tmp_path)
    window.learning.show_lessons()
    window.learning.show_puzzles()
    assert window.learning.windows["lessons"].isVisible()
    assert window.learning.windows["puzzles"].isVisible()
    window.controller.shutdown()


# --- the preferences file ----------------------------------------------------------------------


def make_fifo(path: Path) -> None:
    os.mkfifo(path)


def make_folder(path: Path) -> None:
    path.mkdir()


def make_link_to_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def make_link_to_folder(path: Path) -> None:
    (path.parent / "a-folder").mkdir()
    path.symlink_to(path.parent / "a-folder")


def make_link_loop(path: Path) -> None:
    path.symlink_to(path.name)


def make_nested_variant(path: Path) -> None:
    path.write_text(f"[game]\noptions={NESTED_VARIANT}\n", encoding="utf-8")


def make_too_large(path: Path) -> None:
    with path.open("wb") as file:
        file.truncate(MAX_FILE_BYTES + 1)  # sparse: no disk space used


REFUSED = {
    "fifo": make_fifo,
    "folder": make_folder,
    "link to /dev/zero": make_link_to_zero,
    "link to a folder": make_link_to_folder,
    "link loop": make_link_loop,
    "nested @Variant": make_nested_variant,
    "too large": make_too_large,
}


@pytest.mark.parametrize("kind", sorted(REFUSED))
def test_a_settings_file_that_is_not_a_regular_readable_file_is_refused(
    tmp_path: Path, kind: str
) -> None:
    path = tmp_path / "dvonn.conf"
    REFUSED[kind](path)
    assert checked_settings_file(path) is not None  # by os.stat: a FIFO is never opened


def test_a_regular_settings_file_or_none_is_read(tmp_path: Path) -> None:
    path = tmp_path / "dvonn.conf"
    assert checked_settings_file(path) is None  # absent: QSettings starts one
    path.write_text("[view]\npalette=high_contrast\n", encoding="utf-8")
    assert checked_settings_file(path) is None
    link = tmp_path / "link.conf"
    link.symlink_to(path)
    assert checked_settings_file(link) is None  # a link to a regular file is fine
    (tmp_path / "dangling.conf").symlink_to(tmp_path / "nothing")
    assert checked_settings_file(tmp_path / "dangling.conf") is None


def test_set_aside_numbers_a_second_file_of_the_same_second(tmp_path: Path) -> None:
    first, second = tmp_path / "a" / "dvonn.conf", tmp_path / "b" / "dvonn.conf"
    for path in (first, second):
        path.parent.mkdir()
        os.mkfifo(path)
    one = set_aside(first)
    assert one is not None and stat.S_ISFIFO(one.lstat().st_mode) and not first.exists()
    assert one.name.startswith("dvonn-unreadable-") and one.suffix == ".conf"
    os.mkfifo(first)
    two = set_aside(first)
    assert two is not None and two != one and two.name.startswith(one.stem)
    assert set_aside(tmp_path / "nothing.conf") is None


# A fresh process, as the app starts: it reads the preferences from $XDG_CONFIG_HOME/dvonn.
PROBE = """
import json, sys
from PyQt6.QtCore import QCoreApplication, QSettings
app = QCoreApplication([])
from app.settings import Settings
settings = Settings(read_only=sys.argv[1] == "read-only")
report = {"palette": settings.palette, "dropped": settings.take_dropped()}
settings.palette = "high_contrast"
settings.sync()
report["file"] = settings.store.fileName()
if sys.argv[2] == "qt-file":
    report["qt_file"] = QSettings("dvonn", "dvonn").fileName()
print(json.dumps(report))
"""


def probe(home: Path, read_only: bool = False, qt_file: bool = False) -> dict[str, Any]:
    """Run PROBE with its preferences under ``home``; its report.  The timeout is the check
    that nothing blocks: the start took 0.5 s."""
    env = {**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config")}
    mode = "read-only" if read_only else "write"
    command = [sys.executable, "-c", PROBE, mode, "qt-file" if qt_file else "-"]
    done = subprocess.run(
        command, env=env, cwd=REPO_ROOT, capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return report


def config_file(home: Path) -> Path:
    folder = home / "config" / "dvonn"
    folder.mkdir(parents=True)
    return folder / "dvonn.conf"


@pytest.mark.parametrize("kind", ["fifo", "folder", "link to /dev/zero", "nested @Variant"])
def test_a_refused_settings_file_is_set_aside_and_reported_once(tmp_path: Path, kind: str) -> None:
    conf = config_file(tmp_path)
    if kind == "link to /dev/zero" and os.geteuid() == 0:
        # As root a write through the link would replace the machine's /dev/zero: link to a
        # device node of the test's own instead (the same device).
        zero = tmp_path / "zero"
        os.mknod(zero, stat.S_IFCHR | 0o666, os.makedev(1, 5))
        conf.symlink_to(zero)
    else:
        REFUSED[kind](conf)
    before = os.lstat(conf).st_mode
    report = probe(tmp_path)
    assert report["dropped"] == ["the preferences file"] and report["palette"] == "classic"
    aside = [path for path in conf.parent.iterdir() if path.name.startswith("dvonn-unreadable-")]
    assert len(aside) == 1 and os.lstat(aside[0]).st_mode == before  # moved, not read
    assert conf.is_file() and "palette=high_contrast" in conf.read_text(encoding="utf-8")
    again = probe(tmp_path)
    assert again["dropped"] == [] and again["palette"] == "high_contrast"


def test_read_only_settings_neither_read_nor_move_a_refused_file(tmp_path: Path) -> None:
    conf = config_file(tmp_path)
    os.mkfifo(conf)
    report = probe(tmp_path, read_only=True)
    assert report["dropped"] == ["the preferences file"] and report["file"] == ""
    assert list(conf.parent.iterdir()) == [conf] and stat.S_ISFIFO(conf.lstat().st_mode)


def test_a_refused_file_that_cannot_be_moved_is_not_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    conf = config_file(tmp_path)
    conf.mkdir()
    monkeypatch.setattr("app.settings.set_aside", lambda path: None)
    settings = Settings()
    assert settings.store.fileName() == "" and settings.dropped == {FILE_KEY}
    settings.palette = "high_contrast"
    settings.sync()
    assert settings.palette == "high_contrast"  # kept in memory for this session
    assert list(conf.parent.iterdir()) == [conf] and list(conf.iterdir()) == []
    assert settings.take_dropped() == ["the preferences file"]


def test_the_preferences_stay_where_qt_keeps_them(tmp_path: Path) -> None:
    conf = config_file(tmp_path)
    conf.write_text("[view]\npalette=high_contrast\n", encoding="utf-8")
    report = probe(tmp_path, qt_file=True)
    assert report["file"] == report["qt_file"] == str(conf)
    assert report["palette"] == "high_contrast" and report["dropped"] == []


def test_a_fifo_as_the_organization_file_is_not_read(tmp_path: Path) -> None:
    """QSettings(organization, application) also read $XDG_CONFIG_HOME/dvonn.conf, and
    blocked on a FIFO there; the app's store reads its own file only."""
    config_file(tmp_path)
    os.mkfifo(tmp_path / "config" / "dvonn.conf")
    report = probe(tmp_path)
    assert report["dropped"] == [] and report["palette"] == "classic"


@pytest.mark.gui
def test_the_app_starts_with_a_fifo_as_its_settings_file(tmp_path: Path) -> None:
    conf = config_file(tmp_path)
    os.mkfifo(conf)
    env = {**os.environ, "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    shot = tmp_path / "shot.png"
    command = [sys.executable, "-m", "app", "--screenshot", str(shot), "--size", "640x480"]
    done = subprocess.run(
        command, env=env, cwd=REPO_ROOT, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 0
    fifos = [path for path in conf.parent.iterdir() if stat.S_ISFIFO(path.lstat().st_mode)]
    assert len(fifos) == 1  # never read: still a FIFO, where it was or set aside


def test_the_preferences_folder_is_made_private_whatever_the_umask(tmp_path: Path) -> None:
    env = {**os.environ, "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    command = [sys.executable, "-c", "import os; os.umask(0); exec(open(0).read())"]
    done = subprocess.run(
        command,
        input=PROBE.replace("sys.argv[1]", "'write'").replace("sys.argv[2]", "'-'"),
        env=env,
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    folder = tmp_path / "config" / "dvonn"
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    (folder).chmod(0o777)  # as Qt made it under umask 000 before
    assert probe(tmp_path)["dropped"] == []
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
