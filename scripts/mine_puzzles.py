"""Mine puzzles from real games: positions where exactly one move wins, proven by the solver.

    nice -n 19 python -m scripts.mine_puzzles [--games N] [--skip K] [--nodes N] [--extend]

Reads the Boardspace corpus (``../shared/data/boardspace-dvonn-sgf.tar.gz``) with the engine's
record reader and walks each game back from its end.  A movement position becomes a puzzle
when the solver (``engine.ai``, within ``--nodes`` per proof) proves that the side to move
wins, that exactly one of its moves wins, and that every other move does not (each refuted by
a proven reply, kept for the app).  The solution line is the winning move, the best defence
and the player's next move; for that next move every winning choice is kept with the
refutations of the others (``later``), so the app accepts any move that still wins.  Each
puzzle is graded by the solver's effort, how many moves look as good at a glance (a one-ply
search), whether that glance finds the move and whether the real player did; the grades are
split into thirds: easy, medium, hard.

The file (``assets/puzzles/puzzles.json``) is rewritten after every game, so an interrupted run
keeps what it found; ``--extend`` keeps the puzzles already there and adds new ones (use
``--skip`` to go on past the games mined before).  ``--max-check-nodes`` leaves out puzzles
whose re-check (``dvonn-engine puzzles --check``, the test) would take the solver too long.
"""

from __future__ import annotations

import argparse
import math
import os
import time
from dataclasses import replace
from pathlib import Path

from engine.ai import Engine, Goal, Limits
from engine.assessment import Assessment, Standing
from engine.errors import DvonnError
from engine.moves import Move
from engine.position import Phase, Position
from engine.puzzles import (
    DEFAULT_PATH,
    DIFFICULTIES,
    Puzzle,
    Step,
    counts,
    load_puzzles,
    prove_step,
    save_puzzles,
    solve,
)
from engine.records import decode, read_record
from engine.records.corpus import iter_archive
from engine.rules import apply, legal_moves
from scripts.corpus import DEFAULT_ARCHIVE

PLAUSIBLE = 100  # hundredths of a piece: a move this close to the glance's best looks as good


def stacks(position: Position) -> int:
    return sum(1 for _ in position.occupied())


def glance(position: Position, moves: list[Move]) -> dict[Move, int]:
    """Each move's one-ply score for the mover: what a quick look sees."""
    engine = Engine()
    scores = {}
    for move in moves:
        child = apply(position, move).after
        last = None
        for report in engine.run(child, Goal.PLAY, Limits(depth=1)):
            last = report
        scores[move] = -last.score if last is not None else 0
    return scores


def recheck_nodes(position: Position, moves: list[Move], limit: int) -> int | None:
    """The solver's nodes to re-prove every move from scratch (as the check does), or None
    above ``limit``.  Mining keeps its table from position to position of a game (walking
    back from the end, most of a position's tree is proven already), so its own counts are
    no measure of a puzzle's difficulty."""
    engine = Engine()
    total = 0
    for move in moves:
        total += solve(engine, apply(position, move).after, limit).nodes
        if total > limit:
            return None
    return total


def later_steps(
    engine: Engine, position: Position, solution: tuple[Move, ...], nodes: int
) -> tuple[tuple[Move, ...], tuple[Step, ...]]:
    """The player's later moves in the line, each with every move the solver proves wins
    there; the line ends before the first one that is not proven (or not winning)."""
    steps: list[Step] = []
    after = apply(position, solution[0]).after
    for ply in range(1, len(solution)):
        if ply % 2 == 0:
            step = prove_step(engine, after, nodes)
            if step is None or solution[ply] not in step.winning:
                return solution[:ply], tuple(steps)
            steps.append(step)
        after = apply(after, solution[ply]).after
    return solution, tuple(steps)


class Unproven(Exception):
    """The solver proves nothing here within its budget: earlier positions are harder still."""


def try_position(
    engine: Engine,
    position: Position,
    played: Move | None,
    source: str,
    ply: int,
    args: argparse.Namespace,
) -> Puzzle | None:
    """The puzzle at ``position`` (graded later, from its ``grade`` facts), or None."""
    moves = legal_moves(position)
    if len(moves) < args.min_moves:
        return None
    root = solve(engine, position, args.nodes)
    if root.result is None:
        raise Unproven
    if root.result != "win":
        return None
    # The proven best move first, then the others from the best-looking down: a second
    # winning move (no puzzle) is usually among those and is found early.
    scores = glance(position, moves)
    order = sorted(moves, key=lambda m: (m != root.best, -scores[m]))
    winners: list[Move] = []
    replies: dict[Move, Move | None] = {}
    defence: tuple[Move, ...] = ()
    check_nodes = 0
    for move in order:
        child = solve(engine, apply(position, move).after, args.nodes)
        check_nodes += child.nodes
        if child.result is None:
            return None  # unproven: not a sound puzzle within the budget
        if child.result == "loss":
            winners.append(move)
            defence = child.pv[:2]
        else:
            replies[move] = child.best
        if len(winners) > 1 or check_nodes > args.max_check_nodes:
            return None
    if len(winners) != 1:
        return None
    rechecked = recheck_nodes(position, moves, args.max_check_nodes)
    if rechecked is None:
        return None
    winner = winners[0]
    exact = None
    after = apply(position, winner).after
    for report in engine.run(after, Goal.MARGIN, Limits(nodes=args.nodes)):
        exact = report.margin
    result = Assessment(Standing.WINS, position.turn, abs(exact or 0))
    best_glance = max(scores.values())
    facts = {
        "solver_nodes": rechecked,
        "plausible": sum(
            1 for m, s in scores.items() if m != winner and s >= best_glance - PLAUSIBLE
        ),
        "glance_finds": int(scores[winner] >= best_glance),
        "line": len(root.pv),
        "moves": len(moves),
    }
    refutations = {m: r for m, r in replies.items() if r is not None}
    name = Path(source).name
    solution, later = later_steps(engine, position, (winner, *defence), args.nodes)
    return Puzzle(
        f"{Path(source).stem}@{ply}",
        position,
        solution,
        True,
        result,
        "medium",
        0,
        name,
        ply,
        played == winner,
        refutations,
        facts,
        later,
    )


def points(puzzle: Puzzle) -> float:
    """Difficulty points: solver effort, look-alike moves, a glance that misses, the real
    player missing it, a long winning line, many legal moves."""
    g = puzzle.grade
    return (
        math.log2(1 + g["solver_nodes"])
        + 1.5 * g["plausible"]
        + (0 if g["glance_finds"] else 3)
        + (0 if puzzle.found else 1)
        + 0.2 * g["line"]
        + g["moves"] / 10
    )


def grade(found: list[Puzzle]) -> list[Puzzle]:
    """Ratings from the points (600 + 60 per point); difficulty by thirds of the ranking."""
    ranked = sorted(found, key=lambda p: (points(p), p.id))
    graded = []
    for rank, puzzle in enumerate(ranked):
        level = DIFFICULTIES[min(2, 3 * rank // len(ranked))]
        graded.append(replace(puzzle, difficulty=level, rating=round(600 + 60 * points(puzzle))))
    graded.sort(key=lambda p: (DIFFICULTIES.index(p.difficulty), p.rating, p.id))
    return graded


def regraded(engine: Engine, puzzles: list[Puzzle], args: argparse.Namespace) -> list[Puzzle]:
    """Puzzles from an earlier run: mined again from their position when they lack grades;
    with ``--remeasure``, the solver's effort of the others measured again (from scratch)."""
    kept = []
    for puzzle in puzzles:
        if puzzle.grade:
            if not args.remeasure:
                kept.append(puzzle)
                continue
            moves = legal_moves(puzzle.position)
            nodes = recheck_nodes(puzzle.position, moves, args.max_check_nodes)
            if nodes is None:
                continue
            puzzle = replace(puzzle, grade={**puzzle.grade, "solver_nodes": nodes})
        else:
            played = puzzle.solution[0] if puzzle.found else None
            try:
                again = try_position(
                    engine, puzzle.position, played, puzzle.source_file, puzzle.source_ply, args
                )
            except Unproven:
                again = None
            if again is None:
                continue
            puzzle = again
        kept.append(puzzle)
    return kept


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--archive", type=Path, default=DEFAULT_ARCHIVE)
    parser.add_argument("--out", type=Path, default=DEFAULT_PATH)
    parser.add_argument("--games", type=int, default=200, help="games to read")
    parser.add_argument("--skip", type=int, default=0, help="games to pass over first")
    parser.add_argument("--nodes", type=int, default=15_000, help="solver nodes per proof")
    parser.add_argument("--max-check-nodes", type=int, default=30_000)
    parser.add_argument("--per-game", type=int, default=3, help="puzzles per game at most")
    parser.add_argument("--min-stacks", type=int, default=8)
    parser.add_argument("--max-stacks", type=int, default=24)
    parser.add_argument("--min-moves", type=int, default=3)
    parser.add_argument("--extend", action="store_true", help="keep the puzzles in --out")
    parser.add_argument(
        "--remeasure", action="store_true", help="measure kept puzzles' solver effort again"
    )
    parser.add_argument(
        "--merge", type=Path, nargs="*", default=[], help="add these files' puzzles"
    )
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f}, {os.cpu_count()} cores", flush=True)
    engine = Engine()
    earlier: list[Puzzle] = []
    if args.extend and args.out.exists():
        earlier = load_puzzles(args.out)
    for path in args.merge:
        earlier += load_puzzles(path)
    found = regraded(engine, list({p.id: p for p in earlier}.values()), args)
    known = {p.id for p in found}
    began = time.monotonic()
    read = 0
    for index, (name, data) in enumerate(iter_archive(args.archive)):
        if index < args.skip:
            continue
        if read >= args.games:
            break
        read += 1
        try:
            game = read_record(decode(data), name).to_game()
        except DvonnError:
            continue
        kept = 0
        engine.new_game()  # one table per game: later positions' proofs serve earlier ones
        for ply in range(len(game) - 1, 48, -1):
            position = game.position_at(ply)
            count = stacks(position)
            if position.phase is not Phase.MOVEMENT or count < args.min_stacks:
                continue
            if count > args.max_stacks or kept >= args.per_game:
                break
            if f"{Path(name).stem}@{ply}" in known:
                continue
            try:
                mined = try_position(engine, position, game.moves[ply], name, ply, args)
            except Unproven:
                break
            if mined is not None:
                found.append(mined)
                known.add(mined.id)
                kept += 1
        puzzles = grade(found)
        save_puzzles(puzzles, args.out)
        print(
            f"game {index} ({read} read, {time.monotonic() - began:.0f} s): "
            f"{len(puzzles)} puzzles {counts(puzzles)}",
            flush=True,
        )
    puzzles = grade(found)
    save_puzzles(puzzles, args.out)
    print(f"{len(puzzles)} puzzles {counts(puzzles)} in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
