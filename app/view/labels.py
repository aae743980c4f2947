"""Text over the 3D view (stack heights, coordinates), painted with QPainter after GL.

2D text stays sharp and readable from any camera angle, where text textured onto the
board would blur and foreshorten.  The same function paints onto the widget (logical
pixels) and onto a screenshot image (where logical = image pixels), so both agree.
"""

from __future__ import annotations

import math

import numpy as np
from PyQt6.QtCore import QRectF, Qt
from PyQt6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from app.view import palette as pal
from app.view.camera import FOV_Y, Camera
from app.view.layout import PIECE_THICKNESS, TOWER_POSITIONS, cell_centre, coordinate_labels
from app.view.picking import occluded, project
from app.view.scene import Scene, stack_owner

COORD_OFFSET = 0.72  # grid units beyond the outermost spaces: on the board's rim
MIN_HEIGHT_LABEL = 3  # stacks of 1 or 2 read at a glance


def _pixels_per_unit(depth: np.ndarray, height: float) -> np.ndarray:
    return height / (2.0 * math.tan(FOV_Y / 2.0) * np.maximum(depth, 1e-3))


def _font(px: float, bold: bool) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


def paint_coordinates(
    painter: QPainter, scene: Scene, camera: Camera, width: float, height: float
) -> None:
    labels = coordinate_labels(COORD_OFFSET)
    pts = np.array([[x, 0.0, z] for _, x, z in labels])
    win, depth = project(camera.view_projection(), pts, width, height)
    # Printed on the board, so a stack standing in front hides a label.
    heights = {} if scene.gathered else {c: len(p) for c, p in scene.stacks.items()}
    hidden = occluded(camera.eye(), pts, [""] * len(pts), heights)
    ppu = _pixels_per_unit(depth, height)
    colour = QColor(*pal.COORD_TEXT)
    painter.setPen(colour)
    # Nudge each label outwards on screen, away from the board's centre, so that it
    # clears the pieces of the outer row however the board is foreshortened.
    centre, _ = project(camera.view_projection(), [[0.0, 0.0, 0.0]], width, height)
    outward = win - centre
    outward /= np.maximum(np.linalg.norm(outward, axis=1, keepdims=True), 1e-6)
    for (text, _, _), (x, y), (ox, oy), w, scale, out_of_sight in zip(
        labels, win, outward, depth, ppu, hidden, strict=True
    ):
        if w <= 0 or out_of_sight:
            continue
        px = float(np.clip(0.3 * scale, 8.0, 20.0))
        x, y = x + ox * px * 0.35, y + oy * px * 0.35
        painter.setFont(_font(px, True))
        rect = QRectF(x - px, y - px, 2 * px, 2 * px)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def _badges(scene: Scene, busy: frozenset[str]) -> list[tuple[str, str, np.ndarray, str | None]]:
    """(text, owner key for occlusion, world anchor, side colour) of each height badge."""
    out = []
    if scene.gathered:
        for side, (tx, tz) in TOWER_POSITIONS.items():
            n = sum(len(p) for p in scene.stacks.values() if stack_owner(p) == side)
            if n:
                anchor = np.array([tx, n * PIECE_THICKNESS + 0.05, tz])
                out.append((str(n), f"tower-{side}", anchor, side))
        return out
    if not scene.show_height_labels:
        return out
    for cell, pieces in scene.stacks.items():
        if len(pieces) >= MIN_HEIGHT_LABEL and cell not in busy:
            anchor = cell_centre(cell) + np.array([0.0, len(pieces) * PIECE_THICKNESS + 0.02, 0.0])
            out.append((str(len(pieces)), cell, anchor, None))
    return out


def paint_heights(
    painter: QPainter,
    scene: Scene,
    camera: Camera,
    width: float,
    height: float,
    busy: frozenset[str] = frozenset(),
) -> None:
    badges = _badges(scene, busy)
    if not badges:
        return
    anchors = np.array([b[2] for b in badges])
    win, depth = project(camera.view_projection(), anchors, width, height)
    heights = {} if scene.gathered else {c: len(p) for c, p in scene.stacks.items()}
    hidden = occluded(camera.eye(), anchors, [b[1] for b in badges], heights)
    ppu = _pixels_per_unit(depth, height)
    back = QColor(*pal.LABEL_BACK)
    # Far badges first, so near ones overlap them.
    for i in np.argsort(-depth):
        text, _, _, side = badges[i]
        if depth[i] <= 0 or hidden[i]:
            continue
        px = float(np.clip(0.3 * ppu[i], 11.0, 20.0))
        font = _font(px, True)
        metrics = QFontMetricsF(font)
        w = max(metrics.horizontalAdvance(text) + px * 0.8, px * 1.5)
        h = px * 1.35
        x, y = float(win[i, 0]), float(win[i, 1])
        # Float just above the stack's top so the top piece's colour stays visible.
        rect = QRectF(x - w / 2, y - h - px * 0.5, w, h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(back)
        painter.drawRoundedRect(rect, h / 2, h / 2)
        if side is not None:  # tower totals: outline in the side's colour
            ring = pal.PIECE_STYLES[scene.palette][side].colour
            painter.setPen(QColor(*ring))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, h / 2, h / 2)
        painter.setPen(QColor(*pal.LABEL_TEXT))
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def paint_labels(
    painter: QPainter,
    scene: Scene,
    camera: Camera,
    width: float,
    height: float,
    busy: frozenset[str] = frozenset(),
) -> None:
    """All text for one frame, in logical pixels of a (width x height) view."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    if scene.show_coordinates:
        paint_coordinates(painter, scene, camera, width, height)
    paint_heights(painter, scene, camera, width, height, busy)
