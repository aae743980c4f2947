"""Issue 37, item 10: a saved review is input like any other.

``before=nan`` in a review annotation was read as a score and showed invented blunders.  Every
value of an annotation is checked (a finite score within bounds, in ASCII digits; a depth and
a margin within bounds): a bad one is refused with a note naming the move, and nothing of the
review is shown (``app.review_ui`` puts the note in the status bar).
"""

from __future__ import annotations

import dataclasses

import pytest

from engine.errors import RecordParseError
from engine.records import load_record
from engine.review.analysis import GameLine
from engine.review.annotations import read_annotations
from tests.conftest import REPO_ROOT

RECORD = load_record(REPO_ROOT / "tests" / "engine" / "data" / "records" / "standard.dvn")
GOOD = {
    "class": "best", "before": "+0.10", "after": "-0.20", "best": "-", "line": "-",
    "depth": "4,3", "proven": "-,-",
}  # fmt: skip


def read(**changes: str) -> object:
    fields = {**GOOD, **changes}
    text = "[%review " + " ".join(f"{k}={v}" for k, v in fields.items()) + "]"
    record = dataclasses.replace(RECORD, comments=((1, text),))
    return read_annotations(record, GameLine.of_record(record).positions)


def test_a_good_annotation_is_read() -> None:
    found = read()
    assert isinstance(found, list) and found[0] is not None
    assert found[0].before.white_score() == pytest.approx(0.10)


@pytest.mark.parametrize(
    "changes",
    [
        {"before": "nan"}, {"after": "NaN"}, {"before": "inf"}, {"after": "-inf"},
        {"before": "1e300"}, {"before": "+9999"}, {"before": "٣"}, {"after": "1_0"},
        {"depth": "9" * 5000 + ",3"}, {"depth": "٣,3"}, {"depth": "4,-1"},
        {"proven": "W" + "9" * 5000 + ",-"}, {"proven": "B٣,-"}, {"proven": "-,W0"},
    ],
)  # fmt: skip
def test_bad_values_are_refused_with_a_note(changes: dict[str, str]) -> None:
    with pytest.raises(RecordParseError, match="the review annotation after ply 1 is malformed"):
        read(**changes)


@pytest.mark.parametrize(
    ("ply", "changes"),
    [
        (1, {"best": "A1K5"}),  # no such move
        (1, {"line": "A1K5,K5A1"}),
        (1, {"line": "E3,E3"}),  # the second placement on the cell just taken
        (61, {"best": "C2"}),  # a placement in the movement phase
        (61, {"line": "C2A2,A2C2"}),  # C2A2 is legal there, its way back is not
    ],
)  # fmt: skip
def test_an_illegal_best_move_or_line_is_refused(ply: int, changes: dict[str, str]) -> None:
    """Issue 51, point 10: ``best=A1K5 line=A1K5,K5A1`` was accepted, then applied
    (IllegalMoveError dialogs on every update; a placement shown as the better move in the
    movement phase)."""
    fields = {**GOOD, **changes}
    text = "[%review " + " ".join(f"{k}={v}" for k, v in fields.items()) + "]"
    record = dataclasses.replace(RECORD, comments=((ply, text),))
    with pytest.raises(RecordParseError, match=f"annotation after ply {ply} is malformed"):
        read_annotations(record, GameLine.of_record(record).positions)
