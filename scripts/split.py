"""The one split of the Boardspace corpus into a part to fit on and a part to measure on: a
game is held out when the SHA-256 of its file name, as a number, is 0, 1 or 2 modulo 10 (about
30 %).  Every script that fits on real games (``scripts.chance_fit``) leaves these games out,
and every script that measures (``scripts.review_bars``) takes only these."""

from __future__ import annotations

import hashlib


def name_hash(name: str) -> int:
    """A number for the game in file ``name``: the split, and an order without bias (the
    corpus's name order groups games by player)."""
    return int.from_bytes(hashlib.sha256(name.encode("utf-8")).digest()[:8], "big")


def held_out(name: str) -> bool:
    """Whether the game in file ``name`` is kept for measuring, never fitted on."""
    return name_hash(name) % 10 < 3
