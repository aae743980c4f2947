"""Helpers for the reliability tests: the real window (from tests/app) and real storage
failures: a full disk (a small tmpfs) and folders whose permission bits are honoured."""

from __future__ import annotations

import errno
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.app.test_window import dialogs  # noqa: F401  (a fixture, used by the GUI tests)
from tests.conftest import REPO_ROOT

NOBODY = 65534  # the user nobody (and its group)


def _mount_tmpfs(folder: Path, size: str) -> str | None:
    """Mount a tmpfs of ``size`` on ``folder``; the reason when that is impossible."""
    if os.geteuid() != 0:
        return "mounting a small tmpfs needs root"
    try:
        done = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
            capture_output=True,
            text=True,
            timeout=20,
            check=False,
        )
    except OSError as error:
        return f"cannot run mount: {error}"
    return None if done.returncode == 0 else f"mount failed: {done.stderr.strip()}"


@pytest.fixture
def full_disk(tmp_path: Path) -> Iterator[Path]:
    """A real, full file system (a 64 KiB tmpfs filled up) with an empty folder ``data``;
    removing ``filler`` frees the space again.  Skips with the reason when it cannot mount."""
    mount = tmp_path / "disk"
    mount.mkdir()
    reason = _mount_tmpfs(mount, "64k")
    if reason is not None:
        pytest.skip(f"no real full disk: {reason}")
    try:
        (mount / "data").mkdir()
        with (mount / "filler").open("wb", buffering=0) as filler:
            try:
                while True:
                    filler.write(b"\0" * 4096)
            except OSError as error:
                assert error.errno == errno.ENOSPC
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False, timeout=20)


@pytest.fixture
def read_only_disk(world: Path) -> Iterator[Path]:
    """A small tmpfs of its own at ``world/disk`` (which the user nobody may enter), for a
    test to fill and then turn into a real read-only file system with
    ``remount_read_only``; skips with the reason when it cannot mount."""
    mount = world / "disk"
    mount.mkdir()
    reason = _mount_tmpfs(mount, "1m")
    if reason is not None:
        pytest.skip(f"no real read-only file system: {reason}")
    try:
        mount.chmod(0o755)
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False, timeout=20)


def remount_read_only(mount: Path) -> None:
    """Make the ``read_only_disk`` file system read-only: even its owner cannot write there."""
    done = subprocess.run(
        ["mount", "-o", "remount,ro", str(mount)],
        capture_output=True, text=True, timeout=20, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr


def give_to_nobody(folder: Path) -> None:
    """Make ``folder`` and everything in it the user nobody's (as if nobody had made them)."""
    for path in (folder, *folder.rglob("*")):
        os.chown(path, NOBODY, NOBODY, follow_symlinks=False)


@pytest.fixture
def world() -> Iterator[Path]:
    """A folder that the user nobody may enter (pytest's tmp_path is root's alone), with a
    ``settings`` folder nobody may write; removed afterwards whatever its modes became."""
    if os.geteuid() != 0:
        pytest.skip("dropping to the user nobody needs root (as a normal user, run these "
                    "checks by hand on a read-only folder)")  # fmt: skip
    folder = Path(tempfile.mkdtemp(prefix="dvonn-nobody-"))
    folder.chmod(0o755)
    (folder / "settings").mkdir()
    (folder / "settings").chmod(0o777)
    yield folder
    for path in folder.rglob("*"):
        if path.is_dir():
            path.chmod(0o777)
    shutil.rmtree(folder)


def run_as_nobody(data: Path, world: Path, *cells: str) -> dict[str, Any]:
    """Run nobody_window.py (the real window as the user nobody); its report, checked to
    have run as nobody and without an exception."""
    command = [sys.executable, "-m", "tests.reliability.nobody_window", str(data)]
    command += [str(world / "settings" / "dvonn.ini"), *cells]
    done = subprocess.run(
        command, cwd=REPO_ROOT, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["uid"] == NOBODY
    assert report["errors"] == [], report["errors"]
    return report
