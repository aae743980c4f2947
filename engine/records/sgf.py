"""SGF syntax (FF[4] as Boardspace writes it): the main line of the first game tree.

    Collection = GameTree+     GameTree = "(" Node+ GameTree* ")"
    Node = ";" Property*       Property = Ident Value+      Value = "[" text "]"

Boardspace's property names include digits and a minus sign (``P0``, ``P-1``), so an identifier
here is any run of letters, digits, ``-`` and ``_``.  In a value, ``\\`` escapes the next
character and a backslash before a line break removes the break (SGF soft line break).
Variations keep only their first branch (the main line), as SGF readers do.  Anything after the
first game tree is ignored: Boardspace sometimes appends a second, debugging copy of the game.
``parse_game_tree`` counts what is left out, so that saving over the file can ask first.

One pass over the text, no recursion, and only regular expressions that cannot backtrack:
linear time on any input.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from engine.errors import RecordParseError
from engine.limits import cut

MAX_DEPTH = 1000  # variations nested deeper than this are refused, not followed
MAX_STEPS = 100_000  # nodes and properties read; a real game file has a few hundred


class Property(NamedTuple):
    ident: str
    values: tuple[str, ...]
    line: int


class Node(NamedTuple):
    properties: tuple[Property, ...]
    line: int

    def get(self, ident: str) -> str | None:
        """The first value of property ``ident`` (case-insensitive), if present."""
        for prop in self.properties:
            if prop.ident.upper() == ident.upper():
                return prop.values[0]
        return None


# One token at a time: a bracket or semicolon, a property name, a value, or anything else
# (an error).  The value pattern is the "unrolled loop" [^\]\\]*(?:\\.[^\]\\]*)*: every
# character has exactly one way to match, so it never backtracks and runs in linear time.
_TOKEN = re.compile(
    r"\s*(?:(?P<mark>[();])|(?P<ident>[A-Za-z0-9_-]+)|\[(?P<value>[^\]\\]*(?:\\.[^\]\\]*)*)\]"
    r"|(?P<other>.)|$)",
    re.DOTALL,
)
# Fast path for the usual Boardspace node, one property with one plain value: "; P0[3 done]".
_SIMPLE_NODE = re.compile(r"\s*(;)\s*([A-Za-z0-9_-]+)\s*\[([^\]\\]*)\](?=\s*[;()])")
# Fast path for a run of empty nodes ";;;;": they carry nothing, so the run becomes one node.
_EMPTY_NODES = re.compile(r"\s*(;)(?=\s*[;()])(?:\s*;(?=\s*[;()]))*")
_MORE_VALUES = re.compile(r"\s*\[")
_ESCAPE = re.compile(r"\\(\r\n|.)", re.DOTALL)


def _unescape(raw: str) -> str:
    """SGF value text: a backslash escapes the next character, or removes a line break."""
    if "\\" not in raw:
        return raw
    return _ESCAPE.sub(lambda m: "" if m.group(1) in ("\n", "\r", "\r\n") else m.group(1), raw)


class _Lines:
    """Line numbers of increasing text positions, counting each line break once."""

    def __init__(self, text: str) -> None:
        self.text, self.pos, self.line = text, 0, 1

    def at(self, pos: int) -> int:
        if pos > self.pos:
            self.line += self.text.count("\n", self.pos, pos)
            self.pos = pos
        return self.line


class MainLine(NamedTuple):
    """The main line of the first game tree, and what the text holds besides it."""

    nodes: list[Node]
    variations: int  # game trees off the main line (side lines), at any depth
    more_games: bool  # whether anything follows the first game tree (other games)


def parse_main_line(text: str) -> list[Node]:
    """The nodes of the main line of the first game tree in ``text``."""
    return parse_game_tree(text).nodes


def parse_game_tree(text: str) -> MainLine:
    """The main line of the first game tree in ``text``, counting what it leaves out."""
    lines = _Lines(text)
    variations = 0
    nodes: list[Node] = []
    # A variation is followed only when it is the first child of a tree on the main line.
    # ``on_main`` holds, for every open tree, whether it is on the main line; ``child_seen``
    # whether it already had a variation.
    on_main: list[bool] = []
    child_seen: list[bool] = []
    node: list[Property] | None = None  # properties of the node being read
    node_line = 0
    ident: str | None = None  # property being read, its values and line
    values: list[str] = []
    ident_line = 0
    pos = 0
    for _ in range(MAX_STEPS):
        if ident is not None and values and not _MORE_VALUES.match(text, pos):
            assert node is not None
            node.append(Property(ident, tuple(values), ident_line))
            ident, values = None, []
        if ident is None and on_main and not child_seen[-1]:
            fast = _EMPTY_NODES.match(text, pos) or _SIMPLE_NODE.match(text, pos)
            if fast is not None:
                if node is not None and on_main[-1]:
                    nodes.append(Node(tuple(node), node_line))
                node = None
                pos = fast.end()
                if on_main[-1]:
                    line = lines.at(fast.start(1))
                    props: tuple[Property, ...] = ()
                    if fast.re is _SIMPLE_NODE:
                        value = (fast.group(3),)
                        props = (Property(fast.group(2), value, lines.at(fast.start(2))),)
                    nodes.append(Node(props, line))
                continue
        match = _TOKEN.match(text, pos)
        assert match is not None  # the pattern always matches, at worst the empty end
        kind, token = match.lastgroup, match.group(match.lastgroup or 0)
        token_pos = match.start(kind) if kind else match.end()
        pos = match.end()
        if not on_main and token != "(":
            raise RecordParseError("an SGF file starts with '(;'", lines.at(token_pos))
        if kind == "other" and token == "[":
            raise RecordParseError("a value '[' is never closed by ']'", lines.at(token_pos))
        if ident is not None and kind != "value":
            if not values:
                raise RecordParseError(f"property {cut(ident)} has no value", lines.at(token_pos))
            assert node is not None
            node.append(Property(ident, tuple(values), ident_line))
            ident, values = None, []
        if node is not None and kind in ("mark", None, "other"):
            if on_main[-1]:
                nodes.append(Node(tuple(node), node_line))
            node = None
        if kind == "value":
            if ident is None:
                raise RecordParseError("a value '[…]' without a property name", lines.at(token_pos))
            values.append(_unescape(token))
        elif kind == "ident":
            if node is None:
                raise RecordParseError(
                    f"property {cut(token)} outside a node ';'", lines.at(token_pos)
                )
            ident, ident_line = token, lines.at(token_pos)
        elif token == "(":
            if len(on_main) >= MAX_DEPTH:
                raise RecordParseError(
                    f"variations are nested more than {MAX_DEPTH} deep", lines.at(token_pos)
                )
            main = not on_main or (on_main[-1] and not child_seen[-1])
            variations += not main
            if child_seen:
                child_seen[-1] = True
            on_main.append(main)
            child_seen.append(False)
            follow = _TOKEN.match(text, pos)
            if follow is None or follow.group("mark") != ";":
                raise RecordParseError("a game tree must start with a node ';'", lines.at(pos))
        elif token == ";":
            if child_seen[-1]:
                raise RecordParseError(
                    "a node ';' after a variation: nodes come first", lines.at(token_pos)
                )
            node, node_line = [], lines.at(token_pos)
        elif token == ")":
            on_main.pop()
            child_seen.pop()
            if not on_main:
                return MainLine(nodes, variations, bool(text[pos:].strip()))
        elif kind == "other":
            raise RecordParseError(
                f"unexpected {token!r}: expected ';', '(' or ')'", lines.at(token_pos)
            )
        else:
            raise RecordParseError(
                "the file ends inside a game tree: ')' is missing", lines.at(token_pos)
            )
    raise RecordParseError(
        f"more than {MAX_STEPS} nodes and properties: no game has so many", lines.at(pos)
    )


def escape(value: str) -> str:
    """``value`` ready to stand between ``[`` and ``]``."""
    return value.replace("\\", "\\\\").replace("]", "\\]")
