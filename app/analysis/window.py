"""The analysis board: a position and its game tree, the engine's lines, proven results.

A window of its own beside the game (``MainWindow.open_analysis``): the game it came from is
never changed by what is tried here.  The board takes any legal move of the position shown
(the rules refuse the others with their reason); a move the tree holds is followed, any other
starts a side line (``AnalysisSession``).  The move list (``TreeView``) shows the tree;
clicks and its keys move about it, Alt with the same keys anywhere in the window.  With the
engine on (``LinesPanel``'s box), the position shown is analysed continuously and its moves
solved (``EngineLines``); a line's button plays it into the tree, and the proven results are
marked on the board.  Undo and redo step through the edits.  The side lines and comments
tried on a game are kept with it in My games after every edit (``GameKeeper``); Save as…
writes the tree as a record (variations and comments where the format keeps them, asking
first where it does not).  Closing with edits kept nowhere (a position's, or a game that
could not be written) asks first.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from PyQt6.QtCore import QCoreApplication, Qt
from PyQt6.QtGui import QCloseEvent
from PyQt6.QtWidgets import QInputDialog, QMessageBox, QSplitter, QWidget

from app import TITLE, records_io
from app.ai_client import AnalysisClient
from app.analysis.keeper import GameKeeper
from app.analysis.session import AnalysisSession
from app.analysis.tree_view import TreeView
from app.board_input import capitalised
from app.engine_lines import EngineLines
from app.engine_text import reason_text
from app.file_actions import ask_about_format, lost_word
from app.i18n import fill
from app.learn.board_page import BoardPage
from app.learn.keyboard_play import KeyboardPlay
from app.records_io import RecordError
from app.save_paths import ask_record_path
from app.scene_builder import scene_change
from app.shown_names import shown_name
from app.widgets.lines_panel import LinesPanel
from app.widgets.move_list import spoken_move
from engine.ai.search_info import SearchInfo
from engine.moves import Move
from engine.position import Color, Position
from engine.records.tree import ROOT
from engine.review.solve import MoveSolution
from engine.rules import is_game_over, why_illegal

translate = QCoreApplication.translate


class AnalysisWindow(BoardPage):
    def __init__(
        self,
        session: AnalysisSession,
        analyser: AnalysisClient | None,
        folder: Path,
        keeper: GameKeeper | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(translate("Analysis", "Analysis board – DVONN 3D"), parent=parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.session = session
        self.keeper = keeper  # where the side lines are kept with their game (None: nowhere)
        self._kept = session.tree  # the tree kept (or as it came)
        self._keeping = False  # the last edit was kept with the game
        self.folder = folder  # where Save as… starts
        self.saved_path: Path | None = None
        self.heading.setText(translate("Analysis", "Analysis board"))
        self.tree_view = TreeView()
        self.tree_view.node_chosen.connect(self.show_node)
        self.tree_view.navigate.connect(self.navigate)
        self.tree_view.edit_requested.connect(self.edit)
        self.tree_view.leave.connect(self.focus_board)
        self.lines = LinesPanel()
        self.lines.line_chosen.connect(self.play_line)
        self.lines.results_toggled.connect(self._results_toggled)
        self.engine: EngineLines | None = None
        if analyser is not None:
            self.engine = EngineLines(analyser, self)
            self.engine.lines_changed.connect(self._on_lines)
            self.engine.solved.connect(self._on_solved)
            self.engine.failed.connect(lambda text: self.say(text, "wrong"))
            self.lines.analysis_toggled.connect(self.engine.set_enabled)
        else:
            self.lines.analysis.setChecked(False)
            self.lines.analysis.setEnabled(False)
        parts = QSplitter(Qt.Orientation.Vertical)
        parts.addWidget(self.tree_view)
        parts.addWidget(self.lines)
        parts.setSizes([150, 400])  # the lines and every move need the room more
        self.column.insertWidget(3, parts, 1)
        self.column.takeAt(self.column.count() - 1)  # the stretch: the lists take the room
        self.splitter.setSizes([600, 420])  # the lines' words need the room more than the board
        self.undo_button = self.button(translate("Analysis", "Undo"), self.undo)
        self.redo_button = self.button(translate("Analysis", "Redo"), self.redo)
        self.save_button = self.button(translate("Analysis", "Save as…"), self.save_as)
        self._key_action("Ctrl+Z", self.undo)
        self._key_action("Ctrl+Shift+Z", self.redo)
        self._key_action("Ctrl+S", self.save_as)
        for key, step in (
            ("Alt+Left", "back"),
            ("Alt+Right", "forward"),
            ("Alt+Up", "previous"),
            ("Alt+Down", "next"),
            ("Alt+Home", "home"),
            ("Alt+End", "end"),
        ):
            self._key_action(key, partial(self.navigate, step))
        self.keys = KeyboardPlay(self)  # arrows, Enter and speech on the board, as in the game
        self.show_node(session.node)

    def _use_flat_board(self, reason: str) -> None:
        super()._use_flat_board(reason)
        self.keys.attach(self.board.as_widget())

    # --- what is shown -----------------------------------------------------------------

    def show_node(self, node: int, animate: bool = False) -> None:
        """Show ``node`` of the tree (animated: the move that leads there is played)."""
        self.session.go(node)
        tree, shown = self.session.tree, self.session.node
        change = scene_change(tree.transition(shown)) if animate and shown else None
        self._epoch += 1
        self.position = self.session.position
        self._last = self.session.last_move
        self._hint = self._answer = None
        self.marks.clear_selection()
        if self.marks.solved is not None and self.marks.solved[0] != self.position:
            self.marks.solved = None  # another position's results
        self.say("")
        self.refresh(change)
        if shown != ROOT:
            self.keys.said_move(tree.transition(shown))
        self.tree_view.show_tree(tree, shown)
        self.goal.setText(self._where())
        self.undo_button.setEnabled(self.session.can_undo)
        self.redo_button.setEnabled(self.session.can_redo)
        self.lines.show_lines(self.position, None)
        if self.engine is not None:
            self.engine.show(self.position)
        if self.session.tree is not self._kept:
            self._keep()

    def _keep(self) -> None:
        """The tree edited: kept with its game in My games, said the first time (and when
        it cannot be)."""
        self._kept = self.session.tree
        if self.keeper is None:
            return
        was, self._keeping = self._keeping, self.keeper.keep(self.session)
        if self._keeping and not was:
            self.say(
                translate(
                    "Analysis",
                    "Your side lines and comments are kept with the game in My games.",
                ),
                "plain",
            )
        elif not self._keeping:
            self.say(
                translate(
                    "Analysis",
                    "Your side lines cannot be kept with the game in My games now (it is open "
                    "in another window, or cannot be written): use Save as… to keep them.",
                ),
                "wrong",
            )

    def _where(self) -> str:
        """Which move is shown and who is to play, as a sentence."""
        tree, node = self.session.tree, self.session.node
        position = self.position
        if node == tree.main_line()[0]:
            where = translate("Analysis", "The start position.")
        else:
            number, color = tree.turn(node)
            move = tree.move(node)
            assert move is not None
            where = spoken_move(number, color, move) + "."
            if not tree.is_main_line(node):
                where = fill(translate("Analysis", "%1 (a side line)"), where)
        if is_game_over(position):
            return where + " " + translate("Analysis", "The game is over.")
        side = (
            translate("Analysis", "White to play.")
            if position.turn is Color.WHITE
            else translate("Analysis", "Black to play.")
        )
        return where + " " + side

    def _on_lines(self, info: SearchInfo | None) -> None:
        if self.engine is not None:
            self.lines.show_lines(self.engine.position, info)

    def _on_solved(self, position: Position, solutions: tuple[MoveSolution, ...]) -> None:
        if position != self.position:
            return
        self.marks.solved = (position, solutions)
        self.lines.show_solutions(position, solutions)
        self.refresh()

    def _results_toggled(self, on: bool) -> None:
        self.marks.results_everywhere = on
        self.refresh()

    # --- moving about and trying moves ----------------------------------------------------

    def navigate(self, step: str) -> None:
        session = self.session
        moved = {
            "back": session.back,
            "forward": session.forward,
            "previous": lambda: session.sibling(-1),
            "next": lambda: session.sibling(1),
            "home": session.home,
            "end": session.end,
        }[step]()
        if moved:
            self.show_node(session.node, animate=step == "forward")

    def try_move(self, move: Move) -> None:
        reason = why_illegal(self.position, move)
        if reason is not None:
            said = capitalised(reason_text(reason)) + "."
            self.say(said, "wrong")
            self.refresh()
            self.board.as_widget().setAccessibleName(said)
            return
        self.session.play(move)
        self.show_node(self.session.node, animate=True)

    def play_line(self, moves: tuple[Move, ...]) -> None:
        """A line of the engine's, from the position shown: into the tree, its first move
        shown (→ steps along it)."""
        if not moves:
            return
        start = self.session.node
        self.session.play_line(moves)
        first = self.session.tree.child(start, moves[0])
        self.show_node(first if first is not None else self.session.node, animate=True)

    def edit(self, kind: str, node: int) -> None:
        session = self.session
        if kind == "main_line":
            session.make_main_line(node)
        elif kind == "promote":
            session.promote(node)
        elif kind == "delete":
            session.delete(node)
        elif kind == "comment":
            text, ok = QInputDialog.getText(
                self,
                translate("Analysis", "Comment"),
                fill(translate("Analysis", "Comment after %1:"), self.tree_view.spoken(node)),
                text=session.tree.comment(node),
            )
            if not ok:
                return
            session.comment(node, " ".join(text.split()))
        self.show_node(session.node)

    def undo(self) -> None:
        if self.session.undo():
            self.show_node(self.session.node)

    def redo(self) -> None:
        if self.session.redo():
            self.show_node(self.session.node)

    # --- saving ---------------------------------------------------------------------

    def save_as(self) -> bool:
        """Write the tree to a file the player chooses; where the format would drop part of
        it (a LittleGolem transcript keeps no side lines), ask first."""
        title = translate("Analysis", "Save the analysis")
        asked = ask_record_path(self, title, self.folder, "analysis")
        if asked is None:
            return False
        path, file_type = asked
        record = self.session.record()
        try:
            lost = records_io.lost_in(record, file_type)
            text = translate("MainWindow", "A %1 file would not keep everything in this game: %2.")
            can_write = True
        except RecordError as error:
            lost, text, can_write = (
                [str(error)],
                translate("MainWindow", "A %1 cannot hold this game: %2."),
                False,
            )
        if lost:
            found = ", ".join(lost_word(part) for part in lost)
            label = records_io.file_type_label(file_type)
            choice = ask_about_format(self, fill(text, label, found), can_write)
            if choice == "dvn":
                return self.save_as()
            if choice != "anyway":
                return False
        try:
            records_io.save_record(record, path, file_type)
        except RecordError as error:
            text = fill(translate("MainWindow", "The game was not saved:\n%1"), str(error))
            QMessageBox.warning(self, TITLE, text)
            return False
        self.saved_path, self.folder = path, path.parent
        self.session.changed = False
        self.setWindowTitle(f"{shown_name(path.name)} – {translate('Analysis', 'Analysis board')}")
        self.say(fill(translate("MainWindow", "Saved %1"), str(path)), "right")
        return True

    def closeEvent(self, event: QCloseEvent | None) -> None:
        if event is None:
            return
        if self.session.changed and not self._keeping:
            answer = QMessageBox.question(
                self,
                TITLE,
                translate("Analysis", "Save the side lines and comments you added?"),
                QMessageBox.StandardButton.Save
                | QMessageBox.StandardButton.Discard
                | QMessageBox.StandardButton.Cancel,
            )
            if answer == QMessageBox.StandardButton.Cancel or (
                answer == QMessageBox.StandardButton.Save and not self.save_as()
            ):
                event.ignore()
                return
        if self.engine is not None:
            self.engine.stop()
        event.accept()
