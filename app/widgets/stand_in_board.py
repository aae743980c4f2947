"""TEMPORARY flat board used until the view branch's BoardView / Board2DView are on main.

It honours the same interface as the real views (``cell_clicked``, ``cell_hovered``,
``set_scene``, ``reset_view``, ``toggle_top_down``) so that the window and its tests work now;
``cell_position`` gives the pixel a test should click for a cell.
"""

from __future__ import annotations

import math

from PyQt6.QtCore import QPointF, QRectF, Qt, pyqtSignal
from PyQt6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PyQt6.QtWidgets import QSizePolicy, QWidget

from app.view.scene import ALL_CELLS, Scene, Transition, cell_coords

ROW_STEP = math.sqrt(3.0) / 2.0
COLOURS = {
    "classic": {"W": "#f4efe3", "B": "#2b2b2e", "D": "#c0262d", "board": "#d9b77e"},
    "high_contrast": {"W": "#ffffff", "B": "#000000", "D": "#ff2a00", "board": "#9fb7c9"},
}


def _grid_xy(name: str) -> tuple[float, float]:
    """Board units: x to the right, y down (row 1 at the bottom), as the 3D view's layout."""
    gx, gy = cell_coords(name)
    return gx - gy / 2.0 - 4.0, -(gy - 2.0) * ROW_STEP


class StandInBoard(QWidget):
    cell_clicked = pyqtSignal(str)
    cell_hovered = pyqtSignal(object)  # str or None
    gl_failed = pyqtSignal(str)  # never emitted: no OpenGL here

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scene = Scene()
        self._hovered: str | None = None
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(360, 280)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    # --- the view interface ------------------------------------------------------------

    def set_scene(self, scene: Scene, transition: Transition | None = None) -> None:
        del transition  # no animation in the stand-in
        self._scene = scene
        self.update()

    def reset_view(self) -> None:
        self.update()

    def toggle_top_down(self) -> None:
        self.update()

    def cell_position(self, name: str) -> QPointF:
        scale, origin = self._frame()
        x, y = _grid_xy(name)
        return QPointF(origin.x() + x * scale, origin.y() + y * scale)

    # --- geometry -------------------------------------------------------------------------

    def _frame(self) -> tuple[float, QPointF]:
        scale = min(self.width() / 12.0, self.height() / (4 * ROW_STEP + 2.2))
        return scale, QPointF(self.width() / 2.0, self.height() / 2.0)

    def _cell_at(self, point: QPointF) -> str | None:
        scale, _ = self._frame()
        best, best_distance = None, scale * 0.5
        for name in ALL_CELLS:
            centre = self.cell_position(name)
            distance = math.hypot(centre.x() - point.x(), centre.y() - point.y())
            if distance < best_distance:
                best, best_distance = name, distance
        return best

    # --- input --------------------------------------------------------------------------

    def mouseReleaseEvent(self, event: QMouseEvent | None) -> None:
        if event is not None and event.button() == Qt.MouseButton.LeftButton:
            cell = self._cell_at(event.position())
            if cell is not None:
                self.cell_clicked.emit(cell)

    def mouseMoveEvent(self, event: QMouseEvent | None) -> None:
        if event is None:
            return
        cell = self._cell_at(event.position())
        if cell != self._hovered:
            self._hovered = cell
            self.cell_hovered.emit(cell)

    def leaveEvent(self, event: object) -> None:
        if self._hovered is not None:
            self._hovered = None
            self.cell_hovered.emit(None)

    # --- drawing --------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent | None) -> None:
        scene = self._scene
        colours = COLOURS[scene.palette]
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#3b4a5a"))
        scale, _ = self._frame()
        radius = scale * 0.42
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(colours["board"]))
        for name in ALL_CELLS:  # the board: overlapping discs make a rounded hexagon
            painter.drawEllipse(self.cell_position(name), scale * 0.78, scale * 0.78)
        font = QFont(self.font())
        font.setPixelSize(max(9, int(scale * 0.28)))
        font.setBold(True)
        painter.setFont(font)
        for name in ALL_CELLS:
            self._draw_cell(painter, scene, name, radius, colours)

    def _draw_cell(
        self, painter: QPainter, scene: Scene, name: str, radius: float, colours: dict[str, str]
    ) -> None:
        centre = self.cell_position(name)
        pieces = scene.stacks.get(name, ())
        painter.setPen(QPen(QColor("#8a6d42"), 1.5))
        painter.setBrush(QColor("#c9a66b") if name in scene.placeable else Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, radius * 0.55, radius * 0.55)
        if pieces:
            top = pieces[-1]
            painter.setPen(QPen(QColor("#555"), 1.5))
            painter.setBrush(QColor(colours[top]))
            painter.drawEllipse(centre, radius, radius)
            if "D" in pieces and top != "D":
                painter.setPen(QPen(QColor(colours["D"]), max(2.0, radius * 0.18)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(centre, radius * 0.72, radius * 0.72)
            if len(pieces) > 1 and scene.show_height_labels:
                painter.setPen(QColor("#000" if top == "W" else "#fff"))
                box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(len(pieces)))
        rings = [
            (name in scene.last_move, "#3d8bfd", 0.14, Qt.PenStyle.SolidLine),
            (name in scene.hint, "#2fbf71", 0.18, Qt.PenStyle.DashLine),
            (name in scene.destinations, "#f0c419", 0.16, Qt.PenStyle.SolidLine),
            (name == scene.selected, "#ff8c1a", 0.22, Qt.PenStyle.SolidLine),
            (name in scene.cutoff_preview, "#e0342b", 0.2, Qt.PenStyle.DotLine),
            (name == scene.cursor, "#ffffff", 0.12, Qt.PenStyle.DashLine),
            (name == scene.hover, "#ffffff", 0.06, Qt.PenStyle.SolidLine),
        ]
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for shown, colour, width, style in rings:
            if shown:
                painter.setPen(QPen(QColor(colour), max(2.0, radius * width), style))
                painter.drawEllipse(centre, radius * 1.12, radius * 1.12)
        if scene.show_coordinates:
            small = QFont(painter.font())
            small.setPixelSize(max(8, int(radius * 0.42)))
            small.setBold(False)
            painter.save()
            painter.setFont(small)
            painter.setPen(QColor("#5a4526"))
            painter.drawText(
                QRectF(centre.x() - radius, centre.y() + radius * 0.55, 2 * radius, radius * 0.8),
                Qt.AlignmentFlag.AlignCenter,
                name if not pieces else "",
            )
            painter.restore()
