"""Side lines of a record: the moves an analysis tried instead of those played.

A record's main line is its ``moves``.  Each ``Variation`` is a side line: ``moves`` played
instead of the move at index ``at`` of line ``parent`` (0: the main line; k ≥ 1: the record's
k-th variation, always an earlier one), with ``comments`` after its moves (n: after its n-th
move, 1…len(moves)).  Variations come in the order a file writes them: after the move they
replace, the side lines of one move in turn, each with its own side lines inside it::

    12. E3F4 (12. C2C3 D4D5 (13. A1A2)) (12. B2B3) 12... G1G2

is the main line's E3F4 at index i, then variation 1 (parent 0, at i: C2C3 D4D5), variation 2
(parent 1, at 1: A1A2 instead of D4D5), variation 3 (parent 0, at i: B2B3).

``MoveTree`` is the same as a tree of moves, one node per position reached: the start is node
0, and every other node is one move from its parent.  A move already tried from a node is
followed, never added twice, so the tree has one node per distinct line.  Its children are in
order: the first one continues the line, the others begin side lines.  ``MoveTree.of_lines``
and ``MoveTree.lines`` turn one form into the other, in time linear in the moves and without
recursion (a tree as deep as a file allows never reaches Python's stack limit).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from engine.moves import Move

# Bounds that keep reading a hostile file short (an analysis of a real game stays far below
# them): side lines nested at most this deep (a game has at most 146 plies, and a side line
# nested in another starts at least one ply later), and this many moves in all lines together.
MAX_NESTING = 200
MAX_TREE_MOVES = 10_000


@dataclass(frozen=True, slots=True)
class Variation:
    """A side line: ``moves`` instead of the move at index ``at`` of line ``parent``.

    ``comments`` pairs a move count (1…len(moves)) with the comment after that move.
    ``move_lines`` (not part of equality) gives the source line of each move, for messages.
    """

    parent: int
    at: int
    moves: tuple[Move, ...]
    comments: tuple[tuple[int, str], ...] = ()
    move_lines: tuple[int, ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        for name in ("moves", "comments", "move_lines"):
            value = getattr(self, name)
            if not isinstance(value, tuple):
                object.__setattr__(self, name, tuple(value))
        if not self.moves:
            raise ValueError("a side line has at least one move")
        if self.parent < 0 or self.at < 0:
            raise ValueError("a side line's parent and index are 0 or more")
        plies = [ply for ply, _ in self.comments]
        if plies != sorted(set(plies)) or any(not 1 <= p <= len(self.moves) for p in plies):
            raise ValueError("a side line's comments need distinct move counts in order, 1…")
        if self.move_lines and len(self.move_lines) != len(self.moves):
            raise ValueError("move_lines needs one line per move")

    def comment(self, ply: int) -> str | None:
        """The comment after the side line's ``ply``-th move, if any."""
        for number, text in self.comments:
            if number == ply:
                return text
        return None


def check_variations(main_moves: int, variations: Sequence[Variation]) -> None:
    """ValueError unless each variation branches from an earlier line, within its moves."""
    lengths = [main_moves]
    for number, variation in enumerate(variations, start=1):
        if variation.parent >= number:
            raise ValueError(f"variation {number} branches from a later line")
        if variation.at >= lengths[variation.parent]:
            raise ValueError(f"variation {number} branches beyond the end of its line")
        lengths.append(len(variation.moves))


def line_starts(main_start: int, variations: Sequence[Variation]) -> list[int]:
    """The ply at which each line's first move is played: the main line's, then each
    variation's (the ply of the move it replaces)."""
    starts = [main_start]
    for variation in variations:
        starts.append(starts[variation.parent] + variation.at)
    return starts


class Lines(NamedTuple):
    """A tree's lines as a record holds them (``GameRecord``'s fields of the same names)."""

    moves: tuple[Move, ...]
    comments: tuple[tuple[int, str], ...]
    move_lines: tuple[int, ...]
    variations: tuple[Variation, ...]


class MoveTree:
    """Lines as a tree of moves, built one move at a time (see the module's text)."""

    def __init__(self) -> None:
        self.parents: list[int] = [-1]
        self.moves: list[Move | None] = [None]
        self.children: list[list[int]] = [[]]
        self.comments: list[list[str]] = [[]]
        self.lines: list[int | None] = [None]  # the source line of each node's move
        self.depths: list[int] = [0]

    def __len__(self) -> int:
        return len(self.parents)

    def child(self, node: int, move: Move, line: int | None = None) -> int:
        """The node ``move`` leads to from ``node``: the one already there, else a new one,
        after the node's other children."""
        for child in self.children[node]:
            if self.moves[child] == move:
                return child
        self.parents.append(node)
        self.moves.append(move)
        self.children.append([])
        self.comments.append([])
        self.lines.append(line)
        self.depths.append(self.depths[node] + 1)
        self.children[node].append(len(self.parents) - 1)
        return len(self.parents) - 1

    def comment(self, node: int, text: str) -> None:
        """Add ``text`` to the comments after ``node``'s move (several are joined by a space)."""
        self.comments[node].append(text)

    def text(self, node: int) -> str | None:
        """The comment after ``node``'s move; None when there is none."""
        texts = self.comments[node]
        return " ".join(texts) if texts else None

    def follow(self, node: int) -> list[int]:
        """The nodes from ``node`` on, each the first child of the one before (``node`` too)."""
        nodes = [node]
        while self.children[nodes[-1]]:
            nodes.append(self.children[nodes[-1]][0])
        return nodes

    @classmethod
    def of_lines(
        cls,
        moves: Sequence[Move],
        comments: Sequence[tuple[int, str]] = (),
        variations: Sequence[Variation] = (),
        move_lines: Sequence[int] = (),
    ) -> MoveTree:
        """The tree of a record's lines (a side line's moves that repeat those of another
        line are followed, not added twice).  The variations must pass ``check_variations``."""
        tree = cls()
        node = 0
        main = [0]
        for index, move in enumerate(moves):
            node = tree.child(node, move, move_lines[index] if move_lines else None)
            main.append(node)
        for ply, text in comments:
            tree.comment(main[ply], text)
        lines = [main]  # each line's nodes: where it branches, then one per move
        for variation in variations:
            node = lines[variation.parent][variation.at]
            nodes = [node]
            for index, move in enumerate(variation.moves):
                line = variation.move_lines[index] if variation.move_lines else None
                node = tree.child(node, move, line)
                nodes.append(node)
            for ply, text in variation.comments:
                tree.comment(nodes[ply], text)
            lines.append(nodes)
        return tree

    def lines_of(self, root: int = 0) -> Lines:
        """The lines of the tree from ``root`` on, variations in the order a file writes them.

        ``root``'s own comment is the main line's comment 0.  A line's move lines are given
        when every one of its moves has one.
        """
        main = self.follow(root)
        variations: list[Variation] = []
        line_nodes = [main]
        # (line, index of the move whose side lines come next, side lines of it taken): a
        # side line's first move has no side lines of its own (they are its siblings).
        stack = [(0, 0, 0)]
        while stack:
            number, index, taken = stack[-1]
            nodes = line_nodes[number]
            if index + 1 >= len(nodes):
                stack.pop()
                continue
            sides = self.children[nodes[index]][1:] if index or not number else []
            if taken < len(sides):
                stack[-1] = (number, index, taken + 1)
                side = self.follow(sides[taken])
                line_nodes.append([nodes[index], *side])
                variations.append(self._variation(number, index, side))
                stack.append((len(line_nodes) - 1, 1, 0))
            else:
                stack[-1] = (number, index + 1, 0)
        comments = [
            (ply, text) for ply, node in enumerate(main) if (text := self.text(node)) is not None
        ]
        return Lines(
            tuple(self._move(node) for node in main[1:]),
            tuple(comments),
            self._lines(main[1:]),
            tuple(variations),
        )

    def _move(self, node: int) -> Move:
        move = self.moves[node]
        assert move is not None  # only the root has none
        return move

    def _lines(self, nodes: list[int]) -> tuple[int, ...]:
        lines = [self.lines[node] for node in nodes]
        return tuple(line for line in lines if line is not None) if None not in lines else ()

    def _variation(self, parent: int, at: int, nodes: list[int]) -> Variation:
        comments = [
            (ply, text)
            for ply, node in enumerate(nodes, start=1)
            if (text := self.text(node)) is not None
        ]
        moves = tuple(self._move(node) for node in nodes)
        return Variation(parent, at, moves, tuple(comments), self._lines(nodes))
