"""The computer player: search, evaluation, placement, levels and time management.

Public entry points (all inputs and outputs picklable, for use from a worker process):

* ``search(position, limits, seed, stop)`` — an iterator of per-depth ``Report``s;
* ``choose_move(position, level, seed, time_left, stop)`` — the move a level plays;
* ``analyse(position, seconds, stop)`` — best move, score text, depth, nodes and line;
* ``Engine`` — the same with a table that persists from move to move of a game;
* ``levels()`` / ``level(n)`` — the difficulty table.
"""

from engine.ai.api import (
    Analysis,
    Engine,
    Limits,
    Report,
    analyse,
    choose_move,
    default_engine,
    search,
)
from engine.ai.levels import Level, level, levels

__all__ = [
    "Analysis",
    "Engine",
    "Level",
    "Limits",
    "Report",
    "analyse",
    "choose_move",
    "default_engine",
    "level",
    "levels",
    "search",
]
