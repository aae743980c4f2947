"""Words for the learning modes: feedback on tries, the rules' refusals and explanations
(data) in the player's language.

The lessons and the puzzles answer with a kind and its values; this module is the one place
that turns them into sentences, through Qt's translation catalogue (context "Learn").
"""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication

from app.i18n import fill
from app.learn.lessons import Feedback
from engine.position import Color
from engine.puzzles import Explanation
from engine.reasons import Reason, ReasonKind

translate = QCoreApplication.translate


def colour(color: Color) -> str:
    return translate("Learn", "White") if color is Color.WHITE else translate("Learn", "Black")


def cells(values: tuple[object, ...]) -> str:
    return ", ".join(str(v) for v in values)


def feedback_text(feedback: Feedback, step_wrong: str | None) -> str:
    """A wrong try explained in one sentence (the step's own words for ``not_goal``)."""
    if feedback.kind == "not_goal":
        return step_wrong or translate(
            "Learn", "That move is allowed, but it is not the one asked for."
        )
    if feedback.kind == "own_cut_off":
        lost = feedback.numbers[0]
        return fill(
            translate(
                "Learn", "That cuts off your own stack on %1 too: you would lose %n piece(s).",
                "", lost,
            ),
            cells(feedback.cells),
        )  # fmt: skip
    if feedback.kind == "must_pass":
        return translate("Learn", "None of your stacks can move: press Pass.")
    if feedback.reason is not None:
        return refusal_text(feedback.reason)
    return translate("Learn", "That is not possible here.")


def refusal_text(reason: Reason) -> str:
    """Why the rules refuse a try, in the lessons' words (app.engine_text words the same
    reasons for a game)."""
    kind = reason.kind
    if kind is ReasonKind.DISTANCE:
        if reason.height == 1:
            return fill(
                translate("Learn", "That stack is 1 high: it must move exactly 1 space, not %1."),
                reason.steps,
            )
        return fill(
            translate("Learn", "That stack is %1 high: it must move exactly %1 spaces, not %2."),
            reason.height,
            reason.steps,
        )
    if kind is ReasonKind.NO_LANDING:
        return fill(
            translate(
                "Learn", "The stack on %1 is %n high and finds no stack %n space(s) away.", "",
                reason.height,
            ),
            reason.cell,
        )  # fmt: skip
    templates = {
        ReasonKind.OCCUPIED: translate("Learn", "%1 is taken: place your piece on an empty space."),
        ReasonKind.EMPTY_SOURCE: translate(
            "Learn", "%1 is empty: click one of your stacks (white on top)."
        ),
        ReasonKind.DVONN_PIECE: translate(
            "Learn", "A DVONN piece on its own never moves: click one of your stacks."
        ),
        ReasonKind.NOT_YOURS: translate(
            "Learn", "The stack on %1 is your opponent's: the top piece decides."
        ),
        ReasonKind.NOT_STRAIGHT: translate(
            "Learn", "A stack moves in a straight line: %2 is not in line with %1."
        ),
        ReasonKind.SURROUNDED: translate(
            "Learn", "The stack on %1 has all six neighbours occupied: it cannot move."
        ),
        ReasonKind.EMPTY_TARGET: translate(
            "Learn", "%1 is empty: a stack must land on another stack."
        ),
        ReasonKind.PASS_NOT_FORCED: translate(
            "Learn", "You can still move a stack, so you may not pass."
        ),
    }
    template = templates.get(kind, translate("Learn", "That is not possible here."))
    return fill(template, *(c for c in (reason.cell, reason.target) if c is not None))


def explanation_text(explanation: Explanation, mover: Color) -> str:
    """Why a wrong puzzle move fails (the solver proved that the reply keeps the win away)."""
    if explanation.kind == "cut_off":
        return fill(
            translate(
                "Learn", "That reply cuts off your pieces on %1 from the DVONN pieces: you lose %2."
            ),
            cells(explanation.cells),
            explanation.pieces,
        )
    if explanation.kind == "self_cut_off":
        return fill(
            translate(
                "Learn",
                "Your move cuts off your own pieces on %1: %n piece(s) lost.",
                "",
                explanation.pieces,
            ),
            cells(explanation.cells),
        )
    if explanation.kind == "ends_game":
        if explanation.pieces == explanation.against:
            text = translate("Learn", "Your move ends the game in a draw, %1–%2.")
        else:
            text = translate("Learn", "Your move ends the game, and you lose %1–%2.")
        return fill(text, explanation.pieces, explanation.against)
    return fill(
        translate("Learn", "After %1's best answer you can no longer win."), colour(mover.other)
    )
