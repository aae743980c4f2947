"""Level numbers across ladders: what a file or a setting written under an older numbering
of the difficulty levels means today.

The levels table (``engine/data/ai_levels.json``) says which numbering it is (``ladder``) and
how older ones map to it (``older_ladders``).  Ladder 1 had levels 1–10; ladder 2 added two
levels below them, so that its levels 3–12 are ladder 1's 1–10, unchanged; ladder 3 added
levels between ladder 2's from its level 3 up (20 in all) and held those below the top to a
second a move, so that each older level maps to the level with its parameters (ladder 2's
levels 8–11, whose caps fell to a second or less, to the same levels at the new caps).  Files
and settings that name no ladder are ladder 1.  Standard library only, so that the record
readers and the app's settings can use it without the search.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

FIRST = 1  # the ladder of files and settings that name none


@cache
def _table() -> tuple[int, frozenset[int], dict[int, dict[int, int]]]:
    text = resources.files("engine").joinpath("data/ai_levels.json").read_text("utf-8")
    data = json.loads(text)
    ladder = data["ladder"]
    numbers = frozenset(int(row["level"]) for row in data["levels"])
    older = {
        int(version): {int(old): int(new) for old, new in table.items()}
        for version, table in data["older_ladders"].items()
    }
    if not isinstance(ladder, int) or any(
        version >= ladder or not set(table.values()) <= numbers for version, table in older.items()
    ):
        raise ValueError("ai_levels.json: older_ladders map to levels of the current ladder")
    return ladder, numbers, older


def current_ladder() -> int:
    """The number of today's numbering (written beside levels in files and settings)."""
    return _table()[0]


def from_ladder(number: int, ladder: int | None) -> int | None:
    """Today's number of the level that was ``number`` under ``ladder`` (None: a file or
    setting that names no ladder, ladder 1); None for a number that ladder did not have."""
    current, numbers, older = _table()
    version = FIRST if ladder is None else ladder
    if version == current:
        return number if number in numbers else None
    return older.get(version, {}).get(number)
