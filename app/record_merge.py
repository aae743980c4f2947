"""Two records of one game made one, and clock values kept to what a record really says.

``merged``: a file opened again holds the game that an entry of the library already holds
(``app.library.same_game``), often poorer (without the review, the clocks or a comment added
since).  The entry must not lose what it holds: the two records become one that keeps the
headers, the result, the comments, the clock values and the review of either.

``clocks_as_read``: a game replayed from a record with a time control but without ``[%clk]``
values has its clocks full after every move; saving it would make those values up.  Moves
read from the record keep exactly the clock values it gave them.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine.moves import Move
from engine.records import GameRecord, RecordResult

CLOCK = re.compile(r"\s*\[%clk [0-9]+(?:\.[0-9]+)?\]")  # as app.records_io reads them
REVIEW = re.compile(r"\s*\[%review [^\]]*\]")  # as engine.review.annotations writes them


def _parts(text: str) -> tuple[str, str, str]:
    """A comment as (its clock value, its review annotation, the rest)."""
    clock = CLOCK.search(text)
    review = REVIEW.search(text)
    rest = REVIEW.sub("", CLOCK.sub("", text)).strip()
    return (
        clock.group().strip() if clock else "",
        review.group().strip() if review else "",
        rest,
    )


def _count(record: GameRecord, index: int) -> int:
    return sum(1 for _, text in record.comments if _parts(text)[index])


def _words(first: str, second: str) -> str:
    """What two people's comments on a move say, each once."""
    if second in first:
        return first
    if first in second:
        return second
    return f"{first} {second}"


def merged(kept: GameRecord, opened: GameRecord) -> GameRecord:
    """One record of the game that ``kept`` (an entry's) and ``opened`` (a file's) both hold
    (the same start and moves): the headers of ``opened`` where it has them, else those of
    ``kept``; the result of the one that has one (``opened``'s when both do); the clock
    values (with their time control) and the review of the record that has more of them
    (the clocks of ``opened`` on a tie, the review of ``kept``); and every comment of both,
    each said once."""
    clocks = opened if _count(opened, 0) >= _count(kept, 0) else kept
    review = kept if _count(kept, 1) >= _count(opened, 1) else opened
    plies = sorted({ply for ply, _ in kept.comments} | {ply for ply, _ in opened.comments})
    comments: list[tuple[int, str]] = []
    for ply in plies:
        clock = _parts(clocks.comment(ply) or "")[0]
        annotation = _parts(review.comment(ply) or "")[1]
        words = _words(_parts(opened.comment(ply) or "")[2], _parts(kept.comment(ply) or "")[2])
        text = " ".join(part for part in (clock, words, annotation) if part)
        if text:
            comments.append((ply, text))
    finished = opened if opened.result is not RecordResult.UNFINISHED else kept
    names = {name for name, _ in opened.extra_tags}
    return replace(
        opened,
        event=opened.event or kept.event,
        site=opened.site or kept.site,
        white_level=opened.white_level if opened.white_level is not None else kept.white_level,
        black_level=opened.black_level if opened.black_level is not None else kept.black_level,
        time_control=(clocks.time_control or opened.time_control or kept.time_control),
        result=finished.result,
        resigned=finished.resigned,
        result_text=finished.result_text,
        score=finished.score,
        comments=tuple(comments),
        extra_tags=opened.extra_tags + tuple(t for t in kept.extra_tags if t[0] not in names),
    )


def _common_prefix(first: tuple[Move, ...], second: tuple[Move, ...]) -> int:
    same = 0
    for a, b in zip(first, second, strict=False):
        if a != b:
            break
        same += 1
    return same


def clocks_as_read(record: GameRecord, base: GameRecord | None) -> GameRecord:
    """``record`` (a game to save) without the clock values that ``base`` (the record the
    game was read from) did not give: on its moves that are still played, a move that had
    none there has none here.  Moves played since keep theirs."""
    if base is None or base.start != record.start:
        return record
    same = _common_prefix(base.moves, record.moves)
    without = {ply for ply in range(1, same + 1) if not _parts(base.comment(ply) or "")[0]}
    comments: list[tuple[int, str]] = []
    for ply, text in record.comments:
        if ply in without:
            text = CLOCK.sub("", text).strip()
        if text:
            comments.append((ply, text))
    kept = tuple(comments)
    return record if kept == record.comments else replace(record, comments=kept)
