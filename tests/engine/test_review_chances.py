"""The review's fitted winning chances (issue 47, point 1): the shipped fit belongs to the
evaluation the search uses, its file is read with bounds, and the curves behave as chances."""

from __future__ import annotations

import json

import pytest

from engine.position import Position
from engine.review.chances import (
    PLACEMENTS,
    ChanceModel,
    Curve,
    Prior,
    Situation,
    chance_model,
    fingerprint,
    parse_model,
)
from engine.rules import apply
from tests.engine.test_records_model import random_game_where, white_wins

GAME = random_game_where(white_wins)


def positions() -> list[Position]:
    found = [Position.initial()]
    for move in GAME:
        found.append(apply(found[-1], move).after)
    return found


def test_the_fit_belongs_to_the_evaluation_in_use() -> None:
    """Fails when the search's or the placement search's weights, or the features of the
    prior, change without a refit: run ``python -m scripts.chance_fit`` (docs/review.md)."""
    assert chance_model().fingerprint == fingerprint(), (
        "the evaluation changed since the review's chances were fitted: refit them with "
        "python -m scripts.chance_fit (collect, then fit --write)"
    )


def test_every_position_of_a_game_has_a_chance_rising_with_the_score() -> None:
    model = chance_model()
    assert model.placement_curves[0].key == 0 and model.placement_curves[-1].key == PLACEMENTS
    assert model.movement_curves[0].key == 0 and model.movement_curves[-1].key >= 20
    assert all(curve.b == 0 for curve in model.placement_curves)  # boards: no search score
    for position in positions():
        situation = Situation.of(position)
        chances = [model.white_chance(situation, s) for s in (-30, -3, 0, 3, 30)]
        assert all(0.0 < c < 1.0 for c in chances)
        assert chances == sorted(chances), (situation, chances)


def test_situations_follow_the_game() -> None:
    situations = [Situation.of(p) for p in positions()]
    placing = situations[:PLACEMENTS]
    assert all(s.placing for s in placing) and [s.count for s in placing] == list(range(49))
    moving = situations[PLACEMENTS:]
    assert not any(s.placing for s in moving)
    assert [s.count for s in moving] == sorted(s.count for s in moving)
    assert all(s.features for s in situations[3:])  # the priors' features
    assert not any(s.features for s in situations[:3])  # before the DVONN pieces are placed
    full = Situation.of_board(positions()[PLACEMENTS])  # the board the last placement made
    assert full.placing and full.count == PLACEMENTS


NO_PRIOR = Prior((), (), (0.0,))


def test_between_two_knots_the_curve_is_interpolated() -> None:
    curves = (Curve(0, 0.0, 0.0, 0.0, 0.0), Curve(10, 2.0, 0.5, 0.0, 0.0))
    model = ChanceModel(curves, curves, (NO_PRIOR, NO_PRIOR), NO_PRIOR, "")
    half_way = 1 / (1 + 2.718281828459045**-1)
    for placing in (False, True):  # the log-odds, interpolated, the same way for both
        assert model.white_chance(Situation(placing, 5, True), 0.0) == pytest.approx(half_way)
        assert model.white_chance(Situation(placing, 0, True), 8.0) == 0.5
        last = model.white_chance(Situation(placing, 10, True), 0.0)
        assert model.white_chance(Situation(placing, 40, False), 0.0) == last


def test_a_placement_phase_chance_is_said_as_the_side_favoured() -> None:
    """A board of the placement is judged without a count of pieces: the words say the
    chance."""
    from engine.assessment import Standing
    from engine.position import Color
    from engine.review.judgement import Verdict

    position = positions()[30]
    verdict = Verdict(position.turn, Situation.of(position), 0.0)
    shown = verdict.assessment()
    assert shown.standing is Standing.FAVOURED
    assert shown.amount == round(100 * max(verdict.white_chance(), 1 - verdict.white_chance()))
    assert shown.side is (Color.WHITE if verdict.white_chance() > 0.5 else Color.BLACK)


def prior(size: int, scale: float = 1.0) -> dict[str, list[float]]:
    return {"mean": [0.0] * size, "scale": [scale] * size, "weights": [0.0] * (size + 1)}


GOOD = {
    "fingerprint": "abc",
    "placement_curves": [[0, 0.0, 0.0, 0.0, 0.0]],
    "movement_curves": [[0, 0.0, 0.2, 0.0, 0.0]],
    "priors": {"placement": [prior(16)], "movement": prior(28)},
}


def test_a_good_file_is_read() -> None:
    model = parse_model(json.dumps(GOOD))
    assert model.movement_curves == (Curve(0, 0.0, 0.2, 0.0, 0.0),)
    assert model.fingerprint == "abc"


@pytest.mark.parametrize(
    "change",
    [
        {"movement_curves": []},
        {"movement_curves": [[0, 1.0, 0.2, 0.0]]},
        {"movement_curves": [[0, 1e9, 0.2, 0.0, 0.0]]},
        {"movement_curves": [[5, 0.0, 0.2, 0.0, 0.0], [5, 0.0, 0.2, 0.0, 0.0]]},
        {"placement_curves": [[-1, 0.0, 0.0, 0.0, 0.0]]},
        {"placement_curves": [[50, 0.0, 0.0, 0.0, 0.0]]},
        {"movement_curves": [[0.5, 0.0, 0.2, 0.0, 0.0]]},
        {"movement_curves": [[0, True, 0.2, 0.0, 0.0]]},
        {"priors": {"placement": [prior(15)], "movement": prior(28)}},
        {"priors": {"placement": [prior(16), prior(16)], "movement": prior(28)}},
        {"priors": {"placement": [prior(16)], "movement": prior(28, scale=0.0)}},
        {"priors": None},
        {"fingerprint": 7},
    ],
)
def test_a_broken_file_is_refused_with_its_reason(change: dict[str, object]) -> None:
    with pytest.raises(ValueError, match=r"review_chances\.json"):
        parse_model(json.dumps({**GOOD, **change}))


def test_a_file_that_is_no_json_is_refused() -> None:
    with pytest.raises(ValueError, match="JSON"):
        parse_model('{"movement_curves": [[0, nan, 0.2, 0.0, 0.0]]}')
