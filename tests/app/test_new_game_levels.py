"""The New game dialog says what to expect of each level: whom it plays like on the human
scale and its rating, following the slider, in English and French."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from app.settings import GameOptions
from app.widgets.new_game_dialog import NewGameDialog
from engine.ai.levels import levels

pytestmark = pytest.mark.gui


def open_dialog(qtbot: QtBot, level: int) -> NewGameDialog:
    dialog = NewGameDialog(GameOptions(level=level))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_dialog_says_whom_each_level_plays_like(qtbot: QtBot) -> None:
    top = levels()[-1]
    dialog = open_dialog(qtbot, 1)
    first = levels()[0]
    assert dialog.level_likeness.text() == (
        f"Plays like a newcomer to DVONN · rated about {first.rating}"
    )
    dialog.level.setValue(top.number)
    assert dialog.level_likeness.text() == (
        f"Stronger than any player on record · rated about {top.rating}"
    )
    assert "Dumbot is rated 1500" in dialog.level_likeness.toolTip()
    texts = set()
    for lv in levels():
        dialog.level.setValue(lv.number)
        assert dialog.level_likeness.isVisible()
        assert dialog.level_likeness.text().endswith(f"rated about {lv.rating}")
        texts.add(dialog.level_likeness.text().split(" · ")[0])
    assert "Plays like Boardspace's Dumbot or a typical regular player" in texts


def test_whom_a_level_plays_like_in_french(qtbot: QtBot, french: object) -> None:
    top = levels()[-1]
    dialog = open_dialog(qtbot, top.number)
    assert dialog.level_likeness.text() == (
        f"Plus fort que tous les joueurs répertoriés · classé environ {top.rating}"
    )
    dialog.level.setValue(1)
    assert dialog.level_likeness.text().startswith("Joue comme un débutant")


def test_the_dialog_holds_still_while_the_slider_moves(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, 1)
    sizes = set()
    for lv in levels():
        dialog.level.setValue(lv.number)
        qtbot.wait(1)
        label = dialog.level_likeness
        assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width()
        sizes.add((dialog.width(), dialog.height()))
    assert len(sizes) == 1
