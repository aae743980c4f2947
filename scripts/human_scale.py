"""A human rating scale from the Boardspace corpus, and move quality on it.

    python -m scripts.human_scale [--games-per-group 100] [--nodes 100000] [--no-write]

1. Ratings: a Bradley–Terry fit (Elo units: 400 points = 10:1 odds) of every game of the
   corpus with a result (the natural end or a resignation; a draw is half a point each).
   Boardspace's robots Dumbot, SmartBot and BestBot (thousands of games each) anchor it:
   Dumbot is 1500 by definition.  Every guest account (``guest``, ``guest1493``…) is one
   entity, "guests"; a registered player's first ten games in the corpus (by date) are one
   pooled entity, "registered players in their first ten games", and the rest of their games
   their own.  Each entity but the robots has a weak prior (N(1400, 350²)), so a player with
   two games does not reach ±∞.
2. Move quality: a sample of each group's games reviewed by ``scripts.move_quality`` at a
   fixed node budget (deterministic), every unforced movement move of the group's side:
   mean loss in pieces per move, the share of mistakes and blunders.
3. The fit of quality to rating: rating = a + b · ln(mean loss), by least squares over the
   groups of people (guests, newcomers, the four bands of regulars; the robots play another
   kind of game, so their figures are shown, not fitted) weighted by their moves.
   ``--refit`` fits again from the qualities in the data file, without measuring.

The scale and the fit go to ``engine/data/human_scale.json`` (read by
``engine.ai.human_scale``); the report is printed.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import re
import statistics
import time
from dataclasses import dataclass

from engine.errors import DvonnError
from engine.moves import Move
from engine.records import decode, read_record
from engine.records.corpus import iter_archive
from engine.records.model import RecordResult
from scripts.corpus import DEFAULT_ARCHIVE, ROOT
from scripts.move_quality import Quality, measure_game

DATA = ROOT / "engine/data/human_scale.json"
BOTS = ("Dumbot", "SmartBot", "BestBot", "WeakBot")
ANCHOR, ANCHOR_RATING = "Dumbot", 1500.0
PRIOR_MEAN, PRIOR_SD = 1400.0, 350.0
GUESTS, NEWCOMERS = "guests", "first ten games"
FIRST_GAMES = 10
REGULAR = 10  # rated games after the first ten that make a player a regular
K = math.log(10) / 400  # Elo units to natural log-odds


@dataclass(frozen=True, slots=True)
class CorpusGame:
    name: str
    when: str  # sortable date and time from the file name
    white: str  # the entity that played White in this game
    black: str
    white_points: float  # 1, 0.5 or 0
    moves: tuple[Move, ...]


def entity_of(player: str) -> str:
    if re.fullmatch(r"guest\d*", player, re.I):
        return GUESTS
    return player


def read_games() -> list[CorpusGame]:
    """Every readable game with a result, in date order, with its players as entities
    (a registered player's first ten games as the pooled newcomers)."""
    raw = []
    for name, data in iter_archive(DEFAULT_ARCHIVE):
        try:
            record = read_record(decode(data), name)
        except DvonnError:
            continue
        if record.result is RecordResult.UNFINISHED or len(record.moves) < 49:
            continue
        winner = record.winner
        points = 0.5 if winner is None else 1.0 if winner.name == "WHITE" else 0.0
        found = re.search(r"(\d{4}-\d\d-\d\d-\d{4})", name)
        when = found.group(1) if found else record.date
        raw.append((when, name, record.white, record.black, points, record.moves))
    raw.sort()
    played: dict[str, int] = {}
    games = []
    for when, name, white, black, points, moves in raw:
        sides = []
        for player in (white, black):
            entity = entity_of(player)
            if entity != GUESTS and entity not in BOTS:
                played[entity] = played.get(entity, 0) + 1
                if played[entity] <= FIRST_GAMES:
                    entity = NEWCOMERS
            sides.append(entity)
        games.append(CorpusGame(name, when, sides[0], sides[1], points, moves))
    return games


def fit(games: list[CorpusGame], rounds: int = 300) -> dict[str, tuple[float, float, int]]:
    """Entity → (rating, standard error, games): the maximum a posteriori Bradley–Terry
    ratings by diagonal Newton steps, Dumbot fixed at 1500."""
    names = sorted({g.white for g in games} | {g.black for g in games})
    rating = dict.fromkeys(names, PRIOR_MEAN)
    rating[ANCHOR] = ANCHOR_RATING
    count = dict.fromkeys(names, 0)
    for g in games:
        count[g.white] += 1
        count[g.black] += 1
    information: dict[str, float] = {}
    for _ in range(rounds):
        gradient = dict.fromkeys(names, 0.0)
        information = dict.fromkeys(names, 0.0)
        for g in games:
            expected = 1 / (1 + math.exp(-K * (rating[g.white] - rating[g.black])))
            gradient[g.white] += K * (g.white_points - expected)
            gradient[g.black] -= K * (g.white_points - expected)
            spread = K * K * expected * (1 - expected)
            information[g.white] += spread
            information[g.black] += spread
        for name in names:
            if name == ANCHOR:
                continue
            prior = 0.0 if name in BOTS else 1 / PRIOR_SD**2
            gradient[name] -= prior * (rating[name] - PRIOR_MEAN)
            information[name] += prior
            rating[name] += max(-200.0, min(200.0, gradient[name] / information[name]))
    return {name: (rating[name], 1 / math.sqrt(information[name]), count[name]) for name in names}


def quality_groups(
    games: list[CorpusGame], ratings: dict[str, tuple[float, float, int]]
) -> dict[str, list[tuple[CorpusGame, str]]]:
    """Group → (game, side) whose moves measure it: guests, newcomers, the robots, and the
    registered players (at least REGULAR games after their first ten) in four bands of rating."""
    regulars = sorted(
        (r, n) for n, (r, _, c) in ratings.items() if c >= REGULAR and n not in BOTS and n != GUESTS
    )
    regulars = [pair for pair in regulars if pair[1] != NEWCOMERS]
    bands = {}
    quarter = max(1, len(regulars) // 4)
    for i, (_, name) in enumerate(regulars):
        bands[name] = (
            "regulars, lowest quarter",
            "regulars, second quarter",
            "regulars, third quarter",
            "regulars, top quarter",
        )[min(3, i // quarter)]
    groups: dict[str, list[tuple[CorpusGame, str]]] = {}
    for g in games:
        for side, entity in (("white", g.white), ("black", g.black)):
            group = entity if entity in (GUESTS, NEWCOMERS, *BOTS) else bands.get(entity)
            if group is not None:
                groups.setdefault(group, []).append((g, side))
    return groups


def fit_quality(points: list[tuple[float, float, int]]) -> tuple[float, float]:
    """(a, b) of rating = a + b·ln(loss) over (loss, rating, moves), weighted by moves."""
    xs = [math.log(loss) for loss, _, _ in points]
    ys = [rating for _, rating, _ in points]
    ws = [float(moves) for _, _, moves in points]
    total = sum(ws)
    mx = sum(w * x for w, x in zip(ws, xs, strict=True)) / total
    my = sum(w * y for w, y in zip(ws, ys, strict=True)) / total
    sxx = sum(w * (x - mx) ** 2 for w, x in zip(ws, xs, strict=True))
    sxy = sum(w * (x - mx) * (y - my) for w, x, y in zip(ws, xs, ys, strict=True))
    b = sxy / sxx
    return my - b * mx, b


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games-per-group", type=int, default=100)
    parser.add_argument("--nodes", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=36)
    parser.add_argument("--no-write", action="store_true")
    parser.add_argument("--refit", action="store_true")
    args = parser.parse_args()
    if args.refit:
        return refit()
    games = read_games()
    ratings = fit(games)
    print(f"{len(games)} games with a result, {len(ratings)} entities")
    report_scale(ratings)
    rng = random.Random(args.seed)
    groups = quality_groups(games, ratings)
    measured: dict[str, Quality] = {}
    began = time.process_time()
    for group, sides in sorted(groups.items()):
        sample = rng.sample(sides, min(args.games_per_group, len(sides)))
        quality = Quality()
        for game, side in sample:
            quality.add(measure_game(game.moves, side, args.nodes))
        measured[group] = quality
        rating = group_rating(group, sides, ratings)
        print(f"{group:<28} {rating:6.0f}  {quality.describe()}", flush=True)
    print(f"quality measured in {time.process_time() - began:.0f} s of CPU")
    points = [
        (q.mean_loss, group_rating(g, groups[g], ratings), q.moves)
        for g, q in measured.items()
        if q.moves and g not in BOTS
    ]
    a, b = fit_quality(points)
    print(f"rating = {a:.0f} + {b:.0f} · ln(mean loss in pieces)")
    if not args.no_write:
        write(ratings, measured, groups, (a, b), args)
    return 0


def refit() -> int:
    """Fit quality to rating again from the data file's measured groups."""
    data = json.loads(DATA.read_text("utf-8"))
    points = [
        (row["mean_loss"], row["rating"], row["moves"])
        for row in data["quality"]
        if row["group"] not in BOTS and row["moves"]
    ]
    a, b = fit_quality(points)
    data["fit"] = {"intercept": round(a, 1), "slope": round(b, 2)}
    DATA.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", "utf-8")
    print(f"rating = {a:.0f} + {b:.0f} · ln(mean loss in pieces), written to {DATA}")
    return 0


def group_rating(
    group: str, sides: list[tuple[CorpusGame, str]], ratings: dict[str, tuple[float, float, int]]
) -> float:
    """The mean rating of the entities behind a group's sides (one entity for most)."""
    values = [ratings[g.white if side == "white" else g.black][0] for g, side in sides]
    return statistics.fmean(values)


def report_scale(ratings: dict[str, tuple[float, float, int]]) -> None:
    def line(name: str) -> str:
        r, se, n = ratings[name]
        return f"  {name:<24} {r:6.0f} ± {1.96 * se:4.0f}  ({n} games)"

    print("anchors and groups:")
    for name in (*BOTS, GUESTS, NEWCOMERS):
        if name in ratings:
            print(line(name))
    regulars = [n for n, (_, _, c) in ratings.items() if c >= REGULAR and n not in (*BOTS, GUESTS)]
    regulars = [n for n in regulars if n != NEWCOMERS]
    median = statistics.median(ratings[n][0] for n in regulars)
    print(
        f"  median registered player (≥ {REGULAR} games after the first ten, {len(regulars)}): "
        f"{median:.0f}"
    )
    print(f"top ten (≥ {REGULAR} games after the first ten):")
    for name in sorted(regulars, key=lambda n: -ratings[n][0])[:10]:
        print(line(name))


def write(
    ratings: dict[str, tuple[float, float, int]],
    measured: dict[str, Quality],
    groups: dict[str, list[tuple[CorpusGame, str]]],
    line: tuple[float, float],
    args: argparse.Namespace,
) -> None:
    regulars = [n for n, (_, _, c) in ratings.items() if c >= REGULAR and n not in (*BOTS, GUESTS)]
    regulars = [n for n in regulars if n != NEWCOMERS]
    top = sorted(regulars, key=lambda n: -ratings[n][0])[:10]

    def entry(name: str) -> dict[str, object]:
        r, se, n = ratings[name]
        return {"name": name, "rating": round(r), "interval": round(1.96 * se), "games": n}

    data = {
        "comment": "Written by scripts/human_scale.py: Bradley–Terry ratings (Elo units, "
        "Dumbot = 1500) of the Boardspace corpus, move quality per group at a fixed node "
        "budget, and the fit rating = intercept + slope · ln(mean loss in pieces).",
        "anchors": [entry(n) for n in BOTS if n in ratings],
        "groups": [entry(GUESTS), entry(NEWCOMERS)],
        "median_registered": round(statistics.median(ratings[n][0] for n in regulars)),
        "top": [entry(n) for n in top],
        "quality": [
            {
                "group": g,
                "rating": round(group_rating(g, groups[g], ratings)),
                **q.as_data(),
            }
            for g, q in sorted(measured.items())
        ],
        "nodes": args.nodes,
        "fit": {"intercept": round(line[0], 1), "slope": round(line[1], 2)},
    }
    DATA.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", "utf-8")
    print(f"written to {DATA}")


if __name__ == "__main__":
    raise SystemExit(main())
