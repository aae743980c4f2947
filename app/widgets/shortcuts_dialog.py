"""Help → Keyboard shortcuts: every key of the window, read from its menus when opened.

The menu part is built from the menu bar's actions as they are (their texts and all their
shortcuts, in the menus' order), so it cannot disagree with what the keys do.  The keys the
board itself handles (keyboard play in ``app.board_keys``, the camera in
``app.view.camera_input``) have no actions; they are listed after the menus.
"""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication, Qt
from PyQt6.QtGui import QAction, QKeySequence
from PyQt6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMenu,
    QMenuBar,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.window_fit import fit

translate = QCoreApplication.translate


def plain(text: str) -> str:
    """A menu text without its mnemonic marks and trailing ellipsis: "&Open…" → "Open"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").rstrip()


def keys_text(action: QAction) -> str:
    """All of an action's shortcuts as the platform writes them, "Alt+Shift+Right or ]"."""
    names = [s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts()]
    return f" {translate('Shortcuts', 'or')} ".join(n for n in names if n)


def menu_shortcuts(bar: QMenuBar | None) -> list[tuple[str, list[tuple[str, str]]]]:
    """(menu title, [(action text, keys)]) for every action with a shortcut, submenus
    folded into their menu ("View › Animation speed › Fast")."""
    out: list[tuple[str, list[tuple[str, str]]]] = []
    if bar is None:
        return out

    def walk(menu: QMenu, prefix: str, rows: list[tuple[str, str]]) -> None:
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                walk(sub, prefix + plain(sub.title()) + " › ", rows)
            elif not action.isSeparator() and keys_text(action):
                rows.append((prefix + plain(action.text()), keys_text(action)))

    for top in bar.actions():
        menu = top.menu()
        if isinstance(menu, QMenu):
            rows: list[tuple[str, str]] = []
            walk(menu, "", rows)
            if rows:
                out.append((plain(menu.title()), rows))
    return out


def board_keys() -> list[tuple[str, str]]:
    """The keys the board handles itself (they have no menu entry)."""
    return [
        (translate("Shortcuts", "Move the cursor on the board"), "← → ↑ ↓"),
        (
            translate("Shortcuts", "Pick up the stack under the cursor, or put it down"),
            translate("Shortcuts", "Enter or Space"),
        ),
        (translate("Shortcuts", "Let go of the stack picked up"), translate("Shortcuts", "Esc")),
        (
            translate("Shortcuts", "Turn the board"),
            translate("Shortcuts", "W A S D or Ctrl+arrows"),
        ),
        (translate("Shortcuts", "Zoom in, zoom out"), "+ −"),
        (translate("Shortcuts", "Reset the camera"), translate("Shortcuts", "Home")),
        (
            translate("Shortcuts", "Lessons and puzzles: reset view, top-down view, hint"),
            "R, T, H",
        ),
    ]


class ShortcutsDialog(QDialog):
    """A two-column list (what, keys) grouped by menu, then the board's own keys."""

    def __init__(self, bar: QMenuBar | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Shortcuts", "Keyboard shortcuts – DVONN 3D"))
        self.tree = QTreeWidget()
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels(
            [translate("Shortcuts", "Action"), translate("Shortcuts", "Keys")]
        )
        self.tree.setRootIsDecorated(False)
        self.tree.setSelectionMode(QTreeWidget.SelectionMode.NoSelection)
        self.tree.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        groups = menu_shortcuts(bar)
        groups.append((translate("Shortcuts", "On the board"), board_keys()))
        for title, rows in groups:
            group = QTreeWidgetItem(self.tree, [title])
            font = group.font(0)
            font.setBold(True)
            group.setFont(0, font)
            group.setFirstColumnSpanned(True)
            for what, keys in rows:
                QTreeWidgetItem(group, [what, keys])
        self.tree.expandAll()
        header = self.tree.header()
        assert header is not None
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        layout.addWidget(buttons)
        # Tall enough for every line where the screen allows (else the list scrolls).
        lines = len(groups) + sum(len(rows) for _, rows in groups)
        wanted = lines * max(self.tree.sizeHintForRow(0), 16) + header.height() + 90
        fit(self, 640, round(wanted))

    def rows(self) -> list[tuple[str, str, str]]:
        """(group, what, keys) of every line shown: for tests."""
        out = []
        for i in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(i)
            assert group is not None
            for j in range(group.childCount()):
                item = group.child(j)
                assert item is not None
                out.append((group.text(0), item.text(0), item.text(1)))
        return out
