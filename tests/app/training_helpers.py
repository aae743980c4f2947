"""A Training window with weeks of answers and a dozen reviewed games, as a player has it
after two months (for the windows' fit and the screenshot)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from app.learn.training_progress import ReviewedGame, weeks
from app.learn.training_set import TrainingSet
from app.learn.training_window import TrainingWindow
from engine.position import Color
from engine.review.analysis import GameLine
from engine.training import Outcome
from engine.training_tries import game_exercises
from tests.app.review_helpers import plain_game, quick_review

NOW = datetime(2026, 3, 4, 18, 0, tzinfo=UTC)
ACCURACIES = (58, 61, 55, 66, 64, 70, 68, 73, 71, 77, 75, 80)


def filled_set(folder: Path) -> TrainingSet:
    """Positions of one real game, answered now and then over the last eight weeks."""
    clock = [NOW - timedelta(weeks=8)]
    training = TrainingSet(folder, lambda: clock[0])
    line = GameLine.of_record(plain_game())
    for side in Color:
        training.add(game_exercises(f"game-{side.name}", line.positions, quick_review(), (side,)))
    outcomes = (Outcome.SHOWN, Outcome.FOUND_AFTER_TRY, Outcome.FOUND, Outcome.FOUND)
    for day in range(0, 56, 3):
        clock[0] = NOW - timedelta(days=56 - day)
        for index, exercise in enumerate(training.due()[:3]):
            training.answer(exercise.key, outcomes[(day + index) % len(outcomes)])
    clock[0] = NOW
    return training


def reviewed_games() -> list[ReviewedGame]:
    line = GameLine.of_record(plain_game())
    start = (NOW - timedelta(days=60)).timestamp()
    return [
        ReviewedGame(
            f"game-{index}",
            start + index * 5 * 86_400,
            Color.WHITE,
            3 + index % 4,
            float(accuracy),
            line.positions,
            quick_review(),
        )
        for index, accuracy in enumerate(ACCURACIES)
    ]


def filled_window(folder: Path) -> TrainingWindow:
    training = filled_set(folder)
    window = TrainingWindow()
    window.show_state(
        len(training.due()),
        len(training.positions),
        training.next_due(),
        weeks(training.answers, training.positions.values(), NOW),
        reviewed_games(),
    )
    return window


def with_problem(window: TrainingWindow, problem: str) -> TrainingWindow:
    """The same window saying the training set's problem above everything."""
    due, held, next_due = window._state
    window.show_state(due, held, next_due, window._weeks, list(window._games), problem)
    return window
