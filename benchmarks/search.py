"""Search benchmark: depth reached and nodes per second on fixed positions.

    python benchmarks/search.py [--seconds S]

The positions are those of ``dvonn-engine bench`` (engine/ai/bench.py).  Figures depend on
the machine and its load: record both with the numbers.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai.bench import search_figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f}, {os.cpu_count()} cores")
    for label, depth, nodes, rate in search_figures(args.seconds):
        print(f"{label:<22} depth {depth:>2}  {nodes:>8} nodes  {rate / 1000:6.1f} k nodes/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
