"""The lessons' data and feedback (no window): every step is sound, tries get the right
feedback, illegal ones the engine's reason."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.i18n import LANGUAGES
from app.interaction import Refuse, Select, interpret_click
from app.learn.lessons import (
    Lesson,
    LessonError,
    LessonStep,
    feedback_on,
    load_lessons,
    parse_lessons,
)
from app.resources import asset_path
from engine.board import NEIGHBOURS, Cell
from engine.moves import PASS, Move
from engine.reasons import Reason, ReasonKind
from engine.rules import legal_moves

LESSONS = load_lessons()


def step_of(lesson_id: str, number: int = 0) -> LessonStep:
    return next(lesson for lesson in LESSONS if lesson.id == lesson_id).steps[number]


def test_the_lessons_cover_the_rules_in_order() -> None:
    ids = [lesson.id for lesson in LESSONS]
    assert ids == [
        "placement", "height", "jump", "surrounded", "landing", "cutoff", "pass", "end"
    ]  # fmt: skip


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_text_is_in_every_language(lesson: Lesson) -> None:
    texts = [lesson.title]
    for step in lesson.steps:
        texts += [step.goal, step.success] + ([step.wrong] if step.wrong else [])
    for value in texts:
        assert set(value) == set(LANGUAGES) and all(len(t) > 3 for t in value.values())
        assert all(len(t) < 330 for t in value.values()), "short and plain"


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_show_me_is_right_and_some_try_is_wrong(lesson: Lesson) -> None:
    for step in lesson.steps:
        assert feedback_on(step, step.show).right
        if step.accept is not None:
            wrong = [m for m in legal_moves(step.position) if m not in step.accept]
            for move in wrong:
                assert feedback_on(step, move).kind in ("not_goal", "own_cut_off")
                assert step.wrong is not None or feedback_on(step, move).kind == "own_cut_off"


def test_a_stack_of_two_moved_one_space_is_told_its_height() -> None:
    feedback = feedback_on(step_of("height"), Move.parse("D3E3"))
    assert feedback.kind == "illegal" and feedback.reason is not None
    reason = feedback.reason
    assert (reason.kind, reason.height, reason.steps) == (ReasonKind.DISTANCE, 2, 1)


def test_landing_on_an_empty_space_is_refused() -> None:
    feedback = feedback_on(step_of("jump"), Move.parse("E2E5"))
    assert feedback.reason == Reason(ReasonKind.EMPTY_TARGET, Cell.E5)


def test_the_surrounded_stack_cannot_be_picked_up() -> None:
    step = step_of("surrounded")
    legal = legal_moves(step.position)  # a lesson's click means what it means in the game
    picked = interpret_click(step.position, legal, None, Cell.E3)
    assert picked == Refuse(Reason(ReasonKind.SURROUNDED, Cell.E3))
    assert isinstance(interpret_click(step.position, legal, None, Cell.G3), Select)


def test_cutting_off_your_own_stack_is_explained() -> None:
    feedback = feedback_on(step_of("cutoff"), Move.parse("D3E3"))
    assert feedback.kind == "own_cut_off" and Cell.E3 in feedback.cells
    assert feedback_on(step_of("cutoff"), Move.parse("D4D3")).kind == "not_goal"


def test_passing_is_right_only_without_a_move() -> None:
    assert feedback_on(step_of("pass"), PASS).right
    assert feedback_on(step_of("pass"), Move.parse("E3C3")).kind == "must_pass"
    assert feedback_on(step_of("height"), PASS).reason == Reason(ReasonKind.PASS_NOT_FORCED)


def test_placement_on_a_taken_space_is_refused() -> None:
    feedback = feedback_on(step_of("placement", 1), Move.place(Cell.C2))
    assert feedback.reason == Reason(ReasonKind.OCCUPIED, Cell.C2)
    assert feedback_on(step_of("placement", 1), Move.place(Cell.A1)).kind == "not_goal"


def test_a_broken_lesson_file_says_what_is_wrong(tmp_path: Path) -> None:
    data = json.loads(asset_path("lessons", "lessons.json").read_text(encoding="utf-8"))
    data[1]["steps"][0]["accept"] = ["D3E3"]  # not a legal move there
    with pytest.raises(LessonError, match="lesson height, step 1: D3E3 is not a legal move"):
        parse_lessons(data)
    with pytest.raises(LessonError):
        parse_lessons({"not": "a list"})


def test_the_placement_lesson_accepts_exactly_the_spaces_next_to_a_dvonn_piece() -> None:
    step = step_of("placement", 1)
    position = step.position
    beside = {
        cell
        for cell in position.empty_cells()
        if any(position.stack(n) == "D" for n in NEIGHBOURS[cell])
    }
    assert step.accept == frozenset(Move.place(cell) for cell in beside)
