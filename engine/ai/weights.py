"""Evaluation weights: data for the search core's features (``engine.core.FEATURES``).

The core computes the features of both sides (own minus opponent's) and weighs them with a
tapered set: ``early`` with the full board (49 stacks), ``late`` with 10 stacks or fewer,
linear in between, plus ``tempo`` for the side to move, all divided by ``scale``: the
search's units.  ``unit`` is how many of those make a hundredth of a piece, for reports and
the levels' margins (a set in its own units, like the reference player's, has a unit above 1).
The sets live in ``engine/data/ai_weights.json`` (written by ``scripts/tune.py`` and
``scripts/blend.py``); a feature a set does not name weighs 0.

A set's ``placement`` weights (``engine.core.PLACEMENT_FEATURES``, whole numbers) are those of
the placement search's evaluation; a set that names none places like the reference player
(``REFERENCE_PLACEMENT``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import cache
from importlib import resources

from engine.core import FEATURES, PLACEMENT_FEATURES

# Stacks on the board at which the weights are fully "early" and fully "late".
EARLY_STACKS = 49
LATE_STACKS = 10
SPAN = EARLY_STACKS - LATE_STACKS

# The CodeCup 2011 winner's placement evaluation (shared/notes/dvonn-ai.md), in
# PLACEMENT_FEATURES order: -1 per step to each DVONN piece, +10 / +5 when the nearest one is
# 1 / 2 steps away, -5 per missing non-friendly neighbour below two, and -1 per rim piece
# short beyond a slack of 3.
REFERENCE_PLACEMENT = (-1, 10, 5, 0, -5, 0, 3, -1)


def taper(stacks_on_board: int) -> int:
    """How early the position is, 0 (late) … SPAN (the full board)."""
    return max(0, min(SPAN, stacks_on_board - LATE_STACKS))


class Weights:
    """One named weight set; ``flat()`` is the form the core takes."""

    __slots__ = ("early", "late", "name", "placement", "scale", "tempo", "unit")

    def __init__(
        self,
        name: str,
        early: Sequence[float],
        late: Sequence[float],
        tempo: float = 0.0,
        scale: float = 1.0,
        unit: float = 1.0,
        placement: Sequence[int] = REFERENCE_PLACEMENT,
    ) -> None:
        if len(early) != len(FEATURES) or len(late) != len(FEATURES):
            raise ValueError(f"weights {name!r}: {len(FEATURES)} early and late weights needed")
        if len(placement) != len(PLACEMENT_FEATURES):
            count = len(PLACEMENT_FEATURES)
            raise ValueError(f"weights {name!r}: {count} placement weights needed")
        if scale <= 0 or unit <= 0:
            raise ValueError(f"weights {name!r}: the scale and the unit must be positive")
        self.name = name
        self.early = tuple(float(w) for w in early)
        self.late = tuple(float(w) for w in late)
        self.tempo = float(tempo)
        self.scale = float(scale)
        self.unit = float(unit)
        self.placement = tuple(int(w) for w in placement)

    def flat(self) -> tuple[float, ...]:
        return (*self.early, *self.late, self.tempo, self.scale)

    @classmethod
    def from_dict(cls, name: str, data: Mapping[str, object]) -> Weights:
        def vector(part: object) -> list[float]:
            if not isinstance(part, dict):
                raise ValueError(f"weights {name!r}: expected a mapping of feature weights")
            unknown = set(part) - set(FEATURES)
            if unknown:
                raise ValueError(f"weights {name!r}: unknown features {sorted(unknown)}")
            return [float(part.get(feature, 0.0)) for feature in FEATURES]

        def number(key: str, default: float) -> float:
            value = data.get(key, default)
            if not isinstance(value, int | float):
                raise ValueError(f"weights {name!r}: {key} is a number")
            return float(value)

        def placement(part: object) -> tuple[int, ...]:
            if part is None:
                return REFERENCE_PLACEMENT
            if not isinstance(part, dict) or set(part) != set(PLACEMENT_FEATURES):
                named = ", ".join(PLACEMENT_FEATURES)
                raise ValueError(f"weights {name!r}: placement names {named}")
            values = [part[feature] for feature in PLACEMENT_FEATURES]
            if not all(isinstance(value, int) for value in values):
                raise ValueError(f"weights {name!r}: placement weights are whole numbers")
            return tuple(values)

        early, late = vector(data["early"]), vector(data["late"])
        return cls(
            name,
            early,
            late,
            number("tempo", 0),
            number("scale", 1),
            number("unit", 1),
            placement(data.get("placement")),
        )


@cache
def load_weights(name: str = "default") -> Weights:
    """A named weight set from the data file (``default``, ``champion2011``…)."""
    text = resources.files("engine").joinpath("data/ai_weights.json").read_text("utf-8")
    table = json.loads(text)
    if name not in table:
        raise KeyError(f"no weight set {name!r}; known: {', '.join(sorted(table))}")
    return Weights.from_dict(name, table[name])
