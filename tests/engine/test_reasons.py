"""Reasons and assessments are data whose ``str`` is the English the command line printed."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.ai import Line, Outcome, SearchInfo
from engine.ai.scores import INFINITE_SCORE, WIN
from engine.assessment import Assessment, Standing
from engine.board import Cell
from engine.errors import IllegalMoveError, NotationError
from engine.game import Game
from engine.moves import Move
from engine.position import Color, Position
from engine.reasons import Reason, ReasonKind
from engine.rules import apply, legal_moves, why_illegal

K = ReasonKind
# One example of every kind with the sentence the engine has always written for it.
REASONS: list[tuple[Reason, str]] = [
    (
        Reason(K.PASS_IN_PLACEMENT),
        "nobody passes during placement: place a piece on an empty space",
    ),
    (
        Reason(K.JUMP_IN_PLACEMENT),
        "stacks move only once every piece is placed: place a piece on an empty space",
    ),
    (Reason(K.OCCUPIED, Cell.E3), "E3 is already occupied: place on an empty space"),
    (Reason(K.GAME_OVER), "the game is over"),
    (Reason(K.PASS_NOT_FORCED), "you may pass only when you have no legal move"),
    (Reason(K.PLACEMENT_OVER), "the placement phase is over: move a stack of your colour"),
    (Reason(K.EMPTY_SOURCE, Cell.C3), "C3 is empty"),
    (Reason(K.DVONN_PIECE, Cell.E3), "the DVONN piece on E3 never moves on its own"),
    (Reason(K.NOT_YOURS, Cell.F3, owner=Color.BLACK), "F3 is not yours: it belongs to black"),
    (Reason(K.NOT_YOURS, Cell.D3, owner=Color.WHITE), "D3 is not yours: it belongs to white"),
    (Reason(K.NOT_STRAIGHT, Cell.D3, Cell.F4), "D3F4 is not a straight line"),
    (
        Reason(K.DISTANCE, Cell.E3, Cell.G3, height=3, steps=2),
        "a stack of 3 must move exactly 3 spaces, not 2",
    ),
    (
        Reason(K.DISTANCE, Cell.E3, Cell.G3, height=1, steps=2),
        "a stack of 1 must move exactly 1 space, not 2",
    ),
    (Reason(K.SURROUNDED, Cell.E3), "E3 is surrounded on all six sides and cannot move"),
    (Reason(K.EMPTY_TARGET, Cell.E3), "E3 is empty: a move must end on top of a piece"),
    (
        Reason(K.NO_LANDING, Cell.A1, height=1),
        "the stack on A1 has no stack to land on 1 space away",
    ),
    (
        Reason(K.NO_LANDING, Cell.A1, height=4),
        "the stack on A1 has no stack to land on 4 spaces away",
    ),
]
ASSESSMENTS: list[tuple[Assessment, str]] = [
    (Assessment(Standing.EVEN), "Even"),
    (Assessment(Standing.DRAW), "Draw"),
    (Assessment(Standing.OVER, Color.WHITE, 5, 24, 19), "Game over: White wins 24–19"),
    (Assessment(Standing.OVER, Color.BLACK, 38, 0, 38), "Game over: Black wins 38–0"),
    (Assessment(Standing.OVER, None, 0, 20, 20), "Game over: Draw 20–20"),
    (Assessment(Standing.LEADS, Color.WHITE, 13), "White +1.3"),
    (Assessment(Standing.LEADS, Color.BLACK, 1), "Black +0.1"),
    (Assessment(Standing.LEADS, Color.BLACK, 120), "Black +12.0"),
    (Assessment(Standing.WINS, Color.BLACK, 3), "Black wins by 3"),
    (Assessment(Standing.WINS, Color.WHITE), "White wins"),
    (Assessment(Standing.WINS_BY_AT_LEAST, Color.WHITE, 4), "White wins by at least 4"),
    (Assessment(Standing.CANNOT_LOSE, Color.BLACK), "Black cannot lose"),
    (Assessment(Standing.FAVOURED, Color.WHITE, 62), "White 62 %"),
    (Assessment(Standing.FAVOURED, Color.BLACK, 99), "Black 99 %"),
]


def test_every_reason_kind_has_an_example() -> None:
    assert {reason.kind for reason, _ in REASONS} == set(ReasonKind)


@pytest.mark.parametrize(("reason", "english"), REASONS, ids=lambda v: str(v)[:24])
def test_a_reason_prints_the_english_of_the_command_line(reason: Reason, english: str) -> None:
    assert str(reason) == english


def test_the_error_of_an_illegal_move_is_its_reason() -> None:
    position = Position.random_setup(3)
    black = next(c for c, s in position.occupied() if s[-1] == "B")
    move = Move.jump(black, black)
    reason = why_illegal(position, move)
    assert reason == Reason(K.NOT_YOURS, black, owner=Color.BLACK)
    with pytest.raises(IllegalMoveError) as refused:
        apply(position, move)
    assert str(refused.value) == str(reason)


def test_a_finished_game_refuses_moves_with_the_game_over_reason() -> None:
    game = Game(Position.random_setup(3))
    game.resign(Color.WHITE)
    with pytest.raises(IllegalMoveError) as refused:
        game.play(legal_moves(game.position)[0])
    assert str(refused.value) == str(Reason(K.GAME_OVER))


def test_every_standing_has_an_example() -> None:
    assert {a.standing for a, _ in ASSESSMENTS} == set(Standing)


@pytest.mark.parametrize(("assessment", "english"), ASSESSMENTS, ids=lambda v: str(v))
def test_an_assessment_prints_and_parses_back(assessment: Assessment, english: str) -> None:
    assert str(assessment) == english
    assert Assessment.parse(english) == assessment


@settings(deadline=None)  # a shared, busy machine: no per-example time limit
@given(
    st.sampled_from([Standing.LEADS, Standing.WINS, Standing.WINS_BY_AT_LEAST]),
    st.sampled_from(list(Color)),
    st.integers(min_value=0, max_value=10_000),
)
def test_any_assessment_parses_back(standing: Standing, side: Color, amount: int) -> None:
    if standing in (Standing.LEADS, Standing.WINS_BY_AT_LEAST) and amount == 0:
        amount = 1  # no side leads by nothing (that is Even), no least margin is 0
    assessment = Assessment(standing, side, amount)
    assert Assessment.parse(str(assessment)) == assessment


@pytest.mark.parametrize(
    "text",
    [
        "",
        "white wins",
        "White wins by 0",
        "Grey +1.0",
        "White +1.25",
        "White +0.0",
        "Even ",
        "Draw!",
        "Game over",
        "Game over: White wins 19–24",
        "Game over: Draw 20–21",
        "White wins by at least 0",
        "White 50 %",
        "Black 100 %",
    ],
)
def test_an_unreadable_assessment_is_refused(text: str) -> None:
    with pytest.raises(NotationError):
        Assessment.parse(text)


@pytest.mark.parametrize(
    ("standing", "side", "amount"),
    [
        (Standing.LEADS, None, 5),
        (Standing.LEADS, Color.WHITE, 0),
        (Standing.EVEN, Color.WHITE, 0),
        (Standing.DRAW, None, 3),
        (Standing.CANNOT_LOSE, Color.WHITE, 2),
        (Standing.OVER, Color.WHITE, 3),
        (Standing.FAVOURED, Color.WHITE, 50),
        (Standing.FAVOURED, None, 60),
    ],
)
def test_an_assessment_that_does_not_fit_together_is_refused(
    standing: Standing, side: Color | None, amount: int
) -> None:
    with pytest.raises(ValueError):
        Assessment(standing, side, amount)


def _report(
    turn: Color, score: int, lower: int = -INFINITE_SCORE, upper: int = INFINITE_SCORE
) -> SearchInfo:
    outcome = Outcome(score, lower, upper)
    line = Line(Move.parse("E3F3"), outcome, (Move.parse("E3F3"),))
    return SearchInfo(3, turn, outcome, (line,), 100, 0.1)


@pytest.mark.parametrize(
    ("report", "english"),
    [
        (_report(Color.WHITE, 125), "White +1.3"),
        (_report(Color.WHITE, -40), "Black +0.4"),
        (_report(Color.WHITE, -4), "Even"),
        (_report(Color.BLACK, 0), "Even"),
        (_report(Color.BLACK, 0, 0, 0), "Draw"),
        (_report(Color.BLACK, WIN + 300, WIN + 300, WIN + 300), "Black wins by 3"),
        (_report(Color.BLACK, WIN + 300, WIN), "Black wins"),
        (_report(Color.WHITE, -WIN - 900, -WIN - 900, -WIN - 900), "Black wins by 9"),
        (_report(Color.WHITE, -WIN, upper=-WIN), "Black wins"),
    ],
    ids=lambda v: str(v) if isinstance(v, str) else "",
)
def test_a_search_report_is_assessed_as_the_command_line_always_wrote_it(
    report: SearchInfo, english: str
) -> None:
    assert report.score_text() == english == str(report.assessment)
