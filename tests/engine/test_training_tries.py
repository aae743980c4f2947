"""engine.training_tries: a try at an exercise judged as good as the best, better than the move
played, or no better, with the reply the engine expects and what it cuts off.

The positions are from real games of the Boardspace corpus, late enough that the engine proves
every move (checked against plain minimax here), so every judgement is exact and the same
each time; the chance threshold is checked on judged verdicts made by hand.
"""

from __future__ import annotations

import functools

import pytest

from engine.ai import Engine
from engine.board import Cell
from engine.moves import Move
from engine.position import Color, Phase, Position
from engine.review.analysis import GameLine, judge_move
from engine.review.chances import Situation
from engine.review.judgement import INACCURACY, MoveClass, PlyReview, Verdict
from engine.review.why import WhyKind
from engine.rules import apply, is_game_over, legal_moves
from engine.training import Exercise
from engine.training_tries import (
    TryJudgement,
    TryKind,
    game_exercises,
    judge_try,
    search_try,
)
from tests.app.review_helpers import plain_game, quick_review
from tests.engine.test_review import BLUNDER_START

# DV-Dumbot-PhiUlbrich-2017-01-28-1939.sgf, before move 67: Black played J3I3, which loses by
# 10; H4G3 (and three more moves of the stack on H4) win by 12, I4I3 by 6, I1G1 by 4.
CUT_OFF = Position.parse(
    "-,-,-,-,-,-,DDBWBWBW,-,BB/-,-,-,-,-,-,-,BW,B,-/-,-,-,-,-,-,WWB,-,BW,B,W/"
    "-,-,-,-,-,BB,B,B,-,W/-,-,-,-,-,BBWB,-,-,D b movement"
)
# U!DV-guest-SmartBot-2009-02-24-1809.sgf, before move 76: White played I5H4, which loses by
# 5; J2J4 wins by 7, H2I2 by 1, J2H2 draws, J5G5 loses by 3.
DRAWN = Position.parse(
    "-,-,-,-,-,-,-,-,-/-,-,-,-,-,-,-,W,W,DW/-,-,-,-,-,-,BBBWB,-,-,-,-/"
    "-,-,DWBWBBWB,-,-,-,D,WWWB,B,-/-,WWB,-,-,B,WWB,W,BBW,- w movement"
)


@functools.cache
def solved(position: Position) -> int:
    """The exact final margin for the side to move, by plain minimax over the rules."""
    if is_game_over(position):
        white, black = position.controlled_pieces()
        return white - black if position.turn is Color.WHITE else black - white
    return max(-solved(apply(position, move).after) for move in legal_moves(position))


def margin(position: Position, move: str) -> int:
    return -solved(apply(position, Move.parse(move)).after)


@functools.cache
def exercise(position: Position, played: str) -> Exercise:
    """The exercise the review makes of ``played`` (judged as the blunder check judges it)."""
    review = judge_move(Engine(), position, Move.parse(played), 1.0)
    assert review is not None
    found = Exercise.from_review("corpus", position, review)
    assert found is not None
    return found


def tried(position: Position, played: str, move: str) -> TryJudgement:
    found = search_try(Engine(), exercise(position, played), Move.parse(move))
    assert found is not None
    return found


def test_the_positions_are_what_the_tests_claim() -> None:
    assert [margin(CUT_OFF, m) for m in ("J3I3", "H4G3", "I4I3", "I1G1", "J3K3")] == [
        -10,
        12,
        6,
        4,
        -12,
    ]
    assert [margin(DRAWN, m) for m in ("I5H4", "J2J4", "H2I2", "J2H2", "J5G5")] == [
        -5,
        7,
        1,
        0,
        -3,
    ]
    blunder = exercise(CUT_OFF, "J3I3")
    assert blunder.move_class is MoveClass.BLUNDER and blunder.best == Move.parse("H4G3")
    assert blunder.side is Color.BLACK and blunder.chance_lost == pytest.approx(1.0)


def test_the_better_move_is_found_with_its_line() -> None:
    found = tried(CUT_OFF, "J3I3", "H4G3")
    assert found.kind is TryKind.AS_GOOD and found.found
    assert found.line == exercise(CUT_OFF, "J3I3").line  # the best line, for the praise
    assert found.reasons == ()
    assert str(found.review.after.proven()) == "Black wins by 12"


def test_another_move_that_keeps_the_proven_win_is_as_good() -> None:
    for move, by in (("H4I4", 12), ("I4I3", 6), ("I1G1", 4)):  # 8 pieces fewer: the same win
        found = tried(CUT_OFF, "J3I3", move)
        assert found.kind is TryKind.AS_GOOD, move
        assert found.line[0] == Move.parse(move)
        assert str(found.review.after.proven()) == f"Black wins by {by}"
    assert tried(DRAWN, "I5H4", "H2I2").kind is TryKind.AS_GOOD  # a win by 1 instead of 7


def test_the_move_played_is_refused_with_the_reply_and_what_it_cuts_off() -> None:
    found = tried(CUT_OFF, "J3I3", "J3I3")
    assert found.kind is TryKind.NO_BETTER and not found.found
    assert found.reply == Move.parse("H2H4")
    child = apply(CUT_OFF, Move.parse("J3I3")).after
    removed = apply(child, Move.parse("H2H4")).removed
    assert set(found.cut_off) == {cell for cell, stack in removed if stack[-1] == "B"}
    assert Cell.parse("I3") in found.cut_off  # the stack just moved there
    assert found.pieces == 16
    assert [why.kind for why in found.reasons] == [WhyKind.REPLY_CUTS, WhyKind.PROVEN_LOSS]
    assert str(found.reasons[0]) == (
        "After this, White plays H2H4 and cuts off 7 of your stacks (16 pieces)."
    )


def test_a_move_that_loses_as_much_is_no_better_and_never_names_the_answer() -> None:
    for move in ("J3K3", "I2J3", "G3J3"):
        found = tried(CUT_OFF, "J3I3", move)
        assert found.kind is TryKind.NO_BETTER, move
        assert found.reply is not None and found.pieces > 0
        assert WhyKind.MISSED_CUT not in [why.kind for why in found.reasons]
    assert tried(DRAWN, "I5H4", "J5G5").kind is TryKind.NO_BETTER  # lost by 3 instead of 5


def test_a_proven_draw_instead_of_a_loss_is_better_but_not_good_enough() -> None:
    found = tried(DRAWN, "I5H4", "J2H2")
    assert found.kind is TryKind.BETTER
    assert str(found.review.after.proven()) == "Draw"
    assert found.review.chance_lost == pytest.approx(0.5)


def test_a_proven_loss_by_many_fewer_pieces_is_better() -> None:
    start = Position.parse(BLUNDER_START)  # the review's own test: C3E5 loses by 14
    assert margin(start, "G4H4") == -1 and margin(start, "G4G3") == -5
    assert tried(start, "C3E5", "G4H4").kind is TryKind.BETTER  # 13 pieces fewer
    assert tried(start, "C3E5", "G4G3").kind is TryKind.NO_BETTER  # 9 fewer: not enough
    assert tried(start, "C3E5", "G4G5").kind is TryKind.AS_GOOD


def test_the_same_try_gets_the_same_judgement() -> None:
    engine = Engine()
    task = exercise(CUT_OFF, "J3I3")
    first = search_try(engine, task, Move.parse("J3K3"))
    search_try(engine, task, Move.parse("I1G1"))  # whatever it searched in between
    assert search_try(engine, task, Move.parse("J3K3")) == first


def test_an_illegal_try_is_refused_and_a_stop_gives_none() -> None:
    task = exercise(CUT_OFF, "J3I3")
    with pytest.raises(ValueError, match="not a legal move"):
        search_try(Engine(), task, Move.parse("A1B1"))
    assert search_try(Engine(), task, Move.parse("J3K3"), stop=lambda: True) is None


# --- the chance threshold, on verdicts made by hand ------------------------------------------


def _verdicts(lost_try: float, lost_played: float) -> tuple[Exercise, Verdict, Verdict, Verdict]:
    """An exercise in an unproven position and the verdicts that make the try lose
    ``lost_try`` of the mover's chance and the move played ``lost_played``."""
    position = CUT_OFF
    best, played, move = (Move.parse(m) for m in ("H4G3", "J3I3", "J3K3"))
    before = Verdict(position.turn, Situation.of(position), 2.0, best=best, line=(best,))

    def after(lost: float, move: Move) -> Verdict:
        child = apply(position, move).after
        low, high = -60.0, 60.0  # the child's score giving that loss, by bisection
        for _ in range(80):
            score = (low + high) / 2
            verdict = Verdict(child.turn, Situation.of(child), score)
            if before.chance - before.chance_at(verdict) > lost:
                high = score
            else:
                low = score
        return Verdict(child.turn, Situation.of(child), (low + high) / 2)

    task = Exercise("hand", 9, position, position.turn, played, best, (best,), lost_played,
                    MoveClass.MISTAKE)  # fmt: skip
    return task, before, after(lost_played, played), after(lost_try, move)


@pytest.mark.parametrize(
    ("lost_try", "lost_played", "kind"),
    [
        (INACCURACY - 0.01, 0.35, TryKind.AS_GOOD),
        (INACCURACY + 0.01, 0.35, TryKind.BETTER),
        (0.24, 0.35, TryKind.BETTER),  # 0.11 kept over the move played
        (0.26, 0.35, TryKind.NO_BETTER),  # 0.09: not an inaccuracy's worth
        (0.40, 0.35, TryKind.NO_BETTER),
    ],
)
def test_the_review_s_inaccuracy_threshold_decides(
    lost_try: float, lost_played: float, kind: TryKind
) -> None:
    task, before, after_played, after_try = _verdicts(lost_try, lost_played)
    found = judge_try(task, Move.parse("J3K3"), before, after_played, after_try)
    assert found.review.chance_lost == pytest.approx(lost_try, abs=1e-6)
    assert found.played.chance_lost == pytest.approx(lost_played, abs=1e-6)
    assert found.kind is kind


# --- the exercises of a reviewed game ---------------------------------------------------------


def test_a_reviewed_game_gives_its_mistakes_and_blunders_oldest_first() -> None:
    plies: list[PlyReview] = list(quick_review())
    positions = GameLine.of_record(plain_game()).positions
    both = game_exercises("ann", positions, reversed(plies))
    flagged = [p for p in plies if p.move_class in (MoveClass.MISTAKE, MoveClass.BLUNDER)]
    assert [e.ply for e in both] == [p.ply for p in flagged] and both
    for task in both:
        assert task.position == positions[task.ply - 1] and task.side is task.position.turn
        assert task.key == f"ann#{task.ply}"
    white = game_exercises("ann", positions, plies, (Color.WHITE,))
    assert white == [e for e in both if e.side is Color.WHITE]


def test_a_placement_is_judged_by_the_board_it_makes() -> None:
    positions = GameLine.of_record(plain_game()).positions
    tasks = game_exercises("ann", positions, quick_review())
    task = next(t for t in tasks if t.position.phase is Phase.PLACEMENT)
    best = search_try(Engine(), task, task.best)
    played = search_try(Engine(), task, task.played)
    assert best is not None and best.kind is TryKind.AS_GOOD and best.line == (task.best,)
    assert played is not None and played.kind is TryKind.NO_BETTER
    assert played.review.chance_lost == pytest.approx(task.chance_lost)  # the review's own
    assert played.reply is None and played.cut_off == ()  # nothing is cut off yet
