"""Issue 15, item 2: Ctrl+S on an opened record keeps every header and comment it read, the
file's format (or asks), symbolic links and permission bits.  The real window under Xvfb."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from app.library import Library
from app.main_window import MainWindow
from engine import records
from engine.board import Cell
from engine.records import RecordFormat
from tests.app.test_window import FormatQuestions, click, make_window
from tests.reliability.conftest import run_as_nobody

pytestmark = pytest.mark.gui

DVN = """[Event "Club evening"]
[Site "Ghent"]
[Date "2019.03.04"]
[Round "3"]
[White "Ann"]
[Black "Bob"]
[TimeControl "15"]
[Annotator "Cy"]

{a quiet opening} 1. E3 {[%clk 890.00] central} F3 {[%clk 880.50]} 2. G3 *
"""

LITTLEGOLEM = """Event [DVONN championship]
Site [www.littlegolem.net]
White [alice]
Black [bob]

1. e3 f3 2. g3
"""


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, dialogs: list[str]) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path)
    yield win
    win.controller.shutdown()


def open_and_play(qtbot: QtBot, window: MainWindow, path: Path, cell: Cell = Cell.A1) -> None:
    assert window.files.open_path(str(path))
    click(qtbot, window, cell)


def test_ctrl_s_keeps_every_header_and_comment(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "club.dvn"
    path.write_text(DVN, encoding="utf-8")
    open_and_play(qtbot, window, path)
    window.actions_.save.trigger()
    saved = records.read_record(path.read_text(encoding="utf-8"))
    assert [str(m) for m in saved.moves] == ["E3", "F3", "G3", "A1"]
    assert (saved.event, saved.site, saved.date) == ("Club evening", "Ghent", "2019.03.04")
    assert (saved.white, saved.black, saved.time_control) == ("Ann", "Bob", "15")
    assert saved.extra_tags == (("Round", "3"), ("Annotator", "Cy"))
    assert saved.comment(0) == "a quiet opening"
    assert saved.comment(1) == "[%clk 890.00] central"  # the clock as read, the words kept
    assert saved.comment(2) == "[%clk 880.50]"
    clock = saved.comment(4)  # the new move's clock
    assert clock is not None and clock.startswith("[%clk ")
    # The library keeps them too: a game resumed after a crash still has its headers.
    assert window.library is not None
    [entry] = Library(window.library.data.path).entries()  # as the next start reads it
    resumed = entry.record
    assert resumed is not None and [str(m) for m in resumed.moves] == ["E3", "F3", "G3", "A1"]
    assert resumed.event == "Club evening" and resumed.comment(0) == "a quiet opening"
    assert resumed.extra_tags == (("Round", "3"), ("Annotator", "Cy"))


def test_a_littlegolem_txt_stays_littlegolem(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "game.txt"
    path.write_text(LITTLEGOLEM, encoding="utf-8")
    open_and_play(qtbot, window, path)
    window.actions_.save.trigger()
    text = path.read_text(encoding="utf-8")
    assert records.detect_format(text) is RecordFormat.LITTLEGOLEM
    saved = records.read_record(text, path.name)
    assert [str(m) for m in saved.moves] == ["E3", "F3", "G3", "A1"]
    assert (saved.event, saved.site) == ("DVONN championship", "www.littlegolem.net")
    assert (saved.white, saved.black) == ("alice", "bob")


def test_a_format_that_would_lose_a_header_asks_first(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.txt"
    original = LITTLEGOLEM.replace("Black [bob]", "Black [bob]\nRound [5]")
    path.write_text(original, encoding="utf-8")
    questions = FormatQuestions(monkeypatch, "cancel")
    open_and_play(qtbot, window, path)
    window.actions_.save.trigger()
    asked = questions.asked
    assert len(asked) == 1 and "LittleGolem" in asked[0] and "Round" in asked[0]
    assert path.read_text(encoding="utf-8") == original  # cancelled: nothing written
    questions.answer = "dvn"
    elsewhere = tmp_path / "game.dvn"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *args: (str(elsewhere), "DVONN game (*.dvn)")
    )
    window.actions_.save.trigger()
    assert path.read_text(encoding="utf-8") == original
    saved = records.read_record(elsewhere.read_text(encoding="utf-8"))
    assert saved.extra_tags == (("Round", "5"),) and len(saved.moves) == 4
    assert window.files.path == elsewhere  # Ctrl+S now goes to the .dvn


def test_saving_over_a_link_of_ones_own_replaces_the_link_not_its_target(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    real = tmp_path / "real" / "game.dvn"
    real.parent.mkdir()
    real.write_text(DVN, encoding="utf-8")
    link = tmp_path / "link.dvn"
    link.symlink_to(real)
    open_and_play(qtbot, window, link)
    window.actions_.save.trigger()
    assert not link.is_symlink()  # the name is replaced, never written through
    assert len(records.read_record(link.read_text(encoding="utf-8")).moves) == 4
    assert real.read_text(encoding="utf-8") == DVN
    assert not list(tmp_path.glob(".link.dvn.*")) and not list(real.parent.glob(".game*"))


@pytest.mark.parametrize("mode", [0o644, 0o640, 0o600])
def test_saving_keeps_the_permission_bits(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, mode: int
) -> None:
    path = tmp_path / "club.dvn"
    path.write_text(DVN, encoding="utf-8")
    path.chmod(mode)
    open_and_play(qtbot, window, path)
    window.actions_.save.trigger()
    assert stat.S_IMODE(path.stat().st_mode) == mode
    assert len(records.read_record(path.read_text(encoding="utf-8")).moves) == 4


def test_a_new_file_gets_the_usual_permission_bits(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "new.dvn"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(path), ""))
    window.controller.new_game(window.controller.options)
    click(qtbot, window, Cell.E3)
    old = os.umask(0o022)
    try:
        window.actions_.save_as.trigger()
    finally:
        os.umask(old)
    assert stat.S_IMODE(path.stat().st_mode) == 0o644


def test_ctrl_s_after_a_rematch_does_not_overwrite_the_opened_file(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "club.dvn"
    path.write_text(DVN, encoding="utf-8")
    open_and_play(qtbot, window, path)
    window.actions_.save.trigger()
    saved = path.read_bytes()
    asked: list[object] = []

    def cancelled(*args: object) -> tuple[str, str]:
        asked.append(args)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", cancelled)
    window.actions_.rematch.trigger()
    click(qtbot, window, Cell.E3)
    window.actions_.save.trigger()
    assert len(asked) == 1  # Save as…, and the player cancelled
    assert path.read_bytes() == saved


def test_saving_on_a_full_disk_keeps_the_file_and_says_why(
    qtbot: QtBot, tmp_path: Path, full_disk: Path, dialogs: list[str]
) -> None:
    path = full_disk / "data" / "club.dvn"
    (full_disk / "filler").unlink()
    path.write_text(DVN, encoding="utf-8")
    with (full_disk / "filler").open("wb", buffering=0) as filler:  # full again
        try:
            while True:
                filler.write(b"\0" * 1024)
        except OSError:
            pass
    window = make_window(qtbot, tmp_path)
    open_and_play(qtbot, window, path)
    window.actions_.save.trigger()
    assert len(dialogs) == 1 and "was not saved" in dialogs[0] and "No space left" in dialogs[0]
    assert path.read_text(encoding="utf-8") == DVN
    assert [p.name for p in (full_disk / "data").iterdir()] == ["club.dvn"]
    window.controller.shutdown()


def test_a_read_only_file_is_not_replaced(world: Path) -> None:
    """As the user nobody, so that the permission bits count: Ctrl+S on a 0444 file in a
    folder we may write says so and leaves the file as it was."""
    data = world / "data"
    data.mkdir()
    data.chmod(0o777)
    path = data / "club.dvn"
    path.write_text(DVN, encoding="utf-8")
    path.chmod(0o444)
    report = run_as_nobody(data, world, "A1", "--save", str(path))
    assert any("read-only" in text for text in report["dialogs"]), report["dialogs"]
    assert path.read_text(encoding="utf-8") == DVN


def test_boardspace_records_save_back_without_losing_anything(shared_dir: Path) -> None:
    """Real Boardspace games: what Ctrl+S would write keeps every header read (an empty
    GameName excepted: it says nothing) and reads back to the same record."""
    import tarfile

    from app import records_io

    checked = 0
    with tarfile.open(shared_dir / "data" / "boardspace-dvonn-sgf.tar.gz") as archive:
        for member in archive:
            if checked == 60:
                break
            handle = archive.extractfile(member)
            if handle is None or not member.name.endswith(".sgf"):
                continue
            text = handle.read().decode("utf-8", "replace")
            try:
                loaded = records_io.read_game(text, member.name)
            except records_io.RecordError:
                continue  # records the engine refuses are not this test's business
            assert loaded.record is not None and loaded.file_type is not None
            record = records_io.game_record(loaded.game, {}, loaded.record)
            assert records_io.lost_in(record, loaded.file_type) == [], member.name
            checked += 1
    assert checked == 60
