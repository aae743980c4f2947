"""The analysis process's figures: how soon a new position shown gets its first report, and
what more lines cost.

    python -m benchmarks.analysis_process [--positions N] [--depth D ...]

First reports: the analysis process's loop (``serve_analysis``) in a thread, as the window
uses it: each position of a real game analysed until cancelled, three lines, the analysis of
the one before cancelled as the next is asked (a related position: the table is kept), then
positions of other games (unrelated: the table is emptied first).  Seconds from the request to
its first ``Searched``, median, 90th percentile and worst, and apart the process's first
request (its tables' memory touched for the first time).  Lines: nodes to complete a depth
with 2 and 3 lines against 1, at full strength without proofs (a figure that the load does
not move).
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import threading
import time

from engine.ai import Engine, Goal, Limits, level
from engine.ai.levels import top_level
from engine.position import Phase, Position
from engine.service.messages import AnalysisRequest, Cancel, Searched
from engine.service.worker import serve_analysis
from scripts.corpus import read_corpus


def game_positions(count: int) -> tuple[list[Position], list[Position]]:
    """Successive positions of one game's movement phase, and one position of each of
    ``count`` other games."""
    games = [r.positions for i, r in enumerate(read_corpus(finished_only=True)) if i % 97 == 5]
    line = [p for p in games[0] if p.phase is Phase.MOVEMENT][:count]
    others = [g[min(len(g) - 1, 55 + 3 * i)] for i, g in enumerate(games[1 : count + 1])]
    return line, others


def first_reports(positions: list[Position]) -> list[float]:
    theirs, requests = multiprocessing.Pipe(duplex=False)
    replies, ours = multiprocessing.Pipe(duplex=False)
    loop = threading.Thread(target=serve_analysis, args=(theirs, ours, os.getppid()))
    loop.start()
    seconds = []
    try:
        for token, position in enumerate(positions, 1):
            requests.send(Cancel(token - 1))
            began = time.monotonic()
            requests.send(AnalysisRequest(token, position, None, lines=3))
            while True:
                reply = replies.recv()
                if isinstance(reply, Searched) and reply.token == token:
                    break
            seconds.append(time.monotonic() - began)
            time.sleep(0.3)  # the analysis goes on a little, as a player looks
    finally:
        requests.send(None)
        loop.join(10)
    return seconds


def line_costs(positions: list[Position], depth: int) -> tuple[list[float], list[float]]:
    top = level(top_level())
    twos, threes = [], []
    for position in positions:
        nodes = {}
        for lines in (1, 2, 3):
            engine = Engine(solve=False)
            list(engine.run(position, Goal.PLAY, Limits(depth=depth), level=top, lines=lines))
            nodes[lines] = engine.searcher.nodes
        if not nodes[1]:  # nothing to search: the game is over
            continue
        twos.append(nodes[2] / nodes[1])
        threes.append(nodes[3] / nodes[1])
    return twos, threes


def spread(values: list[float], unit: str = "") -> str:
    ordered = sorted(values)
    ninetieth = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return (
        f"median {statistics.median(ordered):.3f}{unit}, 90th percentile {ninetieth:.3f}{unit}, "
        f"worst {ordered[-1]:.3f}{unit}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--depth", type=int, nargs="+", default=[6, 7])
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f}, {os.cpu_count()} cores")
    line, others = game_positions(args.positions)
    for label, positions in (("a game's next position", line), ("another game's", others)):
        cold, *warm = first_reports(positions)
        print(f"first report, {label}: {spread(warm, ' s')}; the process's first {cold:.3f} s")
    for depth in args.depth:
        twos, threes = line_costs(line[::4] + others[::4], depth)
        print(f"depth {depth}, nodes against one line: 2 lines {spread(twos)}; 3 {spread(threes)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
