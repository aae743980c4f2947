"""A game opened from a record with side lines keeps them when it is saved (to its file and to
My games): those that leave the game's line before it changed, with the game's own moves as
the main line."""

from __future__ import annotations

from app.records_io import FILE_TYPES, game_record, loaded_from
from engine.moves import Move
from engine.records import read_record, write_record
from engine.records.files import RecordFormat
from engine.records.model import GameRecord
from engine.records.tree import GameTree

GAME = tuple(Move.parse(m) for m in ("A1", "B1", "C1", "D1", "E1", "F1"))


def analysed() -> GameRecord:
    """The game with a side line at its 2nd move (K3) and one at its 5th (K4, commented)."""
    tree = GameTree.from_moves(GAME)
    main = tree.main_line()
    tree, _ = tree.play(main[1], Move.parse("K3"))
    tree, node = tree.play(main[4], Move.parse("K4"))
    tree, _ = tree.with_comment(node, "worth a look")
    return tree.to_record()


def test_saving_the_game_as_opened_keeps_every_side_line() -> None:
    record = analysed()
    game = loaded_from(record, FILE_TYPES[0]).game
    saved = game_record(game, base=record)
    assert saved.moves == GAME and saved.variations == record.variations
    text = write_record(saved, RecordFormat.DVN)
    assert "B1 (1... K3) 2. C1" in text and "(3. K4 {worth a look})" in text
    assert GameTree.from_record(read_record(text, "", RecordFormat.DVN)) == GameTree.from_record(
        record
    )


def test_a_game_played_on_keeps_the_side_lines_before_it_changed() -> None:
    record = analysed()
    game = loaded_from(record, FILE_TYPES[0]).game
    game.go_to(3)
    game.play(Move.parse("G1"))  # a new 4th move: the old moves after 3 are gone
    saved = game_record(game, base=record)
    assert saved.moves == (*GAME[:3], Move.parse("G1"))
    tree = GameTree.from_record(saved)
    assert tree.variations == 1
    side = tree.children(tree.main_line()[1])[1]
    assert tree.move(side) == Move.parse("K3")  # the side line at move 2 stays
    assert tree.find((*GAME[:4], Move.parse("K4"))) is None  # the one at move 5 went with them


def test_a_game_that_took_a_side_line_has_it_as_its_main_line() -> None:
    record = analysed()
    game = loaded_from(record, FILE_TYPES[0]).game
    game.go_to(1)
    game.play(Move.parse("K3"))
    saved = game_record(game, base=record)
    assert saved.moves == (GAME[0], Move.parse("K3")) and not saved.variations
