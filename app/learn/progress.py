"""What the player has learnt, kept across sessions in the app's QSettings store.

Lessons finished, puzzles solved and failed (the first try counts), a puzzle rating (Elo-like,
starting at 1200) and whether the first start already offered the lessons.  Values are stored
as JSON text and read back defensively (bounded, see ``app.stored_json``): anything broken
counts as nothing learnt yet, and so does a list of more than MAX_IDS ids; an id longer than
MAX_ID_CHARS is left out.
"""

from __future__ import annotations

import json

from PyQt6.QtCore import QSettings

from app.stored_json import read_json

START_RATING = 1200
K_FACTOR = 32
MAX_IDS = 10_000  # the app has some hundred lessons and puzzles
MAX_ID_CHARS = 100  # its ids have at most 43
MAX_RATING_CHARS = 8  # "1200"; int() of thousands of digits is slow, and refused past 4300


class Progress:
    def __init__(self, store: QSettings) -> None:
        self._store = store

    @property
    def store(self) -> QSettings:
        """The preferences store the progress lives in (the main window's)."""
        return self._store

    def _ids(self, key: str) -> set[str]:
        """The ids stored under ``key``: a JSON list of strings of bounded length and count."""
        longest = MAX_IDS * (MAX_ID_CHARS + 4)  # each id quoted, with a comma and a space
        data = read_json(self._store.value(key, "[]"), list, longest)
        if data is None or len(data) > MAX_IDS:
            return set()
        return {item for item in data if isinstance(item, str) and len(item) <= MAX_ID_CHARS}

    def _put(self, key: str, ids: set[str]) -> None:
        self._store.setValue(key, json.dumps(sorted(ids)))
        self._store.sync()

    # --- lessons -------------------------------------------------------------------------

    @property
    def lessons_done(self) -> set[str]:
        return self._ids("learn/lessons_done")

    def finish_lesson(self, lesson_id: str) -> None:
        self._put("learn/lessons_done", self.lessons_done | {lesson_id})

    @property
    def offered(self) -> bool:
        raw = self._store.value("learn/offered", "false")
        return raw is True or (isinstance(raw, str) and raw.lower() == "true")

    def mark_offered(self) -> None:
        self._store.setValue("learn/offered", "true")
        self._store.sync()

    # --- puzzles -------------------------------------------------------------------------

    @property
    def solved(self) -> set[str]:
        return self._ids("learn/puzzles_solved")

    @property
    def failed(self) -> set[str]:
        return self._ids("learn/puzzles_failed")

    @property
    def rating(self) -> int:
        """The stored rating: an int, or a short string of one, from 1 to 3999; else 1200."""
        raw = self._store.value("learn/rating", START_RATING)
        if isinstance(raw, str) and len(raw) <= MAX_RATING_CHARS:
            try:
                raw = int(raw)
            except ValueError:
                return START_RATING
        if type(raw) is not int:  # a float (inf, nan), a bool, a long string, bytes …
            return START_RATING
        return raw if 0 < raw < 4000 else START_RATING

    def record_puzzle(self, puzzle_id: str, puzzle_rating: int, solved: bool) -> bool:
        """Count a puzzle's first try (later tries change nothing); True when it counted."""
        if puzzle_id in self.solved | self.failed:
            return False
        expected = 1 / (1 + 10 ** ((puzzle_rating - self.rating) / 400))
        new = round(self.rating + K_FACTOR * ((1.0 if solved else 0.0) - expected))
        self._store.setValue("learn/rating", max(100, new))
        key = "learn/puzzles_solved" if solved else "learn/puzzles_failed"
        self._put(key, self._ids(key) | {puzzle_id})
        return True
