"""The open-file events of macOS's Finder reach the game: kept until the window exists,
then handed to it; every other event passes the filter untouched."""

from __future__ import annotations

from PyQt6.QtCore import QEvent
from PyQt6.QtWidgets import QApplication

from app.file_open_events import FileOpenFilter


class FakeFileOpen(QEvent):
    """A QFileOpenEvent as the filter reads it (PyQt6 cannot create a real one)."""

    def __init__(self, path: str) -> None:
        super().__init__(QEvent.Type.FileOpen)
        self._path = path

    def file(self) -> str:
        return self._path


def test_files_asked_for_before_the_window_wait_then_later_ones_open_at_once(
    qapp: QApplication,
) -> None:
    events = FileOpenFilter(qapp)
    assert events.eventFilter(qapp, FakeFileOpen("/games/a.dvn"))
    assert events.eventFilter(qapp, FakeFileOpen("/games/b.dvn"))
    assert events.take_first() == "/games/a.dvn"
    assert events.take_first() is None  # one game opens at a time

    opened: list[str] = []
    events.eventFilter(qapp, FakeFileOpen("/games/c.dvn"))
    events.open_with(opened.append)
    assert opened == ["/games/c.dvn"]  # one that came while the window was being made
    assert events.eventFilter(qapp, FakeFileOpen("/games/d.sgf"))
    assert opened == ["/games/c.dvn", "/games/d.sgf"]
    assert events.eventFilter(qapp, FakeFileOpen(""))  # no file: taken, nothing opened
    assert opened == ["/games/c.dvn", "/games/d.sgf"]


def test_other_events_pass_through(qapp: QApplication) -> None:
    events = FileOpenFilter(qapp)
    opened: list[str] = []
    events.open_with(opened.append)
    assert not events.eventFilter(qapp, QEvent(QEvent.Type.MouseMove))
    assert not events.eventFilter(qapp, None)
    assert opened == []


def test_installed_on_the_application_it_takes_events_sent_to_it(qapp: QApplication) -> None:
    events = FileOpenFilter(qapp)
    opened: list[str] = []
    events.open_with(opened.append)
    qapp.installEventFilter(events)
    try:
        QApplication.sendEvent(qapp, FakeFileOpen("/games/e.dvn"))
    finally:
        qapp.removeEventFilter(events)
    assert opened == ["/games/e.dvn"]
