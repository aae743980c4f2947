"""What the window says, in the real window under Xvfb: counts with their plural forms
(n = 0, 1 and 2, English and French), moves numbered as the move list numbers them, a DVONN
piece named when one is to be placed, Boardspace's robots shown as the computer, a finished
game's evaluation box, and a language change that applies at once."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.file_actions import options_from_headers
from app.main_window import MainWindow
from app.records_io import is_boardspace_robot, read_game
from app.settings import GameOptions, PlayerKind
from app.widgets.move_list import cell_text
from engine.game import Game
from engine.numbering import move_label, move_number
from engine.position import Color, Phase
from engine.records import RecordResult
from engine.review.judgement import SideSummary
from tests.app.game_records import played_to_the_end, unfinished_game
from tests.app.test_window import close_window, make_window
from tests.app.texts_helpers import language

pytestmark = pytest.mark.gui

HUMANS = GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.HUMAN)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path)
    yield win
    close_window(win)


def replayed(game: Game) -> Game:
    """A new game with ``game``'s moves (the window takes over the game it is given)."""
    fresh = Game()
    for move in game.moves:
        fresh.play(move)
    return fresh


PIECES = {
    "en": ["To place: 0 pieces", "To place: 1 piece", "To place: 2 pieces"],
    "fr": ["À poser : 0 pion", "À poser : 1 pion", "À poser : 2 pions"],
}


@pytest.mark.parametrize("code", ["en", "fr"])
def test_pieces_to_place_read_right_for_0_1_and_2(window: MainWindow, code: str) -> None:
    game, shown = Game(), {}
    while game.position.phase is Phase.PLACEMENT:  # Black places its last piece 48th
        left = game.position.pieces_to_place(Color.BLACK)[1]
        if left <= 2:
            with language(code):
                window.load_game(replayed(game), HUMANS)
                shown[left] = window.panel.boxes[Color.BLACK].counts.text()
        game.play(game.legal_moves()[0])
    assert [shown[n] for n in (0, 1, 2)] == PIECES[code]


SUMMARY = {
    "en": [
        "0 inaccuracies ?! · 0 mistakes ? · 0 blunders ??",
        "1 inaccuracy ?! · 1 mistake ? · 1 blunder ??",
        "2 inaccuracies ?! · 2 mistakes ? · 2 blunders ??",
    ],
    "fr": [
        "0 imprécision ?! · 0 erreur ? · 0 gaffe ??",
        "1 imprécision ?! · 1 erreur ? · 1 gaffe ??",
        "2 imprécisions ?! · 2 erreurs ? · 2 gaffes ??",
    ],
}


@pytest.mark.parametrize("code", ["en", "fr"])
def test_the_review_summary_counts_read_right(window: MainWindow, code: str) -> None:
    window.load_game(unfinished_game(4), HUMANS)
    for n in (0, 1, 2):
        summaries = {color: SideSummary(90.0, n, n, n) for color in Color}
        with language(code):
            text = window.review._summary_text(summaries)
        white, black = text.split("<br>")
        assert white.endswith(SUMMARY[code][n]) and black.endswith(SUMMARY[code][n]), text


def test_moves_are_numbered_one_way_everywhere(window: MainWindow) -> None:
    """As the record numbers them: White's move and Black's reply share a number, Black's
    named on its own with "…"; the move list is the score sheet that says so."""
    game = Game()
    statuses = []
    for _ in range(4):
        window.load_game(replayed(game), HUMANS)
        statuses.append(window.panel.status.text())
        game.play(game.legal_moves()[0])
    assert statuses == [
        "Move 1 · White to place a DVONN piece",
        "Move 1 · Black to place a DVONN piece",
        "Move 2 · White to place a DVONN piece",
        "Move 2 · Black to place a piece",
    ]
    game = unfinished_game(60, seed=0)
    window.load_game(game, HUMANS)
    assert window.panel.status.text().startswith(f"Move {move_number(61)} · ")
    window.controller.look_back(20)
    assert move_label(20) == "10…" and move_number(60) == 31
    assert window.panel.status.text() == "Looking back: after move 10… of 31 (End returns)"
    # Move 10… in the move list is Black's cell of the row numbered 10.
    moves = window.panel.moves
    cells = [
        (row, column)
        for row in range(moves.rowCount())
        for column in range(2)
        if (item := moves.item(row, column)) is not None and item.data(256) == 20
    ]
    assert len(cells) == 1 and cells[0][1] == int(Color.BLACK)
    header = moves.verticalHeaderItem(cells[0][0])
    assert header is not None and header.text() == "10"
    assert cell_text(10, Color.BLACK, "J3K4") == "10… J3K4"
    assert cell_text(10, Color.WHITE, "J3K4") == "10. J3K4"
    window.controller.look_back(0)
    assert window.panel.status.text() == "Looking back: the start, before move 1 (End returns)"


def test_the_status_bar_names_a_dvonn_piece(window: MainWindow) -> None:
    from tests.app.test_window import status

    window.load_game(Game(), HUMANS)
    assert status(window) == "White to place a DVONN piece"
    game = Game()
    for _ in range(3):
        game.play(game.legal_moves()[0])
    window.load_game(game, HUMANS)
    assert status(window) == "Black to place a piece"


SGF = '(;\nGM[Dvonn]VV[1]\nP0[id "{white}"]\nP1[id "{black}"]\n; P0[0 Start P0]\n)'


@pytest.mark.parametrize(
    ("name", "robot"),
    [
        ("Dumbot", True),
        ("SmartBot", True),
        ("BestBot", True),
        ("WeakBot", True),
        ("Dumbot2", True),
        ("chasbot", False),  # a player's account on Boardspace
        ("Ann", False),
    ],
)
def test_boardspace_robots_are_the_computer(window: MainWindow, name: str, robot: bool) -> None:
    assert is_boardspace_robot(name) is robot
    loaded = read_game(SGF.format(white="Ann", black=name), "game.sgf")
    options = options_from_headers(loaded.headers)
    assert options.black is (PlayerKind.COMPUTER if robot else PlayerKind.HUMAN)
    assert options.white is PlayerKind.HUMAN
    window.load_game(loaded.game, options, loaded=loaded)
    assert window.panel.boxes[Color.BLACK].kind.full_text() == ("Computer" if robot else "Human")
    assert window.panel.boxes[Color.WHITE].kind.full_text() == "Human"


def test_a_finished_game_s_analysis_says_game_over(window: MainWindow) -> None:
    game = played_to_the_end(RecordResult.WHITE)
    window.load_game(game, HUMANS)
    window._on_evaluation(None)
    text = window.panel.best_line.text()
    assert text.startswith("Game over: White wins ") and "Depth" not in text, text


def test_a_language_change_applies_at_once(qtbot: QtBot, window: MainWindow) -> None:
    window.load_game(unfinished_game(10), HUMANS)
    window.review.dock.show()
    bar = window.menuBar()
    assert bar is not None

    def first_menu() -> str:
        return bar.actions()[0].text()

    assert first_menu() == "&Game"
    window.actions_.languages["fr"].trigger()
    qtbot.waitUntil(lambda: first_menu() == "&Partie", timeout=5000)
    assert window.panel.hint.text() == "Conseil"
    assert window.panel.evaluation.text() == "Évaluation"
    assert window.review.dock.windowTitle() == "Bilan de la partie"
    header = window.panel.moves.horizontalHeaderItem(0)
    assert header is not None and header.text() == "Blanc"
    assert window.panel.boxes[Color.WHITE].kind.full_text() == "Humain"
    assert window.settings.language == "fr"
    assert window.actions_.languages["fr"].isChecked()
    assert len(bar.actions()) == 4  # the menus were built again, not added to
    window.actions_.languages["en"].trigger()
    qtbot.waitUntil(lambda: first_menu() == "&Game", timeout=5000)
    assert window.panel.hint.text() == "Hint" and window.review.dock.windowTitle() == "Game review"
    window.actions_.undo.trigger()  # the new actions work
    assert window.controller.game.ply == 9
