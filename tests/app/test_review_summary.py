"""The review pane's summary of a player (issue 47, point 3): a loser in whose moves the
review found no mistake is told so in words, in every language, instead of being shown a high
accuracy; the summaries come from reviewing a real (constructed) lost game."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from app.i18n import LANGUAGES
from app.review_text import summary_line
from engine.position import Color
from engine.review.analysis import review_record
from tests.app.texts_helpers import language
from tests.engine.test_review import lost_game

SAID = {
    "en": "<b>Ann</b> lost, but the review found no mistake that decided it",
    "fr": "<b>Ann</b> a perdu, mais le bilan n'a trouvé aucune erreur décisive",
    "de": "<b>Ann</b> hat verloren, aber die Besprechung fand keinen entscheidenden Fehler",
    "nl": "<b>Ann</b> verloor, maar de nabespreking vond geen beslissende fout",
    "es": "<b>Ann</b> perdió, pero la revisión no encontró ningún error decisivo",
}


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_loss_the_review_cannot_explain_is_said_not_praised(qtbot: QtBot, code: str) -> None:
    _, summaries = review_record(lost_game(), 0.05)  # Black loses 29–12, nothing flagged
    lost, won = summaries[Color.BLACK], summaries[Color.WHITE]
    assert lost.lost_unexplained and lost.accuracy == 100.0
    with language(code):
        loser = summary_line("Ann", lost, None)
        winner = summary_line("Bob", won, None)
    assert loser.startswith(SAID[code]), loser
    assert "100.0" not in loser  # no accuracy for the loser
    assert " 0 " in loser and "??" in loser  # its counts are still there
    assert winner.startswith("<b>Bob</b>") and "100.0 %" in winner
