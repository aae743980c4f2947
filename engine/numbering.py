"""How moves are numbered for players: every move has its own number, 1, 2, 3, …

The decision: move *n* is the *n*-th move of the game, whoever made it, the way Boardspace
(where most DVONN games are played and recorded) numbers them, and the way a record's plies
count.  Not pairs (1. White Black, 2. …) as in chess: DVONN's turns do not alternate
strictly — White places the 49th piece and then makes the first move of the movement phase,
and a player with no move passes — so pairs leave half-empty rows and "move 14" would be
ambiguous.  With one number per move, "move 14" is the same move in the move list, the review,
the "looking back" line, the status bar and the ``ply`` field of ``dvonn-engine review --json``
(no second field is needed: the move number *is* the ply).

``move_number`` is the one place that says so; every text that names a move goes through it.
"""

from __future__ import annotations


def move_number(ply: int) -> int:
    """The number players read for the move that leads to the position after ``ply`` moves
    (the first move of the game is move 1)."""
    if ply < 1:
        raise ValueError(f"there is no move before the start (ply {ply})")
    return ply


def next_move_number(plies_played: int) -> int:
    """The number of the move to be made after ``plies_played`` moves (0 at the start: 1)."""
    return move_number(plies_played + 1)
