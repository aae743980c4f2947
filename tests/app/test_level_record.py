"""The player's record against each computer level, from entries holding real game records."""

from __future__ import annotations

import pytest

from app.level_record import (
    LevelRecord,
    Outcome,
    game_against_level,
    recent_outcomes,
    records_by_level,
    suggestion,
)
from app.library import Entry
from engine.ai import levels
from engine.game import Game
from engine.position import Color
from engine.records import GameRecord, RecordResult
from tests.app.game_records import played_to_the_end, resigned_game, unfinished_game


class Entries:
    """Entries built one after the other, each saved a minute after the last."""

    def __init__(self) -> None:
        self.made: list[Entry] = []

    def add(
        self,
        game: Game,
        white_level: int | None = None,
        black_level: int | None = None,
    ) -> Entry:
        record = GameRecord.from_game(
            game,
            white="Ann" if white_level is None else "",
            black="Bob" if black_level is None else "",
            white_level=white_level,
            black_level=black_level,
        )
        entry = Entry(f"entry-{len(self.made)}", 1_700_000_000.0 + 60 * len(self.made), record)
        self.made.append(entry)
        return entry

    def won(self, level: int, person: Color = Color.WHITE) -> Entry:
        """A game the person playing ``person`` won against ``level`` to the end."""
        result = RecordResult.WHITE if person is Color.WHITE else RecordResult.BLACK
        return self._against(played_to_the_end(result), level, person)

    def lost(self, level: int, person: Color = Color.WHITE) -> Entry:
        result = RecordResult.BLACK if person is Color.WHITE else RecordResult.WHITE
        return self._against(played_to_the_end(result), level, person)

    def drawn(self, level: int, person: Color = Color.WHITE) -> Entry:
        return self._against(played_to_the_end(RecordResult.DRAW), level, person)

    def _against(self, game: Game, level: int, person: Color) -> Entry:
        if person is Color.WHITE:
            return self.add(game, black_level=level)
        return self.add(game, white_level=level)


@pytest.fixture
def entries() -> Entries:
    return Entries()


def test_the_records_are_real_games() -> None:
    for result in (RecordResult.WHITE, RecordResult.BLACK, RecordResult.DRAW):
        record = GameRecord.from_game(played_to_the_end(result))
        assert record.result is result
        record.verify()  # the engine agrees with the recorded result


def test_wins_draws_and_losses_for_the_person_on_either_side(entries: Entries) -> None:
    entries.won(3)
    entries.won(3, Color.BLACK)
    entries.lost(3)
    entries.lost(3, Color.BLACK)
    entries.lost(3, Color.BLACK)
    entries.drawn(3, Color.BLACK)
    entries.won(5)
    assert records_by_level(entries.made) == {
        3: LevelRecord(wins=2, draws=1, losses=3),
        5: LevelRecord(wins=1),
    }
    assert LevelRecord(2, 1, 3).games == 6


def test_a_resignation_is_a_loss_for_the_side_that_resigned(entries: Entries) -> None:
    entries.add(resigned_game(Color.WHITE), black_level=4)  # the person (White) resigned
    entries.add(resigned_game(Color.WHITE), white_level=4)  # the computer (White) resigned
    entries.add(resigned_game(Color.BLACK), white_level=4)  # the person (Black) resigned
    assert [game_against_level(entry) for entry in entries.made] == [
        (4, Outcome.LOSS),
        (4, Outcome.WIN),
        (4, Outcome.LOSS),
    ]
    assert records_by_level(entries.made) == {4: LevelRecord(wins=1, losses=2)}


def test_people_computers_unfinished_and_unreadable_games_are_left_out(
    entries: Entries,
) -> None:
    entries.add(played_to_the_end(RecordResult.WHITE))  # two people
    entries.add(played_to_the_end(RecordResult.BLACK), white_level=2, black_level=6)
    entries.add(resigned_game(Color.BLACK), white_level=2, black_level=2)
    entries.add(unfinished_game(), black_level=2)  # not over yet
    unreadable = Entry("broken", 1_700_000_000.0, None, "line 1: not a game")
    assert records_by_level([*entries.made, unreadable]) == {}
    assert all(game_against_level(entry) is None for entry in entries.made)
    assert suggestion([*entries.made, unreadable], 2) is None


def test_three_wins_in_a_row_suggest_the_next_level(entries: Entries) -> None:
    entries.lost(3)
    entries.won(3)
    entries.won(3, Color.BLACK)
    entries.add(unfinished_game(), black_level=3)  # does not break the run
    entries.won(4)  # another level: does not break it either
    entries.add(resigned_game(Color.BLACK), black_level=3)  # the computer resigned
    assert recent_outcomes(entries.made, 3) == [Outcome.WIN] * 3 + [Outcome.LOSS]
    assert suggestion(entries.made, 3) == 4


def test_three_losses_in_a_row_suggest_the_level_below(entries: Entries) -> None:
    entries.won(6)
    entries.lost(6)
    entries.lost(6, Color.BLACK)
    entries.add(resigned_game(Color.WHITE), black_level=6)  # the person resigned
    assert suggestion(entries.made, 6) == 5


def test_the_most_recent_games_decide_not_the_order_given(entries: Entries) -> None:
    for _ in range(3):
        entries.lost(6)
    entries.won(6)  # the newest
    assert suggestion(list(reversed(entries.made)), 6) is None
    assert suggestion(entries.made[:3], 6) == 5


def test_no_suggestion_without_a_clear_run(entries: Entries) -> None:
    assert suggestion([], 3) is None
    entries.won(3)
    entries.won(3)
    assert suggestion(entries.made, 3) is None  # only two games
    entries.drawn(3)
    assert suggestion(entries.made, 3) is None  # a draw breaks the run
    entries.lost(3)
    entries.lost(3)
    assert suggestion(entries.made, 3) is None  # a draw among the last three
    assert suggestion(entries.made, 4) is None  # never played


def test_no_suggestion_beyond_the_strongest_or_weakest_level(entries: Entries) -> None:
    top = len(levels())
    for _ in range(3):
        entries.won(top)
        entries.lost(1)
    assert suggestion(entries.made, top) is None
    assert suggestion(entries.made, 1) is None
    for _ in range(3):
        entries.won(1)
        entries.lost(top)
    assert suggestion(entries.made, 1) == 2
    assert suggestion(entries.made, top) == top - 1
