"""Translations: the French catalogue is complete and the .ts-reading translator works."""

from __future__ import annotations

import re
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

FRENCH = asset_path("translations", "dvonn_fr.ts")
APP_DIR = Path(__file__).resolve().parents[2] / "app"


def test_fill_replaces_numbered_placeholders() -> None:
    assert i18n.fill("%1 of %2", 3, 9) == "3 of 9"
    assert i18n.fill("%1 and %10", "a", *"bcdefghij") == "a and j"


def test_every_french_message_is_translated_with_its_placeholders() -> None:
    messages = i18n.load_ts(FRENCH)
    assert len(messages) > 100
    for (context, source), translated in messages.items():
        for text in (translated,) if isinstance(translated, str) else translated:
            assert text.strip(), (context, source)
            wanted = set(re.findall(r"%\d|%n", source))
            assert wanted == set(re.findall(r"%\d|%n", text)), (source, text)


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


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_count_has_its_plural_forms_in_each_language(tmp_path: Path, language: str) -> None:
    wanted = numerus_messages(tmp_path)
    assert wanted  # the app has counted texts
    messages = i18n.load_ts(asset_path("translations", f"dvonn_{language}.ts"))
    for key in wanted:
        forms = messages.get(key)
        assert isinstance(forms, tuple) and len(forms) == 2, (language, key)


@pytest.mark.parametrize(
    ("language", "expected"),
    [("en", ["0 moves", "1 move", "2 moves"]), ("fr", ["0 coup", "1 coup", "2 coups"])],
)
def test_a_count_reads_right_for_0_1_and_2(
    qapp: object, language: str, expected: list[str]
) -> None:
    translator = i18n.TsTranslator.from_file(
        asset_path("translations", f"dvonn_{language}.ts"), language
    )
    app = QCoreApplication.instance()
    assert app is not None
    app.installTranslator(translator)
    try:
        shown = [
            QCoreApplication.translate("ContinueOffer", "%n move(s)", "", n) for n in (0, 1, 2)
        ]
    finally:
        app.removeTranslator(translator)
    assert shown == expected


def test_the_catalogue_covers_every_string_in_the_app(tmp_path: Path) -> None:
    tool = shutil.which("pylupdate6") or str(Path(sys.executable).parent / "pylupdate6")
    if not Path(tool).exists():
        pytest.skip("pylupdate6 not installed")
    fresh = tmp_path / "fresh.ts"
    subprocess.run([tool, "--no-summary", str(APP_DIR), "--ts", str(fresh)], check=True)
    root = ET.parse(fresh).getroot()
    wanted = {
        (context.findtext("name") or "", message.findtext("source") or "")
        for context in root.iter("context")
        for message in context.iter("message")
    }
    assert wanted <= set(i18n.load_ts(FRENCH))


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
    strings from the catalogue check above.  The one exception: the preferences' labels,
    marked with QT_TRANSLATE_NOOP where they are defined and translated by name."""
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
            by_name = isinstance(context, ast.Constant) and context.value == "Settings"
            if not literal and not by_name:
                hidden.append(f"{path.relative_to(APP_DIR.parent)}:{node.lineno}")
    assert hidden == []
