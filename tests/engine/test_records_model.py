"""GameRecord: the neutral record value, its numbering of plies, and replay through the engine."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

import pytest

from engine.errors import RecordParseError
from engine.game import Game
from engine.moves import PASS, Move
from engine.position import Color, Position
from engine.records import GameRecord, RecordResult, Setup
from engine.records.model import turn_numbers
from engine.rules import apply, legal_moves


def random_moves(seed: int, start: Position | None = None) -> list[Move]:
    """A whole random game (to the end) from ``start``."""
    rng = random.Random(seed)
    position = start or Position.initial()
    moves = []
    while legal := legal_moves(position):
        move = rng.choice(legal)
        moves.append(move)
        position = apply(position, move).after
    return moves


def final_score(moves: list[Move]) -> tuple[int, int]:
    position = Position.initial()
    for move in moves:
        position = apply(position, move).after
    return position.controlled_pieces()


def random_game_where(wanted: Callable[[list[Move]], bool]) -> list[Move]:
    """The first seeded random game with the wanted property, so that tests do not depend on
    which game a given seed happens to produce."""
    for seed in range(1000):
        moves = random_moves(seed)
        if wanted(moves):
            return moves
    raise AssertionError("no random game has the wanted property")


def white_wins(moves: list[Move]) -> bool:
    white, black = final_score(moves)
    return white > black


def white_wins_with_a_pass(moves: list[Move]) -> bool:
    return PASS in moves and white_wins(moves)


def test_numbering_by_whites_turns_with_white_twice_at_the_phase_change() -> None:
    numbers = turn_numbers(Position.initial(), 52)
    assert numbers[:3] == [(1, Color.WHITE), (1, Color.BLACK), (2, Color.WHITE)]
    # Placement 48 is Black's 24th, 49 is White's 25th, then White's first stack move.
    assert numbers[47:] == [
        (24, Color.BLACK),
        (25, Color.WHITE),
        (26, Color.WHITE),
        (26, Color.BLACK),
        (27, Color.WHITE),
    ]


def test_numbering_of_a_start_with_black_to_move() -> None:
    start = Position.initial()
    start = apply(start, Move.parse("E3")).after  # Black to place
    assert turn_numbers(start, 3) == [(1, Color.BLACK), (2, Color.WHITE), (2, Color.BLACK)]


def test_setup_is_derived_from_the_start() -> None:
    assert GameRecord().setup is Setup.STANDARD
    assert GameRecord(start=Position.random_setup(3)).setup is Setup.RANDOM
    after_one = apply(Position.initial(), Move.parse("E3")).after
    assert GameRecord(start=after_one).setup is Setup.CUSTOM


def test_to_game_replays_every_move() -> None:
    moves = random_game_where(white_wins_with_a_pass)
    game = GameRecord(tuple(moves)).to_game()
    assert len(game) == len(moves)
    assert game.result is not None


def test_to_game_names_the_illegal_move_its_line_and_the_reason() -> None:
    record = GameRecord((Move.parse("E3"), Move.parse("E3")), move_lines=(4, 7))
    with pytest.raises(RecordParseError) as caught:
        record.to_game()
    assert caught.value.line == 7
    assert "move 1 (Black, E3) is illegal: E3 is already occupied" in str(caught.value)


def test_to_game_replays_a_resignation() -> None:
    record = GameRecord((Move.parse("E3"),), result=RecordResult.RESIGNED, resigned=Color.BLACK)
    result = record.to_game().result
    assert result is not None and result.winner is Color.WHITE


def test_resigning_after_the_end_is_refused() -> None:
    moves = tuple(random_moves(3))
    record = GameRecord(moves, result=RecordResult.RESIGNED, resigned=Color.WHITE)
    with pytest.raises(RecordParseError, match="after the end of the game"):
        record.to_game()


def test_verify_catches_a_result_or_score_the_moves_contradict() -> None:
    moves = tuple(random_game_where(white_wins))
    white, black = final_score(list(moves))
    assert GameRecord(moves, result=RecordResult.WHITE, score=(white, black)).verify().is_over
    with pytest.raises(RecordParseError, match="says a Black win, but the final position is"):
        GameRecord(moves, result=RecordResult.BLACK).verify()
    message = f"score {black}-{white}, but the final position is {white}-{black}"
    with pytest.raises(RecordParseError, match=message):
        GameRecord(moves, result=RecordResult.WHITE, score=(black, white)).verify()
    # A win in a position that is not over (on time, abandoned) is accepted.
    GameRecord(moves[:60], result=RecordResult.BLACK).verify()


def test_from_game_takes_moves_to_the_cursor_result_and_score() -> None:
    game = Game()
    moves = random_game_where(white_wins)
    for move in moves:
        game.play(move)
    record = GameRecord.from_game(game, white="Ann", black="Bob", black_level=4)
    assert record.moves == tuple(game.moves)
    assert record.result is RecordResult.WHITE and record.score == final_score(moves)
    assert (record.white, record.black, record.black_level) == ("Ann", "Bob", 4)
    game.undo()
    shorter = GameRecord.from_game(game)
    assert len(shorter.moves) == len(record.moves) - 1
    assert shorter.result is RecordResult.UNFINISHED


def test_from_game_keeps_a_resignation() -> None:
    game = Game(Position.random_setup(5))
    game.push(str(legal_moves(game.position)[0]))
    game.resign(Color.BLACK)
    record = GameRecord.from_game(game)
    assert (record.result, record.resigned) == (RecordResult.RESIGNED, Color.BLACK)
    assert record.setup is Setup.RANDOM


@pytest.mark.parametrize(
    "fields",
    [
        {"result": RecordResult.RESIGNED},
        {"resigned": Color.WHITE},
        {"comments": ((1, "x"),)},
        {"comments": ((0, "a"), (0, "b"))},
        {"move_lines": (1, 2)},
        {"white_level": -1},
    ],
)
def test_inconsistent_records_are_refused(fields: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        GameRecord(**fields)  # type: ignore[arg-type]


def test_comment_lookup() -> None:
    record = GameRecord((Move.parse("E3"),), comments=((0, "game"), (1, "first")))
    assert record.comment(0) == "game" and record.comment(1) == "first"
    assert record.comment(2) is None


def test_a_readers_replay_is_reused_only_for_its_own_moves() -> None:
    moves = tuple(random_moves(9))
    final = GameRecord(moves).to_game().position
    record = GameRecord(moves, replayed=(Position.initial(), moves, final))
    assert record.verified_end() == final == record.verify().position
    shorter = replace(record, moves=moves[:-1])
    assert shorter.verified_end() != final  # replayed again, not taken from the cache
    broken = replace(record, moves=(Move.parse("E3"), Move.parse("E3")))
    with pytest.raises(RecordParseError, match="is illegal"):
        broken.verified_end()
    resigned = replace(record, result=RecordResult.RESIGNED, resigned=Color.BLACK)
    with pytest.raises(RecordParseError, match="after the end of the game"):
        resigned.verified_end()


def test_lists_become_tuples() -> None:
    record = GameRecord([Move.parse("E3")], comments=[(1, "x")])  # type: ignore[arg-type]
    assert record.moves == (Move.parse("E3"),) and record.comments == ((1, "x"),)
    assert record == GameRecord((Move.parse("E3"),), comments=((1, "x"),))
