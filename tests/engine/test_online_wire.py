"""The lines between the window and its online peer (engine.online.wire): each command and event
reads back as written, and any other line is a PipeError."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.online.wire import (
    MAX_LINE,
    MAX_TEXT,
    Command,
    EventKind,
    Line,
    PipeError,
    read_line,
    write_line,
)

LINES = [
    Line(Command.INVITE),
    Line(Command.JOIN, "7-crossover-clockwork"),
    Line(Command.RESUME, "7001234-apple-pie-2"),
    Line(Command.SEND, '{"kind":"chat","text":"\\u202e\\n"}'),
    Line(Command.CLOSE),
    Line(EventKind.CODE, "7-crossover-clockwork"),
    Line(EventKind.CONNECTED),
    Line(EventKind.RECEIVED, "x" * MAX_TEXT),
    Line(EventKind.RECEIVED, "\n\x00\u202e"),
    Line(EventKind.REFUSED, "oversized"),
    Line(EventKind.REFUSED, "malformed"),
    Line(EventKind.FAILED, ""),
    Line(EventKind.FAILED, "ServerConnectionError: refused"),
    Line(EventKind.CLOSED),
]


@pytest.mark.parametrize("line", LINES, ids=lambda line: line.kind.value)
def test_a_line_reads_back(line: Line) -> None:
    data = write_line(line)
    assert data.endswith(b"\n") and data.count(b"\n") == 1 and len(data) <= MAX_LINE
    assert read_line(data[:-1], type(line.kind)) == line


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"\xff",
        b"[]",
        b'{"kind":"invite","code":"1-a-b"}',
        b'{"kind":"join"}',
        b'{"kind":"join","code":"1 a b"}',
        b'{"kind":"join","code":7}',
        b'{"kind":"connected"}',  # an event, not a command
        b'{"kind":"send","text":["a"]}',
        b'{"kind":"send","text":"' + b"x" * (MAX_TEXT + 1) + b'"}',
        b" " * (MAX_LINE + 1),
    ],
)
def test_another_line_is_refused(data: bytes) -> None:
    with pytest.raises(PipeError):
        read_line(data, Command)


def test_a_line_is_checked_as_it_is_made() -> None:
    with pytest.raises(PipeError):
        Line(Command.CLOSE, "now")
    with pytest.raises(PipeError):
        Line(EventKind.CODE, "7-a\nb")
    for reason in ("", "left", "flood"):  # a refused frame is too long or not ours: no more
        with pytest.raises(PipeError):
            Line(EventKind.REFUSED, reason)
    with pytest.raises(PipeError):
        read_line(b'{"kind":"refused"}', EventKind)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=200), st.sampled_from([Command, EventKind]))
def test_any_bytes_are_a_line_or_a_pipe_error(
    data: bytes, kinds: type[Command] | type[EventKind]
) -> None:
    with contextlib.suppress(PipeError):
        line = read_line(data, kinds)
        assert read_line(write_line(line)[:-1], kinds) == line
