"""Every module of the project opens with a docstring (what it owns), read with ``ast``."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("engine", "app", "scripts", "benchmarks", "tests", "packaging")


def test_every_module_opens_with_a_docstring() -> None:
    paths = [path for folder in FOLDERS for path in sorted((ROOT / folder).rglob("*.py"))]
    missing = [
        str(path.relative_to(ROOT))
        for path in paths
        if not ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert len(paths) > 100
    assert not missing, "modules without an opening docstring:\n" + "\n".join(missing)
