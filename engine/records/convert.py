"""``dvonn-engine convert FILE --to dvn|sgf|lg [-o OUT]``: a record written in another format.

The contract with outside tools:

- FILE is read as ``replay`` reads it (any of the three formats, recognised from its text),
  and every line of it is replayed: an illegal move, in the game or in a side line, makes it
  unreadable.
- The record is written in the format ``--to`` names, to OUT (atomically: a temporary file,
  then a rename) or, without ``-o``, to standard output.  ``dvn`` and ``sgf`` keep the side
  lines and the comments; ``lg`` (a LittleGolem transcript) holds the game's moves only, and
  what it drops is said in one line on standard error, ``dvonn-engine convert: FILE: left out
  3 side lines and 2 comments: a LittleGolem transcript holds the game's moves only``.
  What FILE held beyond its record (an SGF file's other games, properties no field keeps,
  branches without a move) is said there too.
- Exit status 0 once written; 2 with a message on standard error when FILE cannot be read or
  the format cannot hold the game (a LittleGolem transcript starts from the empty board); 1
  when OUT cannot be written.  A refused conversion writes nothing.
"""

from __future__ import annotations

import sys

from engine.errors import RecordParseError
from engine.records.files import RecordFormat, load_record, save_record, write_record
from engine.records.model import GameRecord, LeftOut
from engine.records.tree import GameTree

FORMATS = {"dvn": RecordFormat.DVN, "sgf": RecordFormat.SGF, "lg": RecordFormat.LITTLEGOLEM}


def _count(number: int, word: str) -> str:
    return f"{number} {word}" if number == 1 else f"{number} {word}s"


def dropped_by_littlegolem(record: GameRecord) -> str | None:
    """What a LittleGolem transcript of ``record`` leaves out, in words (None: nothing)."""
    comments = len(record.comments) + sum(len(v.comments) for v in record.variations)
    parts = [
        _count(number, word)
        for number, word in ((len(record.variations), "side line"), (comments, "comment"))
        if number
    ]
    if not parts:
        return None
    return f"left out {' and '.join(parts)}: a LittleGolem transcript holds the game's moves only"


def left_out_words(left_out: LeftOut) -> str | None:
    """What a file held beyond the record read from it, in words (None: nothing)."""
    parts = []
    if left_out.variations:
        parts.append(_count(left_out.variations, "branch") + " without a move")
    if left_out.more_games:
        parts.append("the other games in the file")
    if left_out.properties:
        parts.append("the properties " + ", ".join(left_out.properties))
    return "not read: " + "; ".join(parts) if parts else None


def convert_command(path: str, to: str, output: str | None) -> int:
    """Convert ``path`` to format ``to`` (a key of FORMATS), into ``output`` or onto standard
    output.  Raises DvonnError (the command line's status 2) for a file it cannot read or a
    game the format cannot hold."""
    fmt = FORMATS[to]
    record = load_record(path)
    try:
        GameTree.from_record(record)  # every line replayed: the error names the move
    except RecordParseError as error:
        raise RecordParseError(f"{path}: {error}") from None
    notes = [left_out_words(record.left_out)]
    if fmt is RecordFormat.LITTLEGOLEM:
        notes.append(dropped_by_littlegolem(record))
    if output is None:
        text = write_record(record, fmt)
    else:
        try:
            save_record(record, output, fmt)
        except OSError as error:
            print(
                f"dvonn-engine convert: cannot write {output}: {error.strerror or error}",
                file=sys.stderr,
            )
            return 1
    for note in notes:
        if note is not None:
            print(f"dvonn-engine convert: {path}: {note}", file=sys.stderr)
    if output is None:
        sys.stdout.write(text)
    return 0
