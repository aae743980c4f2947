"""Calibrate the levels by self-play and publish the table in docs/ai.md.

    python -m scripts.calibrate [--games 20] [--time-scale 0.1] [--levels 1-20] [--jobs 1]
        [--no-greedy]

For each level: a match against the level below and one against the greedy player (unless
``--no-greedy``: for the top level, whose games cost the most), colours swapped, with every
level's cap multiplied by ``--time-scale`` (the full caps need hours of self-play per pair on
a small machine).  The rows of the levels played (level, name, cap, its
rating on the human scale with the 95 % interval from the levels table — measured by
``scripts/level_scale.py`` —, score against the level below, score against greedy, each with
its Elo interval and its Wilson 95 % interval, and the conditions of the run) replace those
in the table between the calibration markers in docs/ai.md; the other levels' rows stay, so
the cheap and the expensive levels can be run separately.
"""

from __future__ import annotations

import argparse
import math
import os
import re
import time

from engine.ai.levels import Level, levels, top_level
from engine.ai.match import MatchSpec, Summary, run_match, summarise_match
from scripts.corpus import ROOT

DOC = ROOT / "docs/ai.md"
START, END = "<!-- calibration:start -->", "<!-- calibration:end -->"
INTRO = (
    "Produced by `python -m scripts.calibrate`: colour-swapped games per match on this 2-core "
    "machine, every cap multiplied by the scale shown (the top levels at full caps would need "
    "hours per match).  Scores are the level's, as wins–draws–losses with the 95 % Wilson "
    "interval of the score and the 95 % Elo interval.  Ratings: the human scale of "
    "engine/data/human_scale.json (Dumbot = 1500): the line through the levels' move quality "
    "against their Elo on this ladder of matches (scripts/level_scale.py)."
)
HEADER = "| level | name | cap per move | rating | vs level below | vs greedy | conditions |"
RULE = "|---|---|---|---|---|---|---|"


def match_score(spec: MatchSpec, jobs: int) -> Summary:
    results = run_match(spec, jobs)
    return summarise_match([r.a_points for r in results])


def cell(summary: Summary | None) -> str:
    if summary is None:
        return "—"
    low, high = summary.elo_low, summary.elo_high

    def elo(x: float) -> str:
        return "∞" if x == float("inf") else "−∞" if x == float("-inf") else f"{x:+.0f}"

    record = f"{summary.wins}–{summary.draws}–{summary.losses}"
    wilson_low, wilson_high = wilson(summary.score, summary.games)
    return (
        f"{100 * summary.score:.0f} % ({record}; {100 * wilson_low:.0f}–"
        f"{100 * wilson_high:.0f} %; Elo {elo(low)}…{elo(high)})"
    )


def wilson(score: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson 95 % interval of a score over ``games`` games (draws as half points)."""
    if games <= 0:
        return 0.0, 1.0
    centre = (score + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(score * (1 - score) / games + z * z / (4 * games * games))
    return max(0.0, centre - half / (1 + z * z / games)), min(
        1.0, centre + half / (1 + z * z / games)
    )


def rating_cell(entry: Level) -> str:
    if entry.rating is None:
        return "—"
    return f"{entry.rating} ± {entry.rating_interval}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per match (even)")
    parser.add_argument("--time-scale", type=float, default=0.1)
    parser.add_argument(
        "--levels", default=f"1-{top_level()}", help="range of levels, e.g. 1-5 (all)"
    )
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--no-write", action="store_true")
    parser.add_argument(
        "--no-greedy",
        action="store_true",
        help="leave out the matches against greedy (their cells read —)",
    )
    args = parser.parse_args()
    first, _, last = args.levels.partition("-")
    chosen = [e for e in levels() if int(first) <= e.number <= int(last or first)]
    load = os.getloadavg()[0]
    rows = {}
    for entry in chosen:
        began = time.monotonic()
        below = None
        if entry.number > 1:
            below = match_score(
                MatchSpec(
                    str(entry.number),
                    str(entry.number - 1),
                    args.games,
                    args.seed,
                    time_scale=args.time_scale,
                ),
                args.jobs,
            )
        greedy = None
        if not args.no_greedy:
            greedy = match_score(
                MatchSpec(
                    str(entry.number), "greedy", args.games, args.seed, time_scale=args.time_scale
                ),
                args.jobs,
            )
        minutes = (time.monotonic() - began) / 60
        rows[entry.number] = (
            f"| {entry.number} | {entry.name} | {entry.cap:g} s | {rating_cell(entry)} | "
            f"{cell(below)} | "
            f"{cell(greedy)} | {args.games} games, caps × {args.time_scale:g}, "
            f"load {load:.1f}, {minutes:.0f} min |"
        )
        print(rows[entry.number], flush=True)
    if not args.no_write and DOC.exists():
        DOC.write_text(merge(DOC.read_text(), rows))
        print(f"table written to {DOC}")
    return 0


def merge(text: str, rows: dict[int, str]) -> str:
    """``text`` with the calibration table's rows for these levels replaced (or added)."""
    pattern = re.compile(re.escape(START) + "(.*?)" + re.escape(END), re.S)
    found = pattern.search(text)
    kept = {}
    if found:
        for line in found.group(1).splitlines():
            level = re.match(r"\| (\d+) \|", line)
            if level and line.count("|") == HEADER.count("|"):
                kept[int(level.group(1))] = line
    kept.update(rows)
    table = "\n".join([INTRO, "", HEADER, RULE, *(kept[n] for n in sorted(kept))])
    block = f"{START}\n{table}\n{END}"
    return pattern.sub(lambda _: block, text) if found else f"{text.rstrip()}\n\n{block}\n"


if __name__ == "__main__":
    raise SystemExit(main())
