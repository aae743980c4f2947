"""Issue 37, items 9 and 11: Ctrl+C in the app's terminal, and a start without ``HOME``.

* SIGINT (Ctrl+C, sent to the terminal's whole process group) and SIGTERM close the window
  through the event loop, as Ctrl+Q does: the app exits within seconds with status 130 (143
  for SIGTERM), no traceback, the worker gone, the game kept in the library.
* Without ``HOME`` (unset or empty, XDG_* unset) Qt named folders at the root of the file
  system (``/.config/dvonn``, ``/.local/share/dvonn``); now the account database's home is
  used (``app.data_folder.ensure_home``).
"""

from __future__ import annotations

import contextlib
import os
import pwd
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.ai.players import session_members
from tests.conftest import REPO_ROOT

pytestmark = pytest.mark.skipif(
    not Path("/proc/self/stat").exists() or not os.environ.get("DISPLAY"),
    reason="needs /proc and an X display (xvfb-run)",
)


def wait_for(check: object, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():  # type: ignore[operator]
            return True
        time.sleep(0.1)
    return False


@contextlib.contextmanager
def app_running(env: dict[str, str], *args: str) -> Iterator[subprocess.Popen[str]]:
    """``python -m app`` in a session of its own; whatever is left of it is killed after."""
    process = subprocess.Popen(
        [sys.executable, "-m", "app", *args], cwd=REPO_ROOT, env=env, text=True,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
    )  # fmt: skip
    try:
        yield process
    finally:
        for pid in session_members(process.pid):
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.communicate(timeout=10)


def environment(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ, HOME=str(tmp_path / "home"), LANG="C.UTF-8")
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    env["QT_QPA_PLATFORM"] = "xcb"
    return env


@pytest.mark.parametrize(("number", "status"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_ctrl_c_quits_cleanly(tmp_path: Path, number: int, status: int) -> None:
    games = tmp_path / "data" / "dvonn" / "dvonn" / "games"
    with app_running(environment(tmp_path), "--flat") as process:
        assert wait_for(games.is_dir, 60), "the app did not start"
        time.sleep(1.0)  # the window is up and the event loop runs
        members = session_members(process.pid)
        os.killpg(process.pid, number)  # as the terminal does: the whole group
        try:
            _, err = process.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            pytest.fail("the app did not quit within 20 s of the signal")
        assert process.returncode == status, err
        assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
        assert wait_for(lambda: not any(Path(f"/proc/{p}").exists() for p in members), 5)
        assert (tmp_path / "config" / "dvonn" / "dvonn.conf").is_file()  # it closed as on Ctrl+Q


# Starts the app as a script's background job starts it: with SIGINT ignored.
SIGINT_IGNORED = """
import os, signal, sys
signal.signal(signal.SIGINT, signal.SIG_IGN)
os.execv(sys.executable, [sys.executable, "-m", "app", *sys.argv[1:]])
"""


def test_a_sigint_ignored_at_start_stays_ignored(tmp_path: Path) -> None:
    games = tmp_path / "data" / "dvonn" / "dvonn" / "games"
    process = subprocess.Popen(
        [sys.executable, "-c", SIGINT_IGNORED, "--flat"], cwd=REPO_ROOT,
        env=environment(tmp_path), text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        start_new_session=True,
    )  # fmt: skip
    try:
        assert wait_for(games.is_dir, 60), "the app did not start"
        os.killpg(process.pid, signal.SIGINT)  # discarded: ignored signals are never pending
        os.killpg(process.pid, signal.SIGTERM)
        _, err = process.communicate(timeout=20)
        assert process.returncode == 143, err  # ended by the SIGTERM, not the SIGINT (130)
    finally:
        for pid in session_members(process.pid):
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)


# Runs the app with the account database's home folder moved into the test's folder.
FAKE_HOME = """
import os, pwd, runpy, sys
real = pwd.getpwuid
home = sys.argv.pop(1)
pwd.getpwuid = lambda uid: pwd.struct_passwd((*real(uid)[:5], home, real(uid)[6]))
runpy.run_module("app", run_name="__main__")
"""


def without_home(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in environment(tmp_path).items() if not k.startswith("XDG_")}
    del env["HOME"]
    return env


def test_the_account_databases_home_is_used() -> None:
    env = {k: v for k, v in os.environ.items() if k != "HOME" and not k.startswith("XDG_")}
    code = (
        "from app.settings import default_settings_file; from app.data_folder import "
        "default_path; print(default_settings_file()); print(default_path())"
    )
    for home in (None, ""):
        if home is not None:
            env["HOME"] = home
        done = subprocess.run(
            [sys.executable, "-c", code], env=env, cwd=REPO_ROOT, capture_output=True,
            text=True, timeout=60, check=False,
        )  # fmt: skip
        settings, data = done.stdout.split()
        own = pwd.getpwuid(os.getuid()).pw_dir
        assert settings == f"{own}/.config/dvonn/dvonn.conf", done.stderr
        assert data.startswith(f"{own}/.local/share")  # no app name without a QApplication


def test_no_folder_at_the_root_without_home(tmp_path: Path) -> None:
    home = tmp_path / "account"
    home.mkdir()
    before = set(os.listdir("/"))
    shot = tmp_path / "shot.png"
    done = subprocess.run(
        [sys.executable, "-c", FAKE_HOME, str(home), "--screenshot", str(shot), "--flat"],
        env=without_home(tmp_path), cwd=REPO_ROOT, capture_output=True, text=True,
        timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0 and shot.is_file(), done.stderr
    command = [sys.executable, "-c", FAKE_HOME, str(home), "--flat"]
    process = subprocess.Popen(
        command, cwd=REPO_ROOT, env=without_home(tmp_path), text=True,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
    )  # fmt: skip
    try:
        games = home / ".local" / "share" / "dvonn" / "dvonn" / "games"
        started = wait_for(games.is_dir, 60)
    finally:
        for pid in session_members(process.pid):
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        process.communicate(timeout=10)
    assert set(os.listdir("/")) == before  # no /.config, no /.local
    assert started, "the library was not made under the account's home folder"
