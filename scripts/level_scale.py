"""Every level placed on the human scale by the quality of its moves.

    python -m scripts.level_scale [--games 12] [--levels 1-12] [--nodes N] [--rate-only]

Each level plays its neighbours (the level below and the level above, colours swapped, at
full caps; ``greedy`` below the lowest) and its own unforced movement moves are judged by
``scripts.move_quality`` at the node budget the human scale was measured with
(``engine/data/human_scale.json``).  The fit of that file turns the mean loss into a rating,
and the 95 % interval of the mean loss into the rating's interval.  Each level's measured
quality is kept in ``CACHE`` (levels can be measured in separate runs, and rated again when
the scale's fit changes: ``--rate-only``); the ratings go to ``engine/data/ai_levels.json``
("rating", "rating_interval").  The slowest move of each level is printed beside its cap.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

from engine.ai.human_scale import human_scale
from engine.ai.levels import levels
from engine.ai.players import make_player, timed_choose
from engine.moves import Move
from engine.position import Color, Position
from engine.rules import apply, legal_moves
from scripts.corpus import ROOT
from scripts.move_quality import Quality, measure_game

TABLE = ROOT / "engine/data/ai_levels.json"
CACHE = Path.home() / ".cache/dvonn3d/level-quality.json"
# fewer games for the slow levels (level 12 thinks up to 10 s a move)
SLOW_GAMES = {11: 6, 12: 4}
# Where the review engine at the scale's budget no longer tells a level's moves from the
# level below's (its rating does not rise), the level is rated by the one below plus the Elo
# of the match between them (docs/ai.md's calibration table: level 11 over 10 79 %, Elo
# +177…+295; level 12 over 11 81 %, +156…+395): (Elo, half-width of its 95 % interval).
MATCHED = {11: (230, 59), 12: (250, 120)}


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
    for number in [] if args.rate_only else chosen:
        began = time.monotonic()
        games = min(args.games, SLOW_GAMES.get(number, args.games))
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
    """Each cached level's rating by the scale's fit, written to the levels table."""
    scale = human_scale()
    data = json.loads(TABLE.read_text("utf-8"))
    below: dict[str, object] = {}
    for row in data["levels"]:
        found = cache.get(str(row["level"]))
        if found is None or found["nodes"] != scale.nodes:
            continue
        interval = found["loss_interval"]
        mean = found["mean_loss"]
        assert isinstance(interval, list) and isinstance(mean, float | int)
        rating = scale.rating_of(float(mean))
        spread = scale.rating_of(float(interval[1])), scale.rating_of(float(interval[0]))
        row["rating"] = round(rating)
        row["rating_interval"] = round((spread[1] - spread[0]) / 2)
        print(f"level {row['level']:>2}: rating {rating:.0f} ({spread[0]:.0f}…{spread[1]:.0f})")
        step = MATCHED.get(row["level"])
        last, last_interval = below.get("rating"), below.get("rating_interval")
        if step and isinstance(last, int) and isinstance(last_interval, int) and rating <= last:
            row["rating"] = last + step[0]
            row["rating_interval"] = round((last_interval**2 + step[1] ** 2) ** 0.5)
            print(
                f"  not above the level below: by the match, {row['rating']} "
                f"± {row['rating_interval']}"
            )
        below = row
    TABLE.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", "utf-8")
    print(f"ratings written to {TABLE}")


if __name__ == "__main__":
    raise SystemExit(main())
