"""The rules of DVONN, in the player's language (assets/rules/rules_<lang>.html)."""

from __future__ import annotations

from pathlib import Path

from PyQt6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from app.i18n import fill
from app.resources import asset_path
from app.window_fit import fit


def rules_file(language: str) -> Path:
    path = asset_path("rules", f"rules_{language}.html")
    return path if path.is_file() else asset_path("rules", "rules_en.html")


class RulesDialog(QDialog):
    def __init__(self, language: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of DVONN"))
        fit(self, 640, 720)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        path = rules_file(language)
        try:
            self.browser.setHtml(path.read_text(encoding="utf-8"))
        except OSError:
            self.browser.setPlainText(fill(self.tr("The rules file is missing: %1"), str(path)))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
