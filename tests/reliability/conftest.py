"""Helpers for the reliability tests: the real window (from tests/app) and real storage
failures: a full disk (a small tmpfs) and folders whose permission bits are honoured."""

from __future__ import annotations

import errno
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.app.test_window import dialogs  # noqa: F401  (a fixture, used by the GUI tests)


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
