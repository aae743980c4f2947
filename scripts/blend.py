"""Self-play step of the tuning: mix the data fit with the reference weights, keep the best.

    python -m scripts.blend [--games 100] [--depth 3] [--alphas 0.25,0.5,0.75] [--write]

The weights fitted on real games (scripts/tune.py, stored as ``fitted``) predict results
well but a search exploits their blind spots; the reference weights (``champion2011``) were
shaped by play.  Each mixture α·fitted + (1 − α)·reference (reference scaled to hundredths of
a piece) plays ``--games`` colour-swapped games at a fixed depth against the reference; the
best mixture is stored as ``blend`` with ``--write`` (the ``default`` set, the levels' own, is
chosen by matches at the clock: docs/ai-experiments.md, E43).
"""

from __future__ import annotations

import argparse
import json

from engine.ai.match import MatchSpec, run_match, summarise_match
from engine.ai.weights import load_weights
from scripts.corpus import ROOT

WEIGHTS_FILE = ROOT / "engine/data/ai_weights.json"


def mixture(table: dict[str, dict[str, object]], alpha: float) -> dict[str, object]:
    fitted = table["fitted"]
    reference = table["champion2011"]
    scale = reference.get("scale", 1.0)
    assert isinstance(scale, int | float), "a weight set's scale is a number"
    ref_scale = float(scale)
    mixed: dict[str, object] = {"scale": 1}
    for part in ("early", "late"):
        a = fitted[part]
        b = reference[part]
        assert isinstance(a, dict) and isinstance(b, dict)
        mixed[part] = {
            name: round(alpha * a.get(name, 0.0) + (1 - alpha) * b.get(name, 0.0) / ref_scale, 3)
            for name in sorted(set(a) | set(b))
        }
    tempo = fitted.get("tempo", 0.0)
    assert isinstance(tempo, int | float)
    mixed["tempo"] = round(alpha * tempo, 1)
    mixed["fitted"] = f"{alpha:g} × fitted + {1 - alpha:g} × champion2011 (scripts/blend.py)"
    return mixed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--depth", type=int, default=3)
    parser.add_argument("--alphas", default="0.25,0.5,0.75")
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    table = json.loads(WEIGHTS_FILE.read_text())
    results = []
    for alpha in (float(a) for a in args.alphas.split(",")):
        name = f"mix{alpha:g}"
        table[name] = mixture(table, alpha)
        WEIGHTS_FILE.write_text(json.dumps(table, indent=2, ensure_ascii=False) + "\n")
        load_weights.cache_clear()
        spec = MatchSpec(
            f"depth{args.depth}:{name}", f"depth{args.depth}:champion2011", args.games, args.seed
        )
        summary = summarise_match([r.a_points for r in run_match(spec)])
        print(f"alpha {alpha:g}: {summary.describe()}", flush=True)
        results.append((summary.score, alpha, name))
    best_score, best_alpha, best_name = max(results)
    print(f"best: alpha {best_alpha:g} ({100 * best_score:.1f} %)")
    for _, _, name in results:
        if name != best_name or args.write:
            table.pop(name, None)
    if args.write:
        table["blend"] = mixture(table, best_alpha)
    WEIGHTS_FILE.write_text(json.dumps(table, indent=2, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
