"""What the Training window shows of the player's progress (issue 50 point 4), as data: the
training week by week, and the player's accuracy game after game.

``reviewed_games`` reads My games: each game against the computer whose review is saved with
it, the person's side, their accuracy, and the positions and judged moves the training set
takes its exercises from.  ``weeks`` counts the answers of the past weeks (found at the first
try, after a try, shown; the accuracy is the share found at the first try) and the positions
due in the coming ones.  A week starts on Monday (in UTC, as the set's dates are kept).
No widgets here.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from app.learn.training_set import Answer, Scheduled, player_side
from app.library_entry import Entry
from engine.errors import DvonnError
from engine.position import Color, Position
from engine.review.analysis import GameLine, judge_line, summaries
from engine.review.annotations import read_annotations
from engine.review.judgement import PlyReview
from engine.training import Outcome

PAST_WEEKS = 8
COMING_WEEKS = 4
GAMES_SHOWN = 20  # the accuracy chart: the player's last games


@dataclass(frozen=True, slots=True)
class ReviewedGame:
    """A game of My games against the computer, with its review: the person's ``side``, the
    computer's ``level``, the person's ``accuracy`` (0–100)."""

    name: str
    modified: float
    side: Color
    level: int
    accuracy: float
    positions: tuple[Position, ...]
    plies: tuple[PlyReview, ...]


def reviewed_games(entries: Iterable[Entry]) -> list[ReviewedGame]:
    """Every game against the computer with a saved review, the oldest first (a review that
    cannot be read is left out: My games says why when the game is opened)."""
    found = []
    for entry in entries:
        record = entry.record
        if record is None or not entry.reviewed:
            continue
        side = player_side(record)
        level = record.black_level if side is Color.WHITE else record.white_level
        if side is None or level is None:
            continue
        try:
            line = GameLine.of_record(record)
            plies = [p for p in judge_line(line, read_annotations(record, line.positions)) if p]
        except DvonnError:
            continue
        if not plies:
            continue
        accuracy = summaries(plies, line.positions[-1])[side].accuracy
        found.append(
            ReviewedGame(
                entry.name,
                entry.modified,
                side,
                level,
                accuracy,
                line.positions,
                tuple(plies),
            )
        )
    return sorted(found, key=lambda game: (game.modified, game.name))


@dataclass(frozen=True, slots=True)
class Week:
    """One week of the chart, from Monday ``start``: the answers given (a past week or this
    one), or the positions due (``due``: this week and the coming ones)."""

    start: date
    found: int = 0
    after_try: int = 0
    shown: int = 0
    due: int = 0
    coming: bool = False

    @property
    def answered(self) -> int:
        return self.found + self.after_try + self.shown

    @property
    def solved(self) -> int:
        """Found, at the first try or after one."""
        return self.found + self.after_try

    @property
    def accuracy(self) -> float | None:
        """The share found at the first try, in percent (None: no answer that week)."""
        return 100.0 * self.found / self.answered if self.answered else None


def monday(day: date) -> date:
    return day - timedelta(days=day.weekday())


def weeks(
    answers: Iterable[Answer],
    positions: Iterable[Scheduled],
    now: datetime,
    past: int = PAST_WEEKS,
    coming: int = COMING_WEEKS,
) -> list[Week]:
    """The ``past`` weeks before this one, this week, then ``coming`` weeks: answers counted
    in the past weeks and this one, positions due counted from this week on (a position
    due already counts in this week)."""
    this = monday(now.date())
    starts = [this + timedelta(weeks=offset) for offset in range(-past, coming + 1)]
    counts = {start: [0, 0, 0, 0] for start in starts}  # found, after a try, shown, due
    column = {Outcome.FOUND: 0, Outcome.FOUND_AFTER_TRY: 1, Outcome.SHOWN: 2}
    for answer in answers:
        start = monday(answer.at.date())
        if start in counts and start <= this:
            counts[start][column[answer.outcome]] += 1
    for position in positions:
        start = max(monday(position.schedule.due.date()), this)
        if start in counts:
            counts[start][3] += 1
    return [
        Week(start, found, after_try, shown, due, start > this)
        for start in starts
        for found, after_try, shown, due in [counts[start]]
    ]
