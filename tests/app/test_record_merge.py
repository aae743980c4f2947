"""Two records of one game made one (``app.record_merge``): nothing either holds is lost; and
clock values are written only where the record read had them."""

from __future__ import annotations

from dataclasses import replace

from app.record_merge import clocks_as_read, merged
from engine.game import Game
from engine.position import Color
from engine.records import GameRecord, RecordResult

REVIEW = "[%review class=good before=+0.00 after=+0.00 best=- line=- depth=1,1 proven=-,-]"


def game(plies: int) -> GameRecord:
    played = Game()
    for move in ("E3", "F3", "G3", "A1", "B1")[:plies]:
        played.push(move)
    return GameRecord.from_game(played, white="Ann", black="Bob", date="2024.05.01")


def test_every_comment_of_both_each_said_once() -> None:
    kept = replace(game(3), comments=((1, f"mine {REVIEW}"), (2, "both")))
    opened = replace(game(3), comments=((0, "from the file"), (2, "both"), (3, "later")))
    assert merged(kept, opened).comments == (
        (0, "from the file"),
        (1, f"mine {REVIEW}"),
        (2, "both"),
        (3, "later"),
    )


def test_the_review_and_the_clocks_of_the_record_that_has_more() -> None:
    clocks = ((1, "[%clk 899.00]"), (2, "[%clk 890.50] a reply"))
    kept = replace(game(2), time_control="15", comments=clocks)
    opened = replace(game(2), comments=((1, f"opened {REVIEW}"),))
    together = merged(kept, opened)
    assert together.time_control == "15"
    assert together.comments == ((1, f"[%clk 899.00] opened {REVIEW}"), clocks[1])
    assert merged(together, game(2)) == together  # a poorer copy again changes nothing


def test_headers_of_the_file_where_it_has_them_and_the_result_of_either() -> None:
    resigned = Game()
    resigned.push("E3")
    resigned.resign(Color.BLACK)
    finished = GameRecord.from_game(resigned, white="Ann", black="Bob", date="2024.05.01")
    kept = replace(finished, event="Club", extra_tags=(("Round", "2"), ("Board", "1")))
    opened = replace(game(1), site="Home", extra_tags=(("Round", "3"),))
    together = merged(kept, opened)
    assert (together.event, together.site) == ("Club", "Home")
    assert together.extra_tags == (("Round", "3"), ("Board", "1"))
    assert together.result is RecordResult.RESIGNED and together.resigned is Color.BLACK


def test_no_clock_value_for_a_move_the_record_read_had_none_for() -> None:
    base = replace(game(3), time_control="15", comments=((2, "[%clk 880.00] hm"),))
    saved = replace(
        game(4),
        time_control="15",
        comments=tuple((ply, f"[%clk {900 - ply}.00]") for ply in range(1, 5)),
    )
    assert clocks_as_read(saved, base).comments == ((2, "[%clk 898.00]"), (4, "[%clk 896.00]"))
    assert clocks_as_read(saved, None) is saved
