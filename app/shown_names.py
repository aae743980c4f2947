"""Players' names as every text of the app shows them: `shown_name`.

A name comes from the player, or from any record opened (a file of somebody else's).  Shown
as it is, a name of right-to-left overrides ("A\\u202e" × 500) turns the rest of the line
around (the date, the moves and the level of "Continue your last game?") and a long one runs
a dialog past the screen.  So a name is shown cut to MAX_NAME characters (the side panel's,
the New game dialog's and the records' limit) with an ellipsis, with its own bidirectional
controls balanced (an unmatched closer and an opener left open are dropped, so that none
reaches past it), and isolated from the text around it (FSI … PDI: the Unicode
Bidirectional Algorithm lays it out as a unit of its own direction, and the text around it
in the text's direction).  Control characters (a line break in a name) become spaces.
The New game dialog's name fields show a name balanced only (`balanced_bidi`): each field is
a paragraph of its own, and what it holds is what the player edits.
"""

from __future__ import annotations

import unicodedata

MAX_NAME = 40
ELLIPSIS = "…"
FSI, PDI = "\u2068", "\u2069"  # first strong isolate, pop directional isolate
PDF = "\u202c"  # pop directional formatting
EMBEDDINGS = frozenset("\u202a\u202b\u202d\u202e")  # LRE, RLE, LRO, RLO: closed by PDF
ISOLATES = frozenset("\u2066\u2067\u2068")  # LRI, RLI, FSI: closed by PDI


def balanced_bidi(text: str) -> str:
    """``text`` with its bidirectional controls balanced as the Unicode Bidirectional
    Algorithm pairs them: a PDF closes the latest embedding or override opened since the
    latest isolate, a PDI the latest isolate (and what was opened inside it).  An unmatched
    closer and an opener left open are dropped, so the text is never longer; control
    characters (Cc, and the line and paragraph separators) become spaces."""
    chars = list(text)
    kept = [True] * len(chars)
    opened: list[tuple[int, str]] = []  # (where, what closes it) of each opener still open
    for where, char in enumerate(chars):
        if char in EMBEDDINGS:
            opened.append((where, PDF))
        elif char in ISOLATES:
            opened.append((where, PDI))
        elif char == PDF:
            if opened and opened[-1][1] == PDF:
                opened.pop()
            else:  # nothing to close, or not past an isolate
                kept[where] = False
        elif char == PDI:
            if any(closer == PDI for _, closer in opened):
                while opened.pop()[1] != PDI:  # embeddings inside the isolate end with it
                    pass
            else:
                kept[where] = False
        elif unicodedata.category(char) in ("Cc", "Zl", "Zp"):
            chars[where] = " "
    for where, _ in opened:
        kept[where] = False
    return "".join(char for char, keep in zip(chars, kept, strict=True) if keep)


def shown_name(name: str) -> str:
    """A player's name as a text shows it: at most MAX_NAME characters (the last an
    ellipsis when it was longer), its bidirectional controls balanced, isolated (FSI … PDI).
    "" stays "" (the caller shows the colour instead)."""
    if not name:
        return ""
    if len(name) > MAX_NAME:
        name = name[: MAX_NAME - 1] + ELLIPSIS
    return FSI + balanced_bidi(name) + PDI


def without_isolates(text: str) -> str:
    """``text`` without the isolates `shown_name` put around names (to sort or compare)."""
    return text.replace(FSI, "").replace(PDI, "")
