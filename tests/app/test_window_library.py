"""The library from the main window: Game → My games continues a game with real clicks, and
the New game dialog shows the player's record against the level chosen."""

from __future__ import annotations

from pathlib import Path

import pytest
from PyQt6.QtCore import Qt, QTimer
from PyQt6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.settings import GameOptions, PlayerKind
from app.widgets.games_window import GamesWindow
from app.widgets.level_record_label import LevelRecordLabel
from app.widgets.new_game_dialog import NewGameDialog
from engine.board import Cell
from engine.game import Game
from engine.position import Color
from engine.records import GameRecord
from tests.app.test_window import HUMANS, click, dialogs, make_window  # noqa: F401 (a fixture)

pytestmark = pytest.mark.gui


@pytest.mark.usefixtures("dialogs")
def test_my_games_continues_a_game_left_for_a_new_one(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.controller.new_game(HUMANS)
    for cell in (Cell.E3, Cell.F3):
        click(qtbot, window, cell)
    window.controller.new_game(HUMANS)  # the first game is left, unfinished
    click(qtbot, window, Cell.A1)
    window.actions_.games.trigger()  # Game → My games
    games = window.findChild(GamesWindow)
    assert games is not None
    qtbot.waitUntil(games.isVisible)
    assert games.table.topLevelItemCount() == 2
    old = [e for e in window.library.entries() if e.plies == 2] if window.library else []
    assert len(old) == 1 and games.select(old[0].name)
    qtbot.mouseClick(games.continue_button, Qt.MouseButton.LeftButton)
    assert not games.isVisible()
    assert [str(m) for m in window.controller.game.moves] == ["E3", "F3"]
    click(qtbot, window, Cell.G3)  # played on in that entry
    assert window.library is not None
    assert sorted(e.plies for e in window.library.entries()) == [1, 3]
    window.close()


def lost_to_level(level: int, seed: int) -> GameRecord:
    game = Game()
    game.play(sorted(game.legal_moves(), key=str)[seed])
    game.resign(Color.WHITE)  # the human (White) gives up against the computer (Black)
    return GameRecord.from_game(game, white="Ann", black_level=level)


@pytest.mark.usefixtures("dialogs")
def test_the_new_game_dialog_shows_the_record_against_the_level(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    window.settings.game_options = GameOptions(black=PlayerKind.COMPUTER, level=3)
    library = window.library
    assert library is not None
    for seed in range(3):
        library.start_new()
        assert library.save(lost_to_level(3, seed)) is None
    library.start_new()
    seen: list[str] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        label = dialog.findChild(LevelRecordLabel)
        assert label is not None
        seen.append(label.text())
        dialog.reject()

    QTimer.singleShot(300, look)
    window.new_game_dialog()
    assert len(seen) == 1
    assert "Your record against level 3: 0 wins, 0 draws, 3 losses" in seen[0]
    assert "try level 2?" in seen[0]
    window.close()
