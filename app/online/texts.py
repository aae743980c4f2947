"""An online game's words for the player: why a connection ended or could not be made, where
it stands, the terms in a sentence, chat lines.  One table each (context "Online"); the
match and the session answer with data (``BreakKind``, ``Failure``, ``Link``)."""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication

from app.i18n import fill
from app.online.session import Failure, Link, Refusal
from app.shown_names import FSI, PDI, balanced_bidi, shown_name
from engine.online.match import BreakKind, Broken
from engine.online.messages import Propose, Setup
from engine.online.terms import app_version
from engine.pieces import Color

translate = QCoreApplication.translate


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    return text


_BROKEN = {
    BreakKind.OVERSIZED: QT_TRANSLATE_NOOP(
        "Online", "The other side sent a message longer than the game allows."
    ),
    BreakKind.MALFORMED: QT_TRANSLATE_NOOP(
        "Online", "The other side sent a message that is not part of the game."
    ),
    BreakKind.VERSION: QT_TRANSLATE_NOOP(  # theirs newer (an older one: _OLDER_PEER)
        "Online",
        "Your friend's DVONN 3D %1 speaks a newer version of the online game (%2, this one "
        "speaks %3): install DVONN 3D %1 or later to play each other.",
    ),
    BreakKind.ILLEGAL_MOVE: QT_TRANSLATE_NOOP(
        "Online", "The other side sent a move the rules do not allow: %1."
    ),
    BreakKind.UNEXPECTED: QT_TRANSLATE_NOOP("Online", "The other side sent a message out of turn."),
    BreakKind.FLOOD: QT_TRANSLATE_NOOP("Online", "The other side sent too many messages."),
    BreakKind.DIFFERENT_GAMES: QT_TRANSLATE_NOOP(
        "Online", "After reconnecting, the two sides do not have the same game."
    ),
}

_FAILED = {
    Failure.WRONG_CODE: QT_TRANSLATE_NOOP(
        "Online", "This code is wrong: check it with your friend and try again."
    ),
    Failure.GUESSED: QT_TRANSLATE_NOOP(
        "Online",
        "Wrong codes were tried five times, so the invitation was ended: nobody can guess "
        "it. Invite again for a new code.",
    ),
    Failure.NO_ANSWER: QT_TRANSLATE_NOOP(
        "Online", "Nobody is waiting with this code: check it with your friend."
    ),
    Failure.SERVER: QT_TRANSLATE_NOOP(
        "Online", "The connection could not be made. Check the internet connection."
    ),
    Failure.LEFT: QT_TRANSLATE_NOOP("Online", "Your friend has left."),
}

_LINK = {
    Link.OPENING: QT_TRANSLATE_NOOP("Online", "Connecting…"),
    Link.CONNECTED: QT_TRANSLATE_NOOP("Online", "Connected"),
    Link.LOST: QT_TRANSLATE_NOOP("Online", "Connection lost — waiting"),
    Link.RECONNECTING: QT_TRANSLATE_NOOP("Online", "Reconnecting — waiting for your friend"),
    Link.CLOSED: QT_TRANSLATE_NOOP("Online", "Disconnected"),
    Link.LEFT: QT_TRANSLATE_NOOP("Online", "Your friend left the game"),
}

_OLDER_PEER = QT_TRANSLATE_NOOP(
    "Online",
    "Your friend's DVONN 3D %1 speaks an older version of the online game (%2, this one "
    "speaks %3): your friend needs to install DVONN 3D %4 or later to play each other.",
)

_REFUSED = {
    Refusal.NOT_CONNECTED: QT_TRANSLATE_NOOP(
        "Online", "Not connected: press Continue online to play on with your friend."
    ),
    Refusal.RESUMING: QT_TRANSLATE_NOOP(
        "Online", "Wait a moment: the game is being matched with your friend's."
    ),
    Refusal.OFFER_WAITS: QT_TRANSLATE_NOOP(
        "Online", "Your takeback offer waits for your friend's answer."
    ),
    Refusal.TIME_UP: QT_TRANSLATE_NOOP("Online", "Your time is up."),
    Refusal.THEIR_TURN: QT_TRANSLATE_NOOP(
        "Online", "It is your friend's turn: their moves come from their side."
    ),
    Refusal.OVER: QT_TRANSLATE_NOOP("Online", "The game is over."),
}


def refusal_text(refusal: Refusal) -> str:
    """Why our move was not played (nor sent)."""
    return translate("Online", _REFUSED[refusal])


def broken_text(broken: Broken) -> str:
    """Why the connection ended, the game kept as it stood."""
    from engine.online.messages import PROTOCOL_VERSION

    template = translate("Online", _BROKEN[broken.kind])
    if broken.kind is BreakKind.VERSION:
        if broken.theirs < PROTOCOL_VERSION:
            template = translate("Online", _OLDER_PEER)
        ours = balanced_bidi(app_version())
        theirs = balanced_bidi(broken.app_version)
        return fill(template, theirs, broken.theirs, PROTOCOL_VERSION, ours)
    if broken.kind is BreakKind.ILLEGAL_MOVE:
        return fill(template, balanced_bidi(broken.move))
    return template


def failure_text(failure: Failure) -> str:
    return translate("Online", _FAILED[failure])


def link_text(link: Link) -> str:
    return translate("Online", _LINK[link])


def left_text(name: str) -> str:
    """The other side closed its game during it: Reconnect waits for it, Stop ends."""
    if not shown_name(name):
        return link_text(Link.LEFT)
    return fill(translate("Online", "%1 left the game"), shown_name(name))


def colour_name(color: Color) -> str:
    return translate("Online", "White") if color is Color.WHITE else translate("Online", "Black")


def terms_text(terms: Propose, inviter: str, ours: Color | None = None) -> str:
    """The terms in a sentence: who plays which colour, the start, the clock."""
    name = shown_name(inviter) or translate("Online", "Your friend")
    if terms.drawn:
        colours = translate("Online", "%1 plays %2 (drawn at random).")
    else:
        colours = translate("Online", "%1 plays %2.")
    parts = [fill(colours, name, colour_name(terms.inviter_color))]
    if ours is not None:
        parts.append(fill(translate("Online", "You play %1."), colour_name(ours)))
    parts.append(
        translate("Online", "Random setup.")
        if terms.setup is Setup.RANDOM
        else translate("Online", "Standard placement.")
    )
    if terms.minutes and terms.increment:
        parts.append(
            fill(
                translate("Online", "Clock: %1 min each, %2 s more a move."),
                terms.minutes,
                terms.increment,
            )
        )
    elif terms.minutes:
        parts.append(fill(translate("Online", "Clock: %1 min each."), terms.minutes))
    else:
        parts.append(translate("Online", "No clock."))
    return " ".join(parts)


def chat_line(name: str, text: str) -> str:
    """A chat line as the log shows it: the name and the text each isolated, so that neither
    turns the other around."""
    # "%1: %2", translated for the spacing of each language (French: "Ada : …")
    return fill(translate("Online", "%1: %2"), shown_name(name), f"{FSI}{balanced_bidi(text)}{PDI}")
