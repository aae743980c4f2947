"""Typed access to the app's stored preferences (a thin wrapper over QSettings).

Every read checks the stored value's type and range; anything broken (edited by hand, written
by another version) falls back to the default instead of raising.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields
from enum import Enum
from typing import Any

from PyQt6.QtCore import QByteArray, QSettings

from engine.position import Color

ORGANIZATION = "dvonn"
APPLICATION = "dvonn"


class PlayerKind(Enum):
    HUMAN = "human"
    COMPUTER = "computer"


@dataclass(frozen=True, slots=True)
class GameOptions:
    """What the New game dialog chose last time."""

    white: PlayerKind = PlayerKind.HUMAN
    black: PlayerKind = PlayerKind.COMPUTER
    level: int = 3
    random_setup: bool = False
    clock_minutes: int = 0  # 0: no clock
    white_name: str = ""  # "" shows the colour's name, in the player's language
    black_name: str = ""
    human_color: str = "white"  # for Human vs Computer: "white", "black" or "random"
    warn_blunders: bool = False  # against the computer: ask before playing a blunder

    def kind(self, color: Color) -> PlayerKind:
        return self.white if color is Color.WHITE else self.black

    def player_name(self, color: Color) -> str:
        """The name given for ``color``'s player ("" when none)."""
        return self.white_name if color is Color.WHITE else self.black_name

    def to_json(self) -> str:
        data = asdict(self)
        data["white"] = self.white.value
        data["black"] = self.black.value
        return json.dumps(data)

    @classmethod
    def from_json(cls, text: str) -> GameOptions:
        """Options from JSON; unknown or broken fields keep their defaults."""
        default = cls()
        try:
            data = json.loads(text)
        except (TypeError, ValueError):
            return default
        if not isinstance(data, dict):
            return default
        valid: dict[str, Callable[[Any], bool]] = {
            "level": lambda v: 1 <= v <= 10,
            "clock_minutes": lambda v: 0 <= v <= 180,
            "human_color": lambda v: v in ("white", "black", "random"),
        }
        values: dict[str, Any] = {}
        for f in fields(cls):
            value = data.get(f.name)
            current = getattr(default, f.name)
            if isinstance(current, PlayerKind):
                with contextlib.suppress(ValueError):
                    values[f.name] = PlayerKind(value)
                continue
            if type(value) is not type(current):  # bool is not int here, on purpose
                continue
            if isinstance(value, str):
                value = value[:40]
            if f.name not in valid or valid[f.name](value):
                values[f.name] = value
        return cls(**values)


ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")


class Settings:
    """The preferences; pass a QSettings (tests use an INI file in a temporary folder)."""

    def __init__(self, store: QSettings | None = None) -> None:
        self._store = store if store is not None else QSettings(ORGANIZATION, APPLICATION)

    @property
    def store(self) -> QSettings:
        return self._store

    def sync(self) -> None:
        self._store.sync()

    # --- raw typed access ---------------------------------------------------------------

    def _get_bool(self, key: str, default: bool) -> bool:
        value = self._store.value(key, default)
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "false"):
            return value.lower() == "true"
        return default

    def _get_choice(self, key: str, choices: tuple[str, ...], default: str) -> str:
        value = self._store.value(key, default)
        return value if isinstance(value, str) and value in choices else default

    def _get_bytes(self, key: str) -> QByteArray | None:
        value = self._store.value(key)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    # --- the preferences ------------------------------------------------------------------

    @property
    def palette(self) -> str:
        return self._get_choice("view/palette", ("classic", "high_contrast"), "classic")

    @palette.setter
    def palette(self, value: str) -> None:
        self._store.setValue("view/palette", value)

    @property
    def animation_speed(self) -> str:
        return self._get_choice("view/animation_speed", ANIMATION_SPEEDS, "normal")

    @animation_speed.setter
    def animation_speed(self, value: str) -> None:
        self._store.setValue("view/animation_speed", value)

    @property
    def show_coordinates(self) -> bool:
        return self._get_bool("view/coordinates", True)

    @show_coordinates.setter
    def show_coordinates(self, value: bool) -> None:
        self._store.setValue("view/coordinates", bool(value))

    @property
    def show_height_labels(self) -> bool:
        return self._get_bool("view/height_labels", True)

    @show_height_labels.setter
    def show_height_labels(self, value: bool) -> None:
        self._store.setValue("view/height_labels", bool(value))

    @property
    def sound(self) -> bool:
        return self._get_bool("sound/enabled", True)

    @sound.setter
    def sound(self, value: bool) -> None:
        self._store.setValue("sound/enabled", bool(value))

    @property
    def language(self) -> str:
        """ "" follows the system; otherwise "en" or "fr"."""
        return self._get_choice("ui/language", ("", "en", "fr"), "")

    @language.setter
    def language(self, value: str) -> None:
        self._store.setValue("ui/language", value)

    @property
    def game_options(self) -> GameOptions:
        value = self._store.value("game/options", "")
        return GameOptions.from_json(value) if isinstance(value, str) else GameOptions()

    @game_options.setter
    def game_options(self, options: GameOptions) -> None:
        self._store.setValue("game/options", options.to_json())

    @property
    def window_geometry(self) -> QByteArray | None:
        return self._get_bytes("window/geometry")

    @window_geometry.setter
    def window_geometry(self, value: QByteArray) -> None:
        self._store.setValue("window/geometry", value)

    @property
    def window_state(self) -> QByteArray | None:
        return self._get_bytes("window/state")

    @window_state.setter
    def window_state(self, value: QByteArray) -> None:
        self._store.setValue("window/state", value)

    @property
    def last_directory(self) -> str:
        value = self._store.value("files/last_directory", "")
        return value if isinstance(value, str) else ""

    @last_directory.setter
    def last_directory(self, value: str) -> None:
        self._store.setValue("files/last_directory", value)
