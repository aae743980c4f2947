"""A position to train on: a move of a reviewed game that the review flagged, to be found again.

``Exercise`` is the one value that "Learn from your mistakes" plays, that the training set
stores and schedules, and that the progress chart counts.  Like every engine value it is
small, immutable, and its JSON form reads back (``Exercise.from_json``), checked as a file
from outside is checked: a hostile or corrupt store gives ``NotationError``, never a crash
(its moves too: each legal where it is played).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from engine.errors import NotationError
from engine.limits import shown
from engine.moves import Move
from engine.position import Color, Position
from engine.review.judgement import MoveClass, PlyReview
from engine.rules import apply, legal_moves

# The classes a player is asked to find a better move for (an inaccuracy is a hint, not a
# lesson: the issue asks for the mistakes and blunders).
TRAINED = (MoveClass.MISTAKE, MoveClass.BLUNDER)
_MAX_LINE = 64
_MAX_GAME = 200


class Outcome(Enum):
    """How a player answered an exercise: what grades it in the training set's schedule."""

    FOUND = "found"  # a move as good as the best, at the first try
    FOUND_AFTER_TRY = "found after a try"
    SHOWN = "shown"  # the player asked for the answer

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Exercise:
    """The position before ``played``, which lost ``chance_lost`` of ``side``'s winning chance;
    ``best`` and ``line`` are the review's better move and its line.  ``game`` names the game
    it came from (a My games entry, or a file), ``ply`` the move's number in it (1 first)."""

    game: str
    ply: int
    position: Position
    side: Color
    played: Move
    best: Move
    line: tuple[Move, ...]
    chance_lost: float
    move_class: MoveClass

    @property
    def key(self) -> str:
        """What names this exercise in the training set: its game and its move."""
        return f"{self.game}#{self.ply}"

    @classmethod
    def from_review(cls, game: str, position: Position, ply: PlyReview) -> Exercise | None:
        """The exercise of a judged move played in ``position``: None unless it is a mistake
        or a blunder with a better move to find."""
        best = ply.best
        if ply.move_class not in TRAINED or best is None or best == ply.move:
            return None
        return cls(
            game,
            ply.ply,
            position,
            ply.side,
            ply.move,
            best,
            ply.best_line or (best,),
            ply.chance_lost,
            ply.move_class,
        )

    def to_json(self) -> dict[str, object]:
        return {
            "game": self.game,
            "ply": self.ply,
            "position": str(self.position),
            "side": self.side.name.lower(),
            "played": str(self.played),
            "best": str(self.best),
            "line": [str(move) for move in self.line],
            "chance_lost": round(self.chance_lost, 4),
            "class": self.move_class.value,
        }

    @classmethod
    def from_json(cls, data: object) -> Exercise:
        """Read ``to_json``'s form back; NotationError names the first thing wrong."""
        if not isinstance(data, Mapping):
            raise NotationError("an exercise is not an object")
        game = _text(data, "game", _MAX_GAME)
        ply = data.get("ply")
        if not isinstance(ply, int) or isinstance(ply, bool) or not 1 <= ply <= 10_000:
            raise NotationError(f"an exercise's ply is {shown(str(ply))}, not a move number")
        position = Position.parse(_text(data, "position", 2_000))
        side_text = _text(data, "side", 5)
        if side_text not in ("white", "black"):
            raise NotationError(f"{shown(side_text)} is not a side (white or black)")
        side = Color.WHITE if side_text == "white" else Color.BLACK
        if side is not position.turn:
            raise NotationError("an exercise's side is not the side to move in its position")
        line_data = data.get("line")
        if not isinstance(line_data, list) or not 1 <= len(line_data) <= _MAX_LINE:
            raise NotationError("an exercise's line is not a list of moves")
        line = tuple(Move.parse(_checked_text(item, "a move of the line")) for item in line_data)
        lost = data.get("chance_lost")
        if not isinstance(lost, int | float) or isinstance(lost, bool) or not 0 <= lost <= 1:
            raise NotationError("an exercise's chance lost is not between 0 and 1")
        class_text = _text(data, "class", 12)
        classes = {move_class.value: move_class for move_class in TRAINED}
        if class_text not in classes:
            raise NotationError(f"{shown(class_text)} is not a mistake or a blunder")
        played = Move.parse(_text(data, "played", 8))
        best = Move.parse(_text(data, "best", 8))
        _check_moves(position, played, best, line)
        return cls(game, ply, position, side, played, best, line, float(lost), classes[class_text])


def _check_moves(position: Position, played: Move, best: Move, line: tuple[Move, ...]) -> None:
    """The moves of an exercise read from outside are legal where they are played: the move
    played and the better one in its position, the line from there, starting with the better
    move (a window plays them on its board)."""
    legal = legal_moves(position)
    if played not in legal or best not in legal:
        raise NotationError("an exercise's move is not legal in its position")
    if line[0] != best:
        raise NotationError("an exercise's line does not start with its better move")
    for move in line:
        if move not in legal_moves(position):
            raise NotationError(f"an exercise's line holds {move}, not legal where it is played")
        position = apply(position, move).after


def _text(data: Mapping[object, object], key: str, limit: int) -> str:
    return _checked_text(data.get(key), f"an exercise's {key}", limit)


def _checked_text(value: object, what: str, limit: int = 8) -> str:
    if not isinstance(value, str) or not value or len(value) > limit:
        raise NotationError(f"{what} is missing or not a short text")
    return value
