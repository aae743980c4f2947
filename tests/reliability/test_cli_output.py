"""Issue 37, items 1 and 4: output the terminal cannot show, and output that cannot be written.

Every ``dvonn-engine`` command writes in the terminal's encoding, replacing what it cannot
encode ("…" in a Latin-1 locale); output that cannot be written (a full disk, a closed pipe)
ends the command with a message on stderr (silence for a closed pipe) and a non-zero status,
never a traceback.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import IO

import pytest

from tests.conftest import REPO_ROOT

RECORDS = REPO_ROOT / "tests" / "engine" / "data" / "records"


def latin1_environment() -> dict[str, str]:
    """The environment of a Latin-1 terminal: a Latin-1 locale if one is installed, else
    PYTHONIOENCODING, which gives Python the same encoder."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "PYTHONIO"))}
    listed = subprocess.run(["locale", "-a"], capture_output=True, text=True, check=False)
    names = [n for n in listed.stdout.split() if n.lower().endswith(("iso88591", "iso8859-1"))]
    if names:
        env["LANG"] = env["LC_ALL"] = names[0]
    else:
        env["LANG"] = env["LC_ALL"] = "C"
        env["PYTHONIOENCODING"] = "latin-1"
    return env


def engine(
    *args: str,
    stdin: str = "",
    env: dict[str, str] | None = None,
    stdout: int | IO[bytes] | None = None,
) -> subprocess.CompletedProcess[bytes]:
    """The command's result; its output goes to ``stdout`` (a descriptor or file) if given."""
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        input=stdin.encode(), stdout=subprocess.PIPE if stdout is None else stdout,
        stderr=subprocess.PIPE, timeout=60, env=env, check=False,
    )  # fmt: skip


def test_shell_answers_in_a_latin1_terminal() -> None:
    done = engine("shell", stdin="perft\nstate\n", env=latin1_environment())
    assert done.returncode == 0, done.stderr
    assert b"Traceback" not in done.stderr
    text = done.stdout.decode("latin-1")
    assert text.startswith("? usage: perft DEPTH (0?10)"), text  # "…" replaced
    assert "= " + "A" * 50 in text  # the shell read on


def test_command_line_errors_in_a_latin1_terminal() -> None:
    done = engine("perft", "A" * 50, env=latin1_environment())
    assert done.returncode == 2 and b"Traceback" not in done.stderr, done.stderr
    done = engine("perft", "--help", env=latin1_environment())
    assert done.returncode == 0 and b"0?10" in done.stdout, done.stderr


def a_record() -> Path:
    found = sorted(RECORDS.rglob("*.dvn"))
    assert found, "the test data has .dvn records"
    return found[0]


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
@pytest.mark.parametrize(
    "args",
    [["replay", "--json", "RECORD"], ["perft", "A" * 50, "1"], ["puzzles"], ["--help"]],
)
def test_a_full_disk_is_a_message_and_a_failure(args: list[str]) -> None:
    args = [str(a_record()) if a == "RECORD" else a for a in args]
    with open("/dev/full", "wb") as full:  # only this test's own descriptor is written
        done = engine(*args, stdout=full)
    assert done.returncode == 1, done.stderr
    assert b"Traceback" not in done.stderr and b"Exception ignored" not in done.stderr
    assert b"cannot write its output" in done.stderr
    assert b"No space left on device" in done.stderr


def closed_pipe(args: list[str], stdin: str = "") -> subprocess.CompletedProcess[bytes]:
    """Run the command with its output read by a reader that has already gone away."""
    reader, writer = os.pipe()
    os.close(reader)
    try:
        return engine(*args, stdin=stdin, stdout=writer)
    finally:
        os.close(writer)


@pytest.mark.parametrize(
    ("args", "stdin"),
    [
        (["replay", "--json", "RECORD", "RECORD"], ""),
        (["perft", "A" * 50, "2"], ""),
        (["shell"], "state\nmoves\nboard\n"),
        (["--help"], ""),
    ],
)
def test_a_closed_pipe_is_silence_and_a_failure(args: list[str], stdin: str) -> None:
    args = [str(a_record()) if a == "RECORD" else a for a in args]
    done = closed_pipe(args, stdin)
    assert done.returncode != 0
    assert done.stderr == b"", done.stderr


def test_head_reads_the_first_line_only() -> None:
    record = str(a_record())
    command = [sys.executable, "-m", "engine", "replay", "--json", *[record] * 2000]
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as process:
        assert process.stdout is not None and process.stderr is not None
        first = process.stdout.readline()
        process.stdout.close()
        error = process.stderr.read()
        code = process.wait(timeout=60)
    assert first.startswith(b'{"file"')
    assert code != 0 and error == b"", error
