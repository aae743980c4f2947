"""The board editor's check (``engine.setup_check``): each reason a set-up position cannot
arise, in words, and agreement with ``Position.from_stacks``, which refuses exactly the same
positions with the same words."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from engine.board import CELLS, Cell
from engine.errors import NotationError
from engine.position import Color, Phase, Position
from engine.rules import apply, legal_moves
from engine.setup_check import (
    SetupReason,
    SetupReasonKind,
    left_to_place,
    placement_turn,
    why_unreachable,
)

K = SetupReasonKind
WHITE, BLACK = Color.WHITE, Color.BLACK
PLACEMENT, MOVEMENT = Phase.PLACEMENT, Phase.MOVEMENT


def board(stacks: dict[str, str]) -> tuple[str, ...]:
    cells = [""] * len(CELLS)
    for name, stack in stacks.items():
        cells[Cell.parse(name)] = stack
    return tuple(cells)


def full(stacks: dict[str, str]) -> tuple[str, ...]:
    """The random setup of seed 1 with ``stacks`` put in place of its own."""
    cells = list(Position.random_setup(1).stacks)
    for name, stack in stacks.items():
        cells[Cell.parse(name)] = stack
    return tuple(cells)


# One example of every kind, with its values and the words it is refused with.
REFUSED: list[tuple[tuple[str, ...], Color, Phase, SetupReason, str]] = [
    (
        board({"E3": "WX"}),
        WHITE,
        MOVEMENT,
        SetupReason(K.UNKNOWN_PIECE, Cell.E3, piece="X"),
        "E3: unknown piece 'X' (use W, B or D)",
    ),
    (
        board({"E3": "WD", "F3": "D", "H1": "D"}),
        WHITE,
        MOVEMENT,
        SetupReason(K.DVONN_ON_TOP, Cell.E3),
        "E3: a DVONN piece never moves by itself, so it is on top of a stack only when it "
        "stands alone",
    ),
    (
        board({"E3": "W" * 24, "F3": "D", "D3": "D", "G3": "D"}),
        BLACK,
        MOVEMENT,
        SetupReason(K.TOO_MANY, piece="W", count=24),
        "24 white pieces: there are only 23",
    ),
    (
        board({"E3": "B" * 25, "F3": "D", "D3": "D", "G3": "D"}),
        WHITE,
        MOVEMENT,
        SetupReason(K.TOO_MANY, piece="B", count=25),
        "25 black pieces: there are only 23",
    ),
    (
        board({"E3": "D", "F3": "D", "D3": "D", "G3": "D"}),
        WHITE,
        PLACEMENT,
        SetupReason(K.TOO_MANY, piece="D", count=4),
        "4 DVONN pieces: there are only 3",
    ),
    (
        Position.random_setup(3).stacks,
        WHITE,
        PLACEMENT,
        SetupReason(K.BOARD_FULL),
        "the board is full: placement is over",
    ),
    (
        board({"E3": "D", "F3": "D", "D3": "D", "C3": "BW"}),
        WHITE,
        PLACEMENT,
        SetupReason(K.STACK_IN_PLACEMENT, Cell.C3),
        "C3: no stacks are built during placement",
    ),
    (
        board({"E3": "D", "F3": "D", "C3": "B"}),
        WHITE,
        PLACEMENT,
        SetupReason(K.DVONN_FIRST),
        "the three DVONN pieces are placed first: no white or black piece before them",
    ),
    (
        board({"E3": "D", "F3": "D", "D3": "D", "C3": "W"}),
        WHITE,
        PLACEMENT,
        SetupReason(K.PLACEMENT_TURNS, white=1, black=0),
        "Black places the first white or black piece, then the players take turns: Black "
        "has as many pieces on the board as White or one more, not 0 against 1",
    ),
    (
        board({"E3": "D", "F3": "D", "D3": "D", "C3": "B", "B3": "B"}),
        WHITE,
        PLACEMENT,
        SetupReason(K.PLACEMENT_TURNS, white=0, black=2),
        "Black places the first white or black piece, then the players take turns: Black "
        "has as many pieces on the board as White or one more, not 2 against 0",
    ),
    (
        board({"E3": "D", "F3": "D", "D3": "D", "C3": "B"}),
        BLACK,
        PLACEMENT,
        SetupReason(K.PLACEMENT_TURN, count=5, side=WHITE),
        "placement 5 is white's to make",
    ),
    (
        board({"E3": "D"}),
        WHITE,
        PLACEMENT,
        SetupReason(K.PLACEMENT_TURN, count=2, side=BLACK),
        "placement 2 is black's to make",
    ),
    (
        board({"E3": "DW", "F3": "B"}),
        WHITE,
        MOVEMENT,
        SetupReason(K.DVONN_MISSING, count=1),
        "all three DVONN pieces stay on the board in the movement phase",
    ),
    (
        board({}),
        BLACK,
        MOVEMENT,
        SetupReason(K.DVONN_MISSING, count=0),
        "all three DVONN pieces stay on the board in the movement phase",
    ),
    (
        board({"E3": "D", "F3": "D", "D3": "D", "A1": "WB", "B1": "W"}),
        WHITE,
        MOVEMENT,
        SetupReason(K.CUT_OFF, Cell.A1),
        "the stack on A1 is cut off from every DVONN piece",
    ),
]


@pytest.mark.parametrize(
    ("stacks", "turn", "phase", "reason", "words"),
    REFUSED,
    ids=[f"{reason.kind}-{n}" for n, (_, _, _, reason, _) in enumerate(REFUSED)],
)
def test_each_reason_and_its_words(
    stacks: tuple[str, ...], turn: Color, phase: Phase, reason: SetupReason, words: str
) -> None:
    assert why_unreachable(stacks, turn, phase) == reason
    assert str(reason) == words
    with pytest.raises(NotationError) as refused:
        Position.from_stacks(stacks, turn, phase)
    assert str(refused.value) == words  # the readers refuse it in the same words


def test_every_kind_has_an_example() -> None:
    assert {reason.kind for _, _, _, reason, _ in REFUSED} == set(SetupReasonKind)


def test_the_templates_hold_their_values_as_placeholders() -> None:
    reason = SetupReason(K.PLACEMENT_TURNS, white=4, black=6)
    template, values = reason.wording()
    assert "%1" in template and "%2" in template and values == (4, 6)
    assert SetupReason(K.CUT_OFF, Cell.K5).wording()[1] == (Cell.K5,)


@pytest.mark.parametrize(
    ("stacks", "turn", "phase"),
    [
        (board({}), WHITE, PLACEMENT),  # the empty board
        (board({"E3": "D"}), BLACK, PLACEMENT),
        (board({"E3": "D", "F3": "D", "D3": "D"}), BLACK, PLACEMENT),
        (board({"E3": "D", "F3": "D", "D3": "D", "A1": "B"}), WHITE, PLACEMENT),
        (board({"E3": "D", "F3": "D", "D3": "D", "A1": "B", "K5": "W"}), BLACK, PLACEMENT),
        # movement: empty spaces are fine, stacks linked to a DVONN piece through others
        (board({"E3": "D", "F3": "DWB", "K5": "D"}), BLACK, MOVEMENT),
        (board({"A1": "D", "B1": "W", "C1": "BBW", "K5": "D", "J5": "DW"}), WHITE, MOVEMENT),
        (Position.random_setup(5).stacks, WHITE, MOVEMENT),
        (Position.random_setup(5).stacks, BLACK, MOVEMENT),
    ],
)  # fmt: skip
def test_positions_play_can_reach(stacks: tuple[str, ...], turn: Color, phase: Phase) -> None:
    assert why_unreachable(stacks, turn, phase) is None
    assert Position.from_stacks(stacks, turn, phase).stacks == stacks


def played_positions(games: int) -> Iterator[Position]:
    """Every position of random games, from the empty board and from random setups."""
    rng = random.Random(48)
    for game in range(games):
        position = Position.initial() if game % 2 else Position.random_setup(game)
        while True:
            yield position
            moves = legal_moves(position)
            if not moves:
                break
            position = apply(position, rng.choice(moves)).after


def test_every_position_of_real_play_passes() -> None:
    for position in played_positions(12):
        assert why_unreachable(position.stacks, position.turn, position.phase) is None


def edited(position: Position, rng: random.Random) -> tuple[tuple[str, ...], Color, Phase]:
    """``position`` changed as a player in the editor might: a piece added on top or taken
    off, the side or the phase switched."""
    stacks = list(position.stacks)
    turn, phase = position.turn, position.phase
    for _ in range(rng.randint(1, 3)):
        cell = rng.randrange(len(CELLS))
        change = rng.randrange(4)
        if change == 0 and stacks[cell]:
            stacks[cell] = stacks[cell][:-1]
        elif change == 1:
            stacks[cell] += rng.choice("WBD")
        elif change == 2:
            turn = turn.other
        else:
            phase = MOVEMENT if phase is PLACEMENT else PLACEMENT
    return tuple(stacks), turn, phase


def test_the_editor_and_the_readers_refuse_the_same_positions() -> None:
    """For positions of play edited at random: None exactly when from_stacks accepts, and
    from_stacks' words are the reason's."""
    rng = random.Random(4)
    seen = {True: 0, False: 0}
    for n, position in enumerate(played_positions(8)):
        if n % 3:
            continue
        stacks, turn, phase = edited(position, rng)
        reason = why_unreachable(stacks, turn, phase)
        try:
            Position.from_stacks(stacks, turn, phase)
        except NotationError as error:
            assert reason is not None and str(error) == str(reason)
        else:
            assert reason is None
        seen[reason is None] += 1
    assert min(seen.values()) > 20  # both answers were tried, many times


def test_placement_turn_and_what_is_left_follow_from_the_board() -> None:
    assert placement_turn(board({})) is WHITE
    assert placement_turn(board({"E3": "D"})) is BLACK
    assert placement_turn(board({"E3": "D", "F3": "D", "D3": "D"})) is BLACK
    assert placement_turn(board({"E3": "D", "F3": "D", "D3": "D", "A1": "B"})) is WHITE
    assert left_to_place(board({})) == {"W": 23, "B": 23, "D": 3}
    assert left_to_place(board({"E3": "D", "F3": "D", "D3": "D", "A1": "B"})) == {
        "W": 23,
        "B": 22,
        "D": 0,
    }
    assert left_to_place(board({"E3": "W" * 30})) == {"W": 0, "B": 23, "D": 3}


def test_a_board_of_the_wrong_size_is_an_error() -> None:
    with pytest.raises(ValueError, match="49 cells, not 3"):
        why_unreachable(("", "", ""), WHITE, PLACEMENT)
