"""engine.training.Exercise: its JSON form reads back, a corrupt one is refused with a reason."""

from __future__ import annotations

import pytest

from engine.errors import NotationError
from engine.game import Game
from engine.moves import Move
from engine.position import Color, Position
from engine.review.judgement import MoveClass
from engine.training import Exercise, Outcome


def _exercise() -> Exercise:
    game = Game()
    for text in ("C3", "E3", "G3"):
        game.play(Move.parse(text))
    position = game.position
    return Exercise(
        "games/ann.dvn",
        4,
        position,
        position.turn,
        Move.parse("A2"),
        Move.parse("B2"),
        (Move.parse("B2"), Move.parse("C2")),
        0.25,
        MoveClass.MISTAKE,
    )


def test_the_json_form_reads_back() -> None:
    exercise = _exercise()
    assert Exercise.from_json(exercise.to_json()) == exercise
    assert exercise.key == "games/ann.dvn#4"


@pytest.mark.parametrize(
    ("field", "value", "reason"),
    [
        ("ply", 0, "ply"),
        ("ply", True, "ply"),
        ("side", "white", "side to move"),
        ("side", "red", "not a side"),
        ("line", [], "line"),
        ("line", ["Z9"], "not a move"),
        ("chance_lost", 1.5, "chance lost"),
        ("class", "inaccuracy", "not a mistake or a blunder"),
        ("position", "nonsense", "a position is"),
        ("game", "x" * 500, "game"),
        ("played", None, "played"),
        ("played", "C3", "not legal"),  # a cell already taken
        ("best", "E3", "not legal"),
        ("line", ["C2"], "does not start with its better move"),
        ("line", ["B2", "B2"], "B2, not legal where it is played"),
    ],
)
def test_a_corrupt_exercise_is_refused(field: str, value: object, reason: str) -> None:
    data = _exercise().to_json()
    data[field] = value
    with pytest.raises(NotationError, match=reason):
        Exercise.from_json(data)


def test_not_an_object_is_refused() -> None:
    with pytest.raises(NotationError, match="not an object"):
        Exercise.from_json(["game"])


def test_black_to_move_is_read_as_black() -> None:
    data = _exercise().to_json()
    assert Exercise.from_json(data).side is Color.BLACK
    assert Position.parse(str(data["position"])).turn is Color.BLACK


def test_an_outcome_prints_what_it_is() -> None:
    assert [str(outcome) for outcome in Outcome] == ["found", "found after a try", "shown"]
