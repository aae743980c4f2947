"""Reading and writing game files for the app: the one place that knows about record formats.

``engine.records`` (own ``.dvn`` format, LittleGolem, Boardspace SGF) is being written on its
own branch.  Until it is on main this module reads and writes a minimal version of our own
format (headers in brackets, then numbered moves, each optionally followed by ``{t=SECONDS}``
for the clock) and reports the other formats as not available yet.  When the engine module is
importable it is used for every format, and the app code calling this module does not change.
"""

from __future__ import annotations

import os
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

from engine.errors import DvonnError
from engine.game import Game, Termination
from engine.moves import Move
from engine.notation import parse_position, position_to_text
from engine.position import Color, Position


class RecordError(ValueError):
    """A game file that cannot be read or written; the message is for the player."""


@dataclass(frozen=True, slots=True)
class RecordFormat:
    key: str
    label: str
    suffix: str


FORMATS: tuple[RecordFormat, ...] = (
    RecordFormat("dvn", "DVONN 3D game", ".dvn"),
    RecordFormat("littlegolem", "LittleGolem transcript", ".txt"),
    RecordFormat("sgf", "Boardspace SGF", ".sgf"),
)


@dataclass(slots=True)
class LoadedGame:
    game: Game
    headers: dict[str, str] = field(default_factory=dict)


def _engine_records() -> ModuleType | None:
    try:
        import engine.records as records  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return None
    return records


def format_for_path(path: str | Path) -> RecordFormat:
    suffix = Path(path).suffix.lower()
    for fmt in FORMATS:
        if fmt.suffix == suffix:
            return fmt
    return FORMATS[0]


def available_formats() -> tuple[RecordFormat, ...]:
    return FORMATS if _engine_records() is not None else FORMATS[:1]


# --- reading ------------------------------------------------------------------------------


def read_game(text: str) -> LoadedGame:
    """A game from a record's text in any supported format; RecordError when unreadable."""
    records = _engine_records()
    if records is not None and not _looks_like_own_fallback(text):
        try:
            record = records.read_record(text)
            return LoadedGame(record.to_game(), dict(getattr(record, "headers", {})))
        except DvonnError as error:
            raise RecordError(str(error)) from error
    return _read_own(text)


def load_game(path: str | Path) -> LoadedGame:
    try:
        data = Path(path).read_bytes()
    except OSError as error:
        raise RecordError(f"cannot read {path}: {error.strerror or error}") from error
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(f"{Path(path).name} is not a text file") from None
    try:
        return read_game(text)
    except RecordError as error:
        raise RecordError(f"{Path(path).name}: {error}") from error


_HEADER = re.compile(r'^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$')
_TOKEN = re.compile(r"\{[^}]*\}|\S+")
_RESULTS = {"1-0", "0-1", "1/2-1/2", "*"}


def _looks_like_own_fallback(text: str) -> bool:
    return '[Format "dvonn3d-app"]' in text


def _read_own(text: str) -> LoadedGame:
    headers: dict[str, str] = {}
    body: list[tuple[int, str]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        match = _HEADER.match(stripped)
        if match:
            headers[match.group(1)] = match.group(2).replace('\\"', '"').replace("\\\\", "\\")
        elif stripped.startswith("["):
            raise RecordError(f'line {number}: a header must look like [Name "value"]')
        else:
            body.append((number, stripped))
    if not headers and not body:
        raise RecordError("the file is empty")
    if not headers:
        raise RecordError("this is not a DVONN 3D game file (no headers)")
    game = Game(_start_position(headers), _clock_minutes(headers))
    last: Move | None = None
    for number, line in body:
        for token in _TOKEN.findall(line):
            if token.startswith("{"):
                _apply_time(game, last, token, number)
                continue
            if token in _RESULTS or re.fullmatch(r"\d+\.", token):
                continue
            try:
                last = Move.parse(token)
                game.play(last)
            except DvonnError as error:
                raise RecordError(
                    f"line {number}: move {game.ply + 1} ({token}): {error}"
                ) from None
    _apply_ending(game, headers)
    return LoadedGame(game, headers)


def _start_position(headers: dict[str, str]) -> Position:
    text = headers.get("Position")
    if not text:
        return Position.initial()
    try:
        return parse_position(text)
    except DvonnError as error:
        raise RecordError(f"start position: {error}") from None


def _clock_minutes(headers: dict[str, str]) -> float | None:
    value = headers.get("Clock", "")
    if not value:
        return None
    try:
        minutes = float(value)
    except ValueError:
        raise RecordError(f"Clock header {value!r} is not a number of minutes") from None
    return minutes if minutes > 0 else None


def _apply_time(game: Game, last: Move | None, token: str, line: int) -> None:
    """Re-play the last move with the seconds it used, so that the clocks come back."""
    match = re.fullmatch(r"\{t=([0-9.]+)\}", token)
    if match is None or last is None or not game.has_clocks:
        return
    try:
        seconds = float(match.group(1))
    except ValueError:
        raise RecordError(f"line {line}: bad time {token}") from None
    game.undo()
    game.truncate()
    game.play(last, seconds)


def _apply_ending(game: Game, headers: dict[str, str]) -> None:
    termination = headers.get("Termination", "")
    loser_name = headers.get("Loser", "")
    if termination not in ("resignation", "time") or loser_name not in ("white", "black"):
        return
    loser = Color.WHITE if loser_name == "white" else Color.BLACK
    if game.result is None:
        if termination == "resignation":
            game.resign(loser)
        else:
            game.flag(loser)


# --- writing ------------------------------------------------------------------------------


def _quote(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ")


def _result_token(game: Game) -> str:
    result = game.result
    if result is None:
        return "*"
    winner = result.winner
    return "1/2-1/2" if winner is None else "1-0" if winner is Color.WHITE else "0-1"


def write_own(game: Game, headers: dict[str, str] | None = None) -> str:
    """Our own format for the moves up to the game's cursor."""
    fields: dict[str, str] = {"Format": "dvonn3d-app"}
    fields.update(headers or {})
    if game.start != Position.initial():
        fields["Position"] = position_to_text(game.start)
    history = clock_history(game)
    if history[0] is not None:
        fields["Clock"] = f"{history[0][0] / 60.0:g}"
    result = game.result
    fields["Result"] = _result_token(game)
    if result is not None:
        fields["Score"] = f"{result.score[0]}-{result.score[1]}"
        fields["Termination"] = str(result.termination)
        if result.termination is not Termination.NORMAL and result.winner is not None:
            fields["Loser"] = str(result.winner.other)
    lines = [f'[{key} "{_quote(value)}"]' for key, value in fields.items()]
    lines.append("")
    lines.extend(_movetext(game))
    return "\n".join(lines) + "\n"


def clock_history(game: Game) -> list[tuple[float, float] | None]:
    """Both clocks before the first move and after each move up to the cursor."""
    cursor = game.ply
    history = []
    try:
        for ply in range(cursor + 1):
            game.go_to(ply)
            history.append(game.clocks())
    finally:
        game.go_to(cursor)
    return history


def _movetext(game: Game) -> list[str]:
    words: list[str] = []
    history = clock_history(game)
    for ply, transition in enumerate(game.transitions, start=1):
        if ply % 2 == 1:
            words.append(f"{(ply + 1) // 2}.")
        words.append(str(transition.move))
        before, after = history[ply - 1], history[ply]
        if before is not None and after is not None:
            mover = transition.before.turn
            words.append(f"{{t={before[mover] - after[mover]:.2f}}}")
    words.append(_result_token(game))
    lines: list[str] = []
    line = ""
    for word in words:
        if line and len(line) + 1 + len(word) > 78:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines


def write_game(game: Game, fmt: RecordFormat, headers: dict[str, str] | None = None) -> str:
    if fmt.key == "dvn":
        return write_own(game, headers)
    records = _engine_records()
    if records is None:
        raise RecordError(f"saving as {fmt.label} is not available in this version yet")
    try:
        record = records.GameRecord.from_game(game, headers or {})
        text: str = records.write_record(record, fmt.key)
    except DvonnError as error:
        raise RecordError(str(error)) from error
    return text


def write_atomically(path: str | Path, text: str) -> None:
    """Write through a temporary file in the same folder, then rename over the target."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def save_game(
    game: Game,
    path: str | Path,
    fmt: RecordFormat | None = None,
    headers: dict[str, str] | None = None,
) -> None:
    text = write_game(game, fmt or format_for_path(path), headers)
    try:
        write_atomically(path, text)
    except OSError as error:
        raise RecordError(f"cannot write {path}: {error.strerror or error}") from error
