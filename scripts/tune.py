"""Tune the evaluation weights on real games (and optionally self-play games).

Logistic regression of the game's result on the evaluation features of every ``--every``-th
movement position (features tapered between the full board and the late game, plus the
side to move), fitted by iteratively reweighted least squares.  The log-odds are then turned
into hundredths of a piece by a least-squares fit of the final margin, so that the evaluation
reads as an expected margin.  ``--write`` stores the result as the ``fitted`` weight set in
engine/data/ai_weights.json; without it the weights are only printed.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time

from engine import core
from engine.ai.scores import piece_margin
from engine.ai.weights import SPAN, taper
from engine.board import CELLS, Cell
from engine.core import FEATURES
from engine.moves import Move
from engine.position import placement_piece, stack_code
from scripts.corpus import DEFAULT_ARCHIVE, ROOT, cached_games

WEIGHTS_FILE = ROOT / "engine/data/ai_weights.json"
Sample = tuple[list[float], float, float, int]  # inputs, White's points, White's margin, ply


def replay(moves: list[str]) -> list[tuple[bytes, int, int]]:
    """(board codes, side to move, movement ply) for every movement position of a game."""
    cells = [0] * len(CELLS)
    for number, text in enumerate(moves[:49]):
        cells[Cell.parse(text)] = stack_code(placement_piece(number)[1])
    codes = bytes(cells)
    side = 0
    out = []
    for ply, text in enumerate(moves[49:]):
        out.append((codes, side, ply))
        move = Move.parse(text)
        if not move.is_pass:
            codes, _ = core.play(codes, side, core.from_move(move))
        side = 1 - side
    out.append((codes, side, len(moves) - 49))
    return out


def inputs(codes: bytes, side: int) -> list[float]:
    """The regression inputs: early- and late-weighted features (White's minus Black's),
    then the side to move."""
    white, black = core.features(codes, 0), core.features(codes, 1)
    diffs = [w - b for w, b in zip(white, black, strict=True)]
    early = taper(sum(1 for code in codes if code)) / SPAN
    row = [d * early for d in diffs] + [d * (1 - early) for d in diffs]
    row.append(1.0 if side == 0 else -1.0)
    return row


def samples(games: list[list[str]], every: int, rng: random.Random) -> list[Sample]:
    data = []
    for moves in games:
        line = replay(moves)
        margin = piece_margin(line[-1][0])
        points = 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
        offset = rng.randrange(every)
        for codes, side, ply in line[offset:-1:every]:
            data.append((inputs(codes, side), points, float(margin), ply))
    return data


def solve_linear(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the systems here are 23 × 23)."""
    n = len(vector)
    a = [[*row, vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(col + 1, n):
            factor = a[r][col] / a[col][col]
            if factor:
                for c in range(col, n + 1):
                    a[r][c] -= factor * a[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (a[r][n] - sum(a[r][c] * x[c] for c in range(r + 1, n))) / a[r][r]
    return x


def fit_nonnegative(data: list[Sample], ridge: float, rounds: int) -> list[float]:
    """The logistic fit with every feature weight ≥ 0 (the side-to-move bonus is free).

    Unconstrained, correlated features get weights of opposite signs that predict well on
    real games but that a search exploits (it steers into the positions where the weights
    disagree); dropping the most negative feature and refitting until none is left avoids it.
    """
    n = len(data[0][0])
    active = set(range(n))
    while True:
        beta = fit_logistic(data, ridge, rounds, active)
        negative = [i for i in active if beta[i] < 0 and i != n - 1]
        if not negative:
            return beta
        worst = min(negative, key=lambda i: beta[i])
        print(f"  dropping input {worst} (weight {beta[worst]:.4g})", flush=True)
        active.discard(worst)


def fit_logistic(
    data: list[Sample], ridge: float, rounds: int, active: set[int] | None = None
) -> list[float]:
    n = len(data[0][0])
    keep = sorted(active) if active is not None else list(range(n))
    scale = [
        max(1e-9, math.sqrt(sum(row[i] ** 2 for row, *_ in data) / len(data))) for i in range(n)
    ]
    rows = [[row[i] / scale[i] if i in keep else 0.0 for i in range(n)] for row, *_ in data]
    beta = [0.0] * n
    for round_number in range(rounds):
        hessian = [[ridge if i == j else 0.0 for j in range(n)] for i in range(n)]
        gradient = [-ridge * b for b in beta]
        loss = 0.0
        for row, (_, points, _, _) in zip(rows, data, strict=True):
            z = sum(b * x for b, x in zip(beta, row, strict=True))
            p = 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))
            loss -= points * math.log(max(p, 1e-12)) + (1 - points) * math.log(max(1 - p, 1e-12))
            weight = p * (1 - p)
            error = points - p
            for i in range(n):
                xi = row[i]
                if xi:
                    gradient[i] += error * xi
                    wxi = weight * xi
                    hrow = hessian[i]
                    for j in range(i + 1):
                        hrow[j] += wxi * row[j]
        for i in range(n):
            for j in range(i):
                hessian[j][i] = hessian[i][j]
        step = solve_linear(hessian, gradient)
        beta = [b + s for b, s in zip(beta, step, strict=True)]
        print(f"  round {round_number + 1}: log loss {loss / len(data):.4f}", flush=True)
    return [b / s for b, s in zip(beta, scale, strict=True)]


def report(data: list[Sample], beta: list[float], label: str) -> None:
    for plies in (10, 20):
        chosen = [(row, points) for row, points, _, ply in data if abs(ply - plies) <= 1]
        agree = sum(
            1
            for row, points in chosen
            if points != 0.5
            and (sum(b * x for b, x in zip(beta, row, strict=True)) > 0) == (points > 0.5)
        )
        decided = sum(1 for _, points in chosen if points != 0.5)
        print(
            f"  {label}: sign agrees with the result at movement ply {plies}±1: "
            f"{100 * agree / max(1, decided):.1f} % of {decided}"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--every", type=int, default=3, help="use every N-th position")
    parser.add_argument("--games", type=int, default=0, help="at most N real games (0: all)")
    parser.add_argument("--ridge", type=float, default=1.0)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--signed", action="store_true", help="allow negative weights")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    rng = random.Random(2011)
    games = [moves for _, finished, moves in _cached_games_default() if finished]
    if args.games:
        games = games[: args.games]
    rng.shuffle(games)
    held_out = games[: len(games) // 10]
    train = games[len(games) // 10 :]
    began = time.monotonic()
    data = samples(train, args.every, rng)
    test = samples(held_out, args.every, rng)
    print(f"{len(train)} games, {len(data)} positions ({time.monotonic() - began:.0f} s)")
    if args.signed:
        beta = fit_logistic(data, args.ridge, args.rounds)
    else:
        beta = fit_nonnegative(data, args.ridge, args.rounds)
    report(test, beta, "held-out games")
    # Log-odds to hundredths of a piece: the final margin regressed on the log-odds.
    z = [sum(b * x for b, x in zip(beta, row, strict=True)) for row, *_ in data]
    margins = [margin for _, _, margin, _ in data]
    pieces = sum(a * m for a, m in zip(z, margins, strict=True)) / sum(a * a for a in z)
    scale = 100 * pieces
    n = len(FEATURES)
    weights = {
        "early": {f: round(beta[i] * scale, 3) for i, f in enumerate(FEATURES)},
        "late": {f: round(beta[n + i] * scale, 3) for i, f in enumerate(FEATURES)},
        "tempo": round(beta[2 * n] * scale, 1),
        "scale": 1,
        "fitted": f"{len(train)} games, every {args.every}th position; "
        f"{pieces:.2f} pieces per logit",
    }
    print(json.dumps(weights, indent=2))
    if args.write:
        table = json.loads(WEIGHTS_FILE.read_text())
        table["fitted"] = weights
        WEIGHTS_FILE.write_text(json.dumps(table, indent=2) + "\n")
        print(f"written to {WEIGHTS_FILE}")
    return 0


def _cached_games_default() -> list[tuple[str, bool, list[str]]]:
    return cached_games(DEFAULT_ARCHIVE)


if __name__ == "__main__":
    sys.exit(main())
