"""How a position stands for people, as data: who leads and by how much, or the proven result.

This is the one voice for a judgement.  Every search result turns into an ``Assessment``
(``engine.ai.verdicts.assess`` for a search's bounds and estimate, ``game_over`` for a
finished game, ``engine.review.judgement.Verdict.assessment`` for a review's verdicts); the
command line prints ``str(assessment)`` ("White +1.3", "White 62 %", "Black wins by 3",
"White wins", "Draw", "Game over: White wins 24–19"), ``Assessment.parse`` reads it back,
``values`` is the JSON form, and the app words each standing in the player's language from
the values.  No internal score ever gets into one: leads are in tenths of a piece, wins in
pieces, a side favoured (the review's placement phase) in percent of winning chance.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Any

from engine.errors import NotationError
from engine.limits import shown
from engine.position import Color


class MoverResult(StrEnum):
    """A proven result for the side to move (``SearchInfo.result``, a review's verdicts, the
    puzzles' proofs); its value is the word the JSON forms and the command line use."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"


class Standing(Enum):
    """The kinds of assessment, with the values each one fills in."""

    EVEN = "even"  # no side ahead (an estimate of less than 0.05 pieces either way)
    LEADS = "leads"  # side, amount: tenths of a piece ahead (an estimate, not proven)
    FAVOURED = "favoured"  # side, amount: its winning chance in percent, 51…99 (an estimate)
    WINS = "wins"  # side, amount: the proven final margin (0 when only the result is proven)
    WINS_BY_AT_LEAST = "wins_by_at_least"  # side, amount: a proven least margin (≥ 1)
    CANNOT_LOSE = "cannot_lose"  # side: proven to draw at least, a win not proven either way
    DRAW = "draw"  # proven
    OVER = "over"  # nobody can move: side the winner (None: a draw), white and black the counts

    def __str__(self) -> str:
        return self.value


_SIDED = (
    Standing.LEADS,
    Standing.FAVOURED,
    Standing.WINS,
    Standing.WINS_BY_AT_LEAST,
    Standing.CANNOT_LOSE,
)
_AMOUNTED = (
    Standing.LEADS,
    Standing.FAVOURED,
    Standing.WINS,
    Standing.WINS_BY_AT_LEAST,
    Standing.OVER,
)


@dataclass(frozen=True, slots=True)
class Assessment:
    """A standing with the side it favours and its amount (unset where the standing has none);
    ``white`` and ``black`` are the final counts of a finished game (OVER only)."""

    standing: Standing
    side: Color | None = None  # who leads or wins
    amount: int = 0
    white: int = 0
    black: int = 0

    def __post_init__(self) -> None:
        standing, side, amount = self.standing, self.side, self.amount
        if standing is Standing.OVER:
            winner = (
                None
                if self.white == self.black
                else Color.WHITE
                if self.white > self.black
                else Color.BLACK
            )
            if side is not winner or amount != abs(self.white - self.black) or self.white < 0:
                raise ValueError(f"no game over with {side}, {amount}, {self.white}–{self.black}")
            if self.black < 0:
                raise ValueError(f"no game over with {self.white}–{self.black}")
            return
        sided = standing in _SIDED
        bad = sided != (side is not None) or amount < 0 or (amount and standing not in _AMOUNTED)
        bad = bad or (self.white or self.black) != 0
        if standing in (Standing.LEADS, Standing.WINS_BY_AT_LEAST) and amount == 0:
            bad = True
        if standing is Standing.FAVOURED and not 51 <= amount <= 99:
            bad = True
        if bad:
            raise ValueError(f"no assessment {standing} with {side}, {amount}")

    @property
    def proven(self) -> bool:
        """Whether this is a proof (a result, a bound on it or a finished game), not an estimate."""
        return self.standing not in (Standing.EVEN, Standing.LEADS, Standing.FAVOURED)

    @property
    def pieces(self) -> float:
        """White's margin in pieces as far as it is known: the estimate, the proven margin (or
        the least margin proven: 1 for a win without one), 0 for a draw or an unknown result."""
        if self.standing is Standing.OVER:
            return float(self.white - self.black)
        if self.standing is Standing.LEADS:
            amount = self.amount / 10
        elif self.standing in (Standing.WINS, Standing.WINS_BY_AT_LEAST):
            amount = float(self.amount or 1)
        else:
            return 0.0
        return amount if self.side is Color.WHITE else -amount

    def values(self) -> dict[str, Any]:
        """The JSON form: ``kind`` and the values that kind has (``side``, ``pieces`` for a
        lead, ``chance`` (0…1) for a side favoured, ``margin`` for a win, ``white``/``black``
        for a finished game)."""
        out: dict[str, Any] = {"kind": self.standing.value}
        if self.side is not None:
            out["side"] = self.side.name.lower()
        if self.standing is Standing.LEADS:
            out["pieces"] = self.amount / 10
        elif self.standing is Standing.FAVOURED:
            out["chance"] = self.amount / 100
        elif self.standing in (Standing.WINS, Standing.WINS_BY_AT_LEAST):
            out["margin"] = self.amount or None
        elif self.standing is Standing.OVER:
            out["white"], out["black"] = self.white, self.black
        return out

    def __str__(self) -> str:
        if self.standing is Standing.EVEN:
            return "Even"
        if self.standing is Standing.DRAW:
            return "Draw"
        if self.standing is Standing.OVER:
            if self.side is None:
                return f"Game over: Draw {self.white}–{self.black}"
            high, low = max(self.white, self.black), min(self.white, self.black)
            return f"Game over: {str(self.side).capitalize()} wins {high}–{low}"
        name = str(self.side).capitalize()
        if self.standing is Standing.LEADS:
            return f"{name} +{self.amount // 10}.{self.amount % 10}"
        if self.standing is Standing.FAVOURED:
            return f"{name} {self.amount} %"
        if self.standing is Standing.CANNOT_LOSE:
            return f"{name} cannot lose"
        if self.standing is Standing.WINS_BY_AT_LEAST:
            return f"{name} wins by at least {self.amount}"
        return f"{name} wins by {self.amount}" if self.amount else f"{name} wins"

    @classmethod
    def parse(cls, text: str) -> Assessment:
        """Read back what ``str`` wrote; NotationError for anything else."""
        fixed = {"Even": Standing.EVEN, "Draw": Standing.DRAW}
        if text in fixed:
            return cls(fixed[text])
        over = _OVER.fullmatch(text)
        if over is not None:
            high, low = int(over["high"]), int(over["low"])
            if over["side"] is None:
                return cls(Standing.OVER, None, 0, high, low) if high == low else _refuse(text)
            if high <= low:
                return _refuse(text)
            white, black = (high, low) if over["side"] == "White" else (low, high)
            return cls(Standing.OVER, _color(over["side"]), high - low, white, black)
        found = _PATTERN.fullmatch(text)
        if found is None:
            return _refuse(text)
        side = _color(found["side"])
        if found["lead"] is not None:
            whole, tenths = found["lead"].split(".")
            amount = int(whole) * 10 + int(tenths)
            return cls(Standing.LEADS, side, amount) if amount else _refuse(text)
        if found["chance"] is not None:
            chance = int(found["chance"])
            return cls(Standing.FAVOURED, side, chance) if 51 <= chance <= 99 else _refuse(text)
        if found["safe"] is not None:
            return cls(Standing.CANNOT_LOSE, side)
        if found["least"] is not None:
            return cls(Standing.WINS_BY_AT_LEAST, side, int(found["least"]))
        return cls(Standing.WINS, side, int(found["margin"] or 0))


def game_over(white: int, black: int) -> Assessment:
    """A finished game with ``white`` and ``black`` pieces controlled."""
    winner = None if white == black else Color.WHITE if white > black else Color.BLACK
    return Assessment(Standing.OVER, winner, abs(white - black), white, black)


def _color(name: str) -> Color:
    return Color.WHITE if name == "White" else Color.BLACK


def _refuse(text: str) -> Assessment:
    raise NotationError(f"{shown(text)} is not an assessment like 'White wins by 3'")


_PATTERN = re.compile(
    r"(?P<side>White|Black) (?:\+(?P<lead>\d+\.\d)|(?P<chance>\d\d) %|(?P<safe>cannot lose)"
    r"|wins by at least (?P<least>[1-9]\d*)|wins(?: by (?P<margin>[1-9]\d*))?)"
)
_OVER = re.compile(r"Game over: (?:(?P<side>White|Black) wins|Draw) (?P<high>\d+)–(?P<low>\d+)")
