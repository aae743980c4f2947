"""English plurals for texts marked as numerus forms (``"%n win(s)"``).

A text is marked for translation with its count, ``translate(context, "%n win(s)", None, n)``,
so that a catalogue can give every plural form of a language.  Qt fills ``%n`` whether or not
a translation is installed, but without one (English, the source language) the text keeps its
``(s)``: ``plural`` turns each ``(s)`` or ``(es)`` that follows a letter into the English
singular (1) or plural (any other count).  A translated text without the markers is returned
as it is.
"""

from __future__ import annotations

import re

_MARKER = re.compile(r"(?<=[^\W\d_])\((s|es)\)")


def plural(text: str, n: int) -> str:
    """``text`` (already filled by Qt) with its ``(s)``/``(es)`` markers made singular when
    ``n`` is 1 and plural otherwise: ``plural("2 loss(es)", 2)`` → "2 losses"."""
    return _MARKER.sub("" if n == 1 else r"\1", text)
