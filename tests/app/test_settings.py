"""Stored preferences: values come back typed, broken values fall back to the defaults."""

from __future__ import annotations

from pathlib import Path

from PyQt6.QtCore import QByteArray, QSettings

from app.settings import GameOptions, PlayerKind, Settings


def settings_in(folder: Path) -> Settings:
    return Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))


def test_defaults_on_an_empty_store(tmp_path: Path) -> None:
    s = settings_in(tmp_path)
    assert s.palette == "classic"
    assert s.animation_speed == "normal"
    assert s.show_coordinates and s.show_height_labels and s.sound
    assert s.language == ""
    assert s.game_options == GameOptions()
    assert s.window_geometry is None


def test_values_survive_a_restart(tmp_path: Path) -> None:
    s = settings_in(tmp_path)
    s.palette = "high_contrast"
    s.animation_speed = "slow"
    s.show_coordinates = False
    s.sound = False
    s.language = "fr"
    options = GameOptions(PlayerKind.COMPUTER, PlayerKind.HUMAN, 7, True, 5, "Ann", "Bob", "black")
    s.game_options = options
    s.window_geometry = QByteArray(b"geometry")
    s.sync()
    again = settings_in(tmp_path)
    assert again.palette == "high_contrast"
    assert again.animation_speed == "slow"
    assert again.show_coordinates is False and again.sound is False
    assert again.language == "fr"
    assert again.game_options == options
    assert again.window_geometry == QByteArray(b"geometry")


def test_broken_values_fall_back_to_defaults(tmp_path: Path) -> None:
    (tmp_path / "settings.ini").write_text(
        "[view]\npalette=purple\nanimation_speed=42\ncoordinates=maybe\n"
        "[sound]\nenabled=@Invalid()\n"
        "[game]\noptions={not json\n"
        "[window]\ngeometry=12\n",
        encoding="utf-8",
    )
    s = settings_in(tmp_path)
    assert s.palette == "classic"
    assert s.animation_speed == "normal"
    assert s.show_coordinates is True
    assert s.sound is True
    assert s.game_options == GameOptions()
    assert s.window_geometry is None


def test_game_options_of_older_ladders_map_to_todays_ladder() -> None:
    """Options stored before levels 1 and 2 were added (no ladder) name ladder 1's levels:
    its level 3 is today's 7, its 10 today's 20; ladder 2's (twelve levels) 5 is today's 7,
    its 12 today's 20; options of today's ladder stay as stored."""
    assert GameOptions.from_json('{"level": 3}').level == 7
    assert GameOptions.from_json('{"level": 10}').level == 20
    assert GameOptions.from_json('{"level": 1, "ladder": 2}').level == 1
    assert GameOptions.from_json('{"level": 5, "ladder": 2}').level == 7
    assert GameOptions.from_json('{"level": 12, "ladder": 2}').level == 20
    assert GameOptions.from_json('{"level": 20, "ladder": 3}').level == 20
    assert GameOptions.from_json('{"level": 4, "ladder": 3}').level == 4
    stored = GameOptions(level=2)
    assert GameOptions.checked_json(stored.to_json()) == (stored, False)
    assert GameOptions.checked_json('{"level": 11}') == (GameOptions(), True)  # ladder 1: 1-10
    assert GameOptions.checked_json('{"level": 13, "ladder": 2}') == (GameOptions(), True)
    assert GameOptions.checked_json('{"level": 21, "ladder": 3}') == (GameOptions(), True)
    assert GameOptions.from_json('{"level": 4, "ladder": 99}').level == GameOptions().level


def test_game_options_keep_what_is_valid() -> None:
    text = '{"white": "computer", "black": "alien", "level": 99, "clock_minutes": -3,'
    text += ' "white_name": "' + "x" * 100 + '", "random_setup": "yes", "human_color": "red"}'
    options = GameOptions.from_json(text)
    assert options.white is PlayerKind.COMPUTER
    assert options.black is GameOptions().black
    assert options.level == GameOptions().level
    assert options.clock_minutes == 0
    assert options.white_name == "x" * 40
    assert options.random_setup is False
    assert options.human_color == "white"
    assert GameOptions.from_json("[1, 2]") == GameOptions()
