"""The human rating scale (``engine/data/human_scale.json``, by ``scripts/human_scale.py``).

Ratings in Elo units from the Boardspace corpus (Dumbot = 1500), the move quality of each
group of players measured at a fixed node budget, and the fit that turns a mean loss per
move into a rating: rating = intercept + slope · ln(mean loss in pieces) (what one game says
of a player is ``engine.ai.game_rating``'s).  The file is read with bounds and checked field
by field; a file that breaks them raises ValueError naming the field (it ships with the
engine, so that is a broken build, not bad user input).
"""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass
from functools import cache
from importlib import resources

from engine.json_input import parse_json

MAX_BYTES = 200_000
LOSS_CAP = 10.0  # pieces: a move's loss counts at most this much (a thrown-away endgame)
RATINGS = (0.0, 4000.0)  # every rating the file gives, and every rating_of, lies here
LOSSES = (0.01, 10.0)  # the mean losses rating_of extrapolates to at most


class Likeness(enum.Enum):
    """Whom a rating plays like, by the scale's landmarks (the app words each kind)."""

    NEWCOMER = "newcomer"  # nearer the guests' and first-ten-games' rating than Dumbot's
    DUMBOT = "dumbot"  # Boardspace's Dumbot and the median registered player
    STRONG_REGULAR = "strong-regular"  # above them, below the ten best on record
    TOP_PLAYER = "top-player"  # among the ten best players on record
    BEYOND_ANY = "beyond-any"  # above the best on record, even at the low end of its interval


@dataclass(frozen=True, slots=True)
class Rated:
    """One player, robot or group: its rating, the half-width of its 95 % interval, games."""

    name: str
    rating: int
    interval: int
    games: int


@dataclass(frozen=True, slots=True)
class GroupQuality:
    group: str
    rating: int
    moves: int
    mean_loss: float  # pieces per unforced movement move
    mistakes: float  # shares of the moves, 0–1
    blunders: float


@dataclass(frozen=True, slots=True)
class HumanScale:
    anchors: tuple[Rated, ...]  # Boardspace's robots
    groups: tuple[Rated, ...]  # guests; registered players in their first ten games
    median_registered: int
    top: tuple[Rated, ...]  # the ten best registered players
    quality: tuple[GroupQuality, ...]
    nodes: int  # the node budget of every quality measure
    intercept: float
    slope: float

    def rating_of(self, mean_loss: float) -> float:
        """The rating whose players lose ``mean_loss`` pieces a move, by the fit (bounded)."""
        loss = min(LOSSES[1], max(LOSSES[0], mean_loss))
        rating = self.intercept + self.slope * math.log(loss)
        return min(RATINGS[1], max(RATINGS[0], rating))

    def likeness(self, rating: int, interval: int = 0) -> Likeness:
        """Whom a player or level rated ``rating`` (± ``interval``) plays like: the nearer of
        newcomers and Dumbot below Dumbot, a strong regular up to the tenth best player on
        record, one of the best up to the best, and beyond any player on record only when
        the whole interval lies above the best."""
        newcomers = min(group.rating for group in self.groups)
        dumbot = next(anchor.rating for anchor in self.anchors if anchor.name == "Dumbot")
        regular = max(dumbot, self.median_registered)
        tenth, best = min(p.rating for p in self.top), max(p.rating for p in self.top)
        if rating - interval > best:
            return Likeness.BEYOND_ANY
        if rating >= tenth:
            return Likeness.TOP_PLAYER
        if rating >= (regular + tenth) / 2:
            return Likeness.STRONG_REGULAR
        if rating >= (newcomers + dumbot) / 2:
            return Likeness.DUMBOT
        return Likeness.NEWCOMER


def _number(row: dict[str, object], key: str, low: float, high: float) -> float:
    value = row.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"human_scale.json: {key} is a number, not {value!r}")
    if not low <= value <= high:
        raise ValueError(f"human_scale.json: {key} {value} lies outside {low:g}–{high:g}")
    return float(value)


def _object(value: object, what: str) -> dict[str, object]:
    if not isinstance(value, dict):
        raise ValueError(f"human_scale.json: {what} is an object")
    return value


def _list(data: dict[str, object], key: str, most: int) -> list[dict[str, object]]:
    value = data.get(key)
    if not isinstance(value, list) or len(value) > most:
        raise ValueError(f"human_scale.json: {key} is a list of at most {most}")
    return [_object(item, key) for item in value]


def _label(row: dict[str, object], key: str) -> str:
    value = row.get(key)
    if not isinstance(value, str) or not 0 < len(value) <= 40:
        raise ValueError(f"human_scale.json: a {key} is 1–40 characters, not {value!r}")
    return value


def _rated(row: dict[str, object]) -> Rated:
    return Rated(
        _label(row, "name"),
        round(_number(row, "rating", *RATINGS)),
        round(_number(row, "interval", 0, 2000)),
        round(_number(row, "games", 0, 100_000)),
    )


def _quality(row: dict[str, object]) -> GroupQuality:
    return GroupQuality(
        _label(row, "group"),
        round(_number(row, "rating", *RATINGS)),
        round(_number(row, "moves", 0, 10_000_000)),
        _number(row, "mean_loss", 0, 100),
        _number(row, "mistakes", 0, 1),
        _number(row, "blunders", 0, 1),
    )


def parse_scale(text: str) -> HumanScale:
    """The scale in ``text``; ValueError naming the first field out of bounds."""
    if len(text) > MAX_BYTES:
        raise ValueError(f"human_scale.json is over {MAX_BYTES} characters")
    data = _object(parse_json(text, 4), "the file")
    fit = _object(data.get("fit"), "fit")
    anchors = tuple(_rated(row) for row in _list(data, "anchors", 10))
    groups = tuple(_rated(row) for row in _list(data, "groups", 10))
    top = tuple(_rated(row) for row in _list(data, "top", 10))
    # The landmarks Likeness is measured against.
    if not groups or not top or all(anchor.name != "Dumbot" for anchor in anchors):
        raise ValueError("human_scale.json: the scale needs Dumbot, a group and a top player")
    return HumanScale(
        anchors,
        groups,
        round(_number(data, "median_registered", *RATINGS)),
        top,
        tuple(_quality(row) for row in _list(data, "quality", 40)),
        round(_number(data, "nodes", 1, 100_000_000)),
        _number(fit, "intercept", -10_000, 10_000),
        _number(fit, "slope", -5_000, 0),
    )


@cache
def human_scale() -> HumanScale:
    """The scale shipped with the engine."""
    path = resources.files("engine").joinpath("data/human_scale.json")
    return parse_scale(path.read_text("utf-8"))
