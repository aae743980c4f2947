"""Calibrate the levels by self-play and publish the table in docs/ai.md.

    python scripts/calibrate.py [--games 20] [--time-scale 0.1] [--levels 1-10] [--jobs 1]

For each level: a match against the level below and one against the greedy player, colours
swapped, with every level's cap multiplied by ``--time-scale`` (the full caps need hours of
self-play per pair on a small machine).  The table (level, name, cap, score against the level
below, score against greedy, each with its Elo interval) replaces the one between the
calibration markers in docs/ai.md, with the conditions of the run.
"""

from __future__ import annotations

import argparse
import os
import re
import time

from corpus import ROOT

from engine.ai.levels import levels
from engine.ai.match import MatchSpec, Summary, run_match, summarise

DOC = ROOT / "docs/ai.md"
START, END = "<!-- calibration:start -->", "<!-- calibration:end -->"


def score(spec: MatchSpec, jobs: int) -> Summary:
    results = run_match(spec, jobs)
    return summarise([r.a_points for r in results])


def cell(summary: Summary | None) -> str:
    if summary is None:
        return "—"
    low, high = summary.elo_low, summary.elo_high

    def elo(x: float) -> str:
        return "∞" if x == float("inf") else "−∞" if x == float("-inf") else f"{x:+.0f}"

    record = f"{summary.wins}–{summary.draws}–{summary.losses}"
    return f"{100 * summary.score:.0f} % ({record}; Elo {elo(low)}…{elo(high)})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per match (even)")
    parser.add_argument("--time-scale", type=float, default=0.1)
    parser.add_argument("--levels", default="1-10", help="range of levels, e.g. 1-5")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args()
    first, _, last = args.levels.partition("-")
    chosen = [e for e in levels() if int(first) <= e.number <= int(last or first)]
    began = time.monotonic()
    load = os.getloadavg()[0]
    rows = []
    for entry in chosen:
        below = None
        if entry.number > 1:
            below = score(
                MatchSpec(
                    str(entry.number),
                    str(entry.number - 1),
                    args.games,
                    args.seed,
                    time_scale=args.time_scale,
                ),
                args.jobs,
            )
        greedy = score(
            MatchSpec(
                str(entry.number), "greedy", args.games, args.seed, time_scale=args.time_scale
            ),
            args.jobs,
        )
        row = (
            f"| {entry.number} | {entry.name} | {entry.cap:g} s | {cell(below)} | {cell(greedy)} |"
        )
        print(row, flush=True)
        rows.append(row)
    minutes = (time.monotonic() - began) / 60
    conditions = (
        f"Produced by `python scripts/calibrate.py --games {args.games} --time-scale "
        f"{args.time_scale:g}`: {args.games} colour-swapped games per match, every cap "
        f"multiplied by {args.time_scale:g}, {os.cpu_count()} cores (load average "
        f"{load:.1f} at the start), {minutes:.0f} minutes.  Scores are the level's, as "
        "wins–draws–losses with the 95 % Elo interval."
    )
    table = "\n".join(
        [
            conditions,
            "",
            "| level | name | cap per move | vs level below | vs greedy |",
            "|---|---|---|---|---|",
            *rows,
        ]
    )
    print(table)
    if not args.no_write and DOC.exists():
        text = DOC.read_text()
        pattern = re.compile(re.escape(START) + ".*?" + re.escape(END), re.S)
        DOC.write_text(pattern.sub(f"{START}\n{table}\n{END}", text))
        print(f"table written to {DOC}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
