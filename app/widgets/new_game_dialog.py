"""New game: who plays, how strong the computer is, the setup, the clock and the names."""

from __future__ import annotations

import random
from dataclasses import replace

from PyQt6.QtCore import QCoreApplication, Qt
from PyQt6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.engine_text import level_name
from app.i18n import fill
from app.settings import GameOptions, PlayerKind
from app.shown_names import MAX_NAME, balanced_bidi
from engine.ai import level as level_entry
from engine.ai import levels
from engine.ai.human_scale import Likeness, human_scale

MODES = ("hvh", "hvc", "cvc")


def mode_of(options: GameOptions) -> str:
    kinds = (options.white, options.black)
    if kinds == (PlayerKind.HUMAN, PlayerKind.HUMAN):
        return "hvh"
    if kinds == (PlayerKind.COMPUTER, PlayerKind.COMPUTER):
        return "cvc"
    return "hvc"


def level_text(number: int) -> str:
    """The level slider's label: "20 – Champion (at most 10 s a move)"."""
    level = level_entry(number)
    template = QCoreApplication.translate("NewGameDialog", "%1 – %2 (at most %3 s a move)")
    return (
        template.replace("%1", str(level.number))
        .replace("%2", level_name(number))
        .replace("%3", f"{level.cap:g}")
    )


def level_likeness_text(number: int) -> str:
    """What to expect of level ``number``, from its rating on the human scale: "Plays like
    Boardspace's Dumbot · rated about 1540" (empty for a level not rated)."""
    level = level_entry(number)
    if level.rating is None:
        return ""
    translate = QCoreApplication.translate
    kind = human_scale().likeness(level.rating, level.rating_interval or 0)
    words = {
        Likeness.NEWCOMER: translate("NewGameDialog", "Plays like a newcomer to DVONN"),
        Likeness.DUMBOT: translate(
            "NewGameDialog", "Plays like Boardspace's Dumbot or a typical regular player"
        ),
        Likeness.STRONG_REGULAR: translate("NewGameDialog", "Plays like a strong regular player"),
        Likeness.TOP_PLAYER: translate(
            "NewGameDialog", "Plays like one of the ten best players on record"
        ),
        Likeness.BEYOND_ANY: translate("NewGameDialog", "Stronger than any player on record"),
    }[kind]
    rated = fill(translate("NewGameDialog", "rated about %1"), level.rating)
    return f"{words} · {rated}"


def resolve(mode: str, human_color: str, base: GameOptions, rng: random.Random) -> GameOptions:
    """The options for a mode; "random" picks the human's colour now."""
    human, computer = PlayerKind.HUMAN, PlayerKind.COMPUTER
    if mode == "hvh":
        return replace(base, white=human, black=human)
    if mode == "cvc":
        return replace(base, white=computer, black=computer)
    colour = human_color if human_color != "random" else rng.choice(("white", "black"))
    if colour == "white":
        return replace(base, white=human, black=computer)
    return replace(base, white=computer, black=human)


class NewGameDialog(QDialog):
    def __init__(self, options: GameOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)

        modes = QVBoxLayout()
        self.mode_group = QButtonGroup(self)
        labels = (
            self.tr("Human vs Human"),
            self.tr("Human vs Computer"),
            self.tr("Computer vs Computer"),
        )
        mode_buttons = [QRadioButton(label) for label in labels]
        for index, button in enumerate(mode_buttons):
            self.mode_group.addButton(button, index)
            modes.addWidget(button)
        mode_buttons[MODES.index(mode_of(options))].setChecked(True)
        form.addRow(self.tr("Players:"), modes)

        self.colour = QComboBox()
        for key, label in (
            ("white", self.tr("White (moves first)")),
            ("black", self.tr("Black")),
            ("random", self.tr("Random")),
        ):
            self.colour.addItem(label, key)
        self.colour.setCurrentIndex(max(0, self.colour.findData(options.human_color)))
        form.addRow(self.tr("Your colour:"), self.colour)
        self.warn = QCheckBox(self.tr("Warn me before a blunder"))
        self.warn.setToolTip(
            self.tr("Before playing a move that throws the game away, ask, and show why")
        )
        self.warn.setChecked(options.warn_blunders)
        form.addRow("", self.warn)
        self.suggest = QCheckBox(self.tr("Suggest a level from my record"))
        self.suggest.setToolTip(
            self.tr("After three wins or three losses in a row, propose the next level up or down")
        )
        self.suggest.setChecked(options.suggest_levels)

        level_row = QHBoxLayout()
        self.level = QSlider(Qt.Orientation.Horizontal)
        self.level.setRange(1, len(levels()))
        self.level.setValue(options.level)
        self.level.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.level_label = QLabel()
        self.level_label.setMinimumWidth(260)
        self.level_likeness = QLabel()
        newcomers = min(group.rating for group in human_scale().groups)
        self.level_likeness.setToolTip(
            fill(
                self.tr(
                    "Ratings on a scale measured from real games on Boardspace.net, where its "
                    "robot Dumbot is rated 1500 and newcomers about %1"
                ),
                newcomers,
            )
        )
        # As wide as the widest level's words, so that the dialog holds still on the slider.
        metrics = self.level_likeness.fontMetrics()
        self.level_likeness.setMinimumWidth(
            max(metrics.horizontalAdvance(level_likeness_text(lv.number)) for lv in levels())
        )
        self.level.valueChanged.connect(self._show_level)
        self._show_level(options.level)
        level_row.addWidget(self.level, 1)
        level_row.addWidget(self.level_label)
        form.addRow(self.tr("Difficulty:"), level_row)
        form.addRow("", self.level_likeness)

        self.setup = QComboBox()
        self.setup.addItem(self.tr("Standard: place the pieces one by one"), False)
        self.setup.addItem(self.tr("Random setup: start with a full board"), True)
        self.setup.setCurrentIndex(1 if options.random_setup else 0)
        form.addRow(self.tr("Setup:"), self.setup)
        self._form = form

        self.clock = QSpinBox()
        self.clock.setRange(0, 180)
        self.clock.setSpecialValueText(self.tr("No clock"))
        self.clock.setSuffix(self.tr(" min each"))
        self.clock.setValue(options.clock_minutes)
        form.addRow(self.tr("Clock:"), self.clock)

        # A field of its own: the name balanced (no control reaches past it), not isolated
        self.white_name = QLineEdit(balanced_bidi(options.white_name))
        self.black_name = QLineEdit(balanced_bidi(options.black_name))
        self.white_name.setPlaceholderText(self.tr("White"))
        self.black_name.setPlaceholderText(self.tr("Black"))
        for edit in (self.white_name, self.black_name):
            edit.setMaxLength(MAX_NAME)
        form.addRow(self.tr("White's name:"), self.white_name)
        form.addRow(self.tr("Black's name:"), self.black_name)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.mode_group.idToggled.connect(self._update_enabled)
        self._update_enabled()

    def from_position(self) -> None:
        """A game from a position set up (the board editor's): no setup to choose."""
        self.setWindowTitle(self.tr("New game from this position"))
        self._form.setRowVisible(self.setup, False)

    def _show_level(self, number: int) -> None:
        self.level_label.setText(level_text(number))
        self.level_likeness.setText(level_likeness_text(number))

    def mode(self) -> str:
        return MODES[max(0, self.mode_group.checkedId())]

    def _update_enabled(self, *args: object) -> None:
        mode = self.mode()
        self.colour.setEnabled(mode == "hvc")
        self.warn.setEnabled(mode == "hvc")
        self.level.setEnabled(mode != "hvh")
        self.level_label.setEnabled(mode != "hvh")
        self.level_likeness.setEnabled(mode != "hvh")

    def options(self, rng: random.Random | None = None) -> GameOptions:
        base = GameOptions(
            level=self.level.value(),
            random_setup=bool(self.setup.currentData()),
            clock_minutes=self.clock.value(),
            white_name=self.white_name.text().strip(),
            black_name=self.black_name.text().strip(),
            human_color=str(self.colour.currentData()),
            warn_blunders=self.warn.isChecked(),
            suggest_levels=self.suggest.isChecked(),
        )
        return resolve(self.mode(), base.human_color, base, rng or random.Random())
