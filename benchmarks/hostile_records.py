"""Reading time of hostile records: each case is one unit repeated up to 1 MiB (or a count).

    python -m benchmarks.hostile_records [--repeat N] [--count N]

Prints, per case, the size and the median reading time over N runs, then the load average.
Reading must stay linear: every case well under 1 s on a loaded 2-core machine.  ``--count``
instead repeats each unit that many times (20,000 for the headers case of issue 15); run it
at two counts to compare (twice the count should take about twice the time).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Callable, Iterator

from engine.errors import DvonnError
from engine.records.files import MAX_RECORD_BYTES, read_record

# (name, prefix, unit for the i-th repetition, suffix)
Case = tuple[str, str, Callable[[int], str], str]
CASES: list[Case] = [
    ("LittleGolem headers", "", lambda i: f"H{i} [v]\n", "1. e3"),
    ("DVN tags", "", lambda i: f'[T{i} "v"]\n', "1. E3"),
    ("DVN comments", "1. E3 ", lambda i: "{c}", ""),
    ("DVN escaped tag value", '[X "', lambda i: "\\a", '"]'),
    ("DVN moves", "", lambda i: "E3 ", ""),
    ("DVN move numbers", "", lambda i: f"{i}. ", ""),
    ("LittleGolem turns", "", lambda i: f"{i + 1}. a1 b1 ", ""),
    ("SGF properties", "(;GM[Dvonn]", lambda i: f"X{i}[v]", ")"),
    ("SGF nodes", "(;GM[Dvonn]", lambda i: f";X{i}[v]", ")"),
    ("SGF empty nodes", "(;", lambda i: ";", ")"),
    ("SGF comments", "(;GM[Dvonn];P0[0 Start P0]", lambda i: ";C[c]", ")"),
    ("SGF values", "(;GM[Dvonn]X", lambda i: "[v]", ")"),
    ("SGF pick-ups", "(;GM[Dvonn];P0[0 Start P0]", lambda i: ";P0[1 pickb A 1]", ")"),
    ("SGF variations", "(;GM[Dvonn]", lambda i: "(;A[b])", ")"),
    (
        "SGF branches of a move",
        "(;GM[Dvonn];P0[0 Start P0]",
        lambda i: "(;P0[1 dropb E 3];P0[2 done])",
        ")",
    ),
    ("DVN side lines", "1. E3 ", lambda i: "(1. C3) ", ""),
    ("DVN nested side lines", "1. E3 ", lambda i: "(1. C3 ", ""),
    ("SGF result text", "(;GM[Dvonn]PW[a]PB[b]RE[", lambda i: "a", "])"),
    ("SGF cell words", "(;GM[Dvonn];P0[0 Start P0];P0[1 dropb ", lambda i: "A ", "])"),
]


def build(case: Case, count: int | None) -> str:
    _, prefix, unit, suffix = case

    def units() -> Iterator[str]:
        size, i = len(prefix) + len(suffix), 0
        while count is None or i < count:
            piece = unit(i)
            size += len(piece)
            if count is None and size > MAX_RECORD_BYTES:
                return
            yield piece
            i += 1

    return prefix + "".join(units()) + suffix


def read_time(text: str) -> tuple[float, str]:
    began = time.perf_counter()
    try:
        read_record(text)
        outcome = "read"
    except DvonnError as error:
        outcome = f"refused: {str(error)[:50]}"
    return time.perf_counter() - began, outcome


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--count", type=int, help="units per case instead of filling 1 MiB")
    args = parser.parse_args()
    for case in CASES:
        text = build(case, args.count)
        times = []
        for _ in range(args.repeat):
            seconds, outcome = read_time(text)
            times.append(seconds)
        print(
            f"{case[0]:24s} {len(text):>9,d} chars  median {statistics.median(times):6.3f} s  "
            f"max {max(times):6.3f} s  {outcome}"
        )
    print("load average: " + " ".join(f"{x:.2f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
