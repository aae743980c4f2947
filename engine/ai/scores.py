"""The score scale shared by the search core and the Python side.

Estimates are in hundredths of a piece of expected final margin (for the default weights;
other weight sets have their own units) and stay within ±WIN/2.  A finished game scores
``WIN + 100·margin`` for the winner (``-WIN + 100·margin`` for the loser, 0 for a draw):
beyond every estimate, and larger for larger margins.
"""

from __future__ import annotations

from engine import core

WIN = core.WIN
INFINITE_SCORE = core.INFINITE_SCORE


def final_score(white_minus_black: int, side: int) -> int:
    """The score of a finished game for ``side`` (0 white, 1 black)."""
    margin = -white_minus_black if side else white_minus_black
    if margin > 0:
        return WIN + 100 * margin
    if margin < 0:
        return -WIN + 100 * margin
    return 0


def margin_of(score: int) -> int:
    """The piece margin of a final score (positive: the side to move wins)."""
    if score >= WIN:
        return (score - WIN) // 100
    if score <= -WIN:
        return -((-score - WIN) // 100)
    return 0


def controlled_pieces(codes: bytes) -> tuple[int, int]:
    """The pieces White and Black control (lone DVONN pieces: nobody's)."""
    pieces = [0, 0]
    for code in codes:
        height = code >> 2
        if code and not (code & 2 and height == 1):
            pieces[code & 1] += height
    return pieces[0], pieces[1]


def piece_margin(codes: bytes) -> int:
    """Pieces White controls minus pieces Black controls (lone DVONN pieces: nobody's)."""
    white, black = controlled_pieces(codes)
    return white - black
