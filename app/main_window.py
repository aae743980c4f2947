"""The main window: board, side panel, menus and dialogs, wired to the controller.

No rules here: the board says which cell was clicked, the controller decides, and the window
shows what the controller reports (scene, history, messages, clocks, the computer's state).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path

from PyQt6.QtCore import QByteArray, QCoreApplication, QEvent, Qt, QTimer
from PyQt6.QtGui import QCloseEvent
from PyQt6.QtWidgets import (
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app import TITLE, i18n
from app.analysis.boards import AnalysisBoards
from app.blunder_warning import BlunderWarning
from app.board_host import BoardHost
from app.board_keys import BoardKeys
from app.board_speech import BoardSpeech
from app.controller import GameController
from app.editor.opener import EditorOpener
from app.file_actions import FileActions
from app.games_actions import GamesActions
from app.i18n import fill
from app.learn.launcher import Launcher
from app.learn.progress import Progress
from app.learn.training_actions import TrainingActions
from app.library import Library
from app.menu_language import make_menus
from app.menus import retranslate_menus
from app.online.actions import OnlineActions
from app.records_io import LoadedGame
from app.review_ui import ReviewUi
from app.scene_builder import DisplayOptions
from app.settings import GameOptions, Settings
from app.sound import SoundPlayer
from app.view.animation import AnimationSpeed
from app.view.board_widget import BoardWidget
from app.view.scene import Palette, Scene, SceneChange
from app.widgets.level_record_label import attach_level_record
from app.widgets.new_game_dialog import NewGameDialog
from app.widgets.rules_dialog import RulesDialog
from app.widgets.side_panel import SidePanel
from app.widgets.storage_banner import StorageBanner
from app.window_fit import fit
from app.window_texts import game_over_text, kind_text, status_text
from engine.ai.search_info import SearchInfo
from engine.game import Game
from engine.moves import Move
from engine.position import Color, Position
from engine.records.model import GameRecord
from engine.training import Exercise

log = logging.getLogger(__name__)
# Computer moves wait at least this long times the animation speed, so they can be followed.
BASE_PACE_SECONDS = 0.7
# The panel's width at first: room for the longest player line (French, level 10).
PANEL_WIDTH = 340


class MainWindow(QMainWindow):
    def __init__(
        self,
        settings: Settings | None = None,
        library: Library | None = None,
        prefer_3d: bool = True,
    ) -> None:
        super().__init__()
        self.settings = settings if settings is not None else Settings()
        self.closed = False  # closed for good: its game and worker are shut down
        self.library = library  # every game is kept there (None: nothing is saved)
        self.controller = GameController(library, self)
        self.board_keys = BoardKeys(self.controller, self)  # keyboard play on the board
        self.board_speech = BoardSpeech(self.controller, self)  # what a screen reader says
        self.learning = Launcher(Progress(self.settings.store), self)
        self.board_editor = EditorOpener(self, self, self.analyse_position)
        self.analysis_boards = AnalysisBoards(
            self.controller.computer.analyser,
            Path(self.settings.last_directory),
            self.controller,
            self,
        )
        self.learning.analyse = self.analyse_position
        self.sound = SoundPlayer(self.settings.sound, self)
        self.setWindowTitle(TITLE)
        fit(self, 1180, 760)  # or less, on a smaller screen

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.panel = SidePanel()
        self.panel.setMinimumWidth(260)
        # The board in a main window of its own inside the splitter: its bottom dock area
        # (the review) lies under the board only, and the panel keeps the window's height.
        self.board_area = QMainWindow()
        self.board_area.setWindowFlags(Qt.WindowType.Widget)
        self.board_area.setObjectName("BoardArea")
        self.splitter.addWidget(self.board_area)
        # The board (the flat one when asked or once OpenGL fails), as every board window has it.
        self.host = BoardHost(
            self.controller.input.cell_clicked,
            self.controller.input.cell_hovered,
            lambda old, new: self._install_board(new),
            prefer_3d=prefer_3d,
            parent=self,
        )
        self.host.fell_back.connect(self._on_gl_failed)
        self._install_board(self.board)
        self.splitter.addWidget(self.panel)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setSizes([850, PANEL_WIDTH])
        self.banner = StorageBanner()  # stays while the game is not being saved
        self.banner.show_problem(self.controller.storage_problem)
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.banner)
        column.addWidget(self.splitter, 1)
        self.setCentralWidget(central)

        s = self.settings
        # the review pane, docked under the board
        self.review = ReviewUi(self, self.controller, self.panel.moves, self.board_area)
        self.controller.annotator = self.review.annotator  # the library keeps the review too
        self.blunder_warning = BlunderWarning(self, self.controller)
        self.files = FileActions(self, self, s, self.controller, self.review.annotator)
        self.games = (  # the library of games: offered at start, My games
            GamesActions(self, self, library, s, self.review.start, self.analyse_record)
            if library is not None
            else None
        )
        self.training = (  # the training set: Help → Training, the background reviews
            TrainingActions(self, library, s, self.controller, self.review)
            if library is not None
            else None
        )
        if self.games is not None:
            self.games.training = self.training  # My games asks about a game's positions
            self.games.learn = self.learn_mistakes  # My games: Learn from mistakes
        self.review.learn_requested.connect(self.learn_mistakes)
        # Game → Play a friend online… (app.online): its bar docks under the board
        self.online = OnlineActions(self, self.board_area, self.controller, s.store)
        self.online.sound.connect(self.sound.play)
        self.online.message.connect(self._show_message)
        self.actions_ = make_menus(self, self, s)
        # offered while looking back at a game or once it is over: moves are tried there
        self.analyse_offer = QPushButton()
        self.analyse_offer.clicked.connect(self.analyse_here)
        self.analyse_offer.hide()
        status_bar = self.statusBar()
        assert status_bar is not None
        status_bar.addPermanentWidget(self.analyse_offer)
        self._shown_language = i18n.current_language()
        self._connect()
        self._apply_speed(s.animation_speed)
        self.controller.set_display(self._display())
        QTimer.singleShot(2000, self.sound.preload)
        geometry = s.window_geometry
        if geometry is not None and not self.restoreGeometry(geometry):
            s.drop("window/geometry")
        state = s.window_state
        if state is not None and not self._restore_layout(state):
            s.drop("window/state")

    def _restore_layout(self, state: QByteArray) -> bool:
        """The board and panel split as last time; a layout that hides the panel (say, a
        damaged one) is ignored for the default one.  False when it was ignored."""
        horizontal = Qt.Orientation.Horizontal
        restored = self.splitter.restoreState(state) and self.splitter.orientation() == horizontal
        index = self.splitter.indexOf(self.panel)
        shown = restored and self.splitter.sizes()[index] >= self.panel.minimumWidth()
        if not shown:
            self.splitter.setOrientation(horizontal)
            self.splitter.setSizes([850, PANEL_WIDTH])
        self.splitter.setCollapsible(index, False)
        return shown

    # --- wiring ------------------------------------------------------------------------

    @property
    def board(self) -> BoardWidget:
        """The board shown (the flat one once the 3D view has failed)."""
        return self.host.board

    def _install_board(self, board: BoardWidget) -> None:
        """The window's keys and speech on ``board``, laid out where the board goes (in place
        of the old one after a fallback, which the host then disposes of)."""
        board.as_widget().installEventFilter(self.board_keys)
        self.board_speech.attach(board.as_widget())
        self.board_area.takeCentralWidget()  # the old board, if any: the host disposes of it
        self.board_area.setCentralWidget(board.as_widget())
        layout = self.board_area.layout()
        if layout is not None and self.board_area.isVisible():  # a swap: in place at once
            board.as_widget().show()
            layout.activate()

    def _connect(self) -> None:
        c = self.controller
        c.scene_changed.connect(self._on_scene)
        c.history_changed.connect(self._on_history)
        c.message.connect(self._show_message)
        c.game_over.connect(lambda result: self._on_history())
        c.clocks_changed.connect(self.panel.set_clocks)
        c.sound.connect(self.sound.play)
        c.storage_changed.connect(self.banner.show_problem)
        self.banner.save_elsewhere.connect(self.files.save_as)
        c.computer.thinking_changed.connect(self.panel.set_thinking)
        c.computer.evaluation_changed.connect(self._on_evaluation)
        c.computer.failed.connect(self._on_computer_failed)
        c.computer.evaluation_failed.connect(self.panel.best_line.setText)
        self.panel.hint_clicked.connect(c.request_hint)
        self.panel.rematch_clicked.connect(self.rematch)
        self.panel.count_clicked.connect(self._toggle_count)
        c.counting_changed.connect(self.panel.set_counting)
        self.panel.move_now_clicked.connect(c.move_now)
        self.panel.evaluation_toggled.connect(c.set_evaluation)
        self.panel.moves.ply_chosen.connect(c.look_back)
        self.panel.moves.step.connect(c.look_back_step)
        self.panel.moves.to_live.connect(lambda: c.look_back(None))
        self.panel.moves.leave.connect(lambda: self.board.as_widget().setFocus())

    def _toggle_count(self) -> None:
        """Count the pieces of the finished game, or show its final position again; the keys
        then go to the board (Esc ends the count)."""
        self.controller.count_pieces(not self.controller.counting)
        self.board.as_widget().setFocus()

    def _on_gl_failed(self, reason: str) -> None:
        """The flat board stands in the 3D one's place: show the game on it and say why."""
        self.controller.set_display(self._display())
        self._show_message(fill(self.tr("3D view unavailable (%1): using the flat board"), reason))
        log.warning("3D view unavailable (%s): using the flat board", reason)  # in a terminal
        box = QMessageBox(
            QMessageBox.Icon.Information,
            TITLE,
            self.tr(
                "The 3D board needs OpenGL 3.3, which this computer's graphics driver does "
                "not offer. You can play on the flat board instead; updating the graphics "
                "driver usually brings the 3D board back."
            ),
            parent=self,
        )
        box.setDetailedText(reason)
        box.open()  # window-modal without blocking the event loop

    # --- what the controller reports ----------------------------------------------------

    def _on_scene(self, scene: Scene, transition: SceneChange | None) -> None:
        self.board.set_scene(scene, transition)
        self._update_panel()

    def _on_history(self) -> None:
        c = self.controller
        movers = [(t.before.turn, t.move) for t in c.game.transitions]
        self.panel.moves.show_moves(movers, c.shown_ply)
        self.actions_.undo.setEnabled(c.game.can_undo())
        self.actions_.redo.setEnabled(c.game.can_redo())
        self._update_panel()

    def _update_panel(self) -> None:
        c = self.controller
        position = c.shown_position
        over = c.game.is_over and c.looking_back_at is None
        for color, box in self.panel.boxes.items():
            box.show_state(position, position.turn is color, over)
        self.panel.set_names({color: (c.name(color), self._kind_text(color)) for color in Color})
        self.panel.status.setText(self._status_text())
        self.panel.hint.setEnabled(
            c.is_human_turn() and c.looking_back_at is None and not c.playing_online
        )
        self.panel.evaluation.setEnabled(not c.playing_online)  # no engine help online
        self.panel.set_over(c.game.is_over)
        self.analyse_offer.setText(self.tr("Analyse from here"))
        self.analyse_offer.setToolTip(
            self.tr("Try other moves from the position shown on an analysis board (Ctrl+Shift+A)")
        )
        self.analyse_offer.setVisible(
            (c.looking_back_at is not None or c.game.is_over) and not c.playing_online
        )

    def _on_evaluation(self, report: SearchInfo | None) -> None:
        """The evaluation box: the search's report, or the result of a finished game."""
        over = game_over_text(self.controller)
        result = self.controller.game.result
        if over is None or result is None:
            self.panel.set_evaluation(report)
        else:
            self.panel.eval_bar.set_result(result)  # the result, not an even bar
            self.panel.best_line.setText(over)

    def _kind_text(self, color: Color) -> str:
        return kind_text(self.controller, color)

    def _status_text(self) -> str:
        return status_text(self.controller)

    def _online_now(self) -> bool:
        """An online game is being played: said, and nothing is analysed."""
        if not self.controller.playing_online:
            return False
        self._show_message(self.tr("The analysis board opens once the online game is over."))
        return True

    def _show_message(self, text: str) -> None:
        bar = self.statusBar()
        if bar is not None:
            bar.showMessage(text, 8000)

    def _on_computer_failed(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, TITLE, text, parent=self)
        retry = box.addButton(self.tr("Retry"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        if box.clickedButton() is retry:
            self.controller.retry_computer()

    # --- games --------------------------------------------------------------------------

    def start(self) -> None:
        """Say which preferences were dropped as invalid; offer to continue the newest
        unfinished game of the library (naming the others), else start a new one.  Once the
        window is closed (a signal or the session's end closes it during a question), nothing
        more is asked or started."""
        if self.closed:
            return
        dropped = self.settings.take_dropped()
        if dropped:
            names = ", ".join(QCoreApplication.translate("Settings", name) for name in dropped)
            text = self.tr("Some preferences could not be read and are back to their defaults: %1.")
            QMessageBox.warning(self, TITLE, fill(text, names))
            if self.closed:
                return
        if self.games is not None:
            self.games.warn_at_start()
        if self.closed:
            return
        choice = self.games.offer_at_start() if self.games is not None else "new"
        if choice == "continued" or self.closed:
            return
        self.controller.new_game(self.settings.game_options)
        if choice == "games":
            self.show_games()
        else:
            self.learning.offer(TITLE)

    def show_games(self) -> None:
        if self.games is not None:
            self.games.show_games()

    def show_editor(self) -> None:
        """Game → Set up a position: the board editor (app.editor)."""
        self.board_editor.show()

    # the lesson and puzzle windows live in app.learn
    def show_lessons(self) -> None:
        self.learning.show_lessons()

    def show_puzzles(self) -> None:
        self.learning.show_puzzles()

    def show_training(self) -> None:
        """Help → Training (app.learn.training_actions)."""
        if self.training is not None:
            self.training.show()

    def set_background_reviews(self, on: bool) -> None:
        self.settings.background_reviews = on
        if self.training is not None:
            self.training.background.set_enabled(on)

    # analysis boards, beside the game: app.analysis
    def analyse_here(self) -> None:
        """The game shown, at the move shown, on an analysis board of its own (not while an
        online game is being played)."""
        if self._online_now():
            return
        self.analysis_boards.set_display(self._display())
        self.analysis_boards.from_game()

    def analyse_position(self, position: Position, moves: tuple[Move, ...] = ()) -> None:
        """``position`` (then ``moves`` from it) on an analysis board: the board editor's, a
        puzzle's."""
        self.analysis_boards.set_display(self._display())
        self.analysis_boards.from_position(position, moves)

    def learn_mistakes(self, exercises: Sequence[Exercise], title: str) -> None:
        """Learn from your mistakes: ``exercises`` in a window of their own, each try judged
        by this window's analysis process."""
        self.learning.show_mistakes(exercises, title, self.controller.computer.analyser)

    def analyse_record(self, record: GameRecord, entry: str | None = None) -> None:
        """A record of My games (entry ``entry``), its side lines and comments, on an
        analysis board that keeps what is tried there with it (not the online game being
        played)."""
        library = self.library
        on_board = entry is not None and library is not None and library.current == entry
        if on_board and self._online_now():
            return
        self.analysis_boards.set_display(self._display())
        self.analysis_boards.from_record(record, entry)

    def load_game(
        self,
        game: Game,
        options: GameOptions,
        path: Path | None = None,
        loaded: LoadedGame | None = None,
        entry: str | None = None,
    ) -> None:
        """Play ``game``; ``path`` is the file it was opened from (Ctrl+S writes there, in
        the format ``loaded`` was read in), ``loaded`` the record it came from, ``entry`` its
        library entry (claimed already; None: the game becomes a new entry, or takes over the
        entry holding the same game, keeping what either holds)."""
        if entry is None and loaded is not None and self.games is not None:
            same = self.games.same_entry(loaded)  # opening a file twice keeps one entry
            if same is not None:
                loaded, options, entry = same
                game = loaded.game
        self.files.opened(game, path, loaded)
        record = loaded.record if loaded is not None else None
        if not self.online.reopen(game, options, record, entry):  # an online game goes on
            self.controller.load(game, options, record, entry)
        self.review.show_record(record)  # a review the record carries is shown at once
        if loaded is not None and loaded.review_problem is not None:
            self.review.report_dropped(loaded.review_problem)

    def new_game_dialog(self) -> None:
        """Game → New game; the game on the board stays in the library, resumable."""
        dialog = NewGameDialog(self.settings.game_options, self)
        if self.library is not None:  # the player's record against each level
            attach_level_record(dialog, self.library.entries())
        if dialog.exec():
            options = dialog.options()
            self.settings.game_options = options
            self.files.forget()
            self.controller.new_game(options)

    def rematch(self) -> None:
        if self.online.on_board:  # online: the same friend, colours swapped (app.online)
            self.online.rematch()
            return
        self.files.forget()
        self.controller.rematch()

    def resign(self) -> None:
        c = self.controller
        if self.online.active:  # online, on either side's turn
            self.online.resign()
            return
        if not c.is_human_turn():
            self._show_message(self.tr("You can resign on your own turn"))
            return
        c.resign()

    # --- view options -----------------------------------------------------------------

    def _display(self) -> DisplayOptions:
        s = self.settings
        palette: Palette = "high_contrast" if s.palette == "high_contrast" else "classic"
        return DisplayOptions(palette, s.show_coordinates, s.show_height_labels)

    def board_reset_view(self) -> None:
        self.board.reset_view()

    def board_top_down(self) -> None:
        self.board.toggle_top_down()

    def set_coordinates(self, on: bool) -> None:
        self.settings.show_coordinates = on
        self.controller.set_display(self._display())

    def set_height_labels(self, on: bool) -> None:
        self.settings.show_height_labels = on
        self.controller.set_display(self._display())

    def set_high_contrast(self, on: bool) -> None:
        self.settings.palette = "high_contrast" if on else "classic"
        self.controller.set_display(self._display())

    def set_sound(self, on: bool) -> None:
        self.settings.sound = on
        self.sound.enabled = on

    def set_speed(self, speed: AnimationSpeed) -> None:
        self.settings.animation_speed = speed
        self._apply_speed(speed)

    def _apply_speed(self, speed: AnimationSpeed) -> None:
        self.board.set_animation_speed(speed.factor)
        self.controller.pace_seconds = BASE_PACE_SECONDS * speed.factor

    def set_language(self, key: str) -> None:
        """View → Language: kept, and applied at once (after the menu's own signal is done:
        the menus are rebuilt in the new language)."""
        if key != self.settings.language:
            self.settings.language = key
            QTimer.singleShot(0, lambda: i18n.install(key))

    def changeEvent(self, event: QEvent | None) -> None:
        if event is not None and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every text of the window in the current language: the menus (built again, with
        their check marks and enabled states), the panel, the review and the status line.
        Dialogs are made at each opening, so they open in the new language."""
        language = i18n.current_language()
        if language == self._shown_language:
            return
        self._shown_language = language
        retranslate_menus(self, self.actions_)
        self.review.retranslate()
        self._on_history()

    def show_rules(self) -> None:
        from app.i18n import current_language

        RulesDialog(current_language(), self).exec()

    def show_shortcuts(self) -> None:
        """Help → Keyboard shortcuts: read from the menus as they are now."""
        from app.widgets.shortcuts_dialog import ShortcutsDialog

        dialog = ShortcutsDialog(self.menuBar(), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About DVONN 3D"),
            self.tr(
                "<h3>DVONN 3D</h3><p>DVONN, the abstract strategy game by Kris Burm from the "
                "GIPF project, on a 3D board: play a friend or the computer.</p>"
                "<p>Free software under the MIT licence.</p>"
            ),
        )

    # --- closing ----------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent | None) -> None:
        if event is not None and not (self.analysis_boards.close_all() and self._may_close()):
            event.ignore()
            return
        self.closed = True
        self.settings.window_geometry = self.saveGeometry()
        self.settings.window_state = self.splitter.saveState()
        self.settings.sync()
        self.online.shutdown()  # the other side is told
        self.controller.shutdown()
        self.review.shutdown()
        if self.training is not None:
            self.training.shutdown()
        self.blunder_warning.shutdown()
        super().closeEvent(event)

    def _may_close(self) -> bool:
        """While the library cannot be written, a game in progress that is saved nowhere else is
        not closed without asking (Save, Discard or Cancel)."""
        c = self.controller
        if c.storage_problem is None or c.game.is_over or c.game.ply == 0:
            return True
        if self.files.is_saved(tuple(c.game.moves)):
            return True
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self,
            TITLE,
            self.tr("This game is not saved. Save it before closing?"),
            buttons.Save | buttons.Discard | buttons.Cancel,
            buttons.Save,
        )
        if answer == buttons.Save:
            return self.files.save()
        return answer != buttons.Cancel
