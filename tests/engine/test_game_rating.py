"""One game's rating: shown only with a 95 % interval of ±250 at most, never below a level
beaten without a flagged move; the model file read with bounds."""

from __future__ import annotations

import json
import math
import random
from dataclasses import replace
from itertools import pairwise

import pytest

from engine.ai.game_rating import (
    HALF_WIDTH,
    ROUND,
    Estimate,
    Floor,
    GameModel,
    Shown,
    game_model,
    parse_model,
    shown_rating,
)
from engine.ai.levels import levels

# A loss typical of each bin of the shipped model (the best move, up to 1 piece, …).
TYPICAL = (0.0, 0.5, 1.5, 3.0, 5.5, 9.0)


def game_like(rating: float, moves: int, model: GameModel | None = None) -> list[float]:
    """``moves`` losses in the proportions the model gives a player rated ``rating`` (the
    largest remainders rounded up): a game as consistent as one can be."""
    model = model or game_model()
    chances = [math.exp(c) for c in model.log_chances(rating)]
    counts = [math.floor(c * moves) for c in chances]
    order = sorted(range(len(chances)), key=lambda k: counts[k] - chances[k] * moves)
    for k in order[: moves - sum(counts)]:
        counts[k] += 1
    return [TYPICAL[k] for k, n in enumerate(counts) for _ in range(n)]


def random_game(rng: random.Random, rating: float, moves: int) -> list[float]:
    """Losses drawn at random from the model's chances for ``rating``."""
    chances = [math.exp(c) for c in game_model().log_chances(rating)]
    return [TYPICAL[rng.choices(range(len(chances)), chances)[0]] for _ in range(moves)]


def test_the_shipped_model_gives_stronger_players_more_best_moves() -> None:
    model = game_model()
    best = [math.exp(model.log_chances(r)[0]) for r in range(800, 2600, 100)]
    assert all(a < b for a, b in pairwise(best))
    worst = [math.exp(model.log_chances(r)[-1]) for r in range(800, 2600, 100)]
    assert all(a > b for a, b in pairwise(worst))
    assert all(t <= e for t, e in zip(TYPICAL, (*model.edges, 100.0), strict=True))


def test_a_game_of_usual_length_never_says_enough() -> None:
    # 16 unforced movement moves: the median of a player's side in the corpus.
    rng = random.Random(5)
    shapes = [[0.0] * 16, [9.0] * 16, [0.5] * 16, [0.0, 9.0] * 8, [1.5] * 16]
    shapes += [random_game(rng, rng.uniform(900, 2300), 16) for _ in range(30)]
    for losses in shapes:
        estimate = game_model().estimate(losses)
        assert estimate.low <= estimate.rating <= estimate.high
        assert not estimate.enough and estimate.half_width > HALF_WIDTH
        assert shown_rating(estimate, None).shown is Shown.NOT_ENOUGH


def test_too_few_moves_give_no_rating_and_more_of_the_same_play_narrow_it() -> None:
    widths = [game_model().estimate(game_like(1500, n)).half_width for n in (0, 20, 80, 320)]
    assert all(a > b for a, b in pairwise(widths))
    assert widths[0] > HALF_WIDTH  # no moves: the prior alone
    assert game_model().estimate([]).moves == 0


@pytest.mark.parametrize("rating", [1100, 1500, 1900])
def test_a_long_consistent_game_is_rated_near_the_rating_it_was_played_at(rating: int) -> None:
    estimate = game_model().estimate(game_like(rating, 400))
    assert estimate.enough and estimate.half_width <= HALF_WIDTH
    assert estimate.low <= rating <= estimate.high
    shown = shown_rating(estimate, None)
    assert shown.shown is Shown.RATED and shown.rating is not None
    assert shown.low is not None and shown.high is not None
    assert shown.low <= shown.rating <= shown.high
    assert all(v % ROUND == 0 for v in (shown.rating, shown.low, shown.high))
    assert abs(shown.rating - estimate.rating) <= ROUND / 2


def test_a_shown_rating_never_reaches_further_than_250() -> None:
    rng = random.Random(7)
    shown = 0
    for _ in range(150):
        moves = rng.choice((10, 30, 100, 250, 400, 600))
        estimate = game_model().estimate(random_game(rng, rng.uniform(900, 2300), moves))
        result = shown_rating(estimate, None)
        if result.shown is Shown.RATED:
            shown += 1
            assert estimate.half_width <= HALF_WIDTH
            assert result.rating is not None and result.low is not None
            assert result.high is not None
            assert result.rating - result.low <= HALF_WIDTH + ROUND
            assert result.high - result.rating <= HALF_WIDTH + ROUND
        else:
            assert result.shown is Shown.NOT_ENOUGH and estimate.half_width > HALF_WIDTH
    assert 0 < shown < 150  # both answers occur


def level_floor(number: int) -> Floor:
    level = levels()[number - 1]
    assert level.number == number and level.rating is not None
    return Floor(number, level.rating)


@pytest.mark.parametrize("number", [1, 5, 10, 20])
def test_a_level_beaten_without_a_flagged_move_is_a_floor(number: int) -> None:
    floor = level_floor(number)
    rng = random.Random(number)
    for rating, moves in [(900, 16), (900, 600), (1300, 400), (2300, 600), (1500, 0)]:
        estimate = game_model().estimate(random_game(rng, rating, moves))
        result = shown_rating(estimate, floor)
        assert result.rating is not None and result.rating >= floor.rating
        if result.shown is Shown.RATED:
            assert estimate.enough and estimate.rating >= floor.rating
            assert result.low is not None and result.low >= floor.rating
        else:  # the estimate said too little, or less than the level: "at least"
            assert result.shown is Shown.AT_LEAST and result.level == number
            assert result.rating == floor.rating
            assert not estimate.enough or estimate.rating < floor.rating
        without = shown_rating(estimate, None)
        assert without.shown is (Shown.RATED if estimate.enough else Shown.NOT_ENOUGH)


def test_a_clearly_stronger_game_keeps_its_rating_above_the_floor() -> None:
    estimate = game_model().estimate(game_like(2000, 500))
    floor = level_floor(1)
    assert estimate.enough and estimate.low > floor.rating
    assert shown_rating(estimate, floor) == shown_rating(estimate, None)


def test_the_floor_rounds_up_to_the_level_never_down() -> None:
    # An estimate just above level 1's rating rounds below it: the level's rating holds.
    floor = level_floor(1)
    estimate = Estimate(floor.rating + 1, floor.rating - 200, floor.rating + 200, 500)
    result = shown_rating(estimate, floor)
    assert result.shown is Shown.RATED and result.rating is not None and result.low is not None
    assert result.rating >= floor.rating and result.low == floor.rating


def shipped() -> dict[str, object]:
    model = game_model()
    return {
        "edges": list(model.edges), "intercepts": list(model.intercepts),
        "slopes": list(model.slopes), "centre": model.centre, "unit": model.unit,
        "dispersion": model.dispersion, "prior_mean": model.prior_mean,
        "prior_sd": model.prior_sd, "seconds": model.seconds,
    }  # fmt: skip


def test_the_shipped_model_reads_back_as_it_is() -> None:
    assert parse_model(json.dumps(shipped())) == game_model()
    wider = replace(game_model(), dispersion=game_model().dispersion * 4)
    losses = game_like(1500, 200)
    assert wider.estimate(losses).half_width > game_model().estimate(losses).half_width


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"edges": [1.0, 0.5, 2, 4, 7]}, "edges"),
        ({"edges": []}, "edges"),
        ({"intercepts": [0.0]}, "intercepts"),
        ({"slopes": [0, 0, 0, 0, "x"]}, "slopes"),
        ({"dispersion": 0}, "dispersion"),
        ({"prior_sd": True}, "prior_sd"),
        ({"seconds": None}, "seconds"),
    ],
)
def test_a_broken_model_is_refused_with_the_field_named(
    change: dict[str, object], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        parse_model(json.dumps({**shipped(), **change}))
    with pytest.raises(ValueError, match="over"):
        parse_model(" " * 30_000)
