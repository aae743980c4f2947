"""Issue 15, items 9, 10 and 12 (CLI side): odd numbers, long lines and perft.

Every numeric argument of the shell and the command line is ASCII digits within a bound; a
line is read with a length bound and a long bad line is clipped in the answer; perft has a
depth bound; time options refuse nan, negative and zero; a shell command's ``key=value``
arguments name each key once (issue 51).  Ctrl+C: ``test_cli_interrupts.py``.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import tracemalloc
from typing import TextIO, cast

import pytest

from engine.limits import MAX_LINE_CHARS, MAX_PERFT_DEPTH, LineTooLong, read_line
from engine.shell import Shell

HUGE = "9" * 5000


def engine(*args: str, stdin: str = "", timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        input=stdin, capture_output=True, text=True, timeout=timeout,
    )  # fmt: skip


def answers(output: str) -> list[str]:
    return [block for block in output.split("\n\n") if block.strip()]


def test_shell_answers_odd_numbers_with_an_error_and_keeps_running() -> None:
    lines = ["perft ²", "new random ²", f"perft {HUGE}", f"new random {HUGE}", "perft -1"]
    lines += ["perft ３", "genmove level=²", f"genmove seed={HUGE}", "analyze time=nan"]
    lines += ["analyze time=-1", "analyze time=0", "analyze time=1e999", "state"]
    process = engine("shell", stdin="\n".join(lines) + "\n")
    assert process.returncode == 0 and "Traceback" not in process.stderr
    replies = answers(process.stdout)
    assert len(replies) == len(lines)
    assert all(reply.startswith("? ") for reply in replies[:-1]), replies
    assert all(len(reply) < 200 for reply in replies)  # the 5,000 digits are not echoed
    assert "from 0 to 10" in replies[0] and "'²'" in replies[0]
    assert replies[-1] == "= " + "A" * 50  # nothing changed


def test_shell_numbers_in_bounds_still_work() -> None:
    shell = Shell()
    assert shell.handle("new random 0042") == "="
    seeded = shell.handle("state")
    assert shell.handle("new random 42") == "=" and shell.handle("state") == seeded
    assert shell.handle("new") == "=" and shell.handle("perft 02") == "= 2352"  # 49 · 48


@pytest.mark.parametrize(
    "args",
    [
        ("perft", "A" * 50, "²"),
        ("perft", "A" * 50, HUGE),
        ("perft", "A" * 50, str(MAX_PERFT_DEPTH + 1)),
        ("perft", "A" * 50, "-1"),
        ("play", "--time-per-game", "nan"),
        ("play", "--time-per-game", "-1"),
        ("play", "--time-per-game", "0"),
        ("play", "--time-per-game", "inf"),
        ("play", "--level", "²"),
        ("play", "--seed", HUGE),
        ("match", "--games", "2", "--a", "1", "--b", "2", "--time-per-game", "nan"),
        ("match", "--games", "2", "--a", "1", "--b", "2", "--cap", "-1"),
        ("match", "--games", HUGE, "--a", "1", "--b", "2"),
        ("match", "--games", "0", "--a", "1", "--b", "2"),
        ("match", "--games", "2", "--a", "1", "--b", "2", "--jobs", "²"),
    ],
)
def test_command_line_numbers_are_refused_with_a_clear_error(args: tuple[str, ...]) -> None:
    process = engine(*args, stdin="Quit\n")
    assert process.returncode == 2, process.stdout
    assert "Traceback" not in process.stderr
    assert "must be a" in process.stderr and len(process.stderr) < 1000


@pytest.mark.parametrize(
    "line", ["genmove level=5 level=6", "genmove level=1 seed=1 SEED=1", "analyze time=1 time=1"]
)
def test_a_key_given_twice_is_refused_and_nothing_changes(line: str) -> None:
    shell = Shell()
    reply = shell.handle(line)
    key = line.split()[-1].partition("=")[0].lower()
    assert reply.startswith(f"? {key}= given twice: "), reply
    assert shell.handle("state") == "= " + "A" * 50  # no move was played


def test_the_perft_bound_is_stated() -> None:
    process = engine("perft", "A" * 50, str(MAX_PERFT_DEPTH + 1))
    assert f"from 0 to {MAX_PERFT_DEPTH}" in process.stderr


class EndlessLine(io.TextIOBase):
    """A stream of one line of ``size`` characters (then more lines), made on demand."""

    def __init__(self, size: int, after: str = "") -> None:
        self.left, self.after = size, after

    def readable(self) -> bool:
        return True

    def readline(self, limit: int | None = -1) -> str:  # type: ignore[override]
        if self.left:
            count = self.left if limit is None or limit < 0 else min(limit, self.left)
            self.left -= count
            return "E3 " * (count // 3) + "E" * (count % 3)
        end = self.after.find("\n") + 1 or len(self.after)
        text, self.after = self.after[:end], self.after[end:]
        return text


def test_a_30_mb_line_is_skipped_within_the_line_bound() -> None:
    stream = cast(TextIO, EndlessLine(30_000_000, "\nstate\n"))
    tracemalloc.start()
    try:
        with pytest.raises(LineTooLong):
            read_line(stream)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 8 * MAX_LINE_CHARS  # a few copies of the bound, not 30 MB
    assert read_line(stream) == "state"


def test_the_shell_answers_a_huge_line_briefly_and_reads_on() -> None:
    stdout = io.StringIO()
    Shell().run(cast(TextIO, EndlessLine(10_000_000, "\nstate\n")), stdout)
    replies = answers(stdout.getvalue())
    assert replies[0].startswith("? line too long") and len(replies[0]) < 200
    assert replies[1] == "= " + "A" * 50


def test_a_long_bad_line_within_the_bound_is_clipped_in_the_answer() -> None:
    shell = Shell()
    for line in ("x" * 60_000, "play " + "Z9" * 20_000, "state " + "x" * 60_000):
        reply = shell.handle(line)
        assert reply.startswith("? ") and len(reply) < 400, reply[:100]


def test_the_play_protocol_refuses_a_huge_line() -> None:
    process = engine("play", "--level", "1", stdin="x" * 3_000_000 + "\n")
    assert process.returncode == 2
    assert "line too long" in process.stderr and len(process.stderr) < 300


@pytest.mark.parametrize("command", [["shell"], ["play", "--level", "1"]])
def test_bytes_that_are_not_text_are_a_bad_line_not_a_crash(command: list[str]) -> None:
    # A UTF-8 locale decodes standard input strictly; force it whatever the test machine has.
    process = subprocess.run(
        [sys.executable, "-m", "engine", *command],
        input=b"\xff\xfe bad\nstate\n", capture_output=True, timeout=60,
        env={**os.environ, "PYTHONIOENCODING": "utf-8:strict"},
    )  # fmt: skip
    assert b"Traceback" not in process.stderr
    if command == ["shell"]:
        assert process.returncode == 0
        assert process.stdout.decode().split("\n\n")[1] == "= " + "A" * 50
    else:
        assert process.returncode == 2 and b"is not a move" in process.stderr
