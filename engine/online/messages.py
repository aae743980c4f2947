"""What two DVONN 3D peers say to each other in an online game: typed messages, one JSON
object each, read with bounds.

Every message is a JSON object with a ``kind`` and exactly the fields its kind has, of the
right type and range: ``read_message`` refuses anything else with a narrow ``WireError``
whose ``kind`` says what was wrong (too long, not a message, an unknown kind, a field
missing, extra or out of range, another version of the protocol).  ``write_message`` gives
the one text of a message, which ``read_message`` reads back to an equal value.  Moves travel
as text (``E3``, ``E3F4``, ``PASS``) and are checked against the rules by the match
(``engine.online.match``), not here.

The first message of each side is a ``Hello`` with the protocol's version: a peer of another
version is told which version each side speaks (``VersionMismatch``) before any other field
is read, so that a newer ``Hello`` is never misread.
"""

from __future__ import annotations

import json
import math
import unicodedata
from dataclasses import dataclass, fields
from enum import Enum
from typing import Any

from engine.clocks import MAX_CLOCK_SECONDS
from engine.errors import DvonnError
from engine.json_input import JsonInputError, parse_json
from engine.pieces import Color

PROTOCOL_VERSION = 1
MAX_MESSAGE_CHARS = 4096  # one message's JSON text; a longer one is a protocol violation
MAX_NAME_CHARS = 40  # as app.shown_names.MAX_NAME
MAX_CHAT_CHARS = 200
MAX_CLOCK_MINUTES = 180
MAX_INCREMENT_SECONDS = 60
MAX_PLIES = 400  # no DVONN game is longer (49 placements, then fewer jumps than pieces)
MAX_SEED = 2**31 - 1
CONTROLS = frozenset({"Cc", "Cs", "Zl", "Zp"})  # categories no text may hold


class WireErrorKind(Enum):
    """Why a text is not a message."""

    OVERSIZED = "oversized"
    MALFORMED = "malformed"  # not a JSON object with a known kind and exactly its fields
    VERSION = "version"  # a Hello of another protocol version


class WireError(DvonnError):
    """A text that is not a message of this protocol."""

    def __init__(self, kind: WireErrorKind, detail: str) -> None:
        super().__init__(f"{kind.value}: {detail}")
        self.kind = kind


class VersionMismatch(WireError):
    """The other side speaks protocol ``theirs`` (of DVONN 3D ``app_version``)."""

    def __init__(self, theirs: int, app_version: str) -> None:
        super().__init__(WireErrorKind.VERSION, f"protocol {theirs} ({app_version})")
        self.theirs = theirs
        self.app_version = app_version


class Setup(Enum):
    STANDARD = "standard"  # the placement phase
    RANDOM = "random"  # the board filled at random (Position.random_setup(seed))


# --- messages -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Hello:
    """Each side's first message: the protocol it speaks, its program's version, its
    player's name."""

    version: int
    app_version: str
    name: str


@dataclass(frozen=True, slots=True)
class Propose:
    """The inviter's terms: the colour the inviter plays (``drawn``: chosen at random), the
    start, the clock (``minutes`` 0: none) with ``increment`` seconds a move, and the code
    both sides use to reconnect."""

    inviter_color: Color
    drawn: bool
    setup: Setup
    seed: int
    minutes: int
    increment: int
    resume_code: str


@dataclass(frozen=True, slots=True)
class Accept:
    """The joiner takes the terms: the game starts."""


@dataclass(frozen=True, slots=True)
class Decline:
    """The joiner does not take the terms."""


@dataclass(frozen=True, slots=True)
class MoveMade:
    """The ``ply``-th move (from 1) and the seconds its player used for it."""

    ply: int
    move: str
    used: float


@dataclass(frozen=True, slots=True)
class Resign:
    """The sender resigns with ``ply`` moves played."""

    ply: int


@dataclass(frozen=True, slots=True)
class TakebackOffer:
    """With ``ply`` moves played, the sender asks to go back to ``to`` moves (before its own
    last move)."""

    ply: int
    to: int


@dataclass(frozen=True, slots=True)
class TakebackAnswer:
    """The answer to the offer made with ``ply`` moves played."""

    ply: int
    accepted: bool


@dataclass(frozen=True, slots=True)
class Chat:
    text: str


@dataclass(frozen=True, slots=True)
class FlagClaim:
    """The side to move ran out of time with ``ply`` moves played, by the sender's clock."""

    ply: int


@dataclass(frozen=True, slots=True)
class Resume:
    """After a reconnection: the moves the sender has, in order (the game goes on from the
    last one both sides have), and the seconds the sender has counted on the turn after its
    last move (the turn in progress when the connection was lost)."""

    moves: tuple[str, ...]
    elapsed: float


Message = (
    Hello
    | Propose
    | Accept
    | Decline
    | MoveMade
    | Resign
    | TakebackOffer
    | TakebackAnswer
    | Chat
    | FlagClaim
    | Resume
)

_KINDS: dict[str, type[Any]] = {
    "hello": Hello,
    "propose": Propose,
    "accept": Accept,
    "decline": Decline,
    "move": MoveMade,
    "resign": Resign,
    "takeback": TakebackOffer,
    "takeback-answer": TakebackAnswer,
    "chat": Chat,
    "flag": FlagClaim,
    "resume": Resume,
}
_KIND_OF = {cls: kind for kind, cls in _KINDS.items()}


# --- reading and writing ---------------------------------------------------------------------


def write_message(message: Message) -> str:
    """The JSON text of ``message`` (compact, keys sorted)."""
    body: dict[str, object] = {"kind": _KIND_OF[type(message)]}
    for field in fields(message):
        value = getattr(message, field.name)
        if isinstance(value, Color):
            value = str(value)
        elif isinstance(value, Setup):
            value = value.value
        elif isinstance(value, tuple):
            value = list(value)
        body[field.name] = value
    return json.dumps(body, separators=(",", ":"), sort_keys=True, ensure_ascii=False)


def read_message(text: str) -> Message:
    """The message ``text`` holds; WireError (or VersionMismatch) if it holds none."""
    if len(text) > MAX_MESSAGE_CHARS:
        raise WireError(WireErrorKind.OVERSIZED, f"{len(text)} characters")
    try:
        body = parse_json(text, max_depth=2)
    except JsonInputError as error:
        raise WireError(WireErrorKind.MALFORMED, str(error)) from None
    if not isinstance(body, dict):
        raise WireError(WireErrorKind.MALFORMED, "not a JSON object")
    kind = body.pop("kind", None)
    cls = _KINDS.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise WireError(WireErrorKind.MALFORMED, "unknown kind")
    if cls is Hello:
        version = body.get("version")
        if (
            isinstance(version, int)
            and not isinstance(version, bool)
            and version != PROTOCOL_VERSION
        ):
            app_version = body.get("app_version")
            shown = app_version[:20] if isinstance(app_version, str) else "?"
            raise VersionMismatch(version, shown)
    names = [field.name for field in fields(cls)]
    if sorted(body) != sorted(names):
        raise WireError(WireErrorKind.MALFORMED, f"the fields of {kind}")
    try:
        values = [_READERS[(cls, name)](body[name]) for name in names]
    except (TypeError, ValueError, KeyError) as error:
        raise WireError(WireErrorKind.MALFORMED, f"{kind}: {error}") from None
    message: Message = cls(*values)
    return message


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _int(low: int, high: int) -> Any:
    def read(value: object) -> int:
        if not _is_int(value) or not low <= value <= high:  # type: ignore[operator]
            raise ValueError(f"not a whole number from {low} to {high}")
        return value  # type: ignore[return-value]

    return read


def _bool(value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError("not true or false")
    return value


def _seconds(value: object) -> float:
    if _is_int(value):
        value = float(value)  # type: ignore[arg-type]
    if not isinstance(value, float) or not math.isfinite(value):
        raise ValueError("not a number of seconds")
    if not 0.0 <= value <= MAX_CLOCK_SECONDS:
        raise ValueError("seconds out of range")
    return value


def plain_text(value: object, longest: int, allow_empty: bool = False) -> str:
    """``value`` if it is a text of at most ``longest`` characters without control
    characters (no line breaks; bidirectional controls are the app's to isolate)."""
    if not isinstance(value, str) or len(value) > longest or (not value and not allow_empty):
        raise ValueError(f"not a text of 1 to {longest} characters")
    if any(unicodedata.category(char) in CONTROLS for char in value):
        raise ValueError("a control character in a text")
    return value


def _text(longest: int, allow_empty: bool = False) -> Any:
    return lambda value: plain_text(value, longest, allow_empty)


def _color(value: object) -> Color:
    if value == "white":
        return Color.WHITE
    if value == "black":
        return Color.BLACK
    raise ValueError("not a colour")


def _setup(value: object) -> Setup:
    return Setup(value)


def _move_text(value: object) -> str:
    if not isinstance(value, str) or not 2 <= len(value) <= 4:
        raise ValueError("not a move")
    return value


def _moves(value: object) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) > MAX_PLIES:
        raise ValueError("not a list of moves")
    return tuple(_move_text(move) for move in value)


def _code(value: object) -> str:
    text = plain_text(value, 64)
    if not all(char.isascii() and (char.isalnum() or char == "-") for char in text):
        raise ValueError("not a wormhole code")
    return text


_PLY = _int(0, MAX_PLIES)
_READERS: dict[tuple[type[Any], str], Any] = {
    (Hello, "version"): _int(0, 2**31),
    (Hello, "app_version"): _text(20),
    (Hello, "name"): _text(MAX_NAME_CHARS, allow_empty=True),
    (Propose, "inviter_color"): _color,
    (Propose, "drawn"): _bool,
    (Propose, "setup"): _setup,
    (Propose, "seed"): _int(0, MAX_SEED),
    (Propose, "minutes"): _int(0, MAX_CLOCK_MINUTES),
    (Propose, "increment"): _int(0, MAX_INCREMENT_SECONDS),
    (Propose, "resume_code"): _code,
    (MoveMade, "ply"): _int(1, MAX_PLIES),
    (MoveMade, "move"): _move_text,
    (MoveMade, "used"): _seconds,
    (Resign, "ply"): _PLY,
    (TakebackOffer, "ply"): _PLY,
    (TakebackOffer, "to"): _PLY,
    (TakebackAnswer, "ply"): _PLY,
    (TakebackAnswer, "accepted"): _bool,
    (Chat, "text"): _text(MAX_CHAT_CHARS),
    (FlagClaim, "ply"): _PLY,
    (Resume, "moves"): _moves,
    (Resume, "elapsed"): _seconds,
}
