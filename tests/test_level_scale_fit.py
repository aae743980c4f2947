"""scripts/level_scale.py rates the levels by the line through their quality ratings against
their Elo on the ladder of matches in docs/ai.md's calibration table."""

from __future__ import annotations

import pytest

from engine.ai.match import elo_of
from scripts.level_scale import ladder_elo, ladder_fit, matched_steps


def _row(level: int, below: str) -> str:
    return f"| {level} | Name | 1 s | 1500 ± 80 | {below} | 100 % (200–0–0; Elo ∞…∞) | 200 games |"


def test_the_steps_are_read_from_the_level_below_column() -> None:
    text = "\n".join(
        [
            _row(1, "—"),
            _row(2, "75 % (150–0–50; 68–80 %; Elo +140…+240)"),
            _row(3, "62 % (124–1–75; 55–68 %; Elo −37…+137)"),
            _row(4, "100 % (200–0–0; 98–100 %; Elo ∞…∞)"),  # no finite interval: left out
            "| 5 | an older layout | 75 % (150–0–50; Elo +140…+240) |",
        ]
    )
    steps = matched_steps(text)
    assert set(steps) == {2, 3}
    assert steps[2] == pytest.approx((elo_of(0.75), 50.0))
    assert steps[3] == pytest.approx((elo_of(124.5 / 200), 87.0))


def test_the_chain_adds_the_steps_and_needs_every_one() -> None:
    steps = {2: (100.0, 50.0), 3: (150.0, 50.0)}
    assert ladder_elo([1, 2, 3], steps) == {1: 0.0, 2: 100.0, 3: 250.0}
    assert ladder_elo([1, 2, 3, 4], steps) is None


def test_the_line_fits_the_points_and_widens_away_from_their_centre() -> None:
    # quality ratings 1300 + 0.5 x Elo, the middle point the surest
    points = {1: (0.0, 1300.0, 100.0), 2: (200.0, 1400.0, 50.0), 3: (400.0, 1500.0, 100.0)}
    line = ladder_fit(points)
    assert line.intercept == pytest.approx(1300.0) and line.slope == pytest.approx(0.5)
    assert line.at(600.0) == pytest.approx(1600.0)
    assert line.half_width(200.0) < line.half_width(400.0) < line.half_width(800.0)
    # a point off the line pulls it by its weight
    tilted = ladder_fit({**points, 4: (600.0, 1500.0, 100.0)})
    assert tilted.slope < 0.5
