"""Search benchmark: depth reached and nodes per second on fixed positions.

    python benchmarks/search.py [--seconds S] [--runs N]

The positions are those of ``dvonn-engine bench`` (engine/ai/bench.py), searched by the core
with fresh tables; each figure is the median of ``--runs`` runs.  Figures depend on the
machine and its load: record both with the numbers.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai.bench import search_figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
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
