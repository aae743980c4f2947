"""Translations: English (the source text), French, German, Dutch and Spanish, with plural
forms.

Strings are marked with Qt's ``tr()`` and extracted into ``assets/translations/dvonn_<lang>.ts``
with PyQt6's ``pylupdate6``.  PyQt6 from pip ships no ``lrelease`` to compile .ts files into
.qm, so the app reads the .ts (XML) itself: ``TsTranslator`` is a QTranslator answering from a
dictionary keyed by (context, source text).  The engine's messages are data that
``app.engine_text`` words; why a move is illegal is worded in one table in
``engine/reasons.py``, marked there for the catalogue (``pylupdate6 app engine/reasons.py``
extracts every string).  Qt's own strings (standard buttons) come from
the .qm files in the PyQt6 wheel.  Move and cell notation is never translated.

A count is translated with Qt's numerus forms: ``translate(context, "%n move(s)", "", n)``.
The catalogue gives each language's forms (``<numerusform>``); English, the source language,
has a small catalogue of its own, ``dvonn_en.ts``, holding only those messages ("%n move" and
"%n moves").

Every language but English has a full catalogue ``dvonn_<lang>.ts``; the lessons
(``assets/lessons/lessons.json``) and the rules (``assets/rules/rules_<lang>.html``) hold their
texts by the same codes.  A language whose catalogue is missing shows the English sources.
New strings are added to each catalogue by hand (``pylupdate6`` over an existing catalogue
marks every kept message unfinished, which the app then ignores).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

from PyQt6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from app.resources import asset_path

LANGUAGES = ("en", "fr", "de", "nl", "es")
# Each language's name in that language, as the View → Language menu lists them.
LANGUAGE_NAMES = {
    "en": "English",
    "fr": "Français",
    "de": "Deutsch",
    "nl": "Nederlands",
    "es": "Español",
}
_current = "en"
_installed: list[QTranslator] = []  # keep references: Qt does not own them


def fill(template: str, *values: object) -> str:
    """Qt-style placeholders: ``fill("%1 of %2", 3, 9)`` → "3 of 9", in one pass (a value
    holding "%1", a chat line's or a file name's, is put in as it is)."""

    def value(found: re.Match[str]) -> str:
        number = int(found.group(1))
        return str(values[number - 1]) if 1 <= number <= len(values) else found.group(0)

    return re.sub(r"%(\d+)", value, template)


Forms = tuple[str, ...]  # a message's plural forms, in the language's order


def plural_index(language: str, n: int) -> int:
    """Which plural form a count takes: English, German, Dutch and Spanish have "1 move" and
    "0 moves" (one form for n == 1, the other for the rest); French "0 coup" and "1 coup" but
    "2 coups" (the forms a catalogue gives, in Qt's order)."""
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


def language_for(ui_languages: Sequence[str]) -> str:
    """The first of the desktop's languages, in its order of preference ("de-AT", "nl"…),
    that the app speaks; English if none."""
    for name in ui_languages:
        code = name[:2].lower()
        if code in LANGUAGES:
            return code
    return "en"


def system_language() -> str:
    """The system locale's language (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES`` or ``LANG``
    on Linux: a list such as "nl:de" is read in order) if the app speaks it, else English."""
    return language_for(QLocale.system().uiLanguages())


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
