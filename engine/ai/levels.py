"""Difficulty levels 1–20: a name, a per-move time cap and how the level is weakened.

Lower levels search less deep and pick among the root moves with a softmax over their
scores (score-aware randomness), never beyond a bounded score drop: they play worse moves
that still look like moves, not random blunders.  The lowest levels place their pieces the
same way, over one-ply placement scores (or a small placement search's, where the table
says so); the others search their placements like the strongest level (the placements
decide much of a game).  Levels 1–18 place by the reference's placement evaluation, levels
19 and 20 by the engine's own (worth about one level step by itself).  The table is data
(``engine/data/ai_levels.json``), calibrated by ``scripts/calibrate.py``; each level's
rating on the human scale (``engine.ai.human_scale``) is measured by ``scripts/level_scale.py``.

The table's ``ladder`` numbers its numbering: files and settings written under an older
ladder name levels by its numbers, which ``engine.ladders.from_ladder`` maps (ladder 1:
levels 1–10; ladder 2: levels 1–12, before levels were added between them).
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import TypeVar

from engine.ai.weights import load_weights
from engine.core import PRUNING

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Level:
    number: int
    name: str
    cap: float  # seconds per move at most
    depth: int | None  # deepest iteration, None for no limit
    temperature: float  # softmax temperature over root scores, hundredths of a piece
    margin: float  # moves more than this below the best are never chosen
    placement_search: bool = True  # place by the placement search, else by softmax
    # the softmax temperature over placement scores (placement units), when not searched;
    # None: the level's own temperature
    placement_temperature: float | None = None
    # evaluations of the placement search after each placement before the softmax (at least
    # one per reply); 0: the placement's own score
    placement_evaluations: int = 0
    pruning: tuple[str, ...] = ()  # names of engine.core.PRUNING options its searches use
    # the weight set whose placement evaluation it places by; None: the engine's own
    placement_weights: str | None = None
    # its rating on the human scale (Elo, Dumbot = 1500) and the half-width of its 95 %
    # interval; None where it was not measured
    rating: int | None = None
    rating_interval: int | None = None

    @property
    def pruning_flags(self) -> int:
        flags = 0
        for name in self.pruning:
            flags |= PRUNING[name]
        return flags

    def line(self) -> str:
        """The level as ``levels`` prints it: ``level=1 name="Newcomer" cap=0.2 rating=1190``
        (rating=- where it was not measured)."""
        rating = "-" if self.rating is None else str(self.rating)
        return f"level={self.number} name={json.dumps(self.name)} cap={self.cap:g} rating={rating}"

    def describe(self) -> str:
        return f"{self.number:>2}  {self.name:<12} {self.cap:g} s per move"


@cache
def levels() -> tuple[Level, ...]:
    text = resources.files("engine").joinpath("data/ai_levels.json").read_text("utf-8")
    rows = json.loads(text)["levels"]
    return tuple(
        Level(
            int(row["level"]),
            str(row["name"]),
            float(row["cap"]),
            None if row["depth"] is None else int(row["depth"]),
            float(row["temperature"]),
            float(row["margin"]),
            row.get("placement", "search") == "search",
            _optional_number(row.get("placement_temperature")),
            evaluations_of(row.get("placement_evaluations", 0)),
            _pruning(row.get("pruning", [])),
            placement_weights_of(row.get("placement_weights")),
            _rating(row.get("rating")),
            _rating(row.get("rating_interval")),
        )
        for row in rows
    )


def _rating(value: object) -> int | None:
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 4000:
        raise ValueError(f"a rating is a whole number 0–4000, not {value!r}")
    return value


def top_level() -> int:
    """The strongest level's number."""
    return levels()[-1].number


def _optional_number(value: object) -> float | None:
    if value is None:
        return None
    if not isinstance(value, int | float):
        raise ValueError(f"expected a number, not {value!r}")
    return float(value)


def placement_weights_of(value: object) -> str | None:
    """A weight set's name (or None), checked against the data file."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError(f"placement_weights names a weight set, not {value!r}")
    try:
        load_weights(value)
    except KeyError as error:
        raise ValueError(f"placement_weights: {error.args[0]}") from None
    return value


def evaluations_of(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 100_000:
        raise ValueError(f"placement_evaluations is a whole number 0–100000, not {value!r}")
    return value


def _pruning(names: object) -> tuple[str, ...]:
    if not isinstance(names, list) or not all(name in PRUNING for name in names):
        raise ValueError(f"pruning is a list of {', '.join(PRUNING)}, not {names!r}")
    return tuple(names)


def level(number: int) -> Level:
    """Level ``number`` (1 to ``top_level()``); ValueError outside the table."""
    for entry in levels():
        if entry.number == number:
            return entry
    raise ValueError(f"no level {number}: levels are 1–{len(levels())}")


def softmax_choice(
    scored: Sequence[tuple[T, int]],
    entry: Level,
    rng: random.Random,
    temperature: float | None = None,
) -> T:
    """A move drawn by softmax over scores within the level's margin of the best, at the
    level's temperature unless ``temperature`` is given.

    ``scored`` is (move, score) best first; the scores of moves more than ``margin`` below the
    best may be mere upper bounds, which is enough to leave them out.
    """
    best = scored[0][1]
    temperature = entry.temperature if temperature is None else temperature
    if temperature <= 0 or len(scored) == 1:
        return scored[0][0]
    candidates = [(move, score) for move, score in scored if score >= best - entry.margin]
    weights = [math.exp((score - best) / temperature) for _, score in candidates]
    return rng.choices([move for move, _ in candidates], weights)[0]
