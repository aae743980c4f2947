"""The online protocol's messages: each written text reads back to the same message, and any
other text is refused with a WireError of the right kind (never another exception)."""

from __future__ import annotations

import contextlib
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.online.messages import (
    MAX_CHAT_CHARS,
    MAX_MESSAGE_CHARS,
    PROTOCOL_VERSION,
    Accept,
    Chat,
    Decline,
    FlagClaim,
    Hello,
    Message,
    MoveMade,
    Propose,
    Resign,
    Resume,
    Setup,
    TakebackAnswer,
    TakebackOffer,
    VersionMismatch,
    WireError,
    WireErrorKind,
    read_message,
    write_message,
)
from engine.pieces import Color

EXAMPLES: list[Message] = [
    Hello(PROTOCOL_VERSION, "0.1.0", "Ada \u202e"),
    Hello(PROTOCOL_VERSION, "0.1.0", ""),
    Propose(Color.BLACK, True, Setup.RANDOM, 1234, 10, 5, "8129-apple-banana"),
    Propose(Color.WHITE, False, Setup.STANDARD, 0, 0, 0, "1-a-b"),
    Accept(),
    Decline(),
    MoveMade(1, "E3", 2.5),
    MoveMade(60, "E3F4", 0.0),
    MoveMade(61, "PASS", 86400.0),
    Resign(12),
    TakebackOffer(12, 10),
    TakebackAnswer(12, False),
    Chat("héllo ‮ مرحبا"),
    FlagClaim(0),
    Resume(("E3", "F4", "PASS"), 12.345),
    Resume((), 0.0),
]


@pytest.mark.parametrize("message", EXAMPLES, ids=lambda m: type(m).__name__)
def test_a_written_message_reads_back(message: Message) -> None:
    text = write_message(message)
    assert len(text) <= MAX_MESSAGE_CHARS
    assert read_message(text) == message
    assert write_message(read_message(text)) == text


def test_the_longest_messages_fit() -> None:
    worst = Chat("\U0001f600" * MAX_CHAT_CHARS)
    assert read_message(write_message(worst)) == worst
    names = Hello(PROTOCOL_VERSION, "x" * 20, "\u202e" * 40)
    assert read_message(write_message(names)) == names


def body(message: Message) -> dict[str, object]:
    loaded = json.loads(write_message(message))
    assert isinstance(loaded, dict)
    return loaded


def malformed(text: str) -> None:
    with pytest.raises(WireError) as raised:
        read_message(text)
    assert raised.value.kind is WireErrorKind.MALFORMED


@pytest.mark.parametrize(
    "change",
    [
        {"kind": "nonsense"},
        {"kind": 3},
        {"extra": 1},
        {"ply": -1},
        {"ply": True},
        {"ply": 1.5},
        {"ply": 10**40},
        {"used": -0.1},
        {"used": 1e300},
        {"used": "3"},
        {"move": "E3F4G5"},
        {"move": 7},
    ],
)
def test_a_wrong_field_is_malformed(change: dict[str, object]) -> None:
    fields = body(MoveMade(3, "E3", 1.0)) | change
    malformed(json.dumps(fields))


def test_a_missing_field_or_a_wrong_type_is_malformed() -> None:
    fields = body(MoveMade(3, "E3", 1.0))
    del fields["used"]
    malformed(json.dumps(fields))
    malformed("[1, 2]")
    malformed('"move"')
    malformed("{")
    malformed("NaN")
    malformed('{"kind": "move", "ply": 1, "move": "E3", "used": NaN}')
    malformed('{"kind": "chat", "text": "two\\nlines"}')
    malformed('{"kind": "chat", "text": ""}')
    malformed(json.dumps({"kind": "chat", "text": "x" * (MAX_CHAT_CHARS + 1)}))
    malformed('{"kind": "resume", "moves": [["E3"]]}')
    malformed('{"kind": "resume", "moves": ' + "[" * 1500 + "]" * 1500 + "}")
    malformed(json.dumps(body(Propose(Color.WHITE, False, Setup.STANDARD, 0, 999, 0, "1-a"))))
    malformed(json.dumps(body(Propose(Color.WHITE, False, Setup.STANDARD, 0, 5, 0, "1 a/b"))))


@pytest.mark.parametrize(
    "elapsed", [float("nan"), float("inf"), -0.001, 86_400.001, 1e300, "40", True, None, [1]]
)
def test_a_resume_with_a_wrong_elapsed_is_malformed(elapsed: object) -> None:
    fields = body(Resume(("E3",), 40.0)) | {"elapsed": elapsed}
    malformed(json.dumps(fields))
    del fields["elapsed"]
    malformed(json.dumps(fields))


def test_a_resume_elapsed_in_whole_seconds_is_read_as_seconds() -> None:
    assert read_message('{"kind":"resume","moves":[],"elapsed":40}') == Resume((), 40.0)
    assert read_message('{"kind":"resume","moves":[],"elapsed":86400}') == Resume((), 86400.0)


def test_an_oversized_text_is_refused_before_it_is_read() -> None:
    with pytest.raises(WireError) as raised:
        read_message(" " * (MAX_MESSAGE_CHARS + 1))
    assert raised.value.kind is WireErrorKind.OVERSIZED


def test_another_version_is_told_before_any_other_field_is_read() -> None:
    newer = {"kind": "hello", "version": PROTOCOL_VERSION + 1, "app_version": "2.0", "x": [1]}
    with pytest.raises(VersionMismatch) as raised:
        read_message(json.dumps(newer))
    assert (raised.value.theirs, raised.value.app_version) == (PROTOCOL_VERSION + 1, "2.0")
    assert raised.value.kind is WireErrorKind.VERSION


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_any_text_is_a_message_or_a_wire_error(text: str) -> None:
    with contextlib.suppress(WireError):
        read_message(text)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(EXAMPLES), st.text(max_size=12), JSON_VALUES)
def test_any_changed_field_is_read_or_refused(message: Message, key: str, value: object) -> None:
    fields = body(message)
    fields[key] = value
    try:
        text = json.dumps(fields)
    except ValueError:
        return
    try:
        read = read_message(text)
    except WireError:
        return
    assert read_message(write_message(read)) == read
