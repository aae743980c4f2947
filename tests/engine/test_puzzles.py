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
            "difficulty", "source",
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


def test_broken_entries_say_what_is_wrong(tmp_path: Path) -> None:
    entry = PUZZLES[0].to_json()
    with pytest.raises(PuzzleError, match="'to_move' does not match"):
        puzzle_from_json({**entry, "to_move": "black" if entry["to_move"] == "white" else "white"})
    with pytest.raises(PuzzleError, match="difficulty"):
        puzzle_from_json({**entry, "difficulty": "trivial"})
    with pytest.raises(PuzzleError, match="position"):
        puzzle_from_json({**entry, "position": 7})
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
