"""The review's winning-chance curve for the evaluation the search uses (``default``).

``scripts/tune.py`` fits the result of real games on the evaluation features and turns the
log-odds into pieces (4.2 pieces per logit for its ``fitted`` set).  The search plays with the
``default`` weights, a blend of ``fitted`` and ``champion2011``, so this script checks the
curve on them: the same real games and positions as tune.py (every ``--every``-th movement
position of games played to the end), the default evaluation of each, side to move's view,
and a one-parameter logistic fit  P(points) = 1 / (1 + exp(−score / s))  by Newton's method.
It prints s in pieces per logit, with the log loss of s and of 4.2 for comparison.
"""

from __future__ import annotations

import argparse
import math
import random
import sys

from engine import core
from engine.ai.scores import piece_margin
from engine.ai.weights import load_weights
from scripts.corpus import DEFAULT_ARCHIVE, cached_games
from scripts.tune import replay


def log_loss(data: list[tuple[float, float]], pieces_per_logit: float) -> float:
    total = 0.0
    for score, points in data:
        p = 1 / (1 + math.exp(-max(-30.0, min(30.0, score / pieces_per_logit))))
        total -= points * math.log(max(p, 1e-12)) + (1 - points) * math.log(max(1 - p, 1e-12))
    return total / len(data)


def fit(data: list[tuple[float, float]], rounds: int = 12) -> float:
    """The slope k of P = σ(k · score) by Newton's method; returns 1 / k (pieces per logit)."""
    k = 0.2
    for _ in range(rounds):
        gradient = hessian = 0.0
        for score, points in data:
            p = 1 / (1 + math.exp(-max(-30.0, min(30.0, k * score))))
            gradient += (points - p) * score
            hessian += p * (1 - p) * score * score
        k += gradient / hessian
    return 1 / k


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--every", type=int, default=3, help="use every N-th position")
    parser.add_argument("--games", type=int, default=2000, help="at most N real games (0: all)")
    args = parser.parse_args()
    rng = random.Random(2011)
    games = [moves for _, finished, moves in cached_games(DEFAULT_ARCHIVE) if finished]
    rng.shuffle(games)
    if args.games:
        games = games[: args.games]
    weights = load_weights("default")
    flat = weights.flat()
    data: list[tuple[float, float]] = []
    for moves in games:
        line = replay(moves)
        margin = piece_margin(line[-1][0])
        white_points = 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
        for codes, side, _ in line[rng.randrange(args.every) : -1 : args.every]:
            score, final_position = core.evaluate(codes, side, flat)
            if final_position:
                continue
            points = white_points if side == 0 else 1.0 - white_points
            data.append((score / weights.unit / 100, points))
    scale = fit(data)
    print(f"{len(games)} games, {len(data)} positions")
    print(
        f"default evaluation: {scale:.2f} pieces per logit (log loss {log_loss(data, scale):.4f})"
    )
    print(f"tune.py's 4.2 pieces per logit on the same data: log loss {log_loss(data, 4.2):.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
