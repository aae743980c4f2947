"""Property tests over random games, cross-checked against tests/engine/reference.py.

Each example plays one random game — from a random setup or from random placements — and
checks every ply.  Example counts are modest so the suite stays fast.  A game is drawn from
an integer seed and failing examples are not shrunk: the report names the seed at once
(shrinking a whole random game takes minutes and gains little), and
``random_transitions(random.Random(seed), kind)`` replays it.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import Phase as Stage
from hypothesis import strategies as st

from engine import core
from engine.board import CELLS, Cell
from engine.errors import NotationError
from engine.game import Game
from engine.moves import PASS, Move
from engine.notation import (
    from_codecup,
    parse_position,
    to_codecup,
)
from engine.position import Color, Phase, Position
from engine.rules import Transition, apply, is_game_over, legal_moves, outcome, perft, score
from tests.engine import reference
from tests.engine.positions import random_game, stacks_dict

TOTAL_PIECES = 49
COLOUR = {Color.WHITE: "W", Color.BLACK: "B"}

NO_SHRINK = (Stage.explicit, Stage.reuse, Stage.generate)
common = settings(
    max_examples=40,
    deadline=None,
    phases=NO_SHRINK,
    suppress_health_check=[HealthCheck.too_slow],
)


def start_position(rng: random.Random, kind: str) -> Position:
    """A random setup, or the empty board (the random game then places the pieces)."""
    if kind == "setup":
        return Position.random_setup(rng.getrandbits(32))
    return Position.initial()


def random_transitions(rng: random.Random, kind: str, max_plies: int = 300) -> list[Transition]:
    return list(random_game(start_position(rng, kind), rng, max_plies))


games = st.tuples(st.integers(0, 2**32 - 1), st.sampled_from(["setup", "placed"]))


def positions_of(transitions: list[Transition]) -> list[Position]:
    return [transitions[0].before] + [t.after for t in transitions] if transitions else []


# --- (a) conservation, (b) connection --------------------------------------------------------


@common
@given(games)
def test_pieces_are_conserved_and_every_stack_touches_dvonn(
    game: tuple[int, str],
) -> None:
    seed, kind = game
    rng = random.Random(seed)
    transitions = random_transitions(rng, kind)
    removed_so_far = 0
    for transition in transitions:
        after = transition.after
        removed_so_far += transition.pieces_removed
        if after.phase is Phase.MOVEMENT:
            assert sum(map(len, after.stacks)) + removed_so_far == TOTAL_PIECES
            cells = stacks_dict(after)
            assert set(reference.connected_to_dvonn(cells)) == set(cells)
            assert sum(stack.count("D") for stack in cells.values()) == 3
        else:
            assert removed_so_far == 0
        for cell, stack in transition.removed:
            assert stack and "D" not in stack and not after.stack(cell)


# --- (c) the engine agrees with the reference ------------------------------------------------


def reference_moves(position: Position) -> set[str]:
    cells = stacks_dict(position)
    if position.phase is Phase.PLACEMENT:
        return {cell for cell in reference.ALL_CELLS if cell not in cells}
    return reference.movement_moves(cells, COLOUR[position.turn])


def check_against_reference(transition: Transition) -> None:
    before, move, after = transition.before, transition.move, transition.after
    where = f"{move} from {before!s}"
    cells = stacks_dict(before)
    if before.phase is Phase.PLACEMENT:
        placed = before.placements_made
        who, piece = reference.placement_piece(placed)
        assert COLOUR[before.turn] == who
        assert move.target is not None and after.stack(move.target) == piece
        expected_turn = "W" if placed + 1 == 49 else reference.placement_piece(placed + 1)[0]
        expected_phase = Phase.MOVEMENT if placed + 1 == 49 else Phase.PLACEMENT
        assert (COLOUR[after.turn], after.phase) == (expected_turn, expected_phase)
        assert transition.removed == ()
        return
    if move == PASS:
        assert after.stacks == before.stacks and transition.removed == ()
    else:
        expected, removed = reference.play_jump(cells, str(move))
        assert stacks_dict(after) == expected, where
        assert {str(c): s for c, s in transition.removed} == removed, where
    assert after.turn is before.turn.other and after.phase is Phase.MOVEMENT, where


@common
@given(games)
def test_engine_moves_and_results_equal_the_reference(game: tuple[int, str]) -> None:
    seed, kind = game
    rng = random.Random(seed)
    transitions = random_transitions(rng, kind)
    for position in positions_of(transitions):
        expected = reference_moves(position)
        engine_moves = legal_moves(position)
        assert {str(m) for m in engine_moves} == expected, str(position)
        assert [str(m) for m in engine_moves] == sorted(expected)  # sorted by notation
        over = position.phase is Phase.MOVEMENT and not expected
        assert is_game_over(position) == over
        if over:
            white, black = reference.score(stacks_dict(position))
            assert score(position) == (white, black)
            assert str(outcome(position)) == (
                "white" if white > black else "black" if black > white else "draw"
            )
        else:
            assert outcome(position) is None
    for transition in transitions:
        check_against_reference(transition)


@settings(max_examples=15, deadline=None, phases=NO_SHRINK)
@given(games)
def test_every_legal_move_gives_the_reference_result(game: tuple[int, str]) -> None:
    """Not just the moves played: every legal move at every few plies."""
    seed, kind = game
    rng = random.Random(seed)
    transitions = random_transitions(rng, kind)
    for position in positions_of(transitions)[::7]:
        for move in legal_moves(position):
            check_against_reference(apply(position, move))


# --- (d) undo and redo ----------------------------------------------------------------------


@common
@given(games)
def test_game_undo_restores_and_redo_reapplies(game: tuple[int, str]) -> None:
    seed, kind = game
    rng = random.Random(seed)
    transitions = random_transitions(rng, kind, max_plies=120)
    start = transitions[0].before if transitions else start_position(rng, kind)
    played = Game(start)
    for transition in transitions:
        played.play(transition.move)
    expected = positions_of(transitions) or [start]
    assert played.position == expected[-1]
    for ply in range(len(transitions), 0, -1):
        undone = played.undo()
        assert undone.move == transitions[ply - 1].move
        assert played.position == expected[ply - 1]
        assert played.position.stacks == expected[ply - 1].stacks
        assert played.ply == ply - 1 and len(played) == len(transitions)
    assert not played.can_undo()
    for ply in range(1, len(transitions) + 1):
        assert played.redo().move == transitions[ply - 1].move
        assert played.position == expected[ply]
    assert not played.can_redo()
    target = rng.randrange(len(expected))
    played.go_to(target)
    assert played.position == expected[target] == played.position_at(target)


# --- (e) formats round-trip -----------------------------------------------------------------


def play_facts(position: Position) -> tuple[object, ...]:
    """What the CodeCup string keeps: per cell height, owner, DVONN inside; turn; phase."""
    cells = tuple(
        (len(stack), position.owner(cell), "D" in stack)
        for cell, stack in zip(CELLS, position.stacks, strict=True)
    )
    return cells, position.turn, position.phase


def check_round_trips(position: Position) -> None:
    text = str(position)
    assert Position.parse(text) == position, text
    assert hash(Position.parse(text)) == hash(position)
    assert parse_position(text) == position
    assert Position.parse(text.upper().replace(" W ", " w ").replace(" B ", " b ")) == (position)
    if max(len(stack) for stack in position.stacks) <= 15:
        codecup = to_codecup(position)
        assert len(codecup) == 50
        back = from_codecup(codecup)
        assert to_codecup(back) == codecup
        assert play_facts(back) == play_facts(position)
        assert parse_position(codecup) == back
        assert legal_moves(back) == legal_moves(position)
        assert sum(map(len, back.stacks)) == sum(map(len, position.stacks))
    else:
        try:
            to_codecup(position)
        except NotationError as error:
            assert "too tall" in str(error)
        else:
            raise AssertionError("a stack taller than 15 was written to a CodeCup string")
    for move in legal_moves(position):
        assert Move.parse(str(move)) == move
        assert Move.parse(str(move).lower()) == move
        assert Move.parse(f"  {str(move).lower()}\n") == move


@common
@given(games)
def test_every_format_round_trips(game: tuple[int, str]) -> None:
    seed, kind = game
    rng = random.Random(seed)
    transitions = random_transitions(rng, kind, max_plies=150)
    for position in positions_of(transitions):
        check_round_trips(position)


# --- (f) perft: memoised equals plain, and the reference -----------------------------------


@settings(max_examples=30, deadline=None, phases=NO_SHRINK)
@given(games, st.integers(0, 60))
def test_perft_memoised_equals_plain(game: tuple[int, str], cut: int) -> None:
    rng = random.Random(game[0])
    transitions = random_transitions(rng, "setup", max_plies=cut)
    position = transitions[-1].after if transitions else Position.random_setup(cut)
    for depth in (1, 2, 3):
        assert perft(position, depth) == perft(position, depth, memoise=False)


@settings(max_examples=20, deadline=None, phases=NO_SHRINK)
@given(games, st.integers(0, 60))
def test_perft_equals_the_reference_perft(game: tuple[int, str], cut: int) -> None:
    rng = random.Random(game[0])
    transitions = random_transitions(rng, "setup", max_plies=cut)
    position = transitions[-1].after if transitions else Position.random_setup(cut)
    cells = stacks_dict(position)
    for depth in (1, 2):
        assert perft(position, depth) == reference.perft(cells, COLOUR[position.turn], depth)


def test_reference_agrees_with_the_public_perft_counts() -> None:
    """Checks the reference itself: it must reproduce RULES.md's start-of-phase-2 counts."""
    position = from_codecup("CDDDCCDCDDDCCDCDBDCCDCDCBCCCCCCDCCDDBCDCDCDDDCCDDD")
    cells = stacks_dict(position)
    assert [reference.perft(cells, "W", d) for d in (1, 2)] == [30, 1794]
    assert [str(cell) for cell in Cell] == reference.ALL_CELLS


# --- (g) the search core's look at a child agrees with playing the move ---------------------
# (The search orders proofs by the opponent's replies after each move; it now runs in the
# core, so the core's child board and reply count are held against the Python rules.)


@common
@given(games)
def test_the_cores_child_and_reply_count_equal_playing_the_jump(game: tuple[int, str]) -> None:
    for position in positions_of(random_transitions(random.Random(game[0]), game[1])):
        if position.phase is not Phase.MOVEMENT:
            continue
        side = position.turn.value
        for move in legal_moves(position):
            if move.is_pass:
                continue
            child = apply(position, move).after
            core_child, _ = core.play(position.codes, side, core.from_move(move))
            replies = legal_moves(child)
            expected = 0 if replies in ([], [PASS]) else len(replies)
            assert len(core.moves(core_child, 1 - side)) == expected
            assert core_child == child.codes
