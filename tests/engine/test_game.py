"""Game: history, undo/redo, go_to, truncate, resignation, clocks, time loss and the result."""

from __future__ import annotations

import pytest

from engine.errors import IllegalMoveError, NotationError
from engine.game import Game, Result, Termination
from engine.moves import PASS, Move
from engine.position import Position
from engine.rules import Outcome
from tests.engine.positions import BLACK, WHITE, pos

# White: D3 and E2; Black: F3 and E4; lone DVONN pieces on E3, H1 and I1.
AROUND_E3 = {"E3": "D", "D3": "W", "F3": "B", "E4": "WB", "E2": "BW", "H1": "D", "I1": "D"}
# Nobody can move: White's five on E3 and Black's five on E2 reach only empty cells.
FROZEN = {"E3": "DWWWW", "F3": "D", "D3": "D", "E2": "BBBBB"}
# White's only move is E2 (two pieces) onto C2 (three); afterwards nobody can move: the
# stacks of six on E3 and of five on C2 only reach the empty K3 and H2.
LAST_MOVE = {"E3": "DWBBBB", "F3": "D", "D3": "D", "E2": "BW", "C2": "BBB"}


def test_a_new_game_starts_on_the_empty_board() -> None:
    game = Game()
    assert game.position == Position.initial() == game.start
    assert (game.ply, len(game), game.moves, game.transitions) == (0, 0, [], [])
    assert game.result is None and not game.is_over
    assert len(game.legal_moves()) == 49
    assert not game.has_clocks and game.clocks() is None
    assert not game.can_undo() and not game.can_redo()


def test_play_and_push_record_the_moves() -> None:
    game = Game()
    first = game.push("e3")
    second = game.play(Move.parse("F3"))
    assert first.before == Position.initial() and first.after == second.before
    assert game.moves == [Move.parse("E3"), Move.parse("F3")]
    assert [t.move for t in game.transitions] == game.moves
    assert game.ply == len(game) == 2
    assert game.position_at(0) == Position.initial()
    assert game.position_at(1) == first.after and game.position_at(2) == game.position


def test_bad_move_text_is_a_notation_error_and_changes_nothing() -> None:
    game = Game()
    game.push("E3")
    with pytest.raises(NotationError):
        game.push("Z9")
    assert game.ply == 1 and game.moves == [Move.parse("E3")]


def test_undo_and_redo() -> None:
    game = Game(pos(AROUND_E3))
    with pytest.raises(IndexError, match="nothing to undo"):
        game.undo()
    with pytest.raises(IndexError, match="nothing to redo"):
        game.redo()
    a = game.push("D3E3")
    b = game.push("F3E3")
    assert game.undo() is b and game.position == b.before and game.ply == 1
    assert game.can_undo() and game.can_redo() and len(game) == 2
    assert game.undo() is a and game.position == pos(AROUND_E3)
    assert game.moves == [] and len(game) == 2  # the moves stop at the cursor; redo keeps both
    assert game.redo() is a and game.redo() is b
    assert game.position == b.after and not game.can_redo()


def test_playing_after_undo_replaces_the_undone_moves() -> None:
    game = Game(pos(AROUND_E3))
    game.push("D3E3")
    game.push("F3E3")
    game.undo()
    game.push("E4E2")
    assert [str(m) for m in game.moves] == ["D3E3", "E4E2"]
    assert not game.can_redo() and len(game) == 2


def test_go_to_and_truncate() -> None:
    game = Game(pos(AROUND_E3))
    for text in ("D3E3", "F3E3", "E2E4"):
        game.push(text)
    positions = [game.position_at(n) for n in range(4)]
    game.go_to(1)
    assert game.position == positions[1] and game.ply == 1 and len(game) == 3
    game.go_to(3)
    assert game.position == positions[3]
    game.go_to(0)
    assert game.position == positions[0]
    for bad in (-1, 4):
        with pytest.raises(IndexError, match=r"outside 0…3"):
            game.go_to(bad)
        with pytest.raises(IndexError, match=r"outside 0…3"):
            game.position_at(bad)
    game.go_to(2)
    game.truncate()
    assert len(game) == 2 and [str(m) for m in game.moves] == ["D3E3", "F3E3"]
    assert not game.can_redo() and game.position == positions[2]


def test_forced_pass_through_the_game() -> None:
    blocked = {"E3": "W", "F3": "D", "D3": "D", "E4": "D", "E2": "B", "F4": "B", "D2": "B"}
    game = Game(pos(blocked))
    assert game.legal_moves() == [PASS]
    game.push("pass")
    assert game.position.turn is BLACK and game.moves == [PASS]


def test_the_result_when_nobody_can_move() -> None:
    game = Game(pos(FROZEN))
    result = game.result
    assert result == Result(Outcome.DRAW, Termination.NORMAL, (5, 5))
    assert game.is_over and game.legal_moves() == []
    with pytest.raises(IllegalMoveError, match="the game is over"):
        game.push("PASS")
    with pytest.raises(IllegalMoveError, match="the game is over"):
        game.resign(WHITE)


def test_the_last_move_ends_the_game_and_the_score_decides() -> None:
    game = Game(pos(LAST_MOVE))
    assert [str(m) for m in game.legal_moves()] == ["E2C2"]
    game.push("E2C2")
    result = game.result
    assert result is not None
    assert (result.outcome, result.termination, result.score) == (
        Outcome.BLACK_WINS, Termination.NORMAL, (5, 6),
    )  # fmt: skip
    assert result.winner is BLACK
    assert result.describe() == "Black wins 6\u20135 (by 1)"
    game.undo()
    assert game.result is None and not game.is_over


def test_describe_a_white_win() -> None:
    result = Game(pos({**FROZEN, "E3": "DWWWWW"})).result
    assert result is not None and result.winner is WHITE
    assert result.describe() == "White wins 6\u20135 (by 1)"


def test_resignation() -> None:
    game = Game(pos(AROUND_E3))
    game.push("D3E3")
    game.resign(BLACK)
    result = game.result
    assert result is not None
    assert (result.outcome, result.termination, result.winner) == (
        Outcome.WHITE_WINS, Termination.RESIGNATION, WHITE,
    )  # fmt: skip
    assert result.describe() == "Black resigns: white wins"
    assert game.legal_moves() == []
    with pytest.raises(IllegalMoveError, match="the game is over"):
        game.push("E4E2")
    with pytest.raises(IllegalMoveError, match="the game is over"):
        game.resign(WHITE)
    # Stepping back reviews the game without the resignation; playing on there forgets it.
    game.undo()
    assert game.result is None
    game.push("D3E4")
    assert game.result is None and [str(m) for m in game.moves] == ["D3E4"]


def test_resignation_drops_undone_moves_and_truncate_forgets_it() -> None:
    game = Game(pos(AROUND_E3))
    game.push("D3E3")
    game.push("F3E3")
    game.undo()
    game.resign(WHITE)
    assert len(game) == 1
    result = game.result
    assert result is not None and result.winner is BLACK
    assert result.describe() == "White resigns: black wins"
    game.truncate()
    assert game.result is None and not game.is_over


def test_clocks_count_down_per_side_and_follow_the_cursor() -> None:
    game = Game(pos(AROUND_E3), clock_minutes=5)
    assert game.has_clocks and game.clocks() == (300.0, 300.0)
    game.push("D3E3", seconds_used=12.5)
    assert game.clocks() == (287.5, 300.0)
    game.push("F3E3", seconds_used=30)
    assert game.clocks() == (287.5, 270.0)
    game.undo()
    assert game.clocks() == (287.5, 300.0)
    game.go_to(0)
    assert game.clocks() == (300.0, 300.0)
    game.go_to(2)
    assert game.clocks() == (287.5, 270.0)


def test_running_out_of_time_on_a_move_loses() -> None:
    game = Game(pos(AROUND_E3), clock_minutes=1)
    game.push("D3E3", seconds_used=59)
    assert game.result is None
    game.push("F3E3", seconds_used=60)  # exactly zero left
    result = game.result
    assert result is not None
    assert (result.termination, result.winner, result.outcome) == (
        Termination.TIME, WHITE, Outcome.WHITE_WINS,
    )  # fmt: skip
    assert result.describe() == "Black ran out of time: white wins"
    assert game.clocks() == (1.0, 0.0)
    with pytest.raises(IllegalMoveError, match="the game is over"):
        game.push("E2E4")


def test_flag_while_thinking() -> None:
    game = Game(pos(AROUND_E3), clock_minutes=1)
    game.push("D3E3", seconds_used=10)
    game.flag(BLACK)
    result = game.result
    assert result is not None and result.termination is Termination.TIME
    assert result.winner is WHITE and result.score == (4, 3)
    game.flag(WHITE)  # already over: no change
    assert game.result == result


def test_no_clocks_means_no_time_loss() -> None:
    game = Game(pos(AROUND_E3))
    game.push("D3E3", seconds_used=10_000)
    assert game.clocks() is None and game.result is None


def test_termination_and_outcome_text() -> None:
    assert [str(t) for t in Termination] == ["normal", "resignation", "time"]
    assert [str(o) for o in Outcome] == ["white", "black", "draw"]
