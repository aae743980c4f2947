"""The review's worker process: the loop that runs in it, fed and read through two queues.

Requests (tuples; ``None`` ends the loop)::

    ("review", token, start, moves, seconds)   every move searched, pass after pass
    ("judge", token, position, move, seconds)  one move judged (the blunder warning)

Replies: ``("verdicts", token, (pass number, MoveVerdicts))`` per searched move, then
``("done", token, None)``; ``("judged", token, PlyReview)``; ``("error", token, text)``.
``current`` is a shared integer: the token of the request still wanted (0: none).  A search
polls it and stops as soon as it changes, so a review is cancelled at once.
"""

from __future__ import annotations

import traceback
from typing import Any

from engine.ai import Engine, Limits
from engine.moves import Move
from engine.position import Position
from engine.review.analysis import GameLine, Pass, run_passes, schedule, search_move
from engine.review.judgement import judge
from engine.rules import apply, legal_moves


def judge_move(
    engine: Engine, position: Position, move: Move, seconds: float, stop: Any = None
) -> Any:
    """The review of ``move`` in ``position`` (a PlyReview), or None when stopped."""
    line = GameLine((position, apply(position, move).after), (move,))
    found = search_move(engine, line, 0, Limits(seconds=seconds, soft_seconds=seconds * 0.6), stop)
    if found is None:
        return None
    return judge(1, move, found.before, found.after, len(legal_moves(position)) == 1)


def serve(requests: Any, replies: Any, current: Any) -> None:
    """The process's main loop (the target of the app's ReviewProcess)."""
    engine = Engine()
    while True:
        request = requests.get()
        if request is None:
            return
        kind, token, *arguments = request

        def stop(token: int = token) -> bool:
            return bool(current.value != token)

        try:
            if kind == "review":
                start, moves, seconds = arguments
                game = GameLine.of_moves(start, tuple(moves))
                passes: list[Pass] = schedule(*seconds)
                for found in run_passes(game, passes, stop, engine):
                    replies.put(("verdicts", token, found))
                replies.put(("done", token, None))
            elif kind == "judge":
                position, move, seconds = arguments
                review = judge_move(engine, position, move, seconds, stop)
                if review is not None:
                    replies.put(("judged", token, review))
        except Exception:  # the app shows the message instead of waiting forever
            replies.put(("error", token, traceback.format_exc()))
