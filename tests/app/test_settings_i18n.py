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
    for (context, source), text in messages.items():
        assert text.strip(), (context, source)
        assert sorted(set(re.findall(r"%\d", source))) == sorted(set(re.findall(r"%\d", text)))


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
    assert result_text(won) == "Blanc gagne 25–12 (de 13)"
    assert assessment_text(Assessment(Standing.LEADS, Color.WHITE, 125)) == "Blanc +1.25"
    assert assessment_text(Assessment(Standing.WINS, Color.BLACK, 3)) == "Noir gagne de 3"


def test_english_is_left_alone() -> None:
    assert i18n.current_language() == "en"
    assert reason_text(Reason(ReasonKind.EMPTY_SOURCE, Cell.E3)) == "E3 is empty"
