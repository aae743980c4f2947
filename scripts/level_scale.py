"""Every level placed on the human scale by the quality of its moves.

    python -m scripts.level_scale [--games 12] [--levels 1-20] [--nodes N] [--rate-only]

Each level plays its neighbours (the level below and the level above, colours swapped, at
full caps; ``greedy`` below the lowest) and its own unforced movement moves are judged by
``scripts.move_quality`` at the node budget the human scale was measured with
(``engine/data/human_scale.json``).  The fit of that file turns the mean loss into a rating,
and the 95 % interval of the mean loss into the rating's interval.  Adjacent levels lie
inside each other's intervals, so the ratings written are those of the line through the
levels' quality ratings against their Elo on the ladder (the chain of matches between
neighbours in docs/ai.md's calibration table, ``scripts/calibrate.py``): the matches order and
space the levels, the quality of their moves puts them on the human scale.  Each level's
measured quality is kept in ``CACHE`` (levels can be measured in separate runs, and rated
again when the scale's fit or the table changes: ``--rate-only``); the ratings go to
``engine/data/ai_levels.json`` ("rating", "rating_interval").  The slowest move of each level
is printed beside its cap.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import time
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

from engine.ai.human_scale import human_scale
from engine.ai.levels import levels, top_level
from engine.ai.match import elo_of
from engine.ai.players import make_player, timed_choose
from engine.moves import Move
from engine.position import Color, Position
from engine.rules import apply, legal_moves
from scripts.calibrate import DOC
from scripts.corpus import ROOT
from scripts.move_quality import Quality, measure_game

TABLE = ROOT / "engine/data/ai_levels.json"
CACHE = Path.home() / ".cache/dvonn3d/level-quality.json"
# Fewer games for the slow levels: the top thinks up to 10 s a move, and is the neighbour
# above the level below it.
TOP_GAMES, BELOW_TOP_GAMES = 4, 6
# The review engine at the scale's budget does not tell a level's moves from its neighbours'
# (adjacent levels lie inside each other's quality intervals) nor judge the top level's, so the
# ratings follow the Elo of the matches between neighbours, read from docs/ai.md's calibration
# table (its "vs level below" column), put on the human scale by the levels' quality.
ELO = re.compile(r"\((\d+)–(\d+)–(\d+);.*Elo ([+−-]?[\d∞]+)…([+−-]?[\d∞]+)\)")


def matched_steps(text: str) -> dict[int, tuple[float, float]]:
    """Each level's Elo over the level below by the calibration table in ``text`` (by its
    score, and the half-width of its 95 % interval); levels without a finite interval are
    left out."""
    steps = {}
    for line in text.splitlines():
        cells = [cell.strip() for cell in line.split("|")[1:-1]]
        if len(cells) != 7 or not cells[0].isdigit():
            continue
        found = ELO.search(cells[4])
        if found and "∞" not in found.group(0):
            wins, draws, losses = (int(x) for x in found.groups()[:3])
            low, high = (float(x.replace("−", "-")) for x in found.groups()[3:])
            score = (wins + draws / 2) / (wins + draws + losses)
            steps[int(cells[0])] = (elo_of(score), (high - low) / 2)
    return steps


def play(white: str, black: str, seed: int) -> tuple[tuple[Move, ...], tuple[float, float]]:
    """The moves of one game between two ``make_player`` names, and each side's slowest move."""
    players = (make_player(white), make_player(black))
    players[0].new_game(Color.WHITE, seed)
    players[1].new_game(Color.BLACK, seed)
    position = Position.initial()
    moves: list[Move] = []
    slowest = [0.0, 0.0]
    try:
        while legal_moves(position):
            turn = position.turn
            move, seconds = timed_choose(players[turn], position, None)
            slowest[turn] = max(slowest[turn], seconds)
            position = apply(position, move).after
            players[1 - turn].observe(move)
            moves.append(move)
    finally:
        for player in players:
            player.close()
    return tuple(moves), (slowest[0], slowest[1])


def measure_level(number: int, games: int, nodes: int, seed: int) -> tuple[Quality, float]:
    """The quality of level ``number``'s moves over ``games`` games against its neighbours,
    and its slowest move in seconds."""
    numbers = [entry.number for entry in levels()]
    below = str(number - 1) if number - 1 in numbers else "greedy"
    above = str(number + 1) if number + 1 in numbers else below
    quality, slowest = Quality(), 0.0
    for index in range(games):
        other = below if index % 4 < 2 else above
        own_white = index % 2 == 0
        white, black = (str(number), other) if own_white else (other, str(number))
        moves, slow = play(white, black, seed + index // 2)
        slowest = max(slowest, slow[0] if own_white else slow[1])
        quality.add(measure_game(moves, "white" if own_white else "black", nodes))
    return quality, slowest


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=12, help="games per level (even)")
    parser.add_argument("--levels", default="", help="range of levels, e.g. 1-5 (all)")
    parser.add_argument("--nodes", type=int, default=0, help="node budget (the scale's)")
    parser.add_argument("--seed", type=int, default=3600)
    parser.add_argument("--rate-only", action="store_true", help="rate the cached qualities")
    args = parser.parse_args()
    first, _, last = args.levels.partition("-")
    chosen = [
        e.number
        for e in levels()
        if not args.levels or int(first) <= e.number <= int(last or first)
    ]
    cache = json.loads(CACHE.read_text("utf-8")) if CACHE.exists() else {}
    top = top_level()
    slow = {top: TOP_GAMES, top - 1: BELOW_TOP_GAMES}
    for number in [] if args.rate_only else chosen:
        began = time.monotonic()
        games = min(args.games, slow.get(number, args.games))
        nodes = args.nodes or human_scale().nodes
        quality, slowest = measure_level(number, games, nodes, args.seed)
        cache[str(number)] = {"games": games, "nodes": nodes, **quality.as_data()}
        CACHE.parent.mkdir(parents=True, exist_ok=True)
        CACHE.write_text(json.dumps(cache, indent=1) + "\n", "utf-8")
        print(
            f"level {number:>2}: {games} games, {quality.describe()}; slowest move "
            f"{slowest:.2f} s; {time.monotonic() - began:.0f} s, load {os.getloadavg()[0]:.1f}",
            flush=True,
        )
    rate(cache)
    return 0


def rate(cache: dict[str, dict[str, object]]) -> None:
    """Each level's rating, written to the levels table: where the calibration table has
    every step, the line (``ladder_fit``) through the levels' quality ratings (by the scale's
    fit of their cached move quality) against their Elo on the ladder, at the level's Elo —
    the top level, whose moves the review engine at the scale's budget cannot judge, left out
    of the fit; otherwise each level's quality rating as measured."""
    scale = human_scale()
    data = json.loads(TABLE.read_text("utf-8"))
    steps = matched_steps(DOC.read_text("utf-8")) if DOC.exists() else {}
    rows = data["levels"]
    measured: dict[int, tuple[float, float]] = {}  # level: (rating, half-width of its 95 %)
    for row in rows:
        found = cache.get(str(row["level"]))
        if found is None or found["nodes"] != scale.nodes:
            continue
        interval = found["loss_interval"]
        mean = found["mean_loss"]
        assert isinstance(interval, list) and isinstance(mean, float | int)
        rating = scale.rating_of(float(mean))
        spread = scale.rating_of(float(interval[1])), scale.rating_of(float(interval[0]))
        measured[row["level"]] = rating, (spread[1] - spread[0]) / 2
        print(f"level {row['level']:>2}: quality {rating:.0f} ({spread[0]:.0f}…{spread[1]:.0f})")
    numbers = [row["level"] for row in rows]
    chain = ladder_elo(numbers, steps)
    fitted = {n: measured[n] for n in numbers[:-1] if n in measured}
    if chain is None or len(fitted) < 3:
        print("the calibration table lacks a step: ratings as measured")
        for row in rows:
            if row["level"] in measured:
                row["rating"], row["rating_interval"] = (round(x) for x in measured[row["level"]])
    else:
        line = ladder_fit({n: (chain[n], *fitted[n]) for n in fitted})
        print(f"rating = {line.intercept:.0f} + {line.slope:.3f} × Elo on the ladder")
        for row in rows:
            number, elo = row["level"], chain[row["level"]]
            # the line's uncertainty there and the level's own step's, on the line's slope
            step = line.slope * steps[number][1] if number in steps else 0.0
            row["rating"] = round(line.at(elo))
            row["rating_interval"] = round((line.half_width(elo) ** 2 + step**2) ** 0.5)
            shown = f"{row['rating']} ± {row['rating_interval']}"
            print(f"level {number:>2}: Elo {elo:+.0f} over level 1, rating {shown}")
    TABLE.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", "utf-8")
    print(f"ratings written to {TABLE}")


def ladder_elo(
    numbers: list[int], steps: dict[int, tuple[float, float]]
) -> dict[int, float] | None:
    """Each level's Elo over the lowest by the chain of matches between neighbours (None
    where a step is missing)."""
    chain = {numbers[0]: 0.0}
    for below, number in pairwise(numbers):
        if number not in steps:
            return None
        chain[number] = chain[below] + steps[number][0]
    return chain


@dataclass(frozen=True, slots=True)
class Line:
    """rating = intercept + slope × Elo, fitted by weighted least squares (weights: the inverse
    variance of each point's rating), with what its 95 % interval at an Elo needs."""

    intercept: float
    slope: float
    weight: float  # the sum of the weights
    centre: float  # the weighted mean Elo
    spread: float  # the weighted sum of squared Elo deviations

    def at(self, elo: float) -> float:
        return self.intercept + self.slope * elo

    def half_width(self, elo: float) -> float:
        """The half-width of the 95 % interval of the line's rating at ``elo``."""
        variance = 1 / self.weight + (elo - self.centre) ** 2 / max(self.spread, 1e-9)
        return 1.96 * math.sqrt(variance)


def ladder_fit(points: dict[int, tuple[float, float, float]]) -> Line:
    """The line through each level's (ladder Elo, quality rating, half-width of its 95 %
    interval): the matches order the levels and space them, the quality of their moves puts
    them on the human scale (neither alone does: adjacent levels lie inside each other's
    quality intervals, and self-play Elo between levels spreads wider than people's)."""
    weights = {n: (1.96 / max(half, 1.0)) ** 2 for n, (_, _, half) in points.items()}
    total = sum(weights.values())
    mean_x = sum(weights[n] * x for n, (x, _, _) in points.items()) / total
    mean_y = sum(weights[n] * y for n, (_, y, _) in points.items()) / total
    spread = sum(weights[n] * (x - mean_x) ** 2 for n, (x, _, _) in points.items())
    slope = sum(weights[n] * (x - mean_x) * (y - mean_y) for n, (x, y, _) in points.items())
    slope = slope / spread if spread > 0 else 0.0
    return Line(mean_y - slope * mean_x, slope, total, mean_x, spread)


if __name__ == "__main__":
    raise SystemExit(main())
