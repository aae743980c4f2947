"""An online game outlives its window, and a frame over the limit is a refusal, through a
mailbox server on the loopback address: real windows, real peers.

- A frame longer than the peer passes on (16 KB) ends the connection as a refusal with its
  reason, never as the other side's leaving; the game stays as it stood, in My games too.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.online.session import Link
from app.online.texts import broken_text
from engine.moves import Move
from engine.online.match import BreakKind, Broken
from engine.online.messages import PROTOCOL_VERSION
from tests.app.mailbox_server import REPO, mailbox_server
from tests.app.test_online_window import WAIT_MS, online_window, window_of

pytestmark = pytest.mark.gui


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with mailbox_server(tmp_path_factory.mktemp("mailbox")) as url:
        yield url


def frame(body: dict[str, object]) -> str:
    return (b"m" + json.dumps(body).encode()).hex()


def test_a_frame_over_the_limit_is_refused_with_its_reason(
    qtbot: QtBot, tmp_path: Path, server: str
) -> None:
    invite = online_window(qtbot, tmp_path / "ada", server, "Ada")
    ada = window_of(invite)
    hostile: subprocess.Popen[bytes] | None = None
    try:
        qtbot.mouseClick(invite.invite_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: invite.invitation.text() != "", timeout=WAIT_MS)
        hello = {"kind": "hello", "version": PROTOCOL_VERSION, "app_version": "9", "name": "Eve"}
        steps = [frame(hello), "wait:propose", frame({"kind": "accept"}), "wait:move"]
        steps.append((b"m" + b"x" * 20_000).hex())  # past the peer's 16 KB
        script = str(Path(__file__).with_name("hostile_peer.py"))
        hostile = subprocess.Popen(
            [sys.executable, script, server, invite.invitation.text(), *steps],
            cwd=REPO,
            env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"},
            stdout=subprocess.DEVNULL,
        )
        qtbot.waitUntil(lambda: invite.pages.currentIndex() == 2, timeout=WAIT_MS)
        invite.colour.setCurrentIndex(0)  # Ada plays White
        qtbot.mouseClick(invite.propose_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: ada.online.active, timeout=WAIT_MS)
        ada.controller.play(Move.parse("E3"))
        bar = ada.online.bar
        refused = broken_text(Broken(BreakKind.OVERSIZED))
        qtbot.waitUntil(lambda: bar.state.text() == refused, timeout=WAIT_MS)
        session = ada.online.session
        assert session is not None and session.link is Link.CLOSED
        assert session.match.broken == Broken(BreakKind.OVERSIZED)
        assert not bar.reconnect.isVisible() and not bar.stop.isVisible()  # not "Eve left"
        assert not bar.resign.isEnabled()
        assert [str(m) for m in ada.controller.game.moves] == ["E3"]  # the game as it stood
        assert ada.library is not None
        kept = [entry.record for entry in ada.library.entries()]
        assert [(r.black, [str(m) for m in r.moves]) for r in kept if r] == [("Eve", ["E3"])]
        assert hostile.wait(30) == 0  # told goodbye
    finally:
        ada.close()
        if hostile is not None and hostile.poll() is None:
            hostile.kill()
            hostile.wait()
