"""An online game in the main window: the session's events played on the controller.

The other side's moves reach the game through ``GameController.play``, as every move does;
ours go to the session first (``vet``: the controller's ``Remote``), which sends them
and answers the seconds they take off our clock.  A takeback both sides agreed, a
resignation or a flag fall (both sides record the same) go to the controller as well.  The
game is an ordinary one in My games, with both names and ``[Site "online"]``, saved after
every move; the hint, the analysis and the blunder warning are off until it is over.

The record also keeps what continuing the game online needs (``engine.online.saved``: the
terms, our role, the server, the connections made at the resume code), so that a game whose
window was closed, killed or crashed can be opened from My games and continued
(``restore``): its tags are written with the first save and again after each new connection.
"""

from __future__ import annotations

import time
from dataclasses import replace

from PyQt6.QtCore import QObject, pyqtSignal

from app.controller import GameController
from app.online.session import OnlineSession
from app.online.texts import refusal_text
from app.settings import GameOptions, PlayerKind
from engine.game import Game, Result, Termination
from engine.moves import Move
from engine.online.match import start_position
from engine.online.messages import Propose
from engine.online.saved import SITE, SavedOnline, time_control, with_saved
from engine.pieces import Color
from engine.records import GameRecord


def online_options(terms: Propose, white: str, black: str) -> GameOptions:
    """The controller's options for an online game: two people, the terms' clock, no
    blunder warning."""
    return GameOptions(
        white=PlayerKind.HUMAN,
        black=PlayerKind.HUMAN,
        random_setup=False,
        clock_minutes=terms.minutes,
        white_name=white,
        black_name=black,
        warn_blunders=False,
    )


class OnlineGame(QObject):
    """The session's game on ``controller``, from ``started`` on."""

    arrived = pyqtSignal()  # the other side's move was played (a sound, the status line)

    def __init__(self, session: OnlineSession, controller: GameController, our_name: str):
        super().__init__(session)
        self.session = session
        self.controller = controller
        self.our_name = our_name
        self.their_name = ""
        self.color: Color | None = None
        self.saved: SavedOnline | None = None  # what the record keeps to continue it
        self._arriving: float | None = None  # the seconds of the other side's move in play
        self._arriving_move: Move | None = None
        session.greeted.connect(self._greeted)
        session.started.connect(self._started)
        session.moved.connect(self._moved)
        session.taken_back.connect(controller.take_back_to)
        session.finished.connect(self._finished)
        session.resumes_changed.connect(self._resumes_changed)

    @property
    def active(self) -> bool:
        """Whether the controller plays this game now."""
        return self.color is not None and self.controller.remote is self

    # --- the controller's Remote ------------------------------------------------------------

    def plays(self, color: Color) -> bool:
        return self.color is not None and color is not self.color

    def vet(self, move: Move, seconds_used: float | None) -> float | None:
        if self._arriving is not None:
            return self._arriving if move == self._arriving_move else None
        if self.color is None or self.controller.game.position.turn is not self.color:
            return None  # the other side's moves come from it only
        return self.session.play(move)

    def refusal(self) -> str:
        return refusal_text(self.session.refusal())

    # --- the session's events -----------------------------------------------------------------

    def _greeted(self, name: str) -> None:
        self.their_name = name

    def restore(self, saved: SavedOnline, their_name: str) -> None:
        """The game of a record the window opened (``engine.online.saved``), played on as
        ours once the controller loads it with this as its remote."""
        self.color, self.their_name, self.saved = saved.color, their_name, saved

    def _started(self, terms: Propose, color: Color) -> None:
        self.color = color
        session = self.session
        self.saved = SavedOnline(session.match.role, terms, session.server or "", 0)
        names = {color: self.our_name, color.other: self.their_name}
        options = online_options(terms, names[Color.WHITE], names[Color.BLACK])
        start = start_position(terms)
        base = GameRecord(
            start=start,
            white=names[Color.WHITE],
            black=names[Color.BLACK],
            date=time.strftime("%Y.%m.%d"),
            site=SITE,
            time_control=time_control(terms),
            extra_tags=self.saved.tags(),
        )
        game = Game(start, terms.minutes or None)
        self.controller.load(game, options, base, remote=self)

    def _resumes_changed(self, resumes: int) -> None:
        """A new connection at the resume code: the record keeps its number (the next one
        both sides open counts from it), saved at once."""
        base = self.controller.base
        if not self.active or self.saved is None or base is None:
            return
        self.saved = replace(self.saved, resumes=resumes)
        self.controller.base = replace(base, extra_tags=with_saved(base.extra_tags, self.saved))
        self.controller.store()

    def _moved(self, move: Move, charged: float) -> None:
        if self.active:
            self._arriving, self._arriving_move = charged, move
            try:
                self.controller.play(move, charged)
            finally:
                self._arriving = self._arriving_move = None
            self.arrived.emit()

    def _finished(self, result: Result) -> None:
        """A resignation or a flag fall (the rules' own end the controller finds itself)."""
        if not self.active or result.termination is Termination.NORMAL:
            return
        game = self.session.match.game
        if game is not None and game.ply < self.controller.game.ply:
            self.controller.take_back_to(game.ply)  # a move that crossed the claim
        winner = result.winner
        if winner is not None:
            self.controller.conclude(result.termination, winner.other)
