"""``dvonn-engine replay --json FILE...``: replay record files, one JSON object per file.

The objects are a contract with outside tools, exactly::

    {"file": PATH, "ok": true, "plies": N, "white": W, "black": B, "result": R, "variations": V}
    {"file": PATH, "ok": false, "error": MESSAGE}

``plies`` counts the moves replayed: placements, stack moves and passes alike (a forced pass
is a move, also one that a Boardspace file left out and the reader put back, and so is the
49th placement that a LittleGolem transcript leaves out).  Plies that only build a non-standard
start position are not moves of the game and are not counted.  ``white`` and ``black`` are the
pieces each side controls in the final position.  ``result`` is the engine's verdict on the
replayed game: ``white``, ``black`` or ``draw`` when neither side can move, ``resigned`` when
the record ends with a resignation, else ``unfinished``.  A file is not ok when it cannot be
read, a move is illegal (in a side line too), or the result or score it states contradicts the
replay.  ``variations`` counts the record's side lines (0 for a game without analysis; a side
line nested in another counts as one more).
"""

from __future__ import annotations

import json
from pathlib import Path

from engine.errors import DvonnError
from engine.records.files import read_file
from engine.records.model import GameRecord
from engine.records.tree import GameTree
from engine.rules import outcome

ReplayLine = dict[str, str | int | bool]


def summarize(name: str, record: GameRecord) -> ReplayLine:
    """The contract's object for a record that was read: replay it and report."""
    try:
        final = record.verified_end()
        if record.variations:
            GameTree.from_record(record)  # every side line replays too
    except DvonnError as error:
        return {"file": name, "ok": False, "error": str(error)}
    if record.resigned is not None:
        verdict = "resigned"  # verified_end() made sure the game was still going on
    else:
        over = outcome(final)
        verdict = "unfinished" if over is None else over.value
    white, black = final.controlled_pieces()
    return {
        "file": name,
        "ok": True,
        "plies": len(record.moves),
        "white": white,
        "black": black,
        "result": verdict,
        "variations": len(record.variations),
    }


def replay_file(path: str | Path) -> ReplayLine:
    """Replay one record file; never raises for a bad file (see the module's contract)."""
    name = str(path)
    try:
        record = read_file(path)
    except DvonnError as error:
        return {"file": name, "ok": False, "error": str(error)}
    except Exception as error:  # a bug must not cost the other files their lines
        return {"file": name, "ok": False, "error": f"internal error: {error!r}"}
    try:
        return summarize(name, record)
    except Exception as error:
        return {"file": name, "ok": False, "error": f"internal error: {error!r}"}


def replay_command(paths: list[str]) -> int:
    """Print one JSON line per file; 0 when every file replayed, 1 otherwise."""
    code = 0
    for path in paths:
        line = replay_file(path)
        print(json.dumps(line), flush=True)
        if not line["ok"]:
            code = 1
    return code
