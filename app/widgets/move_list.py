"""The moves of the game as a score sheet: click a move to look back at it.

Each row is a move number, White's move and Black's reply (``score_rows``), numbered as our
records number them (``engine.numbering``: "13" is White's move, "13…" Black's); the number
stands in the row's header.  At the phase change White plays twice: under White's last
placement (number 25, no Black reply) a row says so ("White moves first"), and White's first
stack move opens number 26.  The list keeps the move on show in view, and its rows are as
high as the text (no more), so a small window shows many.  ←/→ step through the game,
Home/End jump to its start and back to the live position, Esc gives the keyboard back to the
board (``leave``).  After a game review each judged move shows its class (colour and ?!, ?,
??) and the column headers each player's accuracy.

The rows are data first (``ScoreRow``), the table second, so that another shape of the
record (side lines) can be laid out the same way.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PyQt6.QtCore import QCoreApplication, QEvent, QModelIndex, Qt, pyqtSignal
from PyQt6.QtGui import QColor, QFont, QKeyEvent, QResizeEvent
from PyQt6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from app.i18n import fill
from app.widgets.eval_graph import CLASS_COLOURS
from engine.moves import Move
from engine.numbering import BLACK_MARK
from engine.position import PLACEMENTS, Color
from engine.review.judgement import MoveClass

PLY_ROLE = Qt.ItemDataRole.UserRole
Entry = tuple[int, Move]  # (ply, move)


@dataclass(frozen=True, slots=True)
class ScoreRow:
    """A row of the score sheet: a move number with White's and Black's move (either may be
    missing), or (``number`` None) a note between moves: the phase change."""

    number: int | None
    white: Entry | None = None
    black: Entry | None = None

    def entry(self, color: Color) -> Entry | None:
        return self.white if color is Color.WHITE else self.black


def score_rows(movers: list[tuple[Color, Move]]) -> list[ScoreRow]:
    """The score sheet of (mover, move) pairs: White's move opens a number, Black's reply
    shares it (a Black move first: its own number), as ``engine.records.model.iter_turns``
    numbers a record; a note row follows the last placement."""
    rows: list[ScoreRow] = []
    number = 0
    placements = 0
    for ply, (mover, move) in enumerate(movers, start=1):
        if mover is Color.WHITE or number == 0:
            number += 1
            rows.append(ScoreRow(number))
        elif rows[-1].number is None:  # after a note, a move of the same number
            rows.append(ScoreRow(number))
        last = rows[-1]
        if mover is Color.WHITE:
            rows[-1] = ScoreRow(number, (ply, move), last.black)
        else:
            rows[-1] = ScoreRow(number, last.white, (ply, move))
        if move.is_placement:
            placements += 1
            if placements == PLACEMENTS:  # the placement is over: White moves again
                rows.append(ScoreRow(None))
    return rows


def spoken_move(number: int, color: Color, move: Move) -> str:
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
    return fill(translate("MoveList", "Move %1, %2: %3"), number, colour, words)


def written_move(move: Move) -> str:
    """A move as the score sheet writes it: its cells, or "pass" in the player's language
    (as the screen reader says it, and the analysis board's move list writes it)."""
    return QCoreApplication.translate("MoveList", "pass") if move.is_pass else str(move)


def written_line(moves: Iterable[Move]) -> str:
    """Moves one after the other as the score sheet writes them ("E3F4 pass C2C3")."""
    return " ".join(written_move(move) for move in moves)


def cell_text(number: int, color: Color, written: str) -> str:
    """A move with its number, as a tooltip names it: "14. J3K4", "14… C3"."""
    return f"{number}. {written}" if color is Color.WHITE else f"{number}{BLACK_MARK} {written}"


class MoveList(QTableWidget):
    ply_chosen = pyqtSignal(int)  # show the position after this many moves
    step = pyqtSignal(int)  # -1 / +1 from the keyboard
    to_live = pyqtSignal()
    leave = pyqtSignal()  # Esc: the keyboard goes back to the board

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 2, parent)
        header = self.horizontalHeader()
        assert header is not None
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        rows = self.verticalHeader()
        assert rows is not None
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # the numbers, as on a sheet
        rows.setDefaultAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
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
        self._rows: list[ScoreRow] = []
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
        """The column headers and the notes in the current language (the accuracy headers
        stay)."""
        white, black = self._headers or (self.tr("White"), self.tr("Black"))
        self.setHorizontalHeaderLabels([white, black])
        self.setAccessibleName(self.tr("Moves"))
        for row, score in enumerate(self._rows):
            item = self.item(row, 0)
            if score.number is None and item is not None:
                item.setText(self.tr("White moves first"))

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
            row = self._rows[item.row()]
            named = cell_text(row.number or 0, Color(item.column()), item.text())
            item.setToolTip(named + " · " + str(move_class))
        else:
            item.setText(text)
            item.setData(Qt.ItemDataRole.ForegroundRole, None)
            item.setToolTip("")

    def show_moves(self, movers: list[tuple[Color, Move]], shown_ply: int) -> None:
        """The game's (mover, move) pairs as a score sheet, the move after ``shown_ply``
        moves selected."""
        self._updating = True
        self.clearSpans()
        self._rows = rows = score_rows(movers)
        self.setRowCount(len(rows))
        target = None
        for row, score in enumerate(rows):
            if score.number is None:
                self._note(row)
                continue
            for color in Color:
                entry = score.entry(color)
                item = self._move_item(score.number, color, entry)
                self.setItem(row, int(color), item)
                if entry is not None:
                    self._decorate(item, entry[0])
                    if entry[0] == shown_ply:
                        target = item
        self.setVerticalHeaderLabels([str(r.number) if r.number else "" for r in rows])
        self.clearSelection()
        self._shown = target
        if target is not None:
            target.setSelected(True)
            self.setCurrentItem(target)
        self.keep_in_view()
        self._updating = False

    def _move_item(self, number: int, color: Color, entry: Entry | None) -> QTableWidgetItem:
        item = QTableWidgetItem("" if entry is None else written_move(entry[1]))
        flags = Qt.ItemFlag.ItemIsEnabled
        if entry is not None:
            item.setData(PLY_ROLE, entry[0])
            spoken = spoken_move(number, color, entry[1])
            item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
            flags |= Qt.ItemFlag.ItemIsSelectable
        item.setFlags(flags)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        return item

    def _note(self, row: int) -> None:
        """The phase change across both columns, in italics: not a move."""
        item = QTableWidgetItem(self.tr("White moves first"))
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.font())
        font.setItalic(True)
        item.setFont(font)
        self.setItem(row, 0, item)
        self.setItem(row, 1, QTableWidgetItem(""))
        self.setSpan(row, 0, 1, 2)

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
        elif key == Qt.Key.Key_End:
            self.to_live.emit()
        elif key == Qt.Key.Key_Escape:
            self.leave.emit()
        else:
            super().keyPressEvent(event)
