"""DVONN Game Notation (``.dvn``): the project's own PGN-like record format.

A file is tag pairs, then the moves::

    [Event "Club evening"]
    [Date "2026.11.21"]
    [White "Alice"]
    [Black "DVONN 3D"]
    [BlackLevel "7"]
    [Setup "standard"]
    [Result "white"]
    [Score "20-5"]

    1. E3 C3 2. D4 {a comment} 2... F5 … 25. K5 26. A1B1 C2C3 … 1-0

Tags: ``Event``, ``Site``, ``Date``, ``White``, ``Black``, ``WhiteLevel`` and ``BlackLevel``
(AI levels, whole numbers), ``TimeControl``, ``Setup`` (``standard``, ``random`` or ``custom``),
``Position`` (our own position text, given whenever the start is not the empty board),
``Result`` (``white``, ``black``, ``draw``, ``unfinished``, ``white resigned``, ``black
resigned``), ``ResultText`` (the result in words), ``Score`` (``20-5``: pieces White and Black
control at the end).  Other tags are kept as they are.  Values are in double quotes, with
``\\"`` and ``\\\\`` for a quote and a backslash.

Moves: every ply, placements and ``PASS`` included, written ``E3``, ``E3F4``, ``PASS``.  They are
numbered by White's turns: each White ply opens a number (``12.``) and the Black ply after it
shares that number; a Black ply that does not follow its White ply directly (at the start, or
after a comment) is written ``12...``.  At the phase change White plays twice, so White's 49th
placement is ``25. K5`` with no Black ply, and White's first stack move opens ``26.``.  Numbers
may be left out; when present they must be right.  ``{…}`` after a move comments on it (before
the first move: on the game); ``\\}`` and ``\\\\`` escape inside.  The movetext ends with the
result: ``1-0`` (White won), ``0-1`` (Black won), ``1/2-1/2`` (draw) or ``*`` (unfinished);
it must agree with the Result tag.

Side lines (an analysis: ``engine.records.variations``) stand in parentheses right after the
move they replace, as in PGN, nested as deep as the analysis goes::

    12. E3F4 (12. C2C3 D4D5 (13. A1A2) {why not}) (12. B2B3) 12... G1G2

A side line begins with a move and is never empty; its comments come after its moves; its
move numbers follow the main line's rules (they may be left out; the writer gives the first
move of every line its number, and a Black move after a side line ``12...``).  The result token
ends the main line only.  A record without side lines is written exactly as before they
existed.  Side lines nest at most ``MAX_NESTING`` deep, and all lines together hold at most
``MAX_TREE_MOVES`` moves.

Reading is tolerant of white space, line breaks and letter case, and strict about content.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine.errors import DvonnError, RecordParseError
from engine.ladders import current_ladder, from_ladder
from engine.limits import cut, shown
from engine.notation import parse_position
from engine.position import Color, Position
from engine.records.dvnlines import LineReader, movetext
from engine.records.model import (
    MAX_PLIES,
    GameRecord,
    RecordResult,
    Setup,
    record_number,
    setup_of,
    tokens,
)

# Each alternative starts with a different character class and repeats a single class, so the
# scanner never backtracks: linear time on any input.
_TOKEN = re.compile(
    r"""\s*(?:
      (?P<tag>\[\s*(?P<name>[A-Za-z0-9_]+)\s*"(?P<value>[^"\\]*(?:\\.[^"\\]*)*)"\s*\])
    | \{(?P<comment>[^}\\]*(?:\\.[^}\\]*)*)\}
    | (?P<result>1-0|0-1|1/2-1/2|\*)
    | (?P<numbered>(?P<number>[0-9]+)(?P<dots>\.(?:\.\.)?))
    | (?P<open>\() | (?P<close>\))
    | (?P<word>[A-Za-z0-9]+)
    | (?P<other>.)
    | $)""",
    re.VERBOSE | re.DOTALL,
)
_UNESCAPE = re.compile(r"\\(.)", re.DOTALL)
MAX_LEVEL = 1000  # AI levels are 1…20; a larger number is refused, not converted

TAG_NAMES = (
    "Event", "Site", "Date", "White", "Black", "WhiteLevel", "BlackLevel", "TimeControl",
    "Setup", "Position", "Result", "ResultText", "Score", "Ladder",
)  # fmt: skip
_CANONICAL = {name.lower(): name for name in TAG_NAMES}
RESULT_TOKENS = {
    "1-0": RecordResult.WHITE,
    "0-1": RecordResult.BLACK,
    "1/2-1/2": RecordResult.DRAW,
    "*": RecordResult.UNFINISHED,
}


def _unescape(text: str) -> str:
    # split() with the escaped character captured gives text and escaped characters in turn:
    # joined, they are the unescaped text (one pass in C, however many escapes).
    return "".join(_UNESCAPE.split(text)) if "\\" in text else text


def _winner(result: RecordResult, resigned: Color | None) -> RecordResult:
    """The result as a result token sees it: a resignation is a win for the other side."""
    if result is RecordResult.RESIGNED:
        return RecordResult.BLACK if resigned is Color.WHITE else RecordResult.WHITE
    return result


_RESULT_TAGS: dict[str, tuple[RecordResult, Color | None]] = {
    "white": (RecordResult.WHITE, None),
    "black": (RecordResult.BLACK, None),
    "draw": (RecordResult.DRAW, None),
    "unfinished": (RecordResult.UNFINISHED, None),
    "white resigned": (RecordResult.RESIGNED, Color.WHITE),
    "black resigned": (RecordResult.RESIGNED, Color.BLACK),
}


def _result_tag(text: str, line: int) -> tuple[RecordResult, Color | None]:
    found = _RESULT_TAGS.get(" ".join(text.lower().split()))
    if found is None:
        raise RecordParseError(f"[Result {shown(text)}]: expected {', '.join(_RESULT_TAGS)}", line)
    return found


def _result_tag_text(record: GameRecord) -> str:
    if record.resigned is not None:
        return f"{record.resigned} resigned"
    return record.result.value


def _number(name: str, text: str, line: int) -> int | None:
    if not text.strip():
        return None
    return record_number(text.strip(), f"[{name}]", MAX_LEVEL, line)


def _today(number: int | None, tags: dict[str, tuple[str, int]]) -> int | None:
    """A level as today's ladder numbers it (``engine.ladders``): a file without [Ladder]
    was written when there were ten levels.  A number the file's ladder did not have is kept
    as it is (the app ignores a level it does not know)."""
    if number is None:
        return None
    text, line = tags.get("Ladder", ("", 0))
    ladder = record_number(text.strip(), "[Ladder]", 1000, line) if text.strip() else None
    today = from_ladder(number, ladder)
    return number if today is None else today


def _score(text: str, line: int) -> tuple[int, int]:
    parts = text.replace(" ", "").split("-")
    if len(parts) == 2 and all(
        part.isascii() and part.isdigit() and len(part) <= 2 for part in parts
    ):
        return int(parts[0]), int(parts[1])
    raise RecordParseError(f'[Score {shown(text)}] must read like "20-5"', line)


def _start(tags: dict[str, tuple[str, int]]) -> Position:
    """The start position from the Setup and Position tags, checked against each other."""
    setup_text, setup_line = tags.get("Setup", ("", 0))
    setup = None
    if setup_text:
        try:
            setup = Setup(setup_text.strip().lower())
        except ValueError:
            message = f"[Setup {shown(setup_text)}]: expected standard, random or custom"
            raise RecordParseError(message, setup_line) from None
    if "Position" not in tags:
        if setup not in (None, Setup.STANDARD):
            raise RecordParseError(f"[Setup {setup}] needs a [Position] tag", setup_line)
        return Position.initial()
    text, line = tags["Position"]
    try:
        start = parse_position(text)
    except DvonnError as error:
        raise RecordParseError(f"[Position]: {error}", line) from None
    if setup is not None and setup_of(start) is not setup:
        raise RecordParseError(
            f"[Setup {setup}] does not match the position, which is a {setup_of(start)} start",
            setup_line,
        )
    return start


def read_dvn(text: str) -> GameRecord:
    tags: dict[str, tuple[str, int]] = {}
    extra: list[tuple[str, str]] = []
    seen: set[str] = set()  # tag names read, in lower case
    start: Position | None = None  # known once the tags are read
    reader = LineReader(Position.initial())
    token_result: RecordResult | None = None
    for kind, match, line in tokens(_TOKEN, text):
        if token_result is not None:
            raise RecordParseError("nothing may follow the result token", line)
        if kind == "tag":
            if start is not None:
                raise RecordParseError("tags come before the moves", line)
            name = match.group("name")
            canonical = _CANONICAL.get(name.lower(), name)
            if name.lower() in seen:
                raise RecordParseError(f"the tag [{cut(canonical)}] appears twice", line)
            seen.add(name.lower())
            value = _unescape(match.group("value"))
            if canonical in TAG_NAMES:
                tags[canonical] = (value, line)
            else:
                extra.append((name, value))
        elif kind == "other":
            char = match.group("other")
            what = {"[": 'a tag: expected [Name "value"]', "{": "a comment never closed by }"}
            raise RecordParseError(
                f"unexpected {char!r}" + (f", {what[char]}" if char in what else ""), line
            )
        else:
            if start is None:
                start = _start(tags)
                reader = LineReader(start)
            if kind == "comment":
                reader.comment(_unescape(match.group("comment")).strip(), line)
            elif kind == "result":
                reader.result(line)
                token_result = RESULT_TOKENS[match.group("result")]
            elif kind == "numbered":
                count = record_number(match.group("number"), "a move number", MAX_PLIES, line)
                reader.number(count, match.group("dots"), line)
            elif kind == "open":
                reader.open(line)
            elif kind == "close":
                reader.close(line)
            else:
                reader.move(match.group("word"), line)
    variations = reader.finish()
    if start is None:
        start = _start(tags)
    return replace(_record(start, tags, extra, reader, token_result), variations=variations)


def _record(
    start: Position,
    tags: dict[str, tuple[str, int]],
    extra: list[tuple[str, str]],
    reader: LineReader,
    token_result: RecordResult | None,
) -> GameRecord:
    main = reader.main
    result, resigned = RecordResult.UNFINISHED, None
    if "Result" in tags:
        result, resigned = _result_tag(*tags["Result"])
        if token_result is not None and token_result is not _winner(result, resigned):
            token = next(k for k, v in RESULT_TOKENS.items() if v is token_result)
            raise RecordParseError(
                f'the result token {token} contradicts [Result "{tags["Result"][0]}"]',
                main.lines[-1] if main.lines else tags["Result"][1],
            )
    elif token_result is not None:
        result = token_result
    value = {name: text for name, (text, _) in tags.items()}
    record = GameRecord(
        tuple(main.moves),
        start,
        white=value.get("White", ""),
        black=value.get("Black", ""),
        date=value.get("Date", ""),
        event=value.get("Event", ""),
        site=value.get("Site", ""),
        time_control=value.get("TimeControl", ""),
        result=result,
        resigned=resigned,
        result_text=value.get("ResultText", ""),
        comments=main.joined(),
        extra_tags=tuple(extra),
        move_lines=tuple(main.lines),
    )
    levels = {
        name: _today(_number(name, *tags[name]), tags)
        for name in ("WhiteLevel", "BlackLevel")
        if name in tags
    }
    score = _score(*tags["Score"]) if "Score" in tags else None
    return replace(
        record,
        white_level=levels.get("WhiteLevel"),
        black_level=levels.get("BlackLevel"),
        score=score,
    )


# --- writing -------------------------------------------------------------------------------


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _wrap(tokens: list[str], width: int = 79) -> list[str]:
    lines: list[str] = []
    current = ""
    for token in tokens:
        if current and len(current) + 1 + len(token) > width:
            lines.append(current)
            current = token
        else:
            current = f"{current} {token}" if current else token
    if current:
        lines.append(current)
    return lines


def write_dvn(record: GameRecord) -> str:
    levels_named = record.white_level if record.white_level is not None else record.black_level
    tags: list[tuple[str, str]] = [
        ("Event", record.event),
        ("Site", record.site),
        ("Date", record.date),
        ("White", record.white),
        ("Black", record.black),
        ("WhiteLevel", "" if record.white_level is None else str(record.white_level)),
        ("BlackLevel", "" if record.black_level is None else str(record.black_level)),
        ("Ladder", "" if levels_named is None else str(current_ladder())),
        ("TimeControl", record.time_control),
        ("Setup", str(record.setup)),
        ("Position", "" if record.setup is Setup.STANDARD else str(record.start)),
        ("Result", _result_tag_text(record)),
        ("ResultText", record.result_text),
        ("Score", "" if record.score is None else f"{record.score[0]}-{record.score[1]}"),
    ]
    always = {"White", "Black", "Setup", "Result"}
    out = [f"[{name} {_quote(value)}]" for name, value in tags if value or name in always]
    out += [f"[{name} {_quote(value)}]" for name, value in record.extra_tags]
    return "\n".join([*out, ""]) + "\n" + write_movetext(record)


def write_movetext(record: GameRecord) -> str:
    """The moves, comments and side lines of ``record`` and its result token, as ``write_dvn``
    writes them after the tags (lines of at most 79 characters)."""
    token = {v: k for k, v in RESULT_TOKENS.items()}[_winner(record.result, record.resigned)]
    return "\n".join(_wrap([*movetext(record), token])) + "\n"
