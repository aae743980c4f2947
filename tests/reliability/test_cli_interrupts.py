"""Issue 15, item 12 and issue 51, item 18: Ctrl+C at any instant of ``dvonn-engine``.

Ctrl+C (SIGINT) stops a long count with one line, ``dvonn-engine perft: interrupted``, and
exit status 130; in the shell it stops the command and the shell reads on.  It counts from
the first line of the entry point (``engine.cli.main``): pressed while the command starts up
(its imports, its arguments), it is held and ends the command the same way.

No test here waits a fixed time for the process to get somewhere: each polls for the
condition it needs (Linux's ``/proc``: the signal mask, the CPU time spent), so a loaded
machine only makes them slower.  A signal sent before the interpreter has started, or while
it imports ``site``, meets CPython itself and none of the project's code (the system ends the
process, which a shell shows as status 130; or a "Fatal Python error"; or importlib swallows
the KeyboardInterrupt in a weakref callback): the tests start from the entry point.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator

import pytest

from engine.limits import MAX_PERFT_DEPTH

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

EMPTY = "A" * 50  # the empty board: perft 10 of it takes hours
PATIENCE = 120.0  # seconds a condition may take on a loaded machine before the test fails


Start = Callable[[list[str]], "subprocess.Popen[str]"]


@pytest.fixture
def start() -> Iterator[Start]:
    """Starts ``python -m engine ARGS``; whatever a failed test leaves running (a perft of
    hours) is killed at the end."""
    started: list[subprocess.Popen[str]] = []

    def run(args: list[str]) -> subprocess.Popen[str]:
        process = subprocess.Popen(
            [sys.executable, "-m", "engine", *args],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )  # fmt: skip
        started.append(process)
        return process

    yield run
    for process in started:
        if process.poll() is None:
            process.kill()
            process.wait()


def wait_until(process: subprocess.Popen[str], condition: Callable[[], bool], what: str) -> None:
    """Poll ``condition`` until it holds; fail if the process ends first or it takes absurdly
    long.  (The pause between polls only spares the CPU: nothing depends on its length.)"""
    deadline = time.monotonic() + PATIENCE
    while not condition():
        if process.poll() is not None:
            pytest.fail(f"the process ended (status {process.returncode}) before {what}")
        if time.monotonic() > deadline:
            pytest.fail(f"not {what} after {PATIENCE:g} s")
        time.sleep(0.005)


def holds_ctrl_c(pid: int) -> bool:
    """Whether the process has SIGINT in its signal mask (``/proc/PID/status``, SigBlk)."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("SigBlk:"):
                    return bool(int(line.split()[1], 16) & 1 << (signal.SIGINT - 1))
    except FileNotFoundError:
        pass
    return False


def cpu_seconds(pid: int) -> float:
    """The CPU time the process has used (user + system, ``/proc/PID/stat``)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rpartition(")")[2].split()
    except FileNotFoundError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def finish(process: subprocess.Popen[str], stdin: str | None = None) -> tuple[int, str, str]:
    try:
        out, err = process.communicate(stdin, timeout=PATIENCE)
    finally:
        process.kill()
    return process.returncode, out, err


def answers(output: str) -> list[str]:
    return [block for block in output.split("\n\n") if block.strip()]


def test_ctrl_c_stops_perft_on_the_command_line_with_a_message(start: Start) -> None:
    process = start(["perft", EMPTY, str(MAX_PERFT_DEPTH)])
    # Start-up takes about 0.1 s of CPU time; a second means the count is under way.
    wait_until(process, lambda: cpu_seconds(process.pid) >= 1.0, "counting")
    process.send_signal(signal.SIGINT)
    code, out, err = finish(process)
    assert (code, out, err) == (130, "", "dvonn-engine perft: interrupted\n")


def test_ctrl_c_stops_perft_in_the_shell_which_goes_on(start: Start) -> None:
    process = start(["shell"])
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write("state\n")
    process.stdin.flush()
    assert process.stdout.readline() == f"= {EMPTY}\n" and process.stdout.readline() == "\n"
    waiting = cpu_seconds(process.pid)  # the shell waits for a line: it spends no CPU time
    process.stdin.write(f"perft {MAX_PERFT_DEPTH}\n")
    process.stdin.flush()
    wait_until(process, lambda: cpu_seconds(process.pid) - waiting >= 0.3, "counting")
    process.send_signal(signal.SIGINT)
    code, out, err = finish(process, "state\nquit\n")
    assert code == 0 and err == ""
    assert answers(out) == ["? interrupted", "= " + EMPTY, "="]


@pytest.mark.parametrize(
    ("args", "name"),
    [
        (["perft", EMPTY, str(MAX_PERFT_DEPTH)], "perft"),
        (["shell"], "shell"),
        (["play", "--level", "1"], "play"),
    ],
)
def test_ctrl_c_at_the_first_instant_of_the_command_ends_it_with_the_line(
    start: Start, args: list[str], name: str
) -> None:
    process = start(args)
    # The first instant the command can know of Ctrl+C: main() holds it (the signal mask).
    # Sent then, it arrives while the heavy modules are still being imported.
    deadline = time.monotonic() + PATIENCE
    while not holds_ctrl_c(process.pid):  # no pause: as soon as it holds
        assert process.poll() is None and time.monotonic() < deadline, "Ctrl+C never held"
    process.send_signal(signal.SIGINT)
    code, out, err = finish(process)
    assert (code, out, err) == (130, "", f"dvonn-engine {name}: interrupted\n")


# Sends SIGINT to itself at every audit event (imports, file opens, compilations…) from
# engine.cli.main's first line on, then runs ``python -m engine`` as the command line does.
EVERY_INSTANT = """
import runpy, signal, sys

sending = []

def interrupt(event, args):
    cli = sys.modules.get("engine.cli")
    if not sending and cli is not None and hasattr(cli, "main"):
        sending.append(event)
        signal.raise_signal(signal.SIGINT)
        sending.clear()

sys.addaudithook(interrupt)
runpy.run_module("engine", run_name="__main__", alter_sys=True)
"""


@pytest.mark.parametrize(
    ("args", "name"),
    [
        (["perft", EMPTY, str(MAX_PERFT_DEPTH)], "perft"),
        (["shell"], "shell"),
        (["levels"], "levels"),
        (["replay", "--json", "no-such-file.dvn"], "replay"),
    ],
)
def test_ctrl_c_at_every_step_of_the_start_up_ends_the_command_with_the_line(
    args: list[str], name: str
) -> None:
    done = subprocess.run(
        [sys.executable, "-c", EVERY_INSTANT, *args],
        stdin=subprocess.PIPE, capture_output=True, text=True, timeout=PATIENCE,
    )  # fmt: skip
    assert (done.returncode, done.stdout, done.stderr) == (
        130, "", f"dvonn-engine {name}: interrupted\n"
    )  # fmt: skip


def test_ctrl_c_ignored_by_the_caller_stays_ignored() -> None:
    """A command started with SIGINT ignored (``nohup``, a background job of ``sh``) is not
    made interruptible by the holding: at any instant, Ctrl+C does nothing."""
    process = subprocess.Popen(
        [sys.executable, "-m", "engine", "shell"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN),
    )  # fmt: skip
    process.send_signal(signal.SIGINT)
    code, out, err = finish(process, "state\nquit\n")
    assert (code, err) == (0, "") and answers(out) == ["= " + EMPTY, "="]


def test_a_caller_in_the_same_process_gets_its_signal_mask_back(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """engine.cli.main run in-process (a test, a script) holds Ctrl+C only while it runs: the
    mask after is the one before, so the programs the caller starts later get Ctrl+C (a
    blocked signal stays blocked across exec: the app's Ctrl+C tests failed after a test
    that ran the command in-process)."""
    from engine import cli

    before = signal.pthread_sigmask(signal.SIG_BLOCK, set())
    assert cli.main(["perft", EMPTY, "1"]) == 0
    assert signal.pthread_sigmask(signal.SIG_BLOCK, set()) == before
    assert signal.SIGINT not in before
    with subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import signal; print(signal.SIGINT in signal.pthread_sigmask(0, set()))",
        ],
        stdout=subprocess.PIPE,
        text=True,
    ) as child:
        out, _ = child.communicate(timeout=PATIENCE)
    assert out.strip() == "False"  # the child can be interrupted
    capsys.readouterr()
