"""An online game outlives its window, and a frame over the limit is a refusal, through a
mailbox server on the loopback address: real windows, real peers.

- Bo's window dies mid-game (its peer killed, no goodbye; the window gone): a NEW window on
  the same data folder opens the game from My games, which offers Continue online (and
  nothing is played before it); Bo continues, Ada reconnects, both go on from the last move
  both have with the clocks as they stood, and the record counts the new connection. Once
  the game is over, opening it again offers nothing online.
- A record whose online tags are forged or corrupt opens as an ordinary game, with a message.
- A frame longer than the peer passes on (16 KB) ends the connection as a refusal with its
  reason, never as the other side's leaving; the game stays as it stood, in My games too.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest
from PyQt6.QtCore import Qt
from PyQt6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app.games_actions import can_continue
from app.main_window import MainWindow
from app.online.session import Link, Refusal
from app.online.texts import broken_text, link_text, refusal_text
from engine.game import Termination
from engine.moves import Move
from engine.online.match import BreakKind, Broken, Stage
from engine.online.messages import PROTOCOL_VERSION
from engine.online.saved import SITE, read_saved
from engine.pieces import Color
from engine.position import Position
from engine.records import RecordFormat, write_record
from engine.records.model import GameRecord
from tests.app.mailbox_server import REPO, mailbox_server
from tests.app.test_online_window import FAST, WAIT_MS, online_window, start_game, window_of
from tests.app.test_window import make_window

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


def at_ply(window: MainWindow, ply: int) -> bool:
    return window.controller.game.ply == ply


def says(window: MainWindow, text: str) -> bool:
    return window.online.bar.state.text() == text


def resumed(window: MainWindow) -> bool:
    session = window.online.session
    return session is not None and session.match.stage is Stage.PLAYING


def the_entry(window: MainWindow) -> str:
    assert window.library is not None
    (entry,) = window.library.entries()
    return entry.name


def resumes_kept(window: MainWindow) -> int:
    assert window.library is not None
    (entry,) = window.library.entries()
    assert entry.record is not None
    saved = read_saved(entry.record.extra_tags)
    assert saved is not None
    return saved.resumes


def test_a_game_whose_window_died_is_continued_from_my_games_in_a_new_window(
    qtbot: QtBot, tmp_path: Path, server: str
) -> None:
    invite = online_window(qtbot, tmp_path / "ada", server, "Ada")
    join = online_window(qtbot, tmp_path / "bo", server, "Bo")
    ada, bo = window_of(invite), window_of(join)
    windows = [ada, bo]
    try:
        invite.colour.setCurrentIndex(0)  # Ada plays White
        invite.minutes.setValue(5)
        invite.increment.setValue(3)
        start_game(qtbot, invite, join)
        qtbot.waitUntil(lambda: ada.online.active and bo.online.active, timeout=WAIT_MS)
        for ply, (window, text) in enumerate(((ada, "E3"), (bo, "F4"), (ada, "A1")), 1):
            window.controller.play(Move.parse(text))
            for seeing in (ada, bo):
                qtbot.waitUntil(partial(at_ply, seeing, ply), timeout=WAIT_MS)
        clocks = ada.controller.game.clocks()
        assert clocks is not None and clocks == bo.controller.game.clocks()
        # Bo's window dies: its peer is killed (no goodbye), the window and its state go
        session = bo.online.session
        assert session is not None and session._client is not None
        session._client._process.kill()
        bo.close()
        bar = ada.online.bar
        qtbot.waitUntil(lambda: bar.state.text() == link_text(Link.LOST), timeout=WAIT_MS)
        # a new window on Bo's data folder: the game is in My games, offered at the start
        bo = make_window(qtbot, tmp_path / "bo", prefer_3d=False)
        windows.append(bo)
        bo.online.peer_options = FAST
        assert bo.library is not None and bo.games is not None
        (entry,) = bo.library.entries()
        assert entry.record is not None and entry.record.time_control == "5+3"
        assert can_continue(entry)
        assert resumes_kept(bo) == 0
        assert bo.games.open_entry(entry.name)
        assert bo.online.dock.isVisible() and bo.online.bar.resume.isVisible()
        assert bo.online.bar.state.text() == "This online game was interrupted."
        assert [str(m) for m in bo.controller.game.moves] == ["E3", "F4", "A1"]
        # the clocks as they stood at the last move (the record keeps hundredths of a second)
        assert bo.controller.game.clocks() == pytest.approx(clocks, abs=0.005)
        assert "Ada" in bo.controller.name(Color.WHITE)
        move = bo.controller.game.legal_moves()[0]
        assert bo.controller.play(move) is None  # nothing is played before it is connected
        assert bo.controller.play(Move.parse("A2")) is None  # nor White's move for Ada
        qtbot.mouseClick(bo.online.bar.resume, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(bar.reconnect, Qt.MouseButton.LeftButton)
        connected = link_text(Link.CONNECTED)
        for window in (ada, bo):
            qtbot.waitUntil(partial(says, window, connected), timeout=WAIT_MS)
        assert not bo.online.bar.resume.isVisible()
        qtbot.waitUntil(lambda: resumes_kept(bo) == 1, timeout=WAIT_MS)  # saved at once
        for window in (ada, bo):  # each has the other's moves: the game goes on
            qtbot.waitUntil(partial(resumed, window), timeout=WAIT_MS)
        assert bo.controller.play(move) is not None
        qtbot.waitUntil(lambda: ada.controller.game.ply == 4, timeout=WAIT_MS)
        ada.controller.play(ada.controller.game.legal_moves()[0])
        qtbot.waitUntil(lambda: bo.controller.game.ply == 5, timeout=WAIT_MS)
        assert ada.controller.game.moves == bo.controller.game.moves
        assert ada.controller.game.clocks() == pytest.approx(bo.controller.game.clocks(), abs=0.01)
        # Bo resigns: the game is over in both windows, and a finished game offers nothing
        qtbot.mouseClick(bo.online.bar.resign, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: ada.controller.game.is_over, timeout=WAIT_MS)
        result = bo.controller.game.result
        assert result is not None and result.termination is Termination.RESIGNATION
        name = the_entry(bo)
        bo.close()
        again = make_window(qtbot, tmp_path / "bo", prefer_3d=False)
        windows.append(again)
        assert again.games is not None and again.games.open_entry(name)
        assert again.controller.game.is_over and again.controller.remote is None
        assert again.online.session is None and not again.online.dock.isVisible()
    finally:
        for window in windows:
            window.close()


GOOD_TAGS: dict[str, str | None] = {
    "OnlineRole": "joiner",
    "OnlineTerms": "white chosen standard 0 0 0 7001234-dvonn-ring",
    "OnlineServer": "",
    "OnlineResumes": "0",
}


@pytest.mark.parametrize(
    "forged",
    [
        {"OnlineTerms": "white chosen random 0 0 0 7001234-dvonn-ring"},  # not this start
        {"OnlineTerms": "white chosen standard 0 0 0 7001234-dvonn-ring'; rm -rf ~"},
        {"OnlineServer": "file:///etc/passwd"},
        {"OnlineResumes": "\u0665"},
        {"OnlineRole": None},
    ],
    ids=["another start", "a code that is none", "not a server", "not a number", "missing"],
)
def test_forged_online_tags_open_an_ordinary_game_with_a_message(
    qtbot: QtBot, tmp_path: Path, forged: dict[str, str | None]
) -> None:
    window = make_window(qtbot, tmp_path, prefer_3d=False)
    try:
        open_kept(window, {**GOOD_TAGS, **forged})
        assert [str(m) for m in window.controller.game.moves] == ["E3", "F4"]
        assert window.controller.remote is None and window.online.session is None
        assert not window.online.dock.isVisible()
        boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
        assert [box.text() for box in boxes] == [
            "This game was played online, but what continuing it online needs could not be "
            "read from its record: it opens as an ordinary game."
        ]
        window.controller.play(Move.parse("A1"))  # an ordinary game: both sides play here
        assert window.controller.game.ply == 3
    finally:
        window.close()


def test_the_same_record_with_its_tags_intact_is_continued_online(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, prefer_3d=False)
    try:
        open_kept(window, GOOD_TAGS)
        assert window.controller.remote is not None and window.online.bar.resume.isVisible()
        assert not [box for box in window.findChildren(QMessageBox) if box.isVisible()]
        said: list[str] = []
        window.controller.message.connect(said.append)
        assert window.controller.play(Move.parse("A1")) is None  # Ada's, from her side only
        assert said == [refusal_text(Refusal.THEIR_TURN)]
    finally:
        window.close()


def test_another_game_put_on_the_board_leaves_the_online_one_kept_in_my_games(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, prefer_3d=False)
    try:
        open_kept(window, GOOD_TAGS)
        assert window.online.dock.isVisible()
        window.controller.new_game(window.controller.options)
        assert window.online.session is None and window.online.game is None
        assert not window.online.dock.isVisible() and window.controller.remote is None
        status = window.statusBar()
        assert status is not None
        left = "You left the online game. It is kept in My games, where you can continue it online."
        qtbot.waitUntil(lambda: status.currentMessage() == left)
        window.controller.play(Move.parse("A1"))  # the new game is an ordinary one
        assert window.controller.game.ply == 1
        assert window.games is not None and window.games.open_entry("20250101-120000-abcdef")
        assert window.controller.remote is not None and window.online.bar.resume.isVisible()
    finally:
        window.close()


def open_kept(window: MainWindow, tags: dict[str, str | None]) -> None:
    """Open from My games an entry holding E3 F4 of an online game with ``tags``."""
    record = GameRecord(
        moves=(Move.parse("E3"), Move.parse("F4")),
        start=Position.initial(),
        white="Ada",
        black="Bo",
        site=SITE,
        extra_tags=tuple((k, v) for k, v in tags.items() if v is not None),
    )
    assert window.library is not None and window.games is not None
    path = window.library.path_of("20250101-120000-abcdef")
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as file:
        file.write(write_record(record, RecordFormat.DVN))
    assert window.games.open_entry("20250101-120000-abcdef")
