"""Game → Set up a position: the board editor.

White, black and DVONN pieces go on any space and build stacks bottom to top: a click adds
the piece chosen in the palette (White, Black, DVONN; keys W, B, D) on top, a right click or
Backspace takes the top piece off, a drag moves the top piece to another space.  Clear the
board, fill it at random, or start again from the game's position; choose the phase and, in
the movement phase, the side to move (in the placement phase it follows from the board, as
what is left to place does).  A live line says why the position cannot arise in play (the
engine's reason, ``engine.setup_check``, in words) or that it is ready; **Play from here**
and **Analyse** hand on only a position play can reach (``play_requested``,
``analyse_requested``), and say the reason instead when there is one.

The keyboard works as on the game's board: the arrows move a cursor, Enter or Space adds the
piece, Backspace or Delete takes one off; the board's accessible name and description follow
the cursor and every edit (``app.editor.words``), as ``app.board_speech`` does for the game.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PyQt6.QtCore import QCoreApplication, QEvent, QObject, Qt, pyqtSignal
from PyQt6.QtGui import QKeyEvent
from PyQt6.QtWidgets import (
    QButtonGroup,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QWidget,
)

from app import TITLE, interaction
from app.editor import words
from app.editor.setup_board import SetupBoard
from app.learn.board_page import BoardPage
from app.scene_builder import build_scene
from app.view.scene import SceneChange
from engine.board import Cell
from engine.pieces import BLACK, DVONN, WHITE
from engine.position import Color, Phase, Position

translate = QCoreApplication.translate

_DIRECTIONS = {
    Qt.Key.Key_Left: "left",
    Qt.Key.Key_Right: "right",
    Qt.Key.Key_Up: "up",
    Qt.Key.Key_Down: "down",
}
_ADD_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
_TAKE_KEYS = (Qt.Key.Key_Backspace, Qt.Key.Key_Delete)
_PIECE_KEYS = {Qt.Key.Key_W: WHITE, Qt.Key.Key_B: BLACK, Qt.Key.Key_D: DVONN}


def _radios(
    box: QGroupBox, keys: tuple[object, ...], chosen: Callable[[object], None]
) -> dict[object, QRadioButton]:
    """A row of radio buttons in ``box``, one per key; ``chosen(key)`` when one is checked."""
    row = QHBoxLayout(box)
    group = QButtonGroup(box)
    buttons = {}
    for key in keys:
        button = QRadioButton()
        group.addButton(button)
        row.addWidget(button)
        button.toggled.connect(lambda on, k=key: chosen(k) if on else None)
        buttons[key] = button
    row.addStretch(1)
    return buttons


class EditorWindow(BoardPage):
    """The editor; ``game_position`` gives the position the game shows (for its button)."""

    play_requested = pyqtSignal(object)  # a Position play can reach
    analyse_requested = pyqtSignal(object)  # a Position play can reach

    def __init__(
        self,
        start: Position | None = None,
        game_position: Callable[[], Position] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__("", parent)
        self.setup = SetupBoard.of(start if start is not None else Position.initial())
        self.game_position = game_position
        self.piece = WHITE
        self.key_cursor: Cell | None = None
        self.rng = random.Random()

        self.piece_box = QGroupBox()
        self.piece_buttons = _radios(self.piece_box, (WHITE, BLACK, DVONN), self._choose_piece)
        self.phase_box = QGroupBox()
        self.phase_buttons = _radios(
            self.phase_box, (Phase.PLACEMENT, Phase.MOVEMENT), self._choose_phase
        )
        self.turn_box = QGroupBox()
        self.turn_buttons = _radios(self.turn_box, (Color.WHITE, Color.BLACK), self._choose_turn)
        self.counts = QLabel()
        self.counts.setWordWrap(True)
        for index, widget in enumerate((self.piece_box, self.phase_box, self.turn_box)):
            self.column.insertWidget(2 + index, widget)
        self.column.insertWidget(5, self.counts)

        self.clear_button = self.button("", self.clear)
        self.fill_button = self.button("", self.fill_at_random)
        self.game_button = self.button("", self.from_game)
        self.game_button.setVisible(game_position is not None)
        self.arrange_buttons()
        leave = QHBoxLayout()
        self.play_button = QPushButton()
        self.play_button.clicked.connect(self.play_from_here)
        self.analyse_button = QPushButton()
        self.analyse_button.clicked.connect(self.analyse)
        for button in (self.play_button, self.analyse_button):
            leave.addWidget(button)
        self.column.insertLayout(self.column.count() - 1, leave)  # above the stretch

        self.piece_actions = [
            self._key_action(key, lambda *_, p=piece: self.choose_piece(p))
            for key, piece in (("W", WHITE), ("B", BLACK), ("D", DVONN))
        ]
        self.piece_buttons[WHITE].setChecked(True)
        self.board.as_widget().installEventFilter(self)  # the editor's keys
        self.retranslate()

    # --- texts --------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every text in the current language (at start and when the language changes)."""
        title = translate("BoardEditor", "Set up a position")
        self.setWindowTitle(fill_title(title))
        self.heading.setText(title)
        self.goal.setText(
            translate(
                "BoardEditor",
                "Click a space to add the chosen piece on top of its stack; right-click it, "
                "or press Backspace, to take the top piece off.",
            )
        )
        self.piece_box.setTitle(translate("BoardEditor", "Piece to add"))
        for piece, button in self.piece_buttons.items():
            button.setText(words.piece_name(str(piece)))
        self.phase_box.setTitle(translate("BoardEditor", "Phase"))
        self.phase_buttons[Phase.PLACEMENT].setText(translate("BoardEditor", "Placement"))
        self.phase_buttons[Phase.MOVEMENT].setText(translate("BoardEditor", "Movement"))
        self.turn_box.setTitle(translate("BoardEditor", "To move"))
        self.turn_buttons[Color.WHITE].setText(translate("BoardEditor", "White"))
        self.turn_buttons[Color.BLACK].setText(translate("BoardEditor", "Black"))
        self.clear_button.setText(translate("BoardEditor", "Clear the board"))
        self.fill_button.setText(translate("BoardEditor", "Fill at random"))
        self.game_button.setText(translate("BoardEditor", "The game's position"))
        self.game_button.setToolTip(
            translate("BoardEditor", "Start again from the position the game shows")
        )
        self.play_button.setText(translate("BoardEditor", "Play from here"))
        self.play_button.setToolTip(
            translate("BoardEditor", "Start a new game from this position, choosing the players")
        )
        self.analyse_button.setText(translate("BoardEditor", "Analyse"))
        self.analyse_button.setToolTip(
            translate("BoardEditor", "Open this position on an analysis board")
        )
        self._show_setup()

    def changeEvent(self, event: QEvent | None) -> None:
        if event is not None and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- the controls ---------------------------------------------------------------------

    def choose_piece(self, piece: str) -> None:
        """The palette's piece (the W, B and D keys)."""
        self.piece_buttons[piece].setChecked(True)

    def _choose_piece(self, piece: object) -> None:
        self.piece = str(piece)
        self._speak()

    def _choose_phase(self, phase: object) -> None:
        if isinstance(phase, Phase) and phase is not self.setup.phase:
            self.setup.phase = phase
            self._show_setup()

    def _choose_turn(self, turn: object) -> None:
        setup = self.setup
        if isinstance(turn, Color) and setup.phase is Phase.MOVEMENT and turn is not setup.turn:
            self.setup.chosen_turn = turn
            self._show_setup()

    def load(self, position: Position) -> None:
        """Start again from ``position``."""
        self.setup.load(position)
        self._show_setup()

    def clear(self) -> None:
        self.setup.clear()
        self._show_setup()

    def fill_at_random(self) -> None:
        self.setup.fill_at_random(self.rng.randrange(1 << 30))
        self._show_setup()

    def from_game(self) -> None:
        if self.game_position is not None:
            self.load(self.game_position())

    def play_from_here(self) -> None:
        """Hand the position on to be played, or say why it cannot be."""
        position = self._checked()
        if position is not None:
            self.play_requested.emit(position)

    def analyse(self) -> None:
        """Hand the position on to be analysed, or say why it cannot be."""
        position = self._checked()
        if position is not None:
            self.analyse_requested.emit(position)

    def _checked(self) -> Position | None:
        reason = self.setup.reason()
        if reason is not None:
            self._show_setup()  # the reason, in red, on the live line
            return None
        return self.setup.position()

    # --- the board ------------------------------------------------------------------------

    def add(self, cell: Cell) -> None:
        """The palette's piece on top of ``cell``."""
        self.setup.add(cell, self.piece)
        self._show_setup(cell)

    def take(self, cell: Cell) -> None:
        """The top piece off ``cell`` (nothing on an empty space)."""
        if self.setup.take(cell) is not None:
            self._show_setup(cell)

    def _right_clicked(self, cell: Cell) -> None:
        self.take(cell)

    def _use_flat_board(self, reason: str) -> None:
        super()._use_flat_board(reason)
        self.board.as_widget().installEventFilter(self)  # the editor's keys

    def click_cell(self, cell: Cell) -> None:
        self.add(cell)

    def _dragged(self, source: Cell, target: Cell) -> None:
        """A drag moves the top piece of ``source`` onto ``target``."""
        piece = self.setup.take(source)
        if piece is not None:
            self.setup.add(target, piece)
            self._show_setup(target)

    def _hovered(self, cell: Cell | None) -> None:
        pass  # the board rings the cell under the mouse itself

    def eventFilter(self, watched: QObject | None, event: QEvent | None) -> bool:
        if not isinstance(event, QKeyEvent) or event.type() != QEvent.Type.KeyPress:
            return False
        if event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        ):
            return False
        key = Qt.Key(event.key())
        if key in _DIRECTIONS:
            self.key_cursor = interaction.step_cursor(self.key_cursor, _DIRECTIONS[key])
            self.refresh()
            self._speak(self.key_cursor)
        elif key in _ADD_KEYS:
            if self.key_cursor is None:
                self.key_cursor = interaction.step_cursor(None, "up")
                self.refresh()
                self._speak(self.key_cursor)
            else:
                self.add(self.key_cursor)
        elif key in _TAKE_KEYS:
            if self.key_cursor is not None:
                self.take(self.key_cursor)
        elif key in _PIECE_KEYS:  # the window's own keys too, should the board see them first
            self.choose_piece(_PIECE_KEYS[key])
        else:
            return False
        return True

    def refresh(self, transition: SceneChange | None = None) -> None:
        """The stacks as they stand (reachable or not), the keyboard cursor, and what the
        reason points at: every stack cut off (ghosted red) or the one cell it names."""
        reason = self.setup.reason()
        cut_off, cell = self.setup.marked(reason)
        scene = build_scene(
            self.setup.shown(), self.display, cutoff_preview=cut_off, cursor=self.key_cursor
        )
        if cell is not None:
            scene = scene.with_(hint=(cell,))
        self.board.set_scene(scene, transition)

    # --- what is shown and said -------------------------------------------------------------

    def _show_setup(self, edited: Cell | None = None) -> None:
        """The board, the controls, the counts and the live line after any change."""
        setup = self.setup
        reason = setup.reason()
        self.say(words.status_text(reason), "right" if reason is None else "wrong")
        for phase, button in self.phase_buttons.items():
            button.setChecked(phase is setup.phase)
        for turn, button in self.turn_buttons.items():
            button.setChecked(turn is setup.turn)
            button.setEnabled(setup.phase is Phase.MOVEMENT)
        self.turn_box.setToolTip(
            translate(
                "BoardEditor", "In the placement phase the side to move follows from the board"
            )
            if setup.phase is Phase.PLACEMENT
            else ""
        )
        self.counts.setText(words.counts_text(setup))
        self.play_button.setEnabled(reason is None)
        self.analyse_button.setEnabled(reason is None)
        self.refresh()
        self._speak(edited, reason_changed=True)

    def _speak(self, cell: Cell | None = None, reason_changed: bool = False) -> None:
        """The board's accessible name and description: the cell under the cursor (or the
        one just edited) with its stack, after an edit the live line too, and what Enter
        and Backspace do there."""
        widget = self.board.as_widget()
        shown = cell if cell is not None else self.key_cursor
        if shown is None:
            widget.setAccessibleName(translate("BoardEditor", "Board editor"))
            widget.setAccessibleDescription(words.board_help())
            return
        name = words.cell_text(self.setup, shown)
        if reason_changed:
            name += " " + self.feedback.text()
        widget.setAccessibleName(name)
        widget.setAccessibleDescription(words.enter_text(self.setup, shown, self.piece))


def fill_title(title: str) -> str:
    """The window's title: the editor's name and the program's."""
    return f"{title} – {TITLE}"
