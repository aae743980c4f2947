"""How a position stands for people, as data: who leads and by how much, or the proven result.

The computer's search reports it (``engine.ai.api.Report.assessment``) and a puzzle states
its result with it.  ``str(assessment)`` is the English the command line prints ("White
+1.25", "Black wins by 3", "Draw") and ``Assessment.parse`` reads it back; the app words each
standing in the player's language from the values.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from engine.errors import NotationError
from engine.limits import shown
from engine.position import Color


class Standing(Enum):
    """The kinds of assessment, with the values each one fills in."""

    EVEN = "even"  # no side ahead
    LEADS = "leads"  # side, amount: hundredths of a piece ahead
    WINS = "wins"  # side, amount: the proven final margin (0 when not known)
    DRAW = "draw"  # proven
    OVER = "over"  # nobody can move: the game is over

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Assessment:
    """A standing with the side it favours and its amount (unset where the standing has none)."""

    standing: Standing
    side: Color | None = None  # who leads or wins
    amount: int = 0

    def __post_init__(self) -> None:
        sided = self.standing in (Standing.LEADS, Standing.WINS)
        if sided != (self.side is not None) or self.amount < 0 or (self.amount and not sided):
            raise ValueError(f"no assessment {self.standing} with {self.side}, {self.amount}")

    def __str__(self) -> str:
        if self.standing is Standing.EVEN:
            return "Even"
        if self.standing is Standing.DRAW:
            return "Draw"
        if self.standing is Standing.OVER:
            return "Game over"
        name = str(self.side).capitalize()
        if self.standing is Standing.LEADS:
            return f"{name} +{self.amount / 100:.2f}"
        return f"{name} wins by {self.amount}" if self.amount else f"{name} wins"

    @classmethod
    def parse(cls, text: str) -> Assessment:
        """Read back what ``str`` wrote; NotationError for anything else."""
        fixed = {"Even": Standing.EVEN, "Draw": Standing.DRAW, "Game over": Standing.OVER}
        if text in fixed:
            return cls(fixed[text])
        found = _PATTERN.fullmatch(text)
        if found is None:
            raise NotationError(f"{shown(text)} is not an assessment like 'White wins by 3'")
        side = Color.WHITE if found["side"] == "White" else Color.BLACK
        if found["lead"] is not None:
            whole, hundredths = found["lead"].split(".")
            return cls(Standing.LEADS, side, int(whole) * 100 + int(hundredths))
        return cls(Standing.WINS, side, int(found["margin"] or 0))


_PATTERN = re.compile(
    r"(?P<side>White|Black) (?:\+(?P<lead>\d+\.\d\d)|wins(?: by (?P<margin>[1-9]\d*))?)"
)
