"""JSON text read back from the preferences, bounded so that no stored value can stop the app.

The text is refused unparsed when it is longer than a limit (so a hand-made value of many
megabytes is never parsed); the engine's bounded reader (``engine.json_input``) turns a
nesting too deep (``[[[[…]]]]``), a NaN or a 5,000-digit number into an error instead of an
exception; and the value must be of the expected type.
"""

from __future__ import annotations

from typing import TypeVar

from engine.json_input import JsonInputError, parse_json

MAX_CHARS = 4096  # the choices for a new game take about 250
MAX_DEPTH = 8  # every stored value is a flat object or list

T = TypeVar("T")


def read_json(raw: object, kind: type[T], max_chars: int = MAX_CHARS) -> T | None:
    """The value held by the stored JSON text ``raw`` when it is a ``kind``; None when ``raw``
    is not a str, is longer than ``max_chars``, is not JSON, is nested deeper than
    ``MAX_DEPTH``, or holds another type (JSON ``null`` included)."""
    if not isinstance(raw, str) or len(raw) > max_chars:
        return None
    try:
        value = parse_json(raw, MAX_DEPTH)
    except JsonInputError:
        return None
    return value if isinstance(value, kind) else None
