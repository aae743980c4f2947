"""My games: every game of the library in a table, to continue, open, review, export or delete.

The window lists the entries (the most recently saved first; any column sorts), filtered by
kind, computer level and result.  Continue, Open, Review, Analyse and Learn from mistakes (a
reviewed game's mistakes to find again) emit ``chosen(name, action)`` and close the window:
the main window does the rest (claiming the entry, loading the game).
Export writes a copy in any of the app's record formats; Delete moves an entry to the
library's deleted games, and Undo delete brings the last one back (until the main window
closes the library).  An entry open in another window can be exported, nothing more.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PyQt6.QtCore import QCoreApplication, Qt, pyqtSignal
from PyQt6.QtGui import QKeyEvent, QKeySequence, QShowEvent
from PyQt6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app import records_io
from app.engine_text import level_name
from app.i18n import fill
from app.library import Entry, Library
from app.records_io import RecordError
from app.save_paths import ask_record_path
from app.widgets.games_table import (
    Column,
    EntryItem,
    GameFilter,
    Kind,
    Won,
    column_titles,
    shows,
)
from app.window_fit import fit
from engine.ai import levels

CONTINUE, OPEN, REVIEW, ANALYSE, LEARN = "continue", "open", "review", "analyse", "learn"
NAME_WIDTHS = (120, 260)  # the narrowest and widest the players' columns start, in pixels
NAME_PADDING = 16  # room between the players' columns
translate = QCoreApplication.translate


class KeepPositions(Protocol):
    """The training set's question before a game is deleted (``app.learn.training_actions``):
    keep its positions (True), take them out (False), or not delete it (None)."""

    def ask_keep(self, parent: QWidget, name: str) -> bool | None: ...
    def forget_game(self, name: str) -> None: ...


class GamesWindow(QDialog):
    """The My games window over ``library``; ``chosen`` says which entry to play and how
    ("continue", "open", "review", "analyse" or "learn"), and the window closes."""

    chosen = pyqtSignal(str, str)

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.training: KeepPositions | None = None  # asked before a game is deleted
        self.export_directory = str(Path.home())  # where Export starts; the last one used
        self.setWindowTitle(self.tr("My games"))
        fit(self, 1024, 640)
        layout = QVBoxLayout(self)
        layout.addLayout(self._filter_row())

        self.table = QTreeWidget()
        self.table.setColumnCount(len(Column))
        self.table.setHeaderLabels(column_titles())
        self.table.setRootIsDecorated(False)
        self.table.setUniformRowHeights(True)
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(Column.DATE, Qt.SortOrder.DescendingOrder)
        header = self.table.header()
        if header is not None:
            header.setStretchLastSection(False)
            for column in Column:  # names are sized in _fill; the result takes the rest
                mode = QHeaderView.ResizeMode.ResizeToContents
                if column in (Column.WHITE, Column.BLACK):
                    mode = QHeaderView.ResizeMode.Interactive
                elif column is Column.RESULT:
                    mode = QHeaderView.ResizeMode.Stretch
                header.setSectionResizeMode(column, mode)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.itemDoubleClicked.connect(self._activate)
        layout.addWidget(self.table, 1)

        self.count = QLabel()
        layout.addWidget(self.count)
        layout.addLayout(self._button_row())
        self.refresh()
        self.table.setFocus()  # the keys work on the list from the start

    def _filter_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.kind = QComboBox()
        for kind, label in (
            (Kind.ALL, self.tr("All games")),
            (Kind.UNFINISHED, self.tr("Unfinished games")),
            (Kind.FINISHED, self.tr("Finished games")),
            (Kind.COMPUTER, self.tr("Against the computer")),
            (Kind.PEOPLE, self.tr("Between people")),
        ):
            self.kind.addItem(label, kind)
        self.level = QComboBox()
        self.level.addItem(self.tr("Any level"), None)
        for level in levels():
            self.level.addItem(f"{level.number} – {level_name(level.number)}", level.number)
        self.level.setToolTip(self.tr("Only games against the computer are chosen by level"))
        self.won = QComboBox()
        for won, label in (
            (Won.ANY, self.tr("Any result")),
            (Won.WHITE, self.tr("Won by White")),
            (Won.BLACK, self.tr("Won by Black")),
            (Won.DRAW, self.tr("Draw")),
        ):
            self.won.addItem(label, won)
        for text, combo in (
            (self.tr("Show:"), self.kind),
            (self.tr("Level:"), self.level),
            (self.tr("Result:"), self.won),
        ):
            caption = QLabel(text)
            caption.setBuddy(combo)
            row.addWidget(caption)
            row.addWidget(combo)
            row.addSpacing(12)
            combo.currentIndexChanged.connect(self._apply_filter)
        row.addStretch(1)
        return row

    def _button_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.continue_button = self._button(row, self.tr("Continue"), self._continue)
        self.open_button = self._button(row, self.tr("Open"), self._open)
        self.review_button = self._button(row, self.tr("Review"), self._review)
        self.analyse_button = self._button(row, self.tr("Analyse"), self._analyse)
        self.analyse_button.setToolTip(self.tr("Try other moves on an analysis board"))
        self.learn_button = self._button(row, self.tr("Learn from mistakes"), self._learn)
        self.learn_button.setToolTip(
            self.tr("Find the better moves of this reviewed game yourself")
        )
        self.export_button = self._button(row, self.tr("Export…"), self._export)
        row.addSpacing(12)
        self.delete_button = self._button(row, self.tr("Delete"), self._delete)
        self.delete_button.setShortcut(QKeySequence(QKeySequence.StandardKey.Delete))
        self.undelete_button = self._button(row, self.tr("Undo delete"), self._undelete)
        self.undelete_button.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        row.addStretch(1)
        self._button(row, self.tr("Close"), self.reject)
        return row

    @staticmethod
    def _button(row: QHBoxLayout, text: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text)
        button.setAutoDefault(False)  # Enter on the table continues or opens the game
        button.clicked.connect(slot)
        row.addWidget(button)
        return button

    # --- the rows ------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the library again (the same entry stays selected when it is still listed)."""
        selected = self.selected()
        self._fill(self.library.entries(), selected.name if selected is not None else None)

    def _fill(self, entries: list[Entry], select: str | None) -> None:
        self.table.setSortingEnabled(False)  # adding rows to a sorted tree is slow
        self.table.clear()
        self.table.addTopLevelItems([EntryItem(entry) for entry in entries])
        self.table.setSortingEnabled(True)
        for column in (Column.WHITE, Column.BLACK):
            self.table.resizeColumnToContents(column)
            width = self.table.columnWidth(column) + NAME_PADDING
            self.table.setColumnWidth(column, max(NAME_WIDTHS[0], min(width, NAME_WIDTHS[1])))
        self._apply_filter(select=select)

    def _items(self) -> list[EntryItem]:
        found = (self.table.topLevelItem(row) for row in range(self.table.topLevelItemCount()))
        return [item for item in found if isinstance(item, EntryItem)]

    def current_filter(self) -> GameFilter:
        return GameFilter(self.kind.currentData(), self.level.currentData(), self.won.currentData())

    def _apply_filter(self, *_: object, select: str | None = None) -> None:
        """Hide the rows the filters leave out; keep the selection when it is still shown,
        else select the first row shown."""
        if select is None:
            selected = self.selected()
            select = selected.name if selected is not None else None
        chosen = self.current_filter()
        items = self._items()
        shown = []  # in the table's order
        for item in items:
            listed = shows(item.entry, chosen)
            item.setHidden(not listed)
            if listed:
                shown.append(item)
        target = next((item for item in shown if item.entry.name == select), None)
        if target is None and shown:
            target = shown[0]
        self.table.clearSelection()
        if target is not None:
            self.table.setCurrentItem(target)
            target.setSelected(True)
            self.table.scrollToItem(target)
        self.count.setText(count_text(len(shown), len(items)))
        self._update_buttons()

    def selected(self) -> Entry | None:
        """The entry of the selected row, None when no row shown is selected."""
        items = [item for item in self.table.selectedItems() if not item.isHidden()]
        item = items[0] if items else None
        return item.entry if isinstance(item, EntryItem) else None

    def select(self, name: str) -> bool:
        """Select the row of entry ``name``; False when it is not shown."""
        for item in self._items():
            if item.entry.name == name and not item.isHidden():
                self.table.setCurrentItem(item)
                return True
        return False

    def showEvent(self, event: QShowEvent | None) -> None:
        """Shown again: the library may have changed meanwhile."""
        if event is not None and not event.spontaneous():
            self.refresh()
        super().showEvent(event)

    def _update_buttons(self) -> None:
        entry = self.selected()
        readable = entry is not None and entry.record is not None
        usable = readable and entry is not None and not entry.busy
        self.continue_button.setEnabled(entry is not None and entry.resumable)
        self.open_button.setEnabled(usable)
        self.review_button.setEnabled(usable and entry is not None and entry.finished)
        self.export_button.setEnabled(readable)
        self.analyse_button.setEnabled(readable)
        self.learn_button.setEnabled(readable and entry is not None and entry.reviewed)
        deletable = entry is not None and not entry.busy and entry.name != self.library.current
        self.delete_button.setEnabled(deletable)
        why = ""
        if entry is not None and entry.name == self.library.current:
            why = self.tr("This is the game on the board: start another one to delete it.")
        elif entry is not None and entry.busy:
            why = self.tr("This game is open in another window.")
        self.delete_button.setToolTip(why)
        self.undelete_button.setEnabled(self.library.can_undelete())

    # --- actions -------------------------------------------------------------------------

    def _choose(self, action: str) -> None:
        entry = self.selected()
        if entry is not None:
            self.accept()
            self.chosen.emit(entry.name, action)

    def _continue(self) -> None:
        self._choose(CONTINUE)

    def _open(self) -> None:
        self._choose(OPEN)

    def _review(self) -> None:
        self._choose(REVIEW)

    def _analyse(self) -> None:
        self._choose(ANALYSE)

    def _learn(self) -> None:
        self._choose(LEARN)

    def _activate(self, item: QTreeWidgetItem | None = None, *_: object) -> None:
        """Double-click or Enter: continue an unfinished game, else open it."""
        if self.continue_button.isEnabled():
            self._continue()
        elif self.open_button.isEnabled():
            self._open()

    def keyPressEvent(self, event: QKeyEvent | None) -> None:
        enter = event is not None and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and self.table.hasFocus():
            self._activate()
            return
        super().keyPressEvent(event)

    def _export(self) -> None:
        entry = self.selected()
        if entry is None or entry.record is None:
            return
        folder = Path(self.export_directory)
        asked = ask_record_path(self, self.tr("Export the game"), folder, entry.name)
        if asked is None:
            return
        path, file_type = asked
        try:
            records_io.save_record(entry.record, path, file_type)
        except RecordError as error:
            text = self.tr("The game could not be exported:\n%1")
            QMessageBox.warning(self, self.windowTitle(), fill(text, error))
            return
        self.export_directory = str(path.parent)

    def _delete(self) -> None:
        entry = self.selected()
        if entry is None:
            return
        keep = self.training.ask_keep(self, entry.name) if self.training is not None else True
        if keep is None:
            return  # the player changed their mind
        try:
            deleted = self.library.delete(entry.name)
        except OSError as error:
            text = self.tr("The game could not be deleted: %1")
            QMessageBox.warning(self, self.windowTitle(), fill(text, error.strerror or error))
            deleted = False
        else:
            if not deleted:
                if entry.name == self.library.current:
                    text = self.tr("This is the game on the board: start another one to delete it.")
                else:
                    text = self.tr(
                        "This game is open in another window: close it there to delete it."
                    )
                QMessageBox.warning(self, self.windowTitle(), text)
        if deleted and not keep and self.training is not None:
            self.training.forget_game(entry.name)
        self._fill(self.library.entries(), self._neighbour(entry.name) if deleted else entry.name)

    def _neighbour(self, name: str) -> str | None:
        """The entry shown after ``name`` (before it, for the last row): selected once
        ``name`` is deleted."""
        shown = [item.entry.name for item in self._items() if not item.isHidden()]
        if name not in shown or len(shown) < 2:
            return None
        index = shown.index(name)
        return shown[index + 1] if index + 1 < len(shown) else shown[index - 1]

    def _undelete(self) -> None:
        try:
            name = self.library.undelete()
        except OSError as error:
            text = self.tr("The game could not be restored: %1")
            QMessageBox.warning(self, self.windowTitle(), fill(text, error.strerror or error))
            name = None
        else:
            if name is None:
                text = self.tr("The deleted game could not be restored.")
                QMessageBox.warning(self, self.windowTitle(), text)
        self._fill(self.library.entries(), name)
        if name is not None and not self.select(name):
            self.kind.setCurrentIndex(0)  # restored but filtered out: show everything
            self.level.setCurrentIndex(0)
            self.won.setCurrentIndex(0)
            self.select(name)


def count_text(shown: int, total: int) -> str:
    """The count line: "12 games shown of 40", or "40 games" when all are shown."""
    if shown == total:
        return translate("GamesWindow", "%n game(s)", "", total)
    text = translate("GamesWindow", "%n game(s) shown of %1", "", shown)
    return fill(text, total)
