"""Why a move is illegal, as data: a ``ReasonKind`` with the cells and numbers it needs.

``engine.rules.why_illegal`` answers with a ``Reason``.  Its words are in one table here: for
each kind an English template (``%1``, ``%2`` for its values) marked for the app's translation
catalogue.  ``str(reason)`` fills the English, which the command line prints (and
``IllegalMoveError`` carries); the app translates the same template and fills it with the
same values (``Reason.wording``), never reading the English sentence.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from engine.board import Cell
from engine.position import Color


class ReasonKind(Enum):
    """The ways a move can break the rules (the values each ``Reason`` fills in)."""

    PASS_IN_PLACEMENT = "pass_in_placement"
    JUMP_IN_PLACEMENT = "jump_in_placement"
    OCCUPIED = "occupied"  # cell
    GAME_OVER = "game_over"
    PASS_NOT_FORCED = "pass_not_forced"
    PLACEMENT_OVER = "placement_over"
    EMPTY_SOURCE = "empty_source"  # cell
    DVONN_PIECE = "dvonn_piece"  # cell
    NOT_YOURS = "not_yours"  # cell, owner
    NOT_STRAIGHT = "not_straight"  # cell, target
    DISTANCE = "distance"  # height, steps
    SURROUNDED = "surrounded"  # cell
    EMPTY_TARGET = "empty_target"  # cell (the target)
    NO_LANDING = "no_landing"  # cell, height: an own stack with no stack at its distance

    def __str__(self) -> str:
        return self.value


Wording = tuple[str, tuple[object, ...]]  # an English template, the values of its %1, %2


@dataclass(frozen=True, slots=True)
class Reason:
    """One rule a move breaks, with its values (those a kind does not use stay unset)."""

    kind: ReasonKind
    cell: Cell | None = None
    target: Cell | None = None
    owner: Color | None = None
    height: int = 0
    steps: int = 0

    def __str__(self) -> str:
        template, values = self.wording()
        for number in range(len(values), 0, -1):
            template = template.replace(f"%{number}", str(values[number - 1]))
        return template

    def wording(self) -> Wording:
        """The English template of this reason, ``%1`` and ``%2`` standing for the values
        that follow it: the source text the app's catalogue translates (context "engine")."""
        return _WORDING[self.kind](self)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for the app's translation catalogue (pylupdate6 finds the calls by this
    name, as it finds Qt's own); it is ``text`` unchanged."""
    return text


# Each kind's words, the one table: in English for the command line, translated by the app.
_WORDING: dict[ReasonKind, Callable[[Reason], Wording]] = {
    ReasonKind.PASS_IN_PLACEMENT: lambda r: (
        QT_TRANSLATE_NOOP(
            "engine", "nobody passes during placement: place a piece on an empty space"
        ),
        (),
    ),
    ReasonKind.JUMP_IN_PLACEMENT: lambda r: (
        QT_TRANSLATE_NOOP(
            "engine", "stacks move only once every piece is placed: place a piece on an empty space"
        ),
        (),
    ),
    ReasonKind.OCCUPIED: lambda r: (
        QT_TRANSLATE_NOOP("engine", "%1 is already occupied: place on an empty space"),
        (r.cell,),
    ),
    ReasonKind.GAME_OVER: lambda r: (QT_TRANSLATE_NOOP("engine", "the game is over"), ()),
    ReasonKind.PASS_NOT_FORCED: lambda r: (
        QT_TRANSLATE_NOOP("engine", "you may pass only when you have no legal move"),
        (),
    ),
    ReasonKind.PLACEMENT_OVER: lambda r: (
        QT_TRANSLATE_NOOP("engine", "the placement phase is over: move a stack of your colour"),
        (),
    ),
    ReasonKind.EMPTY_SOURCE: lambda r: (QT_TRANSLATE_NOOP("engine", "%1 is empty"), (r.cell,)),
    ReasonKind.DVONN_PIECE: lambda r: (
        QT_TRANSLATE_NOOP("engine", "the DVONN piece on %1 never moves on its own"),
        (r.cell,),
    ),
    ReasonKind.NOT_YOURS: lambda r: (
        QT_TRANSLATE_NOOP("engine", "%1 is not yours: it belongs to white")
        if r.owner is Color.WHITE
        else QT_TRANSLATE_NOOP("engine", "%1 is not yours: it belongs to black"),
        (r.cell,),
    ),
    ReasonKind.NOT_STRAIGHT: lambda r: (
        QT_TRANSLATE_NOOP("engine", "%1 is not a straight line"),
        (f"{r.cell}{r.target}",),
    ),
    ReasonKind.DISTANCE: lambda r: (
        (QT_TRANSLATE_NOOP("engine", "a stack of 1 must move exactly 1 space, not %1"), (r.steps,))
        if r.height == 1
        else (
            QT_TRANSLATE_NOOP("engine", "a stack of %1 must move exactly %1 spaces, not %2"),
            (r.height, r.steps),
        )
    ),
    ReasonKind.SURROUNDED: lambda r: (
        QT_TRANSLATE_NOOP("engine", "%1 is surrounded on all six sides and cannot move"),
        (r.cell,),
    ),
    ReasonKind.EMPTY_TARGET: lambda r: (
        QT_TRANSLATE_NOOP("engine", "%1 is empty: a move must end on top of a piece"),
        (r.cell,),
    ),
    ReasonKind.NO_LANDING: lambda r: (
        (
            QT_TRANSLATE_NOOP("engine", "the stack on %1 has no stack to land on 1 space away"),
            (r.cell,),
        )
        if r.height == 1
        else (
            QT_TRANSLATE_NOOP("engine", "the stack on %1 has no stack to land on %2 spaces away"),
            (r.cell, r.height),
        )
    ),
}
