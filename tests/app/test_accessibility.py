"""A screen reader on the real window under Xvfb: what Qt's accessibility layer reports for
the board (its QAccessibleInterface's name and description, and the NameChanged events) as
the keyboard cursor moves and moves are played, and the side panel's order.

The expected words come from the engine (stacks, legal moves, what a move cut off), never
from the texts under test; counts are checked as numbers beside their kind ("3 white"), so
the checks hold with or without the English plural forms of the catalogue.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtCore import Qt
from PyQt6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app.interaction import step_cursor
from app.main_window import MainWindow
from app.settings import GameOptions, PlayerKind
from engine.board import CELLS, Cell
from engine.game import Game
from engine.moves import Move
from engine.pieces import BLACK, DVONN, WHITE, stack_owner
from engine.position import Color, Position
from engine.rules import Transition, apply, legal_moves
from tests.app import accessible_probe
from tests.app.accessible_probe import Accessibility, address
from tests.app.test_window import make_window

pytestmark = [
    pytest.mark.gui,
    pytest.mark.skipif(
        not accessible_probe.available(), reason="the ctypes probe knows x86-64 Linux only"
    ),
]

HUMANS = GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.HUMAN)
KEYS = {
    "left": Qt.Key.Key_Left,
    "right": Qt.Key.Key_Right,
    "up": Qt.Key.Key_Up,
    "down": Qt.Key.Key_Down,
}


@pytest.fixture
def a11y() -> Iterator[Accessibility]:
    with Accessibility().active() as probe:
        yield probe


def board_of(window: MainWindow) -> QWidget:
    return window.board.as_widget()


def path_keys(start: Cell | None, target: Cell) -> list[str]:
    """The arrow presses that take the cursor from ``start`` (None: no cursor yet) to
    ``target``, found over interaction.step_cursor's own steps."""
    first = step_cursor(None, "up")
    if start is None:
        return ["up", *path_keys(first, target)]
    seen = {start: list[str]()}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        if cell == target:
            return seen[cell]
        for direction in KEYS:
            nxt = step_cursor(cell, direction)
            if nxt not in seen:
                seen[nxt] = [*seen[cell], direction]
                queue.append(nxt)
    raise AssertionError(f"the cursor cannot reach {target}")


def go_to(qtbot: QtBot, window: MainWindow, target: Cell) -> None:
    board = board_of(window)
    for direction in path_keys(window.controller.marks.cursor, target):
        qtbot.keyClick(board, KEYS[direction])
    assert window.controller.marks.cursor == target


def settle(qtbot: QtBot) -> None:
    qtbot.wait(5)  # the speech writes once per turn of the event loop


def start(window: MainWindow, game: Game, qtbot: QtBot) -> QWidget:
    window.controller.load(game, HUMANS)
    window.activateWindow()  # keys go to the active window's focus
    board = board_of(window)
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    return board


def played_game(seed: int, plies: int) -> Game:
    """A game from a random full board, ``plies`` random moves in."""
    rng = random.Random(seed)
    game = Game(Position.random_setup(seed))
    for _ in range(plies):
        moves = game.legal_moves()
        if not moves or game.is_over:
            break
        game.play(rng.choice(moves))
    return game


def colour_word(stack: str) -> str:
    owner = stack_owner(stack)
    return "white" if owner is Color.WHITE else "black"


def test_the_cursor_names_the_cell_its_stack_and_where_it_can_move(
    qtbot: QtBot, tmp_path: Path, a11y: Accessibility
) -> None:
    window = make_window(qtbot, tmp_path)
    game = played_game(3, 12)
    position = game.position
    legal = legal_moves(position)
    # an own stack that can move, as high as can be found
    sources = {m.source for m in legal if m.source is not None}
    source = max(sources, key=lambda c: (len(position.stack(c)), -int(c)))
    board = start(window, game, qtbot)
    go_to(qtbot, window, source)
    settle(qtbot)
    stack = position.stack(source)
    assert len(stack) >= 2  # "a white stack of N pieces" (one piece: "1 white piece")
    name = a11y.name(board)
    assert name.startswith(f"{source}: a {colour_word(stack)} stack of {len(stack)} piece")
    assert ("DVONN" in name) == (DVONN in stack)
    targets = sorted(str(m.target) for m in legal if m.source == source)
    description = a11y.description(board)
    assert f"{len(targets)} cell" in description
    assert description.endswith(", ".join(targets) + ".")
    # what a screen reader hears: one NameChanged per step, the last one this cell
    assert a11y.said(board)[-1] == name
    # Enter picks it up: the description says it goes back down with Enter
    qtbot.keyClick(board, Qt.Key.Key_Return)
    settle(qtbot)
    assert window.controller.marks.selected == source
    assert "Picked up" in a11y.name(board)


def test_a_stack_that_cannot_move_says_why(
    qtbot: QtBot, tmp_path: Path, a11y: Accessibility
) -> None:
    window = make_window(qtbot, tmp_path)
    game = Game(Position.random_setup(5))
    position = game.position
    movable = {m.source for m in legal_moves(position)}
    stuck = next(
        c for c in CELLS if stack_owner(position.stack(c)) is Color.WHITE and c not in movable
    )
    board = start(window, game, qtbot)
    go_to(qtbot, window, stuck)
    settle(qtbot)
    name = a11y.name(board)
    # "a white stack of 1 piece(s)", or "1 white piece" with the English plural forms
    assert name.startswith(f"{stuck}: ") and "white" in name and " 1 " in name
    assert a11y.description(board) == (f"{stuck} is surrounded on all six sides and cannot move.")


def test_placement_says_free_cells_and_a_placed_piece(
    qtbot: QtBot, tmp_path: Path, a11y: Accessibility
) -> None:
    window = make_window(qtbot, tmp_path)
    board = start(window, Game(), qtbot)
    qtbot.keyClick(board, Qt.Key.Key_Up)  # the cursor appears on the centre
    settle(qtbot)
    cell = window.controller.marks.cursor
    assert a11y.name(board) == f"{cell}: empty."
    assert a11y.description(board) == "Enter places a DVONN piece here."  # the first three
    qtbot.keyClick(board, Qt.Key.Key_Return)
    settle(qtbot)
    assert window.controller.game.ply == 1
    # one event for the move and the next player's prompt
    assert (
        a11y.said(board)[-1]
        == f"White placed a DVONN piece on {cell}. Black to place a DVONN piece."
    )
    assert a11y.description(board).startswith(f"{cell} is already occupied")
    # the cursor moves on: the cell, not the old news
    qtbot.keyClick(board, Qt.Key.Key_Right)
    settle(qtbot)
    assert a11y.name(board) == f"{window.controller.marks.cursor}: empty."


def test_a_refused_move_says_why(qtbot: QtBot, tmp_path: Path, a11y: Accessibility) -> None:
    window = make_window(qtbot, tmp_path)
    game = Game(Position.random_setup(5))
    position = game.position
    black = next(c for c in CELLS if stack_owner(position.stack(c)) is Color.BLACK)
    board = start(window, game, qtbot)
    go_to(qtbot, window, black)
    settle(qtbot)
    assert a11y.description(board) == f"{black} is not yours: it belongs to black."
    qtbot.keyClick(board, Qt.Key.Key_Return)
    settle(qtbot)
    assert a11y.said(board)[-1] == f"{black} is not yours: it belongs to black."
    assert window.controller.game.ply == 0


def cutting_game() -> tuple[Game, Move, Transition]:
    """A game where White, to move, has a move that cuts off stacks of both colours or at
    least several pieces (searched over random games)."""
    for seed in range(200):
        game = played_game(seed, 20)
        if game.is_over or game.position.turn is not Color.WHITE:
            continue
        for move in game.legal_moves():
            transition = apply(game.position, move)
            if transition.pieces_removed >= 2:
                return game, move, transition
    raise AssertionError("no game with a cutting move")


def test_a_move_says_what_it_cut_off(qtbot: QtBot, tmp_path: Path, a11y: Accessibility) -> None:
    window = make_window(qtbot, tmp_path)
    game, move, transition = cutting_game()
    assert move.source is not None and move.target is not None
    board = start(window, game, qtbot)
    go_to(qtbot, window, move.source)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    go_to(qtbot, window, move.target)
    settle(qtbot)
    pieces = "".join(stack for _, stack in transition.removed)
    stacks = len(transition.removed)
    # before: the landing cell warns of the cut-off
    description = a11y.description(board)
    assert description.startswith(f"Enter moves the stack on {move.source} here.")
    assert f"cuts off {stacks} stack" in description
    qtbot.keyClick(board, Qt.Key.Key_Return)
    settle(qtbot)
    news = a11y.said(board)[-1]
    assert news.startswith(f"White moved the stack on {move.source} to {move.target}.")
    assert f"It cut off {stacks} stack" in news
    for piece, word in ((WHITE, "white"), (BLACK, "black"), (DVONN, "DVONN")):
        count = pieces.count(piece)
        assert (f"{count} {word} piece" in news) == (count > 0), (word, news)


def test_the_computer_s_move_is_said_the_same_way(
    qtbot: QtBot, tmp_path: Path, a11y: Accessibility
) -> None:
    window = make_window(qtbot, tmp_path)
    window.controller.pace_seconds = 0.0
    options = GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.COMPUTER, level=1)
    window.controller.load(Game(), options)
    board = board_of(window)
    window.activateWindow()
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    qtbot.keyClick(board, Qt.Key.Key_Up)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.game.ply == 2, timeout=30000)
    settle(qtbot)
    placed = window.controller.game.moves[1].target
    assert (
        a11y.said(board)[-1]
        == f"Black placed a DVONN piece on {placed}. White to place a DVONN piece."
    )


def test_the_flat_board_speaks_too(qtbot: QtBot, tmp_path: Path, a11y: Accessibility) -> None:
    window = make_window(qtbot, tmp_path, prefer_3d=False)
    board = start(window, Game(), qtbot)
    assert a11y.name(board) == "White to place a DVONN piece."  # the controller's prompt
    assert a11y.description(board).startswith("The arrow keys move over the board's cells")
    qtbot.keyClick(board, Qt.Key.Key_Down)
    settle(qtbot)
    assert a11y.name(board) == f"{window.controller.marks.cursor}: empty."


def test_the_side_panel_reads_in_order_and_tab_follows_it(
    qtbot: QtBot, tmp_path: Path, a11y: Accessibility
) -> None:
    window = make_window(qtbot, tmp_path)
    game = played_game(3, 2)
    board = start(window, game, qtbot)
    panel = window.panel
    order = a11y.children(panel)
    shown = [
        address(w)
        for w in (panel.status, *panel.boxes.values(), panel.hint, panel.evaluation, panel.moves)
    ]
    assert [order.index(w) for w in shown] == sorted(order.index(w) for w in shown)
    white, black = panel.boxes[Color.WHITE], panel.boxes[Color.BLACK]
    assert (a11y.name(white), a11y.description(white)) == ("White player", "To move")
    assert (a11y.name(black), a11y.description(black)) == ("Black player", "")
    assert a11y.description(white.clock) == "White's clock"
    assert a11y.name(panel.moves) == "Moves"
    # each move is read with its number, side and cells
    first = game.moves[0]
    item = panel.moves.item(0, 0)
    assert item is not None
    assert item.data(Qt.ItemDataRole.AccessibleTextRole) == (
        f"Move 1, White: {first.source} to {first.target}"
    )
    # Tab from the board: the buttons, the evaluation box, the move list
    stops = []
    for _ in range(3):
        qtbot.keyClick(window.focusWidget() or board, Qt.Key.Key_Tab)
        stops.append(window.focusWidget())
    assert stops == [panel.hint, panel.evaluation, panel.moves]


def test_a_new_language_is_spoken_at_once(
    qtbot: QtBot, tmp_path: Path, a11y: Accessibility, request: pytest.FixtureRequest
) -> None:
    window = make_window(qtbot, tmp_path)
    game = Game(Position.random_setup(5))
    black = next(c for c in CELLS if stack_owner(game.position.stack(c)) is Color.BLACK)
    board = start(window, game, qtbot)
    go_to(qtbot, window, black)
    settle(qtbot)
    assert a11y.description(board) == f"{black} is not yours: it belongs to black."
    request.getfixturevalue("french")  # View → Language → Français, as i18n.install does
    qtbot.waitUntil(
        lambda: a11y.description(board) != f"{black} is not yours: it belongs to black."
    )
    assert a11y.description(board).startswith(f"{black} n")  # "… n'est pas à vous …"
