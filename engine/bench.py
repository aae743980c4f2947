"""``dvonn-engine bench``: throughput figures on fixed positions (medians of several runs).

Perft is counted by the search core, the fast implementation (``engine.core.perft``), and once
by the readable rules (``engine.rules.perft``), whose speed the random games and the corpus
replay measure too.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from engine import core, rules
from engine.ai.bench import PHASE_TWO_START, print_search_figures
from engine.errors import DvonnError
from engine.notation import from_codecup
from engine.position import Position

LATE_PLACEMENT = "ADDDCCDCDDDCCDADBDCCDCDCBCCCCCADCCDDBCDCDCDDACCDDD"
# The team's reference corpus, next to a source checkout.
DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "shared/data/boardspace-dvonn-sgf.tar.gz"


def _median_seconds(task: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        task()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def _random_game(seed: int) -> int:
    rng = random.Random(seed)
    position = Position.random_setup(seed)
    plies = 0
    while moves := rules.legal_moves(position):
        position = rules.apply(position, rng.choice(moves)).after
        plies += 1
    return plies


def run_bench(full: bool = False, corpus: str | None = None, runs: int = 3) -> int:
    if corpus is not None and not Path(corpus).is_file():  # a FIFO would block the replay
        print(f"dvonn-engine bench: {corpus} is not a regular file", file=sys.stderr)
        return 2
    if corpus is not None:  # before the benchmarks: a bad archive must not cost their time
        from engine.records.corpus import check_archive

        try:
            check_archive(corpus)
        except DvonnError as error:
            print(f"dvonn-engine bench: {error}", file=sys.stderr)
            return 2
    start = from_codecup(PHASE_TWO_START)
    cases = [("phase-2 start", start, 4), ("late placement", from_codecup(LATE_PLACEMENT), 6)]
    if full:
        cases.append(("phase-2 start", start, 5))
    for label, position, depth in cases:
        leaves = core.perft(position, depth)

        def task(p: Position = position, d: int = depth) -> int:
            return core.perft(p, d)

        _print_perft(f"perft {depth} {label} (search core)", leaves, _median_seconds(task, runs))
    for memoise in (False, True):
        leaves = rules.perft(start, 3, memoise)

        def readable(m: bool = memoise) -> int:
            return rules.perft(start, 3, m)

        table = "with table" if memoise else "plain"
        _print_perft(
            f"perft 3 phase-2 start (readable rules, {table})",
            leaves,
            _median_seconds(readable, runs),
        )
    games = 20
    seconds = _median_seconds(lambda: [_random_game(seed) for seed in range(games)], runs)
    print(f"random games (random setup, full rules API): {games / seconds:.1f} games/s")
    archive = Path(corpus) if corpus else DEFAULT_CORPUS
    if archive.is_file():
        try:
            from engine.records.corpus import replay_archive
        except ImportError:
            print("corpus replay: the records module is not available")
        else:
            started = time.perf_counter()
            count = replay_archive(archive)
            seconds = time.perf_counter() - started
            print(f"corpus replay: {count} games in {seconds:.1f} s, {count / seconds:.0f} games/s")
    else:
        print(f"corpus replay: skipped, {archive} not found")
    print_search_figures()
    return 0


def _print_perft(what: str, leaves: int, seconds: float) -> None:
    print(f"{what}: {leaves} leaves in {seconds:.2f} s, {leaves / seconds / 1e6:.2f} M leaves/s")
