"""The game rating's model, fitted on real games, and its check on held-out ones.

    python -m scripts.game_losses --part fit --cap 10 --pooled 80   # 932 games, once
    python -m scripts.game_losses --part held-out --cap 12          # 582 games, once
    python -m scripts.game_rating_fit [--no-write] [--seconds 0.2]

Reads the per-move losses ``scripts.game_losses`` keeps:

1. Fit, on the corpus's fit part (``scripts.split``): the chance of each loss bin of an
   unforced movement move, a multinomial logit linear in the player's rating on the human
   scale (maximum likelihood, Newton steps), over every person's side (registered players by
   their own rating, guests and first-ten-games players by their group's).
2. The dispersion: the smallest divisor of the log-likelihood (in steps of 0.05) whose 95 %
   intervals, with the scale's prior N(1400, 350²), hold the real rating of at least 95 % of
   the fit part's sides of registered players rated within ±``SURE`` (95 %).
3. The check, on the held-out part, beside the estimator the app had before (the mean capped
   loss through the scale's fit, ``rating = a + b·ln(loss)``, with the 95 % range of the mean):
   the Pearson correlation of each game's estimate with the player's real rating, of each
   player's mean estimate (players with at least ``PLAYER_GAMES`` games) with it, the share of
   the intervals that hold the real rating, their median half-width, and the share of games
   that get a rating under the ±250 rule.

Writes ``engine/data/game_rating.json`` (read by ``engine.ai.game_rating``) and prints the
figures as the table in docs/review.md.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
from collections.abc import Callable, Sequence

from engine.ai.game_rating import HALF_WIDTH, Estimate, GameModel, bin_counts, parse_model
from engine.ai.human_scale import LOSS_CAP, human_scale
from scripts.corpus import ROOT
from scripts.game_losses import Side, chosen, corpus, is_own, sides
from scripts.human_scale import BOTS, PRIOR_MEAN, PRIOR_SD

DATA = ROOT / "engine/data/game_rating.json"
EDGES = (0.0, 1.0, 2.0, 4.0, 7.0)  # the loss bins: the best move, ≤ 1 piece, … , over 7
CENTRE, UNIT = 1500.0, 400.0
SURE = 160  # registered players whose rating's 95 % interval is at most this either side
PLAYER_GAMES = 3  # a player's games for the per-player correlation
ENOUGH_MOVES = 15  # the old estimator's least number of moves


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """x with matrix · x = vector (Gauss–Jordan with partial pivoting)."""
    n = len(vector)
    rows = [[*row, vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col and rows[r][col]:
                factor = rows[r][col] / rows[col][col]
                for k in range(col, n + 1):
                    rows[r][k] -= factor * rows[col][k]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def fit_bins(data: list[tuple[float, list[int]]]) -> tuple[list[float], list[float]]:
    """Intercepts and slopes of bins 1… against bin 0 by maximum likelihood over (x, counts)."""
    bins = len(EDGES)
    a, b = [0.0] * bins, [0.0] * bins
    for _ in range(50):
        size = 2 * bins
        gradient = [0.0] * size
        hessian = [[0.0] * size for _ in range(size)]
        for x, counts in data:
            n = sum(counts)
            logits = [0.0] + [ak + bk * x for ak, bk in zip(a, b, strict=True)]
            top = max(logits)
            weights = [math.exp(v - top) for v in logits]
            p = [w / sum(weights) for w in weights]
            for j in range(1, bins + 1):
                residual = counts[j] - n * p[j]
                gradient[j - 1] += residual
                gradient[bins + j - 1] += residual * x
                for k in range(1, bins + 1):
                    c = n * ((p[j] if j == k else 0.0) - p[j] * p[k])
                    hessian[j - 1][k - 1] += c
                    hessian[j - 1][bins + k - 1] += c * x
                    hessian[bins + j - 1][k - 1] += c * x
                    hessian[bins + j - 1][bins + k - 1] += c * x * x
        step = solve(hessian, gradient)
        a = [v + step[i] for i, v in enumerate(a)]
        b = [v + step[bins + i] for i, v in enumerate(b)]
        if max(abs(v) for v in step) < 1e-9:
            break
    return a, b


def model_of(a: list[float], b: list[float], dispersion: float, seconds: float) -> GameModel:
    return GameModel(
        EDGES, tuple(a), tuple(b), CENTRE, UNIT, dispersion, PRIOR_MEAN, PRIOR_SD, seconds
    )


def sure(side: Side) -> bool:
    """A registered player's side whose real rating is known within ±SURE."""
    return is_own(side.entity) and 1.96 * side.error <= SURE and bool(side.losses)


def coverage(estimates: Sequence[tuple[float, float, float]], truths: Sequence[float]) -> float:
    held = sum(low <= t <= high for (_, low, high), t in zip(estimates, truths, strict=True))
    return held / len(truths)


def dispersion_for(a: list[float], b: list[float], fitted: list[Side], seconds: float) -> float:
    """The least dispersion whose intervals hold 95 % of the sure sides' real ratings."""
    checked = [s for s in fitted if sure(s)]
    dispersion = 1.0
    while dispersion < 10:
        model = model_of(a, b, dispersion, seconds)
        found = [bounds(model.estimate(s.losses)) for s in checked]
        if coverage(found, [s.rating for s in checked]) >= 0.95:
            break
        dispersion = round(dispersion + 0.05, 2)
    return dispersion


def bounds(estimate: Estimate) -> tuple[float, float, float]:
    return float(estimate.rating), float(estimate.low), float(estimate.high)


def old_estimate(losses: Sequence[float]) -> tuple[float, float, float] | None:
    """The app's estimator before: the mean capped loss through the scale's log fit, with the
    95 % range of the mean (normal), from ``ENOUGH_MOVES`` moves on."""
    if len(losses) < ENOUGH_MOVES:
        return None
    capped = [min(LOSS_CAP, max(0.0, loss)) for loss in losses]
    mean = statistics.fmean(capped)
    half = 1.96 * statistics.stdev(capped) / math.sqrt(len(capped))
    scale = human_scale()

    def rounded(value: float) -> float:  # as the app showed it
        return 50.0 * round(value / 50)

    return (
        rounded(scale.rating_of(mean)),
        rounded(scale.rating_of(mean + half)),
        rounded(scale.rating_of(mean - half)),
    )


def pearson(xs: Sequence[float], ys: Sequence[float]) -> float:
    """Pearson's r (nan under three points)."""
    return statistics.correlation(list(xs), list(ys)) if len(xs) >= 3 else math.nan


def check(
    name: str,
    estimator: Callable[[Sequence[float]], tuple[float, float, float] | None],
    held: list[Side],
) -> dict[str, object]:
    """The figures of one estimator on the held-out sure sides it rates."""
    rated = [(s, e) for s in held if (e := estimator(s.losses)) is not None]
    if not rated:
        return {"estimator": name, "sides": 0}
    truths = [s.rating for s, _ in rated]
    per_player: dict[str, list[float]] = {}
    for s, (estimate, _, _) in rated:
        per_player.setdefault(s.entity, []).append(estimate)
    players = {p: v for p, v in per_player.items() if len(v) >= PLAYER_GAMES}
    real = {s.entity: s.rating for s, _ in rated}
    widths = [max(e[0] - e[1], e[2] - e[0]) for _, e in rated]
    return {
        "estimator": name,
        "sides": len(rated),
        "game_r": round(pearson([e[0] for _, e in rated], truths), 3),
        "players": len(players),
        "player_r": round(
            pearson([statistics.fmean(v) for v in players.values()], [real[p] for p in players]),
            3,
        ),
        "coverage": round(coverage([e for _, e in rated], truths), 3),
        "median_half_width": round(statistics.median(widths)),
        "rated_250": round(sum(w <= HALF_WIDTH for w in widths) / len(widths), 3),
    }


def pooled_check(model: GameModel, held: list[Side]) -> dict[str, object]:
    """One estimate per player from all their held-out games' moves together."""
    moves: dict[str, list[float]] = {}
    games: dict[str, int] = {}
    for s in held:
        moves.setdefault(s.entity, []).extend(s.losses)
        games[s.entity] = games.get(s.entity, 0) + 1
    players = [p for p in moves if games[p] >= PLAYER_GAMES]
    if len(players) < 3:
        return {"estimator": "new, a player's games together", "players": len(players)}
    real = {s.entity: s.rating for s in held}
    found = {p: model.estimate(moves[p]) for p in players}
    widths = [found[p].half_width for p in players]
    return {
        "estimator": "new, a player's games together",
        "players": len(players),
        "games": statistics.median(games[p] for p in players),
        "moves": statistics.median(len(moves[p]) for p in players),
        "player_r": round(
            pearson([found[p].rating for p in players], [real[p] for p in players]), 3
        ),
        "coverage": round(
            coverage([bounds(found[p]) for p in players], [real[p] for p in players]), 3
        ),
        "median_half_width": round(statistics.median(widths)),
        "rated_250": round(sum(w <= HALF_WIDTH for w in widths) / len(widths), 3),
    }


def floor_check(every: list[Side]) -> dict[str, object]:
    """Games won against a Boardspace robot without a flagged move: how often the winner's
    real rating is at least the robot's, and how often the estimator before rated such a game
    below the robot."""
    clean = [s for s in every if s.won and not s.flagged and s.opponent in BOTS and sure(s)]
    if not clean:
        return {"clean_wins_against_robots": 0}
    old = [(s, e) for s in clean if (e := old_estimate(s.losses)) is not None]
    return {
        "clean_wins_against_robots": len(clean),
        "players": len({s.entity for s in clean}),
        "real_at_least_robot": round(
            sum(s.rating >= s.opponent_rating for s in clean) / len(clean), 3
        ),
        "before_rated_below_robot": round(
            sum(e[0] < s.opponent_rating for s, e in old) / max(1, len(old)), 3
        ),
        "before_rated": len(old),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=0.2)
    parser.add_argument("--cap", type=int, default=10, help="as game_losses --part fit")
    parser.add_argument("--pooled", type=int, default=80, help="as game_losses --part fit")
    parser.add_argument("--held-cap", type=int, default=12, help="as game_losses --part held-out")
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args()
    games, ratings = corpus()
    fitted = list(sides(chosen(games, "fit", args.cap, args.pooled), ratings, args.seconds))
    fitted = [s for s in fitted if s.losses]
    a, b = fit_bins([((s.rating - CENTRE) / UNIT, bin_counts(EDGES, s.losses)) for s in fitted])
    dispersion = dispersion_for(a, b, fitted, args.seconds)
    model = model_of(a, b, dispersion, args.seconds)
    print(
        f"fitted on {len(fitted)} sides ({sum(len(s.losses) for s in fitted)} moves, "
        f"{len({s.game for s in fitted})} games), dispersion {dispersion}"
    )
    for rating in (1100, 1300, 1500, 1700, 1900, 2100):
        chances = [math.exp(c) for c in model.log_chances(rating)]
        print(f"  {rating}: " + " ".join(f"{c:.3f}" for c in chances))
    if not args.no_write:
        write(model, len(fitted))
    held = list(sides(chosen(games, "held-out", args.held_cap, 0), ratings, args.seconds))
    held = [s for s in held if sure(s)]
    long = [s for s in held if len(s.losses) >= ENOUGH_MOVES]
    figures = [
        check("before (mean loss)", old_estimate, long),
        check("new, games of 15+ moves", lambda x: bounds(model.estimate(x)), long),
        check("new, every game", lambda x: bounds(model.estimate(x)), held),
    ]
    figures.append(pooled_check(model, held))
    figures.append(floor_check(held))
    print(f"held out: {len(held)} sides of {len({s.entity for s in held})} players")
    for row in figures:
        print(json.dumps(row, ensure_ascii=False))
    print(f"load average {os.getloadavg()[0]:.1f}")
    return 0


def write(model: GameModel, count: int) -> None:
    data = {
        "comment": "Written by scripts/game_rating_fit.py: the chance of each loss bin of an "
        "unforced movement move (bin k: loss ≤ edges[k]; the last, more) is a multinomial "
        "logit against bin 0, intercepts + slopes · (rating − centre) / unit, fitted on "
        f"{count} sides of the corpus's fit part reviewed at the seconds per move below.",
        "edges": list(model.edges),
        "intercepts": [round(v, 4) for v in model.intercepts],
        "slopes": [round(v, 4) for v in model.slopes],
        "centre": model.centre,
        "unit": model.unit,
        "dispersion": model.dispersion,
        "prior_mean": model.prior_mean,
        "prior_sd": model.prior_sd,
        "seconds": model.seconds,
    }
    text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
    parse_model(text)
    DATA.write_text(text, "utf-8")
    print(f"written to {DATA}")


if __name__ == "__main__":
    raise SystemExit(main())
