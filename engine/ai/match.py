"""``dvonn-engine match``: games between two players with colours swapped, and the Elo figure.

Games come in pairs with the same seed, A playing White in the first and Black in the second.
A player that makes an illegal move or overruns its clock loses the game; an outside program
that does not answer in its time is killed at the deadline (see ``ExternalPlayer``).  The score
is A's; the Elo difference comes with a 95 % interval from the spread of the game results.
"""

from __future__ import annotations

import math
import multiprocessing
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from engine.ai.players import Forfeit, Player, make_player, timed_choose
from engine.errors import DvonnError
from engine.position import Color, Position
from engine.rules import apply, legal_moves


@dataclass(frozen=True, slots=True)
class GameResult:
    index: int
    a_color: Color
    a_points: float  # 1 win, 0.5 draw, 0 loss — for player A
    score: tuple[int, int]  # pieces White and Black control at the end
    plies: int
    a_slowest: float  # longest think of each player, seconds
    b_slowest: float
    note: str = ""  # illegal move or time forfeit


@dataclass(frozen=True, slots=True)
class MatchSpec:
    a: str
    b: str
    games: int
    seed: int = 0
    time_per_game: float | None = None
    cap: float | None = None  # per-move cap override for level and reference players
    time_scale: float = 1.0  # multiplies the levels' caps (calibration on a slow machine)


def play_game(
    white: Player, black: Player, seed: int, time_per_game: float | None = None
) -> tuple[float, tuple[int, int], int, tuple[float, float], str]:
    """(White's points, final score, plies, slowest move per side, note)."""
    players = (white, black)
    white.new_game(Color.WHITE, seed)
    black.new_game(Color.BLACK, seed)
    clocks: list[float | None] = [time_per_game, time_per_game]
    slowest = [0.0, 0.0]
    position = Position.initial()
    plies = 0
    try:
        while legal_moves(position):
            turn = position.turn
            try:
                move, seconds = timed_choose(players[turn], position, clocks[turn])
            except Forfeit as forfeit:  # an outside program that was too slow, quit or babbled
                points = 0.0 if turn is Color.WHITE else 1.0
                note = f"{forfeit.reason}: {turn} {forfeit}"
                return points, position.controlled_pieces(), plies, _pair(slowest), note
            slowest[turn] = max(slowest[turn], seconds)
            clock = clocks[turn]
            if clock is not None:
                clocks[turn] = clock - seconds
                if clock - seconds < 0:
                    points = 0.0 if turn is Color.WHITE else 1.0
                    return points, position.controlled_pieces(), plies, _pair(slowest), "time"
            try:
                position = apply(position, move).after
            except DvonnError as error:
                points = 0.0 if turn is Color.WHITE else 1.0
                note = f"illegal {move} by {turn}: {error}"
                return points, position.controlled_pieces(), plies, _pair(slowest), note
            players[1 - turn].observe(move)
            plies += 1
    finally:
        white.close()
        black.close()
    white_pieces, black_pieces = position.controlled_pieces()
    points = 1.0 if white_pieces > black_pieces else 0.5 if white_pieces == black_pieces else 0.0
    return points, (white_pieces, black_pieces), plies, _pair(slowest), ""


def _pair(values: list[float]) -> tuple[float, float]:
    return values[0], values[1]


def run_game(spec: MatchSpec, index: int) -> GameResult:
    """Game ``index`` of the match: seed ``spec.seed + index // 2``, A White on even indexes."""
    a = make_player(spec.a, spec.cap, spec.time_scale)
    b = make_player(spec.b, spec.cap, spec.time_scale)
    a_white = index % 2 == 0
    white, black = (a, b) if a_white else (b, a)
    points, score, plies, slowest, note = play_game(
        white, black, spec.seed + index // 2, spec.time_per_game
    )
    a_points = points if a_white else 1.0 - points
    a_slow, b_slow = slowest if a_white else (slowest[1], slowest[0])
    color = Color.WHITE if a_white else Color.BLACK
    return GameResult(index, color, a_points, score, plies, a_slow, b_slow, note)


def _run_game_star(args: tuple[MatchSpec, int]) -> GameResult:
    return run_game(*args)


def run_match(
    spec: MatchSpec, jobs: int = 1, progress: Callable[[GameResult], None] | None = None
) -> list[GameResult]:
    tasks = [(spec, index) for index in range(spec.games)]
    results: list[GameResult] = []
    if jobs <= 1:
        outcomes: Iterable[GameResult] = map(_run_game_star, tasks)
        for result in outcomes:
            results.append(result)
            if progress:
                progress(result)
        return results
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        for result in pool.imap_unordered(_run_game_star, tasks):
            results.append(result)
            if progress:
                progress(result)
    results.sort(key=lambda r: r.index)
    return results


@dataclass(frozen=True, slots=True)
class Summary:
    games: int
    wins: int
    losses: int
    draws: int
    score: float  # 0…1
    elo: float
    elo_low: float
    elo_high: float

    def describe(self) -> str:
        def signed(x: float) -> str:
            return "+inf" if x == math.inf else "-inf" if x == -math.inf else f"{x:+.0f}"

        return (
            f"games {self.games}: wins {self.wins}, losses {self.losses}, draws {self.draws}; "
            f"score {100 * self.score:.1f} %; Elo difference {signed(self.elo)} "
            f"(95 % interval {signed(self.elo_low)} to {signed(self.elo_high)})"
        )


def elo_of(score: float) -> float:
    if score <= 0:
        return -math.inf
    if score >= 1:
        return math.inf
    return -400 * math.log10(1 / score - 1)


def summarise_match(points: list[float]) -> Summary:
    games = len(points)
    wins = sum(1 for p in points if p == 1)
    losses = sum(1 for p in points if p == 0)
    draws = games - wins - losses
    if not games:
        return Summary(0, 0, 0, 0, 0.5, 0.0, -math.inf, math.inf)
    score = sum(points) / games
    variance = sum((p - score) ** 2 for p in points) / games
    spread = 1.96 * math.sqrt(variance / games)
    return Summary(
        games,
        wins,
        losses,
        draws,
        score,
        elo_of(score),
        elo_of(score - spread),
        elo_of(score + spread),
    )


def main(spec: MatchSpec, jobs: int = 1, verbose: bool = False) -> int:
    def progress(result: GameResult) -> None:
        if verbose:
            white, black = result.score
            print(
                f"game {result.index + 1}: A {result.a_color} {result.a_points:g} "
                f"({white}-{black}, {result.plies} plies, slowest A {result.a_slowest:.2f} s, "
                f"B {result.b_slowest:.2f} s) {result.note}",
                file=sys.stderr,
                flush=True,
            )

    for name in (spec.a, spec.b):  # a bad player name is an error before any game
        make_player(name, spec.cap, spec.time_scale).close()
    results = run_match(spec, jobs, progress)
    summary = summarise_match([r.a_points for r in results])
    time_text = f", {spec.time_per_game:g} s per game" if spec.time_per_game else ""
    print(f"A: {spec.a}  B: {spec.b}  ({spec.games} games, colours swapped{time_text})")
    print(summary.describe())
    slow_a = max((r.a_slowest for r in results), default=0.0)
    slow_b = max((r.b_slowest for r in results), default=0.0)
    print(f"slowest move: A {slow_a:.2f} s, B {slow_b:.2f} s")
    notes = [r.note for r in results if r.note]
    if notes:
        print(f"forfeits: {len(notes)} ({notes[0]})")
    return 0
