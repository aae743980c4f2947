"""Sound effects: played through QtMultimedia when present, silently skipped otherwise."""

from __future__ import annotations

from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app import sound
from app.resources import asset_path
from app.sound import SoundPlayer


class FakeEffect:
    played: list[str] = []  # noqa: RUF012 - shared record of plays for the test

    class Status:
        Error = "error"

    def __init__(self, parent: object) -> None:
        self.source = ""

    def setSource(self, url: Any) -> None:
        self.source = url.fileName()

    def setVolume(self, volume: float) -> None:
        pass

    def status(self) -> str:
        return "ready"

    def play(self) -> None:
        FakeEffect.played.append(self.source)


def test_the_three_sounds_exist() -> None:
    for name in sound.SOUNDS:
        path = asset_path("sounds", f"{name}.wav")
        assert path.is_file() and 1000 < path.stat().st_size < 100_000


def test_effects_play_and_the_mute_toggle_silences_them(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    FakeEffect.played = []
    monkeypatch.setattr(sound, "_load_effect_class", lambda: FakeEffect)
    player = SoundPlayer(enabled=True)
    assert player.available
    player.play("land")
    player.enabled = False
    player.play("cutoff")
    assert FakeEffect.played == ["land.wav"]


def test_without_qtmultimedia_the_game_is_silent(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sound, "_load_effect_class", lambda: None)
    player = SoundPlayer(enabled=True)
    player.play("place")  # nothing happens, nothing raises
    assert not player.available
