"""The engine's messages in the player's language: why a move is illegal, a game's result,
how a position stands.

The engine answers with data (``engine.reasons.Reason``, ``engine.game.Result``,
``engine.assessment.Assessment``: a kind and its values); this module is the one place that
words them, through Qt's catalogue (context "engine").  In English every text is exactly the
``str`` the engine prints on the command line (a reason starts in lower case, as there); a
reason's templates are the engine's own (one table, in engine/reasons.py).
Move and cell notation is never translated.  ``standing_sentence`` is the player's longer form
of an assessment, a sentence with its side and its unit ("White is ahead by about 10 pieces"),
for the texts a player reads at leisure (the review, the evaluation box).
"""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication

from app.i18n import fill
from engine.ai import level as level_entry
from engine.assessment import Assessment, Standing
from engine.game import Result
from engine.pieces import DVONN, placement_piece
from engine.position import Color, Phase, Position
from engine.reasons import Reason
from engine.review.why import Why
from engine.setup_check import SetupReason

translate = QCoreApplication.translate


def _by_side(side: Color | None, white: str, black: str) -> str:
    return white if side is Color.WHITE else black


def reason_text(reason: Reason | SetupReason) -> str:
    """Why a move is illegal, or why a set-up position cannot arise, starting in lower case
    like the engine's English: the engine's template for its kind (``Reason.wording``,
    ``SetupReason.wording``, marked for the catalogue in engine/reasons.py and
    engine/setup_check.py) translated, then filled with the same values."""
    template, values = reason.wording()
    return fill(translate("engine", template), *values)


def result_text(result: Result) -> str:
    """How the game ended ("White wins 25–12 (by 13)", "Black resigns: white wins"): the
    engine's template (``Result.wording``) translated, then filled with the same values."""
    template, values = result.wording()
    return fill(translate("engine", template), *values)


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
    if standing is Standing.FAVOURED:
        template = _by_side(
            side, translate("engine", "White %1 %"), translate("engine", "Black %1 %")
        )
        return fill(template, amount)
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


def standing_sentence(assessment: Assessment) -> str:
    """How a position stands as a sentence a player reads, its side and unit always said:
    "White is ahead by about 10 pieces" (an estimate, in whole pieces), "Black wins by 3
    pieces with best play" (proven), "The game is even"; a finished game as
    ``assessment_text`` words it ("Game over: White wins 24–19")."""
    side, amount, standing = assessment.side, assessment.amount, assessment.standing
    if standing is Standing.EVEN:
        return translate("Standing", "The game is even")
    if standing is Standing.DRAW:
        return translate("Standing", "A draw with best play")
    if standing is Standing.OVER:
        return assessment_text(assessment)
    if standing is Standing.LEADS:
        pieces = (amount + 5) // 10  # tenths of a piece to the nearest piece
        if pieces == 0:
            return _by_side(
                side,
                translate("Standing", "White is slightly ahead"),
                translate("Standing", "Black is slightly ahead"),
            )
        return _by_side(
            side,
            translate("Standing", "White is ahead by about %n piece(s)", "", pieces),
            translate("Standing", "Black is ahead by about %n piece(s)", "", pieces),
        )
    if standing is Standing.FAVOURED:
        template = _by_side(
            side,
            translate("Standing", "White is favoured: about %1 % to win"),
            translate("Standing", "Black is favoured: about %1 % to win"),
        )
        return fill(template, amount)
    if standing is Standing.CANNOT_LOSE:
        return _by_side(
            side,
            translate("Standing", "White cannot lose with best play"),
            translate("Standing", "Black cannot lose with best play"),
        )
    if standing is Standing.WINS_BY_AT_LEAST:
        return _by_side(
            side,
            translate("Standing", "White wins by at least %n piece(s) with best play", "", amount),
            translate("Standing", "Black wins by at least %n piece(s) with best play", "", amount),
        )
    if amount:
        return _by_side(
            side,
            translate("Standing", "White wins by %n piece(s) with best play", "", amount),
            translate("Standing", "Black wins by %n piece(s) with best play", "", amount),
        )
    return _by_side(
        side,
        translate("Standing", "White wins with best play"),
        translate("Standing", "Black wins with best play"),
    )


def _tenths(amount: int) -> str:
    """Tenths of a piece as the engine prints them ("1.3")."""
    return f"{amount // 10}.{amount % 10}"


def level_name(number: int) -> str:
    """The name of the computer's level ``number`` in the player's language ("Champion"): the
    levels table's name (engine/data/ai_levels.json, the one place it is written) translated
    in context "Level" (tests/app/test_translations_complete.py checks every catalogue has
    each)."""
    return translate("Level", level_entry(number).name)


def task_text(position: Position, who: str) -> str:
    """What the side to move in ``position`` has to do, for the player ``who`` ("White to
    place a DVONN piece", "Ann (Black) to move a stack"): the status bar's prompt and the
    panel's status line say it with these words (context "GameController")."""
    if position.phase is Phase.MOVEMENT:
        return fill(translate("GameController", "%1 to move a stack"), who)
    if placement_piece(position.placements_made)[1] == DVONN:
        return fill(translate("GameController", "%1 to place a DVONN piece"), who)
    return fill(translate("GameController", "%1 to place a piece"), who)


def why_text(why: Why) -> str:
    """Why a flagged move lost ("After this, Black plays D3F3 and cuts off 5 of your
    pieces."): the engine's template (``Why.wording``) translated, then filled."""
    template, values = why.wording()
    return fill(translate("engine", template), *values)
