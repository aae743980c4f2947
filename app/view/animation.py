"""Piece animation as pure data: what each piece looks like at a given time.

`scene_sprites(scene)` is the resting layout (one Sprite per piece).  An `Animation`
is planned from (old scene, new scene, scene change): pieces that arrive drop in, a moved
stack travels in an arc, cut-off stacks fade while sinking, and at the end of the game
every stack flies into its side's tower.  `Animation.sprites(t)` gives the frame at
time t; the widget only repaints while `Animation.done(t)` is false.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import StrEnum

from app.view.layout import (
    PIECE_THICKNESS,
    TOWER_COLUMN,
    cell_centre,
    piece_squash,
    stack_height,
    tower_place,
)
from app.view.scene import Scene, SceneChange
from engine.board import CELLS, Cell
from engine.position import Color, stack_owner


class AnimationSpeed(StrEnum):
    """The animation speed a player chooses: its value is the key the preferences keep,
    ``factor`` the multiplier of every duration (0 turns animation off)."""

    OFF = "off"
    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"

    @property
    def factor(self) -> float:
        return _SPEED_FACTORS[self]


_SPEED_FACTORS = {
    AnimationSpeed.OFF: 0.0,
    AnimationSpeed.FAST: 0.6,
    AnimationSpeed.NORMAL: 1.0,
    AnimationSpeed.SLOW: 1.8,
}

DROP_SECONDS = 0.32
DROP_HEIGHT = 1.6
MOVE_SECONDS = 0.42
MOVE_PER_CELL = 0.05
FADE_SECONDS = 0.5
GATHER_SECONDS = 0.7
GATHER_STAGGER = 0.035


@dataclass(frozen=True)
class Sprite:
    """One piece to draw: where its base centre is and how it looks."""

    piece: str  # 'W', 'B' or 'D'
    x: float
    y: float  # height of the piece's bottom face
    z: float
    cell: Cell | None = None  # the cell it rests on (None while in a tower)
    level: int = 0  # index from the bottom of its stack
    alpha: float = 1.0
    scale: float = 1.0
    shadow: float = 0.0  # >0 for the lowest piece of a column: casts the contact shadow
    animated: bool = False
    squash: float = 1.0  # its thickness drawn, as a share of a piece's (tall stacks: less)


def _stack_sprites(
    cell: Cell, pieces: Iterable[str], base_level: int = 0, total: int | None = None
) -> list[Sprite]:
    """The pieces of a stack of ``total`` pieces (all of them by default) from
    ``base_level`` up, pressed together as tall stacks are drawn."""
    cx, _, cz = cell_centre(cell)
    shown = tuple(pieces)
    squash = piece_squash(total if total is not None else base_level + len(shown))
    return [
        Sprite(
            p,
            float(cx),
            (base_level + i) * PIECE_THICKNESS * squash,
            float(cz),
            cell,
            base_level + i,
            shadow=1.0 if base_level + i == 0 else 0.0,
            squash=squash,
        )
        for i, p in enumerate(shown)
    ]


def tower_order(
    stacks: Scene | dict[Cell, tuple[str, ...]],
) -> dict[Color, list[tuple[Cell, int]]]:
    """(cell, level) of every piece that joins each side's count, bottom to top, in columns
    of TOWER_COLUMN: each column topped by a piece of its owner's colour where there are
    enough, the other pieces (the other side's, DVONN pieces) below."""
    mapping = stacks.stacks if isinstance(stacks, Scene) else stacks
    towers: dict[Color, list[tuple[Cell, int]]] = {Color.WHITE: [], Color.BLACK: []}
    for cell in CELLS:
        pieces = mapping.get(cell, ())
        owner = stack_owner("".join(pieces))
        if owner is not None:
            towers[owner].extend((cell, i) for i in range(len(pieces)))
    for side, keys in towers.items():
        own = [k for k in keys if mapping[k[0]][k[1]] == side.piece]
        columns = -(-len(keys) // TOWER_COLUMN)
        tops = own[len(own) - min(columns, len(own)) :]
        rest = [k for k in keys if k not in tops]
        ordered: list[tuple[Cell, int]] = []
        for column in range(columns):
            size = min(TOWER_COLUMN, len(keys) - column * TOWER_COLUMN)
            top = tops[column : column + 1]
            take = size - len(top)
            ordered += rest[:take] + top
            rest = rest[take:]
        towers[side] = ordered
    return towers


def _counted(piece: str, side: Color, index: int) -> Sprite:
    """The ``index``-th piece of ``side``'s count, in its column of ten."""
    x, y, z = tower_place(side, index)
    return Sprite(piece, x, y, z, None, index, shadow=1.0 if y == 0.0 else 0.0)


def scene_sprites(scene: Scene) -> list[Sprite]:
    """The resting layout of a scene's pieces (counted in columns when gathered)."""
    sprites: list[Sprite] = []
    if not scene.gathered:
        for cell in CELLS:
            sprites.extend(_stack_sprites(cell, scene.stacks.get(cell, ())))
        return sprites
    towers = tower_order(scene)
    in_tower = {key for side in towers.values() for key in side}
    for side, keys in towers.items():
        for i, (cell, level) in enumerate(keys):
            sprites.append(_counted(scene.stacks[cell][level], side, i))
    for cell in CELLS:  # lone DVONN pieces belong to nobody and stay put
        pieces = scene.stacks.get(cell, ())
        sprites.extend(s for s in _stack_sprites(cell, pieces) if (cell, s.level) not in in_tower)
    return sprites


@dataclass(frozen=True)
class _Track:
    """A piece's path: hold `start` until t0, move to `end` by t1 along `curve`."""

    start: Sprite
    end: Sprite
    t0: float
    t1: float
    curve: str  # 'drop', 'arc', 'fade'
    arc_height: float = 0.0
    then_fade: tuple[float, float] | None = None  # fade out over (t0, t1) after arriving

    def at(self, t: float) -> Sprite:
        u = 0.0 if t <= self.t0 else 1.0 if t >= self.t1 else (t - self.t0) / (self.t1 - self.t0)
        a, b = self.start, self.end
        if self.curve == "drop":
            e = u * u  # falls, accelerating as under gravity
            s = replace(
                b, y=a.y + (b.y - a.y) * e, alpha=min(1.0, 0.2 + 1.6 * u), shadow=b.shadow * u
            )
        elif self.curve == "arc":
            e = u * u * (3.0 - 2.0 * u)
            y = a.y + (b.y - a.y) * e + self.arc_height * 4.0 * e * (1.0 - e)
            # The shadow of a stack's bottom piece fades as it lands on another stack.
            s = replace(
                b,
                x=a.x + (b.x - a.x) * e,
                y=y,
                z=a.z + (b.z - a.z) * e,
                shadow=a.shadow * (1.0 - e) + b.shadow * e,
                squash=a.squash + (b.squash - a.squash) * e,
            )
        else:  # fade: sink into the board while shrinking a little and vanishing
            s = replace(a, y=a.y - 0.35 * u * u, alpha=a.alpha * (1.0 - u), scale=1.0 - 0.15 * u)
        if self.then_fade is not None and t > self.then_fade[0]:
            f0, f1 = self.then_fade
            v = min(1.0, (t - f0) / (f1 - f0))
            s = replace(s, y=s.y - 0.35 * v * v, alpha=s.alpha * (1.0 - v), scale=1.0 - 0.15 * v)
        return replace(s, animated=True)


class Animation:
    """A planned set of tracks; pieces without a track rest where the new scene has them."""

    def __init__(self, resting: list[Sprite], tracks: list[_Track], busy_cells: frozenset[Cell]):
        self._resting = resting
        self._tracks = tracks
        self.busy_cells = busy_cells  # cells whose stacks are in motion (labels wait)
        self.duration = max((tr.then_fade or (0.0, tr.t1))[1] for tr in tracks) if tracks else 0.0

    def done(self, t: float) -> bool:
        return t >= self.duration

    def sprites(self, t: float) -> list[Sprite]:
        moving = [tr.at(t) for tr in self._tracks]
        return self._resting + [s for s in moving if s.alpha > 0.003]


def plan(old: Scene, new: Scene, change: SceneChange | None, speed: float) -> Animation | None:
    """Animation from old to new, or None when nothing is to be animated or it is off."""
    if change is None or speed <= 0.0:
        return None
    if change.gather and new.gathered != old.gathered:
        return _plan_gather(old, new, speed)
    final = scene_sprites(new)
    key = {(s.cell, s.level): i for i, s in enumerate(final) if s.cell is not None}
    animated: set[int] = set()
    tracks: list[_Track] = []
    busy: set[Cell] = set()
    t_move_end = 0.0

    if change.placed is not None and new.height(change.placed) > 0:
        cell = change.placed
        i = key[(cell, new.height(cell) - 1)]
        end = final[i]
        tracks.append(
            _Track(replace(end, y=end.y + DROP_HEIGHT), end, 0.0, DROP_SECONDS * speed, "drop")
        )
        animated.add(i)
        busy.add(cell)
        t_move_end = DROP_SECONDS * speed

    removed = dict(change.removed)
    landed: dict[Cell, int] = {}
    fade_at = (t_move_end, t_move_end + FADE_SECONDS * speed)
    if change.moved is not None:
        src, dst = change.moved
        moving = old.stacks.get(src, ())
        # After the move, dst holds its old pieces plus the moving ones, unless it was cut
        # off at once, in which case the change lists the whole stack as removed.
        after = removed.get(dst) or new.stacks.get(dst, ())
        if not moving or tuple(after[len(after) - len(moving) :]) != tuple(moving):
            return None  # the change does not describe these scenes: just cut
        base = len(after) - len(moving)
        cells_apart = math.dist(cell_centre(src)[[0, 2]], cell_centre(dst)[[0, 2]])
        t_move_end = (MOVE_SECONDS + MOVE_PER_CELL * cells_apart) * speed
        fade_at = (t_move_end, t_move_end + FADE_SECONDS * speed)
        arc = 0.5 + 0.12 * cells_apart + stack_height(max(len(moving), base))
        start_sprites = _stack_sprites(src, moving)
        end_sprites = _stack_sprites(dst, moving, base, len(after))
        for s, e in zip(start_sprites, end_sprites, strict=True):
            gone = dst in removed
            if not gone:
                i = key[(dst, e.level)]
                animated.add(i)
                e = final[i]
            tracks.append(_Track(s, e, 0.0, t_move_end, "arc", arc, fade_at if gone else None))
        busy.update((src, dst))
        if dst in removed:  # the pieces that were already at dst fade with the rest
            removed[dst] = tuple(after[:base])
            landed[dst] = len(after)

    for cell, pieces in removed.items():
        total = landed.get(cell)  # under a stack that landed on it: pressed as that was
        for s in _stack_sprites(cell, pieces, 0, total):
            tracks.append(_Track(s, s, fade_at[0], fade_at[1], "fade"))
        busy.add(cell)
    if not tracks:
        return None
    resting = [s for i, s in enumerate(final) if i not in animated]
    return Animation(resting, tracks, frozenset(busy))


def _plan_gather(old: Scene, new: Scene, speed: float) -> Animation:
    """Every stack flies into its side's tower (counting), or back (``old`` is counted)."""
    back = old.gathered
    board = new if back else old
    final = scene_sprites(new)
    tracks: list[_Track] = []
    moved_keys: set[tuple[Cell, int]] = set()
    stagger = (GATHER_STAGGER / 2 if back else GATHER_STAGGER) * speed
    order = 0
    for side, keys in tower_order(board).items():
        for i, (cell, level) in enumerate(keys):
            on_board = _stack_sprites(cell, board.stacks[cell])[level]
            in_tower = _counted(on_board.piece, side, i)
            start, end = (in_tower, on_board) if back else (on_board, in_tower)
            t0 = order * stagger
            tracks.append(_Track(start, end, t0, t0 + GATHER_SECONDS * speed, "arc", 1.2))
            moved_keys.add((cell, level))
            order += 1
    resting = [s for s in final if s.cell is not None and (s.cell, s.level) not in moved_keys]
    busy = frozenset(c for c, _ in moved_keys)
    return Animation(resting, tracks, busy)
