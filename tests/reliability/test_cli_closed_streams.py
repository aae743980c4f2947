"""Issue 51, item 12: ``dvonn-engine`` started with a standard stream closed (``<&-``,
``>&-``, ``2>&-``).

A closed stdin reads as the end of the input; a closed stdout is output that cannot be written
(a message and exit status 1, as with ``> /dev/full``); a closed stderr drops the messages but
keeps the statuses, and usage errors never go to stdout instead.  Never a traceback.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

EMPTY = "A" * 50
CANNOT_WRITE = "dvonn-engine: cannot write its output (Bad file descriptor)\n"


def engine(redirect: str, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """The command run by a shell with ``redirect`` (``<&-`` …) applied, as typed."""
    return subprocess.run(
        ["sh", "-c", f'exec "$@" {redirect}', "sh", sys.executable, "-m", "engine", *args],
        input=stdin, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip


@pytest.mark.parametrize(
    ("args", "stdout"),
    [
        (["shell"], ""),  # the end of the input ends the shell
        (["play", "--level", "1"], ""),  # and the game, before its first line
        (["perft", EMPTY, "1"], "49\n"),  # a command that reads no input works as ever
    ],
)
def test_a_closed_stdin_is_the_end_of_the_input(args: list[str], stdout: str) -> None:
    done = engine("<&-", *args)
    assert (done.returncode, done.stdout, done.stderr) == (0, stdout, "")


@pytest.mark.parametrize(
    ("args", "stdin"),
    [
        (["perft", EMPTY, "1"], ""),
        (["shell"], "state\n"),
        (["play", "--level", "1"], "Start\n"),
        (["levels"], ""),
        (["--help"], ""),
    ],
)
def test_a_closed_stdout_is_output_that_cannot_be_written(args: list[str], stdin: str) -> None:
    done = engine(">&-", *args, stdin=stdin)
    assert (done.returncode, done.stderr) == (1, CANNOT_WRITE)


def test_a_closed_stdout_with_nothing_to_write_is_no_failure() -> None:
    done = engine(">&-", "shell")  # no line read, no answer to write
    assert (done.returncode, done.stderr) == (0, "")


@pytest.mark.parametrize(
    "args",
    [["perft", EMPTY], ["perft", EMPTY, "99"], ["play", "--level", "0"], ["no-such-command"]],
)
def test_with_stderr_closed_usage_errors_stay_off_stdout(args: list[str]) -> None:
    done = engine("2>&-", *args)
    assert (done.returncode, done.stdout) == (2, "")


def test_with_stderr_closed_the_output_is_unchanged() -> None:
    done = engine("2>&-", "perft", EMPTY, "1")
    assert (done.returncode, done.stdout) == (0, "49\n")  # the last line is the count
    done = engine("2>&-", "shell", stdin="state\nquit\n")
    assert (done.returncode, done.stdout) == (0, f"= {EMPTY}\n\n=\n\n")


def test_all_three_closed() -> None:
    assert engine("<&- >&- 2>&-", "perft", EMPTY, "1").returncode == 1
    assert engine("<&- >&- 2>&-", "shell").returncode == 0


# A descriptor the program was started without holds the null device once the streams are
# set up (inheritable, as a standard stream is), and the next file opened does not take its
# number: a child process would take that file for its standard input.
DESCRIPTORS = """
import os
from engine.terminal import standard_streams
standard_streams()
opened = os.open(os.devnull, os.O_RDONLY)
print(opened, os.readlink("/proc/self/fd/0"), os.get_inheritable(0))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_closed_descriptor_is_not_taken_by_a_file_opened_later() -> None:
    done = subprocess.run(
        ["sh", "-c", 'exec "$@" <&-', "sh", sys.executable, "-c", DESCRIPTORS],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    opened, target, inheritable = done.stdout.split()
    assert int(opened) > 2 and target == "/dev/null" and inheritable == "True"
