"""The lessons of "Learn to play": their data (``assets/lessons/lessons.json``) and what a try
earns.

No Qt here.  A lesson is a few steps; each step is a small real position (the pieces not in
use are absent), a goal, the moves that reach it, the move "show me" marks, optionally the
space the goal talks about (``focus``), and texts by language code (``app.i18n.LANGUAGES``:
English required, a language missing is shown in English).  ``feedback_on`` checks a try
with the engine's rules and answers with a ``Feedback``: a kind and its values, or the
engine's ``Reason`` for an illegal move (the window words it in the player's language).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from app.resources import asset_path
from engine.board import Cell
from engine.errors import DvonnError
from engine.moves import PASS, Move
from engine.position import Position, stack_owner
from engine.reasons import Reason
from engine.rules import apply, legal_moves, why_illegal

LESSONS_FILE = ("lessons", "lessons.json")


class LessonError(DvonnError):
    """A lesson file that cannot be used; the message names the lesson and the problem."""


Text = dict[str, str]  # language code -> text


@dataclass(frozen=True, slots=True)
class LessonStep:
    position: Position
    goal: Text
    accept: frozenset[Move] | None  # None: any legal move
    show: Move
    success: Text
    wrong: Text | None  # for a legal move that misses the goal
    focus: Cell | None  # the space the goal talks about, marked on the board


@dataclass(frozen=True, slots=True)
class Lesson:
    id: str
    title: Text
    steps: tuple[LessonStep, ...]


@dataclass(frozen=True, slots=True)
class Feedback:
    """What a try earned.  ``kind`` is one of:

    right · not_goal (the step's own words) · own_cut_off (cells, pieces) · must_pass (no
    stack can move) · illegal (``reason``: why the engine's rules refuse it)
    """

    kind: str
    cells: tuple[Cell, ...] = ()
    numbers: tuple[int, ...] = ()
    reason: Reason | None = None

    @property
    def right(self) -> bool:
        return self.kind == "right"


def text(value: Text, language: str) -> str:
    return value.get(language) or value["en"]


# --- reading -----------------------------------------------------------------------------


def _text(entry: dict[str, object], key: str, where: str) -> Text:
    value = entry.get(key)
    if not isinstance(value, dict) or not all(isinstance(v, str) and v for v in value.values()):
        raise LessonError(f"{where}: {key!r} must map languages to texts")
    if "en" not in value:
        raise LessonError(f"{where}: {key!r} needs an English text")
    return {str(k): str(v) for k, v in value.items()}


def _step(entry: object, where: str) -> LessonStep:
    if not isinstance(entry, dict):
        raise LessonError(f"{where}: a step is an object")
    try:
        position = Position.parse(str(entry.get("position")))
        raw = entry.get("accept")
        if raw != "any" and not isinstance(raw, list):
            raise TypeError("'accept' must be \"any\" or a list of moves")
        accept = None if raw == "any" else frozenset(Move.parse(m) for m in raw)
        show = Move.parse(str(entry.get("show")))
        focus = Cell.parse(str(entry["focus"])) if "focus" in entry else None
    except (DvonnError, TypeError) as error:
        raise LessonError(f"{where}: {error}") from None
    legal = legal_moves(position)
    for move in (*(accept or ()), show):
        if move not in legal:
            raise LessonError(f"{where}: {move} is not a legal move there")
    if accept is not None and show not in accept:
        raise LessonError(f"{where}: 'show' must be one of the accepted moves")
    wrong = _text(entry, "wrong", where) if "wrong" in entry else None
    goal, success = _text(entry, "goal", where), _text(entry, "success", where)
    return LessonStep(position, goal, accept, show, success, wrong, focus)


def parse_lessons(data: object) -> tuple[Lesson, ...]:
    if not isinstance(data, list) or not data:
        raise LessonError("the lessons file holds a list of lessons")
    lessons = []
    for number, entry in enumerate(data, 1):
        if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
            raise LessonError(f"lesson {number}: an object with an 'id'")
        where = f"lesson {entry['id']}"
        raw_steps = entry.get("steps")
        if not isinstance(raw_steps, list) or not raw_steps:
            raise LessonError(f"{where}: it needs steps")
        steps = tuple(_step(s, f"{where}, step {n}") for n, s in enumerate(raw_steps, 1))
        lessons.append(Lesson(entry["id"], _text(entry, "title", where), steps))
    return tuple(lessons)


def load_lessons(path: Path | None = None) -> tuple[Lesson, ...]:
    path = path or asset_path(*LESSONS_FILE)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as error:
        raise LessonError(f"{path}: {error}") from None
    return parse_lessons(data)


# --- what a try earns --------------------------------------------------------------------


def feedback_on(step: LessonStep, move: Move) -> Feedback:
    """What ``move`` tried in ``step`` earns, by the engine's rules."""
    position = step.position
    legal = legal_moves(position)
    if move in legal:
        if step.accept is None or move in step.accept:
            return Feedback("right")
        removed = apply(position, move).removed
        own = [(c, s) for c, s in removed if stack_owner(s) is position.turn]
        if own:
            cells = tuple(c for c, _ in own)
            return Feedback("own_cut_off", cells, (sum(len(s) for _, s in own),))
        return Feedback("not_goal")
    if legal == [PASS]:
        return Feedback("must_pass")
    return Feedback("illegal", reason=why_illegal(position, move))
