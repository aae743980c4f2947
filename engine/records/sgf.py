"""SGF syntax (FF[4] as Boardspace writes it): the first game tree, branches included.

    Collection = GameTree+     GameTree = "(" Node+ GameTree* ")"
    Node = ";" Property*       Property = Ident Value+      Value = "[" text "]"

Boardspace's property names include digits and a minus sign (``P0``, ``P-1``), so an identifier
here is any run of letters, digits, ``-`` and ``_``.  In a value, ``\\`` escapes the next
character and a backslash before a line break removes the break (SGF soft line break).
``parse_game_tree`` gives every node of the first game tree with its parent's index (the first
child of a node continues its line, the others are variations); anything after that tree is
ignored, and said: Boardspace sometimes appends a second, debugging copy of the game.

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


class SgfTree(NamedTuple):
    """The first game tree of a text: its nodes in text order, each with its parent's index
    (-1: the root), and whether anything follows it (other games)."""

    nodes: list[Node]
    parents: list[int]
    more_games: bool

    def main_line(self) -> list[Node]:
        """The root, then each node's first child."""
        first: dict[int, int] = {}
        for index, parent in enumerate(self.parents):
            first.setdefault(parent, index)
        line = [0]
        while line[-1] in first:
            line.append(first[line[-1]])
        return [self.nodes[index] for index in line]


def parse_main_line(text: str) -> list[Node]:
    """The nodes of the main line of the first game tree in ``text``."""
    return parse_game_tree(text).main_line()


def parse_game_tree(text: str) -> SgfTree:
    """Every node of the first game tree in ``text``, branches included."""
    lines = _Lines(text)
    nodes: list[Node] = []
    parents: list[int] = []
    # For every open tree: its last node so far (where a node or a branch goes on from; at
    # first its parent tree's), and whether it already had a branch.
    tips: list[int] = []
    branched: list[bool] = []
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
        if ident is None and tips and not branched[-1]:
            fast = _EMPTY_NODES.match(text, pos) or _SIMPLE_NODE.match(text, pos)
            if fast is not None:
                if node is not None:
                    nodes[-1] = Node(tuple(node), node_line)
                node = None
                pos = fast.end()
                props: tuple[Property, ...] = ()
                if fast.re is _SIMPLE_NODE:
                    value = (fast.group(3),)
                    props = (Property(fast.group(2), value, lines.at(fast.start(2))),)
                nodes.append(Node(props, lines.at(fast.start(1))))
                parents.append(tips[-1])
                tips[-1] = len(nodes) - 1
                continue
        match = _TOKEN.match(text, pos)
        assert match is not None  # the pattern always matches, at worst the empty end
        kind, token = match.lastgroup, match.group(match.lastgroup or 0)
        token_pos = match.start(kind) if kind else match.end()
        pos = match.end()
        if not tips and token != "(":
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
            nodes[-1] = Node(tuple(node), node_line)
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
            if len(tips) >= MAX_DEPTH:
                raise RecordParseError(
                    f"variations are nested more than {MAX_DEPTH} deep", lines.at(token_pos)
                )
            if branched:
                branched[-1] = True
            tips.append(tips[-1] if tips else -1)
            branched.append(False)
            follow = _TOKEN.match(text, pos)
            if follow is None or follow.group("mark") != ";":
                raise RecordParseError("a game tree must start with a node ';'", lines.at(pos))
        elif token == ";":
            if branched[-1]:
                raise RecordParseError(
                    "a node ';' after a variation: nodes come first", lines.at(token_pos)
                )
            node, node_line = [], lines.at(token_pos)
            nodes.append(Node((), node_line))
            parents.append(tips[-1])
            tips[-1] = len(nodes) - 1
        elif token == ")":
            tips.pop()
            branched.pop()
            if not tips:
                return SgfTree(nodes, parents, bool(text[pos:].strip()))
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
