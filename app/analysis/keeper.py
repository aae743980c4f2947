"""Where an analysis board's side lines and comments are kept: with their game in My games.

A board opened on a game (the one shown in the main window, or an entry of My games) keeps
what is tried on it in that game's record after every edit (``AnalysisSession.kept``: the
game's moves stay its main line).  While the main window shows that game, its controller
takes them (``GameController.keep_side_lines``), so the game goes on untouched and is saved
with them; once it shows another, the entry is written again (``Library.rewrite``).  An entry
that another window has open is left as it is: the board says so, and Save as… remains.
"""

from __future__ import annotations

from app.analysis.session import AnalysisSession
from app.controller import GameController
from engine.game import Game


class GameKeeper:
    def __init__(
        self, controller: GameController, entry: str | None, game: Game | None = None
    ) -> None:
        self.controller = controller
        self.entry = entry  # the game's entry in My games (None: not saved yet)
        self.game = game  # the game on the main board it came from

    def keep(self, session: AnalysisSession) -> bool:
        """Keep ``session``'s side lines and comments with the game; False when they could
        not be (the entry is another window's, gone or unwritable)."""
        controller, library = self.controller, self.controller.library
        if library is None:
            return False
        if controller.game is self.game or (
            self.entry is not None and library.current == self.entry
        ):
            self.game = controller.game
            controller.keep_side_lines(session.kept)
            self.entry = library.current
            return self.entry is not None and library.problem is None
        if self.entry is None:
            return False
        try:
            return library.rewrite(self.entry, session.kept)
        except OSError:
            return False
