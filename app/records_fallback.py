"""TEMPORARY own-format game files, used until ``engine.records`` (branch ``records``) is on main.

Headers in brackets, then numbered moves, each optionally followed by ``{t=SECONDS}`` (the time
it took, for the clocks).  The first header is ``[Format "dvonn3d-app"]``, so that these files
(autosaves made before the switch) stay readable afterwards.
"""

from __future__ import annotations

import re

from engine.errors import DvonnError
from engine.game import Game, Termination
from engine.moves import Move
from engine.notation import parse_position, position_to_text
from engine.position import Color, Position

MARK = '[Format "dvonn3d-app"]'


class FallbackRecordError(ValueError):
    """Re-raised by app.records_io as its RecordError."""


def is_fallback_text(text: str) -> bool:
    return MARK in text


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


_HEADER = re.compile(r'^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$')
_TOKEN = re.compile(r"\{[^}]*\}|\S+")
_RESULTS = {"1-0", "0-1", "1/2-1/2", "*"}


def read_own(text: str) -> tuple[Game, dict[str, str]]:
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
            raise FallbackRecordError(f'line {number}: a header must look like [Name "value"]')
        else:
            body.append((number, stripped))
    if not headers and not body:
        raise FallbackRecordError("the file is empty")
    if not headers:
        raise FallbackRecordError("this is not a DVONN 3D game file (no headers)")
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
                raise FallbackRecordError(
                    f"line {number}: move {game.ply + 1} ({token}): {error}"
                ) from None
    _apply_ending(game, headers)
    return game, headers


def _start_position(headers: dict[str, str]) -> Position:
    text = headers.get("Position")
    if not text:
        return Position.initial()
    try:
        return parse_position(text)
    except DvonnError as error:
        raise FallbackRecordError(f"start position: {error}") from None


def _clock_minutes(headers: dict[str, str]) -> float | None:
    value = headers.get("Clock", "")
    if not value:
        return None
    try:
        minutes = float(value)
    except ValueError:
        raise FallbackRecordError(f"Clock header {value!r} is not a number of minutes") from None
    return minutes if minutes > 0 else None


def _apply_time(game: Game, last: Move | None, token: str, line: int) -> None:
    """Re-play the last move with the seconds it used, so that the clocks come back."""
    match = re.fullmatch(r"\{t=([0-9.]+)\}", token)
    if match is None or last is None or not game.has_clocks:
        return
    try:
        seconds = float(match.group(1))
    except ValueError:
        raise FallbackRecordError(f"line {line}: bad time {token}") from None
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
