"""The movetext of a ``.dvn`` file with its side lines: read token by token, and written.

``engine.records.dvn`` reads the tags and hands every movetext token here (``LineReader``):
move numbers, moves, comments, and the parentheses of side lines (``engine.records.variations``).
A side line comes right after the move it replaces, in parentheses, and may hold side lines
of its own; it begins with a move (a comment comes after one of its moves), is never empty,
and its move numbers follow the same rules as the main line's.  The reader keeps one open line
per level of nesting, never recursing, and refuses a file nested deeper than ``MAX_NESTING``
or holding more than ``MAX_TREE_MOVES`` moves in all.

``movetext`` writes a record's moves back, side lines included: a record without variations is
written as it always was.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from engine.errors import DvonnError, RecordParseError
from engine.moves import Move
from engine.position import Color, Position
from engine.records.model import GameRecord, check_plies, iter_turns
from engine.records.variations import MAX_NESTING, MAX_TREE_MOVES, Variation, line_starts


@dataclass(slots=True)
class _Line:
    """A line being read: the main line (number 0) or side line ``number``."""

    number: int
    parent: int
    at: int  # the index, in the parent line, of the move this line replaces
    start: int  # the ply of its first move
    opened: int  # the source line of its '('
    moves: list[Move] = field(default_factory=list)
    lines: list[int] = field(default_factory=list)
    comments: dict[int, list[str]] = field(default_factory=dict)

    def joined(self) -> tuple[tuple[int, str], ...]:
        return tuple((ply, " ".join(texts)) for ply, texts in sorted(self.comments.items()))


class _Turns:
    """(number, colour) of each ply from a start, as far as asked."""

    def __init__(self, start: Position) -> None:
        self._each = iter_turns(start)
        self._known: list[tuple[int, Color]] = []

    def __getitem__(self, ply: int) -> tuple[int, Color]:
        while len(self._known) <= ply:
            self._known.append(next(self._each))
        return self._known[ply]


class LineReader:
    """The movetext's lines, from its tokens in order; RecordParseError at the first fault."""

    def __init__(self, start: Position) -> None:
        self.main = _Line(0, 0, 0, 0, 0)
        self.side: list[_Line] = []  # in the order their '(' came
        self._open = [self.main]
        self._turns = _Turns(start)
        self._number: tuple[int, str, int] | None = None  # a move number waiting for its move
        self._moves = 0  # in all lines

    @property
    def _line(self) -> _Line:
        return self._open[-1]

    def comment(self, text: str, line: int) -> None:
        current = self._line
        if current.number and not current.moves:
            raise RecordParseError("a comment in a side line comes after one of its moves", line)
        current.comments.setdefault(len(current.moves), []).append(text)

    def number(self, count: int, dots: str, line: int) -> None:
        self._no_number_waiting()
        self._number = (count, dots, line)

    def move(self, word: str, line: int) -> None:
        current = self._line
        ply = current.start + len(current.moves)
        check_plies(ply, line)
        if self._moves >= MAX_TREE_MOVES:
            message = f"more than {MAX_TREE_MOVES} moves in all lines: no analysis is so large"
            raise RecordParseError(message, line)
        try:
            move = Move.parse(word)
        except DvonnError as error:
            raise RecordParseError(str(error), line) from None
        if self._number is not None:
            _check_number(self._number, *self._turns[ply])
            self._number = None
        current.moves.append(move)
        current.lines.append(line)
        self._moves += 1

    def open(self, line: int) -> None:
        self._no_number_waiting()
        current = self._line
        if not current.moves:
            raise RecordParseError("'(' comes after the move its side line replaces", line)
        if len(self._open) > MAX_NESTING:
            raise RecordParseError(f"side lines are nested more than {MAX_NESTING} deep", line)
        at = len(current.moves) - 1
        side = _Line(len(self.side) + 1, current.number, at, current.start + at, line)
        self.side.append(side)
        self._open.append(side)

    def close(self, line: int) -> None:
        self._no_number_waiting()
        if len(self._open) == 1:
            raise RecordParseError("unexpected ')': no side line is open", line)
        if not self._line.moves:
            raise RecordParseError("a side line '()' without a move", line)
        self._open.pop()

    def result(self, line: int) -> None:
        """The result token comes: only the main line may end with it."""
        if len(self._open) > 1:
            raise RecordParseError("the result comes after the side lines are closed", line)

    def finish(self) -> tuple[Variation, ...]:
        """The side lines, once the movetext has ended."""
        self._no_number_waiting()
        if len(self._open) > 1:
            raise RecordParseError("a side line '(' is never closed by ')'", self._line.opened)
        return tuple(
            Variation(s.parent, s.at, tuple(s.moves), s.joined(), tuple(s.lines)) for s in self.side
        )

    def _no_number_waiting(self) -> None:
        if self._number is not None:
            raise RecordParseError(f"move number {self._number[0]} has no move", self._number[2])


def _check_number(number: tuple[int, str, int], expected: int, color: Color) -> None:
    value, dots, line = number
    right = f"{expected}." if color is Color.WHITE else f"{expected}..."
    if value != expected or (color is Color.WHITE) != (dots == "."):
        raise RecordParseError(
            f"{value}{dots} should be {right}: this is {color.name.capitalize()}'s "
            f"move of turn {expected}",
            line,
        )


# --- writing -------------------------------------------------------------------------------


def comment_token(text: str) -> str:
    return "{" + text.replace("\\", "\\\\").replace("}", "\\}") + "}"


def movetext(record: GameRecord) -> list[str]:
    """The words of the record's moves and comments, side lines in parentheses after the move
    they replace, each parenthesis joined to the word beside it (the result token is not
    among them)."""
    words: list[str] = []
    opening = False
    for token in _tokens(record):
        if token == ")":
            words[-1] += token
        elif opening:
            words.append("(" + token)
        elif token != "(":
            words.append(token)
        opening = token == "("
    return words


def _tokens(record: GameRecord) -> Iterator[str]:
    variations = record.variations
    lines: list[tuple[tuple[Move, ...], dict[int, str]]] = [
        (record.moves, dict(record.comments))
    ] + [(v.moves, dict(v.comments)) for v in variations]
    starts = line_starts(0, variations)
    branches: dict[tuple[int, int], list[int]] = {}
    for number, variation in enumerate(variations, start=1):
        branches.setdefault((variation.parent, variation.at), []).append(number)
    turns = _Turns(record.start)
    if (comment := lines[0][1].get(0)) is not None:
        yield comment_token(comment)
    previous_white = None  # the number of the White ply just written, if nothing came after
    # (line, moves of it written, side lines of its last move written): one per open line
    stack = [(0, 0, 0)]
    while stack:
        number, written, sides = stack[-1]
        moves, comments = lines[number]
        after = branches.get((number, written - 1), ()) if written else ()
        if sides < len(after):
            stack[-1] = (number, written, sides + 1)
            stack.append((after[sides], 0, 0))
            yield "("
            previous_white = None
            continue
        if written == len(moves):
            stack.pop()
            if number:
                yield ")"
                previous_white = None
            continue
        move = moves[written]
        turn, color = turns[starts[number] + written]
        if color is Color.WHITE:
            yield f"{turn}. {move}"
        elif previous_white == turn:
            yield str(move)
        else:
            yield f"{turn}... {move}"
        previous_white = turn if color is Color.WHITE else None
        stack[-1] = (number, written + 1, 0)
        if (comment := comments.get(written + 1)) is not None:
            yield comment_token(comment)
            previous_white = None
