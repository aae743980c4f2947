"""The player's record against the chosen level, added to the real New game dialog."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PyQt6.QtWidgets import QFormLayout, QLabel
from pytestqt.qtbot import QtBot

from app import i18n
from app.level_record import LevelRecord
from app.library import Entry
from app.settings import GameOptions, PlayerKind
from app.widgets.level_record_label import (
    LevelRecordLabel,
    attach_level_record,
    record_text,
    suggestion_text,
)
from app.widgets.new_game_dialog import NewGameDialog
from engine.records import GameRecord, RecordResult
from tests.app.game_records import played_to_the_end

pytestmark = pytest.mark.gui


def against(level: int, result: RecordResult, minute: int) -> Entry:
    """A finished game of the person (White) against ``level``, saved ``minute`` in."""
    record = GameRecord.from_game(played_to_the_end(result), white="Ann", black_level=level)
    return Entry(f"game-{level}-{minute}", 1_700_000_000.0 + 60 * minute, record)


WIN, DRAW, LOSS = RecordResult.WHITE, RecordResult.DRAW, RecordResult.BLACK
ENTRIES = [
    against(3, LOSS, 0),
    against(3, WIN, 1),
    against(3, WIN, 2),
    against(3, WIN, 3),
    against(5, DRAW, 4),
    against(5, LOSS, 5),
    against(6, LOSS, 6),
    against(6, LOSS, 7),
    against(6, LOSS, 8),
]


def dialog_with_record(qtbot: QtBot, options: GameOptions) -> tuple[NewGameDialog, QLabel]:
    dialog = NewGameDialog(options)
    qtbot.addWidget(dialog)
    label = attach_level_record(dialog, ENTRIES)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog, label


@pytest.fixture
def english(qtbot: QtBot) -> Iterator[None]:
    """The English catalogue (its plural forms), as the app installs it, whatever ran before."""
    previous = i18n.current_language()
    i18n.install("en")
    yield
    i18n.install(previous)


def test_the_words(english: None) -> None:
    assert record_text(3, None) == "You have not played level 3 yet"
    assert record_text(3, LevelRecord()) == "You have not played level 3 yet"
    assert record_text(3, LevelRecord(2, 1, 4)) == (
        "Your record against level 3: 2 wins, 1 draw, 4 losses"
    )
    assert record_text(7, LevelRecord(1, 0, 1)) == (
        "Your record against level 7: 1 win, 0 draws, 1 loss"
    )
    assert suggestion_text(3, None) == ""
    assert suggestion_text(3, 4) == "You won your last three games against level 3 — try level 4?"
    assert suggestion_text(3, 2) == "You lost your last three games against level 3 — try level 2?"


def test_the_label_sits_under_the_slider_and_follows_it(qtbot: QtBot) -> None:
    dialog, label = dialog_with_record(qtbot, GameOptions(level=3))
    forms = dialog.findChildren(QFormLayout)
    assert len(forms) == 1
    row, role = forms[0].getWidgetPosition(label)
    assert role is QFormLayout.ItemRole.FieldRole
    # the row above says whom the level plays like; the one above it is the slider's
    likeness = forms[0].itemAt(row - 1, QFormLayout.ItemRole.FieldRole)
    assert likeness is not None and likeness.widget() is dialog.level_likeness
    label_above = forms[0].itemAt(row - 2, QFormLayout.ItemRole.LabelRole)
    assert label_above is not None
    above = label_above.widget()
    assert isinstance(above, QLabel) and above.text() == "Difficulty:"
    assert label.isVisible() and label.isEnabled()
    assert label.text() == (
        "Your record against level 3: 3 wins, 0 draws, 1 loss\n"
        "You won your last three games against level 3 — try level 4?"
    )
    dialog.level.setValue(5)
    assert label.text() == "Your record against level 5: 0 wins, 1 draw, 1 loss"
    dialog.level.setValue(6)
    assert label.text() == (
        "Your record against level 6: 0 wins, 0 draws, 3 losses\n"
        "You lost your last three games against level 6 — try level 5?"
    )
    dialog.level.setValue(9)
    assert label.text() == "You have not played level 9 yet"
    assert isinstance(label, LevelRecordLabel) and label.level == 9


def test_the_label_is_disabled_for_a_game_between_people(qtbot: QtBot) -> None:
    people = GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.HUMAN)
    dialog, label = dialog_with_record(qtbot, people)
    assert not label.isEnabled()
    button = dialog.mode_group.button(1)  # Human vs Computer
    assert button is not None
    button.setChecked(True)
    assert label.isEnabled()
    button = dialog.mode_group.button(0)
    assert button is not None
    button.setChecked(True)
    assert not label.isEnabled()


def test_an_empty_library(qtbot: QtBot) -> None:
    dialog = NewGameDialog(GameOptions(level=1))
    qtbot.addWidget(dialog)
    label = attach_level_record(dialog, [])
    assert label.text() == "You have not played level 1 yet"
    assert dialog.options().level == 1  # the dialog's own answer is unchanged
