"""Issue 37, item 6: ``match`` kills everything an outside engine started.

The engine runs in a session of its own; a child it put in a process group of its own (what
``set -m`` does in a shell script) and a grandchild whose parent has ended are killed with it
at the deadline, found as members of the engine's session.
"""

from __future__ import annotations

import contextlib
import os
import shlex
import signal
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.reliability.test_cli_match import alive, match, started

# An outside "engine" that starts a helper in a process group of its own and an orphan (a
# grandchild whose parent exits at once), writes their process ids, and never answers.
ESCAPING = """
import os, subprocess, sys, time
grouped = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(1000)"],
                           process_group=0)
middle = subprocess.Popen([sys.executable, "-c",
    "import subprocess, sys; p = subprocess.Popen([sys.executable, '-c', "
    "'import time; time.sleep(1000)'], process_group=0, stdout=subprocess.DEVNULL); "
    "print(p.pid)"],
    stdout=subprocess.PIPE, text=True)
orphan = int(middle.communicate()[0])
with open(sys.argv[1], "a") as pids:
    pids.write(f"{os.getpid()} {grouped.pid} {orphan}\\n")
time.sleep(1000)
"""


@pytest.fixture
def escaping(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    if not Path("/proc/self/stat").exists():
        pytest.skip("needs /proc: elsewhere only the engine's process group is killed")
    script = tmp_path / "escaping.py"
    script.write_text(ESCAPING, encoding="utf-8")
    pids = tmp_path / "pids.txt"
    yield shlex.join([sys.executable, str(script), str(pids)]), pids
    for pid in started(pids):  # when the test failed, leave nothing running behind it
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


def test_children_in_groups_of_their_own_are_killed(escaping: tuple[str, Path]) -> None:
    command, pids = escaping
    _, out, err = match(command, "--time-per-game", "2")
    assert "wins 0, losses 2" in out and err.count("time: ") == 2
    assert len(started(pids)) == 6  # the engine, its grouped helper and the orphan, twice
    left = [pid for pid in started(pids) if alive(pid)]
    assert not left, f"still running: {left}"
