"""The app words the engine's reasons, results and assessments from their kinds: in English
exactly as the command line prints them, in French every one of them translated."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from app.engine_text import assessment_text, reason_text, result_text
from engine.game import Result, Termination
from engine.rules import Outcome
from tests.engine.test_reasons import ASSESSMENTS, REASONS

RESULTS: list[tuple[Result, str]] = [
    (Result(Outcome.DRAW, Termination.NORMAL, (5, 5)), "Draw, 5–5"),
    (Result(Outcome.WHITE_WINS, Termination.NORMAL, (25, 12)), "White wins 25–12 (by 13)"),
    (Result(Outcome.BLACK_WINS, Termination.NORMAL, (5, 6)), "Black wins 6–5 (by 1)"),
    (Result(Outcome.WHITE_WINS, Termination.RESIGNATION, (9, 9)), "Black resigns: white wins"),
    (Result(Outcome.BLACK_WINS, Termination.RESIGNATION, (9, 9)), "White resigns: black wins"),
    (Result(Outcome.WHITE_WINS, Termination.TIME, (3, 9)), "Black ran out of time: white wins"),
    (Result(Outcome.BLACK_WINS, Termination.TIME, (9, 3)), "White ran out of time: black wins"),
]


def _all_texts() -> list[tuple[str, str]]:
    """(app text, engine English) for one example of every kind."""
    return (
        [(reason_text(r), english) for r, english in REASONS]
        + [(result_text(r), english) for r, english in RESULTS]
        + [(assessment_text(a), english) for a, english in ASSESSMENTS]
    )


def test_results_are_described_as_before() -> None:
    for result, english in RESULTS:
        assert result.describe() == english


def test_in_english_the_app_shows_the_engine_own_words(qtbot: QtBot) -> None:
    for shown, english in _all_texts():
        assert shown == english


def test_in_french_every_kind_is_translated(french: object) -> None:
    for shown, english in _all_texts():
        assert shown != english and shown.strip(), english
    assert reason_text(REASONS[0][0]) == (
        "personne ne passe pendant le placement : posez un pion sur une case libre"
    )
