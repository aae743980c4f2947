"""Searching the positions of a game for a review, pass after pass.

A review searches every position of the game once per pass (``Verdict``s); judging the moves
from them is ``engine.review.judgement``.  The first pass is quick (a shallow, bounded search
per position, so the whole graph exists within seconds); later passes search longer and
replace the verdicts one by one.  Budgets are nodes (seconds asked for × NODES_PER_SECOND)
and every review starts from an empty table, so a review is reproducible.  Everything goes
through the public API of ``engine.ai`` (``Engine.run`` with ``Goal.MARGIN``, so proven
margins are exact).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from engine.ai import Engine, Goal, Limits, SearchInfo
from engine.ai.scores import WIN, margin_of
from engine.ai.timing import nodes_for
from engine.assessment import MoverResult
from engine.moves import Move
from engine.position import Color, Phase, Position
from engine.records.model import GameRecord
from engine.review.chances import Situation
from engine.review.judgement import (
    PlyReview,
    SideSummary,
    Verdict,
    judge,
    summarise,
)
from engine.review.placements import placement_verdicts
from engine.rules import apply, is_game_over, legal_moves

Stop = Callable[[], bool]

# A review's budgets are nodes worth the seconds asked (``engine.ai.timing.nodes_for``), not
# time, so that the same game at the same settings gets the same review anywhere.
# The quick pass: at most this deep and this many seconds' worth of nodes per position.
QUICK_DEPTH = 2
QUICK_SECONDS = 0.05


@dataclass(frozen=True, slots=True)
class GameLine:
    """The positions of a game: before each move, then the last one."""

    positions: tuple[Position, ...]
    moves: tuple[Move, ...]

    @classmethod
    def of_record(cls, record: GameRecord) -> GameLine:
        """Replay ``record`` (RecordParseError naming the first illegal move)."""
        game = record.to_game()
        positions = tuple(game.position_at(ply) for ply in range(len(record.moves) + 1))
        return cls(positions, record.moves)

    @classmethod
    def of_moves(cls, start: Position, moves: tuple[Move, ...]) -> GameLine:
        """The line of legal ``moves`` from ``start`` (IllegalMoveError otherwise)."""
        positions = [start]
        for move in moves:
            positions.append(apply(positions[-1], move).after)
        return cls(tuple(positions), moves)

    def forced(self, index: int) -> bool:
        return len(legal_moves(self.positions[index])) == 1


@dataclass(frozen=True, slots=True)
class Pass:
    """The search limits of one pass over the game."""

    number: int
    limits: Limits


def schedule(*seconds_per_move: float) -> list[Pass]:
    """The quick pass, then a pass at each of ``seconds_per_move`` longer than the quick one,
    each bounded by the nodes those seconds are worth (``nodes_for``), never by the clock."""
    passes = [Pass(1, Limits(depth=QUICK_DEPTH, nodes=nodes_for(QUICK_SECONDS)))]
    for seconds in seconds_per_move:
        if seconds > QUICK_SECONDS:
            passes.append(Pass(len(passes) + 1, Limits(nodes=nodes_for(seconds))))
    return passes


def final_verdict(position: Position) -> Verdict:
    """The exact verdict of a finished game, from the side to move's point of view."""
    white, black = position.controlled_pieces()
    margin = white - black if position.turn is Color.WHITE else black - white
    result = MoverResult.WIN if margin > 0 else MoverResult.LOSS if margin < 0 else MoverResult.DRAW
    return Verdict(position.turn, Situation.of(position), float(margin), result, margin)


def verdict_of(report: SearchInfo, situation: Situation) -> Verdict:
    """A search report on a position in ``situation`` as a verdict (scores in pieces)."""
    result = report.result
    margin = report.margin
    if result is None:  # an estimate; a line to the end found but not proven: its margin
        score = report.score / 100 if abs(report.score) < WIN else float(margin_of(report.score))
    elif margin is not None:
        score = float(margin)
    else:  # proven, but the margin is only bounded: the least margin the result implies
        score = {MoverResult.WIN: 1.0, MoverResult.DRAW: 0.0, MoverResult.LOSS: -1.0}[result]
    best, line = report.best, report.pv  # a line starts with its move
    return Verdict(report.turn, situation, score, result, margin, best, line, report.depth)


def search_position(
    engine: Engine, position: Position, limits: Limits, stop: Stop | None = None
) -> Verdict | None:
    """The verdict on ``position`` within ``limits``; None only when ``stop`` turned true.

    A search whose budget runs out before its first depth is done is done once more at
    depth 1 without a limit (a fraction of a second), so every position gets a verdict.
    """
    if is_game_over(position):
        return final_verdict(position)
    last: SearchInfo | None = None
    for report in engine.run(position, Goal.MARGIN, limits, stop=stop):
        last = report
    if last is None and not (stop is not None and stop()):
        for report in engine.run(position, Goal.MARGIN, Limits(depth=1), stop=stop):
            last = report
    return verdict_of(last, Situation.of(position)) if last is not None else None


@dataclass(frozen=True, slots=True)
class MoveVerdicts:
    """The searches around one move: the position before it, and the position after it
    searched one ply shallower — the same horizon as the move's own subtree in the first
    search, so that best and played move are compared like for like (a search rooted at
    either side shows that side a few pieces better at a shallow depth)."""

    index: int  # the move's 0-based index in the game
    before: Verdict
    after: Verdict


def search_move(
    engine: Engine, line: GameLine, index: int, limits: Limits, stop: Stop | None = None
) -> MoveVerdicts | None:
    """Both searches for move ``index``; None when stopped."""
    position = line.positions[index]
    if position.phase is Phase.PLACEMENT:
        if stop is not None and stop():
            return None
        return MoveVerdicts(index, *placement_verdicts(position, line.moves[index]))
    before = search_position(engine, position, limits, stop)
    if before is None:
        return None
    child = line.positions[index + 1]
    if child.phase is Phase.MOVEMENT and before.depth > 1:
        limits = Limits(depth=before.depth - 1, nodes=limits.nodes)
    after = search_position(engine, child, limits, stop)
    return MoveVerdicts(index, before, after) if after is not None else None


def judge_move(
    engine: Engine, position: Position, move: Move, seconds: float, stop: Stop | None = None
) -> PlyReview | None:
    """The review of ``move`` alone, played in ``position`` (the blunder warning's check);
    None when stopped."""
    line = GameLine.of_moves(position, (move,))
    found = search_move(engine, line, 0, Limits(nodes=nodes_for(seconds)), stop)
    return judge_found(line, found) if found is not None else None


def run_passes(
    line: GameLine,
    passes: list[Pass],
    stop: Stop | None = None,
    engine: Engine | None = None,
) -> Iterator[tuple[int, MoveVerdicts]]:
    """(pass number, verdicts) as each move is searched, pass by pass.

    Moves are searched from the end of the game back to its start, so the table the engine
    keeps from one search to the next holds the positions that follow.  A move whose search
    is stopped keeps its verdicts from the pass before.  The engine's table is emptied first,
    so that a review does not depend on what the engine searched before.
    """
    engine = engine or Engine()
    engine.new_game()
    for one in passes:
        for index in range(len(line.moves) - 1, -1, -1):
            if stop is not None and stop():
                return
            verdicts = search_move(engine, line, index, one.limits, stop)
            if verdicts is not None:
                yield one.number, verdicts


def judge_found(line: GameLine, found: MoveVerdicts) -> PlyReview:
    """The review of the move that ``found`` searched around."""
    index = found.index
    return judge(index + 1, line.moves[index], found.before, found.after, line.forced(index))


def judge_line(line: GameLine, verdicts: list[MoveVerdicts | None]) -> list[PlyReview | None]:
    """Each move's review, None where the move has not been searched yet."""
    return [None if found is None else judge_found(line, found) for found in verdicts]


def summaries(plies: list[PlyReview], final: Position | None = None) -> dict[Color, SideSummary]:
    """Each side's summary; ``final`` is the game's last position (the loser of a game played
    to its end is told when the review found no mistake of its own)."""
    return {color: summarise(plies, color, loser_at(final)) for color in Color}


def loser_at(final: Position | None) -> Color | None:
    """The side that lost, when ``final`` ends the game and is not a draw."""
    if final is None or not is_game_over(final):
        return None
    white, black = final.controlled_pieces()
    return None if white == black else Color.WHITE if white < black else Color.BLACK


def review_record(
    record: GameRecord, seconds_per_move: float | tuple[float, ...], stop: Stop | None = None
) -> tuple[list[PlyReview], dict[Color, SideSummary]]:
    """The whole review at the last pass (the command line's one-shot review):
    ``seconds_per_move`` one pass after the quick one, or the seconds of each pass (the
    app's schedule is ``app.game_review.PASS_SECONDS``)."""
    plies, _ = review_passes(record, seconds_per_move, stop)
    return plies, summaries(plies, GameLine.of_record(record).positions[-1])


def review_passes(
    record: GameRecord, seconds_per_move: float | tuple[float, ...], stop: Stop | None = None
) -> tuple[list[PlyReview], list[int]]:
    """Each move's review at the last pass that searched it, and that pass's number."""
    line = GameLine.of_record(record)
    verdicts: list[MoveVerdicts | None] = [None] * len(line.moves)
    numbers = [0] * len(line.moves)
    seconds = seconds_per_move if isinstance(seconds_per_move, tuple) else (seconds_per_move,)
    for number, found in run_passes(line, schedule(*seconds), stop):
        verdicts[found.index] = found
        numbers[found.index] = number
    judged = judge_line(line, verdicts)
    kept = [i for i, p in enumerate(judged) if p is not None]
    return [p for p in judged if p is not None], [numbers[i] for i in kept]
