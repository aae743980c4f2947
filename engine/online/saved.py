"""What an online game keeps in its record so that it can be continued after its window is
gone (closed, killed, crashed): the terms, our role, the server and how many connections
were made at the resume code so far.  They travel as tags of the record (``extra_tags``),
which the library writes with every move as it writes the rest of the game:

    [OnlineRole "inviter"]
    [OnlineTerms "white chosen standard 1234567 5 3 7001234-dvonn-ring"]
    [OnlineServer "ws://club.example:4000/v1"]
    [OnlineResumes "1"]

``OnlineTerms`` is the terms' printed form (``terms_text``): the inviter's colour, ``drawn``
or ``chosen``, the setup, its seed, minutes, increment and the resume code, read back
through the protocol's own checks (``read_message``).  ``OnlineServer`` is empty for the
library's public server.

A record comes from outside like any file: ``read_saved`` refuses a tag that is missing,
doubled or not what we write (``SavedError``, naming the tag), and ``check_record`` a record
whose start, clock, site or names do not go with the terms.  Nothing here imports Qt.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import Enum

from engine.errors import DvonnError
from engine.game import Game
from engine.moves import Move
from engine.online.match import Role, start_position
from engine.online.messages import (
    MAX_NAME_CHARS,
    Propose,
    WireError,
    plain_text,
    read_message,
)
from engine.pieces import Color
from engine.records import GameRecord

Tags = tuple[tuple[str, str], ...]
SITE = "online"  # the record's Site of every online game
MAX_SERVER = 200  # characters of a server's address
MAX_RESUMES = 10_000


class SavedTag(Enum):
    """The record's tags of an online game (the value is the tag's name)."""

    ROLE = "OnlineRole"
    TERMS = "OnlineTerms"
    SERVER = "OnlineServer"
    RESUMES = "OnlineResumes"


class SavedError(DvonnError):
    """A record's online tags that cannot be used: ``tag`` is the one found wrong."""

    def __init__(self, tag: SavedTag) -> None:
        super().__init__(f"the record's {tag.value} tag cannot be used")
        self.tag = tag


@dataclass(frozen=True, slots=True)
class SavedOnline:
    """What continuing an online game needs beside its moves."""

    role: Role
    terms: Propose
    server: str = ""  # "" for the library's public one
    resumes: int = 0  # connections made at the resume code so far

    @property
    def color(self) -> Color:
        """The colour we play."""
        inviter = self.terms.inviter_color
        return inviter if self.role is Role.INVITER else inviter.other

    def tags(self) -> Tags:
        return (
            (SavedTag.ROLE.value, self.role.value),
            (SavedTag.TERMS.value, terms_text(self.terms)),
            (SavedTag.SERVER.value, self.server),
            (SavedTag.RESUMES.value, str(self.resumes)),
        )


def time_control(terms: Propose) -> str:
    """The record's TimeControl for ``terms``: minutes, and ``+`` seconds a move if any."""
    if not terms.minutes:
        return ""
    return f"{terms.minutes}+{terms.increment}" if terms.increment else str(terms.minutes)


def terms_text(terms: Propose) -> str:
    drawn = "drawn" if terms.drawn else "chosen"
    return (
        f"{terms.inviter_color} {drawn} {terms.setup.value} {terms.seed} {terms.minutes} "
        f"{terms.increment} {terms.resume_code}"
    )


def read_terms(text: str) -> Propose:
    """The terms of their printed form; ValueError when it is not one."""
    parts = text.split(" ")
    if len(parts) != 7 or parts[1] not in ("drawn", "chosen"):
        raise ValueError("not the terms of a game")
    color, drawn, setup, seed, minutes, increment, code = parts
    body = {
        "kind": "propose",
        "inviter_color": color,
        "drawn": drawn == "drawn",
        "setup": setup,
        "seed": _number(seed),
        "minutes": _number(minutes),
        "increment": _number(increment),
        "resume_code": code,
    }
    try:
        message = read_message(json.dumps(body))  # the protocol's own checks
    except WireError as error:
        raise ValueError(str(error)) from None
    if not isinstance(message, Propose) or terms_text(message) != text:  # as we write them
        raise ValueError("not the terms of a game")
    return message


def _number(text: str) -> int:
    if not (text.isascii() and text.isdigit() and len(text) <= 10):
        raise ValueError("not a whole number")
    return int(text)


def with_saved(tags: Tags, saved: SavedOnline) -> Tags:
    """``tags`` with the online ones of ``saved`` in place of any it had."""
    names = {tag.value for tag in SavedTag}
    return tuple(pair for pair in tags if pair[0] not in names) + saved.tags()


def read_saved(tags: Tags) -> SavedOnline | None:
    """The online game a record's tags describe; None when they hold no online tag;
    SavedError when one is missing, doubled or not what we write."""
    names = {tag.value: tag for tag in SavedTag}
    found: dict[SavedTag, str] = {}
    for name, value in tags:
        tag = names.get(name)
        if tag is None:
            continue
        if tag in found:
            raise SavedError(tag)
        found[tag] = value
    if not found:
        return None
    for tag in SavedTag:
        if tag not in found:
            raise SavedError(tag)
    try:
        role = Role(found[SavedTag.ROLE])
    except ValueError:
        raise SavedError(SavedTag.ROLE) from None
    try:
        terms = read_terms(found[SavedTag.TERMS])
    except ValueError:
        raise SavedError(SavedTag.TERMS) from None
    server = found[SavedTag.SERVER]
    if server and not _is_server(server):
        raise SavedError(SavedTag.SERVER)
    try:
        resumes = _number(found[SavedTag.RESUMES])
    except ValueError:
        raise SavedError(SavedTag.RESUMES) from None
    if resumes > MAX_RESUMES:
        raise SavedError(SavedTag.RESUMES)
    return SavedOnline(role, terms, server, resumes)


def _is_server(text: str) -> bool:
    try:
        plain_text(text, MAX_SERVER)
    except ValueError:
        return False
    return text.startswith(("ws://", "wss://")) and text.isascii() and " " not in text


def check_record(saved: SavedOnline, record: GameRecord) -> None:
    """SavedError when ``record`` is not the game its terms make: another start (setup or
    seed), another clock, not an online game, or names that a game message could not carry."""
    if record.start != start_position(saved.terms):
        raise SavedError(SavedTag.TERMS)
    if record.time_control != time_control(saved.terms) or record.site != SITE:
        raise SavedError(SavedTag.TERMS)
    for name in (record.white, record.black):
        try:
            plain_text(name, MAX_NAME_CHARS, allow_empty=True)
        except ValueError:
            raise SavedError(SavedTag.ROLE) from None


def charged_moves(game: Game) -> tuple[tuple[Move, float], ...]:
    """Each move of ``game`` to its cursor with the seconds it took off its player's clock
    (less the increment: negative when the increment gave more back than was used)."""
    moves: list[tuple[Move, float]] = []
    for ply, transition in enumerate(game.transitions, start=1):
        before, after = game.clocks_at(ply - 1), game.clocks_at(ply)
        mover = transition.before.turn
        charge = before[mover] - after[mover] if before is not None and after is not None else 0.0
        moves.append((transition.move, charge))
    return tuple(moves)
