"""What a screen reader says about the board: the board widget's accessible name and
description follow the keyboard cursor and the game.

PyQt6 wraps none of Qt's accessibility classes (no QAccessible, no QAccessibleInterface to
subclass, no QAccessible.updateAccessibility), so the board speaks through what every QWidget
has: ``setAccessibleName`` and ``setAccessibleDescription``, which Qt itself reports to the
screen reader as NameChanged / DescriptionChanged events (AT-SPI on Linux, UI Automation on
Windows).  While the keyboard cursor moves, the name says the cell and its stack ("E3: a white
stack of 3 pieces. It holds 1 DVONN piece.") and the description what Enter does there (the
landing cells of a stack, why it cannot move, whether a piece may be placed), from
``interaction.interpret_click`` — the decision Enter would really take.  After a move (a
human's or the computer's, both come through ``GameController.position_changed``) the name
says what was played and what it cut off, with the controller's message after it ("Black to
move a stack").  Every sentence is built here from engine data (cells, stacks, reasons) and
translated in context "BoardSpeech"; none is parsed back.
"""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PyQt6.QtWidgets import QWidget

from app import interaction
from app.board_input import capitalised
from app.controller import GameController
from app.engine_text import reason_text
from app.i18n import fill
from app.interaction import Deselect, Play, Refuse, Select
from engine.board import Cell
from engine.moves import Move
from engine.pieces import BLACK, DVONN, WHITE, placement_piece, stack_owner
from engine.position import Color, Position
from engine.rules import Transition, apply

translate = QCoreApplication.translate  # every text in context "BoardSpeech"


def join_words(parts: list[str]) -> str:
    """ "a", "a and b", "a, b and c" in the player's language."""
    if len(parts) <= 1:
        return "".join(parts)
    return fill(translate("BoardSpeech", "%1 and %2"), ", ".join(parts[:-1]), parts[-1])


def pieces_text(stacks: list[str]) -> str:
    """How many pieces of each kind ``stacks`` hold: "3 white pieces and 1 DVONN piece"."""
    pieces = "".join(stacks)
    white, black, dvonn = (pieces.count(p) for p in (WHITE, BLACK, DVONN))
    parts = [
        translate("BoardSpeech", "%n white piece(s)", "", white) if white else "",
        translate("BoardSpeech", "%n black piece(s)", "", black) if black else "",
        translate("BoardSpeech", "%n DVONN piece(s)", "", dvonn) if dvonn else "",
    ]
    return join_words([part for part in parts if part])


def cell_summary(position: Position, cell: Cell) -> str:
    """The cell and its stack: height, owner (the top piece's colour), DVONN pieces inside."""
    stack = position.stack(cell)
    if not stack:
        return fill(translate("BoardSpeech", "%1: empty."), cell)
    owner = stack_owner(stack)
    if owner is None:
        return fill(
            translate("BoardSpeech", "%1: a stack of %n DVONN piece(s).", "", len(stack)), cell
        )
    template = (
        translate("BoardSpeech", "%1: a white stack of %n piece(s).", "", len(stack))
        if owner is Color.WHITE
        else translate("BoardSpeech", "%1: a black stack of %n piece(s).", "", len(stack))
    )
    text = fill(template, cell)
    dvonn = stack.count(DVONN)
    if dvonn:
        text += " " + translate("BoardSpeech", "It holds %n DVONN piece(s).", "", dvonn)
    return text


def _stacks(removed: tuple[tuple[Cell, str], ...]) -> list[str]:
    return [stack for _, stack in removed]


def enter_text(position: Position, legal: list[Move], selected: Cell | None, cell: Cell) -> str:
    """What Enter on ``cell`` does for the player to move, in a sentence or two."""
    decision = interaction.interpret_click(position, legal, selected, cell)
    if isinstance(decision, Play):
        move = decision.move
        if move.is_placement:
            dvonn = placement_piece(position.placements_made)[1] == DVONN
            if dvonn:
                return translate("BoardSpeech", "Enter places a DVONN piece here.")
            return translate("BoardSpeech", "Enter places a piece here.")
        assert move.source is not None
        text = fill(translate("BoardSpeech", "Enter moves the stack on %1 here."), move.source)
        cut = _stacks(apply(position, move).removed)
        if not cut:
            return text
        warning = translate("BoardSpeech", "This cuts off %n stack(s): %1.", "", len(cut))
        return f"{text} {fill(warning, pieces_text(cut))}"
    if isinstance(decision, Select):
        targets = sorted(decision.destinations, key=str)
        text = translate("BoardSpeech", "It can move to %n cell(s): %1.", "", len(targets))
        return fill(text, ", ".join(str(t) for t in targets))
    if isinstance(decision, Deselect):
        return translate("BoardSpeech", "Picked up: Enter puts it down again.")
    assert isinstance(decision, Refuse)
    return capitalised(reason_text(decision.reason)) + "."


def move_text(transition: Transition, who: str) -> str:
    """What a move did, for the player ``who`` made it: "White moved the stack on E3 to F4.
    It cut off 2 stacks: 3 white pieces and 1 black piece."."""
    move = transition.move
    if move.is_pass:
        return fill(translate("BoardSpeech", "%1 passed."), who)
    if move.is_placement:
        target = move.target
        placed_dvonn = target is not None and transition.after.stack(target) == DVONN
        template = (
            translate("BoardSpeech", "%1 placed a DVONN piece on %2.")
            if placed_dvonn
            else translate("BoardSpeech", "%1 placed a piece on %2.")
        )
        return fill(template, who, target)
    text = fill(
        translate("BoardSpeech", "%1 moved the stack on %2 to %3."), who, move.source, move.target
    )
    cut = _stacks(transition.removed)
    if not cut:
        return text
    news = translate("BoardSpeech", "It cut off %n stack(s): %1.", "", len(cut))
    return f"{text} {fill(news, pieces_text(cut))}"


class BoardSpeech(QObject):
    """Keeps a board widget's accessible name and description in step with the controller.

    ``attach`` names the widget (the window calls it again when the 3D board gives way to
    the flat one).  Updates are gathered and written once per turn of the event loop, so a
    move, the picture after it and the next player's prompt make one NameChanged event."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._widget: QWidget | None = None
        self._news: list[str] = []
        self._seen: tuple[object, ...] | None = None
        self._pending = False
        controller.scene_changed.connect(lambda scene, change: self._later())
        controller.position_changed.connect(self._on_move)
        controller.message.connect(self._on_message)

    def attach(self, widget: QWidget) -> None:
        self._widget = widget
        self._seen = None
        widget.installEventFilter(self)  # its LanguageChange: the texts again, translated
        self.update_now()

    def eventFilter(self, watched: QObject | None, event: QEvent | None) -> bool:
        language = event is not None and event.type() == QEvent.Type.LanguageChange
        if language and watched is self._widget:
            self._seen = None
            self._later()
        return False

    def _on_move(self, transition: Transition) -> None:
        color = transition.before.turn
        self._news.append(move_text(transition, self.controller.who(color)))
        self._later()

    def _on_message(self, text: str) -> None:
        if text:
            self._news.append(text if text.endswith((".", "…", "!", "?")) else text + ".")
            self._later()

    def _later(self) -> None:
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self.update_now)

    def update_now(self) -> None:
        """Write the name and the description from the controller's state now."""
        self._pending = False
        widget = self._widget
        if widget is None:
            return
        try:
            name, description = self.texts()
        except RuntimeError:  # the widget went (a board swap): the next attach names it
            return
        if self._news:
            name = " ".join(self._news)
            self._news = []
        try:
            if name is not None:
                widget.setAccessibleName(name)
            widget.setAccessibleDescription(description)
        except RuntimeError:
            self._widget = None

    def texts(self) -> tuple[str | None, str]:
        """(name, description) for the board now; the name is None when the cursor, the
        selection and the position are as last time (the name then stays what it is)."""
        c = self.controller
        marks = c.marks
        position = c.shown_position
        seen = (marks.cursor, marks.selected, position, c.looking_back_at, c.game.is_over)
        changed = seen != self._seen
        self._seen = seen
        cell = marks.cursor
        if cell is None:
            name = translate("BoardSpeech", "DVONN board")
            description = translate(
                "BoardSpeech",
                "The arrow keys move over the board's cells; Enter picks up a stack and "
                "drops it on the cell chosen; Escape lets go.",
            )
            return (name if changed else None), description
        name = cell_summary(position, cell)
        if cell == marks.selected:
            name += " " + translate("BoardSpeech", "Picked up.")
        elif cell in marks.destinations:
            name += " " + translate("BoardSpeech", "A landing cell.")
        return (name if changed else None), self._what_enter_does(cell)

    def _what_enter_does(self, cell: Cell) -> str:
        c = self.controller
        if c.looking_back_at is not None or c.shown_position != c.game.position:
            return QCoreApplication.translate(
                "GameController", "You are looking back at the game: press End to return to it"
            )
        if c.game.is_over:
            return QCoreApplication.translate(
                "GameController", "The game is over: start a new game or a rematch (Ctrl+N)"
            )
        position = c.game.position
        if not c.is_human_turn():
            template = QCoreApplication.translate("GameController", "Wait: it is %1's turn")
            return fill(template, c.name(position.turn))
        return enter_text(position, c.game.legal_moves(), c.marks.selected, cell)
