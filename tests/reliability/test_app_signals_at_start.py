"""Issue 51, point 9: SIGTERM and Ctrl+C end ``dvonn`` from the first instant of its start,
through every start-up question.

A signal while "Continue your last game?" (or the warning about dropped preferences) was
open closed the window, then opened "New to DVONN?", and every later signal was ignored:
the start ran before Qt's event loop, whose quit does nothing until it runs.  Now the start
runs inside the loop: the signal closes the question and the window, ends every loop, no
further dialog opens, and the app exits with 143 (SIGTERM) or 130 (SIGINT).

Real processes under Xvfb; the question is seen on the X server (``xwininfo``, ``xprop``):
a viewable window of the app's process that is transient for another (a dialog).
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.app.game_records import save_game, unfinished_game
from tests.conftest import REPO_ROOT
from tests.reliability.test_app_start_edges import app_running, environment, wait_for
from tests.reliability.x_windows import HAVE_TOOLS, shown_windows

pytestmark = pytest.mark.skipif(
    not os.environ.get("DISPLAY") or not HAVE_TOOLS,
    reason="needs an X display (xvfb-run), xwininfo and xprop",
)


def a_game_to_continue(tmp_path: Path) -> None:
    games = tmp_path / "data" / "dvonn" / "dvonn" / "games"
    games.mkdir(parents=True)
    save_game(unfinished_game(6), games / "unfinished.dvn")


def preferences_to_drop(tmp_path: Path) -> None:
    conf = tmp_path / "config" / "dvonn" / "dvonn.conf"
    conf.parent.mkdir(parents=True)
    conf.write_text("[view]\npalette=purple\n", encoding="utf-8")


def ends_with(process: subprocess.Popen[str], status: int, dialogs: set[str]) -> str:
    """Waits (at most 30 s) for the app to exit with ``status``, checking all along that no
    window opens besides the ones of ``dialogs`` and the main window; its stderr."""
    deadline = time.monotonic() + 30
    while process.poll() is None and time.monotonic() < deadline:
        new = {w for w, dialog in shown_windows(process.pid).items() if dialog} - dialogs
        assert not new, "a dialog opened after the signal"
        time.sleep(0.05)
    if process.poll() is None:
        pytest.fail("the app did not end within 30 s of the signal")
    _, err = process.communicate(timeout=10)
    assert process.returncode == status, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    return err


@pytest.mark.parametrize("question", ["continue", "preferences"])
@pytest.mark.parametrize(("number", "status"), [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_a_signal_during_a_start_up_question_ends_the_app(
    tmp_path: Path, question: str, number: int, status: int
) -> None:
    (a_game_to_continue if question == "continue" else preferences_to_drop)(tmp_path)
    made = tmp_path / "data" / "dvonn" / "dvonn" / "games" / ".deleted"  # by the app's library
    with app_running(environment(tmp_path), "--flat") as process:
        # Qt has connected to the X server by then: asking the server about windows earlier
        # may race with that connection, which Xvfb then refuses now and then.
        assert wait_for(lambda: process.poll() is not None or made.is_dir(), 60)

        def question_shown() -> bool:
            return process.poll() is not None or any(shown_windows(process.pid).values())

        assert wait_for(question_shown, 90), "the start-up question was not shown"
        assert process.poll() is None, process.communicate()[1]
        dialogs = {w for w, dialog in shown_windows(process.pid).items() if dialog}
        assert len(dialogs) == 1
        process.send_signal(number)
        ends_with(process, status, dialogs)
    assert (tmp_path / "config" / "dvonn" / "dvonn.conf").is_file()  # closed as on Ctrl+Q


def catches(pid: int, number: int) -> bool:
    """Whether process ``pid`` has a handler of its own for signal ``number``."""
    try:
        status = Path(f"/proc/{pid}/status").read_text(encoding="ascii")
    except OSError:
        return False
    caught = re.search(r"^SigCgt:\s*([0-9a-f]+)$", status, re.M)
    return caught is not None and bool(int(caught.group(1), 16) >> (number - 1) & 1)


def loaded(pid: int, library: str) -> bool:
    """Whether process ``pid`` has ``library`` mapped (a moment of its start)."""
    try:
        return library in Path(f"/proc/{pid}/maps").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False


# Moments of the start: the handler in place (the first thing main does), NumPy's import under
# way, Qt's widgets loaded, Qt's X11 plugin loaded.
MOMENTS = {
    "first": lambda pid: catches(pid, signal.SIGTERM),
    "numpy": lambda pid: catches(pid, signal.SIGTERM) and loaded(pid, "_multiarray_umath"),
    "qt": lambda pid: loaded(pid, "libQt6Widgets"),
    "xcb": lambda pid: loaded(pid, "libQt6XcbQpa"),
}


@pytest.mark.parametrize("moment", MOMENTS)
@pytest.mark.parametrize(("number", "status"), [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_a_signal_at_any_moment_of_the_start_ends_the_app(
    tmp_path: Path, moment: str, number: int, status: int
) -> None:
    """Sent as soon as the moment comes, long before the window (the earliest: at once)."""
    with app_running(environment(tmp_path), "--flat") as process:
        assert wait_for(lambda: MOMENTS[moment](process.pid), 30)
        process.send_signal(number)
        ends_with(process, status, set())


# A question that refuses to close (no escape button), as "Save this game?" at closing when
# the library cannot be written: the first signal cannot end the app, the next one does.
STUBBORN = """
import sys
from PyQt6.QtCore import QTimer
from PyQt6.QtWidgets import QApplication, QMessageBox
from app.signal_quit import SignalQuit

signals = SignalQuit()
signals.install()
app = QApplication(["dvonn"])
signals.arm(app)


class Question(QMessageBox):
    def closeEvent(self, event):
        super().closeEvent(event)
        print("refused" if not event.isAccepted() else "closed", flush=True)


box = Question(QMessageBox.Icon.Question, "DVONN 3D", "Save this game?")
box.addButton("Save", QMessageBox.ButtonRole.AcceptRole)
box.addButton("Discard", QMessageBox.ButtonRole.DestructiveRole)
QTimer.singleShot(0, lambda: (print("asking", flush=True), box.exec()))
sys.exit(signals.exit_status(app.exec()))
"""


def test_the_next_signal_ends_what_the_first_could_not() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO_ROOT))
    process = subprocess.Popen(
        [sys.executable, "-c", STUBBORN], env=env, text=True, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )  # fmt: skip
    try:
        assert process.stdout is not None
        assert process.stdout.readline() == "asking\n"
        process.send_signal(signal.SIGTERM)
        assert process.stdout.readline() == "refused\n"  # the question stays: so does the app
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=30)
    finally:
        process.kill()
    assert process.returncode == 143, err  # the first signal's status
