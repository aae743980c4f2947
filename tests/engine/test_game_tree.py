"""GameTree, the analysis board's model: playing into side lines, navigating, promoting,
deleting, commenting, undo across branches by keeping trees, and records in and out."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine.errors import IllegalMoveError, RecordParseError
from engine.moves import Move
from engine.position import Color, Position
from engine.records import GameRecord, RecordResult, read_record, write_record
from engine.records.dvn import read_dvn
from engine.records.tree import ROOT, Edit, GameTree
from engine.records.variations import Variation
from engine.review.annotations import annotate, read_annotations
from engine.review.chances import Situation
from engine.review.judgement import PlyReview, Verdict, judge
from engine.rules import apply, legal_moves
from tests.engine.test_records_model import random_moves

GAME = "1. E3 C3 2. D4 F5 3. E4 G2"


def m(text: str) -> Move:
    return Move.parse(text)


def words(tree: GameTree, nodes: tuple[int, ...]) -> list[str]:
    return [str(tree.move(node)) for node in nodes if node != ROOT]


def test_playing_follows_a_move_already_there_and_else_adds_a_side_line() -> None:
    tree = GameTree.parse(GAME)
    d4 = tree.find([m("E3"), m("C3"), m("D4")])
    assert d4 is not None
    c3 = tree.parent(d4)
    assert c3 is not None
    same, node = tree.play(c3, m("D4"))
    assert same is tree and node == d4
    branched, side = tree.play(c3, m("K5"))
    assert words(branched, branched.main_line()) == words(tree, tree.main_line())  # stays
    assert branched.children(c3) == (d4, side) and branched.variations == 1
    assert branched.siblings(side) == (d4, side)
    assert not branched.is_main_line(side) and branched.variation_start(side) == side
    assert str(branched).startswith("1. E3 C3 2. D4 (2. K5) 2... F5")
    assert tree.variations == 0  # the tree played from is as it was


def test_a_move_from_the_end_of_a_line_continues_it() -> None:
    tree = GameTree.parse(GAME)
    end = tree.main_line()[-1]
    longer, node = tree.play(end, legal_moves(tree.position(end))[0])
    assert longer.main_line()[-1] == node and longer.variations == 0


def test_illegal_moves_and_unknown_nodes_change_nothing() -> None:
    tree = GameTree.parse(GAME)
    with pytest.raises(IllegalMoveError):
        tree.play(ROOT, m("E3F4"))
    with pytest.raises(IndexError, match="not a node"):
        tree.play(99, m("E3"))
    with pytest.raises(ValueError, match="the start cannot be deleted"):
        tree.delete(ROOT)
    assert tree == GameTree.parse(GAME) and 99 not in tree and ROOT in tree


def test_navigation() -> None:
    tree = GameTree.parse("1. E3 C3 (1... D4 2. F4 (2. G4) 2... H4) (1... D3) 2. F3 D5")
    assert words(tree, tree.main_line()) == ["E3", "C3", "F3", "D5"]
    f4 = tree.find([m("E3"), m("D4"), m("F4")])
    assert f4 is not None
    assert words(tree, tree.path(f4)) == ["E3", "D4", "F4"]
    assert words(tree, tree.line(f4)) == ["E3", "D4", "F4", "H4"]
    assert words(tree, tree.continuation(f4)) == ["F4", "H4"]
    assert tree.moves_to(f4) == (m("E3"), m("D4"), m("F4"))
    g4 = tree.child(tree.parent(f4) or ROOT, m("G4"))
    assert g4 is not None and tree.variation_start(g4) == g4
    assert tree.variation_start(f4) == tree.parent(f4)  # the side line D4 F4 H4
    assert tree.turn(f4) == (2, Color.WHITE) and tree.ply(f4) == 3
    assert tree.next(f4) == tree.find((*tree.moves_to(f4), m("H4")))
    assert tree.position(f4) == apply(tree.position(tree.parent(f4) or ROOT), m("F4")).after
    assert tree.transition(f4).move == m("F4")
    assert tree.to_game(f4).position == tree.position(f4)
    assert len(tree) == len(list(tree.nodes())) == 10 and tree.variations == 3


def test_promote_one_level_and_make_main_line_at_every_level() -> None:
    tree = GameTree.parse("1. E3 C3 (1... D4 2. F4 (2. G4) 2... H4) 2. F3 D5")
    g4 = tree.find([m("E3"), m("D4"), m("G4")])
    assert g4 is not None
    once, node = tree.promote(g4)
    assert node == g4 and str(once).startswith("1. E3 C3 (1... D4 2. G4 (2. F4 H4)) 2. F3")
    main, node = tree.make_main_line(g4)
    assert node == g4 and main.is_main_line(g4)
    assert str(main).startswith("1. E3 D4 (1... C3 2. F3 D5) 2. G4 (2. F4 H4)")
    assert main.make_main_line(g4).tree is main  # already the main line: nothing to do
    assert main.promote(ROOT).tree is main


def test_delete_and_truncate() -> None:
    tree = GameTree.parse("1. E3 C3 (1... D4 2. F4) (1... D3) 2. F3 D5")
    c3 = tree.find([m("E3"), m("C3")])
    assert c3 is not None
    fewer, shown = tree.delete(c3)
    assert shown == tree.parent(c3) and c3 not in fewer
    assert str(fewer).startswith("1. E3 D4 (1... D3) 2. F4")  # the next side line moves up
    assert len(fewer) == len(tree) - 3
    cut, shown = tree.truncate(c3)
    assert shown == c3 and cut.children(c3) == () and words(cut, cut.main_line()) == ["E3", "C3"]
    assert cut.variations == 2


def test_comments_on_any_node() -> None:
    tree = GameTree.parse(GAME)
    tree, node = tree.with_comment(ROOT, "a game")
    side = tree.play(tree.main_line()[1], m("D4")).tree
    d4 = side.find([m("E3"), m("D4")])
    assert d4 is not None
    side, node = side.with_comment(d4, "better {really}")
    assert side.comment(d4) == "better {really}" and node == d4
    assert "{a game} 1. E3 C3 (1... D4 {better {really\\}})" in str(side)
    assert side.with_comment(d4, "").tree.comment(d4) == ""
    assert GameTree.parse(str(side)) == side


def test_undo_across_branches_is_keeping_the_trees() -> None:
    history: list[Edit] = [Edit(GameTree.parse(GAME), ROOT)]
    steps: list[Callable[[GameTree, int], Edit]] = [
        lambda t, n: t.play(t.main_line()[2], m("K5")),  # a side line
        lambda t, n: t.play(n, legal_moves(t.position(n))[0]),  # deeper in it
        lambda t, n: t.with_comment(n, "idea"),
        lambda t, n: t.make_main_line(n),  # promoted
        lambda t, n: t.delete(t.children(t.main_line()[2])[1]),  # the old main line goes
    ]
    for step in steps:
        history.append(step(*history[-1]))
    shown = [str(edit.tree) for edit in history]
    assert len(set(shown)) == len(shown)  # every edit changed the tree
    while len(history) > 1:  # undo: the tree before, exactly as it was shown
        history.pop()
        assert str(history[-1].tree) == shown[len(history) - 1]
    assert history[0].tree == GameTree.parse(GAME)


def test_equal_trees_whatever_their_node_numbers() -> None:
    game = GameTree.parse(GAME)
    one = game.play(ROOT, m("D4")).tree
    other, node = GameTree.from_moves([m("D4")]).play(ROOT, m("E3"))
    for move in game.moves_to(game.main_line()[-1])[1:]:
        other, node = other.play(node, move)
    assert other != one
    promoted = other.make_main_line(node).tree
    assert promoted == one and hash(promoted) == hash(one)


def test_records_in_and_out() -> None:
    record = read_dvn('[White "Ann"]\n[Result "black"]\n\n' + GAME + " (3... D2) {x} 0-1")
    tree = GameTree.from_record(record)
    assert tree.to_record(record) == record  # the same moves: tags and result kept
    assert tree.to_record().white == "" and tree.to_record().variations == record.variations
    d2 = tree.find((*record.moves[:-1], m("D2")))
    assert d2 is not None
    promoted = tree.make_main_line(d2).tree.to_record(record)
    assert promoted.white == "Ann" and promoted.result is RecordResult.UNFINISHED
    assert promoted.variations == (Variation(0, 5, (m("G2"),), ((1, "x"),)),)  # with its comment


def test_an_illegal_side_line_names_its_move_and_line() -> None:
    with pytest.raises(RecordParseError) as caught:
        GameTree.from_record(read_dvn("1. E3 C3\n(1... E3)"))
    assert caught.value.line == 2
    assert "move 1 (Black, E3) in a side line is illegal" in str(caught.value)


def test_a_custom_start_prints_its_position() -> None:
    start = apply(Position.initial(), m("E3")).after
    tree = GameTree.from_moves([m("C3")], start)
    assert '[Setup "custom"]' in str(tree) and GameTree.parse(str(tree)) == tree
    assert eval(repr(tree)) == tree


def test_a_review_stays_with_the_main_line_beside_side_lines() -> None:
    moves = random_moves(3)[:6]
    tree = GameTree.from_moves(moves)
    tree = tree.play(tree.main_line()[2], legal_moves(tree.position(tree.main_line()[2]))[-1])[0]
    record = tree.to_record()
    positions = [Position.initial()]
    for move in moves:
        positions.append(apply(positions[-1], move).after)
    plies = [review(positions, moves, index) for index in range(len(moves))]
    annotated = annotate(record, plies)
    for fmt in ("dvn", "sgf"):
        back = read_record(write_record(annotated, fmt))
        assert back.variations == record.variations
        found = read_annotations(back, tuple(positions))
        assert all(found) and GameTree.from_record(back).variations == 1


def review(positions: list[Position], moves: list[Move], index: int) -> PlyReview:
    before = Verdict(positions[index].turn, Situation.of(positions[index]), 0.5, best=moves[index])
    after = positions[index + 1]
    verdict = Verdict(after.turn, Situation.of(after), -0.5)
    return judge(index + 1, moves[index], before, verdict, forced=False)


def test_records_of_no_move() -> None:
    tree = GameTree()
    assert tree.to_record() == GameRecord() and len(tree) == 1 and str(tree) == "*\n"
