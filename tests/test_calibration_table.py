"""scripts/calibrate.py rewrites only the rows of the levels it played in docs/ai.md."""

from __future__ import annotations

from scripts import calibrate


def _row(level: int, text: str) -> str:
    return f"| {level} | Name {level} | 1 s | 1500 ± 80 | {text} | {text} | conditions |"


def test_merge_replaces_the_rows_played_and_keeps_the_others() -> None:
    table = "\n".join(
        [calibrate.START, "old intro", "", calibrate.HEADER, calibrate.RULE]
        + [_row(n, "old") for n in (1, 2, 3)]
        + [calibrate.END]
    )
    text = f"# Doc\n\nbefore\n\n{table}\n\nafter\n"
    merged = calibrate.merge(text, {2: _row(2, "new"), 4: _row(4, "new")})
    lines = merged.splitlines()
    rows = [line for line in lines if line.startswith("| ") and "Name" in line]
    assert rows == [_row(1, "old"), _row(2, "new"), _row(3, "old"), _row(4, "new")]
    assert merged.startswith("# Doc\n\nbefore\n") and merged.endswith("\nafter\n")
    assert calibrate.INTRO in lines and "old intro" not in lines


def test_merge_drops_rows_of_an_older_layout_and_adds_a_missing_table() -> None:
    old_layout = "| 5 | Club player | 1 s | 85 % | 100 % | 3 min |"  # no rating column
    text = f"{calibrate.START}\n{old_layout}\n{calibrate.END}\n"
    merged = calibrate.merge(text, {6: _row(6, "new")})
    assert old_layout not in merged and _row(6, "new") in merged
    appended = calibrate.merge("# Doc\n", {1: _row(1, "new")})
    assert appended.startswith("# Doc\n\n" + calibrate.START) and _row(1, "new") in appended
