"""Two real windows play each other online through a mailbox server on the loopback address:
Game → Play a friend online… (invite, a wrong code tried once, join with the right one, the
inviter's terms accepted), moves both ways through the controllers' one path, chat, a
takeback offered and accepted, a resignation both windows record, the game in My games with
both names and [Site "online"], and the windows' closing ending the peers."""

from __future__ import annotations

import time
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest
from PyQt6.QtCore import QProcess, Qt
from pytestqt.qtbot import QtBot

from app.main_window import MainWindow
from app.online import session as session_module
from app.online.dialog import OnlineDialog
from app.online.session import Failure, Link, OnlineSession, Refusal
from app.online.texts import broken_text, chat_line, failure_text, link_text, refusal_text
from engine.game import Termination
from engine.moves import Move
from engine.online.match import FLAG_GRACE_S, Role
from engine.online.wire import EventKind, Line
from engine.pieces import Color
from engine.rules import Outcome
from tests.app.mailbox_server import mailbox_server
from tests.app.test_window import make_window
from tests.app.texts_helpers import language

pytestmark = pytest.mark.gui
FAST = ("--ping", "0.3", "--lost", "3", "--answer-wait", "5")
WAIT_MS = 30_000


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with mailbox_server(tmp_path_factory.mktemp("mailbox")) as url:
        yield url


def online_window(qtbot: QtBot, folder: Path, server: str, name: str) -> OnlineDialog:
    folder.mkdir()
    window = make_window(qtbot, folder, prefer_3d=False)
    window.online.peer_options = FAST
    window.online.show()
    dialog = window.online.dialog
    assert dialog is not None
    dialog.name.setText(name)
    dialog.server.setText(server)
    return dialog


def window_of(dialog: OnlineDialog) -> MainWindow:
    window = dialog.parent()
    assert isinstance(window, MainWindow)
    return window


def test_two_windows_play_online(qtbot: QtBot, tmp_path: Path, server: str) -> None:
    invite = online_window(qtbot, tmp_path / "ada", server, "Ada")
    join = online_window(qtbot, tmp_path / "bo", server, "Bo \u202e")
    ada, bo = window_of(invite), window_of(join)
    try:
        qtbot.mouseClick(invite.invite_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: invite.invitation.text() != "", timeout=WAIT_MS)
        code = invite.invitation.text()
        nameplate = code.split("-")[0]
        # a wrong code: the joiner is told, the invitation stays open
        join.code.setText(f"{nameplate}-aardvark-absurd")
        qtbot.mouseClick(join.join_button, Qt.MouseButton.LeftButton)
        wrong = failure_text(Failure.WRONG_CODE)
        qtbot.waitUntil(lambda: join.status.text() == wrong, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: "wrong code" in invite.status.text(), timeout=WAIT_MS)
        join.code.setText(f" {code.upper()} ")  # as read out: spaces and capitals are fine
        qtbot.mouseClick(join.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: invite.pages.currentIndex() == 2, timeout=WAIT_MS)
        invite.colour.setCurrentIndex(0)  # Ada plays White
        invite.minutes.setValue(5)
        invite.increment.setValue(3)
        qtbot.mouseClick(invite.propose_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: join.pages.currentIndex() == 3, timeout=WAIT_MS)
        assert "Ada" in join.terms.text() and "5 min each, 3 s" in join.terms.text()
        qtbot.mouseClick(join.accept_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: ada.online.active and bo.online.active, timeout=WAIT_MS)
        assert ada.online.dialog is None and bo.online.dialog is None
        assert ada.controller.is_human_turn() and not bo.controller.is_human_turn()
        assert ada.online.dock.isVisible()
        assert "Bo" in ada.controller.name(Color.BLACK)
        # on the other side's turn the side panel says who is thinking
        assert bo.panel.status.text() == "Move 1 · \u2068Ada\u2069 (White) is thinking…"
        assert ada.panel.status.text().endswith("(White) to place a DVONN piece")
        arrived: list[str] = []
        bo.online.sound.connect(arrived.append)
        # Bo's window plays no White move, nor a move of its own out of turn
        assert bo.controller.play(Move.parse("E3")) is None
        assert bo.controller.game.ply == 0
        ada.controller.play(Move.parse("E3"))
        qtbot.waitUntil(lambda: bo.controller.game.ply == 1, timeout=WAIT_MS)
        assert bo.controller.is_human_turn()
        assert arrived == ["arrive"]  # a sound of its own when the move came in
        assert "Ada" not in bo.panel.status.text()
        bo.controller.play(Move.parse("F4"))
        qtbot.waitUntil(lambda: ada.controller.game.ply == 2, timeout=WAIT_MS)
        assert [str(m) for m in ada.controller.game.moves] == ["E3", "F4"]
        assert ada.controller.game.clocks() == bo.controller.game.clocks()
        # no help from the engine while the game is played: no analysis, no hint
        switches = {k: v for k, v in vars(ada.controller.computer).items() if k.endswith("_on")}
        assert switches and not any(switches.values()), switches
        ada.controller.request_hint()
        assert ada.controller.marks.hint is None
        assert not ada.panel.hint.isEnabled() and not bo.panel.hint.isEnabled()
        assert not ada.panel.evaluation.isEnabled() and not bo.panel.evaluation.isEnabled()
        for window in (ada, bo):  # no review, no analysis board while the game is played
            window.review.start()
            window.analyse_here()
            assert not window.review.dock.isVisible() and not window.review.game_review.active
            assert not window.analysis_boards.windows and not window.analyse_offer.isVisible()
        # chat, its text isolated
        bo.online.bar.chat.setText("good luck \u202e!")
        qtbot.keyClick(bo.online.bar.chat, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: "good luck" in ada.online.bar.log.toPlainText(), timeout=WAIT_MS)
        line = ada.online.bar.log.toPlainText()
        assert line.startswith("\u2068Bo") and line.endswith("\u2069")
        # Bo takes back F4, Ada accepts
        qtbot.mouseClick(bo.online.bar.takeback, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: ada.online.bar.accept_offer.isVisible(), timeout=WAIT_MS)
        qtbot.mouseClick(ada.online.bar.accept_offer, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(
            lambda: ada.controller.game.ply == bo.controller.game.ply == 1, timeout=WAIT_MS
        )
        # Ada resigns on Bo's turn: both windows record it
        qtbot.mouseClick(ada.online.bar.resign, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bo.controller.game.is_over, timeout=WAIT_MS)
        for window in (ada, bo):
            result = window.controller.game.result
            assert result is not None and result.termination is Termination.RESIGNATION
            assert result.outcome is Outcome.BLACK_WINS
            record = window.controller.record()
            assert record.site == "online" and record.white == "Ada"
            assert record.black == "Bo \u202e" and [str(m) for m in record.moves] == ["E3"]
            assert not window.online.active
            assert window.library is not None  # kept in My games, as both sides have it
            kept = [entry.record for entry in window.library.entries()]
            assert [(r.site, r.white, len(r.moves), r.resigned) for r in kept if r] == [
                ("online", "Ada", 1, Color.WHITE)
            ]
        # a rematch, colours swapped: Ada (the inviter) proposes, Bo accepts
        assert ada.online.bar.rematch.isVisible() and not bo.online.bar.rematch.isVisible()
        ada.rematch()  # Game → Rematch
        qtbot.waitUntil(lambda: bo.online.bar.accept_offer.isVisible(), timeout=WAIT_MS)
        assert "Ada" in bo.online.bar.offer.text()
        qtbot.mouseClick(bo.online.bar.accept_offer, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: ada.online.active and bo.online.active, timeout=WAIT_MS)
        assert bo.controller.is_human_turn() and not ada.controller.is_human_turn()
        assert ada.controller.name(Color.BLACK).strip("\u2068\u2069") == "Ada"
        bo.controller.play(Move.parse("A1"))
        qtbot.waitUntil(lambda: ada.controller.game.ply == 1, timeout=WAIT_MS)
        sessions = [window.online.session for window in (ada, bo)]
    finally:
        ada.close()
        bo.close()
    for session in sessions:
        assert session is not None and session._client is None


def start_game(qtbot: QtBot, invite: OnlineDialog, join: OnlineDialog) -> None:
    qtbot.mouseClick(invite.invite_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: invite.invitation.text() != "", timeout=WAIT_MS)
    join.code.setText(invite.invitation.text())
    qtbot.mouseClick(join.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: invite.pages.currentIndex() == 2, timeout=WAIT_MS)
    qtbot.mouseClick(invite.propose_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: join.pages.currentIndex() == 3, timeout=WAIT_MS)
    qtbot.mouseClick(join.accept_button, Qt.MouseButton.LeftButton)


def test_a_lost_connection_is_resumed_with_reconnect(
    qtbot: QtBot, tmp_path: Path, server: str
) -> None:
    invite = online_window(qtbot, tmp_path / "ada", server, "Ada")
    join = online_window(qtbot, tmp_path / "bo", server, "Bo")
    ada, bo = window_of(invite), window_of(join)
    try:
        start_game(qtbot, invite, join)
        qtbot.waitUntil(lambda: ada.online.active and bo.online.active, timeout=WAIT_MS)
        white, black = (ada, bo) if ada.controller.is_human_turn() else (bo, ada)
        white.controller.play(Move.parse("E3"))
        qtbot.waitUntil(lambda: black.controller.game.ply == 1, timeout=WAIT_MS)
        # Black's peer dies: Black's window says so at once, White's once it hears nothing
        session = black.online.session
        assert session is not None and session._client is not None
        session._client._process.kill()

        def says(window: MainWindow, link: Link) -> bool:
            return window.online.bar.state.text() == link_text(link)

        for window in (black, white):
            qtbot.waitUntil(partial(says, window, Link.LOST), timeout=WAIT_MS)
            assert window.online.bar.reconnect.isVisible()
        assert black.controller.play(Move.parse("F4")) is not None  # played, sent on resume
        for window in (black, white):
            qtbot.mouseClick(window.online.bar.reconnect, Qt.MouseButton.LeftButton)
        for window in (black, white):
            qtbot.waitUntil(partial(says, window, Link.CONNECTED), timeout=WAIT_MS)
        moves = [str(m) for m in white.controller.game.moves]
        qtbot.waitUntil(lambda: [str(m) for m in black.controller.game.moves] == moves)
        mover = white if white.controller.is_human_turn() else black
        other = black if mover is white else white
        mover.controller.play(mover.controller.game.legal_moves()[0])
        qtbot.waitUntil(
            lambda: other.controller.game.ply == mover.controller.game.ply, timeout=WAIT_MS
        )
    finally:
        ada.close()
        bo.close()


class ShiftedClock:
    """``time`` for app.online.session, whose monotonic clock the test moves on."""

    def __init__(self) -> None:
        self.ahead = 0.0

    def monotonic(self) -> float:
        return time.monotonic() + self.ahead


def test_a_flag_fall_is_the_same_in_both_windows_and_the_game_can_be_reviewed(
    qtbot: QtBot, tmp_path: Path, server: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = ShiftedClock()
    monkeypatch.setattr(session_module, "time", clock)
    invite = online_window(qtbot, tmp_path / "ada", server, "Ada")
    join = online_window(qtbot, tmp_path / "bo", server, "Bo")
    ada, bo = window_of(invite), window_of(join)
    try:
        invite.colour.setCurrentIndex(0)  # Ada plays White
        invite.minutes.setValue(1)
        start_game(qtbot, invite, join)
        qtbot.waitUntil(lambda: ada.online.active and bo.online.active, timeout=WAIT_MS)
        for ply, (window, move) in enumerate(((ada, "E3"), (bo, "F4"), (ada, "A1")), 1):
            window.controller.play(Move.parse(move))
            qtbot.waitUntil(partial(lambda n: bo.controller.game.ply == n, ply), timeout=WAIT_MS)
            qtbot.waitUntil(partial(lambda n: ada.controller.game.ply == n, ply), timeout=WAIT_MS)
        # Bo thinks past his minute: his own window says so at zero, Ada's claims it after the
        # grace; each hears the other's claim after its own, and both record the same end
        clock.ahead = 61.0 + FLAG_GRACE_S
        qtbot.waitUntil(
            lambda: ada.controller.game.is_over and bo.controller.game.is_over, timeout=WAIT_MS
        )
        for window in (ada, bo):
            result = window.controller.game.result
            assert result is not None and result.termination is Termination.TIME
            assert result.outcome is Outcome.WHITE_WINS
            assert [str(m) for m in window.controller.game.moves] == ["E3", "F4", "A1"]
            assert not window.online.active
        assert ada.panel.status.text() == bo.panel.status.text()
        assert ada.panel.status.text() == "Black ran out of time: white wins"
        # the review is there after the game, as after any other
        for window in (ada, bo):
            window.review.start()
            review = window.review.game_review
            qtbot.waitUntil(partial(lambda r: r.active and not r.running, review), timeout=120_000)
            assert len(review.judged()) == len(review.plies) == 3
            assert window.review.dock.isVisible()
    finally:
        ada.close()
        bo.close()


def test_the_other_side_closing_its_window_is_told_and_waiting_can_stop(
    qtbot: QtBot, tmp_path: Path, server: str
) -> None:
    invite = online_window(qtbot, tmp_path / "ada", server, "Ada")
    join = online_window(qtbot, tmp_path / "bo", server, "Bo")
    ada, bo = window_of(invite), window_of(join)
    try:
        invite.colour.setCurrentIndex(0)  # Ada plays White
        start_game(qtbot, invite, join)
        qtbot.waitUntil(lambda: ada.online.active and bo.online.active, timeout=WAIT_MS)
        ada.controller.play(Move.parse("E3"))
        qtbot.waitUntil(lambda: bo.controller.game.ply == 1, timeout=WAIT_MS)
        bo.controller.play(Move.parse("F4"))
        qtbot.waitUntil(lambda: ada.controller.game.ply == 2, timeout=WAIT_MS)
        bo.close()  # Bo's goodbye: Ada is told at once, not left waiting
        bar = ada.online.bar
        qtbot.waitUntil(lambda: bar.state.text() == "\u2068Bo\u2069 left the game", timeout=WAIT_MS)
        assert bar.reconnect.isVisible() and bar.stop.isVisible()
        session = ada.online.session
        assert session is not None and session.link is Link.LEFT
        qtbot.mouseClick(bar.stop, Qt.MouseButton.LeftButton)
        assert "Continue online when your friend is back" in bar.state.text()
        assert not bar.stop.isVisible() and not bar.reconnect.isVisible()
        assert bar.resume.isVisible()  # it can go on later, from here or from My games
        assert not bar.resign.isEnabled()
        said: list[str] = []
        ada.controller.message.connect(said.append)
        assert ada.controller.play(Move.parse("A1")) is None  # nothing more is played
        assert said == [refusal_text(Refusal.NOT_CONNECTED)]
        assert "Continue online" in said[0]
        assert ada.controller.game.ply == 2
        assert ada.library is not None
        kept = [entry.record for entry in ada.library.entries()]
        assert [(r.site, r.black, [str(m) for m in r.moves]) for r in kept if r] == [
            ("online", "Bo", ["E3", "F4"])
        ]
    finally:
        ada.close()
        bo.close()


def test_a_chat_line_keeps_its_text_as_written_in_every_language(qtbot: QtBot) -> None:
    assert chat_line("Ada", "%1 %2 ok") == "\u2068Ada\u2069: \u2068%1 %2 ok\u2069"
    with language("fr"):
        assert chat_line("Ada", "salut") == "\u2068Ada\u2069 : \u2068salut\u2069"


@pytest.mark.parametrize("code", ["en", "fr"])
def test_another_protocol_version_says_which_side_installs_what(qtbot: QtBot, code: str) -> None:
    from engine.online.match import BreakKind, Broken
    from engine.online.messages import PROTOCOL_VERSION
    from engine.online.terms import app_version

    newer = Broken(BreakKind.VERSION, theirs=PROTOCOL_VERSION + 1, app_version="9.1")
    older = Broken(BreakKind.VERSION, theirs=PROTOCOL_VERSION - 1, app_version="0.0.1")
    with language(code):
        said = broken_text(newer), broken_text(older)
    assert said[0] != said[1] and not any("%" in text for text in said)
    assert said[0].count("9.1") == 2  # theirs, to install here
    assert "0.0.1" in said[1] and app_version() in said[1]  # theirs, and ours for them
    if code == "en":
        assert said[0].endswith("install DVONN 3D 9.1 or later to play each other.")
        assert "your friend needs to install DVONN 3D" in said[1]


def test_a_windows_invitation_ends_after_five_wrong_codes(qtbot: QtBot) -> None:
    session = OnlineSession(Role.INVITER, "Ada", None)
    tried: list[None] = []
    failed: list[Failure] = []
    session.wrong_code_tried.connect(lambda: tried.append(None))
    session.failed.connect(lambda failure, words: failed.append(failure))
    for _ in range(5):
        session._on_event(Line(EventKind.WRONG_CODE))  # the peer's event, as it arrives
    assert len(tried) == 4 and failed == [Failure.GUESSED]
    assert session.link is Link.CLOSED
    assert "Invite again for a new code" in failure_text(Failure.GUESSED)


def test_a_cancelled_invitation_ends_its_peer_without_the_window_waiting(
    qtbot: QtBot, tmp_path: Path, server: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    invite = online_window(qtbot, tmp_path / "ada", server, "Ada")
    ada = window_of(invite)
    try:
        qtbot.mouseClick(invite.invite_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: invite.invitation.text() != "", timeout=WAIT_MS)
        session = invite.session
        assert session is not None and session._client is not None
        process = session._client._process
        ended: list[QProcess.ExitStatus] = []
        process.finished.connect(lambda code, status: ended.append(status))
        waited: list[int] = []
        monkeypatch.setattr(QProcess, "waitForFinished", lambda self, ms=30000: waited.append(ms))
        invite.done(0)  # Cancel: the invitation is given up
        assert waited == []  # the window goes on at once
        qtbot.waitUntil(lambda: bool(ended), timeout=5000)
        assert ended == [QProcess.ExitStatus.NormalExit]  # after its goodbye, not killed
    finally:
        ada.close()
