"""The question at start-up when the library holds unfinished games: continue the newest,
look at them all in My games, or start a new game (the unfinished ones stay either way)."""

from __future__ import annotations

from collections.abc import Sequence

from PyQt6.QtCore import QCoreApplication
from PyQt6.QtWidgets import QMessageBox, QWidget

from app.library import Entry
from app.widgets.games_table import date_text, player_text

translate = QCoreApplication.translate
SHOWN_OTHERS = 5  # the other unfinished games named in the question


def describe_entry(entry: Entry) -> str:
    """One line for an unfinished game, worded as My games words it, e.g.
    "Ann – Computer · level 3 · 24 moves · 2026-12-01 14:05"."""
    record = entry.record
    if record is None:
        return entry.name
    white = player_text(record.white, record.white_level, translate("GamesWindow", "White"))
    black = player_text(record.black, record.black_level, translate("GamesWindow", "Black"))
    moves = translate("ContinueOffer", "%n move(s)", "", len(record.moves))
    return f"{white} – {black} · {moves} · {date_text(entry.modified)}"


def offer_to_continue(parent: QWidget, newest: Entry, others: Sequence[Entry]) -> str:
    """Ask; "continue" (the newest), "games" (open My games) or "new"."""
    box = QMessageBox(QMessageBox.Icon.Question, parent.windowTitle(), "", parent=parent)
    box.setText(translate("ContinueOffer", "Continue your last game?"))
    details = [describe_entry(newest)]
    if others:
        count = translate(
            "ContinueOffer", "You have %n other unfinished game(s), kept in My games:", "",
            len(others),
        )  # fmt: skip
        details += ["", count, *(f"• {describe_entry(e)}" for e in others[:SHOWN_OTHERS])]
        if len(others) > SHOWN_OTHERS:
            details.append("…")
    box.setInformativeText("\n".join(details))
    resume = box.addButton(
        translate("ContinueOffer", "Continue"), QMessageBox.ButtonRole.AcceptRole
    )
    games = box.addButton(
        translate("ContinueOffer", "My games…"), QMessageBox.ButtonRole.ActionRole
    )
    box.addButton(translate("ContinueOffer", "New game"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(resume)
    box.exec()
    clicked = box.clickedButton()
    return "continue" if clicked is resume else "games" if clicked is games else "new"
