"""What the My games window shows of each entry, and which entries its filters let through.

``row_texts`` words an entry for the table's columns (when it was played, players, result,
moves, review, when it was last opened),
``EntryItem`` is its row (sorted by the column's value, not its text) and ``GameFilter``
with ``shows`` decides which rows are listed.  No library access here: only ``Entry`` values.
"""

from __future__ import annotations

import contextlib
import re
import time
from dataclasses import dataclass
from enum import Enum

from PyQt6.QtCore import QCoreApplication, Qt
from PyQt6.QtGui import QGuiApplication, QPalette
from PyQt6.QtWidgets import QTreeWidgetItem

from app.i18n import fill
from app.library import Entry
from app.shown_names import shown_name, without_isolates
from engine.position import Color
from engine.records import GameRecord, RecordResult

translate = QCoreApplication.translate


class Column(int, Enum):
    DATE = 0
    WHITE = 1
    BLACK = 2
    RESULT = 3
    MOVES = 4
    REVIEWED = 5
    OPENED = 6


def column_titles() -> list[str]:
    return [
        translate("GamesWindow", "Date"),
        translate("GamesWindow", "White"),
        translate("GamesWindow", "Black"),
        translate("GamesWindow", "Result"),
        translate("GamesWindow", "Moves"),
        translate("GamesWindow", "Reviewed"),
        translate("GamesWindow", "Last opened"),
    ]


# --- words -------------------------------------------------------------------------------


def date_text(modified: float) -> str:
    """When an entry was last saved, in local time: "2024-05-01 14:05"."""
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(modified))


_RECORD_DATE = re.compile(r"\s*(\d{4})[.\-/](\d{1,2})[.\-/](\d{1,2})")
_ENTRY_STAMP = re.compile(r"(\d{8}-\d{6})-")  # the library names an entry when it starts


def played(entry: Entry) -> tuple[float, str]:
    """When the game was played, as a time to sort by and its text: the record's Date tag
    ("2009-04-08"), with the time of day when the entry was started that day (the library
    names an entry by its start: "2024-05-01 14:05"); else when the entry was started;
    else when it was last saved."""
    started = None
    stamp = _ENTRY_STAMP.match(entry.name)
    if stamp is not None:
        with contextlib.suppress(ValueError, OverflowError):
            started = time.mktime(time.strptime(stamp.group(1), "%Y%m%d-%H%M%S"))
    record = entry.record
    tag = _RECORD_DATE.match(record.date) if record is not None else None
    if tag is not None:
        try:
            day = time.strptime("-".join(tag.groups()), "%Y-%m-%d")
        except ValueError:
            day = None
        if day is not None:
            text = time.strftime("%Y-%m-%d", day)
            if started is not None and time.strftime("%Y-%m-%d", time.localtime(started)) == text:
                return started, date_text(started)
            with contextlib.suppress(ValueError, OverflowError):
                return time.mktime(day), text
    if started is not None:
        return started, date_text(started)
    return entry.modified, date_text(entry.modified)


def player_text(name: str, level: int | None, colour: str) -> str:
    """A player as the table names them: the name as texts show it (``shown_name``:
    isolated, at most 40 characters; the colour when there is none), and for the computer
    its level ("Computer · level 3", "Hal · level 3")."""
    name = name.strip()
    if name == "?":  # an unknown player in an outside record
        name = ""
    name = shown_name(name)
    if level is None:
        return name or colour
    if not name:
        return fill(translate("GamesWindow", "Computer · level %1"), level)
    return fill(translate("GamesWindow", "%1 · level %2"), name, level)


def winner_of(record: GameRecord) -> str | None:
    """ "white", "black" or "draw" for a finished game (a resignation is the other side's
    win); None while it is unfinished."""
    if record.result is RecordResult.UNFINISHED:
        return None
    return "draw" if record.winner is None else record.winner.name.lower()


def result_text(record: GameRecord) -> str:
    """How the game stands: "White won 25–12", "Draw 20–20", "Black resigned", "Unfinished"
    (the score only when it agrees with the result: not after a loss on time)."""
    result = record.result
    if result is RecordResult.RESIGNED:
        if record.resigned is Color.WHITE:
            return translate("GamesWindow", "White resigned")
        return translate("GamesWindow", "Black resigned")
    if result is RecordResult.UNFINISHED:
        return translate("GamesWindow", "Unfinished")
    white, black = record.score if record.score is not None else (-1, -1)
    known = record.score is not None
    if result is RecordResult.DRAW:
        if known and white == black:
            return fill(translate("GamesWindow", "Draw %1–%2"), white, black)
        return translate("GamesWindow", "Draw")
    if result is RecordResult.WHITE:
        if known and white > black:
            return fill(translate("GamesWindow", "White won %1–%2"), white, black)
        return translate("GamesWindow", "White won")
    if known and black > white:
        return fill(translate("GamesWindow", "Black won %1–%2"), black, white)
    return translate("GamesWindow", "Black won")


def row_texts(entry: Entry) -> list[str]:
    """The table's cells for ``entry``, column by column."""
    date = played(entry)[1]
    opened = date_text(entry.modified)
    record = entry.record
    if record is None:
        problem = fill(translate("GamesWindow", "Cannot be read: %1"), entry.problem or "")
        cells = [date, "", "", problem, "", "", opened]
    else:
        cells = [
            date,
            player_text(record.white, record.white_level, translate("GamesWindow", "White")),
            player_text(record.black, record.black_level, translate("GamesWindow", "Black")),
            result_text(record),
            str(entry.plies),
            "✓" if entry.reviewed else "",
            opened,
        ]
    if entry.busy:
        busy = translate("GamesWindow", "%1 (open in another window)")
        cells[Column.RESULT] = fill(busy, cells[Column.RESULT])
    return cells


class EntryItem(QTreeWidgetItem):
    """One entry's row; sorting compares each column's value (a date as a time, moves as a
    number), the most recently saved first among equals."""

    def __init__(self, entry: Entry) -> None:
        super().__init__(row_texts(entry))
        self.entry = entry
        record = entry.record
        self._keys: list[tuple[object, ...]] = [
            (played(entry)[0],),
            (without_isolates(self.text(Column.WHITE)).casefold(),),
            (without_isolates(self.text(Column.BLACK)).casefold(),),
            (self.text(Column.RESULT).casefold(),),
            (entry.plies if record is not None else -1,),
            (entry.reviewed,),
            (entry.modified,),
        ]
        self.setData(Column.DATE, Qt.ItemDataRole.UserRole, entry.name)
        for column in (Column.MOVES, Column.REVIEWED):
            self.setTextAlignment(column, Qt.AlignmentFlag.AlignCenter)
        if entry.record is None:
            self.setToolTip(Column.RESULT, self.text(Column.RESULT))
        if entry.busy or entry.record is None:  # nothing to do with it here: greyed
            grey = QGuiApplication.palette().color(
                QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text
            )
            for column in Column:
                self.setForeground(column, grey)
        if entry.busy:
            tip = translate("GamesWindow", "This game is open in another window.")
            for column in Column:
                self.setToolTip(column, tip)

    def __lt__(self, other: QTreeWidgetItem) -> bool:
        tree = self.treeWidget()
        column = tree.sortColumn() if tree is not None else 0
        if not isinstance(other, EntryItem) or column < 0:
            return super().__lt__(other)
        mine = (*self._keys[column], self.entry.modified, self.entry.name)
        theirs = (*other._keys[column], other.entry.modified, other.entry.name)
        return mine < theirs  # same kinds, column by column


# --- filters -----------------------------------------------------------------------------


class Kind(Enum):
    """Which games the first filter lets through."""

    ALL = "all"
    UNFINISHED = "unfinished"
    FINISHED = "finished"
    COMPUTER = "computer"  # a person against the computer
    PEOPLE = "people"  # two people


class Won(Enum):
    """Which results the result filter lets through."""

    ANY = "any"
    WHITE = "white"
    BLACK = "black"
    DRAW = "draw"


@dataclass(frozen=True, slots=True)
class GameFilter:
    """The filters above the table; ``level`` (None: any) concerns games with the computer
    only: it hides those against another level and lets every other game through."""

    kind: Kind = Kind.ALL
    level: int | None = None
    won: Won = Won.ANY


def shows(entry: Entry, chosen: GameFilter) -> bool:
    """Whether ``entry`` is listed under ``chosen``; an unreadable entry only under "all
    games" and "any result"."""
    record = entry.record
    if record is None:
        return chosen.kind is Kind.ALL and chosen.won is Won.ANY
    computers = [level for level in (record.white_level, record.black_level) if level is not None]
    kind_ok = {
        Kind.ALL: True,
        Kind.UNFINISHED: not entry.finished,
        Kind.FINISHED: entry.finished,
        Kind.COMPUTER: len(computers) == 1,
        Kind.PEOPLE: not computers,
    }[chosen.kind]
    level_ok = chosen.level is None or not computers or chosen.level in computers
    won_ok = chosen.won is Won.ANY or winner_of(record) == chosen.won.value
    return kind_ok and level_ok and won_ok
