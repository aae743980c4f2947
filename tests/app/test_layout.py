"""Board geometry: cell naming, world layout, outline and labels (pure numpy)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from app.view import layout
from app.view.scene import Scene, SceneChange
from engine.board import CELLS, NEIGHBOURS, Cell, on_board


def test_49_cells_in_rows_of_9_10_11_10_9() -> None:
    centres = layout.cell_centres()
    assert centres.shape == (49, 3)
    rows = [int(np.sum(np.isclose(centres[:, 2], z))) for z in sorted(set(centres[:, 2]))]
    assert rows == [9, 10, 11, 10, 9]


def test_neighbours_follow_the_rules() -> None:
    edges = set(layout.grid_edges())
    assert {b for a, b in edges if a is Cell.C3} | {a for a, b in edges if b is Cell.C3} == {
        Cell.B2,
        Cell.B3,
        Cell.C2,
        Cell.C4,
        Cell.D3,
        Cell.D4,
    }


def test_the_view_draws_the_engine_cells_in_the_engine_order() -> None:
    for cell in CELLS:
        x, z = layout.world_xz(cell.x, cell.y)
        assert np.allclose(layout.cell_centre(cell), (float(x), 0.0, float(z)))
        assert np.allclose(layout.cell_centres()[int(cell)], layout.cell_centre(cell))
    printed = {frozenset(edge) for edge in layout.grid_edges()}
    assert printed == {frozenset((a, b)) for a in CELLS for b in NEIGHBOURS[a]}
    assert all(isinstance(c, Cell) for edge in layout.grid_edges() for c in edge)


def test_cell_names_round_trip_and_reject_junk() -> None:
    for cell in CELLS:
        x, z = float(layout.cell_centre(cell)[0]), float(layout.cell_centre(cell)[2])
        gx, gy = layout.grid_from_world(x, z)
        assert on_board(round(float(gx)), round(float(gy)))
    for bad in ("A5", "E3", "", 23):  # names and numbers are not cells: the view takes Cells
        with pytest.raises(ValueError):
            Scene(stacks={bad: ("W",)})  # type: ignore[dict-item]
        with pytest.raises(ValueError):
            Scene(hover=bad)  # type: ignore[arg-type]
        with pytest.raises(ValueError):
            SceneChange(placed=bad)  # type: ignore[arg-type]


def test_adjacent_cells_are_one_spacing_apart() -> None:
    for a, b in layout.grid_edges():
        d = layout.cell_centre(a) - layout.cell_centre(b)
        assert math.isclose(float(np.linalg.norm(d)), layout.SPACING, rel_tol=1e-9)
    # Each cell's six neighbours, counted over all cells, minus the edge: 3*49 - 27.
    assert len(layout.grid_edges()) == 120


def test_world_layout_orientation() -> None:
    f3 = layout.cell_centre(Cell.F3)
    assert np.allclose(f3, 0.0)  # the centre space is the origin
    assert layout.cell_centre(Cell.A1)[2] > 0 > layout.cell_centre(Cell.C5)[2]  # row 1 near (+z)
    assert layout.cell_centre(Cell.A3)[0] < 0 < layout.cell_centre(Cell.K3)[0]  # A left, K right
    gx, gy = layout.grid_from_world(*layout.world_xz(7.3, 1.6))
    assert math.isclose(float(gx), 7.3) and math.isclose(float(gy), 1.6)


def test_nearest_cell_and_off_board() -> None:
    for c in CELLS:
        x, _, z = layout.cell_centre(c)
        assert layout.nearest_cell(x + 0.3, z - 0.2) == c
    assert layout.nearest_cell(0.0, 5.0) is None


def test_outline_encloses_every_cell_with_margin() -> None:
    outline = layout.board_outline()
    # Signed area negative in (x, z) = counter-clockwise seen from above (+y).
    x, z = outline[:, 0], outline[:, 1]
    assert 0.5 * np.sum(x * np.roll(z, -1) - np.roll(x, -1) * z) < 0
    planes = layout.board_half_planes()
    centres = layout.cell_centres()[:, [0, 2]]
    assert np.all(centres @ planes[:, :2].T - planes[:, 2] <= 1e-9)
    dist = np.min(np.linalg.norm(outline[:, None, :] - centres[None], axis=2), axis=1)
    assert np.all(dist >= layout.BOARD_MARGIN - 1e-9)


def test_coordinate_labels_cover_every_column_and_row() -> None:
    texts = [t for t, _, _ in layout.coordinate_labels()]
    assert sorted(texts) == sorted("ABCDEFGHIJK12345")  # one label per column and row
    spots = np.array([(x, z) for _, x, z in layout.coordinate_labels()])
    gaps = np.linalg.norm(spots[:, None] - spots[None], axis=2) + np.eye(len(spots)) * 9
    assert gaps.min() > 0.8  # at least most of a cell apart: never two at one corner
    # Outside the board, and no nearer a space than the rim is.
    assert np.all(layout.board_signed_distance(spots) > -layout.BOARD_MARGIN)
    centres = layout.cell_centres()[:, [0, 2]]
    assert np.linalg.norm(spots[:, None] - centres[None], axis=2).min() > 0.7


def test_scene_validates_and_freezes() -> None:
    stacks: dict[Cell, tuple[str, ...]] = {Cell.E3: ("W", "D")}
    s = Scene(stacks=stacks, destinations=frozenset({Cell.F3}))
    stacks[Cell.E3] = ("B",)
    assert s.stacks[Cell.E3] == ("W", "D") and s.height(Cell.E3) == 2 and s.height(Cell.A1) == 0
    with pytest.raises(ValueError):
        Scene(stacks={"Z9": ("W",)})  # type: ignore[dict-item]
    with pytest.raises(ValueError):
        Scene(stacks={Cell.E3: ("X",)})
    with pytest.raises(ValueError):
        Scene(palette="neon")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        SceneChange(moved=(Cell.E3, "Q7"))  # type: ignore[arg-type]
    assert s.with_(hover=Cell.A1).hover == Cell.A1


def test_equal_scenes_and_changes_hash_equal() -> None:
    one = Scene(stacks={Cell.E3: ("W", "D"), Cell.A1: ("B",)}, hint=(Cell.E3, Cell.F3))
    two = Scene(stacks={Cell.A1: ("B",), Cell.E3: ("W", "D")}, hint=(Cell.E3, Cell.F3))
    assert one == two and hash(one) == hash(two) and len({one, two}) == 1
    assert one != one.with_(hover=Cell.A1) and len({one, one.with_(hover=Cell.A1)}) == 2
    assert one != Scene(stacks={Cell.E3: ("W", "D")}, hint=(Cell.E3, Cell.F3))
    change = SceneChange(moved=(Cell.E3, Cell.F3), removed={Cell.A1: ("B",)})
    again = SceneChange(moved=(Cell.E3, Cell.F3), removed={Cell.A1: ("B",)})
    assert change == again and hash(change) == hash(again)


def test_look_follows_the_window_colour_unless_chosen() -> None:
    from app.view.palette import LOOKS, resolve_look

    assert resolve_look("auto", 240) == "light" and resolve_look("auto", 30) == "dark"
    assert resolve_look("dark", 240) == "dark" and resolve_look("light", 30) == "light"
    assert sum(LOOKS["light"].edge) > sum(LOOKS["dark"].centre)
