"""What a program and its online peer process (``app.online.peer``) say to each other: one
JSON object a line, a ``kind`` and its values, checked on both sides.  The window
(``app.online.client``) and the engine's command line (``dvonn-engine online``,
``engine.online.command``) both drive a peer this way: the peer holds the magic-wormhole
connection (Twisted), which the engine never imports; ``peer_command`` is how both start it.

Commands go to the peer on its standard input, events come back on its standard output.  A
line longer than ``MAX_LINE`` bytes, not UTF-8, not a JSON object, of an unknown kind or
with other fields than its kind's is a ``PipeError``: the side that reads it ends the
conversation (the peer exits; the window ends the peer).  Nothing here imports Qt or the
network: both sides read and write these lines.

Commands: ``invite`` (a new code, said by a ``code`` event), ``join`` and ``resume`` (with a
code; ``resume`` is the code both sides use again after a lost connection), ``send`` (a
game message, the text of ``engine.online.messages``), ``close``.

Events: ``code``, ``connected`` (the key exchange is confirmed: the other side has the
code), ``wrong_code`` (the code was wrong: for the joiner the end, for the inviter a try
that failed while the invitation stays open, until ``MAX_WRONG_CODES`` tries: then the
program ends the invitation, so that a code cannot be guessed), ``no_answer`` (nobody
answered a code in time), ``received`` (a game message), ``lost`` and ``back`` (nothing
arrived from the other side for a while, then something did), ``left`` (the other side
closed the connection), ``refused`` (the other side sent a frame the peer does not pass on:
``oversized``, longer than ``MAX_TEXT`` bytes, or ``malformed``, of another kind or not
UTF-8; the connection ends), ``failed`` (the rendezvous server could not be used, with the
library's words for a log), ``closed``.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from enum import Enum

from engine.json_input import JsonInputError, parse_json
from engine.online.messages import MAX_MESSAGE_CHARS, plain_text

# A game message's text travels here as the other side sent it, up to MAX_TEXT characters
# (the match refuses one longer than the protocol's MAX_MESSAGE_CHARS, as an oversized one).
MAX_TEXT = 4 * MAX_MESSAGE_CHARS
MAX_LINE = 8 * MAX_TEXT  # bytes: a text of escapes in JSON
MAX_CODE = 100
MAX_DETAIL = 300
MAX_WRONG_CODES = 5  # wrong tries an invitation takes before its program ends it (no guessing)
PEER_MODULE = "app.online.peer"  # Qt-free: python -m app.online.peer
PEER_FLAG = "--online-peer"  # the frozen app's way to start the peer


def peer_command(server: str | None, options: tuple[str, ...] = ()) -> list[str]:
    """The command line that starts a peer process: ``python -m app.online.peer``, or the
    frozen app (``sys.executable``, which ``dvonn-engine`` runs as well) with
    ``--online-peer``; ``options`` are the peer's own (``--answer-wait``, ``--ping``...)."""
    arguments = [*options] + (["--server", server] if server else [])
    if getattr(sys, "frozen", False):
        return [sys.executable, PEER_FLAG, *arguments]
    return [sys.executable, "-m", PEER_MODULE, *arguments]


class PipeError(ValueError):
    """A line that is not a command or an event of this protocol."""


class Command(Enum):
    INVITE = "invite"
    JOIN = "join"  # code
    RESUME = "resume"  # code
    SEND = "send"  # text
    CLOSE = "close"


class EventKind(Enum):
    CODE = "code"  # code
    CONNECTED = "connected"
    WRONG_CODE = "wrong_code"
    NO_ANSWER = "no_answer"
    RECEIVED = "received"  # text
    LOST = "lost"
    BACK = "back"
    LEFT = "left"
    REFUSED = "refused"  # reason: a frame of the other side that is not passed on
    FAILED = "failed"  # text: the library's words, for a log
    CLOSED = "closed"


# The field each kind carries (None: none).
_FIELDS: dict[Command | EventKind, str | None] = {
    Command.INVITE: None,
    Command.JOIN: "code",
    Command.RESUME: "code",
    Command.SEND: "text",
    Command.CLOSE: None,
    EventKind.CODE: "code",
    EventKind.CONNECTED: None,
    EventKind.WRONG_CODE: None,
    EventKind.NO_ANSWER: None,
    EventKind.RECEIVED: "text",
    EventKind.LOST: None,
    EventKind.BACK: None,
    EventKind.LEFT: None,
    EventKind.REFUSED: "reason",
    EventKind.FAILED: "text",
    EventKind.CLOSED: None,
}
_LONGEST = {"code": MAX_CODE, "text": MAX_TEXT}
# Why a frame was refused (the names of engine.online.match's BreakKind for the same).
REFUSALS = ("oversized", "malformed")


@dataclass(frozen=True, slots=True)
class Line:
    """A command or an event with its one value ("" for the kinds without)."""

    kind: Command | EventKind
    value: str = ""

    def __post_init__(self) -> None:
        field = _FIELDS[self.kind]
        if field is None and self.value:
            raise PipeError(f"{self.kind.value} has no value")
        if field is not None:
            if self.kind in (Command.SEND, EventKind.RECEIVED):  # any text: the match reads it
                if len(self.value) > MAX_TEXT:
                    raise PipeError(f"{self.kind.value}: {len(self.value)} characters")
                return
            if field == "reason":
                if self.value not in REFUSALS:
                    raise PipeError(f"{self.kind.value}: not a reason")
                return
            longest = MAX_DETAIL if self.kind is EventKind.FAILED else _LONGEST[field]
            try:
                plain_text(self.value, longest, allow_empty=self.kind is EventKind.FAILED)
            except ValueError as error:
                raise PipeError(f"{self.kind.value}: {error}") from None
            if field == "code" and not _is_code(self.value):
                raise PipeError(f"{self.kind.value}: not a code")


def _is_code(text: str) -> bool:
    return all(char.isascii() and (char.isalnum() or char == "-") for char in text)


def write_line(line: Line) -> bytes:
    """The line's bytes, with its newline."""
    body: dict[str, str] = {"kind": line.kind.value}
    field = _FIELDS[line.kind]
    if field is not None:
        body[field] = line.value
    return json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"


def read_line(data: bytes, kinds: type[Command] | type[EventKind]) -> Line:
    """The command (``kinds`` Command) or event (EventKind) of one line; PipeError if none."""
    if len(data) > MAX_LINE:
        raise PipeError(f"a line of {len(data)} bytes")
    try:
        body = parse_json(data.decode("utf-8"), max_depth=1)
    except (UnicodeDecodeError, JsonInputError) as error:
        raise PipeError(f"not a line of JSON ({error})") from None
    if not isinstance(body, dict):
        raise PipeError("not a JSON object")
    try:
        kind = kinds(body.pop("kind", None))
    except ValueError:
        raise PipeError("an unknown kind") from None
    field = _FIELDS[kind]
    if sorted(body) != ([] if field is None else [field]):
        raise PipeError(f"the fields of {kind.value}")
    value = body.get(field, "") if field is not None else ""
    if not isinstance(value, str):
        raise PipeError(f"{kind.value}: not a text")
    return Line(kind, value)
