"""Side lines in records: ``.dvn`` parentheses and SGF branches, read back to the same tree,
byte for byte on a second write; the bounds that keep hostile files short."""

from __future__ import annotations

import random
import re
import time

import pytest

from engine.errors import RecordParseError
from engine.moves import Move
from engine.records import GameRecord, RecordFormat, read_record, write_record
from engine.records.boardspace import read_sgf, write_sgf
from engine.records.dvn import read_dvn, write_dvn
from engine.records.model import LeftOut
from engine.records.tree import ROOT, GameTree
from engine.records.variations import MAX_NESTING, MAX_TREE_MOVES, MoveTree, Variation
from engine.rules import legal_moves
from tests.engine.test_records_model import random_moves


def moves(text: str) -> tuple[Move, ...]:
    return tuple(Move.parse(word) for word in text.split())


def analysed_tree(seed: int, sides: int = 25) -> GameTree:
    """A whole random game with ``sides`` side lines of up to 8 random moves, branching from
    anywhere (side lines of side lines too), and comments here and there."""
    rng = random.Random(seed)
    tree = GameTree.from_moves(random_moves(seed))
    for _ in range(sides):
        node = rng.choice(list(tree.nodes()))
        for _ in range(rng.randint(1, 8)):
            legal = legal_moves(tree.position(node))
            if not legal:
                break
            tree, node = tree.play(node, rng.choice(legal))
            if rng.random() < 0.2:
                tree, node = tree.with_comment(node, rng.choice(["why?", "{x}", "a\\b", "ok"]))
    return tree


# --- .dvn -----------------------------------------------------------------------------------


def test_a_side_line_comes_after_the_move_it_replaces() -> None:
    record = read_dvn("1. E3 C3 2. D4 (2. F4 G4) 2... F5")
    assert record.moves == moves("E3 C3 D4 F5")
    assert record.variations == (Variation(0, 2, moves("F4 G4")),)


def test_nested_side_lines_numbers_left_out_and_written_back() -> None:
    text = "e3 c3 (d4 {why} f4 (g4 {g}) h4) (d3) f3 {x} d5"
    record = read_dvn(text)
    assert record.moves == moves("E3 C3 F3 D5") and record.comment(3) == "x"
    assert record.variations == (
        Variation(0, 1, moves("D4 F4 H4"), ((1, "why"),)),
        Variation(1, 1, moves("G4"), ((1, "g"),)),
        Variation(0, 1, moves("D3")),
    )
    written = write_dvn(record)
    assert written.endswith(
        "\n1. E3 C3 (1... D4 {why} 2. F4 (2. G4 {g}) 2... H4) (1... D3) 2. F3 {x} 2... D5\n*\n"
    )
    assert read_dvn(written) == record and write_dvn(read_dvn(written)) == written


def test_a_record_without_side_lines_is_written_as_before() -> None:
    record = GameRecord(moves("E3 C3 D4"), comments=((2, "c"),))
    assert write_dvn(record).endswith("\n1. E3 C3 {c} 2. D4 *\n")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_analysed_games_read_back_to_the_same_tree_byte_for_byte(seed: int) -> None:
    tree = analysed_tree(seed)
    record = tree.to_record()
    assert len(record.variations) == tree.variations >= 20
    assert max(_nesting(record.variations)) >= 2
    for fmt in (RecordFormat.DVN, RecordFormat.SGF):
        text = write_record(record, fmt)
        again = read_record(text)
        assert (again.moves, again.comments) == (record.moves, record.comments)
        assert again.variations == record.variations and GameTree.from_record(again) == tree
        assert write_record(again, fmt) == text


def _nesting(variations: tuple[Variation, ...]) -> list[int]:
    depth = [0]
    for variation in variations:
        depth.append(depth[variation.parent] + 1)
    return depth


def test_dvn_to_sgf_to_dvn_is_unchanged() -> None:
    record = analysed_tree(4).to_record()
    dvn = write_record(record, RecordFormat.DVN)
    sgf = write_record(read_record(dvn), RecordFormat.SGF)
    assert write_record(read_record(sgf), RecordFormat.DVN) == dvn


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("(1. E3)", "'(' comes after the move its side line replaces"),
        ("1. E3 ()", "a side line '()' without a move"),
        ("1. E3 (1. D4", "a side line '(' is never closed by ')'"),
        ("1. E3 C3)", "unexpected ')': no side line is open"),
        ("1. E3 (1. D4 1-0)", "the result comes after the side lines are closed"),
        ("1. E3 ({why} 1. D4)", "a comment in a side line comes after one of its moves"),
        ("1. E3 2. (1. D4)", "move number 2 has no move"),
        ("1. E3 (1. D4 2.)", "move number 2 has no move"),
        ("1. E3 C3 (1. D4)", "1. should be 1...: this is Black's move of turn 1"),
        ("1. E3 C3 (1... D4 3. F4)", "3. should be 2."),
        ("1. E3 (1. Z9)", "is not a move"),
    ],
)
def test_side_lines_are_strict_about_content(text: str, message: str) -> None:
    with pytest.raises(RecordParseError, match=re.escape(message)):
        read_dvn(text)


def test_an_unclosed_side_line_names_the_line_of_its_parenthesis() -> None:
    with pytest.raises(RecordParseError) as caught:
        read_dvn("1. E3\nC3\n(1... D4\n2. F4")
    assert caught.value.line == 3


def test_side_lines_keep_their_source_lines() -> None:
    record = read_dvn("1. E3 C3\n(1... D4\n2. F4)")
    assert record.variations[0].move_lines == (2, 3)


# --- SGF ------------------------------------------------------------------------------------

BRANCHED = """(;GM[Dvonn]VV[1]P0[id "ann"]P1[id "bob"]
;P0[0 Start P0];P0[1 dropb E 3];P0[2 done]C[first]
(;P1[3 dropb F 3];P1[4 done];P0[5 dropb A 1];P0[6 done])
(;P1[3 dropb G 3]
  (;P1[4 done]C[side])
  (;P1[4 pickb G 3];P1[5 dropb H 3];P1[6 done]))
(;C[nothing played here]))
"""


def test_sgf_branches_are_read_into_side_lines() -> None:
    record = read_sgf(BRANCHED)
    assert record.moves == moves("E3 F3 A1")
    assert record.variations == (
        Variation(0, 1, moves("G3"), ((1, "side"),)),
        Variation(0, 1, moves("H3")),
    )
    assert record.comment(1) == "first nothing played here"  # the branch's note, kept
    assert record.left_out == LeftOut(variations=1)  # the branch of no move, and only it


def test_a_branch_in_the_middle_of_a_turn_goes_on_from_there() -> None:
    record = read_sgf(BRANCHED)
    assert [str(v.moves[0]) for v in record.variations] == ["G3", "H3"]


def test_sgf_refuses_a_resignation_in_a_side_line() -> None:
    text = BRANCHED.replace("P1[6 done]))", "P1[6 done];P0[7 resign];P0[8 done]))")
    with pytest.raises(RecordParseError, match="a resignation in a side line"):
        read_sgf(text)


def test_sgf_names_an_illegal_move_in_a_side_line() -> None:
    text = BRANCHED.replace("dropb H 3", "dropb E 3")
    with pytest.raises(RecordParseError, match=r"line 6: move 1 \(Black, E3\) in a side line"):
        read_sgf(text)


def test_sgf_refuses_a_side_line_among_the_setup_placements() -> None:
    game = random_moves(1)
    start = GameTree.from_moves(game[:10]).position(10)
    record = GameRecord((game[10],), start, variations=(Variation(0, 0, (game[11],)),))
    text = write_sgf(record)
    assert "XS[10]" in text and read_sgf(text) == record  # a side line of the first move
    with pytest.raises(RecordParseError, match="a side line among the setup placements"):
        read_sgf(text.replace("XS[10]", "XS[11]"))


def test_the_main_line_and_result_of_an_sgf_are_those_of_its_first_branches() -> None:
    record = read_sgf(BRANCHED)
    assert record.replayed is not None and record.replayed[1] == record.moves


# --- the tree of moves ----------------------------------------------------------------------


def test_lines_and_tree_are_one_another_and_repeated_moves_are_merged() -> None:
    record = analysed_tree(5).to_record()
    tree = record.move_tree()
    assert tree.lines_of()[:2] == (record.moves, record.comments)
    assert tree.lines_of().variations == record.variations
    doubled = MoveTree.of_lines(moves("E3 C3"), (), (Variation(0, 1, moves("C3 D4")),))
    assert len(doubled) == 4  # C3 followed, D4 added after it
    assert doubled.lines_of().moves == moves("E3 C3 D4") and not doubled.lines_of().variations


@pytest.mark.parametrize(
    ("variations", "message"),
    [
        ((Variation(1, 0, moves("E3")),), "branches from a later line"),
        ((Variation(0, 2, moves("E3")),), "beyond the end of its line"),
    ],
)
def test_a_record_refuses_side_lines_that_branch_from_nowhere(
    variations: tuple[Variation, ...], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        GameRecord(moves("E3 C3"), variations=variations)


def test_a_side_line_has_moves_and_comments_after_them() -> None:
    with pytest.raises(ValueError, match="at least one move"):
        Variation(0, 0, ())
    with pytest.raises(ValueError, match="comments"):
        Variation(0, 0, moves("E3"), ((0, "before"),))


# --- hostile files --------------------------------------------------------------------------


def timed(action: object, limit: float) -> float:
    assert callable(action)
    began = time.perf_counter()
    action()
    elapsed = time.perf_counter() - began
    assert elapsed < limit, f"took {elapsed:.2f} s"
    return elapsed


def test_nesting_deeper_than_the_bound_is_refused_at_once() -> None:
    text = "1. E3 " + "(1. C3 " * 200_000

    def read() -> None:
        with pytest.raises(RecordParseError, match=f"nested more than {MAX_NESTING} deep"):
            read_dvn(text)

    timed(read, 1.0)


def test_deep_nesting_within_the_bound_is_read_without_recursion() -> None:
    text = "E3 " + "(E3 E3 " * MAX_NESTING + ")" * MAX_NESTING  # read before the rules
    record = read_dvn(text)
    assert max(_nesting(record.variations)) == MAX_NESTING
    assert read_dvn(write_dvn(record)) == record
    assert record.move_tree().lines_of().variations == ()  # each side line repeats the game
    with pytest.raises(RecordParseError, match=r"move 1 \(Black, E3\) is illegal"):
        GameTree.from_record(record)  # E3 twice: the side lines merge into one line


def test_more_moves_than_the_bound_are_refused() -> None:
    text = "1. E3 " + "(1. C3) " * MAX_TREE_MOVES
    with pytest.raises(RecordParseError, match=f"more than {MAX_TREE_MOVES} moves in all"):
        read_dvn(text)
    wide = "(;GM[Dvonn];P0[0 Start P0]" + "(;P0[1 dropb E 3];P0[2 done])" * 12_000 + ")"
    timed(lambda: read_sgf(wide), 5.0)  # one move, followed 12,000 times


def test_a_thousand_moves_of_analysis_are_read_fast() -> None:
    tree = analysed_tree(6, sides=250)
    text = write_dvn(tree.to_record())
    assert len(tree) > 1000
    elapsed = timed(lambda: GameTree.from_record(read_dvn(text)), 0.3)
    assert elapsed < 0.3
    assert GameTree.from_record(read_record(write_sgf(tree.to_record()))) == tree
    assert tree.next(ROOT) is not None
