"""Bounded reading of input from outside: whole numbers, seconds and lines, and how messages
quote what was read.

Every number a command line, the shell or a record gives is read here: ASCII digits only
(``²`` or ``٣`` are not digits here) and within stated bounds, so a 5,000-digit number is an
error with a message, never a traceback or an endless computation.  Lines are read with a
length bound, so a huge line costs no more memory than the bound.  The bounds themselves are
listed in ``docs/reliability.md``.
"""

from __future__ import annotations

import argparse
import io
import re
from collections.abc import Callable
from typing import TextIO, TypeVar

from engine.clocks import MAX_CLOCK_SECONDS
from engine.errors import DvonnError

MAX_LINE_CHARS = 1 << 16  # a shell or protocol line; a whole game's moves take about 1,000
MAX_PERFT_DEPTH = 10  # perft 5 of a movement position is already 10^8 sequences
MAX_SEED = 10**18 - 1
MAX_GAMES = 100_000  # games of one match
MAX_JOBS = 64  # processes of one match
MAX_MOVE_SECONDS = 3600.0  # a per-move time cap
MAX_GAME_SECONDS = MAX_CLOCK_SECONDS  # a player's clock for the game (engine.clocks)

T = TypeVar("T")
_SECONDS = re.compile(r"(?:[0-9]{1,9}(?:\.[0-9]{0,9})?|\.[0-9]{1,9})")


class InputError(DvonnError):
    """A number or a line from outside that breaks its bounds; the message states them."""


class LineTooLong(InputError):
    """A line longer than the bound; ``head`` is its beginning (the rest was skipped)."""

    def __init__(self, head: str, limit: int) -> None:
        self.head = head
        super().__init__(f"line too long (over {limit} characters): {cut(head)!r}")


def cut(text: str, limit: int = 40) -> str:
    """``text`` for a message: as it is, or its first ``limit`` characters and "…"."""
    return text if len(text) <= limit else text[:limit] + "…"


def shown(text: str, limit: int = 40) -> str:
    """``text`` quoted for a message, cut after ``limit`` characters (saying how long it was)."""
    if len(text) <= limit:
        return repr(text)
    return f"{text[:limit]!r}… ({len(text)} characters)"


def whole_number(text: str, name: str, low: int, high: int) -> int:
    """``text`` as a whole number from ``low`` to ``high``, written in ASCII digits only."""
    if text.isascii() and text.isdigit():
        digits = text.lstrip("0") or "0"
        if len(digits) <= len(str(high)) and low <= int(digits) <= high:
            return int(digits)
    raise InputError(f"{name} must be a whole number from {low} to {high}, not {shown(text)}")


def seconds(text: str, name: str, high: float) -> float:
    """``text`` as a number of seconds, more than 0 and at most ``high`` (``2``, ``0.5``): no
    sign, exponent, ``inf`` or ``nan``."""
    if _SECONDS.fullmatch(text):
        value = float(text)
        if 0 < value <= high:
            return value
    raise InputError(
        f"{name} must be a number of seconds more than 0 and at most {high:g}, not {shown(text)}"
    )


def _argument(parse: Callable[[str], T]) -> Callable[[str], T]:
    def convert(text: str) -> T:
        try:
            return parse(text)
        except InputError as error:  # argparse prints it with the usage, exit status 2
            raise argparse.ArgumentTypeError(str(error)) from None

    return convert


def whole_argument(name: str, low: int, high: int) -> Callable[[str], int]:
    """An argparse ``type=`` reading a whole number like ``whole_number``."""
    return _argument(lambda text: whole_number(text, name, low, high))


def seconds_argument(name: str, high: float) -> Callable[[str], float]:
    """An argparse ``type=`` reading seconds like ``seconds``."""
    return _argument(lambda text: seconds(text, name, high))


def tolerant_input(stream: TextIO) -> TextIO:
    """``stream`` with bytes that are not valid text read as U+FFFD instead of raising."""
    if isinstance(stream, io.TextIOWrapper):
        stream.reconfigure(errors="replace")
    return stream


def read_line(stream: TextIO, limit: int = MAX_LINE_CHARS) -> str | None:
    """The next line of ``stream`` without its line break, None at the end of the input.

    At most ``limit`` + 1 characters are held at a time: a longer line is skipped to its end
    and reported as LineTooLong, so the caller can answer it and read on.
    """
    line = stream.readline(limit + 1)
    if not line:
        return None
    if line.endswith("\n"):
        return line[:-1]
    if len(line) <= limit:
        return line  # the last line, without a line break
    rest = line
    while rest and not rest.endswith("\n"):
        rest = stream.readline(limit + 1)
    raise LineTooLong(line, limit)
