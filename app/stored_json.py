"""JSON text read back from the preferences, bounded so that no stored value can stop the app.

The text is refused unparsed when it is longer than a limit (so a hand-made value of many
megabytes is never parsed), a nesting too deep for the parser (``[[[[…]]]]``) reads as broken
instead of raising RecursionError, and the value must be of the expected type.
"""

from __future__ import annotations

import json
from typing import TypeVar

MAX_CHARS = 4096  # the choices for a new game take about 250

T = TypeVar("T")


def read_json(raw: object, kind: type[T], max_chars: int = MAX_CHARS) -> T | None:
    """The value held by the stored JSON text ``raw`` when it is a ``kind``; None when ``raw``
    is not a str, is longer than ``max_chars``, is not JSON, is nested deeper than the parser
    can follow, or holds another type (JSON ``null`` included)."""
    if not isinstance(raw, str) or len(raw) > max_chars:
        return None
    try:
        value = json.loads(raw)
    except (ValueError, RecursionError):  # ValueError covers JSONDecodeError and huge ints
        return None
    return value if isinstance(value, kind) else None
