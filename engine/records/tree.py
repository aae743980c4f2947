"""GameTree: a game and its analysis as a tree of positions, to look at and to edit.

The analysis board's model.  A tree is an immutable value, like a ``Position``: every edit
returns a new tree together with the node to show next (an ``Edit``), and leaves the old tree
as it was, so undo and redo are a list of trees kept by whoever edits::

    tree = GameTree.from_record(load_record("game.dvn"))
    end = tree.main_line()[-1]
    tree, node = tree.play(tree.parent(end), Move.parse("E3F4"))  # a side line
    tree, node = tree.with_comment(node, "better")
    tree, node = tree.promote(node)  # now the game's move
    save_record(tree.to_record(base=record), "game.dvn")

Nodes are numbers (``NodeId``): ``ROOT`` (0) is the start position, and every other node the
position after one move from its parent.  A node's children are in order: the first one
continues its line (the main line is the root's first child, that one's first child, and so
on), the others begin side lines.  A node keeps its number through every edit of the trees
that follow (``play`` numbers a new node, ``delete`` forgets the numbers it removes), so the
app's cursor survives an edit; two trees of the same moves and comments are equal however
their nodes are numbered.  A number that is not a node of the tree raises IndexError.

Reading a record (``from_record``) replays every line through the rules: an illegal move
raises RecordParseError naming it and its line in the file.  ``to_record`` gives the record
back, side lines as ``engine.records.variations`` holds them.  ``str(tree)`` is the movetext of
a ``.dvn`` file and ``GameTree.parse`` reads it back.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Final, NamedTuple

from engine.errors import IllegalMoveError, RecordParseError
from engine.game import Game
from engine.moves import Move
from engine.position import Color, Position
from engine.records.dvn import read_dvn, write_dvn, write_movetext
from engine.records.model import GameRecord, RecordResult, Setup, turn_numbers
from engine.records.variations import MoveTree
from engine.rules import Transition, apply, outcome

NodeId = int
ROOT: Final = 0


@dataclass(frozen=True, slots=True)
class TreeNode:
    """One position of the tree: the move from its parent (None at the root), the comment
    after that move ("" when none), its children (the line's continuation first) and its
    ply (moves from the start)."""

    parent: NodeId | None
    move: Move | None
    position: Position
    comment: str
    children: tuple[NodeId, ...]
    ply: int


class Edit(NamedTuple):
    """What an edit gives: the new tree, and the node to show in it."""

    tree: GameTree
    node: NodeId


class GameTree:
    """A start position and the moves tried from it, as a tree (see the module's text)."""

    __slots__ = ("_nodes", "_size", "_turns")

    def __init__(self, start: Position | None = None) -> None:
        """A tree of no moves from ``start`` (the empty board by default)."""
        self._nodes: tuple[TreeNode | None, ...] = (
            TreeNode(None, None, start or Position.initial(), "", (), 0),
        )
        self._size = 1
        self._turns: list[tuple[int, Color]] = []

    @classmethod
    def _of(cls, nodes: tuple[TreeNode | None, ...], size: int) -> GameTree:
        tree = cls.__new__(cls)
        tree._nodes, tree._size, tree._turns = nodes, size, []
        return tree

    # --- reading and writing ---------------------------------------------------------

    @classmethod
    def from_moves(cls, moves: Sequence[Move], start: Position | None = None) -> GameTree:
        """The tree of one line; IllegalMoveError at the first illegal move."""
        tree, node = cls(start), ROOT
        for move in moves:
            tree, node = tree.play(node, move)
        return tree

    @classmethod
    def from_record(cls, record: GameRecord) -> GameTree:
        """The record's main line and side lines, each move replayed through the rules;
        RecordParseError names the first illegal move (and its line in the file)."""
        moves = record.move_tree()
        turns = turn_numbers(record.start, max(moves.depths))
        main = set(moves.follow(0))
        positions = [record.start]
        for node in range(1, len(moves)):
            move = moves.moves[node]
            assert move is not None
            try:
                positions.append(apply(positions[moves.parents[node]], move).after)
            except IllegalMoveError as error:
                number, color = turns[moves.depths[node] - 1]
                where = "" if node in main else " in a side line"
                label = f"move {number} ({color.name.capitalize()}, {move}){where}"
                raise RecordParseError(f"{label} is illegal: {error}", moves.lines[node]) from None
        nodes = tuple(
            TreeNode(
                parent if parent >= 0 else None,
                moves.moves[node],
                positions[node],
                moves.text(node) or "",
                tuple(moves.children[node]),
                moves.depths[node],
            )
            for node, parent in enumerate(moves.parents)
        )
        return cls._of(nodes, len(nodes))

    @classmethod
    def parse(cls, text: str) -> GameTree:
        """The tree of a ``.dvn`` text (``str(tree)``; tags may be left out)."""
        return cls.from_record(read_dvn(text))

    def to_record(self, base: GameRecord | None = None) -> GameRecord:
        """The tree as a record: ``base``'s tags (none by default), the tree's lines and
        comments.  The result is ``base``'s while its moves are still the main line, else the
        main line's own: its final position's when the game is over there, else unfinished."""
        lines = self._move_tree().lines_of()
        record = base if base is not None else GameRecord(start=self.start)
        result, resigned, text, score = (
            record.result,
            record.resigned,
            record.result_text,
            record.score,
        )
        if record.start != self.start or record.moves != lines.moves:
            final = self.position(self.main_line()[-1])
            over = outcome(final)
            result = RecordResult.UNFINISHED if over is None else RecordResult(over.value)
            resigned, text = None, ""
            score = None if over is None else final.controlled_pieces()
        return replace(
            record,
            moves=lines.moves,
            start=self.start,
            result=result,
            resigned=resigned,
            result_text=text,
            score=score,
            comments=lines.comments,
            variations=lines.variations,
            move_lines=(),
            replayed=None,
        )

    def _move_tree(self) -> MoveTree:
        moves = MoveTree()
        numbers = {ROOT: 0}  # this tree's node -> the move tree's
        if self.comment(ROOT):
            moves.comment(0, self.comment(ROOT))
        for node in self.nodes():
            if node == ROOT:
                continue
            entry = self._node(node)
            assert entry.parent is not None and entry.move is not None
            numbers[node] = moves.child(numbers[entry.parent], entry.move)
            if entry.comment:
                moves.comment(numbers[node], entry.comment)
        return moves

    def __str__(self) -> str:
        record = self.to_record()
        return write_movetext(record) if record.setup is Setup.STANDARD else write_dvn(record)

    def __repr__(self) -> str:
        return f"GameTree.parse({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameTree):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def _key(self) -> tuple[object, ...]:
        lines = self._move_tree().lines_of()
        return self.start, lines.moves, lines.comments, lines.variations

    # --- the nodes -------------------------------------------------------------------

    def _node(self, node: NodeId) -> TreeNode:
        entry = self._nodes[node] if 0 <= node < len(self._nodes) else None
        if entry is None:
            raise IndexError(f"{node} is not a node of this tree")
        return entry

    def __len__(self) -> int:
        """The number of nodes: the start and every move."""
        return self._size

    def __contains__(self, node: object) -> bool:
        return isinstance(node, int) and 0 <= node < len(self._nodes) and bool(self._nodes[node])

    def node(self, node: NodeId) -> TreeNode:
        """Everything the tree holds about ``node``."""
        return self._node(node)

    def nodes(self) -> Iterator[NodeId]:
        """Every node, in the order a file writes them: each before its children, a child's
        whole line before its next sibling."""
        todo = [ROOT]
        while todo:
            node = todo.pop()
            yield node
            todo.extend(reversed(self._node(node).children))

    @property
    def start(self) -> Position:
        return self._node(ROOT).position

    def position(self, node: NodeId) -> Position:
        return self._node(node).position

    def move(self, node: NodeId) -> Move | None:
        """The move that leads to ``node`` (None for the root)."""
        return self._node(node).move

    def comment(self, node: NodeId) -> str:
        """The comment after ``node``'s move (on the root: on the game); "" when none."""
        return self._node(node).comment

    def ply(self, node: NodeId) -> int:
        """How many moves lead from the start to ``node``."""
        return self._node(node).ply

    def turn(self, node: NodeId) -> tuple[int, Color]:
        """The move number and the side of ``node``'s move, as records number them
        (``12.`` for White, ``12...`` for Black); IndexError for the root."""
        ply = self._node(node).ply
        if not ply:
            raise IndexError("the start is no move")
        if len(self._turns) < ply:
            self._turns[:] = turn_numbers(self.start, max(ply, 2 * len(self._turns)))
        return self._turns[ply - 1]

    def transition(self, node: NodeId) -> Transition:
        """What ``node``'s move did (the stacks it cut off), for showing it; IndexError for
        the root."""
        entry = self._node(node)
        if entry.parent is None or entry.move is None:
            raise IndexError("the start is no move")
        return apply(self.position(entry.parent), entry.move)

    # --- navigation ------------------------------------------------------------------

    def parent(self, node: NodeId) -> NodeId | None:
        return self._node(node).parent

    def children(self, node: NodeId) -> tuple[NodeId, ...]:
        """The moves tried from ``node``: its line's continuation first."""
        return self._node(node).children

    def next(self, node: NodeId) -> NodeId | None:
        """The continuation of ``node``'s line (its first child), if any."""
        children = self._node(node).children
        return children[0] if children else None

    def child(self, node: NodeId, move: Move) -> NodeId | None:
        """The child that ``move`` leads to from ``node``, if it was tried."""
        for child in self._node(node).children:
            if self._node(child).move == move:
                return child
        return None

    def siblings(self, node: NodeId) -> tuple[NodeId, ...]:
        """The alternatives to ``node``'s move, ``node`` among them, in order."""
        parent = self._node(node).parent
        return (node,) if parent is None else self._node(parent).children

    def path(self, node: NodeId) -> tuple[NodeId, ...]:
        """The nodes from the root to ``node``, both included."""
        path = [node]
        while (parent := self._node(path[-1]).parent) is not None:
            path.append(parent)
        return tuple(reversed(path))

    def continuation(self, node: NodeId) -> tuple[NodeId, ...]:
        """``node`` and the nodes that continue its line to its end (first children)."""
        line = [node]
        while children := self._node(line[-1]).children:
            line.append(children[0])
        return tuple(line)

    def line(self, node: NodeId) -> tuple[NodeId, ...]:
        """The whole line through ``node``: from the root to it, then on to the line's end
        (what a move list shows while ``node`` is on show)."""
        return self.path(node) + self.continuation(node)[1:]

    def main_line(self) -> tuple[NodeId, ...]:
        """The root and the game's moves."""
        return self.continuation(ROOT)

    def moves_to(self, node: NodeId) -> tuple[Move, ...]:
        """The moves from the start to ``node``."""
        moves = (self._node(step).move for step in self.path(node)[1:])
        return tuple(move for move in moves if move is not None)

    def find(self, moves: Sequence[Move]) -> NodeId | None:
        """The node that ``moves`` lead to from the start, if they were all tried."""
        node: NodeId | None = ROOT
        for move in moves:
            if node is None:
                return None
            node = self.child(node, move)
        return node

    def is_main_line(self, node: NodeId) -> bool:
        """Whether ``node`` is the start or one of the game's moves."""
        return self.variation_start(node) is None

    def variation_start(self, node: NodeId) -> NodeId | None:
        """The first move of the side line ``node`` is on (the innermost one); None on the
        main line."""
        while (parent := self._node(node).parent) is not None:
            if self._node(parent).children[0] != node:
                return node
            node = parent
        return None

    @property
    def variations(self) -> int:
        """How many side lines the tree has (a record holds as many variations)."""
        return sum(max(0, len(entry.children) - 1) for entry in self._nodes if entry is not None)

    def to_game(self, node: NodeId) -> Game:
        """A game of the moves from the start to ``node``, to play on from there."""
        game = Game(self.start)
        for move in self.moves_to(node):
            game.play(move)
        return game

    # --- editing ---------------------------------------------------------------------

    def play(self, node: NodeId, move: Move) -> Edit:
        """``move`` from ``node``: the child already there is followed (the tree unchanged),
        else it becomes a new side line after the others (or the continuation, when
        ``node`` has none).  IllegalMoveError when the rules do not allow it."""
        found = self.child(node, move)
        if found is not None:
            return Edit(self, found)
        entry = self._node(node)
        after = apply(entry.position, move).after
        new = len(self._nodes)
        nodes = list(self._nodes)
        nodes[node] = replace(entry, children=(*entry.children, new))
        nodes.append(TreeNode(node, move, after, "", (), entry.ply + 1))
        return Edit(GameTree._of(tuple(nodes), self._size + 1), new)

    def with_comment(self, node: NodeId, text: str) -> Edit:
        """``text`` as the comment after ``node``'s move ("" removes it)."""
        entry = self._node(node)
        if entry.comment == text:
            return Edit(self, node)
        nodes = list(self._nodes)
        nodes[node] = replace(entry, comment=text)
        return Edit(GameTree._of(tuple(nodes), self._size), node)

    def promote(self, node: NodeId) -> Edit:
        """``node``'s move becomes the first among its siblings: its side line becomes the
        line it branched from (the main line, when that was the main line), which becomes a
        side line.  The root and a first child stay as they are."""
        return self._first(node, once=True)

    def make_main_line(self, node: NodeId) -> Edit:
        """The line through ``node`` becomes the game's main line, at every branch on the way
        from the root (each other line keeps its order among the side lines)."""
        return self._first(node, once=False)

    def _first(self, node: NodeId, once: bool) -> Edit:
        nodes = list(self._nodes)
        step = node
        while (parent := self._node(step).parent) is not None:
            entry = self._node(parent)
            if entry.children[0] != step:
                others = tuple(child for child in entry.children if child != step)
                nodes[parent] = replace(entry, children=(step, *others))
                if once:
                    break
            step = parent
        if nodes == list(self._nodes):
            return Edit(self, node)
        return Edit(GameTree._of(tuple(nodes), self._size), node)

    def delete(self, node: NodeId) -> Edit:
        """``node`` and everything after it; the next sibling, if any, takes its place.
        Shows the parent.  ValueError for the root."""
        parent = self._node(node).parent
        if parent is None:
            raise ValueError("the start cannot be deleted")
        nodes = list(self._nodes)
        entry = self._node(parent)
        nodes[parent] = replace(entry, children=tuple(c for c in entry.children if c != node))
        removed = self._forget(nodes, [node])
        return Edit(GameTree._of(tuple(nodes), self._size - removed), parent)

    def truncate(self, node: NodeId) -> Edit:
        """Everything after ``node``, every line from it on; shows ``node``."""
        entry = self._node(node)
        if not entry.children:
            return Edit(self, node)
        nodes = list(self._nodes)
        nodes[node] = replace(entry, children=())
        removed = self._forget(nodes, list(entry.children))
        return Edit(GameTree._of(tuple(nodes), self._size - removed), node)

    def _forget(self, nodes: list[TreeNode | None], tops: list[NodeId]) -> int:
        """Clear ``tops`` and every node below them in ``nodes``; how many were cleared."""
        count = 0
        while tops:
            top = tops.pop()
            tops.extend(self._node(top).children)
            nodes[top] = None
            count += 1
        return count
