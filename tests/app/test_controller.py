"""The game controller without a window: clicks, the one play path, passes, undo, review."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app import computer
from app.controller import GameController
from app.library import Entry, Library
from app.records_io import FILE_TYPES, loaded_from
from app.settings import GameOptions, PlayerKind
from app.view.scene import Scene, SceneChange
from engine.board import Cell
from engine.game import Game
from engine.moves import PASS, Move
from engine.notation import parse_position
from engine.position import Color, Position
from engine.rules import legal_moves
from tests.engine.test_review import BLUNDER_START

HUMANS = GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.HUMAN)
# Black to move; after I4H4 White has no move and must pass.
BEFORE_PASS = (
    "DW,-,-,-,-,-,-,-,-/-,-,-,-,BBBW,BWWWBB,-,-,-,-/-,-,-,-,BBBB,-,WWWWW,-,WB,-,-/"
    "-,-,-,D,BWB,-,DB,B,WBWBW,WW/-,-,-,-,-,-,-,B,- b movement"
)


class Recording(GameController):
    """A controller that keeps every scene (with its change) and message it emits."""

    def __init__(self, library: Library) -> None:
        super().__init__(library)
        self.scenes: list[tuple[Scene, SceneChange | None]] = []
        self.messages: list[str] = []
        self.scene_changed.connect(lambda scene, change: self.scenes.append((scene, change)))
        self.message.connect(self.messages.append)


@pytest.fixture
def controller(qtbot: QtBot, tmp_path: Path) -> Iterator[Recording]:
    ctl = Recording(Library(tmp_path))
    ctl.pass_pause_ms = 50
    ctl.pace_seconds = 0.0
    yield ctl
    ctl.shutdown()


def last_scene(ctl: Recording) -> Scene:
    return ctl.scenes[-1][0]


def test_placement_clicks_place_and_occupied_cell_is_refused(
    controller: Recording,
) -> None:
    controller.new_game(HUMANS)
    controller.input.cell_clicked(Cell.E3)
    assert controller.game.moves == [Move.parse("E3")]
    scene, transition = controller.scenes[-1]
    assert scene.stacks[Cell.E3] == ("D",)
    assert transition is not None and transition.placed == Cell.E3
    controller.input.cell_clicked(Cell.E3)
    assert len(controller.game) == 1
    assert "E3 is already occupied" in controller.messages[-1]


def test_movement_select_preview_and_move(controller: Recording) -> None:
    controller.load(Game(parse_position(BEFORE_PASS)), HUMANS)
    controller.input.cell_clicked(Cell.I4)  # a black stack of height 1
    scene = last_scene(controller)
    assert scene.selected == Cell.I4
    assert Cell.H4 in scene.destinations
    controller.input.cell_hovered(Cell.H4)
    assert last_scene(controller).cutoff_preview == {Cell.I3, Cell.J4, Cell.J5, Cell.K4}
    controller.input.cell_clicked(Cell.I4)  # click the selection again: deselect
    assert last_scene(controller).selected is None


def test_cutoff_preview_lists_the_stacks_a_move_would_remove(
    controller: Recording,
) -> None:
    import random

    from engine.rules import apply, legal_moves

    game, rng = Game(Position.random_setup(5)), random.Random(2)
    while not (cutting := [m for m in game.legal_moves() if apply(game.position, m).removed]):
        game.play(rng.choice(legal_moves(game.position)))
    position, move = game.position, cutting[0]
    controller.load(Game(position), HUMANS)
    assert move.source is not None and move.target is not None
    controller.input.cell_clicked(move.source)
    controller.input.cell_hovered(move.target)
    expected = {cell for cell, _ in apply(position, move).removed}
    assert expected
    assert last_scene(controller).cutoff_preview == expected


def test_illegal_clicks_are_refused_with_the_engine_reason(controller: Recording) -> None:
    controller.new_game(GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.HUMAN))
    controller.load(Game(Position.random_setup(3)), HUMANS)
    position = controller.game.position
    black_cell = next(c for c, s in position.occupied() if s[-1] == "B")
    controller.input.cell_clicked(black_cell)
    assert "is not yours" in controller.messages[-1]
    assert controller.messages[-1][0].isupper()
    dvonn = next(c for c, s in position.occupied() if s == "D")
    controller.input.cell_clicked(dvonn)
    assert "never moves on its own" in controller.messages[-1]
    assert len(controller.game) == 0


def test_forced_pass_is_announced_then_played(qtbot: QtBot, controller: Recording) -> None:
    controller.load(Game(parse_position(BEFORE_PASS)), HUMANS)
    controller.input.cell_clicked(Cell.I4)
    controller.input.cell_clicked(Cell.H4)
    assert controller.messages[-1] == "White cannot move and passes"
    assert len(controller.game) == 1  # not yet: the pass is shown first
    qtbot.waitUntil(lambda: len(controller.game) == 2, timeout=2000)
    assert controller.game.moves[-1] == PASS
    assert controller.game.position.turn is Color.BLACK


def test_undo_redo_human_vs_human(controller: Recording) -> None:
    controller.new_game(HUMANS)
    for cell in (Cell.E3, Cell.F3, Cell.G3):
        controller.input.cell_clicked(cell)
    controller.undo()
    assert controller.game.ply == 2 and controller.game.can_redo()
    controller.redo()
    assert controller.game.ply == 3
    controller.undo()
    controller.undo()
    controller.input.cell_clicked(Cell.A1)  # a new move drops the undone ones
    assert [str(m) for m in controller.game.moves] == ["E3", "A1"]


def test_undo_against_the_computer_takes_back_move_and_reply(
    qtbot: QtBot, controller: Recording
) -> None:
    controller.new_game(GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.COMPUTER, level=1))
    controller.input.cell_clicked(Cell.E3)
    qtbot.waitUntil(lambda: controller.game.ply == 2, timeout=10000)
    controller.undo()
    assert controller.game.ply == 0
    assert controller.is_human_turn()


def test_computer_reply_arrives_while_the_event_loop_runs(
    qtbot: QtBot, controller: Recording
) -> None:
    from PyQt6.QtCore import QTimer

    ticks: list[int] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    controller.new_game(GameOptions(white=PlayerKind.COMPUTER, black=PlayerKind.HUMAN, level=1))
    assert controller.computer.thinking
    qtbot.waitUntil(lambda: controller.game.ply == 1, timeout=10000)
    timer.stop()
    assert len(ticks) >= 5  # the GUI thread kept serving its timer during the search
    assert controller.is_human_turn()


def test_new_game_cancels_a_thinking_computer(qtbot: QtBot, controller: Recording) -> None:
    played: list[object] = []
    controller.position_changed.connect(played.append)
    controller.new_game(GameOptions(white=PlayerKind.COMPUTER, black=PlayerKind.HUMAN, level=1))
    assert controller.computer.thinking
    controller.new_game(HUMANS)
    assert not controller.computer.thinking
    qtbot.wait(600)  # longer than the computer needs: a stale reply would have arrived
    assert played == [] and len(controller.game) == 0


# A verdict as the player reads it: a side and a unit, or a proven result, never a bare score.
# How the game stands, as the hint says it: a sentence with its side and unit, never "+1.3".
VERDICT = (
    r"(White|Black) (is ahead by about \d+ pieces?|is slightly ahead"
    r"|wins( by( at least)? \d+ pieces?)? with best play|cannot lose with best play"
    r"|is favoured: about \d+ % to win)|The game is even|A draw with best play"
)


def hints(ctl: Recording) -> list[str]:
    return [m for m in ctl.messages if m.startswith("Hint:")]


def test_a_hint_names_the_move_and_the_proven_result(
    qtbot: QtBot, controller: Recording, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(computer, "HINT_SECONDS", 1.0)
    controller.new_game(HUMANS, start=parse_position(BLUNDER_START))  # White wins, by G4G5
    controller.request_hint()  # the real worker, with the deciding search
    qtbot.waitUntil(lambda: bool(hints(controller)), timeout=60_000)
    said = hints(controller)[0]
    assert re.fullmatch(
        r"Hint: G4G5 · White wins( by( at least)? \d+ pieces?)? with best play", said
    )
    assert last_scene(controller).hint == (Cell.G4, Cell.G5) and not controller.computer.thinking


def test_a_hint_in_an_open_position_names_who_leads(
    qtbot: QtBot, controller: Recording, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(computer, "HINT_SECONDS", 0.3)
    controller.new_game(HUMANS, start=Position.random_setup(6))
    controller.request_hint()
    qtbot.waitUntil(lambda: bool(hints(controller)), timeout=60_000)
    found = re.fullmatch(rf"Hint: ([A-K][1-5][A-K][1-5]) · ({VERDICT})", hints(controller)[0])
    assert found is not None, hints(controller)
    assert Move.parse(found[1]) in legal_moves(controller.game.position)


def test_review_shows_an_earlier_position_and_refuses_clicks(
    controller: Recording,
) -> None:
    controller.new_game(HUMANS)
    for cell in (Cell.E3, Cell.F3, Cell.G3):
        controller.input.cell_clicked(cell)
    controller.look_back(1)
    assert set(last_scene(controller).stacks) == {Cell.E3}
    controller.input.cell_clicked(Cell.A1)
    assert len(controller.game) == 3
    assert "looking back" in controller.messages[-1]
    controller.look_back_step(+1)
    assert controller.looking_back_at == 2
    controller.look_back_step(+1)
    assert controller.looking_back_at is None  # back at the live position
    controller.input.cell_clicked(Cell.A1)
    assert len(controller.game) == 4


def test_keyboard_cursor_places_and_moves(controller: Recording) -> None:
    controller.new_game(HUMANS)
    controller.input.activate_cursor()  # shows the cursor first
    assert last_scene(controller).cursor is not None
    start = last_scene(controller).cursor
    controller.input.move_cursor("right")
    moved = last_scene(controller).cursor
    assert moved != start
    controller.input.activate_cursor()
    assert moved is not None and controller.game.moves == [Move.place(moved)]


def test_clock_runs_out_and_the_game_is_lost_on_time(qtbot: QtBot, controller: Recording) -> None:
    results: list[object] = []
    controller.game_over.connect(results.append)
    controller.load(Game(None, clock_minutes=0.005), HUMANS)  # 0.3 s each
    qtbot.waitUntil(lambda: bool(results), timeout=3000)
    assert controller.game.result is not None
    assert controller.game.result.winner is Color.BLACK
    assert "time" in controller.messages[-1]


def saved_games(controller: Recording) -> list[Entry]:
    """The library's entries as the next start reads them from the disk, newest first."""
    assert controller.library is not None
    return Library(controller.library.data.path).entries()


def test_every_move_is_saved_in_the_library_and_can_be_resumed(controller: Recording) -> None:
    controller.new_game(replace(HUMANS, white_name="Ann", black_name="Bob"))
    assert saved_games(controller) == []  # a game without moves gets no entry yet
    for cell in (Cell.E3, Cell.F3):
        controller.input.cell_clicked(cell)
    [entry] = saved_games(controller)
    assert entry.record is not None and [str(m) for m in entry.record.moves] == ["E3", "F3"]
    assert not entry.finished
    assert entry.busy and not entry.resumable  # this controller plays it: no other may
    loaded = loaded_from(entry.record, FILE_TYPES[0])
    assert (loaded.headers["White"], loaded.headers["Black"]) == ("Ann", "Bob")
    assert loaded.headers["WhiteType"] == loaded.headers["BlackType"] == "human"
    controller.shutdown()  # the window closes: the game stays, free to be continued
    [after] = saved_games(controller)
    assert after.name == entry.name and after.resumable and after.plies == 2


def test_a_new_game_keeps_the_previous_one_in_the_library(controller: Recording) -> None:
    controller.new_game(HUMANS)
    for cell in (Cell.E3, Cell.F3, Cell.G3):
        controller.input.cell_clicked(cell)
    controller.new_game(HUMANS)
    assert [entry.plies for entry in saved_games(controller)] == [3]
    controller.input.cell_clicked(Cell.A1)
    controller.undo()
    controller.input.cell_clicked(Cell.B1)
    newest, older = saved_games(controller)  # two games, each as last played
    assert newest.record is not None and [str(m) for m in newest.record.moves] == ["B1"]
    assert older.record is not None and [str(m) for m in older.record.moves] == ["E3", "F3", "G3"]
    assert older.resumable and not newest.resumable  # the newest is the one being played


def test_a_full_random_game_of_clicks_ends_with_a_result(
    qtbot: QtBot, controller: Recording
) -> None:
    import random

    from engine.rules import legal_moves

    results: list[object] = []
    controller.game_over.connect(results.append)
    controller.new_game(HUMANS)
    rng = random.Random(11)
    while not results:
        position = controller.game.position
        moves = legal_moves(position)
        if moves == [PASS]:

            def passed(before: Position = position) -> bool:
                return controller.game.position != before

            qtbot.waitUntil(passed, timeout=2000)
            continue
        move = rng.choice(moves)
        assert move.target is not None
        if move.source is None:  # a placement
            controller.input.cell_clicked(move.target)
        else:
            controller.input.cell_clicked(move.source)
            controller.input.cell_clicked(move.target)
        assert controller.game.moves[-1] == move
    assert controller.game.is_over
    # The finished game stays in the library, marked finished: nothing to continue.
    [entry] = saved_games(controller)
    assert entry.finished and not entry.resumable
    assert entry.record is not None and entry.record.moves == tuple(controller.game.moves)
