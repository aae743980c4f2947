"""Per-move losses of real games, as the review judges them, for the game rating's fit and check.

    python -m scripts.game_losses [--part fit|held-out] [--cap 12] [--pooled 0] [--seconds 0.2]

Reviews Boardspace corpus games in-process exactly as ``dvonn-engine review --seconds-per-move
0.2`` does (``engine.review.analysis.review_passes``: the quick pass, then one pass at a fixed
node budget, from the end back, an empty table per game: deterministic) and keeps each game's
unforced moves in ``CACHE/NAME.json``: ``[side, movement?, loss in pieces, class]`` per
move, so that a run resumes and the fit and the check read the losses without searching.

Which games: those of players with a rating of their own on the human scale
(``scripts.human_scale``: registered players after their first ten games), at most ``--cap``
per player, in the order of ``scripts.split.name_hash`` (not by name, which groups a player's
games); ``--pooled N`` adds N games each of guests and of players in their first ten games (one
pooled rating each).  ``--part held-out`` takes only the held-out games
(``scripts.split.held_out``), ``--part fit`` only the others.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from engine.position import Color
from engine.records import GameRecord
from engine.review.analysis import review_passes
from engine.review.judgement import MoveClass
from scripts.human_scale import BOTS, GUESTS, NEWCOMERS, CorpusGame, fit, read_games
from scripts.split import held_out, name_hash

CACHE = Path.home() / ".cache/dvonn3d/game-losses"
RATINGS = CACHE / "ratings.json"  # the human scale's entities, rated once for all runs


@dataclass(frozen=True, slots=True)
class Side:
    """One side of one game: who played it and whom against, their ratings on the human scale
    (the player's standard error), the result, their unforced movement moves' losses in pieces
    and whether any of their moves (placements too) was flagged."""

    game: str
    color: Color
    entity: str
    rating: float
    error: float
    opponent: str
    opponent_rating: float
    won: bool | None  # None for a draw
    losses: tuple[float, ...]  # unforced movement moves
    flagged: bool  # an inaccuracy, a mistake or a blunder among its moves


def game_key(game: CorpusGame) -> str:
    """The name ``scripts.split`` splits by (``scripts.corpus``'s: no spaces)."""
    return game.name.replace(" ", "_")


def cache_path(seconds: float, game: CorpusGame) -> Path:
    return CACHE / f"{seconds:g}" / f"{Path(game_key(game)).name}.json"


def is_own(entity: str) -> bool:
    """A player with a rating of their own (not a robot, not a pooled group)."""
    return entity not in BOTS and entity not in (GUESTS, NEWCOMERS)


def corpus() -> tuple[list[CorpusGame], dict[str, tuple[float, float, int]]]:
    """The corpus games with a result and every entity's (rating, standard error, games)."""
    games = read_games()
    if RATINGS.exists():
        ratings = {k: (v[0], v[1], v[2]) for k, v in json.loads(RATINGS.read_text()).items()}
    else:
        ratings = fit(games)
        RATINGS.parent.mkdir(parents=True, exist_ok=True)
        RATINGS.write_text(json.dumps(ratings))
    return games, ratings


def chosen(games: list[CorpusGame], part: str, cap: int, pooled: int) -> list[CorpusGame]:
    """The games of ``part`` to review: each player's first ``cap`` in hash order, and
    ``pooled`` games each of guests and newcomers."""
    counts: dict[str, int] = {}
    picked = []
    for game in sorted(games, key=lambda g: name_hash(game_key(g))):
        if held_out(game_key(game)) != (part == "held-out"):
            continue
        take = False
        for entity in (game.white, game.black):
            if entity in BOTS:
                continue
            limit = cap if is_own(entity) else pooled
            if counts.get(entity, 0) < limit:
                take = True
        if take:
            for entity in (game.white, game.black):
                counts[entity] = counts.get(entity, 0) + 1
            picked.append(game)
    return picked


def review_game(game: CorpusGame, seconds: float) -> None:
    """Review the game and keep its unforced movement moves (once)."""
    path = cache_path(seconds, game)
    if path.exists():
        return
    plies, _ = review_passes(GameRecord(game.moves), seconds)
    rows = [
        [p.side.name.lower(), p.move.source is not None, round(p.loss, 3), str(p.move_class)]
        for p in plies
        if p.move_class is not MoveClass.FORCED
    ]
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    temporary.write_text(json.dumps({"moves": [str(m) for m in game.moves], "plies": rows}))
    temporary.replace(path)


def sides(
    games: list[CorpusGame], ratings: dict[str, tuple[float, float, int]], seconds: float
) -> Iterator[Side]:
    """Each person's side of each reviewed game among ``games``."""
    for game in games:
        path = cache_path(seconds, game)
        if not path.exists():
            continue
        rows = json.loads(path.read_text())["plies"]
        for color, entity in ((Color.WHITE, game.white), (Color.BLACK, game.black)):
            if entity in BOTS:
                continue
            own = [row for row in rows if row[0] == color.name.lower()]
            points = game.white_points if color is Color.WHITE else 1 - game.white_points
            rating, error, _ = ratings[entity]
            opponent = game.black if color is Color.WHITE else game.white
            yield Side(
                game_key(game),
                color,
                entity,
                rating,
                error,
                opponent,
                ratings[opponent][0],
                None if points == 0.5 else points == 1,
                tuple(float(row[2]) for row in own if row[1]),
                any(MoveClass(row[3]).flagged for row in own),
            )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", choices=("fit", "held-out"), default="held-out")
    parser.add_argument("--cap", type=int, default=12)
    parser.add_argument("--pooled", type=int, default=0)
    parser.add_argument("--seconds", type=float, default=0.2)
    args = parser.parse_args()
    games, _ = corpus()
    picked = chosen(games, args.part, args.cap, args.pooled)
    print(f"{len(picked)} games of the {args.part} part", flush=True)
    began = time.process_time()
    for done, game in enumerate(picked, start=1):
        review_game(game, args.seconds)
        if done % 10 == 0:
            print(f"{done}/{len(picked)} {time.process_time() - began:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
