"""Words for the learning modes: verdicts and explanations (data) in the player's language.

The lessons and the puzzles answer with a kind and its values; this module is the one place
that turns them into sentences, through Qt's translation catalogue (context "Learn").
"""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication

from app.i18n import fill
from app.learn.lessons import Verdict
from engine.position import Color
from engine.puzzles import Explanation

translate = QCoreApplication.translate


def colour(color: Color) -> str:
    return translate("Learn", "White") if color is Color.WHITE else translate("Learn", "Black")


def cells(values: tuple[object, ...]) -> str:
    return ", ".join(str(v) for v in values)


def verdict_text(verdict: Verdict, step_wrong: str | None) -> str:
    """A wrong try explained in one sentence (the step's own words for ``not_goal``)."""
    kind, c, n = verdict.kind, verdict.cells, verdict.numbers
    if kind == "not_goal":
        return step_wrong or translate(
            "Learn", "That move is allowed, but it is not the one asked for."
        )
    if kind == "own_cut_off":
        return fill(
            translate("Learn", "That cuts off your own stack on %1 too: you would lose %2 pieces."),
            cells(c),
            n[0],
        )
    if kind == "distance":
        if n[0] == 1:
            return fill(
                translate("Learn", "That stack is 1 high: it must move exactly 1 space, not %1."),
                n[1],
            )
        return fill(
            translate("Learn", "That stack is %1 high: it must move exactly %1 spaces, not %2."), *n
        )
    templates = {
        "occupied": translate("Learn", "%1 is taken: place your piece on an empty space."),
        "empty_source": translate("Learn", "%1 is empty: click one of your stacks (white on top)."),
        "dvonn_alone": translate(
            "Learn", "A DVONN piece on its own never moves: click one of your stacks."
        ),
        "not_yours": translate(
            "Learn", "The stack on %1 is your opponent's: the top piece decides."
        ),
        "not_straight": translate(
            "Learn", "A stack moves in a straight line: %2 is not in line with %1."
        ),
        "surrounded": translate(
            "Learn", "The stack on %1 has all six neighbours occupied: it cannot move."
        ),
        "empty_target": translate("Learn", "%1 is empty: a stack must land on another stack."),
        "no_pass": translate("Learn", "You can still move a stack, so you may not pass."),
        "must_pass": translate("Learn", "None of your stacks can move: press Pass."),
    }
    if kind == "stuck":
        return fill(
            translate("Learn", "The stack on %1 is %2 high and finds no stack %2 spaces away."),
            c[0],
            n[0],
        )
    return fill(templates.get(kind, translate("Learn", "That is not possible here.")), *c)


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
            translate("Learn", "Your move cuts off your own pieces on %1: %2 pieces lost."),
            cells(explanation.cells),
            explanation.pieces,
        )
    return fill(
        translate("Learn", "After %1's best answer you can no longer win."), colour(mover.other)
    )
