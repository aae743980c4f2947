"""Which placement features predict the winner in real games: a logistic fit at the end of
the placement phase.

    python -m scripts.placement_fit [--games N]

For every finished game of the Boardspace corpus (draws left out), the placement evaluation's
features (engine.core.PLACEMENT_FEATURES without the rim rule, White's minus Black's, each
read from the core as the evaluation with that one weight set to 1) after the 49th
placement; a logistic regression of White's result on them (scripts.tune's fit) on 80 % of
the games, and how often its sign, and the reference's placement score, agree with the result
on the other 20 %.  docs/ai.md ("Session 6") has the figures and what came of them.
"""

from __future__ import annotations

import argparse
import random

from engine import core
from engine.ai.weights import REFERENCE_PLACEMENT
from engine.position import PLACEMENTS, Color
from scripts.corpus import read_corpus, winner
from scripts.tune import Sample, fit_logistic

PER_PIECE = core.PLACEMENT_FEATURES[:6]  # distance … rim; the rim rule is not linear


def features(codes: bytes) -> list[float]:
    """White's minus Black's sum of each per-piece feature."""
    rows = []
    for index in range(len(PER_PIECE)):
        unit = [0] * len(core.PLACEMENT_FEATURES)
        unit[index] = 1
        rows.append(float(core.placement_value(codes, int(Color.WHITE), unit)))
    return rows


def agreement(data: list[Sample], score: list[float]) -> float:
    right = sum(
        1
        for (_, points, _, _), value in zip(data, score, strict=True)
        if (value > 0) == (points > 0.5)
    )
    return 100 * right / len(data)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None, help="at most this many games")
    args = parser.parse_args()
    data: list[Sample] = []
    reference: list[float] = []
    for record in read_corpus(limit=args.games, finished_only=True):
        won = winner(record)
        if won is None or len(record.positions) <= PLACEMENTS:
            continue
        codes = record.positions[PLACEMENTS].codes
        data.append(([*features(codes), 1.0], 1.0 if won is Color.WHITE else 0.0, 0.0, 0))
        reference.append(float(core.placement_value(codes, int(Color.WHITE), REFERENCE_PLACEMENT)))
    order = list(range(len(data)))
    random.Random(0).shuffle(order)
    cut = len(order) * 4 // 5
    train, test = [data[i] for i in order[:cut]], [data[i] for i in order[cut:]]
    beta = fit_logistic(train, ridge=1e-3, rounds=8)
    print(f"{len(data)} finished games, {len(test)} held out")
    for name, weight in zip((*PER_PIECE, "constant"), beta, strict=True):
        print(f"  {name:<9} {weight:+.4f}  ({weight / -beta[0]:+.2f} per step of distance)")
    fitted = [sum(b * x for b, x in zip(beta, row, strict=True)) for row, *_ in test]
    print(
        f"sign agrees with the result: fit {agreement(test, fitted):.1f} %, "
        f"reference {agreement(test, [reference[i] for i in order[cut:]]):.1f} %"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
