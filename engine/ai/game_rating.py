"""What one game's moves say of a player's rating: an estimate with a real 95 % interval, or
nothing (``engine/data/game_rating.json``, fitted by ``scripts/game_rating_fit.py``).

Each unforced movement move's loss in pieces (as the review judges it) falls in one of a few
bins (the best move, up to 1 piece, …); the chance of each bin is a multinomial logit linear
in the player's rating, fitted on real players of the Boardspace corpus with a rating on the
human scale (``engine.ai.human_scale``).  A game's log-likelihood of its moves, divided by
the dispersion (moves of one game are not independent draws: the dispersion is fitted so
that the intervals cover players' real ratings 95 % of the time on the games fitted on), and
a weak prior (the scale's own for every player: N(1400, 350²)) give the most likely rating and
the 95 % interval where the log-posterior lies within 1.92 of its top.  The interval is
shown only when it reaches at most ``HALF_WIDTH`` either side of the estimate: one game seldom
says that much (docs/review.md, "A rating that means something").

The floor: a game won without a flagged move against a computer level is never rated below
that level's rating (``shown_rating``).
"""

from __future__ import annotations

import enum
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from itertools import pairwise

from engine.json_input import parse_json

MAX_BYTES = 20_000
HALF_WIDTH = 250  # the widest interval either side of the estimate that is shown
RANGE = (600, 2800)  # the ratings a game can get (beyond the scale's people and levels)
STEP = 5  # the grid of ratings the likelihood is evaluated on
DROP = 1.92  # half the 95 % point of χ² with one degree of freedom
ROUND = 50  # shown ratings are rounded to this (one game says little)


def bin_counts(edges: Sequence[float], losses: Sequence[float]) -> list[int]:
    """How many of ``losses`` fall in each bin: bin k holds losses up to ``edges[k]`` (above
    the edge before), the last bin those above every edge."""
    counts = [0] * (len(edges) + 1)
    for loss in losses:
        counts[next((k for k, edge in enumerate(edges) if loss <= edge), len(edges))] += 1
    return counts


@dataclass(frozen=True, slots=True)
class GameModel:
    """The fitted chances of each loss bin by rating, and the interval's dispersion."""

    edges: tuple[float, ...]  # bin k holds losses ≤ edges[k] (above the one before); last: more
    intercepts: tuple[float, ...]  # log-odds of bins 1… against bin 0 at ``centre``
    slopes: tuple[float, ...]  # their change per ``unit`` rating points
    centre: float
    unit: float
    dispersion: float  # the log-likelihood is divided by it
    prior_mean: float
    prior_sd: float
    seconds: float  # the review's budget per move the model was fitted at

    def counts(self, losses: Sequence[float]) -> list[int]:
        """How many of ``losses`` fall in each bin."""
        return bin_counts(self.edges, losses)

    def log_chances(self, rating: float) -> list[float]:
        """The log-chance of each bin for a player rated ``rating``."""
        x = (rating - self.centre) / self.unit
        logits = [0.0] + [a + b * x for a, b in zip(self.intercepts, self.slopes, strict=True)]
        top = max(logits)
        total = top + math.log(sum(math.exp(v - top) for v in logits))
        return [v - total for v in logits]

    def log_posterior(self, losses: Sequence[float]) -> list[tuple[int, float]]:
        """(rating, log-posterior up to a constant) over the grid of ratings."""
        counts = self.counts(losses)
        curve = []
        for rating in range(RANGE[0], RANGE[1] + 1, STEP):
            chances = self.log_chances(rating)
            likelihood = sum(n * c for n, c in zip(counts, chances, strict=True))
            prior = -0.5 * ((rating - self.prior_mean) / self.prior_sd) ** 2
            curve.append((rating, likelihood / self.dispersion + prior))
        return curve

    def estimate(self, losses: Sequence[float]) -> Estimate:
        """The most likely rating of the player who lost ``losses`` pieces on their unforced
        movement moves, and its 95 % interval (ends at ``RANGE``'s ends stay open: 0 and
        10,000 stand for "below" and "above")."""
        curve = self.log_posterior(losses)
        rating, top = max(curve, key=lambda point: point[1])
        inside = [r for r, value in curve if value >= top - DROP]
        low, high = min(inside), max(inside)
        return Estimate(
            rating,
            0 if low == RANGE[0] else low,
            10_000 if high == RANGE[1] else high,
            len(losses),
        )


@dataclass(frozen=True, slots=True)
class Estimate:
    """A game's rating estimate and its 95 % interval, unrounded, over ``moves`` moves."""

    rating: int
    low: int
    high: int
    moves: int

    @property
    def half_width(self) -> int:
        """How far the interval reaches from the estimate, on its wider side."""
        return max(self.rating - self.low, self.high - self.rating)

    @property
    def enough(self) -> bool:
        """Whether the game says enough to show a rating: ±``HALF_WIDTH`` at most."""
        return self.half_width <= HALF_WIDTH


class Shown(enum.Enum):
    """What the app says of a person's play in one game."""

    RATED = "rated"  # about R (low–high)
    AT_LEAST = "at-least"  # at least about R: a level's rating, beaten without a flagged move
    NOT_ENOUGH = "not-enough"  # the game does not say enough


@dataclass(frozen=True, slots=True)
class PlayedLike:
    """The rating shown for a person's play in one game: rounded to ``ROUND``."""

    shown: Shown
    rating: int | None = None
    low: int | None = None
    high: int | None = None
    level: int | None = None  # the level beaten whose rating is the floor
    estimate: Estimate | None = None  # what the moves alone say


@dataclass(frozen=True, slots=True)
class Floor:
    """A computer level beaten without a flagged move: the player rates at least its rating."""

    level: int
    rating: int


def _rounded(value: int) -> int:
    return int(ROUND * round(value / ROUND))


def shown_rating(estimate: Estimate, floor: Floor | None) -> PlayedLike:
    """What to show for a game whose moves give ``estimate``, and that beat a level without a
    flagged move (``floor``) or not: the estimate when it says enough, never below the floor;
    the floor alone ("at least") where the estimate falls below it or says too little."""
    if estimate.enough and (floor is None or estimate.rating >= floor.rating):
        low, high = _rounded(estimate.low), _rounded(estimate.high)
        rating = _rounded(estimate.rating)
        if floor is not None:
            rating, low = max(rating, floor.rating), max(low, floor.rating)
        return PlayedLike(Shown.RATED, rating, low, high, estimate=estimate)
    if floor is not None:
        return PlayedLike(
            Shown.AT_LEAST, floor.rating, floor.rating, level=floor.level, estimate=estimate
        )
    return PlayedLike(Shown.NOT_ENOUGH, estimate=estimate)


def _number(data: dict[str, object], key: str, low: float, high: float) -> float:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"game_rating.json: {key} is a number, not {value!r}")
    if not low <= value <= high:
        raise ValueError(f"game_rating.json: {key} {value} lies outside {low:g}–{high:g}")
    return float(value)


def _numbers(data: dict[str, object], key: str, count: int, bound: float) -> tuple[float, ...]:
    values = data.get(key)
    if not isinstance(values, list) or len(values) != count:
        raise ValueError(f"game_rating.json: {key} is a list of {count} numbers")
    return tuple(_number({key: v}, key, -bound, bound) for v in values)


def parse_model(text: str) -> GameModel:
    """The model in ``text``; ValueError naming the first field out of bounds."""
    if len(text) > MAX_BYTES:
        raise ValueError(f"game_rating.json is over {MAX_BYTES} characters")
    data = parse_json(text, 3)
    if not isinstance(data, dict):
        raise ValueError("game_rating.json: the file is an object")
    edges = data.get("edges")
    if not isinstance(edges, list) or not 1 <= len(edges) <= 20:
        raise ValueError("game_rating.json: edges is a list of 1–20 numbers")
    bins = _numbers(data, "edges", len(edges), 100)
    if any(b <= a for a, b in pairwise(bins)) or bins[0] < 0:
        raise ValueError("game_rating.json: edges rise from 0 or more")
    return GameModel(
        bins,
        _numbers(data, "intercepts", len(bins), 50),
        _numbers(data, "slopes", len(bins), 50),
        _number(data, "centre", 0, 4000),
        _number(data, "unit", 1, 4000),
        _number(data, "dispersion", 0.1, 100),
        _number(data, "prior_mean", 0, 4000),
        _number(data, "prior_sd", 1, 10_000),
        _number(data, "seconds", 0.001, 100),
    )


@cache
def game_model() -> GameModel:
    """The model shipped with the engine."""
    path = resources.files("engine").joinpath("data/game_rating.json")
    return parse_model(path.read_text("utf-8"))
