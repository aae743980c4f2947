"""The search: evaluation symmetry, exact endgames against brute force, threats, limits."""

from __future__ import annotations

import random
from functools import cache

import pytest

from engine import core
from engine.ai import Engine, Goal, Limits
from engine.ai.deepening import Budget, deepen
from engine.ai.players import GreedyPlayer
from engine.ai.scores import INFINITE_SCORE, margin_of
from engine.ai.weights import load_weights
from engine.board import Cell
from engine.core import Searcher
from engine.moves import Move
from engine.position import Color, Phase, Position
from engine.rules import apply, legal_moves


def pos(stacks: dict[str, str], turn: Color = Color.WHITE) -> Position:
    return Position.from_stacks({Cell.parse(c): s for c, s in stacks.items()}, turn, Phase.MOVEMENT)


class TooBig(Exception):
    pass


def piece_margin(codes: bytes) -> int:
    """Pieces in White's stacks minus pieces in Black's, from the stack codes (a lone DVONN
    piece, code 6, belongs to nobody)."""
    return sum((code >> 2) * (-1 if code & 1 else 1) for code in codes if code and code != 6)


def _minimax(codes: bytes, side: int, memo: dict[tuple[bytes, int], int], cap: int) -> int:
    key = (codes, side)
    value = memo.get(key)
    if value is not None:
        return value
    if len(memo) >= cap:
        raise TooBig
    moves = core.moves(codes, side)
    if moves:
        values = [_minimax(core.play(codes, side, move)[0], 1 - side, memo, cap) for move in moves]
        value = max(values) if side == 0 else min(values)
    elif core.moves(codes, 1 - side):
        value = _minimax(codes, 1 - side, memo, cap)
    else:
        value = piece_margin(codes)
    memo[key] = value
    return value


def exact_margin(position: Position, cap: int = 200_000) -> int:
    """White's final margin under best play, by plain minimax with a memo (no pruning, no
    table, no search: the core only generates and plays the moves, as the rules do)."""
    return _minimax(position.codes, position.turn, {}, cap)


def random_line(seed: int) -> list[Position]:
    rng = random.Random(seed)
    line = [Position.random_setup(seed)]
    while moves := legal_moves(line[-1]):
        line.append(apply(line[-1], rng.choice(moves)).after)
    return line


def near_the_end(seed: int, plies_left: int) -> Position:
    """A position ``plies_left`` moves before the end of a seeded random game."""
    line = random_line(seed)
    return line[max(0, len(line) - 1 - plies_left)]


@cache
def small_endgame(seed: int, cap: int = 15_000) -> Position:
    """The earliest position of a seeded random game whose whole game tree stays under ``cap``
    positions: as deep an endgame as brute force can check quickly."""
    line = random_line(seed)
    found = line[-1]
    for position in reversed(line[:-1]):
        try:
            exact_margin(position, cap)
        except TooBig:
            break
        found = position
    return found


def swap_colours(position: Position) -> Position:
    table = str.maketrans("WB", "BW")
    stacks = tuple(stack.translate(table) for stack in position.stacks)
    return Position.from_stacks(stacks, position.turn.other, position.phase)


# A cut-off threat: Black's D3 is the only link between the DVONN pieces and White's
# stacks.  Capturing the three black pieces on H3 looks best one move deep, but D3C3 then
# cuts every white stack off; D2D3 (taking the link) wins by 9.
CUT_OFF = {
    "A3": "D", "B3": "D", "C3": "D", "D3": "B", "E3": "WWWW", "F3": "WWW", "G3": "W",
    "H3": "BBB", "D2": "W", "G2": "W", "F2": "W",
}  # fmt: skip


def white_minus_black(codes: bytes) -> tuple[int, ...]:
    """The features as White's minus Black's."""
    white, black = core.features(codes, 0), core.features(codes, 1)
    return tuple(w - b for w, b in zip(white, black, strict=True))


def test_features_are_antisymmetric() -> None:
    for seed in range(5):
        position = near_the_end(seed, 20)
        mirrored = swap_colours(position)
        assert white_minus_black(mirrored.codes) == tuple(
            -f for f in white_minus_black(position.codes)
        )


def test_evaluation_is_symmetric_and_detects_the_end() -> None:
    weights = load_weights().flat()
    for seed in range(5):
        position = near_the_end(seed, 15)
        mirrored = swap_colours(position)
        score, _ = core.evaluate(position.codes, position.turn, weights)
        assert core.evaluate(mirrored.codes, mirrored.turn, weights)[0] == score
    final = near_the_end(0, 0)
    score, is_final = core.evaluate(final.codes, final.turn, weights)
    white, black = final.controlled_pieces()
    assert is_final
    sign = 1 if final.turn is Color.WHITE else -1
    assert margin_of(score) == sign * (white - black)


@pytest.mark.parametrize("seed", range(12))
def test_solver_matches_brute_force(seed: int) -> None:
    position = small_endgame(seed)
    searcher = Searcher(load_weights().flat())
    searcher.start()
    score = searcher.solve(position.codes, position.turn, -INFINITE_SCORE, INFINITE_SCORE)
    sign = 1 if position.turn is Color.WHITE else -1
    assert margin_of(score) == sign * exact_margin(position)


@pytest.mark.parametrize("seed", range(6))
def test_deepening_proves_small_endgames_and_plays_the_best_move(seed: int) -> None:
    position = small_endgame(100 + seed)
    engine = Engine()
    reports = list(engine.run(position, Goal.MARGIN, Limits(depth=40)))
    last = reports[-1]
    sign = 1 if position.turn is Color.WHITE else -1
    assert last.margin == sign * exact_margin(position)
    assert last.best is not None
    if last.best != Move.parse("PASS"):
        after = apply(position, last.best).after
        assert exact_margin(after) == exact_margin(position)


def test_cut_off_threat_is_seen_and_avoided() -> None:
    position = pos(CUT_OFF)
    greedy = GreedyPlayer()
    greedy.new_game(Color.WHITE, 0)
    assert str(greedy.choose(position, None)) in {"G2H3", "G3H3"}  # the trap is real
    assert exact_margin(apply(position, Move.parse("G3H3")).after) < 0
    for depth in (2, 3, 4):
        reports = list(Engine().run(position, Goal.PLAY, Limits(depth=depth)))
        assert str(reports[-1].best) == "D2D3"


def test_forced_win_is_found_and_announced() -> None:
    position = pos(CUT_OFF)
    analysis = Engine(threads=2).last(position, Goal.ANALYSE, Limits(seconds=5, soft_seconds=5))
    assert str(analysis.best) == "D2D3"
    assert analysis.score_text() == "White wins by 9"
    assert analysis.pv[0] == analysis.best


def test_proven_result_stops_the_deepening() -> None:
    position = near_the_end(7, 4)
    searcher = Searcher(load_weights().flat())
    reports = list(deepen(searcher, position.codes, position.turn, Budget(max_depth=60)))
    assert reports[-1].depth < 60
    assert reports[-1].lower == reports[-1].upper or reports[-1].lower >= 0


# A draw (the Boardspace game U!DV-Dumbot-PhiUlbrich-2008-06-08-0543, 10 plies before its end)
# whose search for play stops at "a draw at least".
DRAWN = (
    "WBBW,-,-,-,-,-,-,D,B/-,W,W,-,-,-,B,BWB,DB,-/W,W,-,DW,-,-,-,BWB,B,B,-/"
    "-,WBWBBW,-,-,-,-,-,-,-,WBB/WW,BW,W,-,-,-,-,-,- w movement"
)


def test_a_search_for_play_stops_at_a_draw_at_least_and_decide_goes_on() -> None:
    position = Position.parse(DRAWN)
    played = list(Engine().run(position, Goal.PLAY, Limits(nodes=400_000)))
    assert played[-1].lower >= 0 and played[-1].result is None
    assert played[-1].nodes < 400_000
    decided = list(Engine().run(position, Goal.DECIDE, Limits(nodes=400_000)))
    assert decided[-1].result == "draw"
    assert decided[-1].margin == 0


# 34 stacks, 12 plies before the end of DV-bulien-SmartBot-2009-06-23-2019: lost for Black,
# which a proof of some 50,000 nodes shows.
LOST_AT_34_STACKS = (
    "W,D,D,W,-,B,BW,WB,-/W,W,-,WBW,-,WB,-,W,B,B/W,BW,-,-,WB,BBW,DW,-,W,B,B/"
    "B,WB,-,WB,BW,W,-,BW,B,B/B,WB,-,-,-,-,-,W,B b movement"
)


def test_a_search_asked_to_decide_tries_proofs_on_fuller_boards_than_play() -> None:
    position = Position.parse(LOST_AT_34_STACKS)
    played = list(Engine().run(position, Goal.PLAY, Limits(nodes=100_000)))
    assert played[-1].result is None
    decided = list(Engine().run(position, Goal.DECIDE, Limits(nodes=100_000)))
    assert decided[-1].result == "loss"


@pytest.mark.parametrize("nodes", [1, 2, 3, 50, 5000])
def test_a_search_asked_to_decide_keeps_to_any_node_budget(nodes: int) -> None:
    """Its proof attempts split their nodes between alpha-beta and proof numbers, however
    few there are."""
    engine = Engine()
    list(engine.run(Position.parse(LOST_AT_34_STACKS), Goal.DECIDE, Limits(nodes=nodes)))
    assert 0 < engine.searcher.nodes <= nodes


def test_node_limit_is_deterministic_and_iterations_are_reported() -> None:
    position = near_the_end(3, 40)
    runs = []
    for _ in range(2):
        reports = list(Engine().run(position, Goal.PLAY, Limits(nodes=4000), seed=5))
        runs.append([(r.depth, r.best, r.score, r.pv, r.nodes) for r in reports])
        assert [r.depth for r in reports] == list(range(1, len(reports) + 1))
    assert runs[0] == runs[1]
    assert runs[0][-1][4] <= 4000


def test_stop_request_ends_the_search_with_the_last_completed_iteration() -> None:
    position = near_the_end(4, 40)
    requests = {"stop": False}
    reports = []
    for report in Engine().run(position, Goal.PLAY, stop=lambda: requests["stop"]):
        reports.append(report)
        if report.depth == 2:
            requests["stop"] = True
    assert [r.depth for r in reports] == [1, 2]
    assert reports[-1].best in legal_moves(position)


def test_principal_variation_is_legal() -> None:
    position = near_the_end(9, 30)
    report = list(Engine().run(position, Goal.PLAY, Limits(depth=4)))[-1]
    assert report.pv[0] == report.best
    for move in report.pv:
        assert move in legal_moves(position)
        position = apply(position, move).after


class NeverProving:
    """A searcher whose iterations end at once and never prove anything: the deepening runs
    all its iterations, each followed by a proof attempt twice the size of the last."""

    def __init__(self, position: Position) -> None:
        self.first = core.moves(position.codes, int(position.turn))[0]
        self.nodes = 0
        self.limits: list[int | None] = []

    def start(self, node_limit: int | None, deadline: float | None, stop: object) -> None:
        pass

    def limit(self, node_limit: int | None, deadline: float | None) -> None:
        self.limits.append(node_limit)

    def ordered_moves(self, codes: bytes, side: int, hint: int | None = None) -> list[int]:
        return [self.first]

    def table_move(self, codes: bytes, side: int) -> int | None:
        return None

    def root(
        self, codes: bytes, side: int, depth: int, order: list[int], lines: int = 1
    ) -> list[tuple[int, int]]:
        self.nodes += 1000
        return [(self.first, 0)]

    def proven(self, codes: bytes, side: int) -> tuple[int, int]:
        return -INFINITE_SCORE, INFINITE_SCORE

    def solve(self, codes: bytes, side: int, alpha: int, beta: int) -> int:
        raise core.Stopped

    def line(self, codes: bytes, side: int, limit: int = 40) -> list[int | None]:
        return []


def test_proof_attempts_stay_within_the_cores_node_counter() -> None:
    """64 iterations double the attempts 62 times: they must not outgrow a 64-bit count."""
    position = near_the_end(3, 12)
    assert sum(1 for stack in position.stacks if stack) <= 30  # proofs are attempted
    searcher = NeverProving(position)
    budget = Budget(max_depth=64, deadline=None)
    reports = list(deepen(searcher, position.codes, int(position.turn), budget))  # type: ignore[arg-type]
    assert len(reports) == 64
    assert all(limit is None or limit < 2**63 for limit in searcher.limits)
    assert max(limit or 0 for limit in searcher.limits) > 2**32  # the attempts did grow
