"""Game review speed on a real game: the quick pass, then a deep pass, with depths per move.

    python -m benchmarks.review [--plies 80] [--runs 3] [--seconds-per-move 1.0]

Takes the first finished game of the team's corpus (../shared/data) with ``--plies`` moves,
times the quick pass over all of it (the time until the evaluation graph is complete) over
``--runs`` runs, then one deep pass at ``--seconds-per-move`` and the depth each position's
search reached.  In-process (the app's worker process adds its start, about a second).
Prints the load average before and after: the figures mean little without it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tarfile
import time
from collections import Counter
from pathlib import Path

from engine.ai import Engine
from engine.errors import DvonnError
from engine.position import Phase
from engine.records import GameRecord, read_record
from engine.records.files import decode
from engine.review.analysis import GameLine, MoveVerdicts, run_passes, schedule

ROOT = Path(__file__).resolve().parents[1]
ARCHIVE = ROOT.parent / "shared/data/boardspace-dvonn-sgf.tar.gz"


def find_game(plies: int) -> tuple[str, GameRecord]:
    with tarfile.open(ARCHIVE) as tar:
        for member in tar:
            handle = tar.extractfile(member) if member.isfile() else None
            if handle is None:
                continue
            try:
                record = read_record(decode(handle.read()), member.name)
                if len(record.moves) == plies and record.to_game().is_over:
                    return member.name, record
            except DvonnError:
                continue
    raise SystemExit(f"no finished game of {plies} plies in {ARCHIVE}")


def one_pass(line: GameLine, number: int, seconds: float) -> tuple[float, list[MoveVerdicts]]:
    passes = schedule(seconds)[number - 1 : number]
    began = time.perf_counter()
    found = [v for _, v in run_passes(line, passes, engine=Engine())]
    return time.perf_counter() - began, found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plies", type=int, default=80)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds-per-move", type=float, default=1.0)
    args = parser.parse_args()
    name, record = find_game(args.plies)
    line = GameLine.of_record(record)
    movement = sum(1 for p in line.positions[:-1] if p.phase is Phase.MOVEMENT)
    print(f"game: {name}, {len(record.moves)} plies ({movement} in the movement phase)")
    print(f"load average before: {os.getloadavg()}")
    quick = [one_pass(line, 1, args.seconds_per_move)[0] for _ in range(args.runs)]
    print(
        f"quick pass (graph complete): median {statistics.median(quick):.2f} s "
        f"over {args.runs} runs {[round(q, 2) for q in quick]}"
    )
    seconds, found = one_pass(line, 2, args.seconds_per_move)
    depths = [v.before.depth for v in sorted(found, key=lambda v: v.index)]
    moving = [d for d, p in zip(depths, line.positions, strict=False) if p.phase is Phase.MOVEMENT]
    print(f"deep pass at {args.seconds_per_move} s per move: {seconds:.1f} s in all")
    print(f"  depth per move (movement phase, in order): {moving}")
    print(f"  depths reached, movement phase: {sorted(Counter(moving).items())}")
    print(f"  median depth, movement phase: {statistics.median(moving)}")
    print(f"load average after: {os.getloadavg()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
