"""Moves, the CodeCup 2011 position string, our own position text and the ASCII diagram."""

from __future__ import annotations

import pytest

from engine.board import CELLS, Cell
from engine.errors import NotationError
from engine.moves import PASS, Move
from engine.notation import (
    CODECUP_DIGITS,
    ascii_board,
    from_codecup,
    parse_position,
    to_codecup,
)
from engine.position import Phase, Position
from engine.rules import legal_moves
from tests.engine.positions import BLACK, WHITE, play, pos

PUBLIC = [
    "ADDDCCDCDDDCCDADBDCCDCDCBCCCCCADCCDDBCDCDCDDACCDDD",
    "CDDDCCDCDDDCCDCDBDCCDCDCBCCCCCCDCCDDBCDCDCDDDCCDDD",
]
EMPTY_TEXT = "/".join(",".join("-" * n) for n in (9, 10, 11, 10, 9))


# --- moves ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("E3", Move.place(Cell.E3)),
        ("e3", Move.place(Cell.E3)),
        ("E3F4", Move.jump(Cell.E3, Cell.F4)),
        ("e3f4", Move.jump(Cell.E3, Cell.F4)),
        ("e3F4", Move.jump(Cell.E3, Cell.F4)),
        (" a3k3\n", Move.jump(Cell.A3, Cell.K3)),
        ("PASS", PASS),
        ("pass", PASS),
        (" Pass ", PASS),
    ],
)
def test_move_parse_reads_any_case(text: str, move: Move) -> None:
    assert Move.parse(text) == move
    assert Move.parse(str(move)) == move
    assert str(move) == str(move).upper()


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "is not a move"),
        ("E", "is not a move"),
        ("E3F", "is not a move"),
        ("E3-F4", "is not a move"),
        ("E3 F4", "is not a move"),
        ("E3F4G5", "is not a move"),
        ("PAS", "is not a move"),
        ("Z1", "is not a move"),
        ("A5", "'A5' is not a space"),
        ("E3K1", "'K1' is not a space"),
    ],
)
def test_move_parse_refuses_bad_text(text: str, words: str) -> None:
    with pytest.raises(NotationError, match=words):
        Move.parse(text)


def test_move_kinds_and_text() -> None:
    place, jump = Move.parse("E3"), Move.parse("E3F4")
    assert place.is_placement and not place.is_pass and place.source is None
    assert not jump.is_placement and not jump.is_pass
    assert (jump.source, jump.target) == (Cell.E3, Cell.F4)
    assert PASS.is_pass and not PASS.is_placement
    assert (str(place), str(jump), str(PASS)) == ("E3", "E3F4", "PASS")
    assert repr(jump) == "Move.parse('E3F4')"
    assert len({Move.parse("e3f4"), jump, Move.jump(Cell.E3, Cell.F4)}) == 1


def test_moves_of_every_kind_can_be_sorted_and_compared() -> None:
    mixed = [Move.parse("E3F4"), PASS, Move.parse("E3"), Move.parse("A1B1"), Move.parse("A1")]
    assert [str(m) for m in sorted(mixed)] == ["PASS", "A1", "E3", "A1B1", "E3F4"]
    assert PASS < Move.parse("A1") < Move.parse("A1B1") and not PASS < PASS
    assert Move.parse("E3") < Move.parse("F3") and Move.parse("E3F4") > Move.parse("E3F3")


# --- CodeCup strings ------------------------------------------------------------------------


@pytest.mark.parametrize("text", PUBLIC, ids=["three-empty", "phase-2-start"])
def test_codecup_public_positions_round_trip(text: str) -> None:
    position = from_codecup(text)
    assert to_codecup(position) == text
    assert parse_position(text) == position == Position.parse(str(position))
    with pytest.raises(NotationError):  # Position reads its own text; notation reads CodeCup
        Position.parse(text)
    assert sum(map(len, position.stacks)) == 49 - text[1:].count("A")


def test_codecup_of_the_empty_board_and_the_turn_character() -> None:
    assert to_codecup(Position.initial()) == "A" * 50
    assert from_codecup("A" * 50) == Position.initial()
    after_one = play(Position.initial(), "E3")
    assert to_codecup(after_one)[0] == "B"  # placement, Black to place
    assert to_codecup(Position.random_setup(1))[0] == "C"  # movement, White to move


def test_codecup_cell_values() -> None:
    position = pos({"E3": "DW", "F3": "WB", "D3": "D", "E4": "D", "E2": "B", "D2": "BW"}, BLACK)
    expected = ["A"] * 49
    for cell, char in {"E3": "I", "F3": "H", "D3": "B", "E4": "B", "E2": "D", "D2": "G"}.items():
        expected[Cell.parse(cell)] = char
    assert to_codecup(position) == "D" + "".join(expected)
    assert to_codecup(pos({"E3": "W", "F3": "D", "D3": "D", "E4": "D"})) == "C" + "".join(
        "C" if c is Cell.E3 else "B" if c in (Cell.F3, Cell.D3, Cell.E4) else "A" for c in CELLS
    )


def tall(height: int, top: str) -> Position:
    """A DVONN stack of ``height`` on E3 with ``top`` on top, beside two DVONN pieces."""
    inner = "WB" * 12
    return pos({"E3": "D" + inner[: height - 2] + top, "F3": "D", "D3": "D"})


def test_codecup_writes_stacks_up_to_15_high() -> None:
    text = to_codecup(tall(15, "B"))
    assert text[1 + Cell.E3] == "9" == CODECUP_DIGITS[4 * 15 + 2 + 1 - 2]
    back = from_codecup(text)
    assert len(back.stack(Cell.E3)) == 15 and back.owner(Cell.E3) is BLACK
    assert to_codecup(back) == text


@pytest.mark.parametrize("height", [16, 17, 25])
def test_codecup_refuses_stacks_over_15_high(height: int) -> None:
    with pytest.raises(NotationError, match=f"stack of {height} on E3 is too tall"):
        to_codecup(tall(height, "W"))


def test_codecup_reads_back_stacks_holding_several_dvonn_pieces() -> None:
    for stacks in (
        {"E3": "DDW", "F3": "D", "D3": "B"},
        {"E3": "DWDB", "F3": "D", "D3": "B"},
        {"E3": "DWDBDW", "F3": "B"},
        {"E3": "DDW", "F3": "BDB", "D3": "W"},
    ):
        position = pos(stacks)
        back = from_codecup(to_codecup(position))
        assert to_codecup(back) == to_codecup(position)
        for cell, stack in position.occupied():
            got = back.stack(cell)
            assert (len(got), got[-1], "D" in got) == (len(stack), stack[-1], "D" in stack)
        assert sum(s.count("D") for s in back.stacks) == 3
        assert legal_moves(back) == legal_moves(position)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("C" * 49, "has 50 characters, not 49"),
        ("C" * 51, "has 50 characters, not 51"),
        ("", "has 50 characters, not 0"),
        ("C-" + "A" * 48, "character 2 of the CodeCup string, '-', is not valid"),
        ("C" + "A" * 47 + "!A", "character 49 of the CodeCup string, '!', is not valid"),
        ("E" + "A" * 49, "first character 'E' must give phase and side"),
        ("9" + "A" * 49, "first character '9' must give phase and side"),
        ("C" + "E" + "A" * 47 + "B", "cell value 'E' is impossible"),
        ("C" + "C" * 24 + "B" * 3 + "A" * 22, "24 white pieces: there are only 23"),
        ("AC" + "A" * 48, "the three DVONN pieces are placed first"),
        ("C" + "B" * 3 + "A" * 5 + "C" + "A" * 40, "the stack on I1 is cut off"),
    ],
    ids=[
        "short", "long", "empty", "bad-char", "bad-char-late", "bad-first", "bad-first-digit",
        "lone-dvonn-owned", "too-many-white", "placement-order", "cut-off",
    ],
)  # fmt: skip
def test_codecup_errors(text: str, words: str) -> None:
    with pytest.raises(NotationError, match=words):
        from_codecup(text)


def test_codecup_ignores_surrounding_whitespace() -> None:
    assert from_codecup(f"  {PUBLIC[1]}\n") == from_codecup(PUBLIC[1])


# --- own position text ----------------------------------------------------------------------


def test_own_text_of_the_empty_board() -> None:
    assert str(Position.initial()) == f"{EMPTY_TEXT} w placement"
    assert Position.parse(f"{EMPTY_TEXT} w placement") == Position.initial()


def test_own_text_lists_stacks_row_by_row_bottom_first() -> None:
    position = pos({"A1": "DW", "B1": "B", "K5": "D", "J5": "BWB", "I1": "D"}, BLACK)
    text = str(position)
    rows, turn, phase = text.split()
    assert (turn, phase) == ("b", "movement")
    assert rows.split("/")[0] == "DW,B," + ",".join("-" * 6) + ",D"
    assert rows.split("/")[4] == ",".join("-" * 7) + ",BWB,D"
    assert Position.parse(text) == position
    assert str(position) == text and Position.parse(text) == position
    assert eval(repr(position), {"Position": Position}) == position


@pytest.mark.parametrize("seed", range(5))
def test_own_text_round_trips_keeping_inner_colours(seed: int) -> None:
    position = Position.random_setup(seed)
    for _ in range(25):
        moves = legal_moves(position)
        if not moves:
            break
        position = play(position, str(moves[(seed * 7 + len(moves)) % len(moves)]))
    text = str(position)
    assert Position.parse(text) == position
    assert parse_position(text).stacks == position.stacks


def test_own_text_reads_any_case_and_long_names() -> None:
    text = str(pos({"E3": "DWB", "F3": "D", "D3": "D"}, BLACK))
    lower = text.lower().replace(" b ", " black ").replace("movement", "Movement")
    assert Position.parse(lower) == Position.parse(text)
    assert Position.parse(text.replace(" b ", " B ")).turn is BLACK
    assert Position.parse(text.replace(" b ", " white ")).turn is WHITE


def replace_field(text: str, row: int, column: int, value: str) -> str:
    rows, *rest = text.split()
    all_rows = [r.split(",") for r in rows.split("/")]
    all_rows[row][column] = value
    return " ".join(["/".join(",".join(r) for r in all_rows), *rest])


START = str(from_codecup(PUBLIC[1]))


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (START.replace(" w ", " "), "a position is '<rows> <w|b> <placement|movement>'"),
        (START + " extra", "a position is '<rows> <w|b> <placement|movement>'"),
        (START.replace("/", ",", 1), "5 rows separated by '/', not 4"),
        (START.replace(",", "/", 1), "5 rows separated by '/', not 6"),
        (replace_field(START, 2, 10, "W,W"), "row 3 has 11 cells, not 12"),
        (replace_field(START, 0, 3, "X"), "D1: 'X' is not a stack"),
        (replace_field(START, 0, 3, "W-"), "D1: 'W-' is not a stack"),
        (replace_field(START, 1, 0, ""), "A2: '' is not a stack"),
        (START.replace(" w ", " x "), "'x' is not a side to move"),
        (START.replace("movement", "middle"), "'middle' is not a phase"),
        (START.replace("movement", "placement"), "the board is full: placement is over"),
        (replace_field(START, 2, 5, "WW"), "24 white pieces: there are only 23"),
        (replace_field(START, 2, 5, "WD"), "F3: a DVONN piece never moves by itself"),
    ],
    ids=[
        "two-fields", "four-fields", "four-rows", "six-rows", "long-row", "bad-piece",
        "dash-in-stack", "empty-field", "bad-turn", "bad-phase", "full-placement",
        "too-many-white", "dvonn-on-top",
    ],
)  # fmt: skip
def test_own_text_errors(text: str, words: str) -> None:
    with pytest.raises(NotationError, match=words):
        Position.parse(text)


@pytest.mark.parametrize("text", ["", "hello", "A" * 49, "C" * 51, "E3F4"])
def test_parse_position_refuses_what_is_neither_format(text: str) -> None:
    with pytest.raises(NotationError, match="not a position"):
        parse_position(text)


# --- ASCII diagram --------------------------------------------------------------------------


def test_ascii_board_shape_and_labels() -> None:
    stacks = {"E3": "DW", "F3": "WB", "D3": "D", "E4": "D", "A3": "BBW", "B3": "B", "C3": "B"}
    position = pos(stacks, BLACK)
    lines = ascii_board(position).splitlines()
    assert len(lines) == 6
    assert [line[0] for line in lines[:5]] == ["5", "4", "3", "2", "1"]
    labels = {"E3": "W2*", "F3": "B2", "D3": "D", "E4": "D", "A3": "W3", "B3": "B1", "C3": "B1"}
    for cell in CELLS:
        line = lines[4 - cell.y]
        column = 9 + 6 * cell.x - 3 * cell.y  # hexagonal skew: each row up shifts half a cell
        label = labels.get(str(cell), ".")
        assert line[column : column + len(label)] == label, str(cell)
        assert line[column + len(label) : column + 6].strip() == ""
    for line, cells in zip(lines[:5], (9, 10, 11, 10, 9), strict=True):
        assert len(line[3:].split()) == cells
    assert lines[5].strip() == "movement, black to move; white 5, black 4"


def test_ascii_board_keeps_the_widest_labels_apart() -> None:
    stacks = {"E3": "D" + "W" * 10 + "B", "F3": "B" * 11 + "W", "G3": "D", "H3": "D"}
    lines = ascii_board(pos(stacks, BLACK)).splitlines()
    assert "B12*  W12" in lines[2]


def test_ascii_board_of_the_empty_board_is_symmetric() -> None:
    lines = ascii_board(Position.initial()).splitlines()
    assert lines[0][1:] == lines[4][1:] and lines[1][1:] == lines[3][1:]
    assert len(lines[2]) > len(lines[1]) > len(lines[0])
    assert lines[5].strip() == "placement, white to move; white 0, black 0"
    assert Phase.PLACEMENT.value in lines[5]
