"""An online game's record opens again (app.records_io): its time control ``5+3`` (minutes,
and seconds given back after each move) and clocks that grow by that increment at most."""

from __future__ import annotations

import pytest

from app.records_io import RecordError, read_game


def record(time_control: str, clocks: tuple[str, str]) -> str:
    return (
        f'[Site "online"]\n[White "Ada"]\n[Black "Bo"]\n[TimeControl "{time_control}"]\n\n'
        f"1. E3 {{[%clk {clocks[0]}]}} F4 {{[%clk {clocks[1]}]}} *\n"
    )


def test_an_increment_gives_time_back_up_to_its_seconds() -> None:
    game = read_game(record("5+3", ("299.00", "302.00")), "game.dvn").game
    assert game.clocks() == (299.0, 302.0)
    assert read_game(record("5 + 0", ("299.00", "298.00")), "game.dvn").game.clocks() == (
        299.0,
        298.0,
    )


@pytest.mark.parametrize(
    ("time_control", "clocks"),
    [
        ("5+3", ("299.00", "303.50")),  # more than the increment given back
        ("5", ("299.00", "300.50")),  # a clock without an increment never grows
        ("5+61", ("299.00", "298.00")),  # past the protocol's 60 seconds
        ("5+-3", ("299.00", "298.00")),
        ("+", ("299.00", "298.00")),
    ],
)
def test_a_clock_that_grows_past_its_increment_is_refused(
    time_control: str, clocks: tuple[str, str]
) -> None:
    with pytest.raises(RecordError):
        read_game(record(time_control, clocks), "game.dvn")
