"""Winning chances fitted to results (``engine/data/review_chances.json``, written by
``python -m scripts.chance_fit``).

White's chance of a position (expected points: 1 a win, ½ a draw) by a logistic curve fitted
on real games, one curve per stage of the game::

    chance = 1 / (1 + exp(−(a + b · score + c · t + d · prior)))

t is +1 with White to move and −1 with Black; ``prior`` is the board's static judgement:
log-odds for White from the features of the board alone and their signed squares, fitted on
real games where they say more about the result than a search does (docs/review.md).

- A board of the placement phase (``Situation.placing``) is judged by its prior alone (b = 0),
  the placement evaluation's features, with a curve per number of pieces placed: a placement
  is judged by the chance of the board it makes (``engine.review.placements``).
- A position of the movement phase is judged by the review's search: ``score`` is its score in
  pieces from White's point of view, the prior is on the evaluation's features, and there is a
  curve per number of stacks gone.

Between two fitted stages a, b, c, d are interpolated linearly.  A proven result is not
estimated: 1, ½ or 0.  The file names the evaluation it was fitted for (``fingerprint``: the
weights of the search and the features of the priors); ``scripts.chance_fit`` refits it, and
a test fails when the evaluation changes without a refit.
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
DVONN_PIECES = 3
CURVE_LIMIT = 50.0  # a curve's terms lie within ±CURVE_LIMIT
PRIOR_LIMIT = 1e7  # the prior's means, scales and weights within ±PRIOR_LIMIT


@dataclass(frozen=True, slots=True)
class Situation:
    """What a position's chance depends on besides the review's score: whether it is a board
    of the placement phase (``placing``), how far the game is there (``count``: pieces placed,
    or stacks gone in the movement phase), who is to move, and the board's static features
    (``board_features``, White's view; empty: no prior)."""

    placing: bool
    count: int
    white_to_move: bool
    features: tuple[float, ...] = ()

    @classmethod
    def of(cls, position: Position) -> Situation:
        """A position as the review judges it: a board of the placement by its features, a
        position of the movement phase by its search."""
        if position.phase is Phase.PLACEMENT:
            return cls.of_board(position)
        gone = PLACEMENTS - sum(1 for stack in position.stacks if stack)
        white = position.turn is Color.WHITE
        return cls(False, gone, white, board_features(position))

    @classmethod
    def of_board(cls, position: Position) -> Situation:
        """The board a placement made (the last one too, whose board starts the movement
        phase), judged by its placement features."""
        white = position.turn is Color.WHITE
        return cls(True, position.placements_made, white, placement_features(position))


_UNITS = tuple(
    tuple(int(i == j) for j in range(len(core.PLACEMENT_FEATURES)))
    for i in range(len(core.PLACEMENT_FEATURES))
)


def placement_features(position: Position) -> tuple[float, ...]:
    """The placement evaluation's features of a board of single pieces (own minus the
    opponent's, White's view), each with its signed square; none before the three DVONN
    pieces are placed."""
    if position.placements_made < DVONN_PIECES:
        return ()
    values = [float(core.placement_value(position.codes, 0, unit)) for unit in _UNITS]
    return _with_squares(values)


def board_features(position: Position) -> tuple[float, ...]:
    """The evaluation's features of a movement-phase board (own minus the opponent's,
    White's view), each with its signed square."""
    white, black = core.features(position.codes, 0), core.features(position.codes, 1)
    return _with_squares([float(w - b) for w, b in zip(white, black, strict=True)])


def _with_squares(values: list[float]) -> tuple[float, ...]:
    return (*values, *(x * abs(x) for x in values))


@dataclass(frozen=True, slots=True)
class Prior:
    """The board's static log-odds for White: w0 + Σ wᵢ (xᵢ − meanᵢ) / scaleᵢ."""

    mean: tuple[float, ...]
    scale: tuple[float, ...]
    weights: tuple[float, ...]  # the intercept first

    def logit(self, features: Sequence[float]) -> float:
        """0 for a board without features, or a prior of none (before the DVONN pieces)."""
        if not features or not self.mean:
            return 0.0
        terms = zip(features, self.mean, self.scale, self.weights[1:], strict=True)
        return self.weights[0] + sum(w * (x - mean) / scale for x, mean, scale, w in terms)


@dataclass(frozen=True, slots=True)
class Curve:
    """The fitted curve at one stage (``key``: pieces placed, or stacks gone): log-odds =
    a + b · score + c · t + d · prior."""

    key: int
    a: float
    b: float
    c: float
    d: float


@dataclass(frozen=True, slots=True)
class ChanceModel:
    placement_curves: tuple[Curve, ...]  # by pieces placed, increasing
    movement_curves: tuple[Curve, ...]  # by stacks gone, increasing
    placement_priors: tuple[Prior, ...]  # one a placement curve: boards differ as they fill
    movement_prior: Prior  # on a movement-phase board's evaluation features
    fingerprint: str

    def white_chance(self, situation: Situation, white_score: float) -> float:
        """White's expected points from the review's score in pieces (White's view)."""
        t = 1.0 if situation.white_to_move else -1.0
        if situation.placing:
            logit = self._placement_logit(situation, t)
        else:
            a, b, c, d = _at(self.movement_curves, situation.count)
            logit = a + b * white_score + c * t + d * self.prior(situation)
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, logit))))

    def prior(self, situation: Situation) -> float:
        """A movement-phase board's static log-odds for White (0 without features); a board of
        the placement: its knot's prior."""
        if situation.placing:
            return self.placement_priors[_nearest(self.placement_curves, situation.count)].logit(
                situation.features
            )
        return self.movement_prior.logit(situation.features)

    def _placement_logit(self, situation: Situation, t: float) -> float:
        """The log-odds of the knots around the board's stage, each with its own prior,
        interpolated linearly."""
        curves, priors = self.placement_curves, self.placement_priors

        def at(i: int) -> float:
            curve = curves[i]
            return curve.a + curve.c * t + curve.d * priors[i].logit(situation.features)

        count = situation.count
        if count <= curves[0].key:
            return at(0)
        for i in range(1, len(curves)):
            if count <= curves[i].key:
                f = (count - curves[i - 1].key) / (curves[i].key - curves[i - 1].key)
                return (1 - f) * at(i - 1) + f * at(i)
        return at(len(curves) - 1)


def _nearest(curves: tuple[Curve, ...], key: int) -> int:
    return min(range(len(curves)), key=lambda i: abs(curves[i].key - key))


def _at(curves: tuple[Curve, ...], key: int) -> tuple[float, float, float, float]:
    """The curve's terms at ``key``: interpolated between the knots around it."""
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
    """What the fit depends on: the search's weights (the ``default`` set; the placement
    weights are not used by the chances) and the features of the priors."""
    weights = load_weights("default")
    data = {
        "movement": list(weights.flat()),
        "features": [*core.PLACEMENT_FEATURES, *core.FEATURES],
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
    data = parse_json(text, 5)
    if not isinstance(data, dict):
        raise ValueError("review_chances.json: an object")
    placement_curves = _curves(data.get("placement_curves"), "placement_curves")
    movement_curves = _curves(data.get("movement_curves"), "movement_curves")
    priors = data.get("priors")
    if not isinstance(priors, dict):
        raise ValueError("review_chances.json: priors is an object")
    placement = priors.get("placement")
    if not isinstance(placement, list) or len(placement) != len(placement_curves):
        raise ValueError("review_chances.json: priors.placement is a list, one a placement curve")
    sizes = (0, 2 * len(core.PLACEMENT_FEATURES))  # no features before the DVONN pieces
    placement_priors = tuple(_prior(row, "placement", sizes) for row in placement)
    movement_prior = _prior(priors.get("movement"), "movement", (2 * len(core.FEATURES),))
    stamp = data.get("fingerprint")
    if not isinstance(stamp, str) or len(stamp) > 64:
        raise ValueError("review_chances.json: fingerprint is a short text")
    return ChanceModel(placement_curves, movement_curves, placement_priors, movement_prior, stamp)


def _curves(rows: object, name: str) -> tuple[Curve, ...]:
    if not isinstance(rows, list) or not 1 <= len(rows) <= 100:
        raise ValueError(f"review_chances.json: {name} is a list of 1 to 100")
    curves = []
    for row in rows:
        key, a, b, c, d = _numbers(row, f"a curve of {name} [key, a, b, c, d]", 5, CURVE_LIMIT * 2)
        if key != int(key) or not 0 <= key <= PLACEMENTS:
            raise ValueError(f"review_chances.json: a key of {name} is 0…49, not {key:g}")
        if not all(abs(x) <= CURVE_LIMIT for x in (a, b, c, d)):
            raise ValueError(f"review_chances.json: a curve's terms lie within ±{CURVE_LIMIT:g}")
        curves.append(Curve(int(key), a, b, c, d))
    keys = [curve.key for curve in curves]
    if keys != sorted(set(keys)):
        raise ValueError(f"review_chances.json: the keys of {name} increase")
    return tuple(curves)


def _prior(data: object, name: str, sizes: tuple[int, ...]) -> Prior:
    if not isinstance(data, dict):
        raise ValueError(f"review_chances.json: a prior of {name} is an object")
    mean = data.get("mean")
    size = len(mean) if isinstance(mean, list) else -1
    if size not in sizes:
        raise ValueError(f"review_chances.json: a prior of {name} has {sizes} features")
    scale = _numbers(data.get("scale"), f"a prior of {name}'s scale", size, PRIOR_LIMIT)
    if not all(s > 0 for s in scale):
        raise ValueError(f"review_chances.json: a prior of {name}'s scale is positive")
    means = _numbers(mean, f"a prior of {name}'s mean", size, PRIOR_LIMIT)
    weights = _numbers(data.get("weights"), f"a prior of {name}'s weights", size + 1, PRIOR_LIMIT)
    return Prior(means, scale, weights)


@cache
def chance_model() -> ChanceModel:
    """The shipped model (read once)."""
    text = resources.files("engine.data").joinpath("review_chances.json").read_text("utf-8")
    return parse_model(text)
