"""A try at an exercise through the analysis process's answers and scheduler: searched on an
engine of its own (the trainer's), the same judgement as ``search_try``, stopped at once."""

from __future__ import annotations

from engine.ai import Engine
from engine.moves import Move
from engine.service.answers import Engines, answer
from engine.service.messages import Priority, Skipped, Tried, TryRequest
from engine.service.scheduler import Job
from engine.training_tries import search_try
from tests.engine.test_training_tries import CUT_OFF, exercise


def test_a_try_is_answered_with_its_judgement() -> None:
    task = exercise(CUT_OFF, "J3I3")
    move = Move.parse("J3K3")
    request = TryRequest(7, task, move, 1.0)
    assert request.priority is Priority.LOOK  # the player waits for it
    replies = list(answer(Engines(), request, lambda: False))
    judgement = search_try(Engine(), task, move, 1.0)
    assert judgement is not None and replies == [Tried(7, judgement)]
    assert list(answer(Engines(), request, lambda: True)) == [Skipped(7)]


def test_a_try_searches_on_the_trainer_s_engine() -> None:
    task = exercise(CUT_OFF, "J3I3")
    job = Job(TryRequest(1, task, Move.parse("H4G3"), 1.0), 0)
    assert job.engine == "trainer"  # never the review's, whose table it would empty
    engines = Engines()
    list(answer(engines, TryRequest(2, task, Move.parse("H4G3"), 1.0), lambda: False))
    assert engines.trainer is not engines.reviewer and engines.trainer is not engines.analyst
