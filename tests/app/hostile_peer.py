"""A peer of our own that breaks the rules between peers: it joins with a code, sends each
frame given in hex on the command line in turn, and waits to be closed (a test's hostile peer).
An argument ``wait:KIND`` instead of a frame waits until a game message of that kind arrives
(so that a game can be started and a move heard before the frame that breaks the rules).

python tests/app/hostile_peer.py SERVER CODE HEXFRAME|wait:KIND...
"""

from __future__ import annotations

import contextlib
import json
import sys
from typing import Any

from twisted.internet import defer, task

from app.online.peer import APPID


async def wait_for(hole: Any, kind: str) -> None:
    while True:
        frame = await hole.get_message()
        if frame[:1] == b"m" and json.loads(frame[1:]).get("kind") == kind:
            return


async def run(reactor: Any, server: str, code: str, frames: list[bytes | str]) -> None:
    import wormhole

    hole = wormhole.create(APPID, server, reactor)
    hole.set_code(code)
    await hole.get_versions()
    print("connected", flush=True)
    for frame in frames:
        if isinstance(frame, str):
            await wait_for(hole, frame)
        else:
            hole.send_message(frame)
    with contextlib.suppress(Exception):  # until the other side's goodbye, or its close
        await hole.get_message()
    await task.deferLater(reactor, 0.2, lambda: None)


def read_step(step: str) -> bytes | str:
    return step.removeprefix("wait:") if step.startswith("wait:") else bytes.fromhex(step)


def main() -> None:
    server, code, *frames = sys.argv[1:]
    task.react(
        lambda reactor: defer.ensureDeferred(
            run(reactor, server, code, [read_step(step) for step in frames])
        )
    )


if __name__ == "__main__":
    main()
