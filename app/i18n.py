"""Translations: English (the source text) and French, with plural forms.

Strings are marked with Qt's ``tr()`` and extracted into ``assets/translations/dvonn_<lang>.ts``
with PyQt6's ``pylupdate6``.  PyQt6 from pip ships no ``lrelease`` to compile .ts files into
.qm, so the app reads the .ts (XML) itself: ``TsTranslator`` is a QTranslator answering from a
dictionary keyed by (context, source text).  The engine's messages are data that
``app.engine_text`` words.  Qt's own strings (standard buttons) come from
the .qm files in the PyQt6 wheel.  Move and cell notation is never translated.

A count is translated with Qt's numerus forms: ``translate(context, "%n move(s)", "", n)``.
The catalogue gives each language's forms (``<numerusform>``); English, the source language,
has a small catalogue of its own, ``dvonn_en.ts``, holding only those messages ("%n move" and
"%n moves").

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


Forms = tuple[str, ...]  # a message's plural forms, in the language's order


def plural_index(language: str, n: int) -> int:
    """Which plural form a count takes: English has "1 move" and "0 moves"; French "0 coup"
    and "1 coup" but "2 coups" (the forms a catalogue gives, in Qt's order)."""
    if language == "fr":
        return 0 if n in (0, 1) else 1
    return 0 if n == 1 else 1


def load_ts(path: Path) -> dict[tuple[str, str], str | Forms]:
    """(context, source) → translation for every finished, non-empty message of a .ts file;
    a message with plural forms (``numerus="yes"``) gives the tuple of its forms."""
    root = ET.parse(path).getroot()
    messages: dict[tuple[str, str], str | Forms] = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source is None or translation is None:
                continue
            if translation.get("type") in ("obsolete", "vanished"):
                continue
            if message.get("numerus") == "yes":
                forms = tuple(form.text or "" for form in translation.iter("numerusform"))
                if forms and all(forms):
                    messages[(name, source)] = forms
            elif translation.text:
                messages[(name, source)] = translation.text
    return messages


class TsTranslator(QTranslator):
    """A QTranslator that answers from a .ts catalogue (no .qm compilation needed); plural
    forms are chosen by ``language``'s rule (Qt then puts the count in for ``%n``)."""

    def __init__(self, messages: dict[tuple[str, str], str | Forms], language: str = "fr") -> None:
        super().__init__()
        self._messages = messages
        self._by_source = {source: text for (_, source), text in messages.items()}
        self._language = language

    @classmethod
    def from_file(cls, path: Path, language: str = "fr") -> TsTranslator:
        return cls(load_ts(path), language)

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
        text = self._messages.get((context or "", source)) or self._by_source.get(source)
        if isinstance(text, tuple):
            return text[min(plural_index(self._language, max(n, 0)), len(text) - 1)]
        return text

    def isEmpty(self) -> bool:
        return not self._messages


def system_language() -> str:
    code = QLocale.system().name()[:2]
    return code if code in LANGUAGES else "en"


def uninstall() -> None:
    """Remove the translators ``install`` put in (the texts go back to English sources)."""
    app = QCoreApplication.instance()
    while _installed:
        translator = _installed.pop()
        if app is not None:
            app.removeTranslator(translator)


def install(language: str = "") -> str:
    """Install the translators for ``language`` ("" = the system's) in place of those of
    the language before; returns the one used.  Qt then sends every widget a LanguageChange
    event: the window and its panels retranslate their texts (``retranslate`` methods)."""
    global _current
    app = QCoreApplication.instance()
    chosen = language if language in LANGUAGES else system_language()
    _current = chosen
    uninstall()
    if app is None:
        return chosen
    catalogue = asset_path("translations", f"dvonn_{chosen}.ts")  # English: plurals only
    if catalogue.is_file():
        ours = TsTranslator.from_file(catalogue, chosen)
        app.installTranslator(ours)
        _installed.append(ours)
    if chosen == "en":
        return chosen
    qt = QTranslator()
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(f"qtbase_{chosen}", folder):
        app.installTranslator(qt)
        _installed.append(qt)
    return chosen


def current_language() -> str:
    return _current
