"""The shipped puzzles are sound (the solver re-proves every one), and the format is checked."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.ai import Engine
from engine.cli import main as cli_main
from engine.moves import Move
from engine.puzzles import (
    DEFAULT_PATH,
    DIFFICULTIES,
    PuzzleError,
    check_puzzle,
    explain,
    load_puzzles,
    puzzle_from_json,
)
from engine.rules import apply, legal_moves

PUZZLES = load_puzzles()


def test_the_set_spans_the_three_difficulties() -> None:
    assert len(PUZZLES) >= 30
    for level in DIFFICULTIES:
        assert sum(p.difficulty == level for p in PUZZLES) >= len(PUZZLES) // 4
    ratings = {
        level: [p.rating for p in PUZZLES if p.difficulty == level] for level in DIFFICULTIES
    }
    assert max(ratings["easy"]) <= min(ratings["medium"]) <= max(ratings["medium"])
    assert max(ratings["medium"]) <= min(ratings["hard"])


@pytest.mark.slow
def test_every_shipped_puzzle_is_proven_by_the_solver() -> None:
    """Legal position and line; the solution wins; every other move (only-move) does not."""
    engine = Engine()
    failures = {}
    for puzzle in PUZZLES:
        engine.new_game()
        problems = check_puzzle(puzzle, engine)
        if problems:
            failures[puzzle.id] = problems
        others = [m for m in legal_moves(puzzle.position) if m != puzzle.solution[0]]
        assert set(puzzle.refutations) <= set(others)
    assert failures == {}


def test_each_entry_keeps_its_format() -> None:
    raw = json.loads(DEFAULT_PATH.read_text(encoding="utf-8"))
    for entry in raw:
        assert set(entry) >= {
            "id", "state", "position", "to_move", "solution", "only_move", "result",
            "difficulty", "source", "later",
        }  # fmt: skip
        assert entry["to_move"] in ("white", "black")
        assert entry["result"].startswith(entry["to_move"].capitalize() + " wins")
        assert set(entry["source"]) >= {"file", "ply"}
        assert puzzle_from_json(entry).to_json() == entry  # printed form reads back


def test_a_puzzle_with_a_losing_solution_is_caught() -> None:
    puzzle = PUZZLES[0]
    wrong = next(m for m in legal_moves(puzzle.position) if m != puzzle.solution[0])
    entry = puzzle.to_json()
    entry["solution"] = [str(wrong)]
    entry["refutations"] = {}
    problems = check_puzzle(puzzle_from_json(entry))
    assert f"the solver does not prove that {wrong} wins" in problems
    assert any(f"{puzzle.solution[0]} fails to win" in p for p in problems)


def test_later_steps_ask_for_every_move_of_the_players_side() -> None:
    """Each later move of the player's side has its step: the solution's move is among the
    winning ones, and some steps accept several winning moves (none is rejected)."""
    multi = [p for p in PUZZLES if len(p.solution) >= 3]
    assert len(multi) >= len(PUZZLES) // 2
    for puzzle in multi:
        assert len(puzzle.later) == (len(puzzle.solution) - 1) // 2
        assert puzzle.solution[2] in puzzle.step(2).winning
        assert puzzle.step(0).winning == {puzzle.solution[0]}
    assert any(len(p.step(2).winning) > 1 for p in multi)
    assert any(len(p.step(2).winning) == 1 and p.step(2).refutations for p in multi)


def test_a_wrong_later_step_is_caught() -> None:
    puzzle = next(p for p in PUZZLES if len(p.solution) >= 3 and p.step(2).refutations)
    entry = puzzle.to_json()
    losing, _ = next(iter(puzzle.step(2).refutations.items()))
    entry["later"][0]["winning"].append(str(losing))
    del entry["later"][0]["refutations"][str(losing)]
    problems = check_puzzle(puzzle_from_json(entry))
    assert problems == [f"ply 2: the solver does not prove that {losing} wins"]
    puzzle = next(p for p in PUZZLES if len(p.solution) >= 3 and len(p.step(2).winning) > 1)
    entry = puzzle.to_json()
    entry["later"][0]["winning"] = [str(puzzle.solution[2])]  # a winning choice left out
    others = set(puzzle.step(2).winning) - {puzzle.solution[2]}
    problems = check_puzzle(puzzle_from_json(entry))
    assert others and len(problems) == len(others)
    for move in others:
        assert f"ply 2: the solver does not prove that {move} fails to win" in problems


def test_broken_entries_say_what_is_wrong(tmp_path: Path) -> None:
    entry = PUZZLES[0].to_json()
    with pytest.raises(PuzzleError, match="'to_move' does not match"):
        puzzle_from_json({**entry, "to_move": "black" if entry["to_move"] == "white" else "white"})
    with pytest.raises(PuzzleError, match="difficulty"):
        puzzle_from_json({**entry, "difficulty": "trivial"})
    with pytest.raises(PuzzleError, match="position"):
        puzzle_from_json({**entry, "position": 7})
    multi = next(p for p in PUZZLES if len(p.solution) == 3).to_json()
    with pytest.raises(PuzzleError, match="'later' needs one step"):
        puzzle_from_json({**multi, "later": []})
    with pytest.raises(PuzzleError, match="not among its step's winning moves"):
        puzzle_from_json({**multi, "later": [{"winning": [], "refutations": {}}]})
    with pytest.raises(PuzzleError, match="winning"):
        puzzle_from_json({**multi, "later": [{"winning": "E3F4", "refutations": {}}]})
    path = tmp_path / "p.json"
    path.write_text(json.dumps([entry, entry]))
    with pytest.raises(PuzzleError, match="used twice"):
        load_puzzles(path)
    path.write_text("{not json")
    with pytest.raises(PuzzleError):
        load_puzzles(path)


def test_explanations_name_the_cut_off_stacks() -> None:
    found = 0
    for puzzle in PUZZLES:
        for move, reply in puzzle.refutations.items():
            reason = explain(puzzle.position, move, reply)
            assert reason.kind in ("cut_off", "self_cut_off", "outplayed")
            if reason.kind == "cut_off":
                found += 1
                after = apply(apply(puzzle.position, move).after, reply)
                assert set(reason.cells) <= {cell for cell, _ in after.removed}
                assert reason.pieces > 0
    assert found > 0


def test_the_cli_counts_and_checks(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["puzzles"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{len(PUZZLES)} puzzles: easy ")
    path = tmp_path / "two.json"
    good = PUZZLES[0].to_json()
    bad = {**PUZZLES[1].to_json(), "id": "bad"}
    wrong = next(m for m in legal_moves(PUZZLES[1].position) if m != PUZZLES[1].solution[0])
    bad["solution"], bad["refutations"] = [str(wrong)], {}
    path.write_text(json.dumps([good, bad]))
    assert cli_main(["puzzles", "--check", str(path)]) == 1
    out = capsys.readouterr().out
    assert "puzzle bad: the solver does not prove" in out
    assert out.strip().endswith("checked 2: 1 sound, 1 failed")
    assert Move.parse(good["solution"][0]) == PUZZLES[0].solution[0]


def test_a_wrong_move_that_ends_the_game_is_explained_by_the_score() -> None:
    """A wrong move with no refutation stored ends the game itself: the explanation gives
    the mover's pieces and the opponent's, never "after the best answer"."""
    from engine.rules import is_game_over, score

    found = 0
    for puzzle in PUZZLES:
        for move in legal_moves(puzzle.position):
            if move in puzzle.refutations or move == puzzle.solution[0]:
                continue
            after = apply(puzzle.position, move).after
            assert is_game_over(after)  # the file's promise: absent only when it ends the game
            reason = explain(puzzle.position, move, None)
            assert reason.kind == "ends_game"
            white, black = score(after)
            mine = white if puzzle.to_move.name == "WHITE" else black
            assert (reason.pieces, reason.against) == (mine, white + black - mine)
            assert reason.pieces <= reason.against  # a wrong move: no win
            found += 1
    assert found > 0
