"""Time management: how long to think about one move.

A move gets the time left divided by the number of own moves still expected, so the clock
lasts the game; the cap of the level bounds it.  The search stops at the hard deadline in any
case, and starts no new iteration after the soft one: an iteration takes several times as long
as the one before, so one started late would be cut off unfinished and wasted.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.position import PLACEMENTS, Phase, Position

# Placements are searched shallowly: one costs about this fraction of a movement move.
PLACEMENT_SHARE = 0.25
# Seconds kept back per move for reading input, printing and the interpreter's pauses, and
# the share of the cap kept back for the last node check and garbage collection.
MOVE_OVERHEAD = 0.02
# Seconds of a game clock kept back for the moves' overhead outside the search, which grows
# on a loaded machine: what the reference player lost games on time for.
CLOCK_RESERVE = 0.3
CAP_MARGIN = 0.03
SOFT_FRACTION = 0.45
# Analyses and reviews for people are budgeted in nodes, not time, so that the same position
# gets the same answer on any machine and under any load (as lichess's server analysis fixes
# its node count): the seconds asked for are turned into nodes at this fixed rate — about
# what the search core does on one core of the development machine (2.1 million nodes a
# second over movement positions of the test game, load average 1.4 on 2 cores).  Play and
# the shell's ``analyze time=`` keep to the clock.
NODES_PER_SECOND = 2_000_000


def nodes_for(seconds: float) -> int:
    """The node budget of an analysis or review asked to take ``seconds``."""
    return max(1, round(seconds * NODES_PER_SECOND))


@dataclass(frozen=True, slots=True)
class Allotment:
    soft: float  # seconds after which no new iteration starts
    hard: float  # seconds after which the search stops


def own_moves_expected(position: Position) -> float:
    """Own movement moves still to come (placements counted at PLACEMENT_SHARE)."""
    if position.phase is Phase.PLACEMENT:
        placements_left = (PLACEMENTS - position.placements_made) / 2
        return placements_left * PLACEMENT_SHARE + own_moves_expected_from(PLACEMENTS)
    stacks = sum(1 for stack in position.stacks if stack)
    return own_moves_expected_from(stacks)


def own_moves_expected_from(stacks: int) -> float:
    # Every move removes a stack and about 40 % of the stacks end up cut off or stuck, so
    # about stacks·0.6 moves remain, half of them ours.  Only those before the result is
    # proven (from about 20 stacks on, moves take next to no time) need time: counting all of
    # them left 0.6–1.6 s of a 5 s clock unused, and counting these won more games against the
    # reference (docs/ai-experiments.md, E14).
    return max(1.0, stacks * 0.3 - 6.0)


def allot(position: Position, cap: float, time_left: float | None = None) -> Allotment:
    """The soft and hard limits for the next move, never above ``cap``."""
    hard = max(0.01, cap * (1 - CAP_MARGIN) - MOVE_OVERHEAD)
    if time_left is not None:
        spare = max(0.0, time_left - CLOCK_RESERVE)
        share = spare / own_moves_expected(position)
        hard = max(0.01, min(hard, 2.5 * share, spare / 3))
        return Allotment(soft=min(share, hard * SOFT_FRACTION), hard=hard)
    return Allotment(soft=hard * SOFT_FRACTION, hard=hard)
