"""What an online game keeps in its record to be continued (engine.online.saved): the tags
read back through a real record file, every forged or corrupt value refused with the tag it
was found in, records that do not go with their terms, and a match restored from the record
that goes on with the other side's after a resume."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.errors import DvonnError
from engine.game import Game
from engine.moves import Move
from engine.online.match import Match, NotNow, Resumed, Role, Stage
from engine.online.messages import Propose, Setup
from engine.online.saved import (
    SITE,
    SavedError,
    SavedOnline,
    SavedTag,
    charged_moves,
    check_record,
    read_saved,
    read_terms,
    terms_text,
    time_control,
    with_saved,
)
from engine.pieces import Color
from engine.position import Position
from engine.records import GameRecord, RecordFormat, read_record, write_record
from tests.engine.test_online_match import Side, moves_of, started

TERMS = Propose(Color.BLACK, True, Setup.RANDOM, 123456, 5, 3, "7001234-dvonn-ring")
SAVED = SavedOnline(Role.JOINER, TERMS, "ws://127.0.0.1:4000/v1", 2)


def record_of(saved: SavedOnline, **changes: object) -> GameRecord:
    record = GameRecord(
        start=Position.random_setup(saved.terms.seed),
        white="Ada",
        black="Bo",
        site=SITE,
        time_control=time_control(saved.terms),
        extra_tags=(("Round", "3"), *saved.tags()),
    )
    return replace(record, **changes)  # type: ignore[arg-type]


def test_the_tags_read_back_through_a_record_file() -> None:
    text = write_record(record_of(SAVED), RecordFormat.DVN)
    assert '[OnlineTerms "black drawn random 123456 5 3 7001234-dvonn-ring"]' in text
    back = read_record(text, "game.dvn", RecordFormat.DVN)
    assert read_saved(back.extra_tags) == SAVED and SAVED.color is Color.WHITE
    check_record(SAVED, back)
    assert read_saved((("Round", "3"),)) is None  # an ordinary game
    public = SavedOnline(Role.INVITER, replace(TERMS, minutes=0, increment=0), "", 0)
    assert read_saved(public.tags()) == public and public.color is Color.BLACK
    assert read_terms(terms_text(TERMS)) == TERMS


def test_newer_tags_replace_the_old_ones() -> None:
    tags = with_saved(record_of(SAVED).extra_tags, replace(SAVED, resumes=3))
    assert tags[0] == ("Round", "3") and len(tags) == 5
    assert read_saved(tags) == replace(SAVED, resumes=3)


def tags_with(name: str, value: str | None) -> tuple[tuple[str, str], ...]:
    """SAVED's tags with tag ``name`` set to ``value`` (None: left out)."""
    tags = [(key, old) for key, old in SAVED.tags() if key != name]
    return (*tags, (name, value)) if value is not None else tuple(tags)


FORGED = [
    (SavedTag.ROLE, "boss"),
    (SavedTag.ROLE, None),
    (SavedTag.ROLE, ""),
    (SavedTag.TERMS, "black drawn random 123456 5 3"),
    (SavedTag.TERMS, "red drawn random 123456 5 3 7001234-dvonn-ring"),
    (SavedTag.TERMS, "black maybe random 123456 5 3 7001234-dvonn-ring"),
    (SavedTag.TERMS, "black drawn random 99999999999 5 3 7001234-dvonn-ring"),
    (SavedTag.TERMS, "black drawn random -1 5 3 7001234-dvonn-ring"),
    (SavedTag.TERMS, "black drawn random 123456 999 3 7001234-dvonn-ring"),
    (SavedTag.TERMS, "black drawn random 123456 05 3 7001234-dvonn-ring"),
    (SavedTag.TERMS, "black drawn random 123456 5 61 7001234-dvonn-ring"),
    (SavedTag.TERMS, "black drawn random 123456 5 3 7001234/../../x"),
    (SavedTag.TERMS, "black drawn random 123456 5 3 " + "1" * 70),
    (SavedTag.TERMS, 'black drawn random 123456 5 3 a"b'),
    (SavedTag.TERMS, "black  drawn random 123456 5 3 7001234-dvonn-ring"),
    (SavedTag.TERMS, "__import__('os').system('x')"),
    (SavedTag.SERVER, "http://example.org"),
    (SavedTag.SERVER, "ws://a b"),
    (SavedTag.SERVER, "ws://\u202eevil"),
    (SavedTag.SERVER, "ws://x\n"),
    (SavedTag.SERVER, "ws://" + "x" * 300),
    (SavedTag.SERVER, None),
    (SavedTag.RESUMES, "-1"),
    (SavedTag.RESUMES, "1e3"),
    (SavedTag.RESUMES, "\u0663"),  # an Arabic-Indic three is a digit, not ours
    (SavedTag.RESUMES, "99999"),
    (SavedTag.RESUMES, ""),
]


@pytest.mark.parametrize(("tag", "value"), FORGED)
def test_a_forged_or_corrupt_tag_is_refused_by_name(tag: SavedTag, value: str | None) -> None:
    with pytest.raises(SavedError) as error:
        read_saved(tags_with(tag.value, value))
    assert error.value.tag is tag


def test_a_doubled_tag_is_refused() -> None:
    with pytest.raises(SavedError) as error:
        read_saved((*SAVED.tags(), (SavedTag.RESUMES.value, "0")))
    assert error.value.tag is SavedTag.RESUMES


@pytest.mark.parametrize(
    "changes",
    [
        {"start": Position.random_setup(654321)},  # another seed than the terms'
        {"start": Position.initial()},
        {"time_control": "5"},  # the increment left out
        {"time_control": ""},
        {"site": "boardspace"},
        {"black": "Bo\n"},
        {"white": "x" * 41},
    ],
)
def test_a_record_that_does_not_go_with_its_terms_is_refused(changes: dict[str, object]) -> None:
    with pytest.raises(SavedError):
        check_record(SAVED, record_of(SAVED, **changes))


def test_the_charges_of_moves_give_back_the_increment() -> None:
    game = Game(Position.initial(), 5)
    game.play(Move.parse("E3"), 4.0)
    game.play(Move.parse("F4"), -2.0)  # one second used, three given back
    assert charged_moves(game) == ((Move.parse("E3"), 4.0), (Move.parse("F4"), -2.0))
    untimed = Game(Position.initial())
    untimed.play(Move.parse("E3"))
    assert charged_moves(untimed) == ((Move.parse("E3"), 0.0),)


def test_a_restored_match_goes_on_with_the_other_side_after_a_resume() -> None:
    pair = started()  # Ada (inviter, White) and Bo; 5 min + 2 s
    for ply, text in enumerate(["E3", "F4", "A1"]):
        side = pair.inviter if ply % 2 == 0 else pair.joiner
        pair.now += 3.0
        pair.apply(side, side.match.play(Move.parse(text), pair.now))
        pair.deliver()
    bo = pair.joiner.match
    assert bo.game is not None and bo.terms is not None
    # Bo's window is gone: a new one restores his match from what the record kept
    restored = Match(Role.JOINER, "Bo")
    restored.restore(bo.terms, "Ada", charged_moves(bo.game), 100.0)
    assert restored.stage is Stage.PLAYING and restored.color is Color.BLACK
    assert restored.game is not None and restored.game.clocks() == bo.game.clocks()
    assert restored.clock_left(200.0) == restored.clock_left(100.0)  # paused until resumed
    pair.joiner = Side(restored)
    pair.now = 100.0
    restored.unpause(pair.now)
    for side in (pair.inviter, pair.joiner):
        pair.apply(side, side.match.resume(pair.now))
    pair.deliver()
    assert Resumed(3) in pair.inviter.events and Resumed(3) in pair.joiner.events
    pair.now += 4.0
    pair.apply(pair.joiner, restored.play(Move.parse("B1"), pair.now))
    pair.deliver()
    assert moves_of(pair.inviter) == moves_of(pair.joiner) == ["E3", "F4", "A1", "B1"]
    ada = pair.inviter.match
    assert ada.game is not None and ada.game.clocks() == restored.game.clocks()


def test_a_restore_refuses_an_illegal_or_finished_game_and_a_second_restore() -> None:
    terms = Propose(Color.WHITE, False, Setup.STANDARD, 0, 0, 0, "7001234-dvonn-ring")
    with pytest.raises(DvonnError):
        Match(Role.INVITER, "Ada").restore(terms, "Bo", [(Move.parse("E3"), 0.0)] * 2, 0.0)
    with pytest.raises(NotNow):  # White's flag fell on the first move: nothing to continue
        Match(Role.INVITER, "Ada").restore(
            replace(terms, minutes=1), "Bo", [(Move.parse("E3"), 61.0)], 0.0
        )
    match = Match(Role.INVITER, "Ada")
    with pytest.raises(ValueError):
        match.restore(terms, "Bo\u0000", (), 0.0)
    match.restore(terms, "Bo", (), 0.0)
    with pytest.raises(NotNow):
        match.restore(terms, "Bo", (), 0.0)
