"""Search benchmark: depth reached and nodes per second on fixed positions.

    python -m benchmarks.search [--seconds S] [--runs N] [--depth D]

The positions are those of ``dvonn-engine bench`` (engine/ai/bench.py), searched by the core
with fresh tables; each figure is the median of ``--runs`` runs.  Figures depend on the
machine and its load: record both with the numbers.  With ``--depth`` each position is
searched to that depth instead, and the CPU time of each completed depth is printed: a
figure that a busy machine spoils much less than a wall-clock one.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from engine.ai import Engine, Goal, Limits
from engine.ai.bench import POSITIONS, search_figures
from engine.ai.players import SEARCH_OPTIONS
from engine.notation import from_codecup


def cpu_to_depth(depth: int, flags: int) -> None:
    """Each position to ``depth``: CPU seconds and nodes at every completed depth."""
    for label, text in POSITIONS:
        engine = Engine(flags=flags)
        engine.solve = False
        began = time.process_time()
        steps = []
        for report in engine.run(from_codecup(text), Goal.PLAY, Limits(depth=depth)):
            cpu = time.process_time() - began
            steps.append(f"{report.depth}: {cpu:.2f} s")
        nodes, cpu = engine.searcher.nodes, time.process_time() - began
        print(f"{label:<22} CPU s per depth  {', '.join(steps)}")
        print(f"{'':<22} {nodes} nodes, {nodes / max(cpu, 1e-9) / 1e6:.2f} M nodes per CPU s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--depth", type=int, help="search to this depth, timed in CPU seconds")
    parser.add_argument(
        "--options", default="", help=f"search options with --depth: {'+'.join(SEARCH_OPTIONS)}"
    )
    args = parser.parse_args()
    if args.depth:
        flags = 0
        for name in filter(None, args.options.split("+")):
            flags |= SEARCH_OPTIONS[name]
        print(f"load average {os.getloadavg()[0]:.2f}, {os.cpu_count()} cores")
        cpu_to_depth(args.depth, flags)
        return 0
    print(f"load average {os.getloadavg()[0]:.2f}, {os.cpu_count()} cores, {args.runs} runs")
    runs = [search_figures(args.seconds) for _ in range(max(1, args.runs))]
    for rows in zip(*runs, strict=True):
        label = rows[0][0]
        depth = statistics.median(row[1] for row in rows)
        nodes = statistics.median(row[2] for row in rows)
        rate = statistics.median(row[3] for row in rows)
        print(f"{label:<22} depth {depth:>4g}  {nodes:>8g} nodes  {rate / 1000:6.1f} k nodes/s")
    print(f"load average {os.getloadavg()[0]:.2f} at the end")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
