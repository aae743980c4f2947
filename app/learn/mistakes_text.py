"""The words of "Learn from your mistakes" (context "Learn"): the exercise asked, a try judged,
the answer shown, the summary.

Every number is said with its side and unit as the review says it: how much winning chance
the move of the game cost its side in percent, how the game stands after a move found
(``engine_text.standing_sentence``), why a try loses in the review's own words
(``engine_text.why_text``: the one table of reasons); counts have their plural forms.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PyQt6.QtCore import QCoreApplication

from app.engine_text import standing_sentence, task_text, why_text
from app.i18n import fill
from app.learn.texts import colour
from app.widgets.move_list import written_move
from engine.moves import Move
from engine.numbering import move_label
from engine.position import Color
from engine.review.judgement import MoveClass
from engine.training import Exercise, Outcome
from engine.training_tries import TryJudgement, TryKind

translate = QCoreApplication.translate
LINE_SHOWN = 6  # moves of a line named; more are "…"
REASONS_SAID = 2  # the most telling reasons a try loses, as the review's heading says them


def line_text(moves: Sequence[Move]) -> str:
    """A line as the score sheet writes its moves ("pass" in the player's language)."""
    shown = " ".join(written_move(move) for move in moves[:LINE_SHOWN])
    return shown + (" …" if len(moves) > LINE_SHOWN else "")


def count_text(index: int, total: int) -> str:
    """Which exercise this is: "Position 2 of 5"."""
    return fill(translate("Learn", "Position %1 of %n", "", total), index + 1)


def heading_text(exercise: Exercise) -> str:
    """The move and what is to be done: "Move 34: Black to move a stack"."""
    task = task_text(exercise.position, colour(exercise.side))
    return fill(translate("Learn", "Move %1: %2"), move_label(exercise.ply), task)


def lost_text(exercise: Exercise) -> str:
    """What the move of the game cost, and the task: its side, its class, the winning chance
    lost in percent."""
    blunder = exercise.move_class is MoveClass.BLUNDER
    if exercise.side is Color.WHITE:
        template = (
            translate(
                "Learn",
                "In the game, White played %1 here: a blunder that cost White %2 % of "
                "winning chance.",
            )
            if blunder
            else translate(
                "Learn",
                "In the game, White played %1 here: a mistake that cost White %2 % of "
                "winning chance.",
            )
        )
    else:
        template = (
            translate(
                "Learn",
                "In the game, Black played %1 here: a blunder that cost Black %2 % of "
                "winning chance.",
            )
            if blunder
            else translate(
                "Learn",
                "In the game, Black played %1 here: a mistake that cost Black %2 % of "
                "winning chance.",
            )
        )
    lost = fill(template, exercise.played, f"{100 * exercise.chance_lost:.0f}")
    return lost + " " + translate("Learn", "Find a better move.")


def checking_text(move: Move) -> str:
    return fill(translate("Learn", "Checking %1…"), move)


def _answer_text(side: Color, pieces: int) -> str:
    """What the red arrow and the red stacks are: the opponent's answer, what it cuts off."""
    if side is Color.WHITE:
        if pieces:
            return translate(
                "Learn", "The red arrow is White's answer; the stacks it cuts off are red."
            )
        return translate("Learn", "The red arrow is White's answer.")
    if pieces:
        return translate(
            "Learn", "The red arrow is Black's answer; the stacks it cuts off are red."
        )
    return translate("Learn", "The red arrow is Black's answer.")


def judgement_text(judgement: TryJudgement, exercise: Exercise) -> str:
    """A try judged, as the player reads it: praise with the line, or why it is not enough
    and what to do next."""
    move = judgement.move
    if judgement.kind is TryKind.AS_GOOD:
        if move == exercise.best:
            text = fill(translate("Learn", "Well found! %1 is the best move."), move)
        else:
            text = fill(
                translate("Learn", "Well found! %1 is as good as the best move, %2."),
                move,
                exercise.best,
            )
        after = standing_sentence(judgement.review.after.assessment())
        text += " " + after + "."
        return text + " " + praise_line_text(judgement.line)
    if judgement.kind is TryKind.BETTER:
        text = fill(
            translate("Learn", "%1 is better than %2, the move of the game, but not the best."),
            move,
            exercise.played,
        )
    else:
        text = fill(
            translate("Learn", "%1 is no better than %2, the move of the game."),
            move,
            exercise.played,
        )
    reasons = " ".join(why_text(why) for why in judgement.reasons[:REASONS_SAID])
    if reasons:
        text += " " + reasons
    if judgement.reply is not None and not judgement.reply.is_pass:
        text += " " + _answer_text(exercise.side.other, judgement.pieces)
    return text + " " + translate("Learn", "Try again, or press Show me.")


def praise_line_text(line: Sequence[Move]) -> str:
    if len(line) < 2:
        return ""
    return fill(translate("Learn", "The line: %1 (Line ▶ plays it on the board)."), line_text(line))


def shown_text(exercise: Exercise) -> str:
    """Show me: the better move, played on the board, and its line."""
    text = fill(translate("Learn", "The better move is %1."), exercise.best)
    line = praise_line_text(exercise.line)
    return text + (" " + line if line else "")


def line_step_text(move: Move, step: int, total: int) -> str:
    """A move of the line played on the board: "Line: move 2 of 5, I3I1"."""
    return fill(translate("Learn", "Line: move %1 of %n, %2", "", total), step, written_move(move))


def summary_text(outcomes: Mapping[str, Outcome], total: int) -> str:
    """The end: how many were found, how many at the first try, how many shown."""
    found = sum(1 for o in outcomes.values() if o is not Outcome.SHOWN)
    first = sum(1 for o in outcomes.values() if o is Outcome.FOUND)
    shown = sum(1 for o in outcomes.values() if o is Outcome.SHOWN)
    text = fill(translate("Learn", "You found %1 of %n position(s).", "", total), found)
    text += " " + translate("Learn", "%n at the first try.", "", first)
    if shown:
        text += " " + translate("Learn", "%n shown.", "", shown)
    skipped = total - len(outcomes)
    if skipped:
        text += " " + translate("Learn", "%n not answered: Previous goes back.", "", skipped)
    return text


def failed_text(reason: str) -> str:
    return fill(translate("Learn", "This move could not be checked: %1"), reason)


def empty_text() -> str:
    return translate("Learn", "There is no mistake or blunder to learn from here.")
