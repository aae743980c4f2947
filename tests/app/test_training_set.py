"""The training set (issue 50 point 3): its file kept safely, the scheduler's due dates from
the answers (on a clock the test sets), the grades, and positions leaving the set."""

from __future__ import annotations

import json
import os
import stat
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from fsrs import Rating

from app.learn.training_schedule import LEAVE_AFTER, LONG, Schedule, grade
from app.learn.training_set import FILE, TrainingSet, player_side
from engine.errors import NotationError
from engine.position import Color
from engine.review.analysis import GameLine
from engine.training import Exercise, Outcome
from engine.training_tries import game_exercises
from tests.app.review_helpers import plain_game, quick_review

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)  # a Monday


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now

    def advance(self, days: float) -> None:
        self.now += timedelta(days=days)


def exercises(game: str = "g1", side: Color = Color.WHITE) -> list[Exercise]:
    line = GameLine.of_record(plain_game())
    return game_exercises(game, line.positions, quick_review(), (side,))


def test_the_game_has_exercises_for_each_side_of_its_flagged_moves() -> None:
    white, black = exercises(side=Color.WHITE), exercises(side=Color.BLACK)
    assert white and black
    assert all(e.side is Color.WHITE for e in white)
    assert all(e.side is Color.BLACK for e in black)
    flagged = {p.ply for p in quick_review() if p.side is Color.WHITE and p.move_class.flagged}
    assert {e.ply for e in white} <= flagged


def test_player_side_is_the_side_without_a_level() -> None:
    record = plain_game()  # Ann against level 5
    assert player_side(record) is Color.WHITE
    from dataclasses import replace

    assert player_side(replace(record, white_level=3)) is None  # two computers
    assert player_side(replace(record, black_level=None)) is None  # two people


def test_round_trip_keeps_positions_schedules_and_answers(tmp_path: Path) -> None:
    clock = Clock()
    first = TrainingSet(tmp_path, clock)
    joined = first.add(exercises())
    assert joined == len(exercises()) > 0
    key = first.due()[0].key
    first.answer(key, Outcome.FOUND_AFTER_TRY)
    again = TrainingSet(tmp_path, clock)
    assert again.problem is None
    assert again.positions == first.positions
    assert again.answers == first.answers
    assert again.positions[key].schedule.answers == 1
    info = os.lstat(tmp_path / FILE)
    assert stat.S_IMODE(info.st_mode) == 0o600
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temporary left


def test_adding_again_keeps_the_schedule_and_learnt_positions_stay_out(tmp_path: Path) -> None:
    clock = Clock()
    training = TrainingSet(tmp_path, clock)
    training.add(exercises())
    key = training.due()[0].key
    training.answer(key, Outcome.FOUND)
    schedule = training.positions[key].schedule
    assert training.add(exercises()) == 0
    assert training.positions[key].schedule == schedule
    training.learnt.add(key)
    del training.positions[key]
    training.add(exercises())
    assert key not in training.positions


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        "[]",
        json.dumps({"format": "dvonn-training", "version": 99}),
        json.dumps({"format": "dvonn-training", "version": 1, "positions": [{}], "answers": []}),
        "[" * 5000 + "]" * 5000,
        "\udcff",
    ],
)
def test_a_corrupt_file_is_kept_aside_with_a_message(tmp_path: Path, text: str) -> None:
    path = tmp_path / FILE
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    training = TrainingSet(tmp_path, Clock())
    assert training.problem is not None
    assert "could not be read" in training.problem
    assert not training.positions
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("training-unreadable-")]
    assert len(kept) == 1
    assert kept[0].read_bytes() == text.encode("utf-8", "surrogateescape")  # nothing lost
    training.add(exercises())  # a fresh set is written beside it
    assert TrainingSet(tmp_path, Clock()).positions.keys() == training.positions.keys()


def test_a_hostile_exercise_is_refused(tmp_path: Path) -> None:
    training = TrainingSet(tmp_path, Clock())
    training.add(exercises())
    data = json.loads((tmp_path / FILE).read_text())
    data["positions"][0]["exercise"]["position"] = "__import__('os').system('true')"
    (tmp_path / FILE).write_text(json.dumps(data))
    again = TrainingSet(tmp_path, Clock())
    assert again.problem is not None and not again.positions


def test_a_link_is_neither_followed_to_read_nor_written_through(tmp_path: Path) -> None:
    target = tmp_path / "precious.txt"
    target.write_text("mine")
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / FILE).symlink_to(target)
    training = TrainingSet(folder, Clock())
    assert training.problem is not None  # the link was set aside, not read
    training.add(exercises())
    assert target.read_text() == "mine"
    assert not (folder / FILE).is_symlink()
    kept = [p for p in folder.iterdir() if p.name.startswith("training-unreadable-")]
    assert len(kept) == 1 and kept[0].is_symlink()  # the link itself, kept aside


def test_a_file_that_cannot_be_set_aside_is_never_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / FILE).write_text("{broken")

    def refuse(*_: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    training = TrainingSet(tmp_path, Clock())
    assert training.problem is not None and "left as it is" in training.problem
    training.add(exercises())
    assert (tmp_path / FILE).read_text() == "{broken"


def test_a_write_failure_is_a_message(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.write_text("a file where the folder should be")
    training = TrainingSet(folder, Clock())
    training.add(exercises())
    assert training.problem is not None and "could not be saved" in training.problem


# --- scheduling -----------------------------------------------------------------------------


def test_grades() -> None:
    assert grade(Outcome.FOUND) is Rating.Good
    assert grade(Outcome.FOUND_AFTER_TRY) is Rating.Hard
    assert grade(Outcome.SHOWN) is Rating.Again


def test_due_dates_from_the_answers(tmp_path: Path) -> None:
    clock = Clock()
    training = TrainingSet(tmp_path, clock)
    training.add((exercises(side=Color.WHITE) + exercises(side=Color.BLACK))[:3])
    assert len(training.due()) == 3  # a new position is due at once
    found, tried, shown = (e.key for e in training.due())
    training.answer(found, Outcome.FOUND)
    training.answer(tried, Outcome.FOUND_AFTER_TRY)
    training.answer(shown, Outcome.SHOWN)
    due = {key: training.positions[key].schedule.due - START for key in (found, tried, shown)}
    assert due[shown] == timedelta(days=1)  # missed: tomorrow
    assert due[tried] == timedelta(days=1)
    assert due[found] == timedelta(days=2)
    assert training.due() == []
    assert training.next_due() == START + timedelta(days=1)
    clock.advance(1)
    assert {e.key for e in training.due()} == {tried, shown}
    clock.advance(1)
    assert {e.key for e in training.due()} == {found, tried, shown}
    # found again at its due date: the interval grows; shown again: it stays short
    training.answer(found, Outcome.FOUND)
    training.answer(shown, Outcome.SHOWN)
    assert training.positions[found].schedule.due - clock.now > timedelta(days=7)
    assert training.positions[shown].schedule.due - clock.now <= timedelta(days=1)


def test_a_position_found_three_times_at_long_intervals_leaves_the_set(tmp_path: Path) -> None:
    clock = Clock()
    training = TrainingSet(tmp_path, clock)
    training.add(exercises()[:1])
    key = training.due()[0].key
    left = []
    while key in training.positions:
        clock.now = training.positions[key].schedule.due  # answered when due
        left.append(training.answer(key, Outcome.FOUND))
        assert len(left) < 10
    # joined and answered at once, then 2 days later (short), then 11, 46, 163 days later
    assert left == [False, False, False, False, True]
    assert key in training.learnt
    assert TrainingSet(tmp_path, clock).learnt == {key}


def test_a_try_restarts_the_count_and_an_early_find_keeps_it() -> None:
    schedule = Schedule.joined(START)
    now = START + LONG
    schedule = schedule.answered(Outcome.FOUND, now)
    assert schedule.streak == 1
    schedule = schedule.answered(Outcome.FOUND, now + timedelta(days=1))  # early
    assert schedule.streak == 1
    schedule = schedule.answered(Outcome.FOUND_AFTER_TRY, now + LONG * 3)
    assert schedule.streak == 0
    for week in range(LEAVE_AFTER):
        schedule = schedule.answered(Outcome.FOUND, now + LONG * (5 + week))
    assert schedule.learnt


def test_schedule_reads_back_and_refuses_nonsense() -> None:
    schedule = Schedule.joined(START).answered(Outcome.FOUND, START)
    assert Schedule.from_json(schedule.to_json()) == schedule
    for broken in (
        {**schedule.to_json(), "due": "yesterday"},
        {**schedule.to_json(), "due": "2026-03-02T09:00:00"},  # no time zone
        {**schedule.to_json(), "stability": float("inf")},
        {**schedule.to_json(), "difficulty": None},
        {**schedule.to_json(), "streak": True},
        "schedule",
    ):
        with pytest.raises(NotationError):
            Schedule.from_json(broken)


def test_deleting_a_game_removes_its_positions(tmp_path: Path) -> None:
    training = TrainingSet(tmp_path, Clock())
    training.add(exercises("g1"))
    training.add(exercises("g2"))
    count = len(training.of_game("g1"))
    assert training.remove_game("g1") == count > 0
    assert not training.of_game("g1") and training.of_game("g2")
    assert not TrainingSet(tmp_path, Clock()).of_game("g1")
