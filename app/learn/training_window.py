"""Help → Training: how many positions of the training set are due, "Train now" to play
them, and the progress charts (issue 50 points 3 and 4).

The window only shows and asks: ``train`` says the player wants the due positions played
(``app.learn.training_actions`` opens the window that plays them and grades the answers);
``show_state`` fills it from the training set and the reviewed games.  Every figure of the
charts is also text: each chart's accessible description, and "Show the figures as text",
which puts them in a text box the keys and a screen reader go through line by line.
"""

from __future__ import annotations

from datetime import datetime

from PyQt6.QtCore import QCoreApplication, QDateTime, QLocale, Qt, pyqtSignal
from PyQt6.QtGui import QFont
from PyQt6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app import i18n
from app.engine_text import level_name
from app.i18n import fill
from app.learn import training_chart
from app.learn.training_chart import AccuracyChart, GamePoint, WeekChart
from app.learn.training_progress import GAMES_SHOWN, ReviewedGame, Week
from app.window_fit import fit

translate = QCoreApplication.translate


def when_text(moment: datetime) -> str:
    """A due date and time as the player's language writes it."""
    locale = QLocale(i18n.current_language() or "en")
    local = QDateTime.fromSecsSinceEpoch(int(moment.timestamp())).toLocalTime()
    return locale.toString(local, QLocale.FormatType.ShortFormat)


def status_text(due: int, held: int, next_due: datetime | None) -> str:
    """What the window says first: the positions to train now, or when the next one is due,
    or what fills an empty set."""
    if held == 0:
        return translate(
            "Training",
            "Your training set is empty. The mistakes and blunders of your reviewed games "
            "against the computer join it, and come back at growing intervals until you find "
            "them three times in a row.",
        )
    count = translate("Training", "%n position(s) in your training set.", "", held)
    if due:
        now = translate("Training", "%n position(s) to train now.", "", due)
        return f"{now} {count}"
    assert next_due is not None
    later = translate("Training", "Nothing to train now: the next position is due on %1.")
    return f"{fill(later, when_text(next_due))} {count}"


def game_label(game: ReviewedGame) -> str:
    """A game of the accuracy chart in words: its date and the level it was against."""
    day = QDateTime.fromSecsSinceEpoch(int(game.modified)).toLocalTime().date()
    date = QLocale(i18n.current_language() or "en").toString(day, "d MMM yyyy")
    return fill(translate("Training", "Game of %1 against %2"), date, level_name(game.level))


class TrainingWindow(QDialog):
    train = pyqtSignal()  # "Train now": play the due positions

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TrainingWindow")
        fit(self, 1024, 640)
        layout = QVBoxLayout(self)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c03020")
        self.problem.hide()
        layout.addWidget(self.problem)
        top = QHBoxLayout()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        top.addWidget(self.status, 1)
        self.train_button = QPushButton()
        self.train_button.clicked.connect(self.train)
        top.addWidget(self.train_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)

        self.weeks_title = self._title(layout)
        self.week_chart = WeekChart()
        layout.addWidget(self.week_chart, 3)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        layout.addWidget(self.legend)
        self.games_title = self._title(layout)
        self.accuracy_chart = AccuracyChart()
        layout.addWidget(self.accuracy_chart, 2)
        self.figures = QPlainTextEdit()
        self.figures.setReadOnly(True)
        self.figures.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByKeyboard
            | Qt.TextInteractionFlag.TextSelectableByMouse
        )
        self.figures.hide()
        layout.addWidget(self.figures, 3)

        bottom = QHBoxLayout()
        self.as_text = QCheckBox()
        self.as_text.toggled.connect(self._show_as_text)
        bottom.addWidget(self.as_text)
        bottom.addStretch(1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)
        self._weeks: list[Week] = []
        self._games: list[ReviewedGame] = []
        self._state: tuple[int, int, datetime | None] = (0, 0, None)
        self.can_train = True
        self.retranslate()

    @staticmethod
    def _title(layout: QVBoxLayout) -> QLabel:
        label = QLabel()
        font = QFont(label.font())
        font.setBold(True)
        label.setFont(font)
        layout.addWidget(label)
        return label

    def show_state(
        self,
        due: int,
        held: int,
        next_due: datetime | None,
        weeks: list[Week],
        games: list[ReviewedGame],
        problem: str | None = None,
    ) -> None:
        """Show ``due`` positions to train of ``held``, the next due date, the charts' data
        and the training set's ``problem`` if any."""
        self._state = (due, held, next_due)
        self._weeks, self._games = weeks, games[-GAMES_SHOWN:]
        self.problem.setText(problem or "")
        self.problem.setVisible(bool(problem))
        self._fill()

    def _fill(self) -> None:
        due, held, next_due = self._state
        self.status.setText(status_text(due, held, next_due))
        self.train_button.setEnabled(due > 0 and self.can_train)
        self.week_chart.set_weeks(self._weeks)
        self.accuracy_chart.set_points(
            [GamePoint(game_label(game), game.accuracy) for game in self._games]
        )
        lines = [
            self.weeks_title.text(),
            *self.week_chart.figures(),
            "",
            self.games_title.text(),
            *self.accuracy_chart.figures(),
        ]
        self.figures.setPlainText("\n".join(lines))

    def _show_as_text(self, on: bool) -> None:
        for widget in (self.week_chart, self.legend, self.accuracy_chart):
            widget.setVisible(not on)
        self.figures.setVisible(on)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Training", "Training"))
        self.train_button.setText(translate("Training", "Train now"))
        self.train_button.setToolTip(
            translate(
                "Training", "Play the positions due: find the better move you missed in your games"
            )
            if self.can_train
            else translate(
                "Training", "The window that plays the positions is not in this version yet."
            )
        )
        self.weeks_title.setText(translate("Training", "The training by week"))
        self.games_title.setText(translate("Training", "Your accuracy game by game"))
        self.legend.setText(training_chart.legend())
        self.as_text.setText(translate("Training", "Show the figures as text"))
        self.figures.setAccessibleName(translate("Training", "The figures of the charts"))
        self._fill()
