"""The analysis board's move list as a text: the game's line and its side lines, lichess-style.

``tree_html`` writes a ``GameTree`` as rich text for a ``QTextBrowser``: the main line as a
score sheet in running text (``12. E3F4 G1G2 13. …``), each side line in smaller, grey type on
a line of its own under the move it replaces, indented one step more for each level of
nesting, and the line it left restated with its number (``12… G1G2``).  Every move is a link
to its node (``#N``); the node shown is highlighted and anchored (``#shown``) so the view can
scroll to it; a comment follows its move in italics.  Pure: it reads the tree and the words
handed to it, so a test reads the text without a window.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from engine.numbering import BLACK_MARK
from engine.position import Color
from engine.records.tree import ROOT, GameTree, NodeId

INDENT_PX = 14  # each level of nesting
SIDE_COLOUR = "#6b6b6b"  # a side line's moves
SHOWN_STYLE = "background-color:#2f6fb3; color:#ffffff; font-weight:bold;"


@dataclass(frozen=True)
class TreeWords:
    """The translated words the text needs."""

    pass_word: str  # a pass, as the list writes it
    start: str  # the start position's entry (before the first move)
    colour: str = "#000000"  # the main line's moves (the palette's text)


def move_token(tree: GameTree, node: NodeId, numbered: bool, words: TreeWords) -> str:
    """A move as the list writes it: ``12. E3F4``, ``12… G1G2`` (numbered), or ``G1G2``."""
    move = tree.move(node)
    assert move is not None
    text = words.pass_word if move.is_pass else str(move)
    number, color = tree.turn(node)
    if color is Color.WHITE:
        return f"{number}. {text}"
    return f"{number}{BLACK_MARK} {text}" if numbered else text


class _Writer:
    def __init__(self, tree: GameTree, shown: NodeId, words: TreeWords) -> None:
        self.tree, self.shown, self.words = tree, shown, words
        self.parts: list[str] = []  # the paragraphs written
        self.paragraph: list[str] = []  # the one being written
        self.style = ""

    def token(self, node: NodeId, numbered: bool, depth: int) -> None:
        text = escape(move_token(self.tree, node, numbered, self.words)).replace(" ", "&nbsp;")
        self.paragraph.append(self.link(node, text, SIDE_COLOUR if depth else self.words.colour))
        comment = self.tree.comment(node)
        if comment:
            self.paragraph.append(f"<i>{escape(comment)}</i> ")

    def link(self, node: NodeId, text: str, colour: str) -> str:
        """A move's link; the node shown highlighted, with the anchor to scroll to."""
        if node == self.shown:
            shown = f'<a href="#{node}" style="{SHOWN_STYLE}">&nbsp;{text}&nbsp;</a> '
            return '<a name="shown"></a>' + shown
        return f'<a href="#{node}" style="color:{colour};">{text}</a> '

    def line(self, first: NodeId, depth: int) -> None:
        """The line from ``first`` (numbered) to its end, its side lines under their moves."""
        numbered = True
        node: NodeId | None = first
        while node is not None:
            self.token(node, numbered, depth)
            numbered = False
            parent = self.tree.parent(node)
            siblings = () if parent is None else self.tree.children(parent)
            # a side line's first move is one of its parent's alternatives, written there
            if len(siblings) > 1 and siblings[0] == node and (node != first or depth == 0):
                numbered = self.side_lines(siblings[1:], depth)
            node = self.tree.next(node)

    def side_lines(self, starts: tuple[NodeId, ...], depth: int) -> bool:
        """The side lines beginning with ``starts``, each a block one step in; True: the
        line they interrupt goes on with its number."""
        self.close()
        for start in starts:
            self.open(depth + 1)
            self.line(start, depth + 1)
            self.close()
        self.open(depth)
        return True

    def open(self, depth: int) -> None:
        style = f"margin-left:{depth * INDENT_PX}px; margin-top:1px; margin-bottom:1px;"
        if depth:
            style += f" font-size:small; color:{SIDE_COLOUR};"
        self.style = style

    def close(self) -> None:
        if self.paragraph:
            self.parts.append(f'<p style="{self.style}">{"".join(self.paragraph)}</p>')
            self.paragraph = []


def tree_html(tree: GameTree, shown: NodeId, words: TreeWords) -> str:
    """The whole tree as rich text, ``shown`` highlighted (see the module's text)."""
    writer = _Writer(tree, shown, words)
    writer.open(0)
    writer.paragraph.append(writer.link(ROOT, escape(words.start), words.colour))
    first = tree.next(ROOT)
    if first is not None:
        writer.line(first, 0)
    writer.close()
    return "".join(writer.parts)
