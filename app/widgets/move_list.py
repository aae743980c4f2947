"""The moves of the game, one row per White turn, click a move to look back at it.

A row starts with each White move, so the phase change (White places the last piece, then
moves first) gives a row whose Black cell stays empty.  Each cell carries its own move number
(``engine.numbering``: every move is numbered, as Boardspace does), drawn before the move, so
"move 14" in the review and the status bar is the cell marked 14.  The list keeps the move on
show in view, and its rows are as high as the text (no more), so a small window shows many.
←/→ step through the game, Home/End jump to its start and back to the live position.
After a game review each judged move shows its class (colour and ?!, ?, ??) and the column
headers each player's accuracy.
"""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication, QEvent, QModelIndex, Qt, pyqtSignal
from PyQt6.QtGui import QColor, QKeyEvent, QResizeEvent
from PyQt6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from app.i18n import fill
from app.widgets.eval_graph import CLASS_COLOURS
from engine.moves import Move
from engine.numbering import move_number
from engine.position import Color
from engine.review.judgement import MoveClass

PLY_ROLE = Qt.ItemDataRole.UserRole


def layout_rows(movers: list[tuple[Color, Move]]) -> list[list[tuple[int, Move] | None]]:
    """[[white (ply, move) or None, black (ply, move) or None], …] for (mover, move) pairs."""
    rows: list[list[tuple[int, Move] | None]] = []
    for ply, (mover, move) in enumerate(movers, start=1):
        if mover is Color.WHITE or not rows or rows[-1][1] is not None:
            rows.append([None, None])
        rows[-1][mover] = (ply, move)
    return rows


def spoken_move(ply: int, color: Color, move: Move) -> str:
    """A cell as a screen reader says it: "Move 14, White: J3 to K4"."""
    translate = QCoreApplication.translate
    if move.is_pass:
        words = translate("MoveList", "pass")
    elif move.source is None:
        words = str(move.target)
    else:
        words = fill(translate("MoveList", "%1 to %2"), move.source, move.target)
    white = color is Color.WHITE
    colour = translate("MoveList", "White") if white else translate("MoveList", "Black")
    return fill(translate("MoveList", "Move %1, %2: %3"), move_number(ply), colour, words)


def cell_text(ply: int, move_text: str) -> str:
    """What a cell shows: the move's number, then the move ("14. J3K4")."""
    return f"{move_number(ply)}. {move_text}"


class _NumberedCell(QStyledItemDelegate):
    """Draws each cell's move number before its move (the item's text stays the move)."""

    def initStyleOption(self, option: QStyleOptionViewItem | None, index: QModelIndex) -> None:
        super().initStyleOption(option, index)
        ply = index.data(PLY_ROLE)
        if option is not None and isinstance(ply, int):
            option.text = cell_text(ply, option.text or "")


class MoveList(QTableWidget):
    ply_chosen = pyqtSignal(int)  # show the position after this many moves
    step = pyqtSignal(int)  # -1 / +1 from the keyboard
    to_live = pyqtSignal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 2, parent)
        header = self.horizontalHeader()
        assert header is not None
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setItemDelegate(_NumberedCell(self))
        rows = self.verticalHeader()
        assert rows is not None
        rows.hide()  # the numbers are in the cells
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setMinimumSectionSize(1)
        rows.setDefaultSectionSize(self.row_height())
        self.setMinimumHeight(self.height_for_rows(2))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAlternatingRowColors(True)
        self.clicked.connect(self._on_clicked)
        self._updating = False
        self._marks: dict[int, MoveClass] = {}
        self._headers: tuple[str, str] | None = None
        self._shown: QTableWidgetItem | None = None  # the cell of the move on show
        self.retranslate()

    def row_height(self) -> int:
        """A row as high as a line of text and a little air."""
        return self.fontMetrics().height() + 6

    def height_for_rows(self, rows: int) -> int:
        """The height that shows the column headers and ``rows`` whole rows."""
        header = self.horizontalHeader()
        head = header.sizeHint().height() if header is not None else 0
        return head + rows * self.row_height() + 2 * self.frameWidth()

    def visible_rows(self) -> int:
        """How many whole rows the list has room for."""
        viewport = self.viewport()
        height = viewport.height() if viewport is not None else 0
        return height // self.row_height()

    def retranslate(self) -> None:
        """The column headers in the current language (the accuracy headers stay)."""
        white, black = self._headers or (self.tr("White"), self.tr("Black"))
        self.setHorizontalHeaderLabels([white, black])
        self.setAccessibleName(self.tr("Moves"))

    def changeEvent(self, event: QEvent | None) -> None:
        if event is not None and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_marks(self, marks: dict[int, MoveClass], headers: tuple[str, str] | None) -> None:
        """The classes of judged moves by ply, and the column headers (None: the colours)."""
        self._marks = marks
        for row in range(self.rowCount()):
            for column in range(2):
                item = self.item(row, column)
                ply = item.data(PLY_ROLE) if item is not None else None
                if item is not None and isinstance(ply, int):
                    self._decorate(item, ply)
        self._headers = headers
        self.retranslate()

    def _decorate(self, item: QTableWidgetItem, ply: int) -> None:
        text = item.text().rstrip("?!")
        move_class = self._marks.get(ply)
        if move_class is not None and move_class in CLASS_COLOURS:
            item.setText(text + move_class.symbol)
            item.setForeground(QColor(CLASS_COLOURS[move_class]))
            item.setToolTip(cell_text(ply, item.text()) + " · " + str(move_class))
        else:
            item.setText(text)
            item.setData(Qt.ItemDataRole.ForegroundRole, None)
            item.setToolTip("")

    def show_moves(self, movers: list[tuple[Color, Move]], shown_ply: int) -> None:
        self._updating = True
        rows = layout_rows(movers)
        self.setRowCount(len(rows))
        target = None
        for row, entries in enumerate(rows):
            for column, entry in enumerate(entries):
                item = QTableWidgetItem("" if entry is None else str(entry[1]))
                flags = Qt.ItemFlag.ItemIsEnabled
                if entry is not None:
                    item.setData(PLY_ROLE, entry[0])
                    spoken = spoken_move(entry[0], Color(column), entry[1])
                    item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
                    self._decorate(item, entry[0])
                    flags |= Qt.ItemFlag.ItemIsSelectable
                    if entry[0] == shown_ply:
                        target = item
                item.setFlags(flags)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.setItem(row, column, item)
        self.clearSelection()
        self._shown = target
        if target is not None:
            target.setSelected(True)
            self.setCurrentItem(target)
        self.keep_in_view()
        self._updating = False

    def keep_in_view(self) -> None:
        """Scroll so that the move on show is in view (the start: the top)."""
        if self._shown is not None:
            self.scrollToItem(self._shown, QAbstractItemView.ScrollHint.EnsureVisible)
        else:
            self.scrollToTop()

    def resizeEvent(self, event: QResizeEvent | None) -> None:
        super().resizeEvent(event)
        self.keep_in_view()  # a shorter list (a text above grew) keeps the move in view

    def _on_clicked(self, index: QModelIndex) -> None:
        ply = index.data(PLY_ROLE)
        if isinstance(ply, int) and not self._updating:
            self.ply_chosen.emit(ply)

    def keyPressEvent(self, event: QKeyEvent | None) -> None:
        if event is None:
            return
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.step.emit(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.step.emit(+1)
        elif key == Qt.Key.Key_Home:
            self.ply_chosen.emit(0)
        elif key in (Qt.Key.Key_End, Qt.Key.Key_Escape):
            self.to_live.emit()
        else:
            super().keyPressEvent(event)
