"""A killed app leaves no process behind: its engine workers (and the resource tracker that
multiprocessing starts beside them) exit within seconds, whether idle or in a long search.

Each test starts the app or a bare client (``PlayerClient`` or ``AnalysisClient``) in a
subprocess, notes every process it has
started, kills it with SIGKILL (nothing runs on its way out) and watches those processes go.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

PROC = Path("/proc")
GONE_WITHIN_S = 5.0
START_WITHIN_S = 60.0  # a loaded machine starts Python processes slowly

pytestmark = pytest.mark.skipif(
    not (PROC / "self" / "stat").exists(), reason="needs /proc to list child processes"
)


def _stat(pid: int) -> tuple[str, int] | None:
    """(state, parent pid) of a live process; None for one that has exited (zombies too)."""
    try:
        text = (PROC / str(pid) / "stat").read_text()
    except OSError:
        return None
    state, parent = text[text.rindex(")") + 2 :].split()[:2]
    return None if state in ("Z", "X") else (state, int(parent))


def descendants(root: int) -> set[int]:
    """The live processes started by ``root``, its children's children included."""
    parents: dict[int, int] = {}
    for entry in PROC.iterdir():
        if entry.name.isdigit() and (found := _stat(int(entry.name))) is not None:
            parents[int(entry.name)] = found[1]
    family: set[int] = set()
    frontier = {root}
    while frontier:
        frontier = {pid for pid, parent in parents.items() if parent in frontier} - family
        family |= frontier
    return family


def command_line(pid: int) -> str:
    try:
        return (PROC / str(pid) / "cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def wait_for(check: Callable[[], bool], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.05)
    return check()


def workers(root: int) -> set[int]:
    return {pid for pid in descendants(root) if "spawn_main" in command_line(pid)}


def kill_and_watch(process: subprocess.Popen[str], family: set[int]) -> set[int]:
    """SIGKILL ``process``; the processes of ``family`` still alive after GONE_WITHIN_S."""
    process.send_signal(signal.SIGKILL)
    process.wait(10)
    wait_for(lambda: not any(_stat(pid) for pid in family), GONE_WITHIN_S)
    left = {pid for pid in family if _stat(pid) is not None}
    for pid in left:  # do not leave them to the next test
        os.kill(pid, signal.SIGKILL)
    return left


@pytest.fixture
def started() -> Iterator[list[subprocess.Popen[str]]]:
    processes: list[subprocess.Popen[str]] = []
    yield processes
    for process in processes:
        if process.poll() is None:
            process.kill()
            process.wait(10)


def start_client(started: list[subprocess.Popen[str]], request: str) -> subprocess.Popen[str]:
    """A Qt program holding a client of each process that sends ``request`` (Python code)
    with ``client``, one of them."""
    code = textwrap.dedent(f"""
        import sys
        from PyQt6.QtCore import QCoreApplication
        from app.ai_client import AnalysisClient, PlayerClient
        from engine.moves import Move
        from engine.position import Position

        if __name__ == "__main__":
            app = QCoreApplication(sys.argv)
            player, analyser = PlayerClient(), AnalysisClient()
            client = {"player" if "request_move" in request else "analyser"}
            client.start()
            position = Position.random_setup(3)
            {request}
            print(client.process.pid, flush=True)
            app.exec()
    """)
    process = subprocess.Popen(
        [sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, cwd=Path.cwd()
    )
    started.append(process)
    return process


@pytest.mark.parametrize(
    "request_code",
    [
        pytest.param("pass", id="idle"),
        pytest.param(
            "client.request_move(position, 20, 1, 600.0)", id="in-a-move-on-a-600-s-clock"
        ),
        pytest.param("client.request_hint(position, 600.0, 1)", id="in-a-600-s-search"),
        pytest.param("client.request_analysis(position, 600.0)", id="in-a-600-s-analysis"),
        pytest.param(
            "client.request_review(position, (Move.parse('A1B1'),), (600.0,))",
            id="in-a-review-at-600-s-a-move",
        ),
    ],
)
def test_a_killed_client_leaves_no_worker(
    started: list[subprocess.Popen[str]], request_code: str
) -> None:
    client = start_client(started, request_code)
    assert client.stdout is not None
    worker = int(client.stdout.readline())
    assert wait_for(lambda: worker in workers(client.pid), START_WITHIN_S)
    time.sleep(0.5)  # the request is being served
    family = descendants(client.pid)
    assert _stat(worker) is not None, "the worker should still be running"
    assert kill_and_watch(client, family) == set()


def test_a_killed_app_playing_computer_against_computer_leaves_no_process(
    started: list[subprocess.Popen[str]], tmp_path: Path
) -> None:
    record = tmp_path / "computers.dvn"
    record.write_text('[WhiteLevel "10"]\n[BlackLevel "10"]\n[Result "unfinished"]\n\n*\n')
    home = tmp_path / "home"
    env = {
        **os.environ,
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        "QT_QPA_PLATFORM": "offscreen",
    }
    errors = tmp_path / "stderr.txt"
    with errors.open("w") as stderr:
        app = subprocess.Popen(
            [sys.executable, "-m", "app", "--flat", str(record)],
            env=env, stdout=subprocess.DEVNULL, stderr=stderr, text=True,
        )  # fmt: skip
    started.append(app)
    assert wait_for(lambda: bool(workers(app.pid)) or app.poll() is not None, START_WITHIN_S)
    assert app.poll() is None, errors.read_text()
    time.sleep(1.0)  # the computer is playing
    family = descendants(app.pid)
    assert workers(app.pid), "the computer's worker process should be running"
    assert kill_and_watch(app, family) == set()
