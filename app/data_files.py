"""Where the app's own data files (translations, sounds, rules, icons) are.

``app.resources.asset_path`` (branch ``view``) is the project's one answer; this shim only
stands in for it until that module is on main, and can then be deleted.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path


def asset_path(*parts: str) -> Path:
    """Path of a file under assets/ (PyInstaller unpacks it under sys._MEIPASS)."""
    try:
        resources = importlib.import_module("app.resources")
    except ImportError:  # until branch view lands app/resources.py
        base = getattr(sys, "_MEIPASS", None)
        root = Path(base) / "assets" if base else Path(__file__).resolve().parent.parent / "assets"
        return root.joinpath(*parts)
    return Path(resources.asset_path(*parts))
