"""The search core against the Python rules, side by side through thousands of random games.

Every ply of every game: the same legal moves (as sets), the same board after the move
played (stack codes), the same cells cut off, the same game end (the core's evaluation says
"final" exactly when the rules say the game is over) and the same final score.  Zobrist
keys: equal boards reached by different move orders get equal keys, and the key the core
updates move by move (inside its search) equals the key of the board built from scratch.
"""

from __future__ import annotations

import random

import pytest

from engine import _core, core
from engine.ai.scores import margin_of
from engine.ai.weights import load_weights
from engine.moves import PASS
from engine.position import Position
from engine.rules import Transition, apply, is_game_over, legal_moves
from tests.engine.core_helpers import game, jump_moves, line, start

GAMES_PER_CHUNK = 100
CHUNKS = {"setup": 12, "placed": 8}  # 2,000 games
WEIGHTS = load_weights().flat()


def check_ply(position: Position, transition: Transition | None) -> None:
    """Compare the core with the rules on ``position`` and on the move ``transition`` made."""
    codes, side = position.codes, int(position.turn)
    where = f"{position!r}"
    python = legal_moves(position)
    core_moves = core.moves(codes, side)
    assert len(core_moves) == len(set(core_moves)), where
    jumps = {core.from_move(move) for move in python if not move.is_pass}
    assert set(core_moves) == jumps, where
    if python == [PASS]:
        assert core.moves(codes, 1 - side), where
    score, final = core.evaluate(codes, side, WEIGHTS)
    assert final == is_game_over(position) == (not python), where
    if final:
        white, black = position.controlled_pieces()
        assert margin_of(score) == (white - black) * (-1 if side else 1), where
    if transition is None or transition.move.is_pass:
        return
    move = core.from_move(transition.move)
    after, removed = core.play(codes, side, move)
    assert after == transition.after.codes, f"{where} {transition.move}"
    assert removed == sum(1 << cell for cell, _ in transition.removed), where
    # The child as the proofs count it, mostly without playing the move.
    assert int(transition.after.turn) == 1 - side
    replies = len(jump_moves(transition.after))
    assert core.peek(codes, side, move) == (replies, _core.key(after, 1 - side)), where


@pytest.mark.parametrize(
    ("kind", "chunk"), [(kind, chunk) for kind, count in CHUNKS.items() for chunk in range(count)]
)
def test_random_games_step_alike_in_the_core_and_the_rules(kind: str, chunk: int) -> None:
    for seed in range(chunk * GAMES_PER_CHUNK, (chunk + 1) * GAMES_PER_CHUNK):
        transitions = game(seed, kind)
        position = start(seed, kind)
        for transition in transitions:
            check_ply(position, transition)
            position = transition.after
        check_ply(position, None)  # the end
        assert not legal_moves(position), f"{kind} game {seed} did not reach its end"


@pytest.mark.parametrize("seed", range(40))
def test_every_move_of_a_game_plays_alike(seed: int) -> None:
    """Not only the move drawn: every legal move of every ply."""
    for position in line(seed, "placed" if seed % 2 else "setup"):
        for move in jump_moves(position):
            check_ply(position, apply(position, move))


def test_equal_boards_reached_by_different_paths_have_equal_keys() -> None:
    found = 0
    for seed in range(12):
        for position in line(seed)[::8]:
            reached: dict[bytes, int] = {}
            for first in jump_moves(position):
                middle = apply(position, first).after
                for second in jump_moves(middle):
                    after = apply(middle, second).after
                    codes, side = after.codes, int(after.turn)
                    # The core's own boards along both paths, not the Python ones.
                    core_middle, _ = core.play(position.codes, int(position.turn),
                                               core.from_move(first))  # fmt: skip
                    core_after, _ = core.play(core_middle, 1 - int(position.turn),
                                              core.from_move(second))  # fmt: skip
                    assert core_after == codes
                    key = _core.key(core_after, side)
                    if codes in reached:
                        found += 1
                        assert reached[codes] == key
                    reached[codes] = key
    assert found > 50  # the test did meet transpositions


def test_keys_tell_boards_and_sides_apart() -> None:
    boards = {position.codes for seed in range(20) for position in line(seed)}
    keys = {_core.key(codes, side) for codes in boards for side in (0, 1)}
    assert len(keys) == 2 * len(boards)


@pytest.mark.parametrize("seed", range(10))
def test_the_keys_the_search_updates_move_by_move_equal_fresh_keys(seed: int) -> None:
    """After a full-width search three plies deep, every board two plies down (reached in the
    core by playing moves on its own board, keys updated incrementally) is found in the table
    by the key of the same board built from scratch, with a legal move stored."""
    rng = random.Random(seed)
    positions = line(seed)
    position = positions[rng.randrange(len(positions) // 3, 2 * len(positions) // 3)]
    searcher = core.Searcher(WEIGHTS, core.ORDER_PLAIN, 16)
    searcher.start()
    searcher.pvs(position.codes, int(position.turn), 3, -core.INFINITE_SCORE,
                 core.INFINITE_SCORE)  # fmt: skip
    children = [apply(position, move).after for move in jump_moves(position)]
    assert children
    for child in children:
        if not legal_moves(child) or legal_moves(child) == [PASS]:
            continue
        stored = searcher.table_move(child.codes, int(child.turn))
        assert stored is not None, f"{child!r} not found by its fresh key"
        assert core.to_move(stored) in legal_moves(child)
