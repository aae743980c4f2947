"""A review kept in a record: one annotation per move in the record's comments.

The comment after each move carries, besides any text a person wrote, one annotation::

    [%review class=mistake before=+1.25 after=-0.40 best=E3D2 line=E3D2,F4G5 depth=5,4
     proven=-,B2]

``before``/``after``: the scores of the positions before and after the move in pieces from
White's point of view; ``proven``: the proven results of those two positions (``W3`` White
wins by 3, ``W`` White wins, ``B…`` likewise, ``D`` a draw, ``-`` not proven); ``depth``: the
two search depths; ``class`` is for other readers (the app judges the move again from the
rest, with the same rules).  Comments survive in our ``.dvn`` files and in SGF ``C[]``
properties; LittleGolem transcripts have no comments, so they cannot keep a review.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine.assessment import MoverResult
from engine.errors import DvonnError, RecordParseError
from engine.limits import shown, whole_number
from engine.moves import Move
from engine.position import Color, Phase, Position
from engine.records.model import GameRecord
from engine.review.analysis import MoveVerdicts
from engine.review.chances import Situation
from engine.review.judgement import PlyReview, Verdict
from engine.rules import apply

_ANNOTATION = re.compile(r"\s*\[%review ([^\]]*)\]")
_FIELD = re.compile(r"([a-z_]+)=(\S+)")
# A saved review is input like any other: a score is a signed decimal in ASCII digits of at
# most MAX_SCORE pieces (twice the 49 pieces of a game: nan, inf, 1e300 are refused), a depth
# at most MAX_DEPTH plies, a proven margin at most the 49 pieces.
_SCORE = re.compile(r"[+-]?[0-9]{1,6}(?:\.[0-9]{1,6})?")
MAX_SCORE = 98.0
MAX_DEPTH = 200
MAX_MARGIN = 49


def _proven_code(verdict: Verdict) -> str:
    proven = verdict.proven()
    if proven is None:
        return "-"
    if proven.winner is None:
        return "D"
    return proven.winner.name[0] + (str(proven.margin) if proven.margin else "")


def annotation(review: PlyReview) -> str:
    """The annotation text for one judged move."""
    before, after = review.before, review.after
    line = ",".join(str(move) for move in review.best_line) or "-"
    fields = [
        f"class={review.move_class}",
        f"before={before.white_score():+.2f}",
        f"after={after.white_score():+.2f}",
        f"best={review.best if review.best is not None else '-'}",
        f"line={line}",
        f"depth={before.depth},{after.depth}",
        f"proven={_proven_code(before)},{_proven_code(after)}",
    ]
    return "[%review " + " ".join(fields) + "]"


def strip_annotation(text: str) -> str:
    """A comment without its review annotation."""
    return _ANNOTATION.sub("", text).strip()


def annotate(record: GameRecord, plies: list[PlyReview]) -> GameRecord:
    """``record`` with each judged move's annotation in its comment (older ones replaced)."""
    texts: dict[int, str] = {}
    for ply, text in record.comments:
        kept = strip_annotation(text)
        if kept:
            texts[ply] = kept
    for review in plies:
        own = texts.get(review.ply)
        texts[review.ply] = annotation(review) if own is None else f"{own} {annotation(review)}"
    return replace(record, comments=tuple(sorted(texts.items())))


def _verdict(
    position: Position,
    situation: Situation,
    score: str,
    code: str,
    depth: str,
    best: Move | None = None,
    line: tuple[Move, ...] = (),
) -> Verdict:
    if not _SCORE.fullmatch(score) or abs(float(score)) > MAX_SCORE:
        raise ValueError(
            f"the score {shown(score)} is not a number of pieces within ±{MAX_SCORE:g}"
        )
    turn = position.turn
    white = float(score)
    mover = white if turn is Color.WHITE else -white
    result: MoverResult | None = None
    margin: int | None = None
    if code == "D":
        result, margin = MoverResult.DRAW, 0
    elif code != "-":
        if code[0] not in "WB":
            raise ValueError(shown(code))
        winner = Color.WHITE if code[0] == "W" else Color.BLACK
        result = MoverResult.WIN if winner is turn else MoverResult.LOSS
        if code[1:]:
            won_by = whole_number(code[1:], "a proven margin", 1, MAX_MARGIN)
            margin = won_by if winner is turn else -won_by
    plies = whole_number(depth, "a depth", 0, MAX_DEPTH)
    return Verdict(turn, situation, mover, result, margin, best, line, plies)


def _check_legal(position: Position, moves: tuple[Move, ...]) -> None:
    """IllegalMoveError unless ``moves`` can be played one after the other from ``position``:
    a forged best move or line is refused like any other bad value."""
    for move in moves:
        position = apply(position, move).after


def without_review(record: GameRecord) -> GameRecord:
    """``record`` with every review annotation taken out of its comments (the rest kept)."""
    kept = ((ply, strip_annotation(text)) for ply, text in record.comments)
    return replace(record, comments=tuple((ply, text) for ply, text in kept if text))


def read_annotations(
    record: GameRecord, positions: tuple[Position, ...]
) -> list[MoveVerdicts | None]:
    """The verdicts a record's comments carry, None for moves without an annotation.

    ``positions`` are the record's positions (before each move, then the last).  A malformed
    annotation (a value out of bounds, a best move or line that is not legal there) is a
    RecordParseError naming the move's comment.
    """
    found: list[MoveVerdicts | None] = [None] * len(record.moves)
    for ply, text in record.comments:
        match = _ANNOTATION.search(text)
        if match is None or not 1 <= ply <= len(record.moves):
            continue
        fields = dict(_FIELD.findall(match.group(1)))
        try:
            best = None if fields["best"] == "-" else Move.parse(fields["best"])
            line = tuple(Move.parse(m) for m in fields["line"].split(",") if m != "-")
            _check_legal(positions[ply - 1], (best,) if best is not None else ())
            _check_legal(positions[ply - 1], line)
            depth_before, depth_after = fields["depth"].split(",")
            proven_before, proven_after = fields["proven"].split(",")
            position, child = positions[ply - 1], positions[ply]
            if position.phase is Phase.PLACEMENT:  # judged by the boards the placements make
                made = apply(position, best).after if best is not None else position
                situations = Situation.of_board(made), Situation.of_board(child)
            else:
                situations = Situation.of(position), Situation.of(child)
            before = _verdict(
                position, situations[0], fields["before"], proven_before, depth_before, best, line
            )
            after = _verdict(child, situations[1], fields["after"], proven_after, depth_after)
        except (KeyError, ValueError, DvonnError) as error:
            raise RecordParseError(
                f"the review annotation after ply {ply} is malformed ({error})"
            ) from None
        found[ply - 1] = MoveVerdicts(ply - 1, before, after)
    return found
