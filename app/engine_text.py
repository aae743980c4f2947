"""The engine's messages in the player's language: why a move is illegal, a game's result,
how a position stands.

The engine answers with data (``engine.reasons.Reason``, ``engine.game.Result``,
``engine.assessment.Assessment``: a kind and its values); this module is the one place that
words them, through Qt's catalogue (context "engine").  In English every text is exactly the
``str`` the engine prints on the command line (a reason starts in lower case, as there); a
reason's templates are the engine's own (one table, in engine/reasons.py).
Move and cell notation is never translated.
"""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication

from app.i18n import fill
from engine.assessment import Assessment, Standing
from engine.game import Result, Termination
from engine.position import Color
from engine.reasons import Reason
from engine.rules import Outcome

translate = QCoreApplication.translate


def _by_side(side: Color | None, white: str, black: str) -> str:
    return white if side is Color.WHITE else black


def reason_text(reason: Reason) -> str:
    """Why a move is illegal, starting in lower case like the engine's English: the engine's
    template for its kind (``Reason.wording``, marked for the catalogue in engine/reasons.py)
    translated, then filled with the same values."""
    template, values = reason.wording()
    return fill(translate("engine", template), *values)


def result_text(result: Result) -> str:
    """How the game ended ("White wins 25–12 (by 13)", "Black resigns: white wins")."""
    winner = result.winner
    if result.termination is Termination.RESIGNATION:
        return _by_side(
            winner,
            translate("engine", "Black resigns: white wins"),
            translate("engine", "White resigns: black wins"),
        )
    if result.termination is Termination.TIME:
        return _by_side(
            winner,
            translate("engine", "Black ran out of time: white wins"),
            translate("engine", "White ran out of time: black wins"),
        )
    white, black = result.score
    if result.outcome is Outcome.DRAW:
        return fill(translate("engine", "Draw, %1–%2"), white, black)
    template = _by_side(
        winner,
        translate("engine", "White wins %1–%2 (by %3)"),
        translate("engine", "Black wins %1–%2 (by %3)"),
    )
    return fill(template, max(white, black), min(white, black), abs(white - black))


def assessment_text(assessment: Assessment) -> str:
    """Who leads and by how much, or what is proven ("White +1.3", "Black wins by 3", "White
    wins", "Draw", "Game over: White wins 24–19"), from the kind and its values."""
    side, amount = assessment.side, assessment.amount
    standing = assessment.standing
    if standing is Standing.EVEN:
        return translate("engine", "Even")
    if standing is Standing.DRAW:
        return translate("engine", "Draw")
    if standing is Standing.OVER:
        white, black = assessment.white, assessment.black
        if side is None:
            return fill(translate("engine", "Game over: Draw %1–%2"), white, black)
        template = _by_side(
            side,
            translate("engine", "Game over: White wins %1–%2"),
            translate("engine", "Game over: Black wins %1–%2"),
        )
        return fill(template, max(white, black), min(white, black))
    if standing is Standing.LEADS:
        template = _by_side(
            side, translate("engine", "White +%1"), translate("engine", "Black +%1")
        )
        return fill(template, _tenths(amount))
    if standing is Standing.CANNOT_LOSE:
        return _by_side(
            side, translate("engine", "White cannot lose"), translate("engine", "Black cannot lose")
        )
    if standing is Standing.WINS_BY_AT_LEAST:
        template = _by_side(
            side,
            translate("engine", "White wins by at least %1"),
            translate("engine", "Black wins by at least %1"),
        )
        return fill(template, amount)
    if amount:
        template = _by_side(
            side, translate("engine", "White wins by %1"), translate("engine", "Black wins by %1")
        )
        return fill(template, amount)
    return _by_side(side, translate("engine", "White wins"), translate("engine", "Black wins"))


def _tenths(amount: int) -> str:
    """Tenths of a piece as the engine prints them ("1.3")."""
    return f"{amount // 10}.{amount % 10}"
