"""The one check for clock values that come from outside: files, the autosave, commands.

A clock value is a number of seconds, finite, from 0 to ``MAX_CLOCK_SECONDS`` (a day for each
player).  ``inf``, ``nan``, ``1e300`` or a negative time are refused with a ValueError, so they
never reach a ``Game``, a display or a saved file.
"""

from __future__ import annotations

import math

MAX_CLOCK_SECONDS = 24 * 3600.0


def valid_clock(seconds: float) -> float:
    """``seconds`` when it is a clock value (finite, 0 to MAX_CLOCK_SECONDS), else ValueError."""
    if not (math.isfinite(seconds) and 0.0 <= seconds <= MAX_CLOCK_SECONDS):
        raise ValueError(f"not a clock value: {seconds!r}")
    return seconds
