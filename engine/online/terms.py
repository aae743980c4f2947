"""The terms of an online game as the inviter makes them (``Propose``): a drawn colour, a
fresh seed for a random start, a resume code; the same for a rematch.  The window's dialog
and ``dvonn-engine online invite`` both make them here."""

from __future__ import annotations

import secrets
from dataclasses import replace

from engine.online.messages import MAX_SEED, Propose, Setup
from engine.pieces import Color

RESUME_WORDS = ("dvonn", "stack", "piece", "board", "jump", "tower", "ring", "gipf")


def app_version() -> str:
    """This program's version, as a ``Hello`` carries it ("0" when it is not installed)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("dvonn3d")[:20]
    except PackageNotFoundError:
        return "0"


def resume_code() -> str:
    """A code both sides can come back to after a lost connection: a nameplate far above
    those the server gives out, and two words."""
    words = secrets.SystemRandom().sample(RESUME_WORDS, 2)
    return f"{secrets.randbelow(9_000_000) + 1_000_000}-{words[0]}-{words[1]}"


def make_terms(color: Color | None, setup: Setup, minutes: int, increment: int) -> Propose:
    """The inviter's terms: it plays ``color`` (None: drawn at random), a clock of
    ``minutes`` (0: none) and ``increment`` seconds a move (none without a clock)."""
    drawn = color is None
    chosen = secrets.choice(list(Color)) if color is None else color
    return Propose(
        chosen,
        drawn,
        setup,
        secrets.randbelow(MAX_SEED),
        minutes,
        increment if minutes else 0,
        resume_code(),
    )


def rematch_terms(terms: Propose) -> Propose:
    """The same game again with the colours swapped: a new setup and a new resume code."""
    return replace(
        terms,
        inviter_color=terms.inviter_color.other,
        drawn=False,
        seed=secrets.randbelow(MAX_SEED),
        resume_code=resume_code(),
    )
