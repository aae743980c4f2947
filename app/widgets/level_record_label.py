"""The player's record against the chosen level, shown in the New game dialog under the level
slider: "Your record against level 3: 2 wins, 1 draw, 4 losses", and after three wins or
three losses in a row a suggestion to try the next level up or down.

``attach_level_record`` adds the label to a ``NewGameDialog`` from outside (the dialog itself
knows nothing about the library) and keeps it up to date as the slider moves.
"""

from __future__ import annotations

from collections.abc import Sequence

from PyQt6.QtCore import QCoreApplication
from PyQt6.QtWidgets import QFormLayout, QLabel, QLayout, QWidget

from app.i18n import fill
from app.level_record import LevelRecord, records_by_level, suggestion
from app.library import Entry
from app.widgets.new_game_dialog import NewGameDialog

translate = QCoreApplication.translate


def record_text(level: int, record: LevelRecord | None) -> str:
    """The player's record against ``level`` in words (None or no games: not played yet)."""
    if record is None or record.games == 0:
        return fill(translate("LevelRecordLabel", "You have not played level %1 yet"), level)
    wins = translate("LevelRecordLabel", "%n win(s)", "", record.wins)
    draws = translate("LevelRecordLabel", "%n draw(s)", "", record.draws)
    losses = translate("LevelRecordLabel", "%n loss(es)", "", record.losses)
    text = translate("LevelRecordLabel", "Your record against level %1: %2, %3, %4")
    return fill(text, level, wins, draws, losses)


def suggestion_text(level: int, suggested: int | None) -> str:
    """The suggestion to try ``suggested`` after a run against ``level``; "" for none."""
    if suggested is None:
        return ""
    if suggested > level:
        text = translate(
            "LevelRecordLabel", "You won your last three games against level %1 — try level %2?"
        )
    else:
        text = translate(
            "LevelRecordLabel", "You lost your last three games against level %1 — try level %2?"
        )
    return fill(text, level, suggested)


class LevelRecordLabel(QLabel):
    """A label wording the player's record against one level of the computer, and the
    suggestion of another level when there is one; ``show_level`` chooses the level."""

    def __init__(self, entries: Sequence[Entry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._entries = list(entries)
        self._records = records_by_level(self._entries)
        self.level: int | None = None
        self.suggest = True  # whether a run of three suggests another level
        # No word wrap: a wrapped label would break the suggestion at the dialog's width;
        # the dialog grows to the longest line instead.
        self.setWordWrap(False)
        self.setMinimumHeight(2 * self.fontMetrics().lineSpacing())  # steady with a suggestion

    def show_level(self, level: int) -> None:
        self.level = level
        lines = [record_text(level, self._records.get(level))]
        advice = suggestion_text(level, suggestion(self._entries, level)) if self.suggest else ""
        if advice:
            lines.append(advice)
        self.setText("\n".join(lines))


def attach_level_record(dialog: NewGameDialog, entries: Sequence[Entry]) -> LevelRecordLabel:
    """Add the player's record against the chosen level under ``dialog``'s level slider (in a
    row of its own in the dialog's form), kept up to date as the slider moves and disabled
    with the slider (a game between people); the label is returned."""
    slider = dialog.level
    # under the slider's row and the line saying whom the level plays like
    form, row = _form_row_of(dialog, dialog.level_likeness)
    label = LevelRecordLabel(entries, dialog)
    form.insertRow(row + 1, "", label)
    form.insertRow(row + 2, "", dialog.suggest)  # the switch for the suggestions, under them
    label.suggest = dialog.suggest.isChecked()

    def switch(on: bool) -> None:
        label.suggest = on
        label.show_level(slider.value())

    dialog.suggest.toggled.connect(switch)
    slider.valueChanged.connect(label.show_level)
    dialog.mode_group.idToggled.connect(lambda *_: label.setEnabled(slider.isEnabled()))
    label.show_level(slider.value())
    label.setEnabled(slider.isEnabled())
    return label


def _form_row_of(dialog: NewGameDialog, widget: QWidget) -> tuple[QFormLayout, int]:
    """The form layout of ``dialog`` that holds ``widget`` (in a row's field, perhaps inside
    a nested layout), and that row."""
    for form in dialog.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            item = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            if item is None:
                continue
            if item.widget() is widget or _holds(item.layout(), widget):
                return form, row
    raise LookupError("the New game dialog has no such widget in a form")


def _holds(layout: QLayout | None, widget: QWidget) -> bool:
    if layout is None:
        return False
    for index in range(layout.count()):
        item = layout.itemAt(index)
        if item is None:
            continue
        if item.widget() is widget or _holds(item.layout(), widget):
            return True
    return False
