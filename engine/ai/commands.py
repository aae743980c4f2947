"""The AI's subcommands of ``dvonn-engine``: ``play`` (CodeCup protocol) and ``match``."""

from __future__ import annotations

import argparse
from typing import Any

from engine.limits import (
    MAX_GAME_SECONDS,
    MAX_GAMES,
    MAX_JOBS,
    MAX_MOVE_SECONDS,
    MAX_SEED,
    seconds_argument,
    whole_argument,
)


def _play(args: argparse.Namespace) -> int:
    from engine.ai.protocol import main

    return main(args.level, args.time_per_game, args.seed)


def _match(args: argparse.Namespace) -> int:
    from engine.ai.match import MatchSpec, main

    spec = MatchSpec(args.a, args.b, args.games, args.seed, args.time_per_game, args.cap)
    return main(spec, args.jobs, args.verbose)


def _levels(args: argparse.Namespace) -> int:
    from engine.ai.levels import levels

    for entry in levels():
        print(entry.line())
    return 0


def add_commands(commands: Any) -> None:
    """Register ``play``, ``match`` and ``levels`` on the CLI's subparsers."""
    from engine.ai.levels import top_level

    p = commands.add_parser("play", help="play one game over the CodeCup 2011 protocol")
    level = whole_argument("--level", 1, top_level())
    game_seconds = seconds_argument("--time-per-game", MAX_GAME_SECONDS)
    seed = whole_argument("--seed", 0, MAX_SEED)
    p.add_argument(
        "--level", type=level, metavar="N", help=f"difficulty 1…{top_level()} (default: the top)"
    )
    p.add_argument("--time-per-game", type=game_seconds, metavar="S", help="seconds for the game")
    p.add_argument("--seed", type=seed, default=0, help="seed for the level's choices")
    p.set_defaults(run=_play)

    p = commands.add_parser(
        "levels", help="the difficulty levels: number, name, cap per move, rating on a human scale"
    )
    p.set_defaults(run=_levels)

    p = commands.add_parser("match", help="games between two players, colours swapped")
    games = whole_argument("--games", 1, MAX_GAMES)
    p.add_argument("--games", type=games, required=True, metavar="N")
    p.add_argument(
        "--a",
        required=True,
        metavar="PLAYER",
        help=f"a level 1…{top_level()}, random, greedy, champion2011 or a CodeCup-protocol command",
    )
    p.add_argument("--b", required=True, metavar="PLAYER", help="the opponent, likewise")
    p.add_argument(
        "--time-per-game", type=game_seconds, metavar="S", help="seconds per player per game"
    )
    cap = seconds_argument("--cap", MAX_MOVE_SECONDS)
    p.add_argument(
        "--cap",
        type=cap,
        metavar="S",
        help="per-move cap of levels; the most an outside program may think per move (60 s)",
    )
    p.add_argument("--seed", type=seed, default=0, help="first game seed")
    jobs = whole_argument("--jobs", 1, MAX_JOBS)
    p.add_argument("--jobs", type=jobs, default=1, help="games played at once (processes)")
    p.add_argument("--verbose", action="store_true", help="one line per game on stderr")
    p.set_defaults(run=_match)
