"""A game in progress: the one mutable object, with history, undo/redo, clocks and result."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from engine.errors import IllegalMoveError
from engine.moves import Move
from engine.position import Color, Position
from engine.reasons import QT_TRANSLATE_NOOP, Reason, ReasonKind, Wording
from engine.rules import Outcome, Transition, apply, legal_moves, outcome, score

GAME_OVER = Reason(ReasonKind.GAME_OVER)


class Termination(Enum):
    NORMAL = "normal"  # neither side could move; the score decides
    RESIGNATION = "resignation"
    TIME = "time"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Result:
    outcome: Outcome
    termination: Termination
    score: tuple[int, int]  # pieces White and Black control in the final position

    @property
    def winner(self) -> Color | None:
        if self.outcome is Outcome.DRAW:
            return None
        return Color.WHITE if self.outcome is Outcome.WHITE_WINS else Color.BLACK

    def describe(self) -> str:
        """How the game ended, in English ("White wins 25–12 (by 13)")."""
        template, values = self.wording()
        for number in range(len(values), 0, -1):
            template = template.replace(f"%{number}", str(values[number - 1]))
        return template

    def wording(self) -> Wording:
        """The English template of how the game ended and its values (``%1``…): the source
        text the app's catalogue translates (context "engine"), as a ``Reason``'s."""
        white, black = self.score
        white_won = self.winner is Color.WHITE
        if self.termination is Termination.RESIGNATION:
            return _RESIGNED[white_won], ()
        if self.termination is Termination.TIME:
            return _OUT_OF_TIME[white_won], ()
        if self.outcome is Outcome.DRAW:
            return QT_TRANSLATE_NOOP("engine", "Draw, %1–%2"), (white, black)
        values = (max(white, black), min(white, black), abs(white - black))
        return _WON[white_won], values


# How a game ends, the one table (keyed by whether White won): in English for the command
# line, translated by the app.
_RESIGNED = {
    True: QT_TRANSLATE_NOOP("engine", "Black resigns: white wins"),
    False: QT_TRANSLATE_NOOP("engine", "White resigns: black wins"),
}
_OUT_OF_TIME = {
    True: QT_TRANSLATE_NOOP("engine", "Black ran out of time: white wins"),
    False: QT_TRANSLATE_NOOP("engine", "White ran out of time: black wins"),
}
_WON = {
    True: QT_TRANSLATE_NOOP("engine", "White wins %1–%2 (by %3)"),
    False: QT_TRANSLATE_NOOP("engine", "Black wins %1–%2 (by %3)"),
}


def _win_for(color: Color) -> Outcome:
    return Outcome.WHITE_WINS if color is Color.WHITE else Outcome.BLACK_WINS


@dataclass(frozen=True, slots=True)
class Ply:
    transition: Transition
    clocks: tuple[float, float] | None  # seconds left to White and Black after the move


class Game:
    """History of a game from a start position, with a review cursor for undo/redo.

    ``play`` adds a move at the cursor (dropping any undone moves after it); ``undo``/``redo``
    and ``go_to`` move the cursor without losing moves.  ``clock_minutes`` starts both clocks;
    a side whose clock reaches zero loses.
    """

    def __init__(self, start: Position | None = None, clock_minutes: float | None = None) -> None:
        self.start = start if start is not None else Position.initial()
        self._plies: list[Ply] = []
        self._cursor = 0
        self._initial_clocks = (
            (clock_minutes * 60.0, clock_minutes * 60.0) if clock_minutes else None
        )
        self._ending: tuple[Termination, Color] | None = None  # resignation or time loss

    # --- state -------------------------------------------------------------------------

    @property
    def position(self) -> Position:
        """The position at the cursor."""
        return self._plies[self._cursor - 1].transition.after if self._cursor else self.start

    @property
    def ply(self) -> int:
        """How many moves lead to the cursor."""
        return self._cursor

    def __len__(self) -> int:
        return len(self._plies)

    @property
    def moves(self) -> list[Move]:
        """The moves to the cursor, as ``transitions`` (the undone ones after it wait for
        ``redo``; ``len(game)`` counts them too)."""
        return [p.transition.move for p in self._plies[: self._cursor]]

    @property
    def transitions(self) -> list[Transition]:
        return [p.transition for p in self._plies[: self._cursor]]

    def position_at(self, ply: int) -> Position:
        if not 0 <= ply <= len(self._plies):
            raise IndexError(f"ply {ply} is outside 0…{len(self._plies)}")
        return self._plies[ply - 1].transition.after if ply else self.start

    @property
    def has_clocks(self) -> bool:
        return self._initial_clocks is not None

    def clocks(self) -> tuple[float, float] | None:
        """Seconds left (White, Black) at the cursor."""
        return self.clocks_at(self._cursor)

    def clocks_at(self, ply: int) -> tuple[float, float] | None:
        """Seconds left (White, Black) after ``ply`` moves (before the first when 0)."""
        if not 0 <= ply <= len(self._plies):
            raise IndexError(f"ply {ply} is outside 0…{len(self._plies)}")
        if self._initial_clocks is None:
            return None
        return self._plies[ply - 1].clocks if ply else self._initial_clocks

    def legal_moves(self) -> list[Move]:
        return [] if self.result is not None else legal_moves(self.position)

    @property
    def result(self) -> Result | None:
        """The result at the cursor, or None while the game goes on."""
        position = self.position
        if self._ending is not None and self._cursor == len(self._plies):
            termination, loser = self._ending
            return Result(_win_for(loser.other), termination, score(position))
        final = outcome(position)
        if final is None:
            return None
        return Result(final, Termination.NORMAL, score(position))

    @property
    def is_over(self) -> bool:
        return self.result is not None

    # --- changes -----------------------------------------------------------------------

    def play(self, move: Move, seconds_used: float = 0.0) -> Transition:
        """Play ``move`` at the cursor; IllegalMoveError leaves the game unchanged."""
        if self.result is not None:
            raise IllegalMoveError(str(GAME_OVER))
        transition = apply(self.position, move)
        clocks = self.clocks()
        if clocks is not None:
            mover = self.position.turn
            left = list(clocks)
            left[mover] -= seconds_used
            clocks = (left[0], left[1])
        del self._plies[self._cursor :]
        self._ending = None
        self._plies.append(Ply(transition, clocks))
        self._cursor += 1
        if clocks is not None and clocks[transition.before.turn] <= 0:
            self._ending = (Termination.TIME, transition.before.turn)
        return transition

    def push(self, text: str, seconds_used: float = 0.0) -> Transition:
        """Play a move given in notation (``E3``, ``e3f4``, ``PASS``)."""
        return self.play(Move.parse(text), seconds_used)

    def resign(self, color: Color) -> None:
        if self.result is not None:
            raise IllegalMoveError(str(GAME_OVER))
        del self._plies[self._cursor :]
        self._ending = (Termination.RESIGNATION, color)

    def flag(self, color: Color) -> None:
        """``color``'s clock ran out while thinking: the game is lost on time."""
        if self.result is not None:
            return
        del self._plies[self._cursor :]
        self._ending = (Termination.TIME, color)

    def can_undo(self) -> bool:
        return self._cursor > 0

    def can_redo(self) -> bool:
        return self._cursor < len(self._plies)

    def undo(self) -> Transition:
        """Step the cursor back one move and return the move undone."""
        if not self._cursor:
            raise IndexError("nothing to undo")
        self._cursor -= 1
        return self._plies[self._cursor].transition

    def redo(self) -> Transition:
        if self._cursor == len(self._plies):
            raise IndexError("nothing to redo")
        self._cursor += 1
        return self._plies[self._cursor - 1].transition

    def go_to(self, ply: int) -> None:
        if not 0 <= ply <= len(self._plies):
            raise IndexError(f"ply {ply} is outside 0…{len(self._plies)}")
        self._cursor = ply

    def truncate(self) -> None:
        """Forget the undone moves after the cursor (and any resignation or time loss)."""
        del self._plies[self._cursor :]
        self._ending = None
