"""Issue 37, item 8: a read-only or missing ``/dev/shm`` must not stop the computer player.

The worker's two shared counters were ``multiprocessing.Value``s, made in ``/dev/shm``:
where it is read-only or missing (some sandboxes and containers) the app crashed at start.
Now a shared file in the temp folder takes their place (``engine.service.worker.FileInt``), and
the computer answers its move as before; the player is told nothing.
"""

from __future__ import annotations

import errno
import multiprocessing.sharedctypes
import os
import shutil
import subprocess
import sys

import pytest
from pytestqt.qtbot import QtBot

from app.ai_client import PlayerClient
from engine.moves import Move
from engine.position import Position
from engine.rules import legal_moves
from engine.service.worker import FileInt
from tests.conftest import REPO_ROOT


def no_shared_memory(*args: object, **kwargs: object) -> object:
    raise OSError(errno.EROFS, "Read-only file system", "/dev/shm")


def test_the_computer_answers_without_shared_memory(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # where a Value is made: multiprocessing.sharedctypes.Value calls RawValue
    monkeypatch.setattr(multiprocessing.sharedctypes, "RawValue", no_shared_memory)
    client = PlayerClient()
    try:
        assert isinstance(client._current, FileInt)  # the fallback was taken
        position = Position.random_setup(3)
        with qtbot.waitSignal(client.move_ready, timeout=20000) as blocker:
            token = client.request_move(position, 1, 5)
        assert blocker.args is not None and blocker.args[0] == token
        move = blocker.args[1]
        assert isinstance(move, Move) and move in legal_moves(position)
        # the counters are shared: abandoning a search reaches the worker
        with qtbot.waitSignal(client.move_ready, timeout=20000):
            client.request_move(position, 2, 6)
    finally:
        client.shutdown()


def test_file_int_is_shared_with_the_worker() -> None:
    number = FileInt()
    number.value = -(2**40)
    assert number.value == -(2**40)


# The real thing: /dev/shm a read-only tmpfs in a mount namespace of its own (root only).
READ_ONLY_SHM = """
import sys
from PyQt6.QtCore import QCoreApplication, QTimer
from app.ai_client import PlayerClient
from engine.position import Position
app = QCoreApplication([])
client = PlayerClient()
got = []
client.move_ready.connect(lambda token, move: (got.append(str(move)), app.quit()))
client.failed.connect(lambda token, text: (got.append("failed " + text), app.quit()))
client.request_move(Position.random_setup(3), 1, 5)
QTimer.singleShot(30000, app.quit)
app.exec()
client.shutdown()
print(type(client._current).__name__, got)
"""


@pytest.mark.skipif(os.geteuid() != 0 or shutil.which("unshare") is None, reason="needs root")
def test_a_read_only_dev_shm() -> None:
    script = f'mount -t tmpfs -o ro,size=64k tmpfs /dev/shm && exec {sys.executable} -c "$0"'
    try:
        done = subprocess.run(
            ["unshare", "-m", "sh", "-c", script, READ_ONLY_SHM],
            capture_output=True, text=True, timeout=60, cwd=REPO_ROOT, check=False,
        )  # fmt: skip
    except OSError as error:
        pytest.skip(f"cannot run unshare: {error}")
    if "mount" in done.stderr and done.returncode != 0 and "Traceback" not in done.stderr:
        pytest.skip(f"no mount namespace here: {done.stderr.strip()}")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert done.stdout.startswith("FileInt ['"), done.stdout
