"""Short sound effects (placing, landing, cut-off, an online move arriving) through
QtMultimedia, when it is there.

QtMultimedia needs system libraries (PulseAudio's libpulse on Linux) that a minimal system
lacks; then, or when the WAV files are missing, the game is simply silent.  The WAV files are
made by ``packaging/make_sounds.py``.
"""

from __future__ import annotations

from typing import Any

from PyQt6.QtCore import QLoggingCategory, QObject, QUrl

from app.resources import asset_path

SOUNDS = ("place", "land", "cutoff", "arrive")  # arrive: an online move came in


def _load_effect_class() -> Any | None:
    # Its back ends log every library they look for and do not find: not the player's concern.
    QLoggingCategory.setFilterRules("qt.multimedia.*=false")
    try:
        from PyQt6.QtMultimedia import QSoundEffect
    except ImportError:  # the module, or a library it needs, is missing
        return None
    return QSoundEffect


class SoundPlayer(QObject):
    def __init__(self, enabled: bool = True, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = enabled
        self._effects: dict[str, Any] = {}
        self._tried = False

    @property
    def available(self) -> bool:
        self._load()
        return bool(self._effects)

    def preload(self) -> None:
        """Load the effects now (the window calls this once it is up, not during start-up)."""
        if self.enabled:
            self._load()

    def _load(self) -> None:
        """Create the effects on first use, so start-up never waits for the audio system."""
        if self._tried:
            return
        self._tried = True
        effect_class = _load_effect_class()
        if effect_class is None:
            return
        for name in SOUNDS:
            path = asset_path("sounds", f"{name}.wav")
            if path.is_file():
                effect = effect_class(self)
                effect.setSource(QUrl.fromLocalFile(str(path)))
                effect.setVolume(0.6)
                self._effects[name] = effect

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        self._load()
        effect = self._effects.get(name)
        if effect is not None and effect.status() != effect.Status.Error:  # e.g. no audio device
            effect.play()
