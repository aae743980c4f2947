"""The analysis board's move list: the tree as text (``tree_text``), every move a link.

A click on a move shows it (``node_chosen``).  With the list focused, ←/→ step along the line
shown, ↑/↓ go to the neighbouring side line, Home and End to the start and the line's end
(``navigate``); Esc gives the keys back to the board.  A right click on a move (or the menu
key, for the move shown) offers: make it the main line, promote it, comment, delete from
here (``edit_requested``: the action's name and the node).  The screen reader reads the
move shown as a sentence (the list's accessible description), with "side line" when it is
one.
"""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication, QPoint, Qt, QUrl, pyqtSignal
from PyQt6.QtGui import QContextMenuEvent, QKeyEvent
from PyQt6.QtWidgets import QMenu, QTextBrowser, QWidget

from app.analysis.tree_text import TreeWords, tree_html
from app.widgets.move_list import spoken_move
from engine.records.tree import ROOT, GameTree, NodeId

translate = QCoreApplication.translate

KEYS = {
    Qt.Key.Key_Left: "back",
    Qt.Key.Key_Right: "forward",
    Qt.Key.Key_Up: "previous",
    Qt.Key.Key_Down: "next",
    Qt.Key.Key_Home: "home",
    Qt.Key.Key_End: "end",
}
EDITS = ("main_line", "promote", "comment", "delete")


class TreeView(QTextBrowser):
    node_chosen = pyqtSignal(int)
    navigate = pyqtSignal(str)  # a value of KEYS
    edit_requested = pyqtSignal(str, int)  # one of EDITS, the node
    leave = pyqtSignal()  # Esc: the board takes the keys

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.anchorClicked.connect(self._clicked)
        self.document().setDefaultStyleSheet("a { text-decoration: none; }")  # type: ignore[union-attr]
        self.tree = GameTree()
        self.shown: NodeId = ROOT
        self.setAccessibleName(translate("Analysis", "Moves and side lines"))

    def show_tree(self, tree: GameTree, shown: NodeId) -> None:
        self.tree, self.shown = tree, shown
        colour = self.palette().text().color().name()
        words = TreeWords(
            pass_word=translate("Analysis", "pass"),
            start=translate("Analysis", "Start"),
            colour=colour,
        )
        self.setHtml(tree_html(tree, shown, words))
        self.scrollToAnchor("shown")
        self.setAccessibleDescription(self.spoken(shown))

    def spoken(self, node: NodeId) -> str:
        """The move shown as the screen reader says it."""
        move = self.tree.move(node)
        if move is None:
            return translate("Analysis", "The start position")
        number, color = self.tree.turn(node)
        text = spoken_move(number, color, move)
        if not self.tree.is_main_line(node):
            text += translate("Analysis", ", side line")
        return text

    def _clicked(self, url: QUrl) -> None:
        node = self._node(url.fragment())
        if node is not None:
            self.node_chosen.emit(node)

    def _node(self, anchor: str) -> NodeId | None:
        if not anchor.isdigit() or int(anchor) not in self.tree:
            return None
        return int(anchor)

    def keyPressEvent(self, event: QKeyEvent | None) -> None:
        if event is None:
            return
        key = Qt.Key(event.key())
        if key in KEYS and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.navigate.emit(KEYS[key])
        elif key == Qt.Key.Key_Escape:
            self.leave.emit()
        else:
            super().keyPressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent | None) -> None:
        if event is None:
            return
        if event.reason() == QContextMenuEvent.Reason.Mouse:
            node = self._node(self.anchorAt(event.pos()).lstrip("#"))
            where = event.globalPos()
        else:  # the menu key: the move shown
            node = self.shown
            where = self.viewport().mapToGlobal(QPoint(8, 8))  # type: ignore[union-attr]
        if node is None or node == ROOT:
            return
        self.edit_menu(node).exec(where)

    def edit_menu(self, node: NodeId) -> QMenu:
        """The menu of a move: each entry asks for its edit of ``node``."""
        menu = QMenu(self)
        names = {
            "main_line": translate("Analysis", "Make main line"),
            "promote": translate("Analysis", "Promote variation"),
            "comment": translate("Analysis", "Comment…"),
            "delete": translate("Analysis", "Delete from here"),
        }
        main = self.tree.is_main_line(node)
        for edit in EDITS:
            action = menu.addAction(names[edit])
            assert action is not None
            action.setEnabled(not main or edit in ("comment", "delete"))
            action.triggered.connect(lambda _=False, e=edit: self.edit_requested.emit(e, node))
        return menu
