"""Issue 15, item 11: ``dvonn-engine match`` against an outside engine that never replies.

The mute player loses each game on time and its process, and every process it started, is
killed at the deadline: the match ends within seconds, even with ``--time-per-game 2``.
"""

from __future__ import annotations

import contextlib
import os
import shlex
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

# An outside "engine" that starts a helper process, writes both process ids, and never answers.
MUTE = """
import os, subprocess, sys, time
helper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(1000)"])
with open(sys.argv[1], "a") as pids:
    pids.write(f"{os.getpid()} {helper.pid}\\n")
time.sleep(1000)
"""
BABBLE = "import sys\nfor line in sys.stdin:\n    print('hello', flush=True)\n"
QUITS = "import sys\nsys.stdin.readline()\n"


def alive(pid: int) -> bool:
    """The process exists and is not a zombie waiting to be reaped."""
    try:
        status = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return status.rpartition(")")[2].split()[0] != "Z"


def match(command: str, *options: str, timeout: float = 60) -> tuple[float, str, str]:
    """Run a two-game match of ``command`` against random play: (seconds, stdout, stderr).

    The match runs in a session of its own, so that when it overruns, it and anything it left
    behind are killed and the test fails instead of waiting for the mute program's pipes.
    """
    began = time.monotonic()
    process = subprocess.Popen(
        [sys.executable, "-m", "engine", "match", "--games", "2", "--a", command, "--b",
         "random", "--verbose", *options],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
    )  # fmt: skip
    try:
        out, err = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()  # not communicate(): a stray child may hold the pipes open
        pytest.fail(f"the match did not end within {timeout} s")
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)  # whatever may be left of its session
    assert process.returncode == 0, err
    assert "Traceback" not in err
    return time.monotonic() - began, out, err


def started(pids: Path) -> list[int]:
    """The process ids the mute engines wrote."""
    return [int(pid) for pid in pids.read_text().split()] if pids.exists() else []


@pytest.fixture
def mute(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    if not Path("/proc/self/stat").exists():
        pytest.skip("needs /proc to check that the killed processes are gone")
    script = tmp_path / "mute.py"
    script.write_text(MUTE, encoding="utf-8")
    pids = tmp_path / "pids.txt"
    yield shlex.join([sys.executable, str(script), str(pids)]), pids
    for pid in started(pids):  # when the test failed, leave nothing running behind it
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


def test_a_mute_engine_loses_on_time_and_is_killed(mute: tuple[str, Path]) -> None:
    command, pids = mute
    seconds, out, err = match(command, "--time-per-game", "2")
    assert seconds < 30  # two games of at most 2 s of thinking each, plus start-up
    assert "wins 0, losses 2" in out
    assert err.count("time: ") == 2 and "gave no move within 2 s" in err
    assert len(started(pids)) == 4  # the engine and its helper, once per game
    assert not any(alive(pid) for pid in started(pids))


def test_without_a_clock_the_cap_bounds_an_outside_engine(mute: tuple[str, Path]) -> None:
    command, pids = mute
    seconds, out, _ = match(command, "--cap", "1")
    assert seconds < 30 and "wins 0, losses 2" in out
    assert not any(alive(pid) for pid in started(pids))


@pytest.mark.parametrize(
    ("program", "reason"), [(BABBLE, "garbage: "), (QUITS, "quit: ")], ids=["babbles", "quits"]
)
def test_an_engine_that_babbles_or_quits_forfeits(
    tmp_path: Path, program: str, reason: str
) -> None:
    script = tmp_path / "engine.py"
    script.write_text(program, encoding="utf-8")
    _, out, err = match(shlex.join([sys.executable, str(script)]), "--time-per-game", "5")
    assert "wins 0, losses 2" in out and err.count(reason) == 2


@pytest.mark.parametrize(
    "name", ["²", "99", "0", "depth²", "level" + "9" * 5000, "/nonexistent/engine", "'open", ""]
)
def test_a_player_that_is_neither_a_level_nor_a_program_is_an_error(name: str) -> None:
    process = subprocess.run(
        [sys.executable, "-m", "engine", "match", "--games", "2", "--a", name, "--b", "random"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert process.returncode == 2 and process.stdout == ""
    assert process.stderr.startswith("dvonn-engine: ") and "Traceback" not in process.stderr
    assert len(process.stderr) < 300
