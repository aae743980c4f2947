"""The words of "Learn from your mistakes" in every language: each template of the window
translated, the counts with their plural forms, the engine's reasons in the same language."""

from __future__ import annotations

from dataclasses import replace

import pytest
from pytestqt.qtbot import QtBot

from app.engine_text import why_text
from app.i18n import LANGUAGES
from app.learn import mistakes_text as words
from engine.ai import Engine
from engine.board import Cell
from engine.moves import Move
from engine.position import Color
from engine.review.judgement import MoveClass
from engine.review.why import Why, WhyKind
from engine.training import Outcome
from engine.training_tries import search_try
from tests.app.texts_helpers import language
from tests.engine.test_training_tries import CUT_OFF, exercise

pytestmark = pytest.mark.gui

SUMMARY = {
    "en": ("You found 1 of 1 position. 1 at the first try.", "You found 2 of 3 positions."),
    "fr": ("Position trouvée : 1 sur 1. 1 du premier coup.", "Positions trouvées : 2 sur 3."),
    "de": ("Sie haben 1 von 1 Stellung gefunden.", "Sie haben 2 von 3 Stellungen gefunden."),
    "nl": ("Je hebt 1 van 1 stelling gevonden.", "Je hebt 2 van 3 stellingen gevonden."),
    "es": ("Has encontrado 1 de 1 posición.", "Has encontrado 2 de 3 posiciones."),
}
SHOWN = {
    "en": "1 shown.",
    "fr": "1 montrée.",
    "de": "1 gezeigt.",
    "nl": "1 getoond.",
    "es": "1 mostrada.",
}


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_text_in_the_player_s_language(qtbot: QtBot, code: str) -> None:
    task = exercise(CUT_OFF, "J3I3")
    refuted = search_try(Engine(), task, Move.parse("J3K3"))
    found = search_try(Engine(), task, Move.parse("H4G3"))
    assert refuted is not None and found is not None
    english = [
        words.heading_text(task),
        words.lost_text(task),
        words.judgement_text(refuted, task),
        words.judgement_text(found, task),
        words.shown_text(task),
        words.count_text(0, 3),
    ]
    with language(code):
        said = [
            words.heading_text(task),
            words.lost_text(task),
            words.judgement_text(refuted, task),
            words.judgement_text(found, task),
            words.shown_text(task),
            words.count_text(0, 3),
        ]
        one = words.summary_text({"a#1": Outcome.FOUND}, 1)
        three = {"a#1": Outcome.FOUND, "a#2": Outcome.FOUND_AFTER_TRY, "a#3": Outcome.SHOWN}
        many = words.summary_text(three, 3)
        mistake = words.lost_text(replace(task, move_class=MoveClass.MISTAKE))
    for text, source in zip(said, english, strict=True):
        assert (text == source) is (code == "en"), (code, text)
    assert "H2H4" in said[2] and "13" in said[2]  # the reason, its move and count
    assert one.startswith(SUMMARY[code][0]) and many.startswith(SUMMARY[code][1]), (one, many)
    assert many.endswith(SHOWN[code])
    assert mistake != said[1]  # a mistake is not worded as a blunder


def every_reason() -> list[Why]:
    """Each reason kind in each of its wordings: one piece or more, either side, the margin
    known or not."""
    move, cell = Move.parse("D3F3"), Cell.E4
    found = [Why(WhyKind.PROVEN_LOSS), Why(WhyKind.PROVEN_LOSS, pieces=1)]
    found += [Why(WhyKind.PROVEN_LOSS, pieces=7)]
    for pieces in (1, 7):
        found += [Why(WhyKind.SELF_CUT, pieces=pieces), Why(WhyKind.STRANDED, pieces, cell=cell)]
        for side in Color:
            found += [
                Why(WhyKind.REPLY_CUTS, pieces, side, move, stacks=1),
                Why(WhyKind.MISSED_CUT, pieces, side, move),
            ]
    found += [Why(WhyKind.REPLY_CUTS, 7, side, move, stacks=3) for side in Color]
    found += [Why(WhyKind.DVONN_TAKEN, side=side, move=move, cell=cell) for side in Color]
    assert {why.kind for why in found} == set(WhyKind)
    return found


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_reason_is_worded_in_the_player_s_language(qtbot: QtBot, code: str) -> None:
    reasons = every_reason()
    with language(code):
        said = [why_text(why) for why in reasons]
    assert len(set(said)) == len(said)  # every wording its own sentence
    for why, text in zip(reasons, said, strict=True):
        assert (text == str(why)) is (code == "en"), (code, text)
        assert "%" not in text, text  # every value filled in
        for value in (why.move, why.cell):
            assert value is None or str(value) in text, (code, text)
        assert why.stacks < 2 or str(why.stacks) in text, (code, text)
        assert not why.pieces or str(why.pieces) in text or why.pieces == 1, (code, text)
