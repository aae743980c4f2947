"""When a position of the training set is due again, and when it leaves the set.

The dates come from the FSRS scheduler (the ``fsrs`` library), graded by how the player
answered (``engine.training.Outcome``):

- found at the first try: **Good**.  Not Easy: one find says the player saw it this time, and
  Easy would stretch the next interval about threefold at once;
- found after a wrong try: **Hard**;
- shown (the player asked for the answer): **Again** — due again the next day.

The scheduler runs without learning steps (minutes apart): a position is played once in a
training session, so even its first answer schedules it days ahead; and without fuzz, so
that the same answers give the same dates (the tests, and the "next due" the player reads).

A position **leaves the set** when it was found at the first try ``LEAVE_AFTER`` (3) times in
a row, each at least ``LONG`` (7 days) after the answer before it (or after it joined the
set): a find sooner than that keeps the count as it is (training early is no failure), a
find after a try or a "shown" starts it again.  With the grades above a position found every
time leaves after about seven months (answers after 0, 2, 13, 59 and 222 days).

No Qt here: the clock is the caller's (``now``), so that the tests choose the date.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta

from fsrs import Card, Rating, Scheduler, State

from engine.errors import NotationError
from engine.training import Outcome

LONG = timedelta(days=7)
LEAVE_AFTER = 3
MAX_INTERVAL_DAYS = 365  # a position comes back at least once a year
GRADES = {
    Outcome.FOUND: Rating.Good,
    Outcome.FOUND_AFTER_TRY: Rating.Hard,
    Outcome.SHOWN: Rating.Again,
}
_SCHEDULER = Scheduler(
    learning_steps=(),
    relearning_steps=(),
    maximum_interval=MAX_INTERVAL_DAYS,
    enable_fuzzing=False,
)
_EARLIEST = datetime(2000, 1, 1, tzinfo=UTC)
_LATEST = datetime(2200, 1, 1, tzinfo=UTC)


def grade(outcome: Outcome) -> Rating:
    """The scheduler's grade of an answer."""
    return GRADES[outcome]


@dataclass(frozen=True, slots=True)
class Schedule:
    """Where one position stands: when it is ``due``, the scheduler's memory model
    (``stability``, ``difficulty``: None before the first answer), when it was last answered
    (or joined: ``last``), how many answers it had, and its ``streak`` of finds at long
    intervals."""

    due: datetime
    last: datetime
    stability: float | None = None
    difficulty: float | None = None
    answers: int = 0
    streak: int = 0

    @classmethod
    def joined(cls, now: datetime) -> Schedule:
        """A position that joins the set now: due at once."""
        return cls(now, now)

    @property
    def learnt(self) -> bool:
        """Found often enough at long intervals: it leaves the set."""
        return self.streak >= LEAVE_AFTER

    def is_due(self, now: datetime) -> bool:
        return self.due <= now

    def answered(self, outcome: Outcome, now: datetime) -> Schedule:
        """The schedule after the player answered ``outcome`` at ``now``."""
        card, _ = _SCHEDULER.review_card(self._card(), grade(outcome), now)
        if outcome is Outcome.FOUND:
            streak = self.streak + 1 if now - self.last >= LONG else self.streak
        else:
            streak = 0
        return replace(
            self,
            due=card.due,
            last=now,
            stability=card.stability,
            difficulty=card.difficulty,
            answers=self.answers + 1,
            streak=streak,
        )

    def _card(self) -> Card:
        if self.stability is None or self.difficulty is None:
            return Card(card_id=1, state=State.Learning, step=0, due=self.due)
        return Card(
            card_id=1,
            state=State.Review,
            stability=self.stability,
            difficulty=self.difficulty,
            due=self.due,
            last_review=self.last,
        )

    # --- in the training file ----------------------------------------------------------------

    def to_json(self) -> dict[str, object]:
        return {
            "due": self.due.isoformat(),
            "last": self.last.isoformat(),
            "stability": self.stability,
            "difficulty": self.difficulty,
            "answers": self.answers,
            "streak": self.streak,
        }

    @classmethod
    def from_json(cls, data: object) -> Schedule:
        """Read ``to_json``'s form back; NotationError names the first thing wrong."""
        if not isinstance(data, Mapping):
            raise NotationError("a schedule is not an object")
        stability = _number(data.get("stability"), "stability", 0.001, 100_000.0)
        difficulty = _number(data.get("difficulty"), "difficulty", 1.0, 10.0)
        if (stability is None) != (difficulty is None):
            raise NotationError("a schedule has a stability without a difficulty")
        return cls(
            read_time(data.get("due"), "due"),
            read_time(data.get("last"), "last"),
            stability,
            difficulty,
            _count(data.get("answers"), "answers", 1_000_000),
            _count(data.get("streak"), "streak", LEAVE_AFTER),
        )


def read_time(value: object, what: str) -> datetime:
    """A moment written by ``datetime.isoformat`` with its time zone, from 2000 to 2200."""
    if not isinstance(value, str) or len(value) > 40:
        raise NotationError(f"the {what} time is missing")
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        raise NotationError(f"the {what} time is not a date and time") from None
    if moment.tzinfo is None or not _EARLIEST <= moment <= _LATEST:
        raise NotationError(f"the {what} time is not a date of ours")
    return moment.astimezone(UTC)


def _number(value: object, what: str, low: float, high: float) -> float | None:
    if value is None:
        return None
    if not isinstance(value, int | float) or isinstance(value, bool) or not low <= value <= high:
        raise NotationError(f"a schedule's {what} is not a number from {low} to {high}")
    return float(value)


def _count(value: object, what: str, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= high:
        raise NotationError(f"a schedule's {what} is not a count from 0 to {high}")
    return value
