"""Free-text fields of Boardspace files: the ``RE`` result sentence and the ``DT`` date.

Boardspace writes both in the language of the player who saved the game: ``Game won by
Dumbot``, ``Dumbot hat gewonnen``, ``Partie gagnée par WeakBot``, ``The game is a draw``;
``Thu Jun 05 18:45:18 CEST 2008``, ``April 11, 2017``, ``1 février 2017``.  The winner is found
by name, so the language does not matter; a date is turned into ``2008.06.05`` when it is in one
of the two English forms and kept as written otherwise.
"""

from __future__ import annotations

import re

from engine.position import Color
from engine.records.model import GameRecord, RecordResult

_DRAW_WORDS = ("draw", "remis", "unentschieden", "gelijkspel", "empate", "pareggio", "nul")
_MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("jan", "january"),
            ("feb", "february"),
            ("mar", "march"),
            ("apr", "april"),
            ("may",),
            ("jun", "june"),
            ("jul", "july"),
            ("aug", "august"),
            ("sep", "sept", "september"),
            ("oct", "october"),
            ("nov", "november"),
            ("dec", "december"),
        ),
        start=1,
    )
    for name in names
}


def _find_word(text: str, word: str) -> bool:
    """``word`` occurs in ``text`` as a whole word; trailing digits are allowed after it,
    because Boardspace numbers its guests (player ``guest`` wins as ``guest1493``).

    One regular expression search (``[^\\W_]`` is a letter or digit; the possessive digit
    run never backtracks), so a long text of near misses costs linear time in C.
    """
    if not word:
        return False
    pattern = rf"(?<![^\W_]){re.escape(word)}[0-9]*+(?![^\W_])"
    return re.search(pattern, text) is not None


def result_from_text(text: str, white: str, black: str) -> RecordResult | None:
    """WHITE, BLACK or DRAW when an ``RE`` sentence names the winner or says draw."""
    folded = text.casefold()
    if not folded:
        return None
    winners = [
        color
        for color, name in ((Color.WHITE, white), (Color.BLACK, black))
        if _find_word(folded, name.casefold())
    ]
    if len(winners) == 2 and len(white) != len(black):
        # "Dumbot" is found inside "Game won by Dumbot2" too: the longer name is the winner.
        winners = [Color.WHITE if len(white) > len(black) else Color.BLACK]
    if len(winners) == 1:
        return RecordResult.WHITE if winners[0] is Color.WHITE else RecordResult.BLACK
    if not winners and any(_find_word(folded, word) for word in _DRAW_WORDS):
        return RecordResult.DRAW
    return None


def result_to_text(record: GameRecord) -> str:
    """An English ``RE`` sentence for the record's result ("" while unfinished)."""
    result = record.result
    if result is RecordResult.RESIGNED:
        result = RecordResult.BLACK if record.resigned is Color.WHITE else RecordResult.WHITE
    if result is RecordResult.DRAW:
        return "The game is a draw"
    if result is RecordResult.WHITE:
        return f"Game won by {record.white or 'White'}"
    if result is RecordResult.BLACK:
        return f"Game won by {record.black or 'Black'}"
    return ""


def normalize_date(text: str) -> str:
    """``2008.06.05`` from ``Thu Jun 05 18:45:18 CEST 2008`` or ``June 5, 2008``; else as is."""
    words = text.replace(",", " ").split()
    if len(words) == 6 and words[5].isdigit():  # weekday month day time zone year
        month, day, year = words[1], words[2], words[5]
    elif len(words) == 3 and words[2].isdigit():  # month day, year
        month, day, year = words
    else:
        return text.strip()
    number = _MONTHS.get(month.lower())
    valid_day = day.isascii() and day.isdigit() and len(day) <= 2 and 1 <= int(day) <= 31
    if number is None or not valid_day or len(year) != 4:
        return text.strip()
    return f"{year}.{number:02d}.{int(day):02d}"
