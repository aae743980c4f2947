"""The analysis process with its real engines (``engine.service.worker.serve_analysis`` in a
thread): a review interrupted by what the player looks at gives the same verdicts as one left
alone; a fresh position is answered at once, whatever was asked before; several lines at
once; the table kept from a position to a related one."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from engine.ai import Goal, Limits
from engine.position import Position
from engine.rules import apply, legal_moves
from engine.service.answers import Engines, related
from engine.service.messages import (
    AnalysisRequest,
    Cancel,
    Done,
    HintRequest,
    Reviewed,
    ReviewRequest,
    Searched,
)
from tests.engine.test_ai_search import near_the_end
from tests.engine.test_ai_worker import Loop, middle_game
from tests.engine.test_review import blunder_game

# A fresh position's first report, with room for a loaded test machine (docs/ai.md measures
# a median of 4 ms, the process's first request 0.35 s).
FIRST_REPORT_S = 1.0


@pytest.fixture
def analyst() -> Iterator[Loop]:
    running = Loop(player=False)
    yield running
    running.close()


def reviewed(loop: Loop, token: int) -> list[tuple[int, int, str, str]]:
    """The review's verdicts in the order they came: pass, move, before and after."""
    progress, final = loop.until_final(token)
    assert final == Done(token)
    return [
        (r.pass_number, r.verdicts.index, repr(r.verdicts.before), repr(r.verdicts.after))
        for r in progress
        if isinstance(r, Reviewed)
    ]


def test_a_review_paused_by_the_position_shown_gives_the_same_verdicts(analyst: Loop) -> None:
    record = blunder_game()
    analyst.send(ReviewRequest(1, record.start, record.moves, (0.5,)))
    alone = reviewed(analyst, 1)
    analyst.send(ReviewRequest(2, record.start, record.moves, (0.5,)))
    for token, seed in ((3, 4), (4, 7), (5, 9)):  # the player looks at other positions
        time.sleep(0.05)
        analyst.send(AnalysisRequest(token, near_the_end(seed, 20), 0.2))
    analyst.send(HintRequest(6, near_the_end(2, 14), 0.2, 0))
    assert reviewed(analyst, 2) == alone


def test_a_fresh_position_is_answered_at_once_whatever_came_before(analyst: Loop) -> None:
    start, moves = middle_game()
    analyst.send(ReviewRequest(1, start, moves, (30.0,)))  # a long review in the background
    analyst.send(AnalysisRequest(2, Position.random_setup(5), None))  # an analysis left on
    time.sleep(0.5)
    position = near_the_end(11, 30)
    for token in (3, 4, 5):
        analyst.send(Cancel(token - 1))  # the position shown changes: the last one is stale
        began = time.monotonic()
        analyst.send(AnalysisRequest(token, position, None))
        while not isinstance(reply := analyst.reply(), Searched) or reply.token != token:
            pass
        assert time.monotonic() - began < FIRST_REPORT_S
        position = apply(position, legal_moves(position)[0]).after
    analyst.send(Cancel(5))
    analyst.send(Cancel(1))
    assert analyst.until_final(1)[1] == Done(1)


def test_an_analysis_gives_the_best_lines_each_with_its_outcome(analyst: Loop) -> None:
    position = near_the_end(6, 24)
    analyst.send(AnalysisRequest(1, position, 0.5, lines=3))
    progress, final = analyst.until_final(1)
    assert final == Done(1) and progress
    for reply in progress:
        assert isinstance(reply, Searched)
        info = reply.info
        moves = [line.move for line in info.lines]
        assert len(moves) == 3 == len(set(moves))
        assert info.lines[0].outcome == info.outcome and info.best == moves[0]
        for line in info.lines:
            assert line.pv[0] == line.move
            after = position
            for move in line.pv:
                assert move in legal_moves(after)
                after = apply(after, move).after
        unproven = [line.outcome.score for line in info.lines if line.outcome.result is None]
        assert unproven == sorted(unproven, reverse=True)


def test_the_analyst_keeps_its_table_from_a_position_to_a_related_one() -> None:
    position = near_the_end(8, 26)
    child = apply(position, legal_moves(position)[0]).after
    assert related(position, child) and related(child, position)
    assert not related(position, near_the_end(9, 26)) and not related(None, position)
    engines = Engines()
    engine = engines.analyst_for(position)
    list(engine.run(position, Goal.ANALYSE, Limits(nodes=200_000)))
    nodes = engine.searcher.nodes
    kept = engines.analyst_for(child)
    assert kept is engine and engine.searcher.table_move(position.codes, position.turn)
    emptied = engines.analyst_for(near_the_end(9, 26))
    assert emptied.searcher.table_move(position.codes, position.turn) is None
    assert nodes > 0
