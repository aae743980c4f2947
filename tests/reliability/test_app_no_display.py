"""Issue 51, point 11: no OpenGL context, or no display at all.

* ``QT_QPA_PLATFORM=minimal dvonn`` (and with ``--screenshot``) crashed (status 139): the 3D
  board's GL window drew its first frame without a context.  Now the board asks first
  (``gl_setup.context_problem``) and the window falls back to the flat board, as it does
  when OpenGL 3.3 is missing.
* ``DISPLAY= dvonn`` aborted (134) with Qt's advice to reinstall libxcb-cursor0.  Now it says
  "no display" in one line and exits with status 2, before Qt starts.

The real command each time.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PyQt6.QtGui import QImage

from tests.conftest import REPO_ROOT
from tests.reliability.test_app_start_edges import app_running, wait_for

FLAT = "3D view unavailable (no OpenGL on Qt's 'minimal' platform): using the flat board"


def environment(tmp_path: Path, **changes: str | None) -> dict[str, str]:
    env = dict(os.environ, HOME=str(tmp_path / "home"), LANG="C.UTF-8")
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    for name in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE"):
        env.pop(name, None)
    for name, value in changes.items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = value
    return env


def dvonn(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app", *args], cwd=REPO_ROOT, env=env, capture_output=True,
        text=True, timeout=120, check=False,
    )  # fmt: skip


def an_unused_display() -> str:
    number = 90
    while Path(f"/tmp/.X11-unix/X{number}").exists() or Path(f"/tmp/.X{number}-lock").exists():
        number += 1
    return f":{number}"


@pytest.mark.parametrize("display", [None, "", "unused"])
@pytest.mark.parametrize("platform", [None, "xcb"])
@pytest.mark.parametrize("args", [[], ["--screenshot", "out.png"]])
def test_without_a_display_it_says_so_in_one_line(
    tmp_path: Path, display: str | None, platform: str | None, args: list[str]
) -> None:
    shown = an_unused_display() if display == "unused" else display
    done = dvonn(environment(tmp_path, DISPLAY=shown, QT_QPA_PLATFORM=platform), *args)
    assert done.returncode == 2, done.stderr
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("dvonn: no display: "), (
        done.stderr
    )
    assert "Reinstalling" not in done.stderr and "xcb-cursor" not in done.stderr
    assert not any((tmp_path / name).exists() for name in ("config", "data", "home"))


def test_a_screenshot_without_opengl_shows_the_flat_board(tmp_path: Path) -> None:
    env = environment(tmp_path, QT_QPA_PLATFORM="minimal")
    size = ["--size", "640x480"]
    preferred = dvonn(env, "--screenshot", str(tmp_path / "3d.png"), *size)
    assert preferred.returncode == 0, preferred.stderr
    assert FLAT in preferred.stderr
    flat = dvonn(env, "--screenshot", str(tmp_path / "flat.png"), "--flat", *size)
    assert flat.returncode == 0, flat.stderr
    board, asked = QImage(str(tmp_path / "3d.png")), QImage(str(tmp_path / "flat.png"))
    assert board.size() == asked.size() and (board.width(), board.height()) == (640, 480)
    above_the_status_bar = board.height() - 40  # where the fallback's message differs
    assert all(
        board.pixel(x, y) == asked.pixel(x, y)
        for y in range(0, above_the_status_bar, 3)
        for x in range(0, board.width(), 3)
    ), "the picture is not the flat board's"


def test_the_app_without_opengl_plays_on_the_flat_board(tmp_path: Path) -> None:
    env = environment(tmp_path, QT_QPA_PLATFORM="minimal")
    with app_running(env) as process:
        lines: list[str] = []
        assert process.stderr is not None
        stream = process.stderr
        reader = threading.Thread(target=lambda: lines.extend(stream), daemon=True)
        reader.start()
        fell_back = wait_for(lambda: any(FLAT in line for line in lines), 60)
        assert fell_back, f"no fallback; status {process.poll()}: {''.join(lines)}"
        assert process.poll() is None, "the app ended"
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=30)
        reader.join(timeout=10)
        assert process.returncode == 143, "".join(lines)
