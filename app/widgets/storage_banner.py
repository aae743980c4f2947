"""The banner above the board that stays while the game is not being saved automatically.

It shows the autosave's problem in the player's words (a full disk, a read-only folder) with
a button to save the game elsewhere; it hides itself as soon as the autosave works again.
Unlike a status-bar message, nothing else in the window overwrites it.
"""

from __future__ import annotations

from PyQt6.QtCore import pyqtSignal
from PyQt6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget


class StorageBanner(QFrame):
    save_elsewhere = pyqtSignal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("storageBanner")
        self.setStyleSheet(
            "#storageBanner { background: #fff3cd; border-bottom: 1px solid #c9a227; }"
            "#storageBanner QLabel { color: #3d2f00; }"
        )
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.button = QPushButton(self.tr("Save the game elsewhere…"))
        self.button.clicked.connect(self.save_elsewhere)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.button)
        self.hide()

    def show_problem(self, problem: str | None) -> None:
        """Show ``problem`` (the autosave's message), or hide the banner when None."""
        if problem is None:
            self.hide()
            return
        self.text.setText(problem)
        self.show()
