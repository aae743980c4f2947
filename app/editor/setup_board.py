"""The board editor's position while it is being set up: stacks built bottom to top, the
phase and, in the movement phase, the side to move; Qt-free.

Any pieces may stand anywhere while editing; whether play can reach the position is the
engine's to say (``engine.setup_check.why_unreachable``), and only such a position leaves
the editor (``position``).  In the placement phase the side to move is not chosen: it
follows from how many pieces are placed, as what is left to place does.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.board import CELLS, Cell, linked
from engine.pieces import DVONN, PIECES
from engine.position import Color, Phase, Position
from engine.setup_check import (
    SetupReason,
    SetupReasonKind,
    left_to_place,
    placement_turn,
    why_unreachable,
)


@dataclass
class SetupBoard:
    stacks: list[str] = field(default_factory=lambda: [""] * len(CELLS))
    phase: Phase = Phase.PLACEMENT
    chosen_turn: Color = Color.WHITE  # the side to move in the movement phase

    @classmethod
    def of(cls, position: Position) -> SetupBoard:
        return cls(list(position.stacks), position.phase, position.turn)

    def load(self, position: Position) -> None:
        self.stacks = list(position.stacks)
        self.phase = position.phase
        self.chosen_turn = position.turn

    # --- edits --------------------------------------------------------------------------

    def add(self, cell: Cell, piece: str) -> None:
        """``piece`` (W, B or D) on top of the stack on ``cell``."""
        if piece not in PIECES:
            raise ValueError(f"{piece!r} is not a piece (W, B or D)")
        self.stacks[cell] += piece

    def take(self, cell: Cell) -> str | None:
        """Take the top piece off ``cell``: the piece, or None when it was empty."""
        stack = self.stacks[cell]
        if not stack:
            return None
        self.stacks[cell] = stack[:-1]
        return stack[-1]

    def clear(self) -> None:
        self.stacks = [""] * len(CELLS)

    def fill_at_random(self, seed: int) -> None:
        """Every space with one piece, shuffled: the random setup, in the movement phase."""
        self.load(Position.random_setup(seed))

    # --- what follows from the board ------------------------------------------------------

    @property
    def turn(self) -> Color:
        """The side to move: chosen in the movement phase, following from the board in the
        placement phase."""
        if self.phase is Phase.PLACEMENT:
            return placement_turn(tuple(self.stacks))
        return self.chosen_turn

    def reason(self) -> SetupReason | None:
        """Why play cannot reach this position, or None when it can."""
        return why_unreachable(tuple(self.stacks), self.turn, self.phase)

    def position(self) -> Position:
        """The position as it stands, checked: raises NotationError with the reason when
        play cannot reach it."""
        return Position.from_stacks(tuple(self.stacks), self.turn, self.phase)

    def shown(self) -> Position:
        """The position to draw, reachable or not (unchecked)."""
        return Position(tuple(self.stacks), self.turn, self.phase)

    def left_to_place(self) -> dict[str, int]:
        return left_to_place(tuple(self.stacks))

    def on_board(self) -> dict[str, int]:
        pieces = "".join(self.stacks)
        return {piece: pieces.count(piece) for piece in PIECES}

    def cut_off(self) -> frozenset[Cell]:
        """The stacks linked to no DVONN piece (every stack, with none on the board)."""
        occupied = {cell for cell in CELLS if self.stacks[cell]}
        kept = linked((cell for cell in occupied if DVONN in self.stacks[cell]), occupied)
        return frozenset(occupied - kept)

    def marked(self, reason: SetupReason | None) -> tuple[frozenset[Cell], Cell | None]:
        """The cells to point at for ``reason``: every stack cut off (for a cut-off), or the
        one cell it names."""
        if reason is None:
            return frozenset(), None
        if reason.kind is SetupReasonKind.CUT_OFF:
            return self.cut_off(), None
        return frozenset(), reason.cell
