"""Issue 37, item 7: an option given with an empty or invalid value is an error.

``dvonn --screenshot ""`` took the empty path as absent: the interactive app started, wrote
its settings and never exited.  Now it, and every option given an empty or invalid value, ends
at once with a message and exit status 2, writing nothing.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO_ROOT


def dvonn(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path / "home"))
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    try:
        return subprocess.run(
            [sys.executable, "-m", "app", *args],
            capture_output=True, text=True, timeout=60, env=env, cwd=REPO_ROOT, check=False,
        )  # fmt: skip
    except subprocess.TimeoutExpired:
        pytest.fail(f"dvonn {' '.join(args)!r} did not end: it started the interactive app")


@pytest.mark.parametrize(
    "args",
    [
        ["--screenshot", ""],
        ["--screenshot=", "--size", "800x600"],
        ["--screenshot", "  "],
        ["--self-test", ""],
        ["--screenshot", "x.png", "--record", ""],
        [""],
        ["--size", ""],
        ["--size", "huge"],
        ["--size", "10x10"],
    ],
)
def test_empty_or_invalid_values_are_errors(tmp_path: Path, args: list[str]) -> None:
    done = dvonn(tmp_path, *args)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and "usage: dvonn" in done.stderr
    assert not any((tmp_path / name).exists() for name in ("config", "data", "home"))
