"""Mesh sanity: outward winding matches normals, sizes stay cheap for software GL."""

from __future__ import annotations

import numpy as np
import pytest

from app.view import meshes
from app.view.layout import (
    BOARD_MARGIN,
    PIECE_RADIUS,
    PIECE_THICKNESS,
    board_outline,
    board_signed_distance,
    cell_centres,
)


def _face_normals_agree(mesh: meshes.Mesh) -> float:
    v = mesh.vertices
    pos, nrm = v[:, 0:3], v[:, 3:6]
    tri = mesh.indices.reshape(-1, 3)
    a, b, c = pos[tri[:, 0]], pos[tri[:, 1]], pos[tri[:, 2]]
    face = np.cross(b - a, c - a)
    area = np.linalg.norm(face, axis=1)
    ok = area > 1e-12
    vn = nrm[tri[ok]].sum(axis=1)
    agree = np.einsum("ij,ij->i", face[ok], vn) > 0
    return float(agree.mean())


@pytest.mark.parametrize("mesh", [meshes.piece_mesh(), meshes.board_mesh()], ids=["piece", "board"])
def test_triangles_wind_outwards(mesh: meshes.Mesh) -> None:
    assert _face_normals_agree(mesh) == 1.0
    assert mesh.indices.max() < len(mesh.vertices)
    n = np.linalg.norm(mesh.vertices[:, 3:6], axis=1)
    assert np.allclose(n, 1.0, atol=1e-5)


def test_piece_dimensions_and_budget() -> None:
    m = meshes.piece_mesh()
    pos = m.vertices[:, :3]
    assert np.isclose(pos[:, 1].min(), 0.0) and np.isclose(pos[:, 1].max(), PIECE_THICKNESS)
    assert np.isclose(np.hypot(pos[:, 0], pos[:, 2]).max(), PIECE_RADIUS, atol=1e-6)
    # 49 pieces at most on the board: keep each under ~800 triangles.
    assert len(m.indices) // 3 < 800


def test_table_rings_surround_the_board() -> None:
    m = meshes.table_mesh()
    assert m.stride == 5
    edge = m.vertices[:, 3]
    assert edge.min() < 0 < edge.max()  # tucked under the board's edge, reaching out
    # The shadow distance is the board's signed distance, shifted away from the light.
    pts = m.vertices[:, [0, 2]]
    expected = board_signed_distance(pts - np.array(meshes.TABLE_SHADOW_OFFSET))
    assert np.allclose(m.vertices[:, 4], expected, atol=1e-5)


def test_board_signed_distance() -> None:
    centres = cell_centres()[:, [0, 2]]
    assert np.all(board_signed_distance(centres) <= -BOARD_MARGIN + 1e-9)
    outline = board_outline()
    assert np.allclose(board_signed_distance(outline), 0.0, atol=1e-9)
    assert np.isclose(board_signed_distance([[0.0, 10.0]])[0], 10.0 - 1.7320508 - BOARD_MARGIN)


def test_every_shader_loads_with_its_includes() -> None:
    from app.view.renderer import PROGRAMS
    from app.view.shader_source import load_shader_source

    for name, vertex in PROGRAMS.items():
        for file in (f"{vertex}.vert", f"{name}.frag"):
            text = load_shader_source(file)
            assert text.startswith("#version 330 core")
            assert not any(line.startswith("#include") for line in text.splitlines())
    assert "vec3 to_display" in load_shader_source("piece.frag")
