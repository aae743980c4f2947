"""Which placement features predict the winner, in real games or in self-play: a logistic fit
at the end of the placement phase.

    python -m scripts.placement_fit [--games N]
    python -m scripts.placement_fit --self-play N [--depth 5] [--pruning null] [--jobs 2]
                                    [--seed 0] [--weights champion2011] [--temperature 5 25]
                                    [--save FILE]
    python -m scripts.placement_fit --load FILE [--load FILE …]

For every finished game of the Boardspace corpus, or of N self-play games (draws left out),
the placement evaluation's features (engine.core.PLACEMENT_FEATURES without the rim rule,
White's minus Black's, each read from the core as the evaluation with that one weight set to
1) after the 49th placement; a logistic regression of White's result on them (scripts.tune's
fit) on 80 % of the games, and how often its sign, and the reference's placement score, agree
with the result on the other 20 %.  docs/ai-experiments.md (E15, E26, E34) has the figures
and what came of them.

Self-play games vary the placements: each coloured piece is drawn by softmax over the one-ply
placement scores of a weight set (the reference's by default) at a temperature drawn per game
between two bounds (5 and 25 by default, in that set's placement units), the DVONN pieces go
where the reference puts them, and two fixed-depth searches with the reference's evaluation
play the movement phase (with the search options `--pruning` names).  `--save` writes each
game's board after placement and White's final margin as one JSON line (``{"seed": …,
"codes": hex, "margin": …}``), so that a sample played on a large machine can be fitted again
elsewhere with `--load`.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
from dataclasses import dataclass

from engine import core
from engine.ai.placement import PlacementSearch
from engine.ai.players import make_player
from engine.ai.weights import REFERENCE_PLACEMENT, load_weights
from engine.moves import Move
from engine.pieces import DVONN, placement_piece
from engine.position import PLACEMENTS, Color, Phase, Position
from engine.rules import apply, legal_moves
from scripts.corpus import read_corpus, winner
from scripts.tune import Sample, fit_logistic

PER_PIECE = core.PLACEMENT_FEATURES[:6]  # distance … rim; the rim rule is not linear


def features(codes: bytes) -> list[float]:
    """White's minus Black's sum of each per-piece feature."""
    rows = []
    for index in range(len(PER_PIECE)):
        unit = [0] * len(core.PLACEMENT_FEATURES)
        unit[index] = 1
        rows.append(float(core.placement_value(codes, int(Color.WHITE), unit)))
    return rows


@dataclass(frozen=True)
class SelfPlay:
    """How self-play games draw their placements and search their moves."""

    depth: int = 5
    weights: str = "champion2011"  # whose one-ply placement scores the softmax draws by
    coolest: float = 5.0  # temperature bounds, drawn uniformly per game
    hottest: float = 25.0
    pruning: str = ""  # search options of the movement searches ("null")


def self_play_game(task: tuple[int, SelfPlay]) -> tuple[int, bytes, int]:
    """The seed, the board after the placement phase of a self-play game, and White's final
    margin."""
    seed, settings = task
    rng = random.Random(f"placement-fit:{seed}")
    temperature = settings.coolest + (settings.hottest - settings.coolest) * rng.random()
    placement = PlacementSearch(weights=load_weights(settings.weights).placement)
    position = Position.initial()
    while position.phase is Phase.PLACEMENT:
        if placement_piece(position.placements_made)[1] == DVONN:
            cell = placement.choose(position, seed)[0]
        else:
            scored = placement.scored(position)
            best = scored[0][1]
            weights = [math.exp((score - best) / temperature) for _, score in scored]
            cell = rng.choices([cell for cell, _ in scored], weights)[0]
        position = apply(position, Move.place(cell)).after
    start = position.codes
    spec = f"depth{settings.depth}:champion2011::{settings.pruning}"
    players = [make_player(spec) for _ in Color]
    for color, player in zip(Color, players, strict=True):
        player.new_game(color, seed)
    while legal_moves(position):
        move = players[position.turn].choose(position, None)
        players[1 - position.turn].observe(move)
        position = apply(position, move).after
    white, black = position.controlled_pieces()
    return seed, start, white - black


def self_play(
    games: int, settings: SelfPlay, jobs: int, seed: int, path: str | None
) -> list[tuple[int, bytes, int]]:
    """(seed, board after placement, White's final margin) of each self-play game; each game
    also goes to the file at ``path`` as soon as it ends, so an interrupted run keeps them."""
    tasks = [(seed + index, settings) for index in range(games)]
    played = []
    with (
        multiprocessing.get_context("spawn").Pool(jobs) as pool,
        open(path or os.devnull, "w", encoding="utf-8") as file,
    ):
        for game in pool.imap_unordered(self_play_game, tasks):
            file.write(json.dumps({"seed": game[0], "codes": game[1].hex(), "margin": game[2]}))
            file.write("\n")
            file.flush()
            played.append(game)
    return played


def load(path: str) -> list[tuple[int, bytes, int]]:
    """The games a `--save` file holds; ValueError on a line that is not one of them."""
    played = []
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            try:
                entry = json.loads(line)
                codes = bytes.fromhex(entry["codes"])
                features(codes)  # the core's ValueError on anything but a board
                played.append((int(entry["seed"]), codes, int(entry["margin"])))
            except (ValueError, KeyError, TypeError) as error:
                raise ValueError(f"{path}, line {number}: not a saved game ({error})") from None
    return played


def decided(played: list[tuple[int, bytes, int]]) -> list[tuple[bytes, float]]:
    """(board after placement, White's points) of the games that were not drawn, by seed."""
    return [(codes, 1.0 if margin > 0 else 0.0) for _, codes, margin in sorted(played) if margin]


def real_games(limit: int | None) -> list[tuple[bytes, float]]:
    """(board after placement, White's points) of the decided games of the corpus."""
    boards = []
    for record in read_corpus(limit=limit, finished_only=True):
        won = winner(record)
        if won is None or len(record.positions) <= PLACEMENTS:
            continue
        boards.append((record.positions[PLACEMENTS].codes, 1.0 if won is Color.WHITE else 0.0))
    return boards


def agreement(data: list[Sample], score: list[float]) -> float:
    right = sum(
        1
        for (_, points, _, _), value in zip(data, score, strict=True)
        if (value > 0) == (points > 0.5)
    )
    return 100 * right / len(data)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None, help="at most this many games")
    parser.add_argument("--self-play", type=int, default=0, metavar="N", help="N self-play games")
    parser.add_argument("--depth", type=int, default=5, help="the self-play search depth")
    parser.add_argument("--pruning", default="", help="search options of self-play (null)")
    parser.add_argument("--jobs", type=int, default=2, help="self-play games at once")
    parser.add_argument("--seed", type=int, default=0, help="the first self-play seed")
    parser.add_argument(
        "--weights", default="champion2011", help="the weight set self-play places by"
    )
    parser.add_argument(
        "--temperature",
        type=float,
        nargs=2,
        default=(5.0, 25.0),
        metavar=("LOW", "HIGH"),
        help="the self-play placement temperatures (drawn per game between them)",
    )
    parser.add_argument("--save", metavar="FILE", help="write the self-play games to FILE")
    parser.add_argument(
        "--load", metavar="FILE", action="append", help="fit saved self-play games instead"
    )
    args = parser.parse_args()
    if args.self_play:
        low, high = args.temperature
        settings = SelfPlay(args.depth, args.weights, low, high, args.pruning)
        boards = decided(self_play(args.self_play, settings, args.jobs, args.seed, args.save))
    elif args.load:
        try:
            boards = decided([game for path in args.load for game in load(path)])
        except (OSError, ValueError) as error:
            parser.error(str(error))
    else:
        boards = real_games(args.games)
    data: list[Sample] = []
    reference: list[float] = []
    for codes, points in boards:
        data.append(([*features(codes), 1.0], points, 0.0, 0))
        reference.append(float(core.placement_value(codes, int(Color.WHITE), REFERENCE_PLACEMENT)))
    order = list(range(len(data)))
    random.Random(0).shuffle(order)
    cut = len(order) * 4 // 5
    train, test = [data[i] for i in order[:cut]], [data[i] for i in order[cut:]]
    beta = fit_logistic(train, ridge=1e-3, rounds=8)
    source = "self-play games" if args.self_play or args.load else "finished games"
    print(f"{len(data)} decided {source}, {len(test)} held out")
    for name, weight in zip((*PER_PIECE, "constant"), beta, strict=True):
        print(f"  {name:<9} {weight:+.4f}  ({weight / -beta[0]:+.2f} per step of distance)")
    fitted = [sum(b * x for b, x in zip(beta, row, strict=True)) for row, *_ in test]
    print(
        f"sign agrees with the result: fit {agreement(test, fitted):.1f} %, "
        f"reference {agreement(test, [reference[i] for i in order[cut:]]):.1f} %"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
