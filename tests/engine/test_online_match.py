"""Two sides of an online game (engine.online.match) joined in memory: agreement, moves
checked by the rules, clocks and flag falls, resignation, takebacks, chat, resuming after a
lost connection, and every hostile text refused with the game as it stood."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.game import Termination
from engine.moves import Move
from engine.online.match import (
    FLAG_GRACE_S,
    BreakKind,
    Broken,
    Chatted,
    Declined,
    Ended,
    Event,
    Exchange,
    Finished,
    Greeted,
    Match,
    Moved,
    NotNow,
    Proposed,
    Resumed,
    Role,
    Stage,
    Started,
    TakebackDeclined,
    TakebackOffered,
    TakenBack,
)
from engine.online.messages import (
    PROTOCOL_VERSION,
    MoveMade,
    Propose,
    Resume,
    Setup,
    write_message,
)
from engine.online.saved import charged_moves
from engine.pieces import Color
from engine.rules import Outcome

TERMS = Propose(Color.WHITE, False, Setup.STANDARD, 0, 5, 2, "4711-resume-code")


@dataclass
class Side:
    match: Match
    inbox: list[str] = field(default_factory=list)  # texts on their way to this side
    events: list[Event] = field(default_factory=list)


@dataclass
class Pair:
    """An inviter and a joiner whose messages travel when ``deliver`` says."""

    inviter: Side
    joiner: Side
    now: float = 0.0

    def other(self, side: Side) -> Side:
        return self.joiner if side is self.inviter else self.inviter

    def apply(self, side: Side, step: Exchange) -> None:
        side.events += step.events
        self.other(side).inbox += [write_message(message) for message in step.send]

    def deliver(self, side: Side | None = None) -> None:
        """Every text on its way (to ``side`` only, if given), until none is left."""
        while True:
            targets = [side] if side is not None else [self.inviter, self.joiner]
            pending = [target for target in targets if target.inbox]
            if not pending:
                return
            for target in pending:
                text = target.inbox.pop(0)
                self.apply(target, target.match.receive(text, self.now))


def started(terms: Propose = TERMS) -> Pair:
    pair = Pair(Side(Match(Role.INVITER, "Ada", "0.1.0")), Side(Match(Role.JOINER, "Bo")))
    for side in (pair.inviter, pair.joiner):
        pair.apply(side, side.match.hello())
    pair.apply(pair.inviter, pair.inviter.match.propose(terms))
    pair.deliver()
    assert Greeted("Bo") in pair.inviter.events and Greeted("Ada") in pair.joiner.events
    assert Proposed(terms) in pair.joiner.events
    pair.apply(pair.joiner, pair.joiner.match.accept(pair.now))
    pair.deliver()
    return pair


def side_of(pair: Pair, color: Color) -> Side:
    return pair.inviter if pair.inviter.match.color is color else pair.joiner


def move(pair: Pair, text: str, seconds: float = 1.0) -> Side:
    """The side to move plays ``text`` after ``seconds``; delivered."""
    game = pair.inviter.match.game
    assert game is not None
    side = side_of(pair, game.position.turn)
    pair.now += seconds
    pair.apply(side, side.match.play(Move.parse(text), pair.now))
    pair.deliver()
    return side


def moves_of(side: Side) -> list[str]:
    assert side.match.game is not None
    return [str(m) for m in side.match.game.moves]


def test_the_joiner_sees_the_terms_and_both_start() -> None:
    terms = Propose(Color.BLACK, True, Setup.RANDOM, 77, 0, 0, "9-x-y")
    pair = started(terms)
    assert Started(terms, Color.BLACK) in pair.inviter.events
    assert Started(terms, Color.WHITE) in pair.joiner.events
    assert pair.inviter.match.game is not None and pair.joiner.match.game is not None
    assert pair.inviter.match.game.start == pair.joiner.match.game.start
    assert pair.inviter.match.game.start.phase.name == "MOVEMENT"
    assert pair.inviter.match.clock_left(0.0) is None


def test_a_declined_proposal_can_be_followed_by_another() -> None:
    pair = Pair(Side(Match(Role.INVITER, "Ada")), Side(Match(Role.JOINER, "Bo")))
    for side in (pair.inviter, pair.joiner):
        pair.apply(side, side.match.hello())
    pair.apply(pair.inviter, pair.inviter.match.propose(TERMS))
    pair.deliver()
    pair.apply(pair.joiner, pair.joiner.match.decline())
    pair.deliver()
    assert Declined() in pair.inviter.events
    with pytest.raises(NotNow):
        pair.joiner.match.accept(0.0)
    pair.apply(pair.inviter, pair.inviter.match.propose(TERMS))
    pair.deliver()
    pair.apply(pair.joiner, pair.joiner.match.accept(0.0))
    pair.deliver()
    assert pair.inviter.match.stage is Stage.PLAYING is pair.joiner.match.stage


def test_a_whole_game_with_a_clock_ends_the_same_on_both_sides() -> None:
    pair = started()
    chooser = random.Random(5)
    while (game := pair.inviter.match.game) is not None and not game.is_over:
        move(pair, str(chooser.choice(game.legal_moves())), seconds=0.5)
    a, b = pair.inviter.match.game, pair.joiner.match.game
    assert a is not None and b is not None
    assert moves_of(pair.inviter) == moves_of(pair.joiner)
    assert a.result == b.result and a.result is not None
    assert a.result.termination is Termination.NORMAL
    assert a.clocks() == b.clocks()
    # 0.5 s a move, 2 s back each time: the clocks grew
    assert a.clocks() is not None and min(a.clocks() or (0, 0)) > 300.0
    assert any(isinstance(event, Finished) for event in pair.joiner.events)
    assert pair.inviter.match.stage is Stage.OVER


def test_an_illegal_move_ends_the_connection_with_the_game_as_it_stood() -> None:
    pair = started()
    move(pair, "E3")
    joiner = pair.joiner
    for text, kind in [
        (write_message(MoveMade(2, "E3", 1.0)), BreakKind.ILLEGAL_MOVE),  # occupied
        (write_message(MoveMade(2, "Z9", 1.0)), BreakKind.ILLEGAL_MOVE),
        (write_message(MoveMade(5, "A1", 1.0)), BreakKind.UNEXPECTED),  # out of order
        ("{not json", BreakKind.MALFORMED),
        ("x" * 100_000, BreakKind.OVERSIZED),
        (
            f'{{"kind":"hello","version":{PROTOCOL_VERSION + 1},"app_version":"9.0","name":"x"}}',
            BreakKind.VERSION,
        ),
    ]:
        match = Match(Role.INVITER, "Ada")
        match.receive(write_message(joiner.match.hello().send[0]), 0.0)
        match.propose(TERMS)
        match.receive('{"kind":"accept"}', 0.0)
        match.play(Move.parse("E3"), 1.0)
        step = match.receive(text, 2.0)
        assert len(step.events) == 1 and isinstance(step.events[0], Ended)
        assert step.events[0].broken.kind is kind
        assert match.stage is Stage.BROKEN and match.game is not None
        assert [str(m) for m in match.game.moves] == ["E3"]
        assert match.receive(write_message(MoveMade(2, "A1", 1.0)), 3.0) == Exchange()


def test_a_move_out_of_turn_is_refused() -> None:
    pair = started()
    white = side_of(pair, Color.WHITE)
    black = side_of(pair, Color.BLACK)
    with pytest.raises(NotNow):
        black.match.play(Move.parse("E3"), 1.0)
    step = black.match.receive(write_message(MoveMade(1, "E3", 1.0)), 1.0)
    assert step.events == (Moved(step.events[0].transition, 1.0),)  # type: ignore[union-attr]
    step = black.match.receive(write_message(MoveMade(2, "A1", 1.0)), 1.0)
    assert isinstance(step.events[0], Ended)
    assert step.events[0].broken.kind is BreakKind.UNEXPECTED
    assert white.match.stage is Stage.PLAYING


def test_a_flood_is_refused() -> None:
    pair = started()
    match = pair.joiner.match
    steps = [match.receive('{"kind":"chat","text":"hi"}', 100.0) for _ in range(40)]
    assert any(isinstance(event, Ended) for step in steps for event in step.events)
    assert match.broken is not None and match.broken.kind is BreakKind.FLOOD


def test_resign_and_a_resignation_that_crossed_a_move() -> None:
    pair = started()
    move(pair, "E3")
    black = side_of(pair, Color.BLACK)
    pair.apply(black, black.match.resign())
    pair.deliver()
    for side in (pair.inviter, pair.joiner):
        game = side.match.game
        assert game is not None and game.result is not None
        assert game.result.termination is Termination.RESIGNATION
        assert game.result.outcome is Outcome.WHITE_WINS
        assert moves_of(side) == ["E3"]
    # Black resigns while White's second move is on its way: the resignation stands.
    pair = started()
    move(pair, "E3")
    move(pair, "F4")
    white, black = side_of(pair, Color.WHITE), side_of(pair, Color.BLACK)
    pair.apply(white, white.match.play(Move.parse("A1"), 5.0))
    pair.apply(black, black.match.resign())
    pair.deliver()
    assert moves_of(white) == moves_of(black) == ["E3", "F4"]
    for side in (white, black):
        assert side.match.game is not None and side.match.game.result is not None
        assert side.match.game.result.outcome is Outcome.WHITE_WINS


def test_a_takeback_accepted_declined_and_crossed() -> None:
    pair = started()
    move(pair, "E3")
    move(pair, "F4")
    white, black = side_of(pair, Color.WHITE), side_of(pair, Color.BLACK)
    pair.apply(black, black.match.offer_takeback())
    pair.deliver()
    assert TakebackOffered(1) in white.events
    pair.apply(white, white.match.answer_takeback(False, 3.0))
    pair.deliver()
    assert TakebackDeclined() in black.events and moves_of(black) == ["E3", "F4"]
    pair.apply(black, black.match.offer_takeback())
    pair.deliver()
    pair.apply(white, white.match.answer_takeback(True, 4.0))
    pair.deliver()
    assert TakenBack(1) in black.events and TakenBack(1) in white.events
    assert moves_of(white) == moves_of(black) == ["E3"]
    move(pair, "G3")
    # White's takeback of its move and its reply while it is White's turn: two moves back
    move(pair, "C2")
    pair.apply(white, white.match.offer_takeback())
    pair.deliver()
    pair.apply(black, black.match.answer_takeback(True, 9.0))
    pair.deliver()
    assert moves_of(white) == moves_of(black) == ["E3", "G3"]
    # Black offers while White's move is on its way: the move declines it.
    move(pair, "C2")
    move(pair, "D2")
    pair.apply(black, black.match.offer_takeback())
    pair.apply(white, white.match.play(Move.parse("A1"), 11.5))
    with pytest.raises(NotNow):
        black.match.play(Move.parse("B1"), 11.6)  # not while its offer is out (nor its turn)
    pair.deliver()
    assert white.match.stage is Stage.PLAYING is black.match.stage
    assert moves_of(white) == moves_of(black) == ["E3", "G3", "C2", "D2", "A1"]
    assert not any(isinstance(event, TakebackOffered) for event in white.events[-2:])
    move(pair, "B1")  # Black's offer was answered by the move: it plays on


def test_chat_lines() -> None:
    pair = started()
    pair.apply(pair.joiner, pair.joiner.match.say("  good\nluck \u202e" + "x" * 500))
    pair.deliver()
    said = [event for event in pair.inviter.events if isinstance(event, Chatted)]
    assert len(said) == 1 and said[0].text.startswith("good luck \u202e")
    assert len(said[0].text) == 200
    assert pair.joiner.match.say(" \n ") == Exchange()


def flag_pair() -> tuple[Pair, Side, Side]:
    pair = started(Propose(Color.WHITE, False, Setup.STANDARD, 0, 1, 0, "1-a-b"))
    return pair, side_of(pair, Color.WHITE), side_of(pair, Color.BLACK)


def test_the_waiting_side_claims_a_flag_fall_after_the_grace() -> None:
    pair, white, black = flag_pair()
    assert black.match.tick(59.0) == Exchange()
    assert black.match.clock_left(30.0) == (30.0, 60.0)
    assert black.match.tick(60.0 + FLAG_GRACE_S - 0.1) == Exchange()
    pair.now = 60.0 + FLAG_GRACE_S
    pair.apply(black, black.match.tick(pair.now))
    pair.deliver()
    for side in (white, black):
        game = side.match.game
        assert game is not None and game.result is not None
        assert game.result.termination is Termination.TIME
        assert game.result.outcome is Outcome.BLACK_WINS


def test_the_side_to_move_says_its_own_flag_fall() -> None:
    pair, white, black = flag_pair()
    with pytest.raises(NotNow):
        white.match.play(Move.parse("E3"), 60.5)
    pair.apply(white, white.match.tick(60.5))
    pair.deliver()
    assert black.match.game is not None and black.match.game.result is not None
    assert black.match.game.result.termination is Termination.TIME


def test_a_move_that_crossed_a_flag_claim_is_taken_back() -> None:
    pair, white, black = flag_pair()
    pair.apply(white, white.match.play(Move.parse("E3"), 59.9))  # in time by White's clock
    pair.apply(black, black.match.tick(62.5))  # the move is late by Black's
    pair.deliver()
    assert moves_of(white) == moves_of(black) == []
    for side in (white, black):
        assert side.match.game is not None and side.match.game.result is not None
        assert side.match.game.result.outcome is Outcome.BLACK_WINS


def test_the_clocks_stop_while_the_connection_is_lost() -> None:
    _, _, black = flag_pair()
    black.match.pause(10.0)
    assert black.match.tick(500.0) == Exchange()
    assert black.match.clock_left(500.0) == (50.0, 60.0)
    black.match.unpause(500.0)
    assert black.match.clock_left(520.0) == (30.0, 60.0)


def test_resume_goes_on_from_the_last_move_both_sides_have() -> None:
    pair = started()
    move(pair, "E3")
    move(pair, "F4")
    white, black = side_of(pair, Color.WHITE), side_of(pair, Color.BLACK)
    white.match.play(Move.parse("A1"), 5.0)  # sent into a connection that was lost
    assert moves_of(white) == ["E3", "F4", "A1"]
    for side in (white, black):
        pair.apply(side, side.match.resume(pair.now))
    with pytest.raises(NotNow):
        black.match.play(Move.parse("A1"), 6.0)
    pair.deliver()
    assert Resumed(2) in white.events and Resumed(2) in black.events
    assert moves_of(white) == moves_of(black) == ["E3", "F4"]
    move(pair, "A1")
    assert moves_of(black) == ["E3", "F4", "A1"]


def test_resume_with_different_games_ends_the_connection() -> None:
    pair = started()
    move(pair, "E3")
    white, black = side_of(pair, Color.WHITE), side_of(pair, Color.BLACK)
    step = black.match.receive('{"kind":"resume","moves":["A1"],"elapsed":1.5}', 2.0)
    assert step.events == (Ended(black.match.broken),)  # type: ignore[arg-type]
    assert black.match.broken is not None
    assert black.match.broken.kind is BreakKind.DIFFERENT_GAMES
    assert moves_of(black) == ["E3"] and white.match.stage is Stage.PLAYING


def restore_side(pair: Pair, side: Side, now: float) -> Side:
    """``side``'s window is gone: a new one restores its match from what its record keeps
    (paused, its turn counted from 0) and takes its place in ``pair``."""
    match = side.match
    assert match.game is not None and match.terms is not None and match.their_name is not None
    restored = Match(match.role, match.name)
    restored.restore(match.terms, match.their_name, charged_moves(match.game), now)
    new = Side(restored)
    if side is pair.inviter:
        pair.inviter = new
    else:
        pair.joiner = new
    return new


def resume_both(pair: Pair) -> dict[Color, Resume]:
    """A new connection at ``pair.now``: each side goes on and sends its Resume; delivered.
    The Resume each side sent, by its colour."""
    sent: dict[Color, Resume] = {}
    for side in (pair.inviter, pair.joiner):
        side.match.unpause(pair.now)
        step = side.match.resume(pair.now)
        assert len(step.send) == 1 and isinstance(step.send[0], Resume)
        sent[side.match.color] = step.send[0]
        pair.apply(side, step)
    pair.deliver()
    return sent


@pytest.mark.parametrize("restored", [Color.WHITE, Color.BLACK], ids=lambda c: f"{c}-restored")
@pytest.mark.parametrize("plies", [1, 2], ids=["black-to-move", "white-to-move"])
def test_a_resume_agrees_on_the_time_of_the_turn_in_progress(plies: int, restored: Color) -> None:
    pair, _, _ = flag_pair()  # 1 minute each, no increment
    for text in ["E3", "F4"][:plies]:
        move(pair, text)  # 1 s each
    game = pair.inviter.match.game
    assert game is not None
    clocks = game.clocks()
    assert clocks is not None
    mover = game.position.turn
    winner = Outcome.BLACK_WINS if mover is Color.WHITE else Outcome.WHITE_WINS
    pair.now += 40.0  # the mover thinks 40 s; then the connection is lost on both sides
    for side in (pair.inviter, pair.joiner):
        side.match.pause(pair.now)
    # one side's window crashed: a new one restores the game, its turn counted from 0
    fresh = restore_side(pair, side_of(pair, restored), 100.0)
    pair.now = 100.0
    sent = resume_both(pair)
    assert sent[restored].elapsed == 0.0 and sent[restored.other].elapsed == 40.0
    kept = pair.other(fresh)
    assert Resumed(plies) in fresh.events and Resumed(plies) in kept.events
    left = clocks[mover] - 40.0  # the larger count, on both sides
    for now in (100.0, 105.5):
        assert fresh.match.clock_left(now) == kept.match.clock_left(now)
        seen = fresh.match.clock_left(now)
        assert seen is not None and seen[mover] == left - (now - 100.0)
    # the flag falls at the same time by both clocks: the waiting side claims it after the
    # grace, and both record the same result
    waiting = side_of(pair, mover.other)
    assert waiting.match.tick(100.0 + left + FLAG_GRACE_S - 0.01) == Exchange()
    pair.now = 100.0 + left + FLAG_GRACE_S
    pair.apply(waiting, waiting.match.tick(pair.now))
    pair.deliver()
    for side in (fresh, kept):
        result = side.match.game.result if side.match.game is not None else None
        assert result is not None and result.termination is Termination.TIME
        assert result.outcome is winner
        assert moves_of(side) == ["E3", "F4"][:plies]


@pytest.mark.parametrize("black_restored", [False, True], ids=["black-kept", "black-restored"])
def test_a_resume_that_takes_a_move_back_goes_on_from_the_count_of_the_side_that_kept_it(
    black_restored: bool,
) -> None:
    pair, white, black = flag_pair()
    move(pair, "E3")
    move(pair, "F4")  # pair.now 2.0
    pair.now += 5.0
    white.match.play(Move.parse("A1"), pair.now)  # sent into a connection that was lost
    pair.now += 10.0  # Black counted 15 s of White's turn, White 10 s of Black's
    for side in (white, black):
        side.match.pause(pair.now)
    if black_restored:  # and Black's window crashed: its count is gone
        black = restore_side(pair, black, 50.0)
    pair.now = 50.0
    sent = resume_both(pair)
    assert sent[Color.WHITE] == Resume(("E3", "F4", "A1"), 10.0)
    assert sent[Color.BLACK] == Resume(("E3", "F4"), 0.0 if black_restored else 15.0)
    assert moves_of(white) == moves_of(black) == ["E3", "F4"]
    # White's 10 s belong to Black's turn after A1, taken back: only Black's count is the
    # time of White's turn at 2 moves (0 when Black's window crashed: the turn restarts)
    counted = 0.0 if black_restored else 15.0
    for side in (white, black):
        assert side.match.clock_left(50.0) == (59.0 - counted, 59.0)
    pair.now += 2.0
    pair.apply(white, white.match.play(Move.parse("A1"), pair.now))
    pair.deliver()
    assert [event.used for event in black.events if isinstance(event, Moved)][-1] == counted + 2
    assert white.match.game is not None and black.match.game is not None
    assert white.match.game.clocks() == black.match.game.clocks() == (57.0 - counted, 59.0)


def test_a_resume_nobody_asked_for_never_lowers_the_count() -> None:
    pair, white, black = flag_pair()
    pair.now = 10.0  # Black has counted 10 s of White's turn, and sent no Resume
    step = black.match.receive(write_message(Resume((), 0.0)), pair.now)
    assert step.events == (Resumed(0),)
    assert black.match.clock_left(12.0) == (48.0, 60.0)
    assert white.match.clock_left(12.0) == (48.0, 60.0)


@pytest.mark.parametrize(
    "elapsed",
    ["NaN", "Infinity", "-0.5", "86400.001", "1e300", '"40"', "true", "null", "[1]", None],
)
def test_a_resume_with_a_bad_elapsed_ends_the_connection(elapsed: str | None) -> None:
    pair = started()
    move(pair, "E3")
    black = side_of(pair, Color.BLACK)
    black.match.pause(pair.now)
    black.match.unpause(pair.now + 5.0)
    black.match.resume(pair.now + 5.0)
    field = "" if elapsed is None else f',"elapsed":{elapsed}'
    step = black.match.receive(f'{{"kind":"resume","moves":["E3"]{field}}}', pair.now + 6.0)
    assert step.events == (Ended(Broken(BreakKind.MALFORMED)),)
    assert black.match.stage is Stage.BROKEN and moves_of(black) == ["E3"]


def test_a_turn_longer_than_a_day_without_a_clock_is_carried_as_a_day() -> None:
    pair = started(Propose(Color.WHITE, False, Setup.STANDARD, 0, 0, 0, "1-a-b"))
    pair.now = 100_000.0
    white = side_of(pair, Color.WHITE)
    step = white.match.play(Move.parse("E3"), pair.now)
    assert step.send == (MoveMade(1, "E3", 86_400.0),)
    pair.apply(white, step)
    pair.deliver()
    assert moves_of(pair.joiner) == ["E3"] and pair.joiner.match.stage is Stage.PLAYING


def test_nothing_but_a_hello_comes_first() -> None:
    match = Match(Role.JOINER, "Bo")
    step = match.receive(write_message(TERMS), 0.0)
    assert isinstance(step.events[0], Ended)
    assert step.events[0].broken.kind is BreakKind.UNEXPECTED


MESSAGE_TEXTS = st.one_of(
    st.text(max_size=60),
    st.builds(
        lambda kind, ply, mv, used: (
            f'{{"kind":"{kind}","ply":{ply},"move":"{mv}","used":{used},"to":0,'
            f'"accepted":false,"text":"{mv}"}}'
        ),
        st.sampled_from(["move", "resign", "takeback", "takeback-answer", "chat", "flag"]),
        st.integers(-2, 400),
        st.sampled_from(["E3", "A1", "F4", "PASS", "E3F4", "K9", ""]),
        st.floats(-5, 1e6, allow_nan=False),
    ),
)


@settings(max_examples=200, deadline=None)
@given(st.lists(MESSAGE_TEXTS, max_size=6))
def test_any_texts_leave_a_legal_game(texts: list[str]) -> None:
    pair = started()
    move(pair, "E3")
    black = side_of(pair, Color.BLACK)
    for text in texts:
        black.match.receive(text, 5.0)
    game = black.match.game
    assert game is not None
    assert moves_of(black)[:1] == ["E3"]
    assert black.match.stage in (Stage.PLAYING, Stage.OVER, Stage.BROKEN)
    # whatever arrived, the game is one the rules allow: it replays move by move
    from engine.game import Game

    replay = Game(game.start)
    for made in game.moves:
        replay.play(made)
