"""Issue 15, item 5: clock values are checked when a record is read (finite, at most a day):
``inf``, ``nan`` and ``1e300`` never crash the window, never reach the library of games, never
flood the panel, and ``--screenshot --record`` with such a file exits at once."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app import records_io
from engine.board import Cell
from engine.clocks import MAX_CLOCK_SECONDS, valid_clock
from tests.app.test_window import HUMANS, click, make_window
from tests.conftest import REPO_ROOT

BAD_TIME_CONTROLS = ["inf", "-inf", "nan", "Infinity", "1e300", "1e309", "-5", "1441", "40/7200"]


def record(time_control: str, clocks: tuple[str, str] = ("890.00", "880.50")) -> str:
    return (
        f'[White "Ann"]\n[Black "Bob"]\n[TimeControl "{time_control}"]\n\n'
        f"1. E3 {{[%clk {clocks[0]}]}} F3 {{[%clk {clocks[1]}]}} *\n"
    )


@pytest.mark.parametrize("value", [float("inf"), float("-inf"), float("nan"), 1e300, -0.5])
def test_the_validator_refuses_what_is_not_a_clock(value: float) -> None:
    with pytest.raises(ValueError):
        valid_clock(value)


def test_the_validator_accepts_a_day_and_no_more() -> None:
    assert valid_clock(0.0) == 0.0 and valid_clock(MAX_CLOCK_SECONDS) == MAX_CLOCK_SECONDS
    with pytest.raises(ValueError):
        valid_clock(MAX_CLOCK_SECONDS + 1)


@pytest.mark.parametrize("value", BAD_TIME_CONTROLS)
def test_a_bad_time_control_is_refused_with_a_clear_message(value: str, tmp_path: Path) -> None:
    path = tmp_path / "bad.dvn"
    path.write_text(record(value), encoding="utf-8")
    with pytest.raises(records_io.RecordError, match=r"TimeControl .* is not a time control"):
        records_io.load_game(path)


@pytest.mark.parametrize("clock", ["99999999999999999999", "1000.00"])
def test_a_clock_comment_out_of_range_is_refused(clock: str) -> None:
    with pytest.raises(records_io.RecordError, match=r"move 1 \(White, E3\).*not a clock value"):
        records_io.read_game(record("15", (clock, "880.50")))


def test_good_clocks_are_read() -> None:
    game = records_io.read_game(record("1440")).game
    assert game.clocks() == (890.0, 880.5)


@pytest.mark.parametrize("value", ["15 min", "15 minutes", "15m", " 15 MIN "])
def test_a_time_control_may_name_its_unit(value: str) -> None:
    game = records_io.read_game(record(value)).game
    assert game.clocks_at(0) == (900.0, 900.0) and game.clocks() == (890.0, 880.5)


def test_the_example_record_opens_with_its_clock() -> None:
    loaded = records_io.load_game(REPO_ROOT / "tests/engine/data/records/standard.dvn")
    assert loaded.game.clocks_at(0) == (900.0, 900.0)


def saved_files(folder: Path) -> dict[str, bytes]:
    """Every entry file of the library of games in the data folder ``folder``."""
    return {path.name: path.read_bytes() for path in (folder / "games").glob("*.dvn")}


@pytest.mark.gui
@pytest.mark.parametrize("value", ["inf", "nan", "1e300"])
def test_opening_such_a_file_changes_nothing_and_saves_nothing(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str], value: str
) -> None:
    window = make_window(qtbot, tmp_path)
    window.controller.new_game(HUMANS)
    click(qtbot, window, Cell.A1)
    saved = saved_files(tmp_path / "data")
    assert len(saved) == 1
    path = tmp_path / "bad.dvn"
    path.write_text(record(value), encoding="utf-8")
    assert not window.files.open_path(str(path))
    assert len(dialogs) == 1 and "TimeControl" in dialogs[0] and "unchanged" in dialogs[0]
    assert [str(m) for m in window.controller.game.moves] == ["A1"]
    assert window.panel.isVisible()
    assert saved_files(tmp_path / "data") == saved  # no new entry, the game's entry as it was
    window.controller.shutdown()


@pytest.mark.gui
def test_an_old_autosave_with_an_infinite_clock_is_not_offered_and_kept(
    qtbot: QtBot, tmp_path: Path, dialogs: list[str]
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "autosave.dvn").write_text(record("inf"), encoding="utf-8")
    window = make_window(qtbot, tmp_path)  # taken into the library as it is
    window.start()  # not offered: the clock would be refused on continue, at every start
    assert dialogs == []
    assert len(window.controller.game) == 0 and not window.controller.game.has_clocks
    assert window.library is not None
    [entry] = window.library.entries()  # kept for the player, nothing deleted
    assert entry.record is not None and entry.record.time_control == "inf"
    assert len(saved_files(folder)) == 1 and not (folder / "autosave.dvn").exists()
    assert window.games is not None  # continued from My games: refused, with why
    assert not window.games.open_entry(entry.name)
    assert "could not be opened" in dialogs[-1] and "TimeControl" in dialogs[-1]
    assert len(window.controller.game) == 0
    window.controller.shutdown()


@pytest.mark.gui
@pytest.mark.parametrize("value", ["inf", "1e300"])
def test_screenshot_of_such_a_record_exits_with_a_message(tmp_path: Path, value: str) -> None:
    path = tmp_path / "bad.dvn"
    path.write_text(record(value), encoding="utf-8")
    env = {**os.environ, "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    command = [sys.executable, "-m", "app", "--screenshot", str(tmp_path / "shot.png")]
    done = subprocess.run(
        [*command, "--record", str(path)],
        env=env,
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2 and "is not a time control" in done.stderr
    assert not (tmp_path / "shot.png").exists()
