"""Text in the 3D view (stack heights, coordinates, tower totals) as GL quads.

Every string the board can show is drawn once with QPainter into an atlas image at
start-up; each frame only places screen-aligned quads over it.  Drawing text with a
QPainter on the GL widget instead costs more than the whole 3D frame on software GL.
Placement is computed here in logical pixels (no GL), the renderer draws the quads.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np
import numpy.typing as npt
from PyQt6.QtCore import QRectF, Qt
from PyQt6.QtGui import QColor, QFont, QImage, QPainter, QPen

from app.view import palette as pal
from app.view.badge_layout import place_badges, silhouettes
from app.view.camera import FOV_Y, Camera
from app.view.label_layout import outward, place_labels, stack_boxes
from app.view.layout import (
    cell_centre,
    coordinate_labels,
    stack_height,
    tower_top,
)
from app.view.picking import project
from app.view.scene import Scene
from engine.board import Cell
from engine.position import Color, stack_owner

F32 = npt.NDArray[np.float32]
COORD_OFFSET = 0.72  # grid units beyond the outermost spaces: on the board's rim
MIN_HEIGHT_LABEL = 2  # every stack: a 2-high one looks like a single piece from most angles
LABEL_FLOATS = 12  # ndc rect (x0, y0, x1, y1), atlas rect (u0, v0, u1, v1), rgba tint
ATLAS_SIZE = 1024
CELL_W, CELL_H = 80, 48  # atlas cell; text is drawn at ~2x its usual screen size
BADGE_STYLES = ("badge", "tower-W", "tower-B")
COORD_INK = 0.75  # share of a coordinate's square quad its glyph covers: what it claims
BADGE_SIZE = 0.34  # a height badge's height in world units (a piece is 0.8 across)...
BADGE_PIXELS = (16.0, 22.0)  # ...within these pixels


@dataclass(frozen=True)
class Atlas:
    image: npt.NDArray[np.uint8]  # (ATLAS_SIZE, ATLAS_SIZE, 4) premultiplied RGBA
    rects: dict[tuple[str, str], tuple[float, float, float, float]]  # u0, v0, u1, v1
    aspect: dict[tuple[str, str], float]  # width / height of the drawn entry


def _entries() -> list[tuple[str, str]]:
    out = [(style, str(n)) for style in BADGE_STYLES for n in range(1, 50)]
    return out + [("coord", t) for t in "ABCDEFGHIJK12345"]


def _draw_entry(p: QPainter, style: str, text: str, x: float, y: float) -> float:
    """Draw one entry into its cell; returns the width used."""
    font = QFont()
    font.setBold(True)
    if style == "coord":
        font.setPixelSize(34)
        p.setFont(font)
        p.setPen(QColor(*pal.COORD_TEXT))
        p.drawText(QRectF(x, y, CELL_H, CELL_H), Qt.AlignmentFlag.AlignCenter, text)
        return float(CELL_H)
    font.setPixelSize(35)
    p.setFont(font)
    h = CELL_H - 6.0
    w = max(p.fontMetrics().horizontalAdvance(text) + 20.0, h)
    rect = QRectF(x + 3, y + 3, w, h)
    p.setBrush(QColor(*pal.LABEL_BACK))
    if style == "badge":
        p.setPen(Qt.PenStyle.NoPen)
    else:  # a tower's total: ringed white for White, mid grey (visible on the dark badge) for Black
        ring = pal.PIECE_STYLES["classic"]["W"].colour if style.endswith("W") else (128, 128, 136)
        p.setPen(QPen(QColor(*ring), 4.0))
    p.drawRoundedRect(rect, h / 2, h / 2)
    p.setPen(QColor(*pal.LABEL_TEXT))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    return w + 6.0


@cache
def atlas() -> Atlas:
    """Build the atlas (once per process; needs a QGuiApplication for fonts)."""
    image = QImage(ATLAS_SIZE, ATLAS_SIZE, QImage.Format.Format_RGBA8888_Premultiplied)
    image.fill(0)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    rects, aspect = {}, {}
    per_row = ATLAS_SIZE // CELL_W
    for i, key in enumerate(_entries()):
        x, y = (i % per_row) * CELL_W, (i // per_row) * CELL_H
        w = min(_draw_entry(p, key[0], key[1], x, y), CELL_W)
        rects[key] = (
            x / ATLAS_SIZE,
            y / ATLAS_SIZE,
            (x + w) / ATLAS_SIZE,
            (y + CELL_H) / ATLAS_SIZE,
        )
        aspect[key] = w / CELL_H
    p.end()
    raw = image.constBits().asstring(image.sizeInBytes())
    pixels = np.frombuffer(raw, dtype=np.uint8).reshape(ATLAS_SIZE, ATLAS_SIZE, 4).copy()
    return Atlas(pixels, rects, aspect)


def _pixels_per_unit(depth: npt.NDArray[np.float64], height: float) -> npt.NDArray[np.float64]:
    return height / (2.0 * math.tan(FOV_Y / 2.0) * np.maximum(depth, 1e-3))


class _Quads:
    def __init__(self, width: float, height: float) -> None:
        self.rows: list[list[float]] = []
        self.rects: list[npt.NDArray[np.float64]] = []
        self.keys: list[tuple[str, str]] = []
        self.owners: list[Cell | None] = []  # the cell whose stack a badge belongs to
        self.width, self.height = width, height
        self.atlas = atlas()

    def add(
        self,
        key: tuple[str, str],
        cx: float,
        cy: float,
        px: float,
        rect: npt.NDArray[np.float64],
        owner: Cell | None = None,
    ) -> None:
        """Entry `key` centred on logical pixel (cx, cy), `px` logical pixels tall; `rect`
        is the screen area it claims (what no other label may overlap)."""
        h = px
        w = h * self.atlas.aspect[key]
        x0, x1 = (cx - w / 2) / self.width * 2 - 1, (cx + w / 2) / self.width * 2 - 1
        y0, y1 = 1 - (cy + h / 2) / self.height * 2, 1 - (cy - h / 2) / self.height * 2
        u0, v0, u1, v1 = self.atlas.rects[key]
        # Image rows run top to bottom; ndc y runs bottom to top.
        self.rows.append([x0, y0, x1, y1, u0, v1, u1, v0, 1.0, 1.0, 1.0, 1.0])
        self.rects.append(rect)
        self.keys.append(key)
        self.owners.append(owner)

    def taken(self) -> npt.NDArray[np.float64]:
        return np.array(self.rects, dtype=np.float64).reshape(-1, 4)

    def array(self) -> F32:
        return np.array(self.rows, dtype=np.float32).reshape(-1, LABEL_FLOATS)


def _heights(scene: Scene) -> dict[Cell, int]:
    return {} if scene.gathered else {c: len(p) for c, p in scene.stacks.items()}


@cache
def _coordinate_points() -> npt.NDArray[np.float64]:
    return np.array([[x, 0.0, z] for _, x, z in coordinate_labels(COORD_OFFSET)])


def _rect_centre(rect: npt.NDArray[np.float64]) -> tuple[float, float]:
    return float(rect[0] + rect[2]) / 2, float(rect[1] + rect[3]) / 2


def _coordinates(q: _Quads, scene: Scene, camera: Camera) -> None:
    """Rim letters and numbers, pushed outwards on screen (away from the board's centre)
    until clear of every stack and of each other; one that finds no room is left out."""
    labels = coordinate_labels(COORD_OFFSET)
    vp = camera.view_projection()
    win, depth = project(vp, _coordinate_points(), q.width, q.height)
    ppu = _pixels_per_unit(depth, q.height)
    centre, _ = project(vp, [[0.0, 0.0, 0.0]], q.width, q.height)
    px = np.clip(0.42 * ppu, 11.0, 28.0)
    ink = px * COORD_INK
    seen = depth > 0
    rects = place_labels(
        win[seen],
        np.column_stack([ink, ink])[seen],
        outward(win[seen], centre[0]),
        np.vstack([q.taken(), stack_boxes(vp, _heights(scene), q.width, q.height)]),
        step=float(np.median(px)) * 0.25,
    )
    for i, rect in zip(np.flatnonzero(seen), rects, strict=True):
        if rect is not None:
            q.add(("coord", labels[i][0]), *_rect_centre(rect), float(px[i]), rect)


def _towers(q: _Quads, scene: Scene, camera: Camera, busy: frozenset[Cell]) -> None:
    """Counting: each side's total floats above its columns (once they stand)."""
    if busy:
        return
    anchors, keys = [], []
    for side in (Color.WHITE, Color.BLACK):
        n = sum(len(p) for p in scene.stacks.values() if stack_owner("".join(p)) is side)
        if n:
            x, y, z = tower_top(side, n)
            anchors.append([x, y + 0.05, z])
            keys.append((f"tower-{side.piece}", str(n)))
    if not anchors:
        return
    win, depth = project(camera.view_projection(), anchors, q.width, q.height)
    px = np.clip(0.5 * _pixels_per_unit(depth, q.height), 20.0, 30.0)
    widths = np.array([px[i] * q.atlas.aspect[key] for i, key in enumerate(keys)])
    rects = place_labels(
        win - np.column_stack([np.zeros(len(win)), px * 0.75]),
        np.column_stack([widths, px]),
        np.tile([0.0, -1.0], (len(keys), 1)),
        q.taken(),
        step=float(np.median(px)) * 0.5,
        tries=12,
    )
    for i, rect in enumerate(rects):
        if rect is not None and depth[i] > 0:
            q.add(keys[i], *_rect_centre(rect), float(px[i]), rect)


def _height_badges(q: _Quads, scene: Scene, camera: Camera, busy: frozenset[Cell]) -> None:
    """Each stack of two or more gets its height on a badge of its own
    (``badge_layout.place_badges``: on its front rim, else higher on it, above or beside it,
    never over another stack or label), nearest stacks first."""
    if scene.gathered:
        _towers(q, scene, camera, busy)
        return
    if not scene.show_height_labels:
        return
    heights = {c: stack_height(len(p)) for c, p in scene.stacks.items()}
    shapes = silhouettes(camera.view_projection(), heights, q.width, q.height)
    index = [
        i
        for i, c in enumerate(shapes.cells)
        if len(scene.stacks[c]) >= MIN_HEIGHT_LABEL and c not in busy
    ]
    if not index:
        return
    cells = [shapes.cells[i] for i in index]
    anchors = np.array([cell_centre(c) + np.array([0.0, heights[c], 0.0]) for c in cells])
    _, depth = project(camera.view_projection(), anchors, q.width, q.height)
    order = [int(j) for j in np.argsort(depth) if depth[j] > 0]
    px = np.clip(BADGE_SIZE * _pixels_per_unit(depth, q.height), *BADGE_PIXELS)
    keys = [("badge", str(len(scene.stacks[c]))) for c in cells]
    widths = np.array([px[j] * q.atlas.aspect[keys[j]] for j in range(len(keys))])
    rects = place_badges(
        shapes,
        np.array([index[j] for j in order]),
        np.column_stack([widths, px])[order],
        q.taken(),
        q.width,
        q.height,
    )
    for j, rect in zip(order, rects, strict=True):
        q.add(keys[j], *_rect_centre(rect), float(rect[3] - rect[1]), rect, cells[j])


def label_quads(
    scene: Scene, camera: Camera, width: float, height: float, busy: frozenset[Cell] = frozenset()
) -> F32:
    """(N, LABEL_FLOATS) quads for all text of a frame in a (width x height) logical view;
    the last frame's again while nothing they depend on changed (an animation's frames)."""
    key = (scene, camera.view_projection().tobytes(), width, height, busy)
    if _last[0] != key:
        _last[:] = [key, _place(scene, camera, width, height, busy).array()]
    quads: F32 = _last[1]
    return quads


_last: list[Any] = [None, None]  # label_quads' last key and quads


def label_rects(
    scene: Scene, camera: Camera, width: float, height: float, busy: frozenset[Cell] = frozenset()
) -> list[tuple[tuple[str, str], npt.NDArray[np.float64]]]:
    """(atlas key, claimed screen rectangle) of every label a frame shows: for tests."""
    q = _place(scene, camera, width, height, busy)
    return list(zip(q.keys, q.rects, strict=True))


def badge_rects(
    scene: Scene, camera: Camera, width: float, height: float
) -> dict[Cell, npt.NDArray[np.float64]]:
    """The screen rectangle of each stack's height badge, by cell: for tests."""
    q = _place(scene, camera, width, height, frozenset())
    return {o: r for o, r in zip(q.owners, q.rects, strict=True) if o is not None}


def _place(
    scene: Scene, camera: Camera, width: float, height: float, busy: frozenset[Cell]
) -> _Quads:
    q = _Quads(max(width, 1.0), max(height, 1.0))
    _height_badges(q, scene, camera, busy)  # first: a badge belongs on its stack
    if scene.show_coordinates:
        _coordinates(q, scene, camera)
    return q
