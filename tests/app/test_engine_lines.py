"""The analysis board's engine: the position shown analysed with three lines and every move
solved, through the real analysis process; the panel says them in words and plays a line."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PyQt6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.ai_client import AnalysisClient
from app.engine_lines import LINES, EngineLines
from app.engine_text import standing_sentence
from app.widgets.lines_panel import LinesPanel
from engine.ai.search_info import SearchInfo
from engine.assessment import MoverResult
from engine.moves import Move
from engine.notation import parse_position
from engine.position import Position
from engine.review.lines import solution_assessment
from engine.review.solve import MoveSolution
from engine.rules import apply, legal_moves
from tests.engine.test_review import BLUNDER_START


@pytest.fixture
def lines(qtbot: QtBot) -> Iterator[EngineLines]:
    analyser = AnalysisClient()
    following = EngineLines(analyser)
    yield following
    following.stop()
    analyser.shutdown()


def test_three_lines_then_every_move_solved(qtbot: QtBot, lines: EngineLines) -> None:
    position = parse_position(BLUNDER_START)
    panel = LinesPanel()
    qtbot.addWidget(panel)
    panel.show()
    lines.lines_changed.connect(lambda info: panel.show_lines(lines.position, info))
    lines.solved.connect(panel.show_solutions)
    seen: list[SearchInfo] = []

    def keep(info: SearchInfo | None) -> None:
        if info is not None:
            seen.append(info)

    lines.lines_changed.connect(keep)
    with qtbot.waitSignal(lines.solved, timeout=30_000) as solved:
        lines.show(position)
    assert seen and len(seen[-1].lines) == LINES
    assert solved.args is not None
    solved_position, solutions = solved.args
    assert solved_position == position
    assert sorted(str(s.move) for s in solutions) == sorted(str(m) for m in legal_moves(position))
    best = solutions[0]
    assert isinstance(best, MoveSolution) and best.result is MoverResult.WIN  # G4G5 wins
    # The panel: three lines in words, every move listed with its result
    shown = [r for r in map(panel.best.item, range(panel.best.count())) if r and not r.isHidden()]
    assert len(shown) == LINES
    for row in shown:
        assert "White" in row.text() or "Black" in row.text() or "even" in row.text(), row.text()
        spoken = row.data(Qt.ItemDataRole.AccessibleTextRole)
        assert isinstance(spoken, str) and spoken.startswith("Line ")
    by_move = {s.move: s for s in solutions}
    for number, row in enumerate(shown):  # each line says what the solve proved of its move
        proven = by_move[seen[-1].lines[number].move]
        words = standing_sentence(solution_assessment(position.turn, proven))
        assert proven.result is None or words in row.text(), (row.text(), words)
    assert panel.moves.count() == len(solutions)
    first = panel.moves.item(0)
    assert first is not None and first.text().startswith(f"{best.move}: White wins")
    assert "proven" in panel.solved_note.text()
    chosen: list[object] = []
    panel.line_chosen.connect(chosen.append)
    where = panel.best.visualItemRect(shown[0]).center()
    qtbot.mouseClick(panel.best.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert chosen and isinstance(chosen[0], tuple) and chosen[0][0] == seen[-1].lines[0].move
    panel.best.setCurrentItem(shown[1])
    qtbot.keyClick(panel.best, Qt.Key.Key_Return)  # Enter plays the current line
    assert len(chosen) == 2 and chosen[1] == (seen[-1].lines[1].move, *seen[-1].lines[1].pv[1:])
    panel.moves.itemActivated.emit(first)
    assert chosen[-1] == (best.move,)


def test_a_new_position_drops_the_old_ones_answers(qtbot: QtBot, lines: EngineLines) -> None:
    first = parse_position(BLUNDER_START)
    second = apply(first, Move.parse("G4G5")).after
    got: list[Position] = []
    lines.solved.connect(lambda position, _: got.append(position))
    lines.show(first)
    with qtbot.waitSignal(lines.solved, timeout=30_000):
        lines.show(second)  # at once: nothing of the first may arrive any more
    assert got and all(position == second for position in got)


def test_turned_off_it_asks_nothing(qtbot: QtBot, lines: EngineLines) -> None:
    infos: list[object] = []
    lines.lines_changed.connect(infos.append)
    lines.set_enabled(False)
    lines.show(parse_position(BLUNDER_START))
    assert infos and all(info is None for info in infos)  # cleared, never filled
    assert not lines.analyser.busy  # nothing asked of the analysis process


def test_a_finished_game_is_solved_with_no_move(qtbot: QtBot, lines: EngineLines) -> None:
    position = Position.random_setup(5)
    while legal_moves(position):
        position = apply(position, legal_moves(position)[0]).after
    with qtbot.waitSignal(lines.solved, timeout=10_000) as solved:
        lines.show(position)
    assert solved.args is not None and solved.args[1] == ()
