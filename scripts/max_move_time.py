"""Measure the slowest move of a level over whole games (the cap must never be exceeded).

python -m scripts.max_move_time [--level 20] [--games 1] [--opponent greedy]
"""

from __future__ import annotations

import argparse
import os

from engine.ai.levels import level, top_level
from engine.ai.match import play_game
from engine.ai.players import LevelPlayer, make_player


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", type=int, default=top_level(), help="(the top level)")
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--opponent", default="greedy")
    args = parser.parse_args()
    cap = level(args.level).cap
    print(f"load average {os.getloadavg()[0]:.2f}, {os.cpu_count()} cores; cap {cap:g} s")
    slowest = 0.0
    for game in range(args.games):
        ours = LevelPlayer(args.level)
        other = make_player(args.opponent)
        white, black = (ours, other) if game % 2 == 0 else (other, ours)
        _, score, plies, slow, _ = play_game(white, black, seed=game)
        mine = slow[0] if game % 2 == 0 else slow[1]
        slowest = max(slowest, mine)
        print(
            f"game {game + 1}: {plies} plies, final {score}, slowest move {mine:.3f} s", flush=True
        )
    print(f"level {args.level}: slowest move {slowest:.3f} s (cap {cap:g} s)")
    return 0 if slowest <= cap else 1


if __name__ == "__main__":
    raise SystemExit(main())
