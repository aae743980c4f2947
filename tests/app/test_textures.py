"""The textures baked before the first frame: wood noise and mipmap levels (numpy only)."""

from __future__ import annotations

import numpy as np

from app.view.gl_objects import half_size
from app.view.textures import _value_noise


def _noise_texel_by_texel(lattice: np.ndarray, height: int, width: int) -> np.ndarray:
    """Value noise the slow way: each texel smoothsteps between its four lattice points."""
    cells_y, cells_x = lattice.shape[0] - 1, lattice.shape[1] - 1
    out = np.zeros((height, width))
    for row in range(height):
        v = row * cells_y / height
        i, fv = int(v), v - int(v)
        fv = fv * fv * (3 - 2 * fv)
        for col in range(width):
            u = col * cells_x / width
            j, fu = int(u), u - int(u)
            fu = fu * fu * (3 - 2 * fu)
            top = lattice[i, j] + (lattice[i, j + 1] - lattice[i, j]) * fu
            bottom = lattice[i + 1, j] + (lattice[i + 1, j + 1] - lattice[i + 1, j]) * fu
            out[row, col] = top + (bottom - top) * fv
    return out


def test_value_noise_interpolates_its_lattice_smoothly() -> None:
    for cells in ((2, 3), (5, 1), (16, 6)):
        noise = _value_noise(np.random.default_rng(3), 24, 40, *cells)
        lattice = np.random.default_rng(3).random((cells[0] + 1, cells[1] + 1), dtype=np.float32)
        lattice[-1, :], lattice[:, -1] = lattice[0, :], lattice[:, 0]
        assert noise.shape == (24, 40) and noise.dtype == np.float32
        np.testing.assert_allclose(noise, _noise_texel_by_texel(lattice, 24, 40), atol=1e-5)
        assert noise.min() >= 0.0 and noise.max() <= 1.0


def test_half_size_averages_two_by_two_blocks() -> None:
    image = np.array([[[0], [10], [20], [30]], [[2], [12], [22], [33]]], dtype=np.uint8)
    assert half_size(image).tolist() == [[[6], [26]]]  # (0+10+2+12)/4, (20+30+22+33)/4
    # Odd sizes drop the last row or column, as GL's level sizes do; down to 1x1.
    rng = np.random.default_rng(1)
    level = rng.integers(0, 256, (5, 12, 4), dtype=np.uint8)
    sizes = []
    while level.shape[:2] != (1, 1):
        level = half_size(level)
        sizes.append(level.shape[:2])
    assert sizes == [(2, 6), (1, 3), (1, 1)]
    flat = np.full((7, 9, 3), 200, dtype=np.uint8)
    assert np.all(half_size(flat) == 200)
