"""What a search is asked for and what it finds: ``Goal`` and ``Limits`` in, ``SearchInfo`` out.

``Engine.run(position, goal, limits)`` yields one ``SearchInfo`` per completed depth, and the
same value travels unchanged to the worker process's replies and the window.  Scores are the
core's scale (``engine.ai.scores``) in hundredths of a piece for the side to move; a finished
game's score is ``±(WIN + 100·margin)``.  In a line ``PASS`` is a forced pass; a search of a
finished game has no line at all (``best`` is None).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from engine.ai.scores import INFINITE_SCORE, WIN, margin_of
from engine.ai.verdicts import assess
from engine.assessment import Assessment, MoverResult, game_over
from engine.moves import Move
from engine.position import Color


class Goal(Enum):
    """What the search is for, which sets when it ends and how it proves (``settings``)."""

    PLAY = "play"  # a move to play: ends once a move proven to draw at least is found
    DECIDE = "decide"  # win, draw or loss: ends once the result is proven (puzzles, the bar)
    MARGIN = "margin"  # the exact final margin, proofs by alpha-beta alone (the review)
    ANALYSE = "analyse"  # for people: DECIDE at full strength, then the margin (hints, analysis)


@dataclass(frozen=True, slots=True)
class Limits:
    """When to stop: any limit reached ends the search (none: search until stopped)."""

    depth: int | None = None
    nodes: int | None = None
    seconds: float | None = None  # hard limit
    soft_seconds: float | None = None  # no new iteration starts after this


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a search knows of the final result, for the side to move: its estimate within
    proven bounds (``lower`` ≤ ``score`` ≤ ``upper``; both infinite when nothing is proven)."""

    score: int
    lower: int = -INFINITE_SCORE
    upper: int = INFINITE_SCORE

    @property
    def result(self) -> MoverResult | None:
        """The result for the side to move once proven, else None."""
        if self.lower >= WIN:
            return MoverResult.WIN
        if self.upper <= -WIN:
            return MoverResult.LOSS
        if self.lower >= 0 and self.upper <= 0:
            return MoverResult.DRAW
        return None

    @property
    def margin(self) -> int | None:
        """The exact final margin for the side to move, once proven."""
        return margin_of(self.lower) if self.lower == self.upper else None

    def seen_by_other(self) -> Outcome:
        """The same outcome from the other side's point of view."""
        return Outcome(-self.score, -self.upper, -self.lower)

    def assessment(self, turn: Color) -> Assessment:
        """How the position stands for people, ``turn`` to move (``engine.ai.verdicts``)."""
        return assess(turn, self.score, self.lower, self.upper)


@dataclass(frozen=True, slots=True)
class Line:
    """One root move, the line it starts and its outcome for the side to move at the root;
    ``PASS`` for a forced pass."""

    move: Move
    outcome: Outcome
    pv: tuple[Move, ...]


@dataclass(frozen=True, slots=True)
class SearchInfo:
    """One completed depth: the root's outcome and its best lines, best first (one unless
    more were asked for; none when the game is over), with the nodes and seconds spent;
    ``final`` holds the pieces White and Black control when the game is over."""

    depth: int
    turn: Color
    outcome: Outcome
    lines: tuple[Line, ...]
    nodes: int
    seconds: float
    final: tuple[int, int] | None = None

    @property
    def best(self) -> Move | None:
        """The move to play (``PASS``: a forced pass); None when the game is over."""
        return self.lines[0].move if self.lines else None

    @property
    def pv(self) -> tuple[Move, ...]:
        return self.lines[0].pv if self.lines else ()

    @property
    def score(self) -> int:
        return self.outcome.score

    @property
    def lower(self) -> int:
        return self.outcome.lower

    @property
    def upper(self) -> int:
        return self.outcome.upper

    @property
    def result(self) -> MoverResult | None:
        return self.outcome.result

    @property
    def margin(self) -> int | None:
        return self.outcome.margin

    @property
    def assessment(self) -> Assessment:
        """How the position stands for people: who leads and by how much, what is proven, or
        how the game ended."""
        if self.final is not None:
            return game_over(*self.final)
        return self.outcome.assessment(self.turn)

    def score_text(self) -> str:
        """'White +1.3', 'Black wins by 3', 'White wins', 'Draw': for the command line."""
        return str(self.assessment)
