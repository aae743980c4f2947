"""A long real game with its review saved in the record, as the app saves one: Ann (a person)
against computer level 5, 86 moves, reviewed by the engine's quick pass (well under a second)
with a blunder, mistakes and inaccuracies on both sides; and a spy on the requests the
review's client sends to its worker."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from pathlib import Path

from app.ai_client import AnalysisClient
from engine.records import GameRecord, RecordResult, write_record
from engine.review.analysis import review_record
from engine.review.annotations import annotate
from engine.review.judgement import PlyReview
from engine.service.messages import ReviewRequest
from tests.app.game_records import played_to_the_end

PLAYERS = {"white": "Ann", "black_level": 5}  # a person against the computer: "played like"


@cache
def plain_game() -> GameRecord:
    """The game without its review (the record a file of it may hold)."""
    return GameRecord.from_game(played_to_the_end(RecordResult.WHITE), **PLAYERS)  # type: ignore[arg-type]


@cache
def quick_review() -> tuple[PlyReview, ...]:
    plies, _ = review_record(plain_game(), ())
    return tuple(plies)


def reviewed_game() -> GameRecord:
    """The game with its review in the comments."""
    return annotate(plain_game(), list(quick_review()))


def write_game(path: Path, record: GameRecord) -> Path:
    path.write_text(write_record(record, "dvn"))
    return path


def review_requests(client: AnalysisClient) -> list[ReviewRequest]:
    """Every review request ``client`` sends its worker from now on (the list grows)."""
    sent: list[ReviewRequest] = []
    post = client._post

    def spy(token: int, request: object) -> None:
        if isinstance(request, ReviewRequest):
            sent.append(request)
        post(token, request)

    client._post = spy  # type: ignore[method-assign]
    return sent


def without_review(record: GameRecord) -> GameRecord:
    return replace(record, comments=())
