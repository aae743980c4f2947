"""Fit the review's winning chances to real results (``engine/data/review_chances.json``).

The review judges a board of the placement phase by its features and a position of the
movement phase by a search (``engine.review.chances``).  This script fits both to what
happened in real Boardspace games, on the corpus minus its held-out part (``scripts.split``):

1. the placement curves: at knots every few pieces placed, a logistic fit of White's points on
   the placement features of the boards near the knot and the side to move (its prior and c),
   every game of the fitting part, no search (b = 0);
2. the movement prior: a logistic fit on the evaluation's features of the first boards of the
   movement phase, every game of the fitting part, no search;
3. the movement curves: at knots every few stacks gone, log-odds = a + b · score + c · t +
   d · prior, on positions searched as the review searches them at one budget (``collect``,
   the slow part, kept in a file of rows).

It measures on the held-out part: the Brier score and a reliability table (the mean chance
predicted against the share of points White won, by decile) before the last placement (ply
49), at the end of the placement (before ply 50), before ply 35 and over the movement phase,
beside the old curve's (one slope, 5.1 pieces per logit, of the old review's scores: the
placement search's before ply 50, the search's after).

    python -m scripts.chance_fit collect --games 700 --jobs 2 --out /tmp/fit.jsonl
    python -m scripts.chance_fit collect --held-out --games 350 --jobs 2 --out /tmp/test.jsonl
    python -m scripts.chance_fit fit /tmp/fit.jsonl --test /tmp/test.jsonl [--write]
        [--plot docs/review-reliability.svg]

Refit whenever the evaluation changes: ``tests/engine/test_review_chances.py`` fails while the
file's fingerprint is not the evaluation's (``engine.review.chances.fingerprint``).
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.ai import Engine, Goal, Limits
from engine.ai.timing import nodes_for
from engine.position import Color
from engine.review.analysis import search_position
from engine.review.chances import (
    DVONN_PIECES,
    PLACEMENTS,
    ChanceModel,
    Curve,
    Prior,
    Situation,
    fingerprint,
)
from engine.review.placements import placement_verdicts
from scripts.corpus import Record, read_corpus
from scripts.split import held_out, name_hash

ROOT = Path(__file__).resolve().parents[1]
MODEL = ROOT / "engine" / "data" / "review_chances.json"
SECONDS = 0.2  # the budget of every search: the check's --seconds-per-move
EVERY = 2  # plies between the positions searched in a game (from the first or the second)
PLACEMENT_KNOTS = (*range(0, PLACEMENTS, 4), PLACEMENTS)  # pieces placed
MOVEMENT_KNOTS = (0, 3, 6, 10, 14, 18, 22, 26, 30, 35, 40)  # stacks gone
WINDOW = 2  # a knot is fitted on the stages within this many of it
# The boards the movement prior is fitted on: the first of the movement phase.
MOVEMENT_PRIOR_PLIES = (PLACEMENTS, PLACEMENTS + 1, PLACEMENTS + 2)
# The positions the bars measure (indices of the positions: before ply 35, before the last
# placement, before the first move of the movement phase).
PLY_35, LAST_PLACEMENT, FIRST_MOVE = 34, PLACEMENTS - 1, PLACEMENTS
OLD_PIECES_PER_LOGIT = 5.1


@dataclass(frozen=True, slots=True)
class Row:
    """One searched position of the movement phase: its stacks gone, the mover, White's score
    in pieces (None when the search proved the result: ``proven`` is then White's points),
    and White's points in the game."""

    game: str
    ply: int
    gone: int
    white_to_move: bool
    score: float | None
    proven: float | None
    points: float


def points_of(record: Record) -> float:
    """White's points in the game: 1 a win, ½ a draw."""
    white, black = record.positions[-1].controlled_pieces()
    return 1.0 if white > black else 0.0 if white < black else 0.5


def search_game(item: tuple[Record, float]) -> list[dict[str, Any]]:
    """The rows of one game's movement phase, searched as the review searches (an empty
    table first)."""
    record, seconds = item
    engine = Engine()
    engine.new_game()
    limits = Limits(nodes=nodes_for(seconds))
    rows = []
    offset = name_hash(record.name) % EVERY  # both sides to move, over the games
    for ply in sorted({*range(PLACEMENTS + offset, len(record.moves), EVERY), FIRST_MOVE}):
        position = record.positions[ply]
        verdict = search_position(engine, position, limits)
        if verdict is None:
            continue
        proven = None
        if verdict.result is not None:
            proven = verdict.chance if verdict.turn is Color.WHITE else 1.0 - verdict.chance
        situation = Situation.of(position)
        score = None if proven is not None else verdict.white_score()
        row = Row(
            Path(record.name).name,
            ply,
            situation.count,
            situation.white_to_move,
            score,
            proven,
            points_of(record),
        )
        rows.append({name: getattr(row, name) for name in Row.__slots__})
    return rows


def chosen_games(test: bool, count: int | None = None) -> list[Record]:
    """The finished games of one part of the corpus, in the order of their hash."""
    games = [g for g in read_corpus(finished_only=True) if held_out(g.name) == test]
    return sorted(games, key=lambda g: name_hash(g.name) // 10)[:count]


def collect(games: int, jobs: int, seconds: float, test: bool, out: Path) -> None:
    done = set()
    if out.exists():
        done = {json.loads(line)["game"] for line in out.read_text().splitlines()}
    todo = [(g, seconds) for g in chosen_games(test, games) if Path(g.name).name not in done]
    with ProcessPoolExecutor(jobs) as pool, out.open("a") as handle:
        for count, rows in enumerate(pool.map(search_game, todo), start=1):
            handle.writelines(json.dumps(row) + "\n" for row in rows)
            handle.flush()
            print(f"{count}/{len(todo)}", flush=True)


def read_rows(path: Path) -> list[Row]:
    return [Row(**json.loads(line)) for line in path.read_text().splitlines() if line]


# --- the fit ---------------------------------------------------------------------------------


Sample = tuple[Sequence[float], float]


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, x))))


def fit_logistic(samples: Sequence[Sample], ridge: float = 1.0) -> list[float]:
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
    """Gaussian elimination with partial pivoting (the systems here are small)."""
    n = len(vector)
    rows = [[*matrix[i], vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col and rows[col][col]:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    return [rows[i][n] / rows[i][i] if rows[i][i] else 0.0 for i in range(n)]


def standardised(samples: list[tuple[tuple[float, ...], float]]) -> tuple[Prior, list[Sample]]:
    """The samples' features standardised (a feature that never varies gets scale 1), and a
    Prior holding the mean and scale (its weights still 0)."""
    size = len(samples[0][0])
    mean = [sum(x[i] for x, _ in samples) / len(samples) for i in range(size)]
    spread = [
        math.sqrt(sum((x[i] - mean[i]) ** 2 for x, _ in samples) / len(samples))
        for i in range(size)
    ]
    scale = [round(s, 4) if s > 1e-3 else 1.0 for s in spread]
    mean = [round(m, 4) for m in mean]
    standard: list[Sample] = [
        ([1.0, *((x[i] - mean[i]) / scale[i] for i in range(size))], y) for x, y in samples
    ]
    return Prior(tuple(mean), tuple(scale), (0.0,) * (size + 1)), standard


def fit_movement_prior(games: list[Record]) -> Prior:
    """The static log-odds for White on the evaluation's features of the first boards of the
    movement phase (a ridge on the weights)."""
    samples = [
        (Situation.of(g.positions[ply]).features, points_of(g))
        for g in games
        for ply in MOVEMENT_PRIOR_PLIES
        if ply < len(g.moves)
    ]
    empty, standard = standardised(samples)
    weights = fit_logistic(standard, ridge=10.0)
    return Prior(empty.mean, empty.scale, tuple(round(w, 5) for w in weights))


def placement_curves(games: list[Record]) -> tuple[list[Curve], list[Prior]]:
    """At every placement knot, log-odds = prior + c · t, the prior fitted there on the boards
    near the knot (the features mean other things as the board fills): a curve (a = 0, b = 0,
    d = 1) and its prior."""
    curves, priors = [], []
    for knot in PLACEMENT_KNOTS:
        low = max(0, knot - WINDOW) if knot < DVONN_PIECES else max(DVONN_PIECES, knot - WINDOW)
        high = min(PLACEMENTS, knot + WINDOW) if knot >= DVONN_PIECES else DVONN_PIECES - 1
        samples = [
            (Situation.of_board(g.positions[placed]), points_of(g))
            for g in games
            for placed in range(low, high + 1)
        ]
        featured = [(s.features, y) for s, y in samples if s.features]
        if not featured:  # before the DVONN pieces: no features, no prior
            t_only = [([1.0, 1.0 if s.white_to_move else -1.0], y) for s, y in samples]
            a, c = fit_logistic(t_only)
            curves.append(Curve(knot, round(a, 4), 0.0, round(c, 4), 0.0))
            priors.append(Prior((), (), (0.0,)))
            continue
        empty, standard = standardised(featured)
        with_t = [
            ([*x, 1.0 if s.white_to_move else -1.0], y)
            for (x, y), (s, _) in zip(standard, samples, strict=True)
        ]
        *weights, c = fit_logistic(with_t, ridge=10.0)
        curves.append(Curve(knot, 0.0, 0.0, round(c, 4), 1.0))
        priors.append(Prior(empty.mean, empty.scale, tuple(round(w, 5) for w in weights)))
    return curves, priors


def movement_curves(rows: list[Row], prior: Prior, games: dict[str, Record]) -> list[Curve]:
    """log-odds = a + b · score + c · t + d · prior at every movement knot with positions
    near it (b never below 0: a better score never means a smaller chance)."""
    curves = []
    for knot in MOVEMENT_KNOTS:
        near = [r for r in rows if r.score is not None and abs(r.gone - knot) <= WINDOW]
        if len(near) < 50:
            continue
        samples: list[Sample] = []
        for r in near:
            assert r.score is not None
            features = Situation.of(games[r.game].positions[r.ply]).features
            t = 1.0 if r.white_to_move else -1.0
            samples.append(([1.0, r.score, t, prior.logit(features)], r.points))
        a, b, c, d = fit_logistic(samples)
        if b < 0:
            a, c, d = fit_logistic([([x[0], *x[2:]], y) for x, y in samples])
            b = 0.0
        curves.append(Curve(knot, round(a, 4), round(b, 5), round(c, 4), round(d, 4)))
    return curves


# --- measuring -------------------------------------------------------------------------------


Prediction = tuple[float, float]  # (White's chance, White's points)


def brier(predictions: list[Prediction]) -> float | None:
    if not predictions:
        return None
    return round(sum((p - y) ** 2 for p, y in predictions) / len(predictions), 4)


def reliability(predictions: list[Prediction]) -> list[tuple[float, float, int]]:
    """(mean predicted White chance, share of points White won, positions) by decile of the
    prediction."""
    ordered = sorted(predictions)
    table = []
    for d in range(10):
        part = ordered[len(ordered) * d // 10 : len(ordered) * (d + 1) // 10]
        if part:
            mean = sum(p for p, _ in part) / len(part)
            won = sum(y for _, y in part) / len(part)
            table.append((round(mean, 3), round(won, 3), len(part)))
    return table


def old_chance(white_score: float) -> float:
    """The curve before the fit: White's chance from White's score, 5.1 pieces per logit."""
    return _sigmoid(white_score / OLD_PIECES_PER_LOGIT)


def placement_predictions(
    games: list[Record], ply: int, engine: Engine
) -> tuple[list[Prediction], list[Prediction]]:
    """White's chance before ``ply`` (an index of the positions, in the placement) as the
    review gives it (the best board's chance) and as the old review did (the placement
    search's score on the old curve)."""
    fitted, old = [], []
    for g in games:
        position, move = g.positions[ply], g.moves[ply]
        before = placement_verdicts(position, move)[0]
        fitted.append((before.white_chance(), points_of(g)))
        report = list(engine.run(position, Goal.PLAY, Limits(nodes=nodes_for(SECONDS))))[-1]
        white = report.score / 100 if position.turn is Color.WHITE else -report.score / 100
        old.append((old_chance(white), points_of(g)))
    return fitted, old


def movement_predictions(
    rows: list[Row], model: ChanceModel, games: dict[str, Record]
) -> tuple[list[Prediction], list[Prediction]]:
    fitted, old = [], []
    for r in rows:
        if r.proven is not None:
            fitted.append((r.proven, r.points))
            old.append((r.proven, r.points))
            continue
        assert r.score is not None
        situation = Situation.of(games[r.game].positions[r.ply])
        fitted.append((model.white_chance(situation, r.score), r.points))
        old.append((old_chance(r.score), r.points))
    return fitted, old


def report(test: list[Row], model: ChanceModel, games: dict[str, Record]) -> dict[str, Any]:
    held = sorted({r.game for r in test})
    tested = [games[name] for name in held]
    engine = Engine()
    parts = {
        "before ply 35 (placement)": placement_predictions(tested, PLY_35, engine),
        "before ply 49 (the last placement)": placement_predictions(tested, LAST_PLACEMENT, engine),
        "before ply 50 (the end of the placement)": movement_predictions(
            [r for r in test if r.ply == FIRST_MOVE], model, games
        ),
        "movement phase": movement_predictions(test, model, games),
    }
    return {
        name: {
            "positions": len(fitted),
            "brier_fitted": brier(fitted),
            "brier_old": brier(old),
            "reliability_fitted": reliability(fitted),
            "reliability_old": reliability(old),
        }
        for name, (fitted, old) in parts.items()
    }


def fit(rows: list[Row], games: dict[str, Record]) -> ChanceModel:
    fitting = [g for g in games.values() if not held_out(g.name)]
    curves, priors = placement_curves(fitting)
    movement_prior = fit_movement_prior(fitting)
    return ChanceModel(
        tuple(curves),
        tuple(movement_curves(rows, movement_prior, games)),
        tuple(priors),
        movement_prior,
        fingerprint(),
    )


def model_json(model: ChanceModel, rows: list[Row]) -> dict[str, Any]:
    def curve(c: Curve) -> list[float]:
        return [c.key, c.a, c.b, c.c, c.d]

    def prior(p: Prior) -> dict[str, Any]:
        return {"mean": p.mean, "scale": p.scale, "weights": p.weights}

    searched = len({r.game for r in rows})
    return {
        "fingerprint": model.fingerprint,
        "fitted_on": (
            f"the Boardspace corpus minus its held-out part; the movement curves on {len(rows)} "
            f"positions of {searched} games searched at {SECONDS} s"
        ),
        "placement_curves": [curve(c) for c in model.placement_curves],
        "movement_curves": [curve(c) for c in model.movement_curves],
        "priors": {
            "placement": [prior(p) for p in model.placement_priors],
            "movement": prior(model.movement_prior),
        },
    }


PLOT_COLOURS = ("#1f6fb4", "#d2691e", "#2e8b57", "#8b008b")


def reliability_svg(tables: dict[str, list[tuple[float, float, int]]]) -> str:
    """A reliability plot as SVG: the mean chance predicted (across) against the share of
    points White won (up), a point per decile and a line per moment; the diagonal is perfect."""
    size, pad = 360, 48

    def x(v: float) -> float:
        return pad + v * size

    def y(v: float) -> float:
        return pad + (1 - v) * size

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size + 2 * pad + 330}" '
        f'height="{size + 2 * pad}" font-family="sans-serif" font-size="12">',
        f'<rect x="{pad}" y="{pad}" width="{size}" height="{size}" fill="none" stroke="#888"/>',
        f'<line x1="{x(0)}" y1="{y(0)}" x2="{x(1)}" y2="{y(1)}" stroke="#bbb" '
        'stroke-dasharray="4 4"/>',
        f'<text x="{pad + size / 2}" y="{size + pad + 34}" text-anchor="middle">'
        "White's chance predicted (mean of a tenth of the games)</text>",
        f'<text x="14" y="{pad + size / 2}" text-anchor="middle" '
        f'transform="rotate(-90 14 {pad + size / 2})">share of points White won</text>',
    ]
    for tick in (0.0, 0.25, 0.5, 0.75, 1.0):
        parts.append(
            f'<text x="{x(tick)}" y="{size + pad + 16}" text-anchor="middle">{tick}</text>'
        )
        parts.append(f'<text x="{pad - 6}" y="{y(tick) + 4}" text-anchor="end">{tick}</text>')
    for i, (name, table) in enumerate(tables.items()):
        colour = PLOT_COLOURS[i % len(PLOT_COLOURS)]
        points = " ".join(f"{x(p):.1f},{y(w):.1f}" for p, w, _ in table)
        parts.append(f'<polyline points="{points}" fill="none" stroke="{colour}"/>')
        parts += [
            f'<circle cx="{x(p):.1f}" cy="{y(w):.1f}" r="3" fill="{colour}"/>' for p, w, _ in table
        ]
        top = pad + 14 + 18 * i
        parts.append(f'<text x="{size + pad + 14}" y="{top}" fill="{colour}">{name}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("collect")
    p.add_argument("--games", type=int, default=700)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--seconds", type=float, default=SECONDS)
    p.add_argument("--held-out", action="store_true")
    p.add_argument("--out", type=Path, required=True)
    p = commands.add_parser("fit")
    p.add_argument("rows", type=Path)
    p.add_argument("--test", type=Path)
    p.add_argument("--write", action="store_true", help=f"write {MODEL.name}")
    p.add_argument("--plot", type=Path, help="with --test: write the reliability plot (SVG)")
    args = parser.parse_args()
    if args.command == "collect":
        collect(args.games, args.jobs, args.seconds, args.held_out, args.out)
        return
    rows = read_rows(args.rows)
    games = {Path(g.name).name: g for g in read_corpus(finished_only=True)}
    model = fit(rows, games)
    data = model_json(model, rows)
    if args.write:
        MODEL.write_text(json.dumps(data, indent=1) + "\n")
    if args.test is not None:
        data["held_out"] = report(read_rows(args.test), model, games)
        if args.plot is not None:
            tables = {
                f"{name}: fitted": part["reliability_fitted"]
                for name, part in data["held_out"].items()
                if name != "movement phase"
            }
            old = data["held_out"]["before ply 50 (the end of the placement)"]["reliability_old"]
            tables["before ply 50: the old curve"] = old
            args.plot.write_text(reliability_svg(tables))
    print(json.dumps(data, indent=1))


if __name__ == "__main__":
    main()
