"""Translations: the .ts-reading translator, plural forms in each language, the language chosen
from the system locale, a missing catalogue, and the engine's messages worded in French and
German (tests/app/test_translations_complete.py checks that every catalogue is complete)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PyQt6.QtCore import QCoreApplication

from app import i18n
from app.engine_text import assessment_text, reason_text, result_text
from app.resources import asset_path
from engine.assessment import Assessment, Standing
from engine.board import Cell
from engine.game import Result, Termination
from engine.position import Color
from engine.reasons import Reason, ReasonKind
from engine.rules import Outcome

APP_DIR = Path(__file__).resolve().parents[2] / "app"


def test_fill_replaces_numbered_placeholders() -> None:
    assert i18n.fill("%1 of %2", 3, 9) == "3 of 9"
    assert i18n.fill("%1 and %10", "a", *"bcdefghij") == "a and j"


def numerus_messages(tmp_path: Path) -> set[tuple[str, str]]:
    """Every message of the app that takes a count (``translate(…, n)``), by pylupdate6."""
    tool = shutil.which("pylupdate6") or str(Path(sys.executable).parent / "pylupdate6")
    if not Path(tool).exists():
        pytest.skip("pylupdate6 not installed")
    fresh = tmp_path / "fresh.ts"
    subprocess.run([tool, "--no-summary", str(APP_DIR), "--ts", str(fresh)], check=True)
    return {
        (context.findtext("name") or "", message.findtext("source") or "")
        for context in ET.parse(fresh).getroot().iter("context")
        for message in context.iter("message")
        if message.get("numerus") == "yes"
    }


def test_english_has_the_plural_forms_of_every_count(tmp_path: Path) -> None:
    """English is the source language: its small catalogue holds only the counts' forms
    (the other languages' counts: test_translations_complete.py)."""
    wanted = numerus_messages(tmp_path)
    assert wanted  # the app has counted texts
    messages = i18n.load_ts(asset_path("translations", "dvonn_en.ts"))
    for key in wanted:
        forms = messages.get(key)
        assert isinstance(forms, tuple) and len(forms) == 2, key


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", ["0 moves", "1 move", "2 moves"]),
        ("fr", ["0 coup", "1 coup", "2 coups"]),
        ("de", ["0 Züge", "1 Zug", "2 Züge"]),
    ],
)
def test_a_count_reads_right_for_0_1_and_2(
    qapp: object, language: str, expected: list[str]
) -> None:
    assert moves_shown(asset_path("translations", f"dvonn_{language}.ts"), language) == expected


def moves_shown(path: Path, language: str) -> list[str]:
    """ "%n move(s)" for 0, 1 and 2 as Qt shows them through the catalogue at ``path``."""
    translator = i18n.TsTranslator.from_file(path, language)
    app = QCoreApplication.instance()
    assert app is not None
    app.installTranslator(translator)
    try:
        return [QCoreApplication.translate("ContinueOffer", "%n move(s)", "", n) for n in (0, 1, 2)]
    finally:
        app.removeTranslator(translator)


@pytest.mark.parametrize("language", ["de", "nl", "es"])
def test_a_count_takes_the_singular_only_for_1(qapp: object, language: str) -> None:
    """German, Dutch and Spanish: one form for n == 1, the other for 0, 2 and more."""
    assert [i18n.plural_index(language, n) for n in (0, 1, 2, 21)] == [1, 0, 1, 1]
    path = asset_path("translations", f"dvonn_{language}.ts")
    if not path.is_file():
        pytest.fail(f"{path.name} is missing")
    forms = i18n.load_ts(path)[("ContinueOffer", "%n move(s)")]
    assert isinstance(forms, tuple) and forms[0] != forms[1]
    assert moves_shown(path, language) == [
        forms[1].replace("%n", "0"),
        forms[0].replace("%n", "1"),
        forms[1].replace("%n", "2"),
    ]


@pytest.mark.parametrize(
    ("preferred", "expected"),
    [
        (["de-Latn-AT", "de-AT", "de"], "de"),
        (["nl-BE", "nl"], "nl"),
        (["es-MX", "es"], "es"),
        (["fr-CA"], "fr"),
        (["pt-BR", "pt", "es-ES"], "es"),  # the first one the app speaks
        (["C"], "en"),
        ([], "en"),
    ],
)
def test_the_language_comes_from_the_desktops_preferences(
    preferred: list[str], expected: str
) -> None:
    assert i18n.language_for(preferred) == expected


@pytest.mark.parametrize(
    ("environment", "expected"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LANG": "nl_NL.UTF-8"}, "nl"),
        ({"LANG": "C.UTF-8", "LC_MESSAGES": "es_ES.UTF-8"}, "es"),
        ({"LANG": "de_DE.UTF-8", "LANGUAGE": "pt:nl:de"}, "nl"),
        ({"LANG": "C.UTF-8"}, "en"),
    ],
)
def test_the_system_locale_picks_the_language(environment: dict[str, str], expected: str) -> None:
    """The real QLocale.system() of a fresh process, as the app starts with it."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env.update(environment)
    code = "from app.i18n import system_language; print(system_language())"
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True,
        cwd=APP_DIR.parent,
    )  # fmt: skip
    assert done.stdout.strip() == expected


def test_a_language_without_its_catalogue_shows_english(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A catalogue not (yet) installed: the language is chosen, nothing fails, the texts
    stay the English sources; the rules page falls back to English as well."""
    from app.widgets.rules_dialog import rules_file

    monkeypatch.setattr(i18n, "asset_path", lambda *parts: tmp_path.joinpath(*parts))
    try:
        assert i18n.install("nl") == "nl"
        assert i18n.current_language() == "nl"
        assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"
        assert QCoreApplication.translate("ContinueOffer", "%n move(s)", "", 2) == "2 move(s)"
    finally:
        i18n.install("en")
    assert rules_file("xx").name == "rules_en.html"


@pytest.mark.parametrize(
    ("language", "game", "reason"),
    [
        ("fr", "&Partie", "E3 n'est pas à vous : elle appartient à Noir"),
        ("de", "&Partie", "E3 gehört nicht Ihnen: der Stapel gehört Schwarz"),
    ],
)
def test_install_switches_the_catalogue(
    qapp: object, language: str, game: str, reason: str
) -> None:
    try:
        assert i18n.install(language) == language
        assert QCoreApplication.translate("MainWindow", "&Game") == game
        assert reason_text(Reason(ReasonKind.NOT_YOURS, Cell.E3, owner=Color.BLACK)) == reason
    finally:
        i18n.install("en")
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"


def test_engine_messages_are_worded_in_german(qapp: object) -> None:
    try:
        i18n.install("de")
        won = Result(Outcome.WHITE_WINS, Termination.NORMAL, (25, 12))
        assert result_text(won) == "Weiß gewinnt 25:12 (Vorsprung 13)"
        leads = Assessment(Standing.LEADS, Color.WHITE, 13)
        assert assessment_text(leads) == "Weiß +1.3"
        wins = Assessment(Standing.WINS, Color.BLACK, 3)
        assert assessment_text(wins) == "Schwarz gewinnt (Vorsprung 3)"
        distance = Reason(ReasonKind.DISTANCE, Cell.E3, height=2, steps=3)
        assert reason_text(distance) == (
            "ein Stapel der Höhe 2 muss genau 2 Felder weit ziehen, nicht 3"
        )
    finally:
        i18n.install("en")


def test_qt_uses_the_french_catalogue(french: object) -> None:
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Partie"
    assert QCoreApplication.translate("MainWindow", "no such text") == "no such text"


def test_engine_messages_are_worded_from_their_kinds(french: object) -> None:
    reason = Reason(ReasonKind.NOT_YOURS, Cell.E3, owner=Color.BLACK)
    assert reason_text(reason) == "E3 n'est pas à vous : elle appartient à Noir"
    won = Result(Outcome.WHITE_WINS, Termination.NORMAL, (25, 12))
    assert result_text(won) == "Blanc gagne 25 à 12 (écart : 13)"
    assert assessment_text(Assessment(Standing.LEADS, Color.WHITE, 13)) == "Blanc +1.3"
    assert assessment_text(Assessment(Standing.WINS, Color.BLACK, 3)) == "Noir gagne de 3"


def test_english_is_left_alone() -> None:
    assert i18n.current_language() == "en"
    assert reason_text(Reason(ReasonKind.EMPTY_SOURCE, Cell.E3)) == "E3 is empty"


def test_every_translated_text_is_a_literal_that_the_extractor_sees() -> None:
    """pylupdate6 finds only literal texts: a wrapper such as ``_tr(text)`` hides its
    strings from the catalogue check above.  The exceptions, marked with QT_TRANSLATE_NOOP
    where they are defined and translated by name: the preferences' labels, and the engine's
    reasons (marked in engine/reasons.py, which the catalogue check reads too, translated in
    app/engine_text.py), and the levels' names (written in the levels table, each checked in
    every catalogue by test_translations_complete, translated in app/engine_text.py), and the
    menus' texts (marked in app/menus.py's table, translated by name there), and the online
    game's states and reasons (marked in app/online/texts.py's tables, translated there)."""
    import ast

    hidden = []
    for path in sorted(APP_DIR.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", None) or getattr(node.func, "id", None)
            if name not in ("tr", "translate") or not node.args:
                continue
            args = node.args if name == "translate" else [ast.Constant("context"), *node.args]
            if len(args) < 2 or (isinstance(node.func, ast.Name) and name == "tr"):
                continue
            context, text = args[0], args[1]
            literal = isinstance(text, ast.Constant) and isinstance(text.value, str)
            by_name = isinstance(context, ast.Constant) and (
                context.value == "Settings"
                or (context.value in ("engine", "Level") and path.name == "engine_text.py")
                or (context.value == "MainWindow" and path.name == "menus.py")
                or (context.value == "Online" and path.parts[-2:] == ("online", "texts.py"))
            )
            if not literal and not by_name:
                hidden.append(f"{path.relative_to(APP_DIR.parent)}:{node.lineno}")
    assert hidden == []
