"""The frame every board window but the game's shares (lessons, puzzles, Learn from your
mistakes, the editor, the analysis board): a board, a text panel and buttons, click handling.

The board shows the marks the game shows, drawn by the game's own code (``BoardMarks``): the
places to play, the selected stack with the green rings where it may land, the stacks a
landing would cut off under the mouse, the last move and hints.  The board only reports
clicks; ``BoardPage`` asks what a click means as the game does (``interaction.interpret_click``)
and hands a tried move (a placement, or a stack picked then a landing space) to the subclass
(``try_move``), which checks it with the engine.  The board is held by a ``BoardHost``, as the
game's is: a drag is a click on each end, and the flat board takes the 3D one's place when
OpenGL fails.  Moves are shown with the board's own animation; replies scheduled with
``later`` are dropped when the page moves on meanwhile.  After each button the keyboard
focus goes back to the board, and the page has the main window's view keys (R resets the
view, T toggles top-down), so the keys work without a click on the board first.
"""

from __future__ import annotations

from collections.abc import Callable

from PyQt6.QtCore import Qt, QTimer
from PyQt6.QtGui import QAction, QKeySequence
from PyQt6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.board_host import BoardHost
from app.board_marks import BoardMarks
from app.interaction import Deselect, Play, Select, interpret_click
from app.learn.texts import refusal_text
from app.scene_builder import DisplayOptions, scene_change
from app.view.board_widget import BoardWidget
from app.view.scene import SceneChange
from app.window_fit import fit
from engine.board import Cell
from engine.moves import Move
from engine.position import Phase, Position
from engine.rules import Transition, legal_moves

REPLY_MS = 700  # a reply waits this long, so the player sees the move before it
TONES = {"plain": "", "right": " color: #1e7b34;", "wrong": " color: #b03a2e;"}


class BoardPage(QWidget):
    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(title)
        fit(self, 1100, 700)
        self.reply_ms = REPLY_MS
        self.display = DisplayOptions()  # the main window's view settings (the launcher's)
        self.position = Position.initial()
        self.marks = BoardMarks()  # the selection, its landings and the hover, as in the game
        self._last: Move | None = None
        self._hint: Move | None = None
        self._answer: Move | None = None  # drawn as a red arrow: a reply refuting a try
        self._epoch = 0
        # The window's own 3D view (or the flat one), its clicks, hover and drags handed here.
        self.host = BoardHost(
            self.click_cell,
            self._hovered,
            self._replace_board,
            dragged=self._dragged,
            right_clicked=self._right_clicked,
            parent=self,
        )
        self.host.fell_back.connect(self._use_flat_board)

        self.panel = QWidget()
        self.panel.setMinimumWidth(320)
        self.column = QVBoxLayout(self.panel)
        self.heading = QLabel()
        self.heading.setStyleSheet("font-size: 15pt; font-weight: bold;")
        self.heading.setWordWrap(True)
        self.goal = QLabel()
        self.goal.setWordWrap(True)
        self.goal.setStyleSheet("font-size: 11pt;")
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.buttons = QGridLayout()  # two a row: four fit the panel in every language
        self._buttons: list[QPushButton] = []
        for widget in (self.heading, self.goal, self.feedback):
            self.column.addWidget(widget)
        self.column.addLayout(self.buttons)
        self.column.addStretch(1)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.board.as_widget())
        self.splitter.addWidget(self.panel)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setSizes([760, 340])
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        self.view_actions = [
            self._key_action("R", lambda: self.board.reset_view()),
            self._key_action("T", lambda: self.board.toggle_top_down()),
        ]

    def _key_action(self, key: str, slot: Callable[[], object]) -> QAction:
        """A key of this window (any widget of it focused), as the main window's View menu."""
        action = QAction(self)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def focus_board(self) -> None:
        """Give the keyboard focus back to the board (after a button took it)."""
        self.board.as_widget().setFocus(Qt.FocusReason.OtherFocusReason)

    @property
    def board(self) -> BoardWidget:
        """The board shown (the flat one once the 3D view has failed)."""
        return self.host.board

    @property
    def _selected(self) -> Cell | None:
        return self.marks.selected

    def say(self, text: str, tone: str = "plain") -> None:
        """The answer line under the goal: plain, right (green) or wrong (red); every answer
        goes through here, so none keeps the colour of the one before."""
        self.feedback.setStyleSheet("font-size: 11pt; font-weight: bold;" + TONES[tone])
        self.feedback.setText(text)

    def button(self, text: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(slot)
        button.clicked.connect(self.focus_board)  # the board's keys work again at once
        self._buttons.append(button)
        self.arrange_buttons()
        return button

    def arrange_buttons(self) -> None:
        """The buttons shown, two a row in their order (after one is shown or hidden)."""
        shown = [b for b in self._buttons if not b.isHidden()]
        for index, button in enumerate(shown + [b for b in self._buttons if b.isHidden()]):
            row, column = divmod(index, 2)
            self.buttons.addWidget(button, row, column)

    # --- what the board shows --------------------------------------------------------

    def set_position(self, position: Position, last_move: Move | None = None) -> None:
        """Start over from ``position`` (reached by ``last_move``): nothing selected, no move
        pending."""
        self._epoch += 1
        self.position = position
        self.marks.clear_selection()
        self._last = last_move
        self._hint = None
        self._answer = None
        self.say("")
        self.refresh()

    def play(self, move: Move, answer: bool = False) -> Transition:
        """Play ``move`` on the board, animated; returns what it did.  ``answer``: it refutes
        the player's try, and stays drawn as a red arrow until the page starts over."""
        from engine.rules import apply

        transition = apply(self.position, move)
        self.position = transition.after
        self.marks.clear_selection()
        self._hint = None
        self._answer = move if answer and not move.is_pass else None
        self._last = move
        self.refresh(scene_change(transition))
        return transition

    def set_display(self, options: DisplayOptions) -> None:
        """Palette, coordinates and stack heights as the main window shows them."""
        if options != self.display:
            self.display = options
            self.refresh()

    def show_hint(self, move: Move) -> None:
        self._hint = move
        self.refresh()

    def refresh(self, transition: SceneChange | None = None) -> None:
        """The position with the game's marks (``BoardMarks.scene``: the places to play, the
        selection and where it may land, the cut-off preview under the mouse), the last move,
        a hint and a refuting answer."""
        scene = self.marks.scene(
            self.position,
            self.display,
            last_move=self._last,
            live=True,
            human=True,
            gathered=False,
            hint=self._hint,
        )
        answer = self._answer
        if answer is not None and answer.source is not None and answer.target is not None:
            scene = scene.with_(refutation=(answer.source, answer.target))
        self.board.set_scene(scene, transition)

    def later(self, action: Callable[[], object], ms: int | None = None) -> None:
        """Run ``action`` after a pause unless the page moved on meanwhile."""
        epoch = self._epoch

        def run() -> None:
            if epoch == self._epoch:
                action()

        QTimer.singleShot(self.reply_ms if ms is None else ms, run)

    # --- clicks ----------------------------------------------------------------------

    def accepting(self) -> bool:
        """Whether a click is a try now (subclasses say no while replies play)."""
        return True

    def try_move(self, move: Move) -> None:
        raise NotImplementedError

    def click_cell(self, cell: Cell) -> None:
        """What a click means is the game's to say (``interaction.interpret_click``): a move
        tried (a placement, or a landing of the selected stack; one the rules refuse is tried
        too, so the page says why in its own words), a stack picked up (another of the
        mover's stacks while one is selected is a new selection, as in the game), put down,
        or refused with its reason."""
        if not self.accepting():
            return
        position = self.position
        source = self._selected
        decision = interpret_click(position, legal_moves(position), source, cell)
        if isinstance(decision, Select):
            self.marks.selected = decision.cell
            self.marks.destinations = decision.destinations
            self.say("")
        elif isinstance(decision, Deselect):
            self.marks.clear_selection()
        elif isinstance(decision, Play):
            self.marks.clear_selection()
            self.try_move(decision.move)
            return
        elif position.phase is Phase.PLACEMENT or source is not None:
            self.marks.clear_selection()  # a move the rules refuse: the page explains it
            self.try_move(Move.place(cell) if source is None else Move.jump(source, cell))
            return
        else:
            self.say(refusal_text(decision.reason), "wrong")
        self.refresh()

    def _dragged(self, source: Cell, target: Cell) -> None:
        """A drag: a click on each end, as on the game's board (the editor moves a piece)."""
        self.host.drag_as_clicks(source, target)

    def _right_clicked(self, cell: Cell) -> None:
        """Nothing here (the editor takes a piece off)."""

    def _hovered(self, cell: Cell | None) -> None:
        """The cell under the mouse: over a landing of the selected stack, the stacks that
        landing would cut off are shown (as in the game)."""
        if cell != self.marks.hover:
            self.marks.hover = cell
            if self._selected is not None:
                self.refresh()

    def _replace_board(self, old: BoardWidget, new: BoardWidget) -> None:
        self.splitter.replaceWidget(self.splitter.indexOf(old.as_widget()), new.as_widget())

    def _use_flat_board(self, reason: str) -> None:
        """The 3D view failed and the flat board stands in its place (windows with keys on
        the board attach them again after this)."""
        self.refresh()
