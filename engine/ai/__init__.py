"""The computer player: search, evaluation, placement, levels and time management.

Public entry points (all inputs and outputs picklable, for use from a worker process):

* ``Engine.run(position, goal, limits)`` — an iterator of per-depth ``SearchInfo``s, for a
  ``Goal``: play, decide, the margin, or an analysis for people;
* ``Engine.play`` / ``Engine.choose_move`` — the move a level plays;
* ``levels()`` / ``level(n)`` — the difficulty table.

An ``Engine`` keeps its table from one search to the next (``new_game`` empties it).
"""

from engine.ai.api import Engine
from engine.ai.levels import Level, level, levels
from engine.ai.search_info import Goal, Limits, Line, Outcome, SearchInfo

__all__ = [
    "Engine",
    "Goal",
    "Level",
    "Limits",
    "Line",
    "Outcome",
    "SearchInfo",
    "level",
    "levels",
]
