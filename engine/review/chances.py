"""Winning chances fitted to results (``engine/data/review_chances.json``, written by
``python -m scripts.chance_fit``).

White's chance of a position (expected points: 1 a win, ½ a draw) from the score the review
gives it, by a logistic curve fitted on real games, one curve per stage of the game::

    chance = 1 / (1 + exp(−(a + b · score + c · t + d · prior)))

``score`` is the review's score in pieces from White's point of view (in the placement phase,
the placement search's score); t is +1 with White to move and −1 with Black; ``prior`` is the
board's static judgement in the movement phase: log-odds for White from the evaluation's
features of the board alone and their signed squares, fitted on the first positions of the
movement phase of real games, where they say more about the result than a search does
(docs/review.md).  a, b, c, d are fitted per stage: the placement
by the pieces placed, the movement phase by the stacks gone; between two fitted stages they are
interpolated linearly.  A proven result is not estimated: 1, ½ or 0.

The file names the evaluation it was fitted for (``fingerprint``: the weights of the search
and of the placement search); ``scripts.chance_fit`` refits it, and a test fails when the
evaluation changes without a refit.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from engine import core
from engine.ai.weights import load_weights
from engine.json_input import parse_json
from engine.position import Color, Phase, Position

MAX_BYTES = 100_000
PLACEMENTS = 49
CURVE_LIMIT = 50.0  # a curve's terms lie within ±CURVE_LIMIT
PRIOR_LIMIT = 1e7  # the prior's means, scales and weights within ±PRIOR_LIMIT


@dataclass(frozen=True, slots=True)
class Situation:
    """What a position's chance depends on besides the review's score: how far the game is
    (``key``: pieces placed, then 49 + stacks gone: 0…98), who is to move, and the board's
    static judgement (``features``, White's view; empty in the placement phase)."""

    key: int
    white_to_move: bool
    features: tuple[float, ...] = ()

    @classmethod
    def of(cls, position: Position) -> Situation:
        white = position.turn is Color.WHITE
        if position.phase is Phase.PLACEMENT:
            return cls(position.placements_made, white)
        gone = PLACEMENTS - sum(1 for stack in position.stacks if stack)
        return cls(PLACEMENTS + gone, white, board_features(position))


def board_features(position: Position) -> tuple[float, ...]:
    """The static features of a movement-phase board from White's point of view: each of the
    evaluation's features (own minus the opponent's) and its signed square."""
    codes = position.codes
    white, black = core.features(codes, 0), core.features(codes, 1)
    movement = [float(w - b) for w, b in zip(white, black, strict=True)]
    return (*movement, *(x * abs(x) for x in movement))


@dataclass(frozen=True, slots=True)
class Prior:
    """The board's static log-odds for White: w0 + Σ wᵢ (xᵢ − meanᵢ) / scaleᵢ."""

    mean: tuple[float, ...]
    scale: tuple[float, ...]
    weights: tuple[float, ...]  # the intercept first

    def logit(self, features: Sequence[float]) -> float:
        if not features:
            return 0.0
        total = self.weights[0]
        for x, mean, scale, w in zip(
            features, self.mean, self.scale, self.weights[1:], strict=True
        ):
            total += w * (x - mean) / scale
        return total


@dataclass(frozen=True, slots=True)
class Curve:
    """The fitted curve at one stage: log-odds = a + b · score + c · t + d · prior."""

    key: int
    a: float
    b: float
    c: float
    d: float


@dataclass(frozen=True, slots=True)
class ChanceModel:
    curves: tuple[Curve, ...]  # by key, increasing
    prior: Prior
    fingerprint: str

    def white_chance(self, situation: Situation, white_score: float) -> float:
        """White's expected points from the review's score in pieces (White's view)."""
        a, b, c, d = self._at(situation.key)
        t = 1.0 if situation.white_to_move else -1.0
        logit = a + b * white_score + c * t + d * self.prior.logit(situation.features)
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, logit))))

    def _at(self, key: int) -> tuple[float, float, float, float]:
        curves = self.curves
        if key <= curves[0].key:
            return _terms(curves[0])
        for low, high in itertools.pairwise(curves):
            if key <= high.key:
                f = (key - low.key) / (high.key - low.key)
                (a0, b0, c0, d0), (a1, b1, c1, d1) = _terms(low), _terms(high)
                return (
                    a0 + f * (a1 - a0),
                    b0 + f * (b1 - b0),
                    c0 + f * (c1 - c0),
                    d0 + f * (d1 - d0),
                )
        return _terms(curves[-1])


def _terms(curve: Curve) -> tuple[float, float, float, float]:
    return curve.a, curve.b, curve.c, curve.d


def fingerprint() -> str:
    """What the fit depends on: the search's and the placement search's weights (the
    ``default`` set) and the features of the prior."""
    weights = load_weights("default")
    data = {
        "movement": list(weights.flat()),
        "placement": list(weights.placement),
        "features": list(core.FEATURES),
    }
    text = json.dumps(data, sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def _numbers(value: object, what: str, count: int, limit: float) -> tuple[float, ...]:
    if not isinstance(value, list) or len(value) != count:
        raise ValueError(f"review_chances.json: {what} is a list of {count} numbers")
    for x in value:
        if isinstance(x, bool) or not isinstance(x, int | float) or not abs(x) <= limit:
            raise ValueError(
                f"review_chances.json: {what} holds {x!r}, not a number within ±{limit:g}"
            )
    return tuple(float(x) for x in value)


def parse_model(text: str) -> ChanceModel:
    """The model in ``text``; ValueError naming what is out of bounds."""
    if len(text) > MAX_BYTES:
        raise ValueError(f"review_chances.json is over {MAX_BYTES} characters")
    data = parse_json(text, 4)
    if not isinstance(data, dict):
        raise ValueError("review_chances.json: an object")
    rows = data.get("curves")
    if not isinstance(rows, list) or not 1 <= len(rows) <= 200:
        raise ValueError("review_chances.json: curves is a list of 1 to 200")
    curves = []
    for row in rows:
        key, a, b, c, d = _numbers(row, "a curve [key, a, b, c, d]", 5, CURVE_LIMIT * 2)
        if key != int(key) or not 0 <= key <= 2 * PLACEMENTS:
            raise ValueError(f"review_chances.json: a stage key is 0…98, not {key:g}")
        if not all(abs(x) <= CURVE_LIMIT for x in (a, b, c, d)):
            raise ValueError(f"review_chances.json: a curve's terms lie within ±{CURVE_LIMIT:g}")
        curves.append(Curve(int(key), a, b, c, d))
    keys = [curve.key for curve in curves]
    if keys != sorted(set(keys)):
        raise ValueError("review_chances.json: stage keys increase")
    prior = data.get("prior")
    if not isinstance(prior, dict):
        raise ValueError("review_chances.json: prior is an object")
    size = 2 * len(core.FEATURES)
    scale = _numbers(prior.get("scale"), "prior.scale", size, PRIOR_LIMIT)
    if not all(s > 0 for s in scale):
        raise ValueError("review_chances.json: prior.scale is positive")
    model_prior = Prior(
        _numbers(prior.get("mean"), "prior.mean", size, PRIOR_LIMIT),
        scale,
        _numbers(prior.get("weights"), "prior.weights", size + 1, PRIOR_LIMIT),
    )
    stamp = data.get("fingerprint")
    if not isinstance(stamp, str) or len(stamp) > 64:
        raise ValueError("review_chances.json: fingerprint is a short text")
    return ChanceModel(tuple(curves), model_prior, stamp)


@cache
def chance_model() -> ChanceModel:
    """The shipped model (read once)."""
    text = resources.files("engine.data").joinpath("review_chances.json").read_text("utf-8")
    return parse_model(text)
