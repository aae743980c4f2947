"""The human rating scale's data file: read with bounds, and what the levels say about it."""

from __future__ import annotations

import json
import subprocess
import sys
from itertools import pairwise

import pytest

from engine.ai.human_scale import HumanScale, Likeness, Rated, human_scale, parse_scale
from engine.ai.levels import levels
from engine.errors import DvonnError


def rows(rated: tuple[Rated, ...]) -> list[dict[str, object]]:
    return [{"name": r.name, "rating": r.rating, "interval": r.interval, "games": r.games}
            for r in rated]  # fmt: skip


def shipped() -> dict[str, object]:
    scale = human_scale()
    return {
        "anchors": rows(scale.anchors), "groups": rows(scale.groups),
        "median_registered": scale.median_registered, "top": rows(scale.top),
        "quality": [], "nodes": scale.nodes,
        "fit": {"intercept": scale.intercept, "slope": scale.slope},
    }  # fmt: skip


def a_scale(newcomers: int, dumbot: int, median: int, top: tuple[int, ...]) -> HumanScale:
    data = {
        **shipped(),
        "anchors": [{"name": "Dumbot", "rating": dumbot, "interval": 10, "games": 100}],
        "groups": [{"name": "guests", "rating": newcomers, "interval": 10, "games": 100}],
        "median_registered": median,
        "top": [{"name": f"p{i}", "rating": r, "interval": 50, "games": 20}
                for i, r in enumerate(top)],
    }  # fmt: skip
    return parse_scale(json.dumps(data))


def test_the_shipped_scale_is_anchored_on_the_robots() -> None:
    scale = human_scale()
    names = {r.name: r.rating for r in scale.anchors}
    assert names["Dumbot"] == 1500
    assert {"SmartBot", "BestBot"} <= set(names)
    assert len(scale.top) == 10 and scale.top[0].rating >= scale.median_registered
    assert scale.slope < 0  # the more a group loses per move, the lower its rating
    assert scale.rating_of(0.5) > scale.rating_of(2.0)


def test_rating_of_stays_within_bounds() -> None:
    scale = human_scale()
    assert 0 <= scale.rating_of(1e-9) <= 4000 and 0 <= scale.rating_of(1e9) <= 4000
    assert scale.rating_of(1e-9) == scale.rating_of(0.01)  # extrapolated no further


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"nodes": 0}, "nodes"),
        ({"nodes": "many"}, "nodes"),
        ({"median_registered": 99_999}, "median_registered"),
        ({"fit": {"intercept": 1000, "slope": 50}}, "slope"),
        ({"anchors": [{"name": "", "rating": 1, "interval": 1, "games": 1}]}, "name"),
        ({"anchors": [{"name": "x", "rating": True, "interval": 1, "games": 1}]}, "rating"),
        ({"top": [{}] * 11}, "top"),
        ({"top": []}, "top player"),
        ({"groups": []}, "a group"),
        ({"anchors": [{"name": "SmartBot", "rating": 1, "interval": 1, "games": 1}]}, "Dumbot"),
    ],
)
def test_a_broken_scale_is_refused_with_the_field_named(
    change: dict[str, object], message: str
) -> None:
    data = {**shipped(), **change}
    with pytest.raises(ValueError, match=message):
        parse_scale(json.dumps(data))


def test_text_that_is_no_scale_is_refused() -> None:
    with pytest.raises((ValueError, DvonnError)):
        parse_scale("[" * 10_000)
    with pytest.raises(ValueError, match="over"):
        parse_scale(" " * 300_000)


def test_every_level_has_a_rating_and_they_rise() -> None:
    ratings = [entry.rating or 0 for entry in levels()]
    assert all(entry.rating is not None and entry.rating_interval for entry in levels())
    assert all(low < high for low, high in pairwise(ratings))
    scale = human_scale()
    guests = next(group.rating for group in scale.groups if group.name == "guests")
    assert ratings[0] < guests + 100  # the lowest level plays about like a guest
    assert ratings[-1] > max(player.rating for player in scale.top)  # the top, beyond anyone


def test_the_levels_command_prints_a_rating_per_level() -> None:
    process = subprocess.run(
        [sys.executable, "-m", "engine", "levels"], capture_output=True, text=True, timeout=60
    )
    assert process.returncode == 0
    lines = process.stdout.splitlines()
    assert len(lines) == len(levels())
    assert lines[0].startswith('level=1 name="') and "cap=" in lines[0]
    for entry, line in zip(levels(), lines, strict=True):
        assert line.endswith(f"rating={entry.rating}")


def test_whom_a_rating_plays_like_follows_the_landmarks() -> None:
    # Newcomers 1300, Dumbot 1500, median registered 1520, the ten best 1800-2000.
    scale = a_scale(1300, 1500, 1520, (2000, 1900, 1800))
    assert scale.likeness(1200) is Likeness.NEWCOMER
    assert scale.likeness(1399) is Likeness.NEWCOMER  # nearer the newcomers than Dumbot
    assert scale.likeness(1400) is Likeness.DUMBOT
    assert scale.likeness(1659) is Likeness.DUMBOT
    assert scale.likeness(1660) is Likeness.STRONG_REGULAR  # halfway to the tenth best
    assert scale.likeness(1799) is Likeness.STRONG_REGULAR
    assert scale.likeness(1800) is Likeness.TOP_PLAYER
    assert scale.likeness(2100) is Likeness.BEYOND_ANY
    # Beyond any player only when the whole interval lies above the best.
    assert scale.likeness(2100, interval=100) is Likeness.TOP_PLAYER
    assert scale.likeness(2101, interval=100) is Likeness.BEYOND_ANY


def test_the_levels_run_from_newcomers_to_beyond_any_player() -> None:
    scale = human_scale()
    kinds = [scale.likeness(lv.rating or 0, lv.rating_interval or 0) for lv in levels()]
    assert kinds[0] is Likeness.NEWCOMER and kinds[-1] is Likeness.BEYOND_ANY
    order = list(Likeness)
    assert all(order.index(a) <= order.index(b) for a, b in pairwise(kinds))
