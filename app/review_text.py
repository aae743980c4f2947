"""The game review's texts, as a player reads them: the progress line, the summary per
player, the heading of the move on show, the graph's tooltips.

Every score is a sentence with its side and unit (``engine_text.standing_sentence``: "White
is ahead by about 10 pieces"), every count has its plural (Qt's numerus forms), and moves
are named by their number (``engine.numbering.move_label``: "13", "13…" for Black's) as the
move list and the status line name them.  The heading names what the board shows: after the
move, before it (the move played and the better one), or a step down the better line.
Worded in the "ReviewUi" context.
"""

from __future__ import annotations

from html import escape

from PyQt6.QtCore import QCoreApplication

from app.engine_text import standing_sentence, why_text
from app.game_review import GameReview
from app.i18n import fill
from app.widgets.move_list import written_line
from engine.moves import Move
from engine.numbering import move_label
from engine.position import Color, Position
from engine.review.judgement import MARGIN_GIVEN, MoveClass, SideSummary, Verdict
from engine.review.why import why_flagged

translate = QCoreApplication.translate  # literal contexts and texts: pylupdate6 finds them
LINE_SHOWN = 6  # moves of a better line named in the heading; more are "…"


def class_text(move_class: MoveClass) -> str:
    names = {
        MoveClass.BEST: translate("ReviewUi", "best"),
        MoveClass.GOOD: translate("ReviewUi", "good"),
        MoveClass.INACCURACY: translate("ReviewUi", "inaccuracy"),
        MoveClass.MISTAKE: translate("ReviewUi", "mistake"),
        MoveClass.BLUNDER: translate("ReviewUi", "blunder"),
        MoveClass.FORCED: translate("ReviewUi", "forced"),
    }
    return names[move_class]


def progress_text(review: GameReview) -> str:
    """The line above the graph: the prompt, how far the review is (a first quick look, then
    checking more deeply), or what is on show."""
    if not review.active:
        return translate(
            "ReviewUi", "See where the game was won and lost: every move judged by the computer"
        )
    if review.failure is not None:
        return review.failure
    total = len(review.plies)
    if review.running:
        done = review.judged_this_pass()
        if review.passes_done == 0:
            text = translate(
                "ReviewUi", "Reviewing… a first quick look: %1 of %n move(s)", "", total
            )
            return fill(text, done)
        text = translate(
            "ReviewUi", "Reviewing… checking more deeply (%1 of %2): %3 of %n move(s)", "", total
        )
        return fill(text, review.passes_done, review.passes_total - 1, done)
    if review.saved:
        return translate("ReviewUi", "Review of %n move(s), as saved with the game", "", total)
    return translate("ReviewUi", "Review of %n move(s)", "", total)


def summary_line(name: str, summary: SideSummary, played_like: str | None) -> str:
    """One player's line: accuracy, counts and, against the computer, the rating."""
    counts = " · ".join(
        (
            translate("ReviewUi", "%n inaccuracy(-ies) ?!", "", summary.inaccuracies),
            translate("ReviewUi", "%n mistake(s) ?", "", summary.mistakes),
            translate("ReviewUi", "%n blunder(s) ??", "", summary.blunders),
        )
    )
    if played_like is not None:
        counts += " · " + played_like
    if summary.lost_unexplained:  # a high accuracy would say the opposite of the result
        template = translate(
            "ReviewUi",
            "<b>%1</b> lost, but the review found no mistake that decided it: the game slipped "
            "away gradually, or beyond what the review looked at · %2",
        )
        return fill(template, name, counts)
    template = translate("ReviewUi", "<b>%1</b>: accuracy %2 % · %3")
    return fill(template, name, f"{summary.accuracy:.1f}", counts)


def point_text(ply: int, verdict: Verdict, start: Position | None = None) -> str:
    """A point of the graph, as its tooltip says it: the moment and how the game stood
    (moves numbered from ``start``, the standard start by default)."""
    if ply == 0:
        moment = translate("ReviewUi", "The start")
    else:
        moment = fill(translate("ReviewUi", "After move %1"), move_label(ply, start))
    return fill(translate("ReviewUi", "%1: %2"), moment, standing_sentence(verdict.assessment()))


def _line_text(moves: tuple[Move, ...]) -> str:
    shown = written_line(moves[:LINE_SHOWN])
    return shown + (" …" if len(moves) > LINE_SHOWN else "")


def move_text(review: GameReview, ply: int, names: dict[Color, str]) -> str:
    """The heading of the position on show (rich text, up to three lines): the moment the
    board shows, who played what and its class, how the game stands, and for a flagged
    move the better one (and how far down its line the board is)."""
    verdicts = review.position_verdicts() if review.active else []
    if ply == 0:
        start = verdicts[0] if verdicts else None
        if start is None:
            return ""
        return fill(
            translate("ReviewUi", "<b>The start</b>, before move 1: %1."),
            standing_sentence(start.assessment()),
        )
    judged = review.review_of(ply)
    if judged is None:
        return ""
    game_line = review.line
    number = move_label(ply, game_line.positions[0] if game_line is not None else None)
    played = str(judged.move) + judged.move_class.symbol
    name, kind = names[judged.side], class_text(judged.move_class)
    better = judged.best if judged.move_class.flagged else None
    instead = ""
    if better is not None:
        instead = fill(
            translate("ReviewUi", "With <b>%1</b> instead: %2."),
            str(better),
            standing_sentence(judged.before.assessment()),
        )
    step = review.step if better is not None else 0
    if step == 0:
        text = fill(
            translate("ReviewUi", "<b>After move %1</b>: %2 played %3 (%4). %5."),
            number,
            name,
            played,
            kind,
            standing_sentence(judged.after.assessment()),
        )
        fewer = judged.wins_by_fewer
        if fewer is not None and fewer >= MARGIN_GIVEN:  # a proven win kept, by much less
            text += " " + fill(
                translate("ReviewUi", "%1 still wins, but by %n piece(s) fewer.", "", fewer), name
            )
        number_of = review.pass_of(ply)
        if review.running and number_of is not None and number_of < review.passes_total:
            text += " " + translate("ReviewUi", "(A first look: being checked more deeply.)")
        if better is not None:
            if game_line is not None and ply < len(game_line.positions):  # the most telling
                reasons = why_flagged(game_line.positions[ply - 1], judged)[:1]
                text += "".join("<br>" + escape(why_text(why)) for why in reasons)
            text += "<br>" + instead + " " + translate("ReviewUi", "Line ▶ shows it.")
        return text
    line = judged.best_line
    if step == 1:
        text = fill(
            translate(
                "ReviewUi",
                "<b>Before move %1</b>: %2 played %3 (%4, dashed); <b>%5</b> (arrow) was better.",
            ),
            number,
            name,
            played,
            kind,
            str(better),
        )
        return (
            text
            + "<br>"
            + instead
            + "<br>"
            + fill(translate("ReviewUi", "Line ▶ plays the better line: %1"), _line_text(line))
        )
    on_board = min(step - 1, len(line))
    text = fill(
        translate(
            "ReviewUi",
            "<b>The better line</b> instead of move %1: %2 of %n move(s) played",
            "",
            len(line),
        ),
        number,
        on_board,
    )
    return text + " (" + _line_text(line) + ")<br>" + instead
