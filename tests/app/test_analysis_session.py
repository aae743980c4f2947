"""The analysis board's model and its move list's text, without a window: moving about the
tree, side lines that leave the main line as it was, edits undone and redone across branches,
and the tree written as players read it."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from app.analysis.session import AnalysisSession
from app.analysis.tree_text import TreeWords, tree_html
from engine.errors import IllegalMoveError
from engine.moves import Move
from engine.records.model import GameRecord
from engine.records.tree import ROOT, GameTree

GAME = tuple(Move.parse(m) for m in ("A1", "B1", "C1", "D1", "E1", "F1"))
WORDS = TreeWords(pass_word="pass", start="Start")


def moves(*texts: str) -> tuple[Move, ...]:
    return tuple(Move.parse(t) for t in texts)


def test_a_game_opens_at_the_move_shown() -> None:
    session = AnalysisSession.of_game(GAME, 3)
    assert session.tree.moves_to(session.node) == GAME[:3]
    assert session.last_move == GAME[2]
    assert not session.changed and not session.can_undo


def test_a_new_move_starts_a_side_line_and_the_main_line_stays() -> None:
    session = AnalysisSession.of_game(GAME, 2)
    assert session.play(Move.parse("K3")) is True
    tree = session.tree
    assert tree.moves_to(session.node) == (*GAME[:2], Move.parse("K3"))
    assert not tree.is_main_line(session.node)
    assert tuple(tree.move(n) for n in tree.main_line()[1:]) == GAME
    assert tree.variations == 1 and session.changed


def test_a_move_the_tree_holds_is_followed_not_added() -> None:
    session = AnalysisSession.of_game(GAME, 2)
    assert session.play(GAME[2]) is False
    assert session.tree.variations == 0 and not session.can_undo
    assert session.node == session.tree.main_line()[3]


def test_illegal_moves_change_nothing() -> None:
    session = AnalysisSession.of_game(GAME, 2)
    with pytest.raises(IllegalMoveError):
        session.play(Move.parse("A1"))  # taken
    assert session.tree.variations == 0 and session.node == session.tree.main_line()[2]


def test_moving_about_the_tree() -> None:
    session = AnalysisSession.of_game(GAME, 2)
    session.play(Move.parse("K3"))
    side = session.node
    main = session.tree.main_line()
    assert session.sibling(-1) and session.node == main[3]
    assert not session.sibling(-1)
    assert session.sibling(1) and session.node == side
    assert not session.forward()  # the side line ends here
    assert session.back() and session.node == main[2]
    assert session.forward() and session.node == main[3]  # the line's continuation
    assert session.end() and session.node == main[-1]
    assert session.home() and session.node == ROOT
    assert not session.back()
    assert not session.go(999)


def test_edits_undo_and_redo_across_branches() -> None:
    session = AnalysisSession.of_game(GAME, 2)
    original = session.tree
    session.play(Move.parse("K3"))
    side = session.node
    with_side = session.tree
    session.make_main_line(side)
    assert session.tree.main_line()[-1] == side and session.node == side
    session.comment(side, "better")
    assert session.tree.comment(side) == "better"
    session.delete(side)
    assert side not in session.tree and session.node == session.tree.main_line()[2]
    assert session.undo() and session.node == side and session.tree.comment(side) == "better"
    assert session.undo() and session.tree.comment(side) == ""
    assert session.undo() and session.tree == with_side
    assert session.undo() and session.tree == original and session.node == original.main_line()[2]
    assert not session.undo()
    assert session.redo() and session.redo() and session.tree.main_line()[-1] == side
    session.play(Move.parse("K4"))  # a new edit forgets what was undone
    assert not session.can_redo


def test_a_line_is_one_edit_and_promoting_the_main_line_is_none() -> None:
    session = AnalysisSession.of_game(GAME, 4)
    start = session.node
    session.play_line(moves("K3", "K4"))
    assert session.tree.moves_to(session.node)[-2:] == moves("K3", "K4")
    assert session.undo() and session.node == start and session.tree.variations == 0
    session.promote(session.tree.main_line()[2])
    assert not session.can_redo or session.tree.variations == 0
    assert session.undo() is False  # promoting a move of the main line changed nothing


def test_deleting_an_earlier_move_shows_what_is_left() -> None:
    session = AnalysisSession.of_game(GAME, 5)
    main = session.tree.main_line()
    session.delete(main[3])
    assert session.node == main[2]
    assert len(session.tree.main_line()) == 3


def test_the_record_keeps_the_side_lines_and_headers() -> None:
    session = AnalysisSession.of_game(GAME, 2)
    session.play(Move.parse("K3"))
    session.comment(session.node, "a try")
    record = session.record()
    assert record.moves == GAME and len(record.variations) == 1
    back = GameTree.from_record(record)
    assert back == session.tree


def test_kept_puts_side_lines_and_new_comments_into_the_games_record() -> None:
    game = GameRecord(moves=GAME, white="Ann", comments=((2, "[%clk 59.00] mine"), (4, "old")))
    session = AnalysisSession(GameTree.from_record(game), ROOT, game)
    session.go(session.tree.main_line()[2])
    session.play(Move.parse("K3"))
    session.comment(session.node, "a try")
    session.comment(session.tree.main_line()[4], "")  # a comment of the game removed here
    kept = session.kept(replace(game, moves=(*GAME, Move.parse("G1"))))  # the game went on
    assert kept.moves == (*GAME, Move.parse("G1")) and kept.white == "Ann"
    assert kept.comments == ((2, "[%clk 59.00] mine"),)  # untouched where not changed here
    tree = GameTree.from_record(kept)
    side = tree.find((*GAME[:2], Move.parse("K3")))
    assert side is not None and tree.comment(side) == "a try"
    assert not tree.is_main_line(side) and tree.variations == 1


def test_kept_keeps_the_games_moves_as_its_main_line() -> None:
    game = GameRecord(moves=GAME)
    session = AnalysisSession(GameTree.from_record(game), ROOT, game)
    main = session.tree.main_line()
    session.go(main[3])
    session.play(Move.parse("K3"))
    session.make_main_line(session.node)  # the side line made the main one here
    session.delete(session.tree.find(GAME[:5]) or ROOT)  # the game's fifth move deleted here
    assert session.tree.find(GAME) is None
    kept = session.kept(game)
    assert kept.moves == GAME  # the game as played, whatever the board's main line
    tree = GameTree.from_record(kept)
    assert tree.find((*GAME[:3], Move.parse("K3"))) is not None and tree.variations == 1
    other = GameRecord(start=session.tree.position(main[1]), moves=())
    assert session.kept(other) == other  # another start: nothing to add


def links(html: str) -> list[tuple[int, str]]:
    found = re.findall(r"<a href=\"#(\d+)\"[^>]*>([^<]*)</a>", html)
    return [(int(n), text.replace("&nbsp;", " ").strip()) for n, text in found]


def test_the_text_numbers_moves_as_a_score_sheet() -> None:
    tree = GameTree.from_moves(GAME)
    html = tree_html(tree, ROOT, WORDS)
    texts = [text for _, text in links(html)]
    assert texts == ["Start", "1. A1", "B1", "2. C1", "D1", "3. E1", "F1"]
    assert [n for n, _ in links(html)] == list(tree.main_line())
    assert html.count("<p ") == 1  # one line: one paragraph


def test_side_lines_are_indented_and_smaller_and_the_line_goes_on_numbered() -> None:
    session = AnalysisSession.of_game(GAME, 1)
    session.play_line(moves("K3", "K4"))  # 1... K3 2. K4 instead of 1... B1
    nested = session.tree.parent(session.node)
    assert nested is not None
    session.go(nested)
    session.play(Move.parse("J4"))  # 2. J4 instead of 2. K4, inside the side line
    html = tree_html(session.tree, session.node, WORDS)
    paragraphs = re.findall(r'<p style="margin-left:(\d+)px;([^"]*)">(.*?)</p>', html)
    shown = [
        (int(m), "small" in style, [t for _, t in links(body)]) for m, style, body in paragraphs
    ]
    assert [(indent, small) for indent, small, _ in shown] == [
        (0, False),
        (14, True),
        (28, True),
        (0, False),
    ]
    assert shown[1][2] == ["1… K3", "2. K4"]
    assert shown[2][2][0] == "2. J4"  # the node shown, highlighted
    assert shown[0][2][-1] == "B1"  # side lines follow the move they replace
    assert shown[3][2][0] == "2. C1"
    assert html.count('name="shown"') == 1


def test_after_a_side_line_a_black_move_is_numbered_again() -> None:
    session = AnalysisSession.of_game(GAME, 2)
    session.play(Move.parse("K3"))  # instead of 2. C1
    html = tree_html(session.tree, ROOT, WORDS)
    paragraphs = [[t for _, t in links(body)] for body in re.findall(r"<p [^>]*>(.*?)</p>", html)]
    assert paragraphs == [
        ["Start", "1. A1", "B1", "2. C1"],
        ["2. K3"],
        ["2… D1", "3. E1", "F1"],
    ]


def test_a_comment_is_shown_as_text() -> None:
    session = AnalysisSession.of_game(GAME, 2)
    session.comment(session.node, "<b>not bold</b> & more")
    html = tree_html(session.tree, ROOT, WORDS)
    assert "<i>&lt;b&gt;not bold&lt;/b&gt; &amp; more</i>" in html
