"""Every legal move's result: what the shell's ``solve`` answers.

For a position, each legal move is judged on the position after it, from the mover's point
of view: a proven win, draw or loss, with the final margin once it is proven too, else the
mover's winning chance from the review's fitted chances (``engine.review.chances``; the
position after the move read on the curve of the position it is played in, as a review reads
a move's "after").  A proof is a proof: what the search core's proven bounds establish, never
an estimate.

One search in one thread (no prover races beside it), straight on the core's proofs: a
result is decided by two claims, null windows around a draw ("the opponent scores at least
0", which fails for a win of the mover; "at least 1", which holds for a loss), each attempt
at a claim given first to alpha-beta and then to proof numbers (``Searcher.solve``,
``Searcher.prove``), which find in the table what alpha-beta proved.  The position's own
claims come first, in attempts of doubling length for at most half the time: a lost position
(most of them near the end) has every move lost.  Then a shallow search of every move gives
each an estimate (which claim to try first; the chance of a move left unproven), and the
claims each undecided move still needs are attempted in rounds of doubling length, so that
the cheap proofs come first and the time goes to the moves left undecided; the table is kept
from attempt to attempt, so an attempt that did not finish still helps the next.  What time
is left once every result is proven goes to the exact margins (alpha-beta, one null window
at a time).  In the placement phase nothing is proven: each placement gets its chance from
the placement search's score of every cell (``PlacementSearch.scored``, as the review judged
placements), read the same way.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from engine import core
from engine.ai import Engine
from engine.ai.scores import INFINITE_SCORE, WIN, final_score, margin_of
from engine.ai.timing import nodes_for
from engine.assessment import MoverResult
from engine.core import Searcher, Stopped, to_move
from engine.errors import NotationError
from engine.limits import shown, whole_number
from engine.moves import Move
from engine.position import DVONN, PLACEMENTS, Phase, Position, placement_piece
from engine.review.chances import Situation
from engine.review.judgement import Verdict
from engine.review.proof_clock import ProofClock, Stop
from engine.rules import apply, is_game_over, legal_moves

# A claim's first attempt; each round doubles it.
FIRST_SECONDS = 0.002
# The search of the position itself first, for at most this share of the time: no move can do
# better than the position's own result (a lost position's moves are all lost), and the
# table it leaves holds much of what the moves' own searches need.
ROOT_SHARE = 0.5
# The moves' estimates (the order of their claims, the chance of those left unproven): a
# shallow search of every move, exact, for at most this share of the time and this depth
# (the first SURE_DEPTH depths whatever the time).
ESTIMATE_SHARE = 0.05
ESTIMATE_DEPTH = 8
SURE_DEPTH = 2
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
    """A move and what its proofs established, from the mover's point of view."""

    move: Move
    child: Position
    lower: int = -INFINITE_SCORE  # proven bounds on the final score (engine.ai.scores)
    upper: int = INFINITE_SCORE
    estimate: int | None = None  # the shallow search's score, hundredths of a piece

    @property
    def decided(self) -> bool:
        return self.lower >= WIN or self.upper <= -WIN or self.lower == self.upper

    @property
    def exact(self) -> bool:
        return self.lower == self.upper

    def learn(self, searcher: Searcher) -> None:
        """Take in what the table has proven of the child (its bounds are the opponent's)."""
        lower, upper = searcher.proven(self.child.codes, int(self.child.turn))
        self.lower = max(self.lower, -upper)
        self.upper = min(self.upper, -lower)

    def claims(self) -> list[int]:
        """The claims on the child (the opponent scores at least beta) still needed to decide
        the result, the likelier to settle it first: beta 0 fails for a win of the mover,
        beta 1 holds for a loss."""
        needed = []
        if self.lower <= 0 < self.upper:  # a win not yet proven nor ruled out
            needed.append(0)
        if self.lower < 0 <= self.upper:  # a loss not yet proven nor ruled out
            needed.append(1)
        if self.estimate is not None and self.estimate < 0:
            needed.reverse()
        return needed


def solve(
    position: Position,
    seconds: float = 1.0,
    engine: Engine | None = None,
    stop: Stop | None = None,
    rate: float | None = None,
) -> tuple[MoveSolution, ...]:
    """Each legal move's solution, best first, within about ``seconds`` in all (none when
    the game is over).  ``engine``'s table is emptied first; one thread searches.  With
    ``rate``, the movement phase's seconds are counted in nodes searched, ``rate`` a second,
    so that the answer is the same whatever the machine and its load."""
    moves = legal_moves(position)
    if not moves:
        return ()
    engine = engine or Engine()
    engine.new_game()
    began = time.monotonic()
    if position.phase is Phase.PLACEMENT and position.placements_made < PLACEMENTS - 1:
        return _placements(engine, position, seconds)  # the board is not full after any
    tried = [_Tried(move, apply(position, move).after) for move in moves]
    for entry in tried:
        if is_game_over(entry.child):
            white, black = entry.child.controlled_pieces()
            score = final_score(white - black, int(position.turn))
            entry.lower = entry.upper = score
    searcher = engine.searcher
    searcher.pruning = engine.pruning
    clock = ProofClock(searcher, began, seconds - min(RESERVE, seconds / 50), stop, rate)
    jumps = core.moves(position.codes, int(position.turn))
    if jumps and not all(entry.decided for entry in tried):
        _root(clock, position, tried, clock.origin + ROOT_SHARE * seconds)
        if not all(entry.decided for entry in tried):
            _estimates(engine, clock, position, tried, jumps, ESTIMATE_SHARE * seconds)
    _rounds(clock, tried)
    _margins(clock, tried)
    before = Verdict(position.turn, Situation.of(position), 0.0)
    ranked = sorted(tried, key=lambda entry: _rank(entry, before))
    return tuple(_solution(entry, before) for entry in ranked)


def _root(clock: ProofClock, position: Position, tried: list[_Tried], until: float) -> None:
    """The position's own result, in attempts of doubling length until it is decided or
    ``until``: a lost position's moves are all lost, no move does better than the position,
    and the table its proofs leave holds much of what the moves' proofs need."""
    codes, side = position.codes, int(position.turn)
    length = FIRST_SECONDS
    while clock.now() < until and not clock.over():
        lower, upper = clock.searcher.proven(codes, side)
        if lower >= WIN or upper <= -WIN or lower == upper:
            break
        beta = 0 if lower < 0 else 1  # a draw at least first: most positions are lost
        if not clock.attempt(codes, side, beta, min(length, until - clock.now())):
            break
        length *= 2
    upper = clock.searcher.proven(codes, side)[1]
    for entry in tried:
        entry.learn(clock.searcher)
        entry.upper = min(entry.upper, upper)


def _estimates(
    engine: Engine,
    clock: ProofClock,
    position: Position,
    tried: list[_Tried],
    jumps: list[int],
    seconds: float,
) -> None:
    """Every move's score by a shallow search of all of them (each exact), deepened until
    about ``seconds`` or ESTIMATE_DEPTH (the first depths whatever the time): the order of a
    move's claims, and the chance of a move left unproven."""
    searcher, codes, side = engine.searcher, position.codes, int(position.turn)
    until = min(clock.deadline, clock.now() + seconds)
    order = list(jumps)
    found: list[tuple[int, int]] = []
    try:
        for depth in range(1, ESTIMATE_DEPTH + 1):
            clock.limit(clock.deadline if depth <= SURE_DEPTH else until)
            found = searcher.root(codes, side, depth, order, len(order))
            order = [move for move, _ in found]
            if clock.now() >= until:
                break
    except Stopped:
        pass
    finally:
        clock.limit(clock.deadline)
    by_move = {to_move(move): score for move, score in found}
    for entry in tried:
        score = by_move.get(entry.move)
        if score is not None:
            entry.estimate = score if abs(score) >= WIN else round(score / engine.weights.unit)


def _rounds(clock: ProofClock, tried: list[_Tried]) -> None:
    """The claims each undecided move still needs, in rounds of attempts of doubling length
    until every move is decided or the time is spent."""
    length = FIRST_SECONDS
    while True:
        todo = [entry for entry in tried if not entry.decided]
        if not todo:
            return
        for number, entry in enumerate(todo):
            left = clock.deadline - clock.now()
            if left <= 0.001 or clock.over():
                return
            # when this round and the next would not fit, this one shares all that is left
            remaining = len(todo) - number
            given = left / remaining if 3 * length * remaining > left else length
            child = entry.child
            for beta in entry.claims():
                going = clock.attempt(child.codes, int(child.turn), beta, given)
                entry.learn(clock.searcher)
                if not going or entry.decided or beta in entry.claims():
                    break
        length *= 2


def _margins(clock: ProofClock, tried: list[_Tried]) -> None:
    """With the time left once every result is proven, the exact margins, in rounds of
    doubling length (alpha-beta proves margins; the results come first)."""
    length = FIRST_SECONDS
    while True:
        if not all(entry.decided for entry in tried):
            return
        todo = [entry for entry in tried if not entry.exact]
        if not todo:
            return
        for number, entry in enumerate(todo):
            left = clock.deadline - clock.now()
            if left <= 0.001 or clock.over():
                return
            remaining = len(todo) - number
            given = left / remaining if 3 * length * remaining > left else length
            going = clock.margin(entry.child.codes, int(entry.child.turn), given)
            entry.learn(clock.searcher)
            if not going:
                return
        length *= 2


def _chance(entry: _Tried, before: Verdict) -> float:
    """The mover's winning chance (expected points) after ``entry``'s move."""
    if entry.decided:
        return 1.0 if entry.lower >= WIN else 0.0 if entry.upper <= -WIN else 0.5
    child = entry.child
    if entry.estimate is None:  # not searched at all: the board as it stands
        return before.chance_at(Verdict(child.turn, Situation.of(child), 0.0))
    mine = entry.estimate
    score = float(margin_of(mine)) if abs(mine) >= WIN else mine / 100
    return before.chance_at(Verdict(child.turn, Situation.of(child), -score))


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
