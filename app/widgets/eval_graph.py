"""The evaluation graph of a game review: White's winning chance across the game.

One point per position (before the first move … after the last); the area above the middle
line is White's, below it Black's.  Proven stretches are marked by a band along the bottom,
inaccuracies, mistakes and blunders by coloured dots, the position on show by a vertical line.
Click or drag to choose a position; ←/→ step.  Positions not searched yet are left out, so the
graph fills in as the review runs.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from PyQt6.QtCore import QEvent, QPointF, QRectF, Qt, pyqtSignal
from PyQt6.QtGui import (
    QColor,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PyQt6.QtWidgets import QSizePolicy, QToolTip, QWidget

from engine.review.judgement import MoveClass

CLASS_COLOURS = {
    MoveClass.INACCURACY: "#e0b020",
    MoveClass.MISTAKE: "#e07010",
    MoveClass.BLUNDER: "#d02828",
}
MARGIN = 8.0


@dataclass(frozen=True, slots=True)
class GraphPoint:
    white_chance: float  # 0…1
    proven: bool
    text: str = ""  # the verdict as the player reads it ("White +1.3"): the point's tooltip


class EvalGraph(QWidget):
    ply_chosen = pyqtSignal(int)  # the position after this many moves

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[GraphPoint | None] = []
        self.marks: dict[int, MoveClass] = {}  # ply -> class of the move that led there
        self.current = 0
        self.setMinimumHeight(90)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.setMouseTracking(False)

    def set_data(self, points: list[GraphPoint | None], marks: dict[int, MoveClass]) -> None:
        self.points, self.marks = points, marks
        self.update()

    def set_current(self, ply: int) -> None:
        self.current = ply
        self.update()

    # --- geometry (also used by tests to click a ply) ------------------------------------

    def x_of(self, ply: int) -> float:
        span = max(1, len(self.points) - 1)
        return MARGIN + (self.width() - 2 * MARGIN) * ply / span

    def y_of(self, chance: float) -> float:
        return MARGIN + (self.height() - 2 * MARGIN) * (1.0 - chance)

    def ply_at(self, x: float) -> int:
        span = max(1, len(self.points) - 1)
        width = max(1.0, self.width() - 2 * MARGIN)
        return max(0, min(span, round((x - MARGIN) / width * span)))

    # --- input ----------------------------------------------------------------------------

    def tooltip_at(self, x: float) -> str:
        """The tooltip over ``x``: the verdict of the position there (empty: not searched)."""
        if not self.points:
            return ""
        point = self.points[self.ply_at(x)]
        return point.text if point is not None else ""

    def event(self, event: QEvent | None) -> bool:
        if event is not None and event.type() == QEvent.Type.ToolTip:
            assert isinstance(event, QHelpEvent)
            text = self.tooltip_at(event.pos().x())
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def mousePressEvent(self, event: QMouseEvent | None) -> None:
        if event is not None and self.points and event.button() == Qt.MouseButton.LeftButton:
            self.ply_chosen.emit(self.ply_at(event.position().x()))

    def mouseMoveEvent(self, event: QMouseEvent | None) -> None:
        if event is not None and self.points and event.buttons() & Qt.MouseButton.LeftButton:
            ply = self.ply_at(event.position().x())
            if ply != self.current:
                self.ply_chosen.emit(ply)

    def keyPressEvent(self, event: QKeyEvent | None) -> None:
        if event is None:
            return
        if event.key() == Qt.Key.Key_Left and self.current > 0:
            self.ply_chosen.emit(self.current - 1)
        elif event.key() == Qt.Key.Key_Right and self.current < len(self.points) - 1:
            self.ply_chosen.emit(self.current + 1)
        else:
            super().keyPressEvent(event)

    # --- drawing --------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent | None) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#3a3a3e"))
        middle = self.y_of(0.5)
        known = [(ply, p) for ply, p in enumerate(self.points) if p is not None]
        if known:
            area = QPainterPath(QPointF(self.x_of(known[0][0]), middle))
            for ply, point in known:
                area.lineTo(self.x_of(ply), self.y_of(point.white_chance))
            area.lineTo(self.x_of(known[-1][0]), middle)
            area.closeSubpath()
            painter.fillPath(area, QColor("#e8e2d4"))
            painter.setPen(QPen(QColor("#9a9488"), 1.5))
            for (a, pa), (b, pb) in itertools.pairwise(known):
                if b == a + 1:
                    painter.drawLine(
                        QPointF(self.x_of(a), self.y_of(pa.white_chance)),
                        QPointF(self.x_of(b), self.y_of(pb.white_chance)),
                    )
            band = self.height() - 5.0
            painter.setPen(QPen(QColor("#40a0e0"), 4.0))
            for ply, point in known:
                if point.proven and ply + 1 < len(self.points) and self.points[ply + 1]:
                    painter.drawLine(
                        QPointF(self.x_of(ply), band), QPointF(self.x_of(ply + 1), band)
                    )
        painter.setPen(QPen(QColor("#808080"), 1.0, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(MARGIN, middle), QPointF(self.width() - MARGIN, middle))
        painter.setPen(QPen(QColor("#f0a020"), 2.0))
        if self.points:
            x = self.x_of(self.current)
            painter.drawLine(QPointF(x, 2.0), QPointF(x, self.height() - 2.0))
        painter.setPen(QPen(QColor("#202020"), 1.0))
        for ply, move_class in sorted(self.marks.items()):
            dot = self.points[ply] if ply < len(self.points) else None
            if dot is None:
                continue
            painter.setBrush(QColor(CLASS_COLOURS[move_class]))
            centre = QPointF(self.x_of(ply), self.y_of(dot.white_chance))
            painter.drawEllipse(QRectF(centre.x() - 4.5, centre.y() - 4.5, 9.0, 9.0))
