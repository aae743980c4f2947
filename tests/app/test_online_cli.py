"""``dvonn-engine online`` (engine.online.runner) through a real magic-wormhole connection, a
mailbox server on the loopback address: two command-line peers play a whole game with a clock
to its end and print the same game; a computer level and a person typing moves play a scripted
peer (a Match of the test's own through a peer process); a wrong code; Ctrl+C."""

from __future__ import annotations

import io
import os
import queue
import random
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from typing import TextIO, cast

import pytest

from engine.game import Game
from engine.moves import Move
from engine.online.match import Match, Role, Stage
from engine.online.messages import Message, Propose, Setup, write_message
from engine.online.runner import OnlineRun, Options
from engine.online.terms import make_terms
from engine.online.wire import Command, EventKind
from engine.pieces import Color
from tests.app.mailbox_server import REPO, WAIT_S, Lines, PeerProcess, mailbox_server

FAST = ("--ping", "0.2", "--lost", "1.0", "--answer-wait", "2")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with mailbox_server(tmp_path_factory.mktemp("mailbox")) as url:
        yield url


class Cli:
    """``python -m engine online ARGS``: its lines read as they come."""

    def __init__(self, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "engine", "online", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=REPO,
            env={**os.environ, "PYTHONPATH": str(REPO)},
        )
        assert self.process.stdout is not None and self.process.stderr is not None
        self.lines = Lines(self.process.stdout)
        self.errors = Lines(self.process.stderr)
        self.said: list[str] = []

    def line(self, timeout: float = WAIT_S) -> str:
        data = self.lines.next(timeout)
        assert data is not None, ("ended", self.said[-5:], self.errors.seen[-5:])
        text = data.decode().rstrip("\n")
        self.said.append(text)
        return text

    def until(self, prefix: str, timeout: float = WAIT_S) -> str:
        """The first line from now on that starts with ``prefix``."""
        deadline = time.monotonic() + timeout
        while not (text := self.line(max(0.1, deadline - time.monotonic()))).startswith(prefix):
            pass
        return text

    def rest(self, timeout: float = 120.0) -> list[str]:
        """Every line to the end of its output."""
        found: list[str] = []
        while (data := self.lines.next(timeout)) is not None:
            found.append(data.decode().rstrip("\n"))
        self.said += found
        return found

    def type(self, text: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(text.encode() + b"\n")
        self.process.stdin.flush()

    def ends(self, timeout: float = WAIT_S) -> int:
        return self.process.wait(timeout)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()


@pytest.fixture
def clis() -> Iterator[list[Cli]]:
    started: list[Cli] = []
    yield started
    for cli in started:
        cli.stop()


def replayed(said: list[str]) -> list[str]:
    """The moves a command's lines say were played, its takebacks applied."""
    moves: list[str] = []
    for text in said:
        word, *values = text.split(" ")
        if word == "move":
            assert int(values[0]) == len(moves) + 1, said
            moves.append(values[2])
        elif word == "takeback":
            del moves[int(values[0]) :]
    return moves


def test_two_command_lines_play_a_whole_game_with_a_clock(clis: list[Cli], server: str) -> None:
    inviter = Cli("invite", "--level", "1", "--minutes", "5", "--increment", "1",
                  "--color", "black", "--server", server)  # fmt: skip
    clis.append(inviter)
    code = inviter.line().split(" ")
    assert code[0] == "code" and len(code) == 2
    joiner = Cli("join", code[1].upper().replace("-", " "), "--level", "1", "--name", "Bo",
                 "--server", server)  # fmt: skip
    clis.append(joiner)
    assert inviter.line() == "connected" and joiner.line() == "connected"
    assert inviter.line() == "opponent Bo"
    assert joiner.line() == "opponent Newcomer (level 1)"
    assert inviter.line().startswith("start black standard ")
    start = joiner.line().split(" ")
    assert start[:2] == ["start", "white"] and start[4:] == ["5", "1"]
    ends = inviter.rest(), joiner.rest()
    assert inviter.ends() == 0 and joiner.ends() == 0, (ends, inviter.errors.seen)
    games = replayed(inviter.said), replayed(joiner.said)
    assert games[0] == games[1] and len(games[0]) > 60
    results = [[text for text in cli.said if text.startswith("result ")] for cli in clis]
    assert results[0] == results[1] and len(results[0]) == 1
    game = Game(clock_minutes=5)
    for move in games[0]:
        game.play(Move.parse(move))
    assert game.result is not None
    winner = "draw" if game.result.winner is None else str(game.result.winner)
    white, black = game.result.score
    assert results[0][0] == f"result {winner} normal {white}-{black}"
    # every line is one the contract names
    for text in inviter.said + joiner.said:
        assert text.split(" ")[0] in {"code", "connected", "opponent", "start", "move", "result"}


class Scripted:
    """The test's own side: a Match through a peer process, moves chosen at random."""

    def __init__(self, server: str, role: Role, name: str) -> None:
        self.peer = PeerProcess(server, *FAST)
        self.match = Match(role, name)
        self.began = time.monotonic()

    def now(self) -> float:
        return time.monotonic() - self.began

    def send(self, messages: tuple[Message, ...]) -> None:
        for message in messages:
            self.peer.send(Command.SEND, write_message(message))

    def arrive(self) -> None:
        event = self.peer.event()
        assert event.kind is EventKind.RECEIVED, event
        exchange = self.match.receive(event.value, self.now())
        assert self.match.stage is not Stage.BROKEN, self.match.broken
        self.send(exchange.send)


def test_a_computer_level_plays_a_scripted_peer(clis: list[Cli], server: str) -> None:
    ours = Scripted(server, Role.INVITER, "Script")
    try:
        ours.peer.send(Command.INVITE)
        (code,) = ours.peer.expect(EventKind.CODE)
        cli = Cli("join", code.value, "--level", "2", "--server", server)
        clis.append(cli)
        ours.peer.expect(EventKind.CONNECTED)
        ours.send(ours.match.hello().send)
        ours.send(ours.match.propose(
            Propose(Color.WHITE, False, Setup.RANDOM, 99, 0, 0, "7005555-ring-jump")).send
        )  # fmt: skip
        ours.arrive()  # hello
        ours.arrive()  # accept
        assert ours.match.stage is Stage.PLAYING
        chooser = random.Random(5)
        while (game := ours.match.game) is not None and not game.is_over:
            if ours.match.our_turn:
                ours.send(ours.match.play(chooser.choice(game.legal_moves()), ours.now()).send)
            else:
                ours.arrive()
        cli.rest()
        assert cli.ends() == 0
        assert cli.said[:3] == ["connected", "opponent Script", "start black random 99 0 0"]
        assert game is not None and game.result is not None
        assert replayed(cli.said) == [str(move) for move in game.moves]
        assert cli.said[-1].startswith("result ")
        ours.peer.expect(EventKind.LEFT, EventKind.CLOSED)
    finally:
        ours.peer.stop()


def test_a_person_types_moves_against_a_scripted_peer(clis: list[Cli], server: str) -> None:
    cli = Cli("invite", "--color", "white", "--name", "Ada", "--server", server)
    clis.append(cli)
    code = cli.line().split(" ")[1]
    theirs = Scripted(server, Role.JOINER, "Bo")
    try:
        theirs.peer.send(Command.JOIN, code)
        theirs.peer.expect(EventKind.CONNECTED)
        theirs.send(theirs.match.hello().send)
        theirs.arrive()  # hello
        theirs.arrive()  # the terms
        theirs.send(theirs.match.accept(theirs.now()).send)
        assert cli.until("start ").startswith("start white standard ")
        assert cli.line() == "your-turn 1"
        cli.type("Z9")  # not a cell: said on stderr, the turn stays ours
        assert "not a move" in cli.errors.next().decode()  # type: ignore[union-attr]
        cli.type("e3")
        assert cli.line() == "move 1 white E3"
        theirs.arrive()
        cli.type("say good luck")
        theirs.arrive()
        assert theirs.match.their_name == "Ada"
        theirs.send(theirs.match.say("you too\u202e").send)
        assert cli.line() == "chat you too\u202e"
        theirs.send(theirs.match.play(Move.parse("F3"), theirs.now()).send)
        assert cli.line() == "move 2 black F3"
        assert cli.line() == "your-turn 3"
        cli.type("resign")
        assert cli.line() == "result black resignation 0-0"
        assert cli.ends() == 0
        theirs.arrive()
        assert theirs.match.stage is Stage.OVER
    finally:
        theirs.peer.stop()


def test_a_wrong_code_fails_once_and_ctrl_c_ends_the_invitation(
    clis: list[Cli], server: str
) -> None:
    inviter = Cli("invite", "--level", "3", "--server", server)
    clis.append(inviter)
    nameplate = inviter.line().split(" ")[1].split("-")[0]
    wrong = Cli("join", f"{nameplate}-aardvark-absurd", "--server", server)
    clis.append(wrong)
    assert wrong.rest() == ["failed wrong-code"]
    assert wrong.ends() == 1
    assert inviter.line() == "wrong-code"
    inviter.process.send_signal(signal.SIGINT)
    assert inviter.ends() == 130
    assert inviter.rest() == []
    assert inviter.errors.next() == b"dvonn-engine online: interrupted\n"


def test_a_bad_code_is_a_usage_error(clis: list[Cli]) -> None:
    cli = Cli("join", "crossover-7")
    clis.append(cli)
    assert cli.ends() == 2
    assert cli.rest() == []


class Said:
    """What an ``OnlineRun`` in this process prints, a line at a time."""

    def __init__(self) -> None:
        self.queue: queue.Queue[str] = queue.Queue()
        self.said: list[str] = []
        self._part = ""

    def write(self, text: str) -> int:
        self._part += text
        while "\n" in self._part:
            line, self._part = self._part.split("\n", 1)
            self.queue.put(line)
        return len(text)

    def flush(self) -> None:
        pass

    def until(self, prefix: str, timeout: float = WAIT_S) -> str:
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = self.queue.get(timeout=max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"no {prefix!r} after {self.said[-5:]}") from None
            self.said.append(line)
            if line.startswith(prefix):
                return line

    def rest(self) -> list[str]:
        while not self.queue.empty():
            self.said.append(self.queue.get())
        return self.said


def test_a_command_line_waits_at_the_resume_code_once_the_other_side_falls_silent(
    server: str,
) -> None:
    """The joiner's connection drops (its peer process killed): it goes to the resume code
    at once; the inviter hears nothing (lost), and once silent long enough goes there too,
    so the two meet and play the game to its end."""
    peer = ("--ping", "0.2", "--lost", "1.0", "--answer-wait", "30")
    terms = make_terms(Color.WHITE, Setup.STANDARD, 5, 1)
    outs = Said(), Said()
    statuses: list[int] = []
    inviter = OnlineRun(
        Options(Role.INVITER, "", terms, 1, "Ada", server, peer, resume_after_lost_s=1.0),
        cast(TextIO, outs[0]),
        io.StringIO(),
    )
    threads = [threading.Thread(target=lambda: statuses.append(inviter.run()), daemon=True)]
    threads[0].start()
    code = outs[0].until("code ").split(" ")[1]
    joiner = OnlineRun(
        Options(Role.JOINER, code, None, 1, "Bo", server, peer),
        cast(TextIO, outs[1]),
        io.StringIO(),
    )
    threads.append(threading.Thread(target=lambda: statuses.append(joiner.run()), daemon=True))
    threads[1].start()
    outs[1].until("move 10 ")
    assert joiner.peer is not None
    joiner.peer.process.kill()  # the joiner's link is gone, without a goodbye
    outs[1].until("reconnecting")
    outs[0].until("lost")
    outs[0].until("reconnecting")  # silent for a second: to the resume code
    assert outs[0].until("resumed ") == outs[1].until("resumed ")
    for thread in threads:
        thread.join(120)
    assert statuses == [0, 0], (outs[0].rest()[-5:], outs[1].rest()[-5:])
    games = replayed(outs[0].rest()), replayed(outs[1].rest())
    assert games[0] == games[1] and len(games[0]) > 60
    results = [[line for line in out.said if line.startswith("result ")] for out in outs]
    assert results[0] == results[1] and len(results[0]) == 1


def test_an_invitation_ends_after_five_wrong_codes(clis: list[Cli], server: str) -> None:
    inviter = Cli("invite", "--level", "3", "--server", server)
    clis.append(inviter)
    nameplate = inviter.line().split(" ")[1].split("-")[0]
    for attempt in range(5):
        wrong = Cli("join", f"{nameplate}-aardvark-absurd", "--server", server)
        clis.append(wrong)
        assert wrong.rest() == ["failed wrong-code"] and wrong.ends() == 1
        expected = "wrong-code" if attempt < 4 else "failed wrong-codes"
        assert inviter.line() == expected
    assert inviter.ends() == 1  # nobody can go on guessing it
