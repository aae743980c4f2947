"""Fit the review's winning chances to real results (``engine/data/review_chances.json``).

The review scores every position of a game (``engine.review``: a search; in the placement
phase, the placement search's score of the best cell).  This script scores positions of real
Boardspace games the same way, at one budget, and fits White's chance of winning to what
happened (``engine.review.chances``): first the prior, a logistic fit of the result on the
static features of the first boards of the movement phase (no search); then, stage by stage,
log-odds = a + b · score + c · t + d · prior at knots every few pieces placed and every few
stacks gone, each fitted on the positions near it.  It
fits on the corpus minus its held-out part (``scripts.split``) and measures on that part:
the Brier score and a reliability table (predicted chance against the share won, by decile)
at the end of the placement, at ply 35 and in the movement phase, beside the old curve's
(one slope, 5.1 pieces per logit, for the side to move).

    python -m scripts.chance_fit collect --games 1000 --jobs 2 --out /tmp/fit.jsonl
    python -m scripts.chance_fit collect --held-out --games 400 --jobs 2 --out /tmp/test.jsonl
    python -m scripts.chance_fit fit /tmp/fit.jsonl --test /tmp/test.jsonl [--write]

Refit whenever the evaluation changes: ``tests/engine/test_review_chances.py`` fails while the
file's fingerprint is not the evaluation's (``engine.review.chances.fingerprint``).
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.ai import Engine, Limits
from engine.ai.timing import nodes_for
from engine.position import Color, Phase
from engine.review.analysis import search_position
from engine.review.chances import (
    PLACEMENTS,
    ChanceModel,
    Curve,
    Prior,
    Situation,
    board_features,
    fingerprint,
)
from engine.review.judgement import Verdict
from engine.review.placements import placement_verdicts
from scripts.corpus import Record, read_corpus
from scripts.split import held_out, name_hash

ROOT = Path(__file__).resolve().parents[1]
MODEL = ROOT / "engine" / "data" / "review_chances.json"
SECONDS = 0.2  # the budget of every score: the check's --seconds-per-move
EVERY = 2  # plies between the positions scored in a game (from the first or the second)
PLACEMENT_KNOTS = (*range(0, PLACEMENTS - 1, 4), PLACEMENTS - 1)
MOVEMENT_KNOTS = tuple(PLACEMENTS + gone for gone in (0, 3, 6, 10, 14, 18, 22, 26, 30, 35, 40))
WINDOW = 2  # a knot is fitted on the positions within this many stages of it
OLD_PIECES_PER_LOGIT = 5.1
# Positions the bars measure, always scored: before ply 35, before the last placement (ply
# 49) and before ply 50 (the first move of the movement phase), as indices of the positions.
CHECKED = (34, PLACEMENTS - 1, PLACEMENTS)


@dataclass(frozen=True, slots=True)
class Row:
    """One scored position: its stage key, the mover, White's score in pieces (None when the
    search proved the result: ``proven`` is then White's points), and White's points."""

    game: str
    ply: int
    key: int
    white_to_move: bool
    score: float | None
    proven: float | None
    points: float


def score_game(item: tuple[Record, float]) -> list[dict[str, Any]]:
    """The rows of one game, searched as the review searches (an empty table first)."""
    record, seconds = item
    engine = Engine()
    engine.new_game()
    limits = Limits(nodes=nodes_for(seconds))
    rows = []
    offset = name_hash(record.name) % EVERY  # both sides to move, over the games
    for ply in sorted({*range(offset, len(record.moves), EVERY), *CHECKED}):
        position = record.positions[ply]
        verdict: Verdict | None
        if position.phase is Phase.PLACEMENT:
            verdict = placement_verdicts(engine, position, record.moves[ply], limits)[0]
        else:
            verdict = search_position(engine, position, limits)
        if verdict is None:
            continue
        proven = None
        if verdict.result is not None:
            proven = verdict.chance if verdict.turn is Color.WHITE else 1.0 - verdict.chance
        row = Row(
            Path(record.name).name,
            ply,
            Situation.of(position).key,
            position.turn is Color.WHITE,
            None if proven is not None else verdict.white_score(),
            proven,
            points_of(record),
        )
        rows.append({name: getattr(row, name) for name in Row.__slots__})
    return rows


def points_of(record: Record) -> float:
    """White's points in the game: 1 a win, ½ a draw."""
    white, black = record.positions[-1].controlled_pieces()
    return 1.0 if white > black else 0.0 if white < black else 0.5


def collect(games: int, jobs: int, seconds: float, test: bool, out: Path) -> None:
    chosen = [g for g in read_corpus(finished_only=True) if held_out(g.name) == test]
    chosen = sorted(chosen, key=lambda g: name_hash(g.name) // 10)[:games]
    done = set()
    if out.exists():
        done = {json.loads(line)["game"] for line in out.read_text().splitlines()}
    todo = [(g, seconds) for g in chosen if Path(g.name).name not in done]
    with ProcessPoolExecutor(jobs) as pool, out.open("a") as handle:
        for count, rows in enumerate(pool.map(score_game, todo), start=1):
            handle.writelines(json.dumps(row) + "\n" for row in rows)
            handle.flush()
            print(f"{count}/{len(todo)}", flush=True)


def read_rows(path: Path) -> list[Row]:
    return [Row(**json.loads(line)) for line in path.read_text().splitlines() if line]


# --- the fit ---------------------------------------------------------------------------------


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, x))))


def fit_logistic(
    samples: Sequence[tuple[Sequence[float], float]], ridge: float = 1.0
) -> list[float]:
    """Weights w of P(points) = σ(w · x) by Newton's method, with a small ridge penalty on all
    but the first weight (so a knot with few positions stays near "no information")."""
    size = len(samples[0][0])
    w = [0.0] * size
    for _ in range(25):
        gradient = [0.0] * size
        hessian = [[0.0] * size for _ in range(size)]
        for x, y in samples:
            p = _sigmoid(sum(wi * xi for wi, xi in zip(w, x, strict=True)))
            for i in range(size):
                gradient[i] += (y - p) * x[i]
                for j in range(size):
                    hessian[i][j] += p * (1 - p) * x[i] * x[j]
        for i in range(1, size):
            gradient[i] -= ridge * w[i]
            hessian[i][i] += ridge
        hessian[0][0] += 1e-6
        step = _solve(hessian, gradient)
        w = [wi + si for wi, si in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-9:
            break
    return w


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the systems here are 3 × 3)."""
    n = len(vector)
    rows = [[*matrix[i][:], vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col and rows[col][col]:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    return [rows[i][n] / rows[i][i] if rows[i][i] else 0.0 for i in range(n)]


PRIOR_PLIES = (PLACEMENTS, PLACEMENTS + 1, PLACEMENTS + 2)  # the first boards of the movement


def fit_prior(games: list[Record]) -> Prior:
    """The static log-odds for White from a board's features, fitted on the first boards of
    the movement phase of ``games`` (standardised features, a ridge on the weights)."""
    samples = [
        (board_features(g.positions[ply]), points_of(g))
        for g in games
        for ply in PRIOR_PLIES
        if ply < len(g.positions)
    ]
    size = len(samples[0][0])
    mean = [sum(x[i] for x, _ in samples) / len(samples) for i in range(size)]
    scale = [
        max(1e-6, math.sqrt(sum((x[i] - mean[i]) ** 2 for x, _ in samples) / len(samples)))
        for i in range(size)
    ]
    standard = [([1.0, *((x[i] - mean[i]) / scale[i] for i in range(size))], y) for x, y in samples]
    weights = fit_logistic(standard, ridge=10.0)
    return Prior(
        tuple(round(m, 4) for m in mean),
        tuple(round(v, 4) for v in scale),
        tuple(round(w, 5) for w in weights),
    )


def fit_curves(rows: list[Row], prior: Prior, games: dict[str, Record]) -> list[Curve]:
    """A curve at every knot with positions near it; the prior only in the movement phase."""
    curves = []
    for knot in (*PLACEMENT_KNOTS, *MOVEMENT_KNOTS):
        moving = knot >= PLACEMENTS
        near = [
            r
            for r in rows
            if r.score is not None
            and abs(r.key - knot) <= WINDOW
            and (r.key >= PLACEMENTS) == moving
        ]
        if len(near) < 50:
            continue
        samples = []
        for r in near:
            assert r.score is not None
            x = [1.0, r.score, 1.0 if r.white_to_move else -1.0]
            if moving:
                x.append(prior.logit(board_features(games[r.game].positions[r.ply])))
            samples.append((x, r.points))
        a, b, c, *rest = fit_logistic(samples)
        if b < 0:  # a better score never means a smaller chance: fit without it
            a, c, *rest = fit_logistic([([x[0], *x[2:]], y) for x, y in samples])
            b = 0.0
        d = rest[0] if rest else 0.0
        curves.append(Curve(knot, round(a, 4), round(b, 5), round(c, 4), round(d, 4)))
    return curves


# --- measuring -------------------------------------------------------------------------------


Chance = Callable[[Row], float]


def model_chance(model: ChanceModel, games: dict[str, Record]) -> Chance:
    def chance(row: Row) -> float:
        if row.proven is not None:
            return row.proven
        assert row.score is not None
        situation = Situation.of(games[row.game].positions[row.ply])
        return model.white_chance(situation, row.score)

    return chance


def old_chance(row: Row) -> float:
    """The curve before the fit: one slope (5.1 pieces per logit) for every stage, no
    intercept: White's chance from White's score, as the old review read it (it scored the
    placement phase with the same placement search)."""
    if row.proven is not None:
        return row.proven
    assert row.score is not None
    return _sigmoid(row.score / OLD_PIECES_PER_LOGIT)


def brier(rows: list[Row], chance: Chance) -> float | None:
    if not rows:
        return None
    return round(sum((chance(r) - r.points) ** 2 for r in rows) / len(rows), 4)


def reliability(rows: list[Row], chance: Chance) -> list[tuple[float, float, int]]:
    """(mean predicted White chance, share of points White won, positions) by decile of the
    prediction."""
    scored = sorted((chance(r), r.points) for r in rows)
    table = []
    for d in range(10):
        part = scored[len(scored) * d // 10 : len(scored) * (d + 1) // 10]
        if part:
            table.append(
                (
                    round(sum(p for p, _ in part) / len(part), 3),
                    round(sum(y for _, y in part) / len(part), 3),
                    len(part),
                )
            )
    return table


def slices(rows: list[Row]) -> Iterator[tuple[str, list[Row]]]:
    yield "end of placement (before ply 50)", [r for r in rows if r.ply == CHECKED[2]]
    yield "last placement (before ply 49)", [r for r in rows if r.ply == CHECKED[1]]
    yield "before ply 35 (placement)", [r for r in rows if r.ply == CHECKED[0]]
    yield "movement phase", [r for r in rows if r.key >= PLACEMENTS]
    yield "placement phase", [r for r in rows if r.key < PLACEMENTS]


def report(test: list[Row], model: ChanceModel, games: dict[str, Record]) -> dict[str, Any]:
    fitted = model_chance(model, games)
    out: dict[str, Any] = {}
    for name, part in slices(test):
        out[name] = {
            "positions": len(part),
            "brier_fitted": brier(part, fitted),
            "brier_old": brier(part, old_chance),
            "reliability_fitted": reliability(part, fitted),
        }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("collect")
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--seconds", type=float, default=SECONDS)
    p.add_argument("--held-out", action="store_true")
    p.add_argument("--out", type=Path, required=True)
    p = commands.add_parser("fit")
    p.add_argument("rows", type=Path)
    p.add_argument("--test", type=Path)
    p.add_argument("--write", action="store_true", help=f"write {MODEL.name}")
    args = parser.parse_args()
    if args.command == "collect":
        collect(args.games, args.jobs, args.seconds, args.held_out, args.out)
        return
    rows = read_rows(args.rows)
    games = {Path(g.name).name: g for g in read_corpus(finished_only=True)}
    prior = fit_prior([g for g in games.values() if not held_out(g.name)])
    model = ChanceModel(tuple(fit_curves(rows, prior, games)), prior, fingerprint())
    result: dict[str, Any] = {"curves": [_curve_row(c) for c in model.curves]}
    if args.test is not None:
        result["held_out"] = report(read_rows(args.test), model, games)
    print(json.dumps(result, indent=1))
    if args.write:
        fitted = len({r.game for r in rows})
        data = {
            "fingerprint": model.fingerprint,
            "fitted_on": f"{len(rows)} positions of {fitted} Boardspace games at {SECONDS} s",
            "curves": [_curve_row(c) for c in model.curves],
            "prior": {"mean": prior.mean, "scale": prior.scale, "weights": prior.weights},
        }
        MODEL.write_text(json.dumps(data, indent=1) + "\n")


def _curve_row(curve: Curve) -> list[float]:
    return [curve.key, curve.a, curve.b, curve.c, curve.d]


if __name__ == "__main__":
    main()
