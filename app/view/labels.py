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

import numpy as np
import numpy.typing as npt
from PyQt6.QtCore import QRectF, Qt
from PyQt6.QtGui import QColor, QFont, QImage, QPainter, QPen

from app.view import palette as pal
from app.view.camera import FOV_Y, Camera
from app.view.label_layout import outward, place_labels, stack_boxes
from app.view.layout import PIECE_THICKNESS, TOWER_POSITIONS, cell_centre, coordinate_labels
from app.view.picking import occluded, project
from app.view.scene import Scene
from engine.position import stack_owner

F32 = npt.NDArray[np.float32]
COORD_OFFSET = 0.72  # grid units beyond the outermost spaces: on the board's rim
MIN_HEIGHT_LABEL = 2  # every stack: a 2-high one looks like a single piece from most angles
LABEL_FLOATS = 12  # ndc rect (x0, y0, x1, y1), atlas rect (u0, v0, u1, v1), rgba tint
ATLAS_SIZE = 1024
CELL_W, CELL_H = 80, 48  # atlas cell; text is drawn at ~2x its usual screen size
BADGE_STYLES = ("badge", "tower-W", "tower-B")
COORD_INK = 0.75  # share of a coordinate's square quad its glyph covers: what it claims


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
        self.width, self.height = width, height
        self.atlas = atlas()

    def add(
        self, key: tuple[str, str], cx: float, cy: float, px: float, rect: npt.NDArray[np.float64]
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

    def taken(self) -> npt.NDArray[np.float64]:
        return np.array(self.rects, dtype=np.float64).reshape(-1, 4)

    def array(self) -> F32:
        return np.array(self.rows, dtype=np.float32).reshape(-1, LABEL_FLOATS)


def _heights(scene: Scene) -> dict[str, int]:
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


def _badges(scene: Scene, busy: frozenset[str]) -> list[tuple[tuple[str, str], str, F32]]:
    """(atlas key, occlusion owner, world anchor) of each height badge or tower total."""
    out: list[tuple[tuple[str, str], str, F32]] = []
    if scene.gathered:
        if busy:  # the towers are still being built: their totals come when they stand
            return out
        for side, (tx, tz) in TOWER_POSITIONS.items():
            n = sum(len(p) for p in scene.stacks.values() if stack_owner("".join(p)) is side)
            if n:
                anchor = np.array([tx, n * PIECE_THICKNESS + 0.05, tz], dtype=np.float32)
                style = f"tower-{side.piece}"
                out.append(((style, str(n)), style, anchor))
        return out
    if not scene.show_height_labels:
        return out
    for cell, pieces in scene.stacks.items():
        if len(pieces) >= MIN_HEIGHT_LABEL and cell not in busy:
            anchor = cell_centre(cell) + np.array([0.0, len(pieces) * PIECE_THICKNESS + 0.02, 0.0])
            out.append((("badge", str(len(pieces))), cell, anchor.astype(np.float32)))
    return out


def _height_badges(q: _Quads, scene: Scene, camera: Camera, busy: frozenset[str]) -> None:
    """Badges float above their stacks, nearest first; one that would cover another label
    rises until clear (a stack behind a tall one gets its badge above the tall one's)."""
    badges = _badges(scene, busy)
    if not badges:
        return
    anchors = np.array([b[2] for b in badges], dtype=np.float64)
    win, depth = project(camera.view_projection(), anchors, q.width, q.height)
    # A stack hidden behind a taller one keeps its badge hidden too.
    hidden = occluded(camera.eye(), anchors, [b[1] for b in badges], _heights(scene))
    ppu = _pixels_per_unit(depth, q.height)
    order = [int(i) for i in np.argsort(depth) if depth[i] > 0 and not hidden[i]]
    px = np.clip(0.5 * ppu, 20.0, 30.0)
    widths = np.array([px[i] * q.atlas.aspect[badges[i][0]] for i in range(len(badges))])
    # Just above the stack's top, so the top piece's colour stays visible.
    wanted = win - np.column_stack([np.zeros(len(win)), px * 0.75])
    rects = place_labels(
        wanted[order],
        np.column_stack([widths, px])[order],
        np.tile([0.0, -1.0], (len(order), 1)),
        q.taken(),
        step=float(np.median(px)) * 0.5,
        tries=12,
    )
    for i, rect in zip(order, rects, strict=True):
        if rect is not None:
            q.add(badges[i][0], *_rect_centre(rect), float(px[i]), rect)


def label_quads(
    scene: Scene, camera: Camera, width: float, height: float, busy: frozenset[str] = frozenset()
) -> F32:
    """(N, LABEL_FLOATS) quads for all text of a frame in a (width x height) logical view."""
    return _place(scene, camera, width, height, busy).array()


def label_rects(
    scene: Scene, camera: Camera, width: float, height: float, busy: frozenset[str] = frozenset()
) -> list[tuple[tuple[str, str], npt.NDArray[np.float64]]]:
    """(atlas key, claimed screen rectangle) of every label a frame shows: for tests."""
    q = _place(scene, camera, width, height, busy)
    return list(zip(q.keys, q.rects, strict=True))


def _place(
    scene: Scene, camera: Camera, width: float, height: float, busy: frozenset[str]
) -> _Quads:
    q = _Quads(max(width, 1.0), max(height, 1.0))
    if scene.show_coordinates:
        _coordinates(q, scene, camera)
    _height_badges(q, scene, camera, busy)
    return q
