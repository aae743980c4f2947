"""A player who wants a fixed opponent turns the level suggestions off (and on again)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from app.settings import GameOptions
from tests.app.test_level_record_label import dialog_with_record

pytestmark = pytest.mark.gui


def test_the_switch_hides_the_suggestion_and_is_kept_in_the_options(qtbot: QtBot) -> None:
    dialog, label = dialog_with_record(qtbot, GameOptions(level=3))
    assert dialog.suggest.isVisible() and dialog.suggest.isChecked()
    assert label.text().endswith("try level 4?")
    dialog.suggest.setChecked(False)
    assert label.text() == "Your record against level 3: 3 wins, 0 draws, 1 loss"
    assert dialog.options().suggest_levels is False
    dialog.level.setValue(6)
    assert "try level" not in label.text()
    dialog.suggest.setChecked(True)
    assert label.text().endswith("try level 5?")


def test_options_stored_without_suggestions_open_with_them_off(qtbot: QtBot) -> None:
    options = GameOptions.from_json('{"level": 5, "ladder": 2, "suggest_levels": false}')
    assert options.suggest_levels is False
    dialog, label = dialog_with_record(qtbot, options)
    assert not dialog.suggest.isChecked() and "try level" not in label.text()
    assert GameOptions.from_json('{"level": 5}').suggest_levels is True
