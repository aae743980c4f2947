"""Where analysis boards come from: the game shown, a record of My games, a puzzle, a position.

``AnalysisBoards`` opens each ``AnalysisWindow`` on its own copy of what it analyses, so the
game in the main window goes on untouched: the game's moves (with the side lines and comments
of the record it was opened from, when its moves are that record's main line) at the move
shown; in a review at a flagged move, the position that move was chosen in, with the review's
better move as a side line; a record; a position (the board editor's, a puzzle's).  What is
tried on a game is kept with it in My games (``GameKeeper``).  Every window shares the main
window's analysis process.  ``close_all`` closes them before the main
window closes (each asks about unsaved side lines first).
"""

from __future__ import annotations

from contextlib import suppress
from pathlib import Path

from PyQt6.QtCore import QObject

from app.ai_client import AnalysisClient
from app.analysis.keeper import GameKeeper
from app.analysis.session import AnalysisSession
from app.analysis.window import AnalysisWindow
from app.controller import GameController
from app.scene_builder import DisplayOptions
from engine.errors import DvonnError
from engine.moves import Move
from engine.position import Position
from engine.records.model import GameRecord
from engine.records.tree import ROOT, GameTree


def game_session(controller: GameController) -> AnalysisSession:
    """The controller's game as a tree, at the move shown (see the module's text)."""
    game, base = controller.game, controller.base
    moves = tuple(game.moves)
    review = controller.review_board
    shown = controller.shown_ply if review is None else max(0, review.ply - 1)
    tree = GameTree.from_moves(moves, game.start)
    if base is not None and base.moves == moves and base.start == game.start:
        with suppress(DvonnError):  # side lines that do not replay: the main line only
            tree = GameTree.from_record(base)
    line = tree.main_line()
    session = AnalysisSession(tree, line[min(shown, len(line) - 1)], base)
    better = review.better if review is not None else None
    if better is not None:  # a side line, unless the game's move was the better one
        session.play(better)
        session.back()
        session.changed = False  # the review's move, not the player's: nothing to save yet
    return session


class AnalysisBoards(QObject):
    def __init__(
        self,
        analyser: AnalysisClient | None,
        folder: Path,
        controller: GameController,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.analyser = analyser
        self.folder = folder
        self.controller = controller  # the main window's: its games are kept in My games
        self.display = DisplayOptions()
        self.windows: list[AnalysisWindow] = []

    def open(self, session: AnalysisSession, keeper: GameKeeper | None = None) -> AnalysisWindow:
        window = AnalysisWindow(session, self.analyser, self.folder, keeper)
        window.set_display(self.display)
        window.destroyed.connect(lambda _=None, w=window: self._forget(w))
        self.windows.append(window)
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def _forget(self, window: AnalysisWindow) -> None:
        if window in self.windows:
            self.windows.remove(window)

    def from_game(self) -> AnalysisWindow:
        """The main window's game, at the move shown."""
        controller = self.controller
        library = controller.library
        entry = library.current if library is not None else None
        return self.open(game_session(controller), GameKeeper(controller, entry, controller.game))

    def from_record(self, record: GameRecord, entry: str | None = None) -> AnalysisWindow:
        """A record's whole tree, from its start (RecordParseError when it does not replay);
        ``entry``: the entry of My games it is, where what is tried is kept."""
        session = AnalysisSession(GameTree.from_record(record), ROOT, record)
        keeper = GameKeeper(self.controller, entry) if entry is not None else None
        return self.open(session, keeper)

    def from_position(self, position: Position, moves: tuple[Move, ...] = ()) -> AnalysisWindow:
        """``position`` (then ``moves`` from it, the last one shown)."""
        session = AnalysisSession(GameTree(position))
        session.play_line(moves)
        session.changed = False
        return self.open(session)

    def set_display(self, display: DisplayOptions) -> None:
        self.display = display
        for window in self.windows:
            window.set_display(display)

    def close_all(self) -> bool:
        """Close every analysis board; False when one stays open (the player cancelled)."""
        return all(window.close() for window in list(self.windows))
