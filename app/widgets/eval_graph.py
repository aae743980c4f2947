"""The evaluation graph of a game review: White's winning chance across the game.

One point per position (before the first move … after the last); up is White ahead, down
Black ahead (said at the left edge), the dashed line even.  The moves are numbered along
the bottom.  Proven stretches are marked by a blue band along the bottom, inaccuracies,
mistakes and blunders by coloured dots, the position on show by an orange line; the pane's
legend names each colour (``legend``).  Click or drag to choose a position; ←/→ step.
Positions not searched yet are left out, so the graph fills in as the review runs.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from PyQt6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt, pyqtSignal
from PyQt6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PyQt6.QtWidgets import QSizePolicy, QToolTip, QWidget

from app.i18n import fill
from engine.numbering import move_number, move_turn
from engine.position import Color, Position
from engine.review.judgement import MoveClass

CLASS_COLOURS = {
    MoveClass.INACCURACY: "#e0b020",
    MoveClass.MISTAKE: "#e07010",
    MoveClass.BLUNDER: "#d02828",
}
PROVEN_COLOUR = "#40a0e0"
CURRENT_COLOUR = "#f0a020"
LABEL_COLOUR = "#d0ccc4"
MARGIN = 8.0
LABEL_POINTS = 7.5  # the size of the axes' words
TICK_STEPS = (1, 2, 5, 10, 20, 50, 100, 200)
TICK_ROOM = 44.0  # pixels at least between two move numbers
translate = QCoreApplication.translate


def legend() -> str:
    """What each colour of the graph means, as rich text for a line under it."""

    def item(colour: str, mark: str, words: str) -> str:
        return f'<span style="color:{colour}">{mark}</span>&nbsp;{words}'

    return "&nbsp;&nbsp; ".join(
        (
            item(CLASS_COLOURS[MoveClass.INACCURACY], "●", translate("ReviewUi", "inaccuracy")),
            item(CLASS_COLOURS[MoveClass.MISTAKE], "●", translate("ReviewUi", "mistake")),
            item(CLASS_COLOURS[MoveClass.BLUNDER], "●", translate("ReviewUi", "blunder")),
            item(PROVEN_COLOUR, "▬", translate("EvalGraph", "result proven")),
            item(CURRENT_COLOUR, "┃", translate("EvalGraph", "on the board")),
        )
    )


def tick_step(span: int, width: float) -> int:
    """Every how many moves a number goes along the bottom: the least step of
    ``TICK_STEPS`` that leaves ``TICK_ROOM`` pixels between numbers."""
    per_move = width / max(1, span)
    return next((step for step in TICK_STEPS if step * per_move >= TICK_ROOM), TICK_STEPS[-1])


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
        self.start: Position | None = None  # the game's start (None: the standard one)
        self.setMinimumHeight(90)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.setMouseTracking(False)
        self.label_font = QFont(self.font())
        self.label_font.setPointSizeF(LABEL_POINTS)

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

    def bottom(self) -> float:
        """The bottom of the plot: under it the proven band and the move numbers."""
        return self.height() - MARGIN - 3.0 - QFontMetricsF(self.label_font).height()

    def y_of(self, chance: float) -> float:
        return MARGIN + (self.bottom() - MARGIN) * (1.0 - chance)

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
            band = self.bottom() + 3.0
            painter.setPen(QPen(QColor(PROVEN_COLOUR), 4.0))
            for ply, point in known:
                if point.proven and ply + 1 < len(self.points) and self.points[ply + 1]:
                    painter.drawLine(
                        QPointF(self.x_of(ply), band), QPointF(self.x_of(ply + 1), band)
                    )
        painter.setPen(QPen(QColor("#808080"), 1.0, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(MARGIN, middle), QPointF(self.width() - MARGIN, middle))
        self._draw_axes(painter)
        painter.setPen(QPen(QColor(CURRENT_COLOUR), 2.0))
        if self.points:
            x = self.x_of(self.current)
            painter.drawLine(QPointF(x, 2.0), QPointF(x, self.bottom() + 5.0))
        painter.setPen(QPen(QColor("#202020"), 1.0))
        for ply, move_class in sorted(self.marks.items()):
            dot = self.points[ply] if ply < len(self.points) else None
            if dot is None:
                continue
            painter.setBrush(QColor(CLASS_COLOURS[move_class]))
            centre = QPointF(self.x_of(ply), self.y_of(dot.white_chance))
            painter.drawEllipse(QRectF(centre.x() - 4.5, centre.y() - 4.5, 9.0, 9.0))

    def side_labels(self) -> tuple[str, str]:
        """The words at the left edge: which way is White ahead, which way Black."""
        return translate("EvalGraph", "▲ White ahead"), translate("EvalGraph", "▼ Black ahead")

    def move_labels(self) -> list[tuple[int, str]]:
        """The move numbers along the bottom, each at the ply of White's move of that number
        (as the move list numbers them, from ``start``), the first with its word
        ("move 10"): (ply, text)."""
        span = len(self.points) - 1
        if span < 1:
            return []
        numbers = move_number(span, self.start)
        step = tick_step(numbers, self.width() - 2 * MARGIN)
        ticks = [
            (ply, number)
            for ply in range(1, span + 1)
            for number, color in [move_turn(ply, self.start)]
            if color is Color.WHITE and number % step == 0
        ]
        return [
            (ply, fill(translate("EvalGraph", "move %1"), number) if i == 0 else str(number))
            for i, (ply, number) in enumerate(ticks)
        ]

    def _draw_axes(self, painter: QPainter) -> None:
        """Which way is whose (at the left edge, on a dark ground so the curve never hides
        it) and the move numbers along the bottom."""
        painter.setFont(self.label_font)
        metrics = QFontMetricsF(self.label_font)
        ground = QColor("#3a3a3e")
        ground.setAlpha(200)
        white, black = self.side_labels()
        for text, top in (
            (white, MARGIN - 4.0),
            (black, self.bottom() - metrics.height() + 2.0),
        ):
            box = QRectF(MARGIN, top, metrics.horizontalAdvance(text) + 6.0, metrics.height())
            painter.fillRect(box, ground)
            painter.setPen(QColor(LABEL_COLOUR))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        top = self.bottom() + 5.0
        for ply, text in self.move_labels():
            width = metrics.horizontalAdvance(text) + 2.0
            left = max(0.0, min(self.x_of(ply) - width / 2, self.width() - width))
            painter.drawText(
                QRectF(left, top, width, metrics.height()), Qt.AlignmentFlag.AlignCenter, text
            )
