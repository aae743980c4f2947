"""A hostile peer through the real wormhole: a scripted peer process of the test's own joins a
``dvonn-engine online`` invitation (a mailbox server on the loopback address), plays one honest
move, then breaks the protocol; the command refuses it, says why (``ended KIND``), keeps the
game as it stood and exits 1.  A wrong code is tests/app/test_online_cli.py's; frames that are
not this program's, test_online_peer.py's."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.online.messages import PROTOCOL_VERSION
from engine.online.wire import Command, EventKind
from tests.app.mailbox_server import REPO, PeerProcess, mailbox_server
from tests.app.test_online_cli import FAST, Cli, replayed

HELLO = {"kind": "hello", "version": PROTOCOL_VERSION, "app_version": "9", "name": "Mallory"}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with mailbox_server(tmp_path_factory.mktemp("mailbox")) as url:
        yield url


def text(body: dict[str, object]) -> str:
    return json.dumps(body, separators=(",", ":"))


def move(ply: int, played: str, used: float = 1.0) -> str:
    return text({"kind": "move", "ply": ply, "move": played, "used": used})


CASES = {
    "an illegal move": ([], "illegal_move"),  # on the cell of its own first piece
    "a move out of turn": ([move(6, "B1")], "unexpected"),
    "a move that is not one": ([move(4, "ZZ")], "illegal_move ZZ"),
    "not JSON": (["{not json"], "malformed"),
    "a missing field": ([text({"kind": "move", "ply": 4, "move": "B1"})], "malformed"),
    "a field too many": ([text({"kind": "chat", "text": "hi", "x": 1})], "malformed"),
    "a negative clock": ([move(4, "B1", -5)], "malformed"),
    "a huge message": ([text({"kind": "chat", "text": "x" * 15_000})], "oversized"),
    "a flood": ([text({"kind": "chat", "text": f"spam {n}"}) for n in range(60)], "flood"),
    "a second hello": ([text(HELLO)], "unexpected"),
    "terms to the inviter": (
        [text({"kind": "propose", "inviter_color": "white", "drawn": False, "setup": "standard",
               "seed": 1, "minutes": 0, "increment": 0, "resume_code": "7001111-ring-gipf"})],
        "unexpected",
    ),
}  # fmt: skip


@pytest.mark.parametrize("case", list(CASES))
def test_a_hostile_peer_is_refused_and_the_game_stays(server: str, case: str) -> None:
    hostile_texts, why = CASES[case]
    victim = Cli("invite", "--level", "1", "--color", "white", "--server", server)
    hostile = PeerProcess(server, *FAST)
    try:
        code = victim.line().split(" ")[1]
        hostile.send(Command.JOIN, code)
        hostile.expect(EventKind.CONNECTED)
        hostile.send(Command.SEND, text(HELLO))
        hostile.expect(EventKind.RECEIVED, EventKind.RECEIVED)  # hello, the terms
        hostile.send(Command.SEND, text({"kind": "accept"}))
        victim.until("start white standard")
        first = victim.until("move 1 white ").split(" ")[3]
        honest = "A1" if first != "A1" else "A2"
        hostile.send(Command.SEND, move(2, honest, 0.5))
        assert victim.line() == f"move 2 black {honest}"
        third = victim.until("move 3 white ").split(" ")[3]
        if not hostile_texts:  # the illegal move: a piece where its own stands
            hostile_texts, why = [move(4, honest)], f"illegal_move {honest}"
        for message in hostile_texts:
            hostile.send(Command.SEND, message)
        assert victim.until("ended ") == f"ended {why}"
        assert victim.ends() == 1
        assert replayed(victim.said) == [first, honest, third]  # the game as it stood
        assert victim.rest() == []
        hostile.expect(EventKind.RECEIVED, EventKind.RECEIVED)  # moves 1 and 3
        events = [hostile.event() for _ in range(2)]
        assert [event.kind for event in events] == [EventKind.LEFT, EventKind.CLOSED]
    finally:
        hostile.stop()
        victim.stop()


def test_an_old_protocol_version_is_told_before_anything_else(server: str) -> None:
    victim = Cli("invite", "--level", "1", "--server", server)
    hostile = PeerProcess(server, *FAST)
    try:
        code = victim.line().split(" ")[1]
        hostile.send(Command.JOIN, code)
        hostile.expect(EventKind.CONNECTED)
        old = {"kind": "hello", "version": 0, "app_version": "0.0.1 beta", "name": "x\ny"}
        hostile.send(Command.SEND, text(old))
        assert victim.line() == "connected"
        assert victim.line() == "ended version 0 0.0.1?beta"
        assert victim.ends() == 1
        assert victim.rest() == []
    finally:
        hostile.stop()
        victim.stop()


def test_a_frame_past_the_peers_limit_is_refused_as_oversized(server: str) -> None:
    """Past the 16 KB a frame may hold, the peer itself refuses it: ``ended oversized``, not
    the other side's leaving (which would wait at the resume code)."""
    victim = Cli("invite", "--level", "1", "--color", "white", "--server", server)
    steps = [
        (b"m" + text(HELLO).encode()).hex(),
        "wait:propose",
        (b"m" + text({"kind": "accept"}).encode()).hex(),
        "wait:move",
        (b"m" + b"x" * 20_000).hex(),
    ]
    script = str(Path(__file__).with_name("hostile_peer.py"))
    hostile: subprocess.Popen[bytes] | None = None
    try:
        code = victim.line().split(" ")[1]
        hostile = subprocess.Popen(
            [sys.executable, script, server, code, *steps],
            cwd=REPO,
            env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"},
            stdout=subprocess.DEVNULL,
        )
        first = victim.until("move 1 white ").split(" ")[3]
        assert victim.until("ended ") == "ended oversized"
        assert victim.ends() == 1
        assert replayed(victim.said) == [first]  # the game as it stood
        assert not any(line.startswith("reconnecting") for line in victim.rest())
        assert hostile.wait(30) == 0  # told goodbye
    finally:
        victim.stop()
        if hostile is not None and hostile.poll() is None:
            hostile.kill()
            hostile.wait()
