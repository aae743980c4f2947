"""What the analysis board holds: a game tree, the node shown, and the edits to undo.

``AnalysisSession`` is the analysis window's model, Qt-free: a ``GameTree`` (immutable: every
edit is a new tree) and the node shown in it.  Moving about the tree changes only the node:
``forward`` follows the line shown (the node's first child), ``back`` goes to its parent,
``sibling`` to the neighbouring variation of the same move, ``home`` and ``end`` to the
start and to the end of the line.  Playing a move that the tree holds goes to it; any other
starts a side line there, and the main line stays.  Edits (a new move, promote, delete, a
comment) keep the tree they replace, so ``undo`` and ``redo`` step through the trees and the
nodes shown with them; moving about is not an edit.  ``record`` gives the tree back as a
record, with the headers of the record it came from; ``kept`` puts its side lines and the
comments written here into the game's own record, as My games keeps it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from engine.moves import Move
from engine.position import Position
from engine.records.model import GameRecord
from engine.records.tree import ROOT, Edit, GameTree, NodeId


class AnalysisSession:
    def __init__(self, tree: GameTree, node: NodeId = ROOT, base: GameRecord | None = None) -> None:
        self.tree = tree
        self._opened = tree  # as it came: the comments written here are those that differ
        self.node = node if node in tree else ROOT
        self.base = base  # the record the tree came from: its headers are saved with it
        self._undo: list[Edit] = []
        self._redo: list[Edit] = []
        self.changed = False  # an edit since the tree was opened or saved

    @classmethod
    def of_game(
        cls,
        moves: Sequence[Move],
        shown: int,
        start: Position | None = None,
        base: GameRecord | None = None,
    ) -> AnalysisSession:
        """A game's moves as the main line, the position after ``shown`` of them shown."""
        tree = GameTree.from_moves(moves, start)
        line = tree.main_line()
        return cls(tree, line[max(0, min(shown, len(line) - 1))], base)

    @property
    def position(self) -> Position:
        return self.tree.position(self.node)

    @property
    def last_move(self) -> Move | None:
        return self.tree.move(self.node)

    # --- moving about -----------------------------------------------------------------

    def go(self, node: NodeId) -> bool:
        """Show ``node``; False when it is not in the tree (nothing changes)."""
        if node not in self.tree or node == self.node:
            return False
        self.node = node
        return True

    def forward(self) -> bool:
        following = self.tree.next(self.node)
        return following is not None and self.go(following)

    def back(self) -> bool:
        parent = self.tree.parent(self.node)
        return parent is not None and self.go(parent)

    def sibling(self, step: int) -> bool:
        """The previous (``step`` -1) or next (+1) move tried in the same position."""
        siblings = self.tree.siblings(self.node)
        index = siblings.index(self.node) + step
        return 0 <= index < len(siblings) and self.go(siblings[index])

    def home(self) -> bool:
        return self.go(ROOT)

    def end(self) -> bool:
        return self.go(self.tree.continuation(self.node)[-1])

    # --- edits --------------------------------------------------------------------------

    def play(self, move: Move) -> bool:
        """Play ``move`` from the node shown (IllegalMoveError if it is not legal there): to
        the node the tree holds for it, else a new one (an edit).  True when it was new."""
        known = self.tree.child(self.node, move)
        if known is not None:
            self.node = known
            return False
        self._edit(self.tree.play(self.node, move))
        return True

    def play_line(self, moves: Sequence[Move]) -> None:
        """Play ``moves`` one after the other (one edit to undo, when any is new)."""
        tree, node = self.tree, self.node
        for move in moves:
            known = tree.child(node, move)
            tree, node = (tree, known) if known is not None else tree.play(node, move)
        if tree is self.tree:
            self.node = node
        else:
            self._edit(Edit(tree, node))

    def promote(self, node: NodeId) -> None:
        """Make ``node``'s line one step more main (the first of its siblings)."""
        self._edit(self.tree.promote(node), keep_node=True)

    def make_main_line(self, node: NodeId) -> None:
        """Make the line through ``node`` the game's main line."""
        self._edit(self.tree.make_main_line(node), keep_node=True)

    def delete(self, node: NodeId) -> None:
        """Delete ``node`` and every move after it; the node shown becomes its parent when it
        was among them."""
        shown = self.node
        edit = self.tree.delete(node)
        if shown in edit.tree:
            edit = Edit(edit.tree, shown)
        self._edit(edit)

    def comment(self, node: NodeId, text: str) -> None:
        if text != self.tree.comment(node):
            self._edit(self.tree.with_comment(node, text), keep_node=True)

    def _edit(self, edit: Edit, keep_node: bool = False) -> None:
        if edit.tree is self.tree:  # nothing changed (a main line promoted)
            return
        self._undo.append(Edit(self.tree, self.node))
        self._redo.clear()
        self.tree = edit.tree
        if not keep_node or self.node not in self.tree:
            self.node = edit.node
        self.changed = True

    # --- undo --------------------------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> bool:
        if not self._undo:
            return False
        self._redo.append(Edit(self.tree, self.node))
        self.tree, self.node = self._undo.pop()
        self.changed = True
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        self._undo.append(Edit(self.tree, self.node))
        self.tree, self.node = self._redo.pop()
        self.changed = True
        return True

    # --- saving ------------------------------------------------------------------------

    def record(self) -> GameRecord:
        """The tree as a record, with the headers of the one it came from."""
        return self.tree.to_record(base=self.base)

    def kept(self, record: GameRecord) -> GameRecord:
        """``record`` (the game as My games keeps it) with this tree's side lines and the
        comments written here.  The game's own moves stay its main line (a line made the main
        one here is a side line there, a move of the game deleted here is still played) and
        its comments stay, but for those changed here; a game from another start is
        returned as it is."""
        if record.start != self.tree.start:
            return record
        tree, node = self.tree, ROOT
        for move in record.moves:
            known = tree.child(node, move)
            tree, node = (tree, known) if known is not None else tree.play(node, move)
        tree = tree.make_main_line(node).tree
        comments = dict(record.comments)
        for ply in range(len(record.moves) + 1):
            moves = record.moves[:ply]
            now, before = self.tree.find(moves), self._opened.find(moves)
            said = self.tree.comment(now) if now is not None else ""
            if said == (self._opened.comment(before) if before is not None else ""):
                continue
            if said:
                comments[ply] = said
            else:
                comments.pop(ply, None)
        return replace(
            record,
            variations=tree.to_record().variations,
            comments=tuple(sorted(comments.items())),
        )
