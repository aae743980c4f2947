"""The game review: a constructed blunder, exact proofs, the judging rules, real records from
the team's corpus (skipped without ../shared), the record annotations and the CLI contract."""

from __future__ import annotations

import functools
import json
import tarfile
from pathlib import Path

import pytest

from engine.assessment import MoverResult
from engine.cli import main
from engine.moves import Move
from engine.notation import parse_position
from engine.position import Color, Position
from engine.records import GameRecord, RecordResult, read_record, write_record
from engine.records.files import decode
from engine.review.analysis import (
    GameLine,
    MoveVerdicts,
    judge_line,
    review_record,
    run_passes,
    schedule,
    summaries,
)
from engine.review.annotations import annotate, read_annotations, strip_annotation
from engine.review.chances import Situation
from engine.review.judgement import (
    MARGIN_GIVEN,
    MoveClass,
    Verdict,
    judge,
    summarise,
)
from engine.rules import apply, is_game_over, legal_moves
from tests.engine.test_records_model import random_game_where, white_wins

ARCHIVE = Path(__file__).resolve().parents[2].parent / "shared/data/boardspace-dvonn-sgf.tar.gz"
REAL_GAMES = (
    "sgf/DV-DrBrewhaha-Dumbot-2010-05-11-1900.sgf",
    "sgf/DV-BestBot-ezeregy-2009-04-19-1406.sgf",
)

# White to move wins by 5 with G4G5; C3E5 lets Black cut off 8 pieces and lose by 14 instead.
BLUNDER_START = (
    "-,-,-,-,-,-,-,-,-/-,-,-,-,-,-,-,-,-,-/-,-,BW,-,-,-,WBBBW,-,-,-,-/"
    "WWBWB,BB,B,-,-,W,DB,-,-,-/-,-,DBW,-,DWWWB,-,-,-,- w movement"
)

# Black to move loses by 17 with best play (a random game's position 12 plies before its end):
# the game is lost before its record starts, so no move of Black's in it can be where it was lost.
LOST_START = (
    "-,B,W,BBW,-,-,-,-,-/-,-,W,BWWBBBB,-,-,-,-,WWW,-/WW,BB,B,WDW,W,-,-,D,WBB,-,-/"
    "-,-,WBBWBWB,-,-,-,-,-,-,-/-,-,W,-,BBBWBBW,D,-,-,- b movement"
)
LOST_LINE = "B1C1 E3D2 B3D3 C2D3 C3D3 D1D4 PASS E5D4"  # best play by both to the end, 29–12


@functools.cache
def solved(position: Position) -> int:
    """The exact final margin for the side to move, by plain minimax over the rules."""
    if is_game_over(position):
        white, black = position.controlled_pieces()
        return white - black if position.turn is Color.WHITE else black - white
    return max(-solved(apply(position, move).after) for move in legal_moves(position))


def best_play(position: Position) -> list[Move]:
    """A perfect line to the end (the first best move in notation order each time)."""
    line = []
    while not is_game_over(position):
        move = max(legal_moves(position), key=lambda m: -solved(apply(position, m).after))
        line.append(move)
        position = apply(position, move).after
    return line


def blunder_game() -> GameRecord:
    start = parse_position(BLUNDER_START)
    blunder = Move.parse("C3E5")
    return GameRecord((blunder, *best_play(apply(start, blunder).after)), start)


def test_the_constructed_position_is_what_the_test_claims() -> None:
    start = parse_position(BLUNDER_START)
    assert solved(start) == 5
    after = apply(start, Move.parse("C3E5")).after
    assert solved(after) == 14  # Black's margin
    assert max(apply(after, m).pieces_removed for m in legal_moves(after)) >= 8


def test_the_blunder_is_found_with_the_move_that_avoids_it() -> None:
    record = blunder_game()
    plies, summary = review_record(record, 0.3)
    first = plies[0]
    assert first.move_class is MoveClass.BLUNDER
    assert first.best == Move.parse("G4G5")
    assert first.chance_lost == pytest.approx(1.0)  # a proven win turned into a proven loss
    assert first.loss == pytest.approx(19.0)  # +5 → −14
    assert str(first.before.proven()) == "White wins by 5"
    assert str(first.after.proven()) == "Black wins by 14"
    assert summary[Color.WHITE].blunders == 1
    assert all(p.move_class in (MoveClass.BEST, MoveClass.FORCED) for p in plies[1:])


def test_proven_verdicts_are_exact() -> None:
    record = blunder_game()
    line = GameLine.of_record(record)
    plies, _ = review_record(record, 0.3)
    for index, review in enumerate(plies):
        for verdict, position in (
            (review.before, line.positions[index]),
            (review.after, line.positions[index + 1]),
        ):
            assert verdict.result is not None and verdict.margin is not None
            assert verdict.margin == solved(position)
            assert verdict.score == verdict.margin


STAGE = Situation(False, 10, True)  # the movement phase, 10 stacks gone, White to move


def mover_view(turn: Color, score: float, result: MoverResult | None = None) -> Verdict:
    margin = None if result is None else round(score)
    best = Move.parse("A1B1")
    return Verdict(turn, STAGE, score, result, margin, best, (best,), 3)


W, B = Color.WHITE, Color.BLACK
PLAYED = Move.parse("C1C2")


def black_score_losing(drop: float) -> float:
    """Black's score after White's move at which White, even before it, loses ``drop`` of its
    winning chance on the fitted curve (found by bisection: the curve is not a test's business)."""
    before = mover_view(W, 0.0)
    low, high = 0.0, 98.0
    for _ in range(60):
        middle = (low + high) / 2
        if before.chance - before.chance_at(mover_view(B, middle)) < drop:
            low = middle
        else:
            high = middle
    return high


@pytest.mark.parametrize(
    ("drop", "expected"),
    [(0.0, MoveClass.GOOD), (0.11, MoveClass.INACCURACY), (0.21, MoveClass.MISTAKE),
     (0.31, MoveClass.BLUNDER)],
)  # fmt: skip
def test_classes_follow_the_drop_in_winning_chance(drop: float, expected: MoveClass) -> None:
    black = black_score_losing(drop) if drop else 0.0
    review = judge(1, PLAYED, mover_view(W, 0.0), mover_view(B, black), forced=False)
    assert review.move_class is expected
    assert review.chance_lost == pytest.approx(drop, abs=1e-6)
    assert review.loss == pytest.approx(black)


def test_after_is_read_on_the_curve_of_the_position_before() -> None:
    """Like for like: the best move's "after" (the same score from the other side) loses
    nothing, whatever the curve makes of the side to move."""
    before = mover_view(W, 2.5)
    assert before.chance_at(mover_view(B, -2.5)) == pytest.approx(before.chance)
    assert before.chance_at(mover_view(B, -2.5, MoverResult.LOSS)) == 1.0


def test_a_proven_win_kept_by_many_pieces_fewer_is_marked() -> None:
    """Issue 47, point 4: a proven win by 30 turned into a win by 5 was "good"."""
    before = mover_view(W, 30.0, MoverResult.WIN)
    review = judge(1, PLAYED, before, mover_view(B, -5.0, MoverResult.LOSS), forced=False)
    assert review.move_class is MoveClass.INACCURACY and review.wins_by_fewer == 25
    fewer = -(30.0 - (MARGIN_GIVEN - 1))
    near = judge(1, PLAYED, before, mover_view(B, fewer, MoverResult.LOSS), forced=False)
    assert near.move_class is MoveClass.GOOD and near.wins_by_fewer == MARGIN_GIVEN - 1
    kept = judge(1, PLAYED, before, mover_view(B, -30.0, MoverResult.LOSS), forced=False)
    assert kept.move_class is MoveClass.GOOD and kept.wins_by_fewer == 0
    unproven = judge(1, PLAYED, mover_view(W, 3.0), mover_view(B, -2.0), forced=False)
    assert unproven.wins_by_fewer is None


def test_a_proven_win_thrown_into_a_draw_is_a_blunder_whatever_the_pieces() -> None:
    before = mover_view(W, 1.0, MoverResult.WIN)
    after = mover_view(B, 0.0, MoverResult.DRAW)
    assert judge(1, PLAYED, before, after, forced=False).move_class is MoveClass.BLUNDER
    losing = mover_view(B, 1.0, MoverResult.WIN)  # Black wins by 1: White's win turned to a loss
    assert judge(1, PLAYED, before, losing, forced=False).move_class is MoveClass.BLUNDER


def test_best_forced_and_never_negative() -> None:
    before = mover_view(W, 2.0)
    better_than_expected = mover_view(B, -5.0)
    review = judge(1, PLAYED, before, better_than_expected, forced=False)
    assert review.loss == 0 and review.chance_lost == 0 and review.move_class is MoveClass.GOOD
    best = judge(1, Move.parse("A1B1"), before, mover_view(B, 9.0), forced=False)
    assert best.move_class is MoveClass.BEST and best.loss == 0
    forced = judge(1, PLAYED, before, mover_view(B, 9.0), forced=True)
    assert forced.move_class is MoveClass.FORCED and forced.chance_lost == 0


def test_accuracy_is_the_mean_chance_kept_over_unforced_moves() -> None:
    plies = [
        judge(1, PLAYED, mover_view(W, 0.0), mover_view(B, black_score_losing(0.35)), False),
        judge(2, PLAYED, mover_view(B, 0.0), mover_view(W, 0.0), forced=False),
        judge(3, PLAYED, mover_view(W, 0.0), mover_view(B, 9.0), forced=True),
    ]
    white = summarise(plies, W)
    assert white.accuracy == pytest.approx(100 * (1 - plies[0].chance_lost))
    assert (white.inaccuracies, white.mistakes, white.blunders) == (0, 0, 1)
    assert summarise(plies, B).accuracy == 100.0


def real_record(name: str) -> GameRecord:
    if not ARCHIVE.exists():
        pytest.skip("the team's corpus (../shared/data) is not here")
    with tarfile.open(ARCHIVE) as tar:
        handle = tar.extractfile(name)
        assert handle is not None
        return read_record(decode(handle.read()), name)


@pytest.mark.parametrize("name", REAL_GAMES)
def test_real_games_quick_pass(name: str) -> None:
    record = real_record(name)
    plies, summary = review_record(record, 0.01)  # the quick pass only
    assert [p.ply for p in plies] == list(range(1, len(record.moves) + 1))
    line = GameLine.of_record(record)
    for review in plies:
        assert review.loss >= 0 and 0 <= review.chance_lost <= 1
        if len(legal_moves(line.positions[review.ply - 1])) == 1:
            assert review.move_class is MoveClass.FORCED
        elif review.move_class is not MoveClass.BEST:
            assert review.move in legal_moves(line.positions[review.ply - 1])
            assert review.best != review.move
    # The game was played to its end: the last verdicts are the exact final result.
    white, black = line.positions[-1].controlled_pieces()
    assert plies[-1].after.white_score() == white - black
    for color in Color:
        assert 0 <= summary[color].accuracy <= 100


def test_review_survives_dvn_and_sgf_but_not_littlegolem() -> None:
    moves = tuple(random_game_where(white_wins))
    record = GameRecord(moves, comments=((1, "ouch"),))
    line = GameLine.of_record(record)
    verdicts: list[MoveVerdicts | None] = [None] * len(line.moves)
    for _, found in run_passes(line, schedule(0.01)):
        verdicts[found.index] = found
    plies = [p for p in judge_line(line, verdicts) if p is not None]
    annotated = annotate(record, plies)
    assert strip_annotation(annotated.comment(1) or "") == "ouch"
    for fmt in ("dvn", "sgf"):
        back = read_record(write_record(annotated, fmt))
        again = [p for p in judge_line(line, read_annotations(back, line.positions)) if p]
        assert [(p.move_class, p.best, p.best_line, p.before.proven()) for p in again] == [
            (p.move_class, p.best, p.best_line, p.before.proven()) for p in plies
        ]
        assert [round(p.score_before, 2) for p in again] == [
            round(p.score_before, 2) for p in plies
        ]
    assert "%review" not in write_record(GameRecord(record.moves), "littlegolem")


def test_cli_json_contract(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "blunder.dvn"
    path.write_text(write_record(blunder_game(), "dvn"))
    assert main(["review", str(path), "--seconds-per-move", "0.2", "--json"]) == 0
    lines = [json.loads(text) for text in capsys.readouterr().out.splitlines()]
    *plies, summary = lines
    assert [p["ply"] for p in plies] == list(range(1, len(plies) + 1))
    keys = {
        "ply",
        "side",
        "move",
        "best",
        "best_line",
        "score_before",
        "score_after",
        "loss",
        "chance_lost",
        "chance_before",
        "class",
        "proven_before",
        "proven_after",
        "verdict",
        "pass",
    }
    assert all(set(p) == keys for p in plies)
    assert all(p["pass"] == 2 for p in plies if p["class"] != "forced")
    first = plies[0]
    assert (first["side"], first["move"], first["best"], first["class"]) == (
        "white",
        "C3E5",
        "G4G5",
        "blunder",
    )
    assert (first["score_before"], first["score_after"], first["loss"]) == (5.0, -14.0, 19.0)
    assert first["proven_before"] == "White wins by 5"
    assert first["proven_after"] == "Black wins by 14"
    assert first["verdict"] == {
        "before": {"kind": "wins", "side": "white", "margin": 5},
        "after": {"kind": "wins", "side": "black", "margin": 14},
    }
    assert all(p["loss"] >= 0 and p["chance_lost"] >= 0 for p in plies)
    assert first["chance_before"] == 1.0  # White's chance: proven, White wins
    assert all(0 <= p["chance_before"] <= 1 for p in plies)
    assert summary["summary"]["white"]["blunders"] == 1
    assert set(summary["summary"]["black"]) == {
        "accuracy", "inaccuracies", "mistakes", "blunders", "lost_unexplained"
    }  # fmt: skip
    assert summary["summary"]["white"]["lost_unexplained"] is False


def lost_game() -> GameRecord:
    moves = tuple(Move.parse(text) for text in LOST_LINE.split())
    return GameRecord(moves, parse_position(LOST_START))


def test_a_game_lost_without_a_mistake_found_is_said_to_be_unexplained() -> None:
    """Issue 47, point 3: Black loses 29–12 and chooses three moves of its own, none of them
    flagged (the game was lost before the record starts): the review says it cannot tell
    where Black lost (``lost_unexplained``) instead of praising Black's 100 % accuracy."""
    record = lost_game()
    start = parse_position(LOST_START)
    assert solved(start) == -17 and best_play(start) == list(record.moves)
    line = GameLine.of_record(record)
    white, black = line.positions[-1].controlled_pieces()
    assert (white, black) == (29, 12)
    plies, summary = review_record(record, 0.2)
    assert str(plies[0].before.proven()) == "White wins by 17"
    blacks = [p for p in plies if p.side is B]
    assert sum(p.move_class is not MoveClass.FORCED for p in blacks) == 3  # Black chose
    assert not any(p.move_class.flagged for p in plies)
    assert summary[B].lost_unexplained and summary[B].accuracy == 100.0
    assert (summary[B].mistakes, summary[B].blunders) == (0, 0)
    assert not summary[W].lost_unexplained  # the winner
    # Only the loser of a game played to its end: not while the game goes on, not a draw.
    unfinished = summaries(plies[:-1], line.positions[-2])
    assert not any(s.lost_unexplained for s in unfinished.values())
    assert not any(s.lost_unexplained for s in summaries(plies).values())
    # A loser with a blunder of its own is not "unexplained" (the constructed blunder).
    _, totals = review_record(blunder_game(), 0.05)
    assert totals[W].blunders == 1 and not totals[W].lost_unexplained


def test_cli_says_a_loss_it_cannot_explain(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "lost.dvn"
    path.write_text(write_record(lost_game(), "dvn"))
    assert main(["review", str(path), "--seconds-per-move", "0.2", "--json"]) == 0
    *plies, summary = [json.loads(text) for text in capsys.readouterr().out.splitlines()]
    assert not any(p["class"] in ("inaccuracy", "mistake", "blunder") for p in plies)
    assert summary["summary"]["black"]["lost_unexplained"] is True
    assert summary["summary"]["white"]["lost_unexplained"] is False
    assert main(["review", str(path), "--seconds-per-move", "0.2"]) == 0
    out = capsys.readouterr().out
    assert "Black lost, but the review found no mistake of Black's" in out
    assert "Black: accuracy" not in out and "White: accuracy 100.0 %" in out


def test_cli_table_and_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    partial = blunder_game()
    path = tmp_path / "partial.dvn"
    path.write_text(write_record(GameRecord(partial.moves[:2], partial.start), "dvn"))
    assert main(["review", str(path), "--seconds-per-move", "0.05"]) == 0
    out = capsys.readouterr().out
    assert "C3E5" in out and "blunder??" in out and "White: accuracy" in out
    bad = tmp_path / "bad.dvn"
    bad.write_text("1. E3 E3")
    assert main(["review", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "bad.dvn" in err and "illegal" in err


def test_a_resigned_game_is_reviewed_up_to_the_resignation() -> None:
    game = blunder_game()
    start, moves = game.start, game.moves[:2]
    mover = GameLine.of_moves(start, moves).positions[-1].turn
    record = GameRecord(moves, start, result=RecordResult.RESIGNED, resigned=mover)
    plies, _ = review_record(record, 0.05)
    assert [str(p.move) for p in plies] == [str(m) for m in moves]
    assert plies[0].move_class is MoveClass.BLUNDER
