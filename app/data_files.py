"""Where the app's own data files (translations, sounds, rules, icons) are.

``app.resources.asset_path`` (branch ``view``) is the project's one answer; this shim only
stands in for it until that module is on main, and can then be deleted.
"""

from __future__ import annotations

import sys
from pathlib import Path

try:
    from app.resources import asset_path  # type: ignore[import-not-found,unused-ignore]
except ImportError:  # pragma: no cover - until branch view lands app/resources.py

    def asset_path(*parts: str) -> Path:  # type: ignore[misc,unused-ignore]
        """Path of a file under assets/ (PyInstaller unpacks it under sys._MEIPASS)."""
        base = getattr(sys, "_MEIPASS", None)
        root = Path(base) / "assets" if base else Path(__file__).resolve().parent.parent / "assets"
        return root.joinpath(*parts)


__all__ = ["asset_path"]
