"""A peer of our own that breaks the rules between peers: it joins with a code, sends each
frame given in hex on the command line, and waits to be closed (a test's hostile peer).

python tests/app/hostile_peer.py SERVER CODE HEXFRAME...
"""

from __future__ import annotations

import contextlib
import sys
from typing import Any

from twisted.internet import defer, task

from app.online.peer import APPID


async def run(reactor: Any, server: str, code: str, frames: list[bytes]) -> None:
    import wormhole

    hole = wormhole.create(APPID, server, reactor)
    hole.set_code(code)
    await hole.get_versions()
    print("connected", flush=True)
    for frame in frames:
        hole.send_message(frame)
    with contextlib.suppress(Exception):  # until the other side's goodbye, or its close
        await hole.get_message()
    await task.deferLater(reactor, 0.2, lambda: None)


def main() -> None:
    server, code, *frames = sys.argv[1:]
    task.react(
        lambda reactor: defer.ensureDeferred(
            run(reactor, server, code, [bytes.fromhex(frame) for frame in frames])
        )
    )


if __name__ == "__main__":
    main()
