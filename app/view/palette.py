"""Colours of pieces, board and highlights, shared by the 3D and the 2D view.

Colours are written as sRGB bytes (what a designer picks).  The 3D shaders light in
linear space, so lit colours go through `linear()`, unlit ones through `display()`.
Highlights differ in shape as well as hue (ring, dot, brackets, dashes, arrow), so no
overlay depends on colour vision alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

RGB = tuple[int, int, int]
LookName = Literal["light", "dark"]
LookChoice = Literal["auto", "light", "dark"]  # auto: follow the desktop's colour scheme


@dataclass(frozen=True)
class PieceStyle:
    colour: RGB
    material: int  # 0 ivory-like, 1 glossy dark, 2 lacquered red (shader constants)
    pattern: int  # 0 none, 1 light rim on the top edge, 2 light band + ring (DVONN marker)


PIECE_STYLES: dict[str, dict[str, PieceStyle]] = {
    "classic": {
        "W": PieceStyle((238, 230, 212), 0, 0),  # ivory
        "B": PieceStyle((40, 40, 44), 1, 0),  # charcoal, glossy so the edges catch light
        "D": PieceStyle((196, 22, 28), 2, 0),  # DVONN red
    },
    "high_contrast": {
        "W": PieceStyle((252, 252, 252), 0, 0),
        "B": PieceStyle((14, 14, 16), 1, 1),  # near-black with a light rim
        # Saturated orange-red *and* a white band/ring: recognisable without hue.
        "D": PieceStyle((255, 84, 0), 2, 2),
    },
}

# Board and surroundings.
WOOD_LIGHT: RGB = (190, 134, 80)
WOOD_DARK: RGB = (146, 94, 52)
BOARD_EDGE: RGB = (122, 80, 44)
LINE: tuple[int, int, int, int] = (58, 36, 20, 210)
MARKER_RING: tuple[int, int, int, int] = (58, 36, 20, 225)
MARKER_FILL: tuple[int, int, int, int] = (120, 78, 42, 90)


@dataclass(frozen=True)
class Look:
    """The setting round the board: a table that melts into a soft vignette."""

    table: RGB  # lit table next to the board
    centre: RGB  # backdrop behind the board's middle
    edge: RGB  # backdrop in the view's corners


# A dark slate room and a light linen one; the app picks the one that matches the
# desktop's colour scheme (its window colour), so the side panel and board agree.
LOOKS: dict[LookName, Look] = {
    "dark": Look(table=(62, 70, 77), centre=(46, 53, 61), edge=(17, 20, 25)),
    "light": Look(table=(214, 208, 198), centre=(204, 199, 191), edge=(150, 146, 140)),
}


def resolve_look(choice: LookChoice, window_lightness: int) -> LookName:
    """The look to show: the one chosen, or for 'auto' the one matching the lightness
    (0..255) of the window colour, which Qt takes from the desktop's colour scheme."""
    if choice != "auto":
        return choice
    return "light" if window_lightness >= 128 else "dark"


# Highlights (sRGB + alpha).
HOVER = (255, 255, 255, 200)
SELECTED = (255, 196, 30, 255)
DESTINATION = (60, 230, 120, 245)
LAST_MOVE = (255, 236, 160, 235)
PLACEABLE = (255, 255, 255, 110)
CURSOR = (70, 170, 255, 255)
HINT = (226, 84, 255, 240)
REFUTATION = (255, 70, 40, 245)  # the opponent's answer to a wrong try: an arrow, not a ring
GHOST = (235, 40, 40)
# Proven results on the analysis board, told apart by shape too: a win a disc, a draw a
# ring, a loss a cross.
RESULT_MARKS: dict[str, tuple[int, int, int, int]] = {
    "win": (40, 205, 95, 250),
    "draw": (240, 200, 60, 250),
    "loss": (240, 60, 45, 250),
}

# Text drawn over the view.
LABEL_TEXT: RGB = (255, 255, 255)
LABEL_BACK = (20, 20, 24, 232)  # nearly opaque: a badge often sits on a white piece
COORD_TEXT = (70, 44, 22, 230)


def linear(c: tuple[int, ...]) -> tuple[float, ...]:
    """Colour bytes -> linear floats for lighting; alpha, if present, is not curved.

    The shaders use gamma 2 (square to light, square root to show) instead of the exact
    sRGB curve: indistinguishable here, and far cheaper per pixel on software GL."""
    return tuple((v / 255.0) ** 2 for v in c[:3]) + tuple(v / 255.0 for v in c[3:])


def display(c: tuple[int, ...]) -> tuple[float, ...]:
    """Colour bytes -> 0..1 floats as shown: for unlit things (highlights, ink, table)."""
    return tuple(v / 255.0 for v in c)
