"""The player's record against each computer level, from the games in the library.

Only finished games between a person and the computer count (the side without a level is the
person): a win, a draw or a loss for the person against the computer's level.  A resignation
is a loss for the side that resigned.  Games between people, between two computers,
unfinished games and entries that cannot be read are left out.

``suggestion`` proposes another level after a run of three: three wins in a row against a
level suggest the next one up, three losses the next one down.  Nothing here uses widgets.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from app.library import Entry
from engine.ai import levels
from engine.position import Color
from engine.records import RecordResult

STREAK = 3  # games in a row that suggest another level


class Outcome(Enum):
    """How a game ended for the person playing the computer."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"


@dataclass(frozen=True, slots=True)
class LevelRecord:
    """Wins, draws and losses of the player against one level."""

    wins: int = 0
    draws: int = 0
    losses: int = 0

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    def adding(self, outcome: Outcome) -> LevelRecord:
        """This record with one more game ending in ``outcome``."""
        return LevelRecord(
            self.wins + (outcome is Outcome.WIN),
            self.draws + (outcome is Outcome.DRAW),
            self.losses + (outcome is Outcome.LOSS),
        )


def game_against_level(entry: Entry) -> tuple[int, Outcome] | None:
    """(the computer's level, the person's outcome) for a finished game between a person and
    the computer; None for any other entry."""
    record = entry.record
    if record is None or not entry.finished:
        return None
    white, black = record.white_level, record.black_level
    if (white is None) == (black is None):
        return None  # two people or two computers
    person, level = (Color.WHITE, black) if white is None else (Color.BLACK, white)
    assert level is not None
    if record.result is RecordResult.DRAW:
        return level, Outcome.DRAW
    if record.winner is None:
        return None
    return level, Outcome.WIN if record.winner is person else Outcome.LOSS


def records_by_level(entries: Iterable[Entry]) -> dict[int, LevelRecord]:
    """The player's record against every level they finished a game against."""
    found: dict[int, LevelRecord] = {}
    for entry in entries:
        game = game_against_level(entry)
        if game is not None:
            level, outcome = game
            found[level] = found.get(level, LevelRecord()).adding(outcome)
    return found


def recent_outcomes(entries: Iterable[Entry], level: int) -> list[Outcome]:
    """The player's outcomes against ``level``, the most recently saved game first."""
    games: list[tuple[float, str, Outcome]] = []
    for entry in entries:
        game = game_against_level(entry)
        if game is not None and game[0] == level:
            games.append((entry.modified, entry.name, game[1]))
    games.sort(reverse=True)
    return [outcome for _, _, outcome in games]


def suggestion(entries: Iterable[Entry], level: int) -> int | None:
    """The level to try after ``level``: one up when the player won their last three finished
    games against it, one down when they lost them all, None otherwise (or at the ends of the
    range of levels)."""
    last = recent_outcomes(entries, level)[:STREAK]
    if len(last) < STREAK:
        return None
    highest = max(entry.number for entry in levels())
    if all(outcome is Outcome.WIN for outcome in last) and 1 <= level < highest:
        return level + 1
    if all(outcome is Outcome.LOSS for outcome in last) and 1 < level <= highest:
        return level - 1
    return None
