"""Replay the whole Boardspace corpus and report games per second.

    python -m benchmarks.replay_corpus [ARCHIVE] [--runs N]

The archive (by default ``../shared/data/boardspace-dvonn-sgf.tar.gz`` next to the repository)
is unpacked into memory once; each run then does for every file what ``dvonn-engine replay
--json`` does: decode, detect the format, read (the SGF reader follows the game through the
engine) and check the replay against what the record states.  Prints every run and the median.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from engine.records.corpus import iter_archive, replay_bytes

ROOT = Path(__file__).resolve().parents[1]

DEFAULT_ARCHIVE = ROOT.parent / "shared" / "data" / "boardspace-dvonn-sgf.tar.gz"


def replay_all(files: list[tuple[str, bytes]]) -> tuple[int, float]:
    """(games that replayed, seconds) for one pass over the files."""
    started = time.perf_counter()
    ok = sum(1 for name, data in files if replay_bytes(name, data)["ok"])
    return ok, time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("archive", nargs="?", type=Path, default=DEFAULT_ARCHIVE)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    if not args.archive.is_file():
        print(f"no corpus at {args.archive}", file=sys.stderr)
        return 2
    started = time.perf_counter()
    files = list(iter_archive(args.archive))
    print(f"unpacked {len(files)} files in {time.perf_counter() - started:.1f} s")
    times = []
    for run in range(1, args.runs + 1):
        ok, seconds = replay_all(files)
        times.append(seconds)
        print(
            f"run {run}: {len(files)} games ({ok} replayed, {len(files) - ok} rejected) "
            f"in {seconds:.1f} s, {len(files) / seconds:.0f} games/s"
        )
    median = statistics.median(times)
    print(f"median of {args.runs}: {median:.1f} s, {len(files) / median:.0f} games/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
