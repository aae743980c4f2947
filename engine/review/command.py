"""``dvonn-engine review FILE [--seconds-per-move S | --passes S,S,...] [--json]``: review one
game record.  The quick pass, then one pass at S seconds per position (``--passes``: one pass
at each of them, the app's schedule being ``--passes 0.5,2``); each move is judged from the
last pass.  Budgets are nodes worth those seconds (``engine.ai.timing.nodes_for``), so
the same file at the same settings gives the same output on any machine, under any load.

With ``--json`` the output is a contract with outside tools: one object per ply, in order::

    {"ply": N, "side": "white"|"black", "move": "E3F4", "best": "E3D2",
     "best_line": ["E3D2", ...], "score_before": x, "score_after": y, "loss": z,
     "chance_lost": c, "chance_before": w,
     "class": "best"|"good"|"inaccuracy"|"mistake"|"blunder"|"forced",
     "proven_before": "White wins by 3"|"Draw"|null, "proven_after": ...,
     "verdict": {"before": {"kind": ..., ...}, "after": {...}}, "pass": P}

then ``{"summary": {"white": {"accuracy": a, "inaccuracies": i, "mistakes": m,
"blunders": b, "lost_unexplained": u}, "black": {...}}}``, ``lost_unexplained`` true for the
loser of a game played to its end in which the review found no mistake or blunder of its own.
Scores are in pieces from White's point of view; ``loss``
(pieces) and ``chance_lost`` (winning chance, 0…1) are ≥ 0, from the mover's;
``chance_before`` is White's winning chance before the move (0…1, the fitted chances of
``engine.review.chances``).  ``verdict``
is each position's ``engine.assessment.Assessment.values`` (``kind``: even, leads, wins,
wins_by_at_least, cannot_lose, draw; with ``side``, ``pieces`` or ``margin``); ``pass`` the
pass the move was judged in (1: the quick one).  Without
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
from engine.review.analysis import GameLine, review_passes, summaries
from engine.review.judgement import PlyReview, SideSummary

MOST_PASSES = 5


def _pieces(value: float) -> float:
    """Rounded to hundredths, never -0.0."""
    return round(value, 2) + 0.0


def ply_object(review: PlyReview, number: int = 0) -> dict[str, Any]:
    """The contract's object for one move, judged in pass ``number``."""
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
        "chance_before": round(review.before.white_chance(), 3) + 0.0,
        "class": str(review.move_class),
        "proven_before": str(proven_before) if proven_before is not None else None,
        "proven_after": str(proven_after) if proven_after is not None else None,
        "verdict": {
            "before": review.before.assessment().values(),
            "after": review.after.assessment().values(),
        },
        "pass": number,
    }


def summary_object(summaries: dict[Color, SideSummary]) -> dict[str, Any]:
    return {
        "summary": {
            color.name.lower(): {
                "accuracy": round(s.accuracy, 1),
                "inaccuracies": s.inaccuracies,
                "mistakes": s.mistakes,
                "blunders": s.blunders,
                "lost_unexplained": s.lost_unexplained,
            }
            for color, s in summaries.items()
        }
    }


def table(
    plies: list[PlyReview],
    summaries: dict[Color, SideSummary],
    numbers: list[int] | None = None,
) -> str:
    """The review for people: one line per move (columns as wide as their widest entry),
    then the summary and what the columns mean; with ``numbers``, the pass of each move."""
    header: tuple[str, ...] = ("ply", "side", "move", "class", "before", "after", "lost")
    header += ("pass", "best line") if numbers is not None else ("best line",)
    rows = [header]
    for index, review in enumerate(plies):
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
                *([str(numbers[index])] if numbers is not None else []),
                line,
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    right = (0, 4, 5, 6, 7) if numbers is not None else (0, 4, 5, 6)  # numbers, verdicts
    out = []
    for row in rows:
        cells = [
            cell.rjust(widths[i]) if i in right else cell.ljust(widths[i])
            for i, cell in enumerate(row)
        ]
        out.append("  ".join(cells).rstrip())
    out.append("")
    for color, s in summaries.items():
        name = color.name.capitalize()
        if s.lost_unexplained:
            out.append(
                f"{name} lost, but the review found no mistake of {name}'s: the game slipped "
                f"away gradually, or beyond what the review searched "
                f"({_count(s.inaccuracies, 'inaccuracy', 'inaccuracies')})"
            )
            continue
        out.append(
            f"{name}: accuracy {s.accuracy:.1f} %, "
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


def _schedule(text: str) -> tuple[float, ...]:
    """``--passes``: seconds per move of each pass after the quick one, comma-separated."""
    each = seconds_argument("--passes", MAX_MOVE_SECONDS)
    parts = text.split(",")
    if not 1 <= len(parts) <= MOST_PASSES:
        raise argparse.ArgumentTypeError(f"give 1 to {MOST_PASSES} times, like 0.5,2")
    return tuple(each(part.strip()) for part in parts)


def run(args: argparse.Namespace) -> int:
    if not args.seconds_per_move > 0:
        print("dvonn-engine review: --seconds-per-move must be more than 0", file=sys.stderr)
        return 2
    passes = args.passes if args.passes is not None else (args.seconds_per_move,)
    try:
        record = read_file(args.file)
        plies, numbers = review_passes(record, passes)
        totals = summaries(plies, GameLine.of_record(record).positions[-1])
    except DvonnError as error:
        print(f"dvonn-engine review: {args.file}: {error}", file=sys.stderr)
        return 1
    if args.json:
        for review, number in zip(plies, numbers, strict=True):
            print(json.dumps(ply_object(review, number)))
        print(json.dumps(summary_object(totals)), flush=True)
    else:
        shown = numbers if len(passes) > 1 else None
        print(table(plies, totals, shown), flush=True)
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
    p.add_argument(
        "--passes",
        type=_schedule,
        metavar="S,S,...",
        help="one pass at each of these seconds per position after the quick one, instead of "
        "--seconds-per-move (the app reviews with 0.5,2)",
    )
    p.add_argument("--json", action="store_true", help="one JSON object per ply, then a summary")
    p.set_defaults(run=run)
