"""Every legal move's result: what the shell's ``solve`` answers.

For a position, each legal move is judged by the deciding search (``Engine.search`` with
``decide``, racing proof numbers beside alpha-beta) on the position after it, from the mover's
point of view: a proven win, draw or loss, with the final margin once it is proven too, else
the mover's winning chance from the review's fitted chances (``engine.review.chances``; the
position after the move read on the curve of the position it is played in, as a review reads
a move's "after").  A proof is a proof: what the search's bounds establish, never an estimate.

The time is shared out in rounds: every move not yet decided gets a short search, then one
twice as long, and so on until every move is decided or the time is spent; the table is kept
from search to search, so an attempt that did not finish still helps the next.  What time is
left then goes to the exact margins of the moves decided without one.  In the placement
phase nothing is proven: each placement gets its chance from the placement search's score of
every cell (``PlacementSearch.scored``, as the review judged placements), read the same way.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from engine.ai import Engine, Limits, Report
from engine.ai.scores import INFINITE_SCORE, WIN, final_score, margin_of
from engine.ai.timing import nodes_for
from engine.assessment import MoverResult
from engine.errors import NotationError
from engine.limits import shown, whole_number
from engine.moves import Move
from engine.position import DVONN, PLACEMENTS, Phase, Position, placement_piece
from engine.review.analysis import verdict_of
from engine.review.chances import Situation
from engine.review.judgement import Verdict
from engine.rules import apply, is_game_over, legal_moves

Stop = Callable[[], bool]

# A move's first search; each round doubles it.
FIRST_SECONDS = 0.01
# The search of the position itself first, for at most this share of the time: no move can do
# better than the position's own result (a lost position's moves are all lost), and the
# table it leaves holds much of what the moves' own searches need.
ROOT_SHARE = 0.5
# The searches end a little before the time asked for: what follows them takes some too.
RESERVE = 0.02
# In the placement phase, the evaluations each cell's placement search gets (within the time).
LEAST_EVALUATIONS, MOST_EVALUATIONS = 1000, 50_000


@dataclass(frozen=True, slots=True)
class MoveSolution:
    """One move and what is known of it, for the side that plays it.

    ``result`` is the proven result (None: not proven); ``margin`` the proven final margin
    in pieces (positive for a win, negative for a loss, 0 for a draw; None while only the
    result is proven); ``percent`` the winning chance in per cent of a move not proven.
    ``str`` is the shell's line (``E3F4 win 3``, ``E3F4 loss``, ``E3F4 unknown 62``) and
    ``parse`` reads it back.
    """

    move: Move
    result: MoverResult | None
    margin: int | None = None
    percent: int | None = None

    def __post_init__(self) -> None:
        result, margin, percent = self.result, self.margin, self.percent
        if result is None:
            good = margin is None and percent is not None and 0 <= percent <= 100
        elif result is MoverResult.DRAW:
            good = margin == 0 and percent is None
        else:
            sign = 1 if result is MoverResult.WIN else -1
            good = percent is None and (margin is None or sign * margin >= 1)
        if not good:
            raise ValueError(f"no solution {result} with margin {margin}, percent {percent}")

    def __str__(self) -> str:
        if self.result is None:
            return f"{self.move} unknown {self.percent}"
        if self.result is MoverResult.DRAW or self.margin is None:
            return f"{self.move} {self.result}"
        return f"{self.move} {self.result} {abs(self.margin)}"

    @classmethod
    def parse(cls, text: str) -> MoveSolution:
        """A line as ``str`` writes it; NotationError for anything else."""
        words = text.split()
        if len(words) not in (2, 3):
            raise NotationError(f"{shown(text)} is not a solved move")
        move = Move.parse(words[0])
        try:
            if words[1] == "unknown" and len(words) == 3:
                return cls(move, None, percent=whole_number(words[2], "a chance", 0, 100))
            result = MoverResult(words[1])
            if len(words) == 2:
                return cls(move, result, 0 if result is MoverResult.DRAW else None)
            margin = whole_number(words[2], "a margin", 1, 49)
            return cls(move, result, margin if result is MoverResult.WIN else -margin)
        except ValueError:
            raise NotationError(f"{shown(text)} is not a solved move") from None


@dataclass(slots=True)
class _Tried:
    """A move and what its searches proved, from the mover's point of view."""

    move: Move
    child: Position
    lower: int = -INFINITE_SCORE  # proven bounds on the final score (engine.ai.scores)
    upper: int = INFINITE_SCORE
    last: Report | None = None  # the last search of the child

    @property
    def decided(self) -> bool:
        return self.lower >= WIN or self.upper <= -WIN or self.lower == self.upper

    @property
    def exact(self) -> bool:
        return self.lower == self.upper

    def learn(self, report: Report) -> None:
        """Take in a search of the child (its bounds are the opponent's)."""
        self.lower = max(self.lower, -report.upper)
        self.upper = min(self.upper, -report.lower)
        self.last = report


def solve(
    position: Position, seconds: float = 1.0, engine: Engine | None = None, stop: Stop | None = None
) -> tuple[MoveSolution, ...]:
    """Each legal move's solution, best first, within about ``seconds`` in all (none when
    the game is over).  ``engine``'s table is emptied first."""
    moves = legal_moves(position)
    if not moves:
        return ()
    engine = engine or Engine()
    engine.new_game()
    began = time.monotonic()
    deadline = began + seconds - min(RESERVE, seconds / 50)
    if position.phase is Phase.PLACEMENT and position.placements_made < PLACEMENTS - 1:
        return _placements(engine, position, seconds)  # the board is not full after any
    tried = [_Tried(move, apply(position, move).after) for move in moves]
    for entry in tried:
        if is_game_over(entry.child):
            white, black = entry.child.controlled_pieces()
            score = final_score(white - black, int(position.turn))
            entry.lower = entry.upper = score
    if not all(entry.decided for entry in tried):
        _root(engine, position, tried, began + ROOT_SHARE * seconds, stop)
    _rounds(engine, tried, deadline, stop, exact=False)
    _rounds(engine, tried, deadline, stop, exact=True)
    before = Verdict(position.turn, Situation.of(position), 0.0)
    ranked = sorted(tried, key=lambda entry: _rank(entry, before))
    return tuple(_solution(entry, before) for entry in ranked)


def _root(
    engine: Engine, position: Position, tried: list[_Tried], until: float, stop: Stop | None
) -> None:
    """The deciding search of ``position`` until it is decided or ``until``: no move's
    result is better than the position's."""
    left = until - time.monotonic()
    if left <= 0:
        return
    limits = Limits(seconds=left, soft_seconds=left)
    upper = INFINITE_SCORE
    for report in engine.search(position, limits, stop=stop, decide=True, race=True):
        upper = min(upper, report.upper)
    for entry in tried:
        entry.upper = min(entry.upper, upper)


def _rounds(
    engine: Engine, tried: list[_Tried], deadline: float, stop: Stop | None, exact: bool
) -> None:
    """Search the moves not yet decided (``exact``: decided without their margin) in rounds
    of doubling length until none is left or the time is spent."""
    length = FIRST_SECONDS
    while True:
        todo = [e for e in tried if not (e.exact if exact else e.decided)]
        for number, entry in enumerate(todo):
            left = deadline - time.monotonic()
            if left <= 0.001 or (stop is not None and stop()):
                return
            # when this round and the next would not fit, this one shares all that is left
            remaining = len(todo) - number
            given = left / remaining if 3 * length * remaining > left else length
            limits = Limits(seconds=given, soft_seconds=given)
            if exact:
                searches = engine.search(entry.child, limits, stop=stop, exact=True)
            else:
                searches = engine.search(entry.child, limits, stop=stop, decide=True, race=True)
            for report in searches:
                entry.learn(report)
        if not todo:
            return
        length *= 2


def _chance(entry: _Tried, before: Verdict) -> float:
    """The mover's winning chance (expected points) after ``entry``'s move."""
    if entry.decided:
        return 1.0 if entry.lower >= WIN else 0.0 if entry.upper <= -WIN else 0.5
    child = entry.child
    if entry.last is None:  # not searched at all: the board as it stands
        return before.chance_at(Verdict(child.turn, Situation.of(child), 0.0))
    found = verdict_of(entry.last, Situation.of(child))
    return before.chance_at(Verdict(found.turn, found.situation, found.score))


def _rank(entry: _Tried, before: Verdict) -> tuple[float, int, str]:
    """Best first: wins by their margin (a win proven without one by its least), chances
    between a win and a loss, losses by their margin; then proofs, then the move's name."""
    if entry.lower >= WIN:
        value = 200.0 + margin_of(entry.lower)
    elif entry.upper <= -WIN:
        value = -200.0 + margin_of(entry.upper)
    else:
        value = 100 * _chance(entry, before)
    return -value, 0 if entry.decided else 1, str(entry.move)


def _solution(entry: _Tried, before: Verdict) -> MoveSolution:
    if not entry.decided:
        percent = round(100 * _chance(entry, before))
        return MoveSolution(entry.move, None, percent=min(99, max(1, percent)))
    margin = margin_of(entry.lower) if entry.exact else None
    if entry.lower >= WIN:
        return MoveSolution(entry.move, MoverResult.WIN, margin)
    if entry.upper <= -WIN:
        return MoveSolution(entry.move, MoverResult.LOSS, margin)
    return MoveSolution(entry.move, MoverResult.DRAW, 0)


def _placements(engine: Engine, position: Position, seconds: float) -> tuple[MoveSolution, ...]:
    """Every placement's chance from one placement search of every cell (the DVONN pieces,
    placed by another rule, all alike)."""
    empty = sum(1 for stack in position.stacks if not stack)
    if placement_piece(position.placements_made)[1] == DVONN:
        ranked = [(cell, 0) for cell, _ in engine.placement.scored(position)]
    else:
        budget = nodes_for(seconds) // max(1, empty)
        ranked = engine.placement.scored(
            position, max(LEAST_EVALUATIONS, min(MOST_EVALUATIONS, budget))
        )
    before = Verdict(position.turn, Situation.of(position), 0.0)
    chances = []
    for cell, score in ranked:
        move = Move.place(cell)
        after = apply(position, move).after
        mine = score / 100 if after.turn is position.turn else -score / 100
        chances.append((before.chance_at(Verdict(after.turn, Situation.of(after), mine)), move))
    chances.sort(key=lambda pair: (-pair[0], str(pair[1])))
    return tuple(
        MoveSolution(move, None, percent=min(99, max(1, round(100 * chance))))
        for chance, move in chances
    )


def solve_lines(position: Position, seconds: float, engine: Engine | None = None) -> str:
    """The shell's answer: one line per move, best first ("" when the game is over)."""
    return "\n".join(str(solution) for solution in solve(position, seconds, engine))
