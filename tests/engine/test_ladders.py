"""Level numbers across ladders (engine.ladders): files and settings written under an older
numbering of the levels name the level with the same parameters today."""

from __future__ import annotations

import json
from importlib import resources

from engine.ai.levels import levels, top_level
from engine.ladders import current_ladder, from_ladder


def older() -> dict[str, dict[str, int]]:
    text = resources.files("engine").joinpath("data/ai_levels.json").read_text("utf-8")
    table: dict[str, dict[str, int]] = json.loads(text)["older_ladders"]
    return table


def test_todays_ladder_keeps_its_numbers() -> None:
    assert current_ladder() == 3
    for entry in levels():
        assert from_ladder(entry.number, 3) == entry.number
    assert from_ladder(top_level() + 1, 3) is None
    assert from_ladder(0, 3) is None


def test_ladder_2s_twelve_levels_map_in_order_to_the_same_levels() -> None:
    """Ladder 2's levels 1-3 are unchanged, its 4-7 keep their parameters between new levels
    (one new level below each), its 8-11 their names at caps of a second or less, its top is
    today's top."""
    mapped = [from_ladder(number, 2) for number in range(1, 13)]
    assert mapped == [1, 2, 3, 5, 7, 9, 11, 13, 15, 17, 19, 20]
    names = [entry.name for entry in levels()]
    assert [names[number - 1] for number in mapped if number] == [
        "Newcomer", "Learner", "Beginner", "Casual", "Seasoned", "Expert", "Top player",
        "Elite", "Best human", "Superhuman", "Master", "Champion",
    ]  # fmt: skip
    assert from_ladder(12, 2) == top_level()
    assert from_ladder(13, 2) is None and from_ladder(0, 2) is None


def test_ladder_1s_ten_levels_map_through_ladder_2() -> None:
    """Ladder 1's level n was ladder 2's n + 2; files and settings naming no ladder are
    ladder 1's."""
    for number in range(1, 11):
        assert from_ladder(number, 1) == from_ladder(number + 2, 2)
        assert from_ladder(number, None) == from_ladder(number, 1)
    assert from_ladder(3, None) == 7  # the default level of ten levels: still "Seasoned"
    assert from_ladder(10, 1) == top_level()
    assert from_ladder(11, 1) is None


def test_an_unknown_ladder_maps_nothing() -> None:
    assert from_ladder(5, 99) is None
    assert from_ladder(5, 0) is None
    assert set(older()) == {"1", "2"}
