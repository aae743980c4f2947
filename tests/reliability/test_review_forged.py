"""Issue 51, point 10: a forged review in an opened record is left out, not applied.

``[%review … best=A1K5 line=A1K5,K5A1 …]`` was accepted and then applied: IllegalMoveError
dialogs on every update of the review pane, and the forged annotation copied into the library
entry.  Now the record's review is checked when it is read; a malformed one is taken out of
the record (neither shown nor kept), and the status bar says why.  The real window under Xvfb.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.main_window import MainWindow
from tests.app.test_window import make_window
from tests.conftest import REPO_ROOT

pytestmark = pytest.mark.gui

STANDARD = REPO_ROOT / "tests" / "engine" / "data" / "records" / "standard.dvn"
FORGED = (
    "[%review class=blunder before=+1.00 after=-5.00 best=A1K5 line=A1K5,K5A1 depth=4,3 proven=-,-]"
)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, dialogs: list[str]) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path)
    yield win
    win.controller.shutdown()


def test_a_forged_review_is_left_out_and_said(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, dialogs: list[str]
) -> None:
    text = STANDARD.read_text(encoding="utf-8").replace(
        "{The third DVONN piece.}", "{The third DVONN piece. " + FORGED + "}"
    )
    path = tmp_path / "forged.dvn"
    path.write_text(text, encoding="utf-8")
    assert window.files.open_path(str(path))
    for ply in range(window.controller.game.ply + 1):  # every update of the review pane
        window.controller.look_back(ply)
    assert dialogs == []
    assert not window.review.game_review.active
    bar = window.statusBar()
    assert bar is not None and "review kept in this game was left out" in bar.currentMessage()
    assert "ply 3 is malformed" in bar.currentMessage()
    assert window.library is not None
    kept = [e.record for e in window.library.entries() if e.record is not None]
    assert kept and all("[%review" not in c for r in kept for _, c in r.comments)
    assert any("The third DVONN piece." in c for r in kept for _, c in r.comments)
