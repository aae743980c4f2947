"""The headless online peer (app.online.peer) over a real magic-wormhole connection, through a
mailbox server started on the loopback address: invite and join, a wrong code that fails
once while the invitation stays open, a whole game with a clock played by two matches
through two peers, a lost connection and its return, resuming with a code, and what a
hostile window or peer gets (the end, cleanly)."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.online.peer import default_server
from engine.game import Termination
from engine.online.match import Match, Role, Stage
from engine.online.messages import Message, Propose, Setup, write_message
from engine.online.wire import MAX_LINE, Command, EventKind
from engine.pieces import Color
from tests.app.mailbox_server import REPO, PeerProcess, mailbox_server

FAST = ("--ping", "0.2", "--lost", "1.0", "--answer-wait", "2")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with mailbox_server(tmp_path_factory.mktemp("mailbox")) as url:
        yield url


@pytest.fixture
def peers(server: str) -> Iterator[list[PeerProcess]]:
    started: list[PeerProcess] = []
    yield started
    for peer in started:
        peer.stop()


def start(peers: list[PeerProcess], server: str, *options: str) -> PeerProcess:
    peer = PeerProcess(server, *options)
    peers.append(peer)
    return peer


def connected_pair(peers: list[PeerProcess], server: str) -> tuple[PeerProcess, PeerProcess]:
    inviter, joiner = start(peers, server, *FAST), start(peers, server, *FAST)
    inviter.send(Command.INVITE)
    (code,) = inviter.expect(EventKind.CODE)
    joiner.send(Command.JOIN, code.value)
    inviter.expect(EventKind.CONNECTED)
    joiner.expect(EventKind.CONNECTED)
    return inviter, joiner


def test_the_default_server_is_the_librarys_public_one() -> None:
    from wormhole.cli.public_relay import RENDEZVOUS_RELAY

    assert default_server() == RENDEZVOUS_RELAY


def test_the_peer_runs_without_qt() -> None:
    found = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, app.online.peer, engine.online.wire; "
            "print(sorted(m for m in sys.modules if m.startswith(('PyQt', 'OpenGL', 'numpy'))))",
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    )
    assert found.stdout.strip() == "[]"


def test_a_wrong_code_fails_once_and_the_invitation_stays_open(
    peers: list[PeerProcess], server: str
) -> None:
    inviter = start(peers, server, *FAST)
    inviter.send(Command.INVITE)
    (code,) = inviter.expect(EventKind.CODE)
    nameplate, _, words = code.value.partition("-")
    assert nameplate.isdigit() and words.count("-") == 1
    wrong = start(peers, server, *FAST)
    wrong.send(Command.JOIN, f"{nameplate}-aardvark-absurd")
    wrong.expect(EventKind.WRONG_CODE, EventKind.CLOSED)
    assert wrong.ends() == 0
    inviter.expect(EventKind.WRONG_CODE)
    right = start(peers, server, *FAST)
    right.send(Command.JOIN, code.value)
    right.expect(EventKind.CONNECTED)
    inviter.expect(EventKind.CONNECTED)
    right.send(Command.SEND, '{"kind":"chat","text":"at last"}')
    assert inviter.expect(EventKind.RECEIVED)[0].value == '{"kind":"chat","text":"at last"}'


def test_a_code_nobody_holds_gets_no_answer(peers: list[PeerProcess], server: str) -> None:
    lonely = start(peers, server, *FAST)
    lonely.send(Command.JOIN, "987654-nobody-here")
    lonely.expect(EventKind.NO_ANSWER, EventKind.CLOSED)
    assert lonely.ends() == 0


def test_two_peers_play_a_whole_game_with_a_clock(peers: list[PeerProcess], server: str) -> None:
    inviter_peer, joiner_peer = connected_pair(peers, server)
    sides = {
        Role.INVITER: (Match(Role.INVITER, "Ada"), inviter_peer),
        Role.JOINER: (Match(Role.JOINER, "Bo"), joiner_peer),
    }
    started = time.monotonic()

    def now() -> float:
        return time.monotonic() - started

    def send(peer: PeerProcess, messages: tuple[Message, ...]) -> None:
        for message in messages:
            peer.send(Command.SEND, write_message(message))

    def arrive(role: Role, count: int = 1) -> None:
        match, peer = sides[role]
        for _ in range(count):
            event = peer.event()
            assert event.kind is EventKind.RECEIVED, event
            exchange = match.receive(event.value, now())
            assert match.stage is not Stage.BROKEN, exchange
            send(peer, exchange.send)

    for match, peer in sides.values():
        send(peer, match.hello().send)
    terms = Propose(Color.BLACK, True, Setup.STANDARD, 0, 10, 1, "7001234-apple-pie")
    send(inviter_peer, sides[Role.INVITER][0].propose(terms).send)
    arrive(Role.JOINER, 2)  # hello, the terms
    send(joiner_peer, sides[Role.JOINER][0].accept(now()).send)
    arrive(Role.INVITER, 2)  # hello, accept
    chooser = random.Random(3)
    inviter, joiner = sides[Role.INVITER][0], sides[Role.JOINER][0]
    assert inviter.color is Color.BLACK and joiner.color is Color.WHITE
    while (game := joiner.game) is not None and not game.is_over:
        role = Role.INVITER if game.position.turn is inviter.color else Role.JOINER
        match, peer = sides[role]
        assert match.game is not None
        send(peer, match.play(chooser.choice(match.game.legal_moves()), now()).send)
        arrive(Role.JOINER if role is Role.INVITER else Role.INVITER)
    assert inviter.game is not None and joiner.game is not None
    assert inviter.game.moves == joiner.game.moves and len(joiner.game.moves) > 60
    assert inviter.game.result == joiner.game.result is not None
    assert joiner.game.result is not None
    assert joiner.game.result.termination is Termination.NORMAL
    assert inviter.game.clocks() == joiner.game.clocks()
    inviter_peer.send(Command.CLOSE)
    inviter_peer.expect(EventKind.CLOSED)
    joiner_peer.expect(EventKind.LEFT, EventKind.CLOSED)
    assert inviter_peer.ends() == 0 and joiner_peer.ends() == 0


def test_a_silent_side_is_lost_then_back(peers: list[PeerProcess], server: str) -> None:
    inviter, joiner = connected_pair(peers, server)
    joiner.process.send_signal(signal.SIGSTOP)
    try:
        inviter.expect(EventKind.LOST, timeout=10)
    finally:
        joiner.process.send_signal(signal.SIGCONT)
    inviter.expect(EventKind.BACK, timeout=10)
    joiner.send(Command.SEND, '{"kind":"chat","text":"sorry"}')
    assert inviter.expect(EventKind.RECEIVED)[0].value == '{"kind":"chat","text":"sorry"}'


def test_a_killed_side_is_lost_and_both_resume_with_the_resume_code(
    peers: list[PeerProcess], server: str
) -> None:
    inviter, joiner = connected_pair(peers, server)
    joiner.process.kill()
    inviter.expect(EventKind.LOST, timeout=10)
    inviter.send(Command.CLOSE)
    inviter.expect(EventKind.CLOSED)
    assert inviter.ends() == 0
    again = [start(peers, server, *FAST) for _ in range(2)]
    for peer in again:
        peer.send(Command.RESUME, "7004242-resume-code-1")
    for peer in again:
        peer.expect(EventKind.CONNECTED)
    again[0].send(Command.SEND, '{"kind":"resume","moves":[]}')
    assert again[1].expect(EventKind.RECEIVED)[0].value == '{"kind":"resume","moves":[]}'


@pytest.mark.parametrize(
    ("line", "why"),
    [
        (b"not json\n", "not a command"),
        (b'{"kind":"launch"}\n', "not a command"),
        (b'{"kind":"send","text":"too early"}\n', "not a command now"),
        (b"x" * (MAX_LINE + 10) + b"\n", "longer"),
    ],
)
def test_a_line_that_is_not_a_command_ends_the_peer(
    peers: list[PeerProcess], server: str, line: bytes, why: str
) -> None:
    peer = start(peers, server, *FAST)
    peer.write(line)
    failed, _ = peer.expect(EventKind.FAILED, EventKind.CLOSED)
    assert why in failed.value
    assert peer.ends() == 0


def test_the_peer_ends_when_the_window_goes(peers: list[PeerProcess], server: str) -> None:
    inviter, joiner = connected_pair(peers, server)
    assert inviter.process.stdin is not None
    inviter.process.stdin.close()  # the window died: the end of the peer's input
    assert inviter.ends() == 0
    joiner.expect(EventKind.LEFT, EventKind.CLOSED)


@pytest.mark.parametrize(
    ("frame", "reason"),
    [(b"z", "malformed"), (b"m\xff\xfe", "malformed"), (b"m" + b"x" * 20_000, "oversized")],
    ids=["unknown kind", "not UTF-8", "too long"],
)
def test_a_hostile_peers_frames_are_refused_with_their_reason(
    peers: list[PeerProcess], server: str, frame: bytes, reason: str
) -> None:
    inviter = start(peers, server, *FAST)
    inviter.send(Command.INVITE)
    (code,) = inviter.expect(EventKind.CODE)
    hostile = subprocess.Popen(
        [
            sys.executable,
            str(Path(__file__).with_name("hostile_peer.py")),
            server,
            code.value,
            frame.hex(),
        ],
        cwd=REPO,
        env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"},
        stdout=subprocess.PIPE,
    )
    try:
        inviter.expect(EventKind.CONNECTED)
        refused, _ = inviter.expect(EventKind.REFUSED, EventKind.CLOSED)
        assert refused.value == reason  # not the other side's leaving: a refusal and why
        assert inviter.ends() == 0
        assert hostile.wait(30) == 0  # it was told goodbye
    finally:
        if hostile.poll() is None:
            hostile.kill()
        hostile.wait()
        assert hostile.stdout is not None
        hostile.stdout.close()
