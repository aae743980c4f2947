"""``dvonn-engine review FILE [--seconds-per-move S] [--json]``: review one game record.

With ``--json`` the output is a contract with outside tools: one object per ply, in order::

    {"ply": N, "side": "white"|"black", "move": "E3F4", "best": "E3D2",
     "best_line": ["E3D2", ...], "score_before": x, "score_after": y, "loss": z,
     "chance_lost": c, "class": "best"|"good"|"inaccuracy"|"mistake"|"blunder"|"forced",
     "proven_before": "White wins by 3"|"Draw"|null, "proven_after": ...}

then ``{"summary": {"white": {"accuracy": a, "inaccuracies": i, "mistakes": m,
"blunders": b}, "black": {...}}}``.  Scores are in pieces from White's point of view; ``loss``
(pieces) and ``chance_lost`` (winning chance, 0…1) are ≥ 0, from the mover's.  Without
``--json``: a table for people.  A record that cannot be read or replayed: a message on stderr
and exit status 1.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from engine.errors import DvonnError
from engine.limits import MAX_MOVE_SECONDS, seconds_argument
from engine.position import Color
from engine.records import read_file
from engine.review.analysis import review_record
from engine.review.judgement import PlyReview, SideSummary


def _pieces(value: float) -> float:
    """Rounded to hundredths, never -0.0."""
    return round(value, 2) + 0.0


def ply_object(review: PlyReview) -> dict[str, Any]:
    """The contract's object for one move."""
    white = review.side is Color.WHITE
    proven_before, proven_after = review.before.proven(), review.after.proven()
    return {
        "ply": review.ply,
        "side": review.side.name.lower(),
        "move": str(review.move),
        "best": str(review.best) if review.best is not None else None,
        "best_line": [str(move) for move in review.best_line],
        "score_before": _pieces(review.score_before if white else -review.score_before),
        "score_after": _pieces(review.score_after if white else -review.score_after),
        "loss": _pieces(review.loss),
        "chance_lost": round(review.chance_lost, 3) + 0.0,
        "class": str(review.move_class),
        "proven_before": str(proven_before) if proven_before is not None else None,
        "proven_after": str(proven_after) if proven_after is not None else None,
        "verdict": {
            "before": review.before.assessment().values(),
            "after": review.after.assessment().values(),
        },
    }


def summary_object(summaries: dict[Color, SideSummary]) -> dict[str, Any]:
    return {
        "summary": {
            color.name.lower(): {
                "accuracy": round(s.accuracy, 1),
                "inaccuracies": s.inaccuracies,
                "mistakes": s.mistakes,
                "blunders": s.blunders,
            }
            for color, s in summaries.items()
        }
    }


def table(plies: list[PlyReview], summaries: dict[Color, SideSummary]) -> str:
    """The review for people: one line per move (columns as wide as their widest entry),
    then the summary and what the columns mean."""
    header = ("ply", "side", "move", "class", "before", "after", "lost", "best line")
    rows = [header]
    for review in plies:
        line = " ".join(str(m) for m in review.best_line) if review.move_class.flagged else ""
        rows.append(
            (
                str(review.ply),
                review.side.name.lower(),
                str(review.move),
                str(review.move_class) + review.move_class.symbol,
                f"{review.before.assessment()} (d{review.before.depth})",
                f"{review.after.assessment()} (d{review.after.depth})",
                f"{review.chance_lost:.2f}",
                line,
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    right = (0, 4, 5, 6)  # numbers and verdicts line up on the right
    out = []
    for row in rows:
        cells = [
            cell.rjust(widths[i]) if i in right else cell.ljust(widths[i])
            for i, cell in enumerate(row)
        ]
        out.append("  ".join(cells).rstrip())
    out.append("")
    for color, s in summaries.items():
        out.append(
            f"{color.name.capitalize()}: accuracy {s.accuracy:.1f} %, "
            f"{_count(s.inaccuracies, 'inaccuracy', 'inaccuracies')}, "
            f"{_count(s.mistakes, 'mistake', 'mistakes')}, "
            f"{_count(s.blunders, 'blunder', 'blunders')}"
        )
    out.append(
        "before/after: the position before and after the move, in pieces (dN: searched N plies "
        "deep); lost: winning chance lost."
    )
    out.append(
        "A move's after is searched one ply shallower than its before, the horizon the move had "
        "in that search, so it need not equal the next move's before."
    )
    return "\n".join(out)


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def run(args: argparse.Namespace) -> int:
    if not args.seconds_per_move > 0:
        print("dvonn-engine review: --seconds-per-move must be more than 0", file=sys.stderr)
        return 2
    try:
        record = read_file(args.file)
        plies, summaries = review_record(record, args.seconds_per_move)
    except DvonnError as error:
        print(f"dvonn-engine review: {args.file}: {error}", file=sys.stderr)
        return 1
    if args.json:
        for review in plies:
            print(json.dumps(ply_object(review)))
        print(json.dumps(summary_object(summaries)), flush=True)
    else:
        print(table(plies, summaries), flush=True)
    return 0


def add_command(commands: Any) -> None:
    """Register ``review`` on the CLI's subparsers."""
    p = commands.add_parser("review", help="review a game record: every move judged")
    p.add_argument("file", metavar="FILE", help="a record: .dvn, SGF or LittleGolem")
    p.add_argument(
        "--seconds-per-move",
        type=seconds_argument("--seconds-per-move", MAX_MOVE_SECONDS),
        default=1.0,
        metavar="S",
        help="search time per position for the deep pass (default 1)",
    )
    p.add_argument("--json", action="store_true", help="one JSON object per ply, then a summary")
    p.set_defaults(run=run)
