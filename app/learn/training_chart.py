"""The Training window's two charts (issue 50 point 4), drawn with QPainter as the review's
graph is: the training week by week, and the player's accuracy game after game.

``WeekChart``: a column a week — the past weeks and this one stack the answers (found at the
first try, found after a try, shown), their count at the top and the week's accuracy above;
this week and the coming ones show the positions due as an outlined column with its count.
``AccuracyChart``: the person's accuracy in their last reviewed games against the computer,
a point a game, 0 to 100 %.

Everything drawn is said in words too: each chart's accessible description lists its
figures (``figures()``, one line each, which the window also shows as text), and a tooltip
gives the figures of the column or point under the pointer.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from PyQt6.QtCore import QCoreApplication, QDate, QEvent, QLocale, QPointF, QRectF, Qt
from PyQt6.QtGui import QColor, QFont, QFontMetricsF, QHelpEvent, QPainter, QPaintEvent, QPen
from PyQt6.QtWidgets import QSizePolicy, QToolTip, QWidget

from app import i18n
from app.i18n import fill
from app.learn.training_progress import Week

FOUND_COLOUR = "#3aa050"
AFTER_TRY_COLOUR = "#e0b020"
SHOWN_COLOUR = "#d04040"
DUE_COLOUR = "#40a0e0"
GROUND = "#3a3a3e"
LABEL_COLOUR = "#d0ccc4"
GRID_COLOUR = "#5a5a60"
MARGIN = 8.0
LABEL_POINTS = 8.0
translate = QCoreApplication.translate


def short_date(day: QDate) -> str:
    """A week's Monday under its column, as the player's language writes a day ("2 Mar")."""
    return QLocale(i18n.current_language() or "en").toString(day, "d MMM")


def legend() -> str:
    """What each colour of the week chart means, as rich text for a line under it."""

    def item(colour: str, mark: str, words: str) -> str:
        return f'<span style="color:{colour}">{mark}</span>&nbsp;{words}'

    return "&nbsp;&nbsp; ".join(
        (
            item(FOUND_COLOUR, "■", translate("Training", "found at the first try")),
            item(AFTER_TRY_COLOUR, "■", translate("Training", "found after a try")),
            item(SHOWN_COLOUR, "■", translate("Training", "shown")),
            item(DUE_COLOUR, "□", translate("Training", "due")),
        )
    )


def week_text(week: Week) -> str:
    """One week's figures in words, e.g. "Week of 2 Mar: 3 found at the first try, 1 shown,
    accuracy 75 %; 2 due."."""
    parts = []
    if week.answered:
        for count, text in (
            (week.found, translate("Training", "%n found at the first try", "", week.found)),
            (week.after_try, translate("Training", "%n found after a try", "", week.after_try)),
            (week.shown, translate("Training", "%n shown", "", week.shown)),
        ):
            if count:
                parts.append(text)
        parts.append(fill(translate("Training", "accuracy %1 %"), f"{week.accuracy:.0f}"))
    if week.due or week.coming:
        parts.append(translate("Training", "%n position(s) due", "", week.due))
    if not parts:
        parts.append(translate("Training", "no training"))
    day = QDate(week.start.year, week.start.month, week.start.day)
    return fill(translate("Training", "Week of %1: %2."), short_date(day), ", ".join(parts))


class _Chart(QWidget):
    """What both charts share: the ground, the words' font, tooltips and the description."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(240, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # a screen reader reads its figures
        self.setMouseTracking(True)

    def figures(self) -> list[str]:
        raise NotImplementedError

    def _describe(self) -> None:
        self.setAccessibleDescription("\n".join(self.figures()))

    def _font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(LABEL_POINTS)
        return font

    def _hit(self, x: float) -> str | None:
        raise NotImplementedError

    def event(self, event: QEvent | None) -> bool:
        if event is not None and event.type() == QEvent.Type.ToolTip:
            assert isinstance(event, QHelpEvent)
            text = self._hit(float(event.pos().x()))
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)


class WeekChart(_Chart):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.weeks: list[Week] = []

    def set_weeks(self, weeks: Sequence[Week]) -> None:
        self.weeks = list(weeks)
        self.setAccessibleName(translate("Training", "The training by week"))
        self._describe()
        self.update()

    def figures(self) -> list[str]:
        return [week_text(week) for week in self.weeks]

    def _columns(self) -> list[QRectF]:
        """Each week's column box (its full height, where its bar may grow)."""
        if not self.weeks:
            return []
        metrics = QFontMetricsF(self._font())
        top = MARGIN + metrics.height() + 2
        bottom = self.height() - MARGIN - metrics.height() - 2
        width = (self.width() - 2 * MARGIN) / len(self.weeks)
        return [
            QRectF(MARGIN + index * width, top, width, max(bottom - top, 1.0))
            for index in range(len(self.weeks))
        ]

    def _hit(self, x: float) -> str | None:
        for week, box in zip(self.weeks, self._columns(), strict=True):
            if box.left() <= x < box.right():
                return week_text(week)
        return None

    def paintEvent(self, event: QPaintEvent | None) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(GROUND))
        painter.setFont(self._font())
        metrics = QFontMetricsF(self._font())
        highest = max([max(w.answered, w.due) for w in self.weeks] + [1])
        for week, box in zip(self.weeks, self._columns(), strict=True):
            bar = box.adjusted(box.width() * 0.18, 0, -box.width() * 0.18, 0)
            unit = box.height() / highest
            base = box.bottom()
            if week.answered:
                for count, colour in (
                    (week.found, FOUND_COLOUR),
                    (week.after_try, AFTER_TRY_COLOUR),
                    (week.shown, SHOWN_COLOUR),
                ):
                    height = count * unit
                    painter.fillRect(
                        QRectF(bar.left(), base - height, bar.width(), height), QColor(colour)
                    )
                    base -= height
            if week.due:
                pen = QPen(QColor(DUE_COLOUR), 2.0)
                pen.setStyle(Qt.PenStyle.DashLine if week.answered else Qt.PenStyle.SolidLine)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                inner = bar.adjusted(2, 0, -2, 0)
                painter.drawRect(
                    QRectF(
                        inner.left(), box.bottom() - week.due * unit, inner.width(), week.due * unit
                    )
                )
            line = metrics.height()
            painter.setPen(QColor("#ffffff"))
            for count, top in ((week.answered, base), (week.due, box.bottom() - week.due * unit)):
                if count and box.bottom() - top >= line + 2:  # the count inside its column
                    painter.drawText(
                        QRectF(bar.left(), top + 1, bar.width(), line),
                        Qt.AlignmentFlag.AlignCenter,
                        str(count),
                    )
            painter.setPen(QColor(LABEL_COLOUR))
            accuracy = week.accuracy
            if accuracy is not None:  # above the column and the positions due
                top = min(base, box.bottom() - week.due * unit)
                text = fill(translate("Training", "%1 %"), f"{accuracy:.0f}")
                painter.drawText(
                    QRectF(box.left(), top - line - 2, box.width(), line),
                    Qt.AlignmentFlag.AlignCenter,
                    text,
                )
            day = QDate(week.start.year, week.start.month, week.start.day)
            painter.drawText(
                QRectF(box.left(), box.bottom() + 2, box.width(), metrics.height()),
                Qt.AlignmentFlag.AlignCenter,
                short_date(day),
            )
        painter.setPen(QPen(QColor(GRID_COLOUR), 1.0))
        columns = self._columns()
        if columns:
            painter.drawLine(
                QPointF(MARGIN, columns[0].bottom()),
                QPointF(self.width() - MARGIN, columns[0].bottom()),
            )
        painter.end()


@dataclass(frozen=True, slots=True)
class GamePoint:
    """One game of the accuracy chart: its words (date and level) and the accuracy."""

    label: str
    accuracy: float


class AccuracyChart(_Chart):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[GamePoint] = []

    def set_points(self, points: Sequence[GamePoint]) -> None:
        self.points = list(points)
        self.setAccessibleName(translate("Training", "Your accuracy game by game"))
        self._describe()
        self.update()

    def figures(self) -> list[str]:
        if not self.points:
            return [translate("Training", "No game against the computer has been reviewed yet.")]
        return [
            fill(translate("Training", "%1: accuracy %2 %."), point.label, f"{point.accuracy:.0f}")
            for point in self.points
        ]

    def _area(self) -> QRectF:
        metrics = QFontMetricsF(self._font())
        left = MARGIN + metrics.horizontalAdvance(fill(translate("Training", "%1 %"), 100)) + 4
        return QRectF(
            left, MARGIN + 4, self.width() - left - MARGIN, self.height() - 2 * MARGIN - 8
        )

    def _place(self, index: int, accuracy: float) -> QPointF:
        area = self._area()
        step = area.width() / max(len(self.points) - 1, 1)
        x = area.left() + (index * step if len(self.points) > 1 else area.width() / 2)
        return QPointF(x, area.bottom() - area.height() * accuracy / 100.0)

    def _hit(self, x: float) -> str | None:
        if not self.points:
            return None
        nearest = min(range(len(self.points)), key=lambda i: abs(self._place(i, 0).x() - x))
        return self.figures()[nearest]

    def paintEvent(self, event: QPaintEvent | None) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(GROUND))
        painter.setFont(self._font())
        metrics = QFontMetricsF(self._font())
        area = self._area()
        for level in (0, 50, 100):
            y = area.bottom() - area.height() * level / 100.0
            painter.setPen(QPen(QColor(GRID_COLOUR), 1.0, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(QColor(LABEL_COLOUR))
            painter.drawText(
                QRectF(
                    MARGIN, y - metrics.height() / 2, area.left() - MARGIN - 4, metrics.height()
                ),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                fill(translate("Training", "%1 %"), level),
            )
        if not self.points:
            painter.drawText(
                area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.figures()[0]
            )
            painter.end()
            return
        places = [self._place(i, p.accuracy) for i, p in enumerate(self.points)]
        painter.setPen(QPen(QColor(FOUND_COLOUR), 2.0))
        for first, second in itertools.pairwise(places):
            painter.drawLine(first, second)
        painter.setBrush(QColor(FOUND_COLOUR))
        for place in places:
            painter.drawEllipse(place, 3.5, 3.5)
        painter.setPen(QColor(LABEL_COLOUR))
        last = self.points[-1]
        text = fill(translate("Training", "%1 %"), f"{last.accuracy:.0f}")
        width = metrics.horizontalAdvance(text) + 4
        anchor = places[-1]
        box = QRectF(
            min(anchor.x() + 6, self.width() - width - 2),
            anchor.y() - metrics.height() - 4,
            width,
            metrics.height(),
        )
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        painter.end()
