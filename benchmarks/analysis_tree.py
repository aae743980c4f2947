"""A big analysis tree on the analysis board's move list: opening, saving and moving about.

    python -m benchmarks.analysis_tree [--moves 1000] [--runs 5]

A tree of ``--moves`` moves: a real game's main line (the longest of the team's Boardspace
records' first hundred) with side lines of random legal moves hung from random nodes until the
tree holds that many.  Written as a ``.dvn`` file, then, each ``--runs`` times: open (read the
file and replay every line into a ``GameTree``), render (the move list's text set in the
``TreeView``, offscreen), open and render together (the bar: under 0.3 s), save (the tree as a
record written to the file), and one step of moving about (the node shown changes: the list
written again), the median of 50 steps.  Medians of the runs, with the load average.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PyQt6.QtWidgets import QApplication

from app.analysis.tree_view import TreeView
from engine.records import load_record, save_record
from engine.records.corpus import iter_archive
from engine.records.files import RecordFormat, decode, read_record
from engine.records.model import GameRecord
from engine.records.tree import GameTree
from engine.rules import legal_moves

ARCHIVE = Path(__file__).resolve().parents[2] / "shared/data/boardspace-dvonn-sgf.tar.gz"


def longest_game(count: int = 100) -> GameRecord:
    best: GameRecord | None = None
    for number, (name, data) in enumerate(iter_archive(ARCHIVE)):
        if number >= count:
            break
        record = read_record(decode(data), name)
        if best is None or len(record.moves) > len(best.moves):
            best = record
    assert best is not None
    return best


def big_tree(moves: int, seed: int = 1) -> GameTree:
    """A real game's line, then side lines of random moves until the tree holds ``moves``."""
    chance = random.Random(seed)
    tree = GameTree.from_record(longest_game())
    while len(tree) - 1 < moves:
        node = chance.choice(list(tree.nodes()))
        for _ in range(chance.randint(1, 12)):
            choices = legal_moves(tree.position(node))
            if not choices or len(tree) - 1 >= moves:
                break
            tree, node = tree.play(node, chance.choice(choices))
    return tree


def one_run(path: Path, view: TreeView, app: QApplication) -> dict[str, float]:
    """Seconds to open, render, save, and (the median of 50) to show another node."""
    clock = time.perf_counter
    start = clock()
    tree = GameTree.from_record(load_record(path))
    opened = clock()
    view.show_tree(tree, tree.main_line()[-1])
    app.processEvents()
    rendered = clock()
    save_record(tree.to_record(), path, RecordFormat.DVN)
    saved = clock()
    steps = []
    for node in random.Random(2).sample(list(tree.nodes()), 50):
        before = clock()
        view.show_tree(tree, node)
        app.processEvents()
        steps.append(clock() - before)
    return {
        "open": opened - start,
        "render": rendered - opened,
        "both": rendered - start,
        "save": saved - rendered,
        "step": statistics.median(steps),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    app = QApplication([])
    tree = big_tree(args.moves)
    view = TreeView()
    view.resize(340, 400)
    view.show()
    folder = Path(tempfile.mkdtemp())
    path = folder / "big.dvn"
    save_record(tree.to_record(), path, RecordFormat.DVN)
    print(
        f"a tree of {len(tree) - 1} moves, {tree.variations} side lines, "
        f"{path.stat().st_size} bytes; load average {os.getloadavg()[0]:.2f}, "
        f"{os.cpu_count()} cores"
    )
    runs = [one_run(path, view, app) for _ in range(args.runs)]
    figures = {name: [run[name] for run in runs] for name in runs[0]}
    for name, values in figures.items():
        print(
            f"{name:>7}: median {statistics.median(values) * 1000:.0f} ms over {len(values)} runs"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
