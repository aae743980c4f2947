"""Several processes for one search: the root moves are shared out at every depth.

Python threads do not run Python code in parallel, and processes share no table, so the
simplest split that scales is at the root: each iteration, the moves (best first) are dealt
round-robin to the workers; each worker searches its share with its own table, which it keeps
from iteration to iteration and move to move, and returns exact scores within the window
given.  The first move is searched with a full window by its worker; the others learn the
bound from the previous iteration's best score, so most moves are refuted by null windows.

    with ParallelSearch(processes=4) as search:
        for report in search.search(position, Limits(seconds=5)):
            ...

Worth it on machines with idle cores; on a loaded one a single process is as good.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import time
from collections.abc import Iterator
from multiprocessing.connection import Connection
from multiprocessing.synchronize import Event
from types import TracebackType
from typing import Any

from engine.ai.api import Limits, Report, to_move
from engine.ai.constants import INFINITE_SCORE
from engine.ai.evaluate import Evaluator, load_weights
from engine.ai.search import Searcher, Stopped
from engine.bitboard import Board, Jump, generate_jumps, play_jump
from engine.position import Phase, Position


def _worker(connection: Connection, stop: Event, weights: str) -> None:
    searcher = Searcher(Evaluator(load_weights(weights)))
    while True:
        message = connection.recv()
        if message is None:
            return
        board, side, depth, jumps, floor, deadline = message
        searcher.start(None, deadline, stop.is_set)
        scores: list[tuple[Jump, int, list[Jump | None]]] = []
        try:
            for jump in jumps:
                child = play_jump(board, side, jump[0], jump[1])[0]
                if floor <= -INFINITE_SCORE:
                    score = -searcher.pvs(
                        child, 1 - side, depth - 1, -INFINITE_SCORE, INFINITE_SCORE, 1
                    )
                else:
                    score = -searcher.pvs(child, 1 - side, depth - 1, -floor - 1, -floor, 1)
                    if score > floor:
                        score = -searcher.pvs(
                            child, 1 - side, depth - 1, -INFINITE_SCORE, -floor, 1
                        )
                floor = max(floor, score)
                line = searcher.principal_variation(child, 1 - side)
                scores.append((jump, score, line))
        except Stopped:
            connection.send(("stopped", searcher.nodes))
            continue
        connection.send(("done", searcher.nodes, scores))


class ParallelSearch:
    def __init__(self, processes: int = 2, weights: str = "default") -> None:
        context = multiprocessing.get_context("spawn")
        self._stop = context.Event()
        self._links: list[Connection] = []
        self._workers: list[Any] = []
        for _ in range(processes):
            parent, child = context.Pipe()
            worker = context.Process(target=_worker, args=(child, self._stop, weights), daemon=True)
            worker.start()
            self._links.append(parent)
            self._workers.append(worker)

    def stop(self) -> None:
        self._stop.set()

    def search(self, position: Position, limits: Limits | None = None) -> Iterator[Report]:
        """Per-depth reports, as ``Engine.search`` (movement phase, at least one jump)."""
        if position.phase is Phase.PLACEMENT:
            raise ValueError("parallel search is for the movement phase")
        limits = limits or Limits()
        self._stop.clear()
        began = time.monotonic()
        deadline = began + limits.seconds if limits.seconds is not None else None
        soft = began + limits.soft_seconds if limits.soft_seconds is not None else None
        board, side = position.board, position.turn
        order: list[Jump] = generate_jumps(board, side)
        if not order:
            return
        nodes = 0
        previous: int | None = None
        for depth in range(1, (limits.depth or 64) + 1):
            outcome = self._iterate(board, side, depth, order, previous, deadline)
            if outcome is None:
                return
            spent, scored = outcome
            nodes += spent
            scored.sort(key=lambda item: -item[1])
            order = [jump for jump, _, _ in scored]
            best, score, line = scored[0]
            previous = score
            pv = (to_move(best), *(to_move(jump) for jump in line))
            yield Report(
                depth, to_move(best), score, pv, nodes, time.monotonic() - began, position.turn
            )
            if soft is not None and time.monotonic() >= soft:
                return

    def _iterate(
        self,
        board: Board,
        side: int,
        depth: int,
        order: list[Jump],
        previous: int | None,
        deadline: float | None,
    ) -> tuple[int, list[tuple[Jump, int, list[Jump | None]]]] | None:
        shares = [order[i :: len(self._links)] for i in range(len(self._links))]
        # The worker holding last iteration's best move opens the window; the others start
        # just below last iteration's score, a bound that is usually right.
        floor = -INFINITE_SCORE if previous is None else previous - 50
        for index, (link, share) in enumerate(zip(self._links, shares, strict=True)):
            if share:
                start = -INFINITE_SCORE if index == 0 else floor
                link.send((board, side, depth, share, start, deadline))
        nodes = 0
        scored: list[tuple[Jump, int, list[Jump | None]]] = []
        stopped = False
        for link, share in zip(self._links, shares, strict=True):
            if not share:
                continue
            answer = link.recv()
            nodes += answer[1]
            if answer[0] == "stopped":
                stopped = True
            else:
                scored.extend(answer[2])
        if stopped:
            return None
        best = max(score for _, score, _ in scored)
        if best <= floor and previous is not None:
            # Every worker failed low against the guessed bound: search again fully.
            return self._iterate(board, side, depth, order, None, deadline)
        return nodes, scored

    def close(self) -> None:
        for link in self._links:
            with contextlib.suppress(OSError):  # the worker may be gone already
                link.send(None)
        for worker in self._workers:
            worker.join(timeout=2)
            if worker.is_alive():
                worker.terminate()

    def __enter__(self) -> ParallelSearch:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()
