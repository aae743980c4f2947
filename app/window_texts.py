"""The main window's texts about the game on show: the panel's status line (moves named as
the move list numbers them, ``engine.numbering``: "after move 13…", Black's 13th), each
player's kind, and the evaluation box of a finished game.  Worded in the "MainWindow" context
of the catalogues."""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication

from app.controller import GameController
from app.engine_text import level_name, result_text, task_text
from app.i18n import fill
from app.records_io import is_boardspace_robot
from app.settings import PlayerKind
from engine.ai import level as level_info
from engine.numbering import move_label, move_number, next_move_number
from engine.position import Color

translate = QCoreApplication.translate  # literal contexts and texts: pylupdate6 finds them


def kind_text(controller: GameController, color: Color) -> str:
    """ "Human", "Computer · level 20, Champion", or "Computer" for a Boardspace robot (whose
    strength is none of our levels)."""
    if controller.kind(color) is PlayerKind.HUMAN:
        return translate("MainWindow", "Human")
    if is_boardspace_robot(controller.options.player_name(color)):
        return translate("MainWindow", "Computer")
    info = level_info(controller.options.level)
    return fill(
        translate("MainWindow", "Computer · level %1, %2"),
        str(info.number),
        level_name(info.number),
    )


def status_text(controller: GameController) -> str:
    """What is on show ("Looking back: after move 10… of 17", or the game review's picture:
    "before move 20", "the better line instead of move 20"), the result, or who is to do
    what, with the number of the move to make ("Move 2 · White to place a DVONN piece"):
    moves named as the move list numbers them."""
    c = controller
    start, board = c.game.start, c.review_board
    last = move_number(c.game.ply, start) if c.game.ply else 0
    if board is not None:  # the game review's picture: the moment it shows
        if board.played == 0:
            template = translate(
                "MainWindow", "Looking back: before move %1 of %2, and the better move"
            )
            return fill(template, move_label(board.ply, start), last)
        template = translate("MainWindow", "Looking back: the better line instead of move %1")
        return fill(template, move_label(board.ply, start))
    if c.looking_back_at is not None:
        if c.looking_back_at == 0:
            return translate("MainWindow", "Looking back: the start, before move 1 (End returns)")
        template = translate("MainWindow", "Looking back: after move %1 of %2 (End returns)")
        return fill(template, move_label(c.looking_back_at, start), last)
    result = c.game.result
    if result is not None:
        return result_text(result)
    position = c.game.position
    task = task_text(position, c.who(position.turn))  # the words of the status bar's prompt
    if c.remote is not None and c.remote.plays(position.turn):  # online: the other side's turn
        task = fill(translate("GameController", "%1 is thinking…"), c.who(position.turn))
    return fill(translate("MainWindow", "Move %1 · %2"), next_move_number(c.game.ply, start), task)


def game_over_text(controller: GameController) -> str | None:
    """The evaluation box's text when the game on show is over ("Game over: White wins 25–12
    (by 13)"): no depth and no line, there is nothing to search; None while it goes on."""
    c = controller
    if c.looking_back_at is not None or c.game.result is None:
        return None
    return fill(translate("MainWindow", "Game over: %1"), result_text(c.game.result))
