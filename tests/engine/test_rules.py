"""One test per clause of the DVONN rulebook (shared/rules/seeds/001_*.txt, RULES.md).

Positions are small and built by hand in the movement phase; every stack touches a DVONN
piece (directly or through a chain) and all three DVONN pieces are on the board.  Cell
coordinates: x = column A…K = 0…10, y = row - 1; the neighbours of (x, y) are (x±1, y),
(x, y±1), (x+1, y+1) and (x-1, y-1).  E3's neighbours are F3 D3 E4 E2 F4 D2.

Longer than the house's ~400 lines on purpose: it is the rulebook as a checklist, one
section per part of the rules in the rulebook's order, sharing the hand-built positions
above; split, a clause would have two places to be looked for.
"""

from __future__ import annotations

import pytest

from engine.board import CELLS, Cell, neighbours
from engine.errors import IllegalMoveError, NotationError
from engine.game import Game
from engine.moves import PASS, Move
from engine.notation import from_codecup
from engine.position import Color, Phase, Position
from engine.rules import (
    Outcome,
    apply,
    dvonn_cells,
    is_game_over,
    legal_moves,
    must_pass,
    outcome,
    score,
    why_illegal,
)
from tests.engine.positions import BLACK, WHITE, moves, moves_from, play, pos

# Two DVONN pieces parked in a corner, out of the way, so that small positions can use one.
PARKED = {"H1": "D", "I1": "D"}

# A small position used by several tests: the DVONN piece on E3 with four stacks around it.
# White owns D3 ("W") and E2 ("BW": a black piece under a white one); Black owns F3 and E4.
AROUND_E3 = {"E3": "D", "D3": "W", "F3": "B", "E4": "WB", "E2": "BW", **PARKED}


def illegal(position: Position, text: str) -> str:
    """Apply a move that must be refused; return the error message."""
    with pytest.raises(IllegalMoveError) as refused:
        apply(position, Move.parse(text))
    reason = why_illegal(position, Move.parse(text))
    assert reason is not None and str(reason) == str(refused.value)
    return str(refused.value)


# --- phase 1: placing pieces ----------------------------------------------------------------


def test_placement_starts_white_dvonn_black_dvonn_white_dvonn_then_black_colour() -> None:
    game = Game()
    who_and_what = []
    for cell in ("A1", "E3", "K5", "C1", "C2", "C3"):
        mover = game.position.turn
        transition = game.push(cell)
        who_and_what.append((mover, transition.after.stack(Cell.parse(cell))))
    assert who_and_what == [
        (WHITE, "D"),
        (BLACK, "D"),
        (WHITE, "D"),
        (BLACK, "B"),  # Black places the first coloured piece
        (WHITE, "W"),
        (BLACK, "B"),
    ]


def test_placement_white_places_the_49th_and_last_piece() -> None:
    game = Game()
    placers = []
    for cell in CELLS:
        assert game.position.phase is Phase.PLACEMENT
        placers.append(game.position.turn)
        game.play(Move.place(cell))
    assert placers[-1] is WHITE
    assert game.position.stack(CELLS[-1]) == "W"
    assert placers.count(WHITE) == 25 and placers.count(BLACK) == 24
    stacks = game.position.stacks
    assert (stacks.count("W"), stacks.count("B"), stacks.count("D")) == (23, 23, 3)


def test_placement_pieces_left_to_place() -> None:
    position = Position.initial()
    assert position.pieces_to_place(WHITE) == (2, 23)  # (DVONN pieces, own pieces)
    assert position.pieces_to_place(BLACK) == (1, 23)
    position = play(position, "A1", "B1", "C1")
    assert position.pieces_to_place(WHITE) == (0, 23)
    assert position.pieces_to_place(BLACK) == (0, 23)
    position = play(position, *[str(c) for c in CELLS[3:48]])
    assert position.turn is WHITE
    assert (position.pieces_to_place(WHITE), position.pieces_to_place(BLACK)) == ((0, 1), (0, 0))
    assert Position.random_setup(3).pieces_to_place(WHITE) == (0, 0)


def test_placement_any_empty_space_may_be_used() -> None:
    position = Position.initial()
    assert moves(position) == {str(cell) for cell in CELLS}
    # DVONN pieces in a corner and on the edge, coloured pieces next to them: no restriction.
    position = play(position, "A1", "K5", "E1", "B1", "A2")
    assert moves(position) == {str(c) for c in CELLS} - {"A1", "K5", "E1", "B1", "A2"}
    assert position.stack(Cell.A2) == "W" and position.stack(Cell.B1) == "B"


def test_placement_only_on_a_vacant_space() -> None:
    position = play(Position.initial(), "E3")
    assert "already occupied" in illegal(position, "E3")
    assert "nobody passes during placement" in illegal(position, "PASS")
    assert "place a piece" in illegal(position, "E3F3")


def test_phase_two_white_makes_the_first_move_and_plays_twice_at_the_change() -> None:
    game = Game()
    for cell in CELLS[:-1]:
        game.play(Move.place(cell))
    assert game.position.turn is WHITE  # White's last placement…
    game.play(Move.place(CELLS[-1]))
    assert game.position.phase is Phase.MOVEMENT
    assert game.position.turn is WHITE  # …and White moves first in phase 2
    game.play(game.legal_moves()[0])
    assert game.position.turn is BLACK


def test_phase_two_starts_with_white_after_the_public_three_empty_position() -> None:
    position = from_codecup("ADDDCCDCDDDCCDADBDCCDCDCBCCCCCADCCDDBCDCDCDDACCDDD")
    assert (position.turn, position.phase) == (WHITE, Phase.PLACEMENT)
    assert len(position.empty_cells()) == 3
    position = play(position, *[str(c) for c in position.empty_cells()])
    assert (position.turn, position.phase) == (WHITE, Phase.MOVEMENT)


def test_random_setup_starts_phase_two_with_white_to_move() -> None:
    position = Position.random_setup(7)
    assert (position.turn, position.phase) == (WHITE, Phase.MOVEMENT)


# --- phase 2: moving stacks -----------------------------------------------------------------


def test_only_own_stacks_move() -> None:
    white = pos(AROUND_E3, WHITE)
    black = pos(AROUND_E3, BLACK)
    assert moves(white) == {"D3E3", "D3E4", "E2E4"}
    assert moves(black) == {"F3E3", "F3E2", "E4E2"}
    assert "F3 is not yours" in illegal(white, "F3E3")
    assert "D3 is not yours" in illegal(black, "D3E3")


def test_the_top_colour_owns_the_stack() -> None:
    white = pos(AROUND_E3, WHITE)
    assert white.owner(Cell.E2) is WHITE and white.owner(Cell.E4) is BLACK
    assert "E4 is not yours" in illegal(white, "E4E2")  # a white piece at the bottom
    assert "E2 is not yours" in illegal(pos(AROUND_E3, BLACK), "E2E4")


def test_a_lone_dvonn_piece_never_moves() -> None:
    for turn in (WHITE, BLACK):
        position = pos(AROUND_E3, turn)
        assert moves_from(position, "E3") == set()
        assert moves_from(position, "H1") == set()  # H1 D could reach I1 D if it moved
        assert position.owner(Cell.E3) is None
        assert "never moves" in illegal(position, "E3F3")


def test_a_stack_containing_dvonn_moves_with_its_owner() -> None:
    stacks = {"C3": "DW", "D3": "B", "E3": "B", **PARKED}
    white = pos(stacks, WHITE)
    assert moves(white) == {"C3E3"}
    after = play(white, "C3E3")
    assert after.stack(Cell.E3) == "BDW" and not after.stack(Cell.C3)
    assert Cell.E3 in dvonn_cells(after) and Cell.C3 not in dvonn_cells(after)
    black = pos(stacks, BLACK)
    assert moves_from(black, "C3") == set()
    assert "C3 is not yours" in illegal(black, "C3E3")


def test_a_single_piece_moves_one_space_in_any_direction() -> None:
    # E3 with five occupied neighbours (D2 free, so it is not surrounded).
    stacks = {"E3": "W", "F3": "D", "D3": "D", "E4": "D", "E2": "B", "F4": "B"}
    assert moves_from(pos(stacks), "E3") == {"E3F3", "E3D3", "E3E4", "E3E2", "E3F4"}


def test_a_stack_moves_as_many_spaces_as_it_has_pieces_in_all_six_directions() -> None:
    # E3 holds two pieces; the six cells two steps away are occupied, as are cells one step
    # away (D3 E4 E2 F4 D2) and G4, which is two steps away but not on a straight line.
    stacks = {
        "E3": "BW",
        "D3": "B", "E4": "D", "E2": "B", "F4": "B", "D2": "D",  # one step
        "G3": "D", "C3": "B", "E5": "B", "E1": "W", "G5": "W", "C1": "W",  # two steps
        "G4": "W",  # two steps, off every line from E3
    }  # fmt: skip
    assert moves_from(pos(stacks), "E3") == {"E3G3", "E3C3", "E3E5", "E3E1", "E3G5", "E3C1"}


def test_a_stack_of_three_must_move_exactly_three_spaces_in_a_straight_line() -> None:
    stacks = {
        "E3": "WBW",
        "F3": "B", "G3": "D", "H3": "D",
        "D3": "D", "C3": "B", "B3": "B",
        "H4": "B",
    }  # fmt: skip
    position = pos(stacks)
    assert moves_from(position, "E3") == {"E3H3", "E3B3"}
    assert "must move exactly 3 spaces, not 2" in illegal(position, "E3G3")
    assert "must move exactly 3 spaces, not 1" in illegal(position, "E3F3")
    assert "not a straight line" in illegal(position, "E3H4")  # three steps away, bent
    after = play(position, "E3H3")
    assert after.stack(Cell.H3) == "DWBW" and not after.stack(Cell.E3)


def test_a_single_piece_must_move_exactly_one_space() -> None:
    position = pos({"C3": "W", "D3": "B", "E3": "D", **PARKED})
    assert moves_from(position, "C3") == {"C3D3"}
    assert "must move exactly 1 space, not 2" in illegal(position, "C3E3")


def test_a_move_may_cross_empty_spaces() -> None:
    # C3 -> E3 jumps over the empty D3; C3 reaches E3 through D4 and E4.
    stacks = {"C3": "WW", "D4": "B", "E4": "B", "E3": "D", **PARKED}
    position = pos(stacks)
    assert moves_from(position, "C3") == {"C3E3"}
    after = play(position, "C3E3")
    assert after.stack(Cell.E3) == "DWW"


def test_every_space_counts_empty_or_occupied() -> None:
    # Two pieces from C3 over the empty D3 land on E3, not on the second occupied cell F3.
    position = pos({"C3": "WW", "C4": "B", "D4": "B", "E4": "B", "E3": "B", "F3": "D", **PARKED})
    assert moves_from(position, "C3") == {"C3E3"}
    # With D3 occupied as well, the target is still E3 (two spaces), never D3.
    position = pos({"C3": "WW", "D3": "B", "E3": "B", "F3": "D", **PARKED})
    assert moves_from(position, "C3") == {"C3E3"}
    assert "must move exactly 2 spaces, not 1" in illegal(position, "C3D3")


def test_a_move_must_end_on_an_occupied_space() -> None:
    position = pos({"C3": "WW", "D3": "B", "D4": "D", **PARKED})
    assert moves_from(position, "C3") == set()
    assert "E3 is empty" in illegal(position, "C3E3")


def test_a_move_may_land_on_any_colour_including_a_lone_dvonn_piece() -> None:
    # Five of E3's six neighbours are occupied (F4 is free).
    position = pos({"E3": "W", "F3": "W", "D3": "B", "E4": "D", "E2": "DB", "D2": "D"})
    assert moves_from(position, "E3") == {"E3F3", "E3D3", "E3E4", "E3E2", "E3D2"}
    assert play(position, "E3F3").stack(Cell.F3) == "WW"  # own colour
    assert play(position, "E3D3").stack(Cell.D3) == "BW"  # opponent's
    assert play(position, "E3E4").stack(Cell.E4) == "DW"  # lone DVONN piece
    assert play(position, "E3E2").stack(Cell.E2) == "DBW"  # opponent's stack with DVONN


def test_a_move_never_leaves_the_board_or_wraps_round_an_edge() -> None:
    # K3 is the last cell of row 3 and B4 the first of row 4 (next to each other in the
    # CodeCup order): a single piece on K3 may only step onto J3.
    position = pos({"K3": "W", "J3": "D", "B4": "D", "A3": "D"})
    assert moves(position) == {"K3J3"}
    # Six pieces on A3: every line but the one along row 3 leaves the board at once.
    row3 = {"B3": "D", "C3": "B", "D3": "D", "E3": "B", "F3": "D"}
    assert moves_from(pos({"A3": "WWWWWW", **row3}), "A3") == set()
    assert moves_from(pos({"A3": "WWWWWW", **row3, "G3": "B"}), "A3") == {"A3G3"}


def test_the_longest_move_crosses_the_whole_board() -> None:
    row3 = {
        "B3": "D", "C3": "B", "D3": "B", "E3": "B", "F3": "D",
        "G3": "B", "H3": "B", "I3": "D", "J3": "B", "K3": "B",
    }  # fmt: skip
    position = pos({"A3": "W" * 10, **row3})
    assert moves_from(position, "A3") == {"A3K3"}
    assert play(position, "A3K3").stack(Cell.K3) == "B" + "W" * 10


def test_a_stack_surrounded_on_all_six_sides_may_not_move() -> None:
    stacks = {"E3": "W", "F3": "D", "D3": "D", "E4": "D", "E2": "B", "F4": "B", "D2": "B"}
    position = pos(stacks)
    assert moves_from(position, "E3") == set()
    assert "E3 is surrounded" in illegal(position, "E3F3")
    del stacks["D2"]  # one free side is enough
    assert moves_from(pos(stacks), "E3") == {"E3F3", "E3D3", "E3E4", "E3E2", "E3F4"}


def test_a_surrounded_stack_may_not_move_even_when_its_target_is_occupied() -> None:
    stacks = {"E3": "BW", "F3": "D", "D3": "D", "E4": "D", "E2": "B", "F4": "B", "D2": "B",
              "G3": "B", "C3": "B", "E5": "B", "E1": "B"}  # fmt: skip
    position = pos(stacks)
    assert moves_from(position, "E3") == set()
    assert "surrounded" in illegal(position, "E3G3")


@pytest.mark.parametrize("cell", CELLS, ids=str)
def test_surrounded_rule_counts_off_board_spaces_as_free(cell: Cell) -> None:
    """Every cell with all its on-board neighbours occupied: edge cells still move."""
    around = neighbours(cell)
    stacks = {str(cell): "W"}
    for index, neighbour in enumerate(around):
        stacks[str(neighbour)] = "D" if index < 3 else "B"
    position = pos(stacks)
    expected = {f"{cell}{n}" for n in around} if len(around) < 6 else set()
    assert moves_from(position, str(cell)) == expected


def test_the_start_of_phase_two_only_edge_pieces_move() -> None:
    position = from_codecup("CDDDCCDCDDDCCDCDBDCCDCDCBCCCCCCDCCDDBCDCDCDDDCCDDD")
    edge = {str(c) for c in CELLS if len(neighbours(c)) < 6}
    assert {m[:2] for m in moves(position)} <= edge
    assert len(edge) == 24


# --- losing pieces ------------------------------------------------------------------------


def test_stacks_cut_off_from_dvonn_are_removed_whoever_owns_them() -> None:
    position = pos({"C3": "D", "D3": "W", "E3": "B", "F3": "B", **PARKED})
    transition = apply(position, Move.parse("D3C3"))
    assert transition.removed == ((Cell.E3, "B"), (Cell.F3, "B"))
    assert transition.pieces_removed == 2
    after = transition.after
    assert not after.stack(Cell.E3) and not after.stack(Cell.F3)
    assert after.stack(Cell.C3) == "DW"
    assert sum(map(len, after.stacks)) == sum(map(len, position.stacks)) - 2


def test_a_player_may_have_to_cut_off_their_own_stacks() -> None:
    position = pos({"C3": "D", "D3": "B", "E3": "W", "F3": "W", **PARKED})
    transition = apply(position, Move.parse("E3D3"))
    assert transition.removed == ((Cell.F3, "W"),)
    assert transition.after.stack(Cell.D3) == "BW"


def test_the_stack_that_just_moved_can_be_cut_off() -> None:
    position = pos({"C3": "D", "D3": "W", "E3": "B", "F3": "W", **PARKED})
    transition = apply(position, Move.parse("D3E3"))
    assert transition.removed == ((Cell.E3, "BW"), (Cell.F3, "W"))
    assert transition.after.stack(Cell.C3) == "D"
    assert score(transition.after) == (0, 0)


def test_moving_a_dvonn_piece_inside_a_stack_cuts_off_what_it_leaves_behind() -> None:
    position = pos({"A3": "W", "B3": "W", "C3": "DW", "D3": "B", "E3": "W", **PARKED})
    assert moves_from(position, "C3") == {"C3A3", "C3E3"}
    transition = apply(position, Move.parse("C3A3"))
    assert transition.after.stack(Cell.A3) == "WDW"
    assert transition.after.stack(Cell.B3) == "W"  # still touches the DVONN piece on A3
    assert transition.removed == ((Cell.D3, "B"), (Cell.E3, "W"))


def test_a_removal_can_take_many_stacks_at_once() -> None:
    chain = {"D3": "B", "E3": "W", "F3": "B", "G3": "W", "H3": "BB", "G4": "W", "F2": "B"}
    position = pos({"B3": "D", "C3": "W", **chain, **PARKED})
    transition = apply(position, Move.parse("C3B3"))
    assert dict(transition.removed) == {Cell.parse(c): s for c, s in chain.items()}
    assert transition.pieces_removed == 8


def test_dvonn_pieces_stay_when_isolated() -> None:
    position = pos({"C3": "D", "D3": "W", "E3": "W", "F3": "D", "I1": "D"})
    transition = apply(position, Move.parse("D3E3"))
    assert transition.removed == ()
    assert transition.after.stack(Cell.C3) == "D" and transition.after.stack(Cell.I1) == "D"
    # A stack holding a DVONN piece stays too, even with nothing around it.
    position = pos({"C3": "DW", "D3": "B", "E3": "B", "F3": "D", "I1": "D"}, BLACK)
    transition = apply(position, Move.parse("D3E3"))
    assert transition.removed == ()
    assert transition.after.stack(Cell.C3) == "DW"
    assert len(dvonn_cells(transition.after)) == 3


def test_positions_that_play_cannot_reach_are_refused() -> None:
    with pytest.raises(NotationError, match="cut off"):
        pos({"C3": "D", "E3": "W", **PARKED})
    with pytest.raises(NotationError, match="three DVONN"):
        pos({"C3": "D", "D3": "W", "H1": "D"})
    # A DVONN piece never moves by itself, so it is on top only when it stands alone: a
    # stack "WD" would be White's for the move generator but nobody's for the score.
    for stacks in (
        {"E3": "WD", "F3": "D", "H1": "D"},
        {"E3": "DWD", "F3": "D"},
        {"E3": "BBD", "F3": "W", **PARKED},
    ):
        with pytest.raises(NotationError, match=r"DVONN piece .*on top"):
            pos(stacks)


# --- passing --------------------------------------------------------------------------------

# White's only stack, E3, is surrounded; Black's E2 can still move.
WHITE_BLOCKED = {"E3": "W", "F3": "D", "D3": "D", "E4": "D", "E2": "B", "F4": "B", "D2": "B"}


def test_a_player_without_a_legal_move_must_pass() -> None:
    position = pos(WHITE_BLOCKED, WHITE)
    assert legal_moves(position) == [PASS]
    assert must_pass(position)
    assert why_illegal(position, PASS) is None
    transition = apply(position, PASS)
    assert transition.after.stacks == position.stacks
    assert transition.after.turn is BLACK and transition.removed == ()


def test_passing_is_not_allowed_while_a_move_exists() -> None:
    position = pos(AROUND_E3, WHITE)
    assert "pass only when you have no legal move" in illegal(position, "PASS")
    assert not must_pass(position)
    assert PASS not in legal_moves(pos(WHITE_BLOCKED, BLACK))


def test_a_player_who_passed_must_move_again_once_a_move_is_available() -> None:
    position = pos(WHITE_BLOCKED, WHITE)
    position = play(position, "PASS")
    assert moves(position) == {
        "E2D2", "E2E3", "E2F3", "F4E4", "F4F3", "F4E3", "D2E2", "D2D3", "D2E3"
    }  # fmt: skip
    position = play(position, "E2D2")  # frees E3's lower side
    assert position.turn is WHITE
    assert moves(position) == {"E3F3", "E3D3", "E3E4", "E3F4", "E3D2"}
    assert "pass only when" in illegal(position, "PASS")


# --- end of the game ------------------------------------------------------------------------


def test_the_game_does_not_end_when_only_the_side_to_move_is_stuck() -> None:
    position = pos(WHITE_BLOCKED, WHITE)
    assert not is_game_over(position)
    assert outcome(position) is None
    game = Game(position)
    assert game.result is None and game.legal_moves() == [PASS]


# White's DVONN stack of five on E3 and Black's stack of five on E2 can reach nothing.
FROZEN = {"E3": "DWWWW", "F3": "D", "D3": "D", "E2": "BBBBB"}


def test_the_game_ends_when_neither_player_can_move() -> None:
    for turn in (WHITE, BLACK):
        position = pos(FROZEN, turn)
        assert legal_moves(position) == []
        assert is_game_over(position)
        assert "the game is over" in illegal(position, "PASS")
        assert "the game is over" in illegal(position, "E3J3")


def test_a_surrounded_stack_is_no_move_when_deciding_pass_or_end() -> None:
    # White's only stack E3 is surrounded (its neighbours are occupied, so it "could" land
    # on them); Black's stacks of five, six and seven next to it reach only empty cells or
    # leave the board.  Neither side can move: the game is over, nobody passes.
    stacks = {"E3": "W", "F3": "D", "D3": "D", "E4": "D",
              "E2": "BWBWB", "F4": "WBWBWB", "D2": "WBWBWBB"}  # fmt: skip
    for turn in (WHITE, BLACK):
        position = pos(stacks, turn)
        assert legal_moves(position) == []
        assert is_game_over(position) and outcome(position) is Outcome.BLACK_WINS
    assert score(pos(stacks)) == (1, 18)


def test_the_score_counts_pieces_in_controlled_stacks_including_dvonn_pieces() -> None:
    position = pos({"E3": "BDW", "F3": "WB", "D3": "D", "E4": "WWB", "E2": "D", **{}})
    assert score(position) == (3, 5)  # the lone DVONN pieces count for nobody
    assert score(pos(FROZEN)) == (5, 5)


def test_equal_scores_are_a_draw() -> None:
    position = pos(FROZEN)
    assert outcome(position) is Outcome.DRAW
    result = Game(position).result
    assert result is not None and result.outcome is Outcome.DRAW and result.winner is None
    assert result.describe() == "Draw, 5\u20135"


def test_more_pieces_wins() -> None:
    white_wins = pos({**FROZEN, "E3": "DWWWWW"})  # six pieces on E3 reach only the empty K3
    assert legal_moves(white_wins) == [] and outcome(white_wins) is Outcome.WHITE_WINS
    black_wins = pos({**FROZEN, "E2": "BBBBBB"})  # six on E2: every line leaves the board
    assert legal_moves(black_wins) == [] and outcome(black_wins) is Outcome.BLACK_WINS


def test_pieces_not_stacks_decide() -> None:
    # One white stack of five against two black stacks of two, none of which can move.
    position = pos({"E3": "DWWWW", "F3": "D", "D3": "D", "E2": "BB", "F2": "WB"}, BLACK)
    assert legal_moves(position) == []
    assert score(position) == (5, 4)
    assert outcome(position) is Outcome.WHITE_WINS


# --- illegal moves are explained and change nothing ------------------------------------------


@pytest.mark.parametrize(
    ("stacks", "move", "words"),
    [
        pytest.param(AROUND_E3, "F3E3", "is not yours", id="not-yours"),
        pytest.param(
            {"E3": "WBW", "F3": "B", "G3": "D", "H3": "D", "D3": "D"},
            "E3G3",
            "must move exactly 3 spaces",
            id="exact-distance",
        ),
        pytest.param(WHITE_BLOCKED, "E3F3", "surrounded", id="surrounded"),
        pytest.param(
            {"C3": "WW", "D3": "B", "D4": "D", **PARKED}, "C3E3", "E3 is empty", id="empty-target"
        ),
        pytest.param(AROUND_E3, "C3D3", "C3 is empty", id="empty-source"),
        pytest.param(AROUND_E3, "E3F3", "never moves", id="lone-dvonn"),
        pytest.param(AROUND_E3, "D3F4", "not a straight line", id="bent"),
        pytest.param(AROUND_E3, "PASS", "pass only when", id="pass"),
        pytest.param(AROUND_E3, "D3", "placement phase is over", id="placement"),
    ],
)
def test_an_illegal_move_is_refused_with_a_reason_and_changes_nothing(
    stacks: dict[str, str], move: str, words: str
) -> None:
    start = pos(stacks, WHITE)
    game = Game(start)
    with pytest.raises(IllegalMoveError, match=words):
        game.push(move)
    assert game.position == start and game.position.stacks == start.stacks
    assert len(game) == 0 and game.ply == 0 and game.result is None
    assert not game.can_undo()


def test_illegal_move_after_some_play_keeps_the_game_where_it_was() -> None:
    game = Game(pos(AROUND_E3, WHITE))
    game.push("D3E3")
    before = (game.position, len(game), game.ply, game.moves)
    with pytest.raises(IllegalMoveError, match="is not yours"):
        game.push("E2E4")
    assert (game.position, len(game), game.ply, game.moves) == before


def test_after_placement_a_placement_is_refused() -> None:
    assert "placement phase is over" in illegal(pos(AROUND_E3), "G1")


def test_color_and_phase_basics() -> None:
    assert Color.WHITE.other is Color.BLACK and Color.BLACK.other is Color.WHITE
    assert str(Phase.MOVEMENT) == "movement"
