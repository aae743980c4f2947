"""What the player has learnt, kept across sessions in the app's QSettings store.

Lessons finished, puzzles solved and failed (the first try counts), a puzzle rating (Elo-like,
starting at 1200) and whether the first start already offered the lessons.  Values are stored
as JSON text and read back defensively: anything broken counts as nothing learnt yet.
"""

from __future__ import annotations

import json

from PyQt6.QtCore import QSettings

START_RATING = 1200
K_FACTOR = 32


class Progress:
    def __init__(self, store: QSettings) -> None:
        self._store = store

    def _ids(self, key: str) -> set[str]:
        raw = self._store.value(key, "[]")
        try:
            data = json.loads(raw) if isinstance(raw, str) else []
        except ValueError:
            return set()
        return {item for item in data if isinstance(item, str)} if isinstance(data, list) else set()

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
        return str(self._store.value("learn/offered", "false")).lower() == "true"

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
        raw = self._store.value("learn/rating", START_RATING)
        try:
            value = int(raw)
        except (TypeError, ValueError):
            return START_RATING
        return value if 0 < value < 4000 else START_RATING

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
