"""The reference player's depth and speed, to set beside the published figures.

    python -m scripts.champion_profile [--seconds 0.1 1]

For each benchmark position (``engine.ai.bench.POSITIONS``: the start of the movement phase
and a real game after 12 and 20 moves) and each time limit, a fresh reference player searches
as it would in a game (its root order, no proofs) and the deepest completed depth, the nodes
and the nodes per second are printed, with the load average.  The note
(shared/notes/dvonn-ai.md) reports for the original: 0.3–1 M evaluations/s, depth ~5 in 0.1 s
and 6–7 in 1 s at the start of the movement phase, ~10 in 1 s by move 20.
"""

from __future__ import annotations

import argparse
import os
import time

from engine.ai.bench import POSITIONS
from engine.ai.champion import Champion2011
from engine.ai.deepening import Budget, Until, deepen
from engine.notation import from_codecup


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, nargs="+", default=[0.1, 1.0])
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f}")
    for label, text in POSITIONS:
        position = from_codecup(text)
        for seconds in args.seconds:
            player = Champion2011()
            player.new_game(position.turn, 0)
            budget = Budget(
                until=Until.LIMITS,
                deadline=time.monotonic() + seconds,
                order=player.root_order(position),
                skip_unfinishable=False,
            )
            began = time.monotonic()
            depth = 0
            for report in deepen(player.searcher, position.codes, position.turn, budget):
                depth = report.depth
            elapsed = time.monotonic() - began
            nodes = player.searcher.nodes
            print(
                f"{label}, {seconds:g} s: depth {depth}, {nodes} nodes, "
                f"{nodes / elapsed / 1000:.0f} k nodes/s"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
