"""JSON text from outside (a puzzle file given on the command line), read with bounds.

``parse_json`` never raises anything but JsonInputError: a nesting too deep for the parser
(``[[[[…]]]]`` 100,000 deep) or deeper than ``max_depth``, a number too long to convert
(5,000 digits), a NaN or Infinity (not JSON, though Python's reader takes them) and text
that is not JSON all read as errors with a message.  The file itself is read by
``engine.records.read_bytes`` (regular files only, with a size limit).
"""

from __future__ import annotations

import json

from engine.errors import DvonnError


class JsonInputError(DvonnError):
    """JSON text that cannot be used; the message says why."""


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not a JSON number")


def depth(value: object) -> int:
    """How deeply lists and objects nest in ``value`` (1 for a flat list), without recursion."""
    deepest = 0
    stack: list[tuple[object, int]] = [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            item = list(item.values())
        if isinstance(item, list):
            deepest = max(deepest, level)
            stack.extend((child, level + 1) for child in item)
    return deepest


def parse_json(text: str, max_depth: int) -> object:
    """The value of JSON ``text`` nested at most ``max_depth`` deep; JsonInputError else."""
    try:
        value: object = json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise JsonInputError(f"nested deeper than {max_depth} levels") from None
    except ValueError as error:  # JSONDecodeError, and a number of more than 4,300 digits
        raise JsonInputError(f"not valid JSON ({error})") from None
    if depth(value) > max_depth:
        raise JsonInputError(f"nested deeper than {max_depth} levels")
    return value
