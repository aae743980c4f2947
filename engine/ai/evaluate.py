"""Static evaluation of movement-phase boards: linear in a few bitboard features.

Every feature is counted for each side and enters as own minus opponent's.  The features
are the ones that predict the winner in real games (see docs/ai.md):

* ``stacks``, ``pieces`` — stacks and pieces controlled;
* ``proximity`` — Σ over controlled stacks of the DVONN-proximity value of their cell;
  a DVONN stack adds 64/16/4/1 to the cells at distance 0/1/2/3 (cells near several DVONN
  stacks add up): stacks there are the last to be cut off;
* ``reach``, ``reach_proximity`` — every square each controlled stack could land on, blocked
  stacks included (potential mobility), counted and proximity-weighted;
* ``mobility``, ``on_dvonn``, ``on_enemy`` — legal moves, and those landing on DVONN or on
  enemy stacks;
* ``dvonn_pieces`` — pieces in controlled stacks that hold a DVONN piece.

Weights are tapered between an early set (full board) and a late set (few stacks left),
read from ``engine/data/ai_weights.json`` (written by ``scripts/tune.py``).  Scores are in
hundredths of a piece of expected final margin, from the point of view of the side asked.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache
from importlib import resources

from engine.ai.constants import INFINITE_SCORE, WIN
from engine.bitboard import BIT_OF_CELL, STRIDE, TALL, Board, surrounded
from engine.board import CELLS, distance

FEATURES: tuple[str, ...] = (
    "stacks",
    "pieces",
    "proximity",
    "reach",
    "reach_proximity",
    "mobility",
    "on_dvonn",
    "on_enemy",
    "dvonn_pieces",
)

PROXIMITY_BY_DISTANCE = (64, 16, 4, 1)

# RINGS[bit][k]: the cells at distance k (0…3) from the cell at ``bit``.
_RINGS: dict[int, tuple[int, ...]] = {
    BIT_OF_CELL[a]: tuple(
        sum(1 << BIT_OF_CELL[b] for b in CELLS if distance(a, b) == k)
        for k in range(len(PROXIMITY_BY_DISTANCE))
    )
    for a in CELLS
}

Planes = tuple[tuple[int, int], ...]
_planes_cache: dict[int, Planes] = {}


def proximity_planes(dvonn: int) -> Planes:
    """(mask, weight) pairs with Σ weight·|S ∩ mask| = Σ proximity over the cells of S.

    A cell at distance k from j DVONN stacks lies in the first j masks of distance k.
    """
    planes = _planes_cache.get(dvonn)
    if planes is not None:
        return planes
    found: list[tuple[int, int]] = []
    for k, weight in enumerate(PROXIMITY_BY_DISTANCE):
        at_least = [0, 0, 0]
        rest = dvonn
        while rest:
            low = rest & -rest
            ring = _RINGS[low.bit_length() - 1][k]
            at_least[2] |= at_least[1] & ring
            at_least[1] |= at_least[0] & ring
            at_least[0] |= ring
            rest ^= low
        found.extend((mask, weight) for mask in at_least if mask)
    planes = tuple(found)
    if len(_planes_cache) > 50_000:  # DVONN stacks move rarely; the cache stays small
        _planes_cache.clear()
    _planes_cache[dvonn] = planes
    return planes


def side_features(board: Board, side: int) -> tuple[int, ...]:
    """The raw feature counts of ``side`` (0 white, 1 black), in FEATURES order."""
    occupied, white, black, dvonn, codes, by_height, _ = board
    own, enemy = (black, white) if side else (white, black)
    free = occupied & ~surrounded(occupied)
    planes = proximity_planes(dvonn)
    stacks = own.bit_count()
    pieces = 0
    mobility = on_dvonn = on_enemy = 0
    # Landing multiplicities of all controlled stacks, as a 4-bit carry-save counter per cell.
    c1 = c2 = c4 = c8 = 0
    for height in range(1, TALL):
        group = own & by_height[height]
        if not group:
            continue
        pieces += height * group.bit_count()
        mobile = group & free
        for step in (height, height * STRIDE, height * (STRIDE + 1)):
            up = group << step & occupied
            down = group >> step & occupied
            if mobile == group:
                moving_up, moving_down = up, down
            elif mobile:
                moving_up = mobile << step & occupied
                moving_down = mobile >> step & occupied
            else:
                moving_up = moving_down = 0
            for landing, moving in ((up, moving_up), (down, moving_down)):
                if landing:
                    carry = c1 & landing
                    c1 ^= landing
                    if carry:
                        carry2 = c2 & carry
                        c2 ^= carry
                        if carry2:
                            c8 |= c4 & carry2
                            c4 ^= carry2
                    if moving:
                        mobility += moving.bit_count()
                        on_dvonn += (moving & dvonn).bit_count()
                        on_enemy += (moving & enemy).bit_count()
    tall = own & by_height[TALL]
    while tall:
        low = tall & -tall
        pieces += codes[low.bit_length() - 1] >> 2
        tall ^= low
    dvonn_pieces = 0
    mine = own & dvonn
    while mine:
        low = mine & -mine
        dvonn_pieces += codes[low.bit_length() - 1] >> 2
        mine ^= low
    proximity = reach_proximity = 0
    for mask, weight in planes:
        proximity += weight * (own & mask).bit_count()
        reach_proximity += weight * (c1 & mask).bit_count()
    reach = c1.bit_count()
    # Cells landed on two, four or eight times more: rare beyond two, so skipped when empty.
    for counter, times in ((c2, 2), (c4, 4), (c8, 8)):
        if counter:
            reach += times * counter.bit_count()
            for mask, weight in planes:
                reach_proximity += times * weight * (counter & mask).bit_count()
    return (
        stacks,
        pieces,
        proximity,
        reach,
        reach_proximity,
        mobility,
        on_dvonn,
        on_enemy,
        dvonn_pieces,
    )


def features(board: Board) -> tuple[int, ...]:
    """White's minus Black's raw features, for tuning."""
    white = side_features(board, 0)
    black = side_features(board, 1)
    return tuple(w - b for w, b in zip(white, black, strict=True))


# Stacks on the board at which the weights are fully "early" and fully "late".
EARLY_STACKS = 49
LATE_STACKS = 10
_SPAN = EARLY_STACKS - LATE_STACKS
CACHE_LIMIT = 1 << 20


def taper(stacks_on_board: int) -> int:
    """How early the position is, 0 (late) … _SPAN (the full board)."""
    return max(0, min(_SPAN, stacks_on_board - LATE_STACKS))


class Weights:
    """Tapered feature weights and the bonus of the side to move, in hundredths of a piece.

    ``scale`` divides the weighted sum: the stored weights can be in any units (the reference
    player's are its own), and the division brings scores to hundredths of a piece.
    """

    __slots__ = ("early", "late", "name", "scale", "tempo")

    def __init__(
        self,
        name: str,
        early: Sequence[float],
        late: Sequence[float],
        tempo: float = 0.0,
        scale: float = 1.0,
    ) -> None:
        if len(early) != len(FEATURES) or len(late) != len(FEATURES):
            raise ValueError(f"weights {name!r}: {len(FEATURES)} early and late weights needed")
        self.name = name
        self.early = tuple(float(w) for w in early)
        self.late = tuple(float(w) for w in late)
        self.tempo = float(tempo)
        self.scale = float(scale)

    def as_dict(self) -> dict[str, object]:
        return {
            "early": dict(zip(FEATURES, self.early, strict=True)),
            "late": dict(zip(FEATURES, self.late, strict=True)),
            "tempo": self.tempo,
            "scale": self.scale,
        }

    @classmethod
    def from_dict(cls, name: str, data: dict[str, object]) -> Weights:
        def vector(part: object) -> list[float]:
            if not isinstance(part, dict):
                raise ValueError(f"weights {name!r}: expected a mapping of feature weights")
            return [float(part.get(feature, 0.0)) for feature in FEATURES]

        tempo = data.get("tempo", 0.0)
        scale = data.get("scale", 1.0)
        assert isinstance(tempo, int | float) and isinstance(scale, int | float)
        return cls(name, vector(data["early"]), vector(data["late"]), tempo, scale)


@cache
def load_weights(name: str = "default") -> Weights:
    """A named weight set from the data file (``default``, ``champion2011``…)."""
    text = resources.files("engine").joinpath("data/ai_weights.json").read_text("utf-8")
    table = json.loads(text)
    if name not in table:
        raise KeyError(f"no weight set {name!r}; known: {', '.join(sorted(table))}")
    return Weights.from_dict(name, table[name])


class Evaluator:
    """Scores boards for the search: ``evaluate(board, side)`` from ``side``'s point of view.

    Returns ``(score, final)``; when neither side can move the score is the exact result
    (see ``final_score``) and ``final`` is True.
    """

    def __init__(self, weights: Weights) -> None:
        self.weights = weights
        # Integer weights per taper step: score = Σ (early·t + late·(span − t))·f / span.
        self._early = [w / weights.scale for w in weights.early]
        self._late = [w / weights.scale for w in weights.late]
        self._tempo = round(weights.tempo / weights.scale)
        self._cache: dict[int, tuple[int, bool]] = {}  # Zobrist key -> White's view

    def evaluate(self, board: Board, side: int) -> tuple[int, bool]:
        cached = self._cache.get(board[6])
        if cached is None:
            cached = self._white_view(board)
            if len(self._cache) >= CACHE_LIMIT:
                self._cache.clear()
            self._cache[board[6]] = cached
        score, final = cached
        if final:
            return (-score if side else score), True
        return (self._tempo - score if side else score + self._tempo), False

    def _white_view(self, board: Board) -> tuple[int, bool]:
        white = side_features(board, 0)
        black = side_features(board, 1)
        if not white[5] and not black[5]:
            return final_score(white[1] - black[1], 0), True
        t = taper(board[0].bit_count())
        early = late = 0.0
        for we, wl, fw, fb in zip(self._early, self._late, white, black, strict=True):
            diff = fw - fb
            early += we * diff
            late += wl * diff
        score = round((early * t + late * (_SPAN - t)) / _SPAN)
        limit = WIN // 2  # estimates stay far from the scores of finished games
        return (limit if score > limit else -limit if score < -limit else score), False


def final_score(white_minus_black: int, side: int) -> int:
    """The score of a finished game: beyond any estimate, and larger for larger margins."""
    margin = -white_minus_black if side else white_minus_black
    if margin > 0:
        return WIN + 100 * margin
    if margin < 0:
        return -WIN + 100 * margin
    return 0


def is_final_score(score: int) -> bool:
    return abs(score) >= WIN and abs(score) < INFINITE_SCORE


def margin_of(score: int) -> int:
    """The piece margin of a final score (positive: the side to move wins)."""
    if score >= WIN:
        return (score - WIN) // 100
    if score <= -WIN:
        return -((-score - WIN) // 100)
    return 0
