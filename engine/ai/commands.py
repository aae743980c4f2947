"""The AI's subcommands of ``dvonn-engine``: ``play`` (CodeCup protocol) and ``match``."""

from __future__ import annotations

import argparse
import sys
from typing import Any


def _play(args: argparse.Namespace) -> int:
    from engine.ai.protocol import main

    if args.level is not None and not 1 <= args.level <= 10:
        print("dvonn-engine play: --level must be 1…10", file=sys.stderr)
        return 2
    return main(args.level, args.time_per_game, args.seed)


def _match(args: argparse.Namespace) -> int:
    from engine.ai.match import MatchSpec, main

    if args.games < 1:
        print("dvonn-engine match: --games must be at least 1", file=sys.stderr)
        return 2
    spec = MatchSpec(args.a, args.b, args.games, args.seed, args.time_per_game, args.cap)
    return main(spec, args.jobs, args.verbose)


def add_commands(commands: Any) -> None:
    """Register ``play`` and ``match`` on the CLI's subparsers."""
    p = commands.add_parser("play", help="play one game over the CodeCup 2011 protocol")
    p.add_argument("--level", type=int, metavar="N", help="difficulty 1…10 (default 10)")
    p.add_argument("--time-per-game", type=float, metavar="S", help="seconds for the whole game")
    p.add_argument("--seed", type=int, default=0, help="seed for the level's choices")
    p.set_defaults(run=_play)

    p = commands.add_parser("match", help="games between two players, colours swapped")
    p.add_argument("--games", type=int, required=True, metavar="N")
    p.add_argument(
        "--a",
        required=True,
        metavar="PLAYER",
        help="a level 1…10, random, greedy, champion2011, or a CodeCup-protocol command",
    )
    p.add_argument("--b", required=True, metavar="PLAYER", help="the opponent, likewise")
    p.add_argument("--time-per-game", type=float, metavar="S", help="seconds per player per game")
    p.add_argument("--cap", type=float, metavar="S", help="override the per-move cap of levels")
    p.add_argument("--seed", type=int, default=0, help="first game seed")
    p.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    p.add_argument("--verbose", action="store_true", help="one line per game on stderr")
    p.set_defaults(run=_match)
