"""Typed access to the app's stored preferences (a thin wrapper over QSettings).

Every read checks the stored value's type, size and range; anything broken (edited by hand,
written by another version) falls back to the default instead of raising, and is reported once.
The preferences file itself is checked before Qt reads it (``checked_settings_file``): one that
is not a regular file, is too large or holds values Qt may not read safely is set aside.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import sys
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from enum import Enum
from pathlib import Path
from typing import Any

from PyQt6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QSettings, QStandardPaths

from app.data_folder import ensure_home, has_home
from app.i18n import LANGUAGES
from app.library_files import private_folder, unreadable_name
from app.stored_json import read_json
from app.view.animation import AnimationSpeed
from engine.ladders import current_ladder, from_ladder
from engine.position import Color

ORGANIZATION = "dvonn"
APPLICATION = "dvonn"

MAX_FILE_BYTES = 4 * 1024 * 1024  # a real preferences file holds a few kilobytes
MAX_BYTES = 64 * 1024  # a saved window geometry or layout: some hundred bytes
MAX_PATH_CHARS = 4096  # the last folder used
FILE_KEY = "(file)"  # in Settings.dropped: the preferences file was set aside (no stored key)


class PlayerKind(Enum):
    HUMAN = "human"
    COMPUTER = "computer"


@dataclass(frozen=True, slots=True)
class GameOptions:
    """What the New game dialog chose last time."""

    white: PlayerKind = PlayerKind.HUMAN
    black: PlayerKind = PlayerKind.COMPUTER
    level: int = 7  # "Seasoned" (level 3 of ten levels, 5 of twelve: the same parameters)
    random_setup: bool = False
    clock_minutes: int = 0  # 0: no clock
    white_name: str = ""  # "" shows the colour's name, in the player's language
    black_name: str = ""
    human_color: str = "white"  # for Human vs Computer: "white", "black" or "random"
    warn_blunders: bool = False  # against the computer: ask before playing a blunder
    suggest_levels: bool = True  # the New game dialog suggests a level from the record
    # the numbering of ``level`` (engine.ladders); options stored without one are ladder 1's
    ladder: int = field(default_factory=current_ladder)

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
        return cls.checked_json(text)[0]

    @classmethod
    def checked_json(cls, text: str) -> tuple[GameOptions, bool]:
        """Options from JSON, and whether any value in it was dropped as broken."""
        default = cls()
        data = read_json(text, dict)
        if data is None:  # not JSON, too long, nested too deep, or not an object
            return default, True
        valid: dict[str, Callable[[Any], bool]] = {
            "level": lambda v: from_ladder(v, _ladder_of(data)) is not None,
            "clock_minutes": lambda v: 0 <= v <= 180,
            "human_color": lambda v: v in ("white", "black", "random"),
        }
        values: dict[str, Any] = {}
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
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
        if "level" in values:  # today's number of the level the options name
            values["level"] = from_ladder(values["level"], _ladder_of(data))
        values["ladder"] = current_ladder()
        known = {f.name for f in fields(cls)} - {"ladder"}
        dropped = any(name in known and name not in values for name in data)
        return cls(**values), dropped


def _ladder_of(data: dict[str, Any]) -> int | None:
    """The ladder stored options number their level by (None: none stored, ladder 1)."""
    ladder = data.get("ladder")
    return ladder if type(ladder) is int else None


# What the player is told about a preference that was dropped (see Settings.take_dropped).
LABELS = {
    "view/palette": QT_TRANSLATE_NOOP("Settings", "colours"),
    "view/animation_speed": QT_TRANSLATE_NOOP("Settings", "animation speed"),
    "view/coordinates": QT_TRANSLATE_NOOP("Settings", "coordinates"),
    "view/height_labels": QT_TRANSLATE_NOOP("Settings", "stack heights"),
    "sound/enabled": QT_TRANSLATE_NOOP("Settings", "sound"),
    "review/background": QT_TRANSLATE_NOOP("Settings", "background reviews"),
    "ui/language": QT_TRANSLATE_NOOP("Settings", "language"),
    "game/options": QT_TRANSLATE_NOOP("Settings", "the choices for a new game"),
    "window/geometry": QT_TRANSLATE_NOOP("Settings", "window size and place"),
    "window/state": QT_TRANSLATE_NOOP("Settings", "board and panel layout"),
    "files/last_directory": QT_TRANSLATE_NOOP("Settings", "last folder used"),
    FILE_KEY: QT_TRANSLATE_NOOP("Settings", "the preferences file"),
}


def default_settings_file() -> Path | None:
    """The file that ``QSettings(ORGANIZATION, APPLICATION)`` uses where Qt keeps preferences
    in an INI file (Linux and the other Unix systems): ``~/.config/dvonn/dvonn.conf``, under
    ``$XDG_CONFIG_HOME`` when set.  None on Windows (the registry) and macOS (CFPreferences),
    and when Qt knows no configuration folder.  Finding it reads nothing (constructing a
    QSettings would: it blocks on a FIFO)."""
    if sys.platform.startswith(("win", "darwin")):
        return None
    ensure_home()  # without HOME, Qt would name /.config
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(folder) / ORGANIZATION / f"{APPLICATION}.conf" if folder else None


def checked_settings_file(path: Path) -> str | None:
    """Why the preferences file ``path`` must not be read, or None when it may (a regular
    file, or a link to one, of at most MAX_FILE_BYTES; or no file at all, which QSettings
    creates).  Refused: anything else in its place (a FIFO, which would block the start, a
    folder, a device, a link to one of them, a link loop), a file that cannot be opened, and
    one holding ``@Variant(…)`` values, which this app never writes and whose nested lists
    crash Qt when read (a few hundred kilobytes are enough)."""
    try:
        info = os.stat(path)  # follows links: what the link points to counts
    except FileNotFoundError:
        return None  # no file, or a link to nothing: QSettings writes a new one
    except OSError as error:
        return f"cannot be examined ({error.strerror})"
    if not stat.S_ISREG(info.st_mode):
        return "is not a regular file"
    try:
        data = _read_regular_file(path)
    except OSError as error:
        return f"cannot be read ({error.strerror})"
    if data is None:
        return f"is larger than {MAX_FILE_BYTES} bytes or not a regular file"
    if b"@Variant(" in data:
        return "holds @Variant values, which this app never writes"
    return None


def _read_regular_file(path: Path) -> bytes | None:
    """The bytes of ``path``, or None when it is not a regular file once opened (replaced
    meanwhile; opening never blocks) or holds more than MAX_FILE_BYTES."""
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_FILE_BYTES:
            return None
        chunks: list[bytes] = []
        size = 0
        while chunk := os.read(descriptor, MAX_FILE_BYTES + 1 - size):
            chunks.append(chunk)
            size += len(chunk)
            if size > MAX_FILE_BYTES:
                return None
        return b"".join(chunks)
    finally:
        os.close(descriptor)


def set_aside(path: Path) -> Path | None:
    """Rename ``path`` (whatever it is) to ``dvonn-unreadable-YYYYMMDD-HHMMSS.conf`` next to
    it, numbered when that name is taken; the new name, or None when it cannot be renamed."""
    aside = unreadable_name(path)
    try:
        os.rename(path, aside)
    except OSError:
        return None
    return aside


def default_store(read_only: bool) -> tuple[QSettings, bool]:
    """The app's own preferences store, and whether its file was refused.

    A refused file (see ``checked_settings_file``) is set aside and a new one started; when
    it cannot be moved, or ``read_only`` forbids it, the store reads nothing and keeps its
    changes in memory (``QSettings("")``, whose writes fail without a file)."""
    if not sys.platform.startswith(("win", "darwin")) and not has_home("XDG_CONFIG_HOME"):
        return QSettings("", QSettings.Format.IniFormat), False  # in memory: never /.config
    path = default_settings_file()
    if path is None:
        return QSettings(ORGANIZATION, APPLICATION), False
    if not read_only:  # made 0700 (Qt would make it under the umask): no one else plants a link
        with contextlib.suppress(OSError):  # a folder that is a link or not ours: left as is
            private_folder(path.parent)
    reason = checked_settings_file(path)
    if reason is None:  # an explicit file: Qt reads no fallback file that was not checked
        return QSettings(str(path), QSettings.Format.IniFormat), False
    aside = None if read_only else set_aside(path)
    where = f"moved to {aside}" if aside is not None else "left as it is and not used"
    print(f"dvonn: the preferences file {path} {reason}: {where}", file=sys.stderr)
    if aside is None:
        return QSettings("", QSettings.Format.IniFormat), True
    return QSettings(str(path), QSettings.Format.IniFormat), True


class Settings:
    """The preferences; pass a QSettings (tests use an INI file in a temporary folder).

    ``read_only`` keeps every change in memory (``dvonn --screenshot`` never writes the
    preferences).  A stored value that is not valid reads as the default and is remembered
    in ``dropped`` so that the player can be told (``take_dropped``); so is a preferences
    file that was refused (``default_store``, only when no store is passed).
    """

    def __init__(self, store: QSettings | None = None, read_only: bool = False) -> None:
        self.dropped: set[str] = set()
        if store is None:
            store, refused = default_store(read_only)
            if refused:
                self.dropped.add(FILE_KEY)
        self._store = store
        self.read_only = read_only
        self._unsaved: dict[str, object] = {}  # changes kept in memory when read-only

    @property
    def store(self) -> QSettings:
        return self._store

    def sync(self) -> None:
        if not self.read_only:
            self._store.sync()

    def _value(self, key: str) -> object:
        if key in self._unsaved:
            return self._unsaved[key]
        return self._store.value(key)

    def _put(self, key: str, value: object) -> None:
        if self.read_only:
            self._unsaved[key] = value
        else:
            self._store.setValue(key, value)

    def _drop(self, key: str, value: object) -> None:
        if value is not None:  # there was a value, and it was not valid
            self.dropped.add(key)

    def take_dropped(self) -> list[str]:
        """Read every preference, remove the invalid ones from the store (so that they are
        reported once; the valid fields of the game options stay) and return their labels,
        untranslated, in a stable order."""
        for name, value in vars(Settings).items():
            if isinstance(value, property) and name not in ("store",):
                getattr(self, name)
        keys = sorted(self.dropped)
        options = self.game_options  # its valid fields are kept
        if not self.read_only:
            for key in keys:
                if key != FILE_KEY:
                    self._store.remove(key)
            if "game/options" in keys:
                self._store.setValue("game/options", options.to_json())
        self.dropped.clear()
        return [LABELS.get(key, key) for key in keys]

    # --- raw typed access ---------------------------------------------------------------

    def _get_bool(self, key: str, default: bool) -> bool:
        value = self._value(key)
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "false"):
            return value.lower() == "true"
        self._drop(key, value)
        return default

    def _get_choice(self, key: str, choices: tuple[str, ...], default: str) -> str:
        value = self._value(key)
        if isinstance(value, str) and value in choices:
            return value
        self._drop(key, value)
        return default

    def _get_bytes(self, key: str) -> QByteArray | None:
        value = self._value(key)
        if isinstance(value, QByteArray) and 0 < value.size() <= MAX_BYTES:
            return value
        self._drop(key, value)
        return None

    def drop(self, key: str) -> None:
        """A stored value that turned out to be unusable (say, a window layout that hides
        the side panel): forget it, and report it with the others."""
        self.dropped.add(key)

    # --- the preferences ------------------------------------------------------------------

    @property
    def palette(self) -> str:
        return self._get_choice("view/palette", ("classic", "high_contrast"), "classic")

    @palette.setter
    def palette(self, value: str) -> None:
        self._put("view/palette", value)

    @property
    def animation_speed(self) -> AnimationSpeed:
        choices = tuple(AnimationSpeed)
        return AnimationSpeed(self._get_choice("view/animation_speed", choices, "normal"))

    @animation_speed.setter
    def animation_speed(self, value: str) -> None:
        self._put("view/animation_speed", str(value))

    @property
    def show_coordinates(self) -> bool:
        return self._get_bool("view/coordinates", True)

    @show_coordinates.setter
    def show_coordinates(self, value: bool) -> None:
        self._put("view/coordinates", bool(value))

    @property
    def show_height_labels(self) -> bool:
        return self._get_bool("view/height_labels", True)

    @show_height_labels.setter
    def show_height_labels(self, value: bool) -> None:
        self._put("view/height_labels", bool(value))

    @property
    def sound(self) -> bool:
        return self._get_bool("sound/enabled", True)

    @sound.setter
    def sound(self, value: bool) -> None:
        self._put("sound/enabled", bool(value))

    @property
    def background_reviews(self) -> bool:
        """Finished games against the computer are reviewed in the background (their
        mistakes join the training set)."""
        return self._get_bool("review/background", True)

    @background_reviews.setter
    def background_reviews(self, value: bool) -> None:
        self._put("review/background", bool(value))

    @property
    def language(self) -> str:
        """ "" follows the system; otherwise one of ``app.i18n.LANGUAGES``."""
        return self._get_choice("ui/language", ("", *LANGUAGES), "")

    @language.setter
    def language(self, value: str) -> None:
        self._put("ui/language", value)

    @property
    def game_options(self) -> GameOptions:
        value = self._value("game/options")
        if not isinstance(value, str):
            self._drop("game/options", value)
            return GameOptions()
        options, dropped = GameOptions.checked_json(value)
        if dropped:
            self._drop("game/options", value)
        return options

    @game_options.setter
    def game_options(self, options: GameOptions) -> None:
        self._put("game/options", options.to_json())

    @property
    def window_geometry(self) -> QByteArray | None:
        return self._get_bytes("window/geometry")

    @window_geometry.setter
    def window_geometry(self, value: QByteArray) -> None:
        self._put("window/geometry", value)

    @property
    def window_state(self) -> QByteArray | None:
        return self._get_bytes("window/state")

    @window_state.setter
    def window_state(self, value: QByteArray) -> None:
        self._put("window/state", value)

    @property
    def last_directory(self) -> str:
        value = self._value("files/last_directory")
        if isinstance(value, str) and len(value) <= MAX_PATH_CHARS:
            return value
        self._drop("files/last_directory", value)
        return ""

    @last_directory.setter
    def last_directory(self, value: str) -> None:
        self._put("files/last_directory", value)
