"""The solve bar: how often does ``solve`` prove every legal move, N plies before the end?

    python -m scripts.solve_bar [--plies 12] [--seconds 1] [--games 100] [--offset 0]
                                [--check POSITIONS] [--rate NODES]

Positions are taken ``--plies`` moves before the end of real games played to the end, from the
held-out part of the corpus (``scripts.split``), in the order of their names' hashes (so runs
are reproducible; ``--offset`` skips that many games).  Each is solved as the shell's
``solve time=SECONDS`` solves it, with one engine kept from position to position (as a shell
keeps it).  A position counts when every legal move's result is proven (win, draw or loss;
the margin is counted apart), and its time is the whole ``solve``.

``--rate`` counts the seconds in nodes searched (``solve``'s ``rate``), NODES a second, so that
a run gives the same figures on any machine at any load (measure the machine's rate, the
nodes a solve of the whole time searched over its seconds, with the load, to compare).

``--check`` holds every proven result against the exhaustive solver of the tests (on the
reference rules, ``tests/engine/exhaustive.py``): the position after each proven move is
searched with null windows around the result claimed, within POSITIONS positions searched per
move; a move it cannot finish within them is counted as unchecked, and any disagreement is
printed and counted.  The exhaustive solver is slow: 12 plies before the end, even 200,000
positions a move take minutes per position and most moves stay unchecked; 6 plies before the
end (``--plies 6 --check 20000``, about 17 minutes) most are checked: 566 right, 0 wrong,
265 unchecked.

Figures (one thread; docs/ai.md, "The solve bar", has the table and what fails): 85 / 100 at
12 plies in 1 s, 59 / 100 at 16 plies in 3 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from engine.ai import Engine
from engine.assessment import MoverResult
from engine.position import Color, Position
from engine.review.solve import MoveSolution, solve
from scripts.corpus import read_corpus
from scripts.split import held_out, name_hash


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plies", type=int, default=12)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--offset", type=int, default=0)
    parser.add_argument("--check", type=int, default=0, metavar="POSITIONS")
    parser.add_argument("--rate", type=float, default=None, metavar="NODES")
    args = parser.parse_args()
    games = [
        record
        for record in read_corpus(finished_only=True)
        if held_out(record.name) and len(record.moves) > args.plies + 49
    ]
    games.sort(key=lambda record: name_hash(record.name))
    engine = Engine()
    solve(games[0].positions[0], 0.01, engine)  # the tables' first touch, not timed
    tried = proven = exact = checked = unchecked = wrong = 0
    seconds: list[float] = []
    for record in games[args.offset : args.offset + args.games]:
        position = record.positions[-1 - args.plies]
        began = time.monotonic()
        solutions = solve(position, args.seconds, engine, rate=args.rate)
        elapsed = time.monotonic() - began
        tried += 1
        every = all(s.result is not None for s in solutions)
        proven += every
        exact += every and all(s.margin is not None for s in solutions)
        seconds.append(elapsed)
        found = sum(s.result is not None for s in solutions)
        nodes = engine.searcher.nodes
        line = f"{record.name}: {found}/{len(solutions)} proven, {elapsed:.2f} s, {nodes} nodes"
        if args.check:
            good, bad, left = check(position, solutions, args.check)
            checked, wrong, unchecked = checked + good, wrong + len(bad), unchecked + left
            line += f", checked {good}, unchecked {left}" + "".join(f", WRONG {b}" for b in bad)
        print(line, flush=True)
    print(
        f"{args.plies} plies before the end, {args.seconds:g} s: every move proven in "
        f"{proven}/{tried} ({100 * proven / max(1, tried):.0f} %), every margin too in {exact}; "
        f"time median {statistics.median(seconds):.2f} s, most {max(seconds):.2f} s; "
        f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )
    if args.check:
        print(
            f"exhaustive check: {checked} proven results agree, {wrong} wrong, "
            f"{unchecked} unchecked"
        )
    return 1 if wrong else 0


def check(
    position: Position, solutions: tuple[MoveSolution, ...], budget: int
) -> tuple[int, list[str], int]:
    """(agreeing, wrong lines, unchecked) of the proven solutions, by the exhaustive solver."""
    from tests.engine import reference
    from tests.engine.exhaustive import Exhaustive, TooLarge
    from tests.engine.positions import stacks_dict

    stacks = stacks_dict(position)
    mover = "W" if position.turn is Color.WHITE else "B"
    other = reference.other(mover)
    good, bad, left = 0, [], 0
    solver = Exhaustive(budget)  # one table for the position: the moves' lines meet
    for solution in solutions:
        if solution.result is None:
            continue
        solver.searched = 0
        child = solver.after(stacks, str(solution.move))
        try:
            # the opponent's margin after the move is minus the mover's
            if solution.margin is not None:
                right = solver.at_least(child, other, -solution.margin) and not solver.at_least(
                    child, other, 1 - solution.margin
                )
            elif solution.result is MoverResult.WIN:
                right = not solver.at_least(child, other, 0)
            else:
                right = solver.at_least(child, other, 1)
        except TooLarge:
            left += 1
            continue
        if right:
            good += 1
        else:
            bad.append(str(solution))
    return good, bad, left


if __name__ == "__main__":
    raise SystemExit(main())
