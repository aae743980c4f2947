"""The board editor's sentences, in the player's language (context "BoardEditor"): whether
the position can arise (the engine's reason, translated), what is on the board or left to
place, and what a screen reader hears on the board.  Built from the editor's data; none is
read back."""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication

from app.board_input import capitalised
from app.board_speech import cell_summary, pieces_text
from app.editor.setup_board import SetupBoard
from app.engine_text import reason_text
from app.i18n import fill
from engine.board import Cell
from engine.pieces import BLACK, DVONN, WHITE
from engine.position import Color, Phase
from engine.setup_check import SetupReason

translate = QCoreApplication.translate


def status_text(reason: SetupReason | None) -> str:
    """The live line: why the position cannot arise (a sentence), or that it is ready."""
    if reason is None:
        return translate("BoardEditor", "Ready: play can reach this position.")
    return capitalised(reason_text(reason)) + "."


def _pieces(counts: dict[str, int]) -> str:
    return pieces_text([piece * counts[piece] for piece in (WHITE, BLACK, DVONN)])


def counts_text(setup: SetupBoard) -> str:
    """In the placement phase who places next and what is left to place; in the movement
    phase what is on the board."""
    if setup.phase is Phase.PLACEMENT:
        left = setup.left_to_place()
        if not any(left.values()):
            return translate("BoardEditor", "Nothing is left to place.")
        template = (
            translate("BoardEditor", "White places next. Still to place: %1.")
            if setup.turn is Color.WHITE
            else translate("BoardEditor", "Black places next. Still to place: %1.")
        )
        return fill(template, _pieces(left))
    on_board = setup.on_board()
    if not any(on_board.values()):
        return translate("BoardEditor", "The board is empty.")
    return fill(translate("BoardEditor", "On the board: %1."), _pieces(on_board))


def piece_name(piece: str) -> str:
    """The palette's names, with their keys."""
    if piece == WHITE:
        return translate("BoardEditor", "White (W)")
    if piece == BLACK:
        return translate("BoardEditor", "Black (B)")
    return translate("BoardEditor", "DVONN (D)")


def board_help() -> str:
    """The board's description before the keyboard cursor is on it."""
    return translate(
        "BoardEditor",
        "The arrow keys move over the board's cells; Enter adds the chosen piece on top of "
        "the stack there, Backspace takes its top piece off; W, B and D choose the piece.",
    )


def enter_text(setup: SetupBoard, cell: Cell, piece: str) -> str:
    """What Enter and Backspace do on ``cell`` with ``piece`` chosen."""
    if piece == WHITE:
        text = translate("BoardEditor", "Enter adds a white piece on top.")
    elif piece == BLACK:
        text = translate("BoardEditor", "Enter adds a black piece on top.")
    else:
        text = translate("BoardEditor", "Enter adds a DVONN piece on top.")
    if setup.stacks[cell]:
        text += " " + translate("BoardEditor", "Backspace takes the top piece off.")
    return text


def cell_text(setup: SetupBoard, cell: Cell) -> str:
    """The cell and its stack (the game's words for it)."""
    return cell_summary(setup.shown(), cell)
