"""The question at start-up when the library holds unfinished games: continue the newest,
look at them all in My games, or start a new game (the unfinished ones stay either way)."""

from __future__ import annotations

import time
from collections.abc import Sequence

from PyQt6.QtCore import QCoreApplication
from PyQt6.QtWidgets import QMessageBox, QWidget

from app.i18n import fill
from app.library import Entry

translate = QCoreApplication.translate
SHOWN_OTHERS = 5  # the other unfinished games named in the question


def describe_entry(entry: Entry) -> str:
    """One line for an unfinished game, e.g. "Ann – level 3 · 24 moves · 1 Dec 14:05"."""
    record = entry.record
    if record is None:
        return entry.name

    def player(name: str, level: int | None, colour: str) -> str:
        if level is not None:
            return fill(translate("ContinueOffer", "computer level %1"), level)
        return name or colour

    white = player(record.white, record.white_level, translate("ContinueOffer", "White"))
    black = player(record.black, record.black_level, translate("ContinueOffer", "Black"))
    moves = translate("ContinueOffer", "%n move(s)", "", len(record.moves))
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.modified))
    return f"{white} – {black} · {moves} · {when}"


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
