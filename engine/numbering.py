"""How moves are numbered for players: as a score sheet, and as our records number them.

The decision: White's move opens a number and Black's reply shares it (``1. E3 C3``), the
numbering of ``.dvn`` records (``engine.records.model.iter_turns``), so the move list reads like
the record and like a score sheet.  At the phase change White plays twice: its 49th placement
is number 25 with no Black reply, and its first stack move opens number 26; a player with no
move passes, and the pass is a move with its number like any other.  A game that starts
with Black to move begins ``1… X``.  (This replaces the Boardspace numbering used before, one
number per move, which left half the move list's rows as long and made "move 14" the
seventh White move.)

A move is named by its *label*: its number for White's move ("13"), its number and "…" for
Black's ("13…"), as chess score sheets and our records write a Black move on its own.  The
move list, the status line, the review and the spoken board all name moves through
``move_label``, so "move 13…" is the Black cell of row 13.  ``ply`` counts every move of the
game (the first move is ply 1), as records and ``dvonn-engine review --json`` do.
"""

from __future__ import annotations

from itertools import islice

from engine.position import Color, Position
from engine.records.model import iter_turns

BLACK_MARK = "…"  # after the number of a Black move named on its own


def move_turn(ply: int, start: Position | None = None) -> tuple[int, Color]:
    """The number of the move that leads to the position after ``ply`` moves from ``start``
    (the standard start by default), and who makes it."""
    if ply < 1:
        raise ValueError(f"there is no move before the start (ply {ply})")
    origin = start if start is not None else Position.initial()
    return next(islice(iter_turns(origin), ply - 1, None))


def move_number(ply: int, start: Position | None = None) -> int:
    """The number players read for the move that leads to the position after ``ply`` moves
    (White's first move and Black's reply are both 1)."""
    return move_turn(ply, start)[0]


def move_label(ply: int, start: Position | None = None) -> str:
    """How a text names that move: "13" for White's, "13…" for Black's."""
    number, color = move_turn(ply, start)
    return f"{number}{BLACK_MARK}" if color is Color.BLACK else str(number)


def next_move_number(plies_played: int, start: Position | None = None) -> int:
    """The number of the move to be made after ``plies_played`` moves (0 at the start: 1)."""
    return move_number(plies_played + 1, start)
