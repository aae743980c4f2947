"""The review's bars on real games: does it find where a game was lost?

Reviews held-out Boardspace games as ``dvonn-engine review --json --seconds-per-move S`` does
(in-process, the same objects) and measures, on games played to the end:

* ``loser_below``: among games decided by 10 pieces or more, the share where the loser's
  accuracy is below the winner's;
* ``loser_flagged``: among games lost by 15 or more, the share with a flagged move of the
  loser (an inaccuracy, a mistake or a blunder), and ``loser_mistake`` with a mistake or a
  blunder;
* ``placement_flagged``: among decisive games, the share with a flagged placement;
* ``brier_end_of_placement``: the Brier score of White's winning chance before the first move
  of the movement phase (``chance_before`` of ply 50) against the result, and the same at ply
  35 (``brier_ply35``).

Each game's review is kept in ``OUT/NAME.jsonl`` (one object per ply, then the summary), so a
run can be resumed and measured again without searching::

    python -m scripts.review_bars --games 60 --seconds 0.2 --jobs 2 --out /tmp/bars-new
    python -m scripts.review_bars --out /tmp/bars-new --measure-only

Games are the corpus's held-out part (``scripts.split.held_out``: a hash of the file
name), finished games only (their margin is known), in an order set by that hash (not by name,
which groups a player's games together).
"""

from __future__ import annotations

import argparse
import json
import math
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.position import Color
from engine.records import GameRecord
from engine.review.analysis import review_passes, summaries
from engine.review.command import ply_object, summary_object
from scripts.corpus import Record, read_corpus
from scripts.split import held_out, name_hash


@dataclass(frozen=True, slots=True)
class Outcome:
    """A finished game's result: White's points (1, ½, 0) and the margin in pieces."""

    white_points: float
    margin: int

    @property
    def loser(self) -> Color | None:
        if self.white_points == 0.5:
            return None
        return Color.BLACK if self.white_points == 1.0 else Color.WHITE


def outcome(record: Record) -> Outcome:
    white, black = record.positions[-1].controlled_pieces()
    points = 1.0 if white > black else 0.0 if white < black else 0.5
    return Outcome(points, abs(white - black))


def review_game(item: tuple[Record, float, Path]) -> str:
    record, seconds, out = item
    path = out / f"{Path(record.name).name}.jsonl"
    if path.exists():
        return record.name
    plies, numbers = review_passes(GameRecord(record.moves), seconds)
    lines = [json.dumps(ply_object(p, n)) for p, n in zip(plies, numbers, strict=True)]
    lines.append(json.dumps(summary_object(summaries(plies, record.positions[-1]))))
    temporary = path.with_suffix(".tmp")
    temporary.write_text("\n".join(lines) + "\n")
    temporary.replace(path)
    return record.name


def white_chance(ply: dict[str, Any], pieces_per_logit: float) -> float:
    """White's chance before the ply's move: the field when the review gives it, else from the
    score and the proven result as the review judged them before (the old curve)."""
    if "chance_before" in ply:
        return float(ply["chance_before"])
    verdict = ply["verdict"]["before"]
    if verdict["kind"] in ("wins", "wins_by_at_least"):
        return 1.0 if verdict["side"] == "white" else 0.0
    if verdict["kind"] == "draw":
        return 0.5
    return 1.0 / (1.0 + math.exp(-float(ply["score_before"]) / pieces_per_logit))


def measure(games: list[Record], out: Path, pieces_per_logit: float) -> dict[str, Any]:
    decided = below = lost15 = flagged = mistaken = decisive = placed = 0
    brier: dict[int, list[float]] = {50: [], 35: []}
    flags = ("inaccuracy", "mistake", "blunder")
    for record in games:
        path = out / f"{Path(record.name).name}.jsonl"
        if not path.exists():
            continue
        rows = [json.loads(line) for line in path.read_text().splitlines()]
        plies, summary = rows[:-1], rows[-1]["summary"]
        result = outcome(record)
        for ply_number, scores in brier.items():
            if len(plies) >= ply_number:
                chance = white_chance(plies[ply_number - 1], pieces_per_logit)
                scores.append((chance - result.white_points) ** 2)
        loser = result.loser
        if loser is None:
            continue
        decisive += 1
        placed += any(p["ply"] <= 49 and p["class"] in flags for p in plies)
        winner = loser.other
        if result.margin >= 10:
            decided += 1
            below += (
                summary[loser.name.lower()]["accuracy"] < summary[winner.name.lower()]["accuracy"]
            )
        if result.margin >= 15:
            lost15 += 1
            own = [p for p in plies if p["side"] == loser.name.lower()]
            flagged += any(p["class"] in flags for p in own)
            mistaken += any(p["class"] in ("mistake", "blunder") for p in own)

    def share(part: int, whole: int) -> float | None:
        return round(part / whole, 3) if whole else None

    return {
        "games": sum(1 for r in games if (out / f"{Path(r.name).name}.jsonl").exists()),
        "loser_below": share(below, decided),
        "decided_by_10": decided,
        "loser_flagged": share(flagged, lost15),
        "loser_mistake": share(mistaken, lost15),
        "lost_by_15": lost15,
        "placement_flagged": share(placed, decisive),
        "decisive": decisive,
        "brier_end_of_placement": _mean(brier[50]),
        "brier_ply35": _mean(brier[35]),
    }


def _mean(values: list[float]) -> float | None:
    return round(sum(values) / len(values), 4) if values else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seconds", type=float, default=0.2)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--measure-only", action="store_true")
    parser.add_argument("--pieces-per-logit", type=float, default=5.1, help="for old reviews")
    args = parser.parse_args()
    games = [g for g in read_corpus(finished_only=True) if held_out(g.name)]
    games = sorted(games, key=lambda g: name_hash(g.name) // 10)[: args.games]
    args.out.mkdir(parents=True, exist_ok=True)
    if not args.measure_only:
        items = [(game, args.seconds, args.out) for game in games]
        with ProcessPoolExecutor(args.jobs) as pool:
            for done, name in enumerate(pool.map(review_game, items), start=1):
                print(f"{done}/{len(items)} {name}", flush=True)
    print(json.dumps(measure(games, args.out, args.pieces_per_logit), indent=1))


if __name__ == "__main__":
    main()
