"""The window's engine runs in two processes whatever is asked of it (issue 49 point 3): the
player's (the computer's moves) and one analysis process that takes every other request by
priority (the evaluation, a hint, the blunder check, a review, an analysis board).  Counted
as the children this test process starts, in the real window under Xvfb."""

from __future__ import annotations

import multiprocessing
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.settings import GameOptions, PlayerKind
from engine.rules import legal_moves
from tests.app.test_window import dialogs, make_window  # noqa: F401 (a fixture)

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("dialogs")]

WAIT_MS = 60_000


def test_everything_at_once_runs_on_two_engine_processes(qtbot: QtBot, tmp_path: Path) -> None:
    before = set(multiprocessing.active_children())
    window = make_window(qtbot, tmp_path)
    c = window.controller
    try:
        options = GameOptions(PlayerKind.HUMAN, PlayerKind.COMPUTER, level=20, warn_blunders=True)
        c.new_game(options)
        c.set_evaluation(True)  # who is ahead, analysed continuously
        for _ in range(3):  # the computer answers each (the player's process)
            c.play(legal_moves(c.game.position)[0])
            qtbot.waitUntil(c.is_human_turn, timeout=WAIT_MS)
        c.request_hint()
        window.review.start()  # a review of the moves so far
        c.look_back(2)
        window.analyse_here()  # an analysis board beside the game, its engine on
        qtbot.waitUntil(lambda: bool(window.analysis_boards.windows), timeout=WAIT_MS)
        board = window.analysis_boards.windows[0]
        qtbot.waitUntil(lambda: board.lines.moves.count() > 0, timeout=WAIT_MS)
        review = window.review.game_review
        qtbot.waitUntil(lambda: review.active and not review.running, timeout=WAIT_MS)
        started = [p for p in multiprocessing.active_children() if p not in before]
        assert len(started) == 2, [p.name for p in started]
        assert all(p.is_alive() for p in started)
        board.session.changed = False
        board.close()
    finally:
        c.shutdown()
        window.review.shutdown()
        if window.training is not None:
            window.training.shutdown()
