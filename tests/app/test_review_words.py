"""Words a player reads (issue 47 point 6), in the real window under Xvfb: every score is a
sentence with a side and a unit ("White is ahead by about 10 pieces"), its plural right in
every language; the evaluation box says how far the computer looked, not a "depth"; the bar
beside the board shows a finished game's result; the graph names its axes and colours; the
review's heading, the status line and the board show the same moment."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtCore import QPoint, Qt
from PyQt6.QtGui import QColor
from pytestqt.qtbot import QtBot

from app.engine_text import standing_sentence, why_text
from app.i18n import LANGUAGES
from app.main_window import MainWindow
from app.settings import GameOptions, PlayerKind
from app.view.scene import Scene
from app.widgets.eval_graph import LABEL_COLOUR, MARGIN, EvalGraph, GraphPoint
from engine.ai.search_info import Line, Outcome, SearchInfo
from engine.assessment import Assessment, Standing
from engine.board import Cell
from engine.moves import Move
from engine.numbering import move_label, move_number
from engine.position import Color
from engine.records import RecordResult
from tests.app.game_records import played_to_the_end, resigned_game
from tests.app.review_helpers import reviewed_game, write_game
from tests.app.test_window import make_window
from tests.app.texts_helpers import language

pytestmark = pytest.mark.gui

HUMANS = GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.HUMAN)
SENTENCES = [
    (Assessment(Standing.EVEN), "The game is even"),
    (Assessment(Standing.DRAW), "A draw with best play"),
    (Assessment(Standing.LEADS, Color.WHITE, 98), "White is ahead by about 10 pieces"),
    (Assessment(Standing.LEADS, Color.BLACK, 13), "Black is ahead by about 1 piece"),
    (Assessment(Standing.LEADS, Color.WHITE, 15), "White is ahead by about 2 pieces"),
    (Assessment(Standing.LEADS, Color.BLACK, 4), "Black is slightly ahead"),
    (Assessment(Standing.WINS, Color.BLACK, 3), "Black wins by 3 pieces with best play"),
    (Assessment(Standing.WINS, Color.WHITE, 1), "White wins by 1 piece with best play"),
    (Assessment(Standing.WINS, Color.WHITE), "White wins with best play"),
    (
        Assessment(Standing.WINS_BY_AT_LEAST, Color.WHITE, 4),
        "White wins by at least 4 pieces with best play",
    ),
    (Assessment(Standing.CANNOT_LOSE, Color.BLACK), "Black cannot lose with best play"),
    (Assessment(Standing.FAVOURED, Color.BLACK, 62), "Black is favoured: about 62 % to win"),
    (Assessment(Standing.OVER, Color.WHITE, 5, 24, 19), "Game over: White wins 24–19"),
]


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path)
    yield win
    win.controller.shutdown()
    win.review.shutdown()


def test_every_standing_is_a_sentence_with_a_side_and_a_unit(qtbot: QtBot) -> None:
    assert {a.standing for a, _ in SENTENCES} == set(Standing)
    for assessment, english in SENTENCES:
        assert standing_sentence(assessment) == english


@pytest.mark.parametrize("code", LANGUAGES)
def test_pieces_are_counted_right_in_every_language(qtbot: QtBot, code: str) -> None:
    with language(code):
        for standing in (Standing.LEADS, Standing.WINS, Standing.WINS_BY_AT_LEAST):
            tenths = 10 if standing is Standing.LEADS else 1
            for side in Color:
                one = standing_sentence(Assessment(standing, side, tenths))
                two = standing_sentence(Assessment(standing, side, 2 * tenths))
                assert "(" not in one + two and " 1 " in one and " 2 " in two, (one, two)
                assert one.replace(" 1 ", " # ") != two.replace(" 2 ", " # "), (one, two)
                if code != "en":
                    english = next(e for a, e in SENTENCES if a.standing is standing)
                    assert one.split()[0] != english.split()[0] or one != english


def report(depth: int, pieces: float, line: tuple[str, ...]) -> SearchInfo:
    """A search's report: White's estimate in pieces and the line."""
    outcome = Outcome(round(pieces * 100))
    moves = tuple(Move.parse(move) for move in line)
    return SearchInfo(depth, Color.WHITE, outcome, (Line(moves[0], outcome, moves),), 1, 0.1)


def test_the_analysis_box_says_how_far_the_computer_looked(window: MainWindow) -> None:
    panel = window.panel
    panel.evaluation.setChecked(True)
    for depth, score, line, text in (
        (
            7,
            2.3,
            ("E3D2", "F4G5"),
            "White is ahead by about 2 pieces · looking 7 moves ahead: E3D2 F4G5",
        ),
        (1, -0.02, ("A1B2",), "The game is even · looking 1 move ahead: A1B2"),
        (
            3,
            0.0,
            ("E3D2", "PASS", "F4G5"),
            "The game is even · looking 3 moves ahead: E3D2 pass F4G5",
        ),
    ):
        panel.set_evaluation(report(depth, score, line))
        assert panel.best_line.text() == text
    with language("fr"):
        panel.set_evaluation(report(2, -9.6, ("E3D2", "PASS")))
        assert (
            panel.best_line.text()
            == "Noir mène d'environ 10 pions · en regardant 2 coups plus loin : E3D2 passe"
        )
    panel.evaluation.setChecked(False)


@pytest.mark.parametrize(
    ("result", "share"),
    [("white", None), ("draw", 0.5), ("white resigns", 0.0), ("black resigns", 1.0)],
)
def test_the_bar_shows_the_result_once_the_game_is_over(
    qtbot: QtBot, window: MainWindow, result: str, share: float | None
) -> None:
    if result == "white":
        game = played_to_the_end(RecordResult.WHITE)
    elif result == "draw":
        game = played_to_the_end(RecordResult.DRAW)
    else:
        game = resigned_game(Color.WHITE if result == "white resigns" else Color.BLACK)
    window.load_game(game, HUMANS)
    bar = window.panel.eval_bar
    assert game.result is not None
    if share is None:  # the final margin, as the bar shows a lead
        white, black = game.result.score
        share = 0.5 + max(-0.5, min(0.5, (white - black) / 30))
        assert share > 0.6
    qtbot.mouseClick(
        window.panel.evaluation,
        Qt.MouseButton.LeftButton,
        pos=QPoint(8, window.panel.evaluation.height() // 2),
    )
    assert window.panel.evaluation.isChecked() and bar.isVisible()
    qtbot.waitUntil(lambda: bar.white_share() == pytest.approx(share))
    assert window.panel.best_line.text().startswith("Game over: ")
    window.panel.evaluation.setChecked(False)


def test_the_graph_names_its_axes_and_colours(qtbot: QtBot) -> None:
    graph = EvalGraph()
    qtbot.addWidget(graph)
    graph.resize(600, 100)
    graph.set_data([GraphPoint(0.5 + 0.004 * i, False) for i in range(87)], {})
    graph.show()
    qtbot.waitExposed(graph)
    assert graph.side_labels() == ("▲ White ahead", "▼ Black ahead")
    # Numbered as the move list numbers moves (86 moves: 44 numbers), each at White's move.
    labels = graph.move_labels()
    assert labels[0] == (9, "move 5") and [p for p, _ in labels] == [9, 19, 29, 39, 49, 58, 68, 78]
    assert [text for _, text in labels[1:]] == ["10", "15", "20", "25", "30", "35", "40"]
    with language("fr"):
        assert graph.side_labels() == ("▲ Blanc mène", "▼ Noir mène")
        assert graph.move_labels()[0] == (9, "coup 5")
    # The words are drawn: the label's light pixels at the top left, on the dark ground.
    image = graph.grab().toImage()
    label = QColor(LABEL_COLOUR)
    light = sum(
        1
        for x in range(int(MARGIN), int(MARGIN) + 60)
        for y in range(0, 16)
        if abs(image.pixelColor(x, y).lightness() - label.lightness()) < 40
    )
    assert light > 20
    # The legend under it names every colour.
    from app.widgets.eval_graph import legend

    words = re.sub(r"<[^>]+>|&nbsp;", " ", legend())
    for name in ("inaccuracy", "mistake", "blunder", "result proven", "on the board"):
        assert name in words


def scenes(window: MainWindow) -> list[Scene]:
    shown: list[Scene] = []
    window.controller.scene_changed.connect(lambda scene, transition: shown.append(scene))
    return shown


def stacks(window: MainWindow, ply: int) -> dict[Cell, tuple[str, ...]]:
    position = window.controller.game.position_at(ply)
    return {cell: tuple(stack) for cell, stack in position.occupied()}


def test_the_heading_the_status_and_the_board_show_the_same_moment(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    record = reviewed_game()
    plies = len(record.moves)
    with language("fr"):
        assert window.files.open_path(str(write_game(tmp_path / "reviewed.dvn", record)))
        pane, shown = window.review.pane, scenes(window)
        window.review.go_to(30)
        qtbot.mouseClick(pane.next, Qt.MouseButton.LeftButton)
        ply = window.controller.shown_ply
        assert ply > 30 and ply in window.review.game_review.flagged()
        named, last = move_label(ply), move_number(plies)  # as the move list numbers moves
        assert pane.move_text.text().startswith(f"<b>Après le coup {named}</b> : ")
        assert window.panel.status.text().startswith(
            f"Retour en arrière : après le coup {named} sur {last}"
        )
        assert dict(shown[-1].stacks) == stacks(window, ply)
        assert pane.graph.current == ply
        qtbot.mouseClick(pane.line_forward, Qt.MouseButton.LeftButton)
        assert pane.move_text.text().startswith(f"<b>Avant le coup {named}</b> : ")
        assert window.panel.status.text() == (
            f"Retour en arrière : avant le coup {named} sur {last}, et le meilleur coup"
        )
        assert dict(shown[-1].stacks) == stacks(window, ply - 1)
        qtbot.mouseClick(pane.line_forward, Qt.MouseButton.LeftButton)
        assert pane.move_text.text().startswith("<b>La meilleure suite</b> au lieu du coup ")
        assert window.panel.status.text() == (
            f"Retour en arrière : la meilleure suite au lieu du coup {named}"
        )
        # No score in the pane without its side and unit, nothing about passes or depths.
        for text in (pane.move_text.text(), pane.progress.full_text(), pane.summary.text()):
            assert not re.search(r"[-+]\d|passe|profondeur", text), text


def test_a_proven_win_kept_by_far_fewer_pieces_is_said(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """Issue 47, point 4: a move that turned a proven win by 30 into a win by 5 was "good";
    now it is an inaccuracy and the heading says it still wins, but by 25 pieces fewer."""
    from dataclasses import replace

    from engine.review.analysis import GameLine
    from engine.review.annotations import strip_annotation
    from engine.rules import legal_moves

    record = reviewed_game()
    line = GameLine.of_record(record)
    ply = next(
        n
        for n in range(60, len(record.moves))
        if line.positions[n - 1].turn is Color.WHITE and len(legal_moves(line.positions[n - 1])) > 1
    )
    other = next(m for m in legal_moves(line.positions[ply - 1]) if m != record.moves[ply - 1])
    forged = (
        f"[%review class=good before=+30.00 after=+5.00 best={other} line={other} "
        "depth=4,3 proven=W30,W5]"
    )
    comments = {p: t for p, t in record.comments}
    comments[ply] = f"{strip_annotation(comments.get(ply, ''))} {forged}".strip()
    changed = replace(record, comments=tuple(sorted(comments.items())))
    assert window.files.open_path(str(write_game(tmp_path / "won.dvn", changed)))
    window.review.go_to(ply)
    judged = window.review.game_review.review_of(ply)
    assert judged is not None and judged.wins_by_fewer == 25
    assert judged.move_class.flagged
    assert "still wins, but by 25 pieces fewer." in window.review.pane.move_text.text()


def test_a_flagged_move_says_why_it_lost(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    """Issue 50 point 2: the heading of a flagged move says why it lost, from the review's
    lines and the rules (engine.review.why), in the player's words."""
    from engine.review.why import why_flagged

    record = reviewed_game()
    assert window.files.open_path(str(write_game(tmp_path / "reviewed.dvn", record)))
    review = window.review.game_review
    line = review.line
    assert line is not None
    told = 0
    for ply in review.flagged():
        judged = review.review_of(ply)
        assert judged is not None
        reasons = why_flagged(line.positions[ply - 1], judged)
        window.review.go_to(ply)
        heading = window.review.pane.move_text.text()
        for why in reasons[:1]:  # the most telling
            assert why_text(why).replace("'", "&#x27;") in heading
            told += 1
    assert told, "no flagged move of the game had a reason to give"
