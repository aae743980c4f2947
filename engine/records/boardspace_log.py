"""Boardspace's action log followed by the engine: the moves a player's actions make.

``engine.records.boardspace`` describes the actions and how a turn's move follows from them.
``ActionLog`` follows them node by node into a ``MoveTree`` (``engine.records.variations``):
where the file branches, the log is saved at the branch point and taken up again there
(``save``, ``restore``), so every SGF branch is followed from the state it branches from.  Only
the main line may end in a resignation.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.board import Cell
from engine.errors import IllegalMoveError, RecordParseError
from engine.limits import shown
from engine.moves import PASS, Move
from engine.position import Color, Phase, Position
from engine.records.model import turn_numbers
from engine.records.variations import MAX_TREE_MOVES, MoveTree
from engine.rules import apply, legal_moves

_ACTIONS = {"start", "dropb", "pickb", "drop", "pick", "move", "done", "pass", "resign"}
_ACTIONS |= {"edit", "reset"}


@dataclass(slots=True)
class Hand:
    """What the player on turn has done since the last ``done``."""

    lifted: bool = False  # a piece or stack is in the hand
    source: Cell | None = None  # where the lifted stack came from (None: from a rack)
    target: Cell | None = None  # where it was dropped, not yet confirmed
    passing: bool = False
    resigning: bool = False


_CELLS = {cell.name: cell for cell in Cell}


def cell_of(args: list[str], line: int) -> Cell:
    cell = _CELLS.get("".join(args).upper())
    if cell is None:
        raise RecordParseError(
            f"{shown(' '.join(args))} is not a space of the board (A 1…K 5)", line
        )
    return cell


Saved = tuple[Position, int, Hand, bool, bool, Color | None]


class ActionLog:
    """The engine following a Boardspace action log into ``tree``; ``main`` says whether the
    actions being read are on the file's main line."""

    def __init__(self, tree: MoveTree) -> None:
        self.tree = tree
        self.position = Position.initial()
        self.node = 0  # the tree's node that the moves so far lead to
        self.hand = Hand()
        self.started = False
        self.editing = False
        self.resigned: Color | None = None
        self.main = True

    def save(self) -> Saved:
        hand = replace(self.hand)
        return self.position, self.node, hand, self.started, self.editing, self.resigned

    def restore(self, saved: Saved) -> None:
        self.position, self.node, hand, self.started, self.editing, self.resigned = saved
        self.hand = replace(hand)

    def play(self, move: Move, line: int) -> None:
        try:
            self.position = apply(self.position, move).after
        except IllegalMoveError as error:
            depth = self.tree.depths[self.node]
            number, color = turn_numbers(Position.initial(), depth + 1)[-1]
            label = f"move {number} ({color.name.capitalize()}, {move})"
            where = "" if self.main else " in a side line"
            raise RecordParseError(f"{label}{where} is illegal: {error}", line) from None
        self.node = self.tree.child(self.node, move, line)
        if len(self.tree) > MAX_TREE_MOVES + 1:  # the start and the moves
            message = f"more than {MAX_TREE_MOVES} moves in all lines: no analysis is so large"
            raise RecordParseError(message, line)

    def action(self, color: Color, op: str, args: list[str], line: int) -> None:
        if self.resigned is not None:
            raise RecordParseError(f"{op}: the game already ended by resignation", line)
        hand = self.hand
        if op == "start":
            if args and args[0].upper() != "P0":
                raise RecordParseError("only games that White (P0) starts can be read", line)
            self.started = True
        elif op == "edit":
            self.editing, self.hand = True, Hand()
        elif op == "reset":
            self.hand = Hand(resigning=hand.resigning)
        elif op == "pick":
            self.hand = Hand(lifted=True, resigning=hand.resigning)
        elif op == "drop":
            self.hand = Hand(resigning=hand.resigning)
        elif op == "pickb":
            cell = cell_of(args, line)
            if hand.target is not None:
                hand.target = None  # takes the dropped stack back into the hand
            elif not hand.lifted:
                hand.lifted, hand.source = True, cell
        elif op == "dropb":
            cell = cell_of(args, line)
            if self.position.phase is Phase.PLACEMENT and not hand.lifted:
                hand.lifted = True  # a placement takes a piece from the rack by itself
            if not hand.lifted:
                raise RecordParseError(f"dropb {cell}: nothing was picked up", line)
            if cell == hand.source:
                self.hand = Hand(resigning=hand.resigning)
            else:
                hand.target = cell
        elif op == "move":
            if len(args) != 4:
                raise RecordParseError("'move' needs a source and a target cell", line)
            if self.position.phase is Phase.PLACEMENT:
                raise RecordParseError("'move' during placement: pieces are placed first", line)
            hand.lifted, hand.source = True, cell_of(args[:2], line)
            hand.target = cell_of(args[2:], line)
        elif op == "pass":
            hand.passing = True
        elif op == "resign":
            hand.resigning = not hand.resigning
        elif op == "done":
            self.done(color, line)
        else:
            raise RecordParseError(f"{shown(op)} is not a Boardspace DVONN action", line)

    def done(self, color: Color, line: int) -> None:
        hand, self.hand = self.hand, Hand()
        if hand.resigning:
            if not self.main:
                raise RecordParseError("a resignation in a side line: only the game ends so", line)
            self.resigned = color
            return
        edits = hand.lifted or hand.target is not None
        if self.editing and edits:
            raise RecordParseError("the record edits the board: only plain games can be read", line)
        self.editing = False
        if not self.started:
            raise RecordParseError("a move comes before the game's 'Start'", line)
        move = self.turn_move(hand, line)
        position = self.position
        if position.turn is not color:
            if position.phase is Phase.MOVEMENT and legal_moves(position) == [PASS]:
                self.play(PASS, line)  # the forced pass Boardspace did not write down
            else:
                raise RecordParseError(f"{color} plays, but it is {position.turn}'s turn", line)
        self.play(move, line)

    def turn_move(self, hand: Hand, line: int) -> Move:
        if self.position.phase is Phase.PLACEMENT:
            if hand.target is None:
                raise RecordParseError("'done' without placing a piece", line)
            return Move.place(hand.target)
        if hand.target is not None:
            if hand.source is None:
                raise RecordParseError(f"a piece from the rack dropped on {hand.target}", line)
            return Move.jump(hand.source, hand.target)
        if hand.lifted and not hand.passing:
            raise RecordParseError("'done' while a stack is still in the air", line)
        return PASS


def split_action(value: str) -> tuple[str, list[str]] | None:
    """(op, args) of an action value ``"12 dropb C 3"``; None for player info (``id "x"``)."""
    words = value.split()
    if words and words[0].isdigit():
        words = words[1:]
        if not words:
            raise ValueError("an action number with no action")
    elif not words or words[0].lower() not in _ACTIONS:
        return None
    return words[0].lower(), words[1:]


def _player_id(value: str) -> str | None:
    words = value.split(None, 1)
    if len(words) == 2 and words[0].lower() == "id":
        return words[1].strip().removeprefix('"').removesuffix('"')
    return None
