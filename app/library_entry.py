"""An entry of the library as My games lists it, and when two records are one game."""

from __future__ import annotations

from dataclasses import dataclass

from engine.records import GameRecord, RecordResult


@dataclass(frozen=True, slots=True)
class Entry:
    """One game of the library, as listed: its name (the file's, without the suffix), when it
    was last saved, and its record (None with ``problem`` when the file cannot be read)."""

    name: str
    modified: float
    record: GameRecord | None
    problem: str | None = None
    busy: bool = False  # owned by another window

    @property
    def finished(self) -> bool:
        return self.record is not None and self.record.result is not RecordResult.UNFINISHED

    @property
    def resumable(self) -> bool:
        """Unfinished, readable, with moves, and not being played in another window."""
        record = self.record
        return record is not None and not self.finished and bool(record.moves) and not self.busy

    @property
    def plies(self) -> int:
        return len(self.record.moves) if self.record is not None else 0

    @property
    def reviewed(self) -> bool:
        """Whether the record carries a game review (``[%review …]`` comments)."""
        record = self.record
        return record is not None and any("[%review " in text for _, text in record.comments)


def same_game(first: GameRecord, second: GameRecord) -> bool:
    """Whether two records are one game: the same start, moves, players and date."""

    def key(record: GameRecord) -> tuple[object, ...]:
        return (record.start, record.moves, record.white, record.black, record.date)

    return key(first) == key(second)
