"""Where the application's data files are, from a source checkout or a frozen build."""

from __future__ import annotations

import sys
from pathlib import Path


def assets_root() -> Path:
    """The `assets` folder: PyInstaller unpacks it under sys._MEIPASS; otherwise it sits
    next to the `app` package in the checkout (or in site-packages when installed)."""
    frozen_base = getattr(sys, "_MEIPASS", None)
    if frozen_base is not None:
        return Path(frozen_base) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"


def asset_path(*parts: str) -> Path:
    """Path of a file under assets/, e.g. asset_path("shaders", "piece.vert")."""
    return assets_root().joinpath(*parts)
