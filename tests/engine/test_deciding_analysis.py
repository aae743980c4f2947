"""Analysis for people proves what it can: the deciding search says who wins as soon as it is
proven, never goes back from a proof to an estimate, and gives a position the same verdict
whatever was analysed before (its table is emptied first)."""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Generator

from engine.ai import Engine, Goal, Limits, SearchInfo
from engine.assessment import MoverResult, Standing
from engine.game import Game
from engine.position import Position
from engine.service.answers import Engines, answer
from engine.service.messages import AnalysisRequest, Searched
from engine.shell import Shell
from tests.engine.test_ai_search import CUT_OFF, near_the_end, pos

PROOFS = (Standing.WINS, Standing.WINS_BY_AT_LEAST, Standing.DRAW, Standing.CANNOT_LOSE)


def analysis(position: Position, seconds: float, engine: Engine | None = None) -> list[SearchInfo]:
    """The analysis for people by the clock, from an empty table (as the shell runs it)."""
    engine = engine or Engine(threads=2)
    engine.new_game()
    limits = Limits(seconds=seconds, soft_seconds=seconds)
    return list(engine.run(position, Goal.ANALYSE, limits))


def test_once_proven_the_analysis_never_goes_back_to_an_estimate() -> None:
    for seed in (3, 5, 8):
        reports = analysis(near_the_end(seed, 8), 2.0)
        kinds = [r.assessment.standing for r in reports]
        first = next((i for i, k in enumerate(kinds) if k in PROOFS), None)
        assert first is not None, kinds  # 8 plies from the end: proven within 2 s
        assert all(k in PROOFS for k in kinds[first:]), kinds
        depths = [r.depth for r in reports]
        assert depths == sorted(depths)


def test_the_result_comes_first_and_the_margin_after() -> None:
    reports = analysis(pos(CUT_OFF), 5.0)
    assert str(reports[-1].assessment) == "White wins by 9"
    assert any(r.result == "win" for r in reports)


def test_the_same_position_gets_the_same_verdict_whatever_came_before() -> None:
    target = near_the_end(4, 6)
    engine = Engine(threads=2)
    alone = analysis(target, 1.0, engine)[-1]
    for seed in (1, 2):  # other analyses in between, and the game played to the position
        analysis(near_the_end(seed, 10), 0.5, engine)
    again = analysis(target, 1.0, engine)[-1]
    assert alone.assessment.proven and again.assessment == alone.assessment
    assert again.best == alone.best


def test_analyze_in_the_shell_proves_the_end_and_names_a_finished_game() -> None:
    shell = Shell()
    shell.game = Game(near_the_end(6, 6))
    answer = shell.handle("analyze time=1")
    assert "result='White wins" in answer or "result='Black wins" in answer or "Draw" in answer
    over = Shell()
    over.game = Game(near_the_end(6, 0))
    assert "result='Game over: " in over.handle("analyze time=0.1")


def test_the_app_analysis_is_the_same_run_after_run_from_any_history() -> None:
    """The evaluation box's reports (an ``AnalysisRequest`` to the analysis process) are
    budgeted in nodes: the same position gives the same reports, depth for depth, whatever
    unrelated position came before (the table is kept only from a position to a related
    one)."""
    position = near_the_end(9, 24)
    engines = Engines()

    def analyse(position: Position) -> list[tuple[int, tuple[str, ...], str]]:
        request = AnalysisRequest(0, position, 0.3)
        return [
            (r.info.depth, tuple(map(str, r.info.pv)), str(r.info.assessment))
            for r in answer(engines, request, lambda: False)
            if isinstance(r, Searched)
        ]

    first = analyse(position)
    analyse_all = analyse(near_the_end(2, 20))
    assert analyse_all
    again = analyse(position)
    assert len(first) > 1 and again == first


def test_proof_numbers_beside_prove_what_the_split_does_not_in_the_same_nodes() -> None:
    """A race (engine.ai.race) proves by proof numbers on nodes of their own, beside the main
    search's whole budget of alpha-beta: here it proves a loss that alpha-beta and proof
    numbers sharing the same budget in turn do not, the same loss a search with 25 times the
    budget proves; and it reports the same, node for node, every run."""
    position = near_the_end(27, 14)
    budget = Limits(nodes=200_000)

    def reports(race: bool, limits: Limits = budget) -> list[SearchInfo]:
        engine = Engine(threads=2 if race else 1)
        found = engine.run(position, Goal.DECIDE, limits)
        return [dataclasses.replace(report, seconds=0.0) for report in found]

    shared = reports(race=False)
    raced = reports(race=True)
    assert shared[-1].result is None
    assert raced[-1].result == MoverResult.LOSS
    assert reports(race=False, limits=Limits(nodes=5_000_000))[-1].result == MoverResult.LOSS
    assert reports(race=True) == raced


def test_the_prover_races_on_a_full_board_too() -> None:
    """44 stacks, 16 plies before the end of a real game (Eucalyx against SmartBot, 2010): too
    many for the main search to try proofs, but one large cut-off decides it, and the prover
    beside it finds the proof within a small budget."""
    position = Position.parse(
        "D,D,W,-,B,WB,-,B,B/W,D,W,WW,BBW,B,-,WB,W,B/W,W,W,B,W,W,B,W,W,B,B/"
        "W,W,W,-,W,B,B,B,B,B/B,B,W,-,W,B,B,B,W b movement"
    )
    assert sum(1 for code in position.codes if code) == 44

    def last(race: bool) -> SearchInfo:
        engine = Engine(threads=2 if race else 1)
        *_, report = engine.run(position, Goal.DECIDE, Limits(nodes=100_000))
        return report

    assert last(race=False).result is None
    assert last(race=True).result == MoverResult.LOSS


def test_a_race_stops_its_prover_when_the_search_is_given_up() -> None:
    position = near_the_end(27, 14)
    engine = Engine(threads=2)
    searches = engine.run(position, Goal.DECIDE, Limits(nodes=50_000_000))
    next(searches)
    assert isinstance(searches, Generator)
    searches.close()  # the caller stops reading: the prover's thread is stopped and joined
    assert not [thread for thread in threading.enumerate() if thread.name == "proof numbers"]
