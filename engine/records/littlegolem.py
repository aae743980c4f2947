"""LittleGolem game transcripts: read and write.

::

    Event [Championship]
    Site [www.littlegolem.net]
    White [alice]
    Black [bob]

    1. a3 i4 2. e1 g3 … 24. c2 h4 25. k4k5 g5f4 26. pass e3e4 27. resign

Headers are ``Name [value]`` (no quotes; the value ends at the first ``]``): ``Event``, ``Site``,
``White``, ``Black``; any other header is kept as an extra tag.  Then numbered turns ``N.``,
each a White move and a Black move, in lower case (any case is read): a cell for a placement,
two cells for a stack move, ``pass``, and ``resign`` in the slot of the player who resigns.
The transcript leaves out the 49th placement, which is forced (White's last piece on the last
empty space): numbering counts White's turns through both phases, and White's first move of
phase 2 is number 25.  Reading puts the 49th placement back.  A transcript always starts from
the empty board and carries no result other than a resignation; the reader takes the result
from the final position when the moves are legal.
"""

from __future__ import annotations

import re

from engine.board import CELLS
from engine.errors import DvonnError, IllegalMoveError, RecordParseError
from engine.limits import cut, shown
from engine.moves import PASS, Move
from engine.position import PLACEMENTS, Color, Position
from engine.records.model import (
    MAX_PLIES,
    GameRecord,
    RecordResult,
    RecordWriteError,
    check_plies,
    ply_colors,
    record_number,
    tokens,
)
from engine.rules import apply, outcome

_TOKEN = re.compile(
    r"""\s*(?:
      (?P<header>(?P<name>[A-Za-z][A-Za-z0-9_]*)[ \t]*\[(?P<value>[^\]\n]*)\])
    | (?P<numbered>(?P<number>[0-9]+)\.)
    | (?P<word>[A-Za-z0-9]+)
    | (?P<other>.)
    | $)""",
    re.VERBOSE | re.DOTALL,
)
HEADERS = ("Event", "Site", "White", "Black")
_CANONICAL = {name.lower(): name for name in HEADERS}
_LAST_PLACEMENT = PLACEMENTS - 1  # the forced one, left out of transcripts


def _last_cell(moves: list[Move]) -> Move | None:
    """The forced 49th placement after 48 distinct placements, else None."""
    placed = {move.target for move in moves if move.is_placement}
    if len(placed) != _LAST_PLACEMENT or any(not move.is_placement for move in moves):
        return None
    (cell,) = (cell for cell in CELLS if cell not in placed)
    return Move.place(cell)


def read_littlegolem(text: str) -> GameRecord:
    headers: dict[str, str] = {}
    extra: list[tuple[str, str]] = []
    seen: set[str] = set()  # header names read, in lower case
    moves: list[Move] = []
    lines: list[int] = []
    resigned: Color | None = None
    turn = 0  # the number of the turn being read
    slot = 2  # moves read in that turn (2: the turn is complete)
    for kind, match, line in tokens(_TOKEN, text):
        if resigned is not None:
            raise RecordParseError("nothing may follow 'resign'", line)
        if kind == "header":
            if turn:
                raise RecordParseError("headers come before the moves", line)
            name, value = match.group("name"), match.group("value").strip()
            canonical = _CANONICAL.get(name.lower(), name)
            if name.lower() in seen:
                raise RecordParseError(f"the header {cut(canonical)} appears twice", line)
            seen.add(name.lower())
            if canonical in HEADERS:
                headers[canonical] = value
            else:
                extra.append((name, value))
        elif kind == "numbered":
            number = record_number(match.group("number"), "a turn number", MAX_PLIES, line)
            if number != turn + 1:
                raise RecordParseError(f"turn {number}. comes where turn {turn + 1}. belongs", line)
            if turn and slot < 2:
                raise RecordParseError(f"turn {turn} has no Black move", line)
            turn, slot = number, 0
        elif kind == "word":
            word = match.group("word")
            if slot >= 2:
                where = f"turn {turn}" if turn else "the first turn"
                raise RecordParseError(
                    f"{shown(word)}: expected a turn number before it ({where})", line
                )
            color = Color.WHITE if slot == 0 else Color.BLACK
            slot += 1
            if word.lower() == "resign":
                resigned = color
                continue
            try:
                move = PASS if word.lower() == "pass" else Move.parse(word)
            except DvonnError as error:
                raise RecordParseError(str(error), line) from None
            check_plies(len(moves), line)
            if len(moves) == _LAST_PLACEMENT and (forced := _last_cell(moves)) is not None:
                moves.append(forced)
                lines.append(line)
            moves.append(move)
            lines.append(line)
        else:
            raise RecordParseError(f"unexpected {match.group('other')!r}", line)
    if len(moves) == _LAST_PLACEMENT and (forced := _last_cell(moves)) is not None:
        moves.append(forced)  # a transcript that stops right before the forced placement
        lines.append(lines[-1])
    played = tuple(moves)
    final = _replay(played)
    if resigned is not None:
        result = RecordResult.RESIGNED
    else:  # a transcript states no result: the final position's, when the game is over
        over = None if final is None else outcome(final)
        result = RecordResult.UNFINISHED if over is None else RecordResult(over.value)
    return GameRecord(
        played,
        white=headers.get("White", ""),
        black=headers.get("Black", ""),
        event=headers.get("Event", ""),
        site=headers.get("Site", ""),
        result=result,
        resigned=resigned,
        extra_tags=tuple(extra),
        move_lines=tuple(lines),
        replayed=None if final is None else (Position.initial(), played, final),
    )


def _replay(moves: tuple[Move, ...]) -> Position | None:
    """The final position, or None when a move is illegal (``GameRecord.to_game`` will say
    which)."""
    position = Position.initial()
    try:
        for move in moves:
            position = apply(position, move).after
    except IllegalMoveError:
        return None
    return position


def _word(move: Move) -> str:
    return "pass" if move.is_pass else str(move).lower()


def write_littlegolem(record: GameRecord) -> str:
    if record.start != Position.initial():
        raise RecordWriteError(
            "LittleGolem transcripts start from the empty board: this game has a "
            f"{record.setup} setup"
        )
    headers = [
        ("Event", record.event),
        ("Site", record.site),
        ("White", record.white),
        ("Black", record.black),
    ]  # only these four: LittleGolem readers expect exactly them, in this order
    for name, value in headers:
        if "]" in value or "\n" in value:
            raise RecordWriteError(f"a LittleGolem header cannot hold ']' or a line break: {name}")
    if len(record.moves) == _LAST_PLACEMENT and record.resigned is None:
        # Transcripts leave the forced last placement out, so a reader puts it back.
        raise RecordWriteError(
            "a LittleGolem transcript cannot stop just before the forced last placement"
        )
    out = [f"{name} [{value}]" for name, value in headers]
    colors = ply_colors(record.start, len(record.moves) + 1)
    turns: list[list[str]] = []
    for index, move in enumerate(record.moves):
        if index == _LAST_PLACEMENT:
            continue  # forced, left out
        if colors[index] is Color.WHITE or not turns:
            turns.append([f"{len(turns) + 1}."])
        turns[-1].append(_word(move))
    if record.resigned is not None:
        to_move = colors[len(record.moves)]
        if record.resigned is not to_move:
            raise RecordWriteError(
                f"LittleGolem records a resignation in the resigning player's turn, but "
                f"{record.resigned} resigned while {to_move} was to move"
            )
        if to_move is Color.WHITE or not turns:
            turns.append([f"{len(turns) + 1}."])
        turns[-1].append("resign")
    lines: list[str] = []
    for turn in (" ".join(words) for words in turns):
        if lines and len(lines[-1]) + 1 + len(turn) <= 79:
            lines[-1] += " " + turn
        else:
            lines.append(turn)
    return "\n".join([*out, "", *lines]) + "\n"
