"""Translations: English (the source text) and French.

Strings are marked with Qt's ``tr()`` and extracted into ``assets/translations/dvonn_<lang>.ts``
with PyQt6's ``pylupdate6``.  PyQt6 from pip ships no ``lrelease`` to compile .ts files into
.qm, so the app reads the .ts (XML) itself: ``TsTranslator`` is a QTranslator answering from a
dictionary keyed by (context, source text).  The engine's messages are data that
``app.engine_text`` words.  Qt's own strings (standard buttons) come from
the .qm files in the PyQt6 wheel.  Move and cell notation is never translated.

Regenerate the French catalogue after changing strings:
``pylupdate6 app --ts assets/translations/dvonn_fr.ts`` (keeps existing translations).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from PyQt6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from app.resources import asset_path

LANGUAGES = ("en", "fr")
_current = "en"
_installed: list[QTranslator] = []  # keep references: Qt does not own them


def fill(template: str, *values: object) -> str:
    """Qt-style placeholders: ``fill("%1 of %2", 3, 9)`` → "3 of 9"."""
    for number in range(len(values), 0, -1):
        template = template.replace(f"%{number}", str(values[number - 1]))
    return template


def load_ts(path: Path) -> dict[tuple[str, str], str]:
    """(context, source) → translation for every finished, non-empty message of a .ts file."""
    root = ET.parse(path).getroot()
    messages: dict[tuple[str, str], str] = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source is None or translation is None or not translation.text:
                continue
            if translation.get("type") in ("obsolete", "vanished"):
                continue
            messages[(name, source)] = translation.text
    return messages


class TsTranslator(QTranslator):
    """A QTranslator that answers from a .ts catalogue (no .qm compilation needed)."""

    def __init__(self, messages: dict[tuple[str, str], str]) -> None:
        super().__init__()
        self._messages = messages
        self._by_source = {source: text for (_, source), text in messages.items()}

    @classmethod
    def from_file(cls, path: Path) -> TsTranslator:
        return cls(load_ts(path))

    def translate(  # type: ignore[override]
        self,
        context: str | None,
        source: str | None,
        disambiguation: str | None = None,
        n: int = -1,
    ) -> str | None:
        """The translation, or None (a null QString: Qt then asks the next translator
        or keeps the source text; an empty string would blank the text out)."""
        if not source:
            return None
        return self._messages.get((context or "", source)) or self._by_source.get(source)

    def isEmpty(self) -> bool:
        return not self._messages


def system_language() -> str:
    code = QLocale.system().name()[:2]
    return code if code in LANGUAGES else "en"


def install(language: str = "") -> str:
    """Install the translators for ``language`` ("" = the system's); returns the one used."""
    global _current
    app = QCoreApplication.instance()
    chosen = language if language in LANGUAGES else system_language()
    _current = chosen
    if app is None or chosen == "en":
        return chosen
    catalogue = asset_path("translations", f"dvonn_{chosen}.ts")
    if catalogue.is_file():
        ours = TsTranslator.from_file(catalogue)
        app.installTranslator(ours)
        _installed.append(ours)
    qt = QTranslator()
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(f"qtbase_{chosen}", folder):
        app.installTranslator(qt)
        _installed.append(qt)
    return chosen


def current_language() -> str:
    return _current
