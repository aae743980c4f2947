"""Search figures for ``dvonn-engine bench``: depth reached and nodes per second in 1 s."""

from __future__ import annotations

import time

from engine.ai.api import Engine
from engine.ai.levels import level, top_level
from engine.ai.search_info import Goal, Limits
from engine.notation import from_codecup

# The phase-2 start of RULES.md's reference perft position (also ``dvonn-engine bench``'s perft
# position), and a real game (Boardspace, BestBot–bartje 2009) after 12 and 20 moves of the
# movement phase.
PHASE_TWO_START = "CDDDCCDCDDDCCDCDBDCCDCDCBCCCCCCDCCDDBCDCDCDDDCCDDD"
POSITIONS: tuple[tuple[str, str], ...] = (
    ("phase-2 start", PHASE_TWO_START),
    ("middle game, move 12", "CDBDACCGADDBDGCCCDDDCDDDDCCCDBDfACGCCAAAALAACCCAAA"),
    ("middle game, move 20", "CDJAACCAADDJALCCCLADADAGDCCAKBDiAAGCCAAAALAACCCAAA"),
)


def search_figures(seconds: float = 1.0) -> list[tuple[str, int, int, float]]:
    """(label, depth completed, nodes, nodes per second) per position, fresh tables, with
    the strongest level's search options."""
    top = level(top_level())
    rows = []
    for label, text in POSITIONS:
        position = from_codecup(text)
        engine = Engine()
        engine.solve = False  # plain deepening: the figure measures the search itself
        began = time.monotonic()
        depth = 0
        nodes = 0
        limits = Limits(seconds=seconds, soft_seconds=seconds)
        for info in engine.run(position, Goal.PLAY, limits, level=top):
            depth = info.depth
        nodes = engine.searcher.nodes
        elapsed = time.monotonic() - began
        rows.append((label, depth, nodes, nodes / elapsed))
    return rows


def print_search_figures(seconds: float = 1.0) -> None:
    for label, depth, nodes, rate in search_figures(seconds):
        print(
            f"search {seconds:g} s, {label}: depth {depth}, {nodes} nodes, "
            f"{rate / 1000:.1f} k nodes/s"
        )
