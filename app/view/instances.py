"""Scene + sprites -> per-instance arrays the renderer uploads as they are (no GL here).

Piece row (16 floats): position xyz, scale | colour rgb, alpha | glow rgb, glow amount |
material, pattern, ghost, squash (the piece's drawn thickness, as a share).
Decal row (16 floats): centre xyz, shape | axis x, axis z, half-width, p0 | rgba | p1, 0, 0, 0.
A decal is a flat quad on the board or on a stack's top face, spanning centre +- axis
lengthwise and +- half-width across; the fragment shader draws `shape` into it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from app.view import palette as pal
from app.view.animation import Sprite
from app.view.camera import Camera
from app.view.labels import label_quads
from app.view.layout import PIECE_RADIUS, cell_centre, stack_height
from app.view.scene import Scene
from engine.board import Cell

F32 = npt.NDArray[np.float32]
PIECE_FLOATS = 16
DECAL_FLOATS = 16

RING, DOT, BRACKETS, ARROW, DASHED, GLOW, CROSS = range(1, 8)  # decal shapes (decal.frag)

DECAL_LIFT = 0.004
GHOST_ALPHA = 0.55


@dataclass(frozen=True)
class FrameData:
    opaque: F32  # (N, 16) pieces drawn first
    transparent: F32  # (M, 16) ghosts and fading pieces, far to near
    decals: F32  # (K, 16) highlights
    shadow_casters: F32  # (S, 4) for the contact-occlusion map
    labels: F32  # (L, 12) text quads (labels.label_quads)
    pieces_moving: bool = False  # an animation is moving pieces (shadows redrawn in part)


def _piece_row(s: Sprite, scene: Scene, busy: frozenset[Cell]) -> list[float]:
    style = pal.PIECE_STYLES[scene.palette][s.piece]
    r, g, b = pal.linear(style.colour)
    alpha, ghost = s.alpha, 0.0
    glow: tuple[float, ...] = (0.0, 0.0, 0.0, 0.0)
    if s.cell is not None and s.cell not in busy:
        if s.cell in scene.cutoff_preview:
            alpha, ghost = alpha * GHOST_ALPHA, 1.0
        if s.cell == scene.selected:
            # Barely: a strong glow would hide the order of the stack's pieces; the ring
            # on top and the pool of light round the base mark the selection.
            glow = (*pal.linear(pal.SELECTED[:3]), 0.015)
    return [
        s.x,
        s.y,
        s.z,
        s.scale,
        r,
        g,
        b,
        alpha,
        *glow,
        style.material,
        style.pattern,
        ghost,
        s.squash,
    ]


def piece_instances(
    sprites: list[Sprite], scene: Scene, eye: npt.NDArray[np.float64], busy: frozenset[Cell]
) -> tuple[F32, F32]:
    rows = np.array([_piece_row(s, scene, busy) for s in sprites], dtype=np.float32)
    if len(rows) == 0:
        empty = np.zeros((0, PIECE_FLOATS), dtype=np.float32)
        return empty, empty
    see_through = rows[:, 7] < 0.999
    opaque, clear = rows[~see_through], rows[see_through]
    if len(clear):
        # Far to near, so blending composes correctly.
        d = np.linalg.norm(clear[:, :3] - eye.astype(np.float32), axis=1)
        clear = clear[np.argsort(-d)]
    return np.ascontiguousarray(opaque), np.ascontiguousarray(clear)


class _Decals:
    def __init__(self) -> None:
        self.rows: list[list[float]] = []

    def add(
        self,
        shape: int,
        centre: tuple[float, float, float],
        rgba: tuple[int, ...],
        radius: float,
        p0: float = 0.0,
        p1: float = 0.0,
        axis: tuple[float, float] | None = None,
        half_width: float | None = None,
    ) -> None:
        colour = pal.display(rgba)
        ax = axis if axis is not None else (radius, 0.0)
        hw = half_width if half_width is not None else radius
        self.rows.append([*centre, shape, ax[0], ax[1], hw, p0, *colour, p1, 0.0, 0.0, 0.0])

    def array(self) -> F32:
        if not self.rows:
            return np.zeros((0, DECAL_FLOATS), dtype=np.float32)
        return np.array(self.rows, dtype=np.float32)


def shadow_casters(sprites: list[Sprite]) -> F32:
    """Rows (x, z, radius, strength) of contact occlusion for textures.shadow_map."""
    rows = []
    for s in sprites:
        if s.shadow <= 0.0 or s.alpha <= 0.0:
            continue
        lift = max(s.y, 0.0)  # a piece in the air darkens the board less, more widely
        strength = 0.5 * s.shadow * s.alpha * max(0.0, 1.0 - lift / 1.5)
        radius = (0.56 + 0.08 * lift) * s.scale
        rows.append([s.x, s.z, radius, strength])
    return np.array(rows, dtype=np.float32).reshape(-1, 4)


def _top(scene: Scene, cell: Cell) -> tuple[float, float, float]:
    c = cell_centre(cell)
    h = 0.0 if scene.gathered else stack_height(scene.height(cell))
    return float(c[0]), h + DECAL_LIFT, float(c[2])


# A DVONN piece inside a stack (not on top) marks the top face with a ring of its colour,
# so the stack's most important fact reads from above too (top-down view, T).
DVONN_MARK_RADIUS = 0.24
DVONN_MARK_INNER = 0.55  # the ring spans 0.55..1 of its radius: the top's centre stays clear


def _dvonn_marks(out: _Decals, scene: Scene, busy: frozenset[Cell]) -> None:
    if scene.gathered:
        return
    colour = pal.PIECE_STYLES[scene.palette]["D"].colour
    for cell in sorted(scene.stacks):
        pieces = scene.stacks[cell]
        if cell in busy or pieces[-1] == "D" or "D" not in pieces:
            continue
        top = _top(scene, cell)
        if scene.palette == "high_contrast":  # edged in white: recognisable without hue
            out.add(RING, top, (255, 255, 255, 255), DVONN_MARK_RADIUS + 0.04, 0.42)
        out.add(RING, top, (*colour, 255), DVONN_MARK_RADIUS, DVONN_MARK_INNER)


def _arrow(
    out: _Decals,
    a: tuple[float, float, float],
    b: tuple[float, float, float],
    rgba: tuple[int, ...],
    on_board: bool = False,
) -> None:
    """An arrow from top `a` to top `b`, floating just above the higher of the two; or,
    `on_board`, flat on the board and stopping at the foot of the stack on `b` (a move just
    played: over a tall stack a floating arrow would seem to point at another row)."""
    (ax, ay, az), (bx, by, bz) = a, b
    length = math.hypot(bx - ax, bz - az)
    if length > 1e-6:
        ux, uz = (bx - ax) / length, (bz - az) / length
        # Start and end outside the rings (or the stack) so it points from cell to cell.
        start, end = 0.2, (PIECE_RADIUS + 0.06 if on_board else 0.2)
        half = (length - start - end) / 2
        y = DECAL_LIFT * 2 if on_board else max(ay, by) + 0.06
        mx, mz = ax + ux * (start + half), az + uz * (start + half)
        out.add(ARROW, (mx, y, mz), rgba, 0.0, half, axis=(ux * half, uz * half), half_width=0.16)


def _highlights(out: _Decals, scene: Scene) -> None:
    for cell in sorted(scene.placeable):
        if scene.height(cell) == 0:
            out.add(DOT, _top(scene, cell), pal.PLACEABLE, 0.11)
    for cell in sorted(scene.cutoff_preview):
        # Ghosted in red, and crossed out: readable without telling red from the wood.
        out.add(CROSS, _top(scene, cell), (*pal.GHOST, 230), 0.42, 0.09)
    for cell in scene.last_move:
        out.add(DASHED, _top(scene, cell), pal.LAST_MOVE, 0.46, 0.84)
    if scene.selected is not None:
        top = _top(scene, scene.selected)
        base = (top[0], 0.003, top[2])
        # A pool of light round the base and a ring on top: the top piece's own colour
        # stays visible, which is what the player needs to read.
        out.add(GLOW, base, (*pal.SELECTED[:3], 170), 0.75, 0.68)
        out.add(RING, top, pal.SELECTED, 0.5, 0.85)
    for cell in sorted(scene.destinations):
        top = _top(scene, cell)
        out.add(RING, top, pal.DESTINATION, 0.31, 0.66)
        out.add(DOT, top, pal.DESTINATION, 0.11)
    for cell, result in scene.results:
        top, colour = _top(scene, cell), pal.RESULT_MARKS[result]
        if result == "win":
            out.add(DOT, top, colour, 0.2)
        elif result == "draw":
            out.add(RING, top, colour, 0.22, 0.55)
        else:
            out.add(CROSS, top, colour, 0.24, 0.12)
    if scene.hint:
        tops = [_top(scene, c) for c in scene.hint]
        for t in tops:
            out.add(RING, t, pal.HINT, 0.37, 0.74)
        if len(tops) == 2:
            _arrow(out, tops[0], tops[1], pal.HINT)
        else:
            out.add(DOT, tops[0], pal.HINT, 0.12)
    if scene.refutation:
        start, end = scene.refutation
        _arrow(out, _top(scene, start), _top(scene, end), pal.REFUTATION, on_board=True)
    if scene.hover is not None:
        radius = 0.47 if scene.height(scene.hover) else 0.3
        out.add(RING, _top(scene, scene.hover), pal.HOVER, radius, 0.86)
    if scene.cursor is not None:
        out.add(BRACKETS, _top(scene, scene.cursor), pal.CURSOR, 0.57, 0.8)


def build_frame(
    scene: Scene,
    sprites: list[Sprite],
    camera: Camera,
    size: tuple[float, float],
    busy: frozenset[Cell] = frozenset(),
) -> FrameData:
    """Everything the renderer draws for one frame, as flat float32 arrays.

    size: the view's logical size (text is sized in logical pixels)."""
    opaque, clear = piece_instances(sprites, scene, camera.eye(), busy)
    decals = _Decals()
    _dvonn_marks(decals, scene, busy)
    _highlights(decals, scene)
    text = label_quads(scene, camera, size[0], size[1], busy)
    moving = any(s.animated for s in sprites)
    return FrameData(opaque, clear, decals.array(), shadow_casters(sprites), text, moving)
